; magpie-gpu: kernel @narrow_or_product for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @narrow_or_product(ptr addrspace(1) %ds, ptr addrspace(1) %vs, ptr addrspace(1) %rs, ptr addrspace(1) %oq, ptr addrspace(1) %or8, ptr addrspace(1) %oc, i32 %n, i32 %ds.len, i32 %vs.len, i32 %rs.len, i32 %oq.len, i32 %or8.len, i32 %oc.len) #0 {
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
  %t.11 = getelementptr inbounds i64, ptr addrspace(1) %ds, i64 %t.10
  %t.12 = load i64, ptr addrspace(1) %t.11, align 8
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds i32, ptr addrspace(1) %vs, i64 %t.13
  %t.15 = load i32, ptr addrspace(1) %t.14, align 4
  %t.16 = icmp ne i32 %t.15, 65535
  %t.17 = zext i1 %t.16 to i16
  %t.18 = icmp eq i64 %t.12, 0
  %t.19 = icmp eq i64 2147483647, -9223372036854775808
  %t.20 = icmp eq i64 %t.12, -1
  %t.21 = and i1 %t.19, %t.20
  %t.22 = or i1 %t.18, %t.21
  %t.23 = select i1 %t.22, i64 1, i64 %t.12
  %t.24 = sdiv i64 2147483647, %t.23
  %t.25 = zext i32 %t.8 to i64
  %t.26 = getelementptr inbounds i64, ptr addrspace(1) %oq, i64 %t.25
  store i64 %t.24, ptr addrspace(1) %t.26, align 8
  %t.27 = trunc i32 %t.15 to i8
  %t.28 = zext i32 %t.8 to i64
  %t.29 = getelementptr inbounds i8, ptr addrspace(1) %rs, i64 %t.28
  %t.30 = load i8, ptr addrspace(1) %t.29, align 1
  %t.31 = icmp eq i8 %t.30, 0
  %t.32 = icmp eq i8 %t.27, -128
  %t.33 = icmp eq i8 %t.30, -1
  %t.34 = and i1 %t.32, %t.33
  %t.35 = or i1 %t.31, %t.34
  %t.36 = select i1 %t.35, i8 1, i8 %t.30
  %t.37 = srem i8 %t.27, %t.36
  %t.38 = zext i32 %t.8 to i64
  %t.39 = getelementptr inbounds i8, ptr addrspace(1) %or8, i64 %t.38
  store i8 %t.37, ptr addrspace(1) %t.39, align 1
  %t.40 = mul i16 %t.17, %t.17
  %t.41 = or i16 %t.17, %t.40
  %t.42 = zext i32 %t.8 to i64
  %t.43 = getelementptr inbounds i16, ptr addrspace(1) %oc, i64 %t.42
  store i16 %t.41, ptr addrspace(1) %t.43, align 2
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
