// magpie-gpu MSL for @math_transcendental. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device float* b1;
  device float* b2;
};

// Any NaN operand gives NaN (SEMANTICS.md), unlike C's pow
float mp_pow(float x, float y) {
  if (metal::isnan(x) || metal::isnan(y)) {
    return x + y;
  }
  return metal::precise::pow(x, y);
}

void fn_0(thread MpCtx& mp);

// @math_transcendental
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  float v6 = float();
  float v7 = float();
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
  float v19 = float();
  float v20 = float();
  float v21 = float();
  float v22 = float();
  float v23 = float();
  float v24 = float();
  float v25 = float();
  float v26 = float();
  float v27 = float();
  float v28 = float();
  float v29 = float();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    v8 = uint(uint(v4) * uint(11u));
    v9 = uint(uint(v8) + uint(1u));
    v10 = uint(uint(v8) + uint(2u));
    v11 = uint(uint(v8) + uint(3u));
    v12 = uint(uint(v8) + uint(4u));
    v13 = uint(uint(v8) + uint(5u));
    v14 = uint(uint(v8) + uint(6u));
    v15 = uint(uint(v8) + uint(7u));
    v16 = uint(uint(v8) + uint(8u));
    v17 = uint(uint(v8) + uint(9u));
    v18 = uint(uint(v8) + uint(10u));
    v19 = metal::precise::rsqrt(v6);
    v20 = metal::precise::exp(v6);
    v21 = metal::precise::exp2(v6);
    v22 = metal::precise::log(v6);
    v23 = metal::precise::log2(v6);
    v24 = metal::precise::sin(v6);
    v25 = metal::precise::cos(v6);
    v26 = metal::precise::tan(v6);
    v27 = metal::precise::tanh(v6);
    v28 = mp_pow(v6, v7);
    v29 = metal::precise::atan2(v6, v7);
    mp.b2[v8] = v19;
    mp.b2[v9] = v20;
    mp.b2[v10] = v21;
    mp.b2[v11] = v22;
    mp.b2[v12] = v23;
    mp.b2[v13] = v24;
    mp.b2[v14] = v25;
    mp.b2[v15] = v26;
    mp.b2[v16] = v27;
    mp.b2[v17] = v28;
    mp.b2[v18] = v29;
  }
  return;
}

kernel void math_transcendental(
    const device float* b0 [[buffer(0)]],
    const device float* b1 [[buffer(1)]],
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
