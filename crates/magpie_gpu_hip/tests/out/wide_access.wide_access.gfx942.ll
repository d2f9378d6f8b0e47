; magpie-gpu: kernel @wide_access for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [256 x float] undef, align 16

define amdgpu_kernel void @wide_access(ptr addrspace(1) %src, ptr addrspace(1) %io, ptr addrspace(1) %ints, ptr addrspace(1) %out, i32 %n, i32 %src.len, i32 %io.len, i32 %ints.len, i32 %out.len) #0 {
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
  %t.9 = mul i32 %t.8, 4
  %t.10 = add i32 %t.9, 1
  %t.11 = add i32 %t.9, 2
  %t.12 = add i32 %t.9, 3
  %t.13 = zext i32 %t.11 to i64
  %t.14 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.13
  %t.15 = load float, ptr addrspace(1) %t.14, align 4
  %t.16 = zext i32 %t.9 to i64
  %t.17 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.16
  %t.18 = load float, ptr addrspace(1) %t.17, align 4
  %t.19 = zext i32 %t.12 to i64
  %t.20 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.19
  %t.21 = load float, ptr addrspace(1) %t.20, align 4
  %t.22 = zext i32 %t.10 to i64
  %t.23 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.22
  %t.24 = load float, ptr addrspace(1) %t.23, align 4
  %t.25 = shl i32 %t.6, 2
  %t.26 = add i32 %t.25, 1
  %t.27 = add i32 %t.25, 2
  %t.28 = add i32 %t.25, 3
  %t.29 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.28
  store float %t.21, ptr addrspace(3) %t.29, align 4
  %t.30 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.26
  store float %t.24, ptr addrspace(3) %t.30, align 4
  %t.31 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.25
  store float %t.18, ptr addrspace(3) %t.31, align 4
  %t.32 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.27
  store float %t.15, ptr addrspace(3) %t.32, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t.33 = add i32 %t.6, 1
  %t.34 = and i32 %t.33, 63
  %t.35 = mul i32 %t.34, 4
  %t.36 = add i32 %t.35, 1
  %t.37 = add i32 %t.35, 2
  %t.38 = add i32 %t.35, 3
  %t.39 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.35
  %t.40 = load float, ptr addrspace(3) %t.39, align 4
  %t.41 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.36
  %t.42 = load float, ptr addrspace(3) %t.41, align 4
  %t.43 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.37
  %t.44 = load float, ptr addrspace(3) %t.43, align 4
  %t.45 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.38
  %t.46 = load float, ptr addrspace(3) %t.45, align 4
  %t.47 = mul i32 %t.8, 12
  %t.48 = add i32 %t.47, 1
  %t.49 = add i32 %t.47, 2
  %t.50 = add i32 %t.47, 3
  %t.51 = zext i32 %t.48 to i64
  %t.52 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.51
  store float %t.42, ptr addrspace(1) %t.52, align 4
  %t.53 = zext i32 %t.47 to i64
  %t.54 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.53
  store float %t.40, ptr addrspace(1) %t.54, align 4
  %t.55 = zext i32 %t.50 to i64
  %t.56 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.55
  store float %t.46, ptr addrspace(1) %t.56, align 4
  %t.57 = zext i32 %t.49 to i64
  %t.58 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.57
  store float %t.44, ptr addrspace(1) %t.58, align 4
  %t.59 = add i32 %t.9, 4
  %t.60 = zext i32 %t.10 to i64
  %t.61 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.60
  %t.62 = load float, ptr addrspace(1) %t.61, align 4
  %t.63 = zext i32 %t.11 to i64
  %t.64 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.63
  %t.65 = load float, ptr addrspace(1) %t.64, align 4
  %t.66 = zext i32 %t.12 to i64
  %t.67 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.66
  %t.68 = load float, ptr addrspace(1) %t.67, align 4
  %t.69 = zext i32 %t.59 to i64
  %t.70 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.69
  %t.71 = load float, ptr addrspace(1) %t.70, align 4
  %t.72 = add i32 %t.47, 4
  %t.73 = add i32 %t.47, 5
  %t.74 = add i32 %t.47, 6
  %t.75 = add i32 %t.47, 7
  %t.76 = zext i32 %t.72 to i64
  %t.77 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.76
  store float %t.62, ptr addrspace(1) %t.77, align 4
  %t.78 = zext i32 %t.73 to i64
  %t.79 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.78
  store float %t.65, ptr addrspace(1) %t.79, align 4
  %t.80 = zext i32 %t.74 to i64
  %t.81 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.80
  store float %t.68, ptr addrspace(1) %t.81, align 4
  %t.82 = zext i32 %t.75 to i64
  %t.83 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.82
  store float %t.71, ptr addrspace(1) %t.83, align 4
  %t.84 = zext i32 %t.9 to i64
  %t.85 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.84
  %t.86 = load float, ptr addrspace(1) %t.85, align 4
  %t.87 = zext i32 %t.10 to i64
  %t.88 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.87
  %t.89 = load float, ptr addrspace(1) %t.88, align 4
  %t.90 = zext i32 %t.11 to i64
  %t.91 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.90
  %t.92 = load float, ptr addrspace(1) %t.91, align 4
  %t.93 = fmul float %t.86, 0x4000000000000000
  %t.94 = fmul float %t.89, 0x4000000000000000
  %t.95 = fmul float %t.92, 0x4000000000000000
  %t.96 = add i32 %t.47, 8
  %t.97 = add i32 %t.47, 9
  %t.98 = add i32 %t.47, 10
  %t.99 = add i32 %t.47, 11
  %t.100 = zext i32 %t.96 to i64
  %t.101 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.100
  store float %t.93, ptr addrspace(1) %t.101, align 4
  %t.102 = zext i32 %t.97 to i64
  %t.103 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.102
  store float %t.94, ptr addrspace(1) %t.103, align 4
  %t.104 = zext i32 %t.98 to i64
  %t.105 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.104
  store float %t.95, ptr addrspace(1) %t.105, align 4
  %t.106 = sub i32 %t.59, 1
  %t.107 = zext i32 %t.106 to i64
  %t.108 = getelementptr inbounds float, ptr addrspace(1) %src, i64 %t.107
  %t.109 = load float, ptr addrspace(1) %t.108, align 4
  %t.110 = zext i32 %t.99 to i64
  %t.111 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.110
  store float %t.109, ptr addrspace(1) %t.111, align 4
  %t.112 = zext i32 %t.9 to i64
  %t.113 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.112
  %t.114 = load i32, ptr addrspace(1) %t.113, align 4
  %t.115 = add i32 %t.114, 1
  %t.116 = zext i32 %t.10 to i64
  %t.117 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.116
  store i32 %t.115, ptr addrspace(1) %t.117, align 4
  %t.118 = zext i32 %t.10 to i64
  %t.119 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.118
  %t.120 = load i32, ptr addrspace(1) %t.119, align 4
  %t.121 = zext i32 %t.11 to i64
  %t.122 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.121
  %t.123 = load i32, ptr addrspace(1) %t.122, align 4
  %t.124 = zext i32 %t.12 to i64
  %t.125 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.124
  %t.126 = load i32, ptr addrspace(1) %t.125, align 4
  %t.127 = mul i32 %t.120, 3
  %t.128 = xor i32 %t.123, %t.126
  %t.129 = add i32 %t.126, %t.114
  %t.130 = zext i32 %t.12 to i64
  %t.131 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.130
  store i32 %t.129, ptr addrspace(1) %t.131, align 4
  %t.132 = zext i32 %t.11 to i64
  %t.133 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.132
  store i32 %t.128, ptr addrspace(1) %t.133, align 4
  %t.134 = zext i32 %t.10 to i64
  %t.135 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.134
  store i32 %t.127, ptr addrspace(1) %t.135, align 4
  %t.136 = zext i32 %t.9 to i64
  %t.137 = getelementptr inbounds i32, ptr addrspace(1) %io, i64 %t.136
  store i32 %t.114, ptr addrspace(1) %t.137, align 4
  %t.138 = icmp eq i32 %t.8, 0
  br i1 %t.138, label %bb2, label %bb1

