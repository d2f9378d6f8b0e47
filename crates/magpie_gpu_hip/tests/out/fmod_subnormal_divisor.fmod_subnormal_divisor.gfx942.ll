; magpie-gpu: kernel @fmod_subnormal_divisor for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fmod_subnormal_divisor(ptr addrspace(1) %xs, ptr addrspace(1) %ds, ptr addrspace(1) %ks, ptr addrspace(1) %od, ptr addrspace(1) %oi, i32 %n, i32 %xs.len, i32 %ds.len, i32 %ks.len, i32 %od.len, i32 %oi.len) #0 {
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
  %t.10 = mul i32 %t.8, 5
  %t.11 = add i32 %t.10, 1
  %t.12 = add i32 %t.10, 2
  %t.13 = add i32 %t.10, 3
  %t.14 = add i32 %t.10, 4
  %t.15 = mul i32 %t.8, 2
  %t.16 = add i32 %t.15, 1
  %t.17 = zext i32 %t.8 to i64
  %t.18 = getelementptr inbounds i64, ptr addrspace(1) %ks, i64 %t.17
  %t.19 = load i64, ptr addrspace(1) %t.18, align 8
  %t.20 = zext i32 %t.8 to i64
  %t.21 = getelementptr inbounds double, ptr addrspace(1) %xs, i64 %t.20
  %t.22 = load double, ptr addrspace(1) %t.21, align 8
  %t.23 = zext i32 %t.8 to i64
  %t.24 = getelementptr inbounds double, ptr addrspace(1) %ds, i64 %t.23
  %t.25 = load double, ptr addrspace(1) %t.24, align 8
  br label %bb0.i1

bb0.i1:
  %t.26 = call double @llvm.fabs.f64(double %t.22)
  %t.27 = call double @llvm.fabs.f64(double 0x0000000000000001)
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
  %t.78 = bitcast double %t.22 to i64
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
  %t.112 = phi double [ 0x7FF8000000000000, %bb_nan.i1 ], [ %t.82, %bb_scale.i1 ], [ %t.22, %bb_self.i1 ]
  %t.113 = zext i32 %t.10 to i64
  %t.114 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.113
  store double %t.112, ptr addrspace(1) %t.114, align 8
  %t.115 = sub i64 %t.19, -84
  %t.116 = zext i32 %t.15 to i64
  %t.117 = getelementptr inbounds i64, ptr addrspace(1) %oi, i64 %t.116
  store i64 %t.115, ptr addrspace(1) %t.117, align 8
  %t.118 = icmp eq i64 %t.19, 0
  %t.119 = icmp eq i64 34, -9223372036854775808
  %t.120 = icmp eq i64 %t.19, -1
  %t.121 = and i1 %t.119, %t.120
  %t.122 = or i1 %t.118, %t.121
  %t.123 = select i1 %t.122, i64 1, i64 %t.19
  %t.124 = sdiv i64 34, %t.123
  %t.125 = zext i32 %t.16 to i64
  %t.126 = getelementptr inbounds i64, ptr addrspace(1) %oi, i64 %t.125
  store i64 %t.124, ptr addrspace(1) %t.126, align 8
  br label %bb0.i2

bb0.i2:
  %t.127 = call double @llvm.fabs.f64(double %t.22)
  %t.128 = call double @llvm.fabs.f64(double 0x000FFFFFFFFFFFFF)
  %t.129 = fcmp olt double %t.127, 0x7FF0000000000000
  %t.130 = fcmp ogt double %t.128, 0x0000000000000000
  %t.131 = and i1 %t.129, %t.130
  br i1 %t.131, label %bb1.i2, label %bb_nan.i2

bb_nan.i2:
  br label %ret.h2

bb1.i2:
  %t.132 = fcmp olt double %t.127, %t.128
  br i1 %t.132, label %bb_self.i2, label %bb_split.i2

