; magpie-gpu: kernel @self_max_nan for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @self_max_nan(ptr addrspace(1) %h, ptr addrspace(1) %s, ptr addrspace(1) %d, ptr addrspace(1) %oh, ptr addrspace(1) %os, ptr addrspace(1) %od, i32 %n, i32 %h.len, i32 %s.len, i32 %d.len, i32 %oh.len, i32 %os.len, i32 %od.len) #0 {
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
  %t.11 = getelementptr inbounds half, ptr addrspace(1) %h, i64 %t.10
  %t.12 = load half, ptr addrspace(1) %t.11, align 2
  %t.13 = fcmp ogt half %t.12, %t.12
  %t.14 = select i1 %t.13, half %t.12, half %t.12
  %t.15 = fcmp uno half %t.12, %t.12
  %t.16 = select i1 %t.15, half %t.12, half %t.14
  %t.17 = fcmp uno half %t.12, %t.12
  %t.18 = select i1 %t.17, half %t.12, half %t.16
  %t.19 = fcmp oeq half %t.12, %t.12
  %t.20 = bitcast half %t.12 to i16
  %t.21 = bitcast half %t.12 to i16
  %t.22 = and i16 %t.20, %t.21
  %t.23 = bitcast i16 %t.22 to half
  %t.24 = select i1 %t.19, half %t.23, half %t.18
  %t.25 = fsub half %t.24, %t.12
  %t.26 = call half @llvm.fma.f16(half %t.25, half %t.24, half %t.12)
  %t.27 = fpext half %t.24 to float
  %t.28 = fpext half %t.26 to float
  %t.29 = fdiv float %t.27, %t.28
  %t.30 = fptrunc float %t.29 to half
  %t.31 = fcmp ogt half %t.26, %t.30
  %t.32 = select i1 %t.31, half %t.26, half %t.30
  %t.33 = fcmp uno half %t.30, %t.30
  %t.34 = select i1 %t.33, half %t.26, half %t.32
  %t.35 = fcmp uno half %t.26, %t.26
  %t.36 = select i1 %t.35, half %t.30, half %t.34
  %t.37 = fcmp oeq half %t.26, %t.30
  %t.38 = bitcast half %t.26 to i16
  %t.39 = bitcast half %t.30 to i16
  %t.40 = and i16 %t.38, %t.39
  %t.41 = bitcast i16 %t.40 to half
  %t.42 = select i1 %t.37, half %t.41, half %t.36
  %t.43 = zext i32 %t.8 to i64
  %t.44 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.43
  store half %t.42, ptr addrspace(1) %t.44, align 2
  %t.45 = zext i32 %t.8 to i64
  %t.46 = getelementptr inbounds float, ptr addrspace(1) %s, i64 %t.45
  %t.47 = load float, ptr addrspace(1) %t.46, align 4
  %t.48 = fcmp ogt float %t.47, %t.47
  %t.49 = select i1 %t.48, float %t.47, float %t.47
  %t.50 = fcmp uno float %t.47, %t.47
  %t.51 = select i1 %t.50, float %t.47, float %t.49
  %t.52 = fcmp uno float %t.47, %t.47
  %t.53 = select i1 %t.52, float %t.47, float %t.51
  %t.54 = fcmp oeq float %t.47, %t.47
  %t.55 = bitcast float %t.47 to i32
  %t.56 = bitcast float %t.47 to i32
  %t.57 = and i32 %t.55, %t.56
  %t.58 = bitcast i32 %t.57 to float
  %t.59 = select i1 %t.54, float %t.58, float %t.53
  %t.60 = fsub float %t.59, %t.47
  %t.61 = call float @llvm.fma.f32(float %t.60, float %t.59, float %t.47)
  %t.62 = fdiv float %t.59, %t.61
  %t.63 = fcmp ogt float %t.61, %t.62
  %t.64 = select i1 %t.63, float %t.61, float %t.62
  %t.65 = fcmp uno float %t.62, %t.62
  %t.66 = select i1 %t.65, float %t.61, float %t.64
  %t.67 = fcmp uno float %t.61, %t.61
  %t.68 = select i1 %t.67, float %t.62, float %t.66
  %t.69 = fcmp oeq float %t.61, %t.62
  %t.70 = bitcast float %t.61 to i32
  %t.71 = bitcast float %t.62 to i32
  %t.72 = and i32 %t.70, %t.71
  %t.73 = bitcast i32 %t.72 to float
  %t.74 = select i1 %t.69, float %t.73, float %t.68
  %t.75 = mul i32 %t.8, 3
  %t.76 = add i32 %t.75, 1
  %t.77 = add i32 %t.75, 2
  %t.78 = zext i32 %t.75 to i64
  %t.79 = getelementptr inbounds float, ptr addrspace(1) %os, i64 %t.78
  store float %t.74, ptr addrspace(1) %t.79, align 4
  %t.80 = fmul float %t.47, 0x4000000000000000
  %t.81 = fcmp olt float %t.80, %t.80
  %t.82 = select i1 %t.81, float %t.80, float %t.80
  %t.83 = fcmp uno float %t.80, %t.80
  %t.84 = select i1 %t.83, float %t.80, float %t.82
  %t.85 = fcmp uno float %t.80, %t.80
  %t.86 = select i1 %t.85, float %t.80, float %t.84
  %t.87 = fcmp oeq float %t.80, %t.80
  %t.88 = bitcast float %t.80 to i32
  %t.89 = bitcast float %t.80 to i32
  %t.90 = or i32 %t.88, %t.89
  %t.91 = bitcast i32 %t.90 to float
  %t.92 = select i1 %t.87, float %t.91, float %t.86
  %t.93 = fsub float %t.92, %t.80
  %t.94 = zext i32 %t.76 to i64
  %t.95 = getelementptr inbounds float, ptr addrspace(1) %os, i64 %t.94
  store float %t.93, ptr addrspace(1) %t.95, align 4
  %t.96 = call float @llvm.ceil.f32(float %t.47)
  %t.97 = call float @llvm.ceil.f32(float %t.47)
  %t.98 = fsub float %t.96, %t.97
  %t.99 = zext i32 %t.77 to i64
  %t.100 = getelementptr inbounds float, ptr addrspace(1) %os, i64 %t.99
  store float %t.98, ptr addrspace(1) %t.100, align 4
  %t.101 = zext i32 %t.8 to i64
  %t.102 = getelementptr inbounds double, ptr addrspace(1) %d, i64 %t.101
  %t.103 = load double, ptr addrspace(1) %t.102, align 8
  %t.104 = fcmp ogt double %t.103, %t.103
  %t.105 = select i1 %t.104, double %t.103, double %t.103
  %t.106 = fcmp uno double %t.103, %t.103
  %t.107 = select i1 %t.106, double %t.103, double %t.105
  %t.108 = fcmp uno double %t.103, %t.103
  %t.109 = select i1 %t.108, double %t.103, double %t.107
  %t.110 = fcmp oeq double %t.103, %t.103
  %t.111 = bitcast double %t.103 to i64
  %t.112 = bitcast double %t.103 to i64
  %t.113 = and i64 %t.111, %t.112
  %t.114 = bitcast i64 %t.113 to double
  %t.115 = select i1 %t.110, double %t.114, double %t.109
  %t.116 = fsub double %t.115, %t.103
  %t.117 = call double @llvm.fma.f64(double %t.116, double %t.115, double %t.103)
  %t.118 = fdiv double %t.115, %t.117
  %t.119 = fcmp ogt double %t.117, %t.118
  %t.120 = select i1 %t.119, double %t.117, double %t.118
  %t.121 = fcmp uno double %t.118, %t.118
  %t.122 = select i1 %t.121, double %t.117, double %t.120
  %t.123 = fcmp uno double %t.117, %t.117
  %t.124 = select i1 %t.123, double %t.118, double %t.122
  %t.125 = fcmp oeq double %t.117, %t.118
  %t.126 = bitcast double %t.117 to i64
  %t.127 = bitcast double %t.118 to i64
  %t.128 = and i64 %t.126, %t.127
  %t.129 = bitcast i64 %t.128 to double
  %t.130 = select i1 %t.125, double %t.129, double %t.124
  %t.131 = mul i32 %t.8, 3
  %t.132 = add i32 %t.131, 1
  %t.133 = add i32 %t.131, 2
  %t.134 = zext i32 %t.131 to i64
  %t.135 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.134
  store double %t.130, ptr addrspace(1) %t.135, align 8
  %t.136 = fmul double %t.103, 0x4000000000000000
  %t.137 = fcmp olt double %t.136, %t.136
  %t.138 = select i1 %t.137, double %t.136, double %t.136
  %t.139 = fcmp uno double %t.136, %t.136
  %t.140 = select i1 %t.139, double %t.136, double %t.138
  %t.141 = fcmp uno double %t.136, %t.136
  %t.142 = select i1 %t.141, double %t.136, double %t.140
  %t.143 = fcmp oeq double %t.136, %t.136
  %t.144 = bitcast double %t.136 to i64
  %t.145 = bitcast double %t.136 to i64
  %t.146 = or i64 %t.144, %t.145
  %t.147 = bitcast i64 %t.146 to double
  %t.148 = select i1 %t.143, double %t.147, double %t.142
  %t.149 = fsub double %t.148, %t.136
  %t.150 = zext i32 %t.132 to i64
  %t.151 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.150
  store double %t.149, ptr addrspace(1) %t.151, align 8
  %t.152 = call double @llvm.ceil.f64(double %t.103)
  %t.153 = call double @llvm.ceil.f64(double %t.103)
  %t.154 = fsub double %t.152, %t.153
  %t.155 = zext i32 %t.133 to i64
  %t.156 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.155
  store double %t.154, ptr addrspace(1) %t.156, align 8
  br label %bb2

bb2:
  ret void
}

declare double @llvm.ceil.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.ceil.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare half @llvm.fma.f16(half, half, half)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
