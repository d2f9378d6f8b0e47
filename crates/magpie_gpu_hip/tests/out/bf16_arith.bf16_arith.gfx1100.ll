; magpie-gpu: kernel @bf16_arith for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @bf16_arith(ptr addrspace(1) %ha, ptr addrspace(1) %hb, ptr addrspace(1) %fs, ptr addrspace(1) %xs, ptr addrspace(1) %oh, ptr addrspace(1) %of, ptr addrspace(1) %oi, i32 %n, i32 %ha.len, i32 %hb.len, i32 %fs.len, i32 %xs.len, i32 %oh.len, i32 %of.len, i32 %oi.len) #0 {
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
  %t.11 = getelementptr inbounds bfloat, ptr addrspace(1) %ha, i64 %t.10
  %t.12 = load bfloat, ptr addrspace(1) %t.11, align 2
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds bfloat, ptr addrspace(1) %hb, i64 %t.13
  %t.15 = load bfloat, ptr addrspace(1) %t.14, align 2
  %t.16 = zext i32 %t.8 to i64
  %t.17 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.16
  %t.18 = load float, ptr addrspace(1) %t.17, align 4
  %t.19 = zext i32 %t.8 to i64
  %t.20 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.19
  %t.21 = load i32, ptr addrspace(1) %t.20, align 4
  %t.22 = mul i32 %t.8, 10
  %t.23 = fpext bfloat %t.12 to float
  %t.24 = fpext bfloat %t.15 to float
  %t.25 = fadd float %t.23, %t.24
  %t.26 = fptrunc float %t.25 to bfloat
  %t.27 = fpext bfloat %t.12 to float
  %t.28 = fpext bfloat %t.15 to float
  %t.29 = fsub float %t.27, %t.28
  %t.30 = fptrunc float %t.29 to bfloat
  %t.31 = fpext bfloat %t.12 to float
  %t.32 = fpext bfloat %t.15 to float
  %t.33 = fmul float %t.31, %t.32
  %t.34 = fptrunc float %t.33 to bfloat
  %t.35 = fpext bfloat %t.12 to float
  %t.36 = fpext bfloat %t.15 to float
  %t.37 = fdiv float %t.35, %t.36
  %t.38 = fptrunc float %t.37 to bfloat
  %t.39 = fpext bfloat %t.12 to double
  %t.40 = fpext bfloat %t.15 to double
  br label %bb0.i1

bb0.i1:
  %t.41 = call double @llvm.fabs.f64(double %t.39)
  %t.42 = call double @llvm.fabs.f64(double %t.40)
  %t.43 = fcmp olt double %t.41, 0x7FF0000000000000
  %t.44 = fcmp ogt double %t.42, 0x0000000000000000
  %t.45 = and i1 %t.43, %t.44
  br i1 %t.45, label %bb1.i1, label %bb_nan.i1

bb_nan.i1:
  br label %ret.h1

bb1.i1:
  %t.46 = fcmp olt double %t.41, %t.42
  br i1 %t.46, label %bb_self.i1, label %bb_split.i1

bb_split.i1:
  %t.47 = bitcast double %t.41 to i64
  %t.48 = bitcast double %t.42 to i64
  %t.49 = lshr i64 %t.47, 52
  %t.50 = lshr i64 %t.48, 52
  %t.51 = and i64 %t.47, 4503599627370495
  %t.52 = and i64 %t.48, 4503599627370495
  %t.53 = icmp ne i64 %t.49, 0
  %t.54 = icmp ne i64 %t.50, 0
  %t.55 = zext i1 %t.53 to i64
  %t.56 = zext i1 %t.54 to i64
  %t.57 = shl i64 %t.55, 52
  %t.58 = shl i64 %t.56, 52
  %t.59 = or i64 %t.51, %t.57
  %t.60 = or i64 %t.52, %t.58
  %t.61 = sub i64 1, %t.55
  %t.62 = sub i64 1, %t.56
  %t.63 = add i64 %t.49, %t.61
  %t.64 = add i64 %t.50, %t.62
  %t.65 = sub i64 %t.63, %t.64
  %t.66 = trunc i64 %t.65 to i32
  %t.67 = add i32 %t.66, 53
  %t.68 = lshr i64 %t.59, 32
  %t.69 = lshr i64 %t.60, 32
  %t.70 = trunc i64 %t.68 to i32
  %t.71 = trunc i64 %t.59 to i32
  %t.72 = trunc i64 %t.69 to i32
  %t.73 = trunc i64 %t.60 to i32
  br label %bb_loop.i1

