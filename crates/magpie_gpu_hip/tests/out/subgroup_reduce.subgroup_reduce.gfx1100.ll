; magpie-gpu: kernel @subgroup_reduce for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @subgroup_reduce(ptr addrspace(1) %us, ptr addrspace(1) %ss, ptr addrspace(1) %fs, ptr addrspace(1) %ou, ptr addrspace(1) %oi, ptr addrspace(1) %of, i32 %us.len, i32 %ss.len, i32 %fs.len, i32 %ou.len, i32 %oi.len, i32 %of.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.3 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 4
  %t.4 = load i16, ptr addrspace(4) %t.3, align 2
  %t.5 = zext i16 %t.4 to i32
  %t.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.7 = mul i32 %t.1, %t.5
  %t.8 = add i32 %t.7, %t.6
  %t.18 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %t.19 = zext i32 %t.18 to i64
  br label %bb0

bb0:
  %t.9 = zext i32 %t.8 to i64
  %t.10 = getelementptr inbounds i32, ptr addrspace(1) %us, i64 %t.9
  %t.11 = load i32, ptr addrspace(1) %t.10, align 4
  %t.12 = zext i32 %t.8 to i64
  %t.13 = getelementptr inbounds i32, ptr addrspace(1) %ss, i64 %t.12
  %t.14 = load i32, ptr addrspace(1) %t.13, align 4
  %t.15 = zext i32 %t.8 to i64
  %t.16 = getelementptr inbounds float, ptr addrspace(1) %fs, i64 %t.15
  %t.17 = load float, ptr addrspace(1) %t.16, align 4
  %t.20 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.21 = trunc i64 %t.20 to i32
  %t.22 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.21)
  %t.23 = sub i64 %t.19, 1
  %t.24 = and i64 %t.19, %t.23
  %t.25 = icmp eq i64 %t.24, 0
  br i1 %t.25, label %sg.done.h2, label %sg.loop.h1

sg.loop.h1:
  %t.26 = phi i64 [ %t.24, %bb0 ], [ %t.33, %sg.loop.h1 ]
  %t.27 = phi i32 [ %t.22, %bb0 ], [ %t.31, %sg.loop.h1 ]
  %t.28 = call i64 @llvm.cttz.i64(i64 %t.26, i1 true)
  %t.29 = trunc i64 %t.28 to i32
  %t.30 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.29)
  %t.31 = add i32 %t.27, %t.30
  %t.32 = sub i64 %t.26, 1
  %t.33 = and i64 %t.26, %t.32
  %t.34 = icmp eq i64 %t.33, 0
  br i1 %t.34, label %sg.done.h2, label %sg.loop.h1

sg.done.h2:
  %t.35 = phi i32 [ %t.22, %bb0 ], [ %t.31, %sg.loop.h1 ]
  %t.36 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.37 = trunc i64 %t.36 to i32
  %t.38 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.37)
  %t.39 = sub i64 %t.19, 1
  %t.40 = and i64 %t.19, %t.39
  %t.41 = icmp eq i64 %t.40, 0
  br i1 %t.41, label %sg.done.h4, label %sg.loop.h3

sg.loop.h3:
  %t.42 = phi i64 [ %t.40, %sg.done.h2 ], [ %t.50, %sg.loop.h3 ]
  %t.43 = phi i32 [ %t.38, %sg.done.h2 ], [ %t.48, %sg.loop.h3 ]
  %t.44 = call i64 @llvm.cttz.i64(i64 %t.42, i1 true)
  %t.45 = trunc i64 %t.44 to i32
  %t.46 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.45)
  %t.47 = icmp ult i32 %t.46, %t.43
  %t.48 = select i1 %t.47, i32 %t.46, i32 %t.43
  %t.49 = sub i64 %t.42, 1
  %t.50 = and i64 %t.42, %t.49
  %t.51 = icmp eq i64 %t.50, 0
  br i1 %t.51, label %sg.done.h4, label %sg.loop.h3

sg.done.h4:
  %t.52 = phi i32 [ %t.38, %sg.done.h2 ], [ %t.48, %sg.loop.h3 ]
  %t.53 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.54 = trunc i64 %t.53 to i32
  %t.55 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.54)
  %t.56 = sub i64 %t.19, 1
  %t.57 = and i64 %t.19, %t.56
  %t.58 = icmp eq i64 %t.57, 0
  br i1 %t.58, label %sg.done.h6, label %sg.loop.h5

