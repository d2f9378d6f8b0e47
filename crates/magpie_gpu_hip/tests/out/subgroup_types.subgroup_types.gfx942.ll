; magpie-gpu: kernel @subgroup_types for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @subgroup_types(ptr addrspace(1) %xa, ptr addrspace(1) %xd, ptr addrspace(1) %xh, ptr addrspace(1) %xb, ptr addrspace(1) %xu, ptr addrspace(1) %lanes, ptr addrspace(1) %o64, ptr addrspace(1) %od, ptr addrspace(1) %oh, ptr addrspace(1) %o8, ptr addrspace(1) %ou, ptr addrspace(1) %op, i32 %n, i32 %xa.len, i32 %xd.len, i32 %xh.len, i32 %xb.len, i32 %xu.len, i32 %lanes.len, i32 %o64.len, i32 %od.len, i32 %oh.len, i32 %o8.len, i32 %ou.len, i32 %op.len) #0 {
entry:
  %t.1 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t.2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %t.3 = getelementptr inbounds i8, ptr addrspace(4) %t.2, i64 4
  %t.4 = load i16, ptr addrspace(4) %t.3, align 2
  %t.5 = zext i16 %t.4 to i32
  %t.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t.7 = mul i32 %t.1, %t.5
  %t.8 = add i32 %t.7, %t.6
  %t.27 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %t.28 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %t.29 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %t.28)
  br label %bb0

bb0:
  %t.9 = zext i32 %t.8 to i64
  %t.10 = getelementptr inbounds i64, ptr addrspace(1) %xa, i64 %t.9
  %t.11 = load i64, ptr addrspace(1) %t.10, align 8
  %t.12 = zext i32 %t.8 to i64
  %t.13 = getelementptr inbounds double, ptr addrspace(1) %xd, i64 %t.12
  %t.14 = load double, ptr addrspace(1) %t.13, align 8
  %t.15 = zext i32 %t.8 to i64
  %t.16 = getelementptr inbounds half, ptr addrspace(1) %xh, i64 %t.15
  %t.17 = load half, ptr addrspace(1) %t.16, align 2
  %t.18 = zext i32 %t.8 to i64
  %t.19 = getelementptr inbounds i8, ptr addrspace(1) %xb, i64 %t.18
  %t.20 = load i8, ptr addrspace(1) %t.19, align 1
  %t.21 = zext i32 %t.8 to i64
  %t.22 = getelementptr inbounds i16, ptr addrspace(1) %xu, i64 %t.21
  %t.23 = load i16, ptr addrspace(1) %t.22, align 2
  %t.24 = zext i32 %t.8 to i64
  %t.25 = getelementptr inbounds i32, ptr addrspace(1) %lanes, i64 %t.24
  %t.26 = load i32, ptr addrspace(1) %t.25, align 4
  %t.30 = icmp ult i32 %t.26, 64
  %t.31 = and i32 %t.26, 63
  %t.32 = zext i32 %t.31 to i64
  %t.33 = lshr i64 %t.27, %t.32
  %t.34 = trunc i64 %t.33 to i1
  %t.35 = and i1 %t.30, %t.34
  %t.36 = select i1 %t.35, i32 %t.26, i32 %t.29
  %t.37 = trunc i64 %t.11 to i32
  %t.38 = lshr i64 %t.11, 32
  %t.39 = trunc i64 %t.38 to i32
  %t.40 = shl i32 %t.36, 2
  %t.41 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.40, i32 %t.37)
  %t.42 = shl i32 %t.36, 2
  %t.43 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.42, i32 %t.39)
  %t.44 = zext i32 %t.41 to i64
  %t.45 = zext i32 %t.43 to i64
  %t.46 = shl i64 %t.45, 32
  %t.47 = or i64 %t.46, %t.44
  %t.48 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.49 = trunc i64 %t.48 to i32
  %t.50 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.11, i32 %t.49)
  %t.51 = sub i64 %t.27, 1
  %t.52 = and i64 %t.27, %t.51
  %t.53 = icmp eq i64 %t.52, 0
  br i1 %t.53, label %sg.done.h2, label %sg.loop.h1

