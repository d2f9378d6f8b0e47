; magpie-gpu: kernel @folded_zero_sums for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @folded_zero_sums(ptr addrspace(1) %xs, ptr addrspace(1) %ps, ptr addrspace(1) %qs, ptr addrspace(1) %ba, ptr addrspace(1) %bb, ptr addrspace(1) %of, ptr addrspace(1) %od, ptr addrspace(1) %ob, i32 %n, i32 %xs.len, i32 %ps.len, i32 %qs.len, i32 %ba.len, i32 %bb.len, i32 %of.len, i32 %od.len, i32 %ob.len) #0 {
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
  %t.10 = zext i32 %t.8 to i64
  %t.11 = getelementptr inbounds float, ptr addrspace(1) %xs, i64 %t.10
  %t.12 = load float, ptr addrspace(1) %t.11, align 4
  %t.13 = mul i32 %t.8, 6
  %t.14 = add i32 %t.13, 1
  %t.15 = add i32 %t.13, 2
  %t.16 = add i32 %t.13, 3
  %t.17 = add i32 %t.13, 4
  %t.18 = call float @llvm.sqrt.f32(float %t.12)
  %t.19 = fcmp olt float %t.12, %t.12
  %t.20 = select i1 %t.19, float 0x3FF0000000000000, float 0x0000000000000000
  %t.21 = fadd float %t.18, %t.20
  %t.22 = zext i32 %t.13 to i64
  %t.23 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.22
  store float %t.21, ptr addrspace(1) %t.23, align 4
  %t.24 = fpext float 0xC7EFFFFFE0000000 to double
  %t.25 = fpext float 0x4020000000000000 to double
  br label %bb0.i1

bb0.i1:
  %t.26 = call double @llvm.fabs.f64(double %t.24)
  %t.27 = call double @llvm.fabs.f64(double %t.25)
  %t.28 = fcmp olt double %t.26, 0x7FF0000000000000
  %t.29 = fcmp ogt double %t.27, 0x0000000000000000
  %t.30 = and i1 %t.28, %t.29
  br i1 %t.30, label %bb1.i1, label %bb_nan.i1

bb_nan.i1:
  br label %ret.h1

bb1.i1:
  %t.31 = fcmp olt double %t.26, %t.27
  br i1 %t.31, label %bb_self.i1, label %bb_split.i1

bb_split.i1:
  %t.32 = bitcast double %t.26 to i64
  %t.33 = bitcast double %t.27 to i64
  %t.34 = lshr i64 %t.32, 52
  %t.35 = lshr i64 %t.33, 52
  %t.36 = and i64 %t.32, 4503599627370495
  %t.37 = and i64 %t.33, 4503599627370495
  %t.38 = icmp ne i64 %t.34, 0
  %t.39 = icmp ne i64 %t.35, 0
  %t.40 = zext i1 %t.38 to i64
  %t.41 = zext i1 %t.39 to i64
  %t.42 = shl i64 %t.40, 52
  %t.43 = shl i64 %t.41, 52
  %t.44 = or i64 %t.36, %t.42
  %t.45 = or i64 %t.37, %t.43
  %t.46 = sub i64 1, %t.40
  %t.47 = sub i64 1, %t.41
  %t.48 = add i64 %t.34, %t.46
  %t.49 = add i64 %t.35, %t.47
  %t.50 = sub i64 %t.48, %t.49
  %t.51 = trunc i64 %t.50 to i32
  %t.52 = add i32 %t.51, 53
  %t.53 = lshr i64 %t.44, 32
  %t.54 = lshr i64 %t.45, 32
  %t.55 = trunc i64 %t.53 to i32
  %t.56 = trunc i64 %t.44 to i32
  %t.57 = trunc i64 %t.54 to i32
  %t.58 = trunc i64 %t.45 to i32
  br label %bb_loop.i1

