; magpie-gpu: kernel @f64_arith for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f64_arith(ptr addrspace(1) %da, ptr addrspace(1) %db, ptr addrspace(1) %fs, ptr addrspace(1) %xs, ptr addrspace(1) %od, ptr addrspace(1) %of, ptr addrspace(1) %oi, i32 %n, i32 %da.len, i32 %db.len, i32 %fs.len, i32 %xs.len, i32 %od.len, i32 %of.len, i32 %oi.len) #0 {
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
  %t.11 = getelementptr inbounds double, ptr addrspace(1) %da, i64 %t.10
  %t.12 = load double, ptr addrspace(1) %t.11, align 8
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds double, ptr addrspace(1) %db, i64 %t.13
  %t.15 = load double, ptr addrspace(1) %t.14, align 8
  %t.16 = zext i32 %t.8 to i64
  %t.17 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.16
  %t.18 = load float, ptr addrspace(1) %t.17, align 4
  %t.19 = zext i32 %t.8 to i64
  %t.20 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.19
  %t.21 = load i32, ptr addrspace(1) %t.20, align 4
  %t.22 = mul i32 %t.8, 11
  %t.23 = fadd double %t.12, %t.15
  %t.24 = fsub double %t.12, %t.15
  %t.25 = fmul double %t.12, %t.15
  %t.26 = fdiv double %t.12, %t.15
  br label %bb0.i1

bb0.i1:
  %t.27 = call double @llvm.fabs.f64(double %t.12)
  %t.28 = call double @llvm.fabs.f64(double %t.15)
  %t.29 = fcmp olt double %t.27, 0x7FF0000000000000
  %t.30 = fcmp ogt double %t.28, 0x0000000000000000
  %t.31 = and i1 %t.29, %t.30
  br i1 %t.31, label %bb1.i1, label %bb_nan.i1

bb_nan.i1:
  br label %ret.h1

bb1.i1:
  %t.32 = fcmp olt double %t.27, %t.28
  br i1 %t.32, label %bb_self.i1, label %bb_split.i1

bb_split.i1:
  %t.33 = bitcast double %t.27 to i64
  %t.34 = bitcast double %t.28 to i64
  %t.35 = lshr i64 %t.33, 52
  %t.36 = lshr i64 %t.34, 52
  %t.37 = and i64 %t.33, 4503599627370495
  %t.38 = and i64 %t.34, 4503599627370495
  %t.39 = icmp ne i64 %t.35, 0
  %t.40 = icmp ne i64 %t.36, 0
  %t.41 = zext i1 %t.39 to i64
  %t.42 = zext i1 %t.40 to i64
  %t.43 = shl i64 %t.41, 52
  %t.44 = shl i64 %t.42, 52
  %t.45 = or i64 %t.37, %t.43
  %t.46 = or i64 %t.38, %t.44
  %t.47 = sub i64 1, %t.41
  %t.48 = sub i64 1, %t.42
  %t.49 = add i64 %t.35, %t.47
  %t.50 = add i64 %t.36, %t.48
  %t.51 = sub i64 %t.49, %t.50
  %t.52 = trunc i64 %t.51 to i32
  %t.53 = add i32 %t.52, 53
  %t.54 = lshr i64 %t.45, 32
  %t.55 = lshr i64 %t.46, 32
  %t.56 = trunc i64 %t.54 to i32
  %t.57 = trunc i64 %t.45 to i32
  %t.58 = trunc i64 %t.55 to i32
  %t.59 = trunc i64 %t.46 to i32
  br label %bb_loop.i1

bb_loop.i1:
  %t.60 = phi i32 [ 0, %bb_split.i1 ], [ %t.110, %bb_next.i1 ]
  %t.61 = phi i32 [ 0, %bb_split.i1 ], [ %t.111, %bb_next.i1 ]
  %t.62 = phi i32 [ 0, %bb_split.i1 ], [ %t.112, %bb_next.i1 ]
  %t.63 = icmp ult i32 %t.62, %t.53
  br i1 %t.63, label %bb_step.i1, label %bb_done.i1