sg.loop.h1:
  %t.54 = phi i64 [ %t.52, %bb0 ], [ %t.61, %sg.loop.h1 ]
  %t.55 = phi i64 [ %t.50, %bb0 ], [ %t.59, %sg.loop.h1 ]
  %t.56 = call i64 @llvm.cttz.i64(i64 %t.54, i1 true)
  %t.57 = trunc i64 %t.56 to i32
  %t.58 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.11, i32 %t.57)
  %t.59 = add i64 %t.55, %t.58
  %t.60 = sub i64 %t.54, 1
  %t.61 = and i64 %t.54, %t.60
  %t.62 = icmp eq i64 %t.61, 0
  br i1 %t.62, label %sg.done.h2, label %sg.loop.h1

sg.done.h2:
  %t.63 = phi i64 [ %t.50, %bb0 ], [ %t.59, %sg.loop.h1 ]
  %t.64 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.65 = trunc i64 %t.64 to i32
  %t.66 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.11, i32 %t.65)
  %t.67 = sub i64 %t.27, 1
  %t.68 = and i64 %t.27, %t.67
  %t.69 = icmp eq i64 %t.68, 0
  br i1 %t.69, label %sg.done.h4, label %sg.loop.h3

sg.loop.h3:
  %t.70 = phi i64 [ %t.68, %sg.done.h2 ], [ %t.78, %sg.loop.h3 ]
  %t.71 = phi i64 [ %t.66, %sg.done.h2 ], [ %t.76, %sg.loop.h3 ]
  %t.72 = call i64 @llvm.cttz.i64(i64 %t.70, i1 true)
  %t.73 = trunc i64 %t.72 to i32
  %t.74 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.11, i32 %t.73)
  %t.75 = icmp slt i64 %t.74, %t.71
  %t.76 = select i1 %t.75, i64 %t.74, i64 %t.71
  %t.77 = sub i64 %t.70, 1
  %t.78 = and i64 %t.70, %t.77
  %t.79 = icmp eq i64 %t.78, 0
  br i1 %t.79, label %sg.done.h4, label %sg.loop.h3

sg.done.h4:
  %t.80 = phi i64 [ %t.66, %sg.done.h2 ], [ %t.76, %sg.loop.h3 ]
  %t.81 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.82 = trunc i64 %t.81 to i32
  %t.83 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.11, i32 %t.82)
  %t.84 = sub i64 %t.27, 1
  %t.85 = and i64 %t.27, %t.84
  %t.86 = icmp eq i64 %t.85, 0
  br i1 %t.86, label %sg.done.h6, label %sg.loop.h5

sg.loop.h5:
  %t.87 = phi i64 [ %t.85, %sg.done.h4 ], [ %t.95, %sg.loop.h5 ]
  %t.88 = phi i64 [ %t.83, %sg.done.h4 ], [ %t.93, %sg.loop.h5 ]
  %t.89 = call i64 @llvm.cttz.i64(i64 %t.87, i1 true)
  %t.90 = trunc i64 %t.89 to i32
  %t.91 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.11, i32 %t.90)
  %t.92 = icmp slt i64 %t.91, %t.88
  %t.93 = select i1 %t.92, i64 %t.88, i64 %t.91
  %t.94 = sub i64 %t.87, 1
  %t.95 = and i64 %t.87, %t.94
  %t.96 = icmp eq i64 %t.95, 0
  br i1 %t.96, label %sg.done.h6, label %sg.loop.h5

