// magpie-gpu MSL for @subgroup_basic. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint len0;
  uint len1;
  uint len2;
  uint len3;
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
  const device float* b1;
  device uint* b2;
  device float* b3;
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

void fn_0(thread MpCtx& mp);

// @subgroup_basic
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  uint v5 = uint();
  float v6 = float();
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
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  float v20 = float();
  uint v21 = uint();
  uint v22 = uint();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  uint v27 = uint();
  v4 = mp.gid.x;
  v5 = mp.b0[v4];
  v6 = mp.b1[v4];
  v7 = mp.sg_size;
  v8 = mp.sg_lane;
  v9 = uint(uint(v8) + uint(1u));
  v10 = uint(mp_urem_uint(uint(v9), uint(v7)));
  v11 = uint(simd_shuffle(uint(v5), ushort(v10)));
  v12 = uint(v8 ^ 1u);
  v13 = uint(mp_urem_uint(uint(v12), uint(v7)));
  v14 = uint(simd_shuffle(uint(v5), ushort(v13)));
  v15 = uint(simd_broadcast(uint(v5), ushort(0u)));
  v16 = uint(uint(v7) - uint(1u));
  v17 = uint(simd_broadcast(uint(v5), ushort(v16)));
  v18 = uint(simd_shuffle(uint(v5), ushort(v8)));
  v19 = uint(uint(v16) - uint(v8));
  v20 = simd_shuffle(v6, ushort(v19));
  v21 = uint(uint(v4) * uint(7u));
  v22 = uint(uint(v21) + uint(1u));
  v23 = uint(uint(v21) + uint(2u));
  v24 = uint(uint(v21) + uint(3u));
  v25 = uint(uint(v21) + uint(4u));
  v26 = uint(uint(v21) + uint(5u));
  v27 = uint(uint(v21) + uint(6u));
  mp.b2[v21] = v7;
  mp.b2[v22] = v8;
  mp.b2[v23] = v11;
  mp.b2[v24] = v14;
  mp.b2[v25] = v15;
  mp.b2[v26] = v17;
  mp.b2[v27] = v18;
  mp.b3[v4] = v20;
  return;
}

kernel void subgroup_basic(
    const device uint* b0 [[buffer(0)]],
    const device float* b1 [[buffer(1)]],
    device uint* b2 [[buffer(2)]],
    device float* b3 [[buffer(3)]],
    constant MpParams& params [[buffer(4)]],
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
  fn_0(mp);
}
