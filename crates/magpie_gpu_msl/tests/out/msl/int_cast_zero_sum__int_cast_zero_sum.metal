// magpie-gpu MSL for @int_cast_zero_sum. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device float* b0;
  const device uint* b1;
  device float* b2;
};

void fn_0(thread MpCtx& mp);

// @int_cast_zero_sum
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  float v6 = float();
  uint v7 = uint();
  short v8 = short();
  short v9 = short();
  float v10 = float();
  uint v11 = uint();
  float v12 = float();
  float v13 = float();
  float v14 = float();
  float v15 = float();
  float v16 = float();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    v8 = short(v7);
    v9 = short(uint(short(0)) << (uint(v8) & 15u));
    v10 = float(v9);
    v11 = uint(uint(0u) << (uint(v7) & 31u));
    v12 = float(v11);
    v13 = (v10 - v6);
    v14 = (v6 + v10);
    v15 = (v12 - v6);
    v16 = (v6 + v12);
    v17 = uint(uint(v4) * uint(4u));
    v18 = uint(uint(v17) + uint(1u));
    v19 = uint(uint(v17) + uint(2u));
    v20 = uint(uint(v17) + uint(3u));
    mp.b2[v17] = v13;
    mp.b2[v18] = v14;
    mp.b2[v19] = v15;
    mp.b2[v20] = v16;
  }
  return;
}

kernel void int_cast_zero_sum(
    const device float* b0 [[buffer(0)]],
    const device uint* b1 [[buffer(1)]],
    device float* b2 [[buffer(2)]],
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
