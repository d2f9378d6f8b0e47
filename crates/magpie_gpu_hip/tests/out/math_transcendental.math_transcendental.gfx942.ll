; magpie-gpu: kernel @math_transcendental for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @math_transcendental(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %out, i32 %n, i32 %xa.len, i32 %xb.len, i32 %out.len) #0 {
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
  %t.16 = mul i32 %t.8, 11
  %t.17 = add i32 %t.16, 1
  %t.18 = add i32 %t.16, 2
  %t.19 = add i32 %t.16, 3
  %t.20 = add i32 %t.16, 4
  %t.21 = add i32 %t.16, 5
  %t.22 = add i32 %t.16, 6
  %t.23 = add i32 %t.16, 7
  %t.24 = add i32 %t.16, 8
  %t.25 = add i32 %t.16, 9
  %t.26 = add i32 %t.16, 10
  %t.27 = call float @llvm.sqrt.f32(float %t.12)
  %t.28 = fdiv float 1.0, %t.27
  br label %bb0.i1

bb0.i1:
  %t.29 = fpext float %t.12 to double
  br label %bb0.i2

bb0.i2:
  %t.30 = fcmp oeq double %t.29, %t.29
  br i1 %t.30, label %bb1.i2, label %bb_nan.i2

bb_nan.i2:
  br label %ret.h2

bb1.i2:
  %t.31 = fcmp ogt double %t.29, 0x4086300000000000
  br i1 %t.31, label %bb_inf.i2, label %bb2.i2

bb2.i2:
  %t.32 = fcmp olt double %t.29, 0xC087500000000000
  br i1 %t.32, label %bb_zero.i2, label %bb_reduce.i2

bb_reduce.i2:
  %t.33 = fmul double %t.29, 0x3FF71547652B82FE
  %t.34 = fadd double %t.33, 0x4338000000000000
  %t.35 = fsub double %t.34, 0x4338000000000000
  %t.36 = call i32 @llvm.fptosi.sat.i32.f64(double %t.35)
  %t.37 = fmul double %t.35, 0x3FE62E42FEE00000
  %t.38 = fsub double %t.29, %t.37
  %t.39 = fmul double %t.35, 0x3DEA39EF35793C76
  br label %bb0.i3

bb0.i3:
  %t.40 = fsub double %t.38, %t.39
  %t.41 = fmul double %t.40, %t.40
  %t.42 = fmul double %t.41, 0x3E66376972BEA4D0
  %t.43 = fadd double %t.42, 0xBEBBBD41C5D26BF1
  %t.44 = fmul double %t.41, %t.43
  %t.45 = fadd double %t.44, 0x3F11566AAF25DE2C
  %t.46 = fmul double %t.41, %t.45
  %t.47 = fadd double %t.46, 0xBF66C16C16BEBD93
  %t.48 = fmul double %t.41, %t.47
  %t.49 = fadd double %t.48, 0x3FC555555555553E
  %t.50 = fmul double %t.41, %t.49
  %t.51 = fsub double %t.40, %t.50
  %t.52 = fmul double %t.40, %t.51
  %t.53 = fsub double 0x4000000000000000, %t.51
  %t.54 = fdiv double %t.52, %t.53
  %t.55 = fsub double %t.39, %t.54
  %t.56 = fsub double %t.55, %t.38
  %t.57 = fsub double 0x3FF0000000000000, %t.56
  %t.58 = icmp sge i32 %t.36, -1021
  br i1 %t.58, label %bb1.i3, label %bb_subnormal.i3

bb_subnormal.i3:
  %t.59 = add i32 %t.36, 1000
  br label %bb0.i4

bb0.i4:
  %t.60 = add i32 %t.59, 1023
  %t.61 = sext i32 %t.60 to i64
  %t.62 = shl i64 %t.61, 52
  %t.63 = bitcast i64 %t.62 to double
  br label %ret.h4

ret.h4:
  %t.64 = phi double [ %t.63, %bb0.i4 ]
  %t.65 = fmul double %t.57, %t.64
  %t.66 = fmul double %t.65, 0x0170000000000000
  br label %ret.h3

bb1.i3:
  %t.67 = icmp sle i32 %t.36, 1023
  br i1 %t.67, label %bb_normal.i3, label %bb_top.i3

bb_top.i3:
  %t.68 = sub i32 %t.36, 1
  br label %bb0.i5

bb0.i5:
  %t.69 = add i32 %t.68, 1023
  %t.70 = sext i32 %t.69 to i64
  %t.71 = shl i64 %t.70, 52
  %t.72 = bitcast i64 %t.71 to double
  br label %ret.h5

ret.h5:
  %t.73 = phi double [ %t.72, %bb0.i5 ]
  %t.74 = fmul double %t.57, 0x4000000000000000
  %t.75 = fmul double %t.74, %t.73
  br label %ret.h3

bb_normal.i3:
  br label %bb0.i6

bb0.i6:
  %t.76 = add i32 %t.36, 1023
  %t.77 = sext i32 %t.76 to i64
  %t.78 = shl i64 %t.77, 52
  %t.79 = bitcast i64 %t.78 to double
  br label %ret.h6

ret.h6:
  %t.80 = phi double [ %t.79, %bb0.i6 ]
  %t.81 = fmul double %t.57, %t.80
  br label %ret.h3

ret.h3:
  %t.82 = phi double [ %t.66, %ret.h4 ], [ %t.75, %ret.h5 ], [ %t.81, %ret.h6 ]
  br label %ret.h2

bb_zero.i2:
  br label %ret.h2

bb_inf.i2:
  br label %ret.h2

ret.h2:
  %t.83 = phi double [ %t.29, %bb_nan.i2 ], [ %t.82, %ret.h3 ], [ 0x0000000000000000, %bb_zero.i2 ], [ 0x7FF0000000000000, %bb_inf.i2 ]
  %t.84 = fptrunc double %t.83 to float
  br label %ret.h1

ret.h1:
  %t.85 = phi float [ %t.84, %ret.h2 ]
  br label %bb0.i7

bb0.i7:
  %t.86 = fpext float %t.12 to double
  br label %bb0.i8

bb0.i8:
  %t.87 = fcmp oeq double %t.86, %t.86
  br i1 %t.87, label %bb1.i8, label %bb_nan.i8

bb_nan.i8:
  br label %ret.h8

bb1.i8:
  %t.88 = fcmp oge double %t.86, 0x4090000000000000
  br i1 %t.88, label %bb_inf.i8, label %bb2.i8

bb2.i8:
  %t.89 = fcmp olt double %t.86, 0xC090D00000000000
  br i1 %t.89, label %bb_zero.i8, label %bb_reduce.i8

bb_reduce.i8:
  %t.90 = fadd double %t.86, 0x4338000000000000
  %t.91 = fsub double %t.90, 0x4338000000000000
  %t.92 = call i32 @llvm.fptosi.sat.i32.f64(double %t.91)
  %t.93 = fsub double %t.86, %t.91
  %t.94 = fmul double %t.93, 0x3FE62E42FEFA39EF
  %t.95 = fsub double 0x8000000000000000, %t.94
  %t.96 = call double @llvm.fma.f64(double %t.93, double 0x3FE62E42FEFA39EF, double %t.95)
  %t.97 = fmul double %t.93, 0x3C7ABC9E3B39803F
  %t.98 = fadd double %t.96, %t.97
  %t.99 = fsub double 0x8000000000000000, %t.98
  br label %bb0.i9

bb0.i9:
  %t.100 = fsub double %t.94, %t.99
  %t.101 = fmul double %t.100, %t.100
  %t.102 = fmul double %t.101, 0x3E66376972BEA4D0
  %t.103 = fadd double %t.102, 0xBEBBBD41C5D26BF1
  %t.104 = fmul double %t.101, %t.103
  %t.105 = fadd double %t.104, 0x3F11566AAF25DE2C
  %t.106 = fmul double %t.101, %t.105
  %t.107 = fadd double %t.106, 0xBF66C16C16BEBD93
  %t.108 = fmul double %t.101, %t.107
  %t.109 = fadd double %t.108, 0x3FC555555555553E
  %t.110 = fmul double %t.101, %t.109
  %t.111 = fsub double %t.100, %t.110
  %t.112 = fmul double %t.100, %t.111
  %t.113 = fsub double 0x4000000000000000, %t.111
  %t.114 = fdiv double %t.112, %t.113
  %t.115 = fsub double %t.99, %t.114
  %t.116 = fsub double %t.115, %t.94
  %t.117 = fsub double 0x3FF0000000000000, %t.116
  %t.118 = icmp sge i32 %t.92, -1021
  br i1 %t.118, label %bb1.i9, label %bb_subnormal.i9

bb_subnormal.i9:
  %t.119 = add i32 %t.92, 1000
  br label %bb0.i10

bb0.i10:
  %t.120 = add i32 %t.119, 1023
  %t.121 = sext i32 %t.120 to i64
  %t.122 = shl i64 %t.121, 52
  %t.123 = bitcast i64 %t.122 to double
  br label %ret.h10

ret.h10:
  %t.124 = phi double [ %t.123, %bb0.i10 ]
  %t.125 = fmul double %t.117, %t.124
  %t.126 = fmul double %t.125, 0x0170000000000000
  br label %ret.h9

bb1.i9:
  %t.127 = icmp sle i32 %t.92, 1023
  br i1 %t.127, label %bb_normal.i9, label %bb_top.i9

bb_top.i9:
  %t.128 = sub i32 %t.92, 1
  br label %bb0.i11

bb0.i11:
  %t.129 = add i32 %t.128, 1023
  %t.130 = sext i32 %t.129 to i64
  %t.131 = shl i64 %t.130, 52
  %t.132 = bitcast i64 %t.131 to double
  br label %ret.h11

ret.h11:
  %t.133 = phi double [ %t.132, %bb0.i11 ]
  %t.134 = fmul double %t.117, 0x4000000000000000
  %t.135 = fmul double %t.134, %t.133
  br label %ret.h9

bb_normal.i9:
  br label %bb0.i12

bb0.i12:
  %t.136 = add i32 %t.92, 1023
  %t.137 = sext i32 %t.136 to i64
  %t.138 = shl i64 %t.137, 52
  %t.139 = bitcast i64 %t.138 to double
  br label %ret.h12

ret.h12:
  %t.140 = phi double [ %t.139, %bb0.i12 ]
  %t.141 = fmul double %t.117, %t.140
  br label %ret.h9

ret.h9:
  %t.142 = phi double [ %t.126, %ret.h10 ], [ %t.135, %ret.h11 ], [ %t.141, %ret.h12 ]
  br label %ret.h8

bb_zero.i8:
  br label %ret.h8

bb_inf.i8:
  br label %ret.h8

ret.h8:
  %t.143 = phi double [ %t.86, %bb_nan.i8 ], [ %t.142, %ret.h9 ], [ 0x0000000000000000, %bb_zero.i8 ], [ 0x7FF0000000000000, %bb_inf.i8 ]
  %t.144 = fptrunc double %t.143 to float
  br label %ret.h7

ret.h7:
  %t.145 = phi float [ %t.144, %ret.h8 ]
  br label %bb0.i13

bb0.i13:
  %t.146 = fpext float %t.12 to double
  br label %bb0.i14

bb0.i14:
  %t.147 = fcmp ogt double %t.146, 0x0000000000000000
  br i1 %t.147, label %bb_pos.i14, label %bb_not_pos.i14

bb_not_pos.i14:
  %t.148 = fcmp oeq double %t.146, 0x0000000000000000
  br i1 %t.148, label %bb_zero.i14, label %bb_nan.i14

bb_nan.i14:
  br label %ret.h14

bb_zero.i14:
  br label %ret.h14

bb_pos.i14:
  %t.149 = fcmp olt double %t.146, 0x7FF0000000000000
  br i1 %t.149, label %bb_calc.i14, label %bb_inf.i14

bb_inf.i14:
  br label %ret.h14

bb_calc.i14:
  br label %bb0.i15

bb0.i15:
  %t.150 = bitcast double %t.146 to i64
  %t.151 = icmp ult i64 %t.150, 4503599627370496
  br i1 %t.151, label %bb_subnormal.i15, label %bb_split.i15

bb_subnormal.i15:
  %t.152 = fmul double %t.146, 0x4350000000000000
  %t.153 = bitcast double %t.152 to i64
  br label %bb_split.i15

bb_split.i15:
  %t.154 = phi i64 [ %t.150, %bb0.i15 ], [ %t.153, %bb_subnormal.i15 ]
  %t.155 = phi i32 [ 0, %bb0.i15 ], [ -54, %bb_subnormal.i15 ]
  %t.156 = lshr i64 %t.154, 52
  %t.157 = trunc i64 %t.156 to i32
  %t.158 = sub i32 %t.157, 1023
  %t.159 = add i32 %t.158, %t.155
  %t.160 = and i64 %t.154, 4503599627370495
  %t.161 = or i64 %t.160, 4607182418800017408
  %t.162 = icmp ugt i64 %t.161, 4609047870845172685
  %t.163 = zext i1 %t.162 to i64
  %t.164 = zext i1 %t.162 to i32
  %t.165 = shl i64 %t.163, 52
  %t.166 = sub i64 %t.161, %t.165
  %t.167 = add i32 %t.159, %t.164
  %t.168 = bitcast i64 %t.166 to double
  %t.169 = fsub double %t.168, 0x3FF0000000000000
  %t.170 = fadd double 0x4000000000000000, %t.169
  %t.171 = fsub double 0x4000000000000000, %t.170
  %t.172 = fadd double %t.171, %t.169
  %t.173 = fdiv double %t.169, %t.170
  %t.174 = fsub double 0x8000000000000000, %t.173
  %t.175 = call double @llvm.fma.f64(double %t.174, double %t.170, double %t.169)
  %t.176 = call double @llvm.fma.f64(double %t.174, double %t.172, double %t.175)
  %t.177 = fdiv double %t.176, %t.170
  %t.178 = fmul double %t.173, %t.173
  %t.179 = fsub double 0x8000000000000000, %t.178
  %t.180 = call double @llvm.fma.f64(double %t.173, double %t.173, double %t.179)
  %t.181 = fmul double %t.173, %t.177
  %t.182 = fmul double %t.181, 0x4000000000000000
  %t.183 = fadd double %t.180, %t.182
  %t.184 = fmul double %t.173, %t.178
  %t.185 = fsub double 0x8000000000000000, %t.184
  %t.186 = call double @llvm.fma.f64(double %t.173, double %t.178, double %t.185)
  %t.187 = fmul double %t.173, %t.183
  %t.188 = fmul double %t.177, %t.178
  %t.189 = fadd double %t.187, %t.188
  %t.190 = fadd double %t.186, %t.189
  %t.191 = fmul double %t.184, 0x3FE5555555555555
  %t.192 = fsub double 0x8000000000000000, %t.191
  %t.193 = call double @llvm.fma.f64(double %t.184, double 0x3FE5555555555555, double %t.192)
  %t.194 = fmul double %t.190, 0x3FE5555555555555
  %t.195 = fmul double %t.184, 0x3C85555555555555
  %t.196 = fadd double %t.194, %t.195
  %t.197 = fadd double %t.193, %t.196
  %t.198 = fmul double %t.178, 0x3FB2F684BDA12F68
  %t.199 = fadd double %t.198, 0x3FB47AE147AE147B
  %t.200 = fmul double %t.178, %t.199
  %t.201 = fadd double %t.200, 0x3FB642C8590B2164
  %t.202 = fmul double %t.178, %t.201
  %t.203 = fadd double %t.202, 0x3FB8618618618618
  %t.204 = fmul double %t.178, %t.203
  %t.205 = fadd double %t.204, 0x3FBAF286BCA1AF28
  %t.206 = fmul double %t.178, %t.205
  %t.207 = fadd double %t.206, 0x3FBE1E1E1E1E1E1E
  %t.208 = fmul double %t.178, %t.207
  %t.209 = fadd double %t.208, 0x3FC1111111111111
  %t.210 = fmul double %t.178, %t.209
  %t.211 = fadd double %t.210, 0x3FC3B13B13B13B14
  %t.212 = fmul double %t.178, %t.211
  %t.213 = fadd double %t.212, 0x3FC745D1745D1746
  %t.214 = fmul double %t.178, %t.213
  %t.215 = fadd double %t.214, 0x3FCC71C71C71C71C
  %t.216 = fmul double %t.178, %t.215
  %t.217 = fadd double %t.216, 0x3FD2492492492492
  %t.218 = fmul double %t.178, %t.217
  %t.219 = fadd double %t.218, 0x3FD999999999999A
  %t.220 = fmul double %t.178, %t.178
  %t.221 = fmul double %t.173, %t.220
  %t.222 = fmul double %t.221, %t.219
  %t.223 = fmul double %t.173, 0x4000000000000000
  %t.224 = fadd double %t.223, %t.191
  %t.225 = fsub double %t.224, %t.223
  %t.226 = fsub double %t.191, %t.225
  %t.227 = fmul double %t.177, 0x4000000000000000
  %t.228 = fadd double %t.197, %t.222
  %t.229 = fadd double %t.226, %t.228
  %t.230 = fadd double %t.227, %t.229
  %t.231 = sitofp i32 %t.167 to double
  %t.232 = fmul double %t.231, 0x3FE62E42FEE00000
  %t.233 = fadd double %t.232, %t.224
  %t.234 = fsub double %t.233, %t.232
  %t.235 = fsub double %t.233, %t.234
  %t.236 = fsub double %t.232, %t.235
  %t.237 = fsub double %t.224, %t.234
  %t.238 = fadd double %t.236, %t.237
  %t.239 = fmul double %t.231, 0x3DEA39EF35793C76
  %t.240 = fadd double %t.239, %t.230
  %t.241 = fadd double %t.238, %t.240
  %t.242 = fadd double %t.233, %t.241
  %t.243 = fsub double %t.242, %t.233
  %t.244 = fsub double %t.241, %t.243
  %t.245 = fmul double %t.242, 0x3FF0000000000000
  %t.246 = fsub double 0x8000000000000000, %t.245
  %t.247 = call double @llvm.fma.f64(double %t.242, double 0x3FF0000000000000, double %t.246)
  %t.248 = fmul double %t.242, 0x0000000000000000
  %t.249 = fmul double %t.244, 0x3FF0000000000000
  %t.250 = fadd double %t.248, %t.249
  %t.251 = fadd double %t.247, %t.250
  %t.252 = fadd double %t.245, %t.251
  %t.253 = fsub double %t.252, %t.245
  %t.254 = fsub double %t.251, %t.253
  %t.255 = icmp eq i32 0, 1
  br i1 %t.255, label %bb_lo.i15, label %bb_hi.i15

bb_hi.i15:
  br label %ret.h15

bb_lo.i15:
  br label %ret.h15

ret.h15:
  %t.256 = phi double [ %t.252, %bb_hi.i15 ], [ %t.254, %bb_lo.i15 ]
  br label %ret.h14

ret.h14:
  %t.257 = phi double [ 0x7FF8000000000000, %bb_nan.i14 ], [ 0xFFF0000000000000, %bb_zero.i14 ], [ %t.146, %bb_inf.i14 ], [ %t.256, %ret.h15 ]
  %t.258 = fptrunc double %t.257 to float
  br label %ret.h13

ret.h13:
  %t.259 = phi float [ %t.258, %ret.h14 ]
  br label %bb0.i16

bb0.i16:
  %t.260 = fpext float %t.12 to double
  br label %bb0.i17

bb0.i17:
  %t.261 = fcmp ogt double %t.260, 0x0000000000000000
  br i1 %t.261, label %bb_pos.i17, label %bb_not_pos.i17

bb_not_pos.i17:
  %t.262 = fcmp oeq double %t.260, 0x0000000000000000
  br i1 %t.262, label %bb_zero.i17, label %bb_nan.i17

bb_nan.i17:
  br label %ret.h17

bb_zero.i17:
  br label %ret.h17

bb_pos.i17:
  %t.263 = fcmp olt double %t.260, 0x7FF0000000000000
  br i1 %t.263, label %bb_calc.i17, label %bb_inf.i17

bb_inf.i17:
  br label %ret.h17

bb_calc.i17:
  br label %bb0.i18

bb0.i18:
  %t.264 = bitcast double %t.260 to i64
  %t.265 = icmp ult i64 %t.264, 4503599627370496
  br i1 %t.265, label %bb_subnormal.i18, label %bb_split.i18

bb_subnormal.i18:
  %t.266 = fmul double %t.260, 0x4350000000000000
  %t.267 = bitcast double %t.266 to i64
  br label %bb_split.i18

bb_split.i18:
  %t.268 = phi i64 [ %t.264, %bb0.i18 ], [ %t.267, %bb_subnormal.i18 ]
  %t.269 = phi i32 [ 0, %bb0.i18 ], [ -54, %bb_subnormal.i18 ]
  %t.270 = lshr i64 %t.268, 52
  %t.271 = trunc i64 %t.270 to i32
  %t.272 = sub i32 %t.271, 1023
  %t.273 = add i32 %t.272, %t.269
  %t.274 = and i64 %t.268, 4503599627370495
  %t.275 = or i64 %t.274, 4607182418800017408
  %t.276 = icmp ugt i64 %t.275, 4609047870845172685
  %t.277 = zext i1 %t.276 to i64
  %t.278 = zext i1 %t.276 to i32
  %t.279 = shl i64 %t.277, 52
  %t.280 = sub i64 %t.275, %t.279
  %t.281 = add i32 %t.273, %t.278
  %t.282 = bitcast i64 %t.280 to double
  %t.283 = fsub double %t.282, 0x3FF0000000000000
  %t.284 = fadd double 0x4000000000000000, %t.283
  %t.285 = fsub double 0x4000000000000000, %t.284
  %t.286 = fadd double %t.285, %t.283
  %t.287 = fdiv double %t.283, %t.284
  %t.288 = fsub double 0x8000000000000000, %t.287
  %t.289 = call double @llvm.fma.f64(double %t.288, double %t.284, double %t.283)
  %t.290 = call double @llvm.fma.f64(double %t.288, double %t.286, double %t.289)
  %t.291 = fdiv double %t.290, %t.284
  %t.292 = fmul double %t.287, %t.287
  %t.293 = fsub double 0x8000000000000000, %t.292
  %t.294 = call double @llvm.fma.f64(double %t.287, double %t.287, double %t.293)
  %t.295 = fmul double %t.287, %t.291
  %t.296 = fmul double %t.295, 0x4000000000000000
  %t.297 = fadd double %t.294, %t.296
  %t.298 = fmul double %t.287, %t.292
  %t.299 = fsub double 0x8000000000000000, %t.298
  %t.300 = call double @llvm.fma.f64(double %t.287, double %t.292, double %t.299)
  %t.301 = fmul double %t.287, %t.297
  %t.302 = fmul double %t.291, %t.292
  %t.303 = fadd double %t.301, %t.302
  %t.304 = fadd double %t.300, %t.303
  %t.305 = fmul double %t.298, 0x3FE5555555555555
  %t.306 = fsub double 0x8000000000000000, %t.305
  %t.307 = call double @llvm.fma.f64(double %t.298, double 0x3FE5555555555555, double %t.306)
  %t.308 = fmul double %t.304, 0x3FE5555555555555
  %t.309 = fmul double %t.298, 0x3C85555555555555
  %t.310 = fadd double %t.308, %t.309
  %t.311 = fadd double %t.307, %t.310
  %t.312 = fmul double %t.292, 0x3FB2F684BDA12F68
  %t.313 = fadd double %t.312, 0x3FB47AE147AE147B
  %t.314 = fmul double %t.292, %t.313
  %t.315 = fadd double %t.314, 0x3FB642C8590B2164
  %t.316 = fmul double %t.292, %t.315
  %t.317 = fadd double %t.316, 0x3FB8618618618618
  %t.318 = fmul double %t.292, %t.317
  %t.319 = fadd double %t.318, 0x3FBAF286BCA1AF28
  %t.320 = fmul double %t.292, %t.319
  %t.321 = fadd double %t.320, 0x3FBE1E1E1E1E1E1E
  %t.322 = fmul double %t.292, %t.321
  %t.323 = fadd double %t.322, 0x3FC1111111111111
  %t.324 = fmul double %t.292, %t.323
  %t.325 = fadd double %t.324, 0x3FC3B13B13B13B14
  %t.326 = fmul double %t.292, %t.325
  %t.327 = fadd double %t.326, 0x3FC745D1745D1746
  %t.328 = fmul double %t.292, %t.327
  %t.329 = fadd double %t.328, 0x3FCC71C71C71C71C
  %t.330 = fmul double %t.292, %t.329
  %t.331 = fadd double %t.330, 0x3FD2492492492492
  %t.332 = fmul double %t.292, %t.331
  %t.333 = fadd double %t.332, 0x3FD999999999999A
  %t.334 = fmul double %t.292, %t.292
  %t.335 = fmul double %t.287, %t.334
  %t.336 = fmul double %t.335, %t.333
  %t.337 = fmul double %t.287, 0x4000000000000000
  %t.338 = fadd double %t.337, %t.305
  %t.339 = fsub double %t.338, %t.337
  %t.340 = fsub double %t.305, %t.339
  %t.341 = fmul double %t.291, 0x4000000000000000
  %t.342 = fadd double %t.311, %t.336
  %t.343 = fadd double %t.340, %t.342
  %t.344 = fadd double %t.341, %t.343
  %t.345 = sitofp i32 %t.281 to double
  %t.346 = fmul double %t.345, 0x3FE62E42FEE00000
  %t.347 = fadd double %t.346, %t.338
  %t.348 = fsub double %t.347, %t.346
  %t.349 = fsub double %t.347, %t.348
  %t.350 = fsub double %t.346, %t.349
  %t.351 = fsub double %t.338, %t.348
  %t.352 = fadd double %t.350, %t.351
  %t.353 = fmul double %t.345, 0x3DEA39EF35793C76
  %t.354 = fadd double %t.353, %t.344
  %t.355 = fadd double %t.352, %t.354
  %t.356 = fadd double %t.347, %t.355
  %t.357 = fsub double %t.356, %t.347
  %t.358 = fsub double %t.355, %t.357
  %t.359 = fmul double %t.356, 0x3FF71547652B82FE
  %t.360 = fsub double 0x8000000000000000, %t.359
  %t.361 = call double @llvm.fma.f64(double %t.356, double 0x3FF71547652B82FE, double %t.360)
  %t.362 = fmul double %t.356, 0x3C7777D0FFDA0D24
  %t.363 = fmul double %t.358, 0x3FF71547652B82FE
  %t.364 = fadd double %t.362, %t.363
  %t.365 = fadd double %t.361, %t.364
  %t.366 = fadd double %t.359, %t.365
  %t.367 = fsub double %t.366, %t.359
  %t.368 = fsub double %t.365, %t.367
  %t.369 = icmp eq i32 0, 1
  br i1 %t.369, label %bb_lo.i18, label %bb_hi.i18

bb_hi.i18:
  br label %ret.h18

bb_lo.i18:
  br label %ret.h18

ret.h18:
  %t.370 = phi double [ %t.366, %bb_hi.i18 ], [ %t.368, %bb_lo.i18 ]
  br label %ret.h17

ret.h17:
  %t.371 = phi double [ 0x7FF8000000000000, %bb_nan.i17 ], [ 0xFFF0000000000000, %bb_zero.i17 ], [ %t.260, %bb_inf.i17 ], [ %t.370, %ret.h18 ]
  %t.372 = fptrunc double %t.371 to float
  br label %ret.h16

ret.h16:
  %t.373 = phi float [ %t.372, %ret.h17 ]
  br label %bb0.i19

bb0.i19:
  %t.374 = fpext float %t.12 to double
  br label %bb0.i20

bb0.i20:
  br label %bb0.i21

bb0.i21:
  %t.375 = call double @llvm.fabs.f64(double %t.374)
  %t.376 = fcmp olt double %t.375, 0x7FF0000000000000
  br i1 %t.376, label %bb1.i21, label %bb_nan.i21

bb_nan.i21:
  br label %ret.h21

bb1.i21:
  %t.377 = fcmp olt double %t.375, 0x3E40000000000000
  br i1 %t.377, label %bb_tiny.i21, label %bb2.i21

bb2.i21:
  %t.378 = fcmp ole double %t.375, 0x3FE921FB54442D18
  br i1 %t.378, label %bb_small.i21, label %bb3.i21

bb3.i21:
  %t.379 = fcmp olt double %t.375, 0x41D0000000000000
  br i1 %t.379, label %bb_medium.i21, label %bb_huge.i21

bb_huge.i21:
  br label %bb0.i22

bb0.i22:
  %t.380 = call double @llvm.fabs.f64(double %t.374)
  %t.381 = fcmp olt double %t.374, 0x0000000000000000
  %t.382 = bitcast double %t.380 to i64
  %t.383 = lshr i64 %t.382, 52
  %t.384 = trunc i64 %t.383 to i32
  %t.385 = sub i32 %t.384, 1013
  %t.386 = lshr i32 %t.385, 6
  %t.387 = and i32 %t.385, 63
  %t.388 = zext i32 %t.387 to i64
  %t.389 = sub i64 63, %t.388
  %t.390 = and i64 %t.382, 4503599627370495
  %t.391 = or i64 %t.390, 4503599627370496
  %t.392 = add i32 %t.386, 1
  %t.393 = add i32 %t.386, 2
  %t.394 = add i32 %t.386, 3
  br label %bb0.i23

bb0.i23:
  switch i32 %t.386, label %bb_zero.i23 [ i32 1, label %bb1.i23 i32 2, label %bb2.i23 i32 3, label %bb3.i23 i32 4, label %bb4.i23 i32 5, label %bb5.i23 i32 6, label %bb6.i23 i32 7, label %bb7.i23 i32 8, label %bb8.i23 i32 9, label %bb9.i23 i32 10, label %bb10.i23 i32 11, label %bb11.i23 i32 12, label %bb12.i23 i32 13, label %bb13.i23 i32 14, label %bb14.i23 i32 15, label %bb15.i23 i32 16, label %bb16.i23 i32 17, label %bb17.i23 i32 18, label %bb18.i23 i32 19, label %bb19.i23 ]

bb_zero.i23:
  br label %ret.h23

bb19.i23:
  br label %ret.h23

bb18.i23:
  br label %ret.h23

bb17.i23:
  br label %ret.h23

bb16.i23:
  br label %ret.h23

bb15.i23:
  br label %ret.h23

bb14.i23:
  br label %ret.h23

bb13.i23:
  br label %ret.h23

bb12.i23:
  br label %ret.h23

bb11.i23:
  br label %ret.h23

bb10.i23:
  br label %ret.h23

bb9.i23:
  br label %ret.h23

bb8.i23:
  br label %ret.h23

bb7.i23:
  br label %ret.h23

bb6.i23:
  br label %ret.h23

bb5.i23:
  br label %ret.h23

bb4.i23:
  br label %ret.h23

bb3.i23:
  br label %ret.h23

bb2.i23:
  br label %ret.h23

bb1.i23:
  br label %ret.h23

ret.h23:
  %t.395 = phi i64 [ 0, %bb_zero.i23 ], [ 6197850593633725355, %bb19.i23 ], [ 7780917995555872008, %bb18.i23 ], [ 4397547296490951402, %bb17.i23 ], [ 8441921394348257659, %bb16.i23 ], [ 5712322887342352941, %bb15.i23 ], [ 7869616827067468215, %bb14.i23 ], [ -1211730484530615009, %bb13.i23 ], [ 2303758334597371919, %bb12.i23 ], [ -7168499653074671557, %bb11.i23 ], [ 4148332274289687028, %bb10.i23 ], [ -1613291254968254911, %bb9.i23 ], [ -1692731182770600828, %bb8.i23 ], [ -135693905287338178, %bb7.i23 ], [ 452944820249399836, %bb6.i23 ], [ -5249950069107600672, %bb5.i23 ], [ -121206125134887583, %bb4.i23 ], [ -2638381946312093631, %bb3.i23 ], [ -277156292786332224, %bb2.i23 ], [ -6703182060581546711, %bb1.i23 ]
  br label %bb0.i24

bb0.i24:
  switch i32 %t.392, label %bb_zero.i24 [ i32 1, label %bb1.i24 i32 2, label %bb2.i24 i32 3, label %bb3.i24 i32 4, label %bb4.i24 i32 5, label %bb5.i24 i32 6, label %bb6.i24 i32 7, label %bb7.i24 i32 8, label %bb8.i24 i32 9, label %bb9.i24 i32 10, label %bb10.i24 i32 11, label %bb11.i24 i32 12, label %bb12.i24 i32 13, label %bb13.i24 i32 14, label %bb14.i24 i32 15, label %bb15.i24 i32 16, label %bb16.i24 i32 17, label %bb17.i24 i32 18, label %bb18.i24 i32 19, label %bb19.i24 ]

bb_zero.i24:
  br label %ret.h24

bb19.i24:
  br label %ret.h24

bb18.i24:
  br label %ret.h24

bb17.i24:
  br label %ret.h24

