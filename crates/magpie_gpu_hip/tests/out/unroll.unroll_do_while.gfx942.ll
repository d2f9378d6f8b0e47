; magpie-gpu: kernel @unroll_do_while for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @unroll_do_while(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %n, i32 %inp.len, i32 %out.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.3 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 4
  %t.4 = load i16, ptr addrspace(4) %t.3, align 2
  %t.5 = zext i16 %t.4 to i32
  %t.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.7 = mul i32 %t.1, %t.5
  %t.8 = add i32 %t.7, %t.6
  br label %bb0

bb0:
  %t.9 = mul i32 %t.8, 8
  %t.10 = icmp ult i32 %t.8, %n
  br i1 %t.10, label %bb1, label %bb3

bb1:
  %t.11 = phi i32 [ 0, %bb0 ], [ %t.20, %bb1 ]
  %t.12 = phi i32 [ %t.8, %bb0 ], [ %t.19, %bb1 ]
  %t.13 = udiv i32 %t.11, 3
  %t.14 = add i32 %t.9, %t.13
  %t.15 = zext i32 %t.14 to i64
  %t.16 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.15
  %t.17 = load i32, ptr addrspace(1) %t.16, align 4
  %t.18 = mul i32 %t.12, 31
  %t.19 = add i32 %t.18, %t.17
  %t.20 = add i32 %t.11, 3
  %t.21 = icmp ult i32 %t.20, 20
  br i1 %t.21, label %bb1, label %bb2

bb2:
  %t.22 = phi i32 [ %t.19, %bb1 ]
  %t.23 = mul i32 %t.8, 2
  %t.24 = zext i32 %t.23 to i64
  %t.25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.24
  store i32 %t.22, ptr addrspace(1) %t.25, align 4
  %t.26 = add i32 %t.23, 1
  %t.27 = zext i32 %t.26 to i64
  %t.28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.27
  store i32 %t.20, ptr addrspace(1) %t.28, align 4
  br label %bb3

bb3:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
