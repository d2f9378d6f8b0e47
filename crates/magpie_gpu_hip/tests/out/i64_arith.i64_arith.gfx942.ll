; magpie-gpu: kernel @i64_arith for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @i64_arith(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %amt, ptr addrspace(1) %fs, ptr addrspace(1) %ol, ptr addrspace(1) %om, ptr addrspace(1) %of, i32 %n, i32 %xa.len, i32 %xb.len, i32 %amt.len, i32 %fs.len, i32 %ol.len, i32 %om.len, i32 %of.len) #0 {
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
  %t.17 = getelementptr inbounds i32, ptr addrspace(1) %amt, i64 %t.16
  %t.18 = load i32, ptr addrspace(1) %t.17, align 4
  %t.19 = zext i32 %t.8 to i64
  %t.20 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.19
  %t.21 = load float, ptr addrspace(1) %t.20, align 4
  %t.22 = zext i32 %t.18 to i64
  %t.23 = zext i32 %t.18 to i64
  %t.24 = mul i32 %t.8, 13
  %t.25 = add i64 %t.12, %t.15
  %t.26 = sub i64 %t.12, %t.15
  %t.27 = mul i64 %t.12, %t.15
  %t.28 = icmp eq i64 %t.15, 0
  %t.29 = icmp eq i64 %t.12, -9223372036854775808
  %t.30 = icmp eq i64 %t.15, -1
  %t.31 = and i1 %t.29, %t.30
  %t.32 = or i1 %t.28, %t.31
  %t.33 = select i1 %t.32, i64 1, i64 %t.15
  %t.34 = sdiv i64 %t.12, %t.33
  %t.35 = icmp eq i64 %t.15, 0
  %t.36 = icmp eq i64 %t.12, -9223372036854775808
  %t.37 = icmp eq i64 %t.15, -1
  %t.38 = and i1 %t.36, %t.37
  %t.39 = or i1 %t.35, %t.38
  %t.40 = select i1 %t.39, i64 1, i64 %t.15
  %t.41 = srem i64 %t.12, %t.40
  %t.42 = icmp eq i64 %t.15, 0
  %t.43 = select i1 %t.42, i64 1, i64 %t.15
  %t.44 = udiv i64 %t.12, %t.43
  %t.45 = icmp eq i64 %t.15, 0
  %t.46 = select i1 %t.45, i64 1, i64 %t.15
  %t.47 = urem i64 %t.12, %t.46
  %t.48 = and i64 %t.22, 63
  %t.49 = shl i64 %t.12, %t.48
  %t.50 = and i64 %t.23, 63
  %t.51 = lshr i64 %t.12, %t.50
  %t.52 = and i64 %t.22, 63
  %t.53 = ashr i64 %t.12, %t.52
  %t.54 = trunc i64 %t.12 to i32
  %t.55 = sext i32 %t.54 to i64
  %t.56 = trunc i64 %t.12 to i32
  %t.57 = zext i32 %t.56 to i64
  %t.58 = call i64 @llvm.fptosi.sat.i64.f32(float %t.21)
  br label %bb0.i1

bb0.i1:
  %t.59 = add i32 %t.24, 0
  %t.60 = zext i32 %t.59 to i64
  %t.61 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.60
  store i64 %t.25, ptr addrspace(1) %t.61, align 8
  br label %ret.h1

ret.h1:
  br label %bb0.i2

bb0.i2:
  %t.62 = add i32 %t.24, 1
  %t.63 = zext i32 %t.62 to i64
  %t.64 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.63
  store i64 %t.26, ptr addrspace(1) %t.64, align 8
  br label %ret.h2

ret.h2:
  br label %bb0.i3

bb0.i3:
  %t.65 = add i32 %t.24, 2
  %t.66 = zext i32 %t.65 to i64
  %t.67 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.66
  store i64 %t.27, ptr addrspace(1) %t.67, align 8
  br label %ret.h3

ret.h3:
  br label %bb0.i4

bb0.i4:
  %t.68 = add i32 %t.24, 3
  %t.69 = zext i32 %t.68 to i64
  %t.70 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.69
  store i64 %t.34, ptr addrspace(1) %t.70, align 8
  br label %ret.h4

ret.h4:
  br label %bb0.i5

