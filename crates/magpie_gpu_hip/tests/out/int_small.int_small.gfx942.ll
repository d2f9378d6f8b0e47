; magpie-gpu: kernel @int_small for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @int_small(ptr addrspace(1) %a8, ptr addrspace(1) %b8, ptr addrspace(1) %a16, ptr addrspace(1) %b16, ptr addrspace(1) %o8, ptr addrspace(1) %o16, i32 %n, i32 %a8.len, i32 %b8.len, i32 %a16.len, i32 %b16.len, i32 %o8.len, i32 %o16.len) #0 {
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
  %t.10 = mul i32 %t.8, 5
  %t.11 = add i32 %t.10, 1
  %t.12 = add i32 %t.10, 2
  %t.13 = add i32 %t.10, 3
  %t.14 = add i32 %t.10, 4
  %t.15 = zext i32 %t.8 to i64
  %t.16 = getelementptr inbounds i8, ptr addrspace(1) %a8, i64 %t.15
  %t.17 = load i8, ptr addrspace(1) %t.16, align 1
  %t.18 = zext i32 %t.8 to i64
  %t.19 = getelementptr inbounds i8, ptr addrspace(1) %b8, i64 %t.18
  %t.20 = load i8, ptr addrspace(1) %t.19, align 1
  %t.21 = add i8 %t.17, %t.20
  %t.22 = sub i8 %t.17, %t.20
  %t.23 = mul i8 %t.17, %t.20
  %t.24 = icmp eq i8 %t.20, 0
  %t.25 = icmp eq i8 %t.17, -128
  %t.26 = icmp eq i8 %t.20, -1
  %t.27 = and i1 %t.25, %t.26
  %t.28 = or i1 %t.24, %t.27
  %t.29 = select i1 %t.28, i8 1, i8 %t.20
  %t.30 = sdiv i8 %t.17, %t.29
  %t.31 = icmp eq i8 %t.20, 0
  %t.32 = icmp eq i8 %t.17, -128
  %t.33 = icmp eq i8 %t.20, -1
  %t.34 = and i1 %t.32, %t.33
  %t.35 = or i1 %t.31, %t.34
  %t.36 = select i1 %t.35, i8 1, i8 %t.20
  %t.37 = srem i8 %t.17, %t.36
  %t.38 = zext i32 %t.10 to i64
  %t.39 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.38
  store i8 %t.21, ptr addrspace(1) %t.39, align 1
  %t.40 = zext i32 %t.11 to i64
  %t.41 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.40
  store i8 %t.22, ptr addrspace(1) %t.41, align 1
  %t.42 = zext i32 %t.12 to i64
  %t.43 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.42
  store i8 %t.23, ptr addrspace(1) %t.43, align 1
  %t.44 = zext i32 %t.13 to i64
  %t.45 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.44
  store i8 %t.30, ptr addrspace(1) %t.45, align 1
  %t.46 = zext i32 %t.14 to i64
  %t.47 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.46
  store i8 %t.37, ptr addrspace(1) %t.47, align 1
  %t.48 = zext i32 %t.8 to i64
  %t.49 = getelementptr inbounds i16, ptr addrspace(1) %a16, i64 %t.48
  %t.50 = load i16, ptr addrspace(1) %t.49, align 2
  %t.51 = zext i32 %t.8 to i64
  %t.52 = getelementptr inbounds i16, ptr addrspace(1) %b16, i64 %t.51
  %t.53 = load i16, ptr addrspace(1) %t.52, align 2
  %t.54 = add i16 %t.50, %t.53
  %t.55 = sub i16 %t.50, %t.53
  %t.56 = mul i16 %t.50, %t.53
  %t.57 = icmp eq i16 %t.53, 0
  %t.58 = select i1 %t.57, i16 1, i16 %t.53
  %t.59 = udiv i16 %t.50, %t.58
  %t.60 = icmp eq i16 %t.53, 0
  %t.61 = select i1 %t.60, i16 1, i16 %t.53
  %t.62 = urem i16 %t.50, %t.61
  %t.63 = zext i32 %t.10 to i64
  %t.64 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.63
  store i16 %t.54, ptr addrspace(1) %t.64, align 2
  %t.65 = zext i32 %t.11 to i64
  %t.66 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.65
  store i16 %t.55, ptr addrspace(1) %t.66, align 2
  %t.67 = zext i32 %t.12 to i64
  %t.68 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.67
  store i16 %t.56, ptr addrspace(1) %t.68, align 2
  %t.69 = zext i32 %t.13 to i64
  %t.70 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.69
  store i16 %t.59, ptr addrspace(1) %t.70, align 2
  %t.71 = zext i32 %t.14 to i64
  %t.72 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.71
  store i16 %t.62, ptr addrspace(1) %t.72, align 2
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
