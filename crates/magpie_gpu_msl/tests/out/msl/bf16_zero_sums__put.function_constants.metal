// magpie-gpu MSL for @put. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

constant bool mp_fc0 [[function_constant(0)]];  // has:bf16

struct MpParams {
  uint u1;
  uint u2;
  float u3;
  uint len0;
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
  device float* b0;
};

void fn_0(thread MpCtx& mp);

// @put
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  uint v1 = uint();
  uint v2 = uint();
  float v3 = float();
  v1 = mp.params->u1;
  v2 = mp.params->u2;
  v3 = mp.params->u3;
  v4 = uint(uint(v1) + uint(v2));
  mp.b0[v4] = v3;
  return;
}

kernel void put(
    device float* b0 [[buffer(0)]],
    constant MpParams& params [[buffer(1)]],
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
  fn_0(mp);
}
