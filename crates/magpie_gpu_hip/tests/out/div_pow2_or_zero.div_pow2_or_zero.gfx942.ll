; magpie-gpu: kernel @div_pow2_or_zero for amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @div_pow2_or_zero(ptr addrspace(1) %x8, ptr addrspace(1) %y8, ptr addrspace(1) %x16, ptr addrspace(1) %y16, ptr addrspace(1) %x32, ptr addrspace(1) %y32, ptr addrspace(1) %x64, ptr addrspace(1) %y64, ptr addrspace(1) %o8, ptr addrspace(1) %o16, ptr addrspace(1) %o32, ptr addrspace(1) %o64, i32 %n, i32 %x8.len, i32 %y8.len, i32 %x16.len, i32 %y16.len, i32 %x32.len, i32 %y32.len, i32 %x64.len, i32 %y64.len, i32 %o8.len, i32 %o16.len, i32 %o32.len, i32 %o64.len) #0 {
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
  %t.10 = mul i32 %t.8, 12
  %t.11 = add i32 %t.10, 1
  %t.12 = add i32 %t.10, 2
  %t.13 = add i32 %t.10, 3
  %t.14 = add i32 %t.10, 4
  %t.15 = add i32 %t.10, 5
  %t.16 = add i32 %t.10, 6
  %t.17 = add i32 %t.10, 7
  %t.18 = add i32 %t.10, 8
  %t.19 = add i32 %t.10, 9
  %t.20 = add i32 %t.10, 10
  %t.21 = add i32 %t.10, 11
  %t.22 = zext i32 %t.8 to i64
  %t.23 = getelementptr inbounds i8, ptr addrspace(1) %x8, i64 %t.22
  %t.24 = load i8, ptr addrspace(1) %t.23, align 1
  %t.25 = zext i32 %t.8 to i64
  %t.26 = getelementptr inbounds i8, ptr addrspace(1) %y8, i64 %t.25
  %t.27 = load i8, ptr addrspace(1) %t.26, align 1
  %t.28 = and i8 32, %t.27
  %t.29 = and i8 -128, %t.27
  %t.30 = mul i8 %t.24, %t.24
  %t.31 = icmp eq i8 %t.28, 0
  %t.32 = select i1 %t.31, i8 1, i8 %t.28
  %t.33 = urem i8 %t.24, %t.32
  %t.34 = zext i32 %t.10 to i64
  %t.35 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.34
  store i8 %t.33, ptr addrspace(1) %t.35, align 1
  %t.36 = icmp eq i8 %t.28, 0
  %t.37 = select i1 %t.36, i8 1, i8 %t.28
  %t.38 = udiv i8 %t.24, %t.37
  %t.39 = zext i32 %t.11 to i64
  %t.40 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.39
  store i8 %t.38, ptr addrspace(1) %t.40, align 1
  %t.41 = icmp eq i8 %t.28, 0
  %t.42 = icmp eq i8 %t.24, -128
  %t.43 = icmp eq i8 %t.28, -1
  %t.44 = and i1 %t.42, %t.43
  %t.45 = or i1 %t.41, %t.44
  %t.46 = select i1 %t.45, i8 1, i8 %t.28
  %t.47 = srem i8 %t.24, %t.46
  %t.48 = zext i32 %t.12 to i64
  %t.49 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.48
  store i8 %t.47, ptr addrspace(1) %t.49, align 1
  %t.50 = icmp eq i8 %t.28, 0
  %t.51 = icmp eq i8 %t.24, -128
  %t.52 = icmp eq i8 %t.28, -1
  %t.53 = and i1 %t.51, %t.52
  %t.54 = or i1 %t.50, %t.53
  %t.55 = select i1 %t.54, i8 1, i8 %t.28
  %t.56 = sdiv i8 %t.24, %t.55
  %t.57 = zext i32 %t.13 to i64
  %t.58 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.57
  store i8 %t.56, ptr addrspace(1) %t.58, align 1
  %t.59 = icmp eq i8 %t.29, 0
  %t.60 = select i1 %t.59, i8 1, i8 %t.29
  %t.61 = urem i8 %t.24, %t.60
  %t.62 = zext i32 %t.14 to i64
  %t.63 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.62
  store i8 %t.61, ptr addrspace(1) %t.63, align 1
  %t.64 = icmp eq i8 %t.29, 0
  %t.65 = select i1 %t.64, i8 1, i8 %t.29
  %t.66 = udiv i8 %t.24, %t.65
  %t.67 = zext i32 %t.15 to i64
  %t.68 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.67
  store i8 %t.66, ptr addrspace(1) %t.68, align 1
  %t.69 = icmp eq i8 %t.29, 0
  %t.70 = icmp eq i8 %t.24, -128
  %t.71 = icmp eq i8 %t.29, -1
  %t.72 = and i1 %t.70, %t.71
  %t.73 = or i1 %t.69, %t.72
  %t.74 = select i1 %t.73, i8 1, i8 %t.29
  %t.75 = srem i8 %t.24, %t.74
  %t.76 = zext i32 %t.16 to i64
  %t.77 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.76
  store i8 %t.75, ptr addrspace(1) %t.77, align 1
  %t.78 = icmp eq i8 %t.29, 0
  %t.79 = icmp eq i8 %t.24, -128
  %t.80 = icmp eq i8 %t.29, -1
  %t.81 = and i1 %t.79, %t.80
  %t.82 = or i1 %t.78, %t.81
  %t.83 = select i1 %t.82, i8 1, i8 %t.29
  %t.84 = sdiv i8 %t.24, %t.83
  %t.85 = zext i32 %t.17 to i64
  %t.86 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.85
  store i8 %t.84, ptr addrspace(1) %t.86, align 1
  %t.87 = icmp eq i8 %t.28, 0
  %t.88 = select i1 %t.87, i8 1, i8 %t.28
  %t.89 = urem i8 %t.30, %t.88
  %t.90 = zext i32 %t.18 to i64
  %t.91 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.90
  store i8 %t.89, ptr addrspace(1) %t.91, align 1
  %t.92 = icmp eq i8 %t.28, 0
  %t.93 = select i1 %t.92, i8 1, i8 %t.28
  %t.94 = udiv i8 %t.30, %t.93
  %t.95 = zext i32 %t.19 to i64
  %t.96 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.95
  store i8 %t.94, ptr addrspace(1) %t.96, align 1
  %t.97 = icmp eq i8 %t.28, 0
  %t.98 = icmp eq i8 %t.30, -128
  %t.99 = icmp eq i8 %t.28, -1
  %t.100 = and i1 %t.98, %t.99
  %t.101 = or i1 %t.97, %t.100
  %t.102 = select i1 %t.101, i8 1, i8 %t.28
  %t.103 = srem i8 %t.30, %t.102
  %t.104 = zext i32 %t.20 to i64
  %t.105 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.104
  store i8 %t.103, ptr addrspace(1) %t.105, align 1
  %t.106 = icmp eq i8 %t.28, 0
  %t.107 = icmp eq i8 %t.30, -128
  %t.108 = icmp eq i8 %t.28, -1
  %t.109 = and i1 %t.107, %t.108
  %t.110 = or i1 %t.106, %t.109
  %t.111 = select i1 %t.110, i8 1, i8 %t.28
  %t.112 = sdiv i8 %t.30, %t.111
  %t.113 = zext i32 %t.21 to i64
  %t.114 = getelementptr inbounds i8, ptr addrspace(1) %o8, i64 %t.113
  store i8 %t.112, ptr addrspace(1) %t.114, align 1
  %t.115 = zext i32 %t.8 to i64
  %t.116 = getelementptr inbounds i16, ptr addrspace(1) %x16, i64 %t.115
  %t.117 = load i16, ptr addrspace(1) %t.116, align 2
  %t.118 = zext i32 %t.8 to i64
  %t.119 = getelementptr inbounds i16, ptr addrspace(1) %y16, i64 %t.118
  %t.120 = load i16, ptr addrspace(1) %t.119, align 2
  %t.121 = and i16 2, %t.120
  %t.122 = and i16 -32768, %t.120
  %t.123 = mul i16 %t.117, %t.117
  %t.124 = icmp eq i16 %t.121, 0
  %t.125 = select i1 %t.124, i16 1, i16 %t.121
  %t.126 = urem i16 %t.117, %t.125
  %t.127 = zext i32 %t.10 to i64
  %t.128 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.127
  store i16 %t.126, ptr addrspace(1) %t.128, align 2
  %t.129 = icmp eq i16 %t.121, 0
  %t.130 = select i1 %t.129, i16 1, i16 %t.121
  %t.131 = udiv i16 %t.117, %t.130
  %t.132 = zext i32 %t.11 to i64
  %t.133 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.132
  store i16 %t.131, ptr addrspace(1) %t.133, align 2
  %t.134 = icmp eq i16 %t.121, 0
  %t.135 = icmp eq i16 %t.117, -32768
  %t.136 = icmp eq i16 %t.121, -1
  %t.137 = and i1 %t.135, %t.136
  %t.138 = or i1 %t.134, %t.137
  %t.139 = select i1 %t.138, i16 1, i16 %t.121
  %t.140 = srem i16 %t.117, %t.139
  %t.141 = zext i32 %t.12 to i64
  %t.142 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.141
  store i16 %t.140, ptr addrspace(1) %t.142, align 2
  %t.143 = icmp eq i16 %t.121, 0
  %t.144 = icmp eq i16 %t.117, -32768
  %t.145 = icmp eq i16 %t.121, -1
  %t.146 = and i1 %t.144, %t.145
  %t.147 = or i1 %t.143, %t.146
  %t.148 = select i1 %t.147, i16 1, i16 %t.121
  %t.149 = sdiv i16 %t.117, %t.148
  %t.150 = zext i32 %t.13 to i64
  %t.151 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.150
  store i16 %t.149, ptr addrspace(1) %t.151, align 2
  %t.152 = icmp eq i16 %t.122, 0
  %t.153 = select i1 %t.152, i16 1, i16 %t.122
  %t.154 = urem i16 %t.117, %t.153
  %t.155 = zext i32 %t.14 to i64
  %t.156 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.155
  store i16 %t.154, ptr addrspace(1) %t.156, align 2
  %t.157 = icmp eq i16 %t.122, 0
  %t.158 = select i1 %t.157, i16 1, i16 %t.122
  %t.159 = udiv i16 %t.117, %t.158
  %t.160 = zext i32 %t.15 to i64
  %t.161 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.160
  store i16 %t.159, ptr addrspace(1) %t.161, align 2
  %t.162 = icmp eq i16 %t.122, 0
  %t.163 = icmp eq i16 %t.117, -32768
  %t.164 = icmp eq i16 %t.122, -1
  %t.165 = and i1 %t.163, %t.164
  %t.166 = or i1 %t.162, %t.165
  %t.167 = select i1 %t.166, i16 1, i16 %t.122
  %t.168 = srem i16 %t.117, %t.167
  %t.169 = zext i32 %t.16 to i64
  %t.170 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.169
  store i16 %t.168, ptr addrspace(1) %t.170, align 2
  %t.171 = icmp eq i16 %t.122, 0
  %t.172 = icmp eq i16 %t.117, -32768
  %t.173 = icmp eq i16 %t.122, -1
  %t.174 = and i1 %t.172, %t.173
  %t.175 = or i1 %t.171, %t.174
  %t.176 = select i1 %t.175, i16 1, i16 %t.122
  %t.177 = sdiv i16 %t.117, %t.176
  %t.178 = zext i32 %t.17 to i64
  %t.179 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.178
  store i16 %t.177, ptr addrspace(1) %t.179, align 2
  %t.180 = icmp eq i16 %t.121, 0
  %t.181 = select i1 %t.180, i16 1, i16 %t.121
  %t.182 = urem i16 %t.123, %t.181
  %t.183 = zext i32 %t.18 to i64
  %t.184 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.183
  store i16 %t.182, ptr addrspace(1) %t.184, align 2
  %t.185 = icmp eq i16 %t.121, 0
  %t.186 = select i1 %t.185, i16 1, i16 %t.121
  %t.187 = udiv i16 %t.123, %t.186
  %t.188 = zext i32 %t.19 to i64
  %t.189 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.188
  store i16 %t.187, ptr addrspace(1) %t.189, align 2
  %t.190 = icmp eq i16 %t.121, 0
  %t.191 = icmp eq i16 %t.123, -32768
  %t.192 = icmp eq i16 %t.121, -1
  %t.193 = and i1 %t.191, %t.192
  %t.194 = or i1 %t.190, %t.193
  %t.195 = select i1 %t.194, i16 1, i16 %t.121
  %t.196 = srem i16 %t.123, %t.195
  %t.197 = zext i32 %t.20 to i64
  %t.198 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.197
  store i16 %t.196, ptr addrspace(1) %t.198, align 2
  %t.199 = icmp eq i16 %t.121, 0
  %t.200 = icmp eq i16 %t.123, -32768
  %t.201 = icmp eq i16 %t.121, -1
  %t.202 = and i1 %t.200, %t.201
  %t.203 = or i1 %t.199, %t.202
  %t.204 = select i1 %t.203, i16 1, i16 %t.121
  %t.205 = sdiv i16 %t.123, %t.204
  %t.206 = zext i32 %t.21 to i64
  %t.207 = getelementptr inbounds i16, ptr addrspace(1) %o16, i64 %t.206
  store i16 %t.205, ptr addrspace(1) %t.207, align 2
  %t.208 = zext i32 %t.8 to i64
  %t.209 = getelementptr inbounds i32, ptr addrspace(1) %x32, i64 %t.208
  %t.210 = load i32, ptr addrspace(1) %t.209, align 4
  %t.211 = zext i32 %t.8 to i64
  %t.212 = getelementptr inbounds i32, ptr addrspace(1) %y32, i64 %t.211
  %t.213 = load i32, ptr addrspace(1) %t.212, align 4
  %t.214 = and i32 8, %t.213
  %t.215 = and i32 -2147483648, %t.213
  %t.216 = mul i32 %t.210, %t.210
  %t.217 = icmp eq i32 %t.214, 0
  %t.218 = select i1 %t.217, i32 1, i32 %t.214
  %t.219 = urem i32 %t.210, %t.218
  %t.220 = zext i32 %t.10 to i64
  %t.221 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.220
  store i32 %t.219, ptr addrspace(1) %t.221, align 4
  %t.222 = icmp eq i32 %t.214, 0
  %t.223 = select i1 %t.222, i32 1, i32 %t.214
  %t.224 = udiv i32 %t.210, %t.223
  %t.225 = zext i32 %t.11 to i64
  %t.226 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.225
  store i32 %t.224, ptr addrspace(1) %t.226, align 4
  %t.227 = icmp eq i32 %t.214, 0
  %t.228 = icmp eq i32 %t.210, -2147483648
  %t.229 = icmp eq i32 %t.214, -1
  %t.230 = and i1 %t.228, %t.229
  %t.231 = or i1 %t.227, %t.230
  %t.232 = select i1 %t.231, i32 1, i32 %t.214
  %t.233 = srem i32 %t.210, %t.232
  %t.234 = zext i32 %t.12 to i64
  %t.235 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.234
  store i32 %t.233, ptr addrspace(1) %t.235, align 4
  %t.236 = icmp eq i32 %t.214, 0
  %t.237 = icmp eq i32 %t.210, -2147483648
  %t.238 = icmp eq i32 %t.214, -1
  %t.239 = and i1 %t.237, %t.238
  %t.240 = or i1 %t.236, %t.239
  %t.241 = select i1 %t.240, i32 1, i32 %t.214
  %t.242 = sdiv i32 %t.210, %t.241
  %t.243 = zext i32 %t.13 to i64
  %t.244 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.243
  store i32 %t.242, ptr addrspace(1) %t.244, align 4
  %t.245 = icmp eq i32 %t.215, 0
  %t.246 = select i1 %t.245, i32 1, i32 %t.215
  %t.247 = urem i32 %t.210, %t.246
  %t.248 = zext i32 %t.14 to i64
  %t.249 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.248
  store i32 %t.247, ptr addrspace(1) %t.249, align 4
  %t.250 = icmp eq i32 %t.215, 0
  %t.251 = select i1 %t.250, i32 1, i32 %t.215
  %t.252 = udiv i32 %t.210, %t.251
  %t.253 = zext i32 %t.15 to i64
  %t.254 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.253
  store i32 %t.252, ptr addrspace(1) %t.254, align 4
  %t.255 = icmp eq i32 %t.215, 0
  %t.256 = icmp eq i32 %t.210, -2147483648
  %t.257 = icmp eq i32 %t.215, -1
  %t.258 = and i1 %t.256, %t.257
  %t.259 = or i1 %t.255, %t.258
  %t.260 = select i1 %t.259, i32 1, i32 %t.215
  %t.261 = srem i32 %t.210, %t.260
  %t.262 = zext i32 %t.16 to i64
  %t.263 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.262
  store i32 %t.261, ptr addrspace(1) %t.263, align 4
  %t.264 = icmp eq i32 %t.215, 0
  %t.265 = icmp eq i32 %t.210, -2147483648
  %t.266 = icmp eq i32 %t.215, -1
  %t.267 = and i1 %t.265, %t.266
  %t.268 = or i1 %t.264, %t.267
  %t.269 = select i1 %t.268, i32 1, i32 %t.215
  %t.270 = sdiv i32 %t.210, %t.269
  %t.271 = zext i32 %t.17 to i64
  %t.272 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.271
  store i32 %t.270, ptr addrspace(1) %t.272, align 4
  %t.273 = icmp eq i32 %t.214, 0
  %t.274 = select i1 %t.273, i32 1, i32 %t.214
  %t.275 = urem i32 %t.216, %t.274
  %t.276 = zext i32 %t.18 to i64
  %t.277 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.276
  store i32 %t.275, ptr addrspace(1) %t.277, align 4
  %t.278 = icmp eq i32 %t.214, 0
  %t.279 = select i1 %t.278, i32 1, i32 %t.214
  %t.280 = udiv i32 %t.216, %t.279
  %t.281 = zext i32 %t.19 to i64
  %t.282 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.281
  store i32 %t.280, ptr addrspace(1) %t.282, align 4
  %t.283 = icmp eq i32 %t.214, 0
  %t.284 = icmp eq i32 %t.216, -2147483648
  %t.285 = icmp eq i32 %t.214, -1
  %t.286 = and i1 %t.284, %t.285
  %t.287 = or i1 %t.283, %t.286
  %t.288 = select i1 %t.287, i32 1, i32 %t.214
  %t.289 = srem i32 %t.216, %t.288
  %t.290 = zext i32 %t.20 to i64
  %t.291 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.290
  store i32 %t.289, ptr addrspace(1) %t.291, align 4
  %t.292 = icmp eq i32 %t.214, 0
  %t.293 = icmp eq i32 %t.216, -2147483648
  %t.294 = icmp eq i32 %t.214, -1
  %t.295 = and i1 %t.293, %t.294
  %t.296 = or i1 %t.292, %t.295
  %t.297 = select i1 %t.296, i32 1, i32 %t.214
  %t.298 = sdiv i32 %t.216, %t.297
  %t.299 = zext i32 %t.21 to i64
  %t.300 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %t.299
  store i32 %t.298, ptr addrspace(1) %t.300, align 4
  %t.301 = zext i32 %t.8 to i64
  %t.302 = getelementptr inbounds i64, ptr addrspace(1) %x64, i64 %t.301
  %t.303 = load i64, ptr addrspace(1) %t.302, align 8
  %t.304 = zext i32 %t.8 to i64
  %t.305 = getelementptr inbounds i64, ptr addrspace(1) %y64, i64 %t.304
  %t.306 = load i64, ptr addrspace(1) %t.305, align 8
  %t.307 = and i64 2, %t.306
  %t.308 = and i64 -9223372036854775808, %t.306
  %t.309 = mul i64 %t.303, %t.303
  %t.310 = icmp eq i64 %t.307, 0
  %t.311 = select i1 %t.310, i64 1, i64 %t.307
  %t.312 = urem i64 %t.303, %t.311
  %t.313 = zext i32 %t.10 to i64
  %t.314 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.313
  store i64 %t.312, ptr addrspace(1) %t.314, align 8
  %t.315 = icmp eq i64 %t.307, 0
  %t.316 = select i1 %t.315, i64 1, i64 %t.307
  %t.317 = udiv i64 %t.303, %t.316
  %t.318 = zext i32 %t.11 to i64
  %t.319 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.318
  store i64 %t.317, ptr addrspace(1) %t.319, align 8
  %t.320 = icmp eq i64 %t.307, 0
  %t.321 = icmp eq i64 %t.303, -9223372036854775808
  %t.322 = icmp eq i64 %t.307, -1
  %t.323 = and i1 %t.321, %t.322
  %t.324 = or i1 %t.320, %t.323
  %t.325 = select i1 %t.324, i64 1, i64 %t.307
  %t.326 = srem i64 %t.303, %t.325
  %t.327 = zext i32 %t.12 to i64
  %t.328 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.327
  store i64 %t.326, ptr addrspace(1) %t.328, align 8
  %t.329 = icmp eq i64 %t.307, 0
  %t.330 = icmp eq i64 %t.303, -9223372036854775808
  %t.331 = icmp eq i64 %t.307, -1
  %t.332 = and i1 %t.330, %t.331
  %t.333 = or i1 %t.329, %t.332
  %t.334 = select i1 %t.333, i64 1, i64 %t.307
  %t.335 = sdiv i64 %t.303, %t.334
  %t.336 = zext i32 %t.13 to i64
  %t.337 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.336
  store i64 %t.335, ptr addrspace(1) %t.337, align 8
  %t.338 = icmp eq i64 %t.308, 0
  %t.339 = select i1 %t.338, i64 1, i64 %t.308
  %t.340 = urem i64 %t.303, %t.339
  %t.341 = zext i32 %t.14 to i64
  %t.342 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.341
  store i64 %t.340, ptr addrspace(1) %t.342, align 8
  %t.343 = icmp eq i64 %t.308, 0
  %t.344 = select i1 %t.343, i64 1, i64 %t.308
  %t.345 = udiv i64 %t.303, %t.344
  %t.346 = zext i32 %t.15 to i64
  %t.347 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.346
  store i64 %t.345, ptr addrspace(1) %t.347, align 8
  %t.348 = icmp eq i64 %t.308, 0
  %t.349 = icmp eq i64 %t.303, -9223372036854775808
  %t.350 = icmp eq i64 %t.308, -1
  %t.351 = and i1 %t.349, %t.350
  %t.352 = or i1 %t.348, %t.351
  %t.353 = select i1 %t.352, i64 1, i64 %t.308
  %t.354 = srem i64 %t.303, %t.353
  %t.355 = zext i32 %t.16 to i64
  %t.356 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.355
  store i64 %t.354, ptr addrspace(1) %t.356, align 8
  %t.357 = icmp eq i64 %t.308, 0
  %t.358 = icmp eq i64 %t.303, -9223372036854775808
  %t.359 = icmp eq i64 %t.308, -1
  %t.360 = and i1 %t.358, %t.359
  %t.361 = or i1 %t.357, %t.360
  %t.362 = select i1 %t.361, i64 1, i64 %t.308
  %t.363 = sdiv i64 %t.303, %t.362
  %t.364 = zext i32 %t.17 to i64
  %t.365 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.364
  store i64 %t.363, ptr addrspace(1) %t.365, align 8
  %t.366 = icmp eq i64 %t.307, 0
  %t.367 = select i1 %t.366, i64 1, i64 %t.307
  %t.368 = urem i64 %t.309, %t.367
  %t.369 = zext i32 %t.18 to i64
  %t.370 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.369
  store i64 %t.368, ptr addrspace(1) %t.370, align 8
  %t.371 = icmp eq i64 %t.307, 0
  %t.372 = select i1 %t.371, i64 1, i64 %t.307
  %t.373 = udiv i64 %t.309, %t.372
  %t.374 = zext i32 %t.19 to i64
  %t.375 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.374
  store i64 %t.373, ptr addrspace(1) %t.375, align 8
  %t.376 = icmp eq i64 %t.307, 0
  %t.377 = icmp eq i64 %t.309, -9223372036854775808
  %t.378 = icmp eq i64 %t.307, -1
  %t.379 = and i1 %t.377, %t.378
  %t.380 = or i1 %t.376, %t.379
  %t.381 = select i1 %t.380, i64 1, i64 %t.307
  %t.382 = srem i64 %t.309, %t.381
  %t.383 = zext i32 %t.20 to i64
  %t.384 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.383
  store i64 %t.382, ptr addrspace(1) %t.384, align 8
  %t.385 = icmp eq i64 %t.307, 0
  %t.386 = icmp eq i64 %t.309, -9223372036854775808
  %t.387 = icmp eq i64 %t.307, -1
  %t.388 = and i1 %t.386, %t.387
  %t.389 = or i1 %t.385, %t.388
  %t.390 = select i1 %t.389, i64 1, i64 %t.307
  %t.391 = sdiv i64 %t.309, %t.390
  %t.392 = zext i32 %t.21 to i64
  %t.393 = getelementptr inbounds i64, ptr addrspace(1) %o64, i64 %t.392
  store i64 %t.391, ptr addrspace(1) %t.393, align 8
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