bb16.i24:
  br label %ret.h24

bb15.i24:
  br label %ret.h24

bb14.i24:
  br label %ret.h24

bb13.i24:
  br label %ret.h24

bb12.i24:
  br label %ret.h24

bb11.i24:
  br label %ret.h24

bb10.i24:
  br label %ret.h24

bb9.i24:
  br label %ret.h24

bb8.i24:
  br label %ret.h24

bb7.i24:
  br label %ret.h24

bb6.i24:
  br label %ret.h24

bb5.i24:
  br label %ret.h24

bb4.i24:
  br label %ret.h24

bb3.i24:
  br label %ret.h24

bb2.i24:
  br label %ret.h24

bb1.i24:
  br label %ret.h24

ret.h24:
  %t.396 = phi i64 [ 0, %bb_zero.i24 ], [ 6197850593633725355, %bb19.i24 ], [ 7780917995555872008, %bb18.i24 ], [ 4397547296490951402, %bb17.i24 ], [ 8441921394348257659, %bb16.i24 ], [ 5712322887342352941, %bb15.i24 ], [ 7869616827067468215, %bb14.i24 ], [ -1211730484530615009, %bb13.i24 ], [ 2303758334597371919, %bb12.i24 ], [ -7168499653074671557, %bb11.i24 ], [ 4148332274289687028, %bb10.i24 ], [ -1613291254968254911, %bb9.i24 ], [ -1692731182770600828, %bb8.i24 ], [ -135693905287338178, %bb7.i24 ], [ 452944820249399836, %bb6.i24 ], [ -5249950069107600672, %bb5.i24 ], [ -121206125134887583, %bb4.i24 ], [ -2638381946312093631, %bb3.i24 ], [ -277156292786332224, %bb2.i24 ], [ -6703182060581546711, %bb1.i24 ]
  br label %bb0.i25

bb0.i25:
  switch i32 %t.393, label %bb_zero.i25 [ i32 1, label %bb1.i25 i32 2, label %bb2.i25 i32 3, label %bb3.i25 i32 4, label %bb4.i25 i32 5, label %bb5.i25 i32 6, label %bb6.i25 i32 7, label %bb7.i25 i32 8, label %bb8.i25 i32 9, label %bb9.i25 i32 10, label %bb10.i25 i32 11, label %bb11.i25 i32 12, label %bb12.i25 i32 13, label %bb13.i25 i32 14, label %bb14.i25 i32 15, label %bb15.i25 i32 16, label %bb16.i25 i32 17, label %bb17.i25 i32 18, label %bb18.i25 i32 19, label %bb19.i25 ]

bb_zero.i25:
  br label %ret.h25

bb19.i25:
  br label %ret.h25

bb18.i25:
  br label %ret.h25

bb17.i25:
  br label %ret.h25

bb16.i25:
  br label %ret.h25

bb15.i25:
  br label %ret.h25

bb14.i25:
  br label %ret.h25

bb13.i25:
  br label %ret.h25

bb12.i25:
  br label %ret.h25

bb11.i25:
  br label %ret.h25

bb10.i25:
  br label %ret.h25

bb9.i25:
  br label %ret.h25

bb8.i25:
  br label %ret.h25

bb7.i25:
  br label %ret.h25

bb6.i25:
  br label %ret.h25

bb5.i25:
  br label %ret.h25

bb4.i25:
  br label %ret.h25

bb3.i25:
  br label %ret.h25

bb2.i25:
  br label %ret.h25

bb1.i25:
  br label %ret.h25

ret.h25:
  %t.397 = phi i64 [ 0, %bb_zero.i25 ], [ 6197850593633725355, %bb19.i25 ], [ 7780917995555872008, %bb18.i25 ], [ 4397547296490951402, %bb17.i25 ], [ 8441921394348257659, %bb16.i25 ], [ 5712322887342352941, %bb15.i25 ], [ 7869616827067468215, %bb14.i25 ], [ -1211730484530615009, %bb13.i25 ], [ 2303758334597371919, %bb12.i25 ], [ -7168499653074671557, %bb11.i25 ], [ 4148332274289687028, %bb10.i25 ], [ -1613291254968254911, %bb9.i25 ], [ -1692731182770600828, %bb8.i25 ], [ -135693905287338178, %bb7.i25 ], [ 452944820249399836, %bb6.i25 ], [ -5249950069107600672, %bb5.i25 ], [ -121206125134887583, %bb4.i25 ], [ -2638381946312093631, %bb3.i25 ], [ -277156292786332224, %bb2.i25 ], [ -6703182060581546711, %bb1.i25 ]
  br label %bb0.i26

bb0.i26:
  switch i32 %t.394, label %bb_zero.i26 [ i32 1, label %bb1.i26 i32 2, label %bb2.i26 i32 3, label %bb3.i26 i32 4, label %bb4.i26 i32 5, label %bb5.i26 i32 6, label %bb6.i26 i32 7, label %bb7.i26 i32 8, label %bb8.i26 i32 9, label %bb9.i26 i32 10, label %bb10.i26 i32 11, label %bb11.i26 i32 12, label %bb12.i26 i32 13, label %bb13.i26 i32 14, label %bb14.i26 i32 15, label %bb15.i26 i32 16, label %bb16.i26 i32 17, label %bb17.i26 i32 18, label %bb18.i26 i32 19, label %bb19.i26 ]

bb_zero.i26:
  br label %ret.h26

bb19.i26:
  br label %ret.h26

bb18.i26:
  br label %ret.h26

bb17.i26:
  br label %ret.h26

bb16.i26:
  br label %ret.h26

bb15.i26:
  br label %ret.h26

bb14.i26:
  br label %ret.h26

bb13.i26:
  br label %ret.h26

bb12.i26:
  br label %ret.h26

bb11.i26:
  br label %ret.h26

bb10.i26:
  br label %ret.h26

bb9.i26:
  br label %ret.h26

bb8.i26:
  br label %ret.h26

bb7.i26:
  br label %ret.h26

bb6.i26:
  br label %ret.h26

bb5.i26:
  br label %ret.h26

bb4.i26:
  br label %ret.h26

bb3.i26:
  br label %ret.h26

bb2.i26:
  br label %ret.h26

bb1.i26:
  br label %ret.h26

ret.h26:
  %t.398 = phi i64 [ 0, %bb_zero.i26 ], [ 6197850593633725355, %bb19.i26 ], [ 7780917995555872008, %bb18.i26 ], [ 4397547296490951402, %bb17.i26 ], [ 8441921394348257659, %bb16.i26 ], [ 5712322887342352941, %bb15.i26 ], [ 7869616827067468215, %bb14.i26 ], [ -1211730484530615009, %bb13.i26 ], [ 2303758334597371919, %bb12.i26 ], [ -7168499653074671557, %bb11.i26 ], [ 4148332274289687028, %bb10.i26 ], [ -1613291254968254911, %bb9.i26 ], [ -1692731182770600828, %bb8.i26 ], [ -135693905287338178, %bb7.i26 ], [ 452944820249399836, %bb6.i26 ], [ -5249950069107600672, %bb5.i26 ], [ -121206125134887583, %bb4.i26 ], [ -2638381946312093631, %bb3.i26 ], [ -277156292786332224, %bb2.i26 ], [ -6703182060581546711, %bb1.i26 ]
  %t.399 = and i64 %t.388, 63
  %t.400 = shl i64 %t.395, %t.399
  %t.401 = lshr i64 %t.396, 1
  %t.402 = and i64 %t.389, 63
  %t.403 = lshr i64 %t.401, %t.402
  %t.404 = or i64 %t.400, %t.403
  %t.405 = and i64 %t.388, 63
  %t.406 = shl i64 %t.396, %t.405
  %t.407 = lshr i64 %t.397, 1
  %t.408 = and i64 %t.389, 63
  %t.409 = lshr i64 %t.407, %t.408
  %t.410 = or i64 %t.406, %t.409
  %t.411 = and i64 %t.388, 63
  %t.412 = shl i64 %t.397, %t.411
  %t.413 = lshr i64 %t.398, 1
  %t.414 = and i64 %t.389, 63
  %t.415 = lshr i64 %t.413, %t.414
  %t.416 = or i64 %t.412, %t.415
  %t.417 = mul i64 %t.416, %t.391
  br label %bb0.i27

bb0.i27:
  %t.418 = and i64 %t.416, 4294967295
  %t.419 = lshr i64 %t.416, 32
  %t.420 = and i64 %t.391, 4294967295
  %t.421 = lshr i64 %t.391, 32
  %t.422 = mul i64 %t.418, %t.420
  %t.423 = mul i64 %t.418, %t.421
  %t.424 = mul i64 %t.419, %t.420
  %t.425 = mul i64 %t.419, %t.421
  %t.426 = lshr i64 %t.422, 32
  %t.427 = and i64 %t.423, 4294967295
  %t.428 = and i64 %t.424, 4294967295
  %t.429 = add i64 %t.426, %t.427
  %t.430 = add i64 %t.429, %t.428
  %t.431 = lshr i64 %t.423, 32
  %t.432 = lshr i64 %t.424, 32
  %t.433 = lshr i64 %t.430, 32
  %t.434 = add i64 %t.425, %t.431
  %t.435 = add i64 %t.434, %t.432
  %t.436 = add i64 %t.435, %t.433
  br label %ret.h27

ret.h27:
  %t.437 = phi i64 [ %t.436, %bb0.i27 ]
  %t.438 = mul i64 %t.410, %t.391
  br label %bb0.i28

bb0.i28:
  %t.439 = and i64 %t.410, 4294967295
  %t.440 = lshr i64 %t.410, 32
  %t.441 = and i64 %t.391, 4294967295
  %t.442 = lshr i64 %t.391, 32
  %t.443 = mul i64 %t.439, %t.441
  %t.444 = mul i64 %t.439, %t.442
  %t.445 = mul i64 %t.440, %t.441
  %t.446 = mul i64 %t.440, %t.442
  %t.447 = lshr i64 %t.443, 32
  %t.448 = and i64 %t.444, 4294967295
  %t.449 = and i64 %t.445, 4294967295
  %t.450 = add i64 %t.447, %t.448
  %t.451 = add i64 %t.450, %t.449
  %t.452 = lshr i64 %t.444, 32
  %t.453 = lshr i64 %t.445, 32
  %t.454 = lshr i64 %t.451, 32
  %t.455 = add i64 %t.446, %t.452
  %t.456 = add i64 %t.455, %t.453
  %t.457 = add i64 %t.456, %t.454
  br label %ret.h28

ret.h28:
  %t.458 = phi i64 [ %t.457, %bb0.i28 ]
  %t.459 = mul i64 %t.404, %t.391
  %t.460 = add i64 %t.437, %t.438
  %t.461 = icmp ult i64 %t.460, %t.437
  %t.462 = zext i1 %t.461 to i64
  %t.463 = add i64 %t.458, %t.459
  %t.464 = add i64 %t.463, %t.462
  %t.465 = add i64 %t.464, 2305843009213693952
  %t.466 = lshr i64 %t.465, 62
  %t.467 = and i64 %t.465, 4611686018427387903
  %t.468 = icmp ult i64 %t.467, 2305843009213693952
  %t.469 = sub i64 %t.467, 2305843009213693952
  br i1 %t.468, label %bb_negate.i22, label %bb_magnitude.i22

bb_negate.i22:
  %t.470 = xor i64 %t.417, -1
  %t.471 = add i64 %t.470, 1
  %t.472 = icmp eq i64 %t.417, 0
  %t.473 = zext i1 %t.472 to i64
  %t.474 = xor i64 %t.460, -1
  %t.475 = add i64 %t.474, %t.473
  %t.476 = icmp eq i64 %t.460, 0
  %t.477 = and i1 %t.472, %t.476
  %t.478 = zext i1 %t.477 to i64
  %t.479 = xor i64 %t.469, -1
  %t.480 = add i64 %t.479, %t.478
  br label %bb_magnitude.i22

bb_magnitude.i22:
  %t.481 = phi i64 [ %t.469, %ret.h28 ], [ %t.480, %bb_negate.i22 ]
  %t.482 = phi i64 [ %t.460, %ret.h28 ], [ %t.475, %bb_negate.i22 ]
  %t.483 = phi i64 [ %t.417, %ret.h28 ], [ %t.471, %bb_negate.i22 ]
  %t.484 = icmp eq i64 %t.481, 0
  br i1 %t.484, label %bb_shift64.i22, label %bb_normalize.i22

bb_shift64.i22:
  br label %bb_normalize.i22

bb_normalize.i22:
  %t.485 = phi i64 [ %t.481, %bb_magnitude.i22 ], [ %t.482, %bb_shift64.i22 ]
  %t.486 = phi i64 [ %t.482, %bb_magnitude.i22 ], [ %t.483, %bb_shift64.i22 ]
  %t.487 = phi i64 [ %t.483, %bb_magnitude.i22 ], [ 0, %bb_shift64.i22 ]
  %t.488 = phi i32 [ 0, %bb_magnitude.i22 ], [ 64, %bb_shift64.i22 ]
  %t.489 = uitofp i64 %t.485 to double
  %t.490 = bitcast double %t.489 to i64
  %t.491 = lshr i64 %t.490, 52
  %t.492 = sub i64 1086, %t.491
  %t.493 = and i64 %t.492, 63
  %t.494 = shl i64 %t.485, %t.493
  %t.495 = lshr i64 %t.494, 63
  %t.496 = sub i64 1, %t.495
  %t.497 = add i64 %t.492, %t.496
  %t.498 = sub i64 63, %t.497
  %t.499 = and i64 %t.497, 63
  %t.500 = shl i64 %t.485, %t.499
  %t.501 = lshr i64 %t.486, 1
  %t.502 = and i64 %t.498, 63
  %t.503 = lshr i64 %t.501, %t.502
  %t.504 = or i64 %t.500, %t.503
  %t.505 = and i64 %t.497, 63
  %t.506 = shl i64 %t.486, %t.505
  %t.507 = lshr i64 %t.487, 1
  %t.508 = and i64 %t.498, 63
  %t.509 = lshr i64 %t.507, %t.508
  %t.510 = or i64 %t.506, %t.509
  %t.511 = trunc i64 %t.497 to i32
  %t.512 = add i32 %t.488, %t.511
  %t.513 = lshr i64 %t.504, 11
  %t.514 = and i64 %t.504, 2047
  %t.515 = shl i64 %t.514, 53
  %t.516 = lshr i64 %t.510, 11
  %t.517 = or i64 %t.515, %t.516
  %t.518 = uitofp i64 %t.513 to double
  %t.519 = uitofp i64 %t.517 to double
  %t.520 = sub i32 -51, %t.512
  br label %bb0.i29

bb0.i29:
  %t.521 = add i32 %t.520, 1023
  %t.522 = sext i32 %t.521 to i64
  %t.523 = shl i64 %t.522, 52
  %t.524 = bitcast i64 %t.523 to double
  br label %ret.h29

ret.h29:
  %t.525 = phi double [ %t.524, %bb0.i29 ]
  %t.526 = fmul double %t.518, %t.525
  %t.527 = fmul double %t.519, %t.525
  %t.528 = fmul double %t.527, 0x3BF0000000000000
  %t.529 = fmul double %t.526, 0x3FF921FB54442D18
  %t.530 = fsub double 0x8000000000000000, %t.529
  %t.531 = call double @llvm.fma.f64(double %t.526, double 0x3FF921FB54442D18, double %t.530)
  %t.532 = fmul double %t.526, 0x3C91A62633145C07
  %t.533 = fmul double %t.528, 0x3FF921FB54442D18
  %t.534 = fadd double %t.532, %t.533
  %t.535 = fadd double %t.531, %t.534
  %t.536 = fadd double %t.529, %t.535
  %t.537 = fsub double %t.536, %t.529
  %t.538 = fsub double %t.535, %t.537
  %t.539 = xor i1 %t.468, %t.381
  br i1 %t.539, label %bb_flip.i22, label %bb_keep.i22

bb_keep.i22:
  br label %bb_quadrant.i22

bb_flip.i22:
  %t.540 = fsub double 0x8000000000000000, %t.536
  %t.541 = fsub double 0x8000000000000000, %t.538
  br label %bb_quadrant.i22

bb_quadrant.i22:
  %t.542 = phi double [ %t.540, %bb_flip.i22 ], [ %t.536, %bb_keep.i22 ]
  %t.543 = phi double [ %t.541, %bb_flip.i22 ], [ %t.538, %bb_keep.i22 ]
  %t.544 = trunc i64 %t.466 to i32
  br i1 %t.381, label %bb_neg_n.i22, label %bb_out.i22

bb_neg_n.i22:
  %t.545 = sub i32 0, %t.544
  br label %bb_out.i22

bb_out.i22:
  %t.546 = phi i32 [ %t.544, %bb_quadrant.i22 ], [ %t.545, %bb_neg_n.i22 ]
  %t.547 = and i32 %t.546, 3
  br label %bb0.i30

bb0.i30:
  %t.548 = icmp eq i32 0, 2
  br i1 %t.548, label %bb_tan.i30, label %bb_sin_cos.i30

bb_sin_cos.i30:
  %t.549 = add i32 %t.547, 0
  %t.550 = and i32 %t.549, 3
  %t.551 = and i32 %t.550, 1
  %t.552 = icmp eq i32 %t.551, 1
  br i1 %t.552, label %bb_cos.i30, label %bb_sin.i30

bb_sin.i30:
  br label %bb0.i31

bb0.i31:
  %t.553 = fmul double %t.542, %t.542
  %t.554 = fmul double %t.553, %t.553
  %t.555 = fmul double %t.553, 0x3EC71DE357B1FE7D
  %t.556 = fadd double %t.555, 0xBF2A01A019C161D5
  %t.557 = fmul double %t.553, %t.556
  %t.558 = fadd double %t.557, 0x3F8111111110F8A6
  %t.559 = fmul double %t.553, 0x3DE5D93A5ACFD57C
  %t.560 = fadd double %t.559, 0xBE5AE5E68A2B9CEB
  %t.561 = fmul double %t.553, %t.554
  %t.562 = fmul double %t.561, %t.560
  %t.563 = fadd double %t.558, %t.562
  %t.564 = fmul double %t.553, %t.542
  %t.565 = fmul double %t.543, 0x3FE0000000000000
  %t.566 = fmul double %t.564, %t.563
  %t.567 = fsub double %t.565, %t.566
  %t.568 = fmul double %t.553, %t.567
  %t.569 = fsub double %t.568, %t.543
  %t.570 = fmul double %t.564, 0xBFC5555555555549
  %t.571 = fsub double %t.569, %t.570
  %t.572 = fsub double %t.542, %t.571
  br label %ret.h31

ret.h31:
  %t.573 = phi double [ %t.572, %bb0.i31 ]
  br label %bb_sign.i30

bb_cos.i30:
  br label %bb0.i32

bb0.i32:
  %t.574 = fmul double %t.542, %t.542
  %t.575 = fmul double %t.574, %t.574
  %t.576 = fmul double %t.574, 0x3EFA01A019CB1590
  %t.577 = fadd double %t.576, 0xBF56C16C16C15177
  %t.578 = fmul double %t.574, %t.577
  %t.579 = fadd double %t.578, 0x3FA555555555554C
  %t.580 = fmul double %t.574, %t.579
  %t.581 = fmul double %t.574, 0xBDA8FAE9BE8838D4
  %t.582 = fadd double %t.581, 0x3E21EE9EBDB4B1C4
  %t.583 = fmul double %t.574, %t.582
  %t.584 = fadd double %t.583, 0xBE927E4F809C52AD
  %t.585 = fmul double %t.575, %t.575
  %t.586 = fmul double %t.585, %t.584
  %t.587 = fadd double %t.580, %t.586
  %t.588 = fmul double %t.574, 0x3FE0000000000000
  %t.589 = fsub double 0x3FF0000000000000, %t.588
  %t.590 = fsub double 0x3FF0000000000000, %t.589
  %t.591 = fsub double %t.590, %t.588
  %t.592 = fmul double %t.574, %t.587
  %t.593 = fmul double %t.542, %t.543
  %t.594 = fsub double %t.592, %t.593
  %t.595 = fadd double %t.591, %t.594
  %t.596 = fadd double %t.589, %t.595
  br label %ret.h32

ret.h32:
  %t.597 = phi double [ %t.596, %bb0.i32 ]
  br label %bb_sign.i30

bb_sign.i30:
  %t.598 = phi double [ %t.573, %ret.h31 ], [ %t.597, %ret.h32 ]
  %t.599 = icmp uge i32 %t.550, 2
  br i1 %t.599, label %bb_neg.i30, label %bb_pos.i30

bb_pos.i30:
  br label %ret.h30

bb_neg.i30:
  %t.600 = fsub double 0x8000000000000000, %t.598
  br label %ret.h30

bb_tan.i30:
  %t.601 = and i32 %t.547, 1
  %t.602 = icmp eq i32 %t.601, 1
  br label %bb0.i33

bb0.i33:
  %t.603 = fcmp olt double %t.542, 0x0000000000000000
  %t.604 = call double @llvm.fabs.f64(double %t.542)
  %t.605 = fcmp oge double %t.604, 0x3FE5942800000000
  br i1 %t.605, label %bb_big.i33, label %bb_poly.i33

bb_big.i33:
  br i1 %t.603, label %bb_flip.i33, label %bb_keep.i33

bb_keep.i33:
  br label %bb_big2.i33

bb_flip.i33:
  %t.606 = fsub double 0x8000000000000000, %t.542
  %t.607 = fsub double 0x8000000000000000, %t.543
  br label %bb_big2.i33

bb_big2.i33:
  %t.608 = phi double [ %t.606, %bb_flip.i33 ], [ %t.542, %bb_keep.i33 ]
  %t.609 = phi double [ %t.607, %bb_flip.i33 ], [ %t.543, %bb_keep.i33 ]
  %t.610 = fsub double 0x3FE921FB54442D18, %t.608
  %t.611 = fsub double 0x3C81A62633145C07, %t.609
  %t.612 = fadd double %t.610, %t.611
  br label %bb_poly.i33

bb_poly.i33:
  %t.613 = phi double [ %t.542, %bb0.i33 ], [ %t.612, %bb_big2.i33 ]
  %t.614 = phi double [ %t.543, %bb0.i33 ], [ 0x0000000000000000, %bb_big2.i33 ]
  %t.615 = fmul double %t.613, %t.613
  %t.616 = fmul double %t.615, %t.615
  %t.617 = fmul double %t.616, 0xBEF375CBDB605373
  %t.618 = fadd double %t.617, 0x3F147E88A03792A6
  %t.619 = fmul double %t.616, %t.618
  %t.620 = fadd double %t.619, 0x3F4344D8F2F26501
  %t.621 = fmul double %t.616, %t.620
  %t.622 = fadd double %t.621, 0x3F6D6D22C9560328
  %t.623 = fmul double %t.616, %t.622
  %t.624 = fadd double %t.623, 0x3F9664F48406D637
  %t.625 = fmul double %t.616, %t.624
  %t.626 = fadd double %t.625, 0x3FC111111110FE7A
  %t.627 = fmul double %t.616, 0x3EFB2A7074BF7AD4
  %t.628 = fadd double %t.627, 0x3F12B80F32F0A7E9
  %t.629 = fmul double %t.616, %t.628
  %t.630 = fadd double %t.629, 0x3F3026F71A8D1068
  %t.631 = fmul double %t.616, %t.630
  %t.632 = fadd double %t.631, 0x3F57DBC8FEE08315
  %t.633 = fmul double %t.616, %t.632
  %t.634 = fadd double %t.633, 0x3F8226E3E96E8493
  %t.635 = fmul double %t.616, %t.634
  %t.636 = fadd double %t.635, 0x3FABA1BA1BB341FE
  %t.637 = fmul double %t.615, %t.636
  %t.638 = fmul double %t.615, %t.613
  %t.639 = fadd double %t.626, %t.637
  %t.640 = fmul double %t.638, %t.639
  %t.641 = fadd double %t.640, %t.614
  %t.642 = fmul double %t.615, %t.641
  %t.643 = fadd double %t.614, %t.642
  %t.644 = fmul double %t.638, 0x3FD5555555555563
  %t.645 = fadd double %t.643, %t.644
  %t.646 = fadd double %t.613, %t.645
  br i1 %t.605, label %bb_big_ret.i33, label %bb_small_ret.i33

bb_small_ret.i33:
  br i1 %t.602, label %bb_recip.i33, label %bb_direct.i33

bb_direct.i33:
  br label %ret.h33

bb_recip.i33:
  %t.647 = bitcast double %t.646 to i64
  %t.648 = and i64 %t.647, -4294967296
  %t.649 = bitcast i64 %t.648 to double
  %t.650 = fsub double %t.649, %t.613
  %t.651 = fsub double %t.645, %t.650
  %t.652 = fdiv double 0xBFF0000000000000, %t.646
  %t.653 = bitcast double %t.652 to i64
  %t.654 = and i64 %t.653, -4294967296
  %t.655 = bitcast i64 %t.654 to double
  %t.656 = fmul double %t.655, %t.649
  %t.657 = fadd double 0x3FF0000000000000, %t.656
  %t.658 = fmul double %t.655, %t.651
  %t.659 = fadd double %t.657, %t.658
  %t.660 = fmul double %t.652, %t.659
  %t.661 = fadd double %t.655, %t.660
  br label %ret.h33

bb_big_ret.i33:
  %t.662 = select i1 %t.602, double 0x3FF0000000000000, double 0x0000000000000000
  %t.663 = fmul double %t.662, 0x4000000000000000
  %t.664 = fsub double 0x3FF0000000000000, %t.663
  %t.665 = fmul double %t.646, %t.646
  %t.666 = fadd double %t.646, %t.664
  %t.667 = fdiv double %t.665, %t.666
  %t.668 = fsub double %t.667, %t.645
  %t.669 = fsub double %t.613, %t.668
  %t.670 = fmul double %t.669, 0x4000000000000000
  %t.671 = fsub double %t.664, %t.670
  %t.672 = select i1 %t.603, double 0x3FF0000000000000, double 0x0000000000000000
  %t.673 = fmul double %t.672, 0x4000000000000000
  %t.674 = fsub double 0x3FF0000000000000, %t.673
  %t.675 = fmul double %t.674, %t.671
  br label %ret.h33

ret.h33:
  %t.676 = phi double [ %t.646, %bb_direct.i33 ], [ %t.661, %bb_recip.i33 ], [ %t.675, %bb_big_ret.i33 ]
  br label %ret.h30

ret.h30:
  %t.677 = phi double [ %t.598, %bb_pos.i30 ], [ %t.600, %bb_neg.i30 ], [ %t.676, %ret.h33 ]
  br label %ret.h22

ret.h22:
  %t.678 = phi double [ %t.677, %ret.h30 ]
  br label %ret.h21

bb_medium.i21:
  %t.679 = fmul double %t.374, 0x3FE45F306DC9C883
  %t.680 = fadd double %t.679, 0x4338000000000000
  %t.681 = fsub double %t.680, 0x4338000000000000
  %t.682 = fsub double 0x8000000000000000, %t.681
  %t.683 = call double @llvm.fma.f64(double %t.682, double 0x3FF921FB54442D18, double %t.374)
  %t.684 = fmul double %t.681, 0x3C91A62633145C07
  %t.685 = fsub double 0x8000000000000000, %t.684
  %t.686 = call double @llvm.fma.f64(double %t.681, double 0x3C91A62633145C07, double %t.685)
  %t.687 = fadd double %t.683, %t.685
  %t.688 = fsub double %t.687, %t.683
  %t.689 = fsub double %t.687, %t.688
  %t.690 = fsub double %t.683, %t.689
  %t.691 = fsub double %t.685, %t.688
  %t.692 = fadd double %t.690, %t.691
  %t.693 = fmul double %t.681, 0xB91F1976B7ED8FBC
  %t.694 = fsub double %t.692, %t.686
  %t.695 = fsub double %t.694, %t.693
  %t.696 = fadd double %t.687, %t.695
  %t.697 = fsub double %t.696, %t.687
  %t.698 = fsub double %t.695, %t.697
  %t.699 = call i32 @llvm.fptosi.sat.i32.f64(double %t.681)
  %t.700 = and i32 %t.699, 3
  br label %bb0.i34

bb0.i34:
  %t.701 = icmp eq i32 0, 2
  br i1 %t.701, label %bb_tan.i34, label %bb_sin_cos.i34

bb_sin_cos.i34:
  %t.702 = add i32 %t.700, 0
  %t.703 = and i32 %t.702, 3
  %t.704 = and i32 %t.703, 1
  %t.705 = icmp eq i32 %t.704, 1
  br i1 %t.705, label %bb_cos.i34, label %bb_sin.i34

bb_sin.i34:
  br label %bb0.i35

bb0.i35:
  %t.706 = fmul double %t.696, %t.696
  %t.707 = fmul double %t.706, %t.706
  %t.708 = fmul double %t.706, 0x3EC71DE357B1FE7D
  %t.709 = fadd double %t.708, 0xBF2A01A019C161D5
  %t.710 = fmul double %t.706, %t.709
  %t.711 = fadd double %t.710, 0x3F8111111110F8A6
  %t.712 = fmul double %t.706, 0x3DE5D93A5ACFD57C
  %t.713 = fadd double %t.712, 0xBE5AE5E68A2B9CEB
  %t.714 = fmul double %t.706, %t.707
  %t.715 = fmul double %t.714, %t.713
  %t.716 = fadd double %t.711, %t.715
  %t.717 = fmul double %t.706, %t.696
  %t.718 = fmul double %t.698, 0x3FE0000000000000
  %t.719 = fmul double %t.717, %t.716
  %t.720 = fsub double %t.718, %t.719
  %t.721 = fmul double %t.706, %t.720
  %t.722 = fsub double %t.721, %t.698
  %t.723 = fmul double %t.717, 0xBFC5555555555549
  %t.724 = fsub double %t.722, %t.723
  %t.725 = fsub double %t.696, %t.724
  br label %ret.h35

ret.h35:
  %t.726 = phi double [ %t.725, %bb0.i35 ]
  br label %bb_sign.i34

bb_cos.i34:
  br label %bb0.i36

bb0.i36:
  %t.727 = fmul double %t.696, %t.696
  %t.728 = fmul double %t.727, %t.727
  %t.729 = fmul double %t.727, 0x3EFA01A019CB1590
  %t.730 = fadd double %t.729, 0xBF56C16C16C15177
  %t.731 = fmul double %t.727, %t.730
  %t.732 = fadd double %t.731, 0x3FA555555555554C
  %t.733 = fmul double %t.727, %t.732
  %t.734 = fmul double %t.727, 0xBDA8FAE9BE8838D4
  %t.735 = fadd double %t.734, 0x3E21EE9EBDB4B1C4
  %t.736 = fmul double %t.727, %t.735
  %t.737 = fadd double %t.736, 0xBE927E4F809C52AD
  %t.738 = fmul double %t.728, %t.728
  %t.739 = fmul double %t.738, %t.737
  %t.740 = fadd double %t.733, %t.739
  %t.741 = fmul double %t.727, 0x3FE0000000000000
  %t.742 = fsub double 0x3FF0000000000000, %t.741
  %t.743 = fsub double 0x3FF0000000000000, %t.742
  %t.744 = fsub double %t.743, %t.741
  %t.745 = fmul double %t.727, %t.740
  %t.746 = fmul double %t.696, %t.698
  %t.747 = fsub double %t.745, %t.746
  %t.748 = fadd double %t.744, %t.747
  %t.749 = fadd double %t.742, %t.748
  br label %ret.h36

ret.h36:
  %t.750 = phi double [ %t.749, %bb0.i36 ]
  br label %bb_sign.i34

bb_sign.i34:
  %t.751 = phi double [ %t.726, %ret.h35 ], [ %t.750, %ret.h36 ]
  %t.752 = icmp uge i32 %t.703, 2
  br i1 %t.752, label %bb_neg.i34, label %bb_pos.i34

bb_pos.i34:
  br label %ret.h34

bb_neg.i34:
  %t.753 = fsub double 0x8000000000000000, %t.751
  br label %ret.h34

bb_tan.i34:
  %t.754 = and i32 %t.700, 1
  %t.755 = icmp eq i32 %t.754, 1
  br label %bb0.i37

bb0.i37:
  %t.756 = fcmp olt double %t.696, 0x0000000000000000
  %t.757 = call double @llvm.fabs.f64(double %t.696)
  %t.758 = fcmp oge double %t.757, 0x3FE5942800000000
  br i1 %t.758, label %bb_big.i37, label %bb_poly.i37

bb_big.i37:
  br i1 %t.756, label %bb_flip.i37, label %bb_keep.i37

bb_keep.i37:
  br label %bb_big2.i37

bb_flip.i37:
  %t.759 = fsub double 0x8000000000000000, %t.696
  %t.760 = fsub double 0x8000000000000000, %t.698
  br label %bb_big2.i37

