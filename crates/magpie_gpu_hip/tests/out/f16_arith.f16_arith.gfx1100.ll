; magpie-gpu: kernel @f16_arith for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f16_arith(ptr addrspace(1) %ha, ptr addrspace(1) %hb, ptr addrspace(1) %fs, ptr addrspace(1) %xs, ptr addrspace(1) %oh, ptr addrspace(1) %of, ptr addrspace(1) %oi, i32 %n, i32 %ha.len, i32 %hb.len, i32 %fs.len, i32 %xs.len, i32 %oh.len, i32 %of.len, i32 %oi.len) #0 {
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
  %t.11 = getelementptr inbounds half, ptr addrspace(1) %ha, i64 %t.10
  %t.12 = load half, ptr addrspace(1) %t.11, align 2
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds half, ptr addrspace(1) %hb, i64 %t.13
  %t.15 = load half, ptr addrspace(1) %t.14, align 2
  %t.16 = zext i32 %t.8 to i64
  %t.17 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.16
  %t.18 = load float, ptr addrspace(1) %t.17, align 4
  %t.19 = zext i32 %t.8 to i64
  %t.20 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.19
  %t.21 = load i32, ptr addrspace(1) %t.20, align 4
  %t.22 = mul i32 %t.8, 11
  %t.23 = fadd half %t.12, %t.15
  %t.24 = fsub half %t.12, %t.15
  %t.25 = fmul half %t.12, %t.15
  %t.26 = fpext half %t.12 to float
  %t.27 = fpext half %t.15 to float
  %t.28 = fdiv float %t.26, %t.27
  %t.29 = fptrunc float %t.28 to half
  %t.30 = fpext half %t.12 to double
  %t.31 = fpext half %t.15 to double
  br label %bb0.i1

bb0.i1:
  %t.32 = call double @llvm.fabs.f64(double %t.30)
  %t.33 = call double @llvm.fabs.f64(double %t.31)
  %t.34 = fcmp olt double %t.32, 0x7FF0000000000000
  %t.35 = fcmp ogt double %t.33, 0x0000000000000000
  %t.36 = and i1 %t.34, %t.35
  br i1 %t.36, label %bb1.i1, label %bb_nan.i1

bb_nan.i1:
  br label %ret.h1

bb1.i1:
  %t.37 = fcmp olt double %t.32, %t.33
  br i1 %t.37, label %bb_self.i1, label %bb_split.i1

bb_split.i1:
  %t.38 = bitcast double %t.32 to i64
  %t.39 = bitcast double %t.33 to i64
  %t.40 = lshr i64 %t.38, 52
  %t.41 = lshr i64 %t.39, 52
  %t.42 = and i64 %t.38, 4503599627370495
  %t.43 = and i64 %t.39, 4503599627370495
  %t.44 = icmp ne i64 %t.40, 0
  %t.45 = icmp ne i64 %t.41, 0
  %t.46 = zext i1 %t.44 to i64
  %t.47 = zext i1 %t.45 to i64
  %t.48 = shl i64 %t.46, 52
  %t.49 = shl i64 %t.47, 52
  %t.50 = or i64 %t.42, %t.48
  %t.51 = or i64 %t.43, %t.49
  %t.52 = sub i64 1, %t.46
  %t.53 = sub i64 1, %t.47
  %t.54 = add i64 %t.40, %t.52
  %t.55 = add i64 %t.41, %t.53
  %t.56 = sub i64 %t.54, %t.55
  %t.57 = trunc i64 %t.56 to i32
  %t.58 = add i32 %t.57, 53
  %t.59 = lshr i64 %t.50, 32
  %t.60 = lshr i64 %t.51, 32
  %t.61 = trunc i64 %t.59 to i32
  %t.62 = trunc i64 %t.50 to i32
  %t.63 = trunc i64 %t.60 to i32
  %t.64 = trunc i64 %t.51 to i32
  br label %bb_loop.i1

bb_loop.i1:
  %t.65 = phi i32 [ 0, %bb_split.i1 ], [ %t.115, %bb_next.i1 ]
  %t.66 = phi i32 [ 0, %bb_split.i1 ], [ %t.116, %bb_next.i1 ]
  %t.67 = phi i32 [ 0, %bb_split.i1 ], [ %t.117, %bb_next.i1 ]
  %t.68 = icmp ult i32 %t.67, %t.58
  br i1 %t.68, label %bb_step.i1, label %bb_done.i1

bb_done.i1:
  %t.69 = uitofp i32 %t.65 to double
  %t.70 = uitofp i32 %t.66 to double
  %t.71 = fmul double %t.69, 0x41F0000000000000
  %t.72 = fadd double %t.71, %t.70
  %t.73 = icmp uge i64 %t.55, 53
  br i1 %t.73, label %bb_normal_scale.i1, label %bb_subnormal_scale.i1

bb_subnormal_scale.i1:
  %t.74 = add i64 %t.55, 12
  %t.75 = shl i64 %t.74, 52
  %t.76 = bitcast i64 %t.75 to double
  %t.77 = fmul double %t.72, %t.76
  %t.78 = fmul double %t.77, 0x3BF0000000000000
  br label %bb_scale.i1

