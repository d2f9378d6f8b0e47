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
  %t.18 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
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
  %t.19 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.20 = trunc i64 %t.19 to i32
  %t.21 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.20)
  %t.22 = sub i64 %t.18, 1
  %t.23 = and i64 %t.18, %t.22
  %t.24 = icmp eq i64 %t.23, 0
  br i1 %t.24, label %sg.done.h2, label %sg.loop.h1

sg.loop.h1:
  %t.25 = phi i64 [ %t.23, %bb0 ], [ %t.32, %sg.loop.h1 ]
  %t.26 = phi i32 [ %t.21, %bb0 ], [ %t.30, %sg.loop.h1 ]
  %t.27 = call i64 @llvm.cttz.i64(i64 %t.25, i1 true)
  %t.28 = trunc i64 %t.27 to i32
  %t.29 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.28)
  %t.30 = add i32 %t.26, %t.29
  %t.31 = sub i64 %t.25, 1
  %t.32 = and i64 %t.25, %t.31
  %t.33 = icmp eq i64 %t.32, 0
  br i1 %t.33, label %sg.done.h2, label %sg.loop.h1

sg.done.h2:
  %t.34 = phi i32 [ %t.21, %bb0 ], [ %t.30, %sg.loop.h1 ]
  %t.35 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.36 = trunc i64 %t.35 to i32
  %t.37 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.36)
  %t.38 = sub i64 %t.18, 1
  %t.39 = and i64 %t.18, %t.38
  %t.40 = icmp eq i64 %t.39, 0
  br i1 %t.40, label %sg.done.h4, label %sg.loop.h3

sg.loop.h3:
  %t.41 = phi i64 [ %t.39, %sg.done.h2 ], [ %t.49, %sg.loop.h3 ]
  %t.42 = phi i32 [ %t.37, %sg.done.h2 ], [ %t.47, %sg.loop.h3 ]
  %t.43 = call i64 @llvm.cttz.i64(i64 %t.41, i1 true)
  %t.44 = trunc i64 %t.43 to i32
  %t.45 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.44)
  %t.46 = icmp ult i32 %t.45, %t.42
  %t.47 = select i1 %t.46, i32 %t.45, i32 %t.42
  %t.48 = sub i64 %t.41, 1
  %t.49 = and i64 %t.41, %t.48
  %t.50 = icmp eq i64 %t.49, 0
  br i1 %t.50, label %sg.done.h4, label %sg.loop.h3

sg.done.h4:
  %t.51 = phi i32 [ %t.37, %sg.done.h2 ], [ %t.47, %sg.loop.h3 ]
  %t.52 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.53 = trunc i64 %t.52 to i32
  %t.54 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.53)
  %t.55 = sub i64 %t.18, 1
  %t.56 = and i64 %t.18, %t.55
  %t.57 = icmp eq i64 %t.56, 0
  br i1 %t.57, label %sg.done.h6, label %sg.loop.h5

sg.loop.h5:
  %t.58 = phi i64 [ %t.56, %sg.done.h4 ], [ %t.66, %sg.loop.h5 ]
  %t.59 = phi i32 [ %t.54, %sg.done.h4 ], [ %t.64, %sg.loop.h5 ]
  %t.60 = call i64 @llvm.cttz.i64(i64 %t.58, i1 true)
  %t.61 = trunc i64 %t.60 to i32
  %t.62 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.11, i32 %t.61)
  %t.63 = icmp ult i32 %t.62, %t.59
  %t.64 = select i1 %t.63, i32 %t.59, i32 %t.62
  %t.65 = sub i64 %t.58, 1
  %t.66 = and i64 %t.58, %t.65
  %t.67 = icmp eq i64 %t.66, 0
  br i1 %t.67, label %sg.done.h6, label %sg.loop.h5

