// magpie-gpu MSL for @transpose_2d. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u2;
  uint u3;
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

// @transpose_2d
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  uint v8 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  bool v13 = bool();
  bool v14 = bool();
  bool v15 = bool();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  uint v22 = uint();
  bool v23 = bool();
  bool v24 = bool();
  bool v25 = bool();
  uint v26 = uint();
  uint v27 = uint();
  uint v28 = uint();
  uint v29 = uint();
  uint v30 = uint();
  uint v2 = uint();
  uint v3 = uint();
  v2 = mp.params->u2;
  v3 = mp.params->u3;
  v5 = mp.lid.x;
  v6 = mp.lid.y;
  v7 = mp.wid.x;
  v8 = mp.wid.y;
  v9 = uint(uint(v7) * uint(16u));
  v10 = uint(uint(v8) * uint(16u));
  v11 = uint(uint(v9) + uint(v5));
  v12 = uint(uint(v10) + uint(v6));
  v13 = (uint(v11) < uint(v3));
  v14 = (uint(v12) < uint(v2));
  v15 = (v13 && v14);
  if (v15) {
    v16 = uint(uint(v12) * uint(v3));
    v17 = uint(uint(v16) + uint(v11));
    v18 = mp.b0[v17];
    v19 = uint(uint(v6) * uint(17u));
    v20 = uint(uint(v19) + uint(v5));
    mp.s2[v20] = v18;
  }
  threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  v21 = uint(uint(v9) + uint(v6));
  v22 = uint(uint(v10) + uint(v5));
  v23 = (uint(v21) < uint(v3));
  v24 = (uint(v22) < uint(v2));
  v25 = (v23 && v24);
  if (v25) {
    v26 = uint(uint(v5) * uint(17u));
    v27 = uint(uint(v26) + uint(v6));
    v28 = mp.s2[v27];
    v29 = uint(uint(v21) * uint(v2));
    v30 = uint(uint(v29) + uint(v22));
    mp.b1[v30] = v28;
  }
  return;
}

kernel void transpose_2d(
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
