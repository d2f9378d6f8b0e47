// magpie-gpu MSL for @phi_loop. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

void fn_0(thread MpCtx& mp);

// @phi_loop
void fn_0(thread MpCtx& mp) {
  uint v3 = uint();
  bool v4 = bool();
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  uint v9 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v14 = uint();
  uint v15 = uint();
  bool v16 = bool();
  uint v17 = uint();
  uint v10 = uint();
  uint v13 = uint();
  uint v8 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v22 = uint();
  bool v24 = bool();
  uint v25 = uint();
  uint v23 = uint();
  uint v28 = uint();
  bool v29 = bool();
  uint v27 = uint();
  uint v26 = uint();
  uint v21 = uint();
  uint v30 = uint();
  uint v31 = uint();
  uint v32 = uint();
  uint v34 = uint();
  bool v35 = bool();
  uint v33 = uint();
  uint v36 = uint();
  uint v2 = uint();
  uint mp_t0 = uint();
  uint mp_t1 = uint();
  uint mp_t2 = uint();
  v2 = mp.params->u2;
  v3 = mp.gid.x;
  v4 = (uint(v3) < uint(v2));
  if (v4) {
    v5 = mp.b0[v3];
    v6 = uint(uint(v3) * uint(5u));
    v7 = 0u;
    v9 = 0u;
    v11 = 0u;
    v12 = 1u;
    v14 = 7u;
    v15 = 11u;
    while (true) {
      v16 = (uint(v7) < uint(v5));
      if (v16) {
      } else {
        break;
      }
      v17 = uint(uint(v7) * uint(v7));
      v10 = uint(uint(v9) + uint(v17));
      v13 = uint(uint(v11) + uint(v12));
      v8 = uint(uint(v7) + uint(1u));
      mp_t0 = v12;
      mp_t1 = v15;
      mp_t2 = v14;
      v7 = v8;
      v9 = v10;
      v11 = mp_t0;
      v12 = v13;
      v14 = mp_t1;
      v15 = mp_t2;
    }
    mp.b1[v6] = v9;
    v18 = uint(uint(v6) + uint(1u));
    mp.b1[v18] = v11;
    v19 = uint(uint(v6) + uint(2u));
    mp.b1[v19] = v14;
    v20 = 1u;
    v22 = 0u;
    while (true) {
      v24 = (uint(v20) <= uint(v5));
      if (v24) {
      } else {
        break;
      }
      v25 = 1u;
      v23 = v22;
      while (true) {
        v28 = uint(uint(v20) * uint(v25));
        v29 = (uint(v28) <= uint(v5));
        if (v29) {
        } else {
          break;
        }
        v27 = uint(uint(v23) + uint(1u));
        v26 = uint(uint(v25) + uint(1u));
        v25 = v26;
        v23 = v27;
      }
      v21 = uint(uint(v20) + uint(1u));
      v20 = v21;
      v22 = v23;
    }
    v30 = uint(uint(v6) + uint(3u));
    mp.b1[v30] = v22;
    v31 = uint(uint(v5) + uint(2u));
    v32 = 2u;
    while (true) {
      v34 = uint(mp_urem_uint(uint(v31), uint(v32)));
      v35 = (v34 == 0u);
      if (v35) {
        break;
      }
      v33 = uint(uint(v32) + uint(1u));
      v32 = v33;
    }
    v36 = uint(uint(v6) + uint(4u));
    mp.b1[v36] = v32;
  }
  return;
}

kernel void phi_loop(
    const device uint* b0 [[buffer(0)]],
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