bb_big2.i37:
  %t.761 = phi double [ %t.759, %bb_flip.i37 ], [ %t.696, %bb_keep.i37 ]
  %t.762 = phi double [ %t.760, %bb_flip.i37 ], [ %t.698, %bb_keep.i37 ]
  %t.763 = fsub double 0x3FE921FB54442D18, %t.761
  %t.764 = fsub double 0x3C81A62633145C07, %t.762
  %t.765 = fadd double %t.763, %t.764
  br label %bb_poly.i37

bb_poly.i37:
  %t.766 = phi double [ %t.696, %bb0.i37 ], [ %t.765, %bb_big2.i37 ]
  %t.767 = phi double [ %t.698, %bb0.i37 ], [ 0x0000000000000000, %bb_big2.i37 ]
  %t.768 = fmul double %t.766, %t.766
  %t.769 = fmul double %t.768, %t.768
  %t.770 = fmul double %t.769, 0xBEF375CBDB605373
  %t.771 = fadd double %t.770, 0x3F147E88A03792A6
  %t.772 = fmul double %t.769, %t.771
  %t.773 = fadd double %t.772, 0x3F4344D8F2F26501
  %t.774 = fmul double %t.769, %t.773
  %t.775 = fadd double %t.774, 0x3F6D6D22C9560328
  %t.776 = fmul double %t.769, %t.775
  %t.777 = fadd double %t.776, 0x3F9664F48406D637
  %t.778 = fmul double %t.769, %t.777
  %t.779 = fadd double %t.778, 0x3FC111111110FE7A
  %t.780 = fmul double %t.769, 0x3EFB2A7074BF7AD4
  %t.781 = fadd double %t.780, 0x3F12B80F32F0A7E9
  %t.782 = fmul double %t.769, %t.781
  %t.783 = fadd double %t.782, 0x3F3026F71A8D1068
  %t.784 = fmul double %t.769, %t.783
  %t.785 = fadd double %t.784, 0x3F57DBC8FEE08315
  %t.786 = fmul double %t.769, %t.785
  %t.787 = fadd double %t.786, 0x3F8226E3E96E8493
  %t.788 = fmul double %t.769, %t.787
  %t.789 = fadd double %t.788, 0x3FABA1BA1BB341FE
  %t.790 = fmul double %t.768, %t.789
  %t.791 = fmul double %t.768, %t.766
  %t.792 = fadd double %t.779, %t.790
  %t.793 = fmul double %t.791, %t.792
  %t.794 = fadd double %t.793, %t.767
  %t.795 = fmul double %t.768, %t.794
  %t.796 = fadd double %t.767, %t.795
  %t.797 = fmul double %t.791, 0x3FD5555555555563
  %t.798 = fadd double %t.796, %t.797
  %t.799 = fadd double %t.766, %t.798
  br i1 %t.758, label %bb_big_ret.i37, label %bb_small_ret.i37

bb_small_ret.i37:
  br i1 %t.755, label %bb_recip.i37, label %bb_direct.i37

bb_direct.i37:
  br label %ret.h37

bb_recip.i37:
  %t.800 = bitcast double %t.799 to i64
  %t.801 = and i64 %t.800, -4294967296
  %t.802 = bitcast i64 %t.801 to double
  %t.803 = fsub double %t.802, %t.766
  %t.804 = fsub double %t.798, %t.803
  %t.805 = fdiv double 0xBFF0000000000000, %t.799
  %t.806 = bitcast double %t.805 to i64
  %t.807 = and i64 %t.806, -4294967296
  %t.808 = bitcast i64 %t.807 to double
  %t.809 = fmul double %t.808, %t.802
  %t.810 = fadd double 0x3FF0000000000000, %t.809
  %t.811 = fmul double %t.808, %t.804
  %t.812 = fadd double %t.810, %t.811
  %t.813 = fmul double %t.805, %t.812
  %t.814 = fadd double %t.808, %t.813
  br label %ret.h37

bb_big_ret.i37:
  %t.815 = select i1 %t.755, double 0x3FF0000000000000, double 0x0000000000000000
  %t.816 = fmul double %t.815, 0x4000000000000000
  %t.817 = fsub double 0x3FF0000000000000, %t.816
  %t.818 = fmul double %t.799, %t.799
  %t.819 = fadd double %t.799, %t.817
  %t.820 = fdiv double %t.818, %t.819
  %t.821 = fsub double %t.820, %t.798
  %t.822 = fsub double %t.766, %t.821
  %t.823 = fmul double %t.822, 0x4000000000000000
  %t.824 = fsub double %t.817, %t.823
  %t.825 = select i1 %t.756, double 0x3FF0000000000000, double 0x0000000000000000
  %t.826 = fmul double %t.825, 0x4000000000000000
  %t.827 = fsub double 0x3FF0000000000000, %t.826
  %t.828 = fmul double %t.827, %t.824
  br label %ret.h37

ret.h37:
  %t.829 = phi double [ %t.799, %bb_direct.i37 ], [ %t.814, %bb_recip.i37 ], [ %t.828, %bb_big_ret.i37 ]
  br label %ret.h34

ret.h34:
  %t.830 = phi double [ %t.751, %bb_pos.i34 ], [ %t.753, %bb_neg.i34 ], [ %t.829, %ret.h37 ]
  br label %ret.h21

bb_small.i21:
  br label %bb0.i38

bb0.i38:
  %t.831 = icmp eq i32 0, 2
  br i1 %t.831, label %bb_tan.i38, label %bb_sin_cos.i38

bb_sin_cos.i38:
  %t.832 = add i32 0, 0
  %t.833 = and i32 %t.832, 3
  %t.834 = and i32 %t.833, 1
  %t.835 = icmp eq i32 %t.834, 1
  br i1 %t.835, label %bb_cos.i38, label %bb_sin.i38

bb_sin.i38:
  br label %bb0.i39

bb0.i39:
  %t.836 = fmul double %t.374, %t.374
  %t.837 = fmul double %t.836, %t.836
  %t.838 = fmul double %t.836, 0x3EC71DE357B1FE7D
  %t.839 = fadd double %t.838, 0xBF2A01A019C161D5
  %t.840 = fmul double %t.836, %t.839
  %t.841 = fadd double %t.840, 0x3F8111111110F8A6
  %t.842 = fmul double %t.836, 0x3DE5D93A5ACFD57C
  %t.843 = fadd double %t.842, 0xBE5AE5E68A2B9CEB
  %t.844 = fmul double %t.836, %t.837
  %t.845 = fmul double %t.844, %t.843
  %t.846 = fadd double %t.841, %t.845
  %t.847 = fmul double %t.836, %t.374
  %t.848 = fmul double 0x0000000000000000, 0x3FE0000000000000
  %t.849 = fmul double %t.847, %t.846
  %t.850 = fsub double %t.848, %t.849
  %t.851 = fmul double %t.836, %t.850
  %t.852 = fsub double %t.851, 0x0000000000000000
  %t.853 = fmul double %t.847, 0xBFC5555555555549
  %t.854 = fsub double %t.852, %t.853
  %t.855 = fsub double %t.374, %t.854
  br label %ret.h39

ret.h39:
  %t.856 = phi double [ %t.855, %bb0.i39 ]
  br label %bb_sign.i38

bb_cos.i38:
  br label %bb0.i40

bb0.i40:
  %t.857 = fmul double %t.374, %t.374
  %t.858 = fmul double %t.857, %t.857
  %t.859 = fmul double %t.857, 0x3EFA01A019CB1590
  %t.860 = fadd double %t.859, 0xBF56C16C16C15177
  %t.861 = fmul double %t.857, %t.860
  %t.862 = fadd double %t.861, 0x3FA555555555554C
  %t.863 = fmul double %t.857, %t.862
  %t.864 = fmul double %t.857, 0xBDA8FAE9BE8838D4
  %t.865 = fadd double %t.864, 0x3E21EE9EBDB4B1C4
  %t.866 = fmul double %t.857, %t.865
  %t.867 = fadd double %t.866, 0xBE927E4F809C52AD
  %t.868 = fmul double %t.858, %t.858
  %t.869 = fmul double %t.868, %t.867
  %t.870 = fadd double %t.863, %t.869
  %t.871 = fmul double %t.857, 0x3FE0000000000000
  %t.872 = fsub double 0x3FF0000000000000, %t.871
  %t.873 = fsub double 0x3FF0000000000000, %t.872
  %t.874 = fsub double %t.873, %t.871
  %t.875 = fmul double %t.857, %t.870
  %t.876 = fmul double %t.374, 0x0000000000000000
  %t.877 = fsub double %t.875, %t.876
  %t.878 = fadd double %t.874, %t.877
  %t.879 = fadd double %t.872, %t.878
  br label %ret.h40

ret.h40:
  %t.880 = phi double [ %t.879, %bb0.i40 ]
  br label %bb_sign.i38

bb_sign.i38:
  %t.881 = phi double [ %t.856, %ret.h39 ], [ %t.880, %ret.h40 ]
  %t.882 = icmp uge i32 %t.833, 2
  br i1 %t.882, label %bb_neg.i38, label %bb_pos.i38

bb_pos.i38:
  br label %ret.h38

bb_neg.i38:
  %t.883 = fsub double 0x8000000000000000, %t.881
  br label %ret.h38

bb_tan.i38:
  %t.884 = and i32 0, 1
  %t.885 = icmp eq i32 %t.884, 1
  br label %bb0.i41

bb0.i41:
  %t.886 = fcmp olt double %t.374, 0x0000000000000000
  %t.887 = call double @llvm.fabs.f64(double %t.374)
  %t.888 = fcmp oge double %t.887, 0x3FE5942800000000
  br i1 %t.888, label %bb_big.i41, label %bb_poly.i41

bb_big.i41:
  br i1 %t.886, label %bb_flip.i41, label %bb_keep.i41

bb_keep.i41:
  br label %bb_big2.i41

bb_flip.i41:
  %t.889 = fsub double 0x8000000000000000, %t.374
  %t.890 = fsub double 0x8000000000000000, 0x0000000000000000
  br label %bb_big2.i41

bb_big2.i41:
  %t.891 = phi double [ %t.889, %bb_flip.i41 ], [ %t.374, %bb_keep.i41 ]
  %t.892 = phi double [ %t.890, %bb_flip.i41 ], [ 0x0000000000000000, %bb_keep.i41 ]
  %t.893 = fsub double 0x3FE921FB54442D18, %t.891
  %t.894 = fsub double 0x3C81A62633145C07, %t.892
  %t.895 = fadd double %t.893, %t.894
  br label %bb_poly.i41

bb_poly.i41:
  %t.896 = phi double [ %t.374, %bb0.i41 ], [ %t.895, %bb_big2.i41 ]
  %t.897 = phi double [ 0x0000000000000000, %bb0.i41 ], [ 0x0000000000000000, %bb_big2.i41 ]
  %t.898 = fmul double %t.896, %t.896
  %t.899 = fmul double %t.898, %t.898
  %t.900 = fmul double %t.899, 0xBEF375CBDB605373
  %t.901 = fadd double %t.900, 0x3F147E88A03792A6
  %t.902 = fmul double %t.899, %t.901
  %t.903 = fadd double %t.902, 0x3F4344D8F2F26501
  %t.904 = fmul double %t.899, %t.903
  %t.905 = fadd double %t.904, 0x3F6D6D22C9560328
  %t.906 = fmul double %t.899, %t.905
  %t.907 = fadd double %t.906, 0x3F9664F48406D637
  %t.908 = fmul double %t.899, %t.907
  %t.909 = fadd double %t.908, 0x3FC111111110FE7A
  %t.910 = fmul double %t.899, 0x3EFB2A7074BF7AD4
  %t.911 = fadd double %t.910, 0x3F12B80F32F0A7E9
  %t.912 = fmul double %t.899, %t.911
  %t.913 = fadd double %t.912, 0x3F3026F71A8D1068
  %t.914 = fmul double %t.899, %t.913
  %t.915 = fadd double %t.914, 0x3F57DBC8FEE08315
  %t.916 = fmul double %t.899, %t.915
  %t.917 = fadd double %t.916, 0x3F8226E3E96E8493
  %t.918 = fmul double %t.899, %t.917
  %t.919 = fadd double %t.918, 0x3FABA1BA1BB341FE
  %t.920 = fmul double %t.898, %t.919
  %t.921 = fmul double %t.898, %t.896
  %t.922 = fadd double %t.909, %t.920
  %t.923 = fmul double %t.921, %t.922
  %t.924 = fadd double %t.923, %t.897
  %t.925 = fmul double %t.898, %t.924
  %t.926 = fadd double %t.897, %t.925
  %t.927 = fmul double %t.921, 0x3FD5555555555563
  %t.928 = fadd double %t.926, %t.927
  %t.929 = fadd double %t.896, %t.928
  br i1 %t.888, label %bb_big_ret.i41, label %bb_small_ret.i41

bb_small_ret.i41:
  br i1 %t.885, label %bb_recip.i41, label %bb_direct.i41

bb_direct.i41:
  br label %ret.h41

bb_recip.i41:
  %t.930 = bitcast double %t.929 to i64
  %t.931 = and i64 %t.930, -4294967296
  %t.932 = bitcast i64 %t.931 to double
  %t.933 = fsub double %t.932, %t.896
  %t.934 = fsub double %t.928, %t.933
  %t.935 = fdiv double 0xBFF0000000000000, %t.929
  %t.936 = bitcast double %t.935 to i64
  %t.937 = and i64 %t.936, -4294967296
  %t.938 = bitcast i64 %t.937 to double
  %t.939 = fmul double %t.938, %t.932
  %t.940 = fadd double 0x3FF0000000000000, %t.939
  %t.941 = fmul double %t.938, %t.934
  %t.942 = fadd double %t.940, %t.941
  %t.943 = fmul double %t.935, %t.942
  %t.944 = fadd double %t.938, %t.943
  br label %ret.h41

bb_big_ret.i41:
  %t.945 = select i1 %t.885, double 0x3FF0000000000000, double 0x0000000000000000
  %t.946 = fmul double %t.945, 0x4000000000000000
  %t.947 = fsub double 0x3FF0000000000000, %t.946
  %t.948 = fmul double %t.929, %t.929
  %t.949 = fadd double %t.929, %t.947
  %t.950 = fdiv double %t.948, %t.949
  %t.951 = fsub double %t.950, %t.928
  %t.952 = fsub double %t.896, %t.951
  %t.953 = fmul double %t.952, 0x4000000000000000
  %t.954 = fsub double %t.947, %t.953
  %t.955 = select i1 %t.886, double 0x3FF0000000000000, double 0x0000000000000000
  %t.956 = fmul double %t.955, 0x4000000000000000
  %t.957 = fsub double 0x3FF0000000000000, %t.956
  %t.958 = fmul double %t.957, %t.954
  br label %ret.h41

ret.h41:
  %t.959 = phi double [ %t.929, %bb_direct.i41 ], [ %t.944, %bb_recip.i41 ], [ %t.958, %bb_big_ret.i41 ]
  br label %ret.h38

ret.h38:
  %t.960 = phi double [ %t.881, %bb_pos.i38 ], [ %t.883, %bb_neg.i38 ], [ %t.959, %ret.h41 ]
  br label %ret.h21

bb_tiny.i21:
  %t.961 = icmp eq i32 0, 1
  br i1 %t.961, label %bb_one.i21, label %bb_self.i21

bb_self.i21:
  br label %ret.h21

bb_one.i21:
  br label %ret.h21

ret.h21:
  %t.962 = phi double [ 0x7FF8000000000000, %bb_nan.i21 ], [ %t.678, %ret.h22 ], [ %t.830, %ret.h34 ], [ %t.960, %ret.h38 ], [ %t.374, %bb_self.i21 ], [ 0x3FF0000000000000, %bb_one.i21 ]
  br label %ret.h20

ret.h20:
  %t.963 = phi double [ %t.962, %ret.h21 ]
  %t.964 = fptrunc double %t.963 to float
  br label %ret.h19

ret.h19:
  %t.965 = phi float [ %t.964, %ret.h20 ]
  br label %bb0.i42

bb0.i42:
  %t.966 = fpext float %t.12 to double
  br label %bb0.i43

bb0.i43:
  br label %bb0.i44

bb0.i44:
  %t.967 = call double @llvm.fabs.f64(double %t.966)
  %t.968 = fcmp olt double %t.967, 0x7FF0000000000000
  br i1 %t.968, label %bb1.i44, label %bb_nan.i44

bb_nan.i44:
  br label %ret.h44

bb1.i44:
  %t.969 = fcmp olt double %t.967, 0x3E40000000000000
  br i1 %t.969, label %bb_tiny.i44, label %bb2.i44

bb2.i44:
  %t.970 = fcmp ole double %t.967, 0x3FE921FB54442D18
  br i1 %t.970, label %bb_small.i44, label %bb3.i44

bb3.i44:
  %t.971 = fcmp olt double %t.967, 0x41D0000000000000
  br i1 %t.971, label %bb_medium.i44, label %bb_huge.i44

bb_huge.i44:
  br label %bb0.i45

bb0.i45:
  %t.972 = call double @llvm.fabs.f64(double %t.966)
  %t.973 = fcmp olt double %t.966, 0x0000000000000000
  %t.974 = bitcast double %t.972 to i64
  %t.975 = lshr i64 %t.974, 52
  %t.976 = trunc i64 %t.975 to i32
  %t.977 = sub i32 %t.976, 1013
  %t.978 = lshr i32 %t.977, 6
  %t.979 = and i32 %t.977, 63
  %t.980 = zext i32 %t.979 to i64
  %t.981 = sub i64 63, %t.980
  %t.982 = and i64 %t.974, 4503599627370495
  %t.983 = or i64 %t.982, 4503599627370496
  %t.984 = add i32 %t.978, 1
  %t.985 = add i32 %t.978, 2
  %t.986 = add i32 %t.978, 3
  br label %bb0.i46

bb0.i46:
  switch i32 %t.978, label %bb_zero.i46 [ i32 1, label %bb1.i46 i32 2, label %bb2.i46 i32 3, label %bb3.i46 i32 4, label %bb4.i46 i32 5, label %bb5.i46 i32 6, label %bb6.i46 i32 7, label %bb7.i46 i32 8, label %bb8.i46 i32 9, label %bb9.i46 i32 10, label %bb10.i46 i32 11, label %bb11.i46 i32 12, label %bb12.i46 i32 13, label %bb13.i46 i32 14, label %bb14.i46 i32 15, label %bb15.i46 i32 16, label %bb16.i46 i32 17, label %bb17.i46 i32 18, label %bb18.i46 i32 19, label %bb19.i46 ]

bb_zero.i46:
  br label %ret.h46

bb19.i46:
  br label %ret.h46

bb18.i46:
  br label %ret.h46

bb17.i46:
  br label %ret.h46

bb16.i46:
  br label %ret.h46

bb15.i46:
  br label %ret.h46

bb14.i46:
  br label %ret.h46

bb13.i46:
  br label %ret.h46

bb12.i46:
  br label %ret.h46

bb11.i46:
  br label %ret.h46

bb10.i46:
  br label %ret.h46

bb9.i46:
  br label %ret.h46

bb8.i46:
  br label %ret.h46

bb7.i46:
  br label %ret.h46

bb6.i46:
  br label %ret.h46

bb5.i46:
  br label %ret.h46

bb4.i46:
  br label %ret.h46

bb3.i46:
  br label %ret.h46

bb2.i46:
  br label %ret.h46

bb1.i46:
  br label %ret.h46

ret.h46:
  %t.987 = phi i64 [ 0, %bb_zero.i46 ], [ 6197850593633725355, %bb19.i46 ], [ 7780917995555872008, %bb18.i46 ], [ 4397547296490951402, %bb17.i46 ], [ 8441921394348257659, %bb16.i46 ], [ 5712322887342352941, %bb15.i46 ], [ 7869616827067468215, %bb14.i46 ], [ -1211730484530615009, %bb13.i46 ], [ 2303758334597371919, %bb12.i46 ], [ -7168499653074671557, %bb11.i46 ], [ 4148332274289687028, %bb10.i46 ], [ -1613291254968254911, %bb9.i46 ], [ -1692731182770600828, %bb8.i46 ], [ -135693905287338178, %bb7.i46 ], [ 452944820249399836, %bb6.i46 ], [ -5249950069107600672, %bb5.i46 ], [ -121206125134887583, %bb4.i46 ], [ -2638381946312093631, %bb3.i46 ], [ -277156292786332224, %bb2.i46 ], [ -6703182060581546711, %bb1.i46 ]
  br label %bb0.i47

bb0.i47:
  switch i32 %t.984, label %bb_zero.i47 [ i32 1, label %bb1.i47 i32 2, label %bb2.i47 i32 3, label %bb3.i47 i32 4, label %bb4.i47 i32 5, label %bb5.i47 i32 6, label %bb6.i47 i32 7, label %bb7.i47 i32 8, label %bb8.i47 i32 9, label %bb9.i47 i32 10, label %bb10.i47 i32 11, label %bb11.i47 i32 12, label %bb12.i47 i32 13, label %bb13.i47 i32 14, label %bb14.i47 i32 15, label %bb15.i47 i32 16, label %bb16.i47 i32 17, label %bb17.i47 i32 18, label %bb18.i47 i32 19, label %bb19.i47 ]

bb_zero.i47:
  br label %ret.h47

bb19.i47:
  br label %ret.h47

bb18.i47:
  br label %ret.h47

bb17.i47:
  br label %ret.h47

bb16.i47:
  br label %ret.h47

bb15.i47:
  br label %ret.h47

bb14.i47:
  br label %ret.h47

bb13.i47:
  br label %ret.h47

bb12.i47:
  br label %ret.h47

bb11.i47:
  br label %ret.h47

bb10.i47:
  br label %ret.h47

bb9.i47:
  br label %ret.h47

bb8.i47:
  br label %ret.h47

bb7.i47:
  br label %ret.h47

bb6.i47:
  br label %ret.h47

bb5.i47:
  br label %ret.h47

bb4.i47:
  br label %ret.h47

bb3.i47:
  br label %ret.h47

bb2.i47:
  br label %ret.h47

bb1.i47:
  br label %ret.h47

ret.h47:
  %t.988 = phi i64 [ 0, %bb_zero.i47 ], [ 6197850593633725355, %bb19.i47 ], [ 7780917995555872008, %bb18.i47 ], [ 4397547296490951402, %bb17.i47 ], [ 8441921394348257659, %bb16.i47 ], [ 5712322887342352941, %bb15.i47 ], [ 7869616827067468215, %bb14.i47 ], [ -1211730484530615009, %bb13.i47 ], [ 2303758334597371919, %bb12.i47 ], [ -7168499653074671557, %bb11.i47 ], [ 4148332274289687028, %bb10.i47 ], [ -1613291254968254911, %bb9.i47 ], [ -1692731182770600828, %bb8.i47 ], [ -135693905287338178, %bb7.i47 ], [ 452944820249399836, %bb6.i47 ], [ -5249950069107600672, %bb5.i47 ], [ -121206125134887583, %bb4.i47 ], [ -2638381946312093631, %bb3.i47 ], [ -277156292786332224, %bb2.i47 ], [ -6703182060581546711, %bb1.i47 ]
  br label %bb0.i48

bb0.i48:
  switch i32 %t.985, label %bb_zero.i48 [ i32 1, label %bb1.i48 i32 2, label %bb2.i48 i32 3, label %bb3.i48 i32 4, label %bb4.i48 i32 5, label %bb5.i48 i32 6, label %bb6.i48 i32 7, label %bb7.i48 i32 8, label %bb8.i48 i32 9, label %bb9.i48 i32 10, label %bb10.i48 i32 11, label %bb11.i48 i32 12, label %bb12.i48 i32 13, label %bb13.i48 i32 14, label %bb14.i48 i32 15, label %bb15.i48 i32 16, label %bb16.i48 i32 17, label %bb17.i48 i32 18, label %bb18.i48 i32 19, label %bb19.i48 ]

bb_zero.i48:
  br label %ret.h48

bb19.i48:
  br label %ret.h48

bb18.i48:
  br label %ret.h48

bb17.i48:
  br label %ret.h48

bb16.i48:
  br label %ret.h48

bb15.i48:
  br label %ret.h48

bb14.i48:
  br label %ret.h48

bb13.i48:
  br label %ret.h48

bb12.i48:
  br label %ret.h48

bb11.i48:
  br label %ret.h48

bb10.i48:
  br label %ret.h48

bb9.i48:
  br label %ret.h48

bb8.i48:
  br label %ret.h48

bb7.i48:
  br label %ret.h48

bb6.i48:
  br label %ret.h48

bb5.i48:
  br label %ret.h48

bb4.i48:
  br label %ret.h48

bb3.i48:
  br label %ret.h48

bb2.i48:
  br label %ret.h48

bb1.i48:
  br label %ret.h48

ret.h48:
  %t.989 = phi i64 [ 0, %bb_zero.i48 ], [ 6197850593633725355, %bb19.i48 ], [ 7780917995555872008, %bb18.i48 ], [ 4397547296490951402, %bb17.i48 ], [ 8441921394348257659, %bb16.i48 ], [ 5712322887342352941, %bb15.i48 ], [ 7869616827067468215, %bb14.i48 ], [ -1211730484530615009, %bb13.i48 ], [ 2303758334597371919, %bb12.i48 ], [ -7168499653074671557, %bb11.i48 ], [ 4148332274289687028, %bb10.i48 ], [ -1613291254968254911, %bb9.i48 ], [ -1692731182770600828, %bb8.i48 ], [ -135693905287338178, %bb7.i48 ], [ 452944820249399836, %bb6.i48 ], [ -5249950069107600672, %bb5.i48 ], [ -121206125134887583, %bb4.i48 ], [ -2638381946312093631, %bb3.i48 ], [ -277156292786332224, %bb2.i48 ], [ -6703182060581546711, %bb1.i48 ]
  br label %bb0.i49

bb0.i49:
  switch i32 %t.986, label %bb_zero.i49 [ i32 1, label %bb1.i49 i32 2, label %bb2.i49 i32 3, label %bb3.i49 i32 4, label %bb4.i49 i32 5, label %bb5.i49 i32 6, label %bb6.i49 i32 7, label %bb7.i49 i32 8, label %bb8.i49 i32 9, label %bb9.i49 i32 10, label %bb10.i49 i32 11, label %bb11.i49 i32 12, label %bb12.i49 i32 13, label %bb13.i49 i32 14, label %bb14.i49 i32 15, label %bb15.i49 i32 16, label %bb16.i49 i32 17, label %bb17.i49 i32 18, label %bb18.i49 i32 19, label %bb19.i49 ]

bb_zero.i49:
  br label %ret.h49

bb19.i49:
  br label %ret.h49

bb18.i49:
  br label %ret.h49

bb17.i49:
  br label %ret.h49

bb16.i49:
  br label %ret.h49

bb15.i49:
  br label %ret.h49

bb14.i49:
  br label %ret.h49

bb13.i49:
  br label %ret.h49

bb12.i49:
  br label %ret.h49

bb11.i49:
  br label %ret.h49

bb10.i49:
  br label %ret.h49

bb9.i49:
  br label %ret.h49

bb8.i49:
  br label %ret.h49

bb7.i49:
  br label %ret.h49

bb6.i49:
  br label %ret.h49

bb5.i49:
  br label %ret.h49

bb4.i49:
  br label %ret.h49

bb3.i49:
  br label %ret.h49

bb2.i49:
  br label %ret.h49

bb1.i49:
  br label %ret.h49

ret.h49:
  %t.990 = phi i64 [ 0, %bb_zero.i49 ], [ 6197850593633725355, %bb19.i49 ], [ 7780917995555872008, %bb18.i49 ], [ 4397547296490951402, %bb17.i49 ], [ 8441921394348257659, %bb16.i49 ], [ 5712322887342352941, %bb15.i49 ], [ 7869616827067468215, %bb14.i49 ], [ -1211730484530615009, %bb13.i49 ], [ 2303758334597371919, %bb12.i49 ], [ -7168499653074671557, %bb11.i49 ], [ 4148332274289687028, %bb10.i49 ], [ -1613291254968254911, %bb9.i49 ], [ -1692731182770600828, %bb8.i49 ], [ -135693905287338178, %bb7.i49 ], [ 452944820249399836, %bb6.i49 ], [ -5249950069107600672, %bb5.i49 ], [ -121206125134887583, %bb4.i49 ], [ -2638381946312093631, %bb3.i49 ], [ -277156292786332224, %bb2.i49 ], [ -6703182060581546711, %bb1.i49 ]
  %t.991 = and i64 %t.980, 63
  %t.992 = shl i64 %t.987, %t.991
  %t.993 = lshr i64 %t.988, 1
  %t.994 = and i64 %t.981, 63
  %t.995 = lshr i64 %t.993, %t.994
  %t.996 = or i64 %t.992, %t.995
  %t.997 = and i64 %t.980, 63
  %t.998 = shl i64 %t.988, %t.997
  %t.999 = lshr i64 %t.989, 1
  %t.1000 = and i64 %t.981, 63
  %t.1001 = lshr i64 %t.999, %t.1000
  %t.1002 = or i64 %t.998, %t.1001
  %t.1003 = and i64 %t.980, 63
  %t.1004 = shl i64 %t.989, %t.1003
  %t.1005 = lshr i64 %t.990, 1
  %t.1006 = and i64 %t.981, 63
  %t.1007 = lshr i64 %t.1005, %t.1006
  %t.1008 = or i64 %t.1004, %t.1007
  %t.1009 = mul i64 %t.1008, %t.983
  br label %bb0.i50

bb0.i50:
  %t.1010 = and i64 %t.1008, 4294967295
  %t.1011 = lshr i64 %t.1008, 32
  %t.1012 = and i64 %t.983, 4294967295
  %t.1013 = lshr i64 %t.983, 32
  %t.1014 = mul i64 %t.1010, %t.1012
  %t.1015 = mul i64 %t.1010, %t.1013
  %t.1016 = mul i64 %t.1011, %t.1012
  %t.1017 = mul i64 %t.1011, %t.1013
  %t.1018 = lshr i64 %t.1014, 32
  %t.1019 = and i64 %t.1015, 4294967295
  %t.1020 = and i64 %t.1016, 4294967295
  %t.1021 = add i64 %t.1018, %t.1019
  %t.1022 = add i64 %t.1021, %t.1020
  %t.1023 = lshr i64 %t.1015, 32
  %t.1024 = lshr i64 %t.1016, 32
  %t.1025 = lshr i64 %t.1022, 32
  %t.1026 = add i64 %t.1017, %t.1023
  %t.1027 = add i64 %t.1026, %t.1024
  %t.1028 = add i64 %t.1027, %t.1025
  br label %ret.h50

ret.h50:
  %t.1029 = phi i64 [ %t.1028, %bb0.i50 ]
  %t.1030 = mul i64 %t.1002, %t.983
  br label %bb0.i51

bb0.i51:
  %t.1031 = and i64 %t.1002, 4294967295
  %t.1032 = lshr i64 %t.1002, 32
  %t.1033 = and i64 %t.983, 4294967295
  %t.1034 = lshr i64 %t.983, 32
  %t.1035 = mul i64 %t.1031, %t.1033
  %t.1036 = mul i64 %t.1031, %t.1034
  %t.1037 = mul i64 %t.1032, %t.1033
  %t.1038 = mul i64 %t.1032, %t.1034
  %t.1039 = lshr i64 %t.1035, 32
  %t.1040 = and i64 %t.1036, 4294967295
  %t.1041 = and i64 %t.1037, 4294967295
  %t.1042 = add i64 %t.1039, %t.1040
  %t.1043 = add i64 %t.1042, %t.1041
  %t.1044 = lshr i64 %t.1036, 32
  %t.1045 = lshr i64 %t.1037, 32
  %t.1046 = lshr i64 %t.1043, 32
  %t.1047 = add i64 %t.1038, %t.1044
  %t.1048 = add i64 %t.1047, %t.1045
  %t.1049 = add i64 %t.1048, %t.1046
  br label %ret.h51

ret.h51:
  %t.1050 = phi i64 [ %t.1049, %bb0.i51 ]
  %t.1051 = mul i64 %t.996, %t.983
  %t.1052 = add i64 %t.1029, %t.1030
  %t.1053 = icmp ult i64 %t.1052, %t.1029
  %t.1054 = zext i1 %t.1053 to i64
  %t.1055 = add i64 %t.1050, %t.1051
  %t.1056 = add i64 %t.1055, %t.1054
  %t.1057 = add i64 %t.1056, 2305843009213693952
  %t.1058 = lshr i64 %t.1057, 62
  %t.1059 = and i64 %t.1057, 4611686018427387903
  %t.1060 = icmp ult i64 %t.1059, 2305843009213693952
  %t.1061 = sub i64 %t.1059, 2305843009213693952
  br i1 %t.1060, label %bb_negate.i45, label %bb_magnitude.i45

