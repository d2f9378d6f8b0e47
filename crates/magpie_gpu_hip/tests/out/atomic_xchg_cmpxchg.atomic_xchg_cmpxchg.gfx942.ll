; magpie-gpu: kernel @atomic_xchg_cmpxchg for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @atomic_xchg_cmpxchg(ptr addrspace(1) %slot, ptr addrspace(1) %xold, ptr addrspace(1) %ctr, ptr addrspace(1) %ticket, ptr addrspace(1) %cells, ptr addrspace(1) %res, i32 %n, i32 %slot.len, i32 %xold.len, i32 %ctr.len, i32 %ticket.len, i32 %cells.len, i32 %res.len) #0 {
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
  br i1 %t.9, label %bb1, label %bb5

bb1:
  %t.10 = add i32 %t.8, 1
  %t.11 = atomicrmw xchg ptr addrspace(1) %slot, i32 %t.10 syncscope("agent") monotonic, align 4
  %t.12 = zext i32 %t.8 to i64
  %t.13 = getelementptr inbounds i32, ptr addrspace(1) %xold, i64 %t.12
  store i32 %t.11, ptr addrspace(1) %t.13, align 4
  %t.14 = load i32, ptr addrspace(1) %ctr, align 4
  br label %bb2

bb2:
  %t.15 = phi i32 [ %t.14, %bb1 ], [ %t.18, %bb3 ]
  %t.16 = add i32 %t.15, 1
  %t.17 = cmpxchg ptr addrspace(1) %ctr, i32 %t.15, i32 %t.16 syncscope("agent") monotonic monotonic, align 4
  %t.18 = extractvalue { i32, i1 } %t.17, 0
  %t.19 = icmp eq i32 %t.18, %t.15
  br i1 %t.19, label %bb4, label %bb3

bb3:
  br label %bb2

bb4:
  %t.20 = zext i32 %t.8 to i64
  %t.21 = getelementptr inbounds i32, ptr addrspace(1) %ticket, i64 %t.20
  store i32 %t.15, ptr addrspace(1) %t.21, align 4
  %t.22 = mul i32 %t.8, 3
  %t.23 = zext i32 %t.8 to i64
  %t.24 = getelementptr inbounds i32, ptr addrspace(1) %cells, i64 %t.23
  %t.25 = cmpxchg ptr addrspace(1) %t.24, i32 %t.10, i32 999 syncscope("agent") monotonic monotonic, align 4
  %t.26 = extractvalue { i32, i1 } %t.25, 0
  %t.27 = zext i32 %t.8 to i64
  %t.28 = getelementptr inbounds i32, ptr addrspace(1) %cells, i64 %t.27
  %t.29 = cmpxchg ptr addrspace(1) %t.28, i32 %t.8, i32 %t.22 syncscope("agent") monotonic monotonic, align 4
  %t.30 = extractvalue { i32, i1 } %t.29, 0
  %t.31 = mul i32 %t.8, 2
  %t.32 = add i32 %t.31, 1
  %t.33 = zext i32 %t.31 to i64
  %t.34 = getelementptr inbounds i32, ptr addrspace(1) %res, i64 %t.33
  store i32 %t.26, ptr addrspace(1) %t.34, align 4
  %t.35 = zext i32 %t.32 to i64
  %t.36 = getelementptr inbounds i32, ptr addrspace(1) %res, i64 %t.35
  store i32 %t.30, ptr addrspace(1) %t.36, align 4
  br label %bb5

bb5:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
