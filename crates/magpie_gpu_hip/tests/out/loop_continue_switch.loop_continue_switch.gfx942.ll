; magpie-gpu: kernel @loop_continue_switch for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @loop_continue_switch(ptr addrspace(1) %o, i32 %o.len) #0 {
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
  %t.9 = urem i32 %t.8, 37
  br label %bb1

bb1:
  %t.10 = phi i32 [ 0, %bb0 ], [ %t.31, %bb12 ]
  %t.11 = phi i32 [ %t.8, %bb0 ], [ %t.30, %bb12 ]
  %t.12 = icmp ult i32 %t.10, %t.9
  br i1 %t.12, label %bb2, label %bb20

bb20:
  br label %bb22

bb2:
  %t.13 = urem i32 %t.10, 3
  %t.14 = icmp eq i32 %t.13, 0
  br i1 %t.14, label %bb12, label %bb3

bb3:
  %t.15 = urem i32 %t.10, 4
  switch i32 %t.15, label %bb6 [ i32 0, label %bb4 i32 1, label %bb5 ]

bb6:
  %t.16 = xor i32 %t.11, 5
  br label %bb7

bb5:
  %t.17 = mul i32 %t.11, 2
  br label %bb7

bb4:
  %t.18 = add i32 %t.11, 3
  br label %bb7

bb7:
  %t.19 = phi i32 [ %t.18, %bb4 ], [ %t.17, %bb5 ], [ %t.16, %bb6 ]
  %t.20 = icmp ugt i32 %t.19, 1000
  br i1 %t.20, label %bb21, label %bb8

bb8:
  %t.21 = and i32 %t.19, 1
  %t.22 = icmp eq i32 %t.21, 1
  br i1 %t.22, label %bb9, label %bb10

bb10:
  %t.23 = add i32 %t.19, 7
  br label %bb11

bb9:
  %t.24 = add i32 %t.19, 11
  br label %bb11

bb11:
  %t.25 = phi i32 [ %t.24, %bb9 ], [ %t.23, %bb10 ]
  br label %bb12

bb21:
  %t.26 = add i32 %t.19, 100000
  br label %bb22

bb22:
  %t.27 = phi i32 [ %t.11, %bb20 ], [ %t.26, %bb21 ]
  %t.28 = zext i32 %t.8 to i64
  %t.29 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.28
  store i32 %t.27, ptr addrspace(1) %t.29, align 4
  ret void

bb12:
  %t.30 = phi i32 [ %t.11, %bb2 ], [ %t.25, %bb11 ]
  %t.31 = add i32 %t.10, 1
  br label %bb1
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
