// magpie-gpu MSL for @loop_divergent_escape_if. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

// @loop_divergent_escape_if
void fn_0(thread MpCtx& mp) {
  uint v2 = uint();
  uint v3 = uint();
  uint v4 = uint();
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  uint v8 = uint();
  uint v10 = uint();
  uint v12 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  uint v18 = uint();
  uint v20 = uint();
  uint v21 = uint();
  uint v22 = uint();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  bool v26 = bool();
  uint v27 = uint();
  uint v28 = uint();
  uint v29 = uint();
  uint v30 = uint();
  uint v31 = uint();
  uint v32 = uint();
  uint v19 = uint();
  uint v33 = uint();
  uint v13 = uint();
  uint v17 = uint();
  bool v34 = bool();
  uint v11 = uint();
  uint v9 = uint();
  bool v35 = bool();
  uint v36 = uint();
  uint v37 = uint();
  uint v38 = uint();
  uint v39 = uint();
  uint v40 = uint();
  uint v41 = uint();
  v2 = mp.gid.x;
  v3 = uint(mp_urem_uint(uint(v2), uint(64u)));
  v4 = mp.b0[v3];
  v5 = uint(uint(v4) + uint(v2));
  v6 = uint(mp_urem_uint(uint(v5), uint(4u)));
  v7 = uint(uint(v6) + uint(1u));
  v8 = 0u;
  v10 = v2;
  v12 = 0u;
  while (true) {
    v14 = uint(uint(v8) * uint(2u));
    v15 = uint(uint(v2) + uint(v14));
    v16 = 0u;
    v18 = v10;
    v20 = v12;
    while (true) {
      v21 = uint(uint(v15) + uint(v16));
      v22 = uint(mp_urem_uint(uint(v21), uint(64u)));
      v23 = mp.b0[v22];
      v24 = uint(v23 ^ v2);
      v25 = uint(v24 & 1u);
      v26 = (v25 == 1u);
      if (v26) {
        v27 = uint(uint(v18) * uint(3u));
        v28 = uint(uint(v27) + uint(v23));
        v29 = uint(uint(v20) + uint(1u));
        v19 = v28;
        v33 = v23;
        v13 = v29;
      } else {
        v30 = uint(v18 ^ v23);
        v31 = uint(uint(v30) + uint(7u));
        v32 = uint(uint(v23) * uint(5u));
        v19 = v31;
        v33 = v32;
        v13 = v20;
      }
      v17 = uint(uint(v16) + uint(1u));
      v34 = (uint(v17) < uint(2u));
      if (v34) {
        v16 = v17;
        v18 = v19;
        v20 = v13;
      } else {
        break;
      }
    }
    v11 = uint(uint(v19) + uint(v8));
    v9 = uint(uint(v8) + uint(1u));
    v35 = (uint(v9) < uint(v7));
    if (v35) {
      v8 = v9;
      v10 = v11;
      v12 = v13;
    } else {
      break;
    }
  }
  v36 = uint(uint(v2) * uint(6u));
  mp.b1[v36] = v19;
  v37 = uint(uint(v36) + uint(1u));
  mp.b1[v37] = v33;
  v38 = uint(uint(v36) + uint(2u));
  mp.b1[v38] = v11;
  v39 = uint(uint(v36) + uint(3u));
  mp.b1[v39] = v13;
  v40 = uint(uint(v36) + uint(4u));
  mp.b1[v40] = v9;
  v41 = uint(uint(v36) + uint(5u));
  mp.b1[v41] = v7;
  return;
}

kernel void loop_divergent_escape_if(
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