bb_loop.i1:
  %t.59 = phi i32 [ 0, %bb_split.i1 ], [ %t.109, %bb_next.i1 ]
  %t.60 = phi i32 [ 0, %bb_split.i1 ], [ %t.110, %bb_next.i1 ]
  %t.61 = phi i32 [ 0, %bb_split.i1 ], [ %t.111, %bb_next.i1 ]
  %t.62 = icmp ult i32 %t.61, %t.52
  br i1 %t.62, label %bb_step.i1, label %bb_done.i1

bb_done.i1:
  %t.63 = uitofp i32 %t.59 to double
  %t.64 = uitofp i32 %t.60 to double
  %t.65 = fmul double %t.63, 0x41F0000000000000
  %t.66 = fadd double %t.65, %t.64
  %t.67 = icmp uge i64 %t.49, 53
  br i1 %t.67, label %bb_normal_scale.i1, label %bb_subnormal_scale.i1

bb_subnormal_scale.i1:
  %t.68 = add i64 %t.49, 12
  %t.69 = shl i64 %t.68, 52
  %t.70 = bitcast i64 %t.69 to double
  %t.71 = fmul double %t.66, %t.70
  %t.72 = fmul double %t.71, 0x3BF0000000000000
  br label %bb_scale.i1

bb_normal_scale.i1:
  %t.73 = sub i64 %t.49, 52
  %t.74 = shl i64 %t.73, 52
  %t.75 = bitcast i64 %t.74 to double
  %t.76 = fmul double %t.66, %t.75
  br label %bb_scale.i1

bb_scale.i1:
  %t.77 = phi double [ %t.76, %bb_normal_scale.i1 ], [ %t.72, %bb_subnormal_scale.i1 ]
  %t.78 = bitcast double %t.24 to i64
  %t.79 = and i64 %t.78, -9223372036854775808
  %t.80 = bitcast double %t.77 to i64
  %t.81 = or i64 %t.80, %t.79
  %t.82 = bitcast i64 %t.81 to double
  br label %ret.h1

bb_step.i1:
  %t.83 = shl i32 %t.59, 1
  %t.84 = lshr i32 %t.60, 31
  %t.85 = or i32 %t.83, %t.84
  %t.86 = shl i32 %t.60, 1
  %t.87 = icmp ult i32 %t.61, 53
  br i1 %t.87, label %bb_bit.i1, label %bb_shifted.i1

bb_bit.i1:
  %t.88 = sub i32 52, %t.61
  %t.89 = icmp uge i32 %t.88, 32
  br i1 %t.89, label %bb_bit_hi.i1, label %bb_bit_lo.i1

bb_bit_lo.i1:
  %t.90 = and i32 %t.88, 31
  %t.91 = lshr i32 %t.56, %t.90
  br label %bb_bit_or.i1

bb_bit_hi.i1:
  %t.92 = sub i32 %t.88, 32
  %t.93 = and i32 %t.92, 31
  %t.94 = lshr i32 %t.55, %t.93
  br label %bb_bit_or.i1

bb_bit_or.i1:
  %t.95 = phi i32 [ %t.94, %bb_bit_hi.i1 ], [ %t.91, %bb_bit_lo.i1 ]
  %t.96 = and i32 %t.95, 1
  %t.97 = or i32 %t.86, %t.96
  br label %bb_shifted.i1

bb_shifted.i1:
  %t.98 = phi i32 [ %t.86, %bb_step.i1 ], [ %t.97, %bb_bit_or.i1 ]
  %t.99 = icmp ugt i32 %t.85, %t.57
  %t.100 = icmp eq i32 %t.85, %t.57
  %t.101 = icmp uge i32 %t.98, %t.58
  %t.102 = and i1 %t.100, %t.101
  %t.103 = or i1 %t.99, %t.102
  br i1 %t.103, label %bb_sub.i1, label %bb_next.i1

bb_sub.i1:
  %t.104 = sub i32 %t.98, %t.58
  %t.105 = icmp ult i32 %t.98, %t.58
  %t.106 = zext i1 %t.105 to i32
  %t.107 = sub i32 %t.85, %t.57
  %t.108 = sub i32 %t.107, %t.106
  br label %bb_next.i1

