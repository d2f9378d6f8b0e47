// magpie-gpu MSL for @int_arith. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u6;
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
  const device int* b0;
  const device int* b1;
  const device uint* b2;
  const device uint* b3;
  device int* b4;
  device uint* b5;
};

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
int mp_sdiv_int(int a, int b) {
  if (b == int(0) || (a == (-2147483647 - 1) && b == int(-1))) {
    return a;
  }
  return int(a / b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
int mp_srem_int(int a, int b) {
  if (b == int(0) || (a == (-2147483647 - 1) && b == int(-1))) {
    return int(0);
  }
  return int(a % b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_udiv_uint(uint a, uint b) {
  return b == uint(0) ? a : uint(a / b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

void fn_0(thread MpCtx& mp);

// @int_arith
void fn_0(thread MpCtx& mp) {
  uint v7 = uint();
  bool v8 = bool();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  int v14 = int();
  int v15 = int();
  int v16 = int();
  int v17 = int();
  int v18 = int();
  int v19 = int();
  int v20 = int();
  uint v21 = uint();
  uint v22 = uint();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  uint v27 = uint();
  uint v6 = uint();
  v6 = mp.params->u6;
  v7 = mp.gid.x;
  v8 = (uint(v7) < uint(v6));
  if (v8) {
    v9 = uint(uint(v7) * uint(5u));
    v10 = uint(uint(v9) + uint(1u));
    v11 = uint(uint(v9) + uint(2u));
    v12 = uint(uint(v9) + uint(3u));
    v13 = uint(uint(v9) + uint(4u));
    v14 = mp.b0[v7];
    v15 = mp.b1[v7];
    v16 = int(uint(v14) + uint(v15));
    v17 = int(uint(v14) - uint(v15));
    v18 = int(uint(v14) * uint(v15));
    v19 = int(mp_sdiv_int(int(v14), int(v15)));
    v20 = int(mp_srem_int(int(v14), int(v15)));
    mp.b4[v9] = v16;
    mp.b4[v10] = v17;
    mp.b4[v11] = v18;
    mp.b4[v12] = v19;
    mp.b4[v13] = v20;
    v21 = mp.b2[v7];
    v22 = mp.b3[v7];
    v23 = uint(uint(v21) + uint(v22));
    v24 = uint(uint(v21) - uint(v22));
    v25 = uint(uint(v21) * uint(v22));
    v26 = uint(mp_udiv_uint(uint(v21), uint(v22)));
    v27 = uint(mp_urem_uint(uint(v21), uint(v22)));
    mp.b5[v9] = v23;
    mp.b5[v10] = v24;
    mp.b5[v11] = v25;
    mp.b5[v12] = v26;
    mp.b5[v13] = v27;
  }
  return;
}

kernel void int_arith(
    const device int* b0 [[buffer(0)]],
    const device int* b1 [[buffer(1)]],
    const device uint* b2 [[buffer(2)]],
    const device uint* b3 [[buffer(3)]],
    device int* b4 [[buffer(4)]],
    device uint* b5 [[buffer(5)]],
    constant MpParams& params [[buffer(6)]],
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
  mp.b4 = b4;
  mp.b5 = b5;
  fn_0(mp);
}
