; magpie-gpu: kernel @math_f64 for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @math_f64(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %out, i32 %n, i32 %xa.len, i32 %xb.len, i32 %out.len) #0 {
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
  %t.11 = getelementptr inbounds double, ptr addrspace(1) %xa, i64 %t.10
  %t.12 = load double, ptr addrspace(1) %t.11, align 8
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds double, ptr addrspace(1) %xb, i64 %t.13
  %t.15 = load double, ptr addrspace(1) %t.14, align 8
  %t.16 = mul i32 %t.8, 16
  br label %bb0.i1

bb0.i1:
  %t.17 = call double @llvm.sqrt.f64(double %t.12)
  %t.18 = fdiv double 0x3FF0000000000000, %t.17
  br label %ret.h1

ret.h1:
  %t.19 = phi double [ %t.18, %bb0.i1 ]
  br label %bb0.i2

bb0.i2:
  %t.20 = fcmp oeq double %t.12, %t.12
  br i1 %t.20, label %bb1.i2, label %bb_nan.i2

bb_nan.i2:
  br label %ret.h2

bb1.i2:
  %t.21 = fcmp ogt double %t.12, 0x4086300000000000
  br i1 %t.21, label %bb_inf.i2, label %bb2.i2

bb2.i2:
  %t.22 = fcmp olt double %t.12, 0xC087500000000000
  br i1 %t.22, label %bb_zero.i2, label %bb_reduce.i2

bb_reduce.i2:
  %t.23 = fmul double %t.12, 0x3FF71547652B82FE
  %t.24 = fadd double %t.23, 0x4338000000000000
  %t.25 = fsub double %t.24, 0x4338000000000000
  %t.26 = call i32 @llvm.fptosi.sat.i32.f64(double %t.25)
  %t.27 = fmul double %t.25, 0x3FE62E42FEE00000
  %t.28 = fsub double %t.12, %t.27
  %t.29 = fmul double %t.25, 0x3DEA39EF35793C76
  br label %bb0.i3

bb0.i3:
  %t.30 = fsub double %t.28, %t.29
  %t.31 = fmul double %t.30, %t.30
  %t.32 = fmul double %t.31, 0x3E66376972BEA4D0
  %t.33 = fadd double %t.32, 0xBEBBBD41C5D26BF1
  %t.34 = fmul double %t.31, %t.33
  %t.35 = fadd double %t.34, 0x3F11566AAF25DE2C
  %t.36 = fmul double %t.31, %t.35
  %t.37 = fadd double %t.36, 0xBF66C16C16BEBD93
  %t.38 = fmul double %t.31, %t.37
  %t.39 = fadd double %t.38, 0x3FC555555555553E
  %t.40 = fmul double %t.31, %t.39
  %t.41 = fsub double %t.30, %t.40
  %t.42 = fmul double %t.30, %t.41
  %t.43 = fsub double 0x4000000000000000, %t.41
  %t.44 = fdiv double %t.42, %t.43
  %t.45 = fsub double %t.29, %t.44
  %t.46 = fsub double %t.45, %t.28
  %t.47 = fsub double 0x3FF0000000000000, %t.46
  %t.48 = icmp sge i32 %t.26, -1021
  br i1 %t.48, label %bb1.i3, label %bb_subnormal.i3

bb_subnormal.i3:
  %t.49 = add i32 %t.26, 1000
  br label %bb0.i4

bb0.i4:
  %t.50 = add i32 %t.49, 1023
  %t.51 = sext i32 %t.50 to i64
  %t.52 = shl i64 %t.51, 52
  %t.53 = bitcast i64 %t.52 to double
  br label %ret.h4

ret.h4:
  %t.54 = phi double [ %t.53, %bb0.i4 ]
  %t.55 = fmul double %t.47, %t.54
  %t.56 = fmul double %t.55, 0x0170000000000000
  br label %ret.h3

bb1.i3:
  %t.57 = icmp sle i32 %t.26, 1023
  br i1 %t.57, label %bb_normal.i3, label %bb_top.i3

bb_top.i3:
  %t.58 = sub i32 %t.26, 1
  br label %bb0.i5

bb0.i5:
  %t.59 = add i32 %t.58, 1023
  %t.60 = sext i32 %t.59 to i64
  %t.61 = shl i64 %t.60, 52
  %t.62 = bitcast i64 %t.61 to double
  br label %ret.h5

ret.h5:
  %t.63 = phi double [ %t.62, %bb0.i5 ]
  %t.64 = fmul double %t.47, 0x4000000000000000
  %t.65 = fmul double %t.64, %t.63
  br label %ret.h3

bb_normal.i3:
  br label %bb0.i6

bb0.i6:
  %t.66 = add i32 %t.26, 1023
  %t.67 = sext i32 %t.66 to i64
  %t.68 = shl i64 %t.67, 52
  %t.69 = bitcast i64 %t.68 to double
  br label %ret.h6

ret.h6:
  %t.70 = phi double [ %t.69, %bb0.i6 ]
  %t.71 = fmul double %t.47, %t.70
  br label %ret.h3

ret.h3:
  %t.72 = phi double [ %t.56, %ret.h4 ], [ %t.65, %ret.h5 ], [ %t.71, %ret.h6 ]
  br label %ret.h2

bb_zero.i2:
  br label %ret.h2

bb_inf.i2:
  br label %ret.h2

ret.h2:
  %t.73 = phi double [ %t.12, %bb_nan.i2 ], [ %t.72, %ret.h3 ], [ 0x0000000000000000, %bb_zero.i2 ], [ 0x7FF0000000000000, %bb_inf.i2 ]
  br label %bb0.i7

bb0.i7:
  %t.74 = fcmp oeq double %t.12, %t.12
  br i1 %t.74, label %bb1.i7, label %bb_nan.i7

bb_nan.i7:
  br label %ret.h7

bb1.i7:
  %t.75 = fcmp oge double %t.12, 0x4090000000000000
  br i1 %t.75, label %bb_inf.i7, label %bb2.i7

bb2.i7:
  %t.76 = fcmp olt double %t.12, 0xC090D00000000000
  br i1 %t.76, label %bb_zero.i7, label %bb_reduce.i7

bb_reduce.i7:
  %t.77 = fadd double %t.12, 0x4338000000000000
  %t.78 = fsub double %t.77, 0x4338000000000000
  %t.79 = call i32 @llvm.fptosi.sat.i32.f64(double %t.78)
  %t.80 = fsub double %t.12, %t.78
  %t.81 = fmul double %t.80, 0x3FE62E42FEFA39EF
  %t.82 = fsub double 0x8000000000000000, %t.81
  %t.83 = call double @llvm.fma.f64(double %t.80, double 0x3FE62E42FEFA39EF, double %t.82)
  %t.84 = fmul double %t.80, 0x3C7ABC9E3B39803F
  %t.85 = fadd double %t.83, %t.84
  %t.86 = fsub double 0x8000000000000000, %t.85
  br label %bb0.i8

bb0.i8:
  %t.87 = fsub double %t.81, %t.86
  %t.88 = fmul double %t.87, %t.87
  %t.89 = fmul double %t.88, 0x3E66376972BEA4D0
  %t.90 = fadd double %t.89, 0xBEBBBD41C5D26BF1
  %t.91 = fmul double %t.88, %t.90
  %t.92 = fadd double %t.91, 0x3F11566AAF25DE2C
  %t.93 = fmul double %t.88, %t.92
  %t.94 = fadd double %t.93, 0xBF66C16C16BEBD93
  %t.95 = fmul double %t.88, %t.94
  %t.96 = fadd double %t.95, 0x3FC555555555553E
  %t.97 = fmul double %t.88, %t.96
  %t.98 = fsub double %t.87, %t.97
  %t.99 = fmul double %t.87, %t.98
  %t.100 = fsub double 0x4000000000000000, %t.98
  %t.101 = fdiv double %t.99, %t.100
  %t.102 = fsub double %t.86, %t.101
  %t.103 = fsub double %t.102, %t.81
  %t.104 = fsub double 0x3FF0000000000000, %t.103
  %t.105 = icmp sge i32 %t.79, -1021
  br i1 %t.105, label %bb1.i8, label %bb_subnormal.i8

bb_subnormal.i8:
  %t.106 = add i32 %t.79, 1000
  br label %bb0.i9

bb0.i9:
  %t.107 = add i32 %t.106, 1023
  %t.108 = sext i32 %t.107 to i64
  %t.109 = shl i64 %t.108, 52
  %t.110 = bitcast i64 %t.109 to double
  br label %ret.h9

ret.h9:
  %t.111 = phi double [ %t.110, %bb0.i9 ]
  %t.112 = fmul double %t.104, %t.111
  %t.113 = fmul double %t.112, 0x0170000000000000
  br label %ret.h8

bb1.i8:
  %t.114 = icmp sle i32 %t.79, 1023
  br i1 %t.114, label %bb_normal.i8, label %bb_top.i8

bb_top.i8:
  %t.115 = sub i32 %t.79, 1
  br label %bb0.i10

bb0.i10:
  %t.116 = add i32 %t.115, 1023
  %t.117 = sext i32 %t.116 to i64
  %t.118 = shl i64 %t.117, 52
  %t.119 = bitcast i64 %t.118 to double
  br label %ret.h10

ret.h10:
  %t.120 = phi double [ %t.119, %bb0.i10 ]
  %t.121 = fmul double %t.104, 0x4000000000000000
  %t.122 = fmul double %t.121, %t.120
  br label %ret.h8

bb_normal.i8:
  br label %bb0.i11

bb0.i11:
  %t.123 = add i32 %t.79, 1023
  %t.124 = sext i32 %t.123 to i64
  %t.125 = shl i64 %t.124, 52
  %t.126 = bitcast i64 %t.125 to double
  br label %ret.h11

ret.h11:
  %t.127 = phi double [ %t.126, %bb0.i11 ]
  %t.128 = fmul double %t.104, %t.127
  br label %ret.h8

ret.h8:
  %t.129 = phi double [ %t.113, %ret.h9 ], [ %t.122, %ret.h10 ], [ %t.128, %ret.h11 ]
  br label %ret.h7

bb_zero.i7:
  br label %ret.h7

bb_inf.i7:
  br label %ret.h7

ret.h7:
  %t.130 = phi double [ %t.12, %bb_nan.i7 ], [ %t.129, %ret.h8 ], [ 0x0000000000000000, %bb_zero.i7 ], [ 0x7FF0000000000000, %bb_inf.i7 ]
  br label %bb0.i12

bb0.i12:
  %t.131 = fcmp ogt double %t.12, 0x0000000000000000
  br i1 %t.131, label %bb_pos.i12, label %bb_not_pos.i12

bb_not_pos.i12:
  %t.132 = fcmp oeq double %t.12, 0x0000000000000000
  br i1 %t.132, label %bb_zero.i12, label %bb_nan.i12

bb_nan.i12:
  br label %ret.h12

bb_zero.i12:
  br label %ret.h12

bb_pos.i12:
  %t.133 = fcmp olt double %t.12, 0x7FF0000000000000
  br i1 %t.133, label %bb_calc.i12, label %bb_inf.i12

bb_inf.i12:
  br label %ret.h12

bb_calc.i12:
  br label %bb0.i13

bb0.i13:
  %t.134 = bitcast double %t.12 to i64
  %t.135 = icmp ult i64 %t.134, 4503599627370496
  br i1 %t.135, label %bb_subnormal.i13, label %bb_split.i13

bb_subnormal.i13:
  %t.136 = fmul double %t.12, 0x4350000000000000
  %t.137 = bitcast double %t.136 to i64
  br label %bb_split.i13

bb_split.i13:
  %t.138 = phi i64 [ %t.134, %bb0.i13 ], [ %t.137, %bb_subnormal.i13 ]
  %t.139 = phi i32 [ 0, %bb0.i13 ], [ -54, %bb_subnormal.i13 ]
  %t.140 = lshr i64 %t.138, 52
  %t.141 = trunc i64 %t.140 to i32
  %t.142 = sub i32 %t.141, 1023
  %t.143 = add i32 %t.142, %t.139
  %t.144 = and i64 %t.138, 4503599627370495
  %t.145 = or i64 %t.144, 4607182418800017408
  %t.146 = icmp ugt i64 %t.145, 4609047870845172685
  %t.147 = zext i1 %t.146 to i64
  %t.148 = zext i1 %t.146 to i32
  %t.149 = shl i64 %t.147, 52
  %t.150 = sub i64 %t.145, %t.149
  %t.151 = add i32 %t.143, %t.148
  %t.152 = bitcast i64 %t.150 to double
  %t.153 = fsub double %t.152, 0x3FF0000000000000
  %t.154 = fadd double 0x4000000000000000, %t.153
  %t.155 = fsub double 0x4000000000000000, %t.154
  %t.156 = fadd double %t.155, %t.153
  %t.157 = fdiv double %t.153, %t.154
  %t.158 = fsub double 0x8000000000000000, %t.157
  %t.159 = call double @llvm.fma.f64(double %t.158, double %t.154, double %t.153)
  %t.160 = call double @llvm.fma.f64(double %t.158, double %t.156, double %t.159)
  %t.161 = fdiv double %t.160, %t.154
  %t.162 = fmul double %t.157, %t.157
  %t.163 = fsub double 0x8000000000000000, %t.162
  %t.164 = call double @llvm.fma.f64(double %t.157, double %t.157, double %t.163)
  %t.165 = fmul double %t.157, %t.161
  %t.166 = fmul double %t.165, 0x4000000000000000
  %t.167 = fadd double %t.164, %t.166
  %t.168 = fmul double %t.157, %t.162
  %t.169 = fsub double 0x8000000000000000, %t.168
  %t.170 = call double @llvm.fma.f64(double %t.157, double %t.162, double %t.169)
  %t.171 = fmul double %t.157, %t.167
  %t.172 = fmul double %t.161, %t.162
  %t.173 = fadd double %t.171, %t.172
  %t.174 = fadd double %t.170, %t.173
  %t.175 = fmul double %t.168, 0x3FE5555555555555
  %t.176 = fsub double 0x8000000000000000, %t.175
  %t.177 = call double @llvm.fma.f64(double %t.168, double 0x3FE5555555555555, double %t.176)
  %t.178 = fmul double %t.174, 0x3FE5555555555555
  %t.179 = fmul double %t.168, 0x3C85555555555555
  %t.180 = fadd double %t.178, %t.179
  %t.181 = fadd double %t.177, %t.180
  %t.182 = fmul double %t.162, 0x3FB2F684BDA12F68
  %t.183 = fadd double %t.182, 0x3FB47AE147AE147B
  %t.184 = fmul double %t.162, %t.183
  %t.185 = fadd double %t.184, 0x3FB642C8590B2164
  %t.186 = fmul double %t.162, %t.185
  %t.187 = fadd double %t.186, 0x3FB8618618618618
  %t.188 = fmul double %t.162, %t.187
  %t.189 = fadd double %t.188, 0x3FBAF286BCA1AF28
  %t.190 = fmul double %t.162, %t.189
  %t.191 = fadd double %t.190, 0x3FBE1E1E1E1E1E1E
  %t.192 = fmul double %t.162, %t.191
  %t.193 = fadd double %t.192, 0x3FC1111111111111
  %t.194 = fmul double %t.162, %t.193
  %t.195 = fadd double %t.194, 0x3FC3B13B13B13B14
  %t.196 = fmul double %t.162, %t.195
  %t.197 = fadd double %t.196, 0x3FC745D1745D1746
  %t.198 = fmul double %t.162, %t.197
  %t.199 = fadd double %t.198, 0x3FCC71C71C71C71C
  %t.200 = fmul double %t.162, %t.199
  %t.201 = fadd double %t.200, 0x3FD2492492492492
  %t.202 = fmul double %t.162, %t.201
  %t.203 = fadd double %t.202, 0x3FD999999999999A
  %t.204 = fmul double %t.162, %t.162
  %t.205 = fmul double %t.157, %t.204
  %t.206 = fmul double %t.205, %t.203
  %t.207 = fmul double %t.157, 0x4000000000000000
  %t.208 = fadd double %t.207, %t.175
  %t.209 = fsub double %t.208, %t.207
  %t.210 = fsub double %t.175, %t.209
  %t.211 = fmul double %t.161, 0x4000000000000000
  %t.212 = fadd double %t.181, %t.206
  %t.213 = fadd double %t.210, %t.212
  %t.214 = fadd double %t.211, %t.213
  %t.215 = sitofp i32 %t.151 to double
  %t.216 = fmul double %t.215, 0x3FE62E42FEE00000
  %t.217 = fadd double %t.216, %t.208
  %t.218 = fsub double %t.217, %t.216
  %t.219 = fsub double %t.217, %t.218
  %t.220 = fsub double %t.216, %t.219
  %t.221 = fsub double %t.208, %t.218
  %t.222 = fadd double %t.220, %t.221
  %t.223 = fmul double %t.215, 0x3DEA39EF35793C76
  %t.224 = fadd double %t.223, %t.214
  %t.225 = fadd double %t.222, %t.224
  %t.226 = fadd double %t.217, %t.225
  %t.227 = fsub double %t.226, %t.217
  %t.228 = fsub double %t.225, %t.227
  %t.229 = fmul double %t.226, 0x3FF0000000000000
  %t.230 = fsub double 0x8000000000000000, %t.229
  %t.231 = call double @llvm.fma.f64(double %t.226, double 0x3FF0000000000000, double %t.230)
  %t.232 = fmul double %t.226, 0x0000000000000000
  %t.233 = fmul double %t.228, 0x3FF0000000000000
  %t.234 = fadd double %t.232, %t.233
  %t.235 = fadd double %t.231, %t.234
  %t.236 = fadd double %t.229, %t.235
  %t.237 = fsub double %t.236, %t.229
  %t.238 = fsub double %t.235, %t.237
  %t.239 = icmp eq i32 0, 1
  br i1 %t.239, label %bb_lo.i13, label %bb_hi.i13

bb_hi.i13:
  br label %ret.h13

bb_lo.i13:
  br label %ret.h13

ret.h13:
  %t.240 = phi double [ %t.236, %bb_hi.i13 ], [ %t.238, %bb_lo.i13 ]
  br label %ret.h12

ret.h12:
  %t.241 = phi double [ 0x7FF8000000000000, %bb_nan.i12 ], [ 0xFFF0000000000000, %bb_zero.i12 ], [ %t.12, %bb_inf.i12 ], [ %t.240, %ret.h13 ]
  br label %bb0.i14

bb0.i14:
  %t.242 = fcmp ogt double %t.12, 0x0000000000000000
  br i1 %t.242, label %bb_pos.i14, label %bb_not_pos.i14

bb_not_pos.i14:
  %t.243 = fcmp oeq double %t.12, 0x0000000000000000
  br i1 %t.243, label %bb_zero.i14, label %bb_nan.i14

bb_nan.i14:
  br label %ret.h14

bb_zero.i14:
  br label %ret.h14

bb_pos.i14:
  %t.244 = fcmp olt double %t.12, 0x7FF0000000000000
  br i1 %t.244, label %bb_calc.i14, label %bb_inf.i14

bb_inf.i14:
  br label %ret.h14

bb_calc.i14:
  br label %bb0.i15

bb0.i15:
  %t.245 = bitcast double %t.12 to i64
  %t.246 = icmp ult i64 %t.245, 4503599627370496
  br i1 %t.246, label %bb_subnormal.i15, label %bb_split.i15

bb_subnormal.i15:
  %t.247 = fmul double %t.12, 0x4350000000000000
  %t.248 = bitcast double %t.247 to i64
  br label %bb_split.i15

bb_split.i15:
  %t.249 = phi i64 [ %t.245, %bb0.i15 ], [ %t.248, %bb_subnormal.i15 ]
  %t.250 = phi i32 [ 0, %bb0.i15 ], [ -54, %bb_subnormal.i15 ]
  %t.251 = lshr i64 %t.249, 52
  %t.252 = trunc i64 %t.251 to i32
  %t.253 = sub i32 %t.252, 1023
  %t.254 = add i32 %t.253, %t.250
  %t.255 = and i64 %t.249, 4503599627370495
  %t.256 = or i64 %t.255, 4607182418800017408
  %t.257 = icmp ugt i64 %t.256, 4609047870845172685
  %t.258 = zext i1 %t.257 to i64
  %t.259 = zext i1 %t.257 to i32
  %t.260 = shl i64 %t.258, 52
  %t.261 = sub i64 %t.256, %t.260
  %t.262 = add i32 %t.254, %t.259
  %t.263 = bitcast i64 %t.261 to double
  %t.264 = fsub double %t.263, 0x3FF0000000000000
  %t.265 = fadd double 0x4000000000000000, %t.264
  %t.266 = fsub double 0x4000000000000000, %t.265
  %t.267 = fadd double %t.266, %t.264
  %t.268 = fdiv double %t.264, %t.265
  %t.269 = fsub double 0x8000000000000000, %t.268
  %t.270 = call double @llvm.fma.f64(double %t.269, double %t.265, double %t.264)
  %t.271 = call double @llvm.fma.f64(double %t.269, double %t.267, double %t.270)
  %t.272 = fdiv double %t.271, %t.265
  %t.273 = fmul double %t.268, %t.268
  %t.274 = fsub double 0x8000000000000000, %t.273
  %t.275 = call double @llvm.fma.f64(double %t.268, double %t.268, double %t.274)
  %t.276 = fmul double %t.268, %t.272
  %t.277 = fmul double %t.276, 0x4000000000000000
  %t.278 = fadd double %t.275, %t.277
  %t.279 = fmul double %t.268, %t.273
  %t.280 = fsub double 0x8000000000000000, %t.279
  %t.281 = call double @llvm.fma.f64(double %t.268, double %t.273, double %t.280)
  %t.282 = fmul double %t.268, %t.278
  %t.283 = fmul double %t.272, %t.273
  %t.284 = fadd double %t.282, %t.283
  %t.285 = fadd double %t.281, %t.284
  %t.286 = fmul double %t.279, 0x3FE5555555555555
  %t.287 = fsub double 0x8000000000000000, %t.286
  %t.288 = call double @llvm.fma.f64(double %t.279, double 0x3FE5555555555555, double %t.287)
  %t.289 = fmul double %t.285, 0x3FE5555555555555
  %t.290 = fmul double %t.279, 0x3C85555555555555
  %t.291 = fadd double %t.289, %t.290
  %t.292 = fadd double %t.288, %t.291
  %t.293 = fmul double %t.273, 0x3FB2F684BDA12F68
  %t.294 = fadd double %t.293, 0x3FB47AE147AE147B
  %t.295 = fmul double %t.273, %t.294
  %t.296 = fadd double %t.295, 0x3FB642C8590B2164
  %t.297 = fmul double %t.273, %t.296
  %t.298 = fadd double %t.297, 0x3FB8618618618618
  %t.299 = fmul double %t.273, %t.298
  %t.300 = fadd double %t.299, 0x3FBAF286BCA1AF28
  %t.301 = fmul double %t.273, %t.300
  %t.302 = fadd double %t.301, 0x3FBE1E1E1E1E1E1E
  %t.303 = fmul double %t.273, %t.302
  %t.304 = fadd double %t.303, 0x3FC1111111111111
  %t.305 = fmul double %t.273, %t.304
  %t.306 = fadd double %t.305, 0x3FC3B13B13B13B14
  %t.307 = fmul double %t.273, %t.306
  %t.308 = fadd double %t.307, 0x3FC745D1745D1746
  %t.309 = fmul double %t.273, %t.308
  %t.310 = fadd double %t.309, 0x3FCC71C71C71C71C
  %t.311 = fmul double %t.273, %t.310
  %t.312 = fadd double %t.311, 0x3FD2492492492492
  %t.313 = fmul double %t.273, %t.312
  %t.314 = fadd double %t.313, 0x3FD999999999999A
  %t.315 = fmul double %t.273, %t.273
  %t.316 = fmul double %t.268, %t.315
  %t.317 = fmul double %t.316, %t.314
  %t.318 = fmul double %t.268, 0x4000000000000000
  %t.319 = fadd double %t.318, %t.286
  %t.320 = fsub double %t.319, %t.318
  %t.321 = fsub double %t.286, %t.320
  %t.322 = fmul double %t.272, 0x4000000000000000
  %t.323 = fadd double %t.292, %t.317
  %t.324 = fadd double %t.321, %t.323
  %t.325 = fadd double %t.322, %t.324
  %t.326 = sitofp i32 %t.262 to double
  %t.327 = fmul double %t.326, 0x3FE62E42FEE00000
  %t.328 = fadd double %t.327, %t.319
  %t.329 = fsub double %t.328, %t.327
  %t.330 = fsub double %t.328, %t.329
  %t.331 = fsub double %t.327, %t.330
  %t.332 = fsub double %t.319, %t.329
  %t.333 = fadd double %t.331, %t.332
  %t.334 = fmul double %t.326, 0x3DEA39EF35793C76
  %t.335 = fadd double %t.334, %t.325
  %t.336 = fadd double %t.333, %t.335
  %t.337 = fadd double %t.328, %t.336
  %t.338 = fsub double %t.337, %t.328
  %t.339 = fsub double %t.336, %t.338
  %t.340 = fmul double %t.337, 0x3FF71547652B82FE
  %t.341 = fsub double 0x8000000000000000, %t.340
  %t.342 = call double @llvm.fma.f64(double %t.337, double 0x3FF71547652B82FE, double %t.341)
  %t.343 = fmul double %t.337, 0x3C7777D0FFDA0D24
  %t.344 = fmul double %t.339, 0x3FF71547652B82FE
  %t.345 = fadd double %t.343, %t.344
  %t.346 = fadd double %t.342, %t.345
  %t.347 = fadd double %t.340, %t.346
  %t.348 = fsub double %t.347, %t.340
  %t.349 = fsub double %t.346, %t.348
  %t.350 = icmp eq i32 0, 1
  br i1 %t.350, label %bb_lo.i15, label %bb_hi.i15

bb_hi.i15:
  br label %ret.h15

bb_lo.i15:
  br label %ret.h15

ret.h15:
  %t.351 = phi double [ %t.347, %bb_hi.i15 ], [ %t.349, %bb_lo.i15 ]
  br label %ret.h14

ret.h14:
  %t.352 = phi double [ 0x7FF8000000000000, %bb_nan.i14 ], [ 0xFFF0000000000000, %bb_zero.i14 ], [ %t.12, %bb_inf.i14 ], [ %t.351, %ret.h15 ]
  br label %bb0.i16

bb0.i16:
  br label %bb0.i17

bb0.i17:
  %t.353 = call double @llvm.fabs.f64(double %t.12)
  %t.354 = fcmp olt double %t.353, 0x7FF0000000000000
  br i1 %t.354, label %bb1.i17, label %bb_nan.i17

bb_nan.i17:
  br label %ret.h17

bb1.i17:
  %t.355 = fcmp olt double %t.353, 0x3E40000000000000
  br i1 %t.355, label %bb_tiny.i17, label %bb2.i17

bb2.i17:
  %t.356 = fcmp ole double %t.353, 0x3FE921FB54442D18
  br i1 %t.356, label %bb_small.i17, label %bb3.i17

bb3.i17:
  %t.357 = fcmp olt double %t.353, 0x41D0000000000000
  br i1 %t.357, label %bb_medium.i17, label %bb_huge.i17

bb_huge.i17:
  br label %bb0.i18

bb0.i18:
  %t.358 = call double @llvm.fabs.f64(double %t.12)
  %t.359 = fcmp olt double %t.12, 0x0000000000000000
  %t.360 = bitcast double %t.358 to i64
  %t.361 = lshr i64 %t.360, 52
  %t.362 = trunc i64 %t.361 to i32
  %t.363 = sub i32 %t.362, 1013
  %t.364 = lshr i32 %t.363, 6
  %t.365 = and i32 %t.363, 63
  %t.366 = zext i32 %t.365 to i64
  %t.367 = sub i64 63, %t.366
  %t.368 = and i64 %t.360, 4503599627370495
  %t.369 = or i64 %t.368, 4503599627370496
  %t.370 = add i32 %t.364, 1
  %t.371 = add i32 %t.364, 2
  %t.372 = add i32 %t.364, 3
  br label %bb0.i19

bb0.i19:
  switch i32 %t.364, label %bb_zero.i19 [ i32 1, label %bb1.i19 i32 2, label %bb2.i19 i32 3, label %bb3.i19 i32 4, label %bb4.i19 i32 5, label %bb5.i19 i32 6, label %bb6.i19 i32 7, label %bb7.i19 i32 8, label %bb8.i19 i32 9, label %bb9.i19 i32 10, label %bb10.i19 i32 11, label %bb11.i19 i32 12, label %bb12.i19 i32 13, label %bb13.i19 i32 14, label %bb14.i19 i32 15, label %bb15.i19 i32 16, label %bb16.i19 i32 17, label %bb17.i19 i32 18, label %bb18.i19 i32 19, label %bb19.i19 ]

bb_zero.i19:
  br label %ret.h19

bb19.i19:
  br label %ret.h19

bb18.i19:
  br label %ret.h19

bb17.i19:
  br label %ret.h19

bb16.i19:
  br label %ret.h19

bb15.i19:
  br label %ret.h19

bb14.i19:
  br label %ret.h19

bb13.i19:
  br label %ret.h19

bb12.i19:
  br label %ret.h19

bb11.i19:
  br label %ret.h19

bb10.i19:
  br label %ret.h19

bb9.i19:
  br label %ret.h19

bb8.i19:
  br label %ret.h19

bb7.i19:
  br label %ret.h19

bb6.i19:
  br label %ret.h19

bb5.i19:
  br label %ret.h19

bb4.i19:
  br label %ret.h19

bb3.i19:
  br label %ret.h19

bb2.i19:
  br label %ret.h19

bb1.i19:
  br label %ret.h19

ret.h19:
  %t.373 = phi i64 [ 0, %bb_zero.i19 ], [ 6197850593633725355, %bb19.i19 ], [ 7780917995555872008, %bb18.i19 ], [ 4397547296490951402, %bb17.i19 ], [ 8441921394348257659, %bb16.i19 ], [ 5712322887342352941, %bb15.i19 ], [ 7869616827067468215, %bb14.i19 ], [ -1211730484530615009, %bb13.i19 ], [ 2303758334597371919, %bb12.i19 ], [ -7168499653074671557, %bb11.i19 ], [ 4148332274289687028, %bb10.i19 ], [ -1613291254968254911, %bb9.i19 ], [ -1692731182770600828, %bb8.i19 ], [ -135693905287338178, %bb7.i19 ], [ 452944820249399836, %bb6.i19 ], [ -5249950069107600672, %bb5.i19 ], [ -121206125134887583, %bb4.i19 ], [ -2638381946312093631, %bb3.i19 ], [ -277156292786332224, %bb2.i19 ], [ -6703182060581546711, %bb1.i19 ]
  br label %bb0.i20

bb0.i20:
  switch i32 %t.370, label %bb_zero.i20 [ i32 1, label %bb1.i20 i32 2, label %bb2.i20 i32 3, label %bb3.i20 i32 4, label %bb4.i20 i32 5, label %bb5.i20 i32 6, label %bb6.i20 i32 7, label %bb7.i20 i32 8, label %bb8.i20 i32 9, label %bb9.i20 i32 10, label %bb10.i20 i32 11, label %bb11.i20 i32 12, label %bb12.i20 i32 13, label %bb13.i20 i32 14, label %bb14.i20 i32 15, label %bb15.i20 i32 16, label %bb16.i20 i32 17, label %bb17.i20 i32 18, label %bb18.i20 i32 19, label %bb19.i20 ]

bb_zero.i20:
  br label %ret.h20

bb19.i20:
  br label %ret.h20

bb18.i20:
  br label %ret.h20

bb17.i20:
  br label %ret.h20

bb16.i20:
  br label %ret.h20

bb15.i20:
  br label %ret.h20

bb14.i20:
  br label %ret.h20

bb13.i20:
  br label %ret.h20

bb12.i20:
  br label %ret.h20

bb11.i20:
  br label %ret.h20

bb10.i20:
  br label %ret.h20

bb9.i20:
  br label %ret.h20

bb8.i20:
  br label %ret.h20

bb7.i20:
  br label %ret.h20

bb6.i20:
  br label %ret.h20

bb5.i20:
  br label %ret.h20

bb4.i20:
  br label %ret.h20

bb3.i20:
  br label %ret.h20

bb2.i20:
  br label %ret.h20

bb1.i20:
  br label %ret.h20

ret.h20:
  %t.374 = phi i64 [ 0, %bb_zero.i20 ], [ 6197850593633725355, %bb19.i20 ], [ 7780917995555872008, %bb18.i20 ], [ 4397547296490951402, %bb17.i20 ], [ 8441921394348257659, %bb16.i20 ], [ 5712322887342352941, %bb15.i20 ], [ 7869616827067468215, %bb14.i20 ], [ -1211730484530615009, %bb13.i20 ], [ 2303758334597371919, %bb12.i20 ], [ -7168499653074671557, %bb11.i20 ], [ 4148332274289687028, %bb10.i20 ], [ -1613291254968254911, %bb9.i20 ], [ -1692731182770600828, %bb8.i20 ], [ -135693905287338178, %bb7.i20 ], [ 452944820249399836, %bb6.i20 ], [ -5249950069107600672, %bb5.i20 ], [ -121206125134887583, %bb4.i20 ], [ -2638381946312093631, %bb3.i20 ], [ -277156292786332224, %bb2.i20 ], [ -6703182060581546711, %bb1.i20 ]
  br label %bb0.i21