bb_negate.i45:
  %t.1062 = xor i64 %t.1009, -1
  %t.1063 = add i64 %t.1062, 1
  %t.1064 = icmp eq i64 %t.1009, 0
  %t.1065 = zext i1 %t.1064 to i64
  %t.1066 = xor i64 %t.1052, -1
  %t.1067 = add i64 %t.1066, %t.1065
  %t.1068 = icmp eq i64 %t.1052, 0
  %t.1069 = and i1 %t.1064, %t.1068
  %t.1070 = zext i1 %t.1069 to i64
  %t.1071 = xor i64 %t.1061, -1
  %t.1072 = add i64 %t.1071, %t.1070
  br label %bb_magnitude.i45

bb_magnitude.i45:
  %t.1073 = phi i64 [ %t.1061, %ret.h51 ], [ %t.1072, %bb_negate.i45 ]
  %t.1074 = phi i64 [ %t.1052, %ret.h51 ], [ %t.1067, %bb_negate.i45 ]
  %t.1075 = phi i64 [ %t.1009, %ret.h51 ], [ %t.1063, %bb_negate.i45 ]
  %t.1076 = icmp eq i64 %t.1073, 0
  br i1 %t.1076, label %bb_shift64.i45, label %bb_normalize.i45

bb_shift64.i45:
  br label %bb_normalize.i45

bb_normalize.i45:
  %t.1077 = phi i64 [ %t.1073, %bb_magnitude.i45 ], [ %t.1074, %bb_shift64.i45 ]
  %t.1078 = phi i64 [ %t.1074, %bb_magnitude.i45 ], [ %t.1075, %bb_shift64.i45 ]
  %t.1079 = phi i64 [ %t.1075, %bb_magnitude.i45 ], [ 0, %bb_shift64.i45 ]
  %t.1080 = phi i32 [ 0, %bb_magnitude.i45 ], [ 64, %bb_shift64.i45 ]
  %t.1081 = uitofp i64 %t.1077 to double
  %t.1082 = bitcast double %t.1081 to i64
  %t.1083 = lshr i64 %t.1082, 52
  %t.1084 = sub i64 1086, %t.1083
  %t.1085 = and i64 %t.1084, 63
  %t.1086 = shl i64 %t.1077, %t.1085
  %t.1087 = lshr i64 %t.1086, 63
  %t.1088 = sub i64 1, %t.1087
  %t.1089 = add i64 %t.1084, %t.1088
  %t.1090 = sub i64 63, %t.1089
  %t.1091 = and i64 %t.1089, 63
  %t.1092 = shl i64 %t.1077, %t.1091
  %t.1093 = lshr i64 %t.1078, 1
  %t.1094 = and i64 %t.1090, 63
  %t.1095 = lshr i64 %t.1093, %t.1094
  %t.1096 = or i64 %t.1092, %t.1095
  %t.1097 = and i64 %t.1089, 63
  %t.1098 = shl i64 %t.1078, %t.1097
  %t.1099 = lshr i64 %t.1079, 1
  %t.1100 = and i64 %t.1090, 63
  %t.1101 = lshr i64 %t.1099, %t.1100
  %t.1102 = or i64 %t.1098, %t.1101
  %t.1103 = trunc i64 %t.1089 to i32
  %t.1104 = add i32 %t.1080, %t.1103
  %t.1105 = lshr i64 %t.1096, 11
  %t.1106 = and i64 %t.1096, 2047
  %t.1107 = shl i64 %t.1106, 53
  %t.1108 = lshr i64 %t.1102, 11
  %t.1109 = or i64 %t.1107, %t.1108
  %t.1110 = uitofp i64 %t.1105 to double
  %t.1111 = uitofp i64 %t.1109 to double
  %t.1112 = sub i32 -51, %t.1104
  br label %bb0.i52

bb0.i52:
  %t.1113 = add i32 %t.1112, 1023
  %t.1114 = sext i32 %t.1113 to i64
  %t.1115 = shl i64 %t.1114, 52
  %t.1116 = bitcast i64 %t.1115 to double
  br label %ret.h52

ret.h52:
  %t.1117 = phi double [ %t.1116, %bb0.i52 ]
  %t.1118 = fmul double %t.1110, %t.1117
  %t.1119 = fmul double %t.1111, %t.1117
  %t.1120 = fmul double %t.1119, 0x3BF0000000000000
  %t.1121 = fmul double %t.1118, 0x3FF921FB54442D18
  %t.1122 = fsub double 0x8000000000000000, %t.1121
  %t.1123 = call double @llvm.fma.f64(double %t.1118, double 0x3FF921FB54442D18, double %t.1122)
  %t.1124 = fmul double %t.1118, 0x3C91A62633145C07
  %t.1125 = fmul double %t.1120, 0x3FF921FB54442D18
  %t.1126 = fadd double %t.1124, %t.1125
  %t.1127 = fadd double %t.1123, %t.1126
  %t.1128 = fadd double %t.1121, %t.1127
  %t.1129 = fsub double %t.1128, %t.1121
  %t.1130 = fsub double %t.1127, %t.1129
  %t.1131 = xor i1 %t.1060, %t.973
  br i1 %t.1131, label %bb_flip.i45, label %bb_keep.i45

bb_keep.i45:
  br label %bb_quadrant.i45

bb_flip.i45:
  %t.1132 = fsub double 0x8000000000000000, %t.1128
  %t.1133 = fsub double 0x8000000000000000, %t.1130
  br label %bb_quadrant.i45

bb_quadrant.i45:
  %t.1134 = phi double [ %t.1132, %bb_flip.i45 ], [ %t.1128, %bb_keep.i45 ]
  %t.1135 = phi double [ %t.1133, %bb_flip.i45 ], [ %t.1130, %bb_keep.i45 ]
  %t.1136 = trunc i64 %t.1058 to i32
  br i1 %t.973, label %bb_neg_n.i45, label %bb_out.i45

bb_neg_n.i45:
  %t.1137 = sub i32 0, %t.1136
  br label %bb_out.i45

bb_out.i45:
  %t.1138 = phi i32 [ %t.1136, %bb_quadrant.i45 ], [ %t.1137, %bb_neg_n.i45 ]
  %t.1139 = and i32 %t.1138, 3
  br label %bb0.i53

bb0.i53:
  %t.1140 = icmp eq i32 1, 2
  br i1 %t.1140, label %bb_tan.i53, label %bb_sin_cos.i53

bb_sin_cos.i53:
  %t.1141 = add i32 %t.1139, 1
  %t.1142 = and i32 %t.1141, 3
  %t.1143 = and i32 %t.1142, 1
  %t.1144 = icmp eq i32 %t.1143, 1
  br i1 %t.1144, label %bb_cos.i53, label %bb_sin.i53

bb_sin.i53:
  br label %bb0.i54

bb0.i54:
  %t.1145 = fmul double %t.1134, %t.1134
  %t.1146 = fmul double %t.1145, %t.1145
  %t.1147 = fmul double %t.1145, 0x3EC71DE357B1FE7D
  %t.1148 = fadd double %t.1147, 0xBF2A01A019C161D5
  %t.1149 = fmul double %t.1145, %t.1148
  %t.1150 = fadd double %t.1149, 0x3F8111111110F8A6
  %t.1151 = fmul double %t.1145, 0x3DE5D93A5ACFD57C
  %t.1152 = fadd double %t.1151, 0xBE5AE5E68A2B9CEB
  %t.1153 = fmul double %t.1145, %t.1146
  %t.1154 = fmul double %t.1153, %t.1152
  %t.1155 = fadd double %t.1150, %t.1154
  %t.1156 = fmul double %t.1145, %t.1134
  %t.1157 = fmul double %t.1135, 0x3FE0000000000000
  %t.1158 = fmul double %t.1156, %t.1155
  %t.1159 = fsub double %t.1157, %t.1158
  %t.1160 = fmul double %t.1145, %t.1159
  %t.1161 = fsub double %t.1160, %t.1135
  %t.1162 = fmul double %t.1156, 0xBFC5555555555549
  %t.1163 = fsub double %t.1161, %t.1162
  %t.1164 = fsub double %t.1134, %t.1163
  br label %ret.h54

ret.h54:
  %t.1165 = phi double [ %t.1164, %bb0.i54 ]
  br label %bb_sign.i53

bb_cos.i53:
  br label %bb0.i55

bb0.i55:
  %t.1166 = fmul double %t.1134, %t.1134
  %t.1167 = fmul double %t.1166, %t.1166
  %t.1168 = fmul double %t.1166, 0x3EFA01A019CB1590
  %t.1169 = fadd double %t.1168, 0xBF56C16C16C15177
  %t.1170 = fmul double %t.1166, %t.1169
  %t.1171 = fadd double %t.1170, 0x3FA555555555554C
  %t.1172 = fmul double %t.1166, %t.1171
  %t.1173 = fmul double %t.1166, 0xBDA8FAE9BE8838D4
  %t.1174 = fadd double %t.1173, 0x3E21EE9EBDB4B1C4
  %t.1175 = fmul double %t.1166, %t.1174
  %t.1176 = fadd double %t.1175, 0xBE927E4F809C52AD
  %t.1177 = fmul double %t.1167, %t.1167
  %t.1178 = fmul double %t.1177, %t.1176
  %t.1179 = fadd double %t.1172, %t.1178
  %t.1180 = fmul double %t.1166, 0x3FE0000000000000
  %t.1181 = fsub double 0x3FF0000000000000, %t.1180
  %t.1182 = fsub double 0x3FF0000000000000, %t.1181
  %t.1183 = fsub double %t.1182, %t.1180
  %t.1184 = fmul double %t.1166, %t.1179
  %t.1185 = fmul double %t.1134, %t.1135
  %t.1186 = fsub double %t.1184, %t.1185
  %t.1187 = fadd double %t.1183, %t.1186
  %t.1188 = fadd double %t.1181, %t.1187
  br label %ret.h55

ret.h55:
  %t.1189 = phi double [ %t.1188, %bb0.i55 ]
  br label %bb_sign.i53

bb_sign.i53:
  %t.1190 = phi double [ %t.1165, %ret.h54 ], [ %t.1189, %ret.h55 ]
  %t.1191 = icmp uge i32 %t.1142, 2
  br i1 %t.1191, label %bb_neg.i53, label %bb_pos.i53

bb_pos.i53:
  br label %ret.h53

bb_neg.i53:
  %t.1192 = fsub double 0x8000000000000000, %t.1190
  br label %ret.h53

bb_tan.i53:
  %t.1193 = and i32 %t.1139, 1
  %t.1194 = icmp eq i32 %t.1193, 1
  br label %bb0.i56

bb0.i56:
  %t.1195 = fcmp olt double %t.1134, 0x0000000000000000
  %t.1196 = call double @llvm.fabs.f64(double %t.1134)
  %t.1197 = fcmp oge double %t.1196, 0x3FE5942800000000
  br i1 %t.1197, label %bb_big.i56, label %bb_poly.i56

bb_big.i56:
  br i1 %t.1195, label %bb_flip.i56, label %bb_keep.i56

bb_keep.i56:
  br label %bb_big2.i56

bb_flip.i56:
  %t.1198 = fsub double 0x8000000000000000, %t.1134
  %t.1199 = fsub double 0x8000000000000000, %t.1135
  br label %bb_big2.i56

bb_big2.i56:
  %t.1200 = phi double [ %t.1198, %bb_flip.i56 ], [ %t.1134, %bb_keep.i56 ]
  %t.1201 = phi double [ %t.1199, %bb_flip.i56 ], [ %t.1135, %bb_keep.i56 ]
  %t.1202 = fsub double 0x3FE921FB54442D18, %t.1200
  %t.1203 = fsub double 0x3C81A62633145C07, %t.1201
  %t.1204 = fadd double %t.1202, %t.1203
  br label %bb_poly.i56

bb_poly.i56:
  %t.1205 = phi double [ %t.1134, %bb0.i56 ], [ %t.1204, %bb_big2.i56 ]
  %t.1206 = phi double [ %t.1135, %bb0.i56 ], [ 0x0000000000000000, %bb_big2.i56 ]
  %t.1207 = fmul double %t.1205, %t.1205
  %t.1208 = fmul double %t.1207, %t.1207
  %t.1209 = fmul double %t.1208, 0xBEF375CBDB605373
  %t.1210 = fadd double %t.1209, 0x3F147E88A03792A6
  %t.1211 = fmul double %t.1208, %t.1210
  %t.1212 = fadd double %t.1211, 0x3F4344D8F2F26501
  %t.1213 = fmul double %t.1208, %t.1212
  %t.1214 = fadd double %t.1213, 0x3F6D6D22C9560328
  %t.1215 = fmul double %t.1208, %t.1214
  %t.1216 = fadd double %t.1215, 0x3F9664F48406D637
  %t.1217 = fmul double %t.1208, %t.1216
  %t.1218 = fadd double %t.1217, 0x3FC111111110FE7A
  %t.1219 = fmul double %t.1208, 0x3EFB2A7074BF7AD4
  %t.1220 = fadd double %t.1219, 0x3F12B80F32F0A7E9
  %t.1221 = fmul double %t.1208, %t.1220
  %t.1222 = fadd double %t.1221, 0x3F3026F71A8D1068
  %t.1223 = fmul double %t.1208, %t.1222
  %t.1224 = fadd double %t.1223, 0x3F57DBC8FEE08315
  %t.1225 = fmul double %t.1208, %t.1224
  %t.1226 = fadd double %t.1225, 0x3F8226E3E96E8493
  %t.1227 = fmul double %t.1208, %t.1226
  %t.1228 = fadd double %t.1227, 0x3FABA1BA1BB341FE
  %t.1229 = fmul double %t.1207, %t.1228
  %t.1230 = fmul double %t.1207, %t.1205
  %t.1231 = fadd double %t.1218, %t.1229
  %t.1232 = fmul double %t.1230, %t.1231
  %t.1233 = fadd double %t.1232, %t.1206
  %t.1234 = fmul double %t.1207, %t.1233
  %t.1235 = fadd double %t.1206, %t.1234
  %t.1236 = fmul double %t.1230, 0x3FD5555555555563
  %t.1237 = fadd double %t.1235, %t.1236
  %t.1238 = fadd double %t.1205, %t.1237
  br i1 %t.1197, label %bb_big_ret.i56, label %bb_small_ret.i56

bb_small_ret.i56:
  br i1 %t.1194, label %bb_recip.i56, label %bb_direct.i56

bb_direct.i56:
  br label %ret.h56

bb_recip.i56:
  %t.1239 = bitcast double %t.1238 to i64
  %t.1240 = and i64 %t.1239, -4294967296
  %t.1241 = bitcast i64 %t.1240 to double
  %t.1242 = fsub double %t.1241, %t.1205
  %t.1243 = fsub double %t.1237, %t.1242
  %t.1244 = fdiv double 0xBFF0000000000000, %t.1238
  %t.1245 = bitcast double %t.1244 to i64
  %t.1246 = and i64 %t.1245, -4294967296
  %t.1247 = bitcast i64 %t.1246 to double
  %t.1248 = fmul double %t.1247, %t.1241
  %t.1249 = fadd double 0x3FF0000000000000, %t.1248
  %t.1250 = fmul double %t.1247, %t.1243
  %t.1251 = fadd double %t.1249, %t.1250
  %t.1252 = fmul double %t.1244, %t.1251
  %t.1253 = fadd double %t.1247, %t.1252
  br label %ret.h56

bb_big_ret.i56:
  %t.1254 = select i1 %t.1194, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1255 = fmul double %t.1254, 0x4000000000000000
  %t.1256 = fsub double 0x3FF0000000000000, %t.1255
  %t.1257 = fmul double %t.1238, %t.1238
  %t.1258 = fadd double %t.1238, %t.1256
  %t.1259 = fdiv double %t.1257, %t.1258
  %t.1260 = fsub double %t.1259, %t.1237
  %t.1261 = fsub double %t.1205, %t.1260
  %t.1262 = fmul double %t.1261, 0x4000000000000000
  %t.1263 = fsub double %t.1256, %t.1262
  %t.1264 = select i1 %t.1195, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1265 = fmul double %t.1264, 0x4000000000000000
  %t.1266 = fsub double 0x3FF0000000000000, %t.1265
  %t.1267 = fmul double %t.1266, %t.1263
  br label %ret.h56

ret.h56:
  %t.1268 = phi double [ %t.1238, %bb_direct.i56 ], [ %t.1253, %bb_recip.i56 ], [ %t.1267, %bb_big_ret.i56 ]
  br label %ret.h53

ret.h53:
  %t.1269 = phi double [ %t.1190, %bb_pos.i53 ], [ %t.1192, %bb_neg.i53 ], [ %t.1268, %ret.h56 ]
  br label %ret.h45

ret.h45:
  %t.1270 = phi double [ %t.1269, %ret.h53 ]
  br label %ret.h44

bb_medium.i44:
  %t.1271 = fmul double %t.966, 0x3FE45F306DC9C883
  %t.1272 = fadd double %t.1271, 0x4338000000000000
  %t.1273 = fsub double %t.1272, 0x4338000000000000
  %t.1274 = fsub double 0x8000000000000000, %t.1273
  %t.1275 = call double @llvm.fma.f64(double %t.1274, double 0x3FF921FB54442D18, double %t.966)
  %t.1276 = fmul double %t.1273, 0x3C91A62633145C07
  %t.1277 = fsub double 0x8000000000000000, %t.1276
  %t.1278 = call double @llvm.fma.f64(double %t.1273, double 0x3C91A62633145C07, double %t.1277)
  %t.1279 = fadd double %t.1275, %t.1277
  %t.1280 = fsub double %t.1279, %t.1275
  %t.1281 = fsub double %t.1279, %t.1280
  %t.1282 = fsub double %t.1275, %t.1281
  %t.1283 = fsub double %t.1277, %t.1280
  %t.1284 = fadd double %t.1282, %t.1283
  %t.1285 = fmul double %t.1273, 0xB91F1976B7ED8FBC
  %t.1286 = fsub double %t.1284, %t.1278
  %t.1287 = fsub double %t.1286, %t.1285
  %t.1288 = fadd double %t.1279, %t.1287
  %t.1289 = fsub double %t.1288, %t.1279
  %t.1290 = fsub double %t.1287, %t.1289
  %t.1291 = call i32 @llvm.fptosi.sat.i32.f64(double %t.1273)
  %t.1292 = and i32 %t.1291, 3
  br label %bb0.i57

bb0.i57:
  %t.1293 = icmp eq i32 1, 2
  br i1 %t.1293, label %bb_tan.i57, label %bb_sin_cos.i57

bb_sin_cos.i57:
  %t.1294 = add i32 %t.1292, 1
  %t.1295 = and i32 %t.1294, 3
  %t.1296 = and i32 %t.1295, 1
  %t.1297 = icmp eq i32 %t.1296, 1
  br i1 %t.1297, label %bb_cos.i57, label %bb_sin.i57

bb_sin.i57:
  br label %bb0.i58

bb0.i58:
  %t.1298 = fmul double %t.1288, %t.1288
  %t.1299 = fmul double %t.1298, %t.1298
  %t.1300 = fmul double %t.1298, 0x3EC71DE357B1FE7D
  %t.1301 = fadd double %t.1300, 0xBF2A01A019C161D5
  %t.1302 = fmul double %t.1298, %t.1301
  %t.1303 = fadd double %t.1302, 0x3F8111111110F8A6
  %t.1304 = fmul double %t.1298, 0x3DE5D93A5ACFD57C
  %t.1305 = fadd double %t.1304, 0xBE5AE5E68A2B9CEB
  %t.1306 = fmul double %t.1298, %t.1299
  %t.1307 = fmul double %t.1306, %t.1305
  %t.1308 = fadd double %t.1303, %t.1307
  %t.1309 = fmul double %t.1298, %t.1288
  %t.1310 = fmul double %t.1290, 0x3FE0000000000000
  %t.1311 = fmul double %t.1309, %t.1308
  %t.1312 = fsub double %t.1310, %t.1311
  %t.1313 = fmul double %t.1298, %t.1312
  %t.1314 = fsub double %t.1313, %t.1290
  %t.1315 = fmul double %t.1309, 0xBFC5555555555549
  %t.1316 = fsub double %t.1314, %t.1315
  %t.1317 = fsub double %t.1288, %t.1316
  br label %ret.h58

ret.h58:
  %t.1318 = phi double [ %t.1317, %bb0.i58 ]
  br label %bb_sign.i57

bb_cos.i57:
  br label %bb0.i59

bb0.i59:
  %t.1319 = fmul double %t.1288, %t.1288
  %t.1320 = fmul double %t.1319, %t.1319
  %t.1321 = fmul double %t.1319, 0x3EFA01A019CB1590
  %t.1322 = fadd double %t.1321, 0xBF56C16C16C15177
  %t.1323 = fmul double %t.1319, %t.1322
  %t.1324 = fadd double %t.1323, 0x3FA555555555554C
  %t.1325 = fmul double %t.1319, %t.1324
  %t.1326 = fmul double %t.1319, 0xBDA8FAE9BE8838D4
  %t.1327 = fadd double %t.1326, 0x3E21EE9EBDB4B1C4
  %t.1328 = fmul double %t.1319, %t.1327
  %t.1329 = fadd double %t.1328, 0xBE927E4F809C52AD
  %t.1330 = fmul double %t.1320, %t.1320
  %t.1331 = fmul double %t.1330, %t.1329
  %t.1332 = fadd double %t.1325, %t.1331
  %t.1333 = fmul double %t.1319, 0x3FE0000000000000
  %t.1334 = fsub double 0x3FF0000000000000, %t.1333
  %t.1335 = fsub double 0x3FF0000000000000, %t.1334
  %t.1336 = fsub double %t.1335, %t.1333
  %t.1337 = fmul double %t.1319, %t.1332
  %t.1338 = fmul double %t.1288, %t.1290
  %t.1339 = fsub double %t.1337, %t.1338
  %t.1340 = fadd double %t.1336, %t.1339
  %t.1341 = fadd double %t.1334, %t.1340
  br label %ret.h59

ret.h59:
  %t.1342 = phi double [ %t.1341, %bb0.i59 ]
  br label %bb_sign.i57

bb_sign.i57:
  %t.1343 = phi double [ %t.1318, %ret.h58 ], [ %t.1342, %ret.h59 ]
  %t.1344 = icmp uge i32 %t.1295, 2
  br i1 %t.1344, label %bb_neg.i57, label %bb_pos.i57

bb_pos.i57:
  br label %ret.h57

bb_neg.i57:
  %t.1345 = fsub double 0x8000000000000000, %t.1343
  br label %ret.h57

bb_tan.i57:
  %t.1346 = and i32 %t.1292, 1
  %t.1347 = icmp eq i32 %t.1346, 1
  br label %bb0.i60

bb0.i60:
  %t.1348 = fcmp olt double %t.1288, 0x0000000000000000
  %t.1349 = call double @llvm.fabs.f64(double %t.1288)
  %t.1350 = fcmp oge double %t.1349, 0x3FE5942800000000
  br i1 %t.1350, label %bb_big.i60, label %bb_poly.i60

bb_big.i60:
  br i1 %t.1348, label %bb_flip.i60, label %bb_keep.i60

bb_keep.i60:
  br label %bb_big2.i60

bb_flip.i60:
  %t.1351 = fsub double 0x8000000000000000, %t.1288
  %t.1352 = fsub double 0x8000000000000000, %t.1290
  br label %bb_big2.i60

bb_big2.i60:
  %t.1353 = phi double [ %t.1351, %bb_flip.i60 ], [ %t.1288, %bb_keep.i60 ]
  %t.1354 = phi double [ %t.1352, %bb_flip.i60 ], [ %t.1290, %bb_keep.i60 ]
  %t.1355 = fsub double 0x3FE921FB54442D18, %t.1353
  %t.1356 = fsub double 0x3C81A62633145C07, %t.1354
  %t.1357 = fadd double %t.1355, %t.1356
  br label %bb_poly.i60

bb_poly.i60:
  %t.1358 = phi double [ %t.1288, %bb0.i60 ], [ %t.1357, %bb_big2.i60 ]
  %t.1359 = phi double [ %t.1290, %bb0.i60 ], [ 0x0000000000000000, %bb_big2.i60 ]
  %t.1360 = fmul double %t.1358, %t.1358
  %t.1361 = fmul double %t.1360, %t.1360
  %t.1362 = fmul double %t.1361, 0xBEF375CBDB605373
  %t.1363 = fadd double %t.1362, 0x3F147E88A03792A6
  %t.1364 = fmul double %t.1361, %t.1363
  %t.1365 = fadd double %t.1364, 0x3F4344D8F2F26501
  %t.1366 = fmul double %t.1361, %t.1365
  %t.1367 = fadd double %t.1366, 0x3F6D6D22C9560328
  %t.1368 = fmul double %t.1361, %t.1367
  %t.1369 = fadd double %t.1368, 0x3F9664F48406D637
  %t.1370 = fmul double %t.1361, %t.1369
  %t.1371 = fadd double %t.1370, 0x3FC111111110FE7A
  %t.1372 = fmul double %t.1361, 0x3EFB2A7074BF7AD4
  %t.1373 = fadd double %t.1372, 0x3F12B80F32F0A7E9
  %t.1374 = fmul double %t.1361, %t.1373
  %t.1375 = fadd double %t.1374, 0x3F3026F71A8D1068
  %t.1376 = fmul double %t.1361, %t.1375
  %t.1377 = fadd double %t.1376, 0x3F57DBC8FEE08315
  %t.1378 = fmul double %t.1361, %t.1377
  %t.1379 = fadd double %t.1378, 0x3F8226E3E96E8493
  %t.1380 = fmul double %t.1361, %t.1379
  %t.1381 = fadd double %t.1380, 0x3FABA1BA1BB341FE
  %t.1382 = fmul double %t.1360, %t.1381
  %t.1383 = fmul double %t.1360, %t.1358
  %t.1384 = fadd double %t.1371, %t.1382
  %t.1385 = fmul double %t.1383, %t.1384
  %t.1386 = fadd double %t.1385, %t.1359
  %t.1387 = fmul double %t.1360, %t.1386
  %t.1388 = fadd double %t.1359, %t.1387
  %t.1389 = fmul double %t.1383, 0x3FD5555555555563
  %t.1390 = fadd double %t.1388, %t.1389
  %t.1391 = fadd double %t.1358, %t.1390
  br i1 %t.1350, label %bb_big_ret.i60, label %bb_small_ret.i60

bb_small_ret.i60:
  br i1 %t.1347, label %bb_recip.i60, label %bb_direct.i60

bb_direct.i60:
  br label %ret.h60

bb_recip.i60:
  %t.1392 = bitcast double %t.1391 to i64
  %t.1393 = and i64 %t.1392, -4294967296
  %t.1394 = bitcast i64 %t.1393 to double
  %t.1395 = fsub double %t.1394, %t.1358
  %t.1396 = fsub double %t.1390, %t.1395
  %t.1397 = fdiv double 0xBFF0000000000000, %t.1391
  %t.1398 = bitcast double %t.1397 to i64
  %t.1399 = and i64 %t.1398, -4294967296
  %t.1400 = bitcast i64 %t.1399 to double
  %t.1401 = fmul double %t.1400, %t.1394
  %t.1402 = fadd double 0x3FF0000000000000, %t.1401
  %t.1403 = fmul double %t.1400, %t.1396
  %t.1404 = fadd double %t.1402, %t.1403
  %t.1405 = fmul double %t.1397, %t.1404
  %t.1406 = fadd double %t.1400, %t.1405
  br label %ret.h60

bb_big_ret.i60:
  %t.1407 = select i1 %t.1347, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1408 = fmul double %t.1407, 0x4000000000000000
  %t.1409 = fsub double 0x3FF0000000000000, %t.1408
  %t.1410 = fmul double %t.1391, %t.1391
  %t.1411 = fadd double %t.1391, %t.1409
  %t.1412 = fdiv double %t.1410, %t.1411
  %t.1413 = fsub double %t.1412, %t.1390
  %t.1414 = fsub double %t.1358, %t.1413
  %t.1415 = fmul double %t.1414, 0x4000000000000000
  %t.1416 = fsub double %t.1409, %t.1415
  %t.1417 = select i1 %t.1348, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1418 = fmul double %t.1417, 0x4000000000000000
  %t.1419 = fsub double 0x3FF0000000000000, %t.1418
  %t.1420 = fmul double %t.1419, %t.1416
  br label %ret.h60

ret.h60:
  %t.1421 = phi double [ %t.1391, %bb_direct.i60 ], [ %t.1406, %bb_recip.i60 ], [ %t.1420, %bb_big_ret.i60 ]
  br label %ret.h57

ret.h57:
  %t.1422 = phi double [ %t.1343, %bb_pos.i57 ], [ %t.1345, %bb_neg.i57 ], [ %t.1421, %ret.h60 ]
  br label %ret.h44

bb_small.i44:
  br label %bb0.i61

bb0.i61:
  %t.1423 = icmp eq i32 1, 2
  br i1 %t.1423, label %bb_tan.i61, label %bb_sin_cos.i61

bb_sin_cos.i61:
  %t.1424 = add i32 0, 1
  %t.1425 = and i32 %t.1424, 3
  %t.1426 = and i32 %t.1425, 1
  %t.1427 = icmp eq i32 %t.1426, 1
  br i1 %t.1427, label %bb_cos.i61, label %bb_sin.i61

bb_sin.i61:
  br label %bb0.i62

bb0.i62:
  %t.1428 = fmul double %t.966, %t.966
  %t.1429 = fmul double %t.1428, %t.1428
  %t.1430 = fmul double %t.1428, 0x3EC71DE357B1FE7D
  %t.1431 = fadd double %t.1430, 0xBF2A01A019C161D5
  %t.1432 = fmul double %t.1428, %t.1431
  %t.1433 = fadd double %t.1432, 0x3F8111111110F8A6
  %t.1434 = fmul double %t.1428, 0x3DE5D93A5ACFD57C
  %t.1435 = fadd double %t.1434, 0xBE5AE5E68A2B9CEB
  %t.1436 = fmul double %t.1428, %t.1429
  %t.1437 = fmul double %t.1436, %t.1435
  %t.1438 = fadd double %t.1433, %t.1437
  %t.1439 = fmul double %t.1428, %t.966
  %t.1440 = fmul double 0x0000000000000000, 0x3FE0000000000000
  %t.1441 = fmul double %t.1439, %t.1438
  %t.1442 = fsub double %t.1440, %t.1441
  %t.1443 = fmul double %t.1428, %t.1442
  %t.1444 = fsub double %t.1443, 0x0000000000000000
  %t.1445 = fmul double %t.1439, 0xBFC5555555555549
  %t.1446 = fsub double %t.1444, %t.1445
  %t.1447 = fsub double %t.966, %t.1446
  br label %ret.h62

ret.h62:
  %t.1448 = phi double [ %t.1447, %bb0.i62 ]
  br label %bb_sign.i61

bb_cos.i61:
  br label %bb0.i63

bb0.i63:
  %t.1449 = fmul double %t.966, %t.966
  %t.1450 = fmul double %t.1449, %t.1449
  %t.1451 = fmul double %t.1449, 0x3EFA01A019CB1590
  %t.1452 = fadd double %t.1451, 0xBF56C16C16C15177
  %t.1453 = fmul double %t.1449, %t.1452
  %t.1454 = fadd double %t.1453, 0x3FA555555555554C
  %t.1455 = fmul double %t.1449, %t.1454
  %t.1456 = fmul double %t.1449, 0xBDA8FAE9BE8838D4
  %t.1457 = fadd double %t.1456, 0x3E21EE9EBDB4B1C4
  %t.1458 = fmul double %t.1449, %t.1457
  %t.1459 = fadd double %t.1458, 0xBE927E4F809C52AD
  %t.1460 = fmul double %t.1450, %t.1450
  %t.1461 = fmul double %t.1460, %t.1459
  %t.1462 = fadd double %t.1455, %t.1461
  %t.1463 = fmul double %t.1449, 0x3FE0000000000000
  %t.1464 = fsub double 0x3FF0000000000000, %t.1463
  %t.1465 = fsub double 0x3FF0000000000000, %t.1464
  %t.1466 = fsub double %t.1465, %t.1463
  %t.1467 = fmul double %t.1449, %t.1462
  %t.1468 = fmul double %t.966, 0x0000000000000000
  %t.1469 = fsub double %t.1467, %t.1468
  %t.1470 = fadd double %t.1466, %t.1469
  %t.1471 = fadd double %t.1464, %t.1470
  br label %ret.h63

ret.h63:
  %t.1472 = phi double [ %t.1471, %bb0.i63 ]
  br label %bb_sign.i61

bb_sign.i61:
  %t.1473 = phi double [ %t.1448, %ret.h62 ], [ %t.1472, %ret.h63 ]
  %t.1474 = icmp uge i32 %t.1425, 2
  br i1 %t.1474, label %bb_neg.i61, label %bb_pos.i61

bb_pos.i61:
  br label %ret.h61

bb_neg.i61:
  %t.1475 = fsub double 0x8000000000000000, %t.1473
  br label %ret.h61

