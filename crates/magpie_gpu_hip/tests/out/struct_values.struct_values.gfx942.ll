; magpie-gpu: kernel @struct_values for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.TPair = type { i32, float }
%struct.TBox = type { %struct.TPair, i32 }

define amdgpu_kernel void @struct_values(ptr addrspace(1) %xs, ptr addrspace(1) %fs, ptr addrspace(1) %ou, ptr addrspace(1) %of, ptr addrspace(1) %oi, i32 %n, i32 %xs.len, i32 %fs.len, i32 %ou.len, i32 %of.len, i32 %oi.len) #0 {
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
  br i1 %t.9, label %bb1, label %bb4

bb1:
  %t.10 = zext i32 %t.8 to i64
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.10
  %t.12 = load i32, ptr addrspace(1) %t.11, align 4
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.13
  %t.15 = load float, ptr addrspace(1) %t.14, align 4
  %t.16 = sub i32 0, %t.8
  br label %bb0.i1

bb0.i1:
  %t.17 = insertvalue %struct.TPair poison, i32 %t.12, 0
  %t.18 = insertvalue %struct.TPair %t.17, float %t.15, 1
  %t.19 = insertvalue %struct.TBox poison, %struct.TPair %t.18, 0
  %t.20 = insertvalue %struct.TBox %t.19, i32 %t.16, 1
  br label %ret.h1

ret.h1:
  %t.21 = phi %struct.TBox [ %t.20, %bb0.i1 ]
  %t.22 = extractvalue %struct.TBox %t.21, 0
  br label %bb0.i2

bb0.i2:
  %t.23 = extractvalue %struct.TPair %t.22, 0
  %t.24 = extractvalue %struct.TPair %t.22, 1
  %t.25 = mul i32 %t.23, 3
  %t.26 = fmul float %t.24, 0x4000000000000000
  %t.27 = insertvalue %struct.TPair poison, i32 %t.25, 0
  %t.28 = insertvalue %struct.TPair %t.27, float %t.26, 1
  br label %ret.h2

ret.h2:
  %t.29 = phi %struct.TPair [ %t.28, %bb0.i2 ]
  %t.30 = and i32 %t.12, 1
  %t.31 = icmp ne i32 %t.30, 0
  br i1 %t.31, label %bb2, label %bb3

bb2:
  br label %bb3

bb3:
  %t.32 = phi %struct.TPair [ %t.22, %ret.h2 ], [ %t.29, %bb2 ]
  %t.33 = extractvalue %struct.TPair %t.32, 0
  %t.34 = extractvalue %struct.TPair %t.32, 1
  %t.35 = extractvalue %struct.TBox %t.21, 1
  %t.36 = zext i32 %t.8 to i64
  %t.37 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.36
  store i32 %t.33, ptr addrspace(1) %t.37, align 4
  %t.38 = zext i32 %t.8 to i64
  %t.39 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.38
  store float %t.34, ptr addrspace(1) %t.39, align 4
  %t.40 = zext i32 %t.8 to i64
  %t.41 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.40
  store i32 %t.35, ptr addrspace(1) %t.41, align 4
  br label %bb4

bb4:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
