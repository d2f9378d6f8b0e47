; magpie-gpu: kernel @unroll_nested for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @unroll_nested(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %n, i32 %inp.len, i32 %out.len) #0 {
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
  %t.9 = mul i32 %t.8, 4
  br label %bb1

bb1:
  %t.10 = phi i32 [ 0, %bb0 ], [ %t.18, %bb4 ]
  %t.11 = phi i32 [ 0, %bb0 ], [ %t.16, %bb4 ]
  %t.12 = icmp ult i32 %t.10, 3
  br i1 %t.12, label %bb2, label %bb5

bb5:
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.13
  store i32 %t.11, ptr addrspace(1) %t.14, align 4
  ret void

bb2:
  %t.15 = phi i32 [ 0, %bb1 ], [ %t.28, %ret.h1 ]
  %t.16 = phi i32 [ %t.11, %bb1 ], [ %t.27, %ret.h1 ]
  %t.17 = icmp ult i32 %t.15, 4
  br i1 %t.17, label %bb3, label %bb4

bb4:
  %t.18 = add i32 %t.10, 1
  br label %bb1

bb3:
  %t.19 = add i32 %t.9, %t.15
  %t.20 = zext i32 %t.19 to i64
  %t.21 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.20
  %t.22 = load i32, ptr addrspace(1) %t.21, align 4
  %t.23 = add i32 %t.22, %t.10
  br label %bb0.i1

bb0.i1:
  %t.24 = add i32 %t.16, %t.23
  %t.25 = icmp ult i32 %t.24, %t.16
  br i1 %t.25, label %bb1.i1, label %bb2.i1

bb2.i1:
  %t.26 = icmp ugt i32 %t.24, -2147483648
  br i1 %t.26, label %bb3.i1, label %bb4.i1

bb4.i1:
  br label %ret.h1

bb3.i1:
  br label %ret.h1

bb1.i1:
  br label %ret.h1

ret.h1:
  %t.27 = phi i32 [ %t.24, %bb4.i1 ], [ -2147483648, %bb3.i1 ], [ -1, %bb1.i1 ]
  %t.28 = add i32 %t.15, 1
  br label %bb2
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
