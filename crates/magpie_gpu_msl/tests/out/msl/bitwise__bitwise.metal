// magpie-gpu MSL for @bitwise. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device uint* b0;
  const device uint* b1;
  device uint* b2;
};

void fn_0(thread MpCtx& mp);

// @bitwise
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  uint v6 = uint();
  uint v7 = uint();
  uint v8 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  bool v19 = bool();
  bool v20 = bool();
  bool v21 = bool();
  bool v22 = bool();
  bool v23 = bool();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    v8 = uint(uint(v4) * uint(6u));
    v9 = uint(uint(v8) + uint(1u));
    v10 = uint(uint(v8) + uint(2u));
    v11 = uint(uint(v8) + uint(3u));
    v12 = uint(uint(v8) + uint(4u));
    v13 = uint(uint(v8) + uint(5u));
    v14 = uint(v6 & v7);
    v15 = uint(v6 | v7);
    v16 = uint(v6 ^ v7);
    mp.b2[v8] = v14;
    mp.b2[v9] = v15;
    mp.b2[v10] = v16;
    v17 = uint(v6 & 1u);
    v18 = uint(v7 & 1u);
    v19 = (v17 != 0u);
    v20 = (v18 != 0u);
    v21 = (v19 && v20);
    v22 = (v19 || v20);
    v23 = (v19 != v20);
    v24 = uint(v21 ? 1 : 0);
    v25 = uint(v22 ? 1 : 0);
    v26 = uint(v23 ? 1 : 0);
    mp.b2[v11] = v24;
    mp.b2[v12] = v25;
    mp.b2[v13] = v26;
  }
  return;
}

kernel void bitwise(
    const device uint* b0 [[buffer(0)]],
    const device uint* b1 [[buffer(1)]],
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