sg.done.h6:
  %t.68 = phi i32 [ %t.54, %sg.done.h4 ], [ %t.64, %sg.loop.h5 ]
  %t.69 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.70 = trunc i64 %t.69 to i32
  %t.71 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.70)
  %t.72 = sub i64 %t.18, 1
  %t.73 = and i64 %t.18, %t.72
  %t.74 = icmp eq i64 %t.73, 0
  br i1 %t.74, label %sg.done.h8, label %sg.loop.h7

sg.loop.h7:
  %t.75 = phi i64 [ %t.73, %sg.done.h6 ], [ %t.82, %sg.loop.h7 ]
  %t.76 = phi i32 [ %t.71, %sg.done.h6 ], [ %t.80, %sg.loop.h7 ]
  %t.77 = call i64 @llvm.cttz.i64(i64 %t.75, i1 true)
  %t.78 = trunc i64 %t.77 to i32
  %t.79 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.78)
  %t.80 = add i32 %t.76, %t.79
  %t.81 = sub i64 %t.75, 1
  %t.82 = and i64 %t.75, %t.81
  %t.83 = icmp eq i64 %t.82, 0
  br i1 %t.83, label %sg.done.h8, label %sg.loop.h7

sg.done.h8:
  %t.84 = phi i32 [ %t.71, %sg.done.h6 ], [ %t.80, %sg.loop.h7 ]
  %t.85 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.86 = trunc i64 %t.85 to i32
  %t.87 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.86)
  %t.88 = sub i64 %t.18, 1
  %t.89 = and i64 %t.18, %t.88
  %t.90 = icmp eq i64 %t.89, 0
  br i1 %t.90, label %sg.done.h10, label %sg.loop.h9

sg.loop.h9:
  %t.91 = phi i64 [ %t.89, %sg.done.h8 ], [ %t.99, %sg.loop.h9 ]
  %t.92 = phi i32 [ %t.87, %sg.done.h8 ], [ %t.97, %sg.loop.h9 ]
  %t.93 = call i64 @llvm.cttz.i64(i64 %t.91, i1 true)
  %t.94 = trunc i64 %t.93 to i32
  %t.95 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.94)
  %t.96 = icmp slt i32 %t.95, %t.92
  %t.97 = select i1 %t.96, i32 %t.95, i32 %t.92
  %t.98 = sub i64 %t.91, 1
  %t.99 = and i64 %t.91, %t.98
  %t.100 = icmp eq i64 %t.99, 0
  br i1 %t.100, label %sg.done.h10, label %sg.loop.h9

sg.done.h10:
  %t.101 = phi i32 [ %t.87, %sg.done.h8 ], [ %t.97, %sg.loop.h9 ]
  %t.102 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.103 = trunc i64 %t.102 to i32
  %t.104 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.103)
  %t.105 = sub i64 %t.18, 1
  %t.106 = and i64 %t.18, %t.105
  %t.107 = icmp eq i64 %t.106, 0
  br i1 %t.107, label %sg.done.h12, label %sg.loop.h11

sg.loop.h11:
  %t.108 = phi i64 [ %t.106, %sg.done.h10 ], [ %t.116, %sg.loop.h11 ]
  %t.109 = phi i32 [ %t.104, %sg.done.h10 ], [ %t.114, %sg.loop.h11 ]
  %t.110 = call i64 @llvm.cttz.i64(i64 %t.108, i1 true)
  %t.111 = trunc i64 %t.110 to i32
  %t.112 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.14, i32 %t.111)
  %t.113 = icmp slt i32 %t.112, %t.109
  %t.114 = select i1 %t.113, i32 %t.109, i32 %t.112
  %t.115 = sub i64 %t.108, 1
  %t.116 = and i64 %t.108, %t.115
  %t.117 = icmp eq i64 %t.116, 0
  br i1 %t.117, label %sg.done.h12, label %sg.loop.h11