bb_split.i2:
  %t.133 = bitcast double %t.127 to i64
  %t.134 = bitcast double %t.128 to i64
  %t.135 = lshr i64 %t.133, 52
  %t.136 = lshr i64 %t.134, 52
  %t.137 = and i64 %t.133, 4503599627370495
  %t.138 = and i64 %t.134, 4503599627370495
  %t.139 = icmp ne i64 %t.135, 0
  %t.140 = icmp ne i64 %t.136, 0
  %t.141 = zext i1 %t.139 to i64
  %t.142 = zext i1 %t.140 to i64
  %t.143 = shl i64 %t.141, 52
  %t.144 = shl i64 %t.142, 52
  %t.145 = or i64 %t.137, %t.143
  %t.146 = or i64 %t.138, %t.144
  %t.147 = sub i64 1, %t.141
  %t.148 = sub i64 1, %t.142
  %t.149 = add i64 %t.135, %t.147
  %t.150 = add i64 %t.136, %t.148
  %t.151 = sub i64 %t.149, %t.150
  %t.152 = trunc i64 %t.151 to i32
  %t.153 = add i32 %t.152, 53
  %t.154 = lshr i64 %t.145, 32
  %t.155 = lshr i64 %t.146, 32
  %t.156 = trunc i64 %t.154 to i32
  %t.157 = trunc i64 %t.145 to i32
  %t.158 = trunc i64 %t.155 to i32
  %t.159 = trunc i64 %t.146 to i32
  br label %bb_loop.i2

bb_loop.i2:
  %t.160 = phi i32 [ 0, %bb_split.i2 ], [ %t.210, %bb_next.i2 ]
  %t.161 = phi i32 [ 0, %bb_split.i2 ], [ %t.211, %bb_next.i2 ]
  %t.162 = phi i32 [ 0, %bb_split.i2 ], [ %t.212, %bb_next.i2 ]
  %t.163 = icmp ult i32 %t.162, %t.153
  br i1 %t.163, label %bb_step.i2, label %bb_done.i2

bb_done.i2:
  %t.164 = uitofp i32 %t.160 to double
  %t.165 = uitofp i32 %t.161 to double
  %t.166 = fmul double %t.164, 0x41F0000000000000
  %t.167 = fadd double %t.166, %t.165
  %t.168 = icmp uge i64 %t.150, 53
  br i1 %t.168, label %bb_normal_scale.i2, label %bb_subnormal_scale.i2

bb_subnormal_scale.i2:
  %t.169 = add i64 %t.150, 12
  %t.170 = shl i64 %t.169, 52
  %t.171 = bitcast i64 %t.170 to double
  %t.172 = fmul double %t.167, %t.171
  %t.173 = fmul double %t.172, 0x3BF0000000000000
  br label %bb_scale.i2

bb_normal_scale.i2:
  %t.174 = sub i64 %t.150, 52
  %t.175 = shl i64 %t.174, 52
  %t.176 = bitcast i64 %t.175 to double
  %t.177 = fmul double %t.167, %t.176
  br label %bb_scale.i2

bb_scale.i2:
  %t.178 = phi double [ %t.177, %bb_normal_scale.i2 ], [ %t.173, %bb_subnormal_scale.i2 ]
  %t.179 = bitcast double %t.22 to i64
  %t.180 = and i64 %t.179, -9223372036854775808
  %t.181 = bitcast double %t.178 to i64
  %t.182 = or i64 %t.181, %t.180
  %t.183 = bitcast i64 %t.182 to double
  br label %ret.h2

bb_step.i2:
  %t.184 = shl i32 %t.160, 1
  %t.185 = lshr i32 %t.161, 31
  %t.186 = or i32 %t.184, %t.185
  %t.187 = shl i32 %t.161, 1
  %t.188 = icmp ult i32 %t.162, 53
  br i1 %t.188, label %bb_bit.i2, label %bb_shifted.i2

bb_bit.i2:
  %t.189 = sub i32 52, %t.162
  %t.190 = icmp uge i32 %t.189, 32
  br i1 %t.190, label %bb_bit_hi.i2, label %bb_bit_lo.i2

