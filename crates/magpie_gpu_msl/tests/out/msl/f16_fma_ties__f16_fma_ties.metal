// magpie-gpu MSL for @f16_fma_ties. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

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
  const device half* b0;
  const device half* b1;
  const device half* b2;
  device half* b3;
};

void fn_0(thread MpCtx& mp);

// @f16_fma_ties
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  bool v6 = bool();
  half v7 = half();
  half v8 = half();
  half v9 = half();
  half v10 = half();
  uint v4 = uint();
  v4 = mp.params->u4;
  v5 = mp.gid.x;
  v6 = (uint(v5) < uint(v4));
  if (v6) {
    v7 = mp.b0[v5];
    v8 = mp.b1[v5];
    v9 = mp.b2[v5];
    v10 = metal::fma(v7, v8, v9);
    mp.b3[v5] = v10;
  }
  return;
}

kernel void f16_fma_ties(
    const device half* b0 [[buffer(0)]],
    const device half* b1 [[buffer(1)]],
    const device half* b2 [[buffer(2)]],
    device half* b3 [[buffer(3)]],
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