bb_next.i1:
  %t.109 = phi i32 [ %t.85, %bb_shifted.i1 ], [ %t.108, %bb_sub.i1 ]
  %t.110 = phi i32 [ %t.98, %bb_shifted.i1 ], [ %t.104, %bb_sub.i1 ]
  %t.111 = add i32 %t.61, 1
  br label %bb_loop.i1

bb_self.i1:
  br label %ret.h1

ret.h1:
  %t.112 = phi double [ 0x7FF8000000000000, %bb_nan.i1 ], [ %t.82, %bb_scale.i1 ], [ %t.24, %bb_self.i1 ]
  %t.113 = fptrunc double %t.112 to float
  %t.114 = fsub float %t.12, %t.113
  %t.115 = zext i32 %t.14 to i64
  %t.116 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.115
  store float %t.114, ptr addrspace(1) %t.116, align 4
  %t.117 = icmp ult i32 %n, 0
  %t.118 = select i1 %t.117, float 0x3FF0000000000000, float 0x0000000000000000
  %t.119 = fadd float %t.12, %t.118
  %t.120 = zext i32 %t.15 to i64
  %t.121 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.120
  store float %t.119, ptr addrspace(1) %t.121, align 4
  %t.122 = call i32 @llvm.fptosi.sat.i32.f32(float %t.12)
  %t.123 = icmp sgt i32 -2147483648, %t.122
  %t.124 = select i1 %t.123, float 0x3FF0000000000000, float 0x0000000000000000
  %t.125 = fadd float %t.12, %t.124
  %t.126 = zext i32 %t.16 to i64
  %t.127 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.126
  store float %t.125, ptr addrspace(1) %t.127, align 4
  %t.128 = fcmp one float %t.12, %t.12
  %t.129 = select i1 %t.128, float 0x3FF0000000000000, float 0x0000000000000000
  %t.130 = fadd float %t.12, %t.129
  %t.131 = zext i32 %t.17 to i64
  %t.132 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.131
  store float %t.130, ptr addrspace(1) %t.132, align 4
  %t.133 = add i32 %t.13, 5
  %t.134 = and i32 1, %t.122
  %t.135 = icmp ugt i32 %t.134, 1
  %t.136 = select i1 %t.135, float 0x3FF0000000000000, float 0x0000000000000000
  %t.137 = fsub float %t.136, %t.12
  %t.138 = zext i32 %t.133 to i64
  %t.139 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.138
  store float %t.137, ptr addrspace(1) %t.139, align 4
  %t.140 = zext i32 %t.8 to i64
  %t.141 = getelementptr inbounds double, ptr addrspace(1) %ps, i64 %t.140
  %t.142 = load double, ptr addrspace(1) %t.141, align 8
  %t.143 = zext i32 %t.8 to i64
  %t.144 = getelementptr inbounds double, ptr addrspace(1) %qs, i64 %t.143
  %t.145 = load double, ptr addrspace(1) %t.144, align 8
  %t.146 = mul i32 %t.8, 5
  %t.147 = add i32 %t.146, 1
  %t.148 = add i32 %t.146, 2
  %t.149 = fcmp olt double %t.142, %t.145
  %t.150 = xor i1 %t.149, %t.149
  %t.151 = select i1 %t.150, double 0x3FF0000000000000, double 0x0000000000000000
  %t.152 = fcmp olt double %t.142, %t.145
  %t.153 = select i1 %t.152, double %t.142, double %t.145
  %t.154 = fcmp uno double %t.145, %t.145
  %t.155 = select i1 %t.154, double %t.142, double %t.153
  %t.156 = fcmp uno double %t.142, %t.142
  %t.157 = select i1 %t.156, double %t.145, double %t.155
  %t.158 = fcmp oeq double %t.142, %t.145
  %t.159 = bitcast double %t.142 to i64
  %t.160 = bitcast double %t.145 to i64
  %t.161 = or i64 %t.159, %t.160
  %t.162 = bitcast i64 %t.161 to double
  %t.163 = select i1 %t.158, double %t.162, double %t.157
  %t.164 = fmul double %t.163, 0x4070000000000000
  %t.165 = fdiv double %t.151, %t.164
  %t.166 = zext i32 %t.146 to i64
  %t.167 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.166
  store double %t.165, ptr addrspace(1) %t.167, align 8
  br label %bb0.i2

