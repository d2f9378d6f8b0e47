; magpie-gpu: kernel @reduce_sum for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [256 x float] undef, align 16

define amdgpu_kernel void @reduce_sum(ptr addrspace(1) %input, ptr addrspace(1) %partial, i32 %n, i32 %input.len, i32 %partial.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.4 = getelementptr inbounds i8, ptr addrspace(4) %t.3, i64 4
  %t.5 = load i16, ptr addrspace(4) %t.4, align 2
  %t.6 = zext i16 %t.5 to i32
  %t.7 = mul i32 %t.2, %t.6
  %t.8 = add i32 %t.7, %t.1
  br label %bb0

bb0:
  %t.9 = icmp ult i32 %t.8, %n
  br i1 %t.9, label %bb1, label %bb2

bb1:
  %t.10 = zext i32 %t.8 to i64
  %t.11 = getelementptr inbounds float, ptr addrspace(1) %input, i64 %t.10
  %t.12 = load float, ptr addrspace(1) %t.11, align 4
  br label %bb2

bb2:
  %t.13 = phi float [ 0x0000000000000000, %bb0 ], [ %t.12, %bb1 ]
  %t.14 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.1
  store float %t.13, ptr addrspace(3) %t.14, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %bb3

bb3:
  %t.15 = phi i32 [ 128, %bb2 ], [ %t.29, %bb6 ]
  %t.16 = icmp ugt i32 %t.15, 0
  br i1 %t.16, label %bb4, label %bb7

bb7:
  %t.17 = icmp eq i32 %t.1, 0
  br i1 %t.17, label %bb8, label %bb9

bb8:
  %t.18 = load float, ptr addrspace(3) @__shared_0, align 4
  %t.19 = zext i32 %t.2 to i64
  %t.20 = getelementptr inbounds float, ptr addrspace(1) %partial, i64 %t.19
  store float %t.18, ptr addrspace(1) %t.20, align 4
  br label %bb9

bb9:
  ret void

bb4:
  %t.21 = icmp ult i32 %t.1, %t.15
  br i1 %t.21, label %bb5, label %bb6

bb5:
  %t.22 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.1
  %t.23 = load float, ptr addrspace(3) %t.22, align 4
  %t.24 = add i32 %t.1, %t.15
  %t.25 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.24
  %t.26 = load float, ptr addrspace(3) %t.25, align 4
  %t.27 = fadd float %t.23, %t.26
  %t.28 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.1
  store float %t.27, ptr addrspace(3) %t.28, align 4
  br label %bb6

bb6:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.29 = lshr i32 %t.15, 1
  br label %bb3
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
