// magpie-gpu MSL for @zero_sums. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

void fn_1(thread MpCtx& mp, uint v1, uint v2, float v3);
void fn_0(thread MpCtx& mp);

// @put
void fn_1(thread MpCtx& mp, uint v1, uint v2, float v3) {
  uint v4 = uint();
  v4 = uint(uint(v1) + uint(v2));
  mp.b2[v4] = v3;
  return;
}

// @zero_sums
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  float v6 = float();
  float v7 = float();
  uint v8 = uint();
  float v9 = float();
  float v10 = float();
  float v11 = float();
  float v12 = float();
  float v13 = float();
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
  float v29 = float();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    v8 = uint(uint(v4) * uint(21u));
    v9 = (v6 + 0e0f);
    v10 = (0e0f + v6);
    v11 = (0e0f - v6);
    v12 = (v6 - (-0e0f));
    v13 = metal::fma(v6, v7, 0e0f);
    v14 = metal::fma(0e0f, v6, v7);
    v15 = (v6 * 0e0f);
    fn_1(mp, v8, 0u, v9);
    fn_1(mp, v8, 1u, v10);
    fn_1(mp, v8, 2u, v11);
    fn_1(mp, v8, 3u, v12);
    fn_1(mp, v8, 4u, v13);
    fn_1(mp, v8, 5u, v14);
    fn_1(mp, v8, 6u, v15);
    v16 = (v6 + 0e0f);
    v17 = (0e0f + v6);
    v18 = (0e0f - v6);
    v19 = (v6 - (-0e0f));
    v20 = metal::fma(v6, v7, 0e0f);
    v21 = metal::fma(0e0f, v6, v7);
    v22 = (v6 * 0e0f);
    fn_1(mp, v8, 7u, v16);
    fn_1(mp, v8, 8u, v17);
    fn_1(mp, v8, 9u, v18);
    fn_1(mp, v8, 10u, v19);
    fn_1(mp, v8, 11u, v20);
    fn_1(mp, v8, 12u, v21);
    fn_1(mp, v8, 13u, v22);
    v23 = (v6 + 0e0f);
    v24 = (0e0f + v6);
    v25 = (0e0f - v6);
    v26 = (v6 - (-0e0f));
    v27 = metal::fma(v6, v7, 0e0f);
    v28 = metal::fma(0e0f, v6, v7);
    v29 = (v6 * 0e0f);
    fn_1(mp, v8, 14u, v23);
    fn_1(mp, v8, 15u, v24);
    fn_1(mp, v8, 16u, v25);
    fn_1(mp, v8, 17u, v26);
    fn_1(mp, v8, 18u, v27);
    fn_1(mp, v8, 19u, v28);
    fn_1(mp, v8, 20u, v29);
  }
  return;
}

kernel void zero_sums(
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
