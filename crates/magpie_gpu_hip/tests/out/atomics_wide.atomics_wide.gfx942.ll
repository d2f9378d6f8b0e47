; magpie-gpu: kernel @atomics_wide for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [16 x i32] undef, align 16

define amdgpu_kernel void @atomics_wide(ptr addrspace(1) %w, ptr addrspace(1) %xs, ptr addrspace(1) %old, ptr addrspace(1) %old2, ptr addrspace(1) %s, ptr addrspace(1) %olds, ptr addrspace(1) %f, ptr addrspace(1) %xd, ptr addrspace(1) %oldf, ptr addrspace(1) %tot, ptr addrspace(1) %ft, ptr addrspace(1) %hist, i32 %n, i32 %w.len, i32 %xs.len, i32 %old.len, i32 %old2.len, i32 %s.len, i32 %olds.len, i32 %f.len, i32 %xd.len, i32 %oldf.len, i32 %tot.len, i32 %ft.len, i32 %hist.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.4 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.6 = getelementptr inbounds i8, ptr addrspace(4) %t.5, i64 4
  %t.7 = load i16, ptr addrspace(4) %t.6, align 2
  %t.8 = zext i16 %t.7 to i32
  %t.9 = mul i32 %t.4, %t.8
  %t.10 = add i32 %t.9, %t.1
  br label %bb0

bb0:
  %t.2 = icmp ult i32 %t.1, 16
  br i1 %t.2, label %bb3, label %bb4

bb3:
  %t.3 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  store i32 0, ptr addrspace(3) %t.3, align 4
  br label %bb4

bb4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.11 = icmp ult i32 %t.10, %n
  br i1 %t.11, label %bb1, label %bb2

bb1:
  %t.12 = zext i32 %t.10 to i64
  %t.13 = getelementptr inbounds i64, ptr addrspace(1) %xs, i64 %t.12
  %t.14 = load i64, ptr addrspace(1) %t.13, align 8
  %t.15 = mul i32 %t.10, 8
  %t.16 = add i32 %t.15, 1
  %t.17 = add i32 %t.15, 2
  %t.18 = add i32 %t.15, 3
  %t.19 = add i32 %t.15, 4
  %t.20 = add i32 %t.15, 5
  %t.21 = add i32 %t.15, 6
  %t.22 = add i32 %t.15, 7
  %t.23 = zext i32 %t.15 to i64
  %t.24 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.23
  %t.25 = atomicrmw add ptr addrspace(1) %t.24, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.26 = zext i32 %t.16 to i64
  %t.27 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.26
  %t.28 = atomicrmw sub ptr addrspace(1) %t.27, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.29 = zext i32 %t.17 to i64
  %t.30 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.29
  %t.31 = atomicrmw umin ptr addrspace(1) %t.30, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.32 = zext i32 %t.18 to i64
  %t.33 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.32
  %t.34 = atomicrmw umax ptr addrspace(1) %t.33, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.35 = zext i32 %t.19 to i64
  %t.36 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.35
  %t.37 = atomicrmw and ptr addrspace(1) %t.36, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.38 = zext i32 %t.20 to i64
  %t.39 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.38
  %t.40 = atomicrmw or ptr addrspace(1) %t.39, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.41 = zext i32 %t.21 to i64
  %t.42 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.41
  %t.43 = atomicrmw xor ptr addrspace(1) %t.42, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.44 = zext i32 %t.22 to i64
  %t.45 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.44
  %t.46 = atomicrmw xchg ptr addrspace(1) %t.45, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.47 = zext i32 %t.15 to i64
  %t.48 = getelementptr inbounds i64, ptr addrspace(1) %old, i64 %t.47
  store i64 %t.25, ptr addrspace(1) %t.48, align 8
  %t.49 = zext i32 %t.16 to i64
  %t.50 = getelementptr inbounds i64, ptr addrspace(1) %old, i64 %t.49
  store i64 %t.28, ptr addrspace(1) %t.50, align 8
  %t.51 = zext i32 %t.17 to i64
  %t.52 = getelementptr inbounds i64, ptr addrspace(1) %old, i64 %t.51
  store i64 %t.31, ptr addrspace(1) %t.52, align 8
  %t.53 = zext i32 %t.18 to i64
  %t.54 = getelementptr inbounds i64, ptr addrspace(1) %old, i64 %t.53
  store i64 %t.34, ptr addrspace(1) %t.54, align 8
  %t.55 = zext i32 %t.19 to i64
  %t.56 = getelementptr inbounds i64, ptr addrspace(1) %old, i64 %t.55
  store i64 %t.37, ptr addrspace(1) %t.56, align 8
  %t.57 = zext i32 %t.20 to i64
  %t.58 = getelementptr inbounds i64, ptr addrspace(1) %old, i64 %t.57
  store i64 %t.40, ptr addrspace(1) %t.58, align 8
  %t.59 = zext i32 %t.21 to i64
  %t.60 = getelementptr inbounds i64, ptr addrspace(1) %old, i64 %t.59
  store i64 %t.43, ptr addrspace(1) %t.60, align 8
  %t.61 = zext i32 %t.22 to i64
  %t.62 = getelementptr inbounds i64, ptr addrspace(1) %old, i64 %t.61
  store i64 %t.46, ptr addrspace(1) %t.62, align 8
  %t.63 = add i64 %t.25, %t.14
  %t.64 = zext i32 %t.15 to i64
  %t.65 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.64
  %t.66 = cmpxchg ptr addrspace(1) %t.65, i64 %t.63, i64 77 syncscope("agent") monotonic monotonic, align 8
  %t.67 = extractvalue { i64, i1 } %t.66, 0
  %t.68 = zext i32 %t.16 to i64
  %t.69 = getelementptr inbounds i64, ptr addrspace(1) %w, i64 %t.68
  %t.70 = cmpxchg ptr addrspace(1) %t.69, i64 0, i64 88 syncscope("agent") monotonic monotonic, align 8
  %t.71 = extractvalue { i64, i1 } %t.70, 0
  %t.72 = mul i32 %t.10, 2
  %t.73 = add i32 %t.72, 1
  %t.74 = zext i32 %t.72 to i64
  %t.75 = getelementptr inbounds i64, ptr addrspace(1) %old2, i64 %t.74
  store i64 %t.67, ptr addrspace(1) %t.75, align 8
  %t.76 = zext i32 %t.73 to i64
  %t.77 = getelementptr inbounds i64, ptr addrspace(1) %old2, i64 %t.76
  store i64 %t.71, ptr addrspace(1) %t.77, align 8
  %t.78 = zext i32 %t.72 to i64
  %t.79 = getelementptr inbounds i64, ptr addrspace(1) %s, i64 %t.78
  %t.80 = atomicrmw min ptr addrspace(1) %t.79, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.81 = zext i32 %t.73 to i64
  %t.82 = getelementptr inbounds i64, ptr addrspace(1) %s, i64 %t.81
  %t.83 = atomicrmw max ptr addrspace(1) %t.82, i64 %t.14 syncscope("agent") monotonic, align 8
  %t.84 = zext i32 %t.72 to i64
  %t.85 = getelementptr inbounds i64, ptr addrspace(1) %olds, i64 %t.84
  store i64 %t.80, ptr addrspace(1) %t.85, align 8
  %t.86 = zext i32 %t.73 to i64
  %t.87 = getelementptr inbounds i64, ptr addrspace(1) %olds, i64 %t.86
  store i64 %t.83, ptr addrspace(1) %t.87, align 8
  %t.88 = zext i32 %t.10 to i64
  %t.89 = getelementptr inbounds double, ptr addrspace(1) %xd, i64 %t.88
  %t.90 = load double, ptr addrspace(1) %t.89, align 8
  %t.91 = zext i32 %t.72 to i64
  %t.92 = getelementptr inbounds double, ptr addrspace(1) %f, i64 %t.91
  %t.93 = atomicrmw fadd ptr addrspace(1) %t.92, double %t.90 syncscope("agent") monotonic, align 8
  %t.94 = zext i32 %t.73 to i64
  %t.95 = getelementptr inbounds double, ptr addrspace(1) %f, i64 %t.94
  %t.96 = atomicrmw fsub ptr addrspace(1) %t.95, double %t.90 syncscope("agent") monotonic, align 8
  %t.97 = zext i32 %t.72 to i64
  %t.98 = getelementptr inbounds double, ptr addrspace(1) %oldf, i64 %t.97
  store double %t.93, ptr addrspace(1) %t.98, align 8
  %t.99 = zext i32 %t.73 to i64
  %t.100 = getelementptr inbounds double, ptr addrspace(1) %oldf, i64 %t.99
  store double %t.96, ptr addrspace(1) %t.100, align 8
  %t.101 = atomicrmw add ptr addrspace(1) %tot, i64 1 syncscope("agent") monotonic, align 8
  %t.102 = and i32 %t.10, 63
  %t.103 = zext i32 %t.102 to i64
  %t.104 = and i64 %t.103, 63
  %t.105 = shl i64 1, %t.104
  %t.106 = getelementptr inbounds i64, ptr addrspace(1) %tot, i64 1
  %t.107 = atomicrmw or ptr addrspace(1) %t.106, i64 %t.105 syncscope("agent") monotonic, align 8
  %t.108 = atomicrmw fadd ptr addrspace(1) %ft, double 0x3FF0000000000000 syncscope("agent") monotonic, align 8
  %t.109 = and i32 %t.10, 15
  %t.110 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.109
  %t.111 = atomicrmw add ptr addrspace(3) %t.110, i32 1 syncscope("workgroup") monotonic, align 4
  br label %bb2

bb2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %t.2, label %bb5, label %bb6

bb5:
  %t.112 = getelementptr inbounds i32, ptr addrspace(3) @__shared_0, i32 %t.1
  %t.113 = load i32, ptr addrspace(3) %t.112, align 4
  %t.114 = zext i32 %t.1 to i64
  %t.115 = getelementptr inbounds i32, ptr addrspace(1) %hist, i64 %t.114
  %t.116 = atomicrmw add ptr addrspace(1) %t.115, i32 %t.113 syncscope("agent") monotonic, align 4
  br label %bb6

bb6:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