bb_loop.i1:
  %t.74 = phi i32 [ 0, %bb_split.i1 ], [ %t.124, %bb_next.i1 ]
  %t.75 = phi i32 [ 0, %bb_split.i1 ], [ %t.125, %bb_next.i1 ]
  %t.76 = phi i32 [ 0, %bb_split.i1 ], [ %t.126, %bb_next.i1 ]
  %t.77 = icmp ult i32 %t.76, %t.67
  br i1 %t.77, label %bb_step.i1, label %bb_done.i1

bb_done.i1:
  %t.78 = uitofp i32 %t.74 to double
  %t.79 = uitofp i32 %t.75 to double
  %t.80 = fmul double %t.78, 0x41F0000000000000
  %t.81 = fadd double %t.80, %t.79
  %t.82 = icmp uge i64 %t.64, 53
  br i1 %t.82, label %bb_normal_scale.i1, label %bb_subnormal_scale.i1

bb_subnormal_scale.i1:
  %t.83 = add i64 %t.64, 12
  %t.84 = shl i64 %t.83, 52
  %t.85 = bitcast i64 %t.84 to double
  %t.86 = fmul double %t.81, %t.85
  %t.87 = fmul double %t.86, 0x3BF0000000000000
  br label %bb_scale.i1

bb_normal_scale.i1:
  %t.88 = sub i64 %t.64, 52
  %t.89 = shl i64 %t.88, 52
  %t.90 = bitcast i64 %t.89 to double
  %t.91 = fmul double %t.81, %t.90
  br label %bb_scale.i1

bb_scale.i1:
  %t.92 = phi double [ %t.91, %bb_normal_scale.i1 ], [ %t.87, %bb_subnormal_scale.i1 ]
  %t.93 = bitcast double %t.39 to i64
  %t.94 = and i64 %t.93, -9223372036854775808
  %t.95 = bitcast double %t.92 to i64
  %t.96 = or i64 %t.95, %t.94
  %t.97 = bitcast i64 %t.96 to double
  br label %ret.h1

bb_step.i1:
  %t.98 = shl i32 %t.74, 1
  %t.99 = lshr i32 %t.75, 31
  %t.100 = or i32 %t.98, %t.99
  %t.101 = shl i32 %t.75, 1
  %t.102 = icmp ult i32 %t.76, 53
  br i1 %t.102, label %bb_bit.i1, label %bb_shifted.i1

bb_bit.i1:
  %t.103 = sub i32 52, %t.76
  %t.104 = icmp uge i32 %t.103, 32
  br i1 %t.104, label %bb_bit_hi.i1, label %bb_bit_lo.i1

bb_bit_lo.i1:
  %t.105 = and i32 %t.103, 31
  %t.106 = lshr i32 %t.71, %t.105
  br label %bb_bit_or.i1

bb_bit_hi.i1:
  %t.107 = sub i32 %t.103, 32
  %t.108 = and i32 %t.107, 31
  %t.109 = lshr i32 %t.70, %t.108
  br label %bb_bit_or.i1

bb_bit_or.i1:
  %t.110 = phi i32 [ %t.109, %bb_bit_hi.i1 ], [ %t.106, %bb_bit_lo.i1 ]
  %t.111 = and i32 %t.110, 1
  %t.112 = or i32 %t.101, %t.111
  br label %bb_shifted.i1

bb_shifted.i1:
  %t.113 = phi i32 [ %t.101, %bb_step.i1 ], [ %t.112, %bb_bit_or.i1 ]
  %t.114 = icmp ugt i32 %t.100, %t.72
  %t.115 = icmp eq i32 %t.100, %t.72
  %t.116 = icmp uge i32 %t.113, %t.73
  %t.117 = and i1 %t.115, %t.116
  %t.118 = or i1 %t.114, %t.117
  br i1 %t.118, label %bb_sub.i1, label %bb_next.i1

bb_sub.i1:
  %t.119 = sub i32 %t.113, %t.73
  %t.120 = icmp ult i32 %t.113, %t.73
  %t.121 = zext i1 %t.120 to i32
  %t.122 = sub i32 %t.100, %t.72
  %t.123 = sub i32 %t.122, %t.121
  br label %bb_next.i1

