; magpie-gpu: kernel @casts_bf16 for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @casts_bf16(ptr addrspace(1) %in_bool, ptr addrspace(1) %in_i8, ptr addrspace(1) %in_i16, ptr addrspace(1) %in_i32, ptr addrspace(1) %in_i64, ptr addrspace(1) %in_u8, ptr addrspace(1) %in_u16, ptr addrspace(1) %in_u32, ptr addrspace(1) %in_u64, ptr addrspace(1) %in_f16, ptr addrspace(1) %in_f32, ptr addrspace(1) %in_f64, ptr addrspace(1) %in_bf16, ptr addrspace(1) %out_bf16, ptr addrspace(1) %out_i8, ptr addrspace(1) %out_u16, ptr addrspace(1) %out_i32, ptr addrspace(1) %out_u32, ptr addrspace(1) %out_i64, ptr addrspace(1) %out_u64, ptr addrspace(1) %out_f16, ptr addrspace(1) %out_f32, ptr addrspace(1) %out_f64, ptr addrspace(1) %out_bool, i32 %n, i32 %in_bool.len, i32 %in_i8.len, i32 %in_i16.len, i32 %in_i32.len, i32 %in_i64.len, i32 %in_u8.len, i32 %in_u16.len, i32 %in_u32.len, i32 %in_u64.len, i32 %in_f16.len, i32 %in_f32.len, i32 %in_f64.len, i32 %in_bf16.len, i32 %out_bf16.len, i32 %out_i8.len, i32 %out_u16.len, i32 %out_i32.len, i32 %out_u32.len, i32 %out_i64.len, i32 %out_u64.len, i32 %out_f16.len, i32 %out_f32.len, i32 %out_f64.len, i32 %out_bool.len) #0 {
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
  %t.10 = mul i32 %t.8, 13
  %t.11 = zext i32 %t.8 to i64
  %t.12 = getelementptr inbounds i8, ptr addrspace(1) %in_bool, i64 %t.11
  %t.13 = load i8, ptr addrspace(1) %t.12, align 1
  %t.14 = icmp ne i8 %t.13, 0
  %t.15 = add i32 %t.10, 0
  %t.16 = select i1 %t.14, bfloat 0xR3F80, bfloat 0xR0000
  %t.17 = zext i32 %t.15 to i64
  %t.18 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.17
  store bfloat %t.16, ptr addrspace(1) %t.18, align 2
  %t.19 = zext i1 %t.14 to i8
  %t.20 = zext i32 %t.15 to i64
  %t.21 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.20
  store i8 %t.19, ptr addrspace(1) %t.21, align 1
  %t.22 = zext i1 %t.14 to i16
  %t.23 = zext i32 %t.15 to i64
  %t.24 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.23
  store i16 %t.22, ptr addrspace(1) %t.24, align 2
  %t.25 = zext i1 %t.14 to i32
  %t.26 = zext i32 %t.15 to i64
  %t.27 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.26
  store i32 %t.25, ptr addrspace(1) %t.27, align 4
  %t.28 = zext i1 %t.14 to i32
  %t.29 = zext i32 %t.15 to i64
  %t.30 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.29
  store i32 %t.28, ptr addrspace(1) %t.30, align 4
  %t.31 = zext i1 %t.14 to i64
  %t.32 = zext i32 %t.15 to i64
  %t.33 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.32
  store i64 %t.31, ptr addrspace(1) %t.33, align 8
  %t.34 = zext i1 %t.14 to i64
  %t.35 = zext i32 %t.15 to i64
  %t.36 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.35
  store i64 %t.34, ptr addrspace(1) %t.36, align 8
  %t.37 = select i1 %t.14, half 0xH3C00, half 0xH0000
  %t.38 = zext i32 %t.15 to i64
  %t.39 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.38
  store half %t.37, ptr addrspace(1) %t.39, align 2
  %t.40 = select i1 %t.14, float 0x3FF0000000000000, float 0x0000000000000000
  %t.41 = zext i32 %t.15 to i64
  %t.42 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.41
  store float %t.40, ptr addrspace(1) %t.42, align 4
  %t.43 = select i1 %t.14, double 0x3FF0000000000000, double 0x0000000000000000
  %t.44 = zext i32 %t.15 to i64
  %t.45 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.44
  store double %t.43, ptr addrspace(1) %t.45, align 8
  %t.46 = zext i32 %t.15 to i64
  %t.47 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.46
  %t.48 = zext i1 %t.14 to i8
  store i8 %t.48, ptr addrspace(1) %t.47, align 1
  %t.49 = zext i32 %t.8 to i64
  %t.50 = getelementptr inbounds i8, ptr addrspace(1) %in_i8, i64 %t.49
  %t.51 = load i8, ptr addrspace(1) %t.50, align 1
  %t.52 = add i32 %t.10, 1
  %t.53 = sitofp i8 %t.51 to float
  %t.54 = fptrunc float %t.53 to bfloat
  %t.55 = zext i32 %t.52 to i64
  %t.56 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.55
  store bfloat %t.54, ptr addrspace(1) %t.56, align 2
  %t.57 = zext i32 %t.52 to i64
  %t.58 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.57
  store i8 %t.51, ptr addrspace(1) %t.58, align 1
  %t.59 = sext i8 %t.51 to i16
  %t.60 = zext i32 %t.52 to i64
  %t.61 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.60
  store i16 %t.59, ptr addrspace(1) %t.61, align 2
  %t.62 = sext i8 %t.51 to i32
  %t.63 = zext i32 %t.52 to i64
  %t.64 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.63
  store i32 %t.62, ptr addrspace(1) %t.64, align 4
  %t.65 = sext i8 %t.51 to i32
  %t.66 = zext i32 %t.52 to i64
  %t.67 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.66
  store i32 %t.65, ptr addrspace(1) %t.67, align 4
  %t.68 = sext i8 %t.51 to i64
  %t.69 = zext i32 %t.52 to i64
  %t.70 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.69
  store i64 %t.68, ptr addrspace(1) %t.70, align 8
  %t.71 = sext i8 %t.51 to i64
  %t.72 = zext i32 %t.52 to i64
  %t.73 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.72
  store i64 %t.71, ptr addrspace(1) %t.73, align 8
  %t.74 = sitofp i8 %t.51 to half
  %t.75 = zext i32 %t.52 to i64
  %t.76 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.75
  store half %t.74, ptr addrspace(1) %t.76, align 2
  %t.77 = sitofp i8 %t.51 to float
  %t.78 = zext i32 %t.52 to i64
  %t.79 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.78
  store float %t.77, ptr addrspace(1) %t.79, align 4
  %t.80 = sitofp i8 %t.51 to double
  %t.81 = zext i32 %t.52 to i64
  %t.82 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.81
  store double %t.80, ptr addrspace(1) %t.82, align 8
  %t.83 = trunc i8 %t.51 to i1
  %t.84 = zext i32 %t.52 to i64
  %t.85 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.84
  %t.86 = zext i1 %t.83 to i8
  store i8 %t.86, ptr addrspace(1) %t.85, align 1
  %t.87 = zext i32 %t.8 to i64
  %t.88 = getelementptr inbounds i16, ptr addrspace(1) %in_i16, i64 %t.87
  %t.89 = load i16, ptr addrspace(1) %t.88, align 2
  %t.90 = add i32 %t.10, 2
  %t.91 = sitofp i16 %t.89 to float
  %t.92 = fptrunc float %t.91 to bfloat
  %t.93 = zext i32 %t.90 to i64
  %t.94 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.93
  store bfloat %t.92, ptr addrspace(1) %t.94, align 2
  %t.95 = trunc i16 %t.89 to i8
  %t.96 = zext i32 %t.90 to i64
  %t.97 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.96
  store i8 %t.95, ptr addrspace(1) %t.97, align 1
  %t.98 = zext i32 %t.90 to i64
  %t.99 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.98
  store i16 %t.89, ptr addrspace(1) %t.99, align 2
  %t.100 = sext i16 %t.89 to i32
  %t.101 = zext i32 %t.90 to i64
  %t.102 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.101
  store i32 %t.100, ptr addrspace(1) %t.102, align 4
  %t.103 = sext i16 %t.89 to i32
  %t.104 = zext i32 %t.90 to i64
  %t.105 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.104
  store i32 %t.103, ptr addrspace(1) %t.105, align 4
  %t.106 = sext i16 %t.89 to i64
  %t.107 = zext i32 %t.90 to i64
  %t.108 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.107
  store i64 %t.106, ptr addrspace(1) %t.108, align 8
  %t.109 = sext i16 %t.89 to i64
  %t.110 = zext i32 %t.90 to i64
  %t.111 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.110
  store i64 %t.109, ptr addrspace(1) %t.111, align 8
  %t.112 = sitofp i16 %t.89 to half
  %t.113 = zext i32 %t.90 to i64
  %t.114 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.113
  store half %t.112, ptr addrspace(1) %t.114, align 2
  %t.115 = sitofp i16 %t.89 to float
  %t.116 = zext i32 %t.90 to i64
  %t.117 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.116
  store float %t.115, ptr addrspace(1) %t.117, align 4
  %t.118 = sitofp i16 %t.89 to double
  %t.119 = zext i32 %t.90 to i64
  %t.120 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.119
  store double %t.118, ptr addrspace(1) %t.120, align 8
  %t.121 = trunc i16 %t.89 to i1
  %t.122 = zext i32 %t.90 to i64
  %t.123 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.122
  %t.124 = zext i1 %t.121 to i8
  store i8 %t.124, ptr addrspace(1) %t.123, align 1
  %t.125 = zext i32 %t.8 to i64
  %t.126 = getelementptr inbounds i32, ptr addrspace(1) %in_i32, i64 %t.125
  %t.127 = load i32, ptr addrspace(1) %t.126, align 4
  %t.128 = add i32 %t.10, 3
  %t.129 = sitofp i32 %t.127 to double
  %t.130 = fptrunc double %t.129 to bfloat
  %t.131 = zext i32 %t.128 to i64
  %t.132 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.131
  store bfloat %t.130, ptr addrspace(1) %t.132, align 2
  %t.133 = trunc i32 %t.127 to i8
  %t.134 = zext i32 %t.128 to i64
  %t.135 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.134
  store i8 %t.133, ptr addrspace(1) %t.135, align 1
  %t.136 = trunc i32 %t.127 to i16
  %t.137 = zext i32 %t.128 to i64
  %t.138 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.137
  store i16 %t.136, ptr addrspace(1) %t.138, align 2
  %t.139 = zext i32 %t.128 to i64
  %t.140 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.139
  store i32 %t.127, ptr addrspace(1) %t.140, align 4
  %t.141 = zext i32 %t.128 to i64
  %t.142 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.141
  store i32 %t.127, ptr addrspace(1) %t.142, align 4
  %t.143 = sext i32 %t.127 to i64
  %t.144 = zext i32 %t.128 to i64
  %t.145 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.144
  store i64 %t.143, ptr addrspace(1) %t.145, align 8
  %t.146 = sext i32 %t.127 to i64
  %t.147 = zext i32 %t.128 to i64
  %t.148 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.147
  store i64 %t.146, ptr addrspace(1) %t.148, align 8
  %t.149 = sitofp i32 %t.127 to half
  %t.150 = zext i32 %t.128 to i64
  %t.151 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.150
  store half %t.149, ptr addrspace(1) %t.151, align 2
  %t.152 = sitofp i32 %t.127 to float
  %t.153 = zext i32 %t.128 to i64
  %t.154 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.153
  store float %t.152, ptr addrspace(1) %t.154, align 4
  %t.155 = sitofp i32 %t.127 to double
  %t.156 = zext i32 %t.128 to i64
  %t.157 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.156
  store double %t.155, ptr addrspace(1) %t.157, align 8
  %t.158 = trunc i32 %t.127 to i1
  %t.159 = zext i32 %t.128 to i64
  %t.160 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.159
  %t.161 = zext i1 %t.158 to i8
  store i8 %t.161, ptr addrspace(1) %t.160, align 1
  %t.162 = zext i32 %t.8 to i64
  %t.163 = getelementptr inbounds i64, ptr addrspace(1) %in_i64, i64 %t.162
  %t.164 = load i64, ptr addrspace(1) %t.163, align 8
  %t.165 = add i32 %t.10, 4
  %t.166 = ashr i64 %t.164, 32
  %t.167 = trunc i64 %t.166 to i32
  %t.168 = trunc i64 %t.164 to i32
  %t.169 = sitofp i32 %t.167 to double
  %t.170 = uitofp i32 %t.168 to double
  %t.171 = fmul double %t.169, 0x41F0000000000000
  %t.172 = fadd double %t.171, %t.170
  %t.173 = fsub double %t.172, %t.171
  %t.174 = fsub double %t.172, %t.173
  %t.175 = fsub double %t.171, %t.174
  %t.176 = fsub double %t.170, %t.173
  %t.177 = fadd double %t.175, %t.176
  %t.178 = fcmp one double %t.177, 0.0
  %t.179 = bitcast double %t.172 to i64
  %t.180 = icmp slt i64 %t.179, 0
  %t.181 = fcmp olt double %t.177, 0.0
  %t.182 = xor i1 %t.180, %t.181
  %t.183 = sub i64 %t.179, 1
  %t.184 = select i1 %t.182, i64 %t.183, i64 %t.179
  %t.185 = or i64 %t.184, 1
  %t.186 = select i1 %t.178, i64 %t.185, i64 %t.179
  %t.187 = bitcast i64 %t.186 to double
  %t.188 = fptrunc double %t.187 to bfloat
  %t.189 = zext i32 %t.165 to i64
  %t.190 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.189
  store bfloat %t.188, ptr addrspace(1) %t.190, align 2
  %t.191 = trunc i64 %t.164 to i8
  %t.192 = zext i32 %t.165 to i64
  %t.193 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.192
  store i8 %t.191, ptr addrspace(1) %t.193, align 1
  %t.194 = trunc i64 %t.164 to i16
  %t.195 = zext i32 %t.165 to i64
  %t.196 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.195
  store i16 %t.194, ptr addrspace(1) %t.196, align 2
  %t.197 = trunc i64 %t.164 to i32
  %t.198 = zext i32 %t.165 to i64
  %t.199 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.198
  store i32 %t.197, ptr addrspace(1) %t.199, align 4
  %t.200 = trunc i64 %t.164 to i32
  %t.201 = zext i32 %t.165 to i64
  %t.202 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.201
  store i32 %t.200, ptr addrspace(1) %t.202, align 4
  %t.203 = zext i32 %t.165 to i64
  %t.204 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.203
  store i64 %t.164, ptr addrspace(1) %t.204, align 8
  %t.205 = zext i32 %t.165 to i64
  %t.206 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.205
  store i64 %t.164, ptr addrspace(1) %t.206, align 8
  %t.207 = sitofp i64 %t.164 to half
  %t.208 = zext i32 %t.165 to i64
  %t.209 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.208
  store half %t.207, ptr addrspace(1) %t.209, align 2
  %t.210 = sitofp i64 %t.164 to float
  %t.211 = zext i32 %t.165 to i64
  %t.212 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.211
  store float %t.210, ptr addrspace(1) %t.212, align 4
  %t.213 = sitofp i64 %t.164 to double
  %t.214 = zext i32 %t.165 to i64
  %t.215 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.214
  store double %t.213, ptr addrspace(1) %t.215, align 8
  %t.216 = trunc i64 %t.164 to i1
  %t.217 = zext i32 %t.165 to i64
  %t.218 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.217
  %t.219 = zext i1 %t.216 to i8
  store i8 %t.219, ptr addrspace(1) %t.218, align 1
  %t.220 = zext i32 %t.8 to i64
  %t.221 = getelementptr inbounds i8, ptr addrspace(1) %in_u8, i64 %t.220
  %t.222 = load i8, ptr addrspace(1) %t.221, align 1
  %t.223 = add i32 %t.10, 5
  %t.224 = uitofp i8 %t.222 to float
  %t.225 = fptrunc float %t.224 to bfloat
  %t.226 = zext i32 %t.223 to i64
  %t.227 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.226
  store bfloat %t.225, ptr addrspace(1) %t.227, align 2
  %t.228 = zext i32 %t.223 to i64
  %t.229 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.228
  store i8 %t.222, ptr addrspace(1) %t.229, align 1
  %t.230 = zext i8 %t.222 to i16
  %t.231 = zext i32 %t.223 to i64
  %t.232 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.231
  store i16 %t.230, ptr addrspace(1) %t.232, align 2
  %t.233 = zext i8 %t.222 to i32
  %t.234 = zext i32 %t.223 to i64
  %t.235 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.234
  store i32 %t.233, ptr addrspace(1) %t.235, align 4
  %t.236 = zext i8 %t.222 to i32
  %t.237 = zext i32 %t.223 to i64
  %t.238 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.237
  store i32 %t.236, ptr addrspace(1) %t.238, align 4
  %t.239 = zext i8 %t.222 to i64
  %t.240 = zext i32 %t.223 to i64
  %t.241 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.240
  store i64 %t.239, ptr addrspace(1) %t.241, align 8
  %t.242 = zext i8 %t.222 to i64
  %t.243 = zext i32 %t.223 to i64
  %t.244 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.243
  store i64 %t.242, ptr addrspace(1) %t.244, align 8
  %t.245 = uitofp i8 %t.222 to half
  %t.246 = zext i32 %t.223 to i64
  %t.247 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.246
  store half %t.245, ptr addrspace(1) %t.247, align 2
  %t.248 = uitofp i8 %t.222 to float
  %t.249 = zext i32 %t.223 to i64
  %t.250 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.249
  store float %t.248, ptr addrspace(1) %t.250, align 4
  %t.251 = uitofp i8 %t.222 to double
  %t.252 = zext i32 %t.223 to i64
  %t.253 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.252
  store double %t.251, ptr addrspace(1) %t.253, align 8
  %t.254 = trunc i8 %t.222 to i1
  %t.255 = zext i32 %t.223 to i64
  %t.256 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.255
  %t.257 = zext i1 %t.254 to i8
  store i8 %t.257, ptr addrspace(1) %t.256, align 1
  %t.258 = zext i32 %t.8 to i64
  %t.259 = getelementptr inbounds i16, ptr addrspace(1) %in_u16, i64 %t.258
  %t.260 = load i16, ptr addrspace(1) %t.259, align 2
  %t.261 = add i32 %t.10, 6
  %t.262 = uitofp i16 %t.260 to float
  %t.263 = fptrunc float %t.262 to bfloat
  %t.264 = zext i32 %t.261 to i64
  %t.265 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.264
  store bfloat %t.263, ptr addrspace(1) %t.265, align 2
  %t.266 = trunc i16 %t.260 to i8
  %t.267 = zext i32 %t.261 to i64
  %t.268 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.267
  store i8 %t.266, ptr addrspace(1) %t.268, align 1
  %t.269 = zext i32 %t.261 to i64
  %t.270 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.269
  store i16 %t.260, ptr addrspace(1) %t.270, align 2
  %t.271 = zext i16 %t.260 to i32
  %t.272 = zext i32 %t.261 to i64
  %t.273 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.272
  store i32 %t.271, ptr addrspace(1) %t.273, align 4
  %t.274 = zext i16 %t.260 to i32
  %t.275 = zext i32 %t.261 to i64
  %t.276 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.275
  store i32 %t.274, ptr addrspace(1) %t.276, align 4
  %t.277 = zext i16 %t.260 to i64
  %t.278 = zext i32 %t.261 to i64
  %t.279 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.278
  store i64 %t.277, ptr addrspace(1) %t.279, align 8
  %t.280 = zext i16 %t.260 to i64
  %t.281 = zext i32 %t.261 to i64
  %t.282 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.281
  store i64 %t.280, ptr addrspace(1) %t.282, align 8
  %t.283 = uitofp i16 %t.260 to half
  %t.284 = zext i32 %t.261 to i64
  %t.285 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.284
  store half %t.283, ptr addrspace(1) %t.285, align 2
  %t.286 = uitofp i16 %t.260 to float
  %t.287 = zext i32 %t.261 to i64
  %t.288 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.287
  store float %t.286, ptr addrspace(1) %t.288, align 4
  %t.289 = uitofp i16 %t.260 to double
  %t.290 = zext i32 %t.261 to i64
  %t.291 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.290
  store double %t.289, ptr addrspace(1) %t.291, align 8
  %t.292 = trunc i16 %t.260 to i1
  %t.293 = zext i32 %t.261 to i64
  %t.294 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.293
  %t.295 = zext i1 %t.292 to i8
  store i8 %t.295, ptr addrspace(1) %t.294, align 1
  %t.296 = zext i32 %t.8 to i64
  %t.297 = getelementptr inbounds i32, ptr addrspace(1) %in_u32, i64 %t.296
  %t.298 = load i32, ptr addrspace(1) %t.297, align 4
  %t.299 = add i32 %t.10, 7
  %t.300 = uitofp i32 %t.298 to double
  %t.301 = fptrunc double %t.300 to bfloat
  %t.302 = zext i32 %t.299 to i64
  %t.303 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.302
  store bfloat %t.301, ptr addrspace(1) %t.303, align 2
  %t.304 = trunc i32 %t.298 to i8
  %t.305 = zext i32 %t.299 to i64
  %t.306 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.305
  store i8 %t.304, ptr addrspace(1) %t.306, align 1
  %t.307 = trunc i32 %t.298 to i16
  %t.308 = zext i32 %t.299 to i64
  %t.309 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.308
  store i16 %t.307, ptr addrspace(1) %t.309, align 2
  %t.310 = zext i32 %t.299 to i64
  %t.311 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.310
  store i32 %t.298, ptr addrspace(1) %t.311, align 4
  %t.312 = zext i32 %t.299 to i64
  %t.313 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.312
  store i32 %t.298, ptr addrspace(1) %t.313, align 4
  %t.314 = zext i32 %t.298 to i64
  %t.315 = zext i32 %t.299 to i64
  %t.316 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.315
  store i64 %t.314, ptr addrspace(1) %t.316, align 8
  %t.317 = zext i32 %t.298 to i64
  %t.318 = zext i32 %t.299 to i64
  %t.319 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.318
  store i64 %t.317, ptr addrspace(1) %t.319, align 8
  %t.320 = uitofp i32 %t.298 to half
  %t.321 = zext i32 %t.299 to i64
  %t.322 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.321
  store half %t.320, ptr addrspace(1) %t.322, align 2
  %t.323 = uitofp i32 %t.298 to float
  %t.324 = zext i32 %t.299 to i64
  %t.325 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.324
  store float %t.323, ptr addrspace(1) %t.325, align 4
  %t.326 = uitofp i32 %t.298 to double
  %t.327 = zext i32 %t.299 to i64
  %t.328 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.327
  store double %t.326, ptr addrspace(1) %t.328, align 8
  %t.329 = trunc i32 %t.298 to i1
  %t.330 = zext i32 %t.299 to i64
  %t.331 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.330
  %t.332 = zext i1 %t.329 to i8
  store i8 %t.332, ptr addrspace(1) %t.331, align 1
  %t.333 = zext i32 %t.8 to i64
  %t.334 = getelementptr inbounds i64, ptr addrspace(1) %in_u64, i64 %t.333
  %t.335 = load i64, ptr addrspace(1) %t.334, align 8
  %t.336 = add i32 %t.10, 8
  %t.337 = lshr i64 %t.335, 32
  %t.338 = trunc i64 %t.337 to i32
  %t.339 = trunc i64 %t.335 to i32
  %t.340 = uitofp i32 %t.338 to double
  %t.341 = uitofp i32 %t.339 to double
  %t.342 = fmul double %t.340, 0x41F0000000000000
  %t.343 = fadd double %t.342, %t.341
  %t.344 = fsub double %t.343, %t.342
  %t.345 = fsub double %t.343, %t.344
  %t.346 = fsub double %t.342, %t.345
  %t.347 = fsub double %t.341, %t.344
  %t.348 = fadd double %t.346, %t.347
  %t.349 = fcmp one double %t.348, 0.0
  %t.350 = bitcast double %t.343 to i64
  %t.351 = icmp slt i64 %t.350, 0
  %t.352 = fcmp olt double %t.348, 0.0
  %t.353 = xor i1 %t.351, %t.352
  %t.354 = sub i64 %t.350, 1
  %t.355 = select i1 %t.353, i64 %t.354, i64 %t.350
  %t.356 = or i64 %t.355, 1
  %t.357 = select i1 %t.349, i64 %t.356, i64 %t.350
  %t.358 = bitcast i64 %t.357 to double
  %t.359 = fptrunc double %t.358 to bfloat
  %t.360 = zext i32 %t.336 to i64
  %t.361 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.360
  store bfloat %t.359, ptr addrspace(1) %t.361, align 2
  %t.362 = trunc i64 %t.335 to i8
  %t.363 = zext i32 %t.336 to i64
  %t.364 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.363
  store i8 %t.362, ptr addrspace(1) %t.364, align 1
  %t.365 = trunc i64 %t.335 to i16
  %t.366 = zext i32 %t.336 to i64
  %t.367 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.366
  store i16 %t.365, ptr addrspace(1) %t.367, align 2
  %t.368 = trunc i64 %t.335 to i32
  %t.369 = zext i32 %t.336 to i64
  %t.370 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.369
  store i32 %t.368, ptr addrspace(1) %t.370, align 4
  %t.371 = trunc i64 %t.335 to i32
  %t.372 = zext i32 %t.336 to i64
  %t.373 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.372
  store i32 %t.371, ptr addrspace(1) %t.373, align 4
  %t.374 = zext i32 %t.336 to i64
  %t.375 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.374
  store i64 %t.335, ptr addrspace(1) %t.375, align 8
  %t.376 = zext i32 %t.336 to i64
  %t.377 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.376
  store i64 %t.335, ptr addrspace(1) %t.377, align 8
  %t.378 = uitofp i64 %t.335 to half
  %t.379 = zext i32 %t.336 to i64
  %t.380 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.379
  store half %t.378, ptr addrspace(1) %t.380, align 2
  %t.381 = uitofp i64 %t.335 to float
  %t.382 = zext i32 %t.336 to i64
  %t.383 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.382
  store float %t.381, ptr addrspace(1) %t.383, align 4
  %t.384 = uitofp i64 %t.335 to double
  %t.385 = zext i32 %t.336 to i64
  %t.386 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.385
  store double %t.384, ptr addrspace(1) %t.386, align 8
  %t.387 = trunc i64 %t.335 to i1
  %t.388 = zext i32 %t.336 to i64
  %t.389 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.388
  %t.390 = zext i1 %t.387 to i8
  store i8 %t.390, ptr addrspace(1) %t.389, align 1
  %t.391 = zext i32 %t.8 to i64
  %t.392 = getelementptr inbounds half, ptr addrspace(1) %in_f16, i64 %t.391
  %t.393 = load half, ptr addrspace(1) %t.392, align 2
  %t.394 = add i32 %t.10, 9
  %t.395 = fpext half %t.393 to float
  %t.396 = fptrunc float %t.395 to bfloat
  %t.397 = zext i32 %t.394 to i64
  %t.398 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.397
  store bfloat %t.396, ptr addrspace(1) %t.398, align 2
  %t.399 = fpext half %t.393 to float
  %t.400 = call i8 @llvm.fptosi.sat.i8.f32(float %t.399)
  %t.401 = zext i32 %t.394 to i64
  %t.402 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.401
  store i8 %t.400, ptr addrspace(1) %t.402, align 1
  %t.403 = fpext half %t.393 to float
  %t.404 = call i16 @llvm.fptoui.sat.i16.f32(float %t.403)
  %t.405 = zext i32 %t.394 to i64
  %t.406 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.405
  store i16 %t.404, ptr addrspace(1) %t.406, align 2
  %t.407 = fpext half %t.393 to float
  %t.408 = call i32 @llvm.fptosi.sat.i32.f32(float %t.407)
  %t.409 = zext i32 %t.394 to i64
  %t.410 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.409
  store i32 %t.408, ptr addrspace(1) %t.410, align 4
  %t.411 = fpext half %t.393 to float
  %t.412 = call i32 @llvm.fptoui.sat.i32.f32(float %t.411)
  %t.413 = zext i32 %t.394 to i64
  %t.414 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.413
  store i32 %t.412, ptr addrspace(1) %t.414, align 4
  %t.415 = fpext half %t.393 to float
  %t.416 = call i64 @llvm.fptosi.sat.i64.f32(float %t.415)
  %t.417 = zext i32 %t.394 to i64
  %t.418 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.417
  store i64 %t.416, ptr addrspace(1) %t.418, align 8
  %t.419 = fpext half %t.393 to float
  %t.420 = call i64 @llvm.fptoui.sat.i64.f32(float %t.419)
  %t.421 = zext i32 %t.394 to i64
  %t.422 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.421
  store i64 %t.420, ptr addrspace(1) %t.422, align 8
  %t.423 = zext i32 %t.394 to i64
  %t.424 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.423
  store half %t.393, ptr addrspace(1) %t.424, align 2
  %t.425 = fpext half %t.393 to float
  %t.426 = zext i32 %t.394 to i64
  %t.427 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.426
  store float %t.425, ptr addrspace(1) %t.427, align 4
  %t.428 = fpext half %t.393 to double
  %t.429 = zext i32 %t.394 to i64
  %t.430 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.429
  store double %t.428, ptr addrspace(1) %t.430, align 8
  %t.431 = fpext half %t.393 to float
  %t.432 = fcmp oge float %t.431, 1.0
  %t.433 = zext i32 %t.394 to i64
  %t.434 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.433
  %t.435 = zext i1 %t.432 to i8
  store i8 %t.435, ptr addrspace(1) %t.434, align 1
  %t.436 = zext i32 %t.8 to i64
  %t.437 = getelementptr inbounds float, ptr addrspace(1) %in_f32, i64 %t.436
  %t.438 = load float, ptr addrspace(1) %t.437, align 4
  %t.439 = add i32 %t.10, 10
  %t.440 = fptrunc float %t.438 to bfloat
  %t.441 = zext i32 %t.439 to i64
  %t.442 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.441
  store bfloat %t.440, ptr addrspace(1) %t.442, align 2
  %t.443 = call i8 @llvm.fptosi.sat.i8.f32(float %t.438)
  %t.444 = zext i32 %t.439 to i64
  %t.445 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.444
  store i8 %t.443, ptr addrspace(1) %t.445, align 1
  %t.446 = call i16 @llvm.fptoui.sat.i16.f32(float %t.438)
  %t.447 = zext i32 %t.439 to i64
  %t.448 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.447
  store i16 %t.446, ptr addrspace(1) %t.448, align 2
  %t.449 = call i32 @llvm.fptosi.sat.i32.f32(float %t.438)
  %t.450 = zext i32 %t.439 to i64
  %t.451 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.450
  store i32 %t.449, ptr addrspace(1) %t.451, align 4
  %t.452 = call i32 @llvm.fptoui.sat.i32.f32(float %t.438)
  %t.453 = zext i32 %t.439 to i64
  %t.454 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.453
  store i32 %t.452, ptr addrspace(1) %t.454, align 4
  %t.455 = call i64 @llvm.fptosi.sat.i64.f32(float %t.438)
  %t.456 = zext i32 %t.439 to i64
  %t.457 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.456
  store i64 %t.455, ptr addrspace(1) %t.457, align 8
  %t.458 = call i64 @llvm.fptoui.sat.i64.f32(float %t.438)
  %t.459 = zext i32 %t.439 to i64
  %t.460 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.459
  store i64 %t.458, ptr addrspace(1) %t.460, align 8
  %t.461 = fptrunc float %t.438 to half
  %t.462 = zext i32 %t.439 to i64
  %t.463 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.462
  store half %t.461, ptr addrspace(1) %t.463, align 2
  %t.464 = zext i32 %t.439 to i64
  %t.465 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.464
  store float %t.438, ptr addrspace(1) %t.465, align 4
  %t.466 = fpext float %t.438 to double
  %t.467 = zext i32 %t.439 to i64
  %t.468 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.467
  store double %t.466, ptr addrspace(1) %t.468, align 8
  %t.469 = fcmp oge float %t.438, 1.0
  %t.470 = zext i32 %t.439 to i64
  %t.471 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.470
  %t.472 = zext i1 %t.469 to i8
  store i8 %t.472, ptr addrspace(1) %t.471, align 1
  %t.473 = zext i32 %t.8 to i64
  %t.474 = getelementptr inbounds double, ptr addrspace(1) %in_f64, i64 %t.473
  %t.475 = load double, ptr addrspace(1) %t.474, align 8
  %t.476 = add i32 %t.10, 11
  %t.477 = fptrunc double %t.475 to bfloat
  %t.478 = zext i32 %t.476 to i64
  %t.479 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.478
  store bfloat %t.477, ptr addrspace(1) %t.479, align 2
  %t.480 = call i8 @llvm.fptosi.sat.i8.f64(double %t.475)
  %t.481 = zext i32 %t.476 to i64
  %t.482 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.481
  store i8 %t.480, ptr addrspace(1) %t.482, align 1
  %t.483 = call i16 @llvm.fptoui.sat.i16.f64(double %t.475)
  %t.484 = zext i32 %t.476 to i64
  %t.485 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.484
  store i16 %t.483, ptr addrspace(1) %t.485, align 2
  %t.486 = call i32 @llvm.fptosi.sat.i32.f64(double %t.475)
  %t.487 = zext i32 %t.476 to i64
  %t.488 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.487
  store i32 %t.486, ptr addrspace(1) %t.488, align 4
  %t.489 = call i32 @llvm.fptoui.sat.i32.f64(double %t.475)
  %t.490 = zext i32 %t.476 to i64
  %t.491 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.490
  store i32 %t.489, ptr addrspace(1) %t.491, align 4
  %t.492 = call i64 @llvm.fptosi.sat.i64.f64(double %t.475)
  %t.493 = zext i32 %t.476 to i64
  %t.494 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.493
  store i64 %t.492, ptr addrspace(1) %t.494, align 8
  %t.495 = call i64 @llvm.fptoui.sat.i64.f64(double %t.475)
  %t.496 = zext i32 %t.476 to i64
  %t.497 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.496
  store i64 %t.495, ptr addrspace(1) %t.497, align 8
  %t.498 = fptrunc double %t.475 to half
  %t.499 = zext i32 %t.476 to i64
  %t.500 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.499
  store half %t.498, ptr addrspace(1) %t.500, align 2
  %t.501 = fptrunc double %t.475 to float
  %t.502 = zext i32 %t.476 to i64
  %t.503 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.502
  store float %t.501, ptr addrspace(1) %t.503, align 4
  %t.504 = zext i32 %t.476 to i64
  %t.505 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.504
  store double %t.475, ptr addrspace(1) %t.505, align 8
  %t.506 = fcmp oge double %t.475, 1.0
  %t.507 = zext i32 %t.476 to i64
  %t.508 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.507
  %t.509 = zext i1 %t.506 to i8
  store i8 %t.509, ptr addrspace(1) %t.508, align 1
  %t.510 = zext i32 %t.8 to i64
  %t.511 = getelementptr inbounds bfloat, ptr addrspace(1) %in_bf16, i64 %t.510
  %t.512 = load bfloat, ptr addrspace(1) %t.511, align 2
  %t.513 = add i32 %t.10, 12
  %t.514 = zext i32 %t.513 to i64
  %t.515 = getelementptr inbounds bfloat, ptr addrspace(1) %out_bf16, i64 %t.514
  store bfloat %t.512, ptr addrspace(1) %t.515, align 2
  %t.516 = fpext bfloat %t.512 to float
  %t.517 = call i8 @llvm.fptosi.sat.i8.f32(float %t.516)
  %t.518 = zext i32 %t.513 to i64
  %t.519 = getelementptr inbounds i8, ptr addrspace(1) %out_i8, i64 %t.518
  store i8 %t.517, ptr addrspace(1) %t.519, align 1
  %t.520 = fpext bfloat %t.512 to float
  %t.521 = call i16 @llvm.fptoui.sat.i16.f32(float %t.520)
  %t.522 = zext i32 %t.513 to i64
  %t.523 = getelementptr inbounds i16, ptr addrspace(1) %out_u16, i64 %t.522
  store i16 %t.521, ptr addrspace(1) %t.523, align 2
  %t.524 = fpext bfloat %t.512 to float
  %t.525 = call i32 @llvm.fptosi.sat.i32.f32(float %t.524)
  %t.526 = zext i32 %t.513 to i64
  %t.527 = getelementptr inbounds i32, ptr addrspace(1) %out_i32, i64 %t.526
  store i32 %t.525, ptr addrspace(1) %t.527, align 4
  %t.528 = fpext bfloat %t.512 to float
  %t.529 = call i32 @llvm.fptoui.sat.i32.f32(float %t.528)
  %t.530 = zext i32 %t.513 to i64
  %t.531 = getelementptr inbounds i32, ptr addrspace(1) %out_u32, i64 %t.530
  store i32 %t.529, ptr addrspace(1) %t.531, align 4
  %t.532 = fpext bfloat %t.512 to float
  %t.533 = call i64 @llvm.fptosi.sat.i64.f32(float %t.532)
  %t.534 = zext i32 %t.513 to i64
  %t.535 = getelementptr inbounds i64, ptr addrspace(1) %out_i64, i64 %t.534
  store i64 %t.533, ptr addrspace(1) %t.535, align 8
  %t.536 = fpext bfloat %t.512 to float
  %t.537 = call i64 @llvm.fptoui.sat.i64.f32(float %t.536)
  %t.538 = zext i32 %t.513 to i64
  %t.539 = getelementptr inbounds i64, ptr addrspace(1) %out_u64, i64 %t.538
  store i64 %t.537, ptr addrspace(1) %t.539, align 8
  %t.540 = fpext bfloat %t.512 to float
  %t.541 = fptrunc float %t.540 to half
  %t.542 = zext i32 %t.513 to i64
  %t.543 = getelementptr inbounds half, ptr addrspace(1) %out_f16, i64 %t.542
  store half %t.541, ptr addrspace(1) %t.543, align 2
  %t.544 = fpext bfloat %t.512 to float
  %t.545 = zext i32 %t.513 to i64
  %t.546 = getelementptr inbounds float, ptr addrspace(1) %out_f32, i64 %t.545
  store float %t.544, ptr addrspace(1) %t.546, align 4
  %t.547 = fpext bfloat %t.512 to double
  %t.548 = zext i32 %t.513 to i64
  %t.549 = getelementptr inbounds double, ptr addrspace(1) %out_f64, i64 %t.548
  store double %t.547, ptr addrspace(1) %t.549, align 8
  %t.550 = fpext bfloat %t.512 to float
  %t.551 = fcmp oge float %t.550, 1.0
  %t.552 = zext i32 %t.513 to i64
  %t.553 = getelementptr inbounds i8, ptr addrspace(1) %out_bool, i64 %t.552
  %t.554 = zext i1 %t.551 to i8
  store i8 %t.554, ptr addrspace(1) %t.553, align 1
  br label %bb2

bb2:
  ret void
}

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
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
