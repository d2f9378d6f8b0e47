; magpie-gpu: kernel @f16_zero_sums for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f16_zero_sums(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %o, i32 %n, i32 %xa.len, i32 %xb.len, i32 %o.len) #0 {
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
  %t.11 = getelementptr inbounds half, ptr addrspace(1) %xa, i64 %t.10
  %t.12 = load half, ptr addrspace(1) %t.11, align 2
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds half, ptr addrspace(1) %xb, i64 %t.13
  %t.15 = load half, ptr addrspace(1) %t.14, align 2
  %t.16 = mul i32 %t.8, 21
  %t.17 = call half @llvm.trunc.f16(half 0xH372B)
  %t.18 = call half @llvm.ceil.f16(half %t.17)
  %t.19 = call half @llvm.trunc.f16(half 0xHB72B)
  %t.20 = call half @llvm.ceil.f16(half %t.19)
  %t.21 = icmp slt i32 %n, %n
  %t.22 = select i1 %t.21, half 0xH3C00, half 0xH0000
  %t.23 = fmul half %t.22, 0xHBC00
  %t.24 = fadd half %t.12, 0xH0000
  %t.25 = fadd half 0xH0000, %t.12
  %t.26 = fsub half 0xH0000, %t.12
  %t.27 = fsub half %t.12, 0xH8000
  %t.28 = call half @llvm.fma.f16(half %t.12, half %t.15, half 0xH0000)
  %t.29 = call half @llvm.fma.f16(half 0xH0000, half %t.12, half %t.15)
  %t.30 = fmul half %t.12, 0xH0000
  br label %bb0.i1

bb0.i1:
  %t.31 = add i32 %t.16, 0
  %t.32 = zext i32 %t.31 to i64
  %t.33 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.32
  store half %t.24, ptr addrspace(1) %t.33, align 2
  br label %ret.h1

ret.h1:
  br label %bb0.i2

bb0.i2:
  %t.34 = add i32 %t.16, 1
  %t.35 = zext i32 %t.34 to i64
  %t.36 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.35
  store half %t.25, ptr addrspace(1) %t.36, align 2
  br label %ret.h2

ret.h2:
  br label %bb0.i3

bb0.i3:
  %t.37 = add i32 %t.16, 2
  %t.38 = zext i32 %t.37 to i64
  %t.39 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.38
  store half %t.26, ptr addrspace(1) %t.39, align 2
  br label %ret.h3

ret.h3:
  br label %bb0.i4

bb0.i4:
  %t.40 = add i32 %t.16, 3
  %t.41 = zext i32 %t.40 to i64
  %t.42 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.41
  store half %t.27, ptr addrspace(1) %t.42, align 2
  br label %ret.h4

ret.h4:
  br label %bb0.i5

bb0.i5:
  %t.43 = add i32 %t.16, 4
  %t.44 = zext i32 %t.43 to i64
  %t.45 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.44
  store half %t.28, ptr addrspace(1) %t.45, align 2
  br label %ret.h5

ret.h5:
  br label %bb0.i6

bb0.i6:
  %t.46 = add i32 %t.16, 5
  %t.47 = zext i32 %t.46 to i64
  %t.48 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.47
  store half %t.29, ptr addrspace(1) %t.48, align 2
  br label %ret.h6

ret.h6:
  br label %bb0.i7

bb0.i7:
  %t.49 = add i32 %t.16, 6
  %t.50 = zext i32 %t.49 to i64
  %t.51 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.50
  store half %t.30, ptr addrspace(1) %t.51, align 2
  br label %ret.h7

ret.h7:
  %t.52 = fadd half %t.12, %t.22
  %t.53 = fadd half %t.22, %t.12
  %t.54 = fsub half %t.22, %t.12
  %t.55 = fsub half %t.12, %t.23
  %t.56 = call half @llvm.fma.f16(half %t.12, half %t.15, half %t.22)
  %t.57 = call half @llvm.fma.f16(half %t.22, half %t.12, half %t.15)
  %t.58 = fmul half %t.12, %t.22
  br label %bb0.i8

bb0.i8:
  %t.59 = add i32 %t.16, 7
  %t.60 = zext i32 %t.59 to i64
  %t.61 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.60
  store half %t.52, ptr addrspace(1) %t.61, align 2
  br label %ret.h8

ret.h8:
  br label %bb0.i9

