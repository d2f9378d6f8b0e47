// magpie-gpu MSL for @cast_float_int. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  device int* b2;
  device float* b3;
};

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
int mp_f2i_int(float x) {
  if (metal::isnan(x)) {
    return int(0);
  }
  if (x <= (-2.1474836e9f)) {
    return (-2147483647 - 1);
  }
  if (x >= 2.1474836e9f) {
    return 2147483647;
  }
  return int(x);
}

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
uint mp_f2i_uint(float x) {
  if (metal::isnan(x)) {
    return uint(0);
  }
  if (x <= 0e0f) {
    return 0u;
  }
  if (x >= 4.2949673e9f) {
    return 4294967295u;
  }
  return uint(x);
}

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
char mp_f2i_char(float x) {
  if (metal::isnan(x)) {
    return char(0);
  }
  if (x <= (-1.28e2f)) {
    return char(-128);
  }
  if (x >= 1.28e2f) {
    return char(127);
  }
  return char(x);
}

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
uchar mp_f2i_uchar(float x) {
  if (metal::isnan(x)) {
    return uchar(0);
  }
  if (x <= 0e0f) {
    return uchar(0);
  }
  if (x >= 2.56e2f) {
    return uchar(255);
  }
  return uchar(x);
}

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
short mp_f2i_short(float x) {
  if (metal::isnan(x)) {
    return short(0);
  }
  if (x <= (-3.2768e4f)) {
    return short(-32768);
  }
  if (x >= 3.2768e4f) {
    return short(32767);
  }
  return short(x);
}

// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)
ushort mp_f2i_ushort(float x) {
  if (metal::isnan(x)) {
    return ushort(0);
  }
  if (x <= 0e0f) {
    return ushort(0);
  }
  if (x >= 6.5536e4f) {
    return ushort(65535);
  }
  return ushort(x);
}

void fn_0(thread MpCtx& mp);

// @cast_float_int
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  bool v6 = bool();
  float v7 = float();
  uint v8 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  int v15 = int();
  uint v16 = uint();
  int v17 = int();
  char v18 = char();
  int v19 = int();
  uchar v20 = uchar();
  int v21 = int();
  short v22 = short();
  int v23 = int();
  ushort v24 = ushort();
  int v25 = int();
  uint v26 = uint();
  uint v27 = uint();
  uint v28 = uint();
  uint v29 = uint();
  int v30 = int();
  float v31 = float();
  float v32 = float();
  char v33 = char();
  float v34 = float();
  ushort v35 = ushort();
  float v36 = float();
  uint v4 = uint();
  v4 = mp.params->u4;
  v5 = mp.gid.x;
  v6 = (uint(v5) < uint(v4));
  if (v6) {
    v7 = mp.b0[v5];
    v8 = mp.b1[v5];
    v9 = uint(uint(v5) * uint(6u));
    v10 = uint(uint(v9) + uint(1u));
    v11 = uint(uint(v9) + uint(2u));
    v12 = uint(uint(v9) + uint(3u));
    v13 = uint(uint(v9) + uint(4u));
    v14 = uint(uint(v9) + uint(5u));
    v15 = mp_f2i_int(v7);
    mp.b2[v9] = v15;
    v16 = mp_f2i_uint(v7);
    v17 = int(v16);
    mp.b2[v10] = v17;
    v18 = mp_f2i_char(v7);
    v19 = int(v18);
    mp.b2[v11] = v19;
    v20 = mp_f2i_uchar(v7);
    v21 = int(v20);
    mp.b2[v12] = v21;
    v22 = mp_f2i_short(v7);
    v23 = int(v22);
    mp.b2[v13] = v23;
    v24 = mp_f2i_ushort(v7);
    v25 = int(v24);
    mp.b2[v14] = v25;
    v26 = uint(uint(v5) * uint(4u));
    v27 = uint(uint(v26) + uint(1u));
    v28 = uint(uint(v26) + uint(2u));
    v29 = uint(uint(v26) + uint(3u));
    v30 = int(v8);
    v31 = float(v30);
    mp.b3[v26] = v31;
    v32 = float(v8);
    mp.b3[v27] = v32;
    v33 = char(v8);
    v34 = float(v33);
    mp.b3[v28] = v34;
    v35 = ushort(v8);
    v36 = float(v35);
    mp.b3[v29] = v36;
  }
  return;
}

kernel void cast_float_int(
    const device float* b0 [[buffer(0)]],
    const device uint* b1 [[buffer(1)]],
    device int* b2 [[buffer(2)]],
    device float* b3 [[buffer(3)]],
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
