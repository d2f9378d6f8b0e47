; magpie-gpu: kernel @cast_chain_u64 for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cast_chain_u64(ptr addrspace(1) %fs, ptr addrspace(1) %xs, ptr addrspace(1) %o, ptr addrspace(1) %ol, i32 %n, i32 %fs.len, i32 %xs.len, i32 %o.len, i32 %ol.len) #0 {
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
  %t.11 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.10
  %t.12 = load float, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.13
  %t.15 = load i32, ptr addrspace(1) %t.14, align 4
  %t.16 = uitofp i32 %t.15 to float
  %t.17 = mul i32 %t.8, 16
  %t.18 = add i32 %t.17, 8
  br label %bb0.i1

bb0.i1:
  %t.19 = call i64 @llvm.fptoui.sat.i64.f32(float %t.12)
  %t.20 = call i64 @llvm.fptosi.sat.i64.f32(float %t.12)
  %t.21 = trunc i64 %t.19 to i32
  %t.22 = add i32 %t.21, 7
  %t.23 = xor i32 %t.22, 4660
  %t.24 = trunc i64 %t.19 to i32
  %t.25 = add i32 %t.24, 1
  %t.26 = xor i32 %t.25, 21845
  %t.27 = trunc i64 %t.20 to i32
  %t.28 = add i32 %t.27, 3
  %t.29 = trunc i64 %t.20 to i32
  %t.30 = xor i32 %t.29, -1515870811
  %t.31 = trunc i64 %t.19 to i16
  %t.32 = zext i16 %t.31 to i32
  %t.33 = add i32 %t.32, 3
  %t.34 = trunc i64 %t.20 to i8
  %t.35 = zext i8 %t.34 to i32
  %t.36 = add i32 %t.35, 1
  %t.37 = trunc i64 %t.19 to i8
  %t.38 = sext i8 %t.37 to i32
  %t.39 = xor i32 %t.38, -16
  %t.40 = trunc i64 %t.20 to i16
  %t.41 = sext i16 %t.40 to i32
  %t.42 = sub i32 %t.41, 2
  %t.43 = add i32 %t.17, 1
  %t.44 = add i32 %t.17, 2
  %t.45 = add i32 %t.17, 3
  %t.46 = add i32 %t.17, 4
  %t.47 = add i32 %t.17, 5
  %t.48 = add i32 %t.17, 6
  %t.49 = add i32 %t.17, 7
  %t.50 = zext i32 %t.17 to i64
  %t.51 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.50
  store i32 %t.23, ptr addrspace(1) %t.51, align 4
  %t.52 = zext i32 %t.43 to i64
  %t.53 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.52
  store i32 %t.26, ptr addrspace(1) %t.53, align 4
  %t.54 = zext i32 %t.44 to i64
  %t.55 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.54
  store i32 %t.28, ptr addrspace(1) %t.55, align 4
  %t.56 = zext i32 %t.45 to i64
  %t.57 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.56
  store i32 %t.30, ptr addrspace(1) %t.57, align 4
  %t.58 = zext i32 %t.46 to i64
  %t.59 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.58
  store i32 %t.33, ptr addrspace(1) %t.59, align 4
  %t.60 = zext i32 %t.47 to i64
  %t.61 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.60
  store i32 %t.36, ptr addrspace(1) %t.61, align 4
  %t.62 = zext i32 %t.48 to i64
  %t.63 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.62
  store i32 %t.39, ptr addrspace(1) %t.63, align 4
  %t.64 = zext i32 %t.49 to i64
  %t.65 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.64
  store i32 %t.42, ptr addrspace(1) %t.65, align 4
  br label %ret.h1

ret.h1:
  %t.66 = phi i64 [ %t.19, %bb0.i1 ]
  br label %bb0.i2

