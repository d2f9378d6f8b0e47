; magpie-gpu: kernel @bf16_zero_sums for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @bf16_zero_sums(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %o, i32 %n, i32 %xa.len, i32 %xb.len, i32 %o.len) #0 {
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
  %t.11 = getelementptr inbounds float, ptr addrspace(1) %xa, i64 %t.10
  %t.12 = load float, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds float, ptr addrspace(1) %xb, i64 %t.13
  %t.15 = load float, ptr addrspace(1) %t.14, align 4
  %t.16 = fptrunc float %t.12 to bfloat
  %t.17 = fptrunc float %t.15 to bfloat
  %t.18 = mul i32 %t.8, 21
  %t.19 = fpext bfloat 0xR3EE5 to float
  %t.20 = call float @llvm.trunc.f32(float %t.19)
  %t.21 = fptrunc float %t.20 to bfloat
  %t.22 = fpext bfloat %t.21 to float
  %t.23 = call float @llvm.ceil.f32(float %t.22)
  %t.24 = fptrunc float %t.23 to bfloat
  %t.25 = fpext bfloat 0xRBEE5 to float
  %t.26 = call float @llvm.trunc.f32(float %t.25)
  %t.27 = fptrunc float %t.26 to bfloat
  %t.28 = fpext bfloat %t.27 to float
  %t.29 = call float @llvm.ceil.f32(float %t.28)
  %t.30 = fptrunc float %t.29 to bfloat
  %t.31 = icmp slt i32 %n, %n
  %t.32 = select i1 %t.31, bfloat 0xR3F80, bfloat 0xR0000
  %t.33 = fpext bfloat %t.32 to float
  %t.34 = fpext bfloat 0xRBF80 to float
  %t.35 = fmul float %t.33, %t.34
  %t.36 = fptrunc float %t.35 to bfloat
  %t.37 = fpext bfloat %t.16 to float
  %t.38 = fpext bfloat 0xR0000 to float
  %t.39 = fadd float %t.37, %t.38
  %t.40 = fptrunc float %t.39 to bfloat
  %t.41 = fpext bfloat 0xR0000 to float
  %t.42 = fpext bfloat %t.16 to float
  %t.43 = fadd float %t.41, %t.42
  %t.44 = fptrunc float %t.43 to bfloat
  %t.45 = fpext bfloat 0xR0000 to float
  %t.46 = fpext bfloat %t.16 to float
  %t.47 = fsub float %t.45, %t.46
  %t.48 = fptrunc float %t.47 to bfloat
  %t.49 = fpext bfloat %t.16 to float
  %t.50 = fpext bfloat 0xR8000 to float
  %t.51 = fsub float %t.49, %t.50
  %t.52 = fptrunc float %t.51 to bfloat
  %t.53 = fpext bfloat %t.16 to double
  %t.54 = fpext bfloat %t.17 to double
  %t.55 = fpext bfloat 0xR0000 to double
  %t.56 = fmul double %t.53, %t.54
  %t.57 = fadd double %t.56, %t.55
  %t.58 = fsub double %t.57, %t.56
  %t.59 = fsub double %t.57, %t.58
  %t.60 = fsub double %t.56, %t.59
  %t.61 = fsub double %t.55, %t.58
  %t.62 = fadd double %t.60, %t.61
  %t.63 = fcmp one double %t.62, 0.0
  %t.64 = bitcast double %t.57 to i64
  %t.65 = icmp slt i64 %t.64, 0
  %t.66 = fcmp olt double %t.62, 0.0
  %t.67 = xor i1 %t.65, %t.66
  %t.68 = sub i64 %t.64, 1
  %t.69 = select i1 %t.67, i64 %t.68, i64 %t.64
  %t.70 = or i64 %t.69, 1
  %t.71 = select i1 %t.63, i64 %t.70, i64 %t.64
  %t.72 = bitcast i64 %t.71 to double
  %t.73 = fptrunc double %t.72 to bfloat
  %t.74 = fpext bfloat 0xR0000 to double
  %t.75 = fpext bfloat %t.16 to double
  %t.76 = fpext bfloat %t.17 to double
  %t.77 = fmul double %t.74, %t.75
  %t.78 = fadd double %t.77, %t.76
  %t.79 = fsub double %t.78, %t.77
  %t.80 = fsub double %t.78, %t.79
  %t.81 = fsub double %t.77, %t.80
  %t.82 = fsub double %t.76, %t.79
  %t.83 = fadd double %t.81, %t.82
  %t.84 = fcmp one double %t.83, 0.0
  %t.85 = bitcast double %t.78 to i64
  %t.86 = icmp slt i64 %t.85, 0
  %t.87 = fcmp olt double %t.83, 0.0
  %t.88 = xor i1 %t.86, %t.87
  %t.89 = sub i64 %t.85, 1
  %t.90 = select i1 %t.88, i64 %t.89, i64 %t.85
  %t.91 = or i64 %t.90, 1
  %t.92 = select i1 %t.84, i64 %t.91, i64 %t.85
  %t.93 = bitcast i64 %t.92 to double
  %t.94 = fptrunc double %t.93 to bfloat
  %t.95 = fpext bfloat %t.16 to float
  %t.96 = fpext bfloat 0xR0000 to float
  %t.97 = fmul float %t.95, %t.96
  %t.98 = fptrunc float %t.97 to bfloat
  %t.99 = fpext bfloat %t.40 to float
  br label %bb0.i1