bb1:
  %t.139 = zext i32 %t.8 to i64
  %t.140 = sub i64 %t.139, 1
  %t.141 = shl i64 %t.140, 2
  %t.142 = add i64 %t.141, 1
  %t.143 = add i64 %t.141, 2
  %t.144 = add i64 %t.141, 3
  %t.145 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %t.141
  %t.146 = load i32, ptr addrspace(1) %t.145, align 4
  %t.147 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %t.142
  %t.148 = load i32, ptr addrspace(1) %t.147, align 4
  %t.149 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %t.143
  %t.150 = load i32, ptr addrspace(1) %t.149, align 4
  %t.151 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %t.144
  %t.152 = load i32, ptr addrspace(1) %t.151, align 4
  %t.153 = add i32 %t.146, 1
  %t.154 = add i32 %t.148, 2
  %t.155 = add i32 %t.150, 3
  %t.156 = add i32 %t.152, 4
  %t.157 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %t.141
  store i32 %t.153, ptr addrspace(1) %t.157, align 4
  %t.158 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %t.142
  store i32 %t.154, ptr addrspace(1) %t.158, align 4
  %t.159 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %t.143
  store i32 %t.155, ptr addrspace(1) %t.159, align 4
  %t.160 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %t.144
  store i32 %t.156, ptr addrspace(1) %t.160, align 4
  br label %bb2

bb2:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