bb_bit_lo.i2:
  %t.191 = and i32 %t.189, 31
  %t.192 = lshr i32 %t.157, %t.191
  br label %bb_bit_or.i2

bb_bit_hi.i2:
  %t.193 = sub i32 %t.189, 32
  %t.194 = and i32 %t.193, 31
  %t.195 = lshr i32 %t.156, %t.194
  br label %bb_bit_or.i2

bb_bit_or.i2:
  %t.196 = phi i32 [ %t.195, %bb_bit_hi.i2 ], [ %t.192, %bb_bit_lo.i2 ]
  %t.197 = and i32 %t.196, 1
  %t.198 = or i32 %t.187, %t.197
  br label %bb_shifted.i2

bb_shifted.i2:
  %t.199 = phi i32 [ %t.187, %bb_step.i2 ], [ %t.198, %bb_bit_or.i2 ]
  %t.200 = icmp ugt i32 %t.186, %t.158
  %t.201 = icmp eq i32 %t.186, %t.158
  %t.202 = icmp uge i32 %t.199, %t.159
  %t.203 = and i1 %t.201, %t.202
  %t.204 = or i1 %t.200, %t.203
  br i1 %t.204, label %bb_sub.i2, label %bb_next.i2

bb_sub.i2:
  %t.205 = sub i32 %t.199, %t.159
  %t.206 = icmp ult i32 %t.199, %t.159
  %t.207 = zext i1 %t.206 to i32
  %t.208 = sub i32 %t.186, %t.158
  %t.209 = sub i32 %t.208, %t.207
  br label %bb_next.i2

bb_next.i2:
  %t.210 = phi i32 [ %t.186, %bb_shifted.i2 ], [ %t.209, %bb_sub.i2 ]
  %t.211 = phi i32 [ %t.199, %bb_shifted.i2 ], [ %t.205, %bb_sub.i2 ]
  %t.212 = add i32 %t.162, 1
  br label %bb_loop.i2

bb_self.i2:
  br label %ret.h2

ret.h2:
  %t.213 = phi double [ 0x7FF8000000000000, %bb_nan.i2 ], [ %t.183, %bb_scale.i2 ], [ %t.22, %bb_self.i2 ]
  %t.214 = zext i32 %t.11 to i64
  %t.215 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.214
  store double %t.213, ptr addrspace(1) %t.215, align 8
  br label %bb0.i3

bb0.i3:
  %t.216 = call double @llvm.fabs.f64(double %t.22)
  %t.217 = call double @llvm.fabs.f64(double %t.25)
  %t.218 = fcmp olt double %t.216, 0x7FF0000000000000
  %t.219 = fcmp ogt double %t.217, 0x0000000000000000
  %t.220 = and i1 %t.218, %t.219
  br i1 %t.220, label %bb1.i3, label %bb_nan.i3

bb_nan.i3:
  br label %ret.h3

bb1.i3:
  %t.221 = fcmp olt double %t.216, %t.217
  br i1 %t.221, label %bb_self.i3, label %bb_split.i3

bb_split.i3:
  %t.222 = bitcast double %t.216 to i64
  %t.223 = bitcast double %t.217 to i64
  %t.224 = lshr i64 %t.222, 52
  %t.225 = lshr i64 %t.223, 52
  %t.226 = and i64 %t.222, 4503599627370495
  %t.227 = and i64 %t.223, 4503599627370495
  %t.228 = icmp ne i64 %t.224, 0
  %t.229 = icmp ne i64 %t.225, 0
  %t.230 = zext i1 %t.228 to i64
  %t.231 = zext i1 %t.229 to i64
  %t.232 = shl i64 %t.230, 52
  %t.233 = shl i64 %t.231, 52
  %t.234 = or i64 %t.226, %t.232
  %t.235 = or i64 %t.227, %t.233
  %t.236 = sub i64 1, %t.230
  %t.237 = sub i64 1, %t.231
  %t.238 = add i64 %t.224, %t.236
  %t.239 = add i64 %t.225, %t.237
  %t.240 = sub i64 %t.238, %t.239
  %t.241 = trunc i64 %t.240 to i32
  %t.242 = add i32 %t.241, 53
  %t.243 = lshr i64 %t.234, 32
  %t.244 = lshr i64 %t.235, 32
  %t.245 = trunc i64 %t.243 to i32
  %t.246 = trunc i64 %t.234 to i32
  %t.247 = trunc i64 %t.244 to i32
  %t.248 = trunc i64 %t.235 to i32
  br label %bb_loop.i3