bb0.i5:
  %t.71 = add i32 %t.24, 4
  %t.72 = zext i32 %t.71 to i64
  %t.73 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.72
  store i64 %t.41, ptr addrspace(1) %t.73, align 8
  br label %ret.h5

ret.h5:
  br label %bb0.i6

bb0.i6:
  %t.74 = add i32 %t.24, 5
  %t.75 = zext i32 %t.74 to i64
  %t.76 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.75
  store i64 %t.44, ptr addrspace(1) %t.76, align 8
  br label %ret.h6

ret.h6:
  br label %bb0.i7

bb0.i7:
  %t.77 = add i32 %t.24, 6
  %t.78 = zext i32 %t.77 to i64
  %t.79 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.78
  store i64 %t.47, ptr addrspace(1) %t.79, align 8
  br label %ret.h7

ret.h7:
  br label %bb0.i8

bb0.i8:
  %t.80 = add i32 %t.24, 7
  %t.81 = zext i32 %t.80 to i64
  %t.82 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.81
  store i64 %t.49, ptr addrspace(1) %t.82, align 8
  br label %ret.h8

ret.h8:
  br label %bb0.i9

bb0.i9:
  %t.83 = add i32 %t.24, 8
  %t.84 = zext i32 %t.83 to i64
  %t.85 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.84
  store i64 %t.51, ptr addrspace(1) %t.85, align 8
  br label %ret.h9

ret.h9:
  br label %bb0.i10

bb0.i10:
  %t.86 = add i32 %t.24, 9
  %t.87 = zext i32 %t.86 to i64
  %t.88 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.87
  store i64 %t.53, ptr addrspace(1) %t.88, align 8
  br label %ret.h10

ret.h10:
  br label %bb0.i11

bb0.i11:
  %t.89 = add i32 %t.24, 10
  %t.90 = zext i32 %t.89 to i64
  %t.91 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.90
  store i64 %t.55, ptr addrspace(1) %t.91, align 8
  br label %ret.h11

ret.h11:
  br label %bb0.i12

bb0.i12:
  %t.92 = add i32 %t.24, 11
  %t.93 = zext i32 %t.92 to i64
  %t.94 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.93
  store i64 %t.57, ptr addrspace(1) %t.94, align 8
  br label %ret.h12

ret.h12:
  br label %bb0.i13

bb0.i13:
  %t.95 = add i32 %t.24, 12
  %t.96 = zext i32 %t.95 to i64
  %t.97 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 %t.96
  store i64 %t.58, ptr addrspace(1) %t.97, align 8
  br label %ret.h13

ret.h13:
  %t.98 = icmp eq i64 %t.12, %t.15
  %t.99 = icmp slt i64 %t.12, %t.15
  %t.100 = icmp ult i64 %t.12, %t.15
  %t.101 = icmp sgt i64 %t.12, %t.15
  %t.102 = icmp ugt i64 %t.12, %t.15
  %t.103 = zext i1 %t.98 to i32
  %t.104 = zext i1 %t.99 to i32
  %t.105 = zext i1 %t.100 to i32
  %t.106 = zext i1 %t.101 to i32
  %t.107 = zext i1 %t.102 to i32
  %t.108 = shl i32 %t.104, 1
  %t.109 = shl i32 %t.105, 2
  %t.110 = shl i32 %t.106, 3
  %t.111 = shl i32 %t.107, 4
  %t.112 = or i32 %t.103, %t.108
  %t.113 = or i32 %t.112, %t.109
  %t.114 = or i32 %t.113, %t.110
  %t.115 = or i32 %t.114, %t.111
  %t.116 = zext i32 %t.8 to i64
  %t.117 = getelementptr inbounds i32, ptr addrspace(1) %om, i64 %t.116
  store i32 %t.115, ptr addrspace(1) %t.117, align 4
  %t.118 = sitofp i64 %t.12 to float
  %t.119 = uitofp i64 %t.12 to float
  %t.120 = mul i32 %t.8, 2
  %t.121 = add i32 %t.120, 1
  %t.122 = zext i32 %t.120 to i64
  %t.123 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.122
  store float %t.118, ptr addrspace(1) %t.123, align 4
  %t.124 = zext i32 %t.121 to i64
  %t.125 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.124
  store float %t.119, ptr addrspace(1) %t.125, align 4
  br label %bb2

bb2:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