bb_normal_scale.i1:
  %t.79 = sub i64 %t.55, 52
  %t.80 = shl i64 %t.79, 52
  %t.81 = bitcast i64 %t.80 to double
  %t.82 = fmul double %t.72, %t.81
  br label %bb_scale.i1

bb_scale.i1:
  %t.83 = phi double [ %t.82, %bb_normal_scale.i1 ], [ %t.78, %bb_subnormal_scale.i1 ]
  %t.84 = bitcast double %t.30 to i64
  %t.85 = and i64 %t.84, -9223372036854775808
  %t.86 = bitcast double %t.83 to i64
  %t.87 = or i64 %t.86, %t.85
  %t.88 = bitcast i64 %t.87 to double
  br label %ret.h1

bb_step.i1:
  %t.89 = shl i32 %t.65, 1
  %t.90 = lshr i32 %t.66, 31
  %t.91 = or i32 %t.89, %t.90
  %t.92 = shl i32 %t.66, 1
  %t.93 = icmp ult i32 %t.67, 53
  br i1 %t.93, label %bb_bit.i1, label %bb_shifted.i1

bb_bit.i1:
  %t.94 = sub i32 52, %t.67
  %t.95 = icmp uge i32 %t.94, 32
  br i1 %t.95, label %bb_bit_hi.i1, label %bb_bit_lo.i1

bb_bit_lo.i1:
  %t.96 = and i32 %t.94, 31
  %t.97 = lshr i32 %t.62, %t.96
  br label %bb_bit_or.i1

bb_bit_hi.i1:
  %t.98 = sub i32 %t.94, 32
  %t.99 = and i32 %t.98, 31
  %t.100 = lshr i32 %t.61, %t.99
  br label %bb_bit_or.i1

bb_bit_or.i1:
  %t.101 = phi i32 [ %t.100, %bb_bit_hi.i1 ], [ %t.97, %bb_bit_lo.i1 ]
  %t.102 = and i32 %t.101, 1
  %t.103 = or i32 %t.92, %t.102
  br label %bb_shifted.i1

bb_shifted.i1:
  %t.104 = phi i32 [ %t.92, %bb_step.i1 ], [ %t.103, %bb_bit_or.i1 ]
  %t.105 = icmp ugt i32 %t.91, %t.63
  %t.106 = icmp eq i32 %t.91, %t.63
  %t.107 = icmp uge i32 %t.104, %t.64
  %t.108 = and i1 %t.106, %t.107
  %t.109 = or i1 %t.105, %t.108
  br i1 %t.109, label %bb_sub.i1, label %bb_next.i1

bb_sub.i1:
  %t.110 = sub i32 %t.104, %t.64
  %t.111 = icmp ult i32 %t.104, %t.64
  %t.112 = zext i1 %t.111 to i32
  %t.113 = sub i32 %t.91, %t.63
  %t.114 = sub i32 %t.113, %t.112
  br label %bb_next.i1

bb_next.i1:
  %t.115 = phi i32 [ %t.91, %bb_shifted.i1 ], [ %t.114, %bb_sub.i1 ]
  %t.116 = phi i32 [ %t.104, %bb_shifted.i1 ], [ %t.110, %bb_sub.i1 ]
  %t.117 = add i32 %t.67, 1
  br label %bb_loop.i1

bb_self.i1:
  br label %ret.h1

ret.h1:
  %t.118 = phi double [ 0x7FF8000000000000, %bb_nan.i1 ], [ %t.88, %bb_scale.i1 ], [ %t.30, %bb_self.i1 ]
  %t.119 = fptrunc double %t.118 to half
  %t.120 = fpext half %t.12 to float
  %t.121 = call float @llvm.sqrt.f32(float %t.120)
  %t.122 = fptrunc float %t.121 to half
  %t.123 = fcmp olt half %t.12, %t.15
  %t.124 = select i1 %t.123, half %t.12, half %t.15
  %t.125 = fcmp uno half %t.15, %t.15
  %t.126 = select i1 %t.125, half %t.12, half %t.124
  %t.127 = fcmp uno half %t.12, %t.12
  %t.128 = select i1 %t.127, half %t.15, half %t.126
  %t.129 = fcmp oeq half %t.12, %t.15
  %t.130 = bitcast half %t.12 to i16
  %t.131 = bitcast half %t.15 to i16
  %t.132 = or i16 %t.130, %t.131
  %t.133 = bitcast i16 %t.132 to half
  %t.134 = select i1 %t.129, half %t.133, half %t.128
  %t.135 = fcmp ogt half %t.12, %t.15
  %t.136 = select i1 %t.135, half %t.12, half %t.15
  %t.137 = fcmp uno half %t.15, %t.15
  %t.138 = select i1 %t.137, half %t.12, half %t.136
  %t.139 = fcmp uno half %t.12, %t.12
  %t.140 = select i1 %t.139, half %t.15, half %t.138
  %t.141 = fcmp oeq half %t.12, %t.15
  %t.142 = bitcast half %t.12 to i16
  %t.143 = bitcast half %t.15 to i16
  %t.144 = and i16 %t.142, %t.143
  %t.145 = bitcast i16 %t.144 to half
  %t.146 = select i1 %t.141, half %t.145, half %t.140
  %t.147 = fptrunc float %t.18 to half
  %t.148 = sitofp i32 %t.21 to half
  %t.149 = call half @llvm.fma.f16(half %t.12, half %t.15, half %t.147)
  br label %bb0.i2

