; magpie-gpu: kernel @unroll_in_callee for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @unroll_in_callee(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %n, i32 %inp.len, i32 %out.len) #0 {
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
  %t.9 = zext i32 %t.8 to i64
  %t.10 = getelementptr inbounds float, ptr addrspace(1) %inp, i64 %t.9
  %t.11 = load float, ptr addrspace(1) %t.10, align 4
  br label %bb0.i1

bb0.i1:
  br label %bb1.i1

bb1.i1:
  %t.12 = phi i32 [ 0, %bb0.i1 ], [ %t.16, %bb1.i1 ]
  %t.13 = phi float [ 0x3FF0000000000000, %bb0.i1 ], [ %t.15, %bb1.i1 ]
  %t.14 = fmul float %t.13, %t.11
  %t.15 = fadd float %t.14, 0x3FF0000000000000
  %t.16 = add i32 %t.12, 1
  %t.17 = icmp ult i32 %t.16, 4
  br i1 %t.17, label %bb1.i1, label %bb2.i1

bb2.i1:
  br label %ret.h1

ret.h1:
  %t.18 = phi float [ %t.15, %bb2.i1 ]
  br label %bb0.i2

bb0.i2:
  br label %bb1.i2

bb1.i2:
  %t.19 = phi i32 [ 0, %bb0.i2 ], [ %t.23, %bb1.i2 ]
  %t.20 = phi float [ 0x3FF0000000000000, %bb0.i2 ], [ %t.22, %bb1.i2 ]
  %t.21 = fmul float %t.20, %t.18
  %t.22 = fadd float %t.21, 0x3FF0000000000000
  %t.23 = add i32 %t.19, 1
  %t.24 = icmp ult i32 %t.23, 4
  br i1 %t.24, label %bb1.i2, label %bb2.i2

bb2.i2:
  br label %ret.h2

ret.h2:
  %t.25 = phi float [ %t.22, %bb2.i2 ]
  %t.26 = zext i32 %t.8 to i64
  %t.27 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.26
  store float %t.25, ptr addrspace(1) %t.27, align 4
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
