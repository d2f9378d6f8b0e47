; magpie-gpu: kernel @wb_pure_call for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__shared_0 = internal addrspace(3) global [32 x float] undef, align 16

define amdgpu_kernel void @wb_pure_call(ptr addrspace(1) %out, i32 %out.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.4 = getelementptr inbounds i8, ptr addrspace(4) %t.3, i64 4
  %t.5 = load i16, ptr addrspace(4) %t.4, align 2
  %t.6 = zext i16 %t.5 to i32
  %t.7 = mul i32 %t.2, %t.6
  %t.8 = add i32 %t.7, %t.1
  br label %bb0

bb0:
  %t.9 = uitofp i32 %t.1 to float
  br label %bb0.i1

bb0.i1:
  %t.10 = fpext float %t.9 to double
  br label %bb0.i2

bb0.i2:
  %t.11 = fcmp oeq double %t.10, %t.10
  br i1 %t.11, label %bb1.i2, label %bb_nan.i2

bb_nan.i2:
  br label %ret.h2

bb1.i2:
  %t.12 = fcmp ogt double %t.10, 0x4086300000000000
  br i1 %t.12, label %bb_inf.i2, label %bb2.i2

bb2.i2:
  %t.13 = fcmp olt double %t.10, 0xC087500000000000
  br i1 %t.13, label %bb_zero.i2, label %bb_reduce.i2

bb_reduce.i2:
  %t.14 = fmul double %t.10, 0x3FF71547652B82FE
  %t.15 = fadd double %t.14, 0x4338000000000000
  %t.16 = fsub double %t.15, 0x4338000000000000
  %t.17 = call i32 @llvm.fptosi.sat.i32.f64(double %t.16)
  %t.18 = fmul double %t.16, 0x3FE62E42FEE00000
  %t.19 = fsub double %t.10, %t.18
  %t.20 = fmul double %t.16, 0x3DEA39EF35793C76
  br label %bb0.i3

bb0.i3:
  %t.21 = fsub double %t.19, %t.20
  %t.22 = fmul double %t.21, %t.21
  %t.23 = fmul double %t.22, 0x3E66376972BEA4D0
  %t.24 = fadd double %t.23, 0xBEBBBD41C5D26BF1
  %t.25 = fmul double %t.22, %t.24
  %t.26 = fadd double %t.25, 0x3F11566AAF25DE2C
  %t.27 = fmul double %t.22, %t.26
  %t.28 = fadd double %t.27, 0xBF66C16C16BEBD93
  %t.29 = fmul double %t.22, %t.28
  %t.30 = fadd double %t.29, 0x3FC555555555553E
  %t.31 = fmul double %t.22, %t.30
  %t.32 = fsub double %t.21, %t.31
  %t.33 = fmul double %t.21, %t.32
  %t.34 = fsub double 0x4000000000000000, %t.32
  %t.35 = fdiv double %t.33, %t.34
  %t.36 = fsub double %t.20, %t.35
  %t.37 = fsub double %t.36, %t.19
  %t.38 = fsub double 0x3FF0000000000000, %t.37
  %t.39 = icmp sge i32 %t.17, -1021
  br i1 %t.39, label %bb1.i3, label %bb_subnormal.i3

bb_subnormal.i3:
  %t.40 = add i32 %t.17, 1000
  br label %bb0.i4

bb0.i4:
  %t.41 = add i32 %t.40, 1023
  %t.42 = sext i32 %t.41 to i64
  %t.43 = shl i64 %t.42, 52
  %t.44 = bitcast i64 %t.43 to double
  br label %ret.h4

ret.h4:
  %t.45 = phi double [ %t.44, %bb0.i4 ]
  %t.46 = fmul double %t.38, %t.45
  %t.47 = fmul double %t.46, 0x0170000000000000
  br label %ret.h3

bb1.i3:
  %t.48 = icmp sle i32 %t.17, 1023
  br i1 %t.48, label %bb_normal.i3, label %bb_top.i3

bb_top.i3:
  %t.49 = sub i32 %t.17, 1
  br label %bb0.i5

bb0.i5:
  %t.50 = add i32 %t.49, 1023
  %t.51 = sext i32 %t.50 to i64
  %t.52 = shl i64 %t.51, 52
  %t.53 = bitcast i64 %t.52 to double
  br label %ret.h5

ret.h5:
  %t.54 = phi double [ %t.53, %bb0.i5 ]
  %t.55 = fmul double %t.38, 0x4000000000000000
  %t.56 = fmul double %t.55, %t.54
  br label %ret.h3

bb_normal.i3:
  br label %bb0.i6

bb0.i6:
  %t.57 = add i32 %t.17, 1023
  %t.58 = sext i32 %t.57 to i64
  %t.59 = shl i64 %t.58, 52
  %t.60 = bitcast i64 %t.59 to double
  br label %ret.h6

ret.h6:
  %t.61 = phi double [ %t.60, %bb0.i6 ]
  %t.62 = fmul double %t.38, %t.61
  br label %ret.h3

ret.h3:
  %t.63 = phi double [ %t.47, %ret.h4 ], [ %t.56, %ret.h5 ], [ %t.62, %ret.h6 ]
  br label %ret.h2

bb_zero.i2:
  br label %ret.h2

bb_inf.i2:
  br label %ret.h2

ret.h2:
  %t.64 = phi double [ %t.10, %bb_nan.i2 ], [ %t.63, %ret.h3 ], [ 0x0000000000000000, %bb_zero.i2 ], [ 0x7FF0000000000000, %bb_inf.i2 ]
  %t.65 = fptrunc double %t.64 to float
  br label %ret.h1

ret.h1:
  %t.66 = phi float [ %t.65, %ret.h2 ]
  %t.67 = icmp ult i32 %t.1, 32
  br i1 %t.67, label %bb1, label %bb2

bb1:
  %t.68 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.1
  store float %t.66, ptr addrspace(3) %t.68, align 4
  br label %bb2

bb2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %bb0.i7

bb0.i7:
  %t.69 = fpext float %t.66 to double
  br label %bb0.i8

bb0.i8:
  %t.70 = fcmp oeq double %t.69, %t.69
  br i1 %t.70, label %bb1.i8, label %bb_nan.i8

bb_nan.i8:
  br label %ret.h8

bb1.i8:
  %t.71 = fcmp ogt double %t.69, 0x4086300000000000
  br i1 %t.71, label %bb_inf.i8, label %bb2.i8

bb2.i8:
  %t.72 = fcmp olt double %t.69, 0xC087500000000000
  br i1 %t.72, label %bb_zero.i8, label %bb_reduce.i8

bb_reduce.i8:
  %t.73 = fmul double %t.69, 0x3FF71547652B82FE
  %t.74 = fadd double %t.73, 0x4338000000000000
  %t.75 = fsub double %t.74, 0x4338000000000000
  %t.76 = call i32 @llvm.fptosi.sat.i32.f64(double %t.75)
  %t.77 = fmul double %t.75, 0x3FE62E42FEE00000
  %t.78 = fsub double %t.69, %t.77
  %t.79 = fmul double %t.75, 0x3DEA39EF35793C76
  br label %bb0.i9

bb0.i9:
  %t.80 = fsub double %t.78, %t.79
  %t.81 = fmul double %t.80, %t.80
  %t.82 = fmul double %t.81, 0x3E66376972BEA4D0
  %t.83 = fadd double %t.82, 0xBEBBBD41C5D26BF1
  %t.84 = fmul double %t.81, %t.83
  %t.85 = fadd double %t.84, 0x3F11566AAF25DE2C
  %t.86 = fmul double %t.81, %t.85
  %t.87 = fadd double %t.86, 0xBF66C16C16BEBD93
  %t.88 = fmul double %t.81, %t.87
  %t.89 = fadd double %t.88, 0x3FC555555555553E
  %t.90 = fmul double %t.81, %t.89
  %t.91 = fsub double %t.80, %t.90
  %t.92 = fmul double %t.80, %t.91
  %t.93 = fsub double 0x4000000000000000, %t.91
  %t.94 = fdiv double %t.92, %t.93
  %t.95 = fsub double %t.79, %t.94
  %t.96 = fsub double %t.95, %t.78
  %t.97 = fsub double 0x3FF0000000000000, %t.96
  %t.98 = icmp sge i32 %t.76, -1021
  br i1 %t.98, label %bb1.i9, label %bb_subnormal.i9

bb_subnormal.i9:
  %t.99 = add i32 %t.76, 1000
  br label %bb0.i10

bb0.i10:
  %t.100 = add i32 %t.99, 1023
  %t.101 = sext i32 %t.100 to i64
  %t.102 = shl i64 %t.101, 52
  %t.103 = bitcast i64 %t.102 to double
  br label %ret.h10

ret.h10:
  %t.104 = phi double [ %t.103, %bb0.i10 ]
  %t.105 = fmul double %t.97, %t.104
  %t.106 = fmul double %t.105, 0x0170000000000000
  br label %ret.h9

bb1.i9:
  %t.107 = icmp sle i32 %t.76, 1023
  br i1 %t.107, label %bb_normal.i9, label %bb_top.i9

bb_top.i9:
  %t.108 = sub i32 %t.76, 1
  br label %bb0.i11

bb0.i11:
  %t.109 = add i32 %t.108, 1023
  %t.110 = sext i32 %t.109 to i64
  %t.111 = shl i64 %t.110, 52
  %t.112 = bitcast i64 %t.111 to double
  br label %ret.h11

ret.h11:
  %t.113 = phi double [ %t.112, %bb0.i11 ]
  %t.114 = fmul double %t.97, 0x4000000000000000
  %t.115 = fmul double %t.114, %t.113
  br label %ret.h9

bb_normal.i9:
  br label %bb0.i12

bb0.i12:
  %t.116 = add i32 %t.76, 1023
  %t.117 = sext i32 %t.116 to i64
  %t.118 = shl i64 %t.117, 52
  %t.119 = bitcast i64 %t.118 to double
  br label %ret.h12

ret.h12:
  %t.120 = phi double [ %t.119, %bb0.i12 ]
  %t.121 = fmul double %t.97, %t.120
  br label %ret.h9

ret.h9:
  %t.122 = phi double [ %t.106, %ret.h10 ], [ %t.115, %ret.h11 ], [ %t.121, %ret.h12 ]
  br label %ret.h8

bb_zero.i8:
  br label %ret.h8

bb_inf.i8:
  br label %ret.h8

ret.h8:
  %t.123 = phi double [ %t.69, %bb_nan.i8 ], [ %t.122, %ret.h9 ], [ 0x0000000000000000, %bb_zero.i8 ], [ 0x7FF0000000000000, %bb_inf.i8 ]
  %t.124 = fptrunc double %t.123 to float
  br label %ret.h7

ret.h7:
  %t.125 = phi float [ %t.124, %ret.h8 ]
  br i1 %t.67, label %bb3, label %bb4

bb3:
  %t.126 = sub i32 31, %t.1
  %t.127 = getelementptr inbounds float, ptr addrspace(3) @__shared_0, i32 %t.126
  %t.128 = load float, ptr addrspace(3) %t.127, align 4
  %t.129 = fadd float %t.128, %t.125
  %t.130 = zext i32 %t.8 to i64
  %t.131 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t.130
  store float %t.129, ptr addrspace(1) %t.131, align 4
  br label %bb4

bb4:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.fptosi.sat.i32.f64(double)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