bb_loop.i3:
  %t.249 = phi i32 [ 0, %bb_split.i3 ], [ %t.299, %bb_next.i3 ]
  %t.250 = phi i32 [ 0, %bb_split.i3 ], [ %t.300, %bb_next.i3 ]
  %t.251 = phi i32 [ 0, %bb_split.i3 ], [ %t.301, %bb_next.i3 ]
  %t.252 = icmp ult i32 %t.251, %t.242
  br i1 %t.252, label %bb_step.i3, label %bb_done.i3

bb_done.i3:
  %t.253 = uitofp i32 %t.249 to double
  %t.254 = uitofp i32 %t.250 to double
  %t.255 = fmul double %t.253, 0x41F0000000000000
  %t.256 = fadd double %t.255, %t.254
  %t.257 = icmp uge i64 %t.239, 53
  br i1 %t.257, label %bb_normal_scale.i3, label %bb_subnormal_scale.i3

bb_subnormal_scale.i3:
  %t.258 = add i64 %t.239, 12
  %t.259 = shl i64 %t.258, 52
  %t.260 = bitcast i64 %t.259 to double
  %t.261 = fmul double %t.256, %t.260
  %t.262 = fmul double %t.261, 0x3BF0000000000000
  br label %bb_scale.i3

bb_normal_scale.i3:
  %t.263 = sub i64 %t.239, 52
  %t.264 = shl i64 %t.263, 52
  %t.265 = bitcast i64 %t.264 to double
  %t.266 = fmul double %t.256, %t.265
  br label %bb_scale.i3

bb_scale.i3:
  %t.267 = phi double [ %t.266, %bb_normal_scale.i3 ], [ %t.262, %bb_subnormal_scale.i3 ]
  %t.268 = bitcast double %t.22 to i64
  %t.269 = and i64 %t.268, -9223372036854775808
  %t.270 = bitcast double %t.267 to i64
  %t.271 = or i64 %t.270, %t.269
  %t.272 = bitcast i64 %t.271 to double
  br label %ret.h3

bb_step.i3:
  %t.273 = shl i32 %t.249, 1
  %t.274 = lshr i32 %t.250, 31
  %t.275 = or i32 %t.273, %t.274
  %t.276 = shl i32 %t.250, 1
  %t.277 = icmp ult i32 %t.251, 53
  br i1 %t.277, label %bb_bit.i3, label %bb_shifted.i3

bb_bit.i3:
  %t.278 = sub i32 52, %t.251
  %t.279 = icmp uge i32 %t.278, 32
  br i1 %t.279, label %bb_bit_hi.i3, label %bb_bit_lo.i3

bb_bit_lo.i3:
  %t.280 = and i32 %t.278, 31
  %t.281 = lshr i32 %t.246, %t.280
  br label %bb_bit_or.i3

bb_bit_hi.i3:
  %t.282 = sub i32 %t.278, 32
  %t.283 = and i32 %t.282, 31
  %t.284 = lshr i32 %t.245, %t.283
  br label %bb_bit_or.i3

bb_bit_or.i3:
  %t.285 = phi i32 [ %t.284, %bb_bit_hi.i3 ], [ %t.281, %bb_bit_lo.i3 ]
  %t.286 = and i32 %t.285, 1
  %t.287 = or i32 %t.276, %t.286
  br label %bb_shifted.i3

