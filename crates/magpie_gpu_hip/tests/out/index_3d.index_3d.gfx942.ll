; magpie-gpu: kernel @index_3d for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @index_3d(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %nx, i32 %ny, i32 %nz, i32 %inp.len, i32 %out.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.3 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 4
  %t.4 = load i16, ptr addrspace(4) %t.3, align 2
  %t.5 = zext i16 %t.4 to i32
  %t.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.7 = mul i32 %t.1, %t.5
  %t.8 = add i32 %t.7, %t.6
  %t.9 = call i32 @llvm.amdgcn.workgroup.id.y()
  %t.10 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 6
  %t.11 = load i16, ptr addrspace(4) %t.10, align 2
  %t.12 = zext i16 %t.11 to i32
  %t.13 = call i32 @llvm.amdgcn.workitem.id.y()
  %t.14 = mul i32 %t.9, %t.12
  %t.15 = add i32 %t.14, %t.13
  %t.16 = call i32 @llvm.amdgcn.workgroup.id.z()
  %t.17 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 8
  %t.18 = load i16, ptr addrspace(4) %t.17, align 2
  %t.19 = zext i16 %t.18 to i32
  %t.20 = call i32 @llvm.amdgcn.workitem.id.z()
  %t.21 = mul i32 %t.16, %t.19
  %t.22 = add i32 %t.21, %t.20
  br label %bb0

bb0:
  %t.23 = icmp ult i32 %t.8, %nx
  %t.24 = icmp ult i32 %t.15, %ny
  %t.25 = icmp ult i32 %t.22, %nz
  %t.26 = and i1 %t.23, %t.24
  %t.27 = and i1 %t.26, %t.25
  br i1 %t.27, label %bb1, label %bb2

bb1:
  %t.28 = mul i32 %ny, %t.22
  %t.29 = add i32 %t.15, %t.28
  %t.30 = mul i32 %nx, %t.29
  %t.31 = add i32 %t.8, %t.30
  %t.32 = mul i32 %ny, %t.8
  %t.33 = add i32 %t.15, %t.32
  %t.34 = mul i32 %nz, %t.33
  %t.35 = add i32 %t.22, %t.34
  %t.36 = zext i32 %t.31 to i64
  %t.37 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.36
  %t.38 = load i32, ptr addrspace(1) %t.37, align 4
  %t.39 = mul i32 %t.38, 2
  %t.40 = mul i32 %t.15, 100
  %t.41 = mul i32 %t.22, 10000
  %t.42 = add i32 %t.8, %t.40
  %t.43 = add i32 %t.42, %t.41
  %t.44 = add i32 %t.39, %t.43
  %t.45 = zext i32 %t.35 to i64
  %t.46 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.45
  store i32 %t.44, ptr addrspace(1) %t.46, align 4
  br label %bb2

bb2:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
