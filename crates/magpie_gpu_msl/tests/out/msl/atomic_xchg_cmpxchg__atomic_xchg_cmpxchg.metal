// magpie-gpu MSL for @atomic_xchg_cmpxchg. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  device atomic_uint* b0;
  device uint* b1;
  device atomic_uint* b2;
  device uint* b3;
  device atomic_uint* b4;
  device uint* b5;
};

void fn_0(thread MpCtx& mp);

// @atomic_xchg_cmpxchg
void fn_0(thread MpCtx& mp) {
  uint v7 = uint();
  bool v8 = bool();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  uint v12 = uint();
  uint v14 = uint();
  uint v13 = uint();
  bool v15 = bool();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v6 = uint();
  uint mp_x0 = uint();
  uint mp_x1 = uint();
  uint mp_x2 = uint();
  v6 = mp.params->u6;
  v7 = mp.gid.x;
  v8 = (uint(v7) < uint(v6));
  if (v8) {
    v9 = uint(uint(v7) + uint(1u));
    v10 = atomic_exchange_explicit(&mp.b0[0u], v9, memory_order_relaxed);
    mp.b1[v7] = v10;
    v11 = atomic_load_explicit(&mp.b2[0u], memory_order_relaxed);
    v12 = v11;
    while (true) {
      v14 = uint(uint(v12) + uint(1u));
      mp_x0 = v12;
      while (!atomic_compare_exchange_weak_explicit(&mp.b2[0u], &mp_x0, v14, memory_order_relaxed, memory_order_relaxed) && mp_x0 == v12) {
      }
      v13 = mp_x0;
      v15 = (v13 == v12);
      if (v15) {
        break;
      }
      v12 = v13;
    }
    mp.b3[v7] = v12;
    v16 = uint(uint(v7) * uint(3u));
    mp_x1 = v9;
    while (!atomic_compare_exchange_weak_explicit(&mp.b4[v7], &mp_x1, 999u, memory_order_relaxed, memory_order_relaxed) && mp_x1 == v9) {
    }
    v17 = mp_x1;
    mp_x2 = v7;
    while (!atomic_compare_exchange_weak_explicit(&mp.b4[v7], &mp_x2, v16, memory_order_relaxed, memory_order_relaxed) && mp_x2 == v7) {
    }
    v18 = mp_x2;
    v19 = uint(uint(v7) * uint(2u));
    v20 = uint(uint(v19) + uint(1u));
    mp.b5[v19] = v17;
    mp.b5[v20] = v18;
  }
  return;
}

kernel void atomic_xchg_cmpxchg(
    device atomic_uint* b0 [[buffer(0)]],
    device uint* b1 [[buffer(1)]],
    device atomic_uint* b2 [[buffer(2)]],
    device uint* b3 [[buffer(3)]],
    device atomic_uint* b4 [[buffer(4)]],
    device uint* b5 [[buffer(5)]],
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