bb0.i1:
  %t.100 = add i32 %t.18, 0
  %t.101 = zext i32 %t.100 to i64
  %t.102 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.101
  store float %t.99, ptr addrspace(1) %t.102, align 4
  br label %ret.h1

ret.h1:
  %t.103 = fpext bfloat %t.44 to float
  br label %bb0.i2

bb0.i2:
  %t.104 = add i32 %t.18, 1
  %t.105 = zext i32 %t.104 to i64
  %t.106 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.105
  store float %t.103, ptr addrspace(1) %t.106, align 4
  br label %ret.h2

ret.h2:
  %t.107 = fpext bfloat %t.48 to float
  br label %bb0.i3

bb0.i3:
  %t.108 = add i32 %t.18, 2
  %t.109 = zext i32 %t.108 to i64
  %t.110 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.109
  store float %t.107, ptr addrspace(1) %t.110, align 4
  br label %ret.h3

ret.h3:
  %t.111 = fpext bfloat %t.52 to float
  br label %bb0.i4

bb0.i4:
  %t.112 = add i32 %t.18, 3
  %t.113 = zext i32 %t.112 to i64
  %t.114 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.113
  store float %t.111, ptr addrspace(1) %t.114, align 4
  br label %ret.h4

ret.h4:
  %t.115 = fpext bfloat %t.73 to float
  br label %bb0.i5

bb0.i5:
  %t.116 = add i32 %t.18, 4
  %t.117 = zext i32 %t.116 to i64
  %t.118 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.117
  store float %t.115, ptr addrspace(1) %t.118, align 4
  br label %ret.h5

ret.h5:
  %t.119 = fpext bfloat %t.94 to float
  br label %bb0.i6

bb0.i6:
  %t.120 = add i32 %t.18, 5
  %t.121 = zext i32 %t.120 to i64
  %t.122 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.121
  store float %t.119, ptr addrspace(1) %t.122, align 4
  br label %ret.h6

ret.h6:
  %t.123 = fpext bfloat %t.98 to float
  br label %bb0.i7

bb0.i7:
  %t.124 = add i32 %t.18, 6
  %t.125 = zext i32 %t.124 to i64
  %t.126 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.125
  store float %t.123, ptr addrspace(1) %t.126, align 4
  br label %ret.h7

