; magpie-gpu: kernel @transpose_2d for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [272 x i32] undef, align 16

define amdgpu_kernel void @transpose_2d(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %rows, i32 %cols, i32 %inp.len, i32 %out.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.2 = call i32 @llvm.amdgcn.workitem.id.y()
  %t.3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.4 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %bb0

bb0:
  %t.5 = mul i32 %t.3, 16
  %t.6 = mul i32 %t.4, 16
  %t.7 = add i32 %t.5, %t.1
  %t.8 = add i32 %t.6, %t.2
  %t.9 = icmp ult i32 %t.7, %cols
  %t.10 = icmp ult i32 %t.8, %rows
  %t.11 = and i1 %t.9, %t.10
  br i1 %t.11, label %bb1, label %bb2

bb1:
  %t.12 = mul i32 %t.8, %cols
  %t.13 = add i32 %t.12, %t.7
  %t.14 = zext i32 %t.13 to i64
  %t.15 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.14
  %t.16 = load i32, ptr addrspace(1) %t.15, align 4
  %t.17 = mul i32 %t.2, 17
  %t.18 = add i32 %t.17, %t.1
  %t.19 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.18
  store i32 %t.16, ptr addrspace(3) %t.19, align 4
  br label %bb2

bb2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.20 = add i32 %t.5, %t.2
  %t.21 = add i32 %t.6, %t.1
  %t.22 = icmp ult i32 %t.20, %cols
  %t.23 = icmp ult i32 %t.21, %rows
  %t.24 = and i1 %t.22, %t.23
  br i1 %t.24, label %bb3, label %bb4

bb3:
  %t.25 = mul i32 %t.1, 17
  %t.26 = add i32 %t.25, %t.2
  %t.27 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.26
  %t.28 = load i32, ptr addrspace(3) %t.27, align 4
  %t.29 = mul i32 %t.20, %rows
  %t.30 = add i32 %t.29, %t.21
  %t.31 = zext i32 %t.30 to i64
  %t.32 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.31
  store i32 %t.28, ptr addrspace(1) %t.32, align 4
  br label %bb4

bb4:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
