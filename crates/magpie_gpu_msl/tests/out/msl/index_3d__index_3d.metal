// magpie-gpu MSL for @index_3d. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u2;
  uint u3;
  uint u4;
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

void fn_0(thread MpCtx& mp);

// @index_3d
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  bool v8 = bool();
  bool v9 = bool();
  bool v10 = bool();
  bool v11 = bool();
  bool v12 = bool();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  uint v22 = uint();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  uint v27 = uint();
  uint v2 = uint();
  uint v3 = uint();
  uint v4 = uint();
  v2 = mp.params->u2;
  v3 = mp.params->u3;
  v4 = mp.params->u4;
  v5 = mp.gid.x;
  v6 = mp.gid.y;
  v7 = mp.gid.z;
  v8 = (uint(v5) < uint(v2));
  v9 = (uint(v6) < uint(v3));
  v10 = (uint(v7) < uint(v4));
  v11 = (v8 && v9);
  v12 = (v11 && v10);
  if (v12) {
    v13 = uint(uint(v3) * uint(v7));
    v14 = uint(uint(v6) + uint(v13));
    v15 = uint(uint(v2) * uint(v14));
    v16 = uint(uint(v5) + uint(v15));
    v17 = uint(uint(v3) * uint(v5));
    v18 = uint(uint(v6) + uint(v17));
    v19 = uint(uint(v4) * uint(v18));
    v20 = uint(uint(v7) + uint(v19));
    v21 = mp.b0[v16];
    v22 = uint(uint(v21) * uint(2u));
    v23 = uint(uint(v6) * uint(100u));
    v24 = uint(uint(v7) * uint(10000u));
    v25 = uint(uint(v5) + uint(v23));
    v26 = uint(uint(v25) + uint(v24));
    v27 = uint(uint(v22) + uint(v26));
    mp.b1[v20] = v27;
  }
  return;
}

kernel void index_3d(
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