sg.loop.h5:
  %t.59 = phi i64 [ %t.57, %sg.done.h4 ], [ %t.67, %sg.loop.h5 ]
  %t.60 = phi i32 [ %t.55, %sg.done.h4 ], [ %t.65, %sg.loop.h5 ]
  %t.61 = call i64 @llvm.cttz.i64(i64 %t.59, i1 true)
  %t.62 = trunc i64 %t.61 to i32
  %t.63 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.62)
  %t.64 = icmp ult i32 %t.63, %t.60
  %t.65 = select i1 %t.64, i32 %t.60, i32 %t.63
  %t.66 = sub i64 %t.59, 1
  %t.67 = and i64 %t.59, %t.66
  %t.68 = icmp eq i64 %t.67, 0
  br i1 %t.68, label %sg.done.h6, label %sg.loop.h5

sg.done.h6:
  %t.69 = phi i32 [ %t.55, %sg.done.h4 ], [ %t.65, %sg.loop.h5 ]
  %t.70 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.71 = trunc i64 %t.70 to i32
  %t.72 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.71)
  %t.73 = sub i64 %t.19, 1
  %t.74 = and i64 %t.19, %t.73
  %t.75 = icmp eq i64 %t.74, 0
  br i1 %t.75, label %sg.done.h8, label %sg.loop.h7

sg.loop.h7:
  %t.76 = phi i64 [ %t.74, %sg.done.h6 ], [ %t.83, %sg.loop.h7 ]
  %t.77 = phi i32 [ %t.72, %sg.done.h6 ], [ %t.81, %sg.loop.h7 ]
  %t.78 = call i64 @llvm.cttz.i64(i64 %t.76, i1 true)
  %t.79 = trunc i64 %t.78 to i32
  %t.80 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.79)
  %t.81 = add i32 %t.77, %t.80
  %t.82 = sub i64 %t.76, 1
  %t.83 = and i64 %t.76, %t.82
  %t.84 = icmp eq i64 %t.83, 0
  br i1 %t.84, label %sg.done.h8, label %sg.loop.h7

sg.done.h8:
  %t.85 = phi i32 [ %t.72, %sg.done.h6 ], [ %t.81, %sg.loop.h7 ]
  %t.86 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.87 = trunc i64 %t.86 to i32
  %t.88 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.87)
  %t.89 = sub i64 %t.19, 1
  %t.90 = and i64 %t.19, %t.89
  %t.91 = icmp eq i64 %t.90, 0
  br i1 %t.91, label %sg.done.h10, label %sg.loop.h9

sg.loop.h9:
  %t.92 = phi i64 [ %t.90, %sg.done.h8 ], [ %t.100, %sg.loop.h9 ]
  %t.93 = phi i32 [ %t.88, %sg.done.h8 ], [ %t.98, %sg.loop.h9 ]
  %t.94 = call i64 @llvm.cttz.i64(i64 %t.92, i1 true)
  %t.95 = trunc i64 %t.94 to i32
  %t.96 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.95)
  %t.97 = icmp slt i32 %t.96, %t.93
  %t.98 = select i1 %t.97, i32 %t.96, i32 %t.93
  %t.99 = sub i64 %t.92, 1
  %t.100 = and i64 %t.92, %t.99
  %t.101 = icmp eq i64 %t.100, 0
  br i1 %t.101, label %sg.done.h10, label %sg.loop.h9

sg.done.h10:
  %t.102 = phi i32 [ %t.88, %sg.done.h8 ], [ %t.98, %sg.loop.h9 ]
  %t.103 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.104 = trunc i64 %t.103 to i32
  %t.105 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.104)
  %t.106 = sub i64 %t.19, 1
  %t.107 = and i64 %t.19, %t.106
  %t.108 = icmp eq i64 %t.107, 0
  br i1 %t.108, label %sg.done.h12, label %sg.loop.h11