bb0.i21:
  switch i32 %t.371, label %bb_zero.i21 [ i32 1, label %bb1.i21 i32 2, label %bb2.i21 i32 3, label %bb3.i21 i32 4, label %bb4.i21 i32 5, label %bb5.i21 i32 6, label %bb6.i21 i32 7, label %bb7.i21 i32 8, label %bb8.i21 i32 9, label %bb9.i21 i32 10, label %bb10.i21 i32 11, label %bb11.i21 i32 12, label %bb12.i21 i32 13, label %bb13.i21 i32 14, label %bb14.i21 i32 15, label %bb15.i21 i32 16, label %bb16.i21 i32 17, label %bb17.i21 i32 18, label %bb18.i21 i32 19, label %bb19.i21 ]

bb_zero.i21:
  br label %ret.h21

bb19.i21:
  br label %ret.h21

bb18.i21:
  br label %ret.h21

bb17.i21:
  br label %ret.h21

bb16.i21:
  br label %ret.h21

bb15.i21:
  br label %ret.h21

bb14.i21:
  br label %ret.h21

bb13.i21:
  br label %ret.h21

bb12.i21:
  br label %ret.h21

bb11.i21:
  br label %ret.h21

bb10.i21:
  br label %ret.h21

bb9.i21:
  br label %ret.h21

bb8.i21:
  br label %ret.h21

bb7.i21:
  br label %ret.h21

bb6.i21:
  br label %ret.h21

bb5.i21:
  br label %ret.h21

bb4.i21:
  br label %ret.h21

bb3.i21:
  br label %ret.h21

bb2.i21:
  br label %ret.h21

bb1.i21:
  br label %ret.h21

ret.h21:
  %t.375 = phi i64 [ 0, %bb_zero.i21 ], [ 6197850593633725355, %bb19.i21 ], [ 7780917995555872008, %bb18.i21 ], [ 4397547296490951402, %bb17.i21 ], [ 8441921394348257659, %bb16.i21 ], [ 5712322887342352941, %bb15.i21 ], [ 7869616827067468215, %bb14.i21 ], [ -1211730484530615009, %bb13.i21 ], [ 2303758334597371919, %bb12.i21 ], [ -7168499653074671557, %bb11.i21 ], [ 4148332274289687028, %bb10.i21 ], [ -1613291254968254911, %bb9.i21 ], [ -1692731182770600828, %bb8.i21 ], [ -135693905287338178, %bb7.i21 ], [ 452944820249399836, %bb6.i21 ], [ -5249950069107600672, %bb5.i21 ], [ -121206125134887583, %bb4.i21 ], [ -2638381946312093631, %bb3.i21 ], [ -277156292786332224, %bb2.i21 ], [ -6703182060581546711, %bb1.i21 ]
  br label %bb0.i22

bb0.i22:
  switch i32 %t.372, label %bb_zero.i22 [ i32 1, label %bb1.i22 i32 2, label %bb2.i22 i32 3, label %bb3.i22 i32 4, label %bb4.i22 i32 5, label %bb5.i22 i32 6, label %bb6.i22 i32 7, label %bb7.i22 i32 8, label %bb8.i22 i32 9, label %bb9.i22 i32 10, label %bb10.i22 i32 11, label %bb11.i22 i32 12, label %bb12.i22 i32 13, label %bb13.i22 i32 14, label %bb14.i22 i32 15, label %bb15.i22 i32 16, label %bb16.i22 i32 17, label %bb17.i22 i32 18, label %bb18.i22 i32 19, label %bb19.i22 ]

bb_zero.i22:
  br label %ret.h22

bb19.i22:
  br label %ret.h22

bb18.i22:
  br label %ret.h22

bb17.i22:
  br label %ret.h22

bb16.i22:
  br label %ret.h22

bb15.i22:
  br label %ret.h22

bb14.i22:
  br label %ret.h22

bb13.i22:
  br label %ret.h22

bb12.i22:
  br label %ret.h22

bb11.i22:
  br label %ret.h22

bb10.i22:
  br label %ret.h22

bb9.i22:
  br label %ret.h22

bb8.i22:
  br label %ret.h22

bb7.i22:
  br label %ret.h22

bb6.i22:
  br label %ret.h22

bb5.i22:
  br label %ret.h22

bb4.i22:
  br label %ret.h22

bb3.i22:
  br label %ret.h22

bb2.i22:
  br label %ret.h22

bb1.i22:
  br label %ret.h22

ret.h22:
  %t.376 = phi i64 [ 0, %bb_zero.i22 ], [ 6197850593633725355, %bb19.i22 ], [ 7780917995555872008, %bb18.i22 ], [ 4397547296490951402, %bb17.i22 ], [ 8441921394348257659, %bb16.i22 ], [ 5712322887342352941, %bb15.i22 ], [ 7869616827067468215, %bb14.i22 ], [ -1211730484530615009, %bb13.i22 ], [ 2303758334597371919, %bb12.i22 ], [ -7168499653074671557, %bb11.i22 ], [ 4148332274289687028, %bb10.i22 ], [ -1613291254968254911, %bb9.i22 ], [ -1692731182770600828, %bb8.i22 ], [ -135693905287338178, %bb7.i22 ], [ 452944820249399836, %bb6.i22 ], [ -5249950069107600672, %bb5.i22 ], [ -121206125134887583, %bb4.i22 ], [ -2638381946312093631, %bb3.i22 ], [ -277156292786332224, %bb2.i22 ], [ -6703182060581546711, %bb1.i22 ]
  %t.377 = and i64 %t.366, 63
  %t.378 = shl i64 %t.373, %t.377
  %t.379 = lshr i64 %t.374, 1
  %t.380 = and i64 %t.367, 63
  %t.381 = lshr i64 %t.379, %t.380
  %t.382 = or i64 %t.378, %t.381
  %t.383 = and i64 %t.366, 63
  %t.384 = shl i64 %t.374, %t.383
  %t.385 = lshr i64 %t.375, 1
  %t.386 = and i64 %t.367, 63
  %t.387 = lshr i64 %t.385, %t.386
  %t.388 = or i64 %t.384, %t.387
  %t.389 = and i64 %t.366, 63
  %t.390 = shl i64 %t.375, %t.389
  %t.391 = lshr i64 %t.376, 1
  %t.392 = and i64 %t.367, 63
  %t.393 = lshr i64 %t.391, %t.392
  %t.394 = or i64 %t.390, %t.393
  %t.395 = mul i64 %t.394, %t.369
  br label %bb0.i23

bb0.i23:
  %t.396 = and i64 %t.394, 4294967295
  %t.397 = lshr i64 %t.394, 32
  %t.398 = and i64 %t.369, 4294967295
  %t.399 = lshr i64 %t.369, 32
  %t.400 = mul i64 %t.396, %t.398
  %t.401 = mul i64 %t.396, %t.399
  %t.402 = mul i64 %t.397, %t.398
  %t.403 = mul i64 %t.397, %t.399
  %t.404 = lshr i64 %t.400, 32
  %t.405 = and i64 %t.401, 4294967295
  %t.406 = and i64 %t.402, 4294967295
  %t.407 = add i64 %t.404, %t.405
  %t.408 = add i64 %t.407, %t.406
  %t.409 = lshr i64 %t.401, 32
  %t.410 = lshr i64 %t.402, 32
  %t.411 = lshr i64 %t.408, 32
  %t.412 = add i64 %t.403, %t.409
  %t.413 = add i64 %t.412, %t.410
  %t.414 = add i64 %t.413, %t.411
  br label %ret.h23

ret.h23:
  %t.415 = phi i64 [ %t.414, %bb0.i23 ]
  %t.416 = mul i64 %t.388, %t.369
  br label %bb0.i24

bb0.i24:
  %t.417 = and i64 %t.388, 4294967295
  %t.418 = lshr i64 %t.388, 32
  %t.419 = and i64 %t.369, 4294967295
  %t.420 = lshr i64 %t.369, 32
  %t.421 = mul i64 %t.417, %t.419
  %t.422 = mul i64 %t.417, %t.420
  %t.423 = mul i64 %t.418, %t.419
  %t.424 = mul i64 %t.418, %t.420
  %t.425 = lshr i64 %t.421, 32
  %t.426 = and i64 %t.422, 4294967295
  %t.427 = and i64 %t.423, 4294967295
  %t.428 = add i64 %t.425, %t.426
  %t.429 = add i64 %t.428, %t.427
  %t.430 = lshr i64 %t.422, 32
  %t.431 = lshr i64 %t.423, 32
  %t.432 = lshr i64 %t.429, 32
  %t.433 = add i64 %t.424, %t.430
  %t.434 = add i64 %t.433, %t.431
  %t.435 = add i64 %t.434, %t.432
  br label %ret.h24

ret.h24:
  %t.436 = phi i64 [ %t.435, %bb0.i24 ]
  %t.437 = mul i64 %t.382, %t.369
  %t.438 = add i64 %t.415, %t.416
  %t.439 = icmp ult i64 %t.438, %t.415
  %t.440 = zext i1 %t.439 to i64
  %t.441 = add i64 %t.436, %t.437
  %t.442 = add i64 %t.441, %t.440
  %t.443 = add i64 %t.442, 2305843009213693952
  %t.444 = lshr i64 %t.443, 62
  %t.445 = and i64 %t.443, 4611686018427387903
  %t.446 = icmp ult i64 %t.445, 2305843009213693952
  %t.447 = sub i64 %t.445, 2305843009213693952
  br i1 %t.446, label %bb_negate.i18, label %bb_magnitude.i18

bb_negate.i18:
  %t.448 = xor i64 %t.395, -1
  %t.449 = add i64 %t.448, 1
  %t.450 = icmp eq i64 %t.395, 0
  %t.451 = zext i1 %t.450 to i64
  %t.452 = xor i64 %t.438, -1
  %t.453 = add i64 %t.452, %t.451
  %t.454 = icmp eq i64 %t.438, 0
  %t.455 = and i1 %t.450, %t.454
  %t.456 = zext i1 %t.455 to i64
  %t.457 = xor i64 %t.447, -1
  %t.458 = add i64 %t.457, %t.456
  br label %bb_magnitude.i18

bb_magnitude.i18:
  %t.459 = phi i64 [ %t.447, %ret.h24 ], [ %t.458, %bb_negate.i18 ]
  %t.460 = phi i64 [ %t.438, %ret.h24 ], [ %t.453, %bb_negate.i18 ]
  %t.461 = phi i64 [ %t.395, %ret.h24 ], [ %t.449, %bb_negate.i18 ]
  %t.462 = icmp eq i64 %t.459, 0
  br i1 %t.462, label %bb_shift64.i18, label %bb_normalize.i18

bb_shift64.i18:
  br label %bb_normalize.i18

bb_normalize.i18:
  %t.463 = phi i64 [ %t.459, %bb_magnitude.i18 ], [ %t.460, %bb_shift64.i18 ]
  %t.464 = phi i64 [ %t.460, %bb_magnitude.i18 ], [ %t.461, %bb_shift64.i18 ]
  %t.465 = phi i64 [ %t.461, %bb_magnitude.i18 ], [ 0, %bb_shift64.i18 ]
  %t.466 = phi i32 [ 0, %bb_magnitude.i18 ], [ 64, %bb_shift64.i18 ]
  %t.467 = uitofp i64 %t.463 to double
  %t.468 = bitcast double %t.467 to i64
  %t.469 = lshr i64 %t.468, 52
  %t.470 = sub i64 1086, %t.469
  %t.471 = and i64 %t.470, 63
  %t.472 = shl i64 %t.463, %t.471
  %t.473 = lshr i64 %t.472, 63
  %t.474 = sub i64 1, %t.473
  %t.475 = add i64 %t.470, %t.474
  %t.476 = sub i64 63, %t.475
  %t.477 = and i64 %t.475, 63
  %t.478 = shl i64 %t.463, %t.477
  %t.479 = lshr i64 %t.464, 1
  %t.480 = and i64 %t.476, 63
  %t.481 = lshr i64 %t.479, %t.480
  %t.482 = or i64 %t.478, %t.481
  %t.483 = and i64 %t.475, 63
  %t.484 = shl i64 %t.464, %t.483
  %t.485 = lshr i64 %t.465, 1
  %t.486 = and i64 %t.476, 63
  %t.487 = lshr i64 %t.485, %t.486
  %t.488 = or i64 %t.484, %t.487
  %t.489 = trunc i64 %t.475 to i32
  %t.490 = add i32 %t.466, %t.489
  %t.491 = lshr i64 %t.482, 11
  %t.492 = and i64 %t.482, 2047
  %t.493 = shl i64 %t.492, 53
  %t.494 = lshr i64 %t.488, 11
  %t.495 = or i64 %t.493, %t.494
  %t.496 = uitofp i64 %t.491 to double
  %t.497 = uitofp i64 %t.495 to double
  %t.498 = sub i32 -51, %t.490
  br label %bb0.i25

bb0.i25:
  %t.499 = add i32 %t.498, 1023
  %t.500 = sext i32 %t.499 to i64
  %t.501 = shl i64 %t.500, 52
  %t.502 = bitcast i64 %t.501 to double
  br label %ret.h25

ret.h25:
  %t.503 = phi double [ %t.502, %bb0.i25 ]
  %t.504 = fmul double %t.496, %t.503
  %t.505 = fmul double %t.497, %t.503
  %t.506 = fmul double %t.505, 0x3BF0000000000000
  %t.507 = fmul double %t.504, 0x3FF921FB54442D18
  %t.508 = fsub double 0x8000000000000000, %t.507
  %t.509 = call double @llvm.fma.f64(double %t.504, double 0x3FF921FB54442D18, double %t.508)
  %t.510 = fmul double %t.504, 0x3C91A62633145C07
  %t.511 = fmul double %t.506, 0x3FF921FB54442D18
  %t.512 = fadd double %t.510, %t.511
  %t.513 = fadd double %t.509, %t.512
  %t.514 = fadd double %t.507, %t.513
  %t.515 = fsub double %t.514, %t.507
  %t.516 = fsub double %t.513, %t.515
  %t.517 = xor i1 %t.446, %t.359
  br i1 %t.517, label %bb_flip.i18, label %bb_keep.i18

bb_keep.i18:
  br label %bb_quadrant.i18

bb_flip.i18:
  %t.518 = fsub double 0x8000000000000000, %t.514
  %t.519 = fsub double 0x8000000000000000, %t.516
  br label %bb_quadrant.i18

bb_quadrant.i18:
  %t.520 = phi double [ %t.518, %bb_flip.i18 ], [ %t.514, %bb_keep.i18 ]
  %t.521 = phi double [ %t.519, %bb_flip.i18 ], [ %t.516, %bb_keep.i18 ]
  %t.522 = trunc i64 %t.444 to i32
  br i1 %t.359, label %bb_neg_n.i18, label %bb_out.i18

bb_neg_n.i18:
  %t.523 = sub i32 0, %t.522
  br label %bb_out.i18

bb_out.i18:
  %t.524 = phi i32 [ %t.522, %bb_quadrant.i18 ], [ %t.523, %bb_neg_n.i18 ]
  %t.525 = and i32 %t.524, 3
  br label %bb0.i26

bb0.i26:
  %t.526 = icmp eq i32 0, 2
  br i1 %t.526, label %bb_tan.i26, label %bb_sin_cos.i26

bb_sin_cos.i26:
  %t.527 = add i32 %t.525, 0
  %t.528 = and i32 %t.527, 3
  %t.529 = and i32 %t.528, 1
  %t.530 = icmp eq i32 %t.529, 1
  br i1 %t.530, label %bb_cos.i26, label %bb_sin.i26

bb_sin.i26:
  br label %bb0.i27

bb0.i27:
  %t.531 = fmul double %t.520, %t.520
  %t.532 = fmul double %t.531, %t.531
  %t.533 = fmul double %t.531, 0x3EC71DE357B1FE7D
  %t.534 = fadd double %t.533, 0xBF2A01A019C161D5
  %t.535 = fmul double %t.531, %t.534
  %t.536 = fadd double %t.535, 0x3F8111111110F8A6
  %t.537 = fmul double %t.531, 0x3DE5D93A5ACFD57C
  %t.538 = fadd double %t.537, 0xBE5AE5E68A2B9CEB
  %t.539 = fmul double %t.531, %t.532
  %t.540 = fmul double %t.539, %t.538
  %t.541 = fadd double %t.536, %t.540
  %t.542 = fmul double %t.531, %t.520
  %t.543 = fmul double %t.521, 0x3FE0000000000000
  %t.544 = fmul double %t.542, %t.541
  %t.545 = fsub double %t.543, %t.544
  %t.546 = fmul double %t.531, %t.545
  %t.547 = fsub double %t.546, %t.521
  %t.548 = fmul double %t.542, 0xBFC5555555555549
  %t.549 = fsub double %t.547, %t.548
  %t.550 = fsub double %t.520, %t.549
  br label %ret.h27

ret.h27:
  %t.551 = phi double [ %t.550, %bb0.i27 ]
  br label %bb_sign.i26

bb_cos.i26:
  br label %bb0.i28

bb0.i28:
  %t.552 = fmul double %t.520, %t.520
  %t.553 = fmul double %t.552, %t.552
  %t.554 = fmul double %t.552, 0x3EFA01A019CB1590
  %t.555 = fadd double %t.554, 0xBF56C16C16C15177
  %t.556 = fmul double %t.552, %t.555
  %t.557 = fadd double %t.556, 0x3FA555555555554C
  %t.558 = fmul double %t.552, %t.557
  %t.559 = fmul double %t.552, 0xBDA8FAE9BE8838D4
  %t.560 = fadd double %t.559, 0x3E21EE9EBDB4B1C4
  %t.561 = fmul double %t.552, %t.560
  %t.562 = fadd double %t.561, 0xBE927E4F809C52AD
  %t.563 = fmul double %t.553, %t.553
  %t.564 = fmul double %t.563, %t.562
  %t.565 = fadd double %t.558, %t.564
  %t.566 = fmul double %t.552, 0x3FE0000000000000
  %t.567 = fsub double 0x3FF0000000000000, %t.566
  %t.568 = fsub double 0x3FF0000000000000, %t.567
  %t.569 = fsub double %t.568, %t.566
  %t.570 = fmul double %t.552, %t.565
  %t.571 = fmul double %t.520, %t.521
  %t.572 = fsub double %t.570, %t.571
  %t.573 = fadd double %t.569, %t.572
  %t.574 = fadd double %t.567, %t.573
  br label %ret.h28

ret.h28:
  %t.575 = phi double [ %t.574, %bb0.i28 ]
  br label %bb_sign.i26

bb_sign.i26:
  %t.576 = phi double [ %t.551, %ret.h27 ], [ %t.575, %ret.h28 ]
  %t.577 = icmp uge i32 %t.528, 2
  br i1 %t.577, label %bb_neg.i26, label %bb_pos.i26

bb_pos.i26:
  br label %ret.h26

bb_neg.i26:
  %t.578 = fsub double 0x8000000000000000, %t.576
  br label %ret.h26

bb_tan.i26:
  %t.579 = and i32 %t.525, 1
  %t.580 = icmp eq i32 %t.579, 1
  br label %bb0.i29

bb0.i29:
  %t.581 = fcmp olt double %t.520, 0x0000000000000000
  %t.582 = call double @llvm.fabs.f64(double %t.520)
  %t.583 = fcmp oge double %t.582, 0x3FE5942800000000
  br i1 %t.583, label %bb_big.i29, label %bb_poly.i29

bb_big.i29:
  br i1 %t.581, label %bb_flip.i29, label %bb_keep.i29

bb_keep.i29:
  br label %bb_big2.i29

bb_flip.i29:
  %t.584 = fsub double 0x8000000000000000, %t.520
  %t.585 = fsub double 0x8000000000000000, %t.521
  br label %bb_big2.i29

bb_big2.i29:
  %t.586 = phi double [ %t.584, %bb_flip.i29 ], [ %t.520, %bb_keep.i29 ]
  %t.587 = phi double [ %t.585, %bb_flip.i29 ], [ %t.521, %bb_keep.i29 ]
  %t.588 = fsub double 0x3FE921FB54442D18, %t.586
  %t.589 = fsub double 0x3C81A62633145C07, %t.587
  %t.590 = fadd double %t.588, %t.589
  br label %bb_poly.i29

bb_poly.i29:
  %t.591 = phi double [ %t.520, %bb0.i29 ], [ %t.590, %bb_big2.i29 ]
  %t.592 = phi double [ %t.521, %bb0.i29 ], [ 0x0000000000000000, %bb_big2.i29 ]
  %t.593 = fmul double %t.591, %t.591
  %t.594 = fmul double %t.593, %t.593
  %t.595 = fmul double %t.594, 0xBEF375CBDB605373
  %t.596 = fadd double %t.595, 0x3F147E88A03792A6
  %t.597 = fmul double %t.594, %t.596
  %t.598 = fadd double %t.597, 0x3F4344D8F2F26501
  %t.599 = fmul double %t.594, %t.598
  %t.600 = fadd double %t.599, 0x3F6D6D22C9560328
  %t.601 = fmul double %t.594, %t.600
  %t.602 = fadd double %t.601, 0x3F9664F48406D637
  %t.603 = fmul double %t.594, %t.602
  %t.604 = fadd double %t.603, 0x3FC111111110FE7A
  %t.605 = fmul double %t.594, 0x3EFB2A7074BF7AD4
  %t.606 = fadd double %t.605, 0x3F12B80F32F0A7E9
  %t.607 = fmul double %t.594, %t.606
  %t.608 = fadd double %t.607, 0x3F3026F71A8D1068
  %t.609 = fmul double %t.594, %t.608
  %t.610 = fadd double %t.609, 0x3F57DBC8FEE08315
  %t.611 = fmul double %t.594, %t.610
  %t.612 = fadd double %t.611, 0x3F8226E3E96E8493
  %t.613 = fmul double %t.594, %t.612
  %t.614 = fadd double %t.613, 0x3FABA1BA1BB341FE
  %t.615 = fmul double %t.593, %t.614
  %t.616 = fmul double %t.593, %t.591
  %t.617 = fadd double %t.604, %t.615
  %t.618 = fmul double %t.616, %t.617
  %t.619 = fadd double %t.618, %t.592
  %t.620 = fmul double %t.593, %t.619
  %t.621 = fadd double %t.592, %t.620
  %t.622 = fmul double %t.616, 0x3FD5555555555563
  %t.623 = fadd double %t.621, %t.622
  %t.624 = fadd double %t.591, %t.623
  br i1 %t.583, label %bb_big_ret.i29, label %bb_small_ret.i29

bb_small_ret.i29:
  br i1 %t.580, label %bb_recip.i29, label %bb_direct.i29

bb_direct.i29:
  br label %ret.h29

bb_recip.i29:
  %t.625 = bitcast double %t.624 to i64
  %t.626 = and i64 %t.625, -4294967296
  %t.627 = bitcast i64 %t.626 to double
  %t.628 = fsub double %t.627, %t.591
  %t.629 = fsub double %t.623, %t.628
  %t.630 = fdiv double 0xBFF0000000000000, %t.624
  %t.631 = bitcast double %t.630 to i64
  %t.632 = and i64 %t.631, -4294967296
  %t.633 = bitcast i64 %t.632 to double
  %t.634 = fmul double %t.633, %t.627
  %t.635 = fadd double 0x3FF0000000000000, %t.634
  %t.636 = fmul double %t.633, %t.629
  %t.637 = fadd double %t.635, %t.636
  %t.638 = fmul double %t.630, %t.637
  %t.639 = fadd double %t.633, %t.638
  br label %ret.h29

bb_big_ret.i29:
  %t.640 = select i1 %t.580, double 0x3FF0000000000000, double 0x0000000000000000
  %t.641 = fmul double %t.640, 0x4000000000000000
  %t.642 = fsub double 0x3FF0000000000000, %t.641
  %t.643 = fmul double %t.624, %t.624
  %t.644 = fadd double %t.624, %t.642
  %t.645 = fdiv double %t.643, %t.644
  %t.646 = fsub double %t.645, %t.623
  %t.647 = fsub double %t.591, %t.646
  %t.648 = fmul double %t.647, 0x4000000000000000
  %t.649 = fsub double %t.642, %t.648
  %t.650 = select i1 %t.581, double 0x3FF0000000000000, double 0x0000000000000000
  %t.651 = fmul double %t.650, 0x4000000000000000
  %t.652 = fsub double 0x3FF0000000000000, %t.651
  %t.653 = fmul double %t.652, %t.649
  br label %ret.h29

ret.h29:
  %t.654 = phi double [ %t.624, %bb_direct.i29 ], [ %t.639, %bb_recip.i29 ], [ %t.653, %bb_big_ret.i29 ]
  br label %ret.h26

ret.h26:
  %t.655 = phi double [ %t.576, %bb_pos.i26 ], [ %t.578, %bb_neg.i26 ], [ %t.654, %ret.h29 ]
  br label %ret.h18

ret.h18:
  %t.656 = phi double [ %t.655, %ret.h26 ]
  br label %ret.h17

bb_medium.i17:
  %t.657 = fmul double %t.12, 0x3FE45F306DC9C883
  %t.658 = fadd double %t.657, 0x4338000000000000
  %t.659 = fsub double %t.658, 0x4338000000000000
  %t.660 = fsub double 0x8000000000000000, %t.659
  %t.661 = call double @llvm.fma.f64(double %t.660, double 0x3FF921FB54442D18, double %t.12)
  %t.662 = fmul double %t.659, 0x3C91A62633145C07
  %t.663 = fsub double 0x8000000000000000, %t.662
  %t.664 = call double @llvm.fma.f64(double %t.659, double 0x3C91A62633145C07, double %t.663)
  %t.665 = fadd double %t.661, %t.663
  %t.666 = fsub double %t.665, %t.661
  %t.667 = fsub double %t.665, %t.666
  %t.668 = fsub double %t.661, %t.667
  %t.669 = fsub double %t.663, %t.666
  %t.670 = fadd double %t.668, %t.669
  %t.671 = fmul double %t.659, 0xB91F1976B7ED8FBC
  %t.672 = fsub double %t.670, %t.664
  %t.673 = fsub double %t.672, %t.671
  %t.674 = fadd double %t.665, %t.673
  %t.675 = fsub double %t.674, %t.665
  %t.676 = fsub double %t.673, %t.675
  %t.677 = call i32 @llvm.fptosi.sat.i32.f64(double %t.659)
  %t.678 = and i32 %t.677, 3
  br label %bb0.i30

bb0.i30:
  %t.679 = icmp eq i32 0, 2
  br i1 %t.679, label %bb_tan.i30, label %bb_sin_cos.i30

bb_sin_cos.i30:
  %t.680 = add i32 %t.678, 0
  %t.681 = and i32 %t.680, 3
  %t.682 = and i32 %t.681, 1
  %t.683 = icmp eq i32 %t.682, 1
  br i1 %t.683, label %bb_cos.i30, label %bb_sin.i30

bb_sin.i30:
  br label %bb0.i31

bb0.i31:
  %t.684 = fmul double %t.674, %t.674
  %t.685 = fmul double %t.684, %t.684
  %t.686 = fmul double %t.684, 0x3EC71DE357B1FE7D
  %t.687 = fadd double %t.686, 0xBF2A01A019C161D5
  %t.688 = fmul double %t.684, %t.687
  %t.689 = fadd double %t.688, 0x3F8111111110F8A6
  %t.690 = fmul double %t.684, 0x3DE5D93A5ACFD57C
  %t.691 = fadd double %t.690, 0xBE5AE5E68A2B9CEB
  %t.692 = fmul double %t.684, %t.685
  %t.693 = fmul double %t.692, %t.691
  %t.694 = fadd double %t.689, %t.693
  %t.695 = fmul double %t.684, %t.674
  %t.696 = fmul double %t.676, 0x3FE0000000000000
  %t.697 = fmul double %t.695, %t.694
  %t.698 = fsub double %t.696, %t.697
  %t.699 = fmul double %t.684, %t.698
  %t.700 = fsub double %t.699, %t.676
  %t.701 = fmul double %t.695, 0xBFC5555555555549
  %t.702 = fsub double %t.700, %t.701
  %t.703 = fsub double %t.674, %t.702
  br label %ret.h31

ret.h31:
  %t.704 = phi double [ %t.703, %bb0.i31 ]
  br label %bb_sign.i30

bb_cos.i30:
  br label %bb0.i32

bb0.i32:
  %t.705 = fmul double %t.674, %t.674
  %t.706 = fmul double %t.705, %t.705
  %t.707 = fmul double %t.705, 0x3EFA01A019CB1590
  %t.708 = fadd double %t.707, 0xBF56C16C16C15177
  %t.709 = fmul double %t.705, %t.708
  %t.710 = fadd double %t.709, 0x3FA555555555554C
  %t.711 = fmul double %t.705, %t.710
  %t.712 = fmul double %t.705, 0xBDA8FAE9BE8838D4
  %t.713 = fadd double %t.712, 0x3E21EE9EBDB4B1C4
  %t.714 = fmul double %t.705, %t.713
  %t.715 = fadd double %t.714, 0xBE927E4F809C52AD
  %t.716 = fmul double %t.706, %t.706
  %t.717 = fmul double %t.716, %t.715
  %t.718 = fadd double %t.711, %t.717
  %t.719 = fmul double %t.705, 0x3FE0000000000000
  %t.720 = fsub double 0x3FF0000000000000, %t.719
  %t.721 = fsub double 0x3FF0000000000000, %t.720
  %t.722 = fsub double %t.721, %t.719
  %t.723 = fmul double %t.705, %t.718
  %t.724 = fmul double %t.674, %t.676
  %t.725 = fsub double %t.723, %t.724
  %t.726 = fadd double %t.722, %t.725
  %t.727 = fadd double %t.720, %t.726
  br label %ret.h32

ret.h32:
  %t.728 = phi double [ %t.727, %bb0.i32 ]
  br label %bb_sign.i30

bb_sign.i30:
  %t.729 = phi double [ %t.704, %ret.h31 ], [ %t.728, %ret.h32 ]
  %t.730 = icmp uge i32 %t.681, 2
  br i1 %t.730, label %bb_neg.i30, label %bb_pos.i30

bb_pos.i30:
  br label %ret.h30

bb_neg.i30:
  %t.731 = fsub double 0x8000000000000000, %t.729
  br label %ret.h30

bb_tan.i30:
  %t.732 = and i32 %t.678, 1
  %t.733 = icmp eq i32 %t.732, 1
  br label %bb0.i33

bb0.i33:
  %t.734 = fcmp olt double %t.674, 0x0000000000000000
  %t.735 = call double @llvm.fabs.f64(double %t.674)
  %t.736 = fcmp oge double %t.735, 0x3FE5942800000000
  br i1 %t.736, label %bb_big.i33, label %bb_poly.i33

bb_big.i33:
  br i1 %t.734, label %bb_flip.i33, label %bb_keep.i33

bb_keep.i33:
  br label %bb_big2.i33

bb_flip.i33:
  %t.737 = fsub double 0x8000000000000000, %t.674
  %t.738 = fsub double 0x8000000000000000, %t.676
  br label %bb_big2.i33

bb_big2.i33:
  %t.739 = phi double [ %t.737, %bb_flip.i33 ], [ %t.674, %bb_keep.i33 ]
  %t.740 = phi double [ %t.738, %bb_flip.i33 ], [ %t.676, %bb_keep.i33 ]
  %t.741 = fsub double 0x3FE921FB54442D18, %t.739
  %t.742 = fsub double 0x3C81A62633145C07, %t.740
  %t.743 = fadd double %t.741, %t.742
  br label %bb_poly.i33

