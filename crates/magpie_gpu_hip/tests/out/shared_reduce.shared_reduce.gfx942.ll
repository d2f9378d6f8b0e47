; magpie-gpu: kernel @shared_reduce for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [256 x i32] undef, align 16
@__shared_1 = internal addrspace(3) global [256 x i32] undef, align 16

define amdgpu_kernel void @shared_reduce(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %n, i32 %inp.len, i32 %out.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.4 = getelementptr inbounds i8, ptr addrspace(4) %t.3, i64 4
  %t.5 = load i16, ptr addrspace(4) %t.4, align 2
  %t.6 = zext i16 %t.5 to i32
  %t.7 = mul i32 %t.2, %t.6
  %t.8 = add i32 %t.7, %t.1
  %t.9 = getelementptr inbounds i8, ptr addrspace(4) %t.3, i64 12
  %t.10 = load i32, ptr addrspace(4) %t.9, align 4
  %t.11 = udiv i32 %t.10, %t.6
  %t.12 = urem i32 %t.10, %t.6
  %t.13 = icmp ne i32 %t.12, 0
  %t.14 = zext i1 %t.13 to i32
  %t.15 = add i32 %t.11, %t.14
  br label %bb0

bb0:
  %t.16 = icmp ult i32 %t.8, %n
  br i1 %t.16, label %bb1, label %bb2

bb1:
  %t.17 = zext i32 %t.8 to i64
  %t.18 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.17
  %t.19 = load i32, ptr addrspace(1) %t.18, align 4
  br label %bb2

bb2:
  %t.20 = phi i32 [ 0, %bb0 ], [ %t.19, %bb1 ]
  %t.21 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  store i32 %t.20, ptr addrspace(3) %t.21, align 4
  %t.22 = getelementptr inbounds i32, ptr addrspace(3) @__shared_1, i32 %t.1
  store i32 %t.20, ptr addrspace(3) %t.22, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %bb3

bb3:
  %t.23 = phi i32 [ 128, %bb2 ], [ %t.47, %bb5 ]
  %t.24 = icmp ugt i32 %t.23, 0
  br i1 %t.24, label %bb4, label %bb6

bb6:
  %t.25 = icmp eq i32 %t.1, 0
  br i1 %t.25, label %bb9, label %bb10

bb9:
  %t.26 = load i32, ptr addrspace(3) @__shared_0, align 4
  %t.27 = zext i32 %t.2 to i64
  %t.28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.27
  store i32 %t.26, ptr addrspace(1) %t.28, align 4
  %t.29 = load i32, ptr addrspace(3) @__shared_1, align 4
  %t.30 = add i32 %t.15, %t.2
  %t.31 = zext i32 %t.30 to i64
  %t.32 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.31
  store i32 %t.29, ptr addrspace(1) %t.32, align 4
  br label %bb10

bb10:
  ret void

bb4:
  %t.33 = icmp ult i32 %t.1, %t.23
  br i1 %t.33, label %bb7, label %bb5

bb7:
  %t.34 = add i32 %t.1, %t.23
  %t.35 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  %t.36 = load i32, ptr addrspace(3) %t.35, align 4
  %t.37 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.34
  %t.38 = load i32, ptr addrspace(3) %t.37, align 4
  %t.39 = add i32 %t.36, %t.38
  %t.40 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  store i32 %t.39, ptr addrspace(3) %t.40, align 4
  %t.41 = getelementptr inbounds i32, ptr addrspace(3) @__shared_1, i32 %t.1
  %t.42 = load i32, ptr addrspace(3) %t.41, align 4
  %t.43 = getelementptr inbounds i32, ptr addrspace(3) @__shared_1, i32 %t.34
  %t.44 = load i32, ptr addrspace(3) %t.43, align 4
  %t.45 = icmp ugt i32 %t.44, %t.42
  br i1 %t.45, label %bb8, label %bb5

bb8:
  %t.46 = getelementptr inbounds i32, ptr addrspace(3) @__shared_1, i32 %t.1
  store i32 %t.44, ptr addrspace(3) %t.46, align 4
  br label %bb5

bb5:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.47 = lshr i32 %t.23, 1
  br label %bb3
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