ret.h7:
  %t.127 = fpext bfloat %t.16 to float
  %t.128 = fpext bfloat %t.32 to float
  %t.129 = fadd float %t.127, %t.128
  %t.130 = fptrunc float %t.129 to bfloat
  %t.131 = fpext bfloat %t.32 to float
  %t.132 = fpext bfloat %t.16 to float
  %t.133 = fadd float %t.131, %t.132
  %t.134 = fptrunc float %t.133 to bfloat
  %t.135 = fpext bfloat %t.32 to float
  %t.136 = fpext bfloat %t.16 to float
  %t.137 = fsub float %t.135, %t.136
  %t.138 = fptrunc float %t.137 to bfloat
  %t.139 = fpext bfloat %t.16 to float
  %t.140 = fpext bfloat %t.36 to float
  %t.141 = fsub float %t.139, %t.140
  %t.142 = fptrunc float %t.141 to bfloat
  %t.143 = fpext bfloat %t.16 to double
  %t.144 = fpext bfloat %t.17 to double
  %t.145 = fpext bfloat %t.32 to double
  %t.146 = fmul double %t.143, %t.144
  %t.147 = fadd double %t.146, %t.145
  %t.148 = fsub double %t.147, %t.146
  %t.149 = fsub double %t.147, %t.148
  %t.150 = fsub double %t.146, %t.149
  %t.151 = fsub double %t.145, %t.148
  %t.152 = fadd double %t.150, %t.151
  %t.153 = fcmp one double %t.152, 0.0
  %t.154 = bitcast double %t.147 to i64
  %t.155 = icmp slt i64 %t.154, 0
  %t.156 = fcmp olt double %t.152, 0.0
  %t.157 = xor i1 %t.155, %t.156
  %t.158 = sub i64 %t.154, 1
  %t.159 = select i1 %t.157, i64 %t.158, i64 %t.154
  %t.160 = or i64 %t.159, 1
  %t.161 = select i1 %t.153, i64 %t.160, i64 %t.154
  %t.162 = bitcast i64 %t.161 to double
  %t.163 = fptrunc double %t.162 to bfloat
  %t.164 = fpext bfloat %t.32 to double
  %t.165 = fpext bfloat %t.16 to double
  %t.166 = fpext bfloat %t.17 to double
  %t.167 = fmul double %t.164, %t.165
  %t.168 = fadd double %t.167, %t.166
  %t.169 = fsub double %t.168, %t.167
  %t.170 = fsub double %t.168, %t.169
  %t.171 = fsub double %t.167, %t.170
  %t.172 = fsub double %t.166, %t.169
  %t.173 = fadd double %t.171, %t.172
  %t.174 = fcmp one double %t.173, 0.0
  %t.175 = bitcast double %t.168 to i64
  %t.176 = icmp slt i64 %t.175, 0
  %t.177 = fcmp olt double %t.173, 0.0
  %t.178 = xor i1 %t.176, %t.177
  %t.179 = sub i64 %t.175, 1
  %t.180 = select i1 %t.178, i64 %t.179, i64 %t.175
  %t.181 = or i64 %t.180, 1
  %t.182 = select i1 %t.174, i64 %t.181, i64 %t.175
  %t.183 = bitcast i64 %t.182 to double
  %t.184 = fptrunc double %t.183 to bfloat
  %t.185 = fpext bfloat %t.16 to float
  %t.186 = fpext bfloat %t.32 to float
  %t.187 = fmul float %t.185, %t.186
  %t.188 = fptrunc float %t.187 to bfloat
  %t.189 = fpext bfloat %t.130 to float
  br label %bb0.i8

bb0.i8:
  %t.190 = add i32 %t.18, 7
  %t.191 = zext i32 %t.190 to i64
  %t.192 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.191
  store float %t.189, ptr addrspace(1) %t.192, align 4
  br label %ret.h8

ret.h8:
  %t.193 = fpext bfloat %t.134 to float
  br label %bb0.i9

