// magpie-gpu MSL for @math_exact. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u4;
  uint len0;
  uint len1;
  uint len2;
  uint len3;
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
  const device float* b1;
  const device float* b2;
  device float* b3;
};

// NaN loses, -0 < +0 (SEMANTICS.md)
float mp_fmin(float a, float b) {
  if (metal::isnan(a)) {
    return b;
  }
  if (metal::isnan(b)) {
    return a;
  }
  if (a == b) {
    return ((as_type<uint>(a) & 0x80000000u) != 0u) ? a : b;
  }
  return (a < b) ? a : b;
}

// NaN loses, -0 < +0 (SEMANTICS.md)
float mp_fmax(float a, float b) {
  if (metal::isnan(a)) {
    return b;
  }
  if (metal::isnan(b)) {
    return a;
  }
  if (a == b) {
    return ((as_type<uint>(a) & 0x80000000u) == 0u) ? a : b;
  }
  return (a > b) ? a : b;
}

void fn_0(thread MpCtx& mp);

// @math_exact
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  bool v6 = bool();
  float v7 = float();
  float v8 = float();
  float v9 = float();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  float v19 = float();
  float v20 = float();
  float v21 = float();
  float v22 = float();
  float v23 = float();
  float v24 = float();
  float v25 = float();
  float v26 = float();
  float v27 = float();
  uint v4 = uint();
  v4 = mp.params->u4;
  v5 = mp.gid.x;
  v6 = (uint(v5) < uint(v4));
  if (v6) {
    v7 = mp.b0[v5];
    v8 = mp.b1[v5];
    v9 = mp.b2[v5];
    v10 = uint(uint(v5) * uint(9u));
    v11 = uint(uint(v10) + uint(1u));
    v12 = uint(uint(v10) + uint(2u));
    v13 = uint(uint(v10) + uint(3u));
    v14 = uint(uint(v10) + uint(4u));
    v15 = uint(uint(v10) + uint(5u));
    v16 = uint(uint(v10) + uint(6u));
    v17 = uint(uint(v10) + uint(7u));
    v18 = uint(uint(v10) + uint(8u));
    v19 = metal::precise::sqrt(v7);
    v20 = as_type<float>(as_type<uint>(v7) & 0x7fffffffu);
    v21 = metal::floor(v7);
    v22 = metal::ceil(v7);
    v23 = metal::round(v7);
    v24 = metal::trunc(v7);
    v25 = mp_fmin(v7, v8);
    v26 = mp_fmax(v7, v8);
    v27 = metal::fma(v7, v8, v9);
    mp.b3[v10] = v19;
    mp.b3[v11] = v20;
    mp.b3[v12] = v21;
    mp.b3[v13] = v22;
    mp.b3[v14] = v23;
    mp.b3[v15] = v24;
    mp.b3[v16] = v25;
    mp.b3[v17] = v26;
    mp.b3[v18] = v27;
  }
  return;
}

kernel void math_exact(
    const device float* b0 [[buffer(0)]],
    const device float* b1 [[buffer(1)]],
    const device float* b2 [[buffer(2)]],
    device float* b3 [[buffer(3)]],
    constant MpParams& params [[buffer(4)]],
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
  mp.b3 = b3;
  fn_0(mp);
}
