// magpie-gpu MSL for @three_paths. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

constant bool mp_fc0 [[function_constant(0)]];  // has:subgroups
constant bool mp_fc1 [[function_constant(1)]];  // is:sm_90

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
  device uint* b0;
};

void fn_0(thread MpCtx& mp);

// @three_paths
void fn_0(thread MpCtx& mp) {
  uint v1 = uint();
  bool v2 = bool();
  bool v3 = bool();
  uint v4 = uint();
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  v2 = mp_fc1;
  v3 = mp_fc0;
  v1 = mp.gid.x;
  if (v2) {
    mp.b0[v1] = 2u;
    return;
  } else {
    if (v3) {
      v4 = uint(simd_sum(uint(1u)));
      v5 = mp.sg_size;
      v6 = uint(uint(v4) - uint(v5));
      v7 = uint(uint(v1) + uint(32u));
      mp.b0[v1] = 1u;
      mp.b0[v7] = v6;
      return;
    } else {
      mp.b0[v1] = 3u;
      return;
    }
  }
}

kernel void three_paths(
    device uint* b0 [[buffer(0)]],
    constant MpParams& params [[buffer(1)]],
    uint3 lid [[thread_position_in_threadgroup]],
    uint3 wid [[threadgroup_position_in_grid]],
    uint3 size [[threads_per_threadgroup]],
    uint3 nwg [[threadgroups_per_grid]],
    uint sg_size [[threads_per_simdgroup]],
    uint sg_lane [[thread_index_in_simdgroup]]) {
  MpCtx mp;
  mp.lid = lid;
  mp.wid = wid;
  mp.size = size;
  mp.nwg = nwg;
  mp.gid = wid * size + lid;
  mp.sg_size = sg_size;
  mp.sg_lane = sg_lane;
  mp.params = &params;
  mp.b0 = b0;
  fn_0(mp);
}
