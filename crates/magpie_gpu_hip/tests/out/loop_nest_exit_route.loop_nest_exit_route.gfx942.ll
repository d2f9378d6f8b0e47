; magpie-gpu: kernel @loop_nest_exit_route for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @loop_nest_exit_route(ptr addrspace(1) %out, i32 %out.len) #0 {
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
  %t.9 = mul i32 %t.8, 4
  br label %bb_outer

bb_outer:
  %t.10 = phi i32 [ -1238193866, %bb0 ], [ %t.38, %bb_outer_latch ]
  %t.11 = phi i32 [ 0, %bb0 ], [ %t.39, %bb_outer_latch ]
  br label %bb_mid

bb_mid:
  %t.12 = phi i32 [ %t.10, %bb_outer ], [ %t.34, %bb_mid_latch ]
  %t.13 = phi i32 [ 0, %bb_outer ], [ %t.36, %bb_mid_latch ]
  br label %bb_inner

bb_inner:
  %t.14 = phi i32 [ %t.12, %bb_mid ], [ %t.28, %bb_inner_latch ]
  %t.15 = phi i32 [ %t.13, %bb_mid ], [ %t.29, %bb_inner_latch ]
  %t.16 = phi i32 [ 0, %bb_mid ], [ %t.31, %bb_inner_latch ]
  %t.17 = icmp ult i32 %t.16, 2
  br i1 %t.17, label %bb_body, label %bb_inner_exit

bb_inner_exit:
  br label %bb_done

bb_body:
  %t.18 = phi i32 [ %t.14, %bb_inner ]
  %t.19 = phi i32 [ %t.15, %bb_inner ]
  %t.20 = phi i32 [ %t.16, %bb_inner ]
  %t.21 = add i32 %t.9, 3
  %t.22 = zext i32 %t.21 to i64
  %t.23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.22
  store i32 5, ptr addrspace(1) %t.23, align 4
  %t.24 = urem i32 %t.18, 4
  %t.25 = icmp eq i32 %t.24, 3
  br i1 %t.25, label %bb_broke, label %bb_stay

bb_stay:
  br label %bb_stay2

bb_stay2:
  %t.26 = phi i32 [ %t.19, %bb_stay ]
  %t.27 = phi i32 [ %t.20, %bb_stay ]
  br label %bb_inner_latch

bb_inner_latch:
  %t.28 = phi i32 [ %t.8, %bb_stay2 ]
  %t.29 = phi i32 [ %t.26, %bb_stay2 ]
  %t.30 = phi i32 [ %t.27, %bb_stay2 ]
  %t.31 = add i32 %t.30, 1
  br label %bb_inner

bb_broke:
  br label %bb_broke2

bb_broke2:
  %t.32 = phi i32 [ %t.18, %bb_broke ]
  %t.33 = phi i32 [ %t.19, %bb_broke ]
  br label %bb_mid_latch

bb_mid_latch:
  %t.34 = phi i32 [ %t.32, %bb_broke2 ]
  %t.35 = phi i32 [ %t.33, %bb_broke2 ]
  %t.36 = add i32 %t.35, 1
  %t.37 = icmp ult i32 %t.36, 1
  br i1 %t.37, label %bb_mid, label %bb_mid_exit

bb_mid_exit:
  br label %bb_outer_latch

bb_outer_latch:
  %t.38 = phi i32 [ %t.8, %bb_mid_exit ]
  %t.39 = add i32 %t.11, 1
  %t.40 = icmp ult i32 %t.39, 3
  br i1 %t.40, label %bb_outer, label %bb_done

bb_done:
  %t.41 = phi i32 [ %t.14, %bb_inner_exit ], [ %t.38, %bb_outer_latch ]
  %t.42 = add i32 %t.9, 2
  %t.43 = zext i32 %t.42 to i64
  %t.44 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.43
  store i32 %t.41, ptr addrspace(1) %t.44, align 4
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
