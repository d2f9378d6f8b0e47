// magpie-gpu MSL for @buffer_len. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint len0;
  uint len1;
  uint len2;
  uint len3;
  uint len4;
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
  const device ushort* b1;
  const device float* b2;
  device uint* b3;
  device uint* b4;
};

void fn_0(thread MpCtx& mp);

// @buffer_len
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  uint v6 = uint();
  bool v7 = bool();
  uint v8 = uint();
  uint v9 = uint();
  bool v10 = bool();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  v5 = mp.gid.x;
  v6 = uint(mp.params->len0);
  v7 = (uint(v5) < uint(v6));
  if (v7) {
    v8 = mp.b0[v5];
    v9 = uint(uint(v8) * uint(3u));
    mp.b3[v5] = v9;
  }
  v10 = (v5 == 0u);
  if (v10) {
    v11 = uint(mp.params->len1);
    v12 = uint(mp.params->len2);
    v13 = uint(mp.params->len4);
    mp.b4[0u] = v6;
    mp.b4[1u] = v11;
    mp.b4[2u] = v12;
    mp.b4[3u] = v13;
  }
  return;
}

kernel void buffer_len(
    const device uint* b0 [[buffer(0)]],
    const device ushort* b1 [[buffer(1)]],
    const device float* b2 [[buffer(2)]],
    device uint* b3 [[buffer(3)]],
    device uint* b4 [[buffer(4)]],
    constant MpParams& params [[buffer(5)]],
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
  fn_0(mp);
}