bb0.i2:
  %t.67 = call i64 @llvm.fptoui.sat.i64.f32(float %t.16)
  %t.68 = call i64 @llvm.fptosi.sat.i64.f32(float %t.16)
  %t.69 = trunc i64 %t.67 to i32
  %t.70 = add i32 %t.69, 7
  %t.71 = xor i32 %t.70, 4660
  %t.72 = trunc i64 %t.67 to i32
  %t.73 = add i32 %t.72, 1
  %t.74 = xor i32 %t.73, 21845
  %t.75 = trunc i64 %t.68 to i32
  %t.76 = add i32 %t.75, 3
  %t.77 = trunc i64 %t.68 to i32
  %t.78 = xor i32 %t.77, -1515870811
  %t.79 = trunc i64 %t.67 to i16
  %t.80 = zext i16 %t.79 to i32
  %t.81 = add i32 %t.80, 3
  %t.82 = trunc i64 %t.68 to i8
  %t.83 = zext i8 %t.82 to i32
  %t.84 = add i32 %t.83, 1
  %t.85 = trunc i64 %t.67 to i8
  %t.86 = sext i8 %t.85 to i32
  %t.87 = xor i32 %t.86, -16
  %t.88 = trunc i64 %t.68 to i16
  %t.89 = sext i16 %t.88 to i32
  %t.90 = sub i32 %t.89, 2
  %t.91 = add i32 %t.18, 1
  %t.92 = add i32 %t.18, 2
  %t.93 = add i32 %t.18, 3
  %t.94 = add i32 %t.18, 4
  %t.95 = add i32 %t.18, 5
  %t.96 = add i32 %t.18, 6
  %t.97 = add i32 %t.18, 7
  %t.98 = zext i32 %t.18 to i64
  %t.99 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.98
  store i32 %t.71, ptr addrspace(1) %t.99, align 4
  %t.100 = zext i32 %t.91 to i64
  %t.101 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.100
  store i32 %t.74, ptr addrspace(1) %t.101, align 4
  %t.102 = zext i32 %t.92 to i64
  %t.103 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.102
  store i32 %t.76, ptr addrspace(1) %t.103, align 4
  %t.104 = zext i32 %t.93 to i64
  %t.105 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.104
  store i32 %t.78, ptr addrspace(1) %t.105, align 4
  %t.106 = zext i32 %t.94 to i64
  %t.107 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.106
  store i32 %t.81, ptr addrspace(1) %t.107, align 4
  %t.108 = zext i32 %t.95 to i64
  %t.109 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.108
  store i32 %t.84, ptr addrspace(1) %t.109, align 4
  %t.110 = zext i32 %t.96 to i64
  %t.111 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.110
  store i32 %t.87, ptr addrspace(1) %t.111, align 4
  %t.112 = zext i32 %t.97 to i64
  %t.113 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.112
  store i32 %t.90, ptr addrspace(1) %t.113, align 4
  br label %ret.h2

ret.h2:
  %t.114 = phi i64 [ %t.67, %bb0.i2 ]
  %t.115 = call i64 @llvm.fptosi.sat.i64.f32(float %t.12)
  %t.116 = call i64 @llvm.fptosi.sat.i64.f32(float %t.16)
  %t.117 = mul i32 %t.8, 4
  %t.118 = add i32 %t.117, 1
  %t.119 = add i32 %t.117, 2
  %t.120 = add i32 %t.117, 3
  %t.121 = zext i32 %t.117 to i64
  %t.122 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.121
  store i64 %t.66, ptr addrspace(1) %t.122, align 8
  %t.123 = zext i32 %t.118 to i64
  %t.124 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.123
  store i64 %t.115, ptr addrspace(1) %t.124, align 8
  %t.125 = zext i32 %t.119 to i64
  %t.126 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.125
  store i64 %t.114, ptr addrspace(1) %t.126, align 8
  %t.127 = zext i32 %t.120 to i64
  %t.128 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.127
  store i64 %t.116, ptr addrspace(1) %t.128, align 8
  br label %bb2

bb2:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare i64 @llvm.fptoui.sat.i64.f32(float)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
