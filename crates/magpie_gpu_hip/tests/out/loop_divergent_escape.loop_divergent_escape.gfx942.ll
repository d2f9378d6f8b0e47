; magpie-gpu: kernel @loop_divergent_escape for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @loop_divergent_escape(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %inp.len, i32 %out.len) #0 {
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
  %t.9 = add i32 %t.8, -1145482262
  %t.10 = urem i32 %t.9, 4
  br label %bb1

bb1:
  %t.11 = phi i32 [ 527, %bb0 ], [ %t.54, %bb6 ]
  %t.12 = phi i32 [ 0, %bb0 ], [ %t.55, %bb6 ]
  %t.13 = mul i32 %t.11, 31
  %t.14 = add i32 %t.13, 1
  %t.15 = load i32, ptr addrspace(1) %inp, align 4
  %t.16 = urem i32 %t.15, 64
  %t.17 = zext i32 %t.16 to i64
  %t.18 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.17
  %t.19 = load i32, ptr addrspace(1) %t.18, align 4
  %t.20 = urem i32 %t.19, 4
  br label %bb4

bb4:
  %t.21 = phi i32 [ %t.14, %bb1 ], [ %t.48, %bb9 ]
  %t.22 = phi i32 [ 0, %bb1 ], [ %t.49, %bb9 ]
  %t.23 = mul i32 %t.21, 31
  %t.24 = add i32 %t.23, 4
  br label %bb7

bb7:
  %t.25 = phi i32 [ %t.24, %bb4 ], [ %t.30, %bb7 ]
  %t.26 = phi i32 [ 0, %bb4 ], [ %t.31, %bb7 ]
  %t.27 = mul i32 %t.25, 31
  %t.28 = add i32 %t.27, 7
  %t.29 = mul i32 %t.28, 31
  %t.30 = add i32 %t.29, 8
  %t.31 = add i32 %t.26, 1
  %t.32 = icmp ult i32 %t.31, 1
  br i1 %t.32, label %bb7, label %bb9

bb9:
  %t.33 = mul i32 %t.30, 31
  %t.34 = add i32 %t.33, 9
  %t.35 = mul i32 %t.34, 31
  %t.36 = add i32 %t.35, 12
  %t.37 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 13
  %t.38 = load i32, ptr addrspace(1) %t.37, align 4
  %t.39 = mul i32 %t.12, 4
  %t.40 = add i32 %t.8, %t.39
  %t.41 = add i32 %t.40, %t.22
  %t.42 = urem i32 %t.41, 48
  %t.43 = add i32 %t.42, 16
  %t.44 = zext i32 %t.43 to i64
  %t.45 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.44
  %t.46 = load i32, ptr addrspace(1) %t.45, align 4
  %t.47 = mul i32 %t.36, 31
  %t.48 = add i32 %t.47, 5
  %t.49 = add i32 %t.22, 1
  %t.50 = icmp ult i32 %t.49, %t.20
  br i1 %t.50, label %bb4, label %bb6

bb6:
  %t.51 = mul i32 %t.48, 31
  %t.52 = add i32 %t.51, 6
  %t.53 = mul i32 %t.52, 31
  %t.54 = add i32 %t.53, 2
  %t.55 = add i32 %t.12, 1
  %t.56 = icmp ult i32 %t.55, %t.10
  br i1 %t.56, label %bb1, label %bb3

bb3:
  %t.57 = mul i32 %t.8, 8
  %t.58 = zext i32 %t.57 to i64
  %t.59 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.58
  store i32 %t.38, ptr addrspace(1) %t.59, align 4
  %t.60 = add i32 %t.57, 1
  %t.61 = zext i32 %t.60 to i64
  %t.62 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.61
  store i32 %t.46, ptr addrspace(1) %t.62, align 4
  %t.63 = add i32 %t.57, 2
  %t.64 = zext i32 %t.63 to i64
  %t.65 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.64
  store i32 %t.30, ptr addrspace(1) %t.65, align 4
  %t.66 = add i32 %t.57, 3
  %t.67 = zext i32 %t.66 to i64
  %t.68 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.67
  store i32 %t.48, ptr addrspace(1) %t.68, align 4
  %t.69 = add i32 %t.57, 4
  %t.70 = zext i32 %t.69 to i64
  %t.71 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.70
  store i32 %t.54, ptr addrspace(1) %t.71, align 4
  %t.72 = add i32 %t.57, 5
  %t.73 = zext i32 %t.72 to i64
  %t.74 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.73
  store i32 %t.55, ptr addrspace(1) %t.74, align 4
  %t.75 = add i32 %t.57, 6
  %t.76 = zext i32 %t.75 to i64
  %t.77 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.76
  store i32 %t.49, ptr addrspace(1) %t.77, align 4
  %t.78 = add i32 %t.57, 7
  %t.79 = zext i32 %t.78 to i64
  %t.80 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.79
  store i32 %t.10, ptr addrspace(1) %t.80, align 4
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
