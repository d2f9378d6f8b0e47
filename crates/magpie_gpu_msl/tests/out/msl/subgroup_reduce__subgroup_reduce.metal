// magpie-gpu MSL for @subgroup_reduce. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint len0;
  uint len1;
  uint len2;
  uint len3;
  uint len4;
  uint len5;
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
  const device int* b1;
  const device float* b2;
  device uint* b3;
  device int* b4;
  device float* b5;
};

void fn_0(thread MpCtx& mp);

// @subgroup_reduce
void fn_0(thread MpCtx& mp) {
  uint v6 = uint();
  uint v7 = uint();
  int v8 = int();
  float v9 = float();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  int v14 = int();
  int v15 = int();
  int v16 = int();
  float v17 = float();
  float v18 = float();
  float v19 = float();
  uint v20 = uint();
  uint v21 = uint();
  uint v22 = uint();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  v6 = mp.gid.x;
  v7 = mp.b0[v6];
  v8 = mp.b1[v6];
  v9 = mp.b2[v6];
  v10 = mp.sg_size;
  v11 = uint(simd_sum(uint(v7)));
  v12 = uint(simd_min(uint(v7)));
  v13 = uint(simd_max(uint(v7)));
  v14 = int(simd_sum(uint(v8)));
  v15 = int(simd_min(int(v8)));
  v16 = int(simd_max(int(v8)));
  v17 = simd_sum(v9);
  v18 = simd_min(v9);
  v19 = simd_max(v9);
  v20 = uint(uint(v6) * uint(4u));
  v21 = uint(uint(v20) + uint(1u));
  v22 = uint(uint(v20) + uint(2u));
  v23 = uint(uint(v20) + uint(3u));
  mp.b3[v20] = v10;
  mp.b3[v21] = v11;
  mp.b3[v22] = v12;
  mp.b3[v23] = v13;
  v24 = uint(uint(v6) * uint(3u));
  v25 = uint(uint(v24) + uint(1u));
  v26 = uint(uint(v24) + uint(2u));
  mp.b4[v24] = v14;
  mp.b4[v25] = v15;
  mp.b4[v26] = v16;
  mp.b5[v24] = v17;
  mp.b5[v25] = v18;
  mp.b5[v26] = v19;
  return;
}

kernel void subgroup_reduce(
    const device uint* b0 [[buffer(0)]],
    const device int* b1 [[buffer(1)]],
    const device float* b2 [[buffer(2)]],
    device uint* b3 [[buffer(3)]],
    device int* b4 [[buffer(4)]],
    device float* b5 [[buffer(5)]],
    constant MpParams& params [[buffer(6)]],
    uint3 lid [[thread_position_in_threadgroup]],
    uint3 wid [[threadgroup_position_in_grid]],
    uint3 size [[threads_per_threadgroup]],
    uint3 nwg [[threadgroups_per_grid]],
    uint sg_size [[threads_per_simdgroup]],
    uint sg_lane [[thread_index_in_simdgroup]]) {
  MpCtx mp;
  mp.lid = lid;
  mp.wid = wid;
  mp.size = size;
  mp.nwg = nwg;
  mp.gid = wid * size + lid;
  mp.sg_size = sg_size;
  mp.sg_lane = sg_lane;
  mp.params = &params;
  mp.b0 = b0;
  mp.b1 = b1;
  mp.b2 = b2;
  mp.b3 = b3;
  mp.b4 = b4;
  mp.b5 = b5;
  fn_0(mp);
}