sg.done.h6:
  %t.97 = phi i64 [ %t.83, %sg.done.h4 ], [ %t.93, %sg.loop.h5 ]
  %t.98 = icmp ult i32 %t.26, 64
  %t.99 = and i32 %t.26, 63
  %t.100 = zext i32 %t.99 to i64
  %t.101 = lshr i64 %t.27, %t.100
  %t.102 = trunc i64 %t.101 to i1
  %t.103 = and i1 %t.98, %t.102
  %t.104 = select i1 %t.103, i32 %t.26, i32 %t.29
  %t.105 = bitcast double %t.14 to i64
  %t.106 = trunc i64 %t.105 to i32
  %t.107 = lshr i64 %t.105, 32
  %t.108 = trunc i64 %t.107 to i32
  %t.109 = shl i32 %t.104, 2
  %t.110 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.109, i32 %t.106)
  %t.111 = shl i32 %t.104, 2
  %t.112 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.111, i32 %t.108)
  %t.113 = zext i32 %t.110 to i64
  %t.114 = zext i32 %t.112 to i64
  %t.115 = shl i64 %t.114, 32
  %t.116 = or i64 %t.115, %t.113
  %t.117 = bitcast i64 %t.116 to double
  %t.118 = bitcast double %t.14 to i64
  %t.119 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.120 = trunc i64 %t.119 to i32
  %t.121 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.118, i32 %t.120)
  %t.122 = sub i64 %t.27, 1
  %t.123 = and i64 %t.27, %t.122
  %t.124 = icmp eq i64 %t.123, 0
  %t.125 = bitcast i64 %t.121 to double
  br i1 %t.124, label %sg.done.h8, label %sg.loop.h7

sg.loop.h7:
  %t.126 = phi i64 [ %t.123, %sg.done.h6 ], [ %t.134, %sg.loop.h7 ]
  %t.127 = phi double [ %t.125, %sg.done.h6 ], [ %t.132, %sg.loop.h7 ]
  %t.128 = call i64 @llvm.cttz.i64(i64 %t.126, i1 true)
  %t.129 = trunc i64 %t.128 to i32
  %t.130 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.118, i32 %t.129)
  %t.131 = bitcast i64 %t.130 to double
  %t.132 = fadd double %t.127, %t.131
  %t.133 = sub i64 %t.126, 1
  %t.134 = and i64 %t.126, %t.133
  %t.135 = icmp eq i64 %t.134, 0
  br i1 %t.135, label %sg.done.h8, label %sg.loop.h7

sg.done.h8:
  %t.136 = phi double [ %t.125, %sg.done.h6 ], [ %t.132, %sg.loop.h7 ]
  %t.137 = bitcast double %t.14 to i64
  %t.138 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.139 = trunc i64 %t.138 to i32
  %t.140 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.137, i32 %t.139)
  %t.141 = sub i64 %t.27, 1
  %t.142 = and i64 %t.27, %t.141
  %t.143 = icmp eq i64 %t.142, 0
  %t.144 = bitcast i64 %t.140 to double
  br i1 %t.143, label %sg.done.h10, label %sg.loop.h9

sg.loop.h9:
  %t.145 = phi i64 [ %t.142, %sg.done.h8 ], [ %t.164, %sg.loop.h9 ]
  %t.146 = phi double [ %t.144, %sg.done.h8 ], [ %t.162, %sg.loop.h9 ]
  %t.147 = call i64 @llvm.cttz.i64(i64 %t.145, i1 true)
  %t.148 = trunc i64 %t.147 to i32
  %t.149 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.137, i32 %t.148)
  %t.150 = bitcast i64 %t.149 to double
  %t.151 = fcmp olt double %t.146, %t.150
  %t.152 = select i1 %t.151, double %t.146, double %t.150
  %t.153 = fcmp uno double %t.150, %t.150
  %t.154 = select i1 %t.153, double %t.146, double %t.152
  %t.155 = fcmp uno double %t.146, %t.146
  %t.156 = select i1 %t.155, double %t.150, double %t.154
  %t.157 = fcmp oeq double %t.146, %t.150
  %t.158 = bitcast double %t.146 to i64
  %t.159 = bitcast double %t.150 to i64
  %t.160 = or i64 %t.158, %t.159
  %t.161 = bitcast i64 %t.160 to double
  %t.162 = select i1 %t.157, double %t.161, double %t.156
  %t.163 = sub i64 %t.145, 1
  %t.164 = and i64 %t.145, %t.163
  %t.165 = icmp eq i64 %t.164, 0
  br i1 %t.165, label %sg.done.h10, label %sg.loop.h9

sg.done.h10:
  %t.166 = phi double [ %t.144, %sg.done.h8 ], [ %t.162, %sg.loop.h9 ]
  %t.167 = bitcast double %t.14 to i64
  %t.168 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.169 = trunc i64 %t.168 to i32
  %t.170 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.167, i32 %t.169)
  %t.171 = sub i64 %t.27, 1
  %t.172 = and i64 %t.27, %t.171
  %t.173 = icmp eq i64 %t.172, 0
  %t.174 = bitcast i64 %t.170 to double
  br i1 %t.173, label %sg.done.h12, label %sg.loop.h11

