// magpie-gpu MSL for @cast_int. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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

void fn_0(thread MpCtx& mp);

// @cast_int
void fn_0(thread MpCtx& mp) {
  uint v3 = uint();
  bool v4 = bool();
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
  uchar v15 = uchar();
  uint v16 = uint();
  char v17 = char();
  int v18 = int();
  uint v19 = uint();
  ushort v20 = ushort();
  uint v21 = uint();
  short v22 = short();
  int v23 = int();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  int v27 = int();
  uint v28 = uint();
  int v29 = int();
  bool v30 = bool();
  uint v31 = uint();
  uint v32 = uint();
  bool v33 = bool();
  int v34 = int();
  uint v35 = uint();
  uint v2 = uint();
  v2 = mp.params->u2;
  v3 = mp.gid.x;
  v4 = (uint(v3) < uint(v2));
  if (v4) {
    v5 = mp.b0[v3];
    v6 = uint(uint(v3) * uint(9u));
    v7 = uint(uint(v6) + uint(1u));
    v8 = uint(uint(v6) + uint(2u));
    v9 = uint(uint(v6) + uint(3u));
    v10 = uint(uint(v6) + uint(4u));
    v11 = uint(uint(v6) + uint(5u));
    v12 = uint(uint(v6) + uint(6u));
    v13 = uint(uint(v6) + uint(7u));
    v14 = uint(uint(v6) + uint(8u));
    v15 = uchar(v5);
    v16 = uint(v15);
    mp.b1[v6] = v16;
    v17 = char(v5);
    v18 = int(v17);
    v19 = uint(v18);
    mp.b1[v7] = v19;
    v20 = ushort(v5);
    v21 = uint(v20);
    mp.b1[v8] = v21;
    v22 = short(v5);
    v23 = int(v22);
    v24 = uint(v23);
    mp.b1[v9] = v24;
    v25 = uint(v17);
    mp.b1[v10] = v25;
    v26 = uint(v22);
    mp.b1[v11] = v26;
    v27 = int(v15);
    v28 = uint(v27);
    mp.b1[v12] = v28;
    v29 = int(v5);
    v30 = (int(v29) < int(0));
    v31 = uint(v30 ? 1 : 0);
    mp.b1[v13] = v31;
    v32 = uint(v5 & 1u);
    v33 = (v32 == 1u);
    v34 = int(v33 ? 1 : 0);
    v35 = uint(v34);
    mp.b1[v14] = v35;
  }
  return;
}

kernel void cast_int(
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