bb0.i2:
  %t.168 = call double @llvm.fabs.f64(double 0xFFEFFFFFFFFFFFFF)
  %t.169 = call double @llvm.fabs.f64(double 0x4020000000000000)
  %t.170 = fcmp olt double %t.168, 0x7FF0000000000000
  %t.171 = fcmp ogt double %t.169, 0x0000000000000000
  %t.172 = and i1 %t.170, %t.171
  br i1 %t.172, label %bb1.i2, label %bb_nan.i2

bb_nan.i2:
  br label %ret.h2

bb1.i2:
  %t.173 = fcmp olt double %t.168, %t.169
  br i1 %t.173, label %bb_self.i2, label %bb_split.i2

bb_split.i2:
  %t.174 = bitcast double %t.168 to i64
  %t.175 = bitcast double %t.169 to i64
  %t.176 = lshr i64 %t.174, 52
  %t.177 = lshr i64 %t.175, 52
  %t.178 = and i64 %t.174, 4503599627370495
  %t.179 = and i64 %t.175, 4503599627370495
  %t.180 = icmp ne i64 %t.176, 0
  %t.181 = icmp ne i64 %t.177, 0
  %t.182 = zext i1 %t.180 to i64
  %t.183 = zext i1 %t.181 to i64
  %t.184 = shl i64 %t.182, 52
  %t.185 = shl i64 %t.183, 52
  %t.186 = or i64 %t.178, %t.184
  %t.187 = or i64 %t.179, %t.185
  %t.188 = sub i64 1, %t.182
  %t.189 = sub i64 1, %t.183
  %t.190 = add i64 %t.176, %t.188
  %t.191 = add i64 %t.177, %t.189
  %t.192 = sub i64 %t.190, %t.191
  %t.193 = trunc i64 %t.192 to i32
  %t.194 = add i32 %t.193, 53
  %t.195 = lshr i64 %t.186, 32
  %t.196 = lshr i64 %t.187, 32
  %t.197 = trunc i64 %t.195 to i32
  %t.198 = trunc i64 %t.186 to i32
  %t.199 = trunc i64 %t.196 to i32
  %t.200 = trunc i64 %t.187 to i32
  br label %bb_loop.i2

bb_loop.i2:
  %t.201 = phi i32 [ 0, %bb_split.i2 ], [ %t.251, %bb_next.i2 ]
  %t.202 = phi i32 [ 0, %bb_split.i2 ], [ %t.252, %bb_next.i2 ]
  %t.203 = phi i32 [ 0, %bb_split.i2 ], [ %t.253, %bb_next.i2 ]
  %t.204 = icmp ult i32 %t.203, %t.194
  br i1 %t.204, label %bb_step.i2, label %bb_done.i2

bb_done.i2:
  %t.205 = uitofp i32 %t.201 to double
  %t.206 = uitofp i32 %t.202 to double
  %t.207 = fmul double %t.205, 0x41F0000000000000
  %t.208 = fadd double %t.207, %t.206
  %t.209 = icmp uge i64 %t.191, 53
  br i1 %t.209, label %bb_normal_scale.i2, label %bb_subnormal_scale.i2

bb_subnormal_scale.i2:
  %t.210 = add i64 %t.191, 12
  %t.211 = shl i64 %t.210, 52
  %t.212 = bitcast i64 %t.211 to double
  %t.213 = fmul double %t.208, %t.212
  %t.214 = fmul double %t.213, 0x3BF0000000000000
  br label %bb_scale.i2

