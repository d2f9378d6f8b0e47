// magpie-gpu MSL for @subgroup_guarded. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

constant bool mp_fc0 [[function_constant(0)]];  // has:subgroups

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
  device atomic_uint* b1;
};

void fn_0(thread MpCtx& mp);

// @subgroup_guarded
void fn_0(thread MpCtx& mp) {
  uint v3 = uint();
  uint v4 = uint();
  bool v5 = bool();
  uint v6 = uint();
  uint v7 = uint();
  bool v8 = bool();
  uint v9 = uint();
  uint v10 = uint();
  bool v11 = bool();
  uint v2 = uint();
  v2 = mp.params->u2;
  v8 = mp_fc0;
  v3 = mp.gid.x;
  v4 = mp.wid.x;
  v5 = (uint(v3) < uint(v2));
  if (v5) {
    v6 = mp.b0[v3];
    v7 = v6;
  } else {
    v7 = 0u;
  }
  if (v8) {
    v9 = uint(simd_sum(uint(v7)));
    v10 = mp.sg_lane;
    v11 = (v10 == 0u);
    if (v11) {
      atomic_fetch_add_explicit(&mp.b1[v4], v9, memory_order_relaxed);
    }
  } else {
    atomic_fetch_add_explicit(&mp.b1[v4], v7, memory_order_relaxed);
  }
  return;
}

kernel void subgroup_guarded(
    const device uint* b0 [[buffer(0)]],
    device atomic_uint* b1 [[buffer(1)]],
    constant MpParams& params [[buffer(2)]],
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
  mp.b1 = b1;
  fn_0(mp);
}
