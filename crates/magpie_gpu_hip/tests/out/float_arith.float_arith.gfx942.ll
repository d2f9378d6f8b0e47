; magpie-gpu: kernel @float_arith for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @float_arith(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %out, i32 %n, i32 %xa.len, i32 %xb.len, i32 %out.len) #0 {
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
  %t.16 = mul i32 %t.8, 6
  %t.17 = add i32 %t.16, 1
  %t.18 = add i32 %t.16, 2
  %t.19 = add i32 %t.16, 3
  %t.20 = add i32 %t.16, 4
  %t.21 = add i32 %t.16, 5
  %t.22 = fadd float %t.12, %t.15
  %t.23 = fsub float %t.12, %t.15
  %t.24 = fmul float %t.12, %t.15
  %t.25 = fdiv float %t.12, %t.15
  %t.26 = fpext float %t.12 to double
  %t.27 = fpext float %t.15 to double
  br label %bb0.i1

bb0.i1:
  %t.28 = call double @llvm.fabs.f64(double %t.26)
  %t.29 = call double @llvm.fabs.f64(double %t.27)
  %t.30 = fcmp olt double %t.28, 0x7FF0000000000000
  %t.31 = fcmp ogt double %t.29, 0x0000000000000000
  %t.32 = and i1 %t.30, %t.31
  br i1 %t.32, label %bb1.i1, label %bb_nan.i1

bb_nan.i1:
  br label %ret.h1

bb1.i1:
  %t.33 = fcmp olt double %t.28, %t.29
  br i1 %t.33, label %bb_self.i1, label %bb_split.i1

bb_split.i1:
  %t.34 = bitcast double %t.28 to i64
  %t.35 = bitcast double %t.29 to i64
  %t.36 = lshr i64 %t.34, 52
  %t.37 = lshr i64 %t.35, 52
  %t.38 = and i64 %t.34, 4503599627370495
  %t.39 = and i64 %t.35, 4503599627370495
  %t.40 = icmp ne i64 %t.36, 0
  %t.41 = icmp ne i64 %t.37, 0
  %t.42 = zext i1 %t.40 to i64
  %t.43 = zext i1 %t.41 to i64
  %t.44 = shl i64 %t.42, 52
  %t.45 = shl i64 %t.43, 52
  %t.46 = or i64 %t.38, %t.44
  %t.47 = or i64 %t.39, %t.45
  %t.48 = sub i64 1, %t.42
  %t.49 = sub i64 1, %t.43
  %t.50 = add i64 %t.36, %t.48
  %t.51 = add i64 %t.37, %t.49
  %t.52 = sub i64 %t.50, %t.51
  %t.53 = trunc i64 %t.52 to i32
  %t.54 = add i32 %t.53, 53
  %t.55 = lshr i64 %t.46, 32
  %t.56 = lshr i64 %t.47, 32
  %t.57 = trunc i64 %t.55 to i32
  %t.58 = trunc i64 %t.46 to i32
  %t.59 = trunc i64 %t.56 to i32
  %t.60 = trunc i64 %t.47 to i32
  br label %bb_loop.i1

bb_loop.i1:
  %t.61 = phi i32 [ 0, %bb_split.i1 ], [ %t.111, %bb_next.i1 ]
  %t.62 = phi i32 [ 0, %bb_split.i1 ], [ %t.112, %bb_next.i1 ]
  %t.63 = phi i32 [ 0, %bb_split.i1 ], [ %t.113, %bb_next.i1 ]
  %t.64 = icmp ult i32 %t.63, %t.54
  br i1 %t.64, label %bb_step.i1, label %bb_done.i1

bb_done.i1:
  %t.65 = uitofp i32 %t.61 to double
  %t.66 = uitofp i32 %t.62 to double
  %t.67 = fmul double %t.65, 0x41F0000000000000
  %t.68 = fadd double %t.67, %t.66
  %t.69 = icmp uge i64 %t.51, 53
  br i1 %t.69, label %bb_normal_scale.i1, label %bb_subnormal_scale.i1

bb_subnormal_scale.i1:
  %t.70 = add i64 %t.51, 12
  %t.71 = shl i64 %t.70, 52
  %t.72 = bitcast i64 %t.71 to double
  %t.73 = fmul double %t.68, %t.72
  %t.74 = fmul double %t.73, 0x3BF0000000000000
  br label %bb_scale.i1

