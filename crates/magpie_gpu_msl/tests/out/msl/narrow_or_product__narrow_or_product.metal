// magpie-gpu MSL for @narrow_or_product. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device long* b0;
  const device uint* b1;
  const device char* b2;
  device long* b3;
  device char* b4;
  device ushort* b5;
};

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
long mp_sdiv_long(long a, long b) {
  if (b == long(0) || (a == (-9223372036854775807l - 1l) && b == long(-1))) {
    return a;
  }
  return long(a / b);
}

// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)
char mp_srem_char(char a, char b) {
  if (b == char(0) || (a == char(-128) && b == char(-1))) {
    return char(0);
  }
  return char(a % b);
}

void fn_0(thread MpCtx& mp);

// @narrow_or_product
void fn_0(thread MpCtx& mp) {
  uint v7 = uint();
  bool v8 = bool();
  long v9 = long();
  uint v10 = uint();
  bool v11 = bool();
  ushort v12 = ushort();
  long v13 = long();
  char v14 = char();
  char v15 = char();
  char v16 = char();
  ushort v17 = ushort();
  ushort v18 = ushort();
  uint v6 = uint();
  v6 = mp.params->u6;
  v7 = mp.gid.x;
  v8 = (uint(v7) < uint(v6));
  if (v8) {
    v9 = mp.b0[v7];
    v10 = mp.b1[v7];
    v11 = (v10 != 65535u);
    v12 = ushort(v11 ? 1 : 0);
    v13 = long(mp_sdiv_long(long(2147483647l), long(v9)));
    mp.b3[v7] = v13;
    v14 = char(v10);
    v15 = mp.b2[v7];
    v16 = char(mp_srem_char(char(v14), char(v15)));
    mp.b4[v7] = v16;
    v17 = ushort(uint(v12) * uint(v12));
    v18 = ushort(v12 | v17);
    mp.b5[v7] = v18;
  }
  return;
}

kernel void narrow_or_product(
    const device long* b0 [[buffer(0)]],
    const device uint* b1 [[buffer(1)]],
    const device char* b2 [[buffer(2)]],
    device long* b3 [[buffer(3)]],
    device char* b4 [[buffer(4)]],
    device ushort* b5 [[buffer(5)]],
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