bb_done.i1:
  %t.64 = uitofp i32 %t.60 to double
  %t.65 = uitofp i32 %t.61 to double
  %t.66 = fmul double %t.64, 0x41F0000000000000
  %t.67 = fadd double %t.66, %t.65
  %t.68 = icmp uge i64 %t.50, 53
  br i1 %t.68, label %bb_normal_scale.i1, label %bb_subnormal_scale.i1

bb_subnormal_scale.i1:
  %t.69 = add i64 %t.50, 12
  %t.70 = shl i64 %t.69, 52
  %t.71 = bitcast i64 %t.70 to double
  %t.72 = fmul double %t.67, %t.71
  %t.73 = fmul double %t.72, 0x3BF0000000000000
  br label %bb_scale.i1

bb_normal_scale.i1:
  %t.74 = sub i64 %t.50, 52
  %t.75 = shl i64 %t.74, 52
  %t.76 = bitcast i64 %t.75 to double
  %t.77 = fmul double %t.67, %t.76
  br label %bb_scale.i1

bb_scale.i1:
  %t.78 = phi double [ %t.77, %bb_normal_scale.i1 ], [ %t.73, %bb_subnormal_scale.i1 ]
  %t.79 = bitcast double %t.12 to i64
  %t.80 = and i64 %t.79, -9223372036854775808
  %t.81 = bitcast double %t.78 to i64
  %t.82 = or i64 %t.81, %t.80
  %t.83 = bitcast i64 %t.82 to double
  br label %ret.h1

bb_step.i1:
  %t.84 = shl i32 %t.60, 1
  %t.85 = lshr i32 %t.61, 31
  %t.86 = or i32 %t.84, %t.85
  %t.87 = shl i32 %t.61, 1
  %t.88 = icmp ult i32 %t.62, 53
  br i1 %t.88, label %bb_bit.i1, label %bb_shifted.i1

bb_bit.i1:
  %t.89 = sub i32 52, %t.62
  %t.90 = icmp uge i32 %t.89, 32
  br i1 %t.90, label %bb_bit_hi.i1, label %bb_bit_lo.i1

bb_bit_lo.i1:
  %t.91 = and i32 %t.89, 31
  %t.92 = lshr i32 %t.57, %t.91
  br label %bb_bit_or.i1

bb_bit_hi.i1:
  %t.93 = sub i32 %t.89, 32
  %t.94 = and i32 %t.93, 31
  %t.95 = lshr i32 %t.56, %t.94
  br label %bb_bit_or.i1

bb_bit_or.i1:
  %t.96 = phi i32 [ %t.95, %bb_bit_hi.i1 ], [ %t.92, %bb_bit_lo.i1 ]
  %t.97 = and i32 %t.96, 1
  %t.98 = or i32 %t.87, %t.97
  br label %bb_shifted.i1

bb_shifted.i1:
  %t.99 = phi i32 [ %t.87, %bb_step.i1 ], [ %t.98, %bb_bit_or.i1 ]
  %t.100 = icmp ugt i32 %t.86, %t.58
  %t.101 = icmp eq i32 %t.86, %t.58
  %t.102 = icmp uge i32 %t.99, %t.59
  %t.103 = and i1 %t.101, %t.102
  %t.104 = or i1 %t.100, %t.103
  br i1 %t.104, label %bb_sub.i1, label %bb_next.i1

bb_sub.i1:
  %t.105 = sub i32 %t.99, %t.59
  %t.106 = icmp ult i32 %t.99, %t.59
  %t.107 = zext i1 %t.106 to i32
  %t.108 = sub i32 %t.86, %t.58
  %t.109 = sub i32 %t.108, %t.107
  br label %bb_next.i1

bb_next.i1:
  %t.110 = phi i32 [ %t.86, %bb_shifted.i1 ], [ %t.109, %bb_sub.i1 ]
  %t.111 = phi i32 [ %t.99, %bb_shifted.i1 ], [ %t.105, %bb_sub.i1 ]
  %t.112 = add i32 %t.62, 1
  br label %bb_loop.i1

bb_self.i1:
  br label %ret.h1