sg.loop.h11:
  %t.175 = phi i64 [ %t.172, %sg.done.h10 ], [ %t.194, %sg.loop.h11 ]
  %t.176 = phi double [ %t.174, %sg.done.h10 ], [ %t.192, %sg.loop.h11 ]
  %t.177 = call i64 @llvm.cttz.i64(i64 %t.175, i1 true)
  %t.178 = trunc i64 %t.177 to i32
  %t.179 = call i64 @llvm.amdgcn.readlane.i64(i64 %t.167, i32 %t.178)
  %t.180 = bitcast i64 %t.179 to double
  %t.181 = fcmp ogt double %t.176, %t.180
  %t.182 = select i1 %t.181, double %t.176, double %t.180
  %t.183 = fcmp uno double %t.180, %t.180
  %t.184 = select i1 %t.183, double %t.176, double %t.182
  %t.185 = fcmp uno double %t.176, %t.176
  %t.186 = select i1 %t.185, double %t.180, double %t.184
  %t.187 = fcmp oeq double %t.176, %t.180
  %t.188 = bitcast double %t.176 to i64
  %t.189 = bitcast double %t.180 to i64
  %t.190 = and i64 %t.188, %t.189
  %t.191 = bitcast i64 %t.190 to double
  %t.192 = select i1 %t.187, double %t.191, double %t.186
  %t.193 = sub i64 %t.175, 1
  %t.194 = and i64 %t.175, %t.193
  %t.195 = icmp eq i64 %t.194, 0
  br i1 %t.195, label %sg.done.h12, label %sg.loop.h11

sg.done.h12:
  %t.196 = phi double [ %t.174, %sg.done.h10 ], [ %t.192, %sg.loop.h11 ]
  %t.197 = icmp ult i32 %t.26, 64
  %t.198 = and i32 %t.26, 63
  %t.199 = zext i32 %t.198 to i64
  %t.200 = lshr i64 %t.27, %t.199
  %t.201 = trunc i64 %t.200 to i1
  %t.202 = and i1 %t.197, %t.201
  %t.203 = select i1 %t.202, i32 %t.26, i32 %t.29
  %t.204 = bitcast half %t.17 to i16
  %t.205 = zext i16 %t.204 to i32
  %t.206 = shl i32 %t.203, 2
  %t.207 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.206, i32 %t.205)
  %t.208 = trunc i32 %t.207 to i16
  %t.209 = bitcast i16 %t.208 to half
  %t.210 = bitcast half %t.17 to i16
  %t.211 = zext i16 %t.210 to i32
  %t.212 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.213 = trunc i64 %t.212 to i32
  %t.214 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.211, i32 %t.213)
  %t.215 = sub i64 %t.27, 1
  %t.216 = and i64 %t.27, %t.215
  %t.217 = icmp eq i64 %t.216, 0
  %t.218 = trunc i32 %t.214 to i16
  %t.219 = bitcast i16 %t.218 to half
  br i1 %t.217, label %sg.done.h14, label %sg.loop.h13

sg.loop.h13:
  %t.220 = phi i64 [ %t.216, %sg.done.h12 ], [ %t.229, %sg.loop.h13 ]
  %t.221 = phi half [ %t.219, %sg.done.h12 ], [ %t.227, %sg.loop.h13 ]
  %t.222 = call i64 @llvm.cttz.i64(i64 %t.220, i1 true)
  %t.223 = trunc i64 %t.222 to i32
  %t.224 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.211, i32 %t.223)
  %t.225 = trunc i32 %t.224 to i16
  %t.226 = bitcast i16 %t.225 to half
  %t.227 = fadd half %t.221, %t.226
  %t.228 = sub i64 %t.220, 1
  %t.229 = and i64 %t.220, %t.228
  %t.230 = icmp eq i64 %t.229, 0
  br i1 %t.230, label %sg.done.h14, label %sg.loop.h13