sg.done.h12:
  %t.118 = phi i32 [ %t.104, %sg.done.h10 ], [ %t.114, %sg.loop.h11 ]
  %t.119 = bitcast float %t.17 to i32
  %t.120 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.121 = trunc i64 %t.120 to i32
  %t.122 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.119, i32 %t.121)
  %t.123 = sub i64 %t.18, 1
  %t.124 = and i64 %t.18, %t.123
  %t.125 = icmp eq i64 %t.124, 0
  %t.126 = bitcast i32 %t.122 to float
  br i1 %t.125, label %sg.done.h14, label %sg.loop.h13

sg.loop.h13:
  %t.127 = phi i64 [ %t.124, %sg.done.h12 ], [ %t.135, %sg.loop.h13 ]
  %t.128 = phi float [ %t.126, %sg.done.h12 ], [ %t.133, %sg.loop.h13 ]
  %t.129 = call i64 @llvm.cttz.i64(i64 %t.127, i1 true)
  %t.130 = trunc i64 %t.129 to i32
  %t.131 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.119, i32 %t.130)
  %t.132 = bitcast i32 %t.131 to float
  %t.133 = fadd float %t.128, %t.132
  %t.134 = sub i64 %t.127, 1
  %t.135 = and i64 %t.127, %t.134
  %t.136 = icmp eq i64 %t.135, 0
  br i1 %t.136, label %sg.done.h14, label %sg.loop.h13

sg.done.h14:
  %t.137 = phi float [ %t.126, %sg.done.h12 ], [ %t.133, %sg.loop.h13 ]
  %t.138 = bitcast float %t.17 to i32
  %t.139 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.140 = trunc i64 %t.139 to i32
  %t.141 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.138, i32 %t.140)
  %t.142 = sub i64 %t.18, 1
  %t.143 = and i64 %t.18, %t.142
  %t.144 = icmp eq i64 %t.143, 0
  %t.145 = bitcast i32 %t.141 to float
  br i1 %t.144, label %sg.done.h16, label %sg.loop.h15

sg.loop.h15:
  %t.146 = phi i64 [ %t.143, %sg.done.h14 ], [ %t.165, %sg.loop.h15 ]
  %t.147 = phi float [ %t.145, %sg.done.h14 ], [ %t.163, %sg.loop.h15 ]
  %t.148 = call i64 @llvm.cttz.i64(i64 %t.146, i1 true)
  %t.149 = trunc i64 %t.148 to i32
  %t.150 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.138, i32 %t.149)
  %t.151 = bitcast i32 %t.150 to float
  %t.152 = fcmp olt float %t.147, %t.151
  %t.153 = select i1 %t.152, float %t.147, float %t.151
  %t.154 = fcmp uno float %t.151, %t.151
  %t.155 = select i1 %t.154, float %t.147, float %t.153
  %t.156 = fcmp uno float %t.147, %t.147
  %t.157 = select i1 %t.156, float %t.151, float %t.155
  %t.158 = fcmp oeq float %t.147, %t.151
  %t.159 = bitcast float %t.147 to i32
  %t.160 = bitcast float %t.151 to i32
  %t.161 = or i32 %t.159, %t.160
  %t.162 = bitcast i32 %t.161 to float
  %t.163 = select i1 %t.158, float %t.162, float %t.157
  %t.164 = sub i64 %t.146, 1
  %t.165 = and i64 %t.146, %t.164
  %t.166 = icmp eq i64 %t.165, 0
  br i1 %t.166, label %sg.done.h16, label %sg.loop.h15

sg.done.h16:
  %t.167 = phi float [ %t.145, %sg.done.h14 ], [ %t.163, %sg.loop.h15 ]
  %t.168 = bitcast float %t.17 to i32
  %t.169 = call i64 @llvm.cttz.i64(i64 %t.18, i1 true)
  %t.170 = trunc i64 %t.169 to i32
  %t.171 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.168, i32 %t.170)
  %t.172 = sub i64 %t.18, 1
  %t.173 = and i64 %t.18, %t.172
  %t.174 = icmp eq i64 %t.173, 0
  %t.175 = bitcast i32 %t.171 to float
  br i1 %t.174, label %sg.done.h18, label %sg.loop.h17