ret.h1:
  %t.113 = phi double [ 0x7FF8000000000000, %bb_nan.i1 ], [ %t.83, %bb_scale.i1 ], [ %t.12, %bb_self.i1 ]
  %t.114 = call double @llvm.sqrt.f64(double %t.12)
  %t.115 = call double @llvm.fma.f64(double %t.12, double %t.15, double %t.12)
  %t.116 = fcmp olt double %t.12, %t.15
  %t.117 = select i1 %t.116, double %t.12, double %t.15
  %t.118 = fcmp uno double %t.15, %t.15
  %t.119 = select i1 %t.118, double %t.12, double %t.117
  %t.120 = fcmp uno double %t.12, %t.12
  %t.121 = select i1 %t.120, double %t.15, double %t.119
  %t.122 = fcmp oeq double %t.12, %t.15
  %t.123 = bitcast double %t.12 to i64
  %t.124 = bitcast double %t.15 to i64
  %t.125 = or i64 %t.123, %t.124
  %t.126 = bitcast i64 %t.125 to double
  %t.127 = select i1 %t.122, double %t.126, double %t.121
  %t.128 = fcmp ogt double %t.12, %t.15
  %t.129 = select i1 %t.128, double %t.12, double %t.15
  %t.130 = fcmp uno double %t.15, %t.15
  %t.131 = select i1 %t.130, double %t.12, double %t.129
  %t.132 = fcmp uno double %t.12, %t.12
  %t.133 = select i1 %t.132, double %t.15, double %t.131
  %t.134 = fcmp oeq double %t.12, %t.15
  %t.135 = bitcast double %t.12 to i64
  %t.136 = bitcast double %t.15 to i64
  %t.137 = and i64 %t.135, %t.136
  %t.138 = bitcast i64 %t.137 to double
  %t.139 = select i1 %t.134, double %t.138, double %t.133
  %t.140 = sitofp i32 %t.21 to double
  %t.141 = fpext float %t.18 to double
  br label %bb0.i2

bb0.i2:
  %t.142 = add i32 %t.22, 0
  %t.143 = zext i32 %t.142 to i64
  %t.144 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.143
  store double %t.23, ptr addrspace(1) %t.144, align 8
  br label %ret.h2

ret.h2:
  br label %bb0.i3

bb0.i3:
  %t.145 = add i32 %t.22, 1
  %t.146 = zext i32 %t.145 to i64
  %t.147 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.146
  store double %t.24, ptr addrspace(1) %t.147, align 8
  br label %ret.h3

ret.h3:
  br label %bb0.i4

bb0.i4:
  %t.148 = add i32 %t.22, 2
  %t.149 = zext i32 %t.148 to i64
  %t.150 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.149
  store double %t.25, ptr addrspace(1) %t.150, align 8
  br label %ret.h4

ret.h4:
  br label %bb0.i5

bb0.i5:
  %t.151 = add i32 %t.22, 3
  %t.152 = zext i32 %t.151 to i64
  %t.153 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.152
  store double %t.26, ptr addrspace(1) %t.153, align 8
  br label %ret.h5

ret.h5:
  br label %bb0.i6

bb0.i6:
  %t.154 = add i32 %t.22, 4
  %t.155 = zext i32 %t.154 to i64
  %t.156 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.155
  store double %t.113, ptr addrspace(1) %t.156, align 8
  br label %ret.h6

ret.h6:
  br label %bb0.i7

bb0.i7:
  %t.157 = add i32 %t.22, 5
  %t.158 = zext i32 %t.157 to i64
  %t.159 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.158
  store double %t.114, ptr addrspace(1) %t.159, align 8
  br label %ret.h7

ret.h7:
  br label %bb0.i8

bb0.i8:
  %t.160 = add i32 %t.22, 6
  %t.161 = zext i32 %t.160 to i64
  %t.162 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.161
  store double %t.115, ptr addrspace(1) %t.162, align 8
  br label %ret.h8

ret.h8:
  br label %bb0.i9

bb0.i9:
  %t.163 = add i32 %t.22, 7
  %t.164 = zext i32 %t.163 to i64
  %t.165 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.164
  store double %t.127, ptr addrspace(1) %t.165, align 8
  br label %ret.h9

ret.h9:
  br label %bb0.i10