bb_shifted.i3:
  %t.288 = phi i32 [ %t.276, %bb_step.i3 ], [ %t.287, %bb_bit_or.i3 ]
  %t.289 = icmp ugt i32 %t.275, %t.247
  %t.290 = icmp eq i32 %t.275, %t.247
  %t.291 = icmp uge i32 %t.288, %t.248
  %t.292 = and i1 %t.290, %t.291
  %t.293 = or i1 %t.289, %t.292
  br i1 %t.293, label %bb_sub.i3, label %bb_next.i3

bb_sub.i3:
  %t.294 = sub i32 %t.288, %t.248
  %t.295 = icmp ult i32 %t.288, %t.248
  %t.296 = zext i1 %t.295 to i32
  %t.297 = sub i32 %t.275, %t.247
  %t.298 = sub i32 %t.297, %t.296
  br label %bb_next.i3

bb_next.i3:
  %t.299 = phi i32 [ %t.275, %bb_shifted.i3 ], [ %t.298, %bb_sub.i3 ]
  %t.300 = phi i32 [ %t.288, %bb_shifted.i3 ], [ %t.294, %bb_sub.i3 ]
  %t.301 = add i32 %t.251, 1
  br label %bb_loop.i3

bb_self.i3:
  br label %ret.h3

ret.h3:
  %t.302 = phi double [ 0x7FF8000000000000, %bb_nan.i3 ], [ %t.272, %bb_scale.i3 ], [ %t.22, %bb_self.i3 ]
  %t.303 = zext i32 %t.12 to i64
  %t.304 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.303
  store double %t.302, ptr addrspace(1) %t.304, align 8
  br label %bb0.i4

bb0.i4:
  %t.305 = call double @llvm.fabs.f64(double 0x378DFA75B9EBBF46)
  %t.306 = call double @llvm.fabs.f64(double 0x0000000000000001)
  %t.307 = fcmp olt double %t.305, 0x7FF0000000000000
  %t.308 = fcmp ogt double %t.306, 0x0000000000000000
  %t.309 = and i1 %t.307, %t.308
  br i1 %t.309, label %bb1.i4, label %bb_nan.i4

bb_nan.i4:
  br label %ret.h4

bb1.i4:
  %t.310 = fcmp olt double %t.305, %t.306
  br i1 %t.310, label %bb_self.i4, label %bb_split.i4

bb_split.i4:
  %t.311 = bitcast double %t.305 to i64
  %t.312 = bitcast double %t.306 to i64
  %t.313 = lshr i64 %t.311, 52
  %t.314 = lshr i64 %t.312, 52
  %t.315 = and i64 %t.311, 4503599627370495
  %t.316 = and i64 %t.312, 4503599627370495
  %t.317 = icmp ne i64 %t.313, 0
  %t.318 = icmp ne i64 %t.314, 0
  %t.319 = zext i1 %t.317 to i64
  %t.320 = zext i1 %t.318 to i64
  %t.321 = shl i64 %t.319, 52
  %t.322 = shl i64 %t.320, 52
  %t.323 = or i64 %t.315, %t.321
  %t.324 = or i64 %t.316, %t.322
  %t.325 = sub i64 1, %t.319
  %t.326 = sub i64 1, %t.320
  %t.327 = add i64 %t.313, %t.325
  %t.328 = add i64 %t.314, %t.326
  %t.329 = sub i64 %t.327, %t.328
  %t.330 = trunc i64 %t.329 to i32
  %t.331 = add i32 %t.330, 53
  %t.332 = lshr i64 %t.323, 32
  %t.333 = lshr i64 %t.324, 32
  %t.334 = trunc i64 %t.332 to i32
  %t.335 = trunc i64 %t.323 to i32
  %t.336 = trunc i64 %t.333 to i32
  %t.337 = trunc i64 %t.324 to i32
  br label %bb_loop.i4

bb_loop.i4:
  %t.338 = phi i32 [ 0, %bb_split.i4 ], [ %t.388, %bb_next.i4 ]
  %t.339 = phi i32 [ 0, %bb_split.i4 ], [ %t.389, %bb_next.i4 ]
  %t.340 = phi i32 [ 0, %bb_split.i4 ], [ %t.390, %bb_next.i4 ]
  %t.341 = icmp ult i32 %t.340, %t.331
  br i1 %t.341, label %bb_step.i4, label %bb_done.i4

