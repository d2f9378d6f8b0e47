; magpie-gpu: kernel @fma_zero_factor for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fma_zero_factor(ptr addrspace(1) %xs, ptr addrspace(1) %cs, ptr addrspace(1) %of, ptr addrspace(1) %ob, i32 %n, i32 %xs.len, i32 %cs.len, i32 %of.len, i32 %ob.len) #0 {
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
  %t.11 = getelementptr inbounds float, ptr addrspace(1) %xs, i64 %t.10
  %t.12 = load float, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds float, ptr addrspace(1) %cs, i64 %t.13
  %t.15 = load float, ptr addrspace(1) %t.14, align 4
  %t.16 = call float @llvm.trunc.f32(float 0x0000000000000000)
  %t.17 = call float @llvm.fma.f32(float %t.12, float 0x0000000000000000, float %t.15)
  %t.18 = call float @llvm.fma.f32(float %t.12, float 0x8000000000000000, float %t.15)
  %t.19 = call float @llvm.fma.f32(float 0x0000000000000000, float %t.12, float %t.15)
  %t.20 = call float @llvm.fma.f32(float 0x405FE00000000000, float %t.16, float %t.15)
  %t.21 = mul i32 %t.8, 4
  %t.22 = add i32 %t.21, 1
  %t.23 = add i32 %t.21, 2
  %t.24 = add i32 %t.21, 3
  %t.25 = zext i32 %t.21 to i64
  %t.26 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.25
  store float %t.17, ptr addrspace(1) %t.26, align 4
  %t.27 = zext i32 %t.22 to i64
  %t.28 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.27
  store float %t.18, ptr addrspace(1) %t.28, align 4
  %t.29 = zext i32 %t.23 to i64
  %t.30 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.29
  store float %t.19, ptr addrspace(1) %t.30, align 4
  %t.31 = zext i32 %t.24 to i64
  %t.32 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.31
  store float %t.20, ptr addrspace(1) %t.32, align 4
  %t.33 = fptrunc float %t.12 to bfloat
  %t.34 = fptrunc float %t.15 to bfloat
  %t.35 = fpext bfloat 0xR0000 to float
  %t.36 = call float @llvm.trunc.f32(float %t.35)
  %t.37 = fptrunc float %t.36 to bfloat
  %t.38 = fpext bfloat %t.33 to double
  %t.39 = fpext bfloat 0xR8000 to double
  %t.40 = fpext bfloat %t.34 to double
  %t.41 = fmul double %t.38, %t.39
  %t.42 = fadd double %t.41, %t.40
  %t.43 = fsub double %t.42, %t.41
  %t.44 = fsub double %t.42, %t.43
  %t.45 = fsub double %t.41, %t.44
  %t.46 = fsub double %t.40, %t.43
  %t.47 = fadd double %t.45, %t.46
  %t.48 = fcmp one double %t.47, 0.0
  %t.49 = bitcast double %t.42 to i64
  %t.50 = icmp slt i64 %t.49, 0
  %t.51 = fcmp olt double %t.47, 0.0
  %t.52 = xor i1 %t.50, %t.51
  %t.53 = sub i64 %t.49, 1
  %t.54 = select i1 %t.52, i64 %t.53, i64 %t.49
  %t.55 = or i64 %t.54, 1
  %t.56 = select i1 %t.48, i64 %t.55, i64 %t.49
  %t.57 = bitcast i64 %t.56 to double
  %t.58 = fptrunc double %t.57 to bfloat
  %t.59 = fpext bfloat 0xR42FF to double
  %t.60 = fpext bfloat %t.37 to double
  %t.61 = fpext bfloat %t.34 to double
  %t.62 = fmul double %t.59, %t.60
  %t.63 = fadd double %t.62, %t.61
  %t.64 = fsub double %t.63, %t.62
  %t.65 = fsub double %t.63, %t.64
  %t.66 = fsub double %t.62, %t.65
  %t.67 = fsub double %t.61, %t.64
  %t.68 = fadd double %t.66, %t.67
  %t.69 = fcmp one double %t.68, 0.0
  %t.70 = bitcast double %t.63 to i64
  %t.71 = icmp slt i64 %t.70, 0
  %t.72 = fcmp olt double %t.68, 0.0
  %t.73 = xor i1 %t.71, %t.72
  %t.74 = sub i64 %t.70, 1
  %t.75 = select i1 %t.73, i64 %t.74, i64 %t.70
  %t.76 = or i64 %t.75, 1
  %t.77 = select i1 %t.69, i64 %t.76, i64 %t.70
  %t.78 = bitcast i64 %t.77 to double
  %t.79 = fptrunc double %t.78 to bfloat
  %t.80 = fpext bfloat %t.58 to float
  %t.81 = fpext bfloat %t.79 to float
  %t.82 = mul i32 %t.8, 2
  %t.83 = add i32 %t.82, 1
  %t.84 = zext i32 %t.82 to i64
  %t.85 = getelementptr inbounds float, ptr addrspace(1) %ob, i64 %t.84
  store float %t.80, ptr addrspace(1) %t.85, align 4
  %t.86 = zext i32 %t.83 to i64
  %t.87 = getelementptr inbounds float, ptr addrspace(1) %ob, i64 %t.86
  store float %t.81, ptr addrspace(1) %t.87, align 4
  br label %bb2

bb2:
  ret void
}

declare float @llvm.fma.f32(float, float, float)
declare float @llvm.trunc.f32(float)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
