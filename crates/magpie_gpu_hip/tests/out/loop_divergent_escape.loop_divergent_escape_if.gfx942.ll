; magpie-gpu: kernel @loop_divergent_escape_if for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @loop_divergent_escape_if(ptr addrspace(1) %inp, ptr addrspace(1) %out, i32 %inp.len, i32 %out.len) #0 {
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
  %t.9 = urem i32 %t.8, 64
  %t.10 = zext i32 %t.9 to i64
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.10
  %t.12 = load i32, ptr addrspace(1) %t.11, align 4
  %t.13 = add i32 %t.12, %t.8
  %t.14 = urem i32 %t.13, 4
  %t.15 = add i32 %t.14, 1
  br label %bb1

bb1:
  %t.16 = phi i32 [ 0, %bb0 ], [ %t.44, %bb6 ]
  %t.17 = phi i32 [ %t.8, %bb0 ], [ %t.43, %bb6 ]
  %t.18 = phi i32 [ 0, %bb0 ], [ %t.40, %bb6 ]
  %t.19 = mul i32 %t.16, 2
  %t.20 = add i32 %t.8, %t.19
  br label %bb2

bb2:
  %t.21 = phi i32 [ 0, %bb1 ], [ %t.41, %bb5 ]
  %t.22 = phi i32 [ %t.17, %bb1 ], [ %t.38, %bb5 ]
  %t.23 = phi i32 [ %t.18, %bb1 ], [ %t.40, %bb5 ]
  %t.24 = add i32 %t.20, %t.21
  %t.25 = urem i32 %t.24, 64
  %t.26 = zext i32 %t.25 to i64
  %t.27 = getelementptr inbounds i32, ptr addrspace(1) %inp, i64 %t.26
  %t.28 = load i32, ptr addrspace(1) %t.27, align 4
  %t.29 = xor i32 %t.28, %t.8
  %t.30 = and i32 %t.29, 1
  %t.31 = icmp eq i32 %t.30, 1
  br i1 %t.31, label %bb3, label %bb4

bb4:
  %t.32 = xor i32 %t.22, %t.28
  %t.33 = add i32 %t.32, 7
  %t.34 = mul i32 %t.28, 5
  br label %bb5

bb3:
  %t.35 = mul i32 %t.22, 3
  %t.36 = add i32 %t.35, %t.28
  %t.37 = add i32 %t.23, 1
  br label %bb5

bb5:
  %t.38 = phi i32 [ %t.36, %bb3 ], [ %t.33, %bb4 ]
  %t.39 = phi i32 [ %t.28, %bb3 ], [ %t.34, %bb4 ]
  %t.40 = phi i32 [ %t.37, %bb3 ], [ %t.23, %bb4 ]
  %t.41 = add i32 %t.21, 1
  %t.42 = icmp ult i32 %t.41, 2
  br i1 %t.42, label %bb2, label %bb6

bb6:
  %t.43 = add i32 %t.38, %t.16
  %t.44 = add i32 %t.16, 1
  %t.45 = icmp ult i32 %t.44, %t.15
  br i1 %t.45, label %bb1, label %bb7

bb7:
  %t.46 = mul i32 %t.8, 6
  %t.47 = zext i32 %t.46 to i64
  %t.48 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.47
  store i32 %t.38, ptr addrspace(1) %t.48, align 4
  %t.49 = add i32 %t.46, 1
  %t.50 = zext i32 %t.49 to i64
  %t.51 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.50
  store i32 %t.39, ptr addrspace(1) %t.51, align 4
  %t.52 = add i32 %t.46, 2
  %t.53 = zext i32 %t.52 to i64
  %t.54 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.53
  store i32 %t.43, ptr addrspace(1) %t.54, align 4
  %t.55 = add i32 %t.46, 3
  %t.56 = zext i32 %t.55 to i64
  %t.57 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.56
  store i32 %t.40, ptr addrspace(1) %t.57, align 4
  %t.58 = add i32 %t.46, 4
  %t.59 = zext i32 %t.58 to i64
  %t.60 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.59
  store i32 %t.44, ptr addrspace(1) %t.60, align 4
  %t.61 = add i32 %t.46, 5
  %t.62 = zext i32 %t.61 to i64
  %t.63 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.62
  store i32 %t.15, ptr addrspace(1) %t.63, align 4
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