bb_done.i4:
  %t.342 = uitofp i32 %t.338 to double
  %t.343 = uitofp i32 %t.339 to double
  %t.344 = fmul double %t.342, 0x41F0000000000000
  %t.345 = fadd double %t.344, %t.343
  %t.346 = icmp uge i64 %t.328, 53
  br i1 %t.346, label %bb_normal_scale.i4, label %bb_subnormal_scale.i4

bb_subnormal_scale.i4:
  %t.347 = add i64 %t.328, 12
  %t.348 = shl i64 %t.347, 52
  %t.349 = bitcast i64 %t.348 to double
  %t.350 = fmul double %t.345, %t.349
  %t.351 = fmul double %t.350, 0x3BF0000000000000
  br label %bb_scale.i4

bb_normal_scale.i4:
  %t.352 = sub i64 %t.328, 52
  %t.353 = shl i64 %t.352, 52
  %t.354 = bitcast i64 %t.353 to double
  %t.355 = fmul double %t.345, %t.354
  br label %bb_scale.i4

bb_scale.i4:
  %t.356 = phi double [ %t.355, %bb_normal_scale.i4 ], [ %t.351, %bb_subnormal_scale.i4 ]
  %t.357 = bitcast double 0x378DFA75B9EBBF46 to i64
  %t.358 = and i64 %t.357, -9223372036854775808
  %t.359 = bitcast double %t.356 to i64
  %t.360 = or i64 %t.359, %t.358
  %t.361 = bitcast i64 %t.360 to double
  br label %ret.h4

bb_step.i4:
  %t.362 = shl i32 %t.338, 1
  %t.363 = lshr i32 %t.339, 31
  %t.364 = or i32 %t.362, %t.363
  %t.365 = shl i32 %t.339, 1
  %t.366 = icmp ult i32 %t.340, 53
  br i1 %t.366, label %bb_bit.i4, label %bb_shifted.i4

bb_bit.i4:
  %t.367 = sub i32 52, %t.340
  %t.368 = icmp uge i32 %t.367, 32
  br i1 %t.368, label %bb_bit_hi.i4, label %bb_bit_lo.i4

bb_bit_lo.i4:
  %t.369 = and i32 %t.367, 31
  %t.370 = lshr i32 %t.335, %t.369
  br label %bb_bit_or.i4

bb_bit_hi.i4:
  %t.371 = sub i32 %t.367, 32
  %t.372 = and i32 %t.371, 31
  %t.373 = lshr i32 %t.334, %t.372
  br label %bb_bit_or.i4

bb_bit_or.i4:
  %t.374 = phi i32 [ %t.373, %bb_bit_hi.i4 ], [ %t.370, %bb_bit_lo.i4 ]
  %t.375 = and i32 %t.374, 1
  %t.376 = or i32 %t.365, %t.375
  br label %bb_shifted.i4

bb_shifted.i4:
  %t.377 = phi i32 [ %t.365, %bb_step.i4 ], [ %t.376, %bb_bit_or.i4 ]
  %t.378 = icmp ugt i32 %t.364, %t.336
  %t.379 = icmp eq i32 %t.364, %t.336
  %t.380 = icmp uge i32 %t.377, %t.337
  %t.381 = and i1 %t.379, %t.380
  %t.382 = or i1 %t.378, %t.381
  br i1 %t.382, label %bb_sub.i4, label %bb_next.i4

bb_sub.i4:
  %t.383 = sub i32 %t.377, %t.337
  %t.384 = icmp ult i32 %t.377, %t.337
  %t.385 = zext i1 %t.384 to i32
  %t.386 = sub i32 %t.364, %t.336
  %t.387 = sub i32 %t.386, %t.385
  br label %bb_next.i4