sg.loop.h11:
  %t.109 = phi i64 [ %t.107, %sg.done.h10 ], [ %t.117, %sg.loop.h11 ]
  %t.110 = phi i32 [ %t.105, %sg.done.h10 ], [ %t.115, %sg.loop.h11 ]
  %t.111 = call i64 @llvm.cttz.i64(i64 %t.109, i1 true)
  %t.112 = trunc i64 %t.111 to i32
  %t.113 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.112)
  %t.114 = icmp slt i32 %t.113, %t.110
  %t.115 = select i1 %t.114, i32 %t.110, i32 %t.113
  %t.116 = sub i64 %t.109, 1
  %t.117 = and i64 %t.109, %t.116
  %t.118 = icmp eq i64 %t.117, 0
  br i1 %t.118, label %sg.done.h12, label %sg.loop.h11

sg.done.h12:
  %t.119 = phi i32 [ %t.105, %sg.done.h10 ], [ %t.115, %sg.loop.h11 ]
  %t.120 = bitcast float %t.17 to i32
  %t.121 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.122 = trunc i64 %t.121 to i32
  %t.123 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.120, i32 %t.122)
  %t.124 = sub i64 %t.19, 1
  %t.125 = and i64 %t.19, %t.124
  %t.126 = icmp eq i64 %t.125, 0
  %t.127 = bitcast i32 %t.123 to float
  br i1 %t.126, label %sg.done.h14, label %sg.loop.h13

sg.loop.h13:
  %t.128 = phi i64 [ %t.125, %sg.done.h12 ], [ %t.136, %sg.loop.h13 ]
  %t.129 = phi float [ %t.127, %sg.done.h12 ], [ %t.134, %sg.loop.h13 ]
  %t.130 = call i64 @llvm.cttz.i64(i64 %t.128, i1 true)
  %t.131 = trunc i64 %t.130 to i32
  %t.132 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.120, i32 %t.131)
  %t.133 = bitcast i32 %t.132 to float
  %t.134 = fadd float %t.129, %t.133
  %t.135 = sub i64 %t.128, 1
  %t.136 = and i64 %t.128, %t.135
  %t.137 = icmp eq i64 %t.136, 0
  br i1 %t.137, label %sg.done.h14, label %sg.loop.h13

sg.done.h14:
  %t.138 = phi float [ %t.127, %sg.done.h12 ], [ %t.134, %sg.loop.h13 ]
  %t.139 = bitcast float %t.17 to i32
  %t.140 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.141 = trunc i64 %t.140 to i32
  %t.142 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.139, i32 %t.141)
  %t.143 = sub i64 %t.19, 1
  %t.144 = and i64 %t.19, %t.143
  %t.145 = icmp eq i64 %t.144, 0
  %t.146 = bitcast i32 %t.142 to float
  br i1 %t.145, label %sg.done.h16, label %sg.loop.h15

sg.loop.h15:
  %t.147 = phi i64 [ %t.144, %sg.done.h14 ], [ %t.166, %sg.loop.h15 ]
  %t.148 = phi float [ %t.146, %sg.done.h14 ], [ %t.164, %sg.loop.h15 ]
  %t.149 = call i64 @llvm.cttz.i64(i64 %t.147, i1 true)
  %t.150 = trunc i64 %t.149 to i32
  %t.151 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.139, i32 %t.150)
  %t.152 = bitcast i32 %t.151 to float
  %t.153 = fcmp olt float %t.148, %t.152
  %t.154 = select i1 %t.153, float %t.148, float %t.152
  %t.155 = fcmp uno float %t.152, %t.152
  %t.156 = select i1 %t.155, float %t.148, float %t.154
  %t.157 = fcmp uno float %t.148, %t.148
  %t.158 = select i1 %t.157, float %t.152, float %t.156
  %t.159 = fcmp oeq float %t.148, %t.152
  %t.160 = bitcast float %t.148 to i32
  %t.161 = bitcast float %t.152 to i32
  %t.162 = or i32 %t.160, %t.161
  %t.163 = bitcast i32 %t.162 to float
  %t.164 = select i1 %t.159, float %t.163, float %t.158
  %t.165 = sub i64 %t.147, 1
  %t.166 = and i64 %t.147, %t.165
  %t.167 = icmp eq i64 %t.166, 0
  br i1 %t.167, label %sg.done.h16, label %sg.loop.h15