bb_normal_scale.i2:
  %t.215 = sub i64 %t.191, 52
  %t.216 = shl i64 %t.215, 52
  %t.217 = bitcast i64 %t.216 to double
  %t.218 = fmul double %t.208, %t.217
  br label %bb_scale.i2

bb_scale.i2:
  %t.219 = phi double [ %t.218, %bb_normal_scale.i2 ], [ %t.214, %bb_subnormal_scale.i2 ]
  %t.220 = bitcast double 0xFFEFFFFFFFFFFFFF to i64
  %t.221 = and i64 %t.220, -9223372036854775808
  %t.222 = bitcast double %t.219 to i64
  %t.223 = or i64 %t.222, %t.221
  %t.224 = bitcast i64 %t.223 to double
  br label %ret.h2

bb_step.i2:
  %t.225 = shl i32 %t.201, 1
  %t.226 = lshr i32 %t.202, 31
  %t.227 = or i32 %t.225, %t.226
  %t.228 = shl i32 %t.202, 1
  %t.229 = icmp ult i32 %t.203, 53
  br i1 %t.229, label %bb_bit.i2, label %bb_shifted.i2

bb_bit.i2:
  %t.230 = sub i32 52, %t.203
  %t.231 = icmp uge i32 %t.230, 32
  br i1 %t.231, label %bb_bit_hi.i2, label %bb_bit_lo.i2

bb_bit_lo.i2:
  %t.232 = and i32 %t.230, 31
  %t.233 = lshr i32 %t.198, %t.232
  br label %bb_bit_or.i2

bb_bit_hi.i2:
  %t.234 = sub i32 %t.230, 32
  %t.235 = and i32 %t.234, 31
  %t.236 = lshr i32 %t.197, %t.235
  br label %bb_bit_or.i2

bb_bit_or.i2:
  %t.237 = phi i32 [ %t.236, %bb_bit_hi.i2 ], [ %t.233, %bb_bit_lo.i2 ]
  %t.238 = and i32 %t.237, 1
  %t.239 = or i32 %t.228, %t.238
  br label %bb_shifted.i2

bb_shifted.i2:
  %t.240 = phi i32 [ %t.228, %bb_step.i2 ], [ %t.239, %bb_bit_or.i2 ]
  %t.241 = icmp ugt i32 %t.227, %t.199
  %t.242 = icmp eq i32 %t.227, %t.199
  %t.243 = icmp uge i32 %t.240, %t.200
  %t.244 = and i1 %t.242, %t.243
  %t.245 = or i1 %t.241, %t.244
  br i1 %t.245, label %bb_sub.i2, label %bb_next.i2

bb_sub.i2:
  %t.246 = sub i32 %t.240, %t.200
  %t.247 = icmp ult i32 %t.240, %t.200
  %t.248 = zext i1 %t.247 to i32
  %t.249 = sub i32 %t.227, %t.199
  %t.250 = sub i32 %t.249, %t.248
  br label %bb_next.i2

bb_next.i2:
  %t.251 = phi i32 [ %t.227, %bb_shifted.i2 ], [ %t.250, %bb_sub.i2 ]
  %t.252 = phi i32 [ %t.240, %bb_shifted.i2 ], [ %t.246, %bb_sub.i2 ]
  %t.253 = add i32 %t.203, 1
  br label %bb_loop.i2

bb_self.i2:
  br label %ret.h2

