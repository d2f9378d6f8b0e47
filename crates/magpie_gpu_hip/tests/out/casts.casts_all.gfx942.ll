; magpie-gpu: kernel @casts_all for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @casts_all(ptr addrspace(1) %in_bool, ptr addrspace(1) %in_i8, ptr addrspace(1) %in_i16, ptr addrspace(1) %in_i32, ptr addrspace(1) %in_i64, ptr addrspace(1) %in_u8, ptr addrspace(1) %in_u16, ptr addrspace(1) %in_u32, ptr addrspace(1) %in_u64, ptr addrspace(1) %in_f16, ptr addrspace(1) %in_f32, ptr addrspace(1) %in_f64, ptr addrspace(1) %out_bool, ptr addrspace(1) %out_i8, ptr addrspace(1) %out_i16, ptr addrspace(1) %out_i32, ptr addrspace(1) %out_i64, ptr addrspace(1) %out_u8, ptr addrspace(1) %out_u16, ptr addrspace(1) %out_u32, ptr addrspace(1) %out_u64, ptr addrspace(1) %out_f16, ptr addrspace(1) %out_f32, ptr addrspace(1) %out_f64, i32 %n, i32 %in_bool.len, i32 %in_i8.len, i32 %in_i16.len, i32 %in_i32.len, i32 %in_i64.len, i32 %in_u8.len, i32 %in_u16.len, i32 %in_u32.len, i32 %in_u64.len, i32 %in_f16.len, i32 %in_f32.len, i32 %in_f64.len, i32 %out_bool.len, i32 %out_i8.len, i32 %out_i16.len, i32 %out_i32.len, i32 %out_i64.len, i32 %out_u8.len, i32 %out_u16.len, i32 %out_u32.len, i32 %out_u64.len, i32 %out_f16.len, i32 %out_f32.len, i32 %out_f64.len) #0 {
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
  br i1 %t.9, label %bb1, label %bb2