bb0.i9:
  %t.62 = add i32 %t.16, 8
  %t.63 = zext i32 %t.62 to i64
  %t.64 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.63
  store half %t.53, ptr addrspace(1) %t.64, align 2
  br label %ret.h9

ret.h9:
  br label %bb0.i10

bb0.i10:
  %t.65 = add i32 %t.16, 9
  %t.66 = zext i32 %t.65 to i64
  %t.67 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.66
  store half %t.54, ptr addrspace(1) %t.67, align 2
  br label %ret.h10

ret.h10:
  br label %bb0.i11

bb0.i11:
  %t.68 = add i32 %t.16, 10
  %t.69 = zext i32 %t.68 to i64
  %t.70 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.69
  store half %t.55, ptr addrspace(1) %t.70, align 2
  br label %ret.h11

ret.h11:
  br label %bb0.i12

bb0.i12:
  %t.71 = add i32 %t.16, 11
  %t.72 = zext i32 %t.71 to i64
  %t.73 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.72
  store half %t.56, ptr addrspace(1) %t.73, align 2
  br label %ret.h12

ret.h12:
  br label %bb0.i13

bb0.i13:
  %t.74 = add i32 %t.16, 12
  %t.75 = zext i32 %t.74 to i64
  %t.76 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.75
  store half %t.57, ptr addrspace(1) %t.76, align 2
  br label %ret.h13

ret.h13:
  br label %bb0.i14

bb0.i14:
  %t.77 = add i32 %t.16, 13
  %t.78 = zext i32 %t.77 to i64
  %t.79 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.78
  store half %t.58, ptr addrspace(1) %t.79, align 2
  br label %ret.h14

ret.h14:
  %t.80 = fadd half %t.12, %t.18
  %t.81 = fadd half %t.18, %t.12
  %t.82 = fsub half %t.18, %t.12
  %t.83 = fsub half %t.12, %t.20
  %t.84 = call half @llvm.fma.f16(half %t.12, half %t.15, half %t.18)
  %t.85 = call half @llvm.fma.f16(half %t.18, half %t.12, half %t.15)
  %t.86 = fmul half %t.12, %t.18
  br label %bb0.i15

bb0.i15:
  %t.87 = add i32 %t.16, 14
  %t.88 = zext i32 %t.87 to i64
  %t.89 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.88
  store half %t.80, ptr addrspace(1) %t.89, align 2
  br label %ret.h15

ret.h15:
  br label %bb0.i16

bb0.i16:
  %t.90 = add i32 %t.16, 15
  %t.91 = zext i32 %t.90 to i64
  %t.92 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.91
  store half %t.81, ptr addrspace(1) %t.92, align 2
  br label %ret.h16

ret.h16:
  br label %bb0.i17

bb0.i17:
  %t.93 = add i32 %t.16, 16
  %t.94 = zext i32 %t.93 to i64
  %t.95 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.94
  store half %t.82, ptr addrspace(1) %t.95, align 2
  br label %ret.h17

ret.h17:
  br label %bb0.i18

bb0.i18:
  %t.96 = add i32 %t.16, 17
  %t.97 = zext i32 %t.96 to i64
  %t.98 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.97
  store half %t.83, ptr addrspace(1) %t.98, align 2
  br label %ret.h18

ret.h18:
  br label %bb0.i19

bb0.i19:
  %t.99 = add i32 %t.16, 18
  %t.100 = zext i32 %t.99 to i64
  %t.101 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.100
  store half %t.84, ptr addrspace(1) %t.101, align 2
  br label %ret.h19

ret.h19:
  br label %bb0.i20

bb0.i20:
  %t.102 = add i32 %t.16, 19
  %t.103 = zext i32 %t.102 to i64
  %t.104 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.103
  store half %t.85, ptr addrspace(1) %t.104, align 2
  br label %ret.h20

ret.h20:
  br label %bb0.i21

bb0.i21:
  %t.105 = add i32 %t.16, 20
  %t.106 = zext i32 %t.105 to i64
  %t.107 = getelementptr inbounds half, ptr addrspace(1) %o, i64 %t.106
  store half %t.86, ptr addrspace(1) %t.107, align 2
  br label %ret.h21

ret.h21:
  br label %bb2

bb2:
  ret void
}

declare half @llvm.ceil.f16(half)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.trunc.f16(half)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx1100" "uniform-work-group-size"="false" "target-features"="+wavefrontsize32" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
