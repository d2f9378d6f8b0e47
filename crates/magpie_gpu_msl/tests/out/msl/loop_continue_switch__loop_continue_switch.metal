// magpie-gpu MSL for @loop_continue_switch. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  device uint* b0;
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

void fn_0(thread MpCtx& mp);

// @loop_continue_switch
void fn_0(thread MpCtx& mp) {
  uint v1 = uint();
  uint v2 = uint();
  uint v3 = uint();
  uint v5 = uint();
  bool v7 = bool();
  uint v8 = uint();
  bool v9 = bool();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  bool v15 = bool();
  uint v16 = uint();
  bool v17 = bool();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v6 = uint();
  uint v4 = uint();
  uint v21 = uint();
  uint v22 = uint();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  bool v26 = bool();
  v1 = mp.gid.x;
  v2 = uint(mp_urem_uint(uint(v1), uint(37u)));
  v3 = 0u;
  v5 = v1;
  while (true) {
    v7 = (uint(v3) < uint(v2));
    if (v7) {
    } else {
      v23 = 0u;
      v24 = 0u;
      v25 = v5;
      break;
    }
    v8 = uint(mp_urem_uint(uint(v3), uint(3u)));
    v9 = (v8 == 0u);
    if (v9) {
      v6 = v5;
    } else {
      v10 = uint(mp_urem_uint(uint(v3), uint(4u)));
      switch (v10) {
        case 0u: {
          v11 = uint(uint(v5) + uint(3u));
          v14 = v11;
          break;
        }
        case 1u: {
          v12 = uint(uint(v5) * uint(2u));
          v14 = v12;
          break;
        }
        default: {
          v13 = uint(v5 ^ 5u);
          v14 = v13;
          break;
        }
      }
      v15 = (uint(v14) > uint(1000u));
      if (v15) {
        v23 = 1u;
        v24 = v14;
        v25 = v5;
        break;
      }
      v16 = uint(v14 & 1u);
      v17 = (v16 == 1u);
      if (v17) {
        v18 = uint(uint(v14) + uint(11u));
        v20 = v18;
      } else {
        v19 = uint(uint(v14) + uint(7u));
        v20 = v19;
      }
      v6 = v20;
    }
    v4 = uint(uint(v3) + uint(1u));
    v3 = v4;
    v5 = v6;
  }
  v26 = (v23 == 0u);
  if (v26) {
    v22 = v25;
  } else {
    v21 = uint(uint(v24) + uint(100000u));
    v22 = v21;
  }
  mp.b0[v1] = v22;
  return;
}

kernel void loop_continue_switch(
    device uint* b0 [[buffer(0)]],
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
