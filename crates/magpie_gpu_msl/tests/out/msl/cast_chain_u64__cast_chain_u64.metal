// magpie-gpu MSL for @cast_chain_u64. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u4;
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
  const device float* b0;
  const device uint* b1;
  device uint* b2;
  device ulong* b3;
};

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
ulong mp_f2i_ulong(float x) {
  if (metal::isnan(x)) {
    return ulong(0);
  }
  if (x <= 0e0f) {
    return 0ul;
  }
  if (x >= 1.8446744e19f) {
    return 18446744073709551615ul;
  }
  return ulong(x);
}

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
long mp_f2i_long(float x) {
  if (metal::isnan(x)) {
    return long(0);
  }
  if (x <= (-9.223372e18f)) {
    return (-9223372036854775807l - 1l);
  }
  if (x >= 9.223372e18f) {
    return 9223372036854775807l;
  }
  return long(x);
}

ulong fn_1(thread MpCtx& mp, uint v1, float v2);
void fn_0(thread MpCtx& mp);

// @chains
ulong fn_1(thread MpCtx& mp, uint v1, float v2) {
  ulong v3 = ulong();
  long v4 = long();
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  int v8 = int();
  int v9 = int();
  int v10 = int();
  uint v11 = uint();
  int v12 = int();
  int v13 = int();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  ushort v17 = ushort();
  uint v18 = uint();
  uint v19 = uint();
  uchar v20 = uchar();
  int v21 = int();
  int v22 = int();
  uint v23 = uint();
  char v24 = char();
  int v25 = int();
  int v26 = int();
  uint v27 = uint();
  short v28 = short();
  int v29 = int();
  int v30 = int();
  uint v31 = uint();
  uint v32 = uint();
  uint v33 = uint();
  uint v34 = uint();
  uint v35 = uint();
  uint v36 = uint();
  uint v37 = uint();
  uint v38 = uint();
  v3 = mp_f2i_ulong(v2);
  v4 = mp_f2i_long(v2);
  v5 = uint(v3);
  v6 = uint(uint(v5) + uint(7u));
  v7 = uint(v6 ^ 4660u);
  v8 = int(v3);
  v9 = int(uint(v8) + uint(1));
  v10 = int(v9 ^ 21845);
  v11 = uint(v10);
  v12 = int(v4);
  v13 = int(uint(v12) + uint(3));
  v14 = uint(v13);
  v15 = uint(v4);
  v16 = uint(v15 ^ 2779096485u);
  v17 = ushort(v3);
  v18 = uint(v17);
  v19 = uint(uint(v18) + uint(3u));
  v20 = uchar(v4);
  v21 = int(v20);
  v22 = int(uint(v21) + uint(1));
  v23 = uint(v22);
  v24 = char(v3);
  v25 = int(v24);
  v26 = int(v25 ^ (-16));
  v27 = uint(v26);
  v28 = short(v4);
  v29 = int(v28);
  v30 = int(uint(v29) - uint(2));
  v31 = uint(v30);
  v32 = uint(uint(v1) + uint(1u));
  v33 = uint(uint(v1) + uint(2u));
  v34 = uint(uint(v1) + uint(3u));
  v35 = uint(uint(v1) + uint(4u));
  v36 = uint(uint(v1) + uint(5u));
  v37 = uint(uint(v1) + uint(6u));
  v38 = uint(uint(v1) + uint(7u));
  mp.b2[v1] = v7;
  mp.b2[v32] = v11;
  mp.b2[v33] = v14;
  mp.b2[v34] = v16;
  mp.b2[v35] = v19;
  mp.b2[v36] = v23;
  mp.b2[v37] = v27;
  mp.b2[v38] = v31;
  return v3;
  return ulong();
}

// @cast_chain_u64
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  bool v6 = bool();
  float v7 = float();
  uint v8 = uint();
  float v9 = float();
  uint v10 = uint();
  uint v11 = uint();
  ulong v12 = ulong();
  ulong v13 = ulong();
  long v14 = long();
  long v15 = long();
  ulong v16 = ulong();
  ulong v17 = ulong();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  uint v4 = uint();
  v4 = mp.params->u4;
  v5 = mp.gid.x;
  v6 = (uint(v5) < uint(v4));
  if (v6) {
    v7 = mp.b0[v5];
    v8 = mp.b1[v5];
    v9 = float(v8);
    v10 = uint(uint(v5) * uint(16u));
    v11 = uint(uint(v10) + uint(8u));
    v12 = fn_1(mp, v10, v7);
    v13 = fn_1(mp, v11, v9);
    v14 = mp_f2i_long(v7);
    v15 = mp_f2i_long(v9);
    v16 = ulong(v14);
    v17 = ulong(v15);
    v18 = uint(uint(v5) * uint(4u));
    v19 = uint(uint(v18) + uint(1u));
    v20 = uint(uint(v18) + uint(2u));
    v21 = uint(uint(v18) + uint(3u));
    mp.b3[v18] = v12;
    mp.b3[v19] = v16;
    mp.b3[v20] = v13;
    mp.b3[v21] = v17;
  }
  return;
}

kernel void cast_chain_u64(
    const device float* b0 [[buffer(0)]],
    const device uint* b1 [[buffer(1)]],
    device uint* b2 [[buffer(2)]],
    device ulong* b3 [[buffer(3)]],
    constant MpParams& params [[buffer(4)]],
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
  mp.b3 = b3;
  fn_0(mp);
}