sg.done.h16:
  %t.168 = phi float [ %t.146, %sg.done.h14 ], [ %t.164, %sg.loop.h15 ]
  %t.169 = bitcast float %t.17 to i32
  %t.170 = call i64 @llvm.cttz.i64(i64 %t.19, i1 true)
  %t.171 = trunc i64 %t.170 to i32
  %t.172 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.169, i32 %t.171)
  %t.173 = sub i64 %t.19, 1
  %t.174 = and i64 %t.19, %t.173
  %t.175 = icmp eq i64 %t.174, 0
  %t.176 = bitcast i32 %t.172 to float
  br i1 %t.175, label %sg.done.h18, label %sg.loop.h17

sg.loop.h17:
  %t.177 = phi i64 [ %t.174, %sg.done.h16 ], [ %t.196, %sg.loop.h17 ]
  %t.178 = phi float [ %t.176, %sg.done.h16 ], [ %t.194, %sg.loop.h17 ]
  %t.179 = call i64 @llvm.cttz.i64(i64 %t.177, i1 true)
  %t.180 = trunc i64 %t.179 to i32
  %t.181 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.169, i32 %t.180)
  %t.182 = bitcast i32 %t.181 to float
  %t.183 = fcmp ogt float %t.178, %t.182
  %t.184 = select i1 %t.183, float %t.178, float %t.182
  %t.185 = fcmp uno float %t.182, %t.182
  %t.186 = select i1 %t.185, float %t.178, float %t.184
  %t.187 = fcmp uno float %t.178, %t.178
  %t.188 = select i1 %t.187, float %t.182, float %t.186
  %t.189 = fcmp oeq float %t.178, %t.182
  %t.190 = bitcast float %t.178 to i32
  %t.191 = bitcast float %t.182 to i32
  %t.192 = and i32 %t.190, %t.191
  %t.193 = bitcast i32 %t.192 to float
  %t.194 = select i1 %t.189, float %t.193, float %t.188
  %t.195 = sub i64 %t.177, 1
  %t.196 = and i64 %t.177, %t.195
  %t.197 = icmp eq i64 %t.196, 0
  br i1 %t.197, label %sg.done.h18, label %sg.loop.h17

sg.done.h18:
  %t.198 = phi float [ %t.176, %sg.done.h16 ], [ %t.194, %sg.loop.h17 ]
  %t.199 = mul i32 %t.8, 4
  %t.200 = add i32 %t.199, 1
  %t.201 = add i32 %t.199, 2
  %t.202 = add i32 %t.199, 3
  %t.203 = zext i32 %t.199 to i64
  %t.204 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.203
  store i32 32, ptr addrspace(1) %t.204, align 4
  %t.205 = zext i32 %t.200 to i64
  %t.206 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.205
  store i32 %t.35, ptr addrspace(1) %t.206, align 4
  %t.207 = zext i32 %t.201 to i64
  %t.208 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.207
  store i32 %t.52, ptr addrspace(1) %t.208, align 4
  %t.209 = zext i32 %t.202 to i64
  %t.210 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.209
  store i32 %t.69, ptr addrspace(1) %t.210, align 4
  %t.211 = mul i32 %t.8, 3
  %t.212 = add i32 %t.211, 1
  %t.213 = add i32 %t.211, 2
  %t.214 = zext i32 %t.211 to i64
  %t.215 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.214
  store i32 %t.85, ptr addrspace(1) %t.215, align 4
  %t.216 = zext i32 %t.212 to i64
  %t.217 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.216
  store i32 %t.102, ptr addrspace(1) %t.217, align 4
  %t.218 = zext i32 %t.213 to i64
  %t.219 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.218
  store i32 %t.119, ptr addrspace(1) %t.219, align 4
  %t.220 = zext i32 %t.211 to i64
  %t.221 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.220
  store float %t.138, ptr addrspace(1) %t.221, align 4
  %t.222 = zext i32 %t.212 to i64
  %t.223 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.222
  store float %t.168, ptr addrspace(1) %t.223, align 4
  %t.224 = zext i32 %t.213 to i64
  %t.225 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.224
  store float %t.198, ptr addrspace(1) %t.225, align 4
  ret void
}

declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.cttz.i64(i64, i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,128" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx1100" "uniform-work-group-size"="false" "target-features"="+wavefrontsize32" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
