// magpie-gpu MSL for @f16_arith. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device half* b0;
  const device half* b1;
  const device float* b2;
  const device int* b3;
  device half* b4;
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

void fn_1(thread MpCtx& mp, uint v1, uint v2, half v3);
void fn_0(thread MpCtx& mp);

// @put
void fn_1(thread MpCtx& mp, uint v1, uint v2, half v3) {
  uint v4 = uint();
  v4 = uint(uint(v1) + uint(v2));
  mp.b4[v4] = v3;
  return;
}

// @f16_arith
void fn_0(thread MpCtx& mp) {
  uint v8 = uint();
  bool v9 = bool();
  half v10 = half();
  half v11 = half();
  float v12 = float();
  int v13 = int();
  uint v14 = uint();
  half v15 = half();
  half v16 = half();
  half v17 = half();
  half v18 = half();
  half v19 = half();
  half v20 = half();
  half v21 = half();
  half v22 = half();
  half v23 = half();
  half v24 = half();
  half v25 = half();
  float v26 = float();
  int v27 = int();
  bool v28 = bool();
  bool v29 = bool();
  bool v30 = bool();
  int v31 = int();
  int v32 = int();
  int v33 = int();
  int v34 = int();
  int v35 = int();
  int v36 = int();
  int v37 = int();
  uint v38 = uint();
  uint v39 = uint();
  uint v7 = uint();
  v7 = mp.params->u7;
  v8 = mp.gid.x;
  v9 = (uint(v8) < uint(v7));
  if (v9) {
    v10 = mp.b0[v8];
    v11 = mp.b1[v8];
    v12 = mp.b2[v8];
    v13 = mp.b3[v8];
    v14 = uint(uint(v8) * uint(11u));
    v15 = (v10 + v11);
    v16 = (v10 - v11);
    v17 = (v10 * v11);
    v18 = (v10 / v11);
    v19 = half(mp_fmod(float(v10), float(v11)));
    v20 = half(metal::precise::sqrt(float(v10)));
    v21 = half(mp_fmin(float(v10), float(v11)));
    v22 = half(mp_fmax(float(v10), float(v11)));
    v23 = half(v12);
    v24 = half(v13);
    v25 = metal::fma(v10, v11, v23);
    fn_1(mp, v14, 0u, v15);
    fn_1(mp, v14, 1u, v16);
    fn_1(mp, v14, 2u, v17);
    fn_1(mp, v14, 3u, v18);
    fn_1(mp, v14, 4u, v19);
    fn_1(mp, v14, 5u, v20);
    fn_1(mp, v14, 6u, v21);
    fn_1(mp, v14, 7u, v22);
    fn_1(mp, v14, 8u, v25);
    fn_1(mp, v14, 9u, v23);
    fn_1(mp, v14, 10u, v24);
    v26 = float(float(v10));
    mp.b5[v8] = v26;
    v27 = mp_f2i_int(float(v10));
    v28 = (v10 == v11);
    v29 = (v10 < v11);
    v30 = (v10 >= v11);
    v31 = int(v28 ? 1 : 0);
    v32 = int(v29 ? 1 : 0);
    v33 = int(v30 ? 1 : 0);
    v34 = int(uint(v32) << (uint(1) & 31u));
    v35 = int(uint(v33) << (uint(2) & 31u));
    v36 = int(v31 | v34);
    v37 = int(v36 | v35);
    v38 = uint(uint(v8) * uint(2u));
    v39 = uint(uint(v38) + uint(1u));
    mp.b6[v38] = v27;
    mp.b6[v39] = v37;
  }
  return;
}

kernel void f16_arith(
    const device half* b0 [[buffer(0)]],
    const device half* b1 [[buffer(1)]],
    const device float* b2 [[buffer(2)]],
    const device int* b3 [[buffer(3)]],
    device half* b4 [[buffer(4)]],
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
