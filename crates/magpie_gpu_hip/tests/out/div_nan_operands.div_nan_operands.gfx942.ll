; magpie-gpu: kernel @div_nan_operands for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @div_nan_operands(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %xc, ptr addrspace(1) %xd, ptr addrspace(1) %ss, ptr addrspace(1) %of, ptr addrspace(1) %oi, i32 %n, i32 %xa.len, i32 %xb.len, i32 %xc.len, i32 %xd.len, i32 %ss.len, i32 %of.len, i32 %oi.len) #0 {
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
  %t.11 = getelementptr inbounds i64, ptr addrspace(1) %xa, i64 %t.10
  %t.12 = load i64, ptr addrspace(1) %t.11, align 8
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds i64, ptr addrspace(1) %xb, i64 %t.13
  %t.15 = load i64, ptr addrspace(1) %t.14, align 8
  %t.16 = zext i32 %t.8 to i64
  %t.17 = getelementptr inbounds i64, ptr addrspace(1) %xc, i64 %t.16
  %t.18 = load i64, ptr addrspace(1) %t.17, align 8
  %t.19 = zext i32 %t.8 to i64
  %t.20 = getelementptr inbounds i64, ptr addrspace(1) %xd, i64 %t.19
  %t.21 = load i64, ptr addrspace(1) %t.20, align 8
  %t.22 = zext i32 %t.8 to i64
  %t.23 = getelementptr inbounds float, ptr addrspace(1) %ss, i64 %t.22
  %t.24 = load float, ptr addrspace(1) %t.23, align 4
  %t.25 = sitofp i64 %t.12 to float
  %t.26 = sitofp i64 %t.15 to float
  %t.27 = sitofp i64 %t.18 to float
  %t.28 = sitofp i64 %t.21 to float
  %t.29 = fsub float %t.25, %t.26
  %t.30 = fsub float %t.27, %t.28
  %t.31 = fdiv float %t.29, %t.30
  %t.32 = fmul float %t.29, %t.24
  %t.33 = fmul float %t.30, %t.24
  %t.34 = fdiv float %t.32, %t.33
  %t.35 = fdiv float %t.29, %t.29
  %t.36 = fdiv float %t.25, %t.25
  %t.37 = fdiv float %t.30, %t.29
  %t.38 = fpext float %t.29 to double
  %t.39 = fpext float %t.30 to double
  br label %bb0.i1

bb0.i1:
  %t.40 = call double @llvm.fabs.f64(double %t.38)
  %t.41 = call double @llvm.fabs.f64(double %t.39)
  %t.42 = fcmp olt double %t.40, 0x7FF0000000000000
  %t.43 = fcmp ogt double %t.41, 0x0000000000000000
  %t.44 = and i1 %t.42, %t.43
  br i1 %t.44, label %bb1.i1, label %bb_nan.i1

bb_nan.i1:
  br label %ret.h1

bb1.i1:
  %t.45 = fcmp olt double %t.40, %t.41
  br i1 %t.45, label %bb_self.i1, label %bb_split.i1

bb_split.i1:
  %t.46 = bitcast double %t.40 to i64
  %t.47 = bitcast double %t.41 to i64
  %t.48 = lshr i64 %t.46, 52
  %t.49 = lshr i64 %t.47, 52
  %t.50 = and i64 %t.46, 4503599627370495
  %t.51 = and i64 %t.47, 4503599627370495
  %t.52 = icmp ne i64 %t.48, 0
  %t.53 = icmp ne i64 %t.49, 0
  %t.54 = zext i1 %t.52 to i64
  %t.55 = zext i1 %t.53 to i64
  %t.56 = shl i64 %t.54, 52
  %t.57 = shl i64 %t.55, 52
  %t.58 = or i64 %t.50, %t.56
  %t.59 = or i64 %t.51, %t.57
  %t.60 = sub i64 1, %t.54
  %t.61 = sub i64 1, %t.55
  %t.62 = add i64 %t.48, %t.60
  %t.63 = add i64 %t.49, %t.61
  %t.64 = sub i64 %t.62, %t.63
  %t.65 = trunc i64 %t.64 to i32
  %t.66 = add i32 %t.65, 53
  %t.67 = lshr i64 %t.58, 32
  %t.68 = lshr i64 %t.59, 32
  %t.69 = trunc i64 %t.67 to i32
  %t.70 = trunc i64 %t.58 to i32
  %t.71 = trunc i64 %t.68 to i32
  %t.72 = trunc i64 %t.59 to i32
  br label %bb_loop.i1

bb_loop.i1:
  %t.73 = phi i32 [ 0, %bb_split.i1 ], [ %t.123, %bb_next.i1 ]
  %t.74 = phi i32 [ 0, %bb_split.i1 ], [ %t.124, %bb_next.i1 ]
  %t.75 = phi i32 [ 0, %bb_split.i1 ], [ %t.125, %bb_next.i1 ]
  %t.76 = icmp ult i32 %t.75, %t.66
  br i1 %t.76, label %bb_step.i1, label %bb_done.i1

bb_done.i1:
  %t.77 = uitofp i32 %t.73 to double
  %t.78 = uitofp i32 %t.74 to double
  %t.79 = fmul double %t.77, 0x41F0000000000000
  %t.80 = fadd double %t.79, %t.78
  %t.81 = icmp uge i64 %t.63, 53
  br i1 %t.81, label %bb_normal_scale.i1, label %bb_subnormal_scale.i1

bb_subnormal_scale.i1:
  %t.82 = add i64 %t.63, 12
  %t.83 = shl i64 %t.82, 52
  %t.84 = bitcast i64 %t.83 to double
  %t.85 = fmul double %t.80, %t.84
  %t.86 = fmul double %t.85, 0x3BF0000000000000
  br label %bb_scale.i1