bb_next.i1:
  %t.124 = phi i32 [ %t.100, %bb_shifted.i1 ], [ %t.123, %bb_sub.i1 ]
  %t.125 = phi i32 [ %t.113, %bb_shifted.i1 ], [ %t.119, %bb_sub.i1 ]
  %t.126 = add i32 %t.76, 1
  br label %bb_loop.i1

bb_self.i1:
  br label %ret.h1

ret.h1:
  %t.127 = phi double [ 0x7FF8000000000000, %bb_nan.i1 ], [ %t.97, %bb_scale.i1 ], [ %t.39, %bb_self.i1 ]
  %t.128 = fptrunc double %t.127 to bfloat
  %t.129 = fpext bfloat %t.12 to float
  %t.130 = call float @llvm.sqrt.f32(float %t.129)
  %t.131 = fptrunc float %t.130 to bfloat
  %t.132 = fpext bfloat %t.12 to float
  %t.133 = fpext bfloat %t.15 to float
  %t.134 = fcmp olt float %t.132, %t.133
  %t.135 = select i1 %t.134, bfloat %t.12, bfloat %t.15
  %t.136 = fpext bfloat %t.15 to float
  %t.137 = fpext bfloat %t.15 to float
  %t.138 = fcmp uno float %t.136, %t.137
  %t.139 = select i1 %t.138, bfloat %t.12, bfloat %t.135
  %t.140 = fpext bfloat %t.12 to float
  %t.141 = fpext bfloat %t.12 to float
  %t.142 = fcmp uno float %t.140, %t.141
  %t.143 = select i1 %t.142, bfloat %t.15, bfloat %t.139
  %t.144 = fpext bfloat %t.12 to float
  %t.145 = fpext bfloat %t.15 to float
  %t.146 = fcmp oeq float %t.144, %t.145
  %t.147 = bitcast bfloat %t.12 to i16
  %t.148 = bitcast bfloat %t.15 to i16
  %t.149 = or i16 %t.147, %t.148
  %t.150 = bitcast i16 %t.149 to bfloat
  %t.151 = select i1 %t.146, bfloat %t.150, bfloat %t.143
  %t.152 = fpext bfloat %t.12 to float
  %t.153 = fpext bfloat %t.15 to float
  %t.154 = fcmp ogt float %t.152, %t.153
  %t.155 = select i1 %t.154, bfloat %t.12, bfloat %t.15
  %t.156 = fpext bfloat %t.15 to float
  %t.157 = fpext bfloat %t.15 to float
  %t.158 = fcmp uno float %t.156, %t.157
  %t.159 = select i1 %t.158, bfloat %t.12, bfloat %t.155
  %t.160 = fpext bfloat %t.12 to float
  %t.161 = fpext bfloat %t.12 to float
  %t.162 = fcmp uno float %t.160, %t.161
  %t.163 = select i1 %t.162, bfloat %t.15, bfloat %t.159
  %t.164 = fpext bfloat %t.12 to float
  %t.165 = fpext bfloat %t.15 to float
  %t.166 = fcmp oeq float %t.164, %t.165
  %t.167 = bitcast bfloat %t.12 to i16
  %t.168 = bitcast bfloat %t.15 to i16
  %t.169 = and i16 %t.167, %t.168
  %t.170 = bitcast i16 %t.169 to bfloat
  %t.171 = select i1 %t.166, bfloat %t.170, bfloat %t.163
  %t.172 = fptrunc float %t.18 to bfloat
  %t.173 = sitofp i32 %t.21 to double
  %t.174 = fptrunc double %t.173 to bfloat
  br label %bb0.i2

bb0.i2:
  %t.175 = add i32 %t.22, 0
  %t.176 = zext i32 %t.175 to i64
  %t.177 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.176
  store bfloat %t.26, ptr addrspace(1) %t.177, align 2
  br label %ret.h2

ret.h2:
  br label %bb0.i3

bb0.i3:
  %t.178 = add i32 %t.22, 1
  %t.179 = zext i32 %t.178 to i64
  %t.180 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.179
  store bfloat %t.30, ptr addrspace(1) %t.180, align 2
  br label %ret.h3