ret.h2:
  %t.254 = phi double [ 0x7FF8000000000000, %bb_nan.i2 ], [ %t.224, %bb_scale.i2 ], [ 0xFFEFFFFFFFFFFFFF, %bb_self.i2 ]
  %t.255 = fsub double %t.142, %t.254
  %t.256 = zext i32 %t.147 to i64
  %t.257 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.256
  store double %t.255, ptr addrspace(1) %t.257, align 8
  %t.258 = fdiv double %t.151, %t.142
  %t.259 = zext i32 %t.148 to i64
  %t.260 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.259
  store double %t.258, ptr addrspace(1) %t.260, align 8
  %t.261 = add i32 %t.146, 3
  %t.262 = fcmp ogt float bitcast (i32 -4194304 to float), %t.12
  %t.263 = select i1 %t.262, double 0x3FF0000000000000, double 0x0000000000000000
  %t.264 = fadd double %t.263, %t.142
  %t.265 = zext i32 %t.261 to i64
  %t.266 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.265
  store double %t.264, ptr addrspace(1) %t.266, align 8
  %t.267 = add i32 %t.146, 4
  %t.268 = call double @llvm.round.f64(double 0x81A56E1FC2F8F359)
  %t.269 = call double @llvm.fma.f64(double %t.268, double %t.268, double %t.268)
  %t.270 = fadd double %t.142, %t.269
  %t.271 = zext i32 %t.267 to i64
  %t.272 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.271
  store double %t.270, ptr addrspace(1) %t.272, align 8
  %t.273 = zext i32 %t.8 to i64
  %t.274 = getelementptr inbounds float, ptr addrspace(1) %ba, i64 %t.273
  %t.275 = load float, ptr addrspace(1) %t.274, align 4
  %t.276 = zext i32 %t.8 to i64
  %t.277 = getelementptr inbounds float, ptr addrspace(1) %bb, i64 %t.276
  %t.278 = load float, ptr addrspace(1) %t.277, align 4
  %t.279 = fptrunc float %t.275 to bfloat
  %t.280 = fptrunc float %t.278 to bfloat
  %t.281 = mul i32 %t.8, 2
  %t.282 = add i32 %t.281, 1
  %t.283 = fpext bfloat 0xR3DCD to double
  %t.284 = fpext bfloat 0xR3DCD to double
  br label %bb0.i3

bb0.i3:
  %t.285 = call double @llvm.fabs.f64(double %t.283)
  %t.286 = call double @llvm.fabs.f64(double %t.284)
  %t.287 = fcmp olt double %t.285, 0x7FF0000000000000
  %t.288 = fcmp ogt double %t.286, 0x0000000000000000
  %t.289 = and i1 %t.287, %t.288
  br i1 %t.289, label %bb1.i3, label %bb_nan.i3

bb_nan.i3:
  br label %ret.h3

bb1.i3:
  %t.290 = fcmp olt double %t.285, %t.286
  br i1 %t.290, label %bb_self.i3, label %bb_split.i3

bb_split.i3:
  %t.291 = bitcast double %t.285 to i64
  %t.292 = bitcast double %t.286 to i64
  %t.293 = lshr i64 %t.291, 52
  %t.294 = lshr i64 %t.292, 52
  %t.295 = and i64 %t.291, 4503599627370495
  %t.296 = and i64 %t.292, 4503599627370495
  %t.297 = icmp ne i64 %t.293, 0
  %t.298 = icmp ne i64 %t.294, 0
  %t.299 = zext i1 %t.297 to i64
  %t.300 = zext i1 %t.298 to i64
  %t.301 = shl i64 %t.299, 52
  %t.302 = shl i64 %t.300, 52
  %t.303 = or i64 %t.295, %t.301
  %t.304 = or i64 %t.296, %t.302
  %t.305 = sub i64 1, %t.299
  %t.306 = sub i64 1, %t.300
  %t.307 = add i64 %t.293, %t.305
  %t.308 = add i64 %t.294, %t.306
  %t.309 = sub i64 %t.307, %t.308
  %t.310 = trunc i64 %t.309 to i32
  %t.311 = add i32 %t.310, 53
  %t.312 = lshr i64 %t.303, 32
  %t.313 = lshr i64 %t.304, 32
  %t.314 = trunc i64 %t.312 to i32
  %t.315 = trunc i64 %t.303 to i32
  %t.316 = trunc i64 %t.313 to i32
  %t.317 = trunc i64 %t.304 to i32
  br label %bb_loop.i3

