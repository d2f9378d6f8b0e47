; magpie-gpu: kernel @shared_atomics for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [33 x i32] undef, align 16

define amdgpu_kernel void @shared_atomics(ptr addrspace(1) %inp, ptr addrspace(1) %hist, ptr addrspace(1) %per_wg, i32 %n, i32 %inp.len, i32 %hist.len, i32 %per_wg.len) #0 {
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
  %t.9 = icmp ule i32 %t.1, 32
  br i1 %t.9, label %bb1, label %bb2

bb1:
  %t.10 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  store i32 0, ptr addrspace(3) %t.10, align 4
  br label %bb2

bb2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.11 = icmp ult i32 %t.8, %n
  br i1 %t.11, label %bb3, label %bb4

bb3:
  %t.12 = zext i32 %t.8 to i64
  %t.13 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.12
  %t.14 = load i32, ptr addrspace(1) %t.13, align 4
  %t.15 = urem i32 %t.14, 32
  %t.16 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.15
  %t.17 = atomicrmw add ptr addrspace(3) %t.16, i32 1 syncscope("workgroup") monotonic, align 4
  %t.18 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 32
  %t.19 = atomicrmw umax ptr addrspace(3) %t.18, i32 %t.14 syncscope("workgroup") monotonic, align 4
  br label %bb4

bb4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.20 = icmp ult i32 %t.1, 32
  br i1 %t.20, label %bb5, label %bb6

bb6:
  %t.21 = icmp eq i32 %t.1, 32
  br i1 %t.21, label %bb7, label %bb8

bb7:
  %t.22 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 32
  %t.23 = load i32, ptr addrspace(3) %t.22, align 4
  %t.24 = getelementptr inbounds i32, ptr addrspace(1) %hist, i64 32
  %t.25 = atomicrmw umax ptr addrspace(1) %t.24, i32 %t.23 syncscope("agent") monotonic, align 4
  br label %bb8

bb5:
  %t.26 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  %t.27 = load i32, ptr addrspace(3) %t.26, align 4
  %t.28 = zext i32 %t.1 to i64
  %t.29 = getelementptr inbounds i32, ptr addrspace(1) %hist, i64 %t.28
  %t.30 = atomicrmw add ptr addrspace(1) %t.29, i32 %t.27 syncscope("agent") monotonic, align 4
  %t.31 = mul i32 %t.2, 32
  %t.32 = add i32 %t.31, %t.1
  %t.33 = zext i32 %t.32 to i64
  %t.34 = getelementptr inbounds i32, ptr addrspace(1) %per_wg, i64 %t.33
  store i32 %t.27, ptr addrspace(1) %t.34, align 4
  br label %bb8

bb8:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
