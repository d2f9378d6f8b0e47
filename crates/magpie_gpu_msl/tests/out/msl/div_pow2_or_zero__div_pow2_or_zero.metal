// magpie-gpu MSL for @div_pow2_or_zero. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u12;
  uint len0;
  uint len1;
  uint len2;
  uint len3;
  uint len4;
  uint len5;
  uint len6;
  uint len7;
  uint len8;
  uint len9;
  uint len10;
  uint len11;
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
  const device char* b0;
  const device char* b1;
  const device ushort* b2;
  const device ushort* b3;
  const device uint* b4;
  const device uint* b5;
  const device long* b6;
  const device long* b7;
  device char* b8;
  device ushort* b9;
  device uint* b10;
  device long* b11;
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uchar mp_urem_uchar(uchar a, uchar b) {
  return b == uchar(0) ? uchar(0) : uchar(a % b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uchar mp_udiv_uchar(uchar a, uchar b) {
  return b == uchar(0) ? a : uchar(a / b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
char mp_srem_char(char a, char b) {
  if (b == char(0) || (a == char(-128) && b == char(-1))) {
    return char(0);
  }
  return char(a % b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
char mp_sdiv_char(char a, char b) {
  if (b == char(0) || (a == char(-128) && b == char(-1))) {
    return a;
  }
  return char(a / b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
ushort mp_urem_ushort(ushort a, ushort b) {
  return b == ushort(0) ? ushort(0) : ushort(a % b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
ushort mp_udiv_ushort(ushort a, ushort b) {
  return b == ushort(0) ? a : ushort(a / b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
short mp_srem_short(short a, short b) {
  if (b == short(0) || (a == short(-32768) && b == short(-1))) {
    return short(0);
  }
  return short(a % b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
short mp_sdiv_short(short a, short b) {
  if (b == short(0) || (a == short(-32768) && b == short(-1))) {
    return a;
  }
  return short(a / b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_udiv_uint(uint a, uint b) {
  return b == uint(0) ? a : uint(a / b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
int mp_srem_int(int a, int b) {
  if (b == int(0) || (a == (-2147483647 - 1) && b == int(-1))) {
    return int(0);
  }
  return int(a % b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
int mp_sdiv_int(int a, int b) {
  if (b == int(0) || (a == (-2147483647 - 1) && b == int(-1))) {
    return a;
  }
  return int(a / b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
ulong mp_urem_ulong(ulong a, ulong b) {
  return b == ulong(0) ? ulong(0) : ulong(a % b);
}

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
ulong mp_udiv_ulong(ulong a, ulong b) {
  return b == ulong(0) ? a : ulong(a / b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
long mp_srem_long(long a, long b) {
  if (b == long(0) || (a == (-9223372036854775807l - 1l) && b == long(-1))) {
    return long(0);
  }
  return long(a % b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
long mp_sdiv_long(long a, long b) {
  if (b == long(0) || (a == (-9223372036854775807l - 1l) && b == long(-1))) {
    return a;
  }
  return long(a / b);
}

void fn_0(thread MpCtx& mp);

// @div_pow2_or_zero
void fn_0(thread MpCtx& mp) {
  uint v13 = uint();
  bool v14 = bool();
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
  char v27 = char();
  char v28 = char();
  char v29 = char();
  char v30 = char();
  char v31 = char();
  char v32 = char();
  char v33 = char();
  char v34 = char();
  char v35 = char();
  char v36 = char();
  char v37 = char();
  char v38 = char();
  char v39 = char();
  char v40 = char();
  char v41 = char();
  char v42 = char();
  char v43 = char();
  ushort v44 = ushort();
  ushort v45 = ushort();
  ushort v46 = ushort();
  ushort v47 = ushort();
  ushort v48 = ushort();
  ushort v49 = ushort();
  ushort v50 = ushort();
  ushort v51 = ushort();
  ushort v52 = ushort();
  ushort v53 = ushort();
  ushort v54 = ushort();
  ushort v55 = ushort();
  ushort v56 = ushort();
  ushort v57 = ushort();
  ushort v58 = ushort();
  ushort v59 = ushort();
  ushort v60 = ushort();
  uint v61 = uint();
  uint v62 = uint();
  uint v63 = uint();
  uint v64 = uint();
  uint v65 = uint();
  uint v66 = uint();
  uint v67 = uint();
  uint v68 = uint();
  uint v69 = uint();
  uint v70 = uint();
  uint v71 = uint();
  uint v72 = uint();
  uint v73 = uint();
  uint v74 = uint();
  uint v75 = uint();
  uint v76 = uint();
  uint v77 = uint();
  long v78 = long();
  long v79 = long();
  long v80 = long();
  long v81 = long();
  long v82 = long();
  long v83 = long();
  long v84 = long();
  long v85 = long();
  long v86 = long();
  long v87 = long();
  long v88 = long();
  long v89 = long();
  long v90 = long();
  long v91 = long();
  long v92 = long();
  long v93 = long();
  long v94 = long();
  uint v12 = uint();
  v12 = mp.params->u12;
  v13 = mp.gid.x;
  v14 = (uint(v13) < uint(v12));
  if (v14) {
    v15 = uint(uint(v13) * uint(12u));
    v16 = uint(uint(v15) + uint(1u));
    v17 = uint(uint(v15) + uint(2u));
    v18 = uint(uint(v15) + uint(3u));
    v19 = uint(uint(v15) + uint(4u));
    v20 = uint(uint(v15) + uint(5u));
    v21 = uint(uint(v15) + uint(6u));
    v22 = uint(uint(v15) + uint(7u));
    v23 = uint(uint(v15) + uint(8u));
    v24 = uint(uint(v15) + uint(9u));
    v25 = uint(uint(v15) + uint(10u));
    v26 = uint(uint(v15) + uint(11u));
    v27 = mp.b0[v13];
    v28 = mp.b1[v13];
    v29 = char(char(32) & v28);
    v30 = char(char(-128) & v28);
    v31 = char(uint(v27) * uint(v27));
    v32 = char(mp_urem_uchar(uchar(v27), uchar(v29)));
    mp.b8[v15] = v32;
    v33 = char(mp_udiv_uchar(uchar(v27), uchar(v29)));
    mp.b8[v16] = v33;
    v34 = char(mp_srem_char(char(v27), char(v29)));
    mp.b8[v17] = v34;
    v35 = char(mp_sdiv_char(char(v27), char(v29)));
    mp.b8[v18] = v35;
    v36 = char(mp_urem_uchar(uchar(v27), uchar(v30)));
    mp.b8[v19] = v36;
    v37 = char(mp_udiv_uchar(uchar(v27), uchar(v30)));
    mp.b8[v20] = v37;
    v38 = char(mp_srem_char(char(v27), char(v30)));
    mp.b8[v21] = v38;
    v39 = char(mp_sdiv_char(char(v27), char(v30)));
    mp.b8[v22] = v39;
    v40 = char(mp_urem_uchar(uchar(v31), uchar(v29)));
    mp.b8[v23] = v40;
    v41 = char(mp_udiv_uchar(uchar(v31), uchar(v29)));
    mp.b8[v24] = v41;
    v42 = char(mp_srem_char(char(v31), char(v29)));
    mp.b8[v25] = v42;
    v43 = char(mp_sdiv_char(char(v31), char(v29)));
    mp.b8[v26] = v43;
    v44 = mp.b2[v13];
    v45 = mp.b3[v13];
    v46 = ushort(ushort(2) & v45);
    v47 = ushort(ushort(32768) & v45);
    v48 = ushort(uint(v44) * uint(v44));
    v49 = ushort(mp_urem_ushort(ushort(v44), ushort(v46)));
    mp.b9[v15] = v49;
    v50 = ushort(mp_udiv_ushort(ushort(v44), ushort(v46)));
    mp.b9[v16] = v50;
    v51 = ushort(mp_srem_short(short(v44), short(v46)));
    mp.b9[v17] = v51;
    v52 = ushort(mp_sdiv_short(short(v44), short(v46)));
    mp.b9[v18] = v52;
    v53 = ushort(mp_urem_ushort(ushort(v44), ushort(v47)));
    mp.b9[v19] = v53;
    v54 = ushort(mp_udiv_ushort(ushort(v44), ushort(v47)));
    mp.b9[v20] = v54;
    v55 = ushort(mp_srem_short(short(v44), short(v47)));
    mp.b9[v21] = v55;
    v56 = ushort(mp_sdiv_short(short(v44), short(v47)));
    mp.b9[v22] = v56;
    v57 = ushort(mp_urem_ushort(ushort(v48), ushort(v46)));
    mp.b9[v23] = v57;
    v58 = ushort(mp_udiv_ushort(ushort(v48), ushort(v46)));
    mp.b9[v24] = v58;
    v59 = ushort(mp_srem_short(short(v48), short(v46)));
    mp.b9[v25] = v59;
    v60 = ushort(mp_sdiv_short(short(v48), short(v46)));
    mp.b9[v26] = v60;
    v61 = mp.b4[v13];
    v62 = mp.b5[v13];
    v63 = uint(8u & v62);
    v64 = uint(2147483648u & v62);
    v65 = uint(uint(v61) * uint(v61));
    v66 = uint(mp_urem_uint(uint(v61), uint(v63)));
    mp.b10[v15] = v66;
    v67 = uint(mp_udiv_uint(uint(v61), uint(v63)));
    mp.b10[v16] = v67;
    v68 = uint(mp_srem_int(int(v61), int(v63)));
    mp.b10[v17] = v68;
    v69 = uint(mp_sdiv_int(int(v61), int(v63)));
    mp.b10[v18] = v69;
    v70 = uint(mp_urem_uint(uint(v61), uint(v64)));
    mp.b10[v19] = v70;
    v71 = uint(mp_udiv_uint(uint(v61), uint(v64)));
    mp.b10[v20] = v71;
    v72 = uint(mp_srem_int(int(v61), int(v64)));
    mp.b10[v21] = v72;
    v73 = uint(mp_sdiv_int(int(v61), int(v64)));
    mp.b10[v22] = v73;
    v74 = uint(mp_urem_uint(uint(v65), uint(v63)));
    mp.b10[v23] = v74;
    v75 = uint(mp_udiv_uint(uint(v65), uint(v63)));
    mp.b10[v24] = v75;
    v76 = uint(mp_srem_int(int(v65), int(v63)));
    mp.b10[v25] = v76;
    v77 = uint(mp_sdiv_int(int(v65), int(v63)));
    mp.b10[v26] = v77;
    v78 = mp.b6[v13];
    v79 = mp.b7[v13];
    v80 = long(2l & v79);
    v81 = long((-9223372036854775807l - 1l) & v79);
    v82 = long(ulong(v78) * ulong(v78));
    v83 = long(mp_urem_ulong(ulong(v78), ulong(v80)));
    mp.b11[v15] = v83;
    v84 = long(mp_udiv_ulong(ulong(v78), ulong(v80)));
    mp.b11[v16] = v84;
    v85 = long(mp_srem_long(long(v78), long(v80)));
    mp.b11[v17] = v85;
    v86 = long(mp_sdiv_long(long(v78), long(v80)));
    mp.b11[v18] = v86;
    v87 = long(mp_urem_ulong(ulong(v78), ulong(v81)));
    mp.b11[v19] = v87;
    v88 = long(mp_udiv_ulong(ulong(v78), ulong(v81)));
    mp.b11[v20] = v88;
    v89 = long(mp_srem_long(long(v78), long(v81)));
    mp.b11[v21] = v89;
    v90 = long(mp_sdiv_long(long(v78), long(v81)));
    mp.b11[v22] = v90;
    v91 = long(mp_urem_ulong(ulong(v82), ulong(v80)));
    mp.b11[v23] = v91;
    v92 = long(mp_udiv_ulong(ulong(v82), ulong(v80)));
    mp.b11[v24] = v92;
    v93 = long(mp_srem_long(long(v82), long(v80)));
    mp.b11[v25] = v93;
    v94 = long(mp_sdiv_long(long(v82), long(v80)));
    mp.b11[v26] = v94;
  }
  return;
}

kernel void div_pow2_or_zero(
    const device char* b0 [[buffer(0)]],
    const device char* b1 [[buffer(1)]],
    const device ushort* b2 [[buffer(2)]],
    const device ushort* b3 [[buffer(3)]],
    const device uint* b4 [[buffer(4)]],
    const device uint* b5 [[buffer(5)]],
    const device long* b6 [[buffer(6)]],
    const device long* b7 [[buffer(7)]],
    device char* b8 [[buffer(8)]],
    device ushort* b9 [[buffer(9)]],
    device uint* b10 [[buffer(10)]],
    device long* b11 [[buffer(11)]],
    constant MpParams& params [[buffer(12)]],
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
  mp.b7 = b7;
  mp.b8 = b8;
  mp.b9 = b9;
  mp.b10 = b10;
  mp.b11 = b11;
  fn_0(mp);
}
