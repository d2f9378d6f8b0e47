// magpie-gpu MSL for @i64_arith. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u7;
  uint len0;
  uint len1;
  uint len2;
  uint len3;
  uint len4;
  uint len5;
  uint len6;
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
  const device long* b0;
  const device long* b1;
  const device uint* b2;
  const device float* b3;
  device long* b4;
  device uint* b5;
  device float* b6;
};

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
long mp_sdiv_long(long a, long b) {
  if (b == long(0) || (a == (-9223372036854775807l - 1l) && b == long(-1))) {
    return a;
  }
  return long(a / b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
long mp_srem_long(long a, long b) {
  if (b == long(0) || (a == (-9223372036854775807l - 1l) && b == long(-1))) {
    return long(0);
  }
  return long(a % b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
ulong mp_udiv_ulong(ulong a, ulong b) {
  return b == ulong(0) ? a : ulong(a / b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
ulong mp_urem_ulong(ulong a, ulong b) {
  return b == ulong(0) ? ulong(0) : ulong(a % b);
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

void fn_1(thread MpCtx& mp, uint v1, uint v2, long v3);
void fn_0(thread MpCtx& mp);

// @put
void fn_1(thread MpCtx& mp, uint v1, uint v2, long v3) {
  uint v4 = uint();
  v4 = uint(uint(v1) + uint(v2));
  mp.b4[v4] = v3;
  return;
}

// @i64_arith
void fn_0(thread MpCtx& mp) {
  uint v8 = uint();
  bool v9 = bool();
  long v10 = long();
  long v11 = long();
  uint v12 = uint();
  float v13 = float();
  ulong v14 = ulong();
  ulong v15 = ulong();
  long v16 = long();
  ulong v17 = ulong();
  uint v18 = uint();
  long v19 = long();
  long v20 = long();
  long v21 = long();
  long v22 = long();
  long v23 = long();
  ulong v24 = ulong();
  ulong v25 = ulong();
  long v26 = long();
  long v27 = long();
  long v28 = long();
  ulong v29 = ulong();
  long v30 = long();
  long v31 = long();
  int v32 = int();
  long v33 = long();
  uint v34 = uint();
  ulong v35 = ulong();
  long v36 = long();
  long v37 = long();
  bool v38 = bool();
  bool v39 = bool();
  bool v40 = bool();
  bool v41 = bool();
  bool v42 = bool();
  uint v43 = uint();
  uint v44 = uint();
  uint v45 = uint();
  uint v46 = uint();
  uint v47 = uint();
  uint v48 = uint();
  uint v49 = uint();
  uint v50 = uint();
  uint v51 = uint();
  uint v52 = uint();
  uint v53 = uint();
  uint v54 = uint();
  uint v55 = uint();
  float v56 = float();
  float v57 = float();
  uint v58 = uint();
  uint v59 = uint();
  uint v7 = uint();
  v7 = mp.params->u7;
  v8 = mp.gid.x;
  v9 = (uint(v8) < uint(v7));
  if (v9) {
    v10 = mp.b0[v8];
    v11 = mp.b1[v8];
    v12 = mp.b2[v8];
    v13 = mp.b3[v8];
    v14 = ulong(v10);
    v15 = ulong(v11);
    v16 = long(v12);
    v17 = ulong(v12);
    v18 = uint(uint(v8) * uint(13u));
    v19 = long(ulong(v10) + ulong(v11));
    v20 = long(ulong(v10) - ulong(v11));
    v21 = long(ulong(v10) * ulong(v11));
    v22 = long(mp_sdiv_long(long(v10), long(v11)));
    v23 = long(mp_srem_long(long(v10), long(v11)));
    v24 = ulong(mp_udiv_ulong(ulong(v14), ulong(v15)));
    v25 = ulong(mp_urem_ulong(ulong(v14), ulong(v15)));
    v26 = long(v24);
    v27 = long(v25);
    v28 = long(ulong(v10) << (ulong(v16) & 63u));
    v29 = ulong(ulong(ulong(v14)) >> (ulong(v17) & 63u));
    v30 = long(v29);
    v31 = long(long(long(v10)) >> (ulong(v16) & 63u));
    v32 = int(v10);
    v33 = long(v32);
    v34 = uint(v10);
    v35 = ulong(v34);
    v36 = long(v35);
    v37 = mp_f2i_long(v13);
    fn_1(mp, v18, 0u, v19);
    fn_1(mp, v18, 1u, v20);
    fn_1(mp, v18, 2u, v21);
    fn_1(mp, v18, 3u, v22);
    fn_1(mp, v18, 4u, v23);
    fn_1(mp, v18, 5u, v26);
    fn_1(mp, v18, 6u, v27);
    fn_1(mp, v18, 7u, v28);
    fn_1(mp, v18, 8u, v30);
    fn_1(mp, v18, 9u, v31);
    fn_1(mp, v18, 10u, v33);
    fn_1(mp, v18, 11u, v36);
    fn_1(mp, v18, 12u, v37);
    v38 = (v10 == v11);
    v39 = (long(v10) < long(v11));
    v40 = (ulong(v14) < ulong(v15));
    v41 = (long(v10) > long(v11));
    v42 = (ulong(v14) > ulong(v15));
    v43 = uint(v38 ? 1 : 0);
    v44 = uint(v39 ? 1 : 0);
    v45 = uint(v40 ? 1 : 0);
    v46 = uint(v41 ? 1 : 0);
    v47 = uint(v42 ? 1 : 0);
    v48 = uint(uint(v44) << (uint(1u) & 31u));
    v49 = uint(uint(v45) << (uint(2u) & 31u));
    v50 = uint(uint(v46) << (uint(3u) & 31u));
    v51 = uint(uint(v47) << (uint(4u) & 31u));
    v52 = uint(v43 | v48);
    v53 = uint(v52 | v49);
    v54 = uint(v53 | v50);
    v55 = uint(v54 | v51);
    mp.b5[v8] = v55;
    v56 = float(v10);
    v57 = float(v14);
    v58 = uint(uint(v8) * uint(2u));
    v59 = uint(uint(v58) + uint(1u));
    mp.b6[v58] = v56;
    mp.b6[v59] = v57;
  }
  return;
}

kernel void i64_arith(
    const device long* b0 [[buffer(0)]],
    const device long* b1 [[buffer(1)]],
    const device uint* b2 [[buffer(2)]],
    const device float* b3 [[buffer(3)]],
    device long* b4 [[buffer(4)]],
    device uint* b5 [[buffer(5)]],
    device float* b6 [[buffer(6)]],
    constant MpParams& params [[buffer(7)]],
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
  mp.b6 = b6;
  fn_0(mp);
}
