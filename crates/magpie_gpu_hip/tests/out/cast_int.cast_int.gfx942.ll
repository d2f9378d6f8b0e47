; magpie-gpu: kernel @cast_int for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cast_int(ptr addrspace(1) %xs, ptr addrspace(1) %out, i32 %n, i32 %xs.len, i32 %out.len) #0 {
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
  %t.10 = zext i32 %t.8 to i64
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %t.10
  %t.12 = load i32, ptr addrspace(1) %t.11, align 4
  %t.13 = mul i32 %t.8, 9
  %t.14 = add i32 %t.13, 1
  %t.15 = add i32 %t.13, 2
  %t.16 = add i32 %t.13, 3
  %t.17 = add i32 %t.13, 4
  %t.18 = add i32 %t.13, 5
  %t.19 = add i32 %t.13, 6
  %t.20 = add i32 %t.13, 7
  %t.21 = add i32 %t.13, 8
  %t.22 = trunc i32 %t.12 to i8
  %t.23 = zext i8 %t.22 to i32
  %t.24 = zext i32 %t.13 to i64
  %t.25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.24
  store i32 %t.23, ptr addrspace(1) %t.25, align 4
  %t.26 = trunc i32 %t.12 to i8
  %t.27 = sext i8 %t.26 to i32
  %t.28 = zext i32 %t.14 to i64
  %t.29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.28
  store i32 %t.27, ptr addrspace(1) %t.29, align 4
  %t.30 = trunc i32 %t.12 to i16
  %t.31 = zext i16 %t.30 to i32
  %t.32 = zext i32 %t.15 to i64
  %t.33 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.32
  store i32 %t.31, ptr addrspace(1) %t.33, align 4
  %t.34 = trunc i32 %t.12 to i16
  %t.35 = sext i16 %t.34 to i32
  %t.36 = zext i32 %t.16 to i64
  %t.37 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.36
  store i32 %t.35, ptr addrspace(1) %t.37, align 4
  %t.38 = sext i8 %t.26 to i32
  %t.39 = zext i32 %t.17 to i64
  %t.40 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.39
  store i32 %t.38, ptr addrspace(1) %t.40, align 4
  %t.41 = sext i16 %t.34 to i32
  %t.42 = zext i32 %t.18 to i64
  %t.43 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.42
  store i32 %t.41, ptr addrspace(1) %t.43, align 4
  %t.44 = zext i8 %t.22 to i32
  %t.45 = zext i32 %t.19 to i64
  %t.46 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.45
  store i32 %t.44, ptr addrspace(1) %t.46, align 4
  %t.47 = icmp slt i32 %t.12, 0
  %t.48 = zext i1 %t.47 to i32
  %t.49 = zext i32 %t.20 to i64
  %t.50 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.49
  store i32 %t.48, ptr addrspace(1) %t.50, align 4
  %t.51 = and i32 %t.12, 1
  %t.52 = icmp eq i32 %t.51, 1
  %t.53 = zext i1 %t.52 to i32
  %t.54 = zext i32 %t.21 to i64
  %t.55 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.54
  store i32 %t.53, ptr addrspace(1) %t.55, align 4
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
