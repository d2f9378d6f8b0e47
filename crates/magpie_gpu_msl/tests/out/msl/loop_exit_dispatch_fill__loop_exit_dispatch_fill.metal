// magpie-gpu MSL for @loop_exit_dispatch_fill. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u1;
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

// @loop_exit_dispatch_fill
void fn_0(thread MpCtx& mp) {
  uint v2 = uint();
  bool v3 = bool();
  uint v4 = uint();
  uint v5 = uint();
  uint v7 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v8 = uint();
  bool v11 = bool();
  uint v12 = uint();
  uint v6 = uint();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  bool v16 = bool();
  uint v1 = uint();
  bool mp_brk1 = false;
  v1 = mp.params->u1;
  v2 = mp.gid.x;
  v3 = (uint(v1) > uint(100u));
  v4 = uint(mp_urem_uint(uint(v2), uint(3u)));
  v5 = v2;
  while (true) {
    v7 = 0u;
    while (true) {
      v9 = uint(uint(v5) + uint(1u));
      v10 = uint(mp_urem_uint(uint(v9), uint(4u)));
      switch (v10) {
        case 2u: {
          break;
        }
        default: {
          v13 = 0u;
          v14 = v5;
          v15 = v10;
          mp_brk1 = true;
          break;
          break;
        }
      }
      if (mp_brk1) { break; }
      v8 = uint(uint(v7) + uint(1u));
      v11 = (uint(v8) < uint(v4));
      if (v11) {
        v7 = v8;
      } else {
        v13 = 1u;
        v14 = v5;
        v15 = v10;
        break;
      }
    }
    mp_brk1 = false;
    v16 = (v13 == 0u);
    if (v16) {
      switch (v15) {
        case 1u: {
          break;
        }
        default: {
          mp.b0[v2] = 0u;
          return;
          break;
        }
      }
      if (v3) {
        v6 = 14u;
      } else {
        break;
      }
    } else {
      v12 = v14;
      v6 = v12;
    }
    if (v3) {
      v5 = v6;
    } else {
      break;
    }
  }
  mp.b0[v2] = 1u;
  return;
}

kernel void loop_exit_dispatch_fill(
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