bb_tan.i61:
  %t.1476 = and i32 0, 1
  %t.1477 = icmp eq i32 %t.1476, 1
  br label %bb0.i64

bb0.i64:
  %t.1478 = fcmp olt double %t.966, 0x0000000000000000
  %t.1479 = call double @llvm.fabs.f64(double %t.966)
  %t.1480 = fcmp oge double %t.1479, 0x3FE5942800000000
  br i1 %t.1480, label %bb_big.i64, label %bb_poly.i64

bb_big.i64:
  br i1 %t.1478, label %bb_flip.i64, label %bb_keep.i64

bb_keep.i64:
  br label %bb_big2.i64

bb_flip.i64:
  %t.1481 = fsub double 0x8000000000000000, %t.966
  %t.1482 = fsub double 0x8000000000000000, 0x0000000000000000
  br label %bb_big2.i64

bb_big2.i64:
  %t.1483 = phi double [ %t.1481, %bb_flip.i64 ], [ %t.966, %bb_keep.i64 ]
  %t.1484 = phi double [ %t.1482, %bb_flip.i64 ], [ 0x0000000000000000, %bb_keep.i64 ]
  %t.1485 = fsub double 0x3FE921FB54442D18, %t.1483
  %t.1486 = fsub double 0x3C81A62633145C07, %t.1484
  %t.1487 = fadd double %t.1485, %t.1486
  br label %bb_poly.i64

bb_poly.i64:
  %t.1488 = phi double [ %t.966, %bb0.i64 ], [ %t.1487, %bb_big2.i64 ]
  %t.1489 = phi double [ 0x0000000000000000, %bb0.i64 ], [ 0x0000000000000000, %bb_big2.i64 ]
  %t.1490 = fmul double %t.1488, %t.1488
  %t.1491 = fmul double %t.1490, %t.1490
  %t.1492 = fmul double %t.1491, 0xBEF375CBDB605373
  %t.1493 = fadd double %t.1492, 0x3F147E88A03792A6
  %t.1494 = fmul double %t.1491, %t.1493
  %t.1495 = fadd double %t.1494, 0x3F4344D8F2F26501
  %t.1496 = fmul double %t.1491, %t.1495
  %t.1497 = fadd double %t.1496, 0x3F6D6D22C9560328
  %t.1498 = fmul double %t.1491, %t.1497
  %t.1499 = fadd double %t.1498, 0x3F9664F48406D637
  %t.1500 = fmul double %t.1491, %t.1499
  %t.1501 = fadd double %t.1500, 0x3FC111111110FE7A
  %t.1502 = fmul double %t.1491, 0x3EFB2A7074BF7AD4
  %t.1503 = fadd double %t.1502, 0x3F12B80F32F0A7E9
  %t.1504 = fmul double %t.1491, %t.1503
  %t.1505 = fadd double %t.1504, 0x3F3026F71A8D1068
  %t.1506 = fmul double %t.1491, %t.1505
  %t.1507 = fadd double %t.1506, 0x3F57DBC8FEE08315
  %t.1508 = fmul double %t.1491, %t.1507
  %t.1509 = fadd double %t.1508, 0x3F8226E3E96E8493
  %t.1510 = fmul double %t.1491, %t.1509
  %t.1511 = fadd double %t.1510, 0x3FABA1BA1BB341FE
  %t.1512 = fmul double %t.1490, %t.1511
  %t.1513 = fmul double %t.1490, %t.1488
  %t.1514 = fadd double %t.1501, %t.1512
  %t.1515 = fmul double %t.1513, %t.1514
  %t.1516 = fadd double %t.1515, %t.1489
  %t.1517 = fmul double %t.1490, %t.1516
  %t.1518 = fadd double %t.1489, %t.1517
  %t.1519 = fmul double %t.1513, 0x3FD5555555555563
  %t.1520 = fadd double %t.1518, %t.1519
  %t.1521 = fadd double %t.1488, %t.1520
  br i1 %t.1480, label %bb_big_ret.i64, label %bb_small_ret.i64

bb_small_ret.i64:
  br i1 %t.1477, label %bb_recip.i64, label %bb_direct.i64

bb_direct.i64:
  br label %ret.h64

bb_recip.i64:
  %t.1522 = bitcast double %t.1521 to i64
  %t.1523 = and i64 %t.1522, -4294967296
  %t.1524 = bitcast i64 %t.1523 to double
  %t.1525 = fsub double %t.1524, %t.1488
  %t.1526 = fsub double %t.1520, %t.1525
  %t.1527 = fdiv double 0xBFF0000000000000, %t.1521
  %t.1528 = bitcast double %t.1527 to i64
  %t.1529 = and i64 %t.1528, -4294967296
  %t.1530 = bitcast i64 %t.1529 to double
  %t.1531 = fmul double %t.1530, %t.1524
  %t.1532 = fadd double 0x3FF0000000000000, %t.1531
  %t.1533 = fmul double %t.1530, %t.1526
  %t.1534 = fadd double %t.1532, %t.1533
  %t.1535 = fmul double %t.1527, %t.1534
  %t.1536 = fadd double %t.1530, %t.1535
  br label %ret.h64

bb_big_ret.i64:
  %t.1537 = select i1 %t.1477, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1538 = fmul double %t.1537, 0x4000000000000000
  %t.1539 = fsub double 0x3FF0000000000000, %t.1538
  %t.1540 = fmul double %t.1521, %t.1521
  %t.1541 = fadd double %t.1521, %t.1539
  %t.1542 = fdiv double %t.1540, %t.1541
  %t.1543 = fsub double %t.1542, %t.1520
  %t.1544 = fsub double %t.1488, %t.1543
  %t.1545 = fmul double %t.1544, 0x4000000000000000
  %t.1546 = fsub double %t.1539, %t.1545
  %t.1547 = select i1 %t.1478, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1548 = fmul double %t.1547, 0x4000000000000000
  %t.1549 = fsub double 0x3FF0000000000000, %t.1548
  %t.1550 = fmul double %t.1549, %t.1546
  br label %ret.h64

ret.h64:
  %t.1551 = phi double [ %t.1521, %bb_direct.i64 ], [ %t.1536, %bb_recip.i64 ], [ %t.1550, %bb_big_ret.i64 ]
  br label %ret.h61

ret.h61:
  %t.1552 = phi double [ %t.1473, %bb_pos.i61 ], [ %t.1475, %bb_neg.i61 ], [ %t.1551, %ret.h64 ]
  br label %ret.h44

bb_tiny.i44:
  %t.1553 = icmp eq i32 1, 1
  br i1 %t.1553, label %bb_one.i44, label %bb_self.i44

bb_self.i44:
  br label %ret.h44

bb_one.i44:
  br label %ret.h44

ret.h44:
  %t.1554 = phi double [ 0x7FF8000000000000, %bb_nan.i44 ], [ %t.1270, %ret.h45 ], [ %t.1422, %ret.h57 ], [ %t.1552, %ret.h61 ], [ %t.966, %bb_self.i44 ], [ 0x3FF0000000000000, %bb_one.i44 ]
  br label %ret.h43

ret.h43:
  %t.1555 = phi double [ %t.1554, %ret.h44 ]
  %t.1556 = fptrunc double %t.1555 to float
  br label %ret.h42

ret.h42:
  %t.1557 = phi float [ %t.1556, %ret.h43 ]
  br label %bb0.i65

bb0.i65:
  %t.1558 = fpext float %t.12 to double
  br label %bb0.i66

bb0.i66:
  br label %bb0.i67

bb0.i67:
  %t.1559 = call double @llvm.fabs.f64(double %t.1558)
  %t.1560 = fcmp olt double %t.1559, 0x7FF0000000000000
  br i1 %t.1560, label %bb1.i67, label %bb_nan.i67

bb_nan.i67:
  br label %ret.h67

bb1.i67:
  %t.1561 = fcmp olt double %t.1559, 0x3E40000000000000
  br i1 %t.1561, label %bb_tiny.i67, label %bb2.i67

bb2.i67:
  %t.1562 = fcmp ole double %t.1559, 0x3FE921FB54442D18
  br i1 %t.1562, label %bb_small.i67, label %bb3.i67

bb3.i67:
  %t.1563 = fcmp olt double %t.1559, 0x41D0000000000000
  br i1 %t.1563, label %bb_medium.i67, label %bb_huge.i67

bb_huge.i67:
  br label %bb0.i68

bb0.i68:
  %t.1564 = call double @llvm.fabs.f64(double %t.1558)
  %t.1565 = fcmp olt double %t.1558, 0x0000000000000000
  %t.1566 = bitcast double %t.1564 to i64
  %t.1567 = lshr i64 %t.1566, 52
  %t.1568 = trunc i64 %t.1567 to i32
  %t.1569 = sub i32 %t.1568, 1013
  %t.1570 = lshr i32 %t.1569, 6
  %t.1571 = and i32 %t.1569, 63
  %t.1572 = zext i32 %t.1571 to i64
  %t.1573 = sub i64 63, %t.1572
  %t.1574 = and i64 %t.1566, 4503599627370495
  %t.1575 = or i64 %t.1574, 4503599627370496
  %t.1576 = add i32 %t.1570, 1
  %t.1577 = add i32 %t.1570, 2
  %t.1578 = add i32 %t.1570, 3
  br label %bb0.i69

bb0.i69:
  switch i32 %t.1570, label %bb_zero.i69 [ i32 1, label %bb1.i69 i32 2, label %bb2.i69 i32 3, label %bb3.i69 i32 4, label %bb4.i69 i32 5, label %bb5.i69 i32 6, label %bb6.i69 i32 7, label %bb7.i69 i32 8, label %bb8.i69 i32 9, label %bb9.i69 i32 10, label %bb10.i69 i32 11, label %bb11.i69 i32 12, label %bb12.i69 i32 13, label %bb13.i69 i32 14, label %bb14.i69 i32 15, label %bb15.i69 i32 16, label %bb16.i69 i32 17, label %bb17.i69 i32 18, label %bb18.i69 i32 19, label %bb19.i69 ]

bb_zero.i69:
  br label %ret.h69

bb19.i69:
  br label %ret.h69

bb18.i69:
  br label %ret.h69

bb17.i69:
  br label %ret.h69

bb16.i69:
  br label %ret.h69

bb15.i69:
  br label %ret.h69

bb14.i69:
  br label %ret.h69

bb13.i69:
  br label %ret.h69

bb12.i69:
  br label %ret.h69

bb11.i69:
  br label %ret.h69

bb10.i69:
  br label %ret.h69

bb9.i69:
  br label %ret.h69

bb8.i69:
  br label %ret.h69

bb7.i69:
  br label %ret.h69

bb6.i69:
  br label %ret.h69

bb5.i69:
  br label %ret.h69

bb4.i69:
  br label %ret.h69

bb3.i69:
  br label %ret.h69

bb2.i69:
  br label %ret.h69

bb1.i69:
  br label %ret.h69

ret.h69:
  %t.1579 = phi i64 [ 0, %bb_zero.i69 ], [ 6197850593633725355, %bb19.i69 ], [ 7780917995555872008, %bb18.i69 ], [ 4397547296490951402, %bb17.i69 ], [ 8441921394348257659, %bb16.i69 ], [ 5712322887342352941, %bb15.i69 ], [ 7869616827067468215, %bb14.i69 ], [ -1211730484530615009, %bb13.i69 ], [ 2303758334597371919, %bb12.i69 ], [ -7168499653074671557, %bb11.i69 ], [ 4148332274289687028, %bb10.i69 ], [ -1613291254968254911, %bb9.i69 ], [ -1692731182770600828, %bb8.i69 ], [ -135693905287338178, %bb7.i69 ], [ 452944820249399836, %bb6.i69 ], [ -5249950069107600672, %bb5.i69 ], [ -121206125134887583, %bb4.i69 ], [ -2638381946312093631, %bb3.i69 ], [ -277156292786332224, %bb2.i69 ], [ -6703182060581546711, %bb1.i69 ]
  br label %bb0.i70

bb0.i70:
  switch i32 %t.1576, label %bb_zero.i70 [ i32 1, label %bb1.i70 i32 2, label %bb2.i70 i32 3, label %bb3.i70 i32 4, label %bb4.i70 i32 5, label %bb5.i70 i32 6, label %bb6.i70 i32 7, label %bb7.i70 i32 8, label %bb8.i70 i32 9, label %bb9.i70 i32 10, label %bb10.i70 i32 11, label %bb11.i70 i32 12, label %bb12.i70 i32 13, label %bb13.i70 i32 14, label %bb14.i70 i32 15, label %bb15.i70 i32 16, label %bb16.i70 i32 17, label %bb17.i70 i32 18, label %bb18.i70 i32 19, label %bb19.i70 ]

bb_zero.i70:
  br label %ret.h70

bb19.i70:
  br label %ret.h70

bb18.i70:
  br label %ret.h70

bb17.i70:
  br label %ret.h70

bb16.i70:
  br label %ret.h70

bb15.i70:
  br label %ret.h70

bb14.i70:
  br label %ret.h70

bb13.i70:
  br label %ret.h70

bb12.i70:
  br label %ret.h70

bb11.i70:
  br label %ret.h70

bb10.i70:
  br label %ret.h70

bb9.i70:
  br label %ret.h70

bb8.i70:
  br label %ret.h70

bb7.i70:
  br label %ret.h70

bb6.i70:
  br label %ret.h70

bb5.i70:
  br label %ret.h70

bb4.i70:
  br label %ret.h70

bb3.i70:
  br label %ret.h70

bb2.i70:
  br label %ret.h70

bb1.i70:
  br label %ret.h70

ret.h70:
  %t.1580 = phi i64 [ 0, %bb_zero.i70 ], [ 6197850593633725355, %bb19.i70 ], [ 7780917995555872008, %bb18.i70 ], [ 4397547296490951402, %bb17.i70 ], [ 8441921394348257659, %bb16.i70 ], [ 5712322887342352941, %bb15.i70 ], [ 7869616827067468215, %bb14.i70 ], [ -1211730484530615009, %bb13.i70 ], [ 2303758334597371919, %bb12.i70 ], [ -7168499653074671557, %bb11.i70 ], [ 4148332274289687028, %bb10.i70 ], [ -1613291254968254911, %bb9.i70 ], [ -1692731182770600828, %bb8.i70 ], [ -135693905287338178, %bb7.i70 ], [ 452944820249399836, %bb6.i70 ], [ -5249950069107600672, %bb5.i70 ], [ -121206125134887583, %bb4.i70 ], [ -2638381946312093631, %bb3.i70 ], [ -277156292786332224, %bb2.i70 ], [ -6703182060581546711, %bb1.i70 ]
  br label %bb0.i71

bb0.i71:
  switch i32 %t.1577, label %bb_zero.i71 [ i32 1, label %bb1.i71 i32 2, label %bb2.i71 i32 3, label %bb3.i71 i32 4, label %bb4.i71 i32 5, label %bb5.i71 i32 6, label %bb6.i71 i32 7, label %bb7.i71 i32 8, label %bb8.i71 i32 9, label %bb9.i71 i32 10, label %bb10.i71 i32 11, label %bb11.i71 i32 12, label %bb12.i71 i32 13, label %bb13.i71 i32 14, label %bb14.i71 i32 15, label %bb15.i71 i32 16, label %bb16.i71 i32 17, label %bb17.i71 i32 18, label %bb18.i71 i32 19, label %bb19.i71 ]

bb_zero.i71:
  br label %ret.h71

bb19.i71:
  br label %ret.h71

bb18.i71:
  br label %ret.h71

bb17.i71:
  br label %ret.h71

bb16.i71:
  br label %ret.h71

bb15.i71:
  br label %ret.h71

bb14.i71:
  br label %ret.h71

bb13.i71:
  br label %ret.h71

bb12.i71:
  br label %ret.h71

bb11.i71:
  br label %ret.h71

bb10.i71:
  br label %ret.h71

bb9.i71:
  br label %ret.h71

bb8.i71:
  br label %ret.h71

bb7.i71:
  br label %ret.h71

bb6.i71:
  br label %ret.h71

bb5.i71:
  br label %ret.h71

bb4.i71:
  br label %ret.h71

bb3.i71:
  br label %ret.h71

bb2.i71:
  br label %ret.h71

bb1.i71:
  br label %ret.h71

ret.h71:
  %t.1581 = phi i64 [ 0, %bb_zero.i71 ], [ 6197850593633725355, %bb19.i71 ], [ 7780917995555872008, %bb18.i71 ], [ 4397547296490951402, %bb17.i71 ], [ 8441921394348257659, %bb16.i71 ], [ 5712322887342352941, %bb15.i71 ], [ 7869616827067468215, %bb14.i71 ], [ -1211730484530615009, %bb13.i71 ], [ 2303758334597371919, %bb12.i71 ], [ -7168499653074671557, %bb11.i71 ], [ 4148332274289687028, %bb10.i71 ], [ -1613291254968254911, %bb9.i71 ], [ -1692731182770600828, %bb8.i71 ], [ -135693905287338178, %bb7.i71 ], [ 452944820249399836, %bb6.i71 ], [ -5249950069107600672, %bb5.i71 ], [ -121206125134887583, %bb4.i71 ], [ -2638381946312093631, %bb3.i71 ], [ -277156292786332224, %bb2.i71 ], [ -6703182060581546711, %bb1.i71 ]
  br label %bb0.i72

bb0.i72:
  switch i32 %t.1578, label %bb_zero.i72 [ i32 1, label %bb1.i72 i32 2, label %bb2.i72 i32 3, label %bb3.i72 i32 4, label %bb4.i72 i32 5, label %bb5.i72 i32 6, label %bb6.i72 i32 7, label %bb7.i72 i32 8, label %bb8.i72 i32 9, label %bb9.i72 i32 10, label %bb10.i72 i32 11, label %bb11.i72 i32 12, label %bb12.i72 i32 13, label %bb13.i72 i32 14, label %bb14.i72 i32 15, label %bb15.i72 i32 16, label %bb16.i72 i32 17, label %bb17.i72 i32 18, label %bb18.i72 i32 19, label %bb19.i72 ]

bb_zero.i72:
  br label %ret.h72

bb19.i72:
  br label %ret.h72

bb18.i72:
  br label %ret.h72

bb17.i72:
  br label %ret.h72

bb16.i72:
  br label %ret.h72

bb15.i72:
  br label %ret.h72

bb14.i72:
  br label %ret.h72

bb13.i72:
  br label %ret.h72

bb12.i72:
  br label %ret.h72

bb11.i72:
  br label %ret.h72

bb10.i72:
  br label %ret.h72

bb9.i72:
  br label %ret.h72

bb8.i72:
  br label %ret.h72

bb7.i72:
  br label %ret.h72

bb6.i72:
  br label %ret.h72

bb5.i72:
  br label %ret.h72

bb4.i72:
  br label %ret.h72

bb3.i72:
  br label %ret.h72

bb2.i72:
  br label %ret.h72

bb1.i72:
  br label %ret.h72

ret.h72:
  %t.1582 = phi i64 [ 0, %bb_zero.i72 ], [ 6197850593633725355, %bb19.i72 ], [ 7780917995555872008, %bb18.i72 ], [ 4397547296490951402, %bb17.i72 ], [ 8441921394348257659, %bb16.i72 ], [ 5712322887342352941, %bb15.i72 ], [ 7869616827067468215, %bb14.i72 ], [ -1211730484530615009, %bb13.i72 ], [ 2303758334597371919, %bb12.i72 ], [ -7168499653074671557, %bb11.i72 ], [ 4148332274289687028, %bb10.i72 ], [ -1613291254968254911, %bb9.i72 ], [ -1692731182770600828, %bb8.i72 ], [ -135693905287338178, %bb7.i72 ], [ 452944820249399836, %bb6.i72 ], [ -5249950069107600672, %bb5.i72 ], [ -121206125134887583, %bb4.i72 ], [ -2638381946312093631, %bb3.i72 ], [ -277156292786332224, %bb2.i72 ], [ -6703182060581546711, %bb1.i72 ]
  %t.1583 = and i64 %t.1572, 63
  %t.1584 = shl i64 %t.1579, %t.1583
  %t.1585 = lshr i64 %t.1580, 1
  %t.1586 = and i64 %t.1573, 63
  %t.1587 = lshr i64 %t.1585, %t.1586
  %t.1588 = or i64 %t.1584, %t.1587
  %t.1589 = and i64 %t.1572, 63
  %t.1590 = shl i64 %t.1580, %t.1589
  %t.1591 = lshr i64 %t.1581, 1
  %t.1592 = and i64 %t.1573, 63
  %t.1593 = lshr i64 %t.1591, %t.1592
  %t.1594 = or i64 %t.1590, %t.1593
  %t.1595 = and i64 %t.1572, 63
  %t.1596 = shl i64 %t.1581, %t.1595
  %t.1597 = lshr i64 %t.1582, 1
  %t.1598 = and i64 %t.1573, 63
  %t.1599 = lshr i64 %t.1597, %t.1598
  %t.1600 = or i64 %t.1596, %t.1599
  %t.1601 = mul i64 %t.1600, %t.1575
  br label %bb0.i73

bb0.i73:
  %t.1602 = and i64 %t.1600, 4294967295
  %t.1603 = lshr i64 %t.1600, 32
  %t.1604 = and i64 %t.1575, 4294967295
  %t.1605 = lshr i64 %t.1575, 32
  %t.1606 = mul i64 %t.1602, %t.1604
  %t.1607 = mul i64 %t.1602, %t.1605
  %t.1608 = mul i64 %t.1603, %t.1604
  %t.1609 = mul i64 %t.1603, %t.1605
  %t.1610 = lshr i64 %t.1606, 32
  %t.1611 = and i64 %t.1607, 4294967295
  %t.1612 = and i64 %t.1608, 4294967295
  %t.1613 = add i64 %t.1610, %t.1611
  %t.1614 = add i64 %t.1613, %t.1612
  %t.1615 = lshr i64 %t.1607, 32
  %t.1616 = lshr i64 %t.1608, 32
  %t.1617 = lshr i64 %t.1614, 32
  %t.1618 = add i64 %t.1609, %t.1615
  %t.1619 = add i64 %t.1618, %t.1616
  %t.1620 = add i64 %t.1619, %t.1617
  br label %ret.h73

ret.h73:
  %t.1621 = phi i64 [ %t.1620, %bb0.i73 ]
  %t.1622 = mul i64 %t.1594, %t.1575
  br label %bb0.i74

bb0.i74:
  %t.1623 = and i64 %t.1594, 4294967295
  %t.1624 = lshr i64 %t.1594, 32
  %t.1625 = and i64 %t.1575, 4294967295
  %t.1626 = lshr i64 %t.1575, 32
  %t.1627 = mul i64 %t.1623, %t.1625
  %t.1628 = mul i64 %t.1623, %t.1626
  %t.1629 = mul i64 %t.1624, %t.1625
  %t.1630 = mul i64 %t.1624, %t.1626
  %t.1631 = lshr i64 %t.1627, 32
  %t.1632 = and i64 %t.1628, 4294967295
  %t.1633 = and i64 %t.1629, 4294967295
  %t.1634 = add i64 %t.1631, %t.1632
  %t.1635 = add i64 %t.1634, %t.1633
  %t.1636 = lshr i64 %t.1628, 32
  %t.1637 = lshr i64 %t.1629, 32
  %t.1638 = lshr i64 %t.1635, 32
  %t.1639 = add i64 %t.1630, %t.1636
  %t.1640 = add i64 %t.1639, %t.1637
  %t.1641 = add i64 %t.1640, %t.1638
  br label %ret.h74

ret.h74:
  %t.1642 = phi i64 [ %t.1641, %bb0.i74 ]
  %t.1643 = mul i64 %t.1588, %t.1575
  %t.1644 = add i64 %t.1621, %t.1622
  %t.1645 = icmp ult i64 %t.1644, %t.1621
  %t.1646 = zext i1 %t.1645 to i64
  %t.1647 = add i64 %t.1642, %t.1643
  %t.1648 = add i64 %t.1647, %t.1646
  %t.1649 = add i64 %t.1648, 2305843009213693952
  %t.1650 = lshr i64 %t.1649, 62
  %t.1651 = and i64 %t.1649, 4611686018427387903
  %t.1652 = icmp ult i64 %t.1651, 2305843009213693952
  %t.1653 = sub i64 %t.1651, 2305843009213693952
  br i1 %t.1652, label %bb_negate.i68, label %bb_magnitude.i68

bb_negate.i68:
  %t.1654 = xor i64 %t.1601, -1
  %t.1655 = add i64 %t.1654, 1
  %t.1656 = icmp eq i64 %t.1601, 0
  %t.1657 = zext i1 %t.1656 to i64
  %t.1658 = xor i64 %t.1644, -1
  %t.1659 = add i64 %t.1658, %t.1657
  %t.1660 = icmp eq i64 %t.1644, 0
  %t.1661 = and i1 %t.1656, %t.1660
  %t.1662 = zext i1 %t.1661 to i64
  %t.1663 = xor i64 %t.1653, -1
  %t.1664 = add i64 %t.1663, %t.1662
  br label %bb_magnitude.i68

bb_magnitude.i68:
  %t.1665 = phi i64 [ %t.1653, %ret.h74 ], [ %t.1664, %bb_negate.i68 ]
  %t.1666 = phi i64 [ %t.1644, %ret.h74 ], [ %t.1659, %bb_negate.i68 ]
  %t.1667 = phi i64 [ %t.1601, %ret.h74 ], [ %t.1655, %bb_negate.i68 ]
  %t.1668 = icmp eq i64 %t.1665, 0
  br i1 %t.1668, label %bb_shift64.i68, label %bb_normalize.i68

bb_shift64.i68:
  br label %bb_normalize.i68

bb_normalize.i68:
  %t.1669 = phi i64 [ %t.1665, %bb_magnitude.i68 ], [ %t.1666, %bb_shift64.i68 ]
  %t.1670 = phi i64 [ %t.1666, %bb_magnitude.i68 ], [ %t.1667, %bb_shift64.i68 ]
  %t.1671 = phi i64 [ %t.1667, %bb_magnitude.i68 ], [ 0, %bb_shift64.i68 ]
  %t.1672 = phi i32 [ 0, %bb_magnitude.i68 ], [ 64, %bb_shift64.i68 ]
  %t.1673 = uitofp i64 %t.1669 to double
  %t.1674 = bitcast double %t.1673 to i64
  %t.1675 = lshr i64 %t.1674, 52
  %t.1676 = sub i64 1086, %t.1675
  %t.1677 = and i64 %t.1676, 63
  %t.1678 = shl i64 %t.1669, %t.1677
  %t.1679 = lshr i64 %t.1678, 63
  %t.1680 = sub i64 1, %t.1679
  %t.1681 = add i64 %t.1676, %t.1680
  %t.1682 = sub i64 63, %t.1681
  %t.1683 = and i64 %t.1681, 63
  %t.1684 = shl i64 %t.1669, %t.1683
  %t.1685 = lshr i64 %t.1670, 1
  %t.1686 = and i64 %t.1682, 63
  %t.1687 = lshr i64 %t.1685, %t.1686
  %t.1688 = or i64 %t.1684, %t.1687
  %t.1689 = and i64 %t.1681, 63
  %t.1690 = shl i64 %t.1670, %t.1689
  %t.1691 = lshr i64 %t.1671, 1
  %t.1692 = and i64 %t.1682, 63
  %t.1693 = lshr i64 %t.1691, %t.1692
  %t.1694 = or i64 %t.1690, %t.1693
  %t.1695 = trunc i64 %t.1681 to i32
  %t.1696 = add i32 %t.1672, %t.1695
  %t.1697 = lshr i64 %t.1688, 11
  %t.1698 = and i64 %t.1688, 2047
  %t.1699 = shl i64 %t.1698, 53
  %t.1700 = lshr i64 %t.1694, 11
  %t.1701 = or i64 %t.1699, %t.1700
  %t.1702 = uitofp i64 %t.1697 to double
  %t.1703 = uitofp i64 %t.1701 to double
  %t.1704 = sub i32 -51, %t.1696
  br label %bb0.i75

bb0.i75:
  %t.1705 = add i32 %t.1704, 1023
  %t.1706 = sext i32 %t.1705 to i64
  %t.1707 = shl i64 %t.1706, 52
  %t.1708 = bitcast i64 %t.1707 to double
  br label %ret.h75

ret.h75:
  %t.1709 = phi double [ %t.1708, %bb0.i75 ]
  %t.1710 = fmul double %t.1702, %t.1709
  %t.1711 = fmul double %t.1703, %t.1709
  %t.1712 = fmul double %t.1711, 0x3BF0000000000000
  %t.1713 = fmul double %t.1710, 0x3FF921FB54442D18
  %t.1714 = fsub double 0x8000000000000000, %t.1713
  %t.1715 = call double @llvm.fma.f64(double %t.1710, double 0x3FF921FB54442D18, double %t.1714)
  %t.1716 = fmul double %t.1710, 0x3C91A62633145C07
  %t.1717 = fmul double %t.1712, 0x3FF921FB54442D18
  %t.1718 = fadd double %t.1716, %t.1717
  %t.1719 = fadd double %t.1715, %t.1718
  %t.1720 = fadd double %t.1713, %t.1719
  %t.1721 = fsub double %t.1720, %t.1713
  %t.1722 = fsub double %t.1719, %t.1721
  %t.1723 = xor i1 %t.1652, %t.1565
  br i1 %t.1723, label %bb_flip.i68, label %bb_keep.i68

bb_keep.i68:
  br label %bb_quadrant.i68

bb_flip.i68:
  %t.1724 = fsub double 0x8000000000000000, %t.1720
  %t.1725 = fsub double 0x8000000000000000, %t.1722
  br label %bb_quadrant.i68

bb_quadrant.i68:
  %t.1726 = phi double [ %t.1724, %bb_flip.i68 ], [ %t.1720, %bb_keep.i68 ]
  %t.1727 = phi double [ %t.1725, %bb_flip.i68 ], [ %t.1722, %bb_keep.i68 ]
  %t.1728 = trunc i64 %t.1650 to i32
  br i1 %t.1565, label %bb_neg_n.i68, label %bb_out.i68

bb_neg_n.i68:
  %t.1729 = sub i32 0, %t.1728
  br label %bb_out.i68

bb_out.i68:
  %t.1730 = phi i32 [ %t.1728, %bb_quadrant.i68 ], [ %t.1729, %bb_neg_n.i68 ]
  %t.1731 = and i32 %t.1730, 3
  br label %bb0.i76

bb0.i76:
  %t.1732 = icmp eq i32 2, 2
  br i1 %t.1732, label %bb_tan.i76, label %bb_sin_cos.i76

bb_sin_cos.i76:
  %t.1733 = add i32 %t.1731, 2
  %t.1734 = and i32 %t.1733, 3
  %t.1735 = and i32 %t.1734, 1
  %t.1736 = icmp eq i32 %t.1735, 1
  br i1 %t.1736, label %bb_cos.i76, label %bb_sin.i76

bb_sin.i76:
  br label %bb0.i77

bb0.i77:
  %t.1737 = fmul double %t.1726, %t.1726
  %t.1738 = fmul double %t.1737, %t.1737
  %t.1739 = fmul double %t.1737, 0x3EC71DE357B1FE7D
  %t.1740 = fadd double %t.1739, 0xBF2A01A019C161D5
  %t.1741 = fmul double %t.1737, %t.1740
  %t.1742 = fadd double %t.1741, 0x3F8111111110F8A6
  %t.1743 = fmul double %t.1737, 0x3DE5D93A5ACFD57C
  %t.1744 = fadd double %t.1743, 0xBE5AE5E68A2B9CEB
  %t.1745 = fmul double %t.1737, %t.1738
  %t.1746 = fmul double %t.1745, %t.1744
  %t.1747 = fadd double %t.1742, %t.1746
  %t.1748 = fmul double %t.1737, %t.1726
  %t.1749 = fmul double %t.1727, 0x3FE0000000000000
  %t.1750 = fmul double %t.1748, %t.1747
  %t.1751 = fsub double %t.1749, %t.1750
  %t.1752 = fmul double %t.1737, %t.1751
  %t.1753 = fsub double %t.1752, %t.1727
  %t.1754 = fmul double %t.1748, 0xBFC5555555555549
  %t.1755 = fsub double %t.1753, %t.1754
  %t.1756 = fsub double %t.1726, %t.1755
  br label %ret.h77

ret.h77:
  %t.1757 = phi double [ %t.1756, %bb0.i77 ]
  br label %bb_sign.i76

bb_cos.i76:
  br label %bb0.i78

