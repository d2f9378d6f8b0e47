// magpie-gpu MSL for @float_arith. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

// C's fmod, exact (Metal's fmod is x - y * trunc(x / y))
float mp_fmod(float x, float y) {
  float ax = as_type<float>(as_type<uint>(x) & 0x7fffffffu);
  float ay = as_type<float>(as_type<uint>(y) & 0x7fffffffu);
  if (metal::isnan(x) || metal::isnan(y) || as_type<uint>(ax) == 0x7f800000u || ay == 0.0f) {
    return as_type<float>(0x7fc00000u);
  }
  if (as_type<uint>(ay) == 0x7f800000u || ax < ay) {
    return x;
  }
  int ey = 0;
  metal::frexp(ay, ey);
  float r = ax;
  for (uint i = 0u; i < 280u; i = i + 1u) {
    if (r < ay) {
      break;
    }
    int er = 0;
    metal::frexp(r, er);
    float ys = metal::ldexp(ay, er - ey);
    if (ys > r) {
      ys = ys * 0.5f;
    }
    if (!(ys > 0.0f)) {
      break;
    }
    r = r - ys;
  }
  return as_type<float>(as_type<uint>(r) | (as_type<uint>(x) & 0x80000000u));
}

void fn_0(thread MpCtx& mp);

// @float_arith
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
  float v14 = float();
  float v15 = float();
  float v16 = float();
  float v17 = float();
  float v18 = float();
  float v19 = float();
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
    v14 = (v6 + v7);
    v15 = (v6 - v7);
    v16 = (v6 * v7);
    v17 = (v6 / v7);
    v18 = mp_fmod(v6, v7);
    v19 = (v16 + v6);
    mp.b2[v8] = v14;
    mp.b2[v9] = v15;
    mp.b2[v10] = v16;
    mp.b2[v11] = v17;
    mp.b2[v12] = v18;
    mp.b2[v13] = v19;
  }
  return;
}

kernel void float_arith(
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