ret.h3:
  br label %bb0.i4

bb0.i4:
  %t.181 = add i32 %t.22, 2
  %t.182 = zext i32 %t.181 to i64
  %t.183 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.182
  store bfloat %t.34, ptr addrspace(1) %t.183, align 2
  br label %ret.h4

ret.h4:
  br label %bb0.i5

bb0.i5:
  %t.184 = add i32 %t.22, 3
  %t.185 = zext i32 %t.184 to i64
  %t.186 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.185
  store bfloat %t.38, ptr addrspace(1) %t.186, align 2
  br label %ret.h5

ret.h5:
  br label %bb0.i6

bb0.i6:
  %t.187 = add i32 %t.22, 4
  %t.188 = zext i32 %t.187 to i64
  %t.189 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.188
  store bfloat %t.128, ptr addrspace(1) %t.189, align 2
  br label %ret.h6

ret.h6:
  br label %bb0.i7

bb0.i7:
  %t.190 = add i32 %t.22, 5
  %t.191 = zext i32 %t.190 to i64
  %t.192 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.191
  store bfloat %t.131, ptr addrspace(1) %t.192, align 2
  br label %ret.h7

ret.h7:
  br label %bb0.i8

bb0.i8:
  %t.193 = add i32 %t.22, 6
  %t.194 = zext i32 %t.193 to i64
  %t.195 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.194
  store bfloat %t.151, ptr addrspace(1) %t.195, align 2
  br label %ret.h8

ret.h8:
  br label %bb0.i9

bb0.i9:
  %t.196 = add i32 %t.22, 7
  %t.197 = zext i32 %t.196 to i64
  %t.198 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.197
  store bfloat %t.171, ptr addrspace(1) %t.198, align 2
  br label %ret.h9

ret.h9:
  br label %bb0.i10

bb0.i10:
  %t.199 = add i32 %t.22, 8
  %t.200 = zext i32 %t.199 to i64
  %t.201 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.200
  store bfloat %t.172, ptr addrspace(1) %t.201, align 2
  br label %ret.h10

ret.h10:
  br label %bb0.i11

bb0.i11:
  %t.202 = add i32 %t.22, 9
  %t.203 = zext i32 %t.202 to i64
  %t.204 = getelementptr inbounds bfloat, ptr addrspace(1) %oh, i64 %t.203
  store bfloat %t.174, ptr addrspace(1) %t.204, align 2
  br label %ret.h11

ret.h11:
  %t.205 = fpext bfloat %t.12 to float
  %t.206 = zext i32 %t.8 to i64
  %t.207 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.206
  store float %t.205, ptr addrspace(1) %t.207, align 4
  %t.208 = fpext bfloat %t.12 to float
  %t.209 = call i32 @llvm.fptosi.sat.i32.f32(float %t.208)
  %t.210 = fpext bfloat %t.12 to float
  %t.211 = fpext bfloat %t.15 to float
  %t.212 = fcmp oeq float %t.210, %t.211
  %t.213 = fpext bfloat %t.12 to float
  %t.214 = fpext bfloat %t.15 to float
  %t.215 = fcmp olt float %t.213, %t.214
  %t.216 = fpext bfloat %t.12 to float
  %t.217 = fpext bfloat %t.15 to float
  %t.218 = fcmp oge float %t.216, %t.217
  %t.219 = zext i1 %t.212 to i32
  %t.220 = zext i1 %t.215 to i32
  %t.221 = zext i1 %t.218 to i32
  %t.222 = shl i32 %t.220, 1
  %t.223 = shl i32 %t.221, 2
  %t.224 = or i32 %t.219, %t.222
  %t.225 = or i32 %t.224, %t.223
  %t.226 = mul i32 %t.8, 2
  %t.227 = add i32 %t.226, 1
  %t.228 = zext i32 %t.226 to i64
  %t.229 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.228
  store i32 %t.209, ptr addrspace(1) %t.229, align 4
  %t.230 = zext i32 %t.227 to i64
  %t.231 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.230
  store i32 %t.225, ptr addrspace(1) %t.231, align 4
  br label %bb2

bb2:
  ret void
}

declare double @llvm.fabs.f64(double)
declare float @llvm.sqrt.f32(float)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx1100" "uniform-work-group-size"="false" "target-features"="+wavefrontsize32" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