sg.loop.h17:
  %t.176 = phi i64 [ %t.173, %sg.done.h16 ], [ %t.195, %sg.loop.h17 ]
  %t.177 = phi float [ %t.175, %sg.done.h16 ], [ %t.193, %sg.loop.h17 ]
  %t.178 = call i64 @llvm.cttz.i64(i64 %t.176, i1 true)
  %t.179 = trunc i64 %t.178 to i32
  %t.180 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.168, i32 %t.179)
  %t.181 = bitcast i32 %t.180 to float
  %t.182 = fcmp ogt float %t.177, %t.181
  %t.183 = select i1 %t.182, float %t.177, float %t.181
  %t.184 = fcmp uno float %t.181, %t.181
  %t.185 = select i1 %t.184, float %t.177, float %t.183
  %t.186 = fcmp uno float %t.177, %t.177
  %t.187 = select i1 %t.186, float %t.181, float %t.185
  %t.188 = fcmp oeq float %t.177, %t.181
  %t.189 = bitcast float %t.177 to i32
  %t.190 = bitcast float %t.181 to i32
  %t.191 = and i32 %t.189, %t.190
  %t.192 = bitcast i32 %t.191 to float
  %t.193 = select i1 %t.188, float %t.192, float %t.187
  %t.194 = sub i64 %t.176, 1
  %t.195 = and i64 %t.176, %t.194
  %t.196 = icmp eq i64 %t.195, 0
  br i1 %t.196, label %sg.done.h18, label %sg.loop.h17

sg.done.h18:
  %t.197 = phi float [ %t.175, %sg.done.h16 ], [ %t.193, %sg.loop.h17 ]
  %t.198 = mul i32 %t.8, 4
  %t.199 = add i32 %t.198, 1
  %t.200 = add i32 %t.198, 2
  %t.201 = add i32 %t.198, 3
  %t.202 = zext i32 %t.198 to i64
  %t.203 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.202
  store i32 64, ptr addrspace(1) %t.203, align 4
  %t.204 = zext i32 %t.199 to i64
  %t.205 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.204
  store i32 %t.34, ptr addrspace(1) %t.205, align 4
  %t.206 = zext i32 %t.200 to i64
  %t.207 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.206
  store i32 %t.51, ptr addrspace(1) %t.207, align 4
  %t.208 = zext i32 %t.201 to i64
  %t.209 = getelementptr inbounds i32, ptr addrspace(1) %ou, i64 %t.208
  store i32 %t.68, ptr addrspace(1) %t.209, align 4
  %t.210 = mul i32 %t.8, 3
  %t.211 = add i32 %t.210, 1
  %t.212 = add i32 %t.210, 2
  %t.213 = zext i32 %t.210 to i64
  %t.214 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.213
  store i32 %t.84, ptr addrspace(1) %t.214, align 4
  %t.215 = zext i32 %t.211 to i64
  %t.216 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.215
  store i32 %t.101, ptr addrspace(1) %t.216, align 4
  %t.217 = zext i32 %t.212 to i64
  %t.218 = getelementptr inbounds i32, ptr addrspace(1) %oi, i64 %t.217
  store i32 %t.118, ptr addrspace(1) %t.218, align 4
  %t.219 = zext i32 %t.210 to i64
  %t.220 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.219
  store float %t.137, ptr addrspace(1) %t.220, align 4
  %t.221 = zext i32 %t.211 to i64
  %t.222 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.221
  store float %t.167, ptr addrspace(1) %t.222, align 4
  %t.223 = zext i32 %t.212 to i64
  %t.224 = getelementptr inbounds float, ptr addrspace(1) %of, i64 %t.223
  store float %t.197, ptr addrspace(1) %t.224, align 4
  ret void
}

declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,128" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
