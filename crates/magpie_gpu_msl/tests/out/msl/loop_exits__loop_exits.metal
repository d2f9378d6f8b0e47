// magpie-gpu MSL for @loop_exits. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

// @loop_exits
void fn_0(thread MpCtx& mp) {
  uint v2 = uint();
  uint v3 = uint();
  uint v5 = uint();
  bool v7 = bool();
  uint v6 = uint();
  bool v8 = bool();
  uint v4 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  bool v15 = bool();
  uint v16 = uint();
  bool v18 = bool();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  bool v22 = bool();
  uint v17 = uint();
  uint v14 = uint();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  uint v27 = uint();
  uint v28 = uint();
  uint v29 = uint();
  bool v30 = bool();
  uint v31 = uint();
  uint v32 = uint();
  uint v33 = uint();
  bool v34 = bool();
  uint v35 = uint();
  uint v36 = uint();
  uint v37 = uint();
  uint v38 = uint();
  bool v39 = bool();
  uint v1 = uint();
  v1 = mp.params->u1;
  v2 = mp.gid.x;
  v3 = 0u;
  v5 = v2;
  while (true) {
    v7 = (uint(v3) < uint(v1));
    if (v7) {
    } else {
      v27 = 0u;
      v28 = 0u;
      v29 = v5;
      break;
    }
    v6 = uint(uint(v5) + uint(v3));
    v8 = (v6 == 40u);
    if (v8) {
      v27 = 1u;
      v28 = v6;
      v29 = v5;
      break;
    }
    v4 = uint(uint(v3) + uint(1u));
    v3 = v4;
    v5 = v6;
  }
  v30 = (v27 == 0u);
  if (v30) {
    v10 = uint(uint(v29) + uint(7u));
    v11 = v10;
  } else {
    v9 = uint(uint(v28) * uint(100u));
    v11 = v9;
  }
  v12 = uint(uint(v2) * uint(2u));
  mp.b0[v12] = v11;
  v13 = 1u;
  while (true) {
    v15 = (uint(v13) < uint(v1));
    if (v15) {
      v16 = 1u;
    } else {
      v31 = 0u;
      v32 = v13;
      v33 = 0u;
      break;
    }
    while (true) {
      v18 = (uint(v16) < uint(v1));
      if (v18) {
      } else {
        v35 = 0u;
        v36 = 1u;
        v37 = v13;
        v38 = v16;
        break;
      }
      v19 = uint(uint(v13) * uint(v16));
      v20 = uint(uint(v19) + uint(v2));
      v21 = uint(mp_urem_uint(uint(v20), uint(13u)));
      v22 = (v21 == 0u);
      if (v22) {
        v35 = 1u;
        v36 = 1u;
        v37 = v13;
        v38 = v16;
        break;
      }
      v17 = uint(uint(v16) + uint(1u));
      v16 = v17;
    }
    v39 = (v35 == 0u);
    if (v39) {
    } else {
      v31 = v36;
      v32 = v37;
      v33 = v38;
      break;
    }
    v14 = uint(uint(v13) + uint(1u));
    v13 = v14;
  }
  v34 = (v31 == 0u);
  if (v34) {
    v25 = 999999u;
  } else {
    v23 = uint(uint(v32) * uint(1000u));
    v24 = uint(uint(v23) + uint(v33));
    v25 = v24;
  }
  v26 = uint(uint(v12) + uint(1u));
  mp.b0[v26] = v25;
  return;
}

kernel void loop_exits(
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
