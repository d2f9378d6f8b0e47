; magpie-gpu: kernel @i64_compare_mix for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @i64_compare_mix(ptr addrspace(1) %xs, ptr addrspace(1) %ys, ptr addrspace(1) %hs, ptr addrspace(1) %fs, ptr addrspace(1) %o, i32 %n, i32 %xs.len, i32 %ys.len, i32 %hs.len, i32 %fs.len, i32 %o.len) #0 {
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
  %t.11 = getelementptr inbounds i64, ptr addrspace(1) %xs, i64 %t.10
  %t.12 = load i64, ptr addrspace(1) %t.11, align 8
  %t.13 = zext i32 %t.8 to i64
  %t.14 = getelementptr inbounds i64, ptr addrspace(1) %ys, i64 %t.13
  %t.15 = load i64, ptr addrspace(1) %t.14, align 8
  %t.16 = zext i32 %t.8 to i64
  %t.17 = getelementptr inbounds bfloat, ptr addrspace(1) %hs, i64 %t.16
  %t.18 = load bfloat, ptr addrspace(1) %t.17, align 2
  %t.19 = mul i32 %t.8, 2
  %t.20 = add i32 %t.19, 1
  %t.21 = zext i32 %t.19 to i64
  %t.22 = getelementptr inbounds double, ptr addrspace(1) %fs, i64 %t.21
  %t.23 = load double, ptr addrspace(1) %t.22, align 8
  %t.24 = zext i32 %t.20 to i64
  %t.25 = getelementptr inbounds double, ptr addrspace(1) %fs, i64 %t.24
  %t.26 = load double, ptr addrspace(1) %t.25, align 8
  %t.27 = call double @llvm.fma.f64(double %t.26, double %t.23, double %t.23)
  %t.28 = fpext bfloat %t.18 to double
  %t.29 = fpext bfloat %t.18 to float
  %t.30 = fpext bfloat %t.18 to float
  %t.31 = fcmp oeq float %t.29, %t.30
  %t.32 = add i64 %t.12, %t.12
  %t.33 = fcmp oeq double %t.28, %t.27
  %t.34 = or i1 %t.31, %t.33
  %t.35 = icmp sgt i64 66, %t.32
  %t.36 = xor i1 %t.34, %t.35
  %t.37 = mul i32 %t.8, 10
  %t.38 = zext i1 %t.36 to i32
  %t.39 = zext i32 %t.37 to i64
  %t.40 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.39
  store i32 %t.38, ptr addrspace(1) %t.40, align 4
  %t.41 = icmp slt i64 %t.32, %t.15
  %t.42 = icmp sgt i64 %t.32, %t.15
  %t.43 = icmp sle i64 %t.32, %t.15
  %t.44 = icmp sge i64 %t.32, %t.15
  %t.45 = icmp ult i64 %t.32, %t.15
  %t.46 = icmp ugt i64 %t.32, %t.15
  %t.47 = icmp ule i64 %t.32, %t.15
  %t.48 = icmp uge i64 %t.32, %t.15
  %t.49 = icmp sgt i64 -66, %t.32
  %t.50 = zext i1 %t.41 to i32
  %t.51 = zext i1 %t.42 to i32
  %t.52 = zext i1 %t.43 to i32
  %t.53 = zext i1 %t.44 to i32
  %t.54 = zext i1 %t.45 to i32
  %t.55 = zext i1 %t.46 to i32
  %t.56 = zext i1 %t.47 to i32
  %t.57 = zext i1 %t.48 to i32
  %t.58 = zext i1 %t.49 to i32
  %t.59 = add i32 %t.37, 1
  %t.60 = add i32 %t.37, 2
  %t.61 = add i32 %t.37, 3
  %t.62 = add i32 %t.37, 4
  %t.63 = add i32 %t.37, 5
  %t.64 = add i32 %t.37, 6
  %t.65 = add i32 %t.37, 7
  %t.66 = add i32 %t.37, 8
  %t.67 = add i32 %t.37, 9
  %t.68 = zext i32 %t.59 to i64
  %t.69 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.68
  store i32 %t.50, ptr addrspace(1) %t.69, align 4
  %t.70 = zext i32 %t.60 to i64
  %t.71 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.70
  store i32 %t.51, ptr addrspace(1) %t.71, align 4
  %t.72 = zext i32 %t.61 to i64
  %t.73 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.72
  store i32 %t.52, ptr addrspace(1) %t.73, align 4
  %t.74 = zext i32 %t.62 to i64
  %t.75 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.74
  store i32 %t.53, ptr addrspace(1) %t.75, align 4
  %t.76 = zext i32 %t.63 to i64
  %t.77 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.76
  store i32 %t.54, ptr addrspace(1) %t.77, align 4
  %t.78 = zext i32 %t.64 to i64
  %t.79 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.78
  store i32 %t.55, ptr addrspace(1) %t.79, align 4
  %t.80 = zext i32 %t.65 to i64
  %t.81 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.80
  store i32 %t.56, ptr addrspace(1) %t.81, align 4
  %t.82 = zext i32 %t.66 to i64
  %t.83 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.82
  store i32 %t.57, ptr addrspace(1) %t.83, align 4
  %t.84 = zext i32 %t.67 to i64
  %t.85 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %t.84
  store i32 %t.58, ptr addrspace(1) %t.85, align 4
  br label %bb2

bb2:
  ret void
}

declare double @llvm.fma.f64(double, double, double)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