sg.done.h14:
  %t.231 = phi half [ %t.219, %sg.done.h12 ], [ %t.227, %sg.loop.h13 ]
  %t.232 = bitcast half %t.17 to i16
  %t.233 = zext i16 %t.232 to i32
  %t.234 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.235 = trunc i64 %t.234 to i32
  %t.236 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.233, i32 %t.235)
  %t.237 = sub i64 %t.27, 1
  %t.238 = and i64 %t.27, %t.237
  %t.239 = icmp eq i64 %t.238, 0
  %t.240 = trunc i32 %t.236 to i16
  %t.241 = bitcast i16 %t.240 to half
  br i1 %t.239, label %sg.done.h16, label %sg.loop.h15

sg.loop.h15:
  %t.242 = phi i64 [ %t.238, %sg.done.h14 ], [ %t.262, %sg.loop.h15 ]
  %t.243 = phi half [ %t.241, %sg.done.h14 ], [ %t.260, %sg.loop.h15 ]
  %t.244 = call i64 @llvm.cttz.i64(i64 %t.242, i1 true)
  %t.245 = trunc i64 %t.244 to i32
  %t.246 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.233, i32 %t.245)
  %t.247 = trunc i32 %t.246 to i16
  %t.248 = bitcast i16 %t.247 to half
  %t.249 = fcmp olt half %t.243, %t.248
  %t.250 = select i1 %t.249, half %t.243, half %t.248
  %t.251 = fcmp uno half %t.248, %t.248
  %t.252 = select i1 %t.251, half %t.243, half %t.250
  %t.253 = fcmp uno half %t.243, %t.243
  %t.254 = select i1 %t.253, half %t.248, half %t.252
  %t.255 = fcmp oeq half %t.243, %t.248
  %t.256 = bitcast half %t.243 to i16
  %t.257 = bitcast half %t.248 to i16
  %t.258 = or i16 %t.256, %t.257
  %t.259 = bitcast i16 %t.258 to half
  %t.260 = select i1 %t.255, half %t.259, half %t.254
  %t.261 = sub i64 %t.242, 1
  %t.262 = and i64 %t.242, %t.261
  %t.263 = icmp eq i64 %t.262, 0
  br i1 %t.263, label %sg.done.h16, label %sg.loop.h15

sg.done.h16:
  %t.264 = phi half [ %t.241, %sg.done.h14 ], [ %t.260, %sg.loop.h15 ]
  %t.265 = bitcast half %t.17 to i16
  %t.266 = zext i16 %t.265 to i32
  %t.267 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.268 = trunc i64 %t.267 to i32
  %t.269 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.266, i32 %t.268)
  %t.270 = sub i64 %t.27, 1
  %t.271 = and i64 %t.27, %t.270
  %t.272 = icmp eq i64 %t.271, 0
  %t.273 = trunc i32 %t.269 to i16
  %t.274 = bitcast i16 %t.273 to half
  br i1 %t.272, label %sg.done.h18, label %sg.loop.h17

sg.loop.h17:
  %t.275 = phi i64 [ %t.271, %sg.done.h16 ], [ %t.295, %sg.loop.h17 ]
  %t.276 = phi half [ %t.274, %sg.done.h16 ], [ %t.293, %sg.loop.h17 ]
  %t.277 = call i64 @llvm.cttz.i64(i64 %t.275, i1 true)
  %t.278 = trunc i64 %t.277 to i32
  %t.279 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.266, i32 %t.278)
  %t.280 = trunc i32 %t.279 to i16
  %t.281 = bitcast i16 %t.280 to half
  %t.282 = fcmp ogt half %t.276, %t.281
  %t.283 = select i1 %t.282, half %t.276, half %t.281
  %t.284 = fcmp uno half %t.281, %t.281
  %t.285 = select i1 %t.284, half %t.276, half %t.283
  %t.286 = fcmp uno half %t.276, %t.276
  %t.287 = select i1 %t.286, half %t.281, half %t.285
  %t.288 = fcmp oeq half %t.276, %t.281
  %t.289 = bitcast half %t.276 to i16
  %t.290 = bitcast half %t.281 to i16
  %t.291 = and i16 %t.289, %t.290
  %t.292 = bitcast i16 %t.291 to half
  %t.293 = select i1 %t.288, half %t.292, half %t.287
  %t.294 = sub i64 %t.275, 1
  %t.295 = and i64 %t.275, %t.294
  %t.296 = icmp eq i64 %t.295, 0
  br i1 %t.296, label %sg.done.h18, label %sg.loop.h17

