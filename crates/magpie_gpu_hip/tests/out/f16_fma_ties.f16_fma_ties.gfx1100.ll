; magpie-gpu: kernel @f16_fma_ties for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f16_fma_ties(ptr addrspace(1) %as, ptr addrspace(1) %bs, ptr addrspace(1) %cs, ptr addrspace(1) %o, i32 %n, i32 %as.len, i32 %bs.len, i32 %cs.len, i32 %o.len) #0 {
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
  %t.11 = getelementptr inbounds half, ptr addrspace(1) %as, i64 %t.10
  %t.12 = load half, ptr addrspace(1) %t.11, align 2
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds half, ptr addrspace(1) %bs, i64 %t.13
  %t.15 = load half, ptr addrspace(1) %t.14, align 2
  %t.16 = zext i32 %t.8 to i64
  %t.17 = getelementptr inbounds half, ptr addrspace(1) %cs, i64 %t.16
  %t.18 = load half, ptr addrspace(1) %t.17, align 2
  %t.19 = call half @llvm.fma.f16(half %t.12, half %t.15, half %t.18)
  %t.20 = zext i32 %t.8 to i64
  %t.21 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.20
  store half %t.19, ptr addrspace(1) %t.21, align 2
  br label %bb2

bb2:
  ret void
}

declare half @llvm.fma.f16(half, half, half)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx1100" "uniform-work-group-size"="false" "target-features"="+wavefrontsize32" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
