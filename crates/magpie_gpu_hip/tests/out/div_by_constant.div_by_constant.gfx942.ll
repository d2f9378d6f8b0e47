; magpie-gpu: kernel @div_by_constant for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @div_by_constant(ptr addrspace(1) %ss, ptr addrspace(1) %ds, ptr addrspace(1) %os, ptr addrspace(1) %od, i32 %n, i32 %ss.len, i32 %ds.len, i32 %os.len, i32 %od.len) #0 {
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
  %t.11 = getelementptr inbounds float, ptr addrspace(1) %ss, i64 %t.10
  %t.12 = load float, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds double, ptr addrspace(1) %ds, i64 %t.13
  %t.15 = load double, ptr addrspace(1) %t.14, align 8
  %t.16 = mul i32 %t.8, 5
  %t.17 = add i32 %t.16, 1
  %t.18 = add i32 %t.16, 2
  %t.19 = add i32 %t.16, 3
  %t.20 = add i32 %t.16, 4
  %t.21 = fdiv float %t.12, 0x4008000000000000
  %t.22 = fdiv float %t.12, 0x4024000000000000
  %t.23 = fdiv float %t.12, 0x3FB99999A0000000
  %t.24 = fdiv float %t.12, 0x4048800000000000
  %t.25 = fdiv float %t.12, 0x39B4484C00000000
  %t.26 = zext i32 %t.16 to i64
  %t.27 = getelementptr inbounds float, ptr addrspace(1) %os, i64 %t.26
  store float %t.21, ptr addrspace(1) %t.27, align 4
  %t.28 = zext i32 %t.17 to i64
  %t.29 = getelementptr inbounds float, ptr addrspace(1) %os, i64 %t.28
  store float %t.22, ptr addrspace(1) %t.29, align 4
  %t.30 = zext i32 %t.18 to i64
  %t.31 = getelementptr inbounds float, ptr addrspace(1) %os, i64 %t.30
  store float %t.23, ptr addrspace(1) %t.31, align 4
  %t.32 = zext i32 %t.19 to i64
  %t.33 = getelementptr inbounds float, ptr addrspace(1) %os, i64 %t.32
  store float %t.24, ptr addrspace(1) %t.33, align 4
  %t.34 = zext i32 %t.20 to i64
  %t.35 = getelementptr inbounds float, ptr addrspace(1) %os, i64 %t.34
  store float %t.25, ptr addrspace(1) %t.35, align 4
  %t.36 = fdiv double %t.15, 0x4008000000000000
  %t.37 = fdiv double %t.15, 0x4024000000000000
  %t.38 = fdiv double %t.15, 0x3FB999999999999A
  %t.39 = fdiv double %t.15, 0x4048800000000000
  %t.40 = fdiv double %t.15, 0x04ED9485F61B48AD
  %t.41 = zext i32 %t.16 to i64
  %t.42 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.41
  store double %t.36, ptr addrspace(1) %t.42, align 8
  %t.43 = zext i32 %t.17 to i64
  %t.44 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.43
  store double %t.37, ptr addrspace(1) %t.44, align 8
  %t.45 = zext i32 %t.18 to i64
  %t.46 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.45
  store double %t.38, ptr addrspace(1) %t.46, align 8
  %t.47 = zext i32 %t.19 to i64
  %t.48 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.47
  store double %t.39, ptr addrspace(1) %t.48, align 8
  %t.49 = zext i32 %t.20 to i64
  %t.50 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.49
  store double %t.40, ptr addrspace(1) %t.50, align 8
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