bb_poly.i33:
  %t.744 = phi double [ %t.674, %bb0.i33 ], [ %t.743, %bb_big2.i33 ]
  %t.745 = phi double [ %t.676, %bb0.i33 ], [ 0x0000000000000000, %bb_big2.i33 ]
  %t.746 = fmul double %t.744, %t.744
  %t.747 = fmul double %t.746, %t.746
  %t.748 = fmul double %t.747, 0xBEF375CBDB605373
  %t.749 = fadd double %t.748, 0x3F147E88A03792A6
  %t.750 = fmul double %t.747, %t.749
  %t.751 = fadd double %t.750, 0x3F4344D8F2F26501
  %t.752 = fmul double %t.747, %t.751
  %t.753 = fadd double %t.752, 0x3F6D6D22C9560328
  %t.754 = fmul double %t.747, %t.753
  %t.755 = fadd double %t.754, 0x3F9664F48406D637
  %t.756 = fmul double %t.747, %t.755
  %t.757 = fadd double %t.756, 0x3FC111111110FE7A
  %t.758 = fmul double %t.747, 0x3EFB2A7074BF7AD4
  %t.759 = fadd double %t.758, 0x3F12B80F32F0A7E9
  %t.760 = fmul double %t.747, %t.759
  %t.761 = fadd double %t.760, 0x3F3026F71A8D1068
  %t.762 = fmul double %t.747, %t.761
  %t.763 = fadd double %t.762, 0x3F57DBC8FEE08315
  %t.764 = fmul double %t.747, %t.763
  %t.765 = fadd double %t.764, 0x3F8226E3E96E8493
  %t.766 = fmul double %t.747, %t.765
  %t.767 = fadd double %t.766, 0x3FABA1BA1BB341FE
  %t.768 = fmul double %t.746, %t.767
  %t.769 = fmul double %t.746, %t.744
  %t.770 = fadd double %t.757, %t.768
  %t.771 = fmul double %t.769, %t.770
  %t.772 = fadd double %t.771, %t.745
  %t.773 = fmul double %t.746, %t.772
  %t.774 = fadd double %t.745, %t.773
  %t.775 = fmul double %t.769, 0x3FD5555555555563
  %t.776 = fadd double %t.774, %t.775
  %t.777 = fadd double %t.744, %t.776
  br i1 %t.736, label %bb_big_ret.i33, label %bb_small_ret.i33

bb_small_ret.i33:
  br i1 %t.733, label %bb_recip.i33, label %bb_direct.i33

bb_direct.i33:
  br label %ret.h33

bb_recip.i33:
  %t.778 = bitcast double %t.777 to i64
  %t.779 = and i64 %t.778, -4294967296
  %t.780 = bitcast i64 %t.779 to double
  %t.781 = fsub double %t.780, %t.744
  %t.782 = fsub double %t.776, %t.781
  %t.783 = fdiv double 0xBFF0000000000000, %t.777
  %t.784 = bitcast double %t.783 to i64
  %t.785 = and i64 %t.784, -4294967296
  %t.786 = bitcast i64 %t.785 to double
  %t.787 = fmul double %t.786, %t.780
  %t.788 = fadd double 0x3FF0000000000000, %t.787
  %t.789 = fmul double %t.786, %t.782
  %t.790 = fadd double %t.788, %t.789
  %t.791 = fmul double %t.783, %t.790
  %t.792 = fadd double %t.786, %t.791
  br label %ret.h33

bb_big_ret.i33:
  %t.793 = select i1 %t.733, double 0x3FF0000000000000, double 0x0000000000000000
  %t.794 = fmul double %t.793, 0x4000000000000000
  %t.795 = fsub double 0x3FF0000000000000, %t.794
  %t.796 = fmul double %t.777, %t.777
  %t.797 = fadd double %t.777, %t.795
  %t.798 = fdiv double %t.796, %t.797
  %t.799 = fsub double %t.798, %t.776
  %t.800 = fsub double %t.744, %t.799
  %t.801 = fmul double %t.800, 0x4000000000000000
  %t.802 = fsub double %t.795, %t.801
  %t.803 = select i1 %t.734, double 0x3FF0000000000000, double 0x0000000000000000
  %t.804 = fmul double %t.803, 0x4000000000000000
  %t.805 = fsub double 0x3FF0000000000000, %t.804
  %t.806 = fmul double %t.805, %t.802
  br label %ret.h33

ret.h33:
  %t.807 = phi double [ %t.777, %bb_direct.i33 ], [ %t.792, %bb_recip.i33 ], [ %t.806, %bb_big_ret.i33 ]
  br label %ret.h30

ret.h30:
  %t.808 = phi double [ %t.729, %bb_pos.i30 ], [ %t.731, %bb_neg.i30 ], [ %t.807, %ret.h33 ]
  br label %ret.h17

bb_small.i17:
  br label %bb0.i34

bb0.i34:
  %t.809 = icmp eq i32 0, 2
  br i1 %t.809, label %bb_tan.i34, label %bb_sin_cos.i34

bb_sin_cos.i34:
  %t.810 = add i32 0, 0
  %t.811 = and i32 %t.810, 3
  %t.812 = and i32 %t.811, 1
  %t.813 = icmp eq i32 %t.812, 1
  br i1 %t.813, label %bb_cos.i34, label %bb_sin.i34

bb_sin.i34:
  br label %bb0.i35

bb0.i35:
  %t.814 = fmul double %t.12, %t.12
  %t.815 = fmul double %t.814, %t.814
  %t.816 = fmul double %t.814, 0x3EC71DE357B1FE7D
  %t.817 = fadd double %t.816, 0xBF2A01A019C161D5
  %t.818 = fmul double %t.814, %t.817
  %t.819 = fadd double %t.818, 0x3F8111111110F8A6
  %t.820 = fmul double %t.814, 0x3DE5D93A5ACFD57C
  %t.821 = fadd double %t.820, 0xBE5AE5E68A2B9CEB
  %t.822 = fmul double %t.814, %t.815
  %t.823 = fmul double %t.822, %t.821
  %t.824 = fadd double %t.819, %t.823
  %t.825 = fmul double %t.814, %t.12
  %t.826 = fmul double 0x0000000000000000, 0x3FE0000000000000
  %t.827 = fmul double %t.825, %t.824
  %t.828 = fsub double %t.826, %t.827
  %t.829 = fmul double %t.814, %t.828
  %t.830 = fsub double %t.829, 0x0000000000000000
  %t.831 = fmul double %t.825, 0xBFC5555555555549
  %t.832 = fsub double %t.830, %t.831
  %t.833 = fsub double %t.12, %t.832
  br label %ret.h35

ret.h35:
  %t.834 = phi double [ %t.833, %bb0.i35 ]
  br label %bb_sign.i34

bb_cos.i34:
  br label %bb0.i36

bb0.i36:
  %t.835 = fmul double %t.12, %t.12
  %t.836 = fmul double %t.835, %t.835
  %t.837 = fmul double %t.835, 0x3EFA01A019CB1590
  %t.838 = fadd double %t.837, 0xBF56C16C16C15177
  %t.839 = fmul double %t.835, %t.838
  %t.840 = fadd double %t.839, 0x3FA555555555554C
  %t.841 = fmul double %t.835, %t.840
  %t.842 = fmul double %t.835, 0xBDA8FAE9BE8838D4
  %t.843 = fadd double %t.842, 0x3E21EE9EBDB4B1C4
  %t.844 = fmul double %t.835, %t.843
  %t.845 = fadd double %t.844, 0xBE927E4F809C52AD
  %t.846 = fmul double %t.836, %t.836
  %t.847 = fmul double %t.846, %t.845
  %t.848 = fadd double %t.841, %t.847
  %t.849 = fmul double %t.835, 0x3FE0000000000000
  %t.850 = fsub double 0x3FF0000000000000, %t.849
  %t.851 = fsub double 0x3FF0000000000000, %t.850
  %t.852 = fsub double %t.851, %t.849
  %t.853 = fmul double %t.835, %t.848
  %t.854 = fmul double %t.12, 0x0000000000000000
  %t.855 = fsub double %t.853, %t.854
  %t.856 = fadd double %t.852, %t.855
  %t.857 = fadd double %t.850, %t.856
  br label %ret.h36

ret.h36:
  %t.858 = phi double [ %t.857, %bb0.i36 ]
  br label %bb_sign.i34

bb_sign.i34:
  %t.859 = phi double [ %t.834, %ret.h35 ], [ %t.858, %ret.h36 ]
  %t.860 = icmp uge i32 %t.811, 2
  br i1 %t.860, label %bb_neg.i34, label %bb_pos.i34

bb_pos.i34:
  br label %ret.h34

bb_neg.i34:
  %t.861 = fsub double 0x8000000000000000, %t.859
  br label %ret.h34

bb_tan.i34:
  %t.862 = and i32 0, 1
  %t.863 = icmp eq i32 %t.862, 1
  br label %bb0.i37

bb0.i37:
  %t.864 = fcmp olt double %t.12, 0x0000000000000000
  %t.865 = call double @llvm.fabs.f64(double %t.12)
  %t.866 = fcmp oge double %t.865, 0x3FE5942800000000
  br i1 %t.866, label %bb_big.i37, label %bb_poly.i37

bb_big.i37:
  br i1 %t.864, label %bb_flip.i37, label %bb_keep.i37

bb_keep.i37:
  br label %bb_big2.i37

bb_flip.i37:
  %t.867 = fsub double 0x8000000000000000, %t.12
  %t.868 = fsub double 0x8000000000000000, 0x0000000000000000
  br label %bb_big2.i37

bb_big2.i37:
  %t.869 = phi double [ %t.867, %bb_flip.i37 ], [ %t.12, %bb_keep.i37 ]
  %t.870 = phi double [ %t.868, %bb_flip.i37 ], [ 0x0000000000000000, %bb_keep.i37 ]
  %t.871 = fsub double 0x3FE921FB54442D18, %t.869
  %t.872 = fsub double 0x3C81A62633145C07, %t.870
  %t.873 = fadd double %t.871, %t.872
  br label %bb_poly.i37

bb_poly.i37:
  %t.874 = phi double [ %t.12, %bb0.i37 ], [ %t.873, %bb_big2.i37 ]
  %t.875 = phi double [ 0x0000000000000000, %bb0.i37 ], [ 0x0000000000000000, %bb_big2.i37 ]
  %t.876 = fmul double %t.874, %t.874
  %t.877 = fmul double %t.876, %t.876
  %t.878 = fmul double %t.877, 0xBEF375CBDB605373
  %t.879 = fadd double %t.878, 0x3F147E88A03792A6
  %t.880 = fmul double %t.877, %t.879
  %t.881 = fadd double %t.880, 0x3F4344D8F2F26501
  %t.882 = fmul double %t.877, %t.881
  %t.883 = fadd double %t.882, 0x3F6D6D22C9560328
  %t.884 = fmul double %t.877, %t.883
  %t.885 = fadd double %t.884, 0x3F9664F48406D637
  %t.886 = fmul double %t.877, %t.885
  %t.887 = fadd double %t.886, 0x3FC111111110FE7A
  %t.888 = fmul double %t.877, 0x3EFB2A7074BF7AD4
  %t.889 = fadd double %t.888, 0x3F12B80F32F0A7E9
  %t.890 = fmul double %t.877, %t.889
  %t.891 = fadd double %t.890, 0x3F3026F71A8D1068
  %t.892 = fmul double %t.877, %t.891
  %t.893 = fadd double %t.892, 0x3F57DBC8FEE08315
  %t.894 = fmul double %t.877, %t.893
  %t.895 = fadd double %t.894, 0x3F8226E3E96E8493
  %t.896 = fmul double %t.877, %t.895
  %t.897 = fadd double %t.896, 0x3FABA1BA1BB341FE
  %t.898 = fmul double %t.876, %t.897
  %t.899 = fmul double %t.876, %t.874
  %t.900 = fadd double %t.887, %t.898
  %t.901 = fmul double %t.899, %t.900
  %t.902 = fadd double %t.901, %t.875
  %t.903 = fmul double %t.876, %t.902
  %t.904 = fadd double %t.875, %t.903
  %t.905 = fmul double %t.899, 0x3FD5555555555563
  %t.906 = fadd double %t.904, %t.905
  %t.907 = fadd double %t.874, %t.906
  br i1 %t.866, label %bb_big_ret.i37, label %bb_small_ret.i37

bb_small_ret.i37:
  br i1 %t.863, label %bb_recip.i37, label %bb_direct.i37

bb_direct.i37:
  br label %ret.h37

bb_recip.i37:
  %t.908 = bitcast double %t.907 to i64
  %t.909 = and i64 %t.908, -4294967296
  %t.910 = bitcast i64 %t.909 to double
  %t.911 = fsub double %t.910, %t.874
  %t.912 = fsub double %t.906, %t.911
  %t.913 = fdiv double 0xBFF0000000000000, %t.907
  %t.914 = bitcast double %t.913 to i64
  %t.915 = and i64 %t.914, -4294967296
  %t.916 = bitcast i64 %t.915 to double
  %t.917 = fmul double %t.916, %t.910
  %t.918 = fadd double 0x3FF0000000000000, %t.917
  %t.919 = fmul double %t.916, %t.912
  %t.920 = fadd double %t.918, %t.919
  %t.921 = fmul double %t.913, %t.920
  %t.922 = fadd double %t.916, %t.921
  br label %ret.h37

bb_big_ret.i37:
  %t.923 = select i1 %t.863, double 0x3FF0000000000000, double 0x0000000000000000
  %t.924 = fmul double %t.923, 0x4000000000000000
  %t.925 = fsub double 0x3FF0000000000000, %t.924
  %t.926 = fmul double %t.907, %t.907
  %t.927 = fadd double %t.907, %t.925
  %t.928 = fdiv double %t.926, %t.927
  %t.929 = fsub double %t.928, %t.906
  %t.930 = fsub double %t.874, %t.929
  %t.931 = fmul double %t.930, 0x4000000000000000
  %t.932 = fsub double %t.925, %t.931
  %t.933 = select i1 %t.864, double 0x3FF0000000000000, double 0x0000000000000000
  %t.934 = fmul double %t.933, 0x4000000000000000
  %t.935 = fsub double 0x3FF0000000000000, %t.934
  %t.936 = fmul double %t.935, %t.932
  br label %ret.h37

ret.h37:
  %t.937 = phi double [ %t.907, %bb_direct.i37 ], [ %t.922, %bb_recip.i37 ], [ %t.936, %bb_big_ret.i37 ]
  br label %ret.h34

ret.h34:
  %t.938 = phi double [ %t.859, %bb_pos.i34 ], [ %t.861, %bb_neg.i34 ], [ %t.937, %ret.h37 ]
  br label %ret.h17

bb_tiny.i17:
  %t.939 = icmp eq i32 0, 1
  br i1 %t.939, label %bb_one.i17, label %bb_self.i17

bb_self.i17:
  br label %ret.h17

bb_one.i17:
  br label %ret.h17

ret.h17:
  %t.940 = phi double [ 0x7FF8000000000000, %bb_nan.i17 ], [ %t.656, %ret.h18 ], [ %t.808, %ret.h30 ], [ %t.938, %ret.h34 ], [ %t.12, %bb_self.i17 ], [ 0x3FF0000000000000, %bb_one.i17 ]
  br label %ret.h16

ret.h16:
  %t.941 = phi double [ %t.940, %ret.h17 ]
  br label %bb0.i38

bb0.i38:
  br label %bb0.i39

bb0.i39:
  %t.942 = call double @llvm.fabs.f64(double %t.12)
  %t.943 = fcmp olt double %t.942, 0x7FF0000000000000
  br i1 %t.943, label %bb1.i39, label %bb_nan.i39

bb_nan.i39:
  br label %ret.h39

bb1.i39:
  %t.944 = fcmp olt double %t.942, 0x3E40000000000000
  br i1 %t.944, label %bb_tiny.i39, label %bb2.i39

bb2.i39:
  %t.945 = fcmp ole double %t.942, 0x3FE921FB54442D18
  br i1 %t.945, label %bb_small.i39, label %bb3.i39

bb3.i39:
  %t.946 = fcmp olt double %t.942, 0x41D0000000000000
  br i1 %t.946, label %bb_medium.i39, label %bb_huge.i39

bb_huge.i39:
  br label %bb0.i40

bb0.i40:
  %t.947 = call double @llvm.fabs.f64(double %t.12)
  %t.948 = fcmp olt double %t.12, 0x0000000000000000
  %t.949 = bitcast double %t.947 to i64
  %t.950 = lshr i64 %t.949, 52
  %t.951 = trunc i64 %t.950 to i32
  %t.952 = sub i32 %t.951, 1013
  %t.953 = lshr i32 %t.952, 6
  %t.954 = and i32 %t.952, 63
  %t.955 = zext i32 %t.954 to i64
  %t.956 = sub i64 63, %t.955
  %t.957 = and i64 %t.949, 4503599627370495
  %t.958 = or i64 %t.957, 4503599627370496
  %t.959 = add i32 %t.953, 1
  %t.960 = add i32 %t.953, 2
  %t.961 = add i32 %t.953, 3
  br label %bb0.i41

bb0.i41:
  switch i32 %t.953, label %bb_zero.i41 [ i32 1, label %bb1.i41 i32 2, label %bb2.i41 i32 3, label %bb3.i41 i32 4, label %bb4.i41 i32 5, label %bb5.i41 i32 6, label %bb6.i41 i32 7, label %bb7.i41 i32 8, label %bb8.i41 i32 9, label %bb9.i41 i32 10, label %bb10.i41 i32 11, label %bb11.i41 i32 12, label %bb12.i41 i32 13, label %bb13.i41 i32 14, label %bb14.i41 i32 15, label %bb15.i41 i32 16, label %bb16.i41 i32 17, label %bb17.i41 i32 18, label %bb18.i41 i32 19, label %bb19.i41 ]

bb_zero.i41:
  br label %ret.h41

bb19.i41:
  br label %ret.h41

bb18.i41:
  br label %ret.h41

bb17.i41:
  br label %ret.h41

bb16.i41:
  br label %ret.h41

bb15.i41:
  br label %ret.h41

bb14.i41:
  br label %ret.h41

bb13.i41:
  br label %ret.h41

bb12.i41:
  br label %ret.h41

bb11.i41:
  br label %ret.h41

bb10.i41:
  br label %ret.h41

bb9.i41:
  br label %ret.h41

bb8.i41:
  br label %ret.h41

bb7.i41:
  br label %ret.h41

bb6.i41:
  br label %ret.h41

bb5.i41:
  br label %ret.h41

bb4.i41:
  br label %ret.h41

bb3.i41:
  br label %ret.h41

bb2.i41:
  br label %ret.h41

bb1.i41:
  br label %ret.h41

ret.h41:
  %t.962 = phi i64 [ 0, %bb_zero.i41 ], [ 6197850593633725355, %bb19.i41 ], [ 7780917995555872008, %bb18.i41 ], [ 4397547296490951402, %bb17.i41 ], [ 8441921394348257659, %bb16.i41 ], [ 5712322887342352941, %bb15.i41 ], [ 7869616827067468215, %bb14.i41 ], [ -1211730484530615009, %bb13.i41 ], [ 2303758334597371919, %bb12.i41 ], [ -7168499653074671557, %bb11.i41 ], [ 4148332274289687028, %bb10.i41 ], [ -1613291254968254911, %bb9.i41 ], [ -1692731182770600828, %bb8.i41 ], [ -135693905287338178, %bb7.i41 ], [ 452944820249399836, %bb6.i41 ], [ -5249950069107600672, %bb5.i41 ], [ -121206125134887583, %bb4.i41 ], [ -2638381946312093631, %bb3.i41 ], [ -277156292786332224, %bb2.i41 ], [ -6703182060581546711, %bb1.i41 ]
  br label %bb0.i42

bb0.i42:
  switch i32 %t.959, label %bb_zero.i42 [ i32 1, label %bb1.i42 i32 2, label %bb2.i42 i32 3, label %bb3.i42 i32 4, label %bb4.i42 i32 5, label %bb5.i42 i32 6, label %bb6.i42 i32 7, label %bb7.i42 i32 8, label %bb8.i42 i32 9, label %bb9.i42 i32 10, label %bb10.i42 i32 11, label %bb11.i42 i32 12, label %bb12.i42 i32 13, label %bb13.i42 i32 14, label %bb14.i42 i32 15, label %bb15.i42 i32 16, label %bb16.i42 i32 17, label %bb17.i42 i32 18, label %bb18.i42 i32 19, label %bb19.i42 ]

bb_zero.i42:
  br label %ret.h42

bb19.i42:
  br label %ret.h42

bb18.i42:
  br label %ret.h42

bb17.i42:
  br label %ret.h42

bb16.i42:
  br label %ret.h42

bb15.i42:
  br label %ret.h42

bb14.i42:
  br label %ret.h42

bb13.i42:
  br label %ret.h42

bb12.i42:
  br label %ret.h42

bb11.i42:
  br label %ret.h42

bb10.i42:
  br label %ret.h42

bb9.i42:
  br label %ret.h42

bb8.i42:
  br label %ret.h42

bb7.i42:
  br label %ret.h42

bb6.i42:
  br label %ret.h42

bb5.i42:
  br label %ret.h42

bb4.i42:
  br label %ret.h42

bb3.i42:
  br label %ret.h42

bb2.i42:
  br label %ret.h42

bb1.i42:
  br label %ret.h42

ret.h42:
  %t.963 = phi i64 [ 0, %bb_zero.i42 ], [ 6197850593633725355, %bb19.i42 ], [ 7780917995555872008, %bb18.i42 ], [ 4397547296490951402, %bb17.i42 ], [ 8441921394348257659, %bb16.i42 ], [ 5712322887342352941, %bb15.i42 ], [ 7869616827067468215, %bb14.i42 ], [ -1211730484530615009, %bb13.i42 ], [ 2303758334597371919, %bb12.i42 ], [ -7168499653074671557, %bb11.i42 ], [ 4148332274289687028, %bb10.i42 ], [ -1613291254968254911, %bb9.i42 ], [ -1692731182770600828, %bb8.i42 ], [ -135693905287338178, %bb7.i42 ], [ 452944820249399836, %bb6.i42 ], [ -5249950069107600672, %bb5.i42 ], [ -121206125134887583, %bb4.i42 ], [ -2638381946312093631, %bb3.i42 ], [ -277156292786332224, %bb2.i42 ], [ -6703182060581546711, %bb1.i42 ]
  br label %bb0.i43

bb0.i43:
  switch i32 %t.960, label %bb_zero.i43 [ i32 1, label %bb1.i43 i32 2, label %bb2.i43 i32 3, label %bb3.i43 i32 4, label %bb4.i43 i32 5, label %bb5.i43 i32 6, label %bb6.i43 i32 7, label %bb7.i43 i32 8, label %bb8.i43 i32 9, label %bb9.i43 i32 10, label %bb10.i43 i32 11, label %bb11.i43 i32 12, label %bb12.i43 i32 13, label %bb13.i43 i32 14, label %bb14.i43 i32 15, label %bb15.i43 i32 16, label %bb16.i43 i32 17, label %bb17.i43 i32 18, label %bb18.i43 i32 19, label %bb19.i43 ]

bb_zero.i43:
  br label %ret.h43

bb19.i43:
  br label %ret.h43

bb18.i43:
  br label %ret.h43

bb17.i43:
  br label %ret.h43

bb16.i43:
  br label %ret.h43

bb15.i43:
  br label %ret.h43

bb14.i43:
  br label %ret.h43

bb13.i43:
  br label %ret.h43

bb12.i43:
  br label %ret.h43

bb11.i43:
  br label %ret.h43

bb10.i43:
  br label %ret.h43

bb9.i43:
  br label %ret.h43

bb8.i43:
  br label %ret.h43

bb7.i43:
  br label %ret.h43

bb6.i43:
  br label %ret.h43

bb5.i43:
  br label %ret.h43

bb4.i43:
  br label %ret.h43

bb3.i43:
  br label %ret.h43

bb2.i43:
  br label %ret.h43

bb1.i43:
  br label %ret.h43

ret.h43:
  %t.964 = phi i64 [ 0, %bb_zero.i43 ], [ 6197850593633725355, %bb19.i43 ], [ 7780917995555872008, %bb18.i43 ], [ 4397547296490951402, %bb17.i43 ], [ 8441921394348257659, %bb16.i43 ], [ 5712322887342352941, %bb15.i43 ], [ 7869616827067468215, %bb14.i43 ], [ -1211730484530615009, %bb13.i43 ], [ 2303758334597371919, %bb12.i43 ], [ -7168499653074671557, %bb11.i43 ], [ 4148332274289687028, %bb10.i43 ], [ -1613291254968254911, %bb9.i43 ], [ -1692731182770600828, %bb8.i43 ], [ -135693905287338178, %bb7.i43 ], [ 452944820249399836, %bb6.i43 ], [ -5249950069107600672, %bb5.i43 ], [ -121206125134887583, %bb4.i43 ], [ -2638381946312093631, %bb3.i43 ], [ -277156292786332224, %bb2.i43 ], [ -6703182060581546711, %bb1.i43 ]
  br label %bb0.i44

bb0.i44:
  switch i32 %t.961, label %bb_zero.i44 [ i32 1, label %bb1.i44 i32 2, label %bb2.i44 i32 3, label %bb3.i44 i32 4, label %bb4.i44 i32 5, label %bb5.i44 i32 6, label %bb6.i44 i32 7, label %bb7.i44 i32 8, label %bb8.i44 i32 9, label %bb9.i44 i32 10, label %bb10.i44 i32 11, label %bb11.i44 i32 12, label %bb12.i44 i32 13, label %bb13.i44 i32 14, label %bb14.i44 i32 15, label %bb15.i44 i32 16, label %bb16.i44 i32 17, label %bb17.i44 i32 18, label %bb18.i44 i32 19, label %bb19.i44 ]

bb_zero.i44:
  br label %ret.h44

bb19.i44:
  br label %ret.h44

bb18.i44:
  br label %ret.h44

bb17.i44:
  br label %ret.h44

bb16.i44:
  br label %ret.h44

bb15.i44:
  br label %ret.h44

bb14.i44:
  br label %ret.h44

bb13.i44:
  br label %ret.h44

bb12.i44:
  br label %ret.h44

bb11.i44:
  br label %ret.h44

bb10.i44:
  br label %ret.h44

bb9.i44:
  br label %ret.h44

bb8.i44:
  br label %ret.h44

bb7.i44:
  br label %ret.h44

bb6.i44:
  br label %ret.h44

bb5.i44:
  br label %ret.h44

bb4.i44:
  br label %ret.h44

bb3.i44:
  br label %ret.h44

bb2.i44:
  br label %ret.h44

bb1.i44:
  br label %ret.h44

ret.h44:
  %t.965 = phi i64 [ 0, %bb_zero.i44 ], [ 6197850593633725355, %bb19.i44 ], [ 7780917995555872008, %bb18.i44 ], [ 4397547296490951402, %bb17.i44 ], [ 8441921394348257659, %bb16.i44 ], [ 5712322887342352941, %bb15.i44 ], [ 7869616827067468215, %bb14.i44 ], [ -1211730484530615009, %bb13.i44 ], [ 2303758334597371919, %bb12.i44 ], [ -7168499653074671557, %bb11.i44 ], [ 4148332274289687028, %bb10.i44 ], [ -1613291254968254911, %bb9.i44 ], [ -1692731182770600828, %bb8.i44 ], [ -135693905287338178, %bb7.i44 ], [ 452944820249399836, %bb6.i44 ], [ -5249950069107600672, %bb5.i44 ], [ -121206125134887583, %bb4.i44 ], [ -2638381946312093631, %bb3.i44 ], [ -277156292786332224, %bb2.i44 ], [ -6703182060581546711, %bb1.i44 ]
  %t.966 = and i64 %t.955, 63
  %t.967 = shl i64 %t.962, %t.966
  %t.968 = lshr i64 %t.963, 1
  %t.969 = and i64 %t.956, 63
  %t.970 = lshr i64 %t.968, %t.969
  %t.971 = or i64 %t.967, %t.970
  %t.972 = and i64 %t.955, 63
  %t.973 = shl i64 %t.963, %t.972
  %t.974 = lshr i64 %t.964, 1
  %t.975 = and i64 %t.956, 63
  %t.976 = lshr i64 %t.974, %t.975
  %t.977 = or i64 %t.973, %t.976
  %t.978 = and i64 %t.955, 63
  %t.979 = shl i64 %t.964, %t.978
  %t.980 = lshr i64 %t.965, 1
  %t.981 = and i64 %t.956, 63
  %t.982 = lshr i64 %t.980, %t.981
  %t.983 = or i64 %t.979, %t.982
  %t.984 = mul i64 %t.983, %t.958
  br label %bb0.i45

bb0.i45:
  %t.985 = and i64 %t.983, 4294967295
  %t.986 = lshr i64 %t.983, 32
  %t.987 = and i64 %t.958, 4294967295
  %t.988 = lshr i64 %t.958, 32
  %t.989 = mul i64 %t.985, %t.987
  %t.990 = mul i64 %t.985, %t.988
  %t.991 = mul i64 %t.986, %t.987
  %t.992 = mul i64 %t.986, %t.988
  %t.993 = lshr i64 %t.989, 32
  %t.994 = and i64 %t.990, 4294967295
  %t.995 = and i64 %t.991, 4294967295
  %t.996 = add i64 %t.993, %t.994
  %t.997 = add i64 %t.996, %t.995
  %t.998 = lshr i64 %t.990, 32
  %t.999 = lshr i64 %t.991, 32
  %t.1000 = lshr i64 %t.997, 32
  %t.1001 = add i64 %t.992, %t.998
  %t.1002 = add i64 %t.1001, %t.999
  %t.1003 = add i64 %t.1002, %t.1000
  br label %ret.h45

ret.h45:
  %t.1004 = phi i64 [ %t.1003, %bb0.i45 ]
  %t.1005 = mul i64 %t.977, %t.958
  br label %bb0.i46

bb0.i46:
  %t.1006 = and i64 %t.977, 4294967295
  %t.1007 = lshr i64 %t.977, 32
  %t.1008 = and i64 %t.958, 4294967295
  %t.1009 = lshr i64 %t.958, 32
  %t.1010 = mul i64 %t.1006, %t.1008
  %t.1011 = mul i64 %t.1006, %t.1009
  %t.1012 = mul i64 %t.1007, %t.1008
  %t.1013 = mul i64 %t.1007, %t.1009
  %t.1014 = lshr i64 %t.1010, 32
  %t.1015 = and i64 %t.1011, 4294967295
  %t.1016 = and i64 %t.1012, 4294967295
  %t.1017 = add i64 %t.1014, %t.1015
  %t.1018 = add i64 %t.1017, %t.1016
  %t.1019 = lshr i64 %t.1011, 32
  %t.1020 = lshr i64 %t.1012, 32
  %t.1021 = lshr i64 %t.1018, 32
  %t.1022 = add i64 %t.1013, %t.1019
  %t.1023 = add i64 %t.1022, %t.1020
  %t.1024 = add i64 %t.1023, %t.1021
  br label %ret.h46

ret.h46:
  %t.1025 = phi i64 [ %t.1024, %bb0.i46 ]
  %t.1026 = mul i64 %t.971, %t.958
  %t.1027 = add i64 %t.1004, %t.1005
  %t.1028 = icmp ult i64 %t.1027, %t.1004
  %t.1029 = zext i1 %t.1028 to i64
  %t.1030 = add i64 %t.1025, %t.1026
  %t.1031 = add i64 %t.1030, %t.1029
  %t.1032 = add i64 %t.1031, 2305843009213693952
  %t.1033 = lshr i64 %t.1032, 62
  %t.1034 = and i64 %t.1032, 4611686018427387903
  %t.1035 = icmp ult i64 %t.1034, 2305843009213693952
  %t.1036 = sub i64 %t.1034, 2305843009213693952
  br i1 %t.1035, label %bb_negate.i40, label %bb_magnitude.i40

bb_negate.i40:
  %t.1037 = xor i64 %t.984, -1
  %t.1038 = add i64 %t.1037, 1
  %t.1039 = icmp eq i64 %t.984, 0
  %t.1040 = zext i1 %t.1039 to i64
  %t.1041 = xor i64 %t.1027, -1
  %t.1042 = add i64 %t.1041, %t.1040
  %t.1043 = icmp eq i64 %t.1027, 0
  %t.1044 = and i1 %t.1039, %t.1043
  %t.1045 = zext i1 %t.1044 to i64
  %t.1046 = xor i64 %t.1036, -1
  %t.1047 = add i64 %t.1046, %t.1045
  br label %bb_magnitude.i40

bb_magnitude.i40:
  %t.1048 = phi i64 [ %t.1036, %ret.h46 ], [ %t.1047, %bb_negate.i40 ]
  %t.1049 = phi i64 [ %t.1027, %ret.h46 ], [ %t.1042, %bb_negate.i40 ]
  %t.1050 = phi i64 [ %t.984, %ret.h46 ], [ %t.1038, %bb_negate.i40 ]
  %t.1051 = icmp eq i64 %t.1048, 0
  br i1 %t.1051, label %bb_shift64.i40, label %bb_normalize.i40

bb_shift64.i40:
  br label %bb_normalize.i40

