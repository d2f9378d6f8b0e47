// magpie-gpu MSL for @bf16_zero_sums. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

constant bool mp_fc0 [[function_constant(0)]];  // has:bf16

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

void fn_1(thread MpCtx& mp, uint v1, uint v2, float v3);
void fn_0(thread MpCtx& mp);

// @put
void fn_1(thread MpCtx& mp, uint v1, uint v2, float v3) {
  uint v4 = uint();
  v4 = uint(uint(v1) + uint(v2));
  mp.b2[v4] = v3;
  return;
}

// @bf16_zero_sums
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  bool v6 = bool();
  float v7 = float();
  float v8 = float();
  bfloat v9 = bfloat();
  bfloat v10 = bfloat();
  uint v11 = uint();
  bfloat v12 = bfloat();
  bfloat v13 = bfloat();
  bfloat v14 = bfloat();
  bfloat v15 = bfloat();
  bfloat v16 = bfloat();
  bfloat v17 = bfloat();
  bfloat v18 = bfloat();
  float v19 = float();
  float v20 = float();
  float v21 = float();
  float v22 = float();
  float v23 = float();
  float v24 = float();
  float v25 = float();
  bfloat v26 = bfloat();
  bfloat v27 = bfloat();
  bfloat v28 = bfloat();
  bfloat v29 = bfloat();
  bfloat v30 = bfloat();
  bfloat v31 = bfloat();
  bfloat v32 = bfloat();
  float v33 = float();
  float v34 = float();
  float v35 = float();
  float v36 = float();
  float v37 = float();
  float v38 = float();
  float v39 = float();
  bfloat v40 = bfloat();
  bfloat v41 = bfloat();
  bfloat v42 = bfloat();
  bfloat v43 = bfloat();
  bfloat v44 = bfloat();
  bfloat v45 = bfloat();
  bfloat v46 = bfloat();
  float v47 = float();
  float v48 = float();
  float v49 = float();
  float v50 = float();
  float v51 = float();
  float v52 = float();
  float v53 = float();
  uint v3 = uint();
  v3 = mp.params->u3;
  v6 = mp_fc0;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    if (v6) {
      v7 = mp.b0[v4];
      v8 = mp.b1[v4];
      v9 = bfloat(v7);
      v10 = bfloat(v8);
      v11 = uint(uint(v4) * uint(21u));
      v12 = bfloat(float(v9) + float(as_type<bfloat>(ushort(0))));
      v13 = bfloat(float(as_type<bfloat>(ushort(0))) + float(v9));
      v14 = bfloat(float(as_type<bfloat>(ushort(0))) - float(v9));
      v15 = bfloat(float(v9) - float(as_type<bfloat>(ushort(32768))));
      v16 = bfloat(mp_bf16_fma(float(v9), float(v10), float(as_type<bfloat>(ushort(0)))));
      v17 = bfloat(mp_bf16_fma(float(as_type<bfloat>(ushort(0))), float(v9), float(v10)));
      v18 = bfloat(float(v9) * float(as_type<bfloat>(ushort(0))));
      v19 = float(float(v12));
      fn_1(mp, v11, 0u, v19);
      v20 = float(float(v13));
      fn_1(mp, v11, 1u, v20);
      v21 = float(float(v14));
      fn_1(mp, v11, 2u, v21);
      v22 = float(float(v15));
      fn_1(mp, v11, 3u, v22);
      v23 = float(float(v16));
      fn_1(mp, v11, 4u, v23);
      v24 = float(float(v17));
      fn_1(mp, v11, 5u, v24);
      v25 = float(float(v18));
      fn_1(mp, v11, 6u, v25);
      v26 = bfloat(float(v9) + float(as_type<bfloat>(ushort(0))));
      v27 = bfloat(float(as_type<bfloat>(ushort(0))) + float(v9));
      v28 = bfloat(float(as_type<bfloat>(ushort(0))) - float(v9));
      v29 = bfloat(float(v9) - float(as_type<bfloat>(ushort(32768))));
      v30 = bfloat(mp_bf16_fma(float(v9), float(v10), float(as_type<bfloat>(ushort(0)))));
      v31 = bfloat(mp_bf16_fma(float(as_type<bfloat>(ushort(0))), float(v9), float(v10)));
      v32 = bfloat(float(v9) * float(as_type<bfloat>(ushort(0))));
      v33 = float(float(v26));
      fn_1(mp, v11, 7u, v33);
      v34 = float(float(v27));
      fn_1(mp, v11, 8u, v34);
      v35 = float(float(v28));
      fn_1(mp, v11, 9u, v35);
      v36 = float(float(v29));
      fn_1(mp, v11, 10u, v36);
      v37 = float(float(v30));
      fn_1(mp, v11, 11u, v37);
      v38 = float(float(v31));
      fn_1(mp, v11, 12u, v38);
      v39 = float(float(v32));
      fn_1(mp, v11, 13u, v39);
      v40 = bfloat(float(v9) + float(as_type<bfloat>(ushort(0))));
      v41 = bfloat(float(as_type<bfloat>(ushort(0))) + float(v9));
      v42 = bfloat(float(as_type<bfloat>(ushort(0))) - float(v9));
      v43 = bfloat(float(v9) - float(as_type<bfloat>(ushort(32768))));
      v44 = bfloat(mp_bf16_fma(float(v9), float(v10), float(as_type<bfloat>(ushort(0)))));
      v45 = bfloat(mp_bf16_fma(float(as_type<bfloat>(ushort(0))), float(v9), float(v10)));
      v46 = bfloat(float(v9) * float(as_type<bfloat>(ushort(0))));
      v47 = float(float(v40));
      fn_1(mp, v11, 14u, v47);
      v48 = float(float(v41));
      fn_1(mp, v11, 15u, v48);
      v49 = float(float(v42));
      fn_1(mp, v11, 16u, v49);
      v50 = float(float(v43));
      fn_1(mp, v11, 17u, v50);
      v51 = float(float(v44));
      fn_1(mp, v11, 18u, v51);
      v52 = float(float(v45));
      fn_1(mp, v11, 19u, v52);
      v53 = float(float(v46));
      fn_1(mp, v11, 20u, v53);
    }
  }
  return;
}

kernel void bf16_zero_sums(
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
