// magpie-gpu MSL for @warp_tail. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  threadgroup uint* s2;
};

void fn_0(thread MpCtx& mp);

// @warp_tail
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  uint v8 = uint();
  bool v10 = bool();
  uint v9 = uint();
  bool v11 = bool();
  uint v12 = uint();
  uint v13 = uint();
  bool v15 = bool();
  bool v16 = bool();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v14 = uint();
  bool v21 = bool();
  uint v22 = uint();
  uint v2 = uint();
  v2 = mp.params->u2;
  v4 = mp.lid.x;
  v5 = mp.gid.x;
  v6 = mp.wid.x;
  v7 = mp.size.x;
  v8 = v4;
  while (true) {
    v10 = (uint(v8) < uint(128u));
    if (v10) {
    } else {
      break;
    }
    mp.s2[v8] = 0u;
    v9 = uint(uint(v8) + uint(v7));
    v8 = v9;
  }
  threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  v11 = (uint(v5) < uint(v2));
  if (v11) {
    v12 = mp.b0[v5];
    mp.s2[v4] = v12;
  }
  threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  v13 = 64u;
  while (true) {
    v15 = (uint(v13) > uint(0u));
    if (v15) {
    } else {
      break;
    }
    v16 = (uint(v4) < uint(v13));
    if (v16) {
      v17 = mp.s2[v4];
      v18 = uint(uint(v4) + uint(v13));
      v19 = mp.s2[v18];
      v20 = uint(uint(v17) + uint(v19));
      mp.s2[v4] = v20;
    }
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    v14 = uint(uint(uint(v13)) >> (uint(1u) & 31u));
    v13 = v14;
  }
  v21 = (v4 == 0u);
  if (v21) {
    v22 = mp.s2[0u];
    mp.b1[v6] = v22;
  }
  return;
}

kernel void warp_tail(
    const device uint* b0 [[buffer(0)]],
    device uint* b1 [[buffer(1)]],
    constant MpParams& params [[buffer(2)]],
    threadgroup uint* s2 [[threadgroup(0)]],
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
  mp.s2 = s2;
  fn_0(mp);
}
