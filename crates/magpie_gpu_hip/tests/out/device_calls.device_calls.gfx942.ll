; magpie-gpu: kernel @device_calls for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @device_calls(ptr addrspace(1) %xs, ptr addrspace(1) %fs, ptr addrspace(1) %ua, ptr addrspace(1) %ub, ptr addrspace(1) %oi, ptr addrspace(1) %of, ptr addrspace(1) %ou, i32 %n, i32 %xs.len, i32 %fs.len, i32 %ua.len, i32 %ub.len, i32 %oi.len, i32 %of.len, i32 %ou.len) #0 {
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
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.10
  %t.12 = load i32, ptr addrspace(1) %t.11, align 4
  br label %bb0.i1

bb0.i1:
  %t.13 = icmp slt i32 %t.12, -100
  br i1 %t.13, label %bb1.i1, label %bb2.i1

bb2.i1:
  %t.14 = icmp sgt i32 %t.12, 100
  br i1 %t.14, label %bb3.i1, label %bb4.i1

bb4.i1:
  br label %ret.h1

bb3.i1:
  br label %ret.h1

bb1.i1:
  br label %ret.h1

ret.h1:
  %t.15 = phi i32 [ %t.12, %bb4.i1 ], [ 100, %bb3.i1 ], [ -100, %bb1.i1 ]
  %t.16 = zext i32 %t.8 to i64
  %t.17 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.16
  store i32 %t.15, ptr addrspace(1) %t.17, align 4
  %t.18 = zext i32 %t.8 to i64
  %t.19 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.18
  %t.20 = load float, ptr addrspace(1) %t.19, align 4
  br label %bb0.i2

bb0.i2:
  br label %bb0.i3

bb0.i3:
  %t.21 = fmul float %t.20, %t.20
  br label %ret.h3

ret.h3:
  %t.22 = phi float [ %t.21, %bb0.i3 ]
  %t.23 = fmul float %t.20, 0x4000000000000000
  %t.24 = fadd float %t.22, %t.23
  %t.25 = fadd float %t.24, 0x3FF0000000000000
  br label %ret.h2

ret.h2:
  %t.26 = phi float [ %t.25, %ret.h3 ]
  %t.27 = zext i32 %t.8 to i64
  %t.28 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.27
  store float %t.26, ptr addrspace(1) %t.28, align 4
  %t.29 = zext i32 %t.8 to i64
  %t.30 = getelementptr inbounds i32, ptr addrspace(1) %ua, i64 %t.29
  %t.31 = load i32, ptr addrspace(1) %t.30, align 4
  %t.32 = zext i32 %t.8 to i64
  %t.33 = getelementptr inbounds i32, ptr addrspace(1) %ub, i64 %t.32
  %t.34 = load i32, ptr addrspace(1) %t.33, align 4
  br label %bb0.i4

bb0.i4:
  br label %bb1.i4

bb1.i4:
  %t.35 = phi i32 [ %t.31, %bb0.i4 ], [ %t.36, %bb2.i4 ]
  %t.36 = phi i32 [ %t.34, %bb0.i4 ], [ %t.40, %bb2.i4 ]
  %t.37 = icmp eq i32 %t.36, 0
  br i1 %t.37, label %bb3.i4, label %bb2.i4

bb2.i4:
  %t.38 = icmp eq i32 %t.36, 0
  %t.39 = select i1 %t.38, i32 1, i32 %t.36
  %t.40 = urem i32 %t.35, %t.39
  br label %bb1.i4

bb3.i4:
  br label %ret.h4

ret.h4:
  %t.41 = phi i32 [ %t.35, %bb3.i4 ]
  %t.42 = mul i32 %t.8, 2
  %t.43 = add i32 %t.42, 1
  br label %bb0.i5

bb0.i5:
  %t.44 = zext i32 %t.42 to i64
  %t.45 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.44
  store i32 %t.41, ptr addrspace(1) %t.45, align 4
  br label %ret.h5

ret.h5:
  br label %bb0.i6

bb0.i6:
  %t.46 = add i32 %t.41, 1
  br label %bb0.i7

bb0.i7:
  %t.47 = zext i32 %t.43 to i64
  %t.48 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.47
  store i32 %t.46, ptr addrspace(1) %t.48, align 4
  br label %ret.h7

ret.h7:
  br label %ret.h6

ret.h6:
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