bb_normal_scale.i1:
  %t.87 = sub i64 %t.63, 52
  %t.88 = shl i64 %t.87, 52
  %t.89 = bitcast i64 %t.88 to double
  %t.90 = fmul double %t.80, %t.89
  br label %bb_scale.i1

bb_scale.i1:
  %t.91 = phi double [ %t.90, %bb_normal_scale.i1 ], [ %t.86, %bb_subnormal_scale.i1 ]
  %t.92 = bitcast double %t.38 to i64
  %t.93 = and i64 %t.92, -9223372036854775808
  %t.94 = bitcast double %t.91 to i64
  %t.95 = or i64 %t.94, %t.93
  %t.96 = bitcast i64 %t.95 to double
  br label %ret.h1

bb_step.i1:
  %t.97 = shl i32 %t.73, 1
  %t.98 = lshr i32 %t.74, 31
  %t.99 = or i32 %t.97, %t.98
  %t.100 = shl i32 %t.74, 1
  %t.101 = icmp ult i32 %t.75, 53
  br i1 %t.101, label %bb_bit.i1, label %bb_shifted.i1

bb_bit.i1:
  %t.102 = sub i32 52, %t.75
  %t.103 = icmp uge i32 %t.102, 32
  br i1 %t.103, label %bb_bit_hi.i1, label %bb_bit_lo.i1

bb_bit_lo.i1:
  %t.104 = and i32 %t.102, 31
  %t.105 = lshr i32 %t.70, %t.104
  br label %bb_bit_or.i1

bb_bit_hi.i1:
  %t.106 = sub i32 %t.102, 32
  %t.107 = and i32 %t.106, 31
  %t.108 = lshr i32 %t.69, %t.107
  br label %bb_bit_or.i1

bb_bit_or.i1:
  %t.109 = phi i32 [ %t.108, %bb_bit_hi.i1 ], [ %t.105, %bb_bit_lo.i1 ]
  %t.110 = and i32 %t.109, 1
  %t.111 = or i32 %t.100, %t.110
  br label %bb_shifted.i1

bb_shifted.i1:
  %t.112 = phi i32 [ %t.100, %bb_step.i1 ], [ %t.111, %bb_bit_or.i1 ]
  %t.113 = icmp ugt i32 %t.99, %t.71
  %t.114 = icmp eq i32 %t.99, %t.71
  %t.115 = icmp uge i32 %t.112, %t.72
  %t.116 = and i1 %t.114, %t.115
  %t.117 = or i1 %t.113, %t.116
  br i1 %t.117, label %bb_sub.i1, label %bb_next.i1

bb_sub.i1:
  %t.118 = sub i32 %t.112, %t.72
  %t.119 = icmp ult i32 %t.112, %t.72
  %t.120 = zext i1 %t.119 to i32
  %t.121 = sub i32 %t.99, %t.71
  %t.122 = sub i32 %t.121, %t.120
  br label %bb_next.i1

bb_next.i1:
  %t.123 = phi i32 [ %t.99, %bb_shifted.i1 ], [ %t.122, %bb_sub.i1 ]
  %t.124 = phi i32 [ %t.112, %bb_shifted.i1 ], [ %t.118, %bb_sub.i1 ]
  %t.125 = add i32 %t.75, 1
  br label %bb_loop.i1

bb_self.i1:
  br label %ret.h1

ret.h1:
  %t.126 = phi double [ 0x7FF8000000000000, %bb_nan.i1 ], [ %t.96, %bb_scale.i1 ], [ %t.38, %bb_self.i1 ]
  %t.127 = fptrunc double %t.126 to float
  %t.128 = mul i32 %t.8, 6
  %t.129 = add i32 %t.128, 1
  %t.130 = add i32 %t.128, 2
  %t.131 = add i32 %t.128, 3
  %t.132 = add i32 %t.128, 4
  %t.133 = add i32 %t.128, 5
  %t.134 = zext i32 %t.128 to i64
  %t.135 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.134
  store float %t.31, ptr addrspace(1) %t.135, align 4
  %t.136 = zext i32 %t.129 to i64
  %t.137 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.136
  store float %t.34, ptr addrspace(1) %t.137, align 4
  %t.138 = zext i32 %t.130 to i64
  %t.139 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.138
  store float %t.35, ptr addrspace(1) %t.139, align 4
  %t.140 = zext i32 %t.131 to i64
  %t.141 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.140
  store float %t.36, ptr addrspace(1) %t.141, align 4
  %t.142 = zext i32 %t.132 to i64
  %t.143 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.142
  store float %t.37, ptr addrspace(1) %t.143, align 4
  %t.144 = zext i32 %t.133 to i64
  %t.145 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.144
  store float %t.127, ptr addrspace(1) %t.145, align 4
  %t.146 = call i32 @llvm.fptosi.sat.i32.f32(float %t.31)
  %t.147 = call i32 @llvm.fptosi.sat.i32.f32(float %t.34)
  %t.148 = call i32 @llvm.fptoui.sat.i32.f32(float %t.37)
  %t.149 = mul i32 %t.8, 3
  %t.150 = add i32 %t.149, 1
  %t.151 = add i32 %t.149, 2
  %t.152 = zext i32 %t.149 to i64
  %t.153 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.152
  store i32 %t.146, ptr addrspace(1) %t.153, align 4
  %t.154 = zext i32 %t.150 to i64
  %t.155 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.154
  store i32 %t.147, ptr addrspace(1) %t.155, align 4
  %t.156 = zext i32 %t.151 to i64
  %t.157 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.156
  store i32 %t.148, ptr addrspace(1) %t.157, align 4
  br label %bb2

bb2:
  ret void
}

declare double @llvm.fabs.f64(double)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