bb0.i2:
  %t.150 = add i32 %t.22, 0
  %t.151 = zext i32 %t.150 to i64
  %t.152 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.151
  store half %t.23, ptr addrspace(1) %t.152, align 2
  br label %ret.h2

ret.h2:
  br label %bb0.i3

bb0.i3:
  %t.153 = add i32 %t.22, 1
  %t.154 = zext i32 %t.153 to i64
  %t.155 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.154
  store half %t.24, ptr addrspace(1) %t.155, align 2
  br label %ret.h3

ret.h3:
  br label %bb0.i4

bb0.i4:
  %t.156 = add i32 %t.22, 2
  %t.157 = zext i32 %t.156 to i64
  %t.158 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.157
  store half %t.25, ptr addrspace(1) %t.158, align 2
  br label %ret.h4

ret.h4:
  br label %bb0.i5

bb0.i5:
  %t.159 = add i32 %t.22, 3
  %t.160 = zext i32 %t.159 to i64
  %t.161 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.160
  store half %t.29, ptr addrspace(1) %t.161, align 2
  br label %ret.h5

ret.h5:
  br label %bb0.i6

bb0.i6:
  %t.162 = add i32 %t.22, 4
  %t.163 = zext i32 %t.162 to i64
  %t.164 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.163
  store half %t.119, ptr addrspace(1) %t.164, align 2
  br label %ret.h6

ret.h6:
  br label %bb0.i7

bb0.i7:
  %t.165 = add i32 %t.22, 5
  %t.166 = zext i32 %t.165 to i64
  %t.167 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.166
  store half %t.122, ptr addrspace(1) %t.167, align 2
  br label %ret.h7

ret.h7:
  br label %bb0.i8

bb0.i8:
  %t.168 = add i32 %t.22, 6
  %t.169 = zext i32 %t.168 to i64
  %t.170 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.169
  store half %t.134, ptr addrspace(1) %t.170, align 2
  br label %ret.h8

ret.h8:
  br label %bb0.i9

bb0.i9:
  %t.171 = add i32 %t.22, 7
  %t.172 = zext i32 %t.171 to i64
  %t.173 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.172
  store half %t.146, ptr addrspace(1) %t.173, align 2
  br label %ret.h9

ret.h9:
  br label %bb0.i10

bb0.i10:
  %t.174 = add i32 %t.22, 8
  %t.175 = zext i32 %t.174 to i64
  %t.176 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.175
  store half %t.149, ptr addrspace(1) %t.176, align 2
  br label %ret.h10

ret.h10:
  br label %bb0.i11

bb0.i11:
  %t.177 = add i32 %t.22, 9
  %t.178 = zext i32 %t.177 to i64
  %t.179 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.178
  store half %t.147, ptr addrspace(1) %t.179, align 2
  br label %ret.h11

ret.h11:
  br label %bb0.i12

bb0.i12:
  %t.180 = add i32 %t.22, 10
  %t.181 = zext i32 %t.180 to i64
  %t.182 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.181
  store half %t.148, ptr addrspace(1) %t.182, align 2
  br label %ret.h12

ret.h12:
  %t.183 = fpext half %t.12 to float
  %t.184 = zext i32 %t.8 to i64
  %t.185 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.184
  store float %t.183, ptr addrspace(1) %t.185, align 4
  %t.186 = fpext half %t.12 to float
  %t.187 = call i32 @llvm.fptosi.sat.i32.f32(float %t.186)
  %t.188 = fcmp oeq half %t.12, %t.15
  %t.189 = fcmp olt half %t.12, %t.15
  %t.190 = fcmp oge half %t.12, %t.15
  %t.191 = zext i1 %t.188 to i32
  %t.192 = zext i1 %t.189 to i32
  %t.193 = zext i1 %t.190 to i32
  %t.194 = shl i32 %t.192, 1
  %t.195 = shl i32 %t.193, 2
  %t.196 = or i32 %t.191, %t.194
  %t.197 = or i32 %t.196, %t.195
  %t.198 = mul i32 %t.8, 2
  %t.199 = add i32 %t.198, 1
  %t.200 = zext i32 %t.198 to i64
  %t.201 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.200
  store i32 %t.187, ptr addrspace(1) %t.201, align 4
  %t.202 = zext i32 %t.199 to i64
  %t.203 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.202
  store i32 %t.197, ptr addrspace(1) %t.203, align 4
  br label %bb2

bb2:
  ret void
}

declare double @llvm.fabs.f64(double)
declare float @llvm.sqrt.f32(float)
declare half @llvm.fma.f16(half, half, half)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx1100" "uniform-work-group-size"="false" "target-features"="+wavefrontsize32" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
