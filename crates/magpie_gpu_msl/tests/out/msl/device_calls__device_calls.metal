// magpie-gpu MSL for @device_calls. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device int* b0;
  const device float* b1;
  const device uint* b2;
  const device uint* b3;
  device int* b4;
  device float* b5;
  device uint* b6;
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

float fn_6(thread MpCtx& mp, float v0);
void fn_5(thread MpCtx& mp, uint v1, uint v2);
void fn_4(thread MpCtx& mp, uint v1, uint v2);
uint fn_3(thread MpCtx& mp, uint v0, uint v1);
float fn_2(thread MpCtx& mp, float v0);
int fn_1(thread MpCtx& mp, int v0, int v1, int v2);
void fn_0(thread MpCtx& mp);

// @sq
float fn_6(thread MpCtx& mp, float v0) {
  float v1 = float();
  v1 = (v0 * v0);
  return v1;
  return float();
}

// @put_plus_one
void fn_5(thread MpCtx& mp, uint v1, uint v2) {
  uint v3 = uint();
  v3 = uint(uint(v2) + uint(1u));
  fn_4(mp, v1, v3);
  return;
}

// @put
void fn_4(thread MpCtx& mp, uint v1, uint v2) {
  mp.b6[v1] = v2;
  return;
}

// @gcd
uint fn_3(thread MpCtx& mp, uint v0, uint v1) {
  uint v2 = uint();
  uint v3 = uint();
  bool v5 = bool();
  uint v4 = uint();
  uint mp_t0 = uint();
  v2 = v0;
  v3 = v1;
  while (true) {
    v5 = (v3 == 0u);
    if (v5) {
      break;
    }
    v4 = uint(mp_urem_uint(uint(v2), uint(v3)));
    mp_t0 = v3;
    v2 = mp_t0;
    v3 = v4;
  }
  return v2;
  return uint();
}

// @poly
float fn_2(thread MpCtx& mp, float v0) {
  float v1 = float();
  float v2 = float();
  float v3 = float();
  float v4 = float();
  v1 = fn_6(mp, v0);
  v2 = (v0 * 2e0f);
  v3 = (v1 + v2);
  v4 = (v3 + 1e0f);
  return v4;
  return float();
}

// @clamp
int fn_1(thread MpCtx& mp, int v0, int v1, int v2) {
  bool v3 = bool();
  bool v4 = bool();
  v3 = (int(v0) < int(v1));
  if (v3) {
    return v1;
  } else {
    v4 = (int(v0) > int(v2));
    if (v4) {
      return v2;
    } else {
      return v0;
    }
  }
  return int();
}

// @device_calls
void fn_0(thread MpCtx& mp) {
  uint v8 = uint();
  bool v9 = bool();
  int v10 = int();
  int v11 = int();
  float v12 = float();
  float v13 = float();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  uint v7 = uint();
  v7 = mp.params->u7;
  v8 = mp.gid.x;
  v9 = (uint(v8) < uint(v7));
  if (v9) {
    v10 = mp.b0[v8];
    v11 = fn_1(mp, v10, (-100), 100);
    mp.b4[v8] = v11;
    v12 = mp.b1[v8];
    v13 = fn_2(mp, v12);
    mp.b5[v8] = v13;
    v14 = mp.b2[v8];
    v15 = mp.b3[v8];
    v16 = fn_3(mp, v14, v15);
    v17 = uint(uint(v8) * uint(2u));
    v18 = uint(uint(v17) + uint(1u));
    fn_4(mp, v17, v16);
    fn_5(mp, v18, v16);
  }
  return;
}

kernel void device_calls(
    const device int* b0 [[buffer(0)]],
    const device float* b1 [[buffer(1)]],
    const device uint* b2 [[buffer(2)]],
    const device uint* b3 [[buffer(3)]],
    device int* b4 [[buffer(4)]],
    device float* b5 [[buffer(5)]],
    device uint* b6 [[buffer(6)]],
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
