; magpie-gpu: kernel @wb_tid_y for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [64 x i32] undef, align 16

define amdgpu_kernel void @wb_tid_y(ptr addrspace(1) %out, i32 %out.len) #0 {
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
  br label %bb0

bb0:
  %t.10 = icmp ult i32 %t.2, 1
  br i1 %t.10, label %bb1, label %bb2

bb1:
  %t.11 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  store i32 %t.9, ptr addrspace(3) %t.11, align 4
  br label %bb2

bb2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %t.10, label %bb3, label %bb4

bb3:
  %t.12 = add i32 %t.1, 32
  %t.13 = icmp eq i32 %t.7, 0
  %t.14 = select i1 %t.13, i32 1, i32 %t.7
  %t.15 = urem i32 %t.12, %t.14
  %t.16 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.15
  %t.17 = load i32, ptr addrspace(3) %t.16, align 4
  %t.18 = zext i32 %t.9 to i64
  %t.19 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.18
  store i32 %t.17, ptr addrspace(1) %t.19, align 4
  br label %bb4

bb4:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