bb_next.i4:
  %t.388 = phi i32 [ %t.364, %bb_shifted.i4 ], [ %t.387, %bb_sub.i4 ]
  %t.389 = phi i32 [ %t.377, %bb_shifted.i4 ], [ %t.383, %bb_sub.i4 ]
  %t.390 = add i32 %t.340, 1
  br label %bb_loop.i4

bb_self.i4:
  br label %ret.h4

ret.h4:
  %t.391 = phi double [ 0x7FF8000000000000, %bb_nan.i4 ], [ %t.361, %bb_scale.i4 ], [ 0x378DFA75B9EBBF46, %bb_self.i4 ]
  %t.392 = zext i32 %t.13 to i64
  %t.393 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.392
  store double %t.391, ptr addrspace(1) %t.393, align 8
  br label %bb0.i5

bb0.i5:
  %t.394 = call double @llvm.fabs.f64(double 0x378DFA75B9EBBF46)
  %t.395 = call double @llvm.fabs.f64(double %t.25)
  %t.396 = fcmp olt double %t.394, 0x7FF0000000000000
  %t.397 = fcmp ogt double %t.395, 0x0000000000000000
  %t.398 = and i1 %t.396, %t.397
  br i1 %t.398, label %bb1.i5, label %bb_nan.i5

bb_nan.i5:
  br label %ret.h5

bb1.i5:
  %t.399 = fcmp olt double %t.394, %t.395
  br i1 %t.399, label %bb_self.i5, label %bb_split.i5

bb_split.i5:
  %t.400 = bitcast double %t.394 to i64
  %t.401 = bitcast double %t.395 to i64
  %t.402 = lshr i64 %t.400, 52
  %t.403 = lshr i64 %t.401, 52
  %t.404 = and i64 %t.400, 4503599627370495
  %t.405 = and i64 %t.401, 4503599627370495
  %t.406 = icmp ne i64 %t.402, 0
  %t.407 = icmp ne i64 %t.403, 0
  %t.408 = zext i1 %t.406 to i64
  %t.409 = zext i1 %t.407 to i64
  %t.410 = shl i64 %t.408, 52
  %t.411 = shl i64 %t.409, 52
  %t.412 = or i64 %t.404, %t.410
  %t.413 = or i64 %t.405, %t.411
  %t.414 = sub i64 1, %t.408
  %t.415 = sub i64 1, %t.409
  %t.416 = add i64 %t.402, %t.414
  %t.417 = add i64 %t.403, %t.415
  %t.418 = sub i64 %t.416, %t.417
  %t.419 = trunc i64 %t.418 to i32
  %t.420 = add i32 %t.419, 53
  %t.421 = lshr i64 %t.412, 32
  %t.422 = lshr i64 %t.413, 32
  %t.423 = trunc i64 %t.421 to i32
  %t.424 = trunc i64 %t.412 to i32
  %t.425 = trunc i64 %t.422 to i32
  %t.426 = trunc i64 %t.413 to i32
  br label %bb_loop.i5

bb_loop.i5:
  %t.427 = phi i32 [ 0, %bb_split.i5 ], [ %t.477, %bb_next.i5 ]
  %t.428 = phi i32 [ 0, %bb_split.i5 ], [ %t.478, %bb_next.i5 ]
  %t.429 = phi i32 [ 0, %bb_split.i5 ], [ %t.479, %bb_next.i5 ]
  %t.430 = icmp ult i32 %t.429, %t.420
  br i1 %t.430, label %bb_step.i5, label %bb_done.i5

bb_done.i5:
  %t.431 = uitofp i32 %t.427 to double
  %t.432 = uitofp i32 %t.428 to double
  %t.433 = fmul double %t.431, 0x41F0000000000000
  %t.434 = fadd double %t.433, %t.432
  %t.435 = icmp uge i64 %t.417, 53
  br i1 %t.435, label %bb_normal_scale.i5, label %bb_subnormal_scale.i5

bb_subnormal_scale.i5:
  %t.436 = add i64 %t.417, 12
  %t.437 = shl i64 %t.436, 52
  %t.438 = bitcast i64 %t.437 to double
  %t.439 = fmul double %t.434, %t.438
  %t.440 = fmul double %t.439, 0x3BF0000000000000
  br label %bb_scale.i5

