; magpie-gpu: kernel @loop_exits for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @loop_exits(ptr addrspace(1) %o, i32 %n, i32 %o.len) #0 {
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
  br label %bb1

bb1:
  %t.9 = phi i32 [ 0, %bb0 ], [ %t.15, %bb3 ]
  %t.10 = phi i32 [ %t.8, %bb0 ], [ %t.13, %bb3 ]
  %t.11 = icmp ult i32 %t.9, %n
  br i1 %t.11, label %bb2, label %bb5

bb5:
  %t.12 = add i32 %t.10, 7
  br label %bb6

bb2:
  %t.13 = add i32 %t.10, %t.9
  %t.14 = icmp eq i32 %t.13, 40
  br i1 %t.14, label %bb4, label %bb3

bb3:
  %t.15 = add i32 %t.9, 1
  br label %bb1

bb4:
  %t.16 = mul i32 %t.13, 100
  br label %bb6

bb6:
  %t.17 = phi i32 [ %t.16, %bb4 ], [ %t.12, %bb5 ]
  %t.18 = mul i32 %t.8, 2
  %t.19 = zext i32 %t.18 to i64
  %t.20 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.19
  store i32 %t.17, ptr addrspace(1) %t.20, align 4
  br label %bb7

bb7:
  %t.21 = phi i32 [ 1, %bb6 ], [ %t.25, %bb11 ]
  %t.22 = icmp ult i32 %t.21, %n
  br i1 %t.22, label %bb8, label %bb13

bb13:
  br label %bb14

bb8:
  %t.23 = phi i32 [ 1, %bb7 ], [ %t.30, %bb10 ]
  %t.24 = icmp ult i32 %t.23, %n
  br i1 %t.24, label %bb9, label %bb11

bb11:
  %t.25 = add i32 %t.21, 1
  br label %bb7

bb9:
  %t.26 = mul i32 %t.21, %t.23
  %t.27 = add i32 %t.26, %t.8
  %t.28 = urem i32 %t.27, 13
  %t.29 = icmp eq i32 %t.28, 0
  br i1 %t.29, label %bb12, label %bb10

bb10:
  %t.30 = add i32 %t.23, 1
  br label %bb8

bb12:
  %t.31 = mul i32 %t.21, 1000
  %t.32 = add i32 %t.31, %t.23
  br label %bb14

bb14:
  %t.33 = phi i32 [ %t.32, %bb12 ], [ 999999, %bb13 ]
  %t.34 = add i32 %t.18, 1
  %t.35 = zext i32 %t.34 to i64
  %t.36 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.35
  store i32 %t.33, ptr addrspace(1) %t.36, align 4
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