bb_normalize.i40:
  %t.1052 = phi i64 [ %t.1048, %bb_magnitude.i40 ], [ %t.1049, %bb_shift64.i40 ]
  %t.1053 = phi i64 [ %t.1049, %bb_magnitude.i40 ], [ %t.1050, %bb_shift64.i40 ]
  %t.1054 = phi i64 [ %t.1050, %bb_magnitude.i40 ], [ 0, %bb_shift64.i40 ]
  %t.1055 = phi i32 [ 0, %bb_magnitude.i40 ], [ 64, %bb_shift64.i40 ]
  %t.1056 = uitofp i64 %t.1052 to double
  %t.1057 = bitcast double %t.1056 to i64
  %t.1058 = lshr i64 %t.1057, 52
  %t.1059 = sub i64 1086, %t.1058
  %t.1060 = and i64 %t.1059, 63
  %t.1061 = shl i64 %t.1052, %t.1060
  %t.1062 = lshr i64 %t.1061, 63
  %t.1063 = sub i64 1, %t.1062
  %t.1064 = add i64 %t.1059, %t.1063
  %t.1065 = sub i64 63, %t.1064
  %t.1066 = and i64 %t.1064, 63
  %t.1067 = shl i64 %t.1052, %t.1066
  %t.1068 = lshr i64 %t.1053, 1
  %t.1069 = and i64 %t.1065, 63
  %t.1070 = lshr i64 %t.1068, %t.1069
  %t.1071 = or i64 %t.1067, %t.1070
  %t.1072 = and i64 %t.1064, 63
  %t.1073 = shl i64 %t.1053, %t.1072
  %t.1074 = lshr i64 %t.1054, 1
  %t.1075 = and i64 %t.1065, 63
  %t.1076 = lshr i64 %t.1074, %t.1075
  %t.1077 = or i64 %t.1073, %t.1076
  %t.1078 = trunc i64 %t.1064 to i32
  %t.1079 = add i32 %t.1055, %t.1078
  %t.1080 = lshr i64 %t.1071, 11
  %t.1081 = and i64 %t.1071, 2047
  %t.1082 = shl i64 %t.1081, 53
  %t.1083 = lshr i64 %t.1077, 11
  %t.1084 = or i64 %t.1082, %t.1083
  %t.1085 = uitofp i64 %t.1080 to double
  %t.1086 = uitofp i64 %t.1084 to double
  %t.1087 = sub i32 -51, %t.1079
  br label %bb0.i47

bb0.i47:
  %t.1088 = add i32 %t.1087, 1023
  %t.1089 = sext i32 %t.1088 to i64
  %t.1090 = shl i64 %t.1089, 52
  %t.1091 = bitcast i64 %t.1090 to double
  br label %ret.h47

ret.h47:
  %t.1092 = phi double [ %t.1091, %bb0.i47 ]
  %t.1093 = fmul double %t.1085, %t.1092
  %t.1094 = fmul double %t.1086, %t.1092
  %t.1095 = fmul double %t.1094, 0x3BF0000000000000
  %t.1096 = fmul double %t.1093, 0x3FF921FB54442D18
  %t.1097 = fsub double 0x8000000000000000, %t.1096
  %t.1098 = call double @llvm.fma.f64(double %t.1093, double 0x3FF921FB54442D18, double %t.1097)
  %t.1099 = fmul double %t.1093, 0x3C91A62633145C07
  %t.1100 = fmul double %t.1095, 0x3FF921FB54442D18
  %t.1101 = fadd double %t.1099, %t.1100
  %t.1102 = fadd double %t.1098, %t.1101
  %t.1103 = fadd double %t.1096, %t.1102
  %t.1104 = fsub double %t.1103, %t.1096
  %t.1105 = fsub double %t.1102, %t.1104
  %t.1106 = xor i1 %t.1035, %t.948
  br i1 %t.1106, label %bb_flip.i40, label %bb_keep.i40

bb_keep.i40:
  br label %bb_quadrant.i40

bb_flip.i40:
  %t.1107 = fsub double 0x8000000000000000, %t.1103
  %t.1108 = fsub double 0x8000000000000000, %t.1105
  br label %bb_quadrant.i40

bb_quadrant.i40:
  %t.1109 = phi double [ %t.1107, %bb_flip.i40 ], [ %t.1103, %bb_keep.i40 ]
  %t.1110 = phi double [ %t.1108, %bb_flip.i40 ], [ %t.1105, %bb_keep.i40 ]
  %t.1111 = trunc i64 %t.1033 to i32
  br i1 %t.948, label %bb_neg_n.i40, label %bb_out.i40

bb_neg_n.i40:
  %t.1112 = sub i32 0, %t.1111
  br label %bb_out.i40

bb_out.i40:
  %t.1113 = phi i32 [ %t.1111, %bb_quadrant.i40 ], [ %t.1112, %bb_neg_n.i40 ]
  %t.1114 = and i32 %t.1113, 3
  br label %bb0.i48

bb0.i48:
  %t.1115 = icmp eq i32 1, 2
  br i1 %t.1115, label %bb_tan.i48, label %bb_sin_cos.i48

bb_sin_cos.i48:
  %t.1116 = add i32 %t.1114, 1
  %t.1117 = and i32 %t.1116, 3
  %t.1118 = and i32 %t.1117, 1
  %t.1119 = icmp eq i32 %t.1118, 1
  br i1 %t.1119, label %bb_cos.i48, label %bb_sin.i48

bb_sin.i48:
  br label %bb0.i49

bb0.i49:
  %t.1120 = fmul double %t.1109, %t.1109
  %t.1121 = fmul double %t.1120, %t.1120
  %t.1122 = fmul double %t.1120, 0x3EC71DE357B1FE7D
  %t.1123 = fadd double %t.1122, 0xBF2A01A019C161D5
  %t.1124 = fmul double %t.1120, %t.1123
  %t.1125 = fadd double %t.1124, 0x3F8111111110F8A6
  %t.1126 = fmul double %t.1120, 0x3DE5D93A5ACFD57C
  %t.1127 = fadd double %t.1126, 0xBE5AE5E68A2B9CEB
  %t.1128 = fmul double %t.1120, %t.1121
  %t.1129 = fmul double %t.1128, %t.1127
  %t.1130 = fadd double %t.1125, %t.1129
  %t.1131 = fmul double %t.1120, %t.1109
  %t.1132 = fmul double %t.1110, 0x3FE0000000000000
  %t.1133 = fmul double %t.1131, %t.1130
  %t.1134 = fsub double %t.1132, %t.1133
  %t.1135 = fmul double %t.1120, %t.1134
  %t.1136 = fsub double %t.1135, %t.1110
  %t.1137 = fmul double %t.1131, 0xBFC5555555555549
  %t.1138 = fsub double %t.1136, %t.1137
  %t.1139 = fsub double %t.1109, %t.1138
  br label %ret.h49

ret.h49:
  %t.1140 = phi double [ %t.1139, %bb0.i49 ]
  br label %bb_sign.i48

bb_cos.i48:
  br label %bb0.i50

bb0.i50:
  %t.1141 = fmul double %t.1109, %t.1109
  %t.1142 = fmul double %t.1141, %t.1141
  %t.1143 = fmul double %t.1141, 0x3EFA01A019CB1590
  %t.1144 = fadd double %t.1143, 0xBF56C16C16C15177
  %t.1145 = fmul double %t.1141, %t.1144
  %t.1146 = fadd double %t.1145, 0x3FA555555555554C
  %t.1147 = fmul double %t.1141, %t.1146
  %t.1148 = fmul double %t.1141, 0xBDA8FAE9BE8838D4
  %t.1149 = fadd double %t.1148, 0x3E21EE9EBDB4B1C4
  %t.1150 = fmul double %t.1141, %t.1149
  %t.1151 = fadd double %t.1150, 0xBE927E4F809C52AD
  %t.1152 = fmul double %t.1142, %t.1142
  %t.1153 = fmul double %t.1152, %t.1151
  %t.1154 = fadd double %t.1147, %t.1153
  %t.1155 = fmul double %t.1141, 0x3FE0000000000000
  %t.1156 = fsub double 0x3FF0000000000000, %t.1155
  %t.1157 = fsub double 0x3FF0000000000000, %t.1156
  %t.1158 = fsub double %t.1157, %t.1155
  %t.1159 = fmul double %t.1141, %t.1154
  %t.1160 = fmul double %t.1109, %t.1110
  %t.1161 = fsub double %t.1159, %t.1160
  %t.1162 = fadd double %t.1158, %t.1161
  %t.1163 = fadd double %t.1156, %t.1162
  br label %ret.h50

ret.h50:
  %t.1164 = phi double [ %t.1163, %bb0.i50 ]
  br label %bb_sign.i48

bb_sign.i48:
  %t.1165 = phi double [ %t.1140, %ret.h49 ], [ %t.1164, %ret.h50 ]
  %t.1166 = icmp uge i32 %t.1117, 2
  br i1 %t.1166, label %bb_neg.i48, label %bb_pos.i48

bb_pos.i48:
  br label %ret.h48

bb_neg.i48:
  %t.1167 = fsub double 0x8000000000000000, %t.1165
  br label %ret.h48

bb_tan.i48:
  %t.1168 = and i32 %t.1114, 1
  %t.1169 = icmp eq i32 %t.1168, 1
  br label %bb0.i51

bb0.i51:
  %t.1170 = fcmp olt double %t.1109, 0x0000000000000000
  %t.1171 = call double @llvm.fabs.f64(double %t.1109)
  %t.1172 = fcmp oge double %t.1171, 0x3FE5942800000000
  br i1 %t.1172, label %bb_big.i51, label %bb_poly.i51

bb_big.i51:
  br i1 %t.1170, label %bb_flip.i51, label %bb_keep.i51

bb_keep.i51:
  br label %bb_big2.i51

bb_flip.i51:
  %t.1173 = fsub double 0x8000000000000000, %t.1109
  %t.1174 = fsub double 0x8000000000000000, %t.1110
  br label %bb_big2.i51

bb_big2.i51:
  %t.1175 = phi double [ %t.1173, %bb_flip.i51 ], [ %t.1109, %bb_keep.i51 ]
  %t.1176 = phi double [ %t.1174, %bb_flip.i51 ], [ %t.1110, %bb_keep.i51 ]
  %t.1177 = fsub double 0x3FE921FB54442D18, %t.1175
  %t.1178 = fsub double 0x3C81A62633145C07, %t.1176
  %t.1179 = fadd double %t.1177, %t.1178
  br label %bb_poly.i51

bb_poly.i51:
  %t.1180 = phi double [ %t.1109, %bb0.i51 ], [ %t.1179, %bb_big2.i51 ]
  %t.1181 = phi double [ %t.1110, %bb0.i51 ], [ 0x0000000000000000, %bb_big2.i51 ]
  %t.1182 = fmul double %t.1180, %t.1180
  %t.1183 = fmul double %t.1182, %t.1182
  %t.1184 = fmul double %t.1183, 0xBEF375CBDB605373
  %t.1185 = fadd double %t.1184, 0x3F147E88A03792A6
  %t.1186 = fmul double %t.1183, %t.1185
  %t.1187 = fadd double %t.1186, 0x3F4344D8F2F26501
  %t.1188 = fmul double %t.1183, %t.1187
  %t.1189 = fadd double %t.1188, 0x3F6D6D22C9560328
  %t.1190 = fmul double %t.1183, %t.1189
  %t.1191 = fadd double %t.1190, 0x3F9664F48406D637
  %t.1192 = fmul double %t.1183, %t.1191
  %t.1193 = fadd double %t.1192, 0x3FC111111110FE7A
  %t.1194 = fmul double %t.1183, 0x3EFB2A7074BF7AD4
  %t.1195 = fadd double %t.1194, 0x3F12B80F32F0A7E9
  %t.1196 = fmul double %t.1183, %t.1195
  %t.1197 = fadd double %t.1196, 0x3F3026F71A8D1068
  %t.1198 = fmul double %t.1183, %t.1197
  %t.1199 = fadd double %t.1198, 0x3F57DBC8FEE08315
  %t.1200 = fmul double %t.1183, %t.1199
  %t.1201 = fadd double %t.1200, 0x3F8226E3E96E8493
  %t.1202 = fmul double %t.1183, %t.1201
  %t.1203 = fadd double %t.1202, 0x3FABA1BA1BB341FE
  %t.1204 = fmul double %t.1182, %t.1203
  %t.1205 = fmul double %t.1182, %t.1180
  %t.1206 = fadd double %t.1193, %t.1204
  %t.1207 = fmul double %t.1205, %t.1206
  %t.1208 = fadd double %t.1207, %t.1181
  %t.1209 = fmul double %t.1182, %t.1208
  %t.1210 = fadd double %t.1181, %t.1209
  %t.1211 = fmul double %t.1205, 0x3FD5555555555563
  %t.1212 = fadd double %t.1210, %t.1211
  %t.1213 = fadd double %t.1180, %t.1212
  br i1 %t.1172, label %bb_big_ret.i51, label %bb_small_ret.i51

bb_small_ret.i51:
  br i1 %t.1169, label %bb_recip.i51, label %bb_direct.i51

bb_direct.i51:
  br label %ret.h51

bb_recip.i51:
  %t.1214 = bitcast double %t.1213 to i64
  %t.1215 = and i64 %t.1214, -4294967296
  %t.1216 = bitcast i64 %t.1215 to double
  %t.1217 = fsub double %t.1216, %t.1180
  %t.1218 = fsub double %t.1212, %t.1217
  %t.1219 = fdiv double 0xBFF0000000000000, %t.1213
  %t.1220 = bitcast double %t.1219 to i64
  %t.1221 = and i64 %t.1220, -4294967296
  %t.1222 = bitcast i64 %t.1221 to double
  %t.1223 = fmul double %t.1222, %t.1216
  %t.1224 = fadd double 0x3FF0000000000000, %t.1223
  %t.1225 = fmul double %t.1222, %t.1218
  %t.1226 = fadd double %t.1224, %t.1225
  %t.1227 = fmul double %t.1219, %t.1226
  %t.1228 = fadd double %t.1222, %t.1227
  br label %ret.h51

bb_big_ret.i51:
  %t.1229 = select i1 %t.1169, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1230 = fmul double %t.1229, 0x4000000000000000
  %t.1231 = fsub double 0x3FF0000000000000, %t.1230
  %t.1232 = fmul double %t.1213, %t.1213
  %t.1233 = fadd double %t.1213, %t.1231
  %t.1234 = fdiv double %t.1232, %t.1233
  %t.1235 = fsub double %t.1234, %t.1212
  %t.1236 = fsub double %t.1180, %t.1235
  %t.1237 = fmul double %t.1236, 0x4000000000000000
  %t.1238 = fsub double %t.1231, %t.1237
  %t.1239 = select i1 %t.1170, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1240 = fmul double %t.1239, 0x4000000000000000
  %t.1241 = fsub double 0x3FF0000000000000, %t.1240
  %t.1242 = fmul double %t.1241, %t.1238
  br label %ret.h51

ret.h51:
  %t.1243 = phi double [ %t.1213, %bb_direct.i51 ], [ %t.1228, %bb_recip.i51 ], [ %t.1242, %bb_big_ret.i51 ]
  br label %ret.h48

ret.h48:
  %t.1244 = phi double [ %t.1165, %bb_pos.i48 ], [ %t.1167, %bb_neg.i48 ], [ %t.1243, %ret.h51 ]
  br label %ret.h40

ret.h40:
  %t.1245 = phi double [ %t.1244, %ret.h48 ]
  br label %ret.h39

bb_medium.i39:
  %t.1246 = fmul double %t.12, 0x3FE45F306DC9C883
  %t.1247 = fadd double %t.1246, 0x4338000000000000
  %t.1248 = fsub double %t.1247, 0x4338000000000000
  %t.1249 = fsub double 0x8000000000000000, %t.1248
  %t.1250 = call double @llvm.fma.f64(double %t.1249, double 0x3FF921FB54442D18, double %t.12)
  %t.1251 = fmul double %t.1248, 0x3C91A62633145C07
  %t.1252 = fsub double 0x8000000000000000, %t.1251
  %t.1253 = call double @llvm.fma.f64(double %t.1248, double 0x3C91A62633145C07, double %t.1252)
  %t.1254 = fadd double %t.1250, %t.1252
  %t.1255 = fsub double %t.1254, %t.1250
  %t.1256 = fsub double %t.1254, %t.1255
  %t.1257 = fsub double %t.1250, %t.1256
  %t.1258 = fsub double %t.1252, %t.1255
  %t.1259 = fadd double %t.1257, %t.1258
  %t.1260 = fmul double %t.1248, 0xB91F1976B7ED8FBC
  %t.1261 = fsub double %t.1259, %t.1253
  %t.1262 = fsub double %t.1261, %t.1260
  %t.1263 = fadd double %t.1254, %t.1262
  %t.1264 = fsub double %t.1263, %t.1254
  %t.1265 = fsub double %t.1262, %t.1264
  %t.1266 = call i32 @llvm.fptosi.sat.i32.f64(double %t.1248)
  %t.1267 = and i32 %t.1266, 3
  br label %bb0.i52

bb0.i52:
  %t.1268 = icmp eq i32 1, 2
  br i1 %t.1268, label %bb_tan.i52, label %bb_sin_cos.i52

bb_sin_cos.i52:
  %t.1269 = add i32 %t.1267, 1
  %t.1270 = and i32 %t.1269, 3
  %t.1271 = and i32 %t.1270, 1
  %t.1272 = icmp eq i32 %t.1271, 1
  br i1 %t.1272, label %bb_cos.i52, label %bb_sin.i52

bb_sin.i52:
  br label %bb0.i53

bb0.i53:
  %t.1273 = fmul double %t.1263, %t.1263
  %t.1274 = fmul double %t.1273, %t.1273
  %t.1275 = fmul double %t.1273, 0x3EC71DE357B1FE7D
  %t.1276 = fadd double %t.1275, 0xBF2A01A019C161D5
  %t.1277 = fmul double %t.1273, %t.1276
  %t.1278 = fadd double %t.1277, 0x3F8111111110F8A6
  %t.1279 = fmul double %t.1273, 0x3DE5D93A5ACFD57C
  %t.1280 = fadd double %t.1279, 0xBE5AE5E68A2B9CEB
  %t.1281 = fmul double %t.1273, %t.1274
  %t.1282 = fmul double %t.1281, %t.1280
  %t.1283 = fadd double %t.1278, %t.1282
  %t.1284 = fmul double %t.1273, %t.1263
  %t.1285 = fmul double %t.1265, 0x3FE0000000000000
  %t.1286 = fmul double %t.1284, %t.1283
  %t.1287 = fsub double %t.1285, %t.1286
  %t.1288 = fmul double %t.1273, %t.1287
  %t.1289 = fsub double %t.1288, %t.1265
  %t.1290 = fmul double %t.1284, 0xBFC5555555555549
  %t.1291 = fsub double %t.1289, %t.1290
  %t.1292 = fsub double %t.1263, %t.1291
  br label %ret.h53

ret.h53:
  %t.1293 = phi double [ %t.1292, %bb0.i53 ]
  br label %bb_sign.i52

bb_cos.i52:
  br label %bb0.i54

bb0.i54:
  %t.1294 = fmul double %t.1263, %t.1263
  %t.1295 = fmul double %t.1294, %t.1294
  %t.1296 = fmul double %t.1294, 0x3EFA01A019CB1590
  %t.1297 = fadd double %t.1296, 0xBF56C16C16C15177
  %t.1298 = fmul double %t.1294, %t.1297
  %t.1299 = fadd double %t.1298, 0x3FA555555555554C
  %t.1300 = fmul double %t.1294, %t.1299
  %t.1301 = fmul double %t.1294, 0xBDA8FAE9BE8838D4
  %t.1302 = fadd double %t.1301, 0x3E21EE9EBDB4B1C4
  %t.1303 = fmul double %t.1294, %t.1302
  %t.1304 = fadd double %t.1303, 0xBE927E4F809C52AD
  %t.1305 = fmul double %t.1295, %t.1295
  %t.1306 = fmul double %t.1305, %t.1304
  %t.1307 = fadd double %t.1300, %t.1306
  %t.1308 = fmul double %t.1294, 0x3FE0000000000000
  %t.1309 = fsub double 0x3FF0000000000000, %t.1308
  %t.1310 = fsub double 0x3FF0000000000000, %t.1309
  %t.1311 = fsub double %t.1310, %t.1308
  %t.1312 = fmul double %t.1294, %t.1307
  %t.1313 = fmul double %t.1263, %t.1265
  %t.1314 = fsub double %t.1312, %t.1313
  %t.1315 = fadd double %t.1311, %t.1314
  %t.1316 = fadd double %t.1309, %t.1315
  br label %ret.h54

ret.h54:
  %t.1317 = phi double [ %t.1316, %bb0.i54 ]
  br label %bb_sign.i52

bb_sign.i52:
  %t.1318 = phi double [ %t.1293, %ret.h53 ], [ %t.1317, %ret.h54 ]
  %t.1319 = icmp uge i32 %t.1270, 2
  br i1 %t.1319, label %bb_neg.i52, label %bb_pos.i52

bb_pos.i52:
  br label %ret.h52

bb_neg.i52:
  %t.1320 = fsub double 0x8000000000000000, %t.1318
  br label %ret.h52

bb_tan.i52:
  %t.1321 = and i32 %t.1267, 1
  %t.1322 = icmp eq i32 %t.1321, 1
  br label %bb0.i55

bb0.i55:
  %t.1323 = fcmp olt double %t.1263, 0x0000000000000000
  %t.1324 = call double @llvm.fabs.f64(double %t.1263)
  %t.1325 = fcmp oge double %t.1324, 0x3FE5942800000000
  br i1 %t.1325, label %bb_big.i55, label %bb_poly.i55

bb_big.i55:
  br i1 %t.1323, label %bb_flip.i55, label %bb_keep.i55

bb_keep.i55:
  br label %bb_big2.i55

bb_flip.i55:
  %t.1326 = fsub double 0x8000000000000000, %t.1263
  %t.1327 = fsub double 0x8000000000000000, %t.1265
  br label %bb_big2.i55

bb_big2.i55:
  %t.1328 = phi double [ %t.1326, %bb_flip.i55 ], [ %t.1263, %bb_keep.i55 ]
  %t.1329 = phi double [ %t.1327, %bb_flip.i55 ], [ %t.1265, %bb_keep.i55 ]
  %t.1330 = fsub double 0x3FE921FB54442D18, %t.1328
  %t.1331 = fsub double 0x3C81A62633145C07, %t.1329
  %t.1332 = fadd double %t.1330, %t.1331
  br label %bb_poly.i55

bb_poly.i55:
  %t.1333 = phi double [ %t.1263, %bb0.i55 ], [ %t.1332, %bb_big2.i55 ]
  %t.1334 = phi double [ %t.1265, %bb0.i55 ], [ 0x0000000000000000, %bb_big2.i55 ]
  %t.1335 = fmul double %t.1333, %t.1333
  %t.1336 = fmul double %t.1335, %t.1335
  %t.1337 = fmul double %t.1336, 0xBEF375CBDB605373
  %t.1338 = fadd double %t.1337, 0x3F147E88A03792A6
  %t.1339 = fmul double %t.1336, %t.1338
  %t.1340 = fadd double %t.1339, 0x3F4344D8F2F26501
  %t.1341 = fmul double %t.1336, %t.1340
  %t.1342 = fadd double %t.1341, 0x3F6D6D22C9560328
  %t.1343 = fmul double %t.1336, %t.1342
  %t.1344 = fadd double %t.1343, 0x3F9664F48406D637
  %t.1345 = fmul double %t.1336, %t.1344
  %t.1346 = fadd double %t.1345, 0x3FC111111110FE7A
  %t.1347 = fmul double %t.1336, 0x3EFB2A7074BF7AD4
  %t.1348 = fadd double %t.1347, 0x3F12B80F32F0A7E9
  %t.1349 = fmul double %t.1336, %t.1348
  %t.1350 = fadd double %t.1349, 0x3F3026F71A8D1068
  %t.1351 = fmul double %t.1336, %t.1350
  %t.1352 = fadd double %t.1351, 0x3F57DBC8FEE08315
  %t.1353 = fmul double %t.1336, %t.1352
  %t.1354 = fadd double %t.1353, 0x3F8226E3E96E8493
  %t.1355 = fmul double %t.1336, %t.1354
  %t.1356 = fadd double %t.1355, 0x3FABA1BA1BB341FE
  %t.1357 = fmul double %t.1335, %t.1356
  %t.1358 = fmul double %t.1335, %t.1333
  %t.1359 = fadd double %t.1346, %t.1357
  %t.1360 = fmul double %t.1358, %t.1359
  %t.1361 = fadd double %t.1360, %t.1334
  %t.1362 = fmul double %t.1335, %t.1361
  %t.1363 = fadd double %t.1334, %t.1362
  %t.1364 = fmul double %t.1358, 0x3FD5555555555563
  %t.1365 = fadd double %t.1363, %t.1364
  %t.1366 = fadd double %t.1333, %t.1365
  br i1 %t.1325, label %bb_big_ret.i55, label %bb_small_ret.i55

bb_small_ret.i55:
  br i1 %t.1322, label %bb_recip.i55, label %bb_direct.i55

bb_direct.i55:
  br label %ret.h55

bb_recip.i55:
  %t.1367 = bitcast double %t.1366 to i64
  %t.1368 = and i64 %t.1367, -4294967296
  %t.1369 = bitcast i64 %t.1368 to double
  %t.1370 = fsub double %t.1369, %t.1333
  %t.1371 = fsub double %t.1365, %t.1370
  %t.1372 = fdiv double 0xBFF0000000000000, %t.1366
  %t.1373 = bitcast double %t.1372 to i64
  %t.1374 = and i64 %t.1373, -4294967296
  %t.1375 = bitcast i64 %t.1374 to double
  %t.1376 = fmul double %t.1375, %t.1369
  %t.1377 = fadd double 0x3FF0000000000000, %t.1376
  %t.1378 = fmul double %t.1375, %t.1371
  %t.1379 = fadd double %t.1377, %t.1378
  %t.1380 = fmul double %t.1372, %t.1379
  %t.1381 = fadd double %t.1375, %t.1380
  br label %ret.h55

bb_big_ret.i55:
  %t.1382 = select i1 %t.1322, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1383 = fmul double %t.1382, 0x4000000000000000
  %t.1384 = fsub double 0x3FF0000000000000, %t.1383
  %t.1385 = fmul double %t.1366, %t.1366
  %t.1386 = fadd double %t.1366, %t.1384
  %t.1387 = fdiv double %t.1385, %t.1386
  %t.1388 = fsub double %t.1387, %t.1365
  %t.1389 = fsub double %t.1333, %t.1388
  %t.1390 = fmul double %t.1389, 0x4000000000000000
  %t.1391 = fsub double %t.1384, %t.1390
  %t.1392 = select i1 %t.1323, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1393 = fmul double %t.1392, 0x4000000000000000
  %t.1394 = fsub double 0x3FF0000000000000, %t.1393
  %t.1395 = fmul double %t.1394, %t.1391
  br label %ret.h55

ret.h55:
  %t.1396 = phi double [ %t.1366, %bb_direct.i55 ], [ %t.1381, %bb_recip.i55 ], [ %t.1395, %bb_big_ret.i55 ]
  br label %ret.h52

ret.h52:
  %t.1397 = phi double [ %t.1318, %bb_pos.i52 ], [ %t.1320, %bb_neg.i52 ], [ %t.1396, %ret.h55 ]
  br label %ret.h39

bb_small.i39:
  br label %bb0.i56

bb0.i56:
  %t.1398 = icmp eq i32 1, 2
  br i1 %t.1398, label %bb_tan.i56, label %bb_sin_cos.i56

bb_sin_cos.i56:
  %t.1399 = add i32 0, 1
  %t.1400 = and i32 %t.1399, 3
  %t.1401 = and i32 %t.1400, 1
  %t.1402 = icmp eq i32 %t.1401, 1
  br i1 %t.1402, label %bb_cos.i56, label %bb_sin.i56

bb_sin.i56:
  br label %bb0.i57

bb0.i57:
  %t.1403 = fmul double %t.12, %t.12
  %t.1404 = fmul double %t.1403, %t.1403
  %t.1405 = fmul double %t.1403, 0x3EC71DE357B1FE7D
  %t.1406 = fadd double %t.1405, 0xBF2A01A019C161D5
  %t.1407 = fmul double %t.1403, %t.1406
  %t.1408 = fadd double %t.1407, 0x3F8111111110F8A6
  %t.1409 = fmul double %t.1403, 0x3DE5D93A5ACFD57C
  %t.1410 = fadd double %t.1409, 0xBE5AE5E68A2B9CEB
  %t.1411 = fmul double %t.1403, %t.1404
  %t.1412 = fmul double %t.1411, %t.1410
  %t.1413 = fadd double %t.1408, %t.1412
  %t.1414 = fmul double %t.1403, %t.12
  %t.1415 = fmul double 0x0000000000000000, 0x3FE0000000000000
  %t.1416 = fmul double %t.1414, %t.1413
  %t.1417 = fsub double %t.1415, %t.1416
  %t.1418 = fmul double %t.1403, %t.1417
  %t.1419 = fsub double %t.1418, 0x0000000000000000
  %t.1420 = fmul double %t.1414, 0xBFC5555555555549
  %t.1421 = fsub double %t.1419, %t.1420
  %t.1422 = fsub double %t.12, %t.1421
  br label %ret.h57

ret.h57:
  %t.1423 = phi double [ %t.1422, %bb0.i57 ]
  br label %bb_sign.i56

bb_cos.i56:
  br label %bb0.i58

bb0.i58:
  %t.1424 = fmul double %t.12, %t.12
  %t.1425 = fmul double %t.1424, %t.1424
  %t.1426 = fmul double %t.1424, 0x3EFA01A019CB1590
  %t.1427 = fadd double %t.1426, 0xBF56C16C16C15177
  %t.1428 = fmul double %t.1424, %t.1427
  %t.1429 = fadd double %t.1428, 0x3FA555555555554C
  %t.1430 = fmul double %t.1424, %t.1429
  %t.1431 = fmul double %t.1424, 0xBDA8FAE9BE8838D4
  %t.1432 = fadd double %t.1431, 0x3E21EE9EBDB4B1C4
  %t.1433 = fmul double %t.1424, %t.1432
  %t.1434 = fadd double %t.1433, 0xBE927E4F809C52AD
  %t.1435 = fmul double %t.1425, %t.1425
  %t.1436 = fmul double %t.1435, %t.1434
  %t.1437 = fadd double %t.1430, %t.1436
  %t.1438 = fmul double %t.1424, 0x3FE0000000000000
  %t.1439 = fsub double 0x3FF0000000000000, %t.1438
  %t.1440 = fsub double 0x3FF0000000000000, %t.1439
  %t.1441 = fsub double %t.1440, %t.1438
  %t.1442 = fmul double %t.1424, %t.1437
  %t.1443 = fmul double %t.12, 0x0000000000000000
  %t.1444 = fsub double %t.1442, %t.1443
  %t.1445 = fadd double %t.1441, %t.1444
  %t.1446 = fadd double %t.1439, %t.1445
  br label %ret.h58

ret.h58:
  %t.1447 = phi double [ %t.1446, %bb0.i58 ]
  br label %bb_sign.i56

bb_sign.i56:
  %t.1448 = phi double [ %t.1423, %ret.h57 ], [ %t.1447, %ret.h58 ]
  %t.1449 = icmp uge i32 %t.1400, 2
  br i1 %t.1449, label %bb_neg.i56, label %bb_pos.i56

bb_pos.i56:
  br label %ret.h56

bb_neg.i56:
  %t.1450 = fsub double 0x8000000000000000, %t.1448
  br label %ret.h56

bb_tan.i56:
  %t.1451 = and i32 0, 1
  %t.1452 = icmp eq i32 %t.1451, 1
  br label %bb0.i59

bb0.i59:
  %t.1453 = fcmp olt double %t.12, 0x0000000000000000
  %t.1454 = call double @llvm.fabs.f64(double %t.12)
  %t.1455 = fcmp oge double %t.1454, 0x3FE5942800000000
  br i1 %t.1455, label %bb_big.i59, label %bb_poly.i59

bb_big.i59:
  br i1 %t.1453, label %bb_flip.i59, label %bb_keep.i59

bb_keep.i59:
  br label %bb_big2.i59

bb_flip.i59:
  %t.1456 = fsub double 0x8000000000000000, %t.12
  %t.1457 = fsub double 0x8000000000000000, 0x0000000000000000
  br label %bb_big2.i59

bb_big2.i59:
  %t.1458 = phi double [ %t.1456, %bb_flip.i59 ], [ %t.12, %bb_keep.i59 ]
  %t.1459 = phi double [ %t.1457, %bb_flip.i59 ], [ 0x0000000000000000, %bb_keep.i59 ]
  %t.1460 = fsub double 0x3FE921FB54442D18, %t.1458
  %t.1461 = fsub double 0x3C81A62633145C07, %t.1459
  %t.1462 = fadd double %t.1460, %t.1461
  br label %bb_poly.i59

