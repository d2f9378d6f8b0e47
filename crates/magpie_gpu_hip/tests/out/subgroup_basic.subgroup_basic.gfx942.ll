; magpie-gpu: kernel @subgroup_basic for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @subgroup_basic(ptr addrspace(1) %vs, ptr addrspace(1) %fs, ptr addrspace(1) %out, ptr addrspace(1) %fo, i32 %vs.len, i32 %fs.len, i32 %out.len, i32 %fo.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.3 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 4
  %t.4 = load i16, ptr addrspace(4) %t.3, align 2
  %t.5 = zext i16 %t.4 to i32
  %t.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.7 = mul i32 %t.1, %t.5
  %t.8 = add i32 %t.7, %t.6
  %t.15 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %t.16 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %t.15)
  %t.19 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %bb0

bb0:
  %t.9 = zext i32 %t.8 to i64
  %t.10 = getelementptr inbounds i32, ptr addrspace(1) %vs, i64 %t.9
  %t.11 = load i32, ptr addrspace(1) %t.10, align 4
  %t.12 = zext i32 %t.8 to i64
  %t.13 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.12
  %t.14 = load float, ptr addrspace(1) %t.13, align 4
  %t.17 = add i32 %t.16, 1
  %t.18 = urem i32 %t.17, 64
  %t.20 = icmp ult i32 %t.18, 64
  %t.21 = and i32 %t.18, 63
  %t.22 = zext i32 %t.21 to i64
  %t.23 = lshr i64 %t.19, %t.22
  %t.24 = trunc i64 %t.23 to i1
  %t.25 = and i1 %t.20, %t.24
  %t.26 = select i1 %t.25, i32 %t.18, i32 %t.16
  %t.27 = shl i32 %t.26, 2
  %t.28 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.27, i32 %t.11)
  %t.29 = xor i32 %t.16, 1
  %t.30 = urem i32 %t.29, 64
  %t.31 = icmp ult i32 %t.30, 64
  %t.32 = and i32 %t.30, 63
  %t.33 = zext i32 %t.32 to i64
  %t.34 = lshr i64 %t.19, %t.33
  %t.35 = trunc i64 %t.34 to i1
  %t.36 = and i1 %t.31, %t.35
  %t.37 = select i1 %t.36, i32 %t.30, i32 %t.16
  %t.38 = shl i32 %t.37, 2
  %t.39 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.38, i32 %t.11)
  %t.40 = icmp ult i32 0, 64
  %t.41 = and i32 0, 63
  %t.42 = zext i32 %t.41 to i64
  %t.43 = lshr i64 %t.19, %t.42
  %t.44 = trunc i64 %t.43 to i1
  %t.45 = and i1 %t.40, %t.44
  %t.46 = select i1 %t.45, i32 0, i32 %t.16
  %t.47 = shl i32 %t.46, 2
  %t.48 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.47, i32 %t.11)
  %t.49 = sub i32 64, 1
  %t.50 = icmp ult i32 %t.49, 64
  %t.51 = and i32 %t.49, 63
  %t.52 = zext i32 %t.51 to i64
  %t.53 = lshr i64 %t.19, %t.52
  %t.54 = trunc i64 %t.53 to i1
  %t.55 = and i1 %t.50, %t.54
  %t.56 = select i1 %t.55, i32 %t.49, i32 %t.16
  %t.57 = shl i32 %t.56, 2
  %t.58 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.57, i32 %t.11)
  %t.59 = icmp ult i32 %t.16, 64
  %t.60 = and i32 %t.16, 63
  %t.61 = zext i32 %t.60 to i64
  %t.62 = lshr i64 %t.19, %t.61
  %t.63 = trunc i64 %t.62 to i1
  %t.64 = and i1 %t.59, %t.63
  %t.65 = select i1 %t.64, i32 %t.16, i32 %t.16
  %t.66 = shl i32 %t.65, 2
  %t.67 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.66, i32 %t.11)
  %t.68 = sub i32 %t.49, %t.16
  %t.69 = icmp ult i32 %t.68, 64
  %t.70 = and i32 %t.68, 63
  %t.71 = zext i32 %t.70 to i64
  %t.72 = lshr i64 %t.19, %t.71
  %t.73 = trunc i64 %t.72 to i1
  %t.74 = and i1 %t.69, %t.73
  %t.75 = select i1 %t.74, i32 %t.68, i32 %t.16
  %t.76 = bitcast float %t.14 to i32
  %t.77 = shl i32 %t.75, 2
  %t.78 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.77, i32 %t.76)
  %t.79 = bitcast i32 %t.78 to float
  %t.80 = mul i32 %t.8, 7
  %t.81 = add i32 %t.80, 1
  %t.82 = add i32 %t.80, 2
  %t.83 = add i32 %t.80, 3
  %t.84 = add i32 %t.80, 4
  %t.85 = add i32 %t.80, 5
  %t.86 = add i32 %t.80, 6
  %t.87 = zext i32 %t.80 to i64
  %t.88 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.87
  store i32 64, ptr addrspace(1) %t.88, align 4
  %t.89 = zext i32 %t.81 to i64
  %t.90 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.89
  store i32 %t.16, ptr addrspace(1) %t.90, align 4
  %t.91 = zext i32 %t.82 to i64
  %t.92 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.91
  store i32 %t.28, ptr addrspace(1) %t.92, align 4
  %t.93 = zext i32 %t.83 to i64
  %t.94 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.93
  store i32 %t.39, ptr addrspace(1) %t.94, align 4
  %t.95 = zext i32 %t.84 to i64
  %t.96 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.95
  store i32 %t.48, ptr addrspace(1) %t.96, align 4
  %t.97 = zext i32 %t.85 to i64
  %t.98 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.97
  store i32 %t.58, ptr addrspace(1) %t.98, align 4
  %t.99 = zext i32 %t.86 to i64
  %t.100 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.99
  store i32 %t.67, ptr addrspace(1) %t.100, align 4
  %t.101 = zext i32 %t.8 to i64
  %t.102 = getelementptr inbounds float, ptr addrspace(1) %fo, i64 %t.101
  store float %t.79, ptr addrspace(1) %t.102, align 4
  ret void
}

declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,128" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
