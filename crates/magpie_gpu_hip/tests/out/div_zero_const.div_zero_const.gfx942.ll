; magpie-gpu: kernel @div_zero_const for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @div_zero_const(ptr addrspace(1) %xs, ptr addrspace(1) %od, ptr addrspace(1) %of, i32 %n, i32 %xs.len, i32 %od.len, i32 %of.len) #0 {
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
  %t.11 = getelementptr inbounds double, ptr addrspace(1) %xs, i64 %t.10
  %t.12 = load double, ptr addrspace(1) %t.11, align 8
  %t.13 = fptrunc double %t.12 to float
  %t.14 = icmp slt i32 %n, %n
  %t.15 = select i1 %t.14, double 0x3FF0000000000000, double 0x0000000000000000
  %t.16 = fmul double %t.15, 0xBFF0000000000000
  %t.17 = select i1 %t.14, float 0x3FF0000000000000, float 0x0000000000000000
  %t.18 = fmul float %t.17, 0xBFF0000000000000
  %t.19 = fdiv double %t.12, 0x0000000000000000
  %t.20 = fdiv double %t.12, 0x8000000000000000
  %t.21 = fdiv double %t.12, %t.15
  %t.22 = fdiv double %t.12, %t.16
  %t.23 = fdiv float %t.13, 0x0000000000000000
  %t.24 = fdiv float %t.13, 0x8000000000000000
  %t.25 = fdiv float %t.13, %t.17
  %t.26 = fdiv float %t.13, %t.18
  %t.27 = fdiv double 0x0000000000000000, %t.12
  %t.28 = fdiv double 0x8000000000000000, %t.12
  %t.29 = fdiv float 0x0000000000000000, %t.13
  %t.30 = fdiv float 0x8000000000000000, %t.13
  %t.31 = mul i32 %t.8, 6
  %t.32 = add i32 %t.31, 1
  %t.33 = add i32 %t.31, 2
  %t.34 = add i32 %t.31, 3
  %t.35 = add i32 %t.31, 4
  %t.36 = add i32 %t.31, 5
  %t.37 = zext i32 %t.31 to i64
  %t.38 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.37
  store double %t.19, ptr addrspace(1) %t.38, align 8
  %t.39 = zext i32 %t.32 to i64
  %t.40 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.39
  store double %t.20, ptr addrspace(1) %t.40, align 8
  %t.41 = zext i32 %t.33 to i64
  %t.42 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.41
  store double %t.21, ptr addrspace(1) %t.42, align 8
  %t.43 = zext i32 %t.34 to i64
  %t.44 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.43
  store double %t.22, ptr addrspace(1) %t.44, align 8
  %t.45 = zext i32 %t.35 to i64
  %t.46 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.45
  store double %t.27, ptr addrspace(1) %t.46, align 8
  %t.47 = zext i32 %t.36 to i64
  %t.48 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.47
  store double %t.28, ptr addrspace(1) %t.48, align 8
  %t.49 = zext i32 %t.31 to i64
  %t.50 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.49
  store float %t.23, ptr addrspace(1) %t.50, align 4
  %t.51 = zext i32 %t.32 to i64
  %t.52 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.51
  store float %t.24, ptr addrspace(1) %t.52, align 4
  %t.53 = zext i32 %t.33 to i64
  %t.54 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.53
  store float %t.25, ptr addrspace(1) %t.54, align 4
  %t.55 = zext i32 %t.34 to i64
  %t.56 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.55
  store float %t.26, ptr addrspace(1) %t.56, align 4
  %t.57 = zext i32 %t.35 to i64
  %t.58 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.57
  store float %t.29, ptr addrspace(1) %t.58, align 4
  %t.59 = zext i32 %t.36 to i64
  %t.60 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.59
  store float %t.30, ptr addrspace(1) %t.60, align 4
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