bb0.i78:
  %t.1758 = fmul double %t.1726, %t.1726
  %t.1759 = fmul double %t.1758, %t.1758
  %t.1760 = fmul double %t.1758, 0x3EFA01A019CB1590
  %t.1761 = fadd double %t.1760, 0xBF56C16C16C15177
  %t.1762 = fmul double %t.1758, %t.1761
  %t.1763 = fadd double %t.1762, 0x3FA555555555554C
  %t.1764 = fmul double %t.1758, %t.1763
  %t.1765 = fmul double %t.1758, 0xBDA8FAE9BE8838D4
  %t.1766 = fadd double %t.1765, 0x3E21EE9EBDB4B1C4
  %t.1767 = fmul double %t.1758, %t.1766
  %t.1768 = fadd double %t.1767, 0xBE927E4F809C52AD
  %t.1769 = fmul double %t.1759, %t.1759
  %t.1770 = fmul double %t.1769, %t.1768
  %t.1771 = fadd double %t.1764, %t.1770
  %t.1772 = fmul double %t.1758, 0x3FE0000000000000
  %t.1773 = fsub double 0x3FF0000000000000, %t.1772
  %t.1774 = fsub double 0x3FF0000000000000, %t.1773
  %t.1775 = fsub double %t.1774, %t.1772
  %t.1776 = fmul double %t.1758, %t.1771
  %t.1777 = fmul double %t.1726, %t.1727
  %t.1778 = fsub double %t.1776, %t.1777
  %t.1779 = fadd double %t.1775, %t.1778
  %t.1780 = fadd double %t.1773, %t.1779
  br label %ret.h78

ret.h78:
  %t.1781 = phi double [ %t.1780, %bb0.i78 ]
  br label %bb_sign.i76

bb_sign.i76:
  %t.1782 = phi double [ %t.1757, %ret.h77 ], [ %t.1781, %ret.h78 ]
  %t.1783 = icmp uge i32 %t.1734, 2
  br i1 %t.1783, label %bb_neg.i76, label %bb_pos.i76

bb_pos.i76:
  br label %ret.h76

bb_neg.i76:
  %t.1784 = fsub double 0x8000000000000000, %t.1782
  br label %ret.h76

bb_tan.i76:
  %t.1785 = and i32 %t.1731, 1
  %t.1786 = icmp eq i32 %t.1785, 1
  br label %bb0.i79

bb0.i79:
  %t.1787 = fcmp olt double %t.1726, 0x0000000000000000
  %t.1788 = call double @llvm.fabs.f64(double %t.1726)
  %t.1789 = fcmp oge double %t.1788, 0x3FE5942800000000
  br i1 %t.1789, label %bb_big.i79, label %bb_poly.i79

bb_big.i79:
  br i1 %t.1787, label %bb_flip.i79, label %bb_keep.i79

bb_keep.i79:
  br label %bb_big2.i79

bb_flip.i79:
  %t.1790 = fsub double 0x8000000000000000, %t.1726
  %t.1791 = fsub double 0x8000000000000000, %t.1727
  br label %bb_big2.i79

bb_big2.i79:
  %t.1792 = phi double [ %t.1790, %bb_flip.i79 ], [ %t.1726, %bb_keep.i79 ]
  %t.1793 = phi double [ %t.1791, %bb_flip.i79 ], [ %t.1727, %bb_keep.i79 ]
  %t.1794 = fsub double 0x3FE921FB54442D18, %t.1792
  %t.1795 = fsub double 0x3C81A62633145C07, %t.1793
  %t.1796 = fadd double %t.1794, %t.1795
  br label %bb_poly.i79

bb_poly.i79:
  %t.1797 = phi double [ %t.1726, %bb0.i79 ], [ %t.1796, %bb_big2.i79 ]
  %t.1798 = phi double [ %t.1727, %bb0.i79 ], [ 0x0000000000000000, %bb_big2.i79 ]
  %t.1799 = fmul double %t.1797, %t.1797
  %t.1800 = fmul double %t.1799, %t.1799
  %t.1801 = fmul double %t.1800, 0xBEF375CBDB605373
  %t.1802 = fadd double %t.1801, 0x3F147E88A03792A6
  %t.1803 = fmul double %t.1800, %t.1802
  %t.1804 = fadd double %t.1803, 0x3F4344D8F2F26501
  %t.1805 = fmul double %t.1800, %t.1804
  %t.1806 = fadd double %t.1805, 0x3F6D6D22C9560328
  %t.1807 = fmul double %t.1800, %t.1806
  %t.1808 = fadd double %t.1807, 0x3F9664F48406D637
  %t.1809 = fmul double %t.1800, %t.1808
  %t.1810 = fadd double %t.1809, 0x3FC111111110FE7A
  %t.1811 = fmul double %t.1800, 0x3EFB2A7074BF7AD4
  %t.1812 = fadd double %t.1811, 0x3F12B80F32F0A7E9
  %t.1813 = fmul double %t.1800, %t.1812
  %t.1814 = fadd double %t.1813, 0x3F3026F71A8D1068
  %t.1815 = fmul double %t.1800, %t.1814
  %t.1816 = fadd double %t.1815, 0x3F57DBC8FEE08315
  %t.1817 = fmul double %t.1800, %t.1816
  %t.1818 = fadd double %t.1817, 0x3F8226E3E96E8493
  %t.1819 = fmul double %t.1800, %t.1818
  %t.1820 = fadd double %t.1819, 0x3FABA1BA1BB341FE
  %t.1821 = fmul double %t.1799, %t.1820
  %t.1822 = fmul double %t.1799, %t.1797
  %t.1823 = fadd double %t.1810, %t.1821
  %t.1824 = fmul double %t.1822, %t.1823
  %t.1825 = fadd double %t.1824, %t.1798
  %t.1826 = fmul double %t.1799, %t.1825
  %t.1827 = fadd double %t.1798, %t.1826
  %t.1828 = fmul double %t.1822, 0x3FD5555555555563
  %t.1829 = fadd double %t.1827, %t.1828
  %t.1830 = fadd double %t.1797, %t.1829
  br i1 %t.1789, label %bb_big_ret.i79, label %bb_small_ret.i79

bb_small_ret.i79:
  br i1 %t.1786, label %bb_recip.i79, label %bb_direct.i79

bb_direct.i79:
  br label %ret.h79

bb_recip.i79:
  %t.1831 = bitcast double %t.1830 to i64
  %t.1832 = and i64 %t.1831, -4294967296
  %t.1833 = bitcast i64 %t.1832 to double
  %t.1834 = fsub double %t.1833, %t.1797
  %t.1835 = fsub double %t.1829, %t.1834
  %t.1836 = fdiv double 0xBFF0000000000000, %t.1830
  %t.1837 = bitcast double %t.1836 to i64
  %t.1838 = and i64 %t.1837, -4294967296
  %t.1839 = bitcast i64 %t.1838 to double
  %t.1840 = fmul double %t.1839, %t.1833
  %t.1841 = fadd double 0x3FF0000000000000, %t.1840
  %t.1842 = fmul double %t.1839, %t.1835
  %t.1843 = fadd double %t.1841, %t.1842
  %t.1844 = fmul double %t.1836, %t.1843
  %t.1845 = fadd double %t.1839, %t.1844
  br label %ret.h79

bb_big_ret.i79:
  %t.1846 = select i1 %t.1786, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1847 = fmul double %t.1846, 0x4000000000000000
  %t.1848 = fsub double 0x3FF0000000000000, %t.1847
  %t.1849 = fmul double %t.1830, %t.1830
  %t.1850 = fadd double %t.1830, %t.1848
  %t.1851 = fdiv double %t.1849, %t.1850
  %t.1852 = fsub double %t.1851, %t.1829
  %t.1853 = fsub double %t.1797, %t.1852
  %t.1854 = fmul double %t.1853, 0x4000000000000000
  %t.1855 = fsub double %t.1848, %t.1854
  %t.1856 = select i1 %t.1787, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1857 = fmul double %t.1856, 0x4000000000000000
  %t.1858 = fsub double 0x3FF0000000000000, %t.1857
  %t.1859 = fmul double %t.1858, %t.1855
  br label %ret.h79

ret.h79:
  %t.1860 = phi double [ %t.1830, %bb_direct.i79 ], [ %t.1845, %bb_recip.i79 ], [ %t.1859, %bb_big_ret.i79 ]
  br label %ret.h76

ret.h76:
  %t.1861 = phi double [ %t.1782, %bb_pos.i76 ], [ %t.1784, %bb_neg.i76 ], [ %t.1860, %ret.h79 ]
  br label %ret.h68

ret.h68:
  %t.1862 = phi double [ %t.1861, %ret.h76 ]
  br label %ret.h67

bb_medium.i67:
  %t.1863 = fmul double %t.1558, 0x3FE45F306DC9C883
  %t.1864 = fadd double %t.1863, 0x4338000000000000
  %t.1865 = fsub double %t.1864, 0x4338000000000000
  %t.1866 = fsub double 0x8000000000000000, %t.1865
  %t.1867 = call double @llvm.fma.f64(double %t.1866, double 0x3FF921FB54442D18, double %t.1558)
  %t.1868 = fmul double %t.1865, 0x3C91A62633145C07
  %t.1869 = fsub double 0x8000000000000000, %t.1868
  %t.1870 = call double @llvm.fma.f64(double %t.1865, double 0x3C91A62633145C07, double %t.1869)
  %t.1871 = fadd double %t.1867, %t.1869
  %t.1872 = fsub double %t.1871, %t.1867
  %t.1873 = fsub double %t.1871, %t.1872
  %t.1874 = fsub double %t.1867, %t.1873
  %t.1875 = fsub double %t.1869, %t.1872
  %t.1876 = fadd double %t.1874, %t.1875
  %t.1877 = fmul double %t.1865, 0xB91F1976B7ED8FBC
  %t.1878 = fsub double %t.1876, %t.1870
  %t.1879 = fsub double %t.1878, %t.1877
  %t.1880 = fadd double %t.1871, %t.1879
  %t.1881 = fsub double %t.1880, %t.1871
  %t.1882 = fsub double %t.1879, %t.1881
  %t.1883 = call i32 @llvm.fptosi.sat.i32.f64(double %t.1865)
  %t.1884 = and i32 %t.1883, 3
  br label %bb0.i80

bb0.i80:
  %t.1885 = icmp eq i32 2, 2
  br i1 %t.1885, label %bb_tan.i80, label %bb_sin_cos.i80

bb_sin_cos.i80:
  %t.1886 = add i32 %t.1884, 2
  %t.1887 = and i32 %t.1886, 3
  %t.1888 = and i32 %t.1887, 1
  %t.1889 = icmp eq i32 %t.1888, 1
  br i1 %t.1889, label %bb_cos.i80, label %bb_sin.i80

bb_sin.i80:
  br label %bb0.i81

bb0.i81:
  %t.1890 = fmul double %t.1880, %t.1880
  %t.1891 = fmul double %t.1890, %t.1890
  %t.1892 = fmul double %t.1890, 0x3EC71DE357B1FE7D
  %t.1893 = fadd double %t.1892, 0xBF2A01A019C161D5
  %t.1894 = fmul double %t.1890, %t.1893
  %t.1895 = fadd double %t.1894, 0x3F8111111110F8A6
  %t.1896 = fmul double %t.1890, 0x3DE5D93A5ACFD57C
  %t.1897 = fadd double %t.1896, 0xBE5AE5E68A2B9CEB
  %t.1898 = fmul double %t.1890, %t.1891
  %t.1899 = fmul double %t.1898, %t.1897
  %t.1900 = fadd double %t.1895, %t.1899
  %t.1901 = fmul double %t.1890, %t.1880
  %t.1902 = fmul double %t.1882, 0x3FE0000000000000
  %t.1903 = fmul double %t.1901, %t.1900
  %t.1904 = fsub double %t.1902, %t.1903
  %t.1905 = fmul double %t.1890, %t.1904
  %t.1906 = fsub double %t.1905, %t.1882
  %t.1907 = fmul double %t.1901, 0xBFC5555555555549
  %t.1908 = fsub double %t.1906, %t.1907
  %t.1909 = fsub double %t.1880, %t.1908
  br label %ret.h81

ret.h81:
  %t.1910 = phi double [ %t.1909, %bb0.i81 ]
  br label %bb_sign.i80

bb_cos.i80:
  br label %bb0.i82

bb0.i82:
  %t.1911 = fmul double %t.1880, %t.1880
  %t.1912 = fmul double %t.1911, %t.1911
  %t.1913 = fmul double %t.1911, 0x3EFA01A019CB1590
  %t.1914 = fadd double %t.1913, 0xBF56C16C16C15177
  %t.1915 = fmul double %t.1911, %t.1914
  %t.1916 = fadd double %t.1915, 0x3FA555555555554C
  %t.1917 = fmul double %t.1911, %t.1916
  %t.1918 = fmul double %t.1911, 0xBDA8FAE9BE8838D4
  %t.1919 = fadd double %t.1918, 0x3E21EE9EBDB4B1C4
  %t.1920 = fmul double %t.1911, %t.1919
  %t.1921 = fadd double %t.1920, 0xBE927E4F809C52AD
  %t.1922 = fmul double %t.1912, %t.1912
  %t.1923 = fmul double %t.1922, %t.1921
  %t.1924 = fadd double %t.1917, %t.1923
  %t.1925 = fmul double %t.1911, 0x3FE0000000000000
  %t.1926 = fsub double 0x3FF0000000000000, %t.1925
  %t.1927 = fsub double 0x3FF0000000000000, %t.1926
  %t.1928 = fsub double %t.1927, %t.1925
  %t.1929 = fmul double %t.1911, %t.1924
  %t.1930 = fmul double %t.1880, %t.1882
  %t.1931 = fsub double %t.1929, %t.1930
  %t.1932 = fadd double %t.1928, %t.1931
  %t.1933 = fadd double %t.1926, %t.1932
  br label %ret.h82

ret.h82:
  %t.1934 = phi double [ %t.1933, %bb0.i82 ]
  br label %bb_sign.i80

bb_sign.i80:
  %t.1935 = phi double [ %t.1910, %ret.h81 ], [ %t.1934, %ret.h82 ]
  %t.1936 = icmp uge i32 %t.1887, 2
  br i1 %t.1936, label %bb_neg.i80, label %bb_pos.i80

bb_pos.i80:
  br label %ret.h80

bb_neg.i80:
  %t.1937 = fsub double 0x8000000000000000, %t.1935
  br label %ret.h80

bb_tan.i80:
  %t.1938 = and i32 %t.1884, 1
  %t.1939 = icmp eq i32 %t.1938, 1
  br label %bb0.i83

bb0.i83:
  %t.1940 = fcmp olt double %t.1880, 0x0000000000000000
  %t.1941 = call double @llvm.fabs.f64(double %t.1880)
  %t.1942 = fcmp oge double %t.1941, 0x3FE5942800000000
  br i1 %t.1942, label %bb_big.i83, label %bb_poly.i83

bb_big.i83:
  br i1 %t.1940, label %bb_flip.i83, label %bb_keep.i83

bb_keep.i83:
  br label %bb_big2.i83

bb_flip.i83:
  %t.1943 = fsub double 0x8000000000000000, %t.1880
  %t.1944 = fsub double 0x8000000000000000, %t.1882
  br label %bb_big2.i83

bb_big2.i83:
  %t.1945 = phi double [ %t.1943, %bb_flip.i83 ], [ %t.1880, %bb_keep.i83 ]
  %t.1946 = phi double [ %t.1944, %bb_flip.i83 ], [ %t.1882, %bb_keep.i83 ]
  %t.1947 = fsub double 0x3FE921FB54442D18, %t.1945
  %t.1948 = fsub double 0x3C81A62633145C07, %t.1946
  %t.1949 = fadd double %t.1947, %t.1948
  br label %bb_poly.i83

bb_poly.i83:
  %t.1950 = phi double [ %t.1880, %bb0.i83 ], [ %t.1949, %bb_big2.i83 ]
  %t.1951 = phi double [ %t.1882, %bb0.i83 ], [ 0x0000000000000000, %bb_big2.i83 ]
  %t.1952 = fmul double %t.1950, %t.1950
  %t.1953 = fmul double %t.1952, %t.1952
  %t.1954 = fmul double %t.1953, 0xBEF375CBDB605373
  %t.1955 = fadd double %t.1954, 0x3F147E88A03792A6
  %t.1956 = fmul double %t.1953, %t.1955
  %t.1957 = fadd double %t.1956, 0x3F4344D8F2F26501
  %t.1958 = fmul double %t.1953, %t.1957
  %t.1959 = fadd double %t.1958, 0x3F6D6D22C9560328
  %t.1960 = fmul double %t.1953, %t.1959
  %t.1961 = fadd double %t.1960, 0x3F9664F48406D637
  %t.1962 = fmul double %t.1953, %t.1961
  %t.1963 = fadd double %t.1962, 0x3FC111111110FE7A
  %t.1964 = fmul double %t.1953, 0x3EFB2A7074BF7AD4
  %t.1965 = fadd double %t.1964, 0x3F12B80F32F0A7E9
  %t.1966 = fmul double %t.1953, %t.1965
  %t.1967 = fadd double %t.1966, 0x3F3026F71A8D1068
  %t.1968 = fmul double %t.1953, %t.1967
  %t.1969 = fadd double %t.1968, 0x3F57DBC8FEE08315
  %t.1970 = fmul double %t.1953, %t.1969
  %t.1971 = fadd double %t.1970, 0x3F8226E3E96E8493
  %t.1972 = fmul double %t.1953, %t.1971
  %t.1973 = fadd double %t.1972, 0x3FABA1BA1BB341FE
  %t.1974 = fmul double %t.1952, %t.1973
  %t.1975 = fmul double %t.1952, %t.1950
  %t.1976 = fadd double %t.1963, %t.1974
  %t.1977 = fmul double %t.1975, %t.1976
  %t.1978 = fadd double %t.1977, %t.1951
  %t.1979 = fmul double %t.1952, %t.1978
  %t.1980 = fadd double %t.1951, %t.1979
  %t.1981 = fmul double %t.1975, 0x3FD5555555555563
  %t.1982 = fadd double %t.1980, %t.1981
  %t.1983 = fadd double %t.1950, %t.1982
  br i1 %t.1942, label %bb_big_ret.i83, label %bb_small_ret.i83

bb_small_ret.i83:
  br i1 %t.1939, label %bb_recip.i83, label %bb_direct.i83

bb_direct.i83:
  br label %ret.h83

bb_recip.i83:
  %t.1984 = bitcast double %t.1983 to i64
  %t.1985 = and i64 %t.1984, -4294967296
  %t.1986 = bitcast i64 %t.1985 to double
  %t.1987 = fsub double %t.1986, %t.1950
  %t.1988 = fsub double %t.1982, %t.1987
  %t.1989 = fdiv double 0xBFF0000000000000, %t.1983
  %t.1990 = bitcast double %t.1989 to i64
  %t.1991 = and i64 %t.1990, -4294967296
  %t.1992 = bitcast i64 %t.1991 to double
  %t.1993 = fmul double %t.1992, %t.1986
  %t.1994 = fadd double 0x3FF0000000000000, %t.1993
  %t.1995 = fmul double %t.1992, %t.1988
  %t.1996 = fadd double %t.1994, %t.1995
  %t.1997 = fmul double %t.1989, %t.1996
  %t.1998 = fadd double %t.1992, %t.1997
  br label %ret.h83

bb_big_ret.i83:
  %t.1999 = select i1 %t.1939, double 0x3FF0000000000000, double 0x0000000000000000
  %t.2000 = fmul double %t.1999, 0x4000000000000000
  %t.2001 = fsub double 0x3FF0000000000000, %t.2000
  %t.2002 = fmul double %t.1983, %t.1983
  %t.2003 = fadd double %t.1983, %t.2001
  %t.2004 = fdiv double %t.2002, %t.2003
  %t.2005 = fsub double %t.2004, %t.1982
  %t.2006 = fsub double %t.1950, %t.2005
  %t.2007 = fmul double %t.2006, 0x4000000000000000
  %t.2008 = fsub double %t.2001, %t.2007
  %t.2009 = select i1 %t.1940, double 0x3FF0000000000000, double 0x0000000000000000
  %t.2010 = fmul double %t.2009, 0x4000000000000000
  %t.2011 = fsub double 0x3FF0000000000000, %t.2010
  %t.2012 = fmul double %t.2011, %t.2008
  br label %ret.h83

ret.h83:
  %t.2013 = phi double [ %t.1983, %bb_direct.i83 ], [ %t.1998, %bb_recip.i83 ], [ %t.2012, %bb_big_ret.i83 ]
  br label %ret.h80

ret.h80:
  %t.2014 = phi double [ %t.1935, %bb_pos.i80 ], [ %t.1937, %bb_neg.i80 ], [ %t.2013, %ret.h83 ]
  br label %ret.h67

bb_small.i67:
  br label %bb0.i84

bb0.i84:
  %t.2015 = icmp eq i32 2, 2
  br i1 %t.2015, label %bb_tan.i84, label %bb_sin_cos.i84

bb_sin_cos.i84:
  %t.2016 = add i32 0, 2
  %t.2017 = and i32 %t.2016, 3
  %t.2018 = and i32 %t.2017, 1
  %t.2019 = icmp eq i32 %t.2018, 1
  br i1 %t.2019, label %bb_cos.i84, label %bb_sin.i84

bb_sin.i84:
  br label %bb0.i85

bb0.i85:
  %t.2020 = fmul double %t.1558, %t.1558
  %t.2021 = fmul double %t.2020, %t.2020
  %t.2022 = fmul double %t.2020, 0x3EC71DE357B1FE7D
  %t.2023 = fadd double %t.2022, 0xBF2A01A019C161D5
  %t.2024 = fmul double %t.2020, %t.2023
  %t.2025 = fadd double %t.2024, 0x3F8111111110F8A6
  %t.2026 = fmul double %t.2020, 0x3DE5D93A5ACFD57C
  %t.2027 = fadd double %t.2026, 0xBE5AE5E68A2B9CEB
  %t.2028 = fmul double %t.2020, %t.2021
  %t.2029 = fmul double %t.2028, %t.2027
  %t.2030 = fadd double %t.2025, %t.2029
  %t.2031 = fmul double %t.2020, %t.1558
  %t.2032 = fmul double 0x0000000000000000, 0x3FE0000000000000
  %t.2033 = fmul double %t.2031, %t.2030
  %t.2034 = fsub double %t.2032, %t.2033
  %t.2035 = fmul double %t.2020, %t.2034
  %t.2036 = fsub double %t.2035, 0x0000000000000000
  %t.2037 = fmul double %t.2031, 0xBFC5555555555549
  %t.2038 = fsub double %t.2036, %t.2037
  %t.2039 = fsub double %t.1558, %t.2038
  br label %ret.h85

ret.h85:
  %t.2040 = phi double [ %t.2039, %bb0.i85 ]
  br label %bb_sign.i84

bb_cos.i84:
  br label %bb0.i86

bb0.i86:
  %t.2041 = fmul double %t.1558, %t.1558
  %t.2042 = fmul double %t.2041, %t.2041
  %t.2043 = fmul double %t.2041, 0x3EFA01A019CB1590
  %t.2044 = fadd double %t.2043, 0xBF56C16C16C15177
  %t.2045 = fmul double %t.2041, %t.2044
  %t.2046 = fadd double %t.2045, 0x3FA555555555554C
  %t.2047 = fmul double %t.2041, %t.2046
  %t.2048 = fmul double %t.2041, 0xBDA8FAE9BE8838D4
  %t.2049 = fadd double %t.2048, 0x3E21EE9EBDB4B1C4
  %t.2050 = fmul double %t.2041, %t.2049
  %t.2051 = fadd double %t.2050, 0xBE927E4F809C52AD
  %t.2052 = fmul double %t.2042, %t.2042
  %t.2053 = fmul double %t.2052, %t.2051
  %t.2054 = fadd double %t.2047, %t.2053
  %t.2055 = fmul double %t.2041, 0x3FE0000000000000
  %t.2056 = fsub double 0x3FF0000000000000, %t.2055
  %t.2057 = fsub double 0x3FF0000000000000, %t.2056
  %t.2058 = fsub double %t.2057, %t.2055
  %t.2059 = fmul double %t.2041, %t.2054
  %t.2060 = fmul double %t.1558, 0x0000000000000000
  %t.2061 = fsub double %t.2059, %t.2060
  %t.2062 = fadd double %t.2058, %t.2061
  %t.2063 = fadd double %t.2056, %t.2062
  br label %ret.h86

ret.h86:
  %t.2064 = phi double [ %t.2063, %bb0.i86 ]
  br label %bb_sign.i84

bb_sign.i84:
  %t.2065 = phi double [ %t.2040, %ret.h85 ], [ %t.2064, %ret.h86 ]
  %t.2066 = icmp uge i32 %t.2017, 2
  br i1 %t.2066, label %bb_neg.i84, label %bb_pos.i84

bb_pos.i84:
  br label %ret.h84

bb_neg.i84:
  %t.2067 = fsub double 0x8000000000000000, %t.2065
  br label %ret.h84

bb_tan.i84:
  %t.2068 = and i32 0, 1
  %t.2069 = icmp eq i32 %t.2068, 1
  br label %bb0.i87

bb0.i87:
  %t.2070 = fcmp olt double %t.1558, 0x0000000000000000
  %t.2071 = call double @llvm.fabs.f64(double %t.1558)
  %t.2072 = fcmp oge double %t.2071, 0x3FE5942800000000
  br i1 %t.2072, label %bb_big.i87, label %bb_poly.i87

bb_big.i87:
  br i1 %t.2070, label %bb_flip.i87, label %bb_keep.i87

bb_keep.i87:
  br label %bb_big2.i87

bb_flip.i87:
  %t.2073 = fsub double 0x8000000000000000, %t.1558
  %t.2074 = fsub double 0x8000000000000000, 0x0000000000000000
  br label %bb_big2.i87

bb_big2.i87:
  %t.2075 = phi double [ %t.2073, %bb_flip.i87 ], [ %t.1558, %bb_keep.i87 ]
  %t.2076 = phi double [ %t.2074, %bb_flip.i87 ], [ 0x0000000000000000, %bb_keep.i87 ]
  %t.2077 = fsub double 0x3FE921FB54442D18, %t.2075
  %t.2078 = fsub double 0x3C81A62633145C07, %t.2076
  %t.2079 = fadd double %t.2077, %t.2078
  br label %bb_poly.i87

bb_poly.i87:
  %t.2080 = phi double [ %t.1558, %bb0.i87 ], [ %t.2079, %bb_big2.i87 ]
  %t.2081 = phi double [ 0x0000000000000000, %bb0.i87 ], [ 0x0000000000000000, %bb_big2.i87 ]
  %t.2082 = fmul double %t.2080, %t.2080
  %t.2083 = fmul double %t.2082, %t.2082
  %t.2084 = fmul double %t.2083, 0xBEF375CBDB605373
  %t.2085 = fadd double %t.2084, 0x3F147E88A03792A6
  %t.2086 = fmul double %t.2083, %t.2085
  %t.2087 = fadd double %t.2086, 0x3F4344D8F2F26501
  %t.2088 = fmul double %t.2083, %t.2087
  %t.2089 = fadd double %t.2088, 0x3F6D6D22C9560328
  %t.2090 = fmul double %t.2083, %t.2089
  %t.2091 = fadd double %t.2090, 0x3F9664F48406D637
  %t.2092 = fmul double %t.2083, %t.2091
  %t.2093 = fadd double %t.2092, 0x3FC111111110FE7A
  %t.2094 = fmul double %t.2083, 0x3EFB2A7074BF7AD4
  %t.2095 = fadd double %t.2094, 0x3F12B80F32F0A7E9
  %t.2096 = fmul double %t.2083, %t.2095
  %t.2097 = fadd double %t.2096, 0x3F3026F71A8D1068
  %t.2098 = fmul double %t.2083, %t.2097
  %t.2099 = fadd double %t.2098, 0x3F57DBC8FEE08315
  %t.2100 = fmul double %t.2083, %t.2099
  %t.2101 = fadd double %t.2100, 0x3F8226E3E96E8493
  %t.2102 = fmul double %t.2083, %t.2101
  %t.2103 = fadd double %t.2102, 0x3FABA1BA1BB341FE
  %t.2104 = fmul double %t.2082, %t.2103
  %t.2105 = fmul double %t.2082, %t.2080
  %t.2106 = fadd double %t.2093, %t.2104
  %t.2107 = fmul double %t.2105, %t.2106
  %t.2108 = fadd double %t.2107, %t.2081
  %t.2109 = fmul double %t.2082, %t.2108
  %t.2110 = fadd double %t.2081, %t.2109
  %t.2111 = fmul double %t.2105, 0x3FD5555555555563
  %t.2112 = fadd double %t.2110, %t.2111
  %t.2113 = fadd double %t.2080, %t.2112
  br i1 %t.2072, label %bb_big_ret.i87, label %bb_small_ret.i87

bb_small_ret.i87:
  br i1 %t.2069, label %bb_recip.i87, label %bb_direct.i87

bb_direct.i87:
  br label %ret.h87

bb_recip.i87:
  %t.2114 = bitcast double %t.2113 to i64
  %t.2115 = and i64 %t.2114, -4294967296
  %t.2116 = bitcast i64 %t.2115 to double
  %t.2117 = fsub double %t.2116, %t.2080
  %t.2118 = fsub double %t.2112, %t.2117
  %t.2119 = fdiv double 0xBFF0000000000000, %t.2113
  %t.2120 = bitcast double %t.2119 to i64
  %t.2121 = and i64 %t.2120, -4294967296
  %t.2122 = bitcast i64 %t.2121 to double
  %t.2123 = fmul double %t.2122, %t.2116
  %t.2124 = fadd double 0x3FF0000000000000, %t.2123
  %t.2125 = fmul double %t.2122, %t.2118
  %t.2126 = fadd double %t.2124, %t.2125
  %t.2127 = fmul double %t.2119, %t.2126
  %t.2128 = fadd double %t.2122, %t.2127
  br label %ret.h87

bb_big_ret.i87:
  %t.2129 = select i1 %t.2069, double 0x3FF0000000000000, double 0x0000000000000000
  %t.2130 = fmul double %t.2129, 0x4000000000000000
  %t.2131 = fsub double 0x3FF0000000000000, %t.2130
  %t.2132 = fmul double %t.2113, %t.2113
  %t.2133 = fadd double %t.2113, %t.2131
  %t.2134 = fdiv double %t.2132, %t.2133
  %t.2135 = fsub double %t.2134, %t.2112
  %t.2136 = fsub double %t.2080, %t.2135
  %t.2137 = fmul double %t.2136, 0x4000000000000000
  %t.2138 = fsub double %t.2131, %t.2137
  %t.2139 = select i1 %t.2070, double 0x3FF0000000000000, double 0x0000000000000000
  %t.2140 = fmul double %t.2139, 0x4000000000000000
  %t.2141 = fsub double 0x3FF0000000000000, %t.2140
  %t.2142 = fmul double %t.2141, %t.2138
  br label %ret.h87

ret.h87:
  %t.2143 = phi double [ %t.2113, %bb_direct.i87 ], [ %t.2128, %bb_recip.i87 ], [ %t.2142, %bb_big_ret.i87 ]
  br label %ret.h84

ret.h84:
  %t.2144 = phi double [ %t.2065, %bb_pos.i84 ], [ %t.2067, %bb_neg.i84 ], [ %t.2143, %ret.h87 ]
  br label %ret.h67

bb_tiny.i67:
  %t.2145 = icmp eq i32 2, 1
  br i1 %t.2145, label %bb_one.i67, label %bb_self.i67

bb_self.i67:
  br label %ret.h67

bb_one.i67:
  br label %ret.h67

ret.h67:
  %t.2146 = phi double [ 0x7FF8000000000000, %bb_nan.i67 ], [ %t.1862, %ret.h68 ], [ %t.2014, %ret.h80 ], [ %t.2144, %ret.h84 ], [ %t.1558, %bb_self.i67 ], [ 0x3FF0000000000000, %bb_one.i67 ]
  br label %ret.h66

ret.h66:
  %t.2147 = phi double [ %t.2146, %ret.h67 ]
  %t.2148 = fptrunc double %t.2147 to float
  br label %ret.h65

ret.h65:
  %t.2149 = phi float [ %t.2148, %ret.h66 ]
  br label %bb0.i88

bb0.i88:
  %t.2150 = fpext float %t.12 to double
  br label %bb0.i89

bb0.i89:
  %t.2151 = fcmp oeq double %t.2150, %t.2150
  br i1 %t.2151, label %bb1.i89, label %bb_nan.i89

bb_nan.i89:
  br label %ret.h89

bb1.i89:
  %t.2152 = call double @llvm.fabs.f64(double %t.2150)
  %t.2153 = fcmp olt double %t.2152, 0x3E30000000000000
  br i1 %t.2153, label %bb_tiny.i89, label %bb2.i89

bb2.i89:
  %t.2154 = fcmp olt double %t.2152, 0x3FF0000000000000
  br i1 %t.2154, label %bb_small.i89, label %bb3.i89

bb3.i89:
  %t.2155 = fcmp olt double %t.2152, 0x4036000000000000
  br i1 %t.2155, label %bb_mid.i89, label %bb_sign.i89

bb_mid.i89:
  %t.2156 = fmul double %t.2152, 0x4000000000000000
  br label %bb0.i90