bb_normal_scale.i5:
  %t.441 = sub i64 %t.417, 52
  %t.442 = shl i64 %t.441, 52
  %t.443 = bitcast i64 %t.442 to double
  %t.444 = fmul double %t.434, %t.443
  br label %bb_scale.i5

bb_scale.i5:
  %t.445 = phi double [ %t.444, %bb_normal_scale.i5 ], [ %t.440, %bb_subnormal_scale.i5 ]
  %t.446 = bitcast double 0x378DFA75B9EBBF46 to i64
  %t.447 = and i64 %t.446, -9223372036854775808
  %t.448 = bitcast double %t.445 to i64
  %t.449 = or i64 %t.448, %t.447
  %t.450 = bitcast i64 %t.449 to double
  br label %ret.h5

bb_step.i5:
  %t.451 = shl i32 %t.427, 1
  %t.452 = lshr i32 %t.428, 31
  %t.453 = or i32 %t.451, %t.452
  %t.454 = shl i32 %t.428, 1
  %t.455 = icmp ult i32 %t.429, 53
  br i1 %t.455, label %bb_bit.i5, label %bb_shifted.i5

bb_bit.i5:
  %t.456 = sub i32 52, %t.429
  %t.457 = icmp uge i32 %t.456, 32
  br i1 %t.457, label %bb_bit_hi.i5, label %bb_bit_lo.i5

bb_bit_lo.i5:
  %t.458 = and i32 %t.456, 31
  %t.459 = lshr i32 %t.424, %t.458
  br label %bb_bit_or.i5

bb_bit_hi.i5:
  %t.460 = sub i32 %t.456, 32
  %t.461 = and i32 %t.460, 31
  %t.462 = lshr i32 %t.423, %t.461
  br label %bb_bit_or.i5

bb_bit_or.i5:
  %t.463 = phi i32 [ %t.462, %bb_bit_hi.i5 ], [ %t.459, %bb_bit_lo.i5 ]
  %t.464 = and i32 %t.463, 1
  %t.465 = or i32 %t.454, %t.464
  br label %bb_shifted.i5

bb_shifted.i5:
  %t.466 = phi i32 [ %t.454, %bb_step.i5 ], [ %t.465, %bb_bit_or.i5 ]
  %t.467 = icmp ugt i32 %t.453, %t.425
  %t.468 = icmp eq i32 %t.453, %t.425
  %t.469 = icmp uge i32 %t.466, %t.426
  %t.470 = and i1 %t.468, %t.469
  %t.471 = or i1 %t.467, %t.470
  br i1 %t.471, label %bb_sub.i5, label %bb_next.i5

bb_sub.i5:
  %t.472 = sub i32 %t.466, %t.426
  %t.473 = icmp ult i32 %t.466, %t.426
  %t.474 = zext i1 %t.473 to i32
  %t.475 = sub i32 %t.453, %t.425
  %t.476 = sub i32 %t.475, %t.474
  br label %bb_next.i5

bb_next.i5:
  %t.477 = phi i32 [ %t.453, %bb_shifted.i5 ], [ %t.476, %bb_sub.i5 ]
  %t.478 = phi i32 [ %t.466, %bb_shifted.i5 ], [ %t.472, %bb_sub.i5 ]
  %t.479 = add i32 %t.429, 1
  br label %bb_loop.i5

bb_self.i5:
  br label %ret.h5

ret.h5:
  %t.480 = phi double [ 0x7FF8000000000000, %bb_nan.i5 ], [ %t.450, %bb_scale.i5 ], [ 0x378DFA75B9EBBF46, %bb_self.i5 ]
  %t.481 = zext i32 %t.14 to i64
  %t.482 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.481
  store double %t.480, ptr addrspace(1) %t.482, align 8
  br label %bb2

bb2:
  ret void
}

declare double @llvm.fabs.f64(double)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
