// magpie-gpu MSL for @loop_divergent_escape. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device uint* b0;
  device uint* b1;
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

void fn_0(thread MpCtx& mp);

// @loop_divergent_escape
void fn_0(thread MpCtx& mp) {
  uint v2 = uint();
  uint v3 = uint();
  uint v4 = uint();
  uint v5 = uint();
  uint v7 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v17 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  uint v23 = uint();
  uint v25 = uint();
  uint v26 = uint();
  uint v27 = uint();
  uint v22 = uint();
  uint v24 = uint();
  bool v28 = bool();
  uint v29 = uint();
  uint v30 = uint();
  uint v31 = uint();
  uint v32 = uint();
  uint v33 = uint();
  uint v34 = uint();
  uint v35 = uint();
  uint v36 = uint();
  uint v37 = uint();
  uint v38 = uint();
  uint v39 = uint();
  uint v40 = uint();
  uint v16 = uint();
  uint v18 = uint();
  bool v41 = bool();
  uint v42 = uint();
  uint v43 = uint();
  uint v44 = uint();
  uint v6 = uint();
  uint v8 = uint();
  bool v45 = bool();
  uint v46 = uint();
  uint v47 = uint();
  uint v48 = uint();
  uint v49 = uint();
  uint v50 = uint();
  uint v51 = uint();
  uint v52 = uint();
  uint v53 = uint();
  v2 = mp.gid.x;
  v3 = uint(uint(v2) + uint(3149485034u));
  v4 = uint(mp_urem_uint(uint(v3), uint(4u)));
  v5 = 527u;
  v7 = 0u;
  while (true) {
    v9 = uint(uint(v5) * uint(31u));
    v10 = uint(uint(v9) + uint(1u));
    v11 = mp.b0[0u];
    v12 = uint(mp_urem_uint(uint(v11), uint(64u)));
    v13 = mp.b0[v12];
    v14 = uint(mp_urem_uint(uint(v13), uint(4u)));
    v15 = v10;
    v17 = 0u;
    while (true) {
      v19 = uint(uint(v15) * uint(31u));
      v20 = uint(uint(v19) + uint(4u));
      v21 = v20;
      v23 = 0u;
      while (true) {
        v25 = uint(uint(v21) * uint(31u));
        v26 = uint(uint(v25) + uint(7u));
        v27 = uint(uint(v26) * uint(31u));
        v22 = uint(uint(v27) + uint(8u));
        v24 = uint(uint(v23) + uint(1u));
        v28 = (uint(v24) < uint(1u));
        if (v28) {
          v21 = v22;
          v23 = v24;
        } else {
          break;
        }
      }
      v29 = uint(uint(v22) * uint(31u));
      v30 = uint(uint(v29) + uint(9u));
      v31 = uint(uint(v30) * uint(31u));
      v32 = uint(uint(v31) + uint(12u));
      v33 = mp.b0[13u];
      v34 = uint(uint(v7) * uint(4u));
      v35 = uint(uint(v2) + uint(v34));
      v36 = uint(uint(v35) + uint(v17));
      v37 = uint(mp_urem_uint(uint(v36), uint(48u)));
      v38 = uint(uint(v37) + uint(16u));
      v39 = mp.b0[v38];
      v40 = uint(uint(v32) * uint(31u));
      v16 = uint(uint(v40) + uint(5u));
      v18 = uint(uint(v17) + uint(1u));
      v41 = (uint(v18) < uint(v14));
      if (v41) {
        v15 = v16;
        v17 = v18;
      } else {
        break;
      }
    }
    v42 = uint(uint(v16) * uint(31u));
    v43 = uint(uint(v42) + uint(6u));
    v44 = uint(uint(v43) * uint(31u));
    v6 = uint(uint(v44) + uint(2u));
    v8 = uint(uint(v7) + uint(1u));
    v45 = (uint(v8) < uint(v4));
    if (v45) {
      v5 = v6;
      v7 = v8;
    } else {
      break;
    }
  }
  v46 = uint(uint(v2) * uint(8u));
  mp.b1[v46] = v33;
  v47 = uint(uint(v46) + uint(1u));
  mp.b1[v47] = v39;
  v48 = uint(uint(v46) + uint(2u));
  mp.b1[v48] = v22;
  v49 = uint(uint(v46) + uint(3u));
  mp.b1[v49] = v16;
  v50 = uint(uint(v46) + uint(4u));
  mp.b1[v50] = v6;
  v51 = uint(uint(v46) + uint(5u));
  mp.b1[v51] = v8;
  v52 = uint(uint(v46) + uint(6u));
  mp.b1[v52] = v18;
  v53 = uint(uint(v46) + uint(7u));
  mp.b1[v53] = v4;
  return;
}

kernel void loop_divergent_escape(
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
