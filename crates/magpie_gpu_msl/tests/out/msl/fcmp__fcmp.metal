// magpie-gpu MSL for @fcmp. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u3;
  uint len0;
  uint len1;
  uint len2;
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
  const device float* b0;
  const device float* b1;
  device uint* b2;
};

void fn_0(thread MpCtx& mp);

// @fcmp
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  float v6 = float();
  float v7 = float();
  bool v8 = bool();
  bool v9 = bool();
  bool v10 = bool();
  bool v11 = bool();
  bool v12 = bool();
  bool v13 = bool();
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
  uint v28 = uint();
  uint v29 = uint();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    v8 = (v6 == v7);
    v9 = ((v6 < v7) || (v6 > v7));
    v10 = (v6 < v7);
    v11 = (v6 > v7);
    v12 = (v6 <= v7);
    v13 = (v6 >= v7);
    v14 = uint(v8 ? 1 : 0);
    v15 = uint(v9 ? 1 : 0);
    v16 = uint(v10 ? 1 : 0);
    v17 = uint(v11 ? 1 : 0);
    v18 = uint(v12 ? 1 : 0);
    v19 = uint(v13 ? 1 : 0);
    v20 = uint(uint(v15) << (uint(1u) & 31u));
    v21 = uint(uint(v16) << (uint(2u) & 31u));
    v22 = uint(uint(v17) << (uint(3u) & 31u));
    v23 = uint(uint(v18) << (uint(4u) & 31u));
    v24 = uint(uint(v19) << (uint(5u) & 31u));
    v25 = uint(v14 | v20);
    v26 = uint(v25 | v21);
    v27 = uint(v26 | v22);
    v28 = uint(v27 | v23);
    v29 = uint(v28 | v24);
    mp.b2[v4] = v29;
  }
  return;
}

kernel void fcmp(
    const device float* b0 [[buffer(0)]],
    const device float* b1 [[buffer(1)]],
    device uint* b2 [[buffer(2)]],
    constant MpParams& params [[buffer(3)]],
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
  mp.b2 = b2;
  fn_0(mp);
}