bb_loop.i3:
  %t.318 = phi i32 [ 0, %bb_split.i3 ], [ %t.368, %bb_next.i3 ]
  %t.319 = phi i32 [ 0, %bb_split.i3 ], [ %t.369, %bb_next.i3 ]
  %t.320 = phi i32 [ 0, %bb_split.i3 ], [ %t.370, %bb_next.i3 ]
  %t.321 = icmp ult i32 %t.320, %t.311
  br i1 %t.321, label %bb_step.i3, label %bb_done.i3

bb_done.i3:
  %t.322 = uitofp i32 %t.318 to double
  %t.323 = uitofp i32 %t.319 to double
  %t.324 = fmul double %t.322, 0x41F0000000000000
  %t.325 = fadd double %t.324, %t.323
  %t.326 = icmp uge i64 %t.308, 53
  br i1 %t.326, label %bb_normal_scale.i3, label %bb_subnormal_scale.i3

bb_subnormal_scale.i3:
  %t.327 = add i64 %t.308, 12
  %t.328 = shl i64 %t.327, 52
  %t.329 = bitcast i64 %t.328 to double
  %t.330 = fmul double %t.325, %t.329
  %t.331 = fmul double %t.330, 0x3BF0000000000000
  br label %bb_scale.i3

bb_normal_scale.i3:
  %t.332 = sub i64 %t.308, 52
  %t.333 = shl i64 %t.332, 52
  %t.334 = bitcast i64 %t.333 to double
  %t.335 = fmul double %t.325, %t.334
  br label %bb_scale.i3

bb_scale.i3:
  %t.336 = phi double [ %t.335, %bb_normal_scale.i3 ], [ %t.331, %bb_subnormal_scale.i3 ]
  %t.337 = bitcast double %t.283 to i64
  %t.338 = and i64 %t.337, -9223372036854775808
  %t.339 = bitcast double %t.336 to i64
  %t.340 = or i64 %t.339, %t.338
  %t.341 = bitcast i64 %t.340 to double
  br label %ret.h3

bb_step.i3:
  %t.342 = shl i32 %t.318, 1
  %t.343 = lshr i32 %t.319, 31
  %t.344 = or i32 %t.342, %t.343
  %t.345 = shl i32 %t.319, 1
  %t.346 = icmp ult i32 %t.320, 53
  br i1 %t.346, label %bb_bit.i3, label %bb_shifted.i3

bb_bit.i3:
  %t.347 = sub i32 52, %t.320
  %t.348 = icmp uge i32 %t.347, 32
  br i1 %t.348, label %bb_bit_hi.i3, label %bb_bit_lo.i3

bb_bit_lo.i3:
  %t.349 = and i32 %t.347, 31
  %t.350 = lshr i32 %t.315, %t.349
  br label %bb_bit_or.i3

bb_bit_hi.i3:
  %t.351 = sub i32 %t.347, 32
  %t.352 = and i32 %t.351, 31
  %t.353 = lshr i32 %t.314, %t.352
  br label %bb_bit_or.i3

bb_bit_or.i3:
  %t.354 = phi i32 [ %t.353, %bb_bit_hi.i3 ], [ %t.350, %bb_bit_lo.i3 ]
  %t.355 = and i32 %t.354, 1
  %t.356 = or i32 %t.345, %t.355
  br label %bb_shifted.i3

bb_shifted.i3:
  %t.357 = phi i32 [ %t.345, %bb_step.i3 ], [ %t.356, %bb_bit_or.i3 ]
  %t.358 = icmp ugt i32 %t.344, %t.316
  %t.359 = icmp eq i32 %t.344, %t.316
  %t.360 = icmp uge i32 %t.357, %t.317
  %t.361 = and i1 %t.359, %t.360
  %t.362 = or i1 %t.358, %t.361
  br i1 %t.362, label %bb_sub.i3, label %bb_next.i3