bb0.i9:
  %t.194 = add i32 %t.18, 8
  %t.195 = zext i32 %t.194 to i64
  %t.196 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.195
  store float %t.193, ptr addrspace(1) %t.196, align 4
  br label %ret.h9

ret.h9:
  %t.197 = fpext bfloat %t.138 to float
  br label %bb0.i10

bb0.i10:
  %t.198 = add i32 %t.18, 9
  %t.199 = zext i32 %t.198 to i64
  %t.200 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.199
  store float %t.197, ptr addrspace(1) %t.200, align 4
  br label %ret.h10

ret.h10:
  %t.201 = fpext bfloat %t.142 to float
  br label %bb0.i11

bb0.i11:
  %t.202 = add i32 %t.18, 10
  %t.203 = zext i32 %t.202 to i64
  %t.204 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.203
  store float %t.201, ptr addrspace(1) %t.204, align 4
  br label %ret.h11

ret.h11:
  %t.205 = fpext bfloat %t.163 to float
  br label %bb0.i12

bb0.i12:
  %t.206 = add i32 %t.18, 11
  %t.207 = zext i32 %t.206 to i64
  %t.208 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.207
  store float %t.205, ptr addrspace(1) %t.208, align 4
  br label %ret.h12

ret.h12:
  %t.209 = fpext bfloat %t.184 to float
  br label %bb0.i13

bb0.i13:
  %t.210 = add i32 %t.18, 12
  %t.211 = zext i32 %t.210 to i64
  %t.212 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.211
  store float %t.209, ptr addrspace(1) %t.212, align 4
  br label %ret.h13

ret.h13:
  %t.213 = fpext bfloat %t.188 to float
  br label %bb0.i14

bb0.i14:
  %t.214 = add i32 %t.18, 13
  %t.215 = zext i32 %t.214 to i64
  %t.216 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.215
  store float %t.213, ptr addrspace(1) %t.216, align 4
  br label %ret.h14

ret.h14:
  %t.217 = fpext bfloat %t.16 to float
  %t.218 = fpext bfloat %t.24 to float
  %t.219 = fadd float %t.217, %t.218
  %t.220 = fptrunc float %t.219 to bfloat
  %t.221 = fpext bfloat %t.24 to float
  %t.222 = fpext bfloat %t.16 to float
  %t.223 = fadd float %t.221, %t.222
  %t.224 = fptrunc float %t.223 to bfloat
  %t.225 = fpext bfloat %t.24 to float
  %t.226 = fpext bfloat %t.16 to float
  %t.227 = fsub float %t.225, %t.226
  %t.228 = fptrunc float %t.227 to bfloat
  %t.229 = fpext bfloat %t.16 to float
  %t.230 = fpext bfloat %t.30 to float
  %t.231 = fsub float %t.229, %t.230
  %t.232 = fptrunc float %t.231 to bfloat
  %t.233 = fpext bfloat %t.16 to double
  %t.234 = fpext bfloat %t.17 to double
  %t.235 = fpext bfloat %t.24 to double
  %t.236 = fmul double %t.233, %t.234
  %t.237 = fadd double %t.236, %t.235
  %t.238 = fsub double %t.237, %t.236
  %t.239 = fsub double %t.237, %t.238
  %t.240 = fsub double %t.236, %t.239
  %t.241 = fsub double %t.235, %t.238
  %t.242 = fadd double %t.240, %t.241
  %t.243 = fcmp one double %t.242, 0.0
  %t.244 = bitcast double %t.237 to i64
  %t.245 = icmp slt i64 %t.244, 0
  %t.246 = fcmp olt double %t.242, 0.0
  %t.247 = xor i1 %t.245, %t.246
  %t.248 = sub i64 %t.244, 1
  %t.249 = select i1 %t.247, i64 %t.248, i64 %t.244
  %t.250 = or i64 %t.249, 1
  %t.251 = select i1 %t.243, i64 %t.250, i64 %t.244
  %t.252 = bitcast i64 %t.251 to double
  %t.253 = fptrunc double %t.252 to bfloat
  %t.254 = fpext bfloat %t.24 to double
  %t.255 = fpext bfloat %t.16 to double
  %t.256 = fpext bfloat %t.17 to double
  %t.257 = fmul double %t.254, %t.255
  %t.258 = fadd double %t.257, %t.256
  %t.259 = fsub double %t.258, %t.257
  %t.260 = fsub double %t.258, %t.259
  %t.261 = fsub double %t.257, %t.260
  %t.262 = fsub double %t.256, %t.259
  %t.263 = fadd double %t.261, %t.262
  %t.264 = fcmp one double %t.263, 0.0
  %t.265 = bitcast double %t.258 to i64
  %t.266 = icmp slt i64 %t.265, 0
  %t.267 = fcmp olt double %t.263, 0.0
  %t.268 = xor i1 %t.266, %t.267
  %t.269 = sub i64 %t.265, 1
  %t.270 = select i1 %t.268, i64 %t.269, i64 %t.265
  %t.271 = or i64 %t.270, 1
  %t.272 = select i1 %t.264, i64 %t.271, i64 %t.265
  %t.273 = bitcast i64 %t.272 to double
  %t.274 = fptrunc double %t.273 to bfloat
  %t.275 = fpext bfloat %t.16 to float
  %t.276 = fpext bfloat %t.24 to float
  %t.277 = fmul float %t.275, %t.276
  %t.278 = fptrunc float %t.277 to bfloat
  %t.279 = fpext bfloat %t.220 to float
  br label %bb0.i15

