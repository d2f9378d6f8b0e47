; magpie-gpu: kernel @wb_long_loop for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @wb_long_loop(ptr addrspace(1) %out, i32 %out.len) #0 {
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
  %t.9 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  store i32 0, ptr addrspace(3) %t.9, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %bb1

bb1:
  %t.10 = phi i32 [ 40, %bb0 ], [ %t.22, %bb4 ]
  %t.11 = icmp ugt i32 %t.10, 0
  br i1 %t.11, label %bb2, label %bb5

bb5:
  %t.12 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  %t.13 = load i32, ptr addrspace(3) %t.12, align 4
  %t.14 = zext i32 %t.8 to i64
  %t.15 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.14
  store i32 %t.13, ptr addrspace(1) %t.15, align 4
  ret void

bb2:
  %t.16 = icmp ult i32 %t.1, %t.10
  br i1 %t.16, label %bb3, label %bb4

bb3:
  %t.17 = sub i32 63, %t.1
  %t.18 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.17
  %t.19 = load i32, ptr addrspace(3) %t.18, align 4
  %t.20 = add i32 %t.19, 1
  %t.21 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.17
  store i32 %t.20, ptr addrspace(3) %t.21, align 4
  br label %bb4

bb4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.22 = sub i32 %t.10, 1
  br label %bb1
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
