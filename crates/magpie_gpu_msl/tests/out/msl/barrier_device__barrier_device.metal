// magpie-gpu MSL for @barrier_device. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
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
  device uint* b0;
  device uint* b1;
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

void fn_0(thread MpCtx& mp);

// @barrier_device
void fn_0(thread MpCtx& mp) {
  uint v2 = uint();
  uint v3 = uint();
  uint v4 = uint();
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  uint v8 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  v2 = mp.gid.x;
  v3 = mp.lid.x;
  v4 = uint(uint(v2) * uint(v2));
  v5 = uint(uint(v4) + uint(1u));
  mp.b0[v2] = v5;
  threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  v6 = uint(uint(v2) - uint(v3));
  v7 = uint(uint(v3) + uint(1u));
  v8 = uint(mp_urem_uint(uint(v7), uint(64u)));
  v9 = uint(uint(v6) + uint(v8));
  v10 = mp.b0[v9];
  v11 = uint(uint(v10) + uint(v3));
  mp.b1[v2] = v11;
  return;
}

kernel void barrier_device(
    device uint* b0 [[buffer(0)]],
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
