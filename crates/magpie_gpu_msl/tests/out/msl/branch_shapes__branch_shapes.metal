// magpie-gpu MSL for @branch_shapes. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

// @branch_shapes
void fn_0(thread MpCtx& mp) {
  uint v1 = uint();
  uint v2 = uint();
  bool v3 = bool();
  uint v4 = uint();
  bool v5 = bool();
  uint v6 = uint();
  uint v7 = uint();
  uint v8 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  uint v18 = uint();
  uint v20 = uint();
  bool v21 = bool();
  uint v22 = uint();
  uint v23 = uint();
  uint v19 = uint();
  uint v17 = uint();
  bool v24 = bool();
  uint v25 = uint();
  uint v26 = uint();
  uint v27 = uint();
  uint v28 = uint();
  bool v29 = bool();
  uint v30 = uint();
  uint v31 = uint();
  uint v32 = uint();
  bool v33 = bool();
  v1 = mp.gid.x;
  v2 = uint(uint(v1) * uint(3u));
  v3 = (uint(v1) < uint(40u));
  if (v3) {
    v4 = uint(mp_urem_uint(uint(v1), uint(3u)));
    v5 = (v4 == 0u);
    if (v5) {
      v6 = uint(uint(v1) * uint(7u));
      v26 = 1u;
      v27 = 0u;
      v28 = v6;
    } else {
      v26 = 0u;
      v27 = v4;
      v28 = 0u;
    }
  } else {
    v26 = 0u;
    v27 = 1u;
    v28 = 0u;
  }
  v29 = (v26 == 0u);
  if (v29) {
    v7 = v27;
    v8 = uint(uint(v7) + uint(100u));
    v9 = v8;
  } else {
    v9 = v28;
  }
  mp.b0[v2] = v9;
  v10 = uint(mp_urem_uint(uint(v1), uint(5u)));
  switch (v10) {
    case 0u: {
      v11 = uint(uint(v1) + uint(100u));
      v30 = 0u;
      v31 = v11;
      v32 = 0u;
      break;
    }
    case 1u: case 2u: {
      v30 = 0u;
      v31 = v1;
      v32 = 0u;
      break;
    }
    default: {
      v30 = 1u;
      v31 = 0u;
      v32 = 7u;
      break;
    }
  }
  v33 = (v30 == 0u);
  if (v33) {
    v12 = v31;
    v13 = uint(uint(v12) * uint(3u));
    v14 = v13;
  } else {
    v14 = v32;
  }
  v15 = uint(uint(v2) + uint(1u));
  mp.b0[v15] = v14;
  v16 = 0u;
  v18 = v1;
  while (true) {
    v20 = uint(v16 & 1u);
    v21 = (v20 == 1u);
    if (v21) {
      v22 = uint(uint(v18) + uint(5u));
      v19 = v22;
    } else {
      v23 = uint(uint(v18) * uint(3u));
      v19 = v23;
    }
    v17 = uint(uint(v16) + uint(1u));
    v24 = (uint(v17) < uint(10u));
    if (v24) {
      v16 = v17;
      v18 = v19;
    } else {
      break;
    }
  }
  v25 = uint(uint(v2) + uint(2u));
  mp.b0[v25] = v19;
  return;
}

kernel void branch_shapes(
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