bb0.i90:
  %t.2157 = fcmp oeq double %t.2156, %t.2156
  br i1 %t.2157, label %bb1.i90, label %bb_nan.i90

bb_nan.i90:
  br label %ret.h90

bb1.i90:
  %t.2158 = fcmp ogt double %t.2156, 0x4086300000000000
  br i1 %t.2158, label %bb_inf.i90, label %bb2.i90

bb2.i90:
  %t.2159 = fcmp olt double %t.2156, 0xC087500000000000
  br i1 %t.2159, label %bb_zero.i90, label %bb_reduce.i90

bb_reduce.i90:
  %t.2160 = fmul double %t.2156, 0x3FF71547652B82FE
  %t.2161 = fadd double %t.2160, 0x4338000000000000
  %t.2162 = fsub double %t.2161, 0x4338000000000000
  %t.2163 = call i32 @llvm.fptosi.sat.i32.f64(double %t.2162)
  %t.2164 = fmul double %t.2162, 0x3FE62E42FEE00000
  %t.2165 = fsub double %t.2156, %t.2164
  %t.2166 = fmul double %t.2162, 0x3DEA39EF35793C76
  br label %bb0.i91

bb0.i91:
  %t.2167 = fsub double %t.2165, %t.2166
  %t.2168 = fmul double %t.2167, %t.2167
  %t.2169 = fmul double %t.2168, 0x3E66376972BEA4D0
  %t.2170 = fadd double %t.2169, 0xBEBBBD41C5D26BF1
  %t.2171 = fmul double %t.2168, %t.2170
  %t.2172 = fadd double %t.2171, 0x3F11566AAF25DE2C
  %t.2173 = fmul double %t.2168, %t.2172
  %t.2174 = fadd double %t.2173, 0xBF66C16C16BEBD93
  %t.2175 = fmul double %t.2168, %t.2174
  %t.2176 = fadd double %t.2175, 0x3FC555555555553E
  %t.2177 = fmul double %t.2168, %t.2176
  %t.2178 = fsub double %t.2167, %t.2177
  %t.2179 = fmul double %t.2167, %t.2178
  %t.2180 = fsub double 0x4000000000000000, %t.2178
  %t.2181 = fdiv double %t.2179, %t.2180
  %t.2182 = fsub double %t.2166, %t.2181
  %t.2183 = fsub double %t.2182, %t.2165
  %t.2184 = fsub double 0x3FF0000000000000, %t.2183
  %t.2185 = icmp sge i32 %t.2163, -1021
  br i1 %t.2185, label %bb1.i91, label %bb_subnormal.i91

bb_subnormal.i91:
  %t.2186 = add i32 %t.2163, 1000
  br label %bb0.i92

bb0.i92:
  %t.2187 = add i32 %t.2186, 1023
  %t.2188 = sext i32 %t.2187 to i64
  %t.2189 = shl i64 %t.2188, 52
  %t.2190 = bitcast i64 %t.2189 to double
  br label %ret.h92

ret.h92:
  %t.2191 = phi double [ %t.2190, %bb0.i92 ]
  %t.2192 = fmul double %t.2184, %t.2191
  %t.2193 = fmul double %t.2192, 0x0170000000000000
  br label %ret.h91

bb1.i91:
  %t.2194 = icmp sle i32 %t.2163, 1023
  br i1 %t.2194, label %bb_normal.i91, label %bb_top.i91

bb_top.i91:
  %t.2195 = sub i32 %t.2163, 1
  br label %bb0.i93

bb0.i93:
  %t.2196 = add i32 %t.2195, 1023
  %t.2197 = sext i32 %t.2196 to i64
  %t.2198 = shl i64 %t.2197, 52
  %t.2199 = bitcast i64 %t.2198 to double
  br label %ret.h93

ret.h93:
  %t.2200 = phi double [ %t.2199, %bb0.i93 ]
  %t.2201 = fmul double %t.2184, 0x4000000000000000
  %t.2202 = fmul double %t.2201, %t.2200
  br label %ret.h91

bb_normal.i91:
  br label %bb0.i94

bb0.i94:
  %t.2203 = add i32 %t.2163, 1023
  %t.2204 = sext i32 %t.2203 to i64
  %t.2205 = shl i64 %t.2204, 52
  %t.2206 = bitcast i64 %t.2205 to double
  br label %ret.h94

ret.h94:
  %t.2207 = phi double [ %t.2206, %bb0.i94 ]
  %t.2208 = fmul double %t.2184, %t.2207
  br label %ret.h91

ret.h91:
  %t.2209 = phi double [ %t.2193, %ret.h92 ], [ %t.2202, %ret.h93 ], [ %t.2208, %ret.h94 ]
  br label %ret.h90

bb_zero.i90:
  br label %ret.h90

bb_inf.i90:
  br label %ret.h90

ret.h90:
  %t.2210 = phi double [ %t.2156, %bb_nan.i90 ], [ %t.2209, %ret.h91 ], [ 0x0000000000000000, %bb_zero.i90 ], [ 0x7FF0000000000000, %bb_inf.i90 ]
  %t.2211 = fadd double %t.2210, 0x3FF0000000000000
  %t.2212 = fdiv double 0x4000000000000000, %t.2211
  %t.2213 = fsub double 0x3FF0000000000000, %t.2212
  br label %bb_sign.i89

bb_small.i89:
  %t.2214 = fmul double %t.2152, 0xC000000000000000
  br label %bb0.i95

bb0.i95:
  %t.2215 = fcmp olt double %t.2214, 0xBFD62E42FEFA39EF
  br i1 %t.2215, label %bb_reduce.i95, label %bb_poly.i95

bb_reduce.i95:
  %t.2216 = fmul double %t.2214, 0x3FF71547652B82FE
  %t.2217 = fadd double %t.2216, 0x4338000000000000
  %t.2218 = fsub double %t.2217, 0x4338000000000000
  %t.2219 = call i32 @llvm.fptosi.sat.i32.f64(double %t.2218)
  %t.2220 = fmul double %t.2218, 0x3FE62E42FEE00000
  %t.2221 = fsub double %t.2214, %t.2220
  %t.2222 = fmul double %t.2218, 0x3DEA39EF35793C76
  %t.2223 = fsub double %t.2221, %t.2222
  %t.2224 = fsub double %t.2221, %t.2223
  %t.2225 = fsub double %t.2224, %t.2222
  br label %bb_poly.i95

bb_poly.i95:
  %t.2226 = phi double [ %t.2214, %bb0.i95 ], [ %t.2223, %bb_reduce.i95 ]
  %t.2227 = phi double [ 0x0000000000000000, %bb0.i95 ], [ %t.2225, %bb_reduce.i95 ]
  %t.2228 = phi i32 [ 0, %bb0.i95 ], [ %t.2219, %bb_reduce.i95 ]
  %t.2229 = fmul double %t.2226, 0x3FE0000000000000
  %t.2230 = fmul double %t.2226, %t.2229
  %t.2231 = fmul double %t.2230, 0xBE8AFDB76E09C32D
  %t.2232 = fadd double %t.2231, 0x3ED0CFCA86E65239
  %t.2233 = fmul double %t.2230, %t.2232
  %t.2234 = fadd double %t.2233, 0xBF14CE199EAADBB7
  %t.2235 = fmul double %t.2230, %t.2234
  %t.2236 = fadd double %t.2235, 0x3F5A01A019FE5585
  %t.2237 = fmul double %t.2230, %t.2236
  %t.2238 = fadd double %t.2237, 0xBFA11111111110F4
  %t.2239 = fmul double %t.2230, %t.2238
  %t.2240 = fadd double 0x3FF0000000000000, %t.2239
  %t.2241 = fmul double %t.2240, %t.2229
  %t.2242 = fsub double 0x4008000000000000, %t.2241
  %t.2243 = fsub double %t.2240, %t.2242
  %t.2244 = fmul double %t.2226, %t.2242
  %t.2245 = fsub double 0x4018000000000000, %t.2244
  %t.2246 = fdiv double %t.2243, %t.2245
  %t.2247 = fmul double %t.2230, %t.2246
  %t.2248 = icmp eq i32 %t.2228, 0
  br i1 %t.2248, label %bb_k0.i95, label %bb_k.i95

bb_k.i95:
  %t.2249 = fsub double %t.2247, %t.2227
  %t.2250 = fmul double %t.2226, %t.2249
  %t.2251 = fsub double %t.2250, %t.2227
  %t.2252 = fsub double %t.2251, %t.2230
  %t.2253 = icmp eq i32 %t.2228, -1
  br i1 %t.2253, label %bb_km1.i95, label %bb_kle2.i95

bb_kle2.i95:
  %t.2254 = fsub double %t.2252, %t.2226
  %t.2255 = fsub double 0x3FF0000000000000, %t.2254
  br label %bb0.i96

bb0.i96:
  %t.2256 = add i32 %t.2228, 1023
  %t.2257 = sext i32 %t.2256 to i64
  %t.2258 = shl i64 %t.2257, 52
  %t.2259 = bitcast i64 %t.2258 to double
  br label %ret.h96

ret.h96:
  %t.2260 = phi double [ %t.2259, %bb0.i96 ]
  %t.2261 = fmul double %t.2255, %t.2260
  %t.2262 = fsub double %t.2261, 0x3FF0000000000000
  br label %ret.h95

bb_km1.i95:
  %t.2263 = fsub double %t.2226, %t.2252
  %t.2264 = fmul double %t.2263, 0x3FE0000000000000
  %t.2265 = fsub double %t.2264, 0x3FE0000000000000
  br label %ret.h95

bb_k0.i95:
  %t.2266 = fmul double %t.2226, %t.2247
  %t.2267 = fsub double %t.2266, %t.2230
  %t.2268 = fsub double %t.2226, %t.2267
  br label %ret.h95

ret.h95:
  %t.2269 = phi double [ %t.2262, %ret.h96 ], [ %t.2265, %bb_km1.i95 ], [ %t.2268, %bb_k0.i95 ]
  %t.2270 = fadd double %t.2269, 0x4000000000000000
  %t.2271 = fsub double 0x4000000000000000, %t.2270
  %t.2272 = fadd double %t.2271, %t.2269
  %t.2273 = fsub double 0x8000000000000000, %t.2269
  %t.2274 = fdiv double %t.2273, %t.2270
  %t.2275 = fsub double 0x8000000000000000, %t.2274
  %t.2276 = call double @llvm.fma.f64(double %t.2275, double %t.2270, double %t.2273)
  %t.2277 = fmul double %t.2274, %t.2272
  %t.2278 = fsub double %t.2276, %t.2277
  %t.2279 = fdiv double %t.2278, %t.2270
  %t.2280 = fadd double %t.2274, %t.2279
  br label %bb_sign.i89

bb_sign.i89:
  %t.2281 = phi double [ %t.2280, %ret.h95 ], [ 0x3FF0000000000000, %bb3.i89 ], [ %t.2213, %ret.h90 ]
  %t.2282 = fcmp olt double %t.2150, 0x0000000000000000
  br i1 %t.2282, label %bb_neg.i89, label %bb_pos.i89

bb_pos.i89:
  br label %ret.h89

bb_neg.i89:
  %t.2283 = fsub double 0x8000000000000000, %t.2281
  br label %ret.h89

bb_tiny.i89:
  br label %ret.h89

ret.h89:
  %t.2284 = phi double [ %t.2150, %bb_nan.i89 ], [ %t.2281, %bb_pos.i89 ], [ %t.2283, %bb_neg.i89 ], [ %t.2150, %bb_tiny.i89 ]
  %t.2285 = fptrunc double %t.2284 to float
  br label %ret.h88

ret.h88:
  %t.2286 = phi float [ %t.2285, %ret.h89 ]
  br label %bb0.i97

bb0.i97:
  %t.2287 = fpext float %t.12 to double
  %t.2288 = fpext float %t.15 to double
  br label %bb0.i98

bb0.i98:
  %t.2289 = fcmp oeq double %t.2287, %t.2287
  %t.2290 = fcmp oeq double %t.2288, %t.2288
  %t.2291 = and i1 %t.2289, %t.2290
  br i1 %t.2291, label %bb1.i98, label %bb_nan.i98

bb_nan.i98:
  br label %ret.h98

bb1.i98:
  %t.2292 = fcmp oeq double %t.2288, 0x0000000000000000
  br i1 %t.2292, label %bb_y0.i98, label %bb2.i98

bb2.i98:
  %t.2293 = fcmp oeq double %t.2287, 0x3FF0000000000000
  br i1 %t.2293, label %bb_x1.i98, label %bb3.i98

bb3.i98:
  %t.2294 = call double @llvm.fabs.f64(double %t.2287)
  %t.2295 = call double @llvm.fabs.f64(double %t.2288)
  %t.2296 = fcmp ogt double %t.2288, 0x0000000000000000
  %t.2297 = fcmp oge double %t.2295, 0x43F0000000000000
  br i1 %t.2297, label %bb_huge_y.i98, label %bb4.i98

bb4.i98:
  br label %bb0.i99

bb0.i99:
  %t.2298 = call double @llvm.fabs.f64(double %t.2288)
  %t.2299 = fcmp oge double %t.2298, 0x4340000000000000
  br i1 %t.2299, label %bb_huge.i99, label %bb1.i99

bb1.i99:
  %t.2300 = call double @llvm.trunc.f64(double %t.2298)
  %t.2301 = fcmp oeq double %t.2300, %t.2298
  br i1 %t.2301, label %bb2.i99, label %bb_frac.i99

bb_frac.i99:
  br label %ret.h99

bb2.i99:
  %t.2302 = fmul double %t.2298, 0x3FE0000000000000
  %t.2303 = call double @llvm.trunc.f64(double %t.2302)
  %t.2304 = fcmp oeq double %t.2303, %t.2302
  br i1 %t.2304, label %bb_even.i99, label %bb_odd.i99

bb_odd.i99:
  br label %ret.h99

bb_even.i99:
  br label %ret.h99

bb_huge.i99:
  br label %ret.h99

ret.h99:
  %t.2305 = phi i32 [ 0, %bb_frac.i99 ], [ 1, %bb_odd.i99 ], [ 2, %bb_even.i99 ], [ 2, %bb_huge.i99 ]
  %t.2306 = icmp eq i32 %t.2305, 1
  %t.2307 = fcmp olt double %t.2294, 0x7FF0000000000000
  %t.2308 = fcmp ogt double %t.2294, 0x0000000000000000
  %t.2309 = and i1 %t.2307, %t.2308
  br i1 %t.2309, label %bb_regular.i98, label %bb_zero_or_inf.i98

bb_zero_or_inf.i98:
  br i1 %t.2306, label %bb_odd_edge.i98, label %bb_even_edge.i98

bb_even_edge.i98:
  %t.2310 = fcmp oeq double %t.2294, 0x0000000000000000
  %t.2311 = fcmp olt double %t.2288, 0x0000000000000000
  %t.2312 = icmp eq i1 %t.2310, %t.2311
  br i1 %t.2312, label %bb_edge_inf.i98, label %bb_edge_zero.i98

bb_edge_zero.i98:
  br label %ret.h98

bb_edge_inf.i98:
  br label %ret.h98

bb_odd_edge.i98:
  br i1 %t.2296, label %bb_ret_x.i98, label %bb_recip.i98

bb_recip.i98:
  %t.2313 = fdiv double 0x3FF0000000000000, %t.2287
  br label %ret.h98

bb_ret_x.i98:
  br label %ret.h98

bb_regular.i98:
  %t.2314 = fcmp olt double %t.2287, 0x0000000000000000
  %t.2315 = icmp eq i32 %t.2305, 0
  %t.2316 = and i1 %t.2314, %t.2315
  br i1 %t.2316, label %bb_neg_base.i98, label %bb_calc.i98

bb_calc.i98:
  br label %bb0.i100

bb0.i100:
  %t.2317 = bitcast double %t.2294 to i64
  %t.2318 = icmp ult i64 %t.2317, 4503599627370496
  br i1 %t.2318, label %bb_subnormal.i100, label %bb_split.i100

bb_subnormal.i100:
  %t.2319 = fmul double %t.2294, 0x4350000000000000
  %t.2320 = bitcast double %t.2319 to i64
  br label %bb_split.i100

bb_split.i100:
  %t.2321 = phi i64 [ %t.2317, %bb0.i100 ], [ %t.2320, %bb_subnormal.i100 ]
  %t.2322 = phi i32 [ 0, %bb0.i100 ], [ -54, %bb_subnormal.i100 ]
  %t.2323 = lshr i64 %t.2321, 52
  %t.2324 = trunc i64 %t.2323 to i32
  %t.2325 = sub i32 %t.2324, 1023
  %t.2326 = add i32 %t.2325, %t.2322
  %t.2327 = and i64 %t.2321, 4503599627370495
  %t.2328 = or i64 %t.2327, 4607182418800017408
  %t.2329 = icmp ugt i64 %t.2328, 4609047870845172685
  %t.2330 = zext i1 %t.2329 to i64
  %t.2331 = zext i1 %t.2329 to i32
  %t.2332 = shl i64 %t.2330, 52
  %t.2333 = sub i64 %t.2328, %t.2332
  %t.2334 = add i32 %t.2326, %t.2331
  %t.2335 = bitcast i64 %t.2333 to double
  %t.2336 = fsub double %t.2335, 0x3FF0000000000000
  %t.2337 = fadd double 0x4000000000000000, %t.2336
  %t.2338 = fsub double 0x4000000000000000, %t.2337
  %t.2339 = fadd double %t.2338, %t.2336
  %t.2340 = fdiv double %t.2336, %t.2337
  %t.2341 = fsub double 0x8000000000000000, %t.2340
  %t.2342 = call double @llvm.fma.f64(double %t.2341, double %t.2337, double %t.2336)
  %t.2343 = call double @llvm.fma.f64(double %t.2341, double %t.2339, double %t.2342)
  %t.2344 = fdiv double %t.2343, %t.2337
  %t.2345 = fmul double %t.2340, %t.2340
  %t.2346 = fsub double 0x8000000000000000, %t.2345
  %t.2347 = call double @llvm.fma.f64(double %t.2340, double %t.2340, double %t.2346)
  %t.2348 = fmul double %t.2340, %t.2344
  %t.2349 = fmul double %t.2348, 0x4000000000000000
  %t.2350 = fadd double %t.2347, %t.2349
  %t.2351 = fmul double %t.2340, %t.2345
  %t.2352 = fsub double 0x8000000000000000, %t.2351
  %t.2353 = call double @llvm.fma.f64(double %t.2340, double %t.2345, double %t.2352)
  %t.2354 = fmul double %t.2340, %t.2350
  %t.2355 = fmul double %t.2344, %t.2345
  %t.2356 = fadd double %t.2354, %t.2355
  %t.2357 = fadd double %t.2353, %t.2356
  %t.2358 = fmul double %t.2351, 0x3FE5555555555555
  %t.2359 = fsub double 0x8000000000000000, %t.2358
  %t.2360 = call double @llvm.fma.f64(double %t.2351, double 0x3FE5555555555555, double %t.2359)
  %t.2361 = fmul double %t.2357, 0x3FE5555555555555
  %t.2362 = fmul double %t.2351, 0x3C85555555555555
  %t.2363 = fadd double %t.2361, %t.2362
  %t.2364 = fadd double %t.2360, %t.2363
  %t.2365 = fmul double %t.2345, 0x3FB2F684BDA12F68
  %t.2366 = fadd double %t.2365, 0x3FB47AE147AE147B
  %t.2367 = fmul double %t.2345, %t.2366
  %t.2368 = fadd double %t.2367, 0x3FB642C8590B2164
  %t.2369 = fmul double %t.2345, %t.2368
  %t.2370 = fadd double %t.2369, 0x3FB8618618618618
  %t.2371 = fmul double %t.2345, %t.2370
  %t.2372 = fadd double %t.2371, 0x3FBAF286BCA1AF28
  %t.2373 = fmul double %t.2345, %t.2372
  %t.2374 = fadd double %t.2373, 0x3FBE1E1E1E1E1E1E
  %t.2375 = fmul double %t.2345, %t.2374
  %t.2376 = fadd double %t.2375, 0x3FC1111111111111
  %t.2377 = fmul double %t.2345, %t.2376
  %t.2378 = fadd double %t.2377, 0x3FC3B13B13B13B14
  %t.2379 = fmul double %t.2345, %t.2378
  %t.2380 = fadd double %t.2379, 0x3FC745D1745D1746
  %t.2381 = fmul double %t.2345, %t.2380
  %t.2382 = fadd double %t.2381, 0x3FCC71C71C71C71C
  %t.2383 = fmul double %t.2345, %t.2382
  %t.2384 = fadd double %t.2383, 0x3FD2492492492492
  %t.2385 = fmul double %t.2345, %t.2384
  %t.2386 = fadd double %t.2385, 0x3FD999999999999A
  %t.2387 = fmul double %t.2345, %t.2345
  %t.2388 = fmul double %t.2340, %t.2387
  %t.2389 = fmul double %t.2388, %t.2386
  %t.2390 = fmul double %t.2340, 0x4000000000000000
  %t.2391 = fadd double %t.2390, %t.2358
  %t.2392 = fsub double %t.2391, %t.2390
  %t.2393 = fsub double %t.2358, %t.2392
  %t.2394 = fmul double %t.2344, 0x4000000000000000
  %t.2395 = fadd double %t.2364, %t.2389
  %t.2396 = fadd double %t.2393, %t.2395
  %t.2397 = fadd double %t.2394, %t.2396
  %t.2398 = sitofp i32 %t.2334 to double
  %t.2399 = fmul double %t.2398, 0x3FE62E42FEE00000
  %t.2400 = fadd double %t.2399, %t.2391
  %t.2401 = fsub double %t.2400, %t.2399
  %t.2402 = fsub double %t.2400, %t.2401
  %t.2403 = fsub double %t.2399, %t.2402
  %t.2404 = fsub double %t.2391, %t.2401
  %t.2405 = fadd double %t.2403, %t.2404
  %t.2406 = fmul double %t.2398, 0x3DEA39EF35793C76
  %t.2407 = fadd double %t.2406, %t.2397
  %t.2408 = fadd double %t.2405, %t.2407
  %t.2409 = fadd double %t.2400, %t.2408
  %t.2410 = fsub double %t.2409, %t.2400
  %t.2411 = fsub double %t.2408, %t.2410
  %t.2412 = fmul double %t.2409, %t.2288
  %t.2413 = fsub double 0x8000000000000000, %t.2412
  %t.2414 = call double @llvm.fma.f64(double %t.2409, double %t.2288, double %t.2413)
  %t.2415 = fmul double %t.2409, 0x0000000000000000
  %t.2416 = fmul double %t.2411, %t.2288
  %t.2417 = fadd double %t.2415, %t.2416
  %t.2418 = fadd double %t.2414, %t.2417
  %t.2419 = fadd double %t.2412, %t.2418
  %t.2420 = fsub double %t.2419, %t.2412
  %t.2421 = fsub double %t.2418, %t.2420
  %t.2422 = icmp eq i32 0, 1
  br i1 %t.2422, label %bb_lo.i100, label %bb_hi.i100

bb_hi.i100:
  br label %ret.h100

bb_lo.i100:
  br label %ret.h100

ret.h100:
  %t.2423 = phi double [ %t.2419, %bb_hi.i100 ], [ %t.2421, %bb_lo.i100 ]
  br label %bb0.i101

bb0.i101:
  %t.2424 = bitcast double %t.2294 to i64
  %t.2425 = icmp ult i64 %t.2424, 4503599627370496
  br i1 %t.2425, label %bb_subnormal.i101, label %bb_split.i101

bb_subnormal.i101:
  %t.2426 = fmul double %t.2294, 0x4350000000000000
  %t.2427 = bitcast double %t.2426 to i64
  br label %bb_split.i101

bb_split.i101:
  %t.2428 = phi i64 [ %t.2424, %bb0.i101 ], [ %t.2427, %bb_subnormal.i101 ]
  %t.2429 = phi i32 [ 0, %bb0.i101 ], [ -54, %bb_subnormal.i101 ]
  %t.2430 = lshr i64 %t.2428, 52
  %t.2431 = trunc i64 %t.2430 to i32
  %t.2432 = sub i32 %t.2431, 1023
  %t.2433 = add i32 %t.2432, %t.2429
  %t.2434 = and i64 %t.2428, 4503599627370495
  %t.2435 = or i64 %t.2434, 4607182418800017408
  %t.2436 = icmp ugt i64 %t.2435, 4609047870845172685
  %t.2437 = zext i1 %t.2436 to i64
  %t.2438 = zext i1 %t.2436 to i32
  %t.2439 = shl i64 %t.2437, 52
  %t.2440 = sub i64 %t.2435, %t.2439
  %t.2441 = add i32 %t.2433, %t.2438
  %t.2442 = bitcast i64 %t.2440 to double
  %t.2443 = fsub double %t.2442, 0x3FF0000000000000
  %t.2444 = fadd double 0x4000000000000000, %t.2443
  %t.2445 = fsub double 0x4000000000000000, %t.2444
  %t.2446 = fadd double %t.2445, %t.2443
  %t.2447 = fdiv double %t.2443, %t.2444
  %t.2448 = fsub double 0x8000000000000000, %t.2447
  %t.2449 = call double @llvm.fma.f64(double %t.2448, double %t.2444, double %t.2443)
  %t.2450 = call double @llvm.fma.f64(double %t.2448, double %t.2446, double %t.2449)
  %t.2451 = fdiv double %t.2450, %t.2444
  %t.2452 = fmul double %t.2447, %t.2447
  %t.2453 = fsub double 0x8000000000000000, %t.2452
  %t.2454 = call double @llvm.fma.f64(double %t.2447, double %t.2447, double %t.2453)
  %t.2455 = fmul double %t.2447, %t.2451
  %t.2456 = fmul double %t.2455, 0x4000000000000000
  %t.2457 = fadd double %t.2454, %t.2456
  %t.2458 = fmul double %t.2447, %t.2452
  %t.2459 = fsub double 0x8000000000000000, %t.2458
  %t.2460 = call double @llvm.fma.f64(double %t.2447, double %t.2452, double %t.2459)
  %t.2461 = fmul double %t.2447, %t.2457
  %t.2462 = fmul double %t.2451, %t.2452
  %t.2463 = fadd double %t.2461, %t.2462
  %t.2464 = fadd double %t.2460, %t.2463
  %t.2465 = fmul double %t.2458, 0x3FE5555555555555
  %t.2466 = fsub double 0x8000000000000000, %t.2465
  %t.2467 = call double @llvm.fma.f64(double %t.2458, double 0x3FE5555555555555, double %t.2466)
  %t.2468 = fmul double %t.2464, 0x3FE5555555555555
  %t.2469 = fmul double %t.2458, 0x3C85555555555555
  %t.2470 = fadd double %t.2468, %t.2469
  %t.2471 = fadd double %t.2467, %t.2470
  %t.2472 = fmul double %t.2452, 0x3FB2F684BDA12F68
  %t.2473 = fadd double %t.2472, 0x3FB47AE147AE147B
  %t.2474 = fmul double %t.2452, %t.2473
  %t.2475 = fadd double %t.2474, 0x3FB642C8590B2164
  %t.2476 = fmul double %t.2452, %t.2475
  %t.2477 = fadd double %t.2476, 0x3FB8618618618618
  %t.2478 = fmul double %t.2452, %t.2477
  %t.2479 = fadd double %t.2478, 0x3FBAF286BCA1AF28
  %t.2480 = fmul double %t.2452, %t.2479
  %t.2481 = fadd double %t.2480, 0x3FBE1E1E1E1E1E1E
  %t.2482 = fmul double %t.2452, %t.2481
  %t.2483 = fadd double %t.2482, 0x3FC1111111111111
  %t.2484 = fmul double %t.2452, %t.2483
  %t.2485 = fadd double %t.2484, 0x3FC3B13B13B13B14
  %t.2486 = fmul double %t.2452, %t.2485
  %t.2487 = fadd double %t.2486, 0x3FC745D1745D1746
  %t.2488 = fmul double %t.2452, %t.2487
  %t.2489 = fadd double %t.2488, 0x3FCC71C71C71C71C
  %t.2490 = fmul double %t.2452, %t.2489
  %t.2491 = fadd double %t.2490, 0x3FD2492492492492
  %t.2492 = fmul double %t.2452, %t.2491
  %t.2493 = fadd double %t.2492, 0x3FD999999999999A
  %t.2494 = fmul double %t.2452, %t.2452
  %t.2495 = fmul double %t.2447, %t.2494
  %t.2496 = fmul double %t.2495, %t.2493
  %t.2497 = fmul double %t.2447, 0x4000000000000000
  %t.2498 = fadd double %t.2497, %t.2465
  %t.2499 = fsub double %t.2498, %t.2497
  %t.2500 = fsub double %t.2465, %t.2499
  %t.2501 = fmul double %t.2451, 0x4000000000000000
  %t.2502 = fadd double %t.2471, %t.2496
  %t.2503 = fadd double %t.2500, %t.2502
  %t.2504 = fadd double %t.2501, %t.2503
  %t.2505 = sitofp i32 %t.2441 to double
  %t.2506 = fmul double %t.2505, 0x3FE62E42FEE00000
  %t.2507 = fadd double %t.2506, %t.2498
  %t.2508 = fsub double %t.2507, %t.2506
  %t.2509 = fsub double %t.2507, %t.2508
  %t.2510 = fsub double %t.2506, %t.2509
  %t.2511 = fsub double %t.2498, %t.2508
  %t.2512 = fadd double %t.2510, %t.2511
  %t.2513 = fmul double %t.2505, 0x3DEA39EF35793C76
  %t.2514 = fadd double %t.2513, %t.2504
  %t.2515 = fadd double %t.2512, %t.2514
  %t.2516 = fadd double %t.2507, %t.2515
  %t.2517 = fsub double %t.2516, %t.2507
  %t.2518 = fsub double %t.2515, %t.2517
  %t.2519 = fmul double %t.2516, %t.2288
  %t.2520 = fsub double 0x8000000000000000, %t.2519
  %t.2521 = call double @llvm.fma.f64(double %t.2516, double %t.2288, double %t.2520)
  %t.2522 = fmul double %t.2516, 0x0000000000000000
  %t.2523 = fmul double %t.2518, %t.2288
  %t.2524 = fadd double %t.2522, %t.2523
  %t.2525 = fadd double %t.2521, %t.2524
  %t.2526 = fadd double %t.2519, %t.2525
  %t.2527 = fsub double %t.2526, %t.2519
  %t.2528 = fsub double %t.2525, %t.2527
  %t.2529 = icmp eq i32 1, 1
  br i1 %t.2529, label %bb_lo.i101, label %bb_hi.i101

bb_hi.i101:
  br label %ret.h101

bb_lo.i101:
  br label %ret.h101

ret.h101:
  %t.2530 = phi double [ %t.2526, %bb_hi.i101 ], [ %t.2528, %bb_lo.i101 ]
  br label %bb0.i102

bb0.i102:
  %t.2531 = fcmp ogt double %t.2423, 0x4086300000000000
  br i1 %t.2531, label %bb_inf.i102, label %bb1.i102

bb1.i102:
  %t.2532 = fcmp olt double %t.2423, 0xC087500000000000
  br i1 %t.2532, label %bb_zero.i102, label %bb_reduce.i102

bb_reduce.i102:
  %t.2533 = fmul double %t.2423, 0x3FF71547652B82FE
  %t.2534 = fadd double %t.2533, 0x4338000000000000
  %t.2535 = fsub double %t.2534, 0x4338000000000000
  %t.2536 = call i32 @llvm.fptosi.sat.i32.f64(double %t.2535)
  %t.2537 = fmul double %t.2535, 0x3FE62E42FEE00000
  %t.2538 = fsub double %t.2423, %t.2537
  %t.2539 = fmul double %t.2535, 0x3DEA39EF35793C76
  %t.2540 = fsub double %t.2539, %t.2530
  br label %bb0.i103

bb0.i103:
  %t.2541 = fsub double %t.2538, %t.2540
  %t.2542 = fmul double %t.2541, %t.2541
  %t.2543 = fmul double %t.2542, 0x3E66376972BEA4D0
  %t.2544 = fadd double %t.2543, 0xBEBBBD41C5D26BF1
  %t.2545 = fmul double %t.2542, %t.2544
  %t.2546 = fadd double %t.2545, 0x3F11566AAF25DE2C
  %t.2547 = fmul double %t.2542, %t.2546
  %t.2548 = fadd double %t.2547, 0xBF66C16C16BEBD93
  %t.2549 = fmul double %t.2542, %t.2548
  %t.2550 = fadd double %t.2549, 0x3FC555555555553E
  %t.2551 = fmul double %t.2542, %t.2550
  %t.2552 = fsub double %t.2541, %t.2551
  %t.2553 = fmul double %t.2541, %t.2552
  %t.2554 = fsub double 0x4000000000000000, %t.2552
  %t.2555 = fdiv double %t.2553, %t.2554
  %t.2556 = fsub double %t.2540, %t.2555
  %t.2557 = fsub double %t.2556, %t.2538
  %t.2558 = fsub double 0x3FF0000000000000, %t.2557
  %t.2559 = icmp sge i32 %t.2536, -1021
  br i1 %t.2559, label %bb1.i103, label %bb_subnormal.i103

