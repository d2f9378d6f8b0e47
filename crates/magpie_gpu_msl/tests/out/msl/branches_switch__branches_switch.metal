// magpie-gpu MSL for @branches_switch. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
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
  const device int* b0;
  const device int* b1;
  device int* b2;
};

void fn_0(thread MpCtx& mp);

// @branches_switch
void fn_0(thread MpCtx& mp) {
  uint v4 = uint();
  bool v5 = bool();
  int v6 = int();
  int v7 = int();
  int v8 = int();
  bool v9 = bool();
  int v10 = int();
  bool v11 = bool();
  int v12 = int();
  bool v13 = bool();
  bool v14 = bool();
  int v15 = int();
  int v16 = int();
  int v17 = int();
  uint v18 = uint();
  uchar v19 = uchar();
  int v20 = int();
  uint v21 = uint();
  uint v3 = uint();
  v3 = mp.params->u3;
  v4 = mp.gid.x;
  v5 = (uint(v4) < uint(v3));
  if (v5) {
    v6 = mp.b0[v4];
    v7 = mp.b1[v4];
    switch (v6) {
      case (-5): {
        v17 = 50;
        break;
      }
      case 0: case 1000: {
        v17 = 1;
        break;
      }
      case 1: {
        v8 = int(uint(v6) * uint(10));
        v17 = v8;
        break;
      }
      case 3: {
        v9 = (int(v7) > int(0));
        if (v9) {
          v17 = v7;
        } else {
          v10 = int(uint(0) - uint(v7));
          v17 = v10;
        }
        break;
      }
      default: {
        v11 = (int(v6) < int(0));
        if (v11) {
          v12 = int(v6 & 1);
          v13 = (v12 != 0);
          if (v13) {
            v17 = 2;
          } else {
            v17 = 3;
          }
        } else {
          v14 = (int(v6) > int(50));
          if (v14) {
            v15 = int(uint(v6) - uint(50));
            v17 = v15;
          } else {
            v16 = int(uint(v6) * uint(v6));
            v17 = v16;
          }
        }
        break;
      }
    }
    v18 = uint(uint(v4) * uint(2u));
    mp.b2[v18] = v17;
    v19 = uchar(v6);
    switch (v19) {
      case uchar(0): {
        v20 = 100;
        break;
      }
      case uchar(7): {
        v20 = 107;
        break;
      }
      case uchar(255): {
        v20 = 355;
        break;
      }
      default: {
        v20 = (-1);
        break;
      }
    }
    v21 = uint(uint(v18) + uint(1u));
    mp.b2[v21] = v20;
  }
  return;
}

kernel void branches_switch(
    const device int* b0 [[buffer(0)]],
    const device int* b1 [[buffer(1)]],
    device int* b2 [[buffer(2)]],
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