bb_poly.i59:
  %t.1463 = phi double [ %t.12, %bb0.i59 ], [ %t.1462, %bb_big2.i59 ]
  %t.1464 = phi double [ 0x0000000000000000, %bb0.i59 ], [ 0x0000000000000000, %bb_big2.i59 ]
  %t.1465 = fmul double %t.1463, %t.1463
  %t.1466 = fmul double %t.1465, %t.1465
  %t.1467 = fmul double %t.1466, 0xBEF375CBDB605373
  %t.1468 = fadd double %t.1467, 0x3F147E88A03792A6
  %t.1469 = fmul double %t.1466, %t.1468
  %t.1470 = fadd double %t.1469, 0x3F4344D8F2F26501
  %t.1471 = fmul double %t.1466, %t.1470
  %t.1472 = fadd double %t.1471, 0x3F6D6D22C9560328
  %t.1473 = fmul double %t.1466, %t.1472
  %t.1474 = fadd double %t.1473, 0x3F9664F48406D637
  %t.1475 = fmul double %t.1466, %t.1474
  %t.1476 = fadd double %t.1475, 0x3FC111111110FE7A
  %t.1477 = fmul double %t.1466, 0x3EFB2A7074BF7AD4
  %t.1478 = fadd double %t.1477, 0x3F12B80F32F0A7E9
  %t.1479 = fmul double %t.1466, %t.1478
  %t.1480 = fadd double %t.1479, 0x3F3026F71A8D1068
  %t.1481 = fmul double %t.1466, %t.1480
  %t.1482 = fadd double %t.1481, 0x3F57DBC8FEE08315
  %t.1483 = fmul double %t.1466, %t.1482
  %t.1484 = fadd double %t.1483, 0x3F8226E3E96E8493
  %t.1485 = fmul double %t.1466, %t.1484
  %t.1486 = fadd double %t.1485, 0x3FABA1BA1BB341FE
  %t.1487 = fmul double %t.1465, %t.1486
  %t.1488 = fmul double %t.1465, %t.1463
  %t.1489 = fadd double %t.1476, %t.1487
  %t.1490 = fmul double %t.1488, %t.1489
  %t.1491 = fadd double %t.1490, %t.1464
  %t.1492 = fmul double %t.1465, %t.1491
  %t.1493 = fadd double %t.1464, %t.1492
  %t.1494 = fmul double %t.1488, 0x3FD5555555555563
  %t.1495 = fadd double %t.1493, %t.1494
  %t.1496 = fadd double %t.1463, %t.1495
  br i1 %t.1455, label %bb_big_ret.i59, label %bb_small_ret.i59

bb_small_ret.i59:
  br i1 %t.1452, label %bb_recip.i59, label %bb_direct.i59

bb_direct.i59:
  br label %ret.h59

bb_recip.i59:
  %t.1497 = bitcast double %t.1496 to i64
  %t.1498 = and i64 %t.1497, -4294967296
  %t.1499 = bitcast i64 %t.1498 to double
  %t.1500 = fsub double %t.1499, %t.1463
  %t.1501 = fsub double %t.1495, %t.1500
  %t.1502 = fdiv double 0xBFF0000000000000, %t.1496
  %t.1503 = bitcast double %t.1502 to i64
  %t.1504 = and i64 %t.1503, -4294967296
  %t.1505 = bitcast i64 %t.1504 to double
  %t.1506 = fmul double %t.1505, %t.1499
  %t.1507 = fadd double 0x3FF0000000000000, %t.1506
  %t.1508 = fmul double %t.1505, %t.1501
  %t.1509 = fadd double %t.1507, %t.1508
  %t.1510 = fmul double %t.1502, %t.1509
  %t.1511 = fadd double %t.1505, %t.1510
  br label %ret.h59

bb_big_ret.i59:
  %t.1512 = select i1 %t.1452, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1513 = fmul double %t.1512, 0x4000000000000000
  %t.1514 = fsub double 0x3FF0000000000000, %t.1513
  %t.1515 = fmul double %t.1496, %t.1496
  %t.1516 = fadd double %t.1496, %t.1514
  %t.1517 = fdiv double %t.1515, %t.1516
  %t.1518 = fsub double %t.1517, %t.1495
  %t.1519 = fsub double %t.1463, %t.1518
  %t.1520 = fmul double %t.1519, 0x4000000000000000
  %t.1521 = fsub double %t.1514, %t.1520
  %t.1522 = select i1 %t.1453, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1523 = fmul double %t.1522, 0x4000000000000000
  %t.1524 = fsub double 0x3FF0000000000000, %t.1523
  %t.1525 = fmul double %t.1524, %t.1521
  br label %ret.h59

ret.h59:
  %t.1526 = phi double [ %t.1496, %bb_direct.i59 ], [ %t.1511, %bb_recip.i59 ], [ %t.1525, %bb_big_ret.i59 ]
  br label %ret.h56

ret.h56:
  %t.1527 = phi double [ %t.1448, %bb_pos.i56 ], [ %t.1450, %bb_neg.i56 ], [ %t.1526, %ret.h59 ]
  br label %ret.h39

bb_tiny.i39:
  %t.1528 = icmp eq i32 1, 1
  br i1 %t.1528, label %bb_one.i39, label %bb_self.i39

bb_self.i39:
  br label %ret.h39

bb_one.i39:
  br label %ret.h39

ret.h39:
  %t.1529 = phi double [ 0x7FF8000000000000, %bb_nan.i39 ], [ %t.1245, %ret.h40 ], [ %t.1397, %ret.h52 ], [ %t.1527, %ret.h56 ], [ %t.12, %bb_self.i39 ], [ 0x3FF0000000000000, %bb_one.i39 ]
  br label %ret.h38

ret.h38:
  %t.1530 = phi double [ %t.1529, %ret.h39 ]
  br label %bb0.i60

bb0.i60:
  br label %bb0.i61

bb0.i61:
  %t.1531 = call double @llvm.fabs.f64(double %t.12)
  %t.1532 = fcmp olt double %t.1531, 0x7FF0000000000000
  br i1 %t.1532, label %bb1.i61, label %bb_nan.i61

bb_nan.i61:
  br label %ret.h61

bb1.i61:
  %t.1533 = fcmp olt double %t.1531, 0x3E40000000000000
  br i1 %t.1533, label %bb_tiny.i61, label %bb2.i61

bb2.i61:
  %t.1534 = fcmp ole double %t.1531, 0x3FE921FB54442D18
  br i1 %t.1534, label %bb_small.i61, label %bb3.i61

bb3.i61:
  %t.1535 = fcmp olt double %t.1531, 0x41D0000000000000
  br i1 %t.1535, label %bb_medium.i61, label %bb_huge.i61

bb_huge.i61:
  br label %bb0.i62

bb0.i62:
  %t.1536 = call double @llvm.fabs.f64(double %t.12)
  %t.1537 = fcmp olt double %t.12, 0x0000000000000000
  %t.1538 = bitcast double %t.1536 to i64
  %t.1539 = lshr i64 %t.1538, 52
  %t.1540 = trunc i64 %t.1539 to i32
  %t.1541 = sub i32 %t.1540, 1013
  %t.1542 = lshr i32 %t.1541, 6
  %t.1543 = and i32 %t.1541, 63
  %t.1544 = zext i32 %t.1543 to i64
  %t.1545 = sub i64 63, %t.1544
  %t.1546 = and i64 %t.1538, 4503599627370495
  %t.1547 = or i64 %t.1546, 4503599627370496
  %t.1548 = add i32 %t.1542, 1
  %t.1549 = add i32 %t.1542, 2
  %t.1550 = add i32 %t.1542, 3
  br label %bb0.i63

bb0.i63:
  switch i32 %t.1542, label %bb_zero.i63 [ i32 1, label %bb1.i63 i32 2, label %bb2.i63 i32 3, label %bb3.i63 i32 4, label %bb4.i63 i32 5, label %bb5.i63 i32 6, label %bb6.i63 i32 7, label %bb7.i63 i32 8, label %bb8.i63 i32 9, label %bb9.i63 i32 10, label %bb10.i63 i32 11, label %bb11.i63 i32 12, label %bb12.i63 i32 13, label %bb13.i63 i32 14, label %bb14.i63 i32 15, label %bb15.i63 i32 16, label %bb16.i63 i32 17, label %bb17.i63 i32 18, label %bb18.i63 i32 19, label %bb19.i63 ]

bb_zero.i63:
  br label %ret.h63

bb19.i63:
  br label %ret.h63

bb18.i63:
  br label %ret.h63

bb17.i63:
  br label %ret.h63

bb16.i63:
  br label %ret.h63

bb15.i63:
  br label %ret.h63

bb14.i63:
  br label %ret.h63

bb13.i63:
  br label %ret.h63

bb12.i63:
  br label %ret.h63

bb11.i63:
  br label %ret.h63

bb10.i63:
  br label %ret.h63

bb9.i63:
  br label %ret.h63

bb8.i63:
  br label %ret.h63

bb7.i63:
  br label %ret.h63

bb6.i63:
  br label %ret.h63

bb5.i63:
  br label %ret.h63

bb4.i63:
  br label %ret.h63

bb3.i63:
  br label %ret.h63

bb2.i63:
  br label %ret.h63

bb1.i63:
  br label %ret.h63

ret.h63:
  %t.1551 = phi i64 [ 0, %bb_zero.i63 ], [ 6197850593633725355, %bb19.i63 ], [ 7780917995555872008, %bb18.i63 ], [ 4397547296490951402, %bb17.i63 ], [ 8441921394348257659, %bb16.i63 ], [ 5712322887342352941, %bb15.i63 ], [ 7869616827067468215, %bb14.i63 ], [ -1211730484530615009, %bb13.i63 ], [ 2303758334597371919, %bb12.i63 ], [ -7168499653074671557, %bb11.i63 ], [ 4148332274289687028, %bb10.i63 ], [ -1613291254968254911, %bb9.i63 ], [ -1692731182770600828, %bb8.i63 ], [ -135693905287338178, %bb7.i63 ], [ 452944820249399836, %bb6.i63 ], [ -5249950069107600672, %bb5.i63 ], [ -121206125134887583, %bb4.i63 ], [ -2638381946312093631, %bb3.i63 ], [ -277156292786332224, %bb2.i63 ], [ -6703182060581546711, %bb1.i63 ]
  br label %bb0.i64

bb0.i64:
  switch i32 %t.1548, label %bb_zero.i64 [ i32 1, label %bb1.i64 i32 2, label %bb2.i64 i32 3, label %bb3.i64 i32 4, label %bb4.i64 i32 5, label %bb5.i64 i32 6, label %bb6.i64 i32 7, label %bb7.i64 i32 8, label %bb8.i64 i32 9, label %bb9.i64 i32 10, label %bb10.i64 i32 11, label %bb11.i64 i32 12, label %bb12.i64 i32 13, label %bb13.i64 i32 14, label %bb14.i64 i32 15, label %bb15.i64 i32 16, label %bb16.i64 i32 17, label %bb17.i64 i32 18, label %bb18.i64 i32 19, label %bb19.i64 ]

bb_zero.i64:
  br label %ret.h64

bb19.i64:
  br label %ret.h64

bb18.i64:
  br label %ret.h64

bb17.i64:
  br label %ret.h64

bb16.i64:
  br label %ret.h64

bb15.i64:
  br label %ret.h64

bb14.i64:
  br label %ret.h64

bb13.i64:
  br label %ret.h64

bb12.i64:
  br label %ret.h64

bb11.i64:
  br label %ret.h64

bb10.i64:
  br label %ret.h64

bb9.i64:
  br label %ret.h64

bb8.i64:
  br label %ret.h64

bb7.i64:
  br label %ret.h64

bb6.i64:
  br label %ret.h64

bb5.i64:
  br label %ret.h64

bb4.i64:
  br label %ret.h64

bb3.i64:
  br label %ret.h64

bb2.i64:
  br label %ret.h64

bb1.i64:
  br label %ret.h64

ret.h64:
  %t.1552 = phi i64 [ 0, %bb_zero.i64 ], [ 6197850593633725355, %bb19.i64 ], [ 7780917995555872008, %bb18.i64 ], [ 4397547296490951402, %bb17.i64 ], [ 8441921394348257659, %bb16.i64 ], [ 5712322887342352941, %bb15.i64 ], [ 7869616827067468215, %bb14.i64 ], [ -1211730484530615009, %bb13.i64 ], [ 2303758334597371919, %bb12.i64 ], [ -7168499653074671557, %bb11.i64 ], [ 4148332274289687028, %bb10.i64 ], [ -1613291254968254911, %bb9.i64 ], [ -1692731182770600828, %bb8.i64 ], [ -135693905287338178, %bb7.i64 ], [ 452944820249399836, %bb6.i64 ], [ -5249950069107600672, %bb5.i64 ], [ -121206125134887583, %bb4.i64 ], [ -2638381946312093631, %bb3.i64 ], [ -277156292786332224, %bb2.i64 ], [ -6703182060581546711, %bb1.i64 ]
  br label %bb0.i65

bb0.i65:
  switch i32 %t.1549, label %bb_zero.i65 [ i32 1, label %bb1.i65 i32 2, label %bb2.i65 i32 3, label %bb3.i65 i32 4, label %bb4.i65 i32 5, label %bb5.i65 i32 6, label %bb6.i65 i32 7, label %bb7.i65 i32 8, label %bb8.i65 i32 9, label %bb9.i65 i32 10, label %bb10.i65 i32 11, label %bb11.i65 i32 12, label %bb12.i65 i32 13, label %bb13.i65 i32 14, label %bb14.i65 i32 15, label %bb15.i65 i32 16, label %bb16.i65 i32 17, label %bb17.i65 i32 18, label %bb18.i65 i32 19, label %bb19.i65 ]

bb_zero.i65:
  br label %ret.h65

bb19.i65:
  br label %ret.h65

bb18.i65:
  br label %ret.h65

bb17.i65:
  br label %ret.h65

bb16.i65:
  br label %ret.h65

bb15.i65:
  br label %ret.h65

bb14.i65:
  br label %ret.h65

bb13.i65:
  br label %ret.h65

bb12.i65:
  br label %ret.h65

bb11.i65:
  br label %ret.h65

bb10.i65:
  br label %ret.h65

bb9.i65:
  br label %ret.h65

bb8.i65:
  br label %ret.h65

bb7.i65:
  br label %ret.h65

bb6.i65:
  br label %ret.h65

bb5.i65:
  br label %ret.h65

bb4.i65:
  br label %ret.h65

bb3.i65:
  br label %ret.h65

bb2.i65:
  br label %ret.h65

bb1.i65:
  br label %ret.h65

ret.h65:
  %t.1553 = phi i64 [ 0, %bb_zero.i65 ], [ 6197850593633725355, %bb19.i65 ], [ 7780917995555872008, %bb18.i65 ], [ 4397547296490951402, %bb17.i65 ], [ 8441921394348257659, %bb16.i65 ], [ 5712322887342352941, %bb15.i65 ], [ 7869616827067468215, %bb14.i65 ], [ -1211730484530615009, %bb13.i65 ], [ 2303758334597371919, %bb12.i65 ], [ -7168499653074671557, %bb11.i65 ], [ 4148332274289687028, %bb10.i65 ], [ -1613291254968254911, %bb9.i65 ], [ -1692731182770600828, %bb8.i65 ], [ -135693905287338178, %bb7.i65 ], [ 452944820249399836, %bb6.i65 ], [ -5249950069107600672, %bb5.i65 ], [ -121206125134887583, %bb4.i65 ], [ -2638381946312093631, %bb3.i65 ], [ -277156292786332224, %bb2.i65 ], [ -6703182060581546711, %bb1.i65 ]
  br label %bb0.i66

bb0.i66:
  switch i32 %t.1550, label %bb_zero.i66 [ i32 1, label %bb1.i66 i32 2, label %bb2.i66 i32 3, label %bb3.i66 i32 4, label %bb4.i66 i32 5, label %bb5.i66 i32 6, label %bb6.i66 i32 7, label %bb7.i66 i32 8, label %bb8.i66 i32 9, label %bb9.i66 i32 10, label %bb10.i66 i32 11, label %bb11.i66 i32 12, label %bb12.i66 i32 13, label %bb13.i66 i32 14, label %bb14.i66 i32 15, label %bb15.i66 i32 16, label %bb16.i66 i32 17, label %bb17.i66 i32 18, label %bb18.i66 i32 19, label %bb19.i66 ]

bb_zero.i66:
  br label %ret.h66

bb19.i66:
  br label %ret.h66

bb18.i66:
  br label %ret.h66

bb17.i66:
  br label %ret.h66

bb16.i66:
  br label %ret.h66

bb15.i66:
  br label %ret.h66

bb14.i66:
  br label %ret.h66

bb13.i66:
  br label %ret.h66

bb12.i66:
  br label %ret.h66

bb11.i66:
  br label %ret.h66

bb10.i66:
  br label %ret.h66

bb9.i66:
  br label %ret.h66

bb8.i66:
  br label %ret.h66

bb7.i66:
  br label %ret.h66

bb6.i66:
  br label %ret.h66

bb5.i66:
  br label %ret.h66

bb4.i66:
  br label %ret.h66

bb3.i66:
  br label %ret.h66

bb2.i66:
  br label %ret.h66

bb1.i66:
  br label %ret.h66

ret.h66:
  %t.1554 = phi i64 [ 0, %bb_zero.i66 ], [ 6197850593633725355, %bb19.i66 ], [ 7780917995555872008, %bb18.i66 ], [ 4397547296490951402, %bb17.i66 ], [ 8441921394348257659, %bb16.i66 ], [ 5712322887342352941, %bb15.i66 ], [ 7869616827067468215, %bb14.i66 ], [ -1211730484530615009, %bb13.i66 ], [ 2303758334597371919, %bb12.i66 ], [ -7168499653074671557, %bb11.i66 ], [ 4148332274289687028, %bb10.i66 ], [ -1613291254968254911, %bb9.i66 ], [ -1692731182770600828, %bb8.i66 ], [ -135693905287338178, %bb7.i66 ], [ 452944820249399836, %bb6.i66 ], [ -5249950069107600672, %bb5.i66 ], [ -121206125134887583, %bb4.i66 ], [ -2638381946312093631, %bb3.i66 ], [ -277156292786332224, %bb2.i66 ], [ -6703182060581546711, %bb1.i66 ]
  %t.1555 = and i64 %t.1544, 63
  %t.1556 = shl i64 %t.1551, %t.1555
  %t.1557 = lshr i64 %t.1552, 1
  %t.1558 = and i64 %t.1545, 63
  %t.1559 = lshr i64 %t.1557, %t.1558
  %t.1560 = or i64 %t.1556, %t.1559
  %t.1561 = and i64 %t.1544, 63
  %t.1562 = shl i64 %t.1552, %t.1561
  %t.1563 = lshr i64 %t.1553, 1
  %t.1564 = and i64 %t.1545, 63
  %t.1565 = lshr i64 %t.1563, %t.1564
  %t.1566 = or i64 %t.1562, %t.1565
  %t.1567 = and i64 %t.1544, 63
  %t.1568 = shl i64 %t.1553, %t.1567
  %t.1569 = lshr i64 %t.1554, 1
  %t.1570 = and i64 %t.1545, 63
  %t.1571 = lshr i64 %t.1569, %t.1570
  %t.1572 = or i64 %t.1568, %t.1571
  %t.1573 = mul i64 %t.1572, %t.1547
  br label %bb0.i67

bb0.i67:
  %t.1574 = and i64 %t.1572, 4294967295
  %t.1575 = lshr i64 %t.1572, 32
  %t.1576 = and i64 %t.1547, 4294967295
  %t.1577 = lshr i64 %t.1547, 32
  %t.1578 = mul i64 %t.1574, %t.1576
  %t.1579 = mul i64 %t.1574, %t.1577
  %t.1580 = mul i64 %t.1575, %t.1576
  %t.1581 = mul i64 %t.1575, %t.1577
  %t.1582 = lshr i64 %t.1578, 32
  %t.1583 = and i64 %t.1579, 4294967295
  %t.1584 = and i64 %t.1580, 4294967295
  %t.1585 = add i64 %t.1582, %t.1583
  %t.1586 = add i64 %t.1585, %t.1584
  %t.1587 = lshr i64 %t.1579, 32
  %t.1588 = lshr i64 %t.1580, 32
  %t.1589 = lshr i64 %t.1586, 32
  %t.1590 = add i64 %t.1581, %t.1587
  %t.1591 = add i64 %t.1590, %t.1588
  %t.1592 = add i64 %t.1591, %t.1589
  br label %ret.h67

ret.h67:
  %t.1593 = phi i64 [ %t.1592, %bb0.i67 ]
  %t.1594 = mul i64 %t.1566, %t.1547
  br label %bb0.i68

bb0.i68:
  %t.1595 = and i64 %t.1566, 4294967295
  %t.1596 = lshr i64 %t.1566, 32
  %t.1597 = and i64 %t.1547, 4294967295
  %t.1598 = lshr i64 %t.1547, 32
  %t.1599 = mul i64 %t.1595, %t.1597
  %t.1600 = mul i64 %t.1595, %t.1598
  %t.1601 = mul i64 %t.1596, %t.1597
  %t.1602 = mul i64 %t.1596, %t.1598
  %t.1603 = lshr i64 %t.1599, 32
  %t.1604 = and i64 %t.1600, 4294967295
  %t.1605 = and i64 %t.1601, 4294967295
  %t.1606 = add i64 %t.1603, %t.1604
  %t.1607 = add i64 %t.1606, %t.1605
  %t.1608 = lshr i64 %t.1600, 32
  %t.1609 = lshr i64 %t.1601, 32
  %t.1610 = lshr i64 %t.1607, 32
  %t.1611 = add i64 %t.1602, %t.1608
  %t.1612 = add i64 %t.1611, %t.1609
  %t.1613 = add i64 %t.1612, %t.1610
  br label %ret.h68

ret.h68:
  %t.1614 = phi i64 [ %t.1613, %bb0.i68 ]
  %t.1615 = mul i64 %t.1560, %t.1547
  %t.1616 = add i64 %t.1593, %t.1594
  %t.1617 = icmp ult i64 %t.1616, %t.1593
  %t.1618 = zext i1 %t.1617 to i64
  %t.1619 = add i64 %t.1614, %t.1615
  %t.1620 = add i64 %t.1619, %t.1618
  %t.1621 = add i64 %t.1620, 2305843009213693952
  %t.1622 = lshr i64 %t.1621, 62
  %t.1623 = and i64 %t.1621, 4611686018427387903
  %t.1624 = icmp ult i64 %t.1623, 2305843009213693952
  %t.1625 = sub i64 %t.1623, 2305843009213693952
  br i1 %t.1624, label %bb_negate.i62, label %bb_magnitude.i62

bb_negate.i62:
  %t.1626 = xor i64 %t.1573, -1
  %t.1627 = add i64 %t.1626, 1
  %t.1628 = icmp eq i64 %t.1573, 0
  %t.1629 = zext i1 %t.1628 to i64
  %t.1630 = xor i64 %t.1616, -1
  %t.1631 = add i64 %t.1630, %t.1629
  %t.1632 = icmp eq i64 %t.1616, 0
  %t.1633 = and i1 %t.1628, %t.1632
  %t.1634 = zext i1 %t.1633 to i64
  %t.1635 = xor i64 %t.1625, -1
  %t.1636 = add i64 %t.1635, %t.1634
  br label %bb_magnitude.i62

bb_magnitude.i62:
  %t.1637 = phi i64 [ %t.1625, %ret.h68 ], [ %t.1636, %bb_negate.i62 ]
  %t.1638 = phi i64 [ %t.1616, %ret.h68 ], [ %t.1631, %bb_negate.i62 ]
  %t.1639 = phi i64 [ %t.1573, %ret.h68 ], [ %t.1627, %bb_negate.i62 ]
  %t.1640 = icmp eq i64 %t.1637, 0
  br i1 %t.1640, label %bb_shift64.i62, label %bb_normalize.i62

bb_shift64.i62:
  br label %bb_normalize.i62

bb_normalize.i62:
  %t.1641 = phi i64 [ %t.1637, %bb_magnitude.i62 ], [ %t.1638, %bb_shift64.i62 ]
  %t.1642 = phi i64 [ %t.1638, %bb_magnitude.i62 ], [ %t.1639, %bb_shift64.i62 ]
  %t.1643 = phi i64 [ %t.1639, %bb_magnitude.i62 ], [ 0, %bb_shift64.i62 ]
  %t.1644 = phi i32 [ 0, %bb_magnitude.i62 ], [ 64, %bb_shift64.i62 ]
  %t.1645 = uitofp i64 %t.1641 to double
  %t.1646 = bitcast double %t.1645 to i64
  %t.1647 = lshr i64 %t.1646, 52
  %t.1648 = sub i64 1086, %t.1647
  %t.1649 = and i64 %t.1648, 63
  %t.1650 = shl i64 %t.1641, %t.1649
  %t.1651 = lshr i64 %t.1650, 63
  %t.1652 = sub i64 1, %t.1651
  %t.1653 = add i64 %t.1648, %t.1652
  %t.1654 = sub i64 63, %t.1653
  %t.1655 = and i64 %t.1653, 63
  %t.1656 = shl i64 %t.1641, %t.1655
  %t.1657 = lshr i64 %t.1642, 1
  %t.1658 = and i64 %t.1654, 63
  %t.1659 = lshr i64 %t.1657, %t.1658
  %t.1660 = or i64 %t.1656, %t.1659
  %t.1661 = and i64 %t.1653, 63
  %t.1662 = shl i64 %t.1642, %t.1661
  %t.1663 = lshr i64 %t.1643, 1
  %t.1664 = and i64 %t.1654, 63
  %t.1665 = lshr i64 %t.1663, %t.1664
  %t.1666 = or i64 %t.1662, %t.1665
  %t.1667 = trunc i64 %t.1653 to i32
  %t.1668 = add i32 %t.1644, %t.1667
  %t.1669 = lshr i64 %t.1660, 11
  %t.1670 = and i64 %t.1660, 2047
  %t.1671 = shl i64 %t.1670, 53
  %t.1672 = lshr i64 %t.1666, 11
  %t.1673 = or i64 %t.1671, %t.1672
  %t.1674 = uitofp i64 %t.1669 to double
  %t.1675 = uitofp i64 %t.1673 to double
  %t.1676 = sub i32 -51, %t.1668
  br label %bb0.i69

bb0.i69:
  %t.1677 = add i32 %t.1676, 1023
  %t.1678 = sext i32 %t.1677 to i64
  %t.1679 = shl i64 %t.1678, 52
  %t.1680 = bitcast i64 %t.1679 to double
  br label %ret.h69

ret.h69:
  %t.1681 = phi double [ %t.1680, %bb0.i69 ]
  %t.1682 = fmul double %t.1674, %t.1681
  %t.1683 = fmul double %t.1675, %t.1681
  %t.1684 = fmul double %t.1683, 0x3BF0000000000000
  %t.1685 = fmul double %t.1682, 0x3FF921FB54442D18
  %t.1686 = fsub double 0x8000000000000000, %t.1685
  %t.1687 = call double @llvm.fma.f64(double %t.1682, double 0x3FF921FB54442D18, double %t.1686)
  %t.1688 = fmul double %t.1682, 0x3C91A62633145C07
  %t.1689 = fmul double %t.1684, 0x3FF921FB54442D18
  %t.1690 = fadd double %t.1688, %t.1689
  %t.1691 = fadd double %t.1687, %t.1690
  %t.1692 = fadd double %t.1685, %t.1691
  %t.1693 = fsub double %t.1692, %t.1685
  %t.1694 = fsub double %t.1691, %t.1693
  %t.1695 = xor i1 %t.1624, %t.1537
  br i1 %t.1695, label %bb_flip.i62, label %bb_keep.i62

bb_keep.i62:
  br label %bb_quadrant.i62

bb_flip.i62:
  %t.1696 = fsub double 0x8000000000000000, %t.1692
  %t.1697 = fsub double 0x8000000000000000, %t.1694
  br label %bb_quadrant.i62

bb_quadrant.i62:
  %t.1698 = phi double [ %t.1696, %bb_flip.i62 ], [ %t.1692, %bb_keep.i62 ]
  %t.1699 = phi double [ %t.1697, %bb_flip.i62 ], [ %t.1694, %bb_keep.i62 ]
  %t.1700 = trunc i64 %t.1622 to i32
  br i1 %t.1537, label %bb_neg_n.i62, label %bb_out.i62

bb_neg_n.i62:
  %t.1701 = sub i32 0, %t.1700
  br label %bb_out.i62

bb_out.i62:
  %t.1702 = phi i32 [ %t.1700, %bb_quadrant.i62 ], [ %t.1701, %bb_neg_n.i62 ]
  %t.1703 = and i32 %t.1702, 3
  br label %bb0.i70

bb0.i70:
  %t.1704 = icmp eq i32 2, 2
  br i1 %t.1704, label %bb_tan.i70, label %bb_sin_cos.i70

bb_sin_cos.i70:
  %t.1705 = add i32 %t.1703, 2
  %t.1706 = and i32 %t.1705, 3
  %t.1707 = and i32 %t.1706, 1
  %t.1708 = icmp eq i32 %t.1707, 1
  br i1 %t.1708, label %bb_cos.i70, label %bb_sin.i70

bb_sin.i70:
  br label %bb0.i71

bb0.i71:
  %t.1709 = fmul double %t.1698, %t.1698
  %t.1710 = fmul double %t.1709, %t.1709
  %t.1711 = fmul double %t.1709, 0x3EC71DE357B1FE7D
  %t.1712 = fadd double %t.1711, 0xBF2A01A019C161D5
  %t.1713 = fmul double %t.1709, %t.1712
  %t.1714 = fadd double %t.1713, 0x3F8111111110F8A6
  %t.1715 = fmul double %t.1709, 0x3DE5D93A5ACFD57C
  %t.1716 = fadd double %t.1715, 0xBE5AE5E68A2B9CEB
  %t.1717 = fmul double %t.1709, %t.1710
  %t.1718 = fmul double %t.1717, %t.1716
  %t.1719 = fadd double %t.1714, %t.1718
  %t.1720 = fmul double %t.1709, %t.1698
  %t.1721 = fmul double %t.1699, 0x3FE0000000000000
  %t.1722 = fmul double %t.1720, %t.1719
  %t.1723 = fsub double %t.1721, %t.1722
  %t.1724 = fmul double %t.1709, %t.1723
  %t.1725 = fsub double %t.1724, %t.1699
  %t.1726 = fmul double %t.1720, 0xBFC5555555555549
  %t.1727 = fsub double %t.1725, %t.1726
  %t.1728 = fsub double %t.1698, %t.1727
  br label %ret.h71

ret.h71:
  %t.1729 = phi double [ %t.1728, %bb0.i71 ]
  br label %bb_sign.i70

bb_cos.i70:
  br label %bb0.i72

bb0.i72:
  %t.1730 = fmul double %t.1698, %t.1698
  %t.1731 = fmul double %t.1730, %t.1730
  %t.1732 = fmul double %t.1730, 0x3EFA01A019CB1590
  %t.1733 = fadd double %t.1732, 0xBF56C16C16C15177
  %t.1734 = fmul double %t.1730, %t.1733
  %t.1735 = fadd double %t.1734, 0x3FA555555555554C
  %t.1736 = fmul double %t.1730, %t.1735
  %t.1737 = fmul double %t.1730, 0xBDA8FAE9BE8838D4
  %t.1738 = fadd double %t.1737, 0x3E21EE9EBDB4B1C4
  %t.1739 = fmul double %t.1730, %t.1738
  %t.1740 = fadd double %t.1739, 0xBE927E4F809C52AD
  %t.1741 = fmul double %t.1731, %t.1731
  %t.1742 = fmul double %t.1741, %t.1740
  %t.1743 = fadd double %t.1736, %t.1742
  %t.1744 = fmul double %t.1730, 0x3FE0000000000000
  %t.1745 = fsub double 0x3FF0000000000000, %t.1744
  %t.1746 = fsub double 0x3FF0000000000000, %t.1745
  %t.1747 = fsub double %t.1746, %t.1744
  %t.1748 = fmul double %t.1730, %t.1743
  %t.1749 = fmul double %t.1698, %t.1699
  %t.1750 = fsub double %t.1748, %t.1749
  %t.1751 = fadd double %t.1747, %t.1750
  %t.1752 = fadd double %t.1745, %t.1751
  br label %ret.h72

ret.h72:
  %t.1753 = phi double [ %t.1752, %bb0.i72 ]
  br label %bb_sign.i70

bb_sign.i70:
  %t.1754 = phi double [ %t.1729, %ret.h71 ], [ %t.1753, %ret.h72 ]
  %t.1755 = icmp uge i32 %t.1706, 2
  br i1 %t.1755, label %bb_neg.i70, label %bb_pos.i70

bb_pos.i70:
  br label %ret.h70

bb_neg.i70:
  %t.1756 = fsub double 0x8000000000000000, %t.1754
  br label %ret.h70

bb_tan.i70:
  %t.1757 = and i32 %t.1703, 1
  %t.1758 = icmp eq i32 %t.1757, 1
  br label %bb0.i73

bb0.i73:
  %t.1759 = fcmp olt double %t.1698, 0x0000000000000000
  %t.1760 = call double @llvm.fabs.f64(double %t.1698)
  %t.1761 = fcmp oge double %t.1760, 0x3FE5942800000000
  br i1 %t.1761, label %bb_big.i73, label %bb_poly.i73

