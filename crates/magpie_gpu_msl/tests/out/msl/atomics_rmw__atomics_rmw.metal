// magpie-gpu MSL for @atomics_rmw. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u5;
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
  const device int* b1;
  device atomic_uint* b2;
  device atomic_int* b3;
  device uint* b4;
};

void fn_0(thread MpCtx& mp);

// @atomics_rmw
void fn_0(thread MpCtx& mp) {
  uint v6 = uint();
  bool v7 = bool();
  uint v8 = uint();
  int v9 = int();
  uint v21 = uint();
  uint v5 = uint();
  v5 = mp.params->u5;
  v6 = mp.gid.x;
  v7 = (uint(v6) < uint(v5));
  if (v7) {
    v8 = mp.b0[v6];
    v9 = mp.b1[v6];
    atomic_fetch_add_explicit(&mp.b2[0u], v8, memory_order_relaxed);
    atomic_fetch_sub_explicit(&mp.b2[1u], v8, memory_order_relaxed);
    atomic_fetch_min_explicit(&mp.b2[2u], v8, memory_order_relaxed);
    atomic_fetch_max_explicit(&mp.b2[3u], v8, memory_order_relaxed);
    atomic_fetch_and_explicit(&mp.b2[4u], v8, memory_order_relaxed);
    atomic_fetch_or_explicit(&mp.b2[5u], v8, memory_order_relaxed);
    atomic_fetch_xor_explicit(&mp.b2[6u], v8, memory_order_relaxed);
    atomic_fetch_min_explicit(&mp.b3[0u], v9, memory_order_relaxed);
    atomic_fetch_max_explicit(&mp.b3[1u], v9, memory_order_relaxed);
    atomic_fetch_add_explicit(&mp.b3[2u], v9, memory_order_relaxed);
    atomic_fetch_sub_explicit(&mp.b3[3u], v9, memory_order_relaxed);
    v21 = atomic_fetch_add_explicit(&mp.b2[7u], 1u, memory_order_relaxed);
    mp.b4[v6] = v21;
  }
  return;
}

kernel void atomics_rmw(
    const device uint* b0 [[buffer(0)]],
    const device int* b1 [[buffer(1)]],
    device atomic_uint* b2 [[buffer(2)]],
    device atomic_int* b3 [[buffer(3)]],
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
