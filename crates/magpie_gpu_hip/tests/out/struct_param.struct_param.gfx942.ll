; magpie-gpu: kernel @struct_param for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.TParams = type { i32, i64, double, i32 }

define amdgpu_kernel void @struct_param(%struct.TParams %p, i32 %tail, ptr addrspace(1) %oi, ptr addrspace(1) %ol, ptr addrspace(1) %od, i32 %oi.len, i32 %ol.len, i32 %od.len) #0 {
entry:
  br label %bb0

bb0:
  %t.1 = extractvalue %struct.TParams %p, 0
  %t.2 = extractvalue %struct.TParams %p, 1
  %t.3 = extractvalue %struct.TParams %p, 2
  %t.4 = extractvalue %struct.TParams %p, 3
  store i32 %t.1, ptr addrspace(1) %oi, align 4
  %t.5 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 1
  store i32 %t.4, ptr addrspace(1) %t.5, align 4
  %t.6 = add i32 %t.1, %t.4
  %t.7 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 2
  store i32 %t.6, ptr addrspace(1) %t.7, align 4
  %t.8 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 3
  store i32 %tail, ptr addrspace(1) %t.8, align 4
  store i64 %t.2, ptr addrspace(1) %ol, align 8
  %t.9 = mul i64 %t.2, 3
  %t.10 = getelementptr inbounds i64, ptr addrspace(1) %ol, i64 1
  store i64 %t.9, ptr addrspace(1) %t.10, align 8
  store double %t.3, ptr addrspace(1) %od, align 8
  %t.11 = fmul double %t.3, 0x3FE0000000000000
  %t.12 = getelementptr inbounds double, ptr addrspace(1) %od, i64 1
  store double %t.11, ptr addrspace(1) %t.12, align 8
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,1" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
