; magpie-gpu: kernel @matmul for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [256 x float] undef, align 16
@__shared_1 = internal addrspace(3) global [256 x float] undef, align 16

define amdgpu_kernel void @matmul(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %n, i32 %a.len, i32 %b.len, i32 %c.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.2 = call i32 @llvm.amdgcn.workitem.id.y()
  %t.3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.5 = getelementptr inbounds i8, ptr addrspace(4) %t.4, i64 4
  %t.6 = load i16, ptr addrspace(4) %t.5, align 2
  %t.7 = zext i16 %t.6 to i32
  %t.8 = mul i32 %t.3, %t.7
  %t.9 = add i32 %t.8, %t.1
  %t.10 = call i32 @llvm.amdgcn.workgroup.id.y()
  %t.11 = getelementptr inbounds i8, ptr addrspace(4) %t.4, i64 6
  %t.12 = load i16, ptr addrspace(4) %t.11, align 2
  %t.13 = zext i16 %t.12 to i32
  %t.14 = mul i32 %t.10, %t.13
  %t.15 = add i32 %t.14, %t.2
  br label %bb0

bb0:
  %t.16 = mul i32 %t.2, 16
  %t.17 = add i32 %t.16, %t.1
  %t.18 = mul i32 %t.15, %n
  br label %bb1

bb1:
  %t.19 = phi i32 [ 0, %bb0 ], [ %t.41, %bb4 ]
  %t.20 = phi float [ 0x0000000000000000, %bb0 ], [ %t.39, %bb4 ]
  %t.21 = icmp ult i32 %t.19, %n
  br i1 %t.21, label %bb2, label %bb5

bb5:
  %t.22 = add i32 %t.18, %t.9
  %t.23 = zext i32 %t.22 to i64
  %t.24 = getelementptr inbounds float, ptr addrspace(1) %c, i64 %t.23
  store float %t.20, ptr addrspace(1) %t.24, align 4
  ret void

bb2:
  %t.25 = add i32 %t.19, %t.1
  %t.26 = add i32 %t.18, %t.25
  %t.27 = zext i32 %t.26 to i64
  %t.28 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %t.27
  %t.29 = load float, ptr addrspace(1) %t.28, align 4
  %t.30 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.17
  store float %t.29, ptr addrspace(3) %t.30, align 4
  %t.31 = add i32 %t.19, %t.2
  %t.32 = mul i32 %t.31, %n
  %t.33 = add i32 %t.32, %t.9
  %t.34 = zext i32 %t.33 to i64
  %t.35 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %t.34
  %t.36 = load float, ptr addrspace(1) %t.35, align 4
  %t.37 = getelementptr inbounds float, ptr addrspace(3) @__shared_1, i32 %t.17
  store float %t.36, ptr addrspace(3) %t.37, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %bb3

bb3:
  %t.38 = phi i32 [ 0, %bb2 ], [ %t.51, %bb6 ]
  %t.39 = phi float [ %t.20, %bb2 ], [ %t.50, %bb6 ]
  %t.40 = icmp ult i32 %t.38, 16
  br i1 %t.40, label %bb6, label %bb4

bb4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.41 = add i32 %t.19, 16
  br label %bb1

bb6:
  %t.42 = add i32 %t.16, %t.38
  %t.43 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.42
  %t.44 = load float, ptr addrspace(3) %t.43, align 4
  %t.45 = mul i32 %t.38, 16
  %t.46 = add i32 %t.45, %t.1
  %t.47 = getelementptr inbounds float, ptr addrspace(3) @__shared_1, i32 %t.46
  %t.48 = load float, ptr addrspace(3) %t.47, align 4
  %t.49 = fmul float %t.44, %t.48
  %t.50 = fadd float %t.39, %t.49
  %t.51 = add i32 %t.38, 1
  br label %bb3
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
