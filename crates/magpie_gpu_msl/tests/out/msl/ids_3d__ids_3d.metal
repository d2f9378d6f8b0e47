// magpie-gpu MSL for @ids_3d. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

void fn_1(thread MpCtx& mp, uint v1, uint v2, uint v3);
void fn_0(thread MpCtx& mp);

// @put
void fn_1(thread MpCtx& mp, uint v1, uint v2, uint v3) {
  uint v4 = uint();
  v4 = uint(uint(v1) + uint(v2));
  mp.b0[v4] = v3;
  return;
}

// @ids_3d
void fn_0(thread MpCtx& mp) {
  uint v1 = uint();
  uint v2 = uint();
  uint v3 = uint();
  uint v4 = uint();
  uint v5 = uint();
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
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  uint v22 = uint();
  v1 = mp.gid.x;
  v2 = mp.gid.y;
  v3 = mp.gid.z;
  v4 = mp.lid.x;
  v5 = mp.lid.y;
  v6 = mp.lid.z;
  v7 = mp.wid.x;
  v8 = mp.wid.y;
  v9 = mp.wid.z;
  v10 = mp.size.x;
  v11 = mp.size.y;
  v12 = mp.size.z;
  v13 = mp.nwg.x;
  v14 = mp.nwg.y;
  v15 = mp.nwg.z;
  v16 = uint(uint(v10) * uint(v13));
  v17 = uint(uint(v11) * uint(v14));
  v18 = uint(uint(v17) * uint(v3));
  v19 = uint(uint(v2) + uint(v18));
  v20 = uint(uint(v16) * uint(v19));
  v21 = uint(uint(v1) + uint(v20));
  v22 = uint(uint(v21) * uint(15u));
  fn_1(mp, v22, 0u, v1);
  fn_1(mp, v22, 1u, v2);
  fn_1(mp, v22, 2u, v3);
  fn_1(mp, v22, 3u, v4);
  fn_1(mp, v22, 4u, v5);
  fn_1(mp, v22, 5u, v6);
  fn_1(mp, v22, 6u, v7);
  fn_1(mp, v22, 7u, v8);
  fn_1(mp, v22, 8u, v9);
  fn_1(mp, v22, 9u, v10);
  fn_1(mp, v22, 10u, v11);
  fn_1(mp, v22, 11u, v12);
  fn_1(mp, v22, 12u, v13);
  fn_1(mp, v22, 13u, v14);
  fn_1(mp, v22, 14u, v15);
  return;
}

kernel void ids_3d(
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
