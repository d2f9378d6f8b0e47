// magpie-gpu MSL for @fma_zero_factor. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

constant bool mp_fc0 [[function_constant(0)]];  // has:bf16

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
  device float* b2;
  device float* b3;
};

// a*b + c rounded once to bf16 through f32 rounded to odd (SEMANTICS.md)
float mp_bf16_fma(float a, float b, float c) {
  float p = a * b;
  float s = p + c;
  if (metal::isnan(s) || metal::isinf(s) || metal::isinf(p)) {
    return s;
  }
  if (s == 0.0f) {
    return metal::fma(a, b, c);
  }
  float bb = s - p;
  float e = (p - (s - bb)) + (c - bb);
  uint bits = as_type<uint>(s);
  if (e != 0.0f && (bits & 1u) == 0u) {
    bits = ((e > 0.0f) == (s > 0.0f)) ? bits + 1u : bits - 1u;
  }
  return as_type<float>(bits);
}

void fn_0(thread MpCtx& mp);

// @fma_zero_factor
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  bool v6 = bool();
  float v7 = float();
  float v8 = float();
  float v9 = float();
  float v10 = float();
  float v11 = float();
  float v12 = float();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  bool v17 = bool();
  bfloat v18 = bfloat();
  bfloat v19 = bfloat();
  bfloat v20 = bfloat();
  bfloat v21 = bfloat();
  float v22 = float();
  float v23 = float();
  uint v24 = uint();
  uint v25 = uint();
  uint v4 = uint();
  v4 = mp.params->u4;
  v17 = mp_fc0;
  v5 = mp.gid.x;
  v6 = (uint(v5) < uint(v4));
  if (v6) {
    v7 = mp.b0[v5];
    v8 = mp.b1[v5];
    v9 = metal::fma(v7, 0e0f, v8);
    v10 = metal::fma(v7, (-0e0f), v8);
    v11 = metal::fma(0e0f, v7, v8);
    v12 = metal::fma(1.275e2f, 0e0f, v8);
    v13 = uint(uint(v5) * uint(4u));
    v14 = uint(uint(v13) + uint(1u));
    v15 = uint(uint(v13) + uint(2u));
    v16 = uint(uint(v13) + uint(3u));
    mp.b2[v13] = v9;
    mp.b2[v14] = v10;
    mp.b2[v15] = v11;
    mp.b2[v16] = v12;
    if (v17) {
      v18 = bfloat(v7);
      v19 = bfloat(v8);
      v20 = bfloat(mp_bf16_fma(float(v18), float(as_type<bfloat>(ushort(32768))), float(v19)));
      v21 = bfloat(mp_bf16_fma(float(as_type<bfloat>(ushort(17151))), float(as_type<bfloat>(ushort(0))), float(v19)));
      v22 = float(float(v20));
      v23 = float(float(v21));
      v24 = uint(uint(v5) * uint(2u));
      v25 = uint(uint(v24) + uint(1u));
      mp.b3[v24] = v22;
      mp.b3[v25] = v23;
    }
  }
  return;
}

kernel void fma_zero_factor(
    const device float* b0 [[buffer(0)]],
    const device float* b1 [[buffer(1)]],
    device float* b2 [[buffer(2)]],
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
