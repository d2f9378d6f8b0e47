// magpie-gpu MSL for @produce. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u2;
  uint len0;
  uint len1;
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
  device uint* b1;
};

uint fn_1(thread MpCtx& mp, uint v0);
void fn_0(thread MpCtx& mp);

// @step
uint fn_1(thread MpCtx& mp, uint v0) {
  uint v1 = uint();
  uint v2 = uint();
  v1 = uint(uint(v0) * uint(5u));
  v2 = uint(uint(v1) + uint(1u));
  return v2;
  return uint();
}

// @produce
void fn_0(thread MpCtx& mp) {
  uint v3 = uint();
  bool v4 = bool();
  uint v5 = uint();
  uint v6 = uint();
  uint v2 = uint();
  v2 = mp.params->u2;
  v3 = mp.gid.x;
  v4 = (uint(v3) < uint(v2));
  if (v4) {
    v5 = mp.b0[v3];
    v6 = fn_1(mp, v5);
    mp.b1[v3] = v6;
  }
  return;
}

kernel void produce(
    const device uint* b0 [[buffer(0)]],
    device uint* b1 [[buffer(1)]],
    constant MpParams& params [[buffer(2)]],
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
  fn_0(mp);
}
