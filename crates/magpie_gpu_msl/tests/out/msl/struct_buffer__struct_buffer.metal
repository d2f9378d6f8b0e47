// magpie-gpu MSL for @struct_buffer. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct S0 {
  float f0;
  float f1;
  float f2;
  float f3;
  uint f4;
  uint f5;
};

struct MpParams {
  float u3;
  uint u4;
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
  device S0* b0;
  device S0* b1;
  device uint* b2;
};

void fn_0(thread MpCtx& mp);

// @struct_buffer
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  bool v6 = bool();
  S0 v7 = S0();
  float v8 = float();
  float v9 = float();
  float v10 = float();
  float v11 = float();
  uint v12 = uint();
  uint v13 = uint();
  float v14 = float();
  float v15 = float();
  float v16 = float();
  float v17 = float();
  float v18 = float();
  bool v19 = bool();
  uint v20 = uint();
  uint v21 = uint();
  S0 v22 = S0();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  float v3 = float();
  uint v4 = uint();
  v3 = mp.params->u3;
  v4 = mp.params->u4;
  v5 = mp.gid.x;
  v6 = (uint(v5) < uint(v4));
  if (v6) {
    v7 = mp.b0[v5];
    v8 = v7.f0;
    v9 = v7.f1;
    v10 = v7.f2;
    v11 = v7.f3;
    v12 = v7.f4;
    v13 = v7.f5;
    v14 = (v10 * v3);
    v15 = (v11 * v3);
    v16 = (v8 + v14);
    v17 = (v9 + v15);
    v18 = (0e0f - v11);
    v19 = (v16 >= 0e0f);
    v20 = uint(v19 ? 1 : 0);
    v21 = uint(v13 & v20);
    v22 = S0{v16, v17, v10, v18, v12, v21};
    mp.b0[v5] = v22;
    v23 = uint(uint(v4) - uint(1u));
    v24 = uint(uint(v23) - uint(v5));
    mp.b1[v24] = v7;
    v25 = uint(uint(v12) * uint(2u));
    v26 = uint(uint(v25) + uint(v13));
    mp.b2[v5] = v26;
  }
  return;
}

kernel void struct_buffer(
    device S0* b0 [[buffer(0)]],
    device S0* b1 [[buffer(1)]],
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
