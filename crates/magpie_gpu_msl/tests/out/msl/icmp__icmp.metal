// magpie-gpu MSL for @icmp. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u3;
  uint len0;
  uint len1;
  uint len2;
};

struct MpCtx {
  uint3 lid;
  uint3 wid;
  uint3 size;
  uint3 nwg;
  uint3 gid;
  uint sg_size;
  uint sg_lane;
  constant MpParams* params;
  const device int* b0;
  const device int* b1;
  device uint* b2;
};

uint fn_3(thread MpCtx& mp, uint v0, bool v1, uint v2);
uint fn_2(thread MpCtx& mp, uint v0, uint v1);
uint fn_1(thread MpCtx& mp, int v0, int v1);
void fn_0(thread MpCtx& mp);

// @set_bit
uint fn_3(thread MpCtx& mp, uint v0, bool v1, uint v2) {
  uint v3 = uint();
  uint v4 = uint();
  uint v5 = uint();
  v3 = uint(v1 ? 1 : 0);
  v4 = uint(uint(v3) << (uint(v2) & 31u));
  v5 = uint(v0 | v4);
  return v5;
  return uint();
}

// @mask_u32
uint fn_2(thread MpCtx& mp, uint v0, uint v1) {
  bool v2 = bool();
  bool v3 = bool();
  bool v4 = bool();
  bool v5 = bool();
  bool v6 = bool();
  bool v7 = bool();
  bool v8 = bool();
  bool v9 = bool();
  bool v10 = bool();
  bool v11 = bool();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  v2 = (v0 == v1);
  v3 = (v0 != v1);
  v4 = (int(v0) < int(v1));
  v5 = (int(v0) > int(v1));
  v6 = (int(v0) <= int(v1));
  v7 = (int(v0) >= int(v1));
  v8 = (uint(v0) < uint(v1));
  v9 = (uint(v0) > uint(v1));
  v10 = (uint(v0) <= uint(v1));
  v11 = (uint(v0) >= uint(v1));
  v12 = fn_3(mp, 0u, v2, 0u);
  v13 = fn_3(mp, v12, v3, 1u);
  v14 = fn_3(mp, v13, v4, 2u);
  v15 = fn_3(mp, v14, v5, 3u);
  v16 = fn_3(mp, v15, v6, 4u);
  v17 = fn_3(mp, v16, v7, 5u);
  v18 = fn_3(mp, v17, v8, 6u);
  v19 = fn_3(mp, v18, v9, 7u);
  v20 = fn_3(mp, v19, v10, 8u);
  v21 = fn_3(mp, v20, v11, 9u);
  return v21;
  return uint();
}

// @mask_i32
uint fn_1(thread MpCtx& mp, int v0, int v1) {
  bool v2 = bool();
  bool v3 = bool();
  bool v4 = bool();
  bool v5 = bool();
  bool v6 = bool();
  bool v7 = bool();
  bool v8 = bool();
  bool v9 = bool();
  bool v10 = bool();
  bool v11 = bool();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  v2 = (v0 == v1);
  v3 = (v0 != v1);
  v4 = (int(v0) < int(v1));
  v5 = (int(v0) > int(v1));
  v6 = (int(v0) <= int(v1));
  v7 = (int(v0) >= int(v1));
  v8 = (uint(v0) < uint(v1));
  v9 = (uint(v0) > uint(v1));
  v10 = (uint(v0) <= uint(v1));
  v11 = (uint(v0) >= uint(v1));
  v12 = fn_3(mp, 0u, v2, 0u);
  v13 = fn_3(mp, v12, v3, 1u);
  v14 = fn_3(mp, v13, v4, 2u);
  v15 = fn_3(mp, v14, v5, 3u);
  v16 = fn_3(mp, v15, v6, 4u);
  v17 = fn_3(mp, v16, v7, 5u);
  v18 = fn_3(mp, v17, v8, 6u);
  v19 = fn_3(mp, v18, v9, 7u);
  v20 = fn_3(mp, v19, v10, 8u);
  v21 = fn_3(mp, v20, v11, 9u);
  return v21;
  return uint();
}

// @icmp
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  int v6 = int();
  int v7 = int();
  uint v8 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    v8 = uint(v6);
    v9 = uint(v7);
    v10 = fn_1(mp, v6, v7);
    v11 = fn_2(mp, v8, v9);
    v12 = uint(uint(v4) * uint(2u));
    v13 = uint(uint(v12) + uint(1u));
    mp.b2[v12] = v10;
    mp.b2[v13] = v11;
  }
  return;
}

kernel void icmp(
    const device int* b0 [[buffer(0)]],
    const device int* b1 [[buffer(1)]],
    device uint* b2 [[buffer(2)]],
    constant MpParams& params [[buffer(3)]],
    uint3 lid [[thread_position_in_threadgroup]],
    uint3 wid [[threadgroup_position_in_grid]],
    uint3 size [[threads_per_threadgroup]],
    uint3 nwg [[threadgroups_per_grid]]) {
  MpCtx mp;
  mp.lid = lid;
  mp.wid = wid;
  mp.size = size;
  mp.nwg = nwg;
  mp.gid = wid * size + lid;
  mp.sg_size = 0u;
  mp.sg_lane = 0u;
  mp.params = &params;
  mp.b0 = b0;
  mp.b1 = b1;
  mp.b2 = b2;
  fn_0(mp);
}
