; magpie-gpu: kernel @icmp for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @icmp(ptr addrspace(1) %xa, ptr addrspace(1) %xb, ptr addrspace(1) %out, i32 %n, i32 %xa.len, i32 %xb.len, i32 %out.len) #0 {
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
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %xa, i64 %t.10
  %t.12 = load i32, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds i32, ptr addrspace(1) %xb, i64 %t.13
  %t.15 = load i32, ptr addrspace(1) %t.14, align 4
  br label %bb0.i1

bb0.i1:
  %t.16 = icmp eq i32 %t.12, %t.15
  %t.17 = icmp ne i32 %t.12, %t.15
  %t.18 = icmp slt i32 %t.12, %t.15
  %t.19 = icmp sgt i32 %t.12, %t.15
  %t.20 = icmp sle i32 %t.12, %t.15
  %t.21 = icmp sge i32 %t.12, %t.15
  %t.22 = icmp ult i32 %t.12, %t.15
  %t.23 = icmp ugt i32 %t.12, %t.15
  %t.24 = icmp ule i32 %t.12, %t.15
  %t.25 = icmp uge i32 %t.12, %t.15
  br label %bb0.i2

bb0.i2:
  %t.26 = zext i1 %t.16 to i32
  %t.27 = shl i32 %t.26, 0
  %t.28 = or i32 0, %t.27
  br label %ret.h2

ret.h2:
  %t.29 = phi i32 [ %t.28, %bb0.i2 ]
  br label %bb0.i3

bb0.i3:
  %t.30 = zext i1 %t.17 to i32
  %t.31 = shl i32 %t.30, 1
  %t.32 = or i32 %t.29, %t.31
  br label %ret.h3

ret.h3:
  %t.33 = phi i32 [ %t.32, %bb0.i3 ]
  br label %bb0.i4

bb0.i4:
  %t.34 = zext i1 %t.18 to i32
  %t.35 = shl i32 %t.34, 2
  %t.36 = or i32 %t.33, %t.35
  br label %ret.h4

ret.h4:
  %t.37 = phi i32 [ %t.36, %bb0.i4 ]
  br label %bb0.i5

bb0.i5:
  %t.38 = zext i1 %t.19 to i32
  %t.39 = shl i32 %t.38, 3
  %t.40 = or i32 %t.37, %t.39
  br label %ret.h5

ret.h5:
  %t.41 = phi i32 [ %t.40, %bb0.i5 ]
  br label %bb0.i6

bb0.i6:
  %t.42 = zext i1 %t.20 to i32
  %t.43 = shl i32 %t.42, 4
  %t.44 = or i32 %t.41, %t.43
  br label %ret.h6

ret.h6:
  %t.45 = phi i32 [ %t.44, %bb0.i6 ]
  br label %bb0.i7

bb0.i7:
  %t.46 = zext i1 %t.21 to i32
  %t.47 = shl i32 %t.46, 5
  %t.48 = or i32 %t.45, %t.47
  br label %ret.h7

ret.h7:
  %t.49 = phi i32 [ %t.48, %bb0.i7 ]
  br label %bb0.i8

bb0.i8:
  %t.50 = zext i1 %t.22 to i32
  %t.51 = shl i32 %t.50, 6
  %t.52 = or i32 %t.49, %t.51
  br label %ret.h8

ret.h8:
  %t.53 = phi i32 [ %t.52, %bb0.i8 ]
  br label %bb0.i9

bb0.i9:
  %t.54 = zext i1 %t.23 to i32
  %t.55 = shl i32 %t.54, 7
  %t.56 = or i32 %t.53, %t.55
  br label %ret.h9

ret.h9:
  %t.57 = phi i32 [ %t.56, %bb0.i9 ]
  br label %bb0.i10

bb0.i10:
  %t.58 = zext i1 %t.24 to i32
  %t.59 = shl i32 %t.58, 8
  %t.60 = or i32 %t.57, %t.59
  br label %ret.h10

ret.h10:
  %t.61 = phi i32 [ %t.60, %bb0.i10 ]
  br label %bb0.i11

bb0.i11:
  %t.62 = zext i1 %t.25 to i32
  %t.63 = shl i32 %t.62, 9
  %t.64 = or i32 %t.61, %t.63
  br label %ret.h11

ret.h11:
  %t.65 = phi i32 [ %t.64, %bb0.i11 ]
  br label %ret.h1

ret.h1:
  %t.66 = phi i32 [ %t.65, %ret.h11 ]
  br label %bb0.i12

