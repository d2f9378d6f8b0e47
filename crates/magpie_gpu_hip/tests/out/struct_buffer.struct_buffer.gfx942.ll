; magpie-gpu: kernel @struct_buffer for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.TParticle = type { float, float, float, float, i32, i32 }

define amdgpu_kernel void @struct_buffer(ptr addrspace(1) %parts, ptr addrspace(1) %prev, ptr addrspace(1) %ids, float %dt, i32 %n, i32 %parts.len, i32 %prev.len, i32 %ids.len) #0 {
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
  %t.11 = getelementptr inbounds %struct.TParticle, ptr addrspace(1) %parts, i64 %t.10
  %t.12 = load %struct.TParticle, ptr addrspace(1) %t.11, align 4
  %t.13 = extractvalue %struct.TParticle %t.12, 0
  %t.14 = extractvalue %struct.TParticle %t.12, 1
  %t.15 = extractvalue %struct.TParticle %t.12, 2
  %t.16 = extractvalue %struct.TParticle %t.12, 3
  %t.17 = extractvalue %struct.TParticle %t.12, 4
  %t.18 = extractvalue %struct.TParticle %t.12, 5
  %t.19 = fmul float %t.15, %dt
  %t.20 = fmul float %t.16, %dt
  %t.21 = fadd float %t.13, %t.19
  %t.22 = fadd float %t.14, %t.20
  %t.23 = fsub float 0x0000000000000000, %t.16
  %t.24 = fcmp oge float %t.21, 0x0000000000000000
  %t.25 = zext i1 %t.24 to i32
  %t.26 = and i32 %t.18, %t.25
  %t.27 = insertvalue %struct.TParticle poison, float %t.21, 0
  %t.28 = insertvalue %struct.TParticle %t.27, float %t.22, 1
  %t.29 = insertvalue %struct.TParticle %t.28, float %t.15, 2
  %t.30 = insertvalue %struct.TParticle %t.29, float %t.23, 3
  %t.31 = insertvalue %struct.TParticle %t.30, i32 %t.17, 4
  %t.32 = insertvalue %struct.TParticle %t.31, i32 %t.26, 5
  %t.33 = zext i32 %t.8 to i64
  %t.34 = getelementptr inbounds %struct.TParticle, ptr addrspace(1) %parts, i64 %t.33
  %t.35 = extractvalue %struct.TParticle %t.32, 0
  store float %t.35, ptr addrspace(1) %t.34, align 4
  %t.36 = extractvalue %struct.TParticle %t.32, 1
  %t.37 = getelementptr inbounds i8, ptr addrspace(1) %t.34, i64 4
  store float %t.36, ptr addrspace(1) %t.37, align 4
  %t.38 = extractvalue %struct.TParticle %t.32, 2
  %t.39 = getelementptr inbounds i8, ptr addrspace(1) %t.34, i64 8
  store float %t.38, ptr addrspace(1) %t.39, align 4
  %t.40 = extractvalue %struct.TParticle %t.32, 3
  %t.41 = getelementptr inbounds i8, ptr addrspace(1) %t.34, i64 12
  store float %t.40, ptr addrspace(1) %t.41, align 4
  %t.42 = extractvalue %struct.TParticle %t.32, 4
  %t.43 = getelementptr inbounds i8, ptr addrspace(1) %t.34, i64 16
  store i32 %t.42, ptr addrspace(1) %t.43, align 4
  %t.44 = extractvalue %struct.TParticle %t.32, 5
  %t.45 = getelementptr inbounds i8, ptr addrspace(1) %t.34, i64 20
  store i32 %t.44, ptr addrspace(1) %t.45, align 4
  %t.46 = sub i32 %n, 1
  %t.47 = sub i32 %t.46, %t.8
  %t.48 = zext i32 %t.47 to i64
  %t.49 = getelementptr inbounds %struct.TParticle, ptr addrspace(1) %prev, i64 %t.48
  %t.50 = extractvalue %struct.TParticle %t.12, 0
  store float %t.50, ptr addrspace(1) %t.49, align 4
  %t.51 = extractvalue %struct.TParticle %t.12, 1
  %t.52 = getelementptr inbounds i8, ptr addrspace(1) %t.49, i64 4
  store float %t.51, ptr addrspace(1) %t.52, align 4
  %t.53 = extractvalue %struct.TParticle %t.12, 2
  %t.54 = getelementptr inbounds i8, ptr addrspace(1) %t.49, i64 8
  store float %t.53, ptr addrspace(1) %t.54, align 4
  %t.55 = extractvalue %struct.TParticle %t.12, 3
  %t.56 = getelementptr inbounds i8, ptr addrspace(1) %t.49, i64 12
  store float %t.55, ptr addrspace(1) %t.56, align 4
  %t.57 = extractvalue %struct.TParticle %t.12, 4
  %t.58 = getelementptr inbounds i8, ptr addrspace(1) %t.49, i64 16
  store i32 %t.57, ptr addrspace(1) %t.58, align 4
  %t.59 = extractvalue %struct.TParticle %t.12, 5
  %t.60 = getelementptr inbounds i8, ptr addrspace(1) %t.49, i64 20
  store i32 %t.59, ptr addrspace(1) %t.60, align 4
  %t.61 = mul i32 %t.17, 2
  %t.62 = add i32 %t.61, %t.18
  %t.63 = zext i32 %t.8 to i64
  %t.64 = getelementptr inbounds i32, ptr addrspace(1) %ids, i64 %t.63
  store i32 %t.62, ptr addrspace(1) %t.64, align 4
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
