; magpie-gpu: kernel @ids_3d for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @ids_3d(ptr addrspace(1) %out, i32 %out.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.3 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 4
  %t.4 = load i16, ptr addrspace(4) %t.3, align 2
  %t.5 = zext i16 %t.4 to i32
  %t.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.7 = mul i32 %t.1, %t.5
  %t.8 = add i32 %t.7, %t.6
  %t.9 = call i32 @llvm.amdgcn.workgroup.id.y()
  %t.10 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 6
  %t.11 = load i16, ptr addrspace(4) %t.10, align 2
  %t.12 = zext i16 %t.11 to i32
  %t.13 = call i32 @llvm.amdgcn.workitem.id.y()
  %t.14 = mul i32 %t.9, %t.12
  %t.15 = add i32 %t.14, %t.13
  %t.16 = call i32 @llvm.amdgcn.workgroup.id.z()
  %t.17 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 8
  %t.18 = load i16, ptr addrspace(4) %t.17, align 2
  %t.19 = zext i16 %t.18 to i32
  %t.20 = call i32 @llvm.amdgcn.workitem.id.z()
  %t.21 = mul i32 %t.16, %t.19
  %t.22 = add i32 %t.21, %t.20
  %t.23 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 12
  %t.24 = load i32, ptr addrspace(4) %t.23, align 4
  %t.25 = udiv i32 %t.24, %t.5
  %t.26 = urem i32 %t.24, %t.5
  %t.27 = icmp ne i32 %t.26, 0
  %t.28 = zext i1 %t.27 to i32
  %t.29 = add i32 %t.25, %t.28
  %t.30 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 16
  %t.31 = load i32, ptr addrspace(4) %t.30, align 4
  %t.32 = udiv i32 %t.31, %t.12
  %t.33 = urem i32 %t.31, %t.12
  %t.34 = icmp ne i32 %t.33, 0
  %t.35 = zext i1 %t.34 to i32
  %t.36 = add i32 %t.32, %t.35
  %t.37 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 20
  %t.38 = load i32, ptr addrspace(4) %t.37, align 4
  %t.39 = udiv i32 %t.38, %t.19
  %t.40 = urem i32 %t.38, %t.19
  %t.41 = icmp ne i32 %t.40, 0
  %t.42 = zext i1 %t.41 to i32
  %t.43 = add i32 %t.39, %t.42
  br label %bb0

bb0:
  %t.44 = mul i32 %t.5, %t.29
  %t.45 = mul i32 %t.12, %t.36
  %t.46 = mul i32 %t.45, %t.22
  %t.47 = add i32 %t.15, %t.46
  %t.48 = mul i32 %t.44, %t.47
  %t.49 = add i32 %t.8, %t.48
  %t.50 = mul i32 %t.49, 15
  br label %bb0.i1

bb0.i1:
  %t.51 = add i32 %t.50, 0
  %t.52 = zext i32 %t.51 to i64
  %t.53 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.52
  store i32 %t.8, ptr addrspace(1) %t.53, align 4
  br label %ret.h1

ret.h1:
  br label %bb0.i2

bb0.i2:
  %t.54 = add i32 %t.50, 1
  %t.55 = zext i32 %t.54 to i64
  %t.56 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.55
  store i32 %t.15, ptr addrspace(1) %t.56, align 4
  br label %ret.h2

ret.h2:
  br label %bb0.i3

bb0.i3:
  %t.57 = add i32 %t.50, 2
  %t.58 = zext i32 %t.57 to i64
  %t.59 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.58
  store i32 %t.22, ptr addrspace(1) %t.59, align 4
  br label %ret.h3

ret.h3:
  br label %bb0.i4

bb0.i4:
  %t.60 = add i32 %t.50, 3
  %t.61 = zext i32 %t.60 to i64
  %t.62 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.61
  store i32 %t.6, ptr addrspace(1) %t.62, align 4
  br label %ret.h4

ret.h4:
  br label %bb0.i5

bb0.i5:
  %t.63 = add i32 %t.50, 4
  %t.64 = zext i32 %t.63 to i64
  %t.65 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.64
  store i32 %t.13, ptr addrspace(1) %t.65, align 4
  br label %ret.h5

ret.h5:
  br label %bb0.i6

bb0.i6:
  %t.66 = add i32 %t.50, 5
  %t.67 = zext i32 %t.66 to i64
  %t.68 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.67
  store i32 %t.20, ptr addrspace(1) %t.68, align 4
  br label %ret.h6

ret.h6:
  br label %bb0.i7

bb0.i7:
  %t.69 = add i32 %t.50, 6
  %t.70 = zext i32 %t.69 to i64
  %t.71 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.70
  store i32 %t.1, ptr addrspace(1) %t.71, align 4
  br label %ret.h7

ret.h7:
  br label %bb0.i8

bb0.i8:
  %t.72 = add i32 %t.50, 7
  %t.73 = zext i32 %t.72 to i64
  %t.74 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.73
  store i32 %t.9, ptr addrspace(1) %t.74, align 4
  br label %ret.h8

ret.h8:
  br label %bb0.i9

bb0.i9:
  %t.75 = add i32 %t.50, 8
  %t.76 = zext i32 %t.75 to i64
  %t.77 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.76
  store i32 %t.16, ptr addrspace(1) %t.77, align 4
  br label %ret.h9

ret.h9:
  br label %bb0.i10

bb0.i10:
  %t.78 = add i32 %t.50, 9
  %t.79 = zext i32 %t.78 to i64
  %t.80 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.79
  store i32 %t.5, ptr addrspace(1) %t.80, align 4
  br label %ret.h10

ret.h10:
  br label %bb0.i11

bb0.i11:
  %t.81 = add i32 %t.50, 10
  %t.82 = zext i32 %t.81 to i64
  %t.83 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.82
  store i32 %t.12, ptr addrspace(1) %t.83, align 4
  br label %ret.h11

ret.h11:
  br label %bb0.i12

bb0.i12:
  %t.84 = add i32 %t.50, 11
  %t.85 = zext i32 %t.84 to i64
  %t.86 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.85
  store i32 %t.19, ptr addrspace(1) %t.86, align 4
  br label %ret.h12

ret.h12:
  br label %bb0.i13

bb0.i13:
  %t.87 = add i32 %t.50, 12
  %t.88 = zext i32 %t.87 to i64
  %t.89 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.88
  store i32 %t.29, ptr addrspace(1) %t.89, align 4
  br label %ret.h13

ret.h13:
  br label %bb0.i14

bb0.i14:
  %t.90 = add i32 %t.50, 13
  %t.91 = zext i32 %t.90 to i64
  %t.92 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.91
  store i32 %t.36, ptr addrspace(1) %t.92, align 4
  br label %ret.h14

ret.h14:
  br label %bb0.i15

bb0.i15:
  %t.93 = add i32 %t.50, 14
  %t.94 = zext i32 %t.93 to i64
  %t.95 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.94
  store i32 %t.43, ptr addrspace(1) %t.95, align 4
  br label %ret.h15

ret.h15:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,16" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
