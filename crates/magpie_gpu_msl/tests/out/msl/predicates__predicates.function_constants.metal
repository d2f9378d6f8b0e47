// magpie-gpu MSL for @predicates. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

constant bool mp_fc0 [[function_constant(0)]];  // has:device_malloc
constant bool mp_fc1 [[function_constant(1)]];  // has:subgroups
constant bool mp_fc2 [[function_constant(2)]];  // is:ptx
constant bool mp_fc3 [[function_constant(3)]];  // is:spv
constant bool mp_fc4 [[function_constant(4)]];  // is:wgsl

struct MpParams {
  uint len0;
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
  device uint* b0;
};

void fn_0(thread MpCtx& mp);

// @predicates
void fn_0(thread MpCtx& mp) {
  bool v1 = bool();
  bool v2 = bool();
  bool v3 = bool();
  bool v4 = bool();
  bool v5 = bool();
  bool v6 = bool();
  bool v7 = bool();
  bool v8 = bool();
  bool v9 = bool();
  bool v10 = bool();
  bool v11 = bool();
  bool v12 = bool();
  v1 = mp_fc1;
  v2 = !v1;
  v3 = v1 && v2;
  v4 = v1 || v2;
  v5 = mp_fc2;
  v6 = mp_fc3;
  v7 = v5 && v6;
  v8 = mp_fc4;
  v9 = mp_fc0;
  v10 = v8 && v9;
  v11 = !v10;
  v12 = mp_fc1;
  if (v1) {
    mp.b0[0u] = 1u;
  }
  if (v2) {
    mp.b0[1u] = 1u;
  }
  if (v3) {
    mp.b0[2u] = 1u;
  }
  if (v4) {
    mp.b0[3u] = 1u;
  }
  if (v5) {
    mp.b0[4u] = 1u;
  }
  if (v6) {
    mp.b0[5u] = 1u;
  }
  if (v7) {
    mp.b0[6u] = 1u;
  }
  if (v11) {
    mp.b0[7u] = 1u;
  }
  if (v12) {
    mp.b0[8u] = 1u;
  }
  return;
}

kernel void predicates(
    device uint* b0 [[buffer(0)]],
    constant MpParams& params [[buffer(1)]],
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
  fn_0(mp);
}