bb_big.i73:
  br i1 %t.1759, label %bb_flip.i73, label %bb_keep.i73

bb_keep.i73:
  br label %bb_big2.i73

bb_flip.i73:
  %t.1762 = fsub double 0x8000000000000000, %t.1698
  %t.1763 = fsub double 0x8000000000000000, %t.1699
  br label %bb_big2.i73

bb_big2.i73:
  %t.1764 = phi double [ %t.1762, %bb_flip.i73 ], [ %t.1698, %bb_keep.i73 ]
  %t.1765 = phi double [ %t.1763, %bb_flip.i73 ], [ %t.1699, %bb_keep.i73 ]
  %t.1766 = fsub double 0x3FE921FB54442D18, %t.1764
  %t.1767 = fsub double 0x3C81A62633145C07, %t.1765
  %t.1768 = fadd double %t.1766, %t.1767
  br label %bb_poly.i73

bb_poly.i73:
  %t.1769 = phi double [ %t.1698, %bb0.i73 ], [ %t.1768, %bb_big2.i73 ]
  %t.1770 = phi double [ %t.1699, %bb0.i73 ], [ 0x0000000000000000, %bb_big2.i73 ]
  %t.1771 = fmul double %t.1769, %t.1769
  %t.1772 = fmul double %t.1771, %t.1771
  %t.1773 = fmul double %t.1772, 0xBEF375CBDB605373
  %t.1774 = fadd double %t.1773, 0x3F147E88A03792A6
  %t.1775 = fmul double %t.1772, %t.1774
  %t.1776 = fadd double %t.1775, 0x3F4344D8F2F26501
  %t.1777 = fmul double %t.1772, %t.1776
  %t.1778 = fadd double %t.1777, 0x3F6D6D22C9560328
  %t.1779 = fmul double %t.1772, %t.1778
  %t.1780 = fadd double %t.1779, 0x3F9664F48406D637
  %t.1781 = fmul double %t.1772, %t.1780
  %t.1782 = fadd double %t.1781, 0x3FC111111110FE7A
  %t.1783 = fmul double %t.1772, 0x3EFB2A7074BF7AD4
  %t.1784 = fadd double %t.1783, 0x3F12B80F32F0A7E9
  %t.1785 = fmul double %t.1772, %t.1784
  %t.1786 = fadd double %t.1785, 0x3F3026F71A8D1068
  %t.1787 = fmul double %t.1772, %t.1786
  %t.1788 = fadd double %t.1787, 0x3F57DBC8FEE08315
  %t.1789 = fmul double %t.1772, %t.1788
  %t.1790 = fadd double %t.1789, 0x3F8226E3E96E8493
  %t.1791 = fmul double %t.1772, %t.1790
  %t.1792 = fadd double %t.1791, 0x3FABA1BA1BB341FE
  %t.1793 = fmul double %t.1771, %t.1792
  %t.1794 = fmul double %t.1771, %t.1769
  %t.1795 = fadd double %t.1782, %t.1793
  %t.1796 = fmul double %t.1794, %t.1795
  %t.1797 = fadd double %t.1796, %t.1770
  %t.1798 = fmul double %t.1771, %t.1797
  %t.1799 = fadd double %t.1770, %t.1798
  %t.1800 = fmul double %t.1794, 0x3FD5555555555563
  %t.1801 = fadd double %t.1799, %t.1800
  %t.1802 = fadd double %t.1769, %t.1801
  br i1 %t.1761, label %bb_big_ret.i73, label %bb_small_ret.i73

bb_small_ret.i73:
  br i1 %t.1758, label %bb_recip.i73, label %bb_direct.i73

bb_direct.i73:
  br label %ret.h73

bb_recip.i73:
  %t.1803 = bitcast double %t.1802 to i64
  %t.1804 = and i64 %t.1803, -4294967296
  %t.1805 = bitcast i64 %t.1804 to double
  %t.1806 = fsub double %t.1805, %t.1769
  %t.1807 = fsub double %t.1801, %t.1806
  %t.1808 = fdiv double 0xBFF0000000000000, %t.1802
  %t.1809 = bitcast double %t.1808 to i64
  %t.1810 = and i64 %t.1809, -4294967296
  %t.1811 = bitcast i64 %t.1810 to double
  %t.1812 = fmul double %t.1811, %t.1805
  %t.1813 = fadd double 0x3FF0000000000000, %t.1812
  %t.1814 = fmul double %t.1811, %t.1807
  %t.1815 = fadd double %t.1813, %t.1814
  %t.1816 = fmul double %t.1808, %t.1815
  %t.1817 = fadd double %t.1811, %t.1816
  br label %ret.h73

bb_big_ret.i73:
  %t.1818 = select i1 %t.1758, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1819 = fmul double %t.1818, 0x4000000000000000
  %t.1820 = fsub double 0x3FF0000000000000, %t.1819
  %t.1821 = fmul double %t.1802, %t.1802
  %t.1822 = fadd double %t.1802, %t.1820
  %t.1823 = fdiv double %t.1821, %t.1822
  %t.1824 = fsub double %t.1823, %t.1801
  %t.1825 = fsub double %t.1769, %t.1824
  %t.1826 = fmul double %t.1825, 0x4000000000000000
  %t.1827 = fsub double %t.1820, %t.1826
  %t.1828 = select i1 %t.1759, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1829 = fmul double %t.1828, 0x4000000000000000
  %t.1830 = fsub double 0x3FF0000000000000, %t.1829
  %t.1831 = fmul double %t.1830, %t.1827
  br label %ret.h73

ret.h73:
  %t.1832 = phi double [ %t.1802, %bb_direct.i73 ], [ %t.1817, %bb_recip.i73 ], [ %t.1831, %bb_big_ret.i73 ]
  br label %ret.h70

ret.h70:
  %t.1833 = phi double [ %t.1754, %bb_pos.i70 ], [ %t.1756, %bb_neg.i70 ], [ %t.1832, %ret.h73 ]
  br label %ret.h62

ret.h62:
  %t.1834 = phi double [ %t.1833, %ret.h70 ]
  br label %ret.h61

bb_medium.i61:
  %t.1835 = fmul double %t.12, 0x3FE45F306DC9C883
  %t.1836 = fadd double %t.1835, 0x4338000000000000
  %t.1837 = fsub double %t.1836, 0x4338000000000000
  %t.1838 = fsub double 0x8000000000000000, %t.1837
  %t.1839 = call double @llvm.fma.f64(double %t.1838, double 0x3FF921FB54442D18, double %t.12)
  %t.1840 = fmul double %t.1837, 0x3C91A62633145C07
  %t.1841 = fsub double 0x8000000000000000, %t.1840
  %t.1842 = call double @llvm.fma.f64(double %t.1837, double 0x3C91A62633145C07, double %t.1841)
  %t.1843 = fadd double %t.1839, %t.1841
  %t.1844 = fsub double %t.1843, %t.1839
  %t.1845 = fsub double %t.1843, %t.1844
  %t.1846 = fsub double %t.1839, %t.1845
  %t.1847 = fsub double %t.1841, %t.1844
  %t.1848 = fadd double %t.1846, %t.1847
  %t.1849 = fmul double %t.1837, 0xB91F1976B7ED8FBC
  %t.1850 = fsub double %t.1848, %t.1842
  %t.1851 = fsub double %t.1850, %t.1849
  %t.1852 = fadd double %t.1843, %t.1851
  %t.1853 = fsub double %t.1852, %t.1843
  %t.1854 = fsub double %t.1851, %t.1853
  %t.1855 = call i32 @llvm.fptosi.sat.i32.f64(double %t.1837)
  %t.1856 = and i32 %t.1855, 3
  br label %bb0.i74

bb0.i74:
  %t.1857 = icmp eq i32 2, 2
  br i1 %t.1857, label %bb_tan.i74, label %bb_sin_cos.i74

bb_sin_cos.i74:
  %t.1858 = add i32 %t.1856, 2
  %t.1859 = and i32 %t.1858, 3
  %t.1860 = and i32 %t.1859, 1
  %t.1861 = icmp eq i32 %t.1860, 1
  br i1 %t.1861, label %bb_cos.i74, label %bb_sin.i74

bb_sin.i74:
  br label %bb0.i75

bb0.i75:
  %t.1862 = fmul double %t.1852, %t.1852
  %t.1863 = fmul double %t.1862, %t.1862
  %t.1864 = fmul double %t.1862, 0x3EC71DE357B1FE7D
  %t.1865 = fadd double %t.1864, 0xBF2A01A019C161D5
  %t.1866 = fmul double %t.1862, %t.1865
  %t.1867 = fadd double %t.1866, 0x3F8111111110F8A6
  %t.1868 = fmul double %t.1862, 0x3DE5D93A5ACFD57C
  %t.1869 = fadd double %t.1868, 0xBE5AE5E68A2B9CEB
  %t.1870 = fmul double %t.1862, %t.1863
  %t.1871 = fmul double %t.1870, %t.1869
  %t.1872 = fadd double %t.1867, %t.1871
  %t.1873 = fmul double %t.1862, %t.1852
  %t.1874 = fmul double %t.1854, 0x3FE0000000000000
  %t.1875 = fmul double %t.1873, %t.1872
  %t.1876 = fsub double %t.1874, %t.1875
  %t.1877 = fmul double %t.1862, %t.1876
  %t.1878 = fsub double %t.1877, %t.1854
  %t.1879 = fmul double %t.1873, 0xBFC5555555555549
  %t.1880 = fsub double %t.1878, %t.1879
  %t.1881 = fsub double %t.1852, %t.1880
  br label %ret.h75

ret.h75:
  %t.1882 = phi double [ %t.1881, %bb0.i75 ]
  br label %bb_sign.i74

bb_cos.i74:
  br label %bb0.i76

bb0.i76:
  %t.1883 = fmul double %t.1852, %t.1852
  %t.1884 = fmul double %t.1883, %t.1883
  %t.1885 = fmul double %t.1883, 0x3EFA01A019CB1590
  %t.1886 = fadd double %t.1885, 0xBF56C16C16C15177
  %t.1887 = fmul double %t.1883, %t.1886
  %t.1888 = fadd double %t.1887, 0x3FA555555555554C
  %t.1889 = fmul double %t.1883, %t.1888
  %t.1890 = fmul double %t.1883, 0xBDA8FAE9BE8838D4
  %t.1891 = fadd double %t.1890, 0x3E21EE9EBDB4B1C4
  %t.1892 = fmul double %t.1883, %t.1891
  %t.1893 = fadd double %t.1892, 0xBE927E4F809C52AD
  %t.1894 = fmul double %t.1884, %t.1884
  %t.1895 = fmul double %t.1894, %t.1893
  %t.1896 = fadd double %t.1889, %t.1895
  %t.1897 = fmul double %t.1883, 0x3FE0000000000000
  %t.1898 = fsub double 0x3FF0000000000000, %t.1897
  %t.1899 = fsub double 0x3FF0000000000000, %t.1898
  %t.1900 = fsub double %t.1899, %t.1897
  %t.1901 = fmul double %t.1883, %t.1896
  %t.1902 = fmul double %t.1852, %t.1854
  %t.1903 = fsub double %t.1901, %t.1902
  %t.1904 = fadd double %t.1900, %t.1903
  %t.1905 = fadd double %t.1898, %t.1904
  br label %ret.h76

ret.h76:
  %t.1906 = phi double [ %t.1905, %bb0.i76 ]
  br label %bb_sign.i74

bb_sign.i74:
  %t.1907 = phi double [ %t.1882, %ret.h75 ], [ %t.1906, %ret.h76 ]
  %t.1908 = icmp uge i32 %t.1859, 2
  br i1 %t.1908, label %bb_neg.i74, label %bb_pos.i74

bb_pos.i74:
  br label %ret.h74

bb_neg.i74:
  %t.1909 = fsub double 0x8000000000000000, %t.1907
  br label %ret.h74

bb_tan.i74:
  %t.1910 = and i32 %t.1856, 1
  %t.1911 = icmp eq i32 %t.1910, 1
  br label %bb0.i77

bb0.i77:
  %t.1912 = fcmp olt double %t.1852, 0x0000000000000000
  %t.1913 = call double @llvm.fabs.f64(double %t.1852)
  %t.1914 = fcmp oge double %t.1913, 0x3FE5942800000000
  br i1 %t.1914, label %bb_big.i77, label %bb_poly.i77

bb_big.i77:
  br i1 %t.1912, label %bb_flip.i77, label %bb_keep.i77

bb_keep.i77:
  br label %bb_big2.i77

bb_flip.i77:
  %t.1915 = fsub double 0x8000000000000000, %t.1852
  %t.1916 = fsub double 0x8000000000000000, %t.1854
  br label %bb_big2.i77

bb_big2.i77:
  %t.1917 = phi double [ %t.1915, %bb_flip.i77 ], [ %t.1852, %bb_keep.i77 ]
  %t.1918 = phi double [ %t.1916, %bb_flip.i77 ], [ %t.1854, %bb_keep.i77 ]
  %t.1919 = fsub double 0x3FE921FB54442D18, %t.1917
  %t.1920 = fsub double 0x3C81A62633145C07, %t.1918
  %t.1921 = fadd double %t.1919, %t.1920
  br label %bb_poly.i77

bb_poly.i77:
  %t.1922 = phi double [ %t.1852, %bb0.i77 ], [ %t.1921, %bb_big2.i77 ]
  %t.1923 = phi double [ %t.1854, %bb0.i77 ], [ 0x0000000000000000, %bb_big2.i77 ]
  %t.1924 = fmul double %t.1922, %t.1922
  %t.1925 = fmul double %t.1924, %t.1924
  %t.1926 = fmul double %t.1925, 0xBEF375CBDB605373
  %t.1927 = fadd double %t.1926, 0x3F147E88A03792A6
  %t.1928 = fmul double %t.1925, %t.1927
  %t.1929 = fadd double %t.1928, 0x3F4344D8F2F26501
  %t.1930 = fmul double %t.1925, %t.1929
  %t.1931 = fadd double %t.1930, 0x3F6D6D22C9560328
  %t.1932 = fmul double %t.1925, %t.1931
  %t.1933 = fadd double %t.1932, 0x3F9664F48406D637
  %t.1934 = fmul double %t.1925, %t.1933
  %t.1935 = fadd double %t.1934, 0x3FC111111110FE7A
  %t.1936 = fmul double %t.1925, 0x3EFB2A7074BF7AD4
  %t.1937 = fadd double %t.1936, 0x3F12B80F32F0A7E9
  %t.1938 = fmul double %t.1925, %t.1937
  %t.1939 = fadd double %t.1938, 0x3F3026F71A8D1068
  %t.1940 = fmul double %t.1925, %t.1939
  %t.1941 = fadd double %t.1940, 0x3F57DBC8FEE08315
  %t.1942 = fmul double %t.1925, %t.1941
  %t.1943 = fadd double %t.1942, 0x3F8226E3E96E8493
  %t.1944 = fmul double %t.1925, %t.1943
  %t.1945 = fadd double %t.1944, 0x3FABA1BA1BB341FE
  %t.1946 = fmul double %t.1924, %t.1945
  %t.1947 = fmul double %t.1924, %t.1922
  %t.1948 = fadd double %t.1935, %t.1946
  %t.1949 = fmul double %t.1947, %t.1948
  %t.1950 = fadd double %t.1949, %t.1923
  %t.1951 = fmul double %t.1924, %t.1950
  %t.1952 = fadd double %t.1923, %t.1951
  %t.1953 = fmul double %t.1947, 0x3FD5555555555563
  %t.1954 = fadd double %t.1952, %t.1953
  %t.1955 = fadd double %t.1922, %t.1954
  br i1 %t.1914, label %bb_big_ret.i77, label %bb_small_ret.i77

bb_small_ret.i77:
  br i1 %t.1911, label %bb_recip.i77, label %bb_direct.i77

bb_direct.i77:
  br label %ret.h77

bb_recip.i77:
  %t.1956 = bitcast double %t.1955 to i64
  %t.1957 = and i64 %t.1956, -4294967296
  %t.1958 = bitcast i64 %t.1957 to double
  %t.1959 = fsub double %t.1958, %t.1922
  %t.1960 = fsub double %t.1954, %t.1959
  %t.1961 = fdiv double 0xBFF0000000000000, %t.1955
  %t.1962 = bitcast double %t.1961 to i64
  %t.1963 = and i64 %t.1962, -4294967296
  %t.1964 = bitcast i64 %t.1963 to double
  %t.1965 = fmul double %t.1964, %t.1958
  %t.1966 = fadd double 0x3FF0000000000000, %t.1965
  %t.1967 = fmul double %t.1964, %t.1960
  %t.1968 = fadd double %t.1966, %t.1967
  %t.1969 = fmul double %t.1961, %t.1968
  %t.1970 = fadd double %t.1964, %t.1969
  br label %ret.h77

bb_big_ret.i77:
  %t.1971 = select i1 %t.1911, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1972 = fmul double %t.1971, 0x4000000000000000
  %t.1973 = fsub double 0x3FF0000000000000, %t.1972
  %t.1974 = fmul double %t.1955, %t.1955
  %t.1975 = fadd double %t.1955, %t.1973
  %t.1976 = fdiv double %t.1974, %t.1975
  %t.1977 = fsub double %t.1976, %t.1954
  %t.1978 = fsub double %t.1922, %t.1977
  %t.1979 = fmul double %t.1978, 0x4000000000000000
  %t.1980 = fsub double %t.1973, %t.1979
  %t.1981 = select i1 %t.1912, double 0x3FF0000000000000, double 0x0000000000000000
  %t.1982 = fmul double %t.1981, 0x4000000000000000
  %t.1983 = fsub double 0x3FF0000000000000, %t.1982
  %t.1984 = fmul double %t.1983, %t.1980
  br label %ret.h77

ret.h77:
  %t.1985 = phi double [ %t.1955, %bb_direct.i77 ], [ %t.1970, %bb_recip.i77 ], [ %t.1984, %bb_big_ret.i77 ]
  br label %ret.h74

ret.h74:
  %t.1986 = phi double [ %t.1907, %bb_pos.i74 ], [ %t.1909, %bb_neg.i74 ], [ %t.1985, %ret.h77 ]
  br label %ret.h61

bb_small.i61:
  br label %bb0.i78

bb0.i78:
  %t.1987 = icmp eq i32 2, 2
  br i1 %t.1987, label %bb_tan.i78, label %bb_sin_cos.i78

bb_sin_cos.i78:
  %t.1988 = add i32 0, 2
  %t.1989 = and i32 %t.1988, 3
  %t.1990 = and i32 %t.1989, 1
  %t.1991 = icmp eq i32 %t.1990, 1
  br i1 %t.1991, label %bb_cos.i78, label %bb_sin.i78

bb_sin.i78:
  br label %bb0.i79

bb0.i79:
  %t.1992 = fmul double %t.12, %t.12
  %t.1993 = fmul double %t.1992, %t.1992
  %t.1994 = fmul double %t.1992, 0x3EC71DE357B1FE7D
  %t.1995 = fadd double %t.1994, 0xBF2A01A019C161D5
  %t.1996 = fmul double %t.1992, %t.1995
  %t.1997 = fadd double %t.1996, 0x3F8111111110F8A6
  %t.1998 = fmul double %t.1992, 0x3DE5D93A5ACFD57C
  %t.1999 = fadd double %t.1998, 0xBE5AE5E68A2B9CEB
  %t.2000 = fmul double %t.1992, %t.1993
  %t.2001 = fmul double %t.2000, %t.1999
  %t.2002 = fadd double %t.1997, %t.2001
  %t.2003 = fmul double %t.1992, %t.12
  %t.2004 = fmul double 0x0000000000000000, 0x3FE0000000000000
  %t.2005 = fmul double %t.2003, %t.2002
  %t.2006 = fsub double %t.2004, %t.2005
  %t.2007 = fmul double %t.1992, %t.2006
  %t.2008 = fsub double %t.2007, 0x0000000000000000
  %t.2009 = fmul double %t.2003, 0xBFC5555555555549
  %t.2010 = fsub double %t.2008, %t.2009
  %t.2011 = fsub double %t.12, %t.2010
  br label %ret.h79

ret.h79:
  %t.2012 = phi double [ %t.2011, %bb0.i79 ]
  br label %bb_sign.i78

bb_cos.i78:
  br label %bb0.i80

bb0.i80:
  %t.2013 = fmul double %t.12, %t.12
  %t.2014 = fmul double %t.2013, %t.2013
  %t.2015 = fmul double %t.2013, 0x3EFA01A019CB1590
  %t.2016 = fadd double %t.2015, 0xBF56C16C16C15177
  %t.2017 = fmul double %t.2013, %t.2016
  %t.2018 = fadd double %t.2017, 0x3FA555555555554C
  %t.2019 = fmul double %t.2013, %t.2018
  %t.2020 = fmul double %t.2013, 0xBDA8FAE9BE8838D4
  %t.2021 = fadd double %t.2020, 0x3E21EE9EBDB4B1C4
  %t.2022 = fmul double %t.2013, %t.2021
  %t.2023 = fadd double %t.2022, 0xBE927E4F809C52AD
  %t.2024 = fmul double %t.2014, %t.2014
  %t.2025 = fmul double %t.2024, %t.2023
  %t.2026 = fadd double %t.2019, %t.2025
  %t.2027 = fmul double %t.2013, 0x3FE0000000000000
  %t.2028 = fsub double 0x3FF0000000000000, %t.2027
  %t.2029 = fsub double 0x3FF0000000000000, %t.2028
  %t.2030 = fsub double %t.2029, %t.2027
  %t.2031 = fmul double %t.2013, %t.2026
  %t.2032 = fmul double %t.12, 0x0000000000000000
  %t.2033 = fsub double %t.2031, %t.2032
  %t.2034 = fadd double %t.2030, %t.2033
  %t.2035 = fadd double %t.2028, %t.2034
  br label %ret.h80

ret.h80:
  %t.2036 = phi double [ %t.2035, %bb0.i80 ]
  br label %bb_sign.i78

bb_sign.i78:
  %t.2037 = phi double [ %t.2012, %ret.h79 ], [ %t.2036, %ret.h80 ]
  %t.2038 = icmp uge i32 %t.1989, 2
  br i1 %t.2038, label %bb_neg.i78, label %bb_pos.i78

bb_pos.i78:
  br label %ret.h78

bb_neg.i78:
  %t.2039 = fsub double 0x8000000000000000, %t.2037
  br label %ret.h78

bb_tan.i78:
  %t.2040 = and i32 0, 1
  %t.2041 = icmp eq i32 %t.2040, 1
  br label %bb0.i81

bb0.i81:
  %t.2042 = fcmp olt double %t.12, 0x0000000000000000
  %t.2043 = call double @llvm.fabs.f64(double %t.12)
  %t.2044 = fcmp oge double %t.2043, 0x3FE5942800000000
  br i1 %t.2044, label %bb_big.i81, label %bb_poly.i81

bb_big.i81:
  br i1 %t.2042, label %bb_flip.i81, label %bb_keep.i81

bb_keep.i81:
  br label %bb_big2.i81

bb_flip.i81:
  %t.2045 = fsub double 0x8000000000000000, %t.12
  %t.2046 = fsub double 0x8000000000000000, 0x0000000000000000
  br label %bb_big2.i81

bb_big2.i81:
  %t.2047 = phi double [ %t.2045, %bb_flip.i81 ], [ %t.12, %bb_keep.i81 ]
  %t.2048 = phi double [ %t.2046, %bb_flip.i81 ], [ 0x0000000000000000, %bb_keep.i81 ]
  %t.2049 = fsub double 0x3FE921FB54442D18, %t.2047
  %t.2050 = fsub double 0x3C81A62633145C07, %t.2048
  %t.2051 = fadd double %t.2049, %t.2050
  br label %bb_poly.i81

bb_poly.i81:
  %t.2052 = phi double [ %t.12, %bb0.i81 ], [ %t.2051, %bb_big2.i81 ]
  %t.2053 = phi double [ 0x0000000000000000, %bb0.i81 ], [ 0x0000000000000000, %bb_big2.i81 ]
  %t.2054 = fmul double %t.2052, %t.2052
  %t.2055 = fmul double %t.2054, %t.2054
  %t.2056 = fmul double %t.2055, 0xBEF375CBDB605373
  %t.2057 = fadd double %t.2056, 0x3F147E88A03792A6
  %t.2058 = fmul double %t.2055, %t.2057
  %t.2059 = fadd double %t.2058, 0x3F4344D8F2F26501
  %t.2060 = fmul double %t.2055, %t.2059
  %t.2061 = fadd double %t.2060, 0x3F6D6D22C9560328
  %t.2062 = fmul double %t.2055, %t.2061
  %t.2063 = fadd double %t.2062, 0x3F9664F48406D637
  %t.2064 = fmul double %t.2055, %t.2063
  %t.2065 = fadd double %t.2064, 0x3FC111111110FE7A
  %t.2066 = fmul double %t.2055, 0x3EFB2A7074BF7AD4
  %t.2067 = fadd double %t.2066, 0x3F12B80F32F0A7E9
  %t.2068 = fmul double %t.2055, %t.2067
  %t.2069 = fadd double %t.2068, 0x3F3026F71A8D1068
  %t.2070 = fmul double %t.2055, %t.2069
  %t.2071 = fadd double %t.2070, 0x3F57DBC8FEE08315
  %t.2072 = fmul double %t.2055, %t.2071
  %t.2073 = fadd double %t.2072, 0x3F8226E3E96E8493
  %t.2074 = fmul double %t.2055, %t.2073
  %t.2075 = fadd double %t.2074, 0x3FABA1BA1BB341FE
  %t.2076 = fmul double %t.2054, %t.2075
  %t.2077 = fmul double %t.2054, %t.2052
  %t.2078 = fadd double %t.2065, %t.2076
  %t.2079 = fmul double %t.2077, %t.2078
  %t.2080 = fadd double %t.2079, %t.2053
  %t.2081 = fmul double %t.2054, %t.2080
  %t.2082 = fadd double %t.2053, %t.2081
  %t.2083 = fmul double %t.2077, 0x3FD5555555555563
  %t.2084 = fadd double %t.2082, %t.2083
  %t.2085 = fadd double %t.2052, %t.2084
  br i1 %t.2044, label %bb_big_ret.i81, label %bb_small_ret.i81

bb_small_ret.i81:
  br i1 %t.2041, label %bb_recip.i81, label %bb_direct.i81

bb_direct.i81:
  br label %ret.h81

bb_recip.i81:
  %t.2086 = bitcast double %t.2085 to i64
  %t.2087 = and i64 %t.2086, -4294967296
  %t.2088 = bitcast i64 %t.2087 to double
  %t.2089 = fsub double %t.2088, %t.2052
  %t.2090 = fsub double %t.2084, %t.2089
  %t.2091 = fdiv double 0xBFF0000000000000, %t.2085
  %t.2092 = bitcast double %t.2091 to i64
  %t.2093 = and i64 %t.2092, -4294967296
  %t.2094 = bitcast i64 %t.2093 to double
  %t.2095 = fmul double %t.2094, %t.2088
  %t.2096 = fadd double 0x3FF0000000000000, %t.2095
  %t.2097 = fmul double %t.2094, %t.2090
  %t.2098 = fadd double %t.2096, %t.2097
  %t.2099 = fmul double %t.2091, %t.2098
  %t.2100 = fadd double %t.2094, %t.2099
  br label %ret.h81

bb_big_ret.i81:
  %t.2101 = select i1 %t.2041, double 0x3FF0000000000000, double 0x0000000000000000
  %t.2102 = fmul double %t.2101, 0x4000000000000000
  %t.2103 = fsub double 0x3FF0000000000000, %t.2102
  %t.2104 = fmul double %t.2085, %t.2085
  %t.2105 = fadd double %t.2085, %t.2103
  %t.2106 = fdiv double %t.2104, %t.2105
  %t.2107 = fsub double %t.2106, %t.2084
  %t.2108 = fsub double %t.2052, %t.2107
  %t.2109 = fmul double %t.2108, 0x4000000000000000
  %t.2110 = fsub double %t.2103, %t.2109
  %t.2111 = select i1 %t.2042, double 0x3FF0000000000000, double 0x0000000000000000
  %t.2112 = fmul double %t.2111, 0x4000000000000000
  %t.2113 = fsub double 0x3FF0000000000000, %t.2112
  %t.2114 = fmul double %t.2113, %t.2110
  br label %ret.h81

ret.h81:
  %t.2115 = phi double [ %t.2085, %bb_direct.i81 ], [ %t.2100, %bb_recip.i81 ], [ %t.2114, %bb_big_ret.i81 ]
  br label %ret.h78

ret.h78:
  %t.2116 = phi double [ %t.2037, %bb_pos.i78 ], [ %t.2039, %bb_neg.i78 ], [ %t.2115, %ret.h81 ]
  br label %ret.h61

bb_tiny.i61:
  %t.2117 = icmp eq i32 2, 1
  br i1 %t.2117, label %bb_one.i61, label %bb_self.i61

bb_self.i61:
  br label %ret.h61

bb_one.i61:
  br label %ret.h61

ret.h61:
  %t.2118 = phi double [ 0x7FF8000000000000, %bb_nan.i61 ], [ %t.1834, %ret.h62 ], [ %t.1986, %ret.h74 ], [ %t.2116, %ret.h78 ], [ %t.12, %bb_self.i61 ], [ 0x3FF0000000000000, %bb_one.i61 ]
  br label %ret.h60

ret.h60:
  %t.2119 = phi double [ %t.2118, %ret.h61 ]
  br label %bb0.i82

bb0.i82:
  %t.2120 = fcmp oeq double %t.12, %t.12
  br i1 %t.2120, label %bb1.i82, label %bb_nan.i82

bb_nan.i82:
  br label %ret.h82

bb1.i82:
  %t.2121 = call double @llvm.fabs.f64(double %t.12)
  %t.2122 = fcmp olt double %t.2121, 0x3E30000000000000
  br i1 %t.2122, label %bb_tiny.i82, label %bb2.i82

bb2.i82:
  %t.2123 = fcmp olt double %t.2121, 0x3FF0000000000000
  br i1 %t.2123, label %bb_small.i82, label %bb3.i82

bb3.i82:
  %t.2124 = fcmp olt double %t.2121, 0x4036000000000000
  br i1 %t.2124, label %bb_mid.i82, label %bb_sign.i82

bb_mid.i82:
  %t.2125 = fmul double %t.2121, 0x4000000000000000
  br label %bb0.i83

bb0.i83:
  %t.2126 = fcmp oeq double %t.2125, %t.2125
  br i1 %t.2126, label %bb1.i83, label %bb_nan.i83

bb_nan.i83:
  br label %ret.h83

bb1.i83:
  %t.2127 = fcmp ogt double %t.2125, 0x4086300000000000
  br i1 %t.2127, label %bb_inf.i83, label %bb2.i83

bb2.i83:
  %t.2128 = fcmp olt double %t.2125, 0xC087500000000000
  br i1 %t.2128, label %bb_zero.i83, label %bb_reduce.i83

bb_reduce.i83:
  %t.2129 = fmul double %t.2125, 0x3FF71547652B82FE
  %t.2130 = fadd double %t.2129, 0x4338000000000000
  %t.2131 = fsub double %t.2130, 0x4338000000000000
  %t.2132 = call i32 @llvm.fptosi.sat.i32.f64(double %t.2131)
  %t.2133 = fmul double %t.2131, 0x3FE62E42FEE00000
  %t.2134 = fsub double %t.2125, %t.2133
  %t.2135 = fmul double %t.2131, 0x3DEA39EF35793C76
  br label %bb0.i84

bb0.i84:
  %t.2136 = fsub double %t.2134, %t.2135
  %t.2137 = fmul double %t.2136, %t.2136
  %t.2138 = fmul double %t.2137, 0x3E66376972BEA4D0
  %t.2139 = fadd double %t.2138, 0xBEBBBD41C5D26BF1
  %t.2140 = fmul double %t.2137, %t.2139
  %t.2141 = fadd double %t.2140, 0x3F11566AAF25DE2C
  %t.2142 = fmul double %t.2137, %t.2141
  %t.2143 = fadd double %t.2142, 0xBF66C16C16BEBD93
  %t.2144 = fmul double %t.2137, %t.2143
  %t.2145 = fadd double %t.2144, 0x3FC555555555553E
  %t.2146 = fmul double %t.2137, %t.2145
  %t.2147 = fsub double %t.2136, %t.2146
  %t.2148 = fmul double %t.2136, %t.2147
  %t.2149 = fsub double 0x4000000000000000, %t.2147
  %t.2150 = fdiv double %t.2148, %t.2149
  %t.2151 = fsub double %t.2135, %t.2150
  %t.2152 = fsub double %t.2151, %t.2134
  %t.2153 = fsub double 0x3FF0000000000000, %t.2152
  %t.2154 = icmp sge i32 %t.2132, -1021
  br i1 %t.2154, label %bb1.i84, label %bb_subnormal.i84