bb0.i15:
  %t.280 = add i32 %t.18, 14
  %t.281 = zext i32 %t.280 to i64
  %t.282 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.281
  store float %t.279, ptr addrspace(1) %t.282, align 4
  br label %ret.h15

ret.h15:
  %t.283 = fpext bfloat %t.224 to float
  br label %bb0.i16

bb0.i16:
  %t.284 = add i32 %t.18, 15
  %t.285 = zext i32 %t.284 to i64
  %t.286 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.285
  store float %t.283, ptr addrspace(1) %t.286, align 4
  br label %ret.h16

ret.h16:
  %t.287 = fpext bfloat %t.228 to float
  br label %bb0.i17

bb0.i17:
  %t.288 = add i32 %t.18, 16
  %t.289 = zext i32 %t.288 to i64
  %t.290 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.289
  store float %t.287, ptr addrspace(1) %t.290, align 4
  br label %ret.h17

ret.h17:
  %t.291 = fpext bfloat %t.232 to float
  br label %bb0.i18

bb0.i18:
  %t.292 = add i32 %t.18, 17
  %t.293 = zext i32 %t.292 to i64
  %t.294 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.293
  store float %t.291, ptr addrspace(1) %t.294, align 4
  br label %ret.h18

ret.h18:
  %t.295 = fpext bfloat %t.253 to float
  br label %bb0.i19

bb0.i19:
  %t.296 = add i32 %t.18, 18
  %t.297 = zext i32 %t.296 to i64
  %t.298 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.297
  store float %t.295, ptr addrspace(1) %t.298, align 4
  br label %ret.h19

ret.h19:
  %t.299 = fpext bfloat %t.274 to float
  br label %bb0.i20

bb0.i20:
  %t.300 = add i32 %t.18, 19
  %t.301 = zext i32 %t.300 to i64
  %t.302 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.301
  store float %t.299, ptr addrspace(1) %t.302, align 4
  br label %ret.h20

ret.h20:
  %t.303 = fpext bfloat %t.278 to float
  br label %bb0.i21

bb0.i21:
  %t.304 = add i32 %t.18, 20
  %t.305 = zext i32 %t.304 to i64
  %t.306 = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t.305
  store float %t.303, ptr addrspace(1) %t.306, align 4
  br label %ret.h21

ret.h21:
  br label %bb2

bb2:
  ret void
}

declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