bb1:
  %t.10 = mul i32 %t.8, 12
  %t.11 = zext i32 %t.8 to i64
  %t.12 = getelementptr inbounds i8, ptr addrspace(1) %in_bool, i64 %t.11
  %t.13 = load i8, ptr addrspace(1) %t.12, align 1
  %t.14 = icmp ne i8 %t.13, 0
  %t.15 = add i32 %t.10, 0
  %t.16 = zext i32 %t.15 to i64
  %t.17 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.16
  %t.18 = zext i1 %t.14 to i8
  store i8 %t.18, ptr addrspace(1) %t.17, align 1
  %t.19 = zext i1 %t.14 to i8
  %t.20 = zext i32 %t.15 to i64
  %t.21 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.20
  store i8 %t.19, ptr addrspace(1) %t.21, align 1
  %t.22 = zext i1 %t.14 to i16
  %t.23 = zext i32 %t.15 to i64
  %t.24 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.23
  store i16 %t.22, ptr addrspace(1) %t.24, align 2
  %t.25 = zext i1 %t.14 to i32
  %t.26 = zext i32 %t.15 to i64
  %t.27 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.26
  store i32 %t.25, ptr addrspace(1) %t.27, align 4
  %t.28 = zext i1 %t.14 to i64
  %t.29 = zext i32 %t.15 to i64
  %t.30 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.29
  store i64 %t.28, ptr addrspace(1) %t.30, align 8
  %t.31 = zext i1 %t.14 to i8
  %t.32 = zext i32 %t.15 to i64
  %t.33 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.32
  store i8 %t.31, ptr addrspace(1) %t.33, align 1
  %t.34 = zext i1 %t.14 to i16
  %t.35 = zext i32 %t.15 to i64
  %t.36 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.35
  store i16 %t.34, ptr addrspace(1) %t.36, align 2
  %t.37 = zext i1 %t.14 to i32
  %t.38 = zext i32 %t.15 to i64
  %t.39 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.38
  store i32 %t.37, ptr addrspace(1) %t.39, align 4
  %t.40 = zext i1 %t.14 to i64
  %t.41 = zext i32 %t.15 to i64
  %t.42 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.41
  store i64 %t.40, ptr addrspace(1) %t.42, align 8
  %t.43 = select i1 %t.14, half 0xH3C00, half 0xH0000
  %t.44 = zext i32 %t.15 to i64
  %t.45 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.44
  store half %t.43, ptr addrspace(1) %t.45, align 2
  %t.46 = select i1 %t.14, float 0x3FF0000000000000, float 0x0000000000000000
  %t.47 = zext i32 %t.15 to i64
  %t.48 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.47
  store float %t.46, ptr addrspace(1) %t.48, align 4
  %t.49 = select i1 %t.14, double 0x3FF0000000000000, double 0x0000000000000000
  %t.50 = zext i32 %t.15 to i64
  %t.51 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.50
  store double %t.49, ptr addrspace(1) %t.51, align 8
  %t.52 = zext i32 %t.8 to i64
  %t.53 = getelementptr inbounds i8, ptr addrspace(1) %in_i8, i64 %t.52
  %t.54 = load i8, ptr addrspace(1) %t.53, align 1
  %t.55 = add i32 %t.10, 1
  %t.56 = trunc i8 %t.54 to i1
  %t.57 = zext i32 %t.55 to i64
  %t.58 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.57
  %t.59 = zext i1 %t.56 to i8
  store i8 %t.59, ptr addrspace(1) %t.58, align 1
  %t.60 = zext i32 %t.55 to i64
  %t.61 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.60
  store i8 %t.54, ptr addrspace(1) %t.61, align 1
  %t.62 = sext i8 %t.54 to i16
  %t.63 = zext i32 %t.55 to i64
  %t.64 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.63
  store i16 %t.62, ptr addrspace(1) %t.64, align 2
  %t.65 = sext i8 %t.54 to i32
  %t.66 = zext i32 %t.55 to i64
  %t.67 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.66
  store i32 %t.65, ptr addrspace(1) %t.67, align 4
  %t.68 = sext i8 %t.54 to i64
  %t.69 = zext i32 %t.55 to i64
  %t.70 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.69
  store i64 %t.68, ptr addrspace(1) %t.70, align 8
  %t.71 = zext i32 %t.55 to i64
  %t.72 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.71
  store i8 %t.54, ptr addrspace(1) %t.72, align 1
  %t.73 = sext i8 %t.54 to i16
  %t.74 = zext i32 %t.55 to i64
  %t.75 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.74
  store i16 %t.73, ptr addrspace(1) %t.75, align 2
  %t.76 = sext i8 %t.54 to i32
  %t.77 = zext i32 %t.55 to i64
  %t.78 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.77
  store i32 %t.76, ptr addrspace(1) %t.78, align 4
  %t.79 = sext i8 %t.54 to i64
  %t.80 = zext i32 %t.55 to i64
  %t.81 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.80
  store i64 %t.79, ptr addrspace(1) %t.81, align 8
  %t.82 = sitofp i8 %t.54 to half
  %t.83 = zext i32 %t.55 to i64
  %t.84 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.83
  store half %t.82, ptr addrspace(1) %t.84, align 2
  %t.85 = sitofp i8 %t.54 to float
  %t.86 = zext i32 %t.55 to i64
  %t.87 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.86
  store float %t.85, ptr addrspace(1) %t.87, align 4
  %t.88 = sitofp i8 %t.54 to double
  %t.89 = zext i32 %t.55 to i64
  %t.90 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.89
  store double %t.88, ptr addrspace(1) %t.90, align 8
  %t.91 = zext i32 %t.8 to i64
  %t.92 = getelementptr inbounds i16, ptr addrspace(1) %in_i16, i64 %t.91
  %t.93 = load i16, ptr addrspace(1) %t.92, align 2
  %t.94 = add i32 %t.10, 2
  %t.95 = trunc i16 %t.93 to i1
  %t.96 = zext i32 %t.94 to i64
  %t.97 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.96
  %t.98 = zext i1 %t.95 to i8
  store i8 %t.98, ptr addrspace(1) %t.97, align 1
  %t.99 = trunc i16 %t.93 to i8
  %t.100 = zext i32 %t.94 to i64
  %t.101 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.100
  store i8 %t.99, ptr addrspace(1) %t.101, align 1
  %t.102 = zext i32 %t.94 to i64
  %t.103 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.102
  store i16 %t.93, ptr addrspace(1) %t.103, align 2
  %t.104 = sext i16 %t.93 to i32
  %t.105 = zext i32 %t.94 to i64
  %t.106 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.105
  store i32 %t.104, ptr addrspace(1) %t.106, align 4
  %t.107 = sext i16 %t.93 to i64
  %t.108 = zext i32 %t.94 to i64
  %t.109 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.108
  store i64 %t.107, ptr addrspace(1) %t.109, align 8
  %t.110 = trunc i16 %t.93 to i8
  %t.111 = zext i32 %t.94 to i64
  %t.112 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.111
  store i8 %t.110, ptr addrspace(1) %t.112, align 1
  %t.113 = zext i32 %t.94 to i64
  %t.114 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.113
  store i16 %t.93, ptr addrspace(1) %t.114, align 2
  %t.115 = sext i16 %t.93 to i32
  %t.116 = zext i32 %t.94 to i64
  %t.117 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.116
  store i32 %t.115, ptr addrspace(1) %t.117, align 4
  %t.118 = sext i16 %t.93 to i64
  %t.119 = zext i32 %t.94 to i64
  %t.120 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.119
  store i64 %t.118, ptr addrspace(1) %t.120, align 8
  %t.121 = sitofp i16 %t.93 to half
  %t.122 = zext i32 %t.94 to i64
  %t.123 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.122
  store half %t.121, ptr addrspace(1) %t.123, align 2
  %t.124 = sitofp i16 %t.93 to float
  %t.125 = zext i32 %t.94 to i64
  %t.126 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.125
  store float %t.124, ptr addrspace(1) %t.126, align 4
  %t.127 = sitofp i16 %t.93 to double
  %t.128 = zext i32 %t.94 to i64
  %t.129 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.128
  store double %t.127, ptr addrspace(1) %t.129, align 8
  %t.130 = zext i32 %t.8 to i64
  %t.131 = getelementptr inbounds i32, ptr addrspace(1) %in_i32, i64 %t.130
  %t.132 = load i32, ptr addrspace(1) %t.131, align 4
  %t.133 = add i32 %t.10, 3
  %t.134 = trunc i32 %t.132 to i1
  %t.135 = zext i32 %t.133 to i64
  %t.136 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.135
  %t.137 = zext i1 %t.134 to i8
  store i8 %t.137, ptr addrspace(1) %t.136, align 1
  %t.138 = trunc i32 %t.132 to i8
  %t.139 = zext i32 %t.133 to i64
  %t.140 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.139
  store i8 %t.138, ptr addrspace(1) %t.140, align 1
  %t.141 = trunc i32 %t.132 to i16
  %t.142 = zext i32 %t.133 to i64
  %t.143 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.142
  store i16 %t.141, ptr addrspace(1) %t.143, align 2
  %t.144 = zext i32 %t.133 to i64
  %t.145 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.144
  store i32 %t.132, ptr addrspace(1) %t.145, align 4
  %t.146 = sext i32 %t.132 to i64
  %t.147 = zext i32 %t.133 to i64
  %t.148 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.147
  store i64 %t.146, ptr addrspace(1) %t.148, align 8
  %t.149 = trunc i32 %t.132 to i8
  %t.150 = zext i32 %t.133 to i64
  %t.151 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.150
  store i8 %t.149, ptr addrspace(1) %t.151, align 1
  %t.152 = trunc i32 %t.132 to i16
  %t.153 = zext i32 %t.133 to i64
  %t.154 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.153
  store i16 %t.152, ptr addrspace(1) %t.154, align 2
  %t.155 = zext i32 %t.133 to i64
  %t.156 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.155
  store i32 %t.132, ptr addrspace(1) %t.156, align 4
  %t.157 = sext i32 %t.132 to i64
  %t.158 = zext i32 %t.133 to i64
  %t.159 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.158
  store i64 %t.157, ptr addrspace(1) %t.159, align 8
  %t.160 = sitofp i32 %t.132 to half
  %t.161 = zext i32 %t.133 to i64
  %t.162 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.161
  store half %t.160, ptr addrspace(1) %t.162, align 2
  %t.163 = sitofp i32 %t.132 to float
  %t.164 = zext i32 %t.133 to i64
  %t.165 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.164
  store float %t.163, ptr addrspace(1) %t.165, align 4
  %t.166 = sitofp i32 %t.132 to double
  %t.167 = zext i32 %t.133 to i64
  %t.168 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.167
  store double %t.166, ptr addrspace(1) %t.168, align 8
  %t.169 = zext i32 %t.8 to i64
  %t.170 = getelementptr inbounds i64, ptr addrspace(1) %in_i64, i64 %t.169
  %t.171 = load i64, ptr addrspace(1) %t.170, align 8
  %t.172 = add i32 %t.10, 4
  %t.173 = trunc i64 %t.171 to i1
  %t.174 = zext i32 %t.172 to i64
  %t.175 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.174
  %t.176 = zext i1 %t.173 to i8
  store i8 %t.176, ptr addrspace(1) %t.175, align 1
  %t.177 = trunc i64 %t.171 to i8
  %t.178 = zext i32 %t.172 to i64
  %t.179 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.178
  store i8 %t.177, ptr addrspace(1) %t.179, align 1
  %t.180 = trunc i64 %t.171 to i16
  %t.181 = zext i32 %t.172 to i64
  %t.182 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.181
  store i16 %t.180, ptr addrspace(1) %t.182, align 2
  %t.183 = trunc i64 %t.171 to i32
  %t.184 = zext i32 %t.172 to i64
  %t.185 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.184
  store i32 %t.183, ptr addrspace(1) %t.185, align 4
  %t.186 = zext i32 %t.172 to i64
  %t.187 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.186
  store i64 %t.171, ptr addrspace(1) %t.187, align 8
  %t.188 = trunc i64 %t.171 to i8
  %t.189 = zext i32 %t.172 to i64
  %t.190 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.189
  store i8 %t.188, ptr addrspace(1) %t.190, align 1
  %t.191 = trunc i64 %t.171 to i16
  %t.192 = zext i32 %t.172 to i64
  %t.193 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.192
  store i16 %t.191, ptr addrspace(1) %t.193, align 2
  %t.194 = trunc i64 %t.171 to i32
  %t.195 = zext i32 %t.172 to i64
  %t.196 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.195
  store i32 %t.194, ptr addrspace(1) %t.196, align 4
  %t.197 = zext i32 %t.172 to i64
  %t.198 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.197
  store i64 %t.171, ptr addrspace(1) %t.198, align 8
  %t.199 = sitofp i64 %t.171 to half
  %t.200 = zext i32 %t.172 to i64
  %t.201 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.200
  store half %t.199, ptr addrspace(1) %t.201, align 2
  %t.202 = sitofp i64 %t.171 to float
  %t.203 = zext i32 %t.172 to i64
  %t.204 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.203
  store float %t.202, ptr addrspace(1) %t.204, align 4
  %t.205 = sitofp i64 %t.171 to double
  %t.206 = zext i32 %t.172 to i64
  %t.207 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.206
  store double %t.205, ptr addrspace(1) %t.207, align 8
  %t.208 = zext i32 %t.8 to i64
  %t.209 = getelementptr inbounds i8, ptr addrspace(1) %in_u8, i64 %t.208
  %t.210 = load i8, ptr addrspace(1) %t.209, align 1
  %t.211 = add i32 %t.10, 5
  %t.212 = trunc i8 %t.210 to i1
  %t.213 = zext i32 %t.211 to i64
  %t.214 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.213
  %t.215 = zext i1 %t.212 to i8
  store i8 %t.215, ptr addrspace(1) %t.214, align 1
  %t.216 = zext i32 %t.211 to i64
  %t.217 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.216
  store i8 %t.210, ptr addrspace(1) %t.217, align 1
  %t.218 = zext i8 %t.210 to i16
  %t.219 = zext i32 %t.211 to i64
  %t.220 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.219
  store i16 %t.218, ptr addrspace(1) %t.220, align 2
  %t.221 = zext i8 %t.210 to i32
  %t.222 = zext i32 %t.211 to i64
  %t.223 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.222
  store i32 %t.221, ptr addrspace(1) %t.223, align 4
  %t.224 = zext i8 %t.210 to i64
  %t.225 = zext i32 %t.211 to i64
  %t.226 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.225
  store i64 %t.224, ptr addrspace(1) %t.226, align 8
  %t.227 = zext i32 %t.211 to i64
  %t.228 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.227
  store i8 %t.210, ptr addrspace(1) %t.228, align 1
  %t.229 = zext i8 %t.210 to i16
  %t.230 = zext i32 %t.211 to i64
  %t.231 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.230
  store i16 %t.229, ptr addrspace(1) %t.231, align 2
  %t.232 = zext i8 %t.210 to i32
  %t.233 = zext i32 %t.211 to i64
  %t.234 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.233
  store i32 %t.232, ptr addrspace(1) %t.234, align 4
  %t.235 = zext i8 %t.210 to i64
  %t.236 = zext i32 %t.211 to i64
  %t.237 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.236
  store i64 %t.235, ptr addrspace(1) %t.237, align 8
  %t.238 = uitofp i8 %t.210 to half
  %t.239 = zext i32 %t.211 to i64
  %t.240 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.239
  store half %t.238, ptr addrspace(1) %t.240, align 2
  %t.241 = uitofp i8 %t.210 to float
  %t.242 = zext i32 %t.211 to i64
  %t.243 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.242
  store float %t.241, ptr addrspace(1) %t.243, align 4
  %t.244 = uitofp i8 %t.210 to double
  %t.245 = zext i32 %t.211 to i64
  %t.246 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.245
  store double %t.244, ptr addrspace(1) %t.246, align 8
  %t.247 = zext i32 %t.8 to i64
  %t.248 = getelementptr inbounds i16, ptr addrspace(1) %in_u16, i64 %t.247
  %t.249 = load i16, ptr addrspace(1) %t.248, align 2
  %t.250 = add i32 %t.10, 6
  %t.251 = trunc i16 %t.249 to i1
  %t.252 = zext i32 %t.250 to i64
  %t.253 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.252
  %t.254 = zext i1 %t.251 to i8
  store i8 %t.254, ptr addrspace(1) %t.253, align 1
  %t.255 = trunc i16 %t.249 to i8
  %t.256 = zext i32 %t.250 to i64
  %t.257 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.256
  store i8 %t.255, ptr addrspace(1) %t.257, align 1
  %t.258 = zext i32 %t.250 to i64
  %t.259 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.258
  store i16 %t.249, ptr addrspace(1) %t.259, align 2
  %t.260 = zext i16 %t.249 to i32
  %t.261 = zext i32 %t.250 to i64
  %t.262 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.261
  store i32 %t.260, ptr addrspace(1) %t.262, align 4
  %t.263 = zext i16 %t.249 to i64
  %t.264 = zext i32 %t.250 to i64
  %t.265 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.264
  store i64 %t.263, ptr addrspace(1) %t.265, align 8
  %t.266 = trunc i16 %t.249 to i8
  %t.267 = zext i32 %t.250 to i64
  %t.268 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.267
  store i8 %t.266, ptr addrspace(1) %t.268, align 1
  %t.269 = zext i32 %t.250 to i64
  %t.270 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.269
  store i16 %t.249, ptr addrspace(1) %t.270, align 2
  %t.271 = zext i16 %t.249 to i32
  %t.272 = zext i32 %t.250 to i64
  %t.273 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.272
  store i32 %t.271, ptr addrspace(1) %t.273, align 4
  %t.274 = zext i16 %t.249 to i64
  %t.275 = zext i32 %t.250 to i64
  %t.276 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.275
  store i64 %t.274, ptr addrspace(1) %t.276, align 8
  %t.277 = uitofp i16 %t.249 to half
  %t.278 = zext i32 %t.250 to i64
  %t.279 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.278
  store half %t.277, ptr addrspace(1) %t.279, align 2
  %t.280 = uitofp i16 %t.249 to float
  %t.281 = zext i32 %t.250 to i64
  %t.282 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.281
  store float %t.280, ptr addrspace(1) %t.282, align 4
  %t.283 = uitofp i16 %t.249 to double
  %t.284 = zext i32 %t.250 to i64
  %t.285 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.284
  store double %t.283, ptr addrspace(1) %t.285, align 8
  %t.286 = zext i32 %t.8 to i64
  %t.287 = getelementptr inbounds i32, ptr addrspace(1) %in_u32, i64 %t.286
  %t.288 = load i32, ptr addrspace(1) %t.287, align 4
  %t.289 = add i32 %t.10, 7
  %t.290 = trunc i32 %t.288 to i1
  %t.291 = zext i32 %t.289 to i64
  %t.292 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.291
  %t.293 = zext i1 %t.290 to i8
  store i8 %t.293, ptr addrspace(1) %t.292, align 1
  %t.294 = trunc i32 %t.288 to i8
  %t.295 = zext i32 %t.289 to i64
  %t.296 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.295
  store i8 %t.294, ptr addrspace(1) %t.296, align 1
  %t.297 = trunc i32 %t.288 to i16
  %t.298 = zext i32 %t.289 to i64
  %t.299 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.298
  store i16 %t.297, ptr addrspace(1) %t.299, align 2
  %t.300 = zext i32 %t.289 to i64
  %t.301 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.300
  store i32 %t.288, ptr addrspace(1) %t.301, align 4
  %t.302 = zext i32 %t.288 to i64
  %t.303 = zext i32 %t.289 to i64
  %t.304 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.303
  store i64 %t.302, ptr addrspace(1) %t.304, align 8
  %t.305 = trunc i32 %t.288 to i8
  %t.306 = zext i32 %t.289 to i64
  %t.307 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.306
  store i8 %t.305, ptr addrspace(1) %t.307, align 1
  %t.308 = trunc i32 %t.288 to i16
  %t.309 = zext i32 %t.289 to i64
  %t.310 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.309
  store i16 %t.308, ptr addrspace(1) %t.310, align 2
  %t.311 = zext i32 %t.289 to i64
  %t.312 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.311
  store i32 %t.288, ptr addrspace(1) %t.312, align 4
  %t.313 = zext i32 %t.288 to i64
  %t.314 = zext i32 %t.289 to i64
  %t.315 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.314
  store i64 %t.313, ptr addrspace(1) %t.315, align 8
  %t.316 = uitofp i32 %t.288 to half
  %t.317 = zext i32 %t.289 to i64
  %t.318 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.317
  store half %t.316, ptr addrspace(1) %t.318, align 2
  %t.319 = uitofp i32 %t.288 to float
  %t.320 = zext i32 %t.289 to i64
  %t.321 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.320
  store float %t.319, ptr addrspace(1) %t.321, align 4
  %t.322 = uitofp i32 %t.288 to double
  %t.323 = zext i32 %t.289 to i64
  %t.324 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.323
  store double %t.322, ptr addrspace(1) %t.324, align 8
  %t.325 = zext i32 %t.8 to i64
  %t.326 = getelementptr inbounds i64, ptr addrspace(1) %in_u64, i64 %t.325
  %t.327 = load i64, ptr addrspace(1) %t.326, align 8
  %t.328 = add i32 %t.10, 8
  %t.329 = trunc i64 %t.327 to i1
  %t.330 = zext i32 %t.328 to i64
  %t.331 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.330
  %t.332 = zext i1 %t.329 to i8
  store i8 %t.332, ptr addrspace(1) %t.331, align 1
  %t.333 = trunc i64 %t.327 to i8
  %t.334 = zext i32 %t.328 to i64
  %t.335 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.334
  store i8 %t.333, ptr addrspace(1) %t.335, align 1
  %t.336 = trunc i64 %t.327 to i16
  %t.337 = zext i32 %t.328 to i64
  %t.338 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.337
  store i16 %t.336, ptr addrspace(1) %t.338, align 2
  %t.339 = trunc i64 %t.327 to i32
  %t.340 = zext i32 %t.328 to i64
  %t.341 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.340
  store i32 %t.339, ptr addrspace(1) %t.341, align 4
  %t.342 = zext i32 %t.328 to i64
  %t.343 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.342
  store i64 %t.327, ptr addrspace(1) %t.343, align 8
  %t.344 = trunc i64 %t.327 to i8
  %t.345 = zext i32 %t.328 to i64
  %t.346 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.345
  store i8 %t.344, ptr addrspace(1) %t.346, align 1
  %t.347 = trunc i64 %t.327 to i16
  %t.348 = zext i32 %t.328 to i64
  %t.349 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.348
  store i16 %t.347, ptr addrspace(1) %t.349, align 2
  %t.350 = trunc i64 %t.327 to i32
  %t.351 = zext i32 %t.328 to i64
  %t.352 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.351
  store i32 %t.350, ptr addrspace(1) %t.352, align 4
  %t.353 = zext i32 %t.328 to i64
  %t.354 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.353
  store i64 %t.327, ptr addrspace(1) %t.354, align 8
  %t.355 = uitofp i64 %t.327 to half
  %t.356 = zext i32 %t.328 to i64
  %t.357 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.356
  store half %t.355, ptr addrspace(1) %t.357, align 2
  %t.358 = uitofp i64 %t.327 to float
  %t.359 = zext i32 %t.328 to i64
  %t.360 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.359
  store float %t.358, ptr addrspace(1) %t.360, align 4
  %t.361 = uitofp i64 %t.327 to double
  %t.362 = zext i32 %t.328 to i64
  %t.363 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.362
  store double %t.361, ptr addrspace(1) %t.363, align 8
  %t.364 = zext i32 %t.8 to i64
  %t.365 = getelementptr inbounds half, ptr addrspace(1) %in_f16, i64 %t.364
  %t.366 = load half, ptr addrspace(1) %t.365, align 2
  %t.367 = add i32 %t.10, 9
  %t.368 = fpext half %t.366 to float
  %t.369 = fcmp oge float %t.368, 1.0
  %t.370 = zext i32 %t.367 to i64
  %t.371 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.370
  %t.372 = zext i1 %t.369 to i8
  store i8 %t.372, ptr addrspace(1) %t.371, align 1
  %t.373 = fpext half %t.366 to float
  %t.374 = call i8 @llvm.fptosi.sat.i8.f32(float %t.373)
  %t.375 = zext i32 %t.367 to i64
  %t.376 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.375
  store i8 %t.374, ptr addrspace(1) %t.376, align 1
  %t.377 = fpext half %t.366 to float
  %t.378 = call i16 @llvm.fptosi.sat.i16.f32(float %t.377)
  %t.379 = zext i32 %t.367 to i64
  %t.380 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.379
  store i16 %t.378, ptr addrspace(1) %t.380, align 2
  %t.381 = fpext half %t.366 to float
  %t.382 = call i32 @llvm.fptosi.sat.i32.f32(float %t.381)
  %t.383 = zext i32 %t.367 to i64
  %t.384 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.383
  store i32 %t.382, ptr addrspace(1) %t.384, align 4
  %t.385 = fpext half %t.366 to float
  %t.386 = call i64 @llvm.fptosi.sat.i64.f32(float %t.385)
  %t.387 = zext i32 %t.367 to i64
  %t.388 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.387
  store i64 %t.386, ptr addrspace(1) %t.388, align 8
  %t.389 = fpext half %t.366 to float
  %t.390 = call i8 @llvm.fptoui.sat.i8.f32(float %t.389)
  %t.391 = zext i32 %t.367 to i64
  %t.392 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.391
  store i8 %t.390, ptr addrspace(1) %t.392, align 1
  %t.393 = fpext half %t.366 to float
  %t.394 = call i16 @llvm.fptoui.sat.i16.f32(float %t.393)
  %t.395 = zext i32 %t.367 to i64
  %t.396 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.395
  store i16 %t.394, ptr addrspace(1) %t.396, align 2
  %t.397 = fpext half %t.366 to float
  %t.398 = call i32 @llvm.fptoui.sat.i32.f32(float %t.397)
  %t.399 = zext i32 %t.367 to i64
  %t.400 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.399
  store i32 %t.398, ptr addrspace(1) %t.400, align 4
  %t.401 = fpext half %t.366 to float
  %t.402 = call i64 @llvm.fptoui.sat.i64.f32(float %t.401)
  %t.403 = zext i32 %t.367 to i64
  %t.404 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.403
  store i64 %t.402, ptr addrspace(1) %t.404, align 8
  %t.405 = zext i32 %t.367 to i64
  %t.406 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.405
  store half %t.366, ptr addrspace(1) %t.406, align 2
  %t.407 = fpext half %t.366 to float
  %t.408 = zext i32 %t.367 to i64
  %t.409 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.408
  store float %t.407, ptr addrspace(1) %t.409, align 4
  %t.410 = fpext half %t.366 to double
  %t.411 = zext i32 %t.367 to i64
  %t.412 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.411
  store double %t.410, ptr addrspace(1) %t.412, align 8
  %t.413 = zext i32 %t.8 to i64
  %t.414 = getelementptr inbounds float, ptr addrspace(1) %in_f32, i64 %t.413
  %t.415 = load float, ptr addrspace(1) %t.414, align 4
  %t.416 = add i32 %t.10, 10
  %t.417 = fcmp oge float %t.415, 1.0
  %t.418 = zext i32 %t.416 to i64
  %t.419 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.418
  %t.420 = zext i1 %t.417 to i8
  store i8 %t.420, ptr addrspace(1) %t.419, align 1
  %t.421 = call i8 @llvm.fptosi.sat.i8.f32(float %t.415)
  %t.422 = zext i32 %t.416 to i64
  %t.423 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.422
  store i8 %t.421, ptr addrspace(1) %t.423, align 1
  %t.424 = call i16 @llvm.fptosi.sat.i16.f32(float %t.415)
  %t.425 = zext i32 %t.416 to i64
  %t.426 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.425
  store i16 %t.424, ptr addrspace(1) %t.426, align 2
  %t.427 = call i32 @llvm.fptosi.sat.i32.f32(float %t.415)
  %t.428 = zext i32 %t.416 to i64
  %t.429 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.428
  store i32 %t.427, ptr addrspace(1) %t.429, align 4
  %t.430 = call i64 @llvm.fptosi.sat.i64.f32(float %t.415)
  %t.431 = zext i32 %t.416 to i64
  %t.432 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.431
  store i64 %t.430, ptr addrspace(1) %t.432, align 8
  %t.433 = call i8 @llvm.fptoui.sat.i8.f32(float %t.415)
  %t.434 = zext i32 %t.416 to i64
  %t.435 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.434
  store i8 %t.433, ptr addrspace(1) %t.435, align 1
  %t.436 = call i16 @llvm.fptoui.sat.i16.f32(float %t.415)
  %t.437 = zext i32 %t.416 to i64
  %t.438 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.437
  store i16 %t.436, ptr addrspace(1) %t.438, align 2
  %t.439 = call i32 @llvm.fptoui.sat.i32.f32(float %t.415)
  %t.440 = zext i32 %t.416 to i64
  %t.441 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.440
  store i32 %t.439, ptr addrspace(1) %t.441, align 4
  %t.442 = call i64 @llvm.fptoui.sat.i64.f32(float %t.415)
  %t.443 = zext i32 %t.416 to i64
  %t.444 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.443
  store i64 %t.442, ptr addrspace(1) %t.444, align 8
  %t.445 = fptrunc float %t.415 to half
  %t.446 = zext i32 %t.416 to i64
  %t.447 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.446
  store half %t.445, ptr addrspace(1) %t.447, align 2
  %t.448 = zext i32 %t.416 to i64
  %t.449 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.448
  store float %t.415, ptr addrspace(1) %t.449, align 4
  %t.450 = fpext float %t.415 to double
  %t.451 = zext i32 %t.416 to i64
  %t.452 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.451
  store double %t.450, ptr addrspace(1) %t.452, align 8
  %t.453 = zext i32 %t.8 to i64
  %t.454 = getelementptr inbounds double, ptr addrspace(1) %in_f64, i64 %t.453
  %t.455 = load double, ptr addrspace(1) %t.454, align 8
  %t.456 = add i32 %t.10, 11
  %t.457 = fcmp oge double %t.455, 1.0
  %t.458 = zext i32 %t.456 to i64
  %t.459 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.458
  %t.460 = zext i1 %t.457 to i8
  store i8 %t.460, ptr addrspace(1) %t.459, align 1
  %t.461 = call i8 @llvm.fptosi.sat.i8.f64(double %t.455)
  %t.462 = zext i32 %t.456 to i64
  %t.463 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.462
  store i8 %t.461, ptr addrspace(1) %t.463, align 1
  %t.464 = call i16 @llvm.fptosi.sat.i16.f64(double %t.455)
  %t.465 = zext i32 %t.456 to i64
  %t.466 = getelementptr inbounds i16, ptr addrspace(1) %out_i16, i64 %t.465
  store i16 %t.464, ptr addrspace(1) %t.466, align 2
  %t.467 = call i32 @llvm.fptosi.sat.i32.f64(double %t.455)
  %t.468 = zext i32 %t.456 to i64
  %t.469 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.468
  store i32 %t.467, ptr addrspace(1) %t.469, align 4
  %t.470 = call i64 @llvm.fptosi.sat.i64.f64(double %t.455)
  %t.471 = zext i32 %t.456 to i64
  %t.472 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.471
  store i64 %t.470, ptr addrspace(1) %t.472, align 8
  %t.473 = call i8 @llvm.fptoui.sat.i8.f64(double %t.455)
  %t.474 = zext i32 %t.456 to i64
  %t.475 = getelementptr inbounds i8, ptr addrspace(1) %out_u8, i64 %t.474
  store i8 %t.473, ptr addrspace(1) %t.475, align 1
  %t.476 = call i16 @llvm.fptoui.sat.i16.f64(double %t.455)
  %t.477 = zext i32 %t.456 to i64
  %t.478 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.477
  store i16 %t.476, ptr addrspace(1) %t.478, align 2
  %t.479 = call i32 @llvm.fptoui.sat.i32.f64(double %t.455)
  %t.480 = zext i32 %t.456 to i64
  %t.481 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.480
  store i32 %t.479, ptr addrspace(1) %t.481, align 4
  %t.482 = call i64 @llvm.fptoui.sat.i64.f64(double %t.455)
  %t.483 = zext i32 %t.456 to i64
  %t.484 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.483
  store i64 %t.482, ptr addrspace(1) %t.484, align 8
  %t.485 = fptrunc double %t.455 to half
  %t.486 = zext i32 %t.456 to i64
  %t.487 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.486
  store half %t.485, ptr addrspace(1) %t.487, align 2
  %t.488 = fptrunc double %t.455 to float
  %t.489 = zext i32 %t.456 to i64
  %t.490 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.489
  store float %t.488, ptr addrspace(1) %t.490, align 4
  %t.491 = zext i32 %t.456 to i64
  %t.492 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.491
  store double %t.455, ptr addrspace(1) %t.492, align 8
  br label %bb2

bb2:
  ret void
}

declare i16 @llvm.fptosi.sat.i16.f32(float)
declare i16 @llvm.fptosi.sat.i16.f64(double)
declare i16 @llvm.fptoui.sat.i16.f32(float)
declare i16 @llvm.fptoui.sat.i16.f64(double)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare i32 @llvm.fptoui.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f64(double)
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare i64 @llvm.fptosi.sat.i64.f64(double)
declare i64 @llvm.fptoui.sat.i64.f32(float)
declare i64 @llvm.fptoui.sat.i64.f64(double)
declare i8 @llvm.fptosi.sat.i8.f32(float)
declare i8 @llvm.fptosi.sat.i8.f64(double)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i8 @llvm.fptoui.sat.i8.f64(double)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