bb_subnormal.i84:
  %t.2155 = add i32 %t.2132, 1000
  br label %bb0.i85

bb0.i85:
  %t.2156 = add i32 %t.2155, 1023
  %t.2157 = sext i32 %t.2156 to i64
  %t.2158 = shl i64 %t.2157, 52
  %t.2159 = bitcast i64 %t.2158 to double
  br label %ret.h85

ret.h85:
  %t.2160 = phi double [ %t.2159, %bb0.i85 ]
  %t.2161 = fmul double %t.2153, %t.2160
  %t.2162 = fmul double %t.2161, 0x0170000000000000
  br label %ret.h84

bb1.i84:
  %t.2163 = icmp sle i32 %t.2132, 1023
  br i1 %t.2163, label %bb_normal.i84, label %bb_top.i84

bb_top.i84:
  %t.2164 = sub i32 %t.2132, 1
  br label %bb0.i86

bb0.i86:
  %t.2165 = add i32 %t.2164, 1023
  %t.2166 = sext i32 %t.2165 to i64
  %t.2167 = shl i64 %t.2166, 52
  %t.2168 = bitcast i64 %t.2167 to double
  br label %ret.h86

ret.h86:
  %t.2169 = phi double [ %t.2168, %bb0.i86 ]
  %t.2170 = fmul double %t.2153, 0x4000000000000000
  %t.2171 = fmul double %t.2170, %t.2169
  br label %ret.h84

bb_normal.i84:
  br label %bb0.i87

bb0.i87:
  %t.2172 = add i32 %t.2132, 1023
  %t.2173 = sext i32 %t.2172 to i64
  %t.2174 = shl i64 %t.2173, 52
  %t.2175 = bitcast i64 %t.2174 to double
  br label %ret.h87

ret.h87:
  %t.2176 = phi double [ %t.2175, %bb0.i87 ]
  %t.2177 = fmul double %t.2153, %t.2176
  br label %ret.h84

ret.h84:
  %t.2178 = phi double [ %t.2162, %ret.h85 ], [ %t.2171, %ret.h86 ], [ %t.2177, %ret.h87 ]
  br label %ret.h83

bb_zero.i83:
  br label %ret.h83

bb_inf.i83:
  br label %ret.h83

ret.h83:
  %t.2179 = phi double [ %t.2125, %bb_nan.i83 ], [ %t.2178, %ret.h84 ], [ 0x0000000000000000, %bb_zero.i83 ], [ 0x7FF0000000000000, %bb_inf.i83 ]
  %t.2180 = fadd double %t.2179, 0x3FF0000000000000
  %t.2181 = fdiv double 0x4000000000000000, %t.2180
  %t.2182 = fsub double 0x3FF0000000000000, %t.2181
  br label %bb_sign.i82

bb_small.i82:
  %t.2183 = fmul double %t.2121, 0xC000000000000000
  br label %bb0.i88

bb0.i88:
  %t.2184 = fcmp olt double %t.2183, 0xBFD62E42FEFA39EF
  br i1 %t.2184, label %bb_reduce.i88, label %bb_poly.i88

bb_reduce.i88:
  %t.2185 = fmul double %t.2183, 0x3FF71547652B82FE
  %t.2186 = fadd double %t.2185, 0x4338000000000000
  %t.2187 = fsub double %t.2186, 0x4338000000000000
  %t.2188 = call i32 @llvm.fptosi.sat.i32.f64(double %t.2187)
  %t.2189 = fmul double %t.2187, 0x3FE62E42FEE00000
  %t.2190 = fsub double %t.2183, %t.2189
  %t.2191 = fmul double %t.2187, 0x3DEA39EF35793C76
  %t.2192 = fsub double %t.2190, %t.2191
  %t.2193 = fsub double %t.2190, %t.2192
  %t.2194 = fsub double %t.2193, %t.2191
  br label %bb_poly.i88

bb_poly.i88:
  %t.2195 = phi double [ %t.2183, %bb0.i88 ], [ %t.2192, %bb_reduce.i88 ]
  %t.2196 = phi double [ 0x0000000000000000, %bb0.i88 ], [ %t.2194, %bb_reduce.i88 ]
  %t.2197 = phi i32 [ 0, %bb0.i88 ], [ %t.2188, %bb_reduce.i88 ]
  %t.2198 = fmul double %t.2195, 0x3FE0000000000000
  %t.2199 = fmul double %t.2195, %t.2198
  %t.2200 = fmul double %t.2199, 0xBE8AFDB76E09C32D
  %t.2201 = fadd double %t.2200, 0x3ED0CFCA86E65239
  %t.2202 = fmul double %t.2199, %t.2201
  %t.2203 = fadd double %t.2202, 0xBF14CE199EAADBB7
  %t.2204 = fmul double %t.2199, %t.2203
  %t.2205 = fadd double %t.2204, 0x3F5A01A019FE5585
  %t.2206 = fmul double %t.2199, %t.2205
  %t.2207 = fadd double %t.2206, 0xBFA11111111110F4
  %t.2208 = fmul double %t.2199, %t.2207
  %t.2209 = fadd double 0x3FF0000000000000, %t.2208
  %t.2210 = fmul double %t.2209, %t.2198
  %t.2211 = fsub double 0x4008000000000000, %t.2210
  %t.2212 = fsub double %t.2209, %t.2211
  %t.2213 = fmul double %t.2195, %t.2211
  %t.2214 = fsub double 0x4018000000000000, %t.2213
  %t.2215 = fdiv double %t.2212, %t.2214
  %t.2216 = fmul double %t.2199, %t.2215
  %t.2217 = icmp eq i32 %t.2197, 0
  br i1 %t.2217, label %bb_k0.i88, label %bb_k.i88

bb_k.i88:
  %t.2218 = fsub double %t.2216, %t.2196
  %t.2219 = fmul double %t.2195, %t.2218
  %t.2220 = fsub double %t.2219, %t.2196
  %t.2221 = fsub double %t.2220, %t.2199
  %t.2222 = icmp eq i32 %t.2197, -1
  br i1 %t.2222, label %bb_km1.i88, label %bb_kle2.i88

bb_kle2.i88:
  %t.2223 = fsub double %t.2221, %t.2195
  %t.2224 = fsub double 0x3FF0000000000000, %t.2223
  br label %bb0.i89

bb0.i89:
  %t.2225 = add i32 %t.2197, 1023
  %t.2226 = sext i32 %t.2225 to i64
  %t.2227 = shl i64 %t.2226, 52
  %t.2228 = bitcast i64 %t.2227 to double
  br label %ret.h89

ret.h89:
  %t.2229 = phi double [ %t.2228, %bb0.i89 ]
  %t.2230 = fmul double %t.2224, %t.2229
  %t.2231 = fsub double %t.2230, 0x3FF0000000000000
  br label %ret.h88

bb_km1.i88:
  %t.2232 = fsub double %t.2195, %t.2221
  %t.2233 = fmul double %t.2232, 0x3FE0000000000000
  %t.2234 = fsub double %t.2233, 0x3FE0000000000000
  br label %ret.h88

bb_k0.i88:
  %t.2235 = fmul double %t.2195, %t.2216
  %t.2236 = fsub double %t.2235, %t.2199
  %t.2237 = fsub double %t.2195, %t.2236
  br label %ret.h88

ret.h88:
  %t.2238 = phi double [ %t.2231, %ret.h89 ], [ %t.2234, %bb_km1.i88 ], [ %t.2237, %bb_k0.i88 ]
  %t.2239 = fadd double %t.2238, 0x4000000000000000
  %t.2240 = fsub double 0x4000000000000000, %t.2239
  %t.2241 = fadd double %t.2240, %t.2238
  %t.2242 = fsub double 0x8000000000000000, %t.2238
  %t.2243 = fdiv double %t.2242, %t.2239
  %t.2244 = fsub double 0x8000000000000000, %t.2243
  %t.2245 = call double @llvm.fma.f64(double %t.2244, double %t.2239, double %t.2242)
  %t.2246 = fmul double %t.2243, %t.2241
  %t.2247 = fsub double %t.2245, %t.2246
  %t.2248 = fdiv double %t.2247, %t.2239
  %t.2249 = fadd double %t.2243, %t.2248
  br label %bb_sign.i82

bb_sign.i82:
  %t.2250 = phi double [ %t.2249, %ret.h88 ], [ 0x3FF0000000000000, %bb3.i82 ], [ %t.2182, %ret.h83 ]
  %t.2251 = fcmp olt double %t.12, 0x0000000000000000
  br i1 %t.2251, label %bb_neg.i82, label %bb_pos.i82

bb_pos.i82:
  br label %ret.h82

bb_neg.i82:
  %t.2252 = fsub double 0x8000000000000000, %t.2250
  br label %ret.h82

bb_tiny.i82:
  br label %ret.h82

ret.h82:
  %t.2253 = phi double [ %t.12, %bb_nan.i82 ], [ %t.2250, %bb_pos.i82 ], [ %t.2252, %bb_neg.i82 ], [ %t.12, %bb_tiny.i82 ]
  br label %bb0.i90

bb0.i90:
  %t.2254 = fcmp oeq double %t.12, %t.12
  %t.2255 = fcmp oeq double %t.15, %t.15
  %t.2256 = and i1 %t.2254, %t.2255
  br i1 %t.2256, label %bb1.i90, label %bb_nan.i90

bb_nan.i90:
  br label %ret.h90

bb1.i90:
  %t.2257 = fcmp oeq double %t.15, 0x0000000000000000
  br i1 %t.2257, label %bb_y0.i90, label %bb2.i90

bb2.i90:
  %t.2258 = fcmp oeq double %t.12, 0x3FF0000000000000
  br i1 %t.2258, label %bb_x1.i90, label %bb3.i90

bb3.i90:
  %t.2259 = call double @llvm.fabs.f64(double %t.12)
  %t.2260 = call double @llvm.fabs.f64(double %t.15)
  %t.2261 = fcmp ogt double %t.15, 0x0000000000000000
  %t.2262 = fcmp oge double %t.2260, 0x43F0000000000000
  br i1 %t.2262, label %bb_huge_y.i90, label %bb4.i90

bb4.i90:
  br label %bb0.i91

bb0.i91:
  %t.2263 = call double @llvm.fabs.f64(double %t.15)
  %t.2264 = fcmp oge double %t.2263, 0x4340000000000000
  br i1 %t.2264, label %bb_huge.i91, label %bb1.i91

bb1.i91:
  %t.2265 = call double @llvm.trunc.f64(double %t.2263)
  %t.2266 = fcmp oeq double %t.2265, %t.2263
  br i1 %t.2266, label %bb2.i91, label %bb_frac.i91

bb_frac.i91:
  br label %ret.h91

bb2.i91:
  %t.2267 = fmul double %t.2263, 0x3FE0000000000000
  %t.2268 = call double @llvm.trunc.f64(double %t.2267)
  %t.2269 = fcmp oeq double %t.2268, %t.2267
  br i1 %t.2269, label %bb_even.i91, label %bb_odd.i91

bb_odd.i91:
  br label %ret.h91

bb_even.i91:
  br label %ret.h91

bb_huge.i91:
  br label %ret.h91

ret.h91:
  %t.2270 = phi i32 [ 0, %bb_frac.i91 ], [ 1, %bb_odd.i91 ], [ 2, %bb_even.i91 ], [ 2, %bb_huge.i91 ]
  %t.2271 = icmp eq i32 %t.2270, 1
  %t.2272 = fcmp olt double %t.2259, 0x7FF0000000000000
  %t.2273 = fcmp ogt double %t.2259, 0x0000000000000000
  %t.2274 = and i1 %t.2272, %t.2273
  br i1 %t.2274, label %bb_regular.i90, label %bb_zero_or_inf.i90

bb_zero_or_inf.i90:
  br i1 %t.2271, label %bb_odd_edge.i90, label %bb_even_edge.i90

bb_even_edge.i90:
  %t.2275 = fcmp oeq double %t.2259, 0x0000000000000000
  %t.2276 = fcmp olt double %t.15, 0x0000000000000000
  %t.2277 = icmp eq i1 %t.2275, %t.2276
  br i1 %t.2277, label %bb_edge_inf.i90, label %bb_edge_zero.i90

bb_edge_zero.i90:
  br label %ret.h90

bb_edge_inf.i90:
  br label %ret.h90

bb_odd_edge.i90:
  br i1 %t.2261, label %bb_ret_x.i90, label %bb_recip.i90

bb_recip.i90:
  %t.2278 = fdiv double 0x3FF0000000000000, %t.12
  br label %ret.h90

bb_ret_x.i90:
  br label %ret.h90

bb_regular.i90:
  %t.2279 = fcmp olt double %t.12, 0x0000000000000000
  %t.2280 = icmp eq i32 %t.2270, 0
  %t.2281 = and i1 %t.2279, %t.2280
  br i1 %t.2281, label %bb_neg_base.i90, label %bb_calc.i90

bb_calc.i90:
  br label %bb0.i92

bb0.i92:
  %t.2282 = bitcast double %t.2259 to i64
  %t.2283 = icmp ult i64 %t.2282, 4503599627370496
  br i1 %t.2283, label %bb_subnormal.i92, label %bb_split.i92

bb_subnormal.i92:
  %t.2284 = fmul double %t.2259, 0x4350000000000000
  %t.2285 = bitcast double %t.2284 to i64
  br label %bb_split.i92

bb_split.i92:
  %t.2286 = phi i64 [ %t.2282, %bb0.i92 ], [ %t.2285, %bb_subnormal.i92 ]
  %t.2287 = phi i32 [ 0, %bb0.i92 ], [ -54, %bb_subnormal.i92 ]
  %t.2288 = lshr i64 %t.2286, 52
  %t.2289 = trunc i64 %t.2288 to i32
  %t.2290 = sub i32 %t.2289, 1023
  %t.2291 = add i32 %t.2290, %t.2287
  %t.2292 = and i64 %t.2286, 4503599627370495
  %t.2293 = or i64 %t.2292, 4607182418800017408
  %t.2294 = icmp ugt i64 %t.2293, 4609047870845172685
  %t.2295 = zext i1 %t.2294 to i64
  %t.2296 = zext i1 %t.2294 to i32
  %t.2297 = shl i64 %t.2295, 52
  %t.2298 = sub i64 %t.2293, %t.2297
  %t.2299 = add i32 %t.2291, %t.2296
  %t.2300 = bitcast i64 %t.2298 to double
  %t.2301 = fsub double %t.2300, 0x3FF0000000000000
  %t.2302 = fadd double 0x4000000000000000, %t.2301
  %t.2303 = fsub double 0x4000000000000000, %t.2302
  %t.2304 = fadd double %t.2303, %t.2301
  %t.2305 = fdiv double %t.2301, %t.2302
  %t.2306 = fsub double 0x8000000000000000, %t.2305
  %t.2307 = call double @llvm.fma.f64(double %t.2306, double %t.2302, double %t.2301)
  %t.2308 = call double @llvm.fma.f64(double %t.2306, double %t.2304, double %t.2307)
  %t.2309 = fdiv double %t.2308, %t.2302
  %t.2310 = fmul double %t.2305, %t.2305
  %t.2311 = fsub double 0x8000000000000000, %t.2310
  %t.2312 = call double @llvm.fma.f64(double %t.2305, double %t.2305, double %t.2311)
  %t.2313 = fmul double %t.2305, %t.2309
  %t.2314 = fmul double %t.2313, 0x4000000000000000
  %t.2315 = fadd double %t.2312, %t.2314
  %t.2316 = fmul double %t.2305, %t.2310
  %t.2317 = fsub double 0x8000000000000000, %t.2316
  %t.2318 = call double @llvm.fma.f64(double %t.2305, double %t.2310, double %t.2317)
  %t.2319 = fmul double %t.2305, %t.2315
  %t.2320 = fmul double %t.2309, %t.2310
  %t.2321 = fadd double %t.2319, %t.2320
  %t.2322 = fadd double %t.2318, %t.2321
  %t.2323 = fmul double %t.2316, 0x3FE5555555555555
  %t.2324 = fsub double 0x8000000000000000, %t.2323
  %t.2325 = call double @llvm.fma.f64(double %t.2316, double 0x3FE5555555555555, double %t.2324)
  %t.2326 = fmul double %t.2322, 0x3FE5555555555555
  %t.2327 = fmul double %t.2316, 0x3C85555555555555
  %t.2328 = fadd double %t.2326, %t.2327
  %t.2329 = fadd double %t.2325, %t.2328
  %t.2330 = fmul double %t.2310, 0x3FB2F684BDA12F68
  %t.2331 = fadd double %t.2330, 0x3FB47AE147AE147B
  %t.2332 = fmul double %t.2310, %t.2331
  %t.2333 = fadd double %t.2332, 0x3FB642C8590B2164
  %t.2334 = fmul double %t.2310, %t.2333
  %t.2335 = fadd double %t.2334, 0x3FB8618618618618
  %t.2336 = fmul double %t.2310, %t.2335
  %t.2337 = fadd double %t.2336, 0x3FBAF286BCA1AF28
  %t.2338 = fmul double %t.2310, %t.2337
  %t.2339 = fadd double %t.2338, 0x3FBE1E1E1E1E1E1E
  %t.2340 = fmul double %t.2310, %t.2339
  %t.2341 = fadd double %t.2340, 0x3FC1111111111111
  %t.2342 = fmul double %t.2310, %t.2341
  %t.2343 = fadd double %t.2342, 0x3FC3B13B13B13B14
  %t.2344 = fmul double %t.2310, %t.2343
  %t.2345 = fadd double %t.2344, 0x3FC745D1745D1746
  %t.2346 = fmul double %t.2310, %t.2345
  %t.2347 = fadd double %t.2346, 0x3FCC71C71C71C71C
  %t.2348 = fmul double %t.2310, %t.2347
  %t.2349 = fadd double %t.2348, 0x3FD2492492492492
  %t.2350 = fmul double %t.2310, %t.2349
  %t.2351 = fadd double %t.2350, 0x3FD999999999999A
  %t.2352 = fmul double %t.2310, %t.2310
  %t.2353 = fmul double %t.2305, %t.2352
  %t.2354 = fmul double %t.2353, %t.2351
  %t.2355 = fmul double %t.2305, 0x4000000000000000
  %t.2356 = fadd double %t.2355, %t.2323
  %t.2357 = fsub double %t.2356, %t.2355
  %t.2358 = fsub double %t.2323, %t.2357
  %t.2359 = fmul double %t.2309, 0x4000000000000000
  %t.2360 = fadd double %t.2329, %t.2354
  %t.2361 = fadd double %t.2358, %t.2360
  %t.2362 = fadd double %t.2359, %t.2361
  %t.2363 = sitofp i32 %t.2299 to double
  %t.2364 = fmul double %t.2363, 0x3FE62E42FEE00000
  %t.2365 = fadd double %t.2364, %t.2356
  %t.2366 = fsub double %t.2365, %t.2364
  %t.2367 = fsub double %t.2365, %t.2366
  %t.2368 = fsub double %t.2364, %t.2367
  %t.2369 = fsub double %t.2356, %t.2366
  %t.2370 = fadd double %t.2368, %t.2369
  %t.2371 = fmul double %t.2363, 0x3DEA39EF35793C76
  %t.2372 = fadd double %t.2371, %t.2362
  %t.2373 = fadd double %t.2370, %t.2372
  %t.2374 = fadd double %t.2365, %t.2373
  %t.2375 = fsub double %t.2374, %t.2365
  %t.2376 = fsub double %t.2373, %t.2375
  %t.2377 = fmul double %t.2374, %t.15
  %t.2378 = fsub double 0x8000000000000000, %t.2377
  %t.2379 = call double @llvm.fma.f64(double %t.2374, double %t.15, double %t.2378)
  %t.2380 = fmul double %t.2374, 0x0000000000000000
  %t.2381 = fmul double %t.2376, %t.15
  %t.2382 = fadd double %t.2380, %t.2381
  %t.2383 = fadd double %t.2379, %t.2382
  %t.2384 = fadd double %t.2377, %t.2383
  %t.2385 = fsub double %t.2384, %t.2377
  %t.2386 = fsub double %t.2383, %t.2385
  %t.2387 = icmp eq i32 0, 1
  br i1 %t.2387, label %bb_lo.i92, label %bb_hi.i92

bb_hi.i92:
  br label %ret.h92

bb_lo.i92:
  br label %ret.h92

ret.h92:
  %t.2388 = phi double [ %t.2384, %bb_hi.i92 ], [ %t.2386, %bb_lo.i92 ]
  br label %bb0.i93

bb0.i93:
  %t.2389 = bitcast double %t.2259 to i64
  %t.2390 = icmp ult i64 %t.2389, 4503599627370496
  br i1 %t.2390, label %bb_subnormal.i93, label %bb_split.i93

bb_subnormal.i93:
  %t.2391 = fmul double %t.2259, 0x4350000000000000
  %t.2392 = bitcast double %t.2391 to i64
  br label %bb_split.i93

bb_split.i93:
  %t.2393 = phi i64 [ %t.2389, %bb0.i93 ], [ %t.2392, %bb_subnormal.i93 ]
  %t.2394 = phi i32 [ 0, %bb0.i93 ], [ -54, %bb_subnormal.i93 ]
  %t.2395 = lshr i64 %t.2393, 52
  %t.2396 = trunc i64 %t.2395 to i32
  %t.2397 = sub i32 %t.2396, 1023
  %t.2398 = add i32 %t.2397, %t.2394
  %t.2399 = and i64 %t.2393, 4503599627370495
  %t.2400 = or i64 %t.2399, 4607182418800017408
  %t.2401 = icmp ugt i64 %t.2400, 4609047870845172685
  %t.2402 = zext i1 %t.2401 to i64
  %t.2403 = zext i1 %t.2401 to i32
  %t.2404 = shl i64 %t.2402, 52
  %t.2405 = sub i64 %t.2400, %t.2404
  %t.2406 = add i32 %t.2398, %t.2403
  %t.2407 = bitcast i64 %t.2405 to double
  %t.2408 = fsub double %t.2407, 0x3FF0000000000000
  %t.2409 = fadd double 0x4000000000000000, %t.2408
  %t.2410 = fsub double 0x4000000000000000, %t.2409
  %t.2411 = fadd double %t.2410, %t.2408
  %t.2412 = fdiv double %t.2408, %t.2409
  %t.2413 = fsub double 0x8000000000000000, %t.2412
  %t.2414 = call double @llvm.fma.f64(double %t.2413, double %t.2409, double %t.2408)
  %t.2415 = call double @llvm.fma.f64(double %t.2413, double %t.2411, double %t.2414)
  %t.2416 = fdiv double %t.2415, %t.2409
  %t.2417 = fmul double %t.2412, %t.2412
  %t.2418 = fsub double 0x8000000000000000, %t.2417
  %t.2419 = call double @llvm.fma.f64(double %t.2412, double %t.2412, double %t.2418)
  %t.2420 = fmul double %t.2412, %t.2416
  %t.2421 = fmul double %t.2420, 0x4000000000000000
  %t.2422 = fadd double %t.2419, %t.2421
  %t.2423 = fmul double %t.2412, %t.2417
  %t.2424 = fsub double 0x8000000000000000, %t.2423
  %t.2425 = call double @llvm.fma.f64(double %t.2412, double %t.2417, double %t.2424)
  %t.2426 = fmul double %t.2412, %t.2422
  %t.2427 = fmul double %t.2416, %t.2417
  %t.2428 = fadd double %t.2426, %t.2427
  %t.2429 = fadd double %t.2425, %t.2428
  %t.2430 = fmul double %t.2423, 0x3FE5555555555555
  %t.2431 = fsub double 0x8000000000000000, %t.2430
  %t.2432 = call double @llvm.fma.f64(double %t.2423, double 0x3FE5555555555555, double %t.2431)
  %t.2433 = fmul double %t.2429, 0x3FE5555555555555
  %t.2434 = fmul double %t.2423, 0x3C85555555555555
  %t.2435 = fadd double %t.2433, %t.2434
  %t.2436 = fadd double %t.2432, %t.2435
  %t.2437 = fmul double %t.2417, 0x3FB2F684BDA12F68
  %t.2438 = fadd double %t.2437, 0x3FB47AE147AE147B
  %t.2439 = fmul double %t.2417, %t.2438
  %t.2440 = fadd double %t.2439, 0x3FB642C8590B2164
  %t.2441 = fmul double %t.2417, %t.2440
  %t.2442 = fadd double %t.2441, 0x3FB8618618618618
  %t.2443 = fmul double %t.2417, %t.2442
  %t.2444 = fadd double %t.2443, 0x3FBAF286BCA1AF28
  %t.2445 = fmul double %t.2417, %t.2444
  %t.2446 = fadd double %t.2445, 0x3FBE1E1E1E1E1E1E
  %t.2447 = fmul double %t.2417, %t.2446
  %t.2448 = fadd double %t.2447, 0x3FC1111111111111
  %t.2449 = fmul double %t.2417, %t.2448
  %t.2450 = fadd double %t.2449, 0x3FC3B13B13B13B14
  %t.2451 = fmul double %t.2417, %t.2450
  %t.2452 = fadd double %t.2451, 0x3FC745D1745D1746
  %t.2453 = fmul double %t.2417, %t.2452
  %t.2454 = fadd double %t.2453, 0x3FCC71C71C71C71C
  %t.2455 = fmul double %t.2417, %t.2454
  %t.2456 = fadd double %t.2455, 0x3FD2492492492492
  %t.2457 = fmul double %t.2417, %t.2456
  %t.2458 = fadd double %t.2457, 0x3FD999999999999A
  %t.2459 = fmul double %t.2417, %t.2417
  %t.2460 = fmul double %t.2412, %t.2459
  %t.2461 = fmul double %t.2460, %t.2458
  %t.2462 = fmul double %t.2412, 0x4000000000000000
  %t.2463 = fadd double %t.2462, %t.2430
  %t.2464 = fsub double %t.2463, %t.2462
  %t.2465 = fsub double %t.2430, %t.2464
  %t.2466 = fmul double %t.2416, 0x4000000000000000
  %t.2467 = fadd double %t.2436, %t.2461
  %t.2468 = fadd double %t.2465, %t.2467
  %t.2469 = fadd double %t.2466, %t.2468
  %t.2470 = sitofp i32 %t.2406 to double
  %t.2471 = fmul double %t.2470, 0x3FE62E42FEE00000
  %t.2472 = fadd double %t.2471, %t.2463
  %t.2473 = fsub double %t.2472, %t.2471
  %t.2474 = fsub double %t.2472, %t.2473
  %t.2475 = fsub double %t.2471, %t.2474
  %t.2476 = fsub double %t.2463, %t.2473
  %t.2477 = fadd double %t.2475, %t.2476
  %t.2478 = fmul double %t.2470, 0x3DEA39EF35793C76
  %t.2479 = fadd double %t.2478, %t.2469
  %t.2480 = fadd double %t.2477, %t.2479
  %t.2481 = fadd double %t.2472, %t.2480
  %t.2482 = fsub double %t.2481, %t.2472
  %t.2483 = fsub double %t.2480, %t.2482
  %t.2484 = fmul double %t.2481, %t.15
  %t.2485 = fsub double 0x8000000000000000, %t.2484
  %t.2486 = call double @llvm.fma.f64(double %t.2481, double %t.15, double %t.2485)
  %t.2487 = fmul double %t.2481, 0x0000000000000000
  %t.2488 = fmul double %t.2483, %t.15
  %t.2489 = fadd double %t.2487, %t.2488
  %t.2490 = fadd double %t.2486, %t.2489
  %t.2491 = fadd double %t.2484, %t.2490
  %t.2492 = fsub double %t.2491, %t.2484
  %t.2493 = fsub double %t.2490, %t.2492
  %t.2494 = icmp eq i32 1, 1
  br i1 %t.2494, label %bb_lo.i93, label %bb_hi.i93

bb_hi.i93:
  br label %ret.h93

bb_lo.i93:
  br label %ret.h93

ret.h93:
  %t.2495 = phi double [ %t.2491, %bb_hi.i93 ], [ %t.2493, %bb_lo.i93 ]
  br label %bb0.i94

bb0.i94:
  %t.2496 = fcmp ogt double %t.2388, 0x4086300000000000
  br i1 %t.2496, label %bb_inf.i94, label %bb1.i94

bb1.i94:
  %t.2497 = fcmp olt double %t.2388, 0xC087500000000000
  br i1 %t.2497, label %bb_zero.i94, label %bb_reduce.i94

bb_reduce.i94:
  %t.2498 = fmul double %t.2388, 0x3FF71547652B82FE
  %t.2499 = fadd double %t.2498, 0x4338000000000000
  %t.2500 = fsub double %t.2499, 0x4338000000000000
  %t.2501 = call i32 @llvm.fptosi.sat.i32.f64(double %t.2500)
  %t.2502 = fmul double %t.2500, 0x3FE62E42FEE00000
  %t.2503 = fsub double %t.2388, %t.2502
  %t.2504 = fmul double %t.2500, 0x3DEA39EF35793C76
  %t.2505 = fsub double %t.2504, %t.2495
  br label %bb0.i95

bb0.i95:
  %t.2506 = fsub double %t.2503, %t.2505
  %t.2507 = fmul double %t.2506, %t.2506
  %t.2508 = fmul double %t.2507, 0x3E66376972BEA4D0
  %t.2509 = fadd double %t.2508, 0xBEBBBD41C5D26BF1
  %t.2510 = fmul double %t.2507, %t.2509
  %t.2511 = fadd double %t.2510, 0x3F11566AAF25DE2C
  %t.2512 = fmul double %t.2507, %t.2511
  %t.2513 = fadd double %t.2512, 0xBF66C16C16BEBD93
  %t.2514 = fmul double %t.2507, %t.2513
  %t.2515 = fadd double %t.2514, 0x3FC555555555553E
  %t.2516 = fmul double %t.2507, %t.2515
  %t.2517 = fsub double %t.2506, %t.2516
  %t.2518 = fmul double %t.2506, %t.2517
  %t.2519 = fsub double 0x4000000000000000, %t.2517
  %t.2520 = fdiv double %t.2518, %t.2519
  %t.2521 = fsub double %t.2505, %t.2520
  %t.2522 = fsub double %t.2521, %t.2503
  %t.2523 = fsub double 0x3FF0000000000000, %t.2522
  %t.2524 = icmp sge i32 %t.2501, -1021
  br i1 %t.2524, label %bb1.i95, label %bb_subnormal.i95

bb_subnormal.i95:
  %t.2525 = add i32 %t.2501, 1000
  br label %bb0.i96

bb0.i96:
  %t.2526 = add i32 %t.2525, 1023
  %t.2527 = sext i32 %t.2526 to i64
  %t.2528 = shl i64 %t.2527, 52
  %t.2529 = bitcast i64 %t.2528 to double
  br label %ret.h96

ret.h96:
  %t.2530 = phi double [ %t.2529, %bb0.i96 ]
  %t.2531 = fmul double %t.2523, %t.2530
  %t.2532 = fmul double %t.2531, 0x0170000000000000
  br label %ret.h95

bb1.i95:
  %t.2533 = icmp sle i32 %t.2501, 1023
  br i1 %t.2533, label %bb_normal.i95, label %bb_top.i95

bb_top.i95:
  %t.2534 = sub i32 %t.2501, 1
  br label %bb0.i97

bb0.i97:
  %t.2535 = add i32 %t.2534, 1023
  %t.2536 = sext i32 %t.2535 to i64
  %t.2537 = shl i64 %t.2536, 52
  %t.2538 = bitcast i64 %t.2537 to double
  br label %ret.h97

ret.h97:
  %t.2539 = phi double [ %t.2538, %bb0.i97 ]
  %t.2540 = fmul double %t.2523, 0x4000000000000000
  %t.2541 = fmul double %t.2540, %t.2539
  br label %ret.h95

bb_normal.i95:
  br label %bb0.i98

bb0.i98:
  %t.2542 = add i32 %t.2501, 1023
  %t.2543 = sext i32 %t.2542 to i64
  %t.2544 = shl i64 %t.2543, 52
  %t.2545 = bitcast i64 %t.2544 to double
  br label %ret.h98

ret.h98:
  %t.2546 = phi double [ %t.2545, %bb0.i98 ]
  %t.2547 = fmul double %t.2523, %t.2546
  br label %ret.h95

ret.h95:
  %t.2548 = phi double [ %t.2532, %ret.h96 ], [ %t.2541, %ret.h97 ], [ %t.2547, %ret.h98 ]
  br label %ret.h94

bb_zero.i94:
  br label %ret.h94

bb_inf.i94:
  br label %ret.h94

ret.h94:
  %t.2549 = phi double [ %t.2548, %ret.h95 ], [ 0x0000000000000000, %bb_zero.i94 ], [ 0x7FF0000000000000, %bb_inf.i94 ]
  %t.2550 = and i1 %t.2279, %t.2271
  br i1 %t.2550, label %bb_neg.i90, label %bb_pos.i90

bb_pos.i90:
  br label %ret.h90

