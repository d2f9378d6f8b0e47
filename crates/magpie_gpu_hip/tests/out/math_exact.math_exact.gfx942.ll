; magpie-gpu: kernel @math_exact for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @math_exact(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %xc, ptr addrspace(1) %out, i32 %n, i32 %xa.len, i32 %xb.len, i32 %xc.len, i32 %out.len) #0 {
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
  %t.16 = zext i32 %t.8 to i64
  %t.17 = getelementptr inbounds float, ptr addrspace(1) %xc, i64 %t.16
  %t.18 = load float, ptr addrspace(1) %t.17, align 4
  %t.19 = mul i32 %t.8, 9
  %t.20 = add i32 %t.19, 1
  %t.21 = add i32 %t.19, 2
  %t.22 = add i32 %t.19, 3
  %t.23 = add i32 %t.19, 4
  %t.24 = add i32 %t.19, 5
  %t.25 = add i32 %t.19, 6
  %t.26 = add i32 %t.19, 7
  %t.27 = add i32 %t.19, 8
  %t.28 = call float @llvm.sqrt.f32(float %t.12)
  %t.29 = call float @llvm.fabs.f32(float %t.12)
  %t.30 = call float @llvm.floor.f32(float %t.12)
  %t.31 = call float @llvm.ceil.f32(float %t.12)
  %t.32 = call float @llvm.round.f32(float %t.12)
  %t.33 = call float @llvm.trunc.f32(float %t.12)
  %t.34 = fcmp olt float %t.12, %t.15
  %t.35 = select i1 %t.34, float %t.12, float %t.15
  %t.36 = fcmp uno float %t.15, %t.15
  %t.37 = select i1 %t.36, float %t.12, float %t.35
  %t.38 = fcmp uno float %t.12, %t.12
  %t.39 = select i1 %t.38, float %t.15, float %t.37
  %t.40 = fcmp oeq float %t.12, %t.15
  %t.41 = bitcast float %t.12 to i32
  %t.42 = bitcast float %t.15 to i32
  %t.43 = or i32 %t.41, %t.42
  %t.44 = bitcast i32 %t.43 to float
  %t.45 = select i1 %t.40, float %t.44, float %t.39
  %t.46 = fcmp ogt float %t.12, %t.15
  %t.47 = select i1 %t.46, float %t.12, float %t.15
  %t.48 = fcmp uno float %t.15, %t.15
  %t.49 = select i1 %t.48, float %t.12, float %t.47
  %t.50 = fcmp uno float %t.12, %t.12
  %t.51 = select i1 %t.50, float %t.15, float %t.49
  %t.52 = fcmp oeq float %t.12, %t.15
  %t.53 = bitcast float %t.12 to i32
  %t.54 = bitcast float %t.15 to i32
  %t.55 = and i32 %t.53, %t.54
  %t.56 = bitcast i32 %t.55 to float
  %t.57 = select i1 %t.52, float %t.56, float %t.51
  %t.58 = call float @llvm.fma.f32(float %t.12, float %t.15, float %t.18)
  %t.59 = zext i32 %t.19 to i64
  %t.60 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.59
  store float %t.28, ptr addrspace(1) %t.60, align 4
  %t.61 = zext i32 %t.20 to i64
  %t.62 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.61
  store float %t.29, ptr addrspace(1) %t.62, align 4
  %t.63 = zext i32 %t.21 to i64
  %t.64 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.63
  store float %t.30, ptr addrspace(1) %t.64, align 4
  %t.65 = zext i32 %t.22 to i64
  %t.66 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.65
  store float %t.31, ptr addrspace(1) %t.66, align 4
  %t.67 = zext i32 %t.23 to i64
  %t.68 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.67
  store float %t.32, ptr addrspace(1) %t.68, align 4
  %t.69 = zext i32 %t.24 to i64
  %t.70 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.69
  store float %t.33, ptr addrspace(1) %t.70, align 4
  %t.71 = zext i32 %t.25 to i64
  %t.72 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.71
  store float %t.45, ptr addrspace(1) %t.72, align 4
  %t.73 = zext i32 %t.26 to i64
  %t.74 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.73
  store float %t.57, ptr addrspace(1) %t.74, align 4
  %t.75 = zext i32 %t.27 to i64
  %t.76 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.75
  store float %t.58, ptr addrspace(1) %t.76, align 4
  br label %bb2

bb2:
  ret void
}

declare float @llvm.ceil.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.round.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.trunc.f32(float)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
