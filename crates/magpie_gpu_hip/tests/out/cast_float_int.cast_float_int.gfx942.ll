; magpie-gpu: kernel @cast_float_int for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cast_float_int(ptr addrspace(1) %fs, ptr addrspace(1) %xs, ptr addrspace(1) %oi, ptr addrspace(1) %of, i32 %n, i32 %fs.len, i32 %xs.len, i32 %oi.len, i32 %of.len) #0 {
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
  %t.11 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.10
  %t.12 = load float, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.13
  %t.15 = load i32, ptr addrspace(1) %t.14, align 4
  %t.16 = mul i32 %t.8, 6
  %t.17 = add i32 %t.16, 1
  %t.18 = add i32 %t.16, 2
  %t.19 = add i32 %t.16, 3
  %t.20 = add i32 %t.16, 4
  %t.21 = add i32 %t.16, 5
  %t.22 = call i32 @llvm.fptosi.sat.i32.f32(float %t.12)
  %t.23 = zext i32 %t.16 to i64
  %t.24 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.23
  store i32 %t.22, ptr addrspace(1) %t.24, align 4
  %t.25 = call i32 @llvm.fptoui.sat.i32.f32(float %t.12)
  %t.26 = zext i32 %t.17 to i64
  %t.27 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.26
  store i32 %t.25, ptr addrspace(1) %t.27, align 4
  %t.28 = call i8 @llvm.fptosi.sat.i8.f32(float %t.12)
  %t.29 = sext i8 %t.28 to i32
  %t.30 = zext i32 %t.18 to i64
  %t.31 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.30
  store i32 %t.29, ptr addrspace(1) %t.31, align 4
  %t.32 = call i8 @llvm.fptoui.sat.i8.f32(float %t.12)
  %t.33 = zext i8 %t.32 to i32
  %t.34 = zext i32 %t.19 to i64
  %t.35 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.34
  store i32 %t.33, ptr addrspace(1) %t.35, align 4
  %t.36 = call i16 @llvm.fptosi.sat.i16.f32(float %t.12)
  %t.37 = sext i16 %t.36 to i32
  %t.38 = zext i32 %t.20 to i64
  %t.39 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.38
  store i32 %t.37, ptr addrspace(1) %t.39, align 4
  %t.40 = call i16 @llvm.fptoui.sat.i16.f32(float %t.12)
  %t.41 = zext i16 %t.40 to i32
  %t.42 = zext i32 %t.21 to i64
  %t.43 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.42
  store i32 %t.41, ptr addrspace(1) %t.43, align 4
  %t.44 = mul i32 %t.8, 4
  %t.45 = add i32 %t.44, 1
  %t.46 = add i32 %t.44, 2
  %t.47 = add i32 %t.44, 3
  %t.48 = sitofp i32 %t.15 to float
  %t.49 = zext i32 %t.44 to i64
  %t.50 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.49
  store float %t.48, ptr addrspace(1) %t.50, align 4
  %t.51 = uitofp i32 %t.15 to float
  %t.52 = zext i32 %t.45 to i64
  %t.53 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.52
  store float %t.51, ptr addrspace(1) %t.53, align 4
  %t.54 = trunc i32 %t.15 to i8
  %t.55 = sitofp i8 %t.54 to float
  %t.56 = zext i32 %t.46 to i64
  %t.57 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.56
  store float %t.55, ptr addrspace(1) %t.57, align 4
  %t.58 = trunc i32 %t.15 to i16
  %t.59 = uitofp i16 %t.58 to float
  %t.60 = zext i32 %t.47 to i64
  %t.61 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.60
  store float %t.59, ptr addrspace(1) %t.61, align 4
  br label %bb2

bb2:
  ret void
}

declare i16 @llvm.fptosi.sat.i16.f32(float)
declare i16 @llvm.fptoui.sat.i16.f32(float)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
declare i8 @llvm.fptosi.sat.i8.f32(float)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