sg.done.h18:
  %t.297 = phi half [ %t.274, %sg.done.h16 ], [ %t.293, %sg.loop.h17 ]
  %t.298 = icmp ult i32 %t.26, 64
  %t.299 = and i32 %t.26, 63
  %t.300 = zext i32 %t.299 to i64
  %t.301 = lshr i64 %t.27, %t.300
  %t.302 = trunc i64 %t.301 to i1
  %t.303 = and i1 %t.298, %t.302
  %t.304 = select i1 %t.303, i32 %t.26, i32 %t.29
  %t.305 = zext i8 %t.20 to i32
  %t.306 = shl i32 %t.304, 2
  %t.307 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.306, i32 %t.305)
  %t.308 = trunc i32 %t.307 to i8
  %t.309 = zext i8 %t.20 to i32
  %t.310 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.311 = trunc i64 %t.310 to i32
  %t.312 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.309, i32 %t.311)
  %t.313 = sub i64 %t.27, 1
  %t.314 = and i64 %t.27, %t.313
  %t.315 = icmp eq i64 %t.314, 0
  %t.316 = trunc i32 %t.312 to i8
  br i1 %t.315, label %sg.done.h20, label %sg.loop.h19

sg.loop.h19:
  %t.317 = phi i64 [ %t.314, %sg.done.h18 ], [ %t.325, %sg.loop.h19 ]
  %t.318 = phi i8 [ %t.316, %sg.done.h18 ], [ %t.323, %sg.loop.h19 ]
  %t.319 = call i64 @llvm.cttz.i64(i64 %t.317, i1 true)
  %t.320 = trunc i64 %t.319 to i32
  %t.321 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.309, i32 %t.320)
  %t.322 = trunc i32 %t.321 to i8
  %t.323 = add i8 %t.318, %t.322
  %t.324 = sub i64 %t.317, 1
  %t.325 = and i64 %t.317, %t.324
  %t.326 = icmp eq i64 %t.325, 0
  br i1 %t.326, label %sg.done.h20, label %sg.loop.h19

sg.done.h20:
  %t.327 = phi i8 [ %t.316, %sg.done.h18 ], [ %t.323, %sg.loop.h19 ]
  %t.328 = zext i8 %t.20 to i32
  %t.329 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.330 = trunc i64 %t.329 to i32
  %t.331 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.328, i32 %t.330)
  %t.332 = sub i64 %t.27, 1
  %t.333 = and i64 %t.27, %t.332
  %t.334 = icmp eq i64 %t.333, 0
  %t.335 = trunc i32 %t.331 to i8
  br i1 %t.334, label %sg.done.h22, label %sg.loop.h21

sg.loop.h21:
  %t.336 = phi i64 [ %t.333, %sg.done.h20 ], [ %t.345, %sg.loop.h21 ]
  %t.337 = phi i8 [ %t.335, %sg.done.h20 ], [ %t.343, %sg.loop.h21 ]
  %t.338 = call i64 @llvm.cttz.i64(i64 %t.336, i1 true)
  %t.339 = trunc i64 %t.338 to i32
  %t.340 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.328, i32 %t.339)
  %t.341 = trunc i32 %t.340 to i8
  %t.342 = icmp slt i8 %t.341, %t.337
  %t.343 = select i1 %t.342, i8 %t.341, i8 %t.337
  %t.344 = sub i64 %t.336, 1
  %t.345 = and i64 %t.336, %t.344
  %t.346 = icmp eq i64 %t.345, 0
  br i1 %t.346, label %sg.done.h22, label %sg.loop.h21

