; magpie-gpu: kernel @int_edge_consts for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @int_edge_consts(ptr addrspace(1) %out, i32 %out.len) #0 {
entry:
  br label %bb0

bb0:
  %t.1 = add i32 2147483647, 1
  store i32 %t.1, ptr addrspace(1) %out, align 4
  %t.2 = sub i32 -2147483648, 1
  %t.3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %t.2, ptr addrspace(1) %t.3, align 4
  %t.4 = mul i32 -2147483648, -1
  %t.5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %t.4, ptr addrspace(1) %t.5, align 4
  %t.6 = sub i32 0, -2147483648
  %t.7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store i32 %t.6, ptr addrspace(1) %t.7, align 4
  %t.8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 4
  store i32 0, ptr addrspace(1) %t.8, align 4
  %t.9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 5
  store i32 7, ptr addrspace(1) %t.9, align 4
  %t.10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 6
  store i32 0, ptr addrspace(1) %t.10, align 4
  %t.11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 7
  store i32 -1, ptr addrspace(1) %t.11, align 4
  %t.12 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 8
  store i32 0, ptr addrspace(1) %t.12, align 4
  %t.13 = sdiv i32 -7, 2
  %t.14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 9
  store i32 %t.13, ptr addrspace(1) %t.14, align 4
  %t.15 = srem i32 -7, 2
  %t.16 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 10
  store i32 %t.15, ptr addrspace(1) %t.16, align 4
  %t.17 = shl i32 1, 1
  %t.18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 11
  store i32 %t.17, ptr addrspace(1) %t.18, align 4
  %t.19 = ashr i32 -2147483648, 31
  %t.20 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 12
  store i32 %t.19, ptr addrspace(1) %t.20, align 4
  %t.21 = lshr i32 -2147483648, 0
  %t.22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 13
  store i32 %t.21, ptr addrspace(1) %t.22, align 4
  %t.23 = call i32 @llvm.fptosi.sat.i32.f32(float bitcast (i32 2143289344 to float))
  %t.24 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 14
  store i32 %t.23, ptr addrspace(1) %t.24, align 4
  %t.25 = call i32 @llvm.fptosi.sat.i32.f32(float 0x41E65A0BC0000000)
  %t.26 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 15
  store i32 %t.25, ptr addrspace(1) %t.26, align 4
  %t.27 = call i32 @llvm.fptosi.sat.i32.f32(float 0xFFF0000000000000)
  %t.28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 16
  store i32 %t.27, ptr addrspace(1) %t.28, align 4
  %t.29 = call i32 @llvm.fptoui.sat.i32.f32(float 0xBFF8000000000000)
  %t.30 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 17
  store i32 %t.29, ptr addrspace(1) %t.30, align 4
  %t.31 = add i8 -56, 100
  %t.32 = zext i8 %t.31 to i32
  %t.33 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 18
  store i32 %t.32, ptr addrspace(1) %t.33, align 4
  %t.34 = sub i8 0, -128
  %t.35 = sext i8 %t.34 to i32
  %t.36 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 19
  store i32 %t.35, ptr addrspace(1) %t.36, align 4
  ret void
}

declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)

attributes #0 = { "amdgpu-flat-work-group-size"="1,1" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
