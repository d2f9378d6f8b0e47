; magpie-gpu: kernel @three_paths for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @three_paths(ptr addrspace(1) %out, i32 %out.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.3 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 4
  %t.4 = load i16, ptr addrspace(4) %t.3, align 2
  %t.5 = zext i16 %t.4 to i32
  %t.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.7 = mul i32 %t.1, %t.5
  %t.8 = add i32 %t.7, %t.6
  %t.9 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %bb0

bb0:
  %t.10 = call i64 @llvm.cttz.i64(i64 %t.9, i1 true)
  %t.11 = trunc i64 %t.10 to i32
  %t.12 = call i32 @llvm.amdgcn.readlane.i32(i32 1, i32 %t.11)
  %t.13 = sub i64 %t.9, 1
  %t.14 = and i64 %t.9, %t.13
  %t.15 = icmp eq i64 %t.14, 0
  br i1 %t.15, label %sg.done.h2, label %sg.loop.h1

sg.loop.h1:
  %t.16 = phi i64 [ %t.14, %bb0 ], [ %t.23, %sg.loop.h1 ]
  %t.17 = phi i32 [ %t.12, %bb0 ], [ %t.21, %sg.loop.h1 ]
  %t.18 = call i64 @llvm.cttz.i64(i64 %t.16, i1 true)
  %t.19 = trunc i64 %t.18 to i32
  %t.20 = call i32 @llvm.amdgcn.readlane.i32(i32 1, i32 %t.19)
  %t.21 = add i32 %t.17, %t.20
  %t.22 = sub i64 %t.16, 1
  %t.23 = and i64 %t.16, %t.22
  %t.24 = icmp eq i64 %t.23, 0
  br i1 %t.24, label %sg.done.h2, label %sg.loop.h1

sg.done.h2:
  %t.25 = phi i32 [ %t.12, %bb0 ], [ %t.21, %sg.loop.h1 ]
  %t.26 = sub i32 %t.25, 64
  %t.27 = add i32 %t.8, 32
  %t.28 = zext i32 %t.8 to i64
  %t.29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.28
  store i32 1, ptr addrspace(1) %t.29, align 4
  %t.30 = zext i32 %t.27 to i64
  %t.31 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.30
  store i32 %t.26, ptr addrspace(1) %t.31, align 4
  ret void
}

declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,32" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
