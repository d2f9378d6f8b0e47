// magpie-gpu MSL for @matmul_tiled. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u3;
  uint u4;
  uint u5;
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
  const device float* b0;
  const device float* b1;
  device float* b2;
  threadgroup float* s3;
  threadgroup float* s4;
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_udiv_uint(uint a, uint b) {
  return b == uint(0) ? a : uint(a / b);
}

void fn_0(thread MpCtx& mp);

// @matmul_tiled
void fn_0(thread MpCtx& mp) {
  uint v8 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v13 = uint();
  uint v14 = uint();
  uint v15 = uint();
  uint v16 = uint();
  float v18 = float();
  bool v20 = bool();
  uint v21 = uint();
  uint v22 = uint();
  uint v23 = uint();
  float v24 = float();
  uint v25 = uint();
  uint v26 = uint();
  uint v27 = uint();
  float v28 = float();
  uint v29 = uint();
  float v19 = float();
  bool v32 = bool();
  uint v33 = uint();
  float v34 = float();
  uint v35 = uint();
  uint v36 = uint();
  float v37 = float();
  float v38 = float();
  float v31 = float();
  uint v30 = uint();
  uint v17 = uint();
  uint v39 = uint();
  uint v40 = uint();
  uint v4 = uint();
  uint v5 = uint();
  v4 = mp.params->u4;
  v5 = mp.params->u5;
  v8 = mp.lid.x;
  v9 = mp.lid.y;
  v10 = mp.gid.x;
  v11 = mp.gid.y;
  v12 = uint(mp_udiv_uint(uint(v5), uint(16u)));
  v13 = uint(uint(v9) * uint(16u));
  v14 = uint(uint(v13) + uint(v8));
  v15 = uint(uint(v11) * uint(v5));
  v16 = 0u;
  v18 = 0e0f;
  while (true) {
    v20 = (uint(v16) < uint(v12));
    if (v20) {
    } else {
      break;
    }
    v21 = uint(uint(v16) * uint(16u));
    v22 = uint(uint(v21) + uint(v8));
    v23 = uint(uint(v15) + uint(v22));
    v24 = mp.b0[v23];
    mp.s3[v14] = v24;
    v25 = uint(uint(v21) + uint(v9));
    v26 = uint(uint(v25) * uint(v4));
    v27 = uint(uint(v26) + uint(v10));
    v28 = mp.b1[v27];
    mp.s4[v14] = v28;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    v29 = 0u;
    v19 = v18;
    while (true) {
      v32 = (uint(v29) < uint(16u));
      if (v32) {
      } else {
        break;
      }
      v33 = uint(uint(v13) + uint(v29));
      v34 = mp.s3[v33];
      v35 = uint(uint(v29) * uint(16u));
      v36 = uint(uint(v35) + uint(v8));
      v37 = mp.s4[v36];
      v38 = (v34 * v37);
      v31 = (v19 + v38);
      v30 = uint(uint(v29) + uint(1u));
      v29 = v30;
      v19 = v31;
    }
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    v17 = uint(uint(v16) + uint(1u));
    v16 = v17;
    v18 = v19;
  }
  v39 = uint(uint(v11) * uint(v4));
  v40 = uint(uint(v39) + uint(v10));
  mp.b2[v40] = v18;
  return;
}

kernel void matmul_tiled(
    const device float* b0 [[buffer(0)]],
    const device float* b1 [[buffer(1)]],
    device float* b2 [[buffer(2)]],
    constant MpParams& params [[buffer(3)]],
    threadgroup float* s3 [[threadgroup(0)]],
    threadgroup float* s4 [[threadgroup(1)]],
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
  mp.s3 = s3;
  mp.s4 = s4;
  fn_0(mp);
}
