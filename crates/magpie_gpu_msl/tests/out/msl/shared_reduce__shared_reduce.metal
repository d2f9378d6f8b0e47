// magpie-gpu MSL for @shared_reduce. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u2;
  uint len0;
  uint len1;
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
  device uint* b1;
  threadgroup uint* s2;
  threadgroup uint* s3;
};

void fn_0(thread MpCtx& mp);

// @shared_reduce
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  uint v8 = uint();
  bool v9 = bool();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  bool v14 = bool();
  bool v15 = bool();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  bool v22 = bool();
  uint v13 = uint();
  bool v23 = bool();
  uint v24 = uint();
  uint v25 = uint();
  uint v26 = uint();
  uint v2 = uint();
  v2 = mp.params->u2;
  v5 = mp.lid.x;
  v6 = mp.gid.x;
  v7 = mp.wid.x;
  v8 = mp.nwg.x;
  v9 = (uint(v6) < uint(v2));
  if (v9) {
    v10 = mp.b0[v6];
    v11 = v10;
  } else {
    v11 = 0u;
  }
  mp.s2[v5] = v11;
  mp.s3[v5] = v11;
  threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  v12 = 128u;
  while (true) {
    v14 = (uint(v12) > uint(0u));
    if (v14) {
    } else {
      break;
    }
    v15 = (uint(v5) < uint(v12));
    if (v15) {
      v16 = uint(uint(v5) + uint(v12));
      v17 = mp.s2[v5];
      v18 = mp.s2[v16];
      v19 = uint(uint(v17) + uint(v18));
      mp.s2[v5] = v19;
      v20 = mp.s3[v5];
      v21 = mp.s3[v16];
      v22 = (uint(v21) > uint(v20));
      if (v22) {
        mp.s3[v5] = v21;
      }
    }
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    v13 = uint(uint(uint(v12)) >> (uint(1u) & 31u));
    v12 = v13;
  }
  v23 = (v5 == 0u);
  if (v23) {
    v24 = mp.s2[0u];
    mp.b1[v7] = v24;
    v25 = mp.s3[0u];
    v26 = uint(uint(v8) + uint(v7));
    mp.b1[v26] = v25;
  }
  return;
}

kernel void shared_reduce(
    const device uint* b0 [[buffer(0)]],
    device uint* b1 [[buffer(1)]],
    constant MpParams& params [[buffer(2)]],
    threadgroup uint* s2 [[threadgroup(0)]],
    threadgroup uint* s3 [[threadgroup(1)]],
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
  mp.s2 = s2;
  mp.s3 = s3;
  fn_0(mp);
}