sg.done.h22:
  %t.347 = phi i8 [ %t.335, %sg.done.h20 ], [ %t.343, %sg.loop.h21 ]
  %t.348 = icmp ult i32 3, 64
  %t.349 = and i32 3, 63
  %t.350 = zext i32 %t.349 to i64
  %t.351 = lshr i64 %t.27, %t.350
  %t.352 = trunc i64 %t.351 to i1
  %t.353 = and i1 %t.348, %t.352
  %t.354 = select i1 %t.353, i32 3, i32 %t.29
  %t.355 = zext i16 %t.23 to i32
  %t.356 = shl i32 %t.354, 2
  %t.357 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.356, i32 %t.355)
  %t.358 = trunc i32 %t.357 to i16
  %t.359 = zext i16 %t.23 to i32
  %t.360 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.361 = trunc i64 %t.360 to i32
  %t.362 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.359, i32 %t.361)
  %t.363 = sub i64 %t.27, 1
  %t.364 = and i64 %t.27, %t.363
  %t.365 = icmp eq i64 %t.364, 0
  %t.366 = trunc i32 %t.362 to i16
  br i1 %t.365, label %sg.done.h24, label %sg.loop.h23

sg.loop.h23:
  %t.367 = phi i64 [ %t.364, %sg.done.h22 ], [ %t.375, %sg.loop.h23 ]
  %t.368 = phi i16 [ %t.366, %sg.done.h22 ], [ %t.373, %sg.loop.h23 ]
  %t.369 = call i64 @llvm.cttz.i64(i64 %t.367, i1 true)
  %t.370 = trunc i64 %t.369 to i32
  %t.371 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.359, i32 %t.370)
  %t.372 = trunc i32 %t.371 to i16
  %t.373 = add i16 %t.368, %t.372
  %t.374 = sub i64 %t.367, 1
  %t.375 = and i64 %t.367, %t.374
  %t.376 = icmp eq i64 %t.375, 0
  br i1 %t.376, label %sg.done.h24, label %sg.loop.h23

sg.done.h24:
  %t.377 = phi i16 [ %t.366, %sg.done.h22 ], [ %t.373, %sg.loop.h23 ]
  %t.378 = zext i16 %t.23 to i32
  %t.379 = call i64 @llvm.cttz.i64(i64 %t.27, i1 true)
  %t.380 = trunc i64 %t.379 to i32
  %t.381 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.378, i32 %t.380)
  %t.382 = sub i64 %t.27, 1
  %t.383 = and i64 %t.27, %t.382
  %t.384 = icmp eq i64 %t.383, 0
  %t.385 = trunc i32 %t.381 to i16
  br i1 %t.384, label %sg.done.h26, label %sg.loop.h25

sg.loop.h25:
  %t.386 = phi i64 [ %t.383, %sg.done.h24 ], [ %t.395, %sg.loop.h25 ]
  %t.387 = phi i16 [ %t.385, %sg.done.h24 ], [ %t.393, %sg.loop.h25 ]
  %t.388 = call i64 @llvm.cttz.i64(i64 %t.386, i1 true)
  %t.389 = trunc i64 %t.388 to i32
  %t.390 = call i32 @llvm.amdgcn.readlane.i32(i32 %t.378, i32 %t.389)
  %t.391 = trunc i32 %t.390 to i16
  %t.392 = icmp ult i16 %t.391, %t.387
  %t.393 = select i1 %t.392, i16 %t.387, i16 %t.391
  %t.394 = sub i64 %t.386, 1
  %t.395 = and i64 %t.386, %t.394
  %t.396 = icmp eq i64 %t.395, 0
  br i1 %t.396, label %sg.done.h26, label %sg.loop.h25

sg.done.h26:
  %t.397 = phi i16 [ %t.385, %sg.done.h24 ], [ %t.393, %sg.loop.h25 ]
  %t.398 = icmp ult i16 %t.23, 100
  %t.399 = icmp ult i32 %t.26, 64
  %t.400 = and i32 %t.26, 63
  %t.401 = zext i32 %t.400 to i64
  %t.402 = lshr i64 %t.27, %t.401
  %t.403 = trunc i64 %t.402 to i1
  %t.404 = and i1 %t.399, %t.403
  %t.405 = select i1 %t.404, i32 %t.26, i32 %t.29
  %t.406 = zext i1 %t.398 to i32
  %t.407 = shl i32 %t.405, 2
  %t.408 = call i32 @llvm.amdgcn.ds.bpermute(i32 %t.407, i32 %t.406)
  %t.409 = trunc i32 %t.408 to i1
  %t.410 = icmp ult i32 %t.8, %n
  br i1 %t.410, label %bb1, label %bb2

