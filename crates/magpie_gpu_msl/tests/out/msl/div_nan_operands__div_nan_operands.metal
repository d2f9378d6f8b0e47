// magpie-gpu MSL for @div_nan_operands. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u7;
  uint len0;
  uint len1;
  uint len2;
  uint len3;
  uint len4;
  uint len5;
  uint len6;
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
  const device long* b0;
  const device long* b1;
  const device long* b2;
  const device long* b3;
  const device float* b4;
  device float* b5;
  device int* b6;
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

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
int mp_f2i_int(float x) {
  if (metal::isnan(x)) {
    return int(0);
  }
  if (x <= (-2.1474836e9f)) {
    return (-2147483647 - 1);
  }
  if (x >= 2.1474836e9f) {
    return 2147483647;
  }
  return int(x);
}

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
uint mp_f2i_uint(float x) {
  if (metal::isnan(x)) {
    return uint(0);
  }
  if (x <= 0e0f) {
    return 0u;
  }
  if (x >= 4.2949673e9f) {
    return 4294967295u;
  }
  return uint(x);
}

void fn_0(thread MpCtx& mp);

// @div_nan_operands
void fn_0(thread MpCtx& mp) {
  uint v8 = uint();
  bool v9 = bool();
  long v10 = long();
  long v11 = long();
  long v12 = long();
  long v13 = long();
  float v14 = float();
  float v15 = float();
  float v16 = float();
  float v17 = float();
  float v18 = float();
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
  uint v29 = uint();
  uint v30 = uint();
  uint v31 = uint();
  uint v32 = uint();
  uint v33 = uint();
  uint v34 = uint();
  int v35 = int();
  int v36 = int();
  uint v37 = uint();
  int v38 = int();
  uint v39 = uint();
  uint v40 = uint();
  uint v41 = uint();
  uint v7 = uint();
  v7 = mp.params->u7;
  v8 = mp.gid.x;
  v9 = (uint(v8) < uint(v7));
  if (v9) {
    v10 = mp.b0[v8];
    v11 = mp.b1[v8];
    v12 = mp.b2[v8];
    v13 = mp.b3[v8];
    v14 = mp.b4[v8];
    v15 = float(v10);
    v16 = float(v11);
    v17 = float(v12);
    v18 = float(v13);
    v19 = (v15 - v16);
    v20 = (v17 - v18);
    v21 = (v19 / v20);
    v22 = (v19 * v14);
    v23 = (v20 * v14);
    v24 = (v22 / v23);
    v25 = (v19 / v19);
    v26 = (v15 / v15);
    v27 = (v20 / v19);
    v28 = mp_fmod(v19, v20);
    v29 = uint(uint(v8) * uint(6u));
    v30 = uint(uint(v29) + uint(1u));
    v31 = uint(uint(v29) + uint(2u));
    v32 = uint(uint(v29) + uint(3u));
    v33 = uint(uint(v29) + uint(4u));
    v34 = uint(uint(v29) + uint(5u));
    mp.b5[v29] = v21;
    mp.b5[v30] = v24;
    mp.b5[v31] = v25;
    mp.b5[v32] = v26;
    mp.b5[v33] = v27;
    mp.b5[v34] = v28;
    v35 = mp_f2i_int(v21);
    v36 = mp_f2i_int(v24);
    v37 = mp_f2i_uint(v27);
    v38 = int(v37);
    v39 = uint(uint(v8) * uint(3u));
    v40 = uint(uint(v39) + uint(1u));
    v41 = uint(uint(v39) + uint(2u));
    mp.b6[v39] = v35;
    mp.b6[v40] = v36;
    mp.b6[v41] = v38;
  }
  return;
}

kernel void div_nan_operands(
    const device long* b0 [[buffer(0)]],
    const device long* b1 [[buffer(1)]],
    const device long* b2 [[buffer(2)]],
    const device long* b3 [[buffer(3)]],
    const device float* b4 [[buffer(4)]],
    device float* b5 [[buffer(5)]],
    device int* b6 [[buffer(6)]],
    constant MpParams& params [[buffer(7)]],
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
  mp.b4 = b4;
  mp.b5 = b5;
  mp.b6 = b6;
  fn_0(mp);
}