bb_normal_scale.i1:
  %t.75 = sub i64 %t.51, 52
  %t.76 = shl i64 %t.75, 52
  %t.77 = bitcast i64 %t.76 to double
  %t.78 = fmul double %t.68, %t.77
  br label %bb_scale.i1

bb_scale.i1:
  %t.79 = phi double [ %t.78, %bb_normal_scale.i1 ], [ %t.74, %bb_subnormal_scale.i1 ]
  %t.80 = bitcast double %t.26 to i64
  %t.81 = and i64 %t.80, -9223372036854775808
  %t.82 = bitcast double %t.79 to i64
  %t.83 = or i64 %t.82, %t.81
  %t.84 = bitcast i64 %t.83 to double
  br label %ret.h1

bb_step.i1:
  %t.85 = shl i32 %t.61, 1
  %t.86 = lshr i32 %t.62, 31
  %t.87 = or i32 %t.85, %t.86
  %t.88 = shl i32 %t.62, 1
  %t.89 = icmp ult i32 %t.63, 53
  br i1 %t.89, label %bb_bit.i1, label %bb_shifted.i1

bb_bit.i1:
  %t.90 = sub i32 52, %t.63
  %t.91 = icmp uge i32 %t.90, 32
  br i1 %t.91, label %bb_bit_hi.i1, label %bb_bit_lo.i1

bb_bit_lo.i1:
  %t.92 = and i32 %t.90, 31
  %t.93 = lshr i32 %t.58, %t.92
  br label %bb_bit_or.i1

bb_bit_hi.i1:
  %t.94 = sub i32 %t.90, 32
  %t.95 = and i32 %t.94, 31
  %t.96 = lshr i32 %t.57, %t.95
  br label %bb_bit_or.i1

bb_bit_or.i1:
  %t.97 = phi i32 [ %t.96, %bb_bit_hi.i1 ], [ %t.93, %bb_bit_lo.i1 ]
  %t.98 = and i32 %t.97, 1
  %t.99 = or i32 %t.88, %t.98
  br label %bb_shifted.i1

bb_shifted.i1:
  %t.100 = phi i32 [ %t.88, %bb_step.i1 ], [ %t.99, %bb_bit_or.i1 ]
  %t.101 = icmp ugt i32 %t.87, %t.59
  %t.102 = icmp eq i32 %t.87, %t.59
  %t.103 = icmp uge i32 %t.100, %t.60
  %t.104 = and i1 %t.102, %t.103
  %t.105 = or i1 %t.101, %t.104
  br i1 %t.105, label %bb_sub.i1, label %bb_next.i1

bb_sub.i1:
  %t.106 = sub i32 %t.100, %t.60
  %t.107 = icmp ult i32 %t.100, %t.60
  %t.108 = zext i1 %t.107 to i32
  %t.109 = sub i32 %t.87, %t.59
  %t.110 = sub i32 %t.109, %t.108
  br label %bb_next.i1

bb_next.i1:
  %t.111 = phi i32 [ %t.87, %bb_shifted.i1 ], [ %t.110, %bb_sub.i1 ]
  %t.112 = phi i32 [ %t.100, %bb_shifted.i1 ], [ %t.106, %bb_sub.i1 ]
  %t.113 = add i32 %t.63, 1
  br label %bb_loop.i1

bb_self.i1:
  br label %ret.h1

ret.h1:
  %t.114 = phi double [ 0x7FF8000000000000, %bb_nan.i1 ], [ %t.84, %bb_scale.i1 ], [ %t.26, %bb_self.i1 ]
  %t.115 = fptrunc double %t.114 to float
  %t.116 = fadd float %t.24, %t.12
  %t.117 = zext i32 %t.16 to i64
  %t.118 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.117
  store float %t.22, ptr addrspace(1) %t.118, align 4
  %t.119 = zext i32 %t.17 to i64
  %t.120 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.119
  store float %t.23, ptr addrspace(1) %t.120, align 4
  %t.121 = zext i32 %t.18 to i64
  %t.122 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.121
  store float %t.24, ptr addrspace(1) %t.122, align 4
  %t.123 = zext i32 %t.19 to i64
  %t.124 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.123
  store float %t.25, ptr addrspace(1) %t.124, align 4
  %t.125 = zext i32 %t.20 to i64
  %t.126 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.125
  store float %t.115, ptr addrspace(1) %t.126, align 4
  %t.127 = zext i32 %t.21 to i64
  %t.128 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.127
  store float %t.116, ptr addrspace(1) %t.128, align 4
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
