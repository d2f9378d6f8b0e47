// magpie-gpu MSL for @struct_values. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct S0 {
  uint f0;
  float f1;
};

struct S1 {
  S0 f0;
  int f1;
};

struct MpParams {
  uint u5;
  uint len0;
  uint len1;
  uint len2;
  uint len3;
  uint len4;
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
  const device float* b1;
  device uint* b2;
  device float* b3;
  device int* b4;
};

S0 fn_2(thread MpCtx& mp, S0 v0, uint v1);
S1 fn_1(thread MpCtx& mp, uint v0, float v1, int v2);
void fn_0(thread MpCtx& mp);

// @scale
S0 fn_2(thread MpCtx& mp, S0 v0, uint v1) {
  uint v2 = uint();
  float v3 = float();
  uint v4 = uint();
  float v5 = float();
  S0 v6 = S0();
  v2 = v0.f0;
  v3 = v0.f1;
  v4 = uint(uint(v2) * uint(v1));
  v5 = (v3 * 2e0f);
  v6 = S0{v4, v5};
  return v6;
  return S0();
}

// @make_box
S1 fn_1(thread MpCtx& mp, uint v0, float v1, int v2) {
  S0 v3 = S0();
  S1 v4 = S1();
  v3 = S0{v0, v1};
  v4 = S1{v3, v2};
  return v4;
  return S1();
}

// @struct_values
void fn_0(thread MpCtx& mp) {
  uint v6 = uint();
  bool v7 = bool();
  uint v8 = uint();
  float v9 = float();
  int v10 = int();
  int v11 = int();
  S1 v12 = S1();
  S0 v13 = S0();
  S0 v14 = S0();
  uint v15 = uint();
  bool v16 = bool();
  S0 v17 = S0();
  uint v18 = uint();
  float v19 = float();
  int v20 = int();
  uint v5 = uint();
  v5 = mp.params->u5;
  v6 = mp.gid.x;
  v7 = (uint(v6) < uint(v5));
  if (v7) {
    v8 = mp.b0[v6];
    v9 = mp.b1[v6];
    v10 = int(v6);
    v11 = int(uint(0) - uint(v10));
    v12 = fn_1(mp, v8, v9, v11);
    v13 = v12.f0;
    v14 = fn_2(mp, v13, 3u);
    v15 = uint(v8 & 1u);
    v16 = (v15 != 0u);
    if (v16) {
      v17 = v14;
    } else {
      v17 = v13;
    }
    v18 = v17.f0;
    v19 = v17.f1;
    v20 = v12.f1;
    mp.b2[v6] = v18;
    mp.b3[v6] = v19;
    mp.b4[v6] = v20;
  }
  return;
}

kernel void struct_values(
    const device uint* b0 [[buffer(0)]],
    const device float* b1 [[buffer(1)]],
    device uint* b2 [[buffer(2)]],
    device float* b3 [[buffer(3)]],
    device int* b4 [[buffer(4)]],
    constant MpParams& params [[buffer(5)]],
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
  fn_0(mp);
}