bb_neg.i90:
  %t.2551 = fsub double 0x8000000000000000, %t.2549
  br label %ret.h90

bb_neg_base.i90:
  br label %ret.h90

bb_huge_y.i90:
  %t.2552 = fcmp oeq double %t.2259, 0x3FF0000000000000
  br i1 %t.2552, label %bb_huge_one.i90, label %bb_huge_y2.i90

bb_huge_y2.i90:
  %t.2553 = fcmp ogt double %t.2259, 0x3FF0000000000000
  %t.2554 = icmp eq i1 %t.2553, %t.2261
  br i1 %t.2554, label %bb_huge_inf.i90, label %bb_huge_zero.i90

bb_huge_zero.i90:
  br label %ret.h90

bb_huge_inf.i90:
  br label %ret.h90

bb_huge_one.i90:
  br label %ret.h90

bb_x1.i90:
  br label %ret.h90

bb_y0.i90:
  br label %ret.h90

ret.h90:
  %t.2555 = phi double [ 0x7FF8000000000000, %bb_nan.i90 ], [ 0x0000000000000000, %bb_edge_zero.i90 ], [ 0x7FF0000000000000, %bb_edge_inf.i90 ], [ %t.2278, %bb_recip.i90 ], [ %t.12, %bb_ret_x.i90 ], [ %t.2549, %bb_pos.i90 ], [ %t.2551, %bb_neg.i90 ], [ 0x7FF8000000000000, %bb_neg_base.i90 ], [ 0x0000000000000000, %bb_huge_zero.i90 ], [ 0x7FF0000000000000, %bb_huge_inf.i90 ], [ 0x3FF0000000000000, %bb_huge_one.i90 ], [ 0x3FF0000000000000, %bb_x1.i90 ], [ 0x3FF0000000000000, %bb_y0.i90 ]
  br label %bb0.i99

bb0.i99:
  %t.2556 = fcmp oeq double %t.12, %t.12
  %t.2557 = fcmp oeq double %t.15, %t.15
  %t.2558 = and i1 %t.2556, %t.2557
  br i1 %t.2558, label %bb1.i99, label %bb_nan.i99

bb_nan.i99:
  br label %ret.h99

bb1.i99:
  %t.2559 = fcmp oeq double %t.15, 0x3FF0000000000000
  br i1 %t.2559, label %bb_atan.i99, label %bb2.i99

bb2.i99:
  %t.2560 = bitcast double %t.12 to i64
  %t.2561 = bitcast double %t.15 to i64
  %t.2562 = lshr i64 %t.2560, 63
  %t.2563 = lshr i64 %t.2561, 63
  %t.2564 = shl i64 %t.2563, 1
  %t.2565 = or i64 %t.2564, %t.2562
  %t.2566 = trunc i64 %t.2565 to i32
  %t.2567 = icmp eq i64 %t.2563, 1
  %t.2568 = call double @llvm.fabs.f64(double %t.12)
  %t.2569 = call double @llvm.fabs.f64(double %t.15)
  %t.2570 = fcmp oeq double %t.2568, 0x0000000000000000
  br i1 %t.2570, label %bb_y0.i99, label %bb3.i99

bb3.i99:
  %t.2571 = fcmp oeq double %t.2569, 0x0000000000000000
  br i1 %t.2571, label %bb_x0.i99, label %bb4.i99

bb4.i99:
  %t.2572 = fcmp oeq double %t.2569, 0x7FF0000000000000
  %t.2573 = fcmp oeq double %t.2568, 0x7FF0000000000000
  br i1 %t.2572, label %bb_xinf.i99, label %bb5.i99

bb5.i99:
  br i1 %t.2573, label %bb_yinf.i99, label %bb6.i99

bb6.i99:
  %t.2574 = lshr i64 %t.2560, 32
  %t.2575 = lshr i64 %t.2561, 32
  %t.2576 = and i64 %t.2574, 2147483647
  %t.2577 = and i64 %t.2575, 2147483647
  %t.2578 = trunc i64 %t.2576 to i32
  %t.2579 = trunc i64 %t.2577 to i32
  %t.2580 = sub i32 %t.2578, %t.2579
  %t.2581 = ashr i32 %t.2580, 20
  %t.2582 = icmp sgt i32 %t.2581, 60
  br i1 %t.2582, label %bb_kbig.i99, label %bb7.i99

bb7.i99:
  %t.2583 = icmp slt i32 %t.2581, -60
  %t.2584 = and i1 %t.2567, %t.2583
  br i1 %t.2584, label %bb_quadrant.i99, label %bb_divide.i99

bb_divide.i99:
  %t.2585 = fdiv double %t.2568, %t.2569
  br label %bb0.i100

bb0.i100:
  %t.2586 = fcmp oeq double %t.2585, %t.2585
  br i1 %t.2586, label %bb1.i100, label %bb_nan.i100

bb_nan.i100:
  br label %ret.h100

bb1.i100:
  %t.2587 = call double @llvm.fabs.f64(double %t.2585)
  %t.2588 = fcmp olt double %t.2585, 0x0000000000000000
  %t.2589 = fcmp olt double %t.2587, 0x3FDC000000000000
  br i1 %t.2589, label %bb_small.i100, label %bb_reduce.i100

bb_reduce.i100:
  %t.2590 = fcmp oge double %t.2587, 0x4410000000000000
  br i1 %t.2590, label %bb_pio2.i100, label %bb_r1.i100

bb_r1.i100:
  %t.2591 = fcmp olt double %t.2587, 0x3FF3000000000000
  br i1 %t.2591, label %bb_r2.i100, label %bb_r3.i100

bb_r3.i100:
  %t.2592 = fcmp olt double %t.2587, 0x4003800000000000
  br i1 %t.2592, label %bb_id2.i100, label %bb_id3.i100

bb_id3.i100:
  %t.2593 = fdiv double 0xBFF0000000000000, %t.2587
  br label %bb_join.i100

bb_id2.i100:
  %t.2594 = fsub double %t.2587, 0x3FF8000000000000
  %t.2595 = fmul double %t.2587, 0x3FF8000000000000
  %t.2596 = fadd double 0x3FF0000000000000, %t.2595
  %t.2597 = fdiv double %t.2594, %t.2596
  br label %bb_join.i100

bb_r2.i100:
  %t.2598 = fcmp olt double %t.2587, 0x3FE6000000000000
  br i1 %t.2598, label %bb_id0.i100, label %bb_id1.i100

bb_id1.i100:
  %t.2599 = fsub double %t.2587, 0x3FF0000000000000
  %t.2600 = fadd double %t.2587, 0x3FF0000000000000
  %t.2601 = fdiv double %t.2599, %t.2600
  br label %bb_join.i100

bb_id0.i100:
  %t.2602 = fmul double %t.2587, 0x4000000000000000
  %t.2603 = fsub double %t.2602, 0x3FF0000000000000
  %t.2604 = fadd double 0x4000000000000000, %t.2587
  %t.2605 = fdiv double %t.2603, %t.2604
  br label %bb_join.i100

bb_join.i100:
  %t.2606 = phi double [ %t.2605, %bb_id0.i100 ], [ %t.2601, %bb_id1.i100 ], [ %t.2597, %bb_id2.i100 ], [ %t.2593, %bb_id3.i100 ]
  %t.2607 = phi double [ 0x3FDDAC670561BB4F, %bb_id0.i100 ], [ 0x3FE921FB54442D18, %bb_id1.i100 ], [ 0x3FEF730BD281F69B, %bb_id2.i100 ], [ 0x3FF921FB54442D18, %bb_id3.i100 ]
  %t.2608 = phi double [ 0x3C7A2B7F222F65E2, %bb_id0.i100 ], [ 0x3C81A62633145C07, %bb_id1.i100 ], [ 0x3C7007887AF0CBBD, %bb_id2.i100 ], [ 0x3C91A62633145C07, %bb_id3.i100 ]
  br label %bb0.i101

bb0.i101:
  %t.2609 = fmul double %t.2606, %t.2606
  %t.2610 = fmul double %t.2609, %t.2609
  %t.2611 = fmul double %t.2610, 0x3F90AD3AE322DA11
  %t.2612 = fadd double %t.2611, 0x3FA97B4B24760DEB
  %t.2613 = fmul double %t.2610, %t.2612
  %t.2614 = fadd double %t.2613, 0x3FB10D66A0D03D51
  %t.2615 = fmul double %t.2610, %t.2614
  %t.2616 = fadd double %t.2615, 0x3FB745CDC54C206E
  %t.2617 = fmul double %t.2610, %t.2616
  %t.2618 = fadd double %t.2617, 0x3FC24924920083FF
  %t.2619 = fmul double %t.2610, %t.2618
  %t.2620 = fadd double %t.2619, 0x3FD555555555550D
  %t.2621 = fmul double %t.2609, %t.2620
  %t.2622 = fmul double %t.2610, 0xBFA2B4442C6A6C2F
  %t.2623 = fadd double %t.2622, 0xBFADDE2D52DEFD9A
  %t.2624 = fmul double %t.2610, %t.2623
  %t.2625 = fadd double %t.2624, 0xBFB3B0F2AF749A6D
  %t.2626 = fmul double %t.2610, %t.2625
  %t.2627 = fadd double %t.2626, 0xBFBC71C6FE231671
  %t.2628 = fmul double %t.2610, %t.2627
  %t.2629 = fadd double %t.2628, 0xBFC999999998EBC4
  %t.2630 = fmul double %t.2610, %t.2629
  %t.2631 = fadd double %t.2621, %t.2630
  %t.2632 = fmul double %t.2606, %t.2631
  br label %ret.h101

ret.h101:
  %t.2633 = phi double [ %t.2632, %bb0.i101 ]
  %t.2634 = fsub double %t.2633, %t.2608
  %t.2635 = fsub double %t.2634, %t.2606
  %t.2636 = fsub double %t.2607, %t.2635
  br label %bb_sign.i100

bb_pio2.i100:
  br label %bb_sign.i100

bb_sign.i100:
  %t.2637 = phi double [ %t.2636, %ret.h101 ], [ 0x3FF921FB54442D18, %bb_pio2.i100 ]
  br i1 %t.2588, label %bb_neg.i100, label %bb_pos.i100

bb_pos.i100:
  br label %ret.h100

bb_neg.i100:
  %t.2638 = fsub double 0x8000000000000000, %t.2637
  br label %ret.h100

bb_small.i100:
  %t.2639 = fcmp olt double %t.2587, 0x3E40000000000000
  br i1 %t.2639, label %bb_tiny.i100, label %bb_series.i100

bb_series.i100:
  br label %bb0.i102

bb0.i102:
  %t.2640 = fmul double %t.2585, %t.2585
  %t.2641 = fmul double %t.2640, %t.2640
  %t.2642 = fmul double %t.2641, 0x3F90AD3AE322DA11
  %t.2643 = fadd double %t.2642, 0x3FA97B4B24760DEB
  %t.2644 = fmul double %t.2641, %t.2643
  %t.2645 = fadd double %t.2644, 0x3FB10D66A0D03D51
  %t.2646 = fmul double %t.2641, %t.2645
  %t.2647 = fadd double %t.2646, 0x3FB745CDC54C206E
  %t.2648 = fmul double %t.2641, %t.2647
  %t.2649 = fadd double %t.2648, 0x3FC24924920083FF
  %t.2650 = fmul double %t.2641, %t.2649
  %t.2651 = fadd double %t.2650, 0x3FD555555555550D
  %t.2652 = fmul double %t.2640, %t.2651
  %t.2653 = fmul double %t.2641, 0xBFA2B4442C6A6C2F
  %t.2654 = fadd double %t.2653, 0xBFADDE2D52DEFD9A
  %t.2655 = fmul double %t.2641, %t.2654
  %t.2656 = fadd double %t.2655, 0xBFB3B0F2AF749A6D
  %t.2657 = fmul double %t.2641, %t.2656
  %t.2658 = fadd double %t.2657, 0xBFBC71C6FE231671
  %t.2659 = fmul double %t.2641, %t.2658
  %t.2660 = fadd double %t.2659, 0xBFC999999998EBC4
  %t.2661 = fmul double %t.2641, %t.2660
  %t.2662 = fadd double %t.2652, %t.2661
  %t.2663 = fmul double %t.2585, %t.2662
  br label %ret.h102

ret.h102:
  %t.2664 = phi double [ %t.2663, %bb0.i102 ]
  %t.2665 = fsub double %t.2585, %t.2664
  br label %ret.h100

bb_tiny.i100:
  br label %ret.h100

ret.h100:
  %t.2666 = phi double [ %t.2585, %bb_nan.i100 ], [ %t.2637, %bb_pos.i100 ], [ %t.2638, %bb_neg.i100 ], [ %t.2665, %ret.h102 ], [ %t.2585, %bb_tiny.i100 ]
  br label %bb_quadrant.i99

bb_quadrant.i99:
  %t.2667 = phi double [ 0x0000000000000000, %bb7.i99 ], [ %t.2666, %ret.h100 ]
  switch i32 %t.2566, label %bb_q3.i99 [ i32 0, label %bb_q0.i99 i32 1, label %bb_q1.i99 i32 2, label %bb_q2.i99 ]

bb_q3.i99:
  %t.2668 = fsub double %t.2667, 0x3CA1A62633145C07
  %t.2669 = fsub double 0x400921FB54442D18, %t.2668
  %t.2670 = fsub double 0x8000000000000000, %t.2669
  br label %ret.h99

bb_q2.i99:
  %t.2671 = fsub double %t.2667, 0x3CA1A62633145C07
  %t.2672 = fsub double 0x400921FB54442D18, %t.2671
  br label %ret.h99

bb_q1.i99:
  %t.2673 = fsub double 0x8000000000000000, %t.2667
  br label %ret.h99

bb_q0.i99:
  br label %ret.h99

bb_kbig.i99:
  br label %bb0.i103

bb0.i103:
  %t.2674 = bitcast double 0x3FF921FB54442D18 to i64
  %t.2675 = bitcast double %t.12 to i64
  %t.2676 = and i64 %t.2674, 9223372036854775807
  %t.2677 = and i64 %t.2675, -9223372036854775808
  %t.2678 = or i64 %t.2676, %t.2677
  %t.2679 = bitcast i64 %t.2678 to double
  br label %ret.h103

ret.h103:
  %t.2680 = phi double [ %t.2679, %bb0.i103 ]
  br label %ret.h99

bb_yinf.i99:
  br label %bb0.i104

bb0.i104:
  %t.2681 = bitcast double 0x3FF921FB54442D18 to i64
  %t.2682 = bitcast double %t.12 to i64
  %t.2683 = and i64 %t.2681, 9223372036854775807
  %t.2684 = and i64 %t.2682, -9223372036854775808
  %t.2685 = or i64 %t.2683, %t.2684
  %t.2686 = bitcast i64 %t.2685 to double
  br label %ret.h104

ret.h104:
  %t.2687 = phi double [ %t.2686, %bb0.i104 ]
  br label %ret.h99

bb_xinf.i99:
  br i1 %t.2573, label %bb_both_inf.i99, label %bb_x_only_inf.i99

bb_x_only_inf.i99:
  br i1 %t.2567, label %bb_xinf_pi.i99, label %bb_xinf_zero.i99

bb_xinf_zero.i99:
  br label %bb0.i105

bb0.i105:
  %t.2688 = bitcast double 0x0000000000000000 to i64
  %t.2689 = bitcast double %t.12 to i64
  %t.2690 = and i64 %t.2688, 9223372036854775807
  %t.2691 = and i64 %t.2689, -9223372036854775808
  %t.2692 = or i64 %t.2690, %t.2691
  %t.2693 = bitcast i64 %t.2692 to double
  br label %ret.h105

ret.h105:
  %t.2694 = phi double [ %t.2693, %bb0.i105 ]
  br label %ret.h99

bb_xinf_pi.i99:
  br label %bb0.i106

bb0.i106:
  %t.2695 = bitcast double 0x400921FB54442D18 to i64
  %t.2696 = bitcast double %t.12 to i64
  %t.2697 = and i64 %t.2695, 9223372036854775807
  %t.2698 = and i64 %t.2696, -9223372036854775808
  %t.2699 = or i64 %t.2697, %t.2698
  %t.2700 = bitcast i64 %t.2699 to double
  br label %ret.h106

ret.h106:
  %t.2701 = phi double [ %t.2700, %bb0.i106 ]
  br label %ret.h99

bb_both_inf.i99:
  br i1 %t.2567, label %bb_3pio4.i99, label %bb_pio4.i99

bb_pio4.i99:
  br label %bb0.i107

bb0.i107:
  %t.2702 = bitcast double 0x3FE921FB54442D18 to i64
  %t.2703 = bitcast double %t.12 to i64
  %t.2704 = and i64 %t.2702, 9223372036854775807
  %t.2705 = and i64 %t.2703, -9223372036854775808
  %t.2706 = or i64 %t.2704, %t.2705
  %t.2707 = bitcast i64 %t.2706 to double
  br label %ret.h107

ret.h107:
  %t.2708 = phi double [ %t.2707, %bb0.i107 ]
  br label %ret.h99

bb_3pio4.i99:
  br label %bb0.i108

bb0.i108:
  %t.2709 = bitcast double 0x4002D97C7F3321D2 to i64
  %t.2710 = bitcast double %t.12 to i64
  %t.2711 = and i64 %t.2709, 9223372036854775807
  %t.2712 = and i64 %t.2710, -9223372036854775808
  %t.2713 = or i64 %t.2711, %t.2712
  %t.2714 = bitcast i64 %t.2713 to double
  br label %ret.h108

ret.h108:
  %t.2715 = phi double [ %t.2714, %bb0.i108 ]
  br label %ret.h99

bb_x0.i99:
  br label %bb0.i109

bb0.i109:
  %t.2716 = bitcast double 0x3FF921FB54442D18 to i64
  %t.2717 = bitcast double %t.12 to i64
  %t.2718 = and i64 %t.2716, 9223372036854775807
  %t.2719 = and i64 %t.2717, -9223372036854775808
  %t.2720 = or i64 %t.2718, %t.2719
  %t.2721 = bitcast i64 %t.2720 to double
  br label %ret.h109

ret.h109:
  %t.2722 = phi double [ %t.2721, %bb0.i109 ]
  br label %ret.h99

bb_y0.i99:
  br i1 %t.2567, label %bb_y0_pi.i99, label %bb_y0_self.i99

bb_y0_self.i99:
  br label %ret.h99

bb_y0_pi.i99:
  br label %bb0.i110

bb0.i110:
  %t.2723 = bitcast double 0x400921FB54442D18 to i64
  %t.2724 = bitcast double %t.12 to i64
  %t.2725 = and i64 %t.2723, 9223372036854775807
  %t.2726 = and i64 %t.2724, -9223372036854775808
  %t.2727 = or i64 %t.2725, %t.2726
  %t.2728 = bitcast i64 %t.2727 to double
  br label %ret.h110

ret.h110:
  %t.2729 = phi double [ %t.2728, %bb0.i110 ]
  br label %ret.h99

bb_atan.i99:
  br label %bb0.i111

bb0.i111:
  %t.2730 = fcmp oeq double %t.12, %t.12
  br i1 %t.2730, label %bb1.i111, label %bb_nan.i111

bb_nan.i111:
  br label %ret.h111

bb1.i111:
  %t.2731 = call double @llvm.fabs.f64(double %t.12)
  %t.2732 = fcmp olt double %t.12, 0x0000000000000000
  %t.2733 = fcmp olt double %t.2731, 0x3FDC000000000000
  br i1 %t.2733, label %bb_small.i111, label %bb_reduce.i111

bb_reduce.i111:
  %t.2734 = fcmp oge double %t.2731, 0x4410000000000000
  br i1 %t.2734, label %bb_pio2.i111, label %bb_r1.i111

bb_r1.i111:
  %t.2735 = fcmp olt double %t.2731, 0x3FF3000000000000
  br i1 %t.2735, label %bb_r2.i111, label %bb_r3.i111

bb_r3.i111:
  %t.2736 = fcmp olt double %t.2731, 0x4003800000000000
  br i1 %t.2736, label %bb_id2.i111, label %bb_id3.i111

bb_id3.i111:
  %t.2737 = fdiv double 0xBFF0000000000000, %t.2731
  br label %bb_join.i111

bb_id2.i111:
  %t.2738 = fsub double %t.2731, 0x3FF8000000000000
  %t.2739 = fmul double %t.2731, 0x3FF8000000000000
  %t.2740 = fadd double 0x3FF0000000000000, %t.2739
  %t.2741 = fdiv double %t.2738, %t.2740
  br label %bb_join.i111

bb_r2.i111:
  %t.2742 = fcmp olt double %t.2731, 0x3FE6000000000000
  br i1 %t.2742, label %bb_id0.i111, label %bb_id1.i111

bb_id1.i111:
  %t.2743 = fsub double %t.2731, 0x3FF0000000000000
  %t.2744 = fadd double %t.2731, 0x3FF0000000000000
  %t.2745 = fdiv double %t.2743, %t.2744
  br label %bb_join.i111

bb_id0.i111:
  %t.2746 = fmul double %t.2731, 0x4000000000000000
  %t.2747 = fsub double %t.2746, 0x3FF0000000000000
  %t.2748 = fadd double 0x4000000000000000, %t.2731
  %t.2749 = fdiv double %t.2747, %t.2748
  br label %bb_join.i111

bb_join.i111:
  %t.2750 = phi double [ %t.2749, %bb_id0.i111 ], [ %t.2745, %bb_id1.i111 ], [ %t.2741, %bb_id2.i111 ], [ %t.2737, %bb_id3.i111 ]
  %t.2751 = phi double [ 0x3FDDAC670561BB4F, %bb_id0.i111 ], [ 0x3FE921FB54442D18, %bb_id1.i111 ], [ 0x3FEF730BD281F69B, %bb_id2.i111 ], [ 0x3FF921FB54442D18, %bb_id3.i111 ]
  %t.2752 = phi double [ 0x3C7A2B7F222F65E2, %bb_id0.i111 ], [ 0x3C81A62633145C07, %bb_id1.i111 ], [ 0x3C7007887AF0CBBD, %bb_id2.i111 ], [ 0x3C91A62633145C07, %bb_id3.i111 ]
  br label %bb0.i112

bb0.i112:
  %t.2753 = fmul double %t.2750, %t.2750
  %t.2754 = fmul double %t.2753, %t.2753
  %t.2755 = fmul double %t.2754, 0x3F90AD3AE322DA11
  %t.2756 = fadd double %t.2755, 0x3FA97B4B24760DEB
  %t.2757 = fmul double %t.2754, %t.2756
  %t.2758 = fadd double %t.2757, 0x3FB10D66A0D03D51
  %t.2759 = fmul double %t.2754, %t.2758
  %t.2760 = fadd double %t.2759, 0x3FB745CDC54C206E
  %t.2761 = fmul double %t.2754, %t.2760
  %t.2762 = fadd double %t.2761, 0x3FC24924920083FF
  %t.2763 = fmul double %t.2754, %t.2762
  %t.2764 = fadd double %t.2763, 0x3FD555555555550D
  %t.2765 = fmul double %t.2753, %t.2764
  %t.2766 = fmul double %t.2754, 0xBFA2B4442C6A6C2F
  %t.2767 = fadd double %t.2766, 0xBFADDE2D52DEFD9A
  %t.2768 = fmul double %t.2754, %t.2767
  %t.2769 = fadd double %t.2768, 0xBFB3B0F2AF749A6D
  %t.2770 = fmul double %t.2754, %t.2769
  %t.2771 = fadd double %t.2770, 0xBFBC71C6FE231671
  %t.2772 = fmul double %t.2754, %t.2771
  %t.2773 = fadd double %t.2772, 0xBFC999999998EBC4
  %t.2774 = fmul double %t.2754, %t.2773
  %t.2775 = fadd double %t.2765, %t.2774
  %t.2776 = fmul double %t.2750, %t.2775
  br label %ret.h112

ret.h112:
  %t.2777 = phi double [ %t.2776, %bb0.i112 ]
  %t.2778 = fsub double %t.2777, %t.2752
  %t.2779 = fsub double %t.2778, %t.2750
  %t.2780 = fsub double %t.2751, %t.2779
  br label %bb_sign.i111

bb_pio2.i111:
  br label %bb_sign.i111

bb_sign.i111:
  %t.2781 = phi double [ %t.2780, %ret.h112 ], [ 0x3FF921FB54442D18, %bb_pio2.i111 ]
  br i1 %t.2732, label %bb_neg.i111, label %bb_pos.i111

bb_pos.i111:
  br label %ret.h111

bb_neg.i111:
  %t.2782 = fsub double 0x8000000000000000, %t.2781
  br label %ret.h111

bb_small.i111:
  %t.2783 = fcmp olt double %t.2731, 0x3E40000000000000
  br i1 %t.2783, label %bb_tiny.i111, label %bb_series.i111

bb_series.i111:
  br label %bb0.i113

bb0.i113:
  %t.2784 = fmul double %t.12, %t.12
  %t.2785 = fmul double %t.2784, %t.2784
  %t.2786 = fmul double %t.2785, 0x3F90AD3AE322DA11
  %t.2787 = fadd double %t.2786, 0x3FA97B4B24760DEB
  %t.2788 = fmul double %t.2785, %t.2787
  %t.2789 = fadd double %t.2788, 0x3FB10D66A0D03D51
  %t.2790 = fmul double %t.2785, %t.2789
  %t.2791 = fadd double %t.2790, 0x3FB745CDC54C206E
  %t.2792 = fmul double %t.2785, %t.2791
  %t.2793 = fadd double %t.2792, 0x3FC24924920083FF
  %t.2794 = fmul double %t.2785, %t.2793
  %t.2795 = fadd double %t.2794, 0x3FD555555555550D
  %t.2796 = fmul double %t.2784, %t.2795
  %t.2797 = fmul double %t.2785, 0xBFA2B4442C6A6C2F
  %t.2798 = fadd double %t.2797, 0xBFADDE2D52DEFD9A
  %t.2799 = fmul double %t.2785, %t.2798
  %t.2800 = fadd double %t.2799, 0xBFB3B0F2AF749A6D
  %t.2801 = fmul double %t.2785, %t.2800
  %t.2802 = fadd double %t.2801, 0xBFBC71C6FE231671
  %t.2803 = fmul double %t.2785, %t.2802
  %t.2804 = fadd double %t.2803, 0xBFC999999998EBC4
  %t.2805 = fmul double %t.2785, %t.2804
  %t.2806 = fadd double %t.2796, %t.2805
  %t.2807 = fmul double %t.12, %t.2806
  br label %ret.h113

ret.h113:
  %t.2808 = phi double [ %t.2807, %bb0.i113 ]
  %t.2809 = fsub double %t.12, %t.2808
  br label %ret.h111

bb_tiny.i111:
  br label %ret.h111

ret.h111:
  %t.2810 = phi double [ %t.12, %bb_nan.i111 ], [ %t.2781, %bb_pos.i111 ], [ %t.2782, %bb_neg.i111 ], [ %t.2809, %ret.h113 ], [ %t.12, %bb_tiny.i111 ]
  br label %ret.h99

ret.h99:
  %t.2811 = phi double [ 0x7FF8000000000000, %bb_nan.i99 ], [ %t.2670, %bb_q3.i99 ], [ %t.2672, %bb_q2.i99 ], [ %t.2673, %bb_q1.i99 ], [ %t.2667, %bb_q0.i99 ], [ %t.2680, %ret.h103 ], [ %t.2687, %ret.h104 ], [ %t.2694, %ret.h105 ], [ %t.2701, %ret.h106 ], [ %t.2708, %ret.h107 ], [ %t.2715, %ret.h108 ], [ %t.2722, %ret.h109 ], [ %t.12, %bb_y0_self.i99 ], [ %t.2729, %ret.h110 ], [ %t.2810, %ret.h111 ]
  %t.2812 = call double @llvm.floor.f64(double %t.12)
  %t.2813 = call double @llvm.ceil.f64(double %t.12)
  %t.2814 = call double @llvm.round.f64(double %t.12)
  %t.2815 = call double @llvm.trunc.f64(double %t.12)
  %t.2816 = call double @llvm.fabs.f64(double %t.12)
  br label %bb0.i114

bb0.i114:
  %t.2817 = add i32 %t.16, 0
  %t.2818 = zext i32 %t.2817 to i64
  %t.2819 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2818
  store double %t.19, ptr addrspace(1) %t.2819, align 8
  br label %ret.h114

ret.h114:
  br label %bb0.i115

bb0.i115:
  %t.2820 = add i32 %t.16, 1
  %t.2821 = zext i32 %t.2820 to i64
  %t.2822 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2821
  store double %t.73, ptr addrspace(1) %t.2822, align 8
  br label %ret.h115

ret.h115:
  br label %bb0.i116

bb0.i116:
  %t.2823 = add i32 %t.16, 2
  %t.2824 = zext i32 %t.2823 to i64
  %t.2825 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2824
  store double %t.130, ptr addrspace(1) %t.2825, align 8
  br label %ret.h116

ret.h116:
  br label %bb0.i117

bb0.i117:
  %t.2826 = add i32 %t.16, 3
  %t.2827 = zext i32 %t.2826 to i64
  %t.2828 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2827
  store double %t.241, ptr addrspace(1) %t.2828, align 8
  br label %ret.h117

ret.h117:
  br label %bb0.i118

bb0.i118:
  %t.2829 = add i32 %t.16, 4
  %t.2830 = zext i32 %t.2829 to i64
  %t.2831 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2830
  store double %t.352, ptr addrspace(1) %t.2831, align 8
  br label %ret.h118

ret.h118:
  br label %bb0.i119

bb0.i119:
  %t.2832 = add i32 %t.16, 5
  %t.2833 = zext i32 %t.2832 to i64
  %t.2834 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2833
  store double %t.941, ptr addrspace(1) %t.2834, align 8
  br label %ret.h119

ret.h119:
  br label %bb0.i120

bb0.i120:
  %t.2835 = add i32 %t.16, 6
  %t.2836 = zext i32 %t.2835 to i64
  %t.2837 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2836
  store double %t.1530, ptr addrspace(1) %t.2837, align 8
  br label %ret.h120

ret.h120:
  br label %bb0.i121

bb0.i121:
  %t.2838 = add i32 %t.16, 7
  %t.2839 = zext i32 %t.2838 to i64
  %t.2840 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2839
  store double %t.2119, ptr addrspace(1) %t.2840, align 8
  br label %ret.h121

ret.h121:
  br label %bb0.i122

bb0.i122:
  %t.2841 = add i32 %t.16, 8
  %t.2842 = zext i32 %t.2841 to i64
  %t.2843 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2842
  store double %t.2253, ptr addrspace(1) %t.2843, align 8
  br label %ret.h122

ret.h122:
  br label %bb0.i123

bb0.i123:
  %t.2844 = add i32 %t.16, 9
  %t.2845 = zext i32 %t.2844 to i64
  %t.2846 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2845
  store double %t.2555, ptr addrspace(1) %t.2846, align 8
  br label %ret.h123

ret.h123:
  br label %bb0.i124

bb0.i124:
  %t.2847 = add i32 %t.16, 10
  %t.2848 = zext i32 %t.2847 to i64
  %t.2849 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2848
  store double %t.2811, ptr addrspace(1) %t.2849, align 8
  br label %ret.h124

ret.h124:
  br label %bb0.i125

bb0.i125:
  %t.2850 = add i32 %t.16, 11
  %t.2851 = zext i32 %t.2850 to i64
  %t.2852 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2851
  store double %t.2812, ptr addrspace(1) %t.2852, align 8
  br label %ret.h125

ret.h125:
  br label %bb0.i126

bb0.i126:
  %t.2853 = add i32 %t.16, 12
  %t.2854 = zext i32 %t.2853 to i64
  %t.2855 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2854
  store double %t.2813, ptr addrspace(1) %t.2855, align 8
  br label %ret.h126

ret.h126:
  br label %bb0.i127

bb0.i127:
  %t.2856 = add i32 %t.16, 13
  %t.2857 = zext i32 %t.2856 to i64
  %t.2858 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2857
  store double %t.2814, ptr addrspace(1) %t.2858, align 8
  br label %ret.h127

ret.h127:
  br label %bb0.i128

bb0.i128:
  %t.2859 = add i32 %t.16, 14
  %t.2860 = zext i32 %t.2859 to i64
  %t.2861 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2860
  store double %t.2815, ptr addrspace(1) %t.2861, align 8
  br label %ret.h128

ret.h128:
  br label %bb0.i129

bb0.i129:
  %t.2862 = add i32 %t.16, 15
  %t.2863 = zext i32 %t.2862 to i64
  %t.2864 = getelementptr inbounds double, ptr addrspace(1) %out, i64 %t.2863
  store double %t.2816, ptr addrspace(1) %t.2864, align 8
  br label %ret.h129

ret.h129:
  br label %bb2

bb2:
  ret void
}

declare double @llvm.ceil.f64(double)
declare double @llvm.fabs.f64(double)
declare double @llvm.floor.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.round.f64(double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.trunc.f64(double)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
