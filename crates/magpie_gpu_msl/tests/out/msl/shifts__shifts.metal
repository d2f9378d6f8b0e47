// magpie-gpu MSL for @shifts. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device uint* b0;
  const device uint* b1;
  device uint* b2;
};

void fn_0(thread MpCtx& mp);

// @shifts
void fn_0(thread MpCtx& mp) {
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
  int v16 = int();
  int v17 = int();
  int v18 = int();
  uint v19 = uint();
  uchar v20 = uchar();
  uchar v21 = uchar();
  uchar v22 = uchar();
  uchar v23 = uchar();
  char v24 = char();
  char v25 = char();
  char v26 = char();
  uchar v27 = uchar();
  uint v28 = uint();
  uint v29 = uint();
  uint v30 = uint();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    v8 = uint(uint(v4) * uint(6u));
    v9 = uint(uint(v8) + uint(1u));
    v10 = uint(uint(v8) + uint(2u));
    v11 = uint(uint(v8) + uint(3u));
    v12 = uint(uint(v8) + uint(4u));
    v13 = uint(uint(v8) + uint(5u));
    v14 = uint(uint(v6) << (uint(v7) & 31u));
    v15 = uint(uint(uint(v6)) >> (uint(v7) & 31u));
    v16 = int(v6);
    v17 = int(v7);
    v18 = int(int(int(v16)) >> (uint(v17) & 31u));
    v19 = uint(v18);
    mp.b2[v8] = v14;
    mp.b2[v9] = v15;
    mp.b2[v10] = v19;
    v20 = uchar(v6);
    v21 = uchar(v7);
    v22 = uchar(uint(v20) << (uint(v21) & 7u));
    v23 = uchar(uint(uchar(v20)) >> (uint(v21) & 7u));
    v24 = char(v6);
    v25 = char(v7);
    v26 = char(int(char(v24)) >> (uint(v25) & 7u));
    v27 = uchar(v26);
    v28 = uint(v22);
    v29 = uint(v23);
    v30 = uint(v27);
    mp.b2[v11] = v28;
    mp.b2[v12] = v29;
    mp.b2[v13] = v30;
  }
  return;
}

kernel void shifts(
    const device uint* b0 [[buffer(0)]],
    const device uint* b1 [[buffer(1)]],
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
