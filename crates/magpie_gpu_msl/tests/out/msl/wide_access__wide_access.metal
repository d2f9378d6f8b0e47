// magpie-gpu MSL for @wide_access. Compile with fast math off (MTLCompileOptions.mathMode = .safe).
#include <metal_stdlib>
using namespace metal;

struct MpParams {
  uint u4;
  uint len0;
  uint len1;
  uint len2;
  uint len3;
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
  device uint* b1;
  device int* b2;
  device float* b3;
  threadgroup float* s4;
};

void fn_0(thread MpCtx& mp);

// @wide_access
void fn_0(thread MpCtx& mp) {
  uint v5 = uint();
  uint v6 = uint();
  uint v8 = uint();
  uint v9 = uint();
  uint v10 = uint();
  uint v11 = uint();
  float v12 = float();
  float v13 = float();
  float v14 = float();
  float v15 = float();
  uint v16 = uint();
  uint v17 = uint();
  uint v18 = uint();
  uint v19 = uint();
  uint v20 = uint();
  uint v21 = uint();
  uint v22 = uint();
  uint v23 = uint();
  uint v24 = uint();
  uint v25 = uint();
  float v26 = float();
  float v27 = float();
  float v28 = float();
  float v29 = float();
  uint v30 = uint();
  uint v31 = uint();
  uint v32 = uint();
  uint v33 = uint();
  uint v34 = uint();
  float v35 = float();
  float v36 = float();
  float v37 = float();
  float v38 = float();
  uint v39 = uint();
  uint v40 = uint();
  uint v41 = uint();
  uint v42 = uint();
  float v43 = float();
  float v44 = float();
  float v45 = float();
  float v46 = float();
  float v47 = float();
  float v48 = float();
  uint v49 = uint();
  uint v50 = uint();
  uint v51 = uint();
  uint v52 = uint();
  uint v53 = uint();
  float v54 = float();
  uint v55 = uint();
  uint v56 = uint();
  uint v57 = uint();
  uint v58 = uint();
  uint v59 = uint();
  uint v60 = uint();
  uint v61 = uint();
  uint v62 = uint();
  bool v63 = bool();
  ulong v64 = ulong();
  ulong v65 = ulong();
  ulong v66 = ulong();
  ulong v67 = ulong();
  ulong v68 = ulong();
  ulong v69 = ulong();
  int v70 = int();
  int v71 = int();
  int v72 = int();
  int v73 = int();
  int v74 = int();
  int v75 = int();
  int v76 = int();
  int v77 = int();
  v5 = mp.gid.x;
  v6 = mp.lid.x;
  v8 = uint(uint(v5) * uint(4u));
  v9 = uint(uint(v8) + uint(1u));
  v10 = uint(uint(v8) + uint(2u));
  v11 = uint(uint(v8) + uint(3u));
  v12 = mp.b0[v10];
  v13 = mp.b0[v8];
  v14 = mp.b0[v11];
  v15 = mp.b0[v9];
  v16 = uint(uint(v6) << (uint(2u) & 31u));
  v17 = uint(uint(v16) + uint(1u));
  v18 = uint(uint(v16) + uint(2u));
  v19 = uint(uint(v16) + uint(3u));
  mp.s4[v19] = v14;
  mp.s4[v17] = v15;
  mp.s4[v16] = v13;
  mp.s4[v18] = v12;
  threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
  v20 = uint(uint(v6) + uint(1u));
  v21 = uint(v20 & 63u);
  v22 = uint(uint(v21) * uint(4u));
  v23 = uint(uint(v22) + uint(1u));
  v24 = uint(uint(v22) + uint(2u));
  v25 = uint(uint(v22) + uint(3u));
  v26 = mp.s4[v22];
  v27 = mp.s4[v23];
  v28 = mp.s4[v24];
  v29 = mp.s4[v25];
  v30 = uint(uint(v5) * uint(12u));
  v31 = uint(uint(v30) + uint(1u));
  v32 = uint(uint(v30) + uint(2u));
  v33 = uint(uint(v30) + uint(3u));
  mp.b3[v31] = v27;
  mp.b3[v30] = v26;
  mp.b3[v33] = v29;
  mp.b3[v32] = v28;
  v34 = uint(uint(v8) + uint(4u));
  v35 = mp.b0[v9];
  v36 = mp.b0[v10];
  v37 = mp.b0[v11];
  v38 = mp.b0[v34];
  v39 = uint(uint(v30) + uint(4u));
  v40 = uint(uint(v30) + uint(5u));
  v41 = uint(uint(v30) + uint(6u));
  v42 = uint(uint(v30) + uint(7u));
  mp.b3[v39] = v35;
  mp.b3[v40] = v36;
  mp.b3[v41] = v37;
  mp.b3[v42] = v38;
  v43 = mp.b0[v8];
  v44 = mp.b0[v9];
  v45 = mp.b0[v10];
  v46 = (v43 * 2e0f);
  v47 = (v44 * 2e0f);
  v48 = (v45 * 2e0f);
  v49 = uint(uint(v30) + uint(8u));
  v50 = uint(uint(v30) + uint(9u));
  v51 = uint(uint(v30) + uint(10u));
  v52 = uint(uint(v30) + uint(11u));
  mp.b3[v49] = v46;
  mp.b3[v50] = v47;
  mp.b3[v51] = v48;
  v53 = uint(uint(v34) - uint(1u));
  v54 = mp.b0[v53];
  mp.b3[v52] = v54;
  v55 = mp.b1[v8];
  v56 = uint(uint(v55) + uint(1u));
  mp.b1[v9] = v56;
  v57 = mp.b1[v9];
  v58 = mp.b1[v10];
  v59 = mp.b1[v11];
  v60 = uint(uint(v57) * uint(3u));
  v61 = uint(v58 ^ v59);
  v62 = uint(uint(v59) + uint(v55));
  mp.b1[v11] = v62;
  mp.b1[v10] = v61;
  mp.b1[v9] = v60;
  mp.b1[v8] = v55;
  v63 = (v5 == 0u);
  if (v63) {
  } else {
    v64 = ulong(v5);
    v65 = ulong(ulong(v64) - ulong(1ul));
    v66 = ulong(ulong(v65) << (ulong(2ul) & 63u));
    v67 = ulong(ulong(v66) + ulong(1ul));
    v68 = ulong(ulong(v66) + ulong(2ul));
    v69 = ulong(ulong(v66) + ulong(3ul));
    v70 = mp.b2[v66];
    v71 = mp.b2[v67];
    v72 = mp.b2[v68];
    v73 = mp.b2[v69];
    v74 = int(uint(v70) + uint(1));
    v75 = int(uint(v71) + uint(2));
    v76 = int(uint(v72) + uint(3));
    v77 = int(uint(v73) + uint(4));
    mp.b2[v66] = v74;
    mp.b2[v67] = v75;
    mp.b2[v68] = v76;
    mp.b2[v69] = v77;
  }
  return;
}

kernel void wide_access(
    const device float* b0 [[buffer(0)]],
    device uint* b1 [[buffer(1)]],
    device int* b2 [[buffer(2)]],
    device float* b3 [[buffer(3)]],
    constant MpParams& params [[buffer(4)]],
    threadgroup float* s4 [[threadgroup(0)]],
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
  mp.s4 = s4;
  fn_0(mp);
}
