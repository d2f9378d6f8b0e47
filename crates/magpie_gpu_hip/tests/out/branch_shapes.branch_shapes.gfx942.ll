; magpie-gpu: kernel @branch_shapes for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @branch_shapes(ptr addrspace(1) %o, i32 %o.len) #0 {
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
  %t.9 = mul i32 %t.8, 3
  %t.10 = icmp ult i32 %t.8, 40
  br i1 %t.10, label %bb1, label %bb3

bb1:
  %t.11 = urem i32 %t.8, 3
  %t.12 = icmp eq i32 %t.11, 0
  br i1 %t.12, label %bb2, label %bb3

bb3:
  %t.13 = phi i32 [ 1, %bb0 ], [ %t.11, %bb1 ]
  %t.14 = add i32 %t.13, 100
  br label %bb4

bb2:
  %t.15 = mul i32 %t.8, 7
  br label %bb4

bb4:
  %t.16 = phi i32 [ %t.15, %bb2 ], [ %t.14, %bb3 ]
  %t.17 = zext i32 %t.9 to i64
  %t.18 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.17
  store i32 %t.16, ptr addrspace(1) %t.18, align 4
  %t.19 = urem i32 %t.8, 5
  switch i32 %t.19, label %bb7 [ i32 0, label %bb5 i32 1, label %bb6 i32 2, label %bb6 ]

bb7:
  br label %bb8

bb5:
  %t.20 = add i32 %t.8, 100
  br label %bb6

bb6:
  %t.21 = phi i32 [ %t.8, %bb4 ], [ %t.8, %bb4 ], [ %t.20, %bb5 ]
  %t.22 = mul i32 %t.21, 3
  br label %bb8

bb8:
  %t.23 = phi i32 [ %t.22, %bb6 ], [ 7, %bb7 ]
  %t.24 = add i32 %t.9, 1
  %t.25 = zext i32 %t.24 to i64
  %t.26 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.25
  store i32 %t.23, ptr addrspace(1) %t.26, align 4
  br label %bb9

bb9:
  %t.27 = phi i32 [ 0, %bb8 ], [ %t.34, %bb12 ]
  %t.28 = phi i32 [ %t.8, %bb8 ], [ %t.33, %bb12 ]
  %t.29 = and i32 %t.27, 1
  %t.30 = icmp eq i32 %t.29, 1
  br i1 %t.30, label %bb10, label %bb11

bb11:
  %t.31 = mul i32 %t.28, 3
  br label %bb12

bb10:
  %t.32 = add i32 %t.28, 5
  br label %bb12

bb12:
  %t.33 = phi i32 [ %t.32, %bb10 ], [ %t.31, %bb11 ]
  %t.34 = add i32 %t.27, 1
  %t.35 = icmp ult i32 %t.34, 10
  br i1 %t.35, label %bb9, label %bb13

bb13:
  %t.36 = add i32 %t.9, 2
  %t.37 = zext i32 %t.36 to i64
  %t.38 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.37
  store i32 %t.33, ptr addrspace(1) %t.38, align 4
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
