// magpie-gpu MSL for @div_sqrt_rounding. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

void fn_0(thread MpCtx& mp);

// @div_sqrt_rounding
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  float v6 = float();
  float v7 = float();
  float v8 = float();
  float v9 = float();
  uint v10 = uint();
  uint v11 = uint();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    v8 = (v6 / v7);
    v9 = metal::precise::sqrt(v6);
    v10 = uint(uint(v4) * uint(2u));
    v11 = uint(uint(v10) + uint(1u));
    mp.b2[v10] = v8;
    mp.b2[v11] = v9;
  }
  return;
}

kernel void div_sqrt_rounding(
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
