// magpie-gpu MSL for @loop_nest_exit_route. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

// @loop_nest_exit_route
void fn_0(thread MpCtx& mp) {
  uint v1 = uint();
  uint v2 = uint();
  uint v3 = uint();
  uint v5 = uint();
  uint v4 = uint();
  uint v6 = uint();
  bool v7 = bool();
  uint v8 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v13 = uint();
  uint v12 = uint();
  uint v16 = uint();
  uint v14 = uint();
  bool v18 = bool();
  uint v9 = uint();
  uint v20 = uint();
  uint v22 = uint();
  bool v24 = bool();
  uint v19 = uint();
  uint v21 = uint();
  uint v26 = uint();
  uint v23 = uint();
  uint v28 = uint();
  uint v29 = uint();
  uint v30 = uint();
  uint v31 = uint();
  uint v32 = uint();
  bool v33 = bool();
  uint v25 = uint();
  uint v27 = uint();
  uint v15 = uint();
  uint v17 = uint();
  uint v34 = uint();
  uint v35 = uint();
  uint v36 = uint();
  bool v37 = bool();
  uint v38 = uint();
  uint v39 = uint();
  uint v40 = uint();
  uint v41 = uint();
  uint v42 = uint();
  bool v43 = bool();
  uint v44 = uint();
  uint v45 = uint();
  uint v46 = uint();
  uint v47 = uint();
  uint v48 = uint();
  uint v49 = uint();
  uint v50 = uint();
  uint v51 = uint();
  uint v52 = uint();
  bool v53 = bool();
  v1 = mp.gid.x;
  v2 = uint(uint(v1) * uint(4u));
  v3 = 3056773430u;
  v5 = 0u;
  while (true) {
    v11 = v3;
    v13 = 0u;
    while (true) {
      v9 = v11;
      v20 = v13;
      v22 = 0u;
      while (true) {
        v24 = (uint(v22) < uint(2u));
        if (v24) {
          v28 = v9;
          v29 = v20;
          v30 = v22;
        } else {
          v44 = 0u;
          v45 = 0u;
          v46 = 0u;
          v47 = v1;
          v48 = v9;
          v49 = v9;
          v50 = 0u;
          v51 = 0u;
          v52 = v9;
          break;
        }
        v31 = uint(uint(v2) + uint(3u));
        mp.b0[v31] = 5u;
        v32 = uint(mp_urem_uint(uint(v28), uint(4u)));
        v33 = (v32 == 3u);
        if (v33) {
          v44 = 1u;
          v45 = 0u;
          v46 = 0u;
          v47 = v1;
          v48 = v9;
          v49 = v9;
          v50 = v28;
          v51 = v29;
          v52 = v9;
          break;
        }
        v25 = v29;
        v27 = v30;
        v19 = v1;
        v21 = v25;
        v26 = v27;
        v23 = uint(uint(v26) + uint(1u));
        v9 = v19;
        v20 = v21;
        v22 = v23;
      }
      v53 = (v44 == 0u);
      if (v53) {
        v38 = v45;
        v39 = v46;
        v40 = v47;
        v41 = v48;
        v42 = v49;
        break;
      }
      v15 = v50;
      v17 = v51;
      v12 = v15;
      v16 = v17;
      v14 = uint(uint(v16) + uint(1u));
      v18 = (uint(v14) < uint(1u));
      if (v18) {
        v11 = v12;
        v13 = v14;
      } else {
        v38 = 1u;
        v39 = 0u;
        v40 = v1;
        v41 = v52;
        v42 = v52;
        break;
      }
    }
    v43 = (v38 == 0u);
    if (v43) {
      v34 = v39;
      v35 = v40;
      v36 = v41;
      break;
    }
    v4 = v1;
    v6 = uint(uint(v5) + uint(1u));
    v7 = (uint(v6) < uint(3u));
    if (v7) {
      v3 = v4;
      v5 = v6;
    } else {
      v34 = 1u;
      v35 = v4;
      v36 = v42;
      break;
    }
  }
  v37 = (v34 == 0u);
  if (v37) {
    v8 = v36;
  } else {
    v8 = v35;
  }
  v10 = uint(uint(v2) + uint(2u));
  mp.b0[v10] = v8;
  return;
}

kernel void loop_nest_exit_route(
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