bb0.i10:
  %t.166 = add i32 %t.22, 8
  %t.167 = zext i32 %t.166 to i64
  %t.168 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.167
  store double %t.139, ptr addrspace(1) %t.168, align 8
  br label %ret.h10

ret.h10:
  br label %bb0.i11

bb0.i11:
  %t.169 = add i32 %t.22, 9
  %t.170 = zext i32 %t.169 to i64
  %t.171 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.170
  store double %t.140, ptr addrspace(1) %t.171, align 8
  br label %ret.h11

ret.h11:
  br label %bb0.i12

bb0.i12:
  %t.172 = add i32 %t.22, 10
  %t.173 = zext i32 %t.172 to i64
  %t.174 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.173
  store double %t.141, ptr addrspace(1) %t.174, align 8
  br label %ret.h12

ret.h12:
  %t.175 = fptrunc double %t.12 to float
  %t.176 = zext i32 %t.8 to i64
  %t.177 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.176
  store float %t.175, ptr addrspace(1) %t.177, align 4
  %t.178 = call i32 @llvm.fptosi.sat.i32.f64(double %t.12)
  %t.179 = call i32 @llvm.fptoui.sat.i32.f64(double %t.12)
  %t.180 = fcmp oeq double %t.12, %t.15
  %t.181 = fcmp one double %t.12, %t.15
  %t.182 = fcmp olt double %t.12, %t.15
  %t.183 = fcmp ogt double %t.12, %t.15
  %t.184 = fcmp ole double %t.12, %t.15
  %t.185 = fcmp oge double %t.12, %t.15
  br label %bb0.i13

bb0.i13:
  %t.186 = zext i1 %t.180 to i32
  %t.187 = shl i32 %t.186, 0
  br label %ret.h13

ret.h13:
  %t.188 = phi i32 [ %t.187, %bb0.i13 ]
  br label %bb0.i14

bb0.i14:
  %t.189 = zext i1 %t.181 to i32
  %t.190 = shl i32 %t.189, 1
  br label %ret.h14

ret.h14:
  %t.191 = phi i32 [ %t.190, %bb0.i14 ]
  br label %bb0.i15

bb0.i15:
  %t.192 = zext i1 %t.182 to i32
  %t.193 = shl i32 %t.192, 2
  br label %ret.h15

ret.h15:
  %t.194 = phi i32 [ %t.193, %bb0.i15 ]
  br label %bb0.i16

bb0.i16:
  %t.195 = zext i1 %t.183 to i32
  %t.196 = shl i32 %t.195, 3
  br label %ret.h16

ret.h16:
  %t.197 = phi i32 [ %t.196, %bb0.i16 ]
  br label %bb0.i17

bb0.i17:
  %t.198 = zext i1 %t.184 to i32
  %t.199 = shl i32 %t.198, 4
  br label %ret.h17

ret.h17:
  %t.200 = phi i32 [ %t.199, %bb0.i17 ]
  br label %bb0.i18

bb0.i18:
  %t.201 = zext i1 %t.185 to i32
  %t.202 = shl i32 %t.201, 5
  br label %ret.h18

ret.h18:
  %t.203 = phi i32 [ %t.202, %bb0.i18 ]
  %t.204 = or i32 %t.188, %t.191
  %t.205 = or i32 %t.194, %t.197
  %t.206 = or i32 %t.200, %t.203
  %t.207 = or i32 %t.204, %t.205
  %t.208 = or i32 %t.207, %t.206
  %t.209 = mul i32 %t.8, 3
  %t.210 = add i32 %t.209, 1
  %t.211 = add i32 %t.209, 2
  %t.212 = zext i32 %t.209 to i64
  %t.213 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.212
  store i32 %t.178, ptr addrspace(1) %t.213, align 4
  %t.214 = zext i32 %t.210 to i64
  %t.215 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.214
  store i32 %t.179, ptr addrspace(1) %t.215, align 4
  %t.216 = zext i32 %t.211 to i64
  %t.217 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.216
  store i32 %t.208, ptr addrspace(1) %t.217, align 4
  br label %bb2

bb2:
  ret void
}

declare double @llvm.fabs.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.sqrt.f64(double)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare i32 @llvm.fptoui.sat.i32.f64(double)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
