// magpie-gpu MSL for @int_edge_consts. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
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
  device int* b0;
};

void fn_0(thread MpCtx& mp);

// @int_edge_consts
void fn_0(thread MpCtx& mp) {
  mp.b0[0u] = (-2147483647 - 1);
  mp.b0[1u] = 2147483647;
  mp.b0[2u] = (-2147483647 - 1);
  mp.b0[3u] = (-2147483647 - 1);
  mp.b0[4u] = 0;
  mp.b0[5u] = 7;
  mp.b0[6u] = 0;
  mp.b0[7u] = (-1);
  mp.b0[8u] = 0;
  mp.b0[9u] = (-3);
  mp.b0[10u] = (-1);
  mp.b0[11u] = 2;
  mp.b0[12u] = (-1);
  mp.b0[13u] = (-2147483647 - 1);
  mp.b0[14u] = 0;
  mp.b0[15u] = 2147483647;
  mp.b0[16u] = (-2147483647 - 1);
  mp.b0[17u] = 0;
  mp.b0[18u] = 44;
  mp.b0[19u] = (-128);
  return;
}

kernel void int_edge_consts(
    device int* b0 [[buffer(0)]],
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
