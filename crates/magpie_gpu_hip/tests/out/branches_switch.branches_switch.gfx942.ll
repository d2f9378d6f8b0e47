; magpie-gpu: kernel @branches_switch for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @branches_switch(ptr addrspace(1) %xs, ptr addrspace(1) %ys, ptr addrspace(1) %out, i32 %n, i32 %xs.len, i32 %ys.len, i32 %out.len) #0 {
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
  br i1 %t.9, label %bb1, label %bb20

bb1:
  %t.10 = zext i32 %t.8 to i64
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.10
  %t.12 = load i32, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds i32, ptr addrspace(1) %ys, i64 %t.13
  %t.15 = load i32, ptr addrspace(1) %t.14, align 4
  switch i32 %t.12, label %bb8 [ i32 -5, label %bb2 i32 0, label %bb3 i32 1, label %bb4 i32 3, label %bb5 i32 1000, label %bb3 ]

bb8:
  %t.16 = icmp slt i32 %t.12, 0
  br i1 %t.16, label %bb9, label %bb12

bb12:
  %t.17 = icmp sgt i32 %t.12, 50
  br i1 %t.17, label %bb13, label %bb14

bb14:
  %t.18 = mul i32 %t.12, %t.12
  br label %bb15

bb13:
  %t.19 = sub i32 %t.12, 50
  br label %bb15

bb9:
  %t.20 = and i32 %t.12, 1
  %t.21 = icmp ne i32 %t.20, 0
  br i1 %t.21, label %bb10, label %bb11

bb11:
  br label %bb15

bb10:
  br label %bb15

bb5:
  %t.22 = icmp sgt i32 %t.15, 0
  br i1 %t.22, label %bb6, label %bb7

bb7:
  %t.23 = sub i32 0, %t.15
  br label %bb15

bb6:
  br label %bb15

bb4:
  %t.24 = mul i32 %t.12, 10
  br label %bb15

bb3:
  br label %bb15

bb2:
  br label %bb15

bb15:
  %t.25 = phi i32 [ 50, %bb2 ], [ 1, %bb3 ], [ %t.24, %bb4 ], [ %t.15, %bb6 ], [ %t.23, %bb7 ], [ 2, %bb10 ], [ 3, %bb11 ], [ %t.19, %bb13 ], [ %t.18, %bb14 ]
  %t.26 = mul i32 %t.8, 2
  %t.27 = zext i32 %t.26 to i64
  %t.28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.27
  store i32 %t.25, ptr addrspace(1) %t.28, align 4
  %t.29 = trunc i32 %t.12 to i8
  switch i8 %t.29, label %bb19 [ i8 0, label %bb16 i8 7, label %bb17 i8 -1, label %bb18 ]

bb18:
  br label %bb19

bb17:
  br label %bb19

bb16:
  br label %bb19

bb19:
  %t.30 = phi i32 [ -1, %bb15 ], [ 100, %bb16 ], [ 107, %bb17 ], [ 355, %bb18 ]
  %t.31 = add i32 %t.26, 1
  %t.32 = zext i32 %t.31 to i64
  %t.33 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.32
  store i32 %t.30, ptr addrspace(1) %t.33, align 4
  br label %bb20

bb20:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