bb0.i12:
  %t.67 = icmp eq i32 %t.12, %t.15
  %t.68 = icmp ne i32 %t.12, %t.15
  %t.69 = icmp slt i32 %t.12, %t.15
  %t.70 = icmp sgt i32 %t.12, %t.15
  %t.71 = icmp sle i32 %t.12, %t.15
  %t.72 = icmp sge i32 %t.12, %t.15
  %t.73 = icmp ult i32 %t.12, %t.15
  %t.74 = icmp ugt i32 %t.12, %t.15
  %t.75 = icmp ule i32 %t.12, %t.15
  %t.76 = icmp uge i32 %t.12, %t.15
  br label %bb0.i13

bb0.i13:
  %t.77 = zext i1 %t.67 to i32
  %t.78 = shl i32 %t.77, 0
  %t.79 = or i32 0, %t.78
  br label %ret.h13

ret.h13:
  %t.80 = phi i32 [ %t.79, %bb0.i13 ]
  br label %bb0.i14

bb0.i14:
  %t.81 = zext i1 %t.68 to i32
  %t.82 = shl i32 %t.81, 1
  %t.83 = or i32 %t.80, %t.82
  br label %ret.h14

ret.h14:
  %t.84 = phi i32 [ %t.83, %bb0.i14 ]
  br label %bb0.i15

bb0.i15:
  %t.85 = zext i1 %t.69 to i32
  %t.86 = shl i32 %t.85, 2
  %t.87 = or i32 %t.84, %t.86
  br label %ret.h15

ret.h15:
  %t.88 = phi i32 [ %t.87, %bb0.i15 ]
  br label %bb0.i16

bb0.i16:
  %t.89 = zext i1 %t.70 to i32
  %t.90 = shl i32 %t.89, 3
  %t.91 = or i32 %t.88, %t.90
  br label %ret.h16

ret.h16:
  %t.92 = phi i32 [ %t.91, %bb0.i16 ]
  br label %bb0.i17

bb0.i17:
  %t.93 = zext i1 %t.71 to i32
  %t.94 = shl i32 %t.93, 4
  %t.95 = or i32 %t.92, %t.94
  br label %ret.h17

ret.h17:
  %t.96 = phi i32 [ %t.95, %bb0.i17 ]
  br label %bb0.i18

bb0.i18:
  %t.97 = zext i1 %t.72 to i32
  %t.98 = shl i32 %t.97, 5
  %t.99 = or i32 %t.96, %t.98
  br label %ret.h18

ret.h18:
  %t.100 = phi i32 [ %t.99, %bb0.i18 ]
  br label %bb0.i19

bb0.i19:
  %t.101 = zext i1 %t.73 to i32
  %t.102 = shl i32 %t.101, 6
  %t.103 = or i32 %t.100, %t.102
  br label %ret.h19

ret.h19:
  %t.104 = phi i32 [ %t.103, %bb0.i19 ]
  br label %bb0.i20

bb0.i20:
  %t.105 = zext i1 %t.74 to i32
  %t.106 = shl i32 %t.105, 7
  %t.107 = or i32 %t.104, %t.106
  br label %ret.h20

ret.h20:
  %t.108 = phi i32 [ %t.107, %bb0.i20 ]
  br label %bb0.i21

bb0.i21:
  %t.109 = zext i1 %t.75 to i32
  %t.110 = shl i32 %t.109, 8
  %t.111 = or i32 %t.108, %t.110
  br label %ret.h21

ret.h21:
  %t.112 = phi i32 [ %t.111, %bb0.i21 ]
  br label %bb0.i22

bb0.i22:
  %t.113 = zext i1 %t.76 to i32
  %t.114 = shl i32 %t.113, 9
  %t.115 = or i32 %t.112, %t.114
  br label %ret.h22

ret.h22:
  %t.116 = phi i32 [ %t.115, %bb0.i22 ]
  br label %ret.h12

ret.h12:
  %t.117 = phi i32 [ %t.116, %ret.h22 ]
  %t.118 = mul i32 %t.8, 2
  %t.119 = add i32 %t.118, 1
  %t.120 = zext i32 %t.118 to i64
  %t.121 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.120
  store i32 %t.66, ptr addrspace(1) %t.121, align 4
  %t.122 = zext i32 %t.119 to i64
  %t.123 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.122
  store i32 %t.117, ptr addrspace(1) %t.123, align 4
  br label %bb2

bb2:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