bb_sub.i3:
  %t.363 = sub i32 %t.357, %t.317
  %t.364 = icmp ult i32 %t.357, %t.317
  %t.365 = zext i1 %t.364 to i32
  %t.366 = sub i32 %t.344, %t.316
  %t.367 = sub i32 %t.366, %t.365
  br label %bb_next.i3

bb_next.i3:
  %t.368 = phi i32 [ %t.344, %bb_shifted.i3 ], [ %t.367, %bb_sub.i3 ]
  %t.369 = phi i32 [ %t.357, %bb_shifted.i3 ], [ %t.363, %bb_sub.i3 ]
  %t.370 = add i32 %t.320, 1
  br label %bb_loop.i3

bb_self.i3:
  br label %ret.h3

ret.h3:
  %t.371 = phi double [ 0x7FF8000000000000, %bb_nan.i3 ], [ %t.341, %bb_scale.i3 ], [ %t.283, %bb_self.i3 ]
  %t.372 = fptrunc double %t.371 to bfloat
  %t.373 = fpext bfloat %t.279 to double
  %t.374 = fpext bfloat %t.372 to double
  %t.375 = fpext bfloat %t.372 to double
  %t.376 = fmul double %t.373, %t.374
  %t.377 = fadd double %t.376, %t.375
  %t.378 = fsub double %t.377, %t.376
  %t.379 = fsub double %t.377, %t.378
  %t.380 = fsub double %t.376, %t.379
  %t.381 = fsub double %t.375, %t.378
  %t.382 = fadd double %t.380, %t.381
  %t.383 = fcmp one double %t.382, 0.0
  %t.384 = bitcast double %t.377 to i64
  %t.385 = icmp slt i64 %t.384, 0
  %t.386 = fcmp olt double %t.382, 0.0
  %t.387 = xor i1 %t.385, %t.386
  %t.388 = sub i64 %t.384, 1
  %t.389 = select i1 %t.387, i64 %t.388, i64 %t.384
  %t.390 = or i64 %t.389, 1
  %t.391 = select i1 %t.383, i64 %t.390, i64 %t.384
  %t.392 = bitcast i64 %t.391 to double
  %t.393 = fptrunc double %t.392 to bfloat
  %t.394 = fpext bfloat %t.393 to float
  %t.395 = zext i32 %t.281 to i64
  %t.396 = getelementptr inbounds float, ptr addrspace(1) %ob, i64 %t.395
  store float %t.394, ptr addrspace(1) %t.396, align 4
  %t.397 = fpext bfloat %t.279 to double
  %t.398 = fpext bfloat %t.280 to double
  %t.399 = fpext bfloat %t.372 to double
  %t.400 = fmul double %t.397, %t.398
  %t.401 = fadd double %t.400, %t.399
  %t.402 = fsub double %t.401, %t.400
  %t.403 = fsub double %t.401, %t.402
  %t.404 = fsub double %t.400, %t.403
  %t.405 = fsub double %t.399, %t.402
  %t.406 = fadd double %t.404, %t.405
  %t.407 = fcmp one double %t.406, 0.0
  %t.408 = bitcast double %t.401 to i64
  %t.409 = icmp slt i64 %t.408, 0
  %t.410 = fcmp olt double %t.406, 0.0
  %t.411 = xor i1 %t.409, %t.410
  %t.412 = sub i64 %t.408, 1
  %t.413 = select i1 %t.411, i64 %t.412, i64 %t.408
  %t.414 = or i64 %t.413, 1
  %t.415 = select i1 %t.407, i64 %t.414, i64 %t.408
  %t.416 = bitcast i64 %t.415 to double
  %t.417 = fptrunc double %t.416 to bfloat
  %t.418 = fpext bfloat %t.417 to float
  %t.419 = zext i32 %t.282 to i64
  %t.420 = getelementptr inbounds float, ptr addrspace(1) %ob, i64 %t.419
  store float %t.418, ptr addrspace(1) %t.420, align 4
  br label %bb2

bb2:
  ret void
}

declare double @llvm.fabs.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.round.f64(double)
declare float @llvm.sqrt.f32(float)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
