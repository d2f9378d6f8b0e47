; magpie-gpu: kernel @put for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @put(ptr addrspace(1) %out, i32 %b, i32 %k, bfloat %v, i32 %out.len) #0 {
entry:
  br label %bb0

bb0:
  %t.1 = add i32 %b, %k
  %t.2 = zext i32 %t.1 to i64
  %t.3 = getelementptr inbounds bfloat, ptr addrspace(1) %out, i64 %t.2
  store bfloat %v, ptr addrspace(1) %t.3, align 2
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx1100" "uniform-work-group-size"="false" "target-features"="+wavefrontsize32" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
