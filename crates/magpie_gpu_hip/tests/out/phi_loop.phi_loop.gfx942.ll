; magpie-gpu: kernel @phi_loop for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @phi_loop(ptr addrspace(1) %ms, ptr addrspace(1) %out, i32 %n, i32 %ms.len, i32 %out.len) #0 {
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
  br i1 %t.9, label %bb1, label %bb14

bb1:
  %t.10 = zext i32 %t.8 to i64
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %ms, i64 %t.10
  %t.12 = load i32, ptr addrspace(1) %t.11, align 4
  %t.13 = mul i32 %t.8, 5
  br label %bb2

bb2:
  %t.14 = phi i32 [ 0, %bb1 ], [ %t.55, %bb3 ]
  %t.15 = phi i32 [ 0, %bb1 ], [ %t.53, %bb3 ]
  %t.16 = phi i32 [ 0, %bb1 ], [ %t.17, %bb3 ]
  %t.17 = phi i32 [ 1, %bb1 ], [ %t.54, %bb3 ]
  %t.18 = phi i32 [ 7, %bb1 ], [ %t.19, %bb3 ]
  %t.19 = phi i32 [ 11, %bb1 ], [ %t.18, %bb3 ]
  %t.20 = icmp ult i32 %t.14, %t.12
  br i1 %t.20, label %bb3, label %bb4

bb4:
  %t.21 = zext i32 %t.13 to i64
  %t.22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.21
  store i32 %t.15, ptr addrspace(1) %t.22, align 4
  %t.23 = add i32 %t.13, 1
  %t.24 = zext i32 %t.23 to i64
  %t.25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.24
  store i32 %t.16, ptr addrspace(1) %t.25, align 4
  %t.26 = add i32 %t.13, 2
  %t.27 = zext i32 %t.26 to i64
  %t.28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.27
  store i32 %t.18, ptr addrspace(1) %t.28, align 4
  br label %bb5

bb5:
  %t.29 = phi i32 [ 1, %bb4 ], [ %t.49, %bb8 ]
  %t.30 = phi i32 [ 0, %bb4 ], [ %t.46, %bb8 ]
  %t.31 = icmp ule i32 %t.29, %t.12
  br i1 %t.31, label %bb6, label %bb9

bb9:
  %t.32 = add i32 %t.13, 3
  %t.33 = zext i32 %t.32 to i64
  %t.34 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.33
  store i32 %t.30, ptr addrspace(1) %t.34, align 4
  %t.35 = add i32 %t.12, 2
  br label %bb11

bb11:
  %t.36 = phi i32 [ 2, %bb9 ], [ %t.41, %bb12 ]
  %t.37 = icmp eq i32 %t.36, 0
  %t.38 = select i1 %t.37, i32 1, i32 %t.36
  %t.39 = urem i32 %t.35, %t.38
  %t.40 = icmp eq i32 %t.39, 0
  br i1 %t.40, label %bb13, label %bb12

bb12:
  %t.41 = add i32 %t.36, 1
  br label %bb11

bb13:
  %t.42 = add i32 %t.13, 4
  %t.43 = zext i32 %t.42 to i64
  %t.44 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.43
  store i32 %t.36, ptr addrspace(1) %t.44, align 4
  br label %bb14

bb14:
  ret void

bb6:
  br label %bb7

bb7:
  %t.45 = phi i32 [ 1, %bb6 ], [ %t.51, %bb10 ]
  %t.46 = phi i32 [ %t.30, %bb6 ], [ %t.50, %bb10 ]
  %t.47 = mul i32 %t.29, %t.45
  %t.48 = icmp ule i32 %t.47, %t.12
  br i1 %t.48, label %bb10, label %bb8

bb8:
  %t.49 = add i32 %t.29, 1
  br label %bb5

bb10:
  %t.50 = add i32 %t.46, 1
  %t.51 = add i32 %t.45, 1
  br label %bb7

bb3:
  %t.52 = mul i32 %t.14, %t.14
  %t.53 = add i32 %t.15, %t.52
  %t.54 = add i32 %t.16, %t.17
  %t.55 = add i32 %t.14, 1
  br label %bb2
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