bb_subnormal.i103:
  %t.2560 = add i32 %t.2536, 1000
  br label %bb0.i104

bb0.i104:
  %t.2561 = add i32 %t.2560, 1023
  %t.2562 = sext i32 %t.2561 to i64
  %t.2563 = shl i64 %t.2562, 52
  %t.2564 = bitcast i64 %t.2563 to double
  br label %ret.h104

ret.h104:
  %t.2565 = phi double [ %t.2564, %bb0.i104 ]
  %t.2566 = fmul double %t.2558, %t.2565
  %t.2567 = fmul double %t.2566, 0x0170000000000000
  br label %ret.h103

bb1.i103:
  %t.2568 = icmp sle i32 %t.2536, 1023
  br i1 %t.2568, label %bb_normal.i103, label %bb_top.i103

bb_top.i103:
  %t.2569 = sub i32 %t.2536, 1
  br label %bb0.i105

bb0.i105:
  %t.2570 = add i32 %t.2569, 1023
  %t.2571 = sext i32 %t.2570 to i64
  %t.2572 = shl i64 %t.2571, 52
  %t.2573 = bitcast i64 %t.2572 to double
  br label %ret.h105

ret.h105:
  %t.2574 = phi double [ %t.2573, %bb0.i105 ]
  %t.2575 = fmul double %t.2558, 0x4000000000000000
  %t.2576 = fmul double %t.2575, %t.2574
  br label %ret.h103

bb_normal.i103:
  br label %bb0.i106

bb0.i106:
  %t.2577 = add i32 %t.2536, 1023
  %t.2578 = sext i32 %t.2577 to i64
  %t.2579 = shl i64 %t.2578, 52
  %t.2580 = bitcast i64 %t.2579 to double
  br label %ret.h106

ret.h106:
  %t.2581 = phi double [ %t.2580, %bb0.i106 ]
  %t.2582 = fmul double %t.2558, %t.2581
  br label %ret.h103

ret.h103:
  %t.2583 = phi double [ %t.2567, %ret.h104 ], [ %t.2576, %ret.h105 ], [ %t.2582, %ret.h106 ]
  br label %ret.h102

bb_zero.i102:
  br label %ret.h102

bb_inf.i102:
  br label %ret.h102

ret.h102:
  %t.2584 = phi double [ %t.2583, %ret.h103 ], [ 0x0000000000000000, %bb_zero.i102 ], [ 0x7FF0000000000000, %bb_inf.i102 ]
  %t.2585 = and i1 %t.2314, %t.2306
  br i1 %t.2585, label %bb_neg.i98, label %bb_pos.i98

bb_pos.i98:
  br label %ret.h98

bb_neg.i98:
  %t.2586 = fsub double 0x8000000000000000, %t.2584
  br label %ret.h98

bb_neg_base.i98:
  br label %ret.h98

bb_huge_y.i98:
  %t.2587 = fcmp oeq double %t.2294, 0x3FF0000000000000
  br i1 %t.2587, label %bb_huge_one.i98, label %bb_huge_y2.i98

bb_huge_y2.i98:
  %t.2588 = fcmp ogt double %t.2294, 0x3FF0000000000000
  %t.2589 = icmp eq i1 %t.2588, %t.2296
  br i1 %t.2589, label %bb_huge_inf.i98, label %bb_huge_zero.i98

bb_huge_zero.i98:
  br label %ret.h98

bb_huge_inf.i98:
  br label %ret.h98

bb_huge_one.i98:
  br label %ret.h98

bb_x1.i98:
  br label %ret.h98

bb_y0.i98:
  br label %ret.h98

ret.h98:
  %t.2590 = phi double [ 0x7FF8000000000000, %bb_nan.i98 ], [ 0x0000000000000000, %bb_edge_zero.i98 ], [ 0x7FF0000000000000, %bb_edge_inf.i98 ], [ %t.2313, %bb_recip.i98 ], [ %t.2287, %bb_ret_x.i98 ], [ %t.2584, %bb_pos.i98 ], [ %t.2586, %bb_neg.i98 ], [ 0x7FF8000000000000, %bb_neg_base.i98 ], [ 0x0000000000000000, %bb_huge_zero.i98 ], [ 0x7FF0000000000000, %bb_huge_inf.i98 ], [ 0x3FF0000000000000, %bb_huge_one.i98 ], [ 0x3FF0000000000000, %bb_x1.i98 ], [ 0x3FF0000000000000, %bb_y0.i98 ]
  %t.2591 = fptrunc double %t.2590 to float
  br label %ret.h97

ret.h97:
  %t.2592 = phi float [ %t.2591, %ret.h98 ]
  br label %bb0.i107

bb0.i107:
  %t.2593 = fpext float %t.12 to double
  %t.2594 = fpext float %t.15 to double
  br label %bb0.i108

bb0.i108:
  %t.2595 = fcmp oeq double %t.2593, %t.2593
  %t.2596 = fcmp oeq double %t.2594, %t.2594
  %t.2597 = and i1 %t.2595, %t.2596
  br i1 %t.2597, label %bb1.i108, label %bb_nan.i108

bb_nan.i108:
  br label %ret.h108

bb1.i108:
  %t.2598 = fcmp oeq double %t.2594, 0x3FF0000000000000
  br i1 %t.2598, label %bb_atan.i108, label %bb2.i108

bb2.i108:
  %t.2599 = bitcast double %t.2593 to i64
  %t.2600 = bitcast double %t.2594 to i64
  %t.2601 = lshr i64 %t.2599, 63
  %t.2602 = lshr i64 %t.2600, 63
  %t.2603 = shl i64 %t.2602, 1
  %t.2604 = or i64 %t.2603, %t.2601
  %t.2605 = trunc i64 %t.2604 to i32
  %t.2606 = icmp eq i64 %t.2602, 1
  %t.2607 = call double @llvm.fabs.f64(double %t.2593)
  %t.2608 = call double @llvm.fabs.f64(double %t.2594)
  %t.2609 = fcmp oeq double %t.2607, 0x0000000000000000
  br i1 %t.2609, label %bb_y0.i108, label %bb3.i108

bb3.i108:
  %t.2610 = fcmp oeq double %t.2608, 0x0000000000000000
  br i1 %t.2610, label %bb_x0.i108, label %bb4.i108

bb4.i108:
  %t.2611 = fcmp oeq double %t.2608, 0x7FF0000000000000
  %t.2612 = fcmp oeq double %t.2607, 0x7FF0000000000000
  br i1 %t.2611, label %bb_xinf.i108, label %bb5.i108

bb5.i108:
  br i1 %t.2612, label %bb_yinf.i108, label %bb6.i108

bb6.i108:
  %t.2613 = lshr i64 %t.2599, 32
  %t.2614 = lshr i64 %t.2600, 32
  %t.2615 = and i64 %t.2613, 2147483647
  %t.2616 = and i64 %t.2614, 2147483647
  %t.2617 = trunc i64 %t.2615 to i32
  %t.2618 = trunc i64 %t.2616 to i32
  %t.2619 = sub i32 %t.2617, %t.2618
  %t.2620 = ashr i32 %t.2619, 20
  %t.2621 = icmp sgt i32 %t.2620, 60
  br i1 %t.2621, label %bb_kbig.i108, label %bb7.i108

bb7.i108:
  %t.2622 = icmp slt i32 %t.2620, -60
  %t.2623 = and i1 %t.2606, %t.2622
  br i1 %t.2623, label %bb_quadrant.i108, label %bb_divide.i108

bb_divide.i108:
  %t.2624 = fdiv double %t.2607, %t.2608
  br label %bb0.i109

bb0.i109:
  %t.2625 = fcmp oeq double %t.2624, %t.2624
  br i1 %t.2625, label %bb1.i109, label %bb_nan.i109

bb_nan.i109:
  br label %ret.h109

bb1.i109:
  %t.2626 = call double @llvm.fabs.f64(double %t.2624)
  %t.2627 = fcmp olt double %t.2624, 0x0000000000000000
  %t.2628 = fcmp olt double %t.2626, 0x3FDC000000000000
  br i1 %t.2628, label %bb_small.i109, label %bb_reduce.i109

bb_reduce.i109:
  %t.2629 = fcmp oge double %t.2626, 0x4410000000000000
  br i1 %t.2629, label %bb_pio2.i109, label %bb_r1.i109

bb_r1.i109:
  %t.2630 = fcmp olt double %t.2626, 0x3FF3000000000000
  br i1 %t.2630, label %bb_r2.i109, label %bb_r3.i109

bb_r3.i109:
  %t.2631 = fcmp olt double %t.2626, 0x4003800000000000
  br i1 %t.2631, label %bb_id2.i109, label %bb_id3.i109

bb_id3.i109:
  %t.2632 = fdiv double 0xBFF0000000000000, %t.2626
  br label %bb_join.i109

bb_id2.i109:
  %t.2633 = fsub double %t.2626, 0x3FF8000000000000
  %t.2634 = fmul double %t.2626, 0x3FF8000000000000
  %t.2635 = fadd double 0x3FF0000000000000, %t.2634
  %t.2636 = fdiv double %t.2633, %t.2635
  br label %bb_join.i109

bb_r2.i109:
  %t.2637 = fcmp olt double %t.2626, 0x3FE6000000000000
  br i1 %t.2637, label %bb_id0.i109, label %bb_id1.i109

bb_id1.i109:
  %t.2638 = fsub double %t.2626, 0x3FF0000000000000
  %t.2639 = fadd double %t.2626, 0x3FF0000000000000
  %t.2640 = fdiv double %t.2638, %t.2639
  br label %bb_join.i109

bb_id0.i109:
  %t.2641 = fmul double %t.2626, 0x4000000000000000
  %t.2642 = fsub double %t.2641, 0x3FF0000000000000
  %t.2643 = fadd double 0x4000000000000000, %t.2626
  %t.2644 = fdiv double %t.2642, %t.2643
  br label %bb_join.i109

bb_join.i109:
  %t.2645 = phi double [ %t.2644, %bb_id0.i109 ], [ %t.2640, %bb_id1.i109 ], [ %t.2636, %bb_id2.i109 ], [ %t.2632, %bb_id3.i109 ]
  %t.2646 = phi double [ 0x3FDDAC670561BB4F, %bb_id0.i109 ], [ 0x3FE921FB54442D18, %bb_id1.i109 ], [ 0x3FEF730BD281F69B, %bb_id2.i109 ], [ 0x3FF921FB54442D18, %bb_id3.i109 ]
  %t.2647 = phi double [ 0x3C7A2B7F222F65E2, %bb_id0.i109 ], [ 0x3C81A62633145C07, %bb_id1.i109 ], [ 0x3C7007887AF0CBBD, %bb_id2.i109 ], [ 0x3C91A62633145C07, %bb_id3.i109 ]
  br label %bb0.i110

bb0.i110:
  %t.2648 = fmul double %t.2645, %t.2645
  %t.2649 = fmul double %t.2648, %t.2648
  %t.2650 = fmul double %t.2649, 0x3F90AD3AE322DA11
  %t.2651 = fadd double %t.2650, 0x3FA97B4B24760DEB
  %t.2652 = fmul double %t.2649, %t.2651
  %t.2653 = fadd double %t.2652, 0x3FB10D66A0D03D51
  %t.2654 = fmul double %t.2649, %t.2653
  %t.2655 = fadd double %t.2654, 0x3FB745CDC54C206E
  %t.2656 = fmul double %t.2649, %t.2655
  %t.2657 = fadd double %t.2656, 0x3FC24924920083FF
  %t.2658 = fmul double %t.2649, %t.2657
  %t.2659 = fadd double %t.2658, 0x3FD555555555550D
  %t.2660 = fmul double %t.2648, %t.2659
  %t.2661 = fmul double %t.2649, 0xBFA2B4442C6A6C2F
  %t.2662 = fadd double %t.2661, 0xBFADDE2D52DEFD9A
  %t.2663 = fmul double %t.2649, %t.2662
  %t.2664 = fadd double %t.2663, 0xBFB3B0F2AF749A6D
  %t.2665 = fmul double %t.2649, %t.2664
  %t.2666 = fadd double %t.2665, 0xBFBC71C6FE231671
  %t.2667 = fmul double %t.2649, %t.2666
  %t.2668 = fadd double %t.2667, 0xBFC999999998EBC4
  %t.2669 = fmul double %t.2649, %t.2668
  %t.2670 = fadd double %t.2660, %t.2669
  %t.2671 = fmul double %t.2645, %t.2670
  br label %ret.h110

ret.h110:
  %t.2672 = phi double [ %t.2671, %bb0.i110 ]
  %t.2673 = fsub double %t.2672, %t.2647
  %t.2674 = fsub double %t.2673, %t.2645
  %t.2675 = fsub double %t.2646, %t.2674
  br label %bb_sign.i109

bb_pio2.i109:
  br label %bb_sign.i109

bb_sign.i109:
  %t.2676 = phi double [ %t.2675, %ret.h110 ], [ 0x3FF921FB54442D18, %bb_pio2.i109 ]
  br i1 %t.2627, label %bb_neg.i109, label %bb_pos.i109

bb_pos.i109:
  br label %ret.h109

bb_neg.i109:
  %t.2677 = fsub double 0x8000000000000000, %t.2676
  br label %ret.h109

bb_small.i109:
  %t.2678 = fcmp olt double %t.2626, 0x3E40000000000000
  br i1 %t.2678, label %bb_tiny.i109, label %bb_series.i109

bb_series.i109:
  br label %bb0.i111

bb0.i111:
  %t.2679 = fmul double %t.2624, %t.2624
  %t.2680 = fmul double %t.2679, %t.2679
  %t.2681 = fmul double %t.2680, 0x3F90AD3AE322DA11
  %t.2682 = fadd double %t.2681, 0x3FA97B4B24760DEB
  %t.2683 = fmul double %t.2680, %t.2682
  %t.2684 = fadd double %t.2683, 0x3FB10D66A0D03D51
  %t.2685 = fmul double %t.2680, %t.2684
  %t.2686 = fadd double %t.2685, 0x3FB745CDC54C206E
  %t.2687 = fmul double %t.2680, %t.2686
  %t.2688 = fadd double %t.2687, 0x3FC24924920083FF
  %t.2689 = fmul double %t.2680, %t.2688
  %t.2690 = fadd double %t.2689, 0x3FD555555555550D
  %t.2691 = fmul double %t.2679, %t.2690
  %t.2692 = fmul double %t.2680, 0xBFA2B4442C6A6C2F
  %t.2693 = fadd double %t.2692, 0xBFADDE2D52DEFD9A
  %t.2694 = fmul double %t.2680, %t.2693
  %t.2695 = fadd double %t.2694, 0xBFB3B0F2AF749A6D
  %t.2696 = fmul double %t.2680, %t.2695
  %t.2697 = fadd double %t.2696, 0xBFBC71C6FE231671
  %t.2698 = fmul double %t.2680, %t.2697
  %t.2699 = fadd double %t.2698, 0xBFC999999998EBC4
  %t.2700 = fmul double %t.2680, %t.2699
  %t.2701 = fadd double %t.2691, %t.2700
  %t.2702 = fmul double %t.2624, %t.2701
  br label %ret.h111

ret.h111:
  %t.2703 = phi double [ %t.2702, %bb0.i111 ]
  %t.2704 = fsub double %t.2624, %t.2703
  br label %ret.h109

bb_tiny.i109:
  br label %ret.h109

ret.h109:
  %t.2705 = phi double [ %t.2624, %bb_nan.i109 ], [ %t.2676, %bb_pos.i109 ], [ %t.2677, %bb_neg.i109 ], [ %t.2704, %ret.h111 ], [ %t.2624, %bb_tiny.i109 ]
  br label %bb_quadrant.i108

bb_quadrant.i108:
  %t.2706 = phi double [ 0x0000000000000000, %bb7.i108 ], [ %t.2705, %ret.h109 ]
  switch i32 %t.2605, label %bb_q3.i108 [ i32 0, label %bb_q0.i108 i32 1, label %bb_q1.i108 i32 2, label %bb_q2.i108 ]

bb_q3.i108:
  %t.2707 = fsub double %t.2706, 0x3CA1A62633145C07
  %t.2708 = fsub double 0x400921FB54442D18, %t.2707
  %t.2709 = fsub double 0x8000000000000000, %t.2708
  br label %ret.h108

bb_q2.i108:
  %t.2710 = fsub double %t.2706, 0x3CA1A62633145C07
  %t.2711 = fsub double 0x400921FB54442D18, %t.2710
  br label %ret.h108

bb_q1.i108:
  %t.2712 = fsub double 0x8000000000000000, %t.2706
  br label %ret.h108

bb_q0.i108:
  br label %ret.h108

bb_kbig.i108:
  br label %bb0.i112

bb0.i112:
  %t.2713 = bitcast double 0x3FF921FB54442D18 to i64
  %t.2714 = bitcast double %t.2593 to i64
  %t.2715 = and i64 %t.2713, 9223372036854775807
  %t.2716 = and i64 %t.2714, -9223372036854775808
  %t.2717 = or i64 %t.2715, %t.2716
  %t.2718 = bitcast i64 %t.2717 to double
  br label %ret.h112

ret.h112:
  %t.2719 = phi double [ %t.2718, %bb0.i112 ]
  br label %ret.h108

bb_yinf.i108:
  br label %bb0.i113

bb0.i113:
  %t.2720 = bitcast double 0x3FF921FB54442D18 to i64
  %t.2721 = bitcast double %t.2593 to i64
  %t.2722 = and i64 %t.2720, 9223372036854775807
  %t.2723 = and i64 %t.2721, -9223372036854775808
  %t.2724 = or i64 %t.2722, %t.2723
  %t.2725 = bitcast i64 %t.2724 to double
  br label %ret.h113

ret.h113:
  %t.2726 = phi double [ %t.2725, %bb0.i113 ]
  br label %ret.h108

bb_xinf.i108:
  br i1 %t.2612, label %bb_both_inf.i108, label %bb_x_only_inf.i108

bb_x_only_inf.i108:
  br i1 %t.2606, label %bb_xinf_pi.i108, label %bb_xinf_zero.i108

bb_xinf_zero.i108:
  br label %bb0.i114

bb0.i114:
  %t.2727 = bitcast double 0x0000000000000000 to i64
  %t.2728 = bitcast double %t.2593 to i64
  %t.2729 = and i64 %t.2727, 9223372036854775807
  %t.2730 = and i64 %t.2728, -9223372036854775808
  %t.2731 = or i64 %t.2729, %t.2730
  %t.2732 = bitcast i64 %t.2731 to double
  br label %ret.h114

ret.h114:
  %t.2733 = phi double [ %t.2732, %bb0.i114 ]
  br label %ret.h108

bb_xinf_pi.i108:
  br label %bb0.i115

bb0.i115:
  %t.2734 = bitcast double 0x400921FB54442D18 to i64
  %t.2735 = bitcast double %t.2593 to i64
  %t.2736 = and i64 %t.2734, 9223372036854775807
  %t.2737 = and i64 %t.2735, -9223372036854775808
  %t.2738 = or i64 %t.2736, %t.2737
  %t.2739 = bitcast i64 %t.2738 to double
  br label %ret.h115

ret.h115:
  %t.2740 = phi double [ %t.2739, %bb0.i115 ]
  br label %ret.h108

bb_both_inf.i108:
  br i1 %t.2606, label %bb_3pio4.i108, label %bb_pio4.i108

bb_pio4.i108:
  br label %bb0.i116

bb0.i116:
  %t.2741 = bitcast double 0x3FE921FB54442D18 to i64
  %t.2742 = bitcast double %t.2593 to i64
  %t.2743 = and i64 %t.2741, 9223372036854775807
  %t.2744 = and i64 %t.2742, -9223372036854775808
  %t.2745 = or i64 %t.2743, %t.2744
  %t.2746 = bitcast i64 %t.2745 to double
  br label %ret.h116

ret.h116:
  %t.2747 = phi double [ %t.2746, %bb0.i116 ]
  br label %ret.h108

bb_3pio4.i108:
  br label %bb0.i117

bb0.i117:
  %t.2748 = bitcast double 0x4002D97C7F3321D2 to i64
  %t.2749 = bitcast double %t.2593 to i64
  %t.2750 = and i64 %t.2748, 9223372036854775807
  %t.2751 = and i64 %t.2749, -9223372036854775808
  %t.2752 = or i64 %t.2750, %t.2751
  %t.2753 = bitcast i64 %t.2752 to double
  br label %ret.h117

ret.h117:
  %t.2754 = phi double [ %t.2753, %bb0.i117 ]
  br label %ret.h108

bb_x0.i108:
  br label %bb0.i118

bb0.i118:
  %t.2755 = bitcast double 0x3FF921FB54442D18 to i64
  %t.2756 = bitcast double %t.2593 to i64
  %t.2757 = and i64 %t.2755, 9223372036854775807
  %t.2758 = and i64 %t.2756, -9223372036854775808
  %t.2759 = or i64 %t.2757, %t.2758
  %t.2760 = bitcast i64 %t.2759 to double
  br label %ret.h118

ret.h118:
  %t.2761 = phi double [ %t.2760, %bb0.i118 ]
  br label %ret.h108

bb_y0.i108:
  br i1 %t.2606, label %bb_y0_pi.i108, label %bb_y0_self.i108

bb_y0_self.i108:
  br label %ret.h108

bb_y0_pi.i108:
  br label %bb0.i119

bb0.i119:
  %t.2762 = bitcast double 0x400921FB54442D18 to i64
  %t.2763 = bitcast double %t.2593 to i64
  %t.2764 = and i64 %t.2762, 9223372036854775807
  %t.2765 = and i64 %t.2763, -9223372036854775808
  %t.2766 = or i64 %t.2764, %t.2765
  %t.2767 = bitcast i64 %t.2766 to double
  br label %ret.h119

ret.h119:
  %t.2768 = phi double [ %t.2767, %bb0.i119 ]
  br label %ret.h108

bb_atan.i108:
  br label %bb0.i120

bb0.i120:
  %t.2769 = fcmp oeq double %t.2593, %t.2593
  br i1 %t.2769, label %bb1.i120, label %bb_nan.i120

bb_nan.i120:
  br label %ret.h120

bb1.i120:
  %t.2770 = call double @llvm.fabs.f64(double %t.2593)
  %t.2771 = fcmp olt double %t.2593, 0x0000000000000000
  %t.2772 = fcmp olt double %t.2770, 0x3FDC000000000000
  br i1 %t.2772, label %bb_small.i120, label %bb_reduce.i120

bb_reduce.i120:
  %t.2773 = fcmp oge double %t.2770, 0x4410000000000000
  br i1 %t.2773, label %bb_pio2.i120, label %bb_r1.i120

bb_r1.i120:
  %t.2774 = fcmp olt double %t.2770, 0x3FF3000000000000
  br i1 %t.2774, label %bb_r2.i120, label %bb_r3.i120

bb_r3.i120:
  %t.2775 = fcmp olt double %t.2770, 0x4003800000000000
  br i1 %t.2775, label %bb_id2.i120, label %bb_id3.i120

bb_id3.i120:
  %t.2776 = fdiv double 0xBFF0000000000000, %t.2770
  br label %bb_join.i120

bb_id2.i120:
  %t.2777 = fsub double %t.2770, 0x3FF8000000000000
  %t.2778 = fmul double %t.2770, 0x3FF8000000000000
  %t.2779 = fadd double 0x3FF0000000000000, %t.2778
  %t.2780 = fdiv double %t.2777, %t.2779
  br label %bb_join.i120

bb_r2.i120:
  %t.2781 = fcmp olt double %t.2770, 0x3FE6000000000000
  br i1 %t.2781, label %bb_id0.i120, label %bb_id1.i120

bb_id1.i120:
  %t.2782 = fsub double %t.2770, 0x3FF0000000000000
  %t.2783 = fadd double %t.2770, 0x3FF0000000000000
  %t.2784 = fdiv double %t.2782, %t.2783
  br label %bb_join.i120

bb_id0.i120:
  %t.2785 = fmul double %t.2770, 0x4000000000000000
  %t.2786 = fsub double %t.2785, 0x3FF0000000000000
  %t.2787 = fadd double 0x4000000000000000, %t.2770
  %t.2788 = fdiv double %t.2786, %t.2787
  br label %bb_join.i120

bb_join.i120:
  %t.2789 = phi double [ %t.2788, %bb_id0.i120 ], [ %t.2784, %bb_id1.i120 ], [ %t.2780, %bb_id2.i120 ], [ %t.2776, %bb_id3.i120 ]
  %t.2790 = phi double [ 0x3FDDAC670561BB4F, %bb_id0.i120 ], [ 0x3FE921FB54442D18, %bb_id1.i120 ], [ 0x3FEF730BD281F69B, %bb_id2.i120 ], [ 0x3FF921FB54442D18, %bb_id3.i120 ]
  %t.2791 = phi double [ 0x3C7A2B7F222F65E2, %bb_id0.i120 ], [ 0x3C81A62633145C07, %bb_id1.i120 ], [ 0x3C7007887AF0CBBD, %bb_id2.i120 ], [ 0x3C91A62633145C07, %bb_id3.i120 ]
  br label %bb0.i121

bb0.i121:
  %t.2792 = fmul double %t.2789, %t.2789
  %t.2793 = fmul double %t.2792, %t.2792
  %t.2794 = fmul double %t.2793, 0x3F90AD3AE322DA11
  %t.2795 = fadd double %t.2794, 0x3FA97B4B24760DEB
  %t.2796 = fmul double %t.2793, %t.2795
  %t.2797 = fadd double %t.2796, 0x3FB10D66A0D03D51
  %t.2798 = fmul double %t.2793, %t.2797
  %t.2799 = fadd double %t.2798, 0x3FB745CDC54C206E
  %t.2800 = fmul double %t.2793, %t.2799
  %t.2801 = fadd double %t.2800, 0x3FC24924920083FF
  %t.2802 = fmul double %t.2793, %t.2801
  %t.2803 = fadd double %t.2802, 0x3FD555555555550D
  %t.2804 = fmul double %t.2792, %t.2803
  %t.2805 = fmul double %t.2793, 0xBFA2B4442C6A6C2F
  %t.2806 = fadd double %t.2805, 0xBFADDE2D52DEFD9A
  %t.2807 = fmul double %t.2793, %t.2806
  %t.2808 = fadd double %t.2807, 0xBFB3B0F2AF749A6D
  %t.2809 = fmul double %t.2793, %t.2808
  %t.2810 = fadd double %t.2809, 0xBFBC71C6FE231671
  %t.2811 = fmul double %t.2793, %t.2810
  %t.2812 = fadd double %t.2811, 0xBFC999999998EBC4
  %t.2813 = fmul double %t.2793, %t.2812
  %t.2814 = fadd double %t.2804, %t.2813
  %t.2815 = fmul double %t.2789, %t.2814
  br label %ret.h121

ret.h121:
  %t.2816 = phi double [ %t.2815, %bb0.i121 ]
  %t.2817 = fsub double %t.2816, %t.2791
  %t.2818 = fsub double %t.2817, %t.2789
  %t.2819 = fsub double %t.2790, %t.2818
  br label %bb_sign.i120

bb_pio2.i120:
  br label %bb_sign.i120

bb_sign.i120:
  %t.2820 = phi double [ %t.2819, %ret.h121 ], [ 0x3FF921FB54442D18, %bb_pio2.i120 ]
  br i1 %t.2771, label %bb_neg.i120, label %bb_pos.i120

bb_pos.i120:
  br label %ret.h120

bb_neg.i120:
  %t.2821 = fsub double 0x8000000000000000, %t.2820
  br label %ret.h120

bb_small.i120:
  %t.2822 = fcmp olt double %t.2770, 0x3E40000000000000
  br i1 %t.2822, label %bb_tiny.i120, label %bb_series.i120

bb_series.i120:
  br label %bb0.i122

bb0.i122:
  %t.2823 = fmul double %t.2593, %t.2593
  %t.2824 = fmul double %t.2823, %t.2823
  %t.2825 = fmul double %t.2824, 0x3F90AD3AE322DA11
  %t.2826 = fadd double %t.2825, 0x3FA97B4B24760DEB
  %t.2827 = fmul double %t.2824, %t.2826
  %t.2828 = fadd double %t.2827, 0x3FB10D66A0D03D51
  %t.2829 = fmul double %t.2824, %t.2828
  %t.2830 = fadd double %t.2829, 0x3FB745CDC54C206E
  %t.2831 = fmul double %t.2824, %t.2830
  %t.2832 = fadd double %t.2831, 0x3FC24924920083FF
  %t.2833 = fmul double %t.2824, %t.2832
  %t.2834 = fadd double %t.2833, 0x3FD555555555550D
  %t.2835 = fmul double %t.2823, %t.2834
  %t.2836 = fmul double %t.2824, 0xBFA2B4442C6A6C2F
  %t.2837 = fadd double %t.2836, 0xBFADDE2D52DEFD9A
  %t.2838 = fmul double %t.2824, %t.2837
  %t.2839 = fadd double %t.2838, 0xBFB3B0F2AF749A6D
  %t.2840 = fmul double %t.2824, %t.2839
  %t.2841 = fadd double %t.2840, 0xBFBC71C6FE231671
  %t.2842 = fmul double %t.2824, %t.2841
  %t.2843 = fadd double %t.2842, 0xBFC999999998EBC4
  %t.2844 = fmul double %t.2824, %t.2843
  %t.2845 = fadd double %t.2835, %t.2844
  %t.2846 = fmul double %t.2593, %t.2845
  br label %ret.h122

ret.h122:
  %t.2847 = phi double [ %t.2846, %bb0.i122 ]
  %t.2848 = fsub double %t.2593, %t.2847
  br label %ret.h120

bb_tiny.i120:
  br label %ret.h120

ret.h120:
  %t.2849 = phi double [ %t.2593, %bb_nan.i120 ], [ %t.2820, %bb_pos.i120 ], [ %t.2821, %bb_neg.i120 ], [ %t.2848, %ret.h122 ], [ %t.2593, %bb_tiny.i120 ]
  br label %ret.h108

ret.h108:
  %t.2850 = phi double [ 0x7FF8000000000000, %bb_nan.i108 ], [ %t.2709, %bb_q3.i108 ], [ %t.2711, %bb_q2.i108 ], [ %t.2712, %bb_q1.i108 ], [ %t.2706, %bb_q0.i108 ], [ %t.2719, %ret.h112 ], [ %t.2726, %ret.h113 ], [ %t.2733, %ret.h114 ], [ %t.2740, %ret.h115 ], [ %t.2747, %ret.h116 ], [ %t.2754, %ret.h117 ], [ %t.2761, %ret.h118 ], [ %t.2593, %bb_y0_self.i108 ], [ %t.2768, %ret.h119 ], [ %t.2849, %ret.h120 ]
  %t.2851 = fptrunc double %t.2850 to float
  br label %ret.h107

ret.h107:
  %t.2852 = phi float [ %t.2851, %ret.h108 ]
  %t.2853 = zext i32 %t.16 to i64
  %t.2854 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2853
  store float %t.28, ptr addrspace(1) %t.2854, align 4
  %t.2855 = zext i32 %t.17 to i64
  %t.2856 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2855
  store float %t.85, ptr addrspace(1) %t.2856, align 4
  %t.2857 = zext i32 %t.18 to i64
  %t.2858 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2857
  store float %t.145, ptr addrspace(1) %t.2858, align 4
  %t.2859 = zext i32 %t.19 to i64
  %t.2860 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2859
  store float %t.259, ptr addrspace(1) %t.2860, align 4
  %t.2861 = zext i32 %t.20 to i64
  %t.2862 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2861
  store float %t.373, ptr addrspace(1) %t.2862, align 4
  %t.2863 = zext i32 %t.21 to i64
  %t.2864 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2863
  store float %t.965, ptr addrspace(1) %t.2864, align 4
  %t.2865 = zext i32 %t.22 to i64
  %t.2866 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2865
  store float %t.1557, ptr addrspace(1) %t.2866, align 4
  %t.2867 = zext i32 %t.23 to i64
  %t.2868 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2867
  store float %t.2149, ptr addrspace(1) %t.2868, align 4
  %t.2869 = zext i32 %t.24 to i64
  %t.2870 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2869
  store float %t.2286, ptr addrspace(1) %t.2870, align 4
  %t.2871 = zext i32 %t.25 to i64
  %t.2872 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2871
  store float %t.2592, ptr addrspace(1) %t.2872, align 4
  %t.2873 = zext i32 %t.26 to i64
  %t.2874 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.2873
  store float %t.2852, ptr addrspace(1) %t.2874, align 4
  br label %bb2

bb2:
  ret void
}

declare double @llvm.fabs.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.trunc.f64(double)
declare float @llvm.sqrt.f32(float)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