bb1:
  %t.411 = mul i32 %t.8, 4
  %t.412 = add i32 %t.411, 1
  %t.413 = add i32 %t.411, 2
  %t.414 = add i32 %t.411, 3
  %t.415 = zext i32 %t.411 to i64
  %t.416 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.415
  store i64 %t.47, ptr addrspace(1) %t.416, align 8
  %t.417 = zext i32 %t.412 to i64
  %t.418 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.417
  store i64 %t.63, ptr addrspace(1) %t.418, align 8
  %t.419 = zext i32 %t.413 to i64
  %t.420 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.419
  store i64 %t.80, ptr addrspace(1) %t.420, align 8
  %t.421 = zext i32 %t.414 to i64
  %t.422 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.421
  store i64 %t.97, ptr addrspace(1) %t.422, align 8
  %t.423 = zext i32 %t.411 to i64
  %t.424 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.423
  store double %t.117, ptr addrspace(1) %t.424, align 8
  %t.425 = zext i32 %t.412 to i64
  %t.426 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.425
  store double %t.136, ptr addrspace(1) %t.426, align 8
  %t.427 = zext i32 %t.413 to i64
  %t.428 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.427
  store double %t.166, ptr addrspace(1) %t.428, align 8
  %t.429 = zext i32 %t.414 to i64
  %t.430 = getelementptr inbounds double, ptr addrspace(1) %od, i64 %t.429
  store double %t.196, ptr addrspace(1) %t.430, align 8
  %t.431 = zext i32 %t.411 to i64
  %t.432 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.431
  store half %t.209, ptr addrspace(1) %t.432, align 2
  %t.433 = zext i32 %t.412 to i64
  %t.434 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.433
  store half %t.231, ptr addrspace(1) %t.434, align 2
  %t.435 = zext i32 %t.413 to i64
  %t.436 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.435
  store half %t.264, ptr addrspace(1) %t.436, align 2
  %t.437 = zext i32 %t.414 to i64
  %t.438 = getelementptr inbounds half, ptr addrspace(1) %oh, i64 %t.437
  store half %t.297, ptr addrspace(1) %t.438, align 2
  %t.439 = mul i32 %t.8, 3
  %t.440 = add i32 %t.439, 1
  %t.441 = add i32 %t.439, 2
  %t.442 = zext i32 %t.439 to i64
  %t.443 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.442
  store i8 %t.308, ptr addrspace(1) %t.443, align 1
  %t.444 = zext i32 %t.440 to i64
  %t.445 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.444
  store i8 %t.327, ptr addrspace(1) %t.445, align 1
  %t.446 = zext i32 %t.441 to i64
  %t.447 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.446
  store i8 %t.347, ptr addrspace(1) %t.447, align 1
  %t.448 = zext i32 %t.439 to i64
  %t.449 = getelementptr inbounds i16, ptr addrspace(1) %ou, i64 %t.448
  store i16 %t.358, ptr addrspace(1) %t.449, align 2
  %t.450 = zext i32 %t.440 to i64
  %t.451 = getelementptr inbounds i16, ptr addrspace(1) %ou, i64 %t.450
  store i16 %t.377, ptr addrspace(1) %t.451, align 2
  %t.452 = zext i32 %t.441 to i64
  %t.453 = getelementptr inbounds i16, ptr addrspace(1) %ou, i64 %t.452
  store i16 %t.397, ptr addrspace(1) %t.453, align 2
  %t.454 = zext i32 %t.8 to i64
  %t.455 = getelementptr inbounds i8, ptr addrspace(1) %op, i64 %t.454
  %t.456 = zext i1 %t.409 to i8
  store i8 %t.456, ptr addrspace(1) %t.455, align 1
  br label %bb2

bb2:
  ret void
}

declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.amdgcn.readlane.i64(i64, i32)
declare i64 @llvm.cttz.i64(i64, i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

attributes #0 = { "amdgpu-flat-work-group-size"="1,128" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-cpu"="gfx942" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
