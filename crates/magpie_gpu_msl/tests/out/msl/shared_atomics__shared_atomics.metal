// magpie-gpu MSL for @shared_atomics. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u3;
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
  const device uint* b0;
  device atomic_uint* b1;
  device uint* b2;
  threadgroup atomic_uint* s3;
};

// x / 0 == x, x % 0 == 0 (SEMANTICS.md)
uint mp_urem_uint(uint a, uint b) {
  return b == uint(0) ? uint(0) : uint(a % b);
}

void fn_0(thread MpCtx& mp);

// @shared_atomics
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  uint v6 = uint();
  uint v7 = uint();
  bool v8 = bool();
  bool v9 = bool();
  uint v10 = uint();
  uint v11 = uint();
  bool v14 = bool();
  uint v15 = uint();
  uint v17 = uint();
  uint v18 = uint();
  bool v19 = bool();
  uint v20 = uint();
  uint v3 = uint();
  v3 = mp.params->u3;
  v5 = mp.lid.x;
  v6 = mp.gid.x;
  v7 = mp.wid.x;
  v8 = (uint(v5) <= uint(32u));
  if (v8) {
    atomic_store_explicit(&mp.s3[v5], 0u, memory_order_relaxed);
  }
  threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  v9 = (uint(v6) < uint(v3));
  if (v9) {
    v10 = mp.b0[v6];
    v11 = uint(mp_urem_uint(uint(v10), uint(32u)));
    atomic_fetch_add_explicit(&mp.s3[v11], 1u, memory_order_relaxed);
    atomic_fetch_max_explicit(&mp.s3[32u], v10, memory_order_relaxed);
  }
  threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  v14 = (uint(v5) < uint(32u));
  if (v14) {
    v15 = atomic_load_explicit(&mp.s3[v5], memory_order_relaxed);
    atomic_fetch_add_explicit(&mp.b1[v5], v15, memory_order_relaxed);
    v17 = uint(uint(v7) * uint(32u));
    v18 = uint(uint(v17) + uint(v5));
    mp.b2[v18] = v15;
  } else {
    v19 = (v5 == 32u);
    if (v19) {
      v20 = atomic_load_explicit(&mp.s3[32u], memory_order_relaxed);
      atomic_fetch_max_explicit(&mp.b1[32u], v20, memory_order_relaxed);
    }
  }
  return;
}

kernel void shared_atomics(
    const device uint* b0 [[buffer(0)]],
    device atomic_uint* b1 [[buffer(1)]],
    device uint* b2 [[buffer(2)]],
    constant MpParams& params [[buffer(3)]],
    threadgroup atomic_uint* s3 [[threadgroup(0)]],
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
  fn_0(mp);
}
