; magpie-gpu: kernel @subgroup_guarded for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @subgroup_guarded(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %n, i32 %inp.len, i32 %out.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.3 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 4
  %t.4 = load i16, ptr addrspace(4) %t.3, align 2
  %t.5 = zext i16 %t.4 to i32
  %t.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.7 = mul i32 %t.1, %t.5
  %t.8 = add i32 %t.7, %t.6
  %t.14 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %t.15 = zext i32 %t.14 to i64
  %t.32 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  br label %bb0

bb0:
  %t.9 = icmp ult i32 %t.8, %n
  br i1 %t.9, label %bb1, label %bb2

bb1:
  %t.10 = zext i32 %t.8 to i64
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.10
  %t.12 = load i32, ptr addrspace(1) %t.11, align 4
  br label %bb2

bb2:
  %t.13 = phi i32 [ 0, %bb0 ], [ %t.12, %bb1 ]
  %t.16 = call i64 @llvm.cttz.i64(i64 %t.15, i1 true)
  %t.17 = trunc i64 %t.16 to i32
  %t.18 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.13, i32 %t.17)
  %t.19 = sub i64 %t.15, 1
  %t.20 = and i64 %t.15, %t.19
  %t.21 = icmp eq i64 %t.20, 0
  br i1 %t.21, label %sg.done.h2, label %sg.loop.h1

sg.loop.h1:
  %t.22 = phi i64 [ %t.20, %bb2 ], [ %t.29, %sg.loop.h1 ]
  %t.23 = phi i32 [ %t.18, %bb2 ], [ %t.27, %sg.loop.h1 ]
  %t.24 = call i64 @llvm.cttz.i64(i64 %t.22, i1 true)
  %t.25 = trunc i64 %t.24 to i32
  %t.26 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.13, i32 %t.25)
  %t.27 = add i32 %t.23, %t.26
  %t.28 = sub i64 %t.22, 1
  %t.29 = and i64 %t.22, %t.28
  %t.30 = icmp eq i64 %t.29, 0
  br i1 %t.30, label %sg.done.h2, label %sg.loop.h1

sg.done.h2:
  %t.31 = phi i32 [ %t.18, %bb2 ], [ %t.27, %sg.loop.h1 ]
  %t.33 = icmp eq i32 %t.32, 0
  br i1 %t.33, label %bb4, label %bb6

bb4:
  %t.34 = zext i32 %t.1 to i64
  %t.35 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.34
  %t.36 = atomicrmw add ptr addrspace(1) %t.35, i32 %t.31 syncscope("agent") monotonic, align 4
  br label %bb6

bb6:
  ret void
}

declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.cttz.i64(i64, i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx1100" "uniform-work-group-size"="false" "target-features"="+wavefrontsize32" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
