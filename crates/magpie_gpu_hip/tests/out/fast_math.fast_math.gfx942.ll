; magpie-gpu: kernel @fast_math for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fast_math(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %out, i32 %n, i32 %xa.len, i32 %xb.len, i32 %out.len) #0 {
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
  %t.9 = icmp ult i32 %t.8, %n
  br i1 %t.9, label %bb1, label %bb2

bb1:
  %t.10 = zext i32 %t.8 to i64
  %t.11 = getelementptr inbounds float, ptr addrspace(1) %xa, i64 %t.10
  %t.12 = load float, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds float, ptr addrspace(1) %xb, i64 %t.13
  %t.15 = load float, ptr addrspace(1) %t.14, align 4
  %t.16 = mul i32 %t.8, 6
  %t.17 = add i32 %t.16, 1
  %t.18 = add i32 %t.16, 2
  %t.19 = add i32 %t.16, 3
  %t.20 = add i32 %t.16, 4
  %t.21 = add i32 %t.16, 5
  %t.22 = fadd reassoc contract arcp afn float %t.12, %t.15
  %t.23 = fsub reassoc contract arcp afn float %t.12, %t.15
  %t.24 = fmul reassoc contract arcp afn float %t.12, %t.15
  %t.25 = fdiv reassoc contract arcp afn float %t.12, %t.15
  %t.26 = frem reassoc contract arcp afn float %t.12, %t.15
  %t.27 = fadd reassoc contract arcp afn float %t.24, %t.12
  %t.28 = zext i32 %t.16 to i64
  %t.29 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.28
  store float %t.22, ptr addrspace(1) %t.29, align 4
  %t.30 = zext i32 %t.17 to i64
  %t.31 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.30
  store float %t.23, ptr addrspace(1) %t.31, align 4
  %t.32 = zext i32 %t.18 to i64
  %t.33 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.32
  store float %t.24, ptr addrspace(1) %t.33, align 4
  %t.34 = zext i32 %t.19 to i64
  %t.35 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.34
  store float %t.25, ptr addrspace(1) %t.35, align 4
  %t.36 = zext i32 %t.20 to i64
  %t.37 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.36
  store float %t.26, ptr addrspace(1) %t.37, align 4
  %t.38 = zext i32 %t.21 to i64
  %t.39 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.38
  store float %t.27, ptr addrspace(1) %t.39, align 4
  br label %bb2

bb2:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
