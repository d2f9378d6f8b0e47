// magpie-gpu WGSL for @branch_shapes. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 64u;
override magpie_wg_y: u32 = 1u;
override magpie_wg_z: u32 = 1u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
struct Params {
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(8) grid_x: u32,
}
@group(0) @binding(1) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read_write> b0: array<u32>;
fn mp_kernel() {
  var v1: u32;
  var v2: u32;
  var v3: bool;
  var v4: u32;
  var v5: bool;
  var v6: u32;
  var v7: u32;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v21: u32;
  var v22: u32;
  var v23: u32;
  var v24: u32;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var v28: u32;
  var v29: u32;
  var v30: bool;
  var v31: u32;
  var v32: u32;
  var v33: u32;
  var v34: bool;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  v1 = mp_gid.x;
  v2 = (v1 * 3u);
  v3 = (v1 < 40u);
  if (v3) {
    v4 = (v1 % 3u);
    v5 = (v4 == 0u);
    if (v5) {
      v6 = (v1 * 7u);
      v27 = 1u;
      v28 = 0u;
      v29 = v6;
    } else {
      v27 = 0u;
      v28 = v4;
      v29 = 0u;
    }
  } else {
    v27 = 0u;
    v28 = 1u;
    v29 = 0u;
  }
  v30 = (v27 == 0u);
  if (v30) {
    v7 = v28;
    v8 = (v7 + 100u);
    v9 = v8;
  } else {
    v9 = v29;
  }
  mp_x0 = v2;
  b0[mp_x0] = v9;
  v10 = (v1 % 5u);
  switch (v10) {
    case 0u: {
      v11 = (v1 + 100u);
      v31 = 0u;
      v32 = v11;
      v33 = 0u;
    }
    case 1u, 2u: {
      v31 = 0u;
      v32 = v1;
      v33 = 0u;
    }
    default: {
      v31 = 1u;
      v32 = 0u;
      v33 = 7u;
    }
  }
  v34 = (v31 == 0u);
  if (v34) {
    v12 = v32;
    v13 = (v12 * 3u);
    v14 = v13;
  } else {
    v14 = v33;
  }
  v15 = (v2 + 1u);
  mp_x1 = v15;
  b0[mp_x1] = v14;
  v16 = (v1 * 3u);
  v18 = (v16 + 5u);
  v19 = (v18 * 3u);
  v20 = (v19 + 5u);
  v21 = (v20 * 3u);
  v22 = (v21 + 5u);
  v23 = (v22 * 3u);
  v24 = (v23 + 5u);
  v25 = (v24 * 3u);
  v26 = (v25 + 5u);
  v17 = (v2 + 2u);
  mp_x2 = v17;
  b0[mp_x2] = v26;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn branch_shapes(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
  mp_zero = params.zero;
  mp_lid = lid;
  let mp_fold = params.grid_fold;
  let mp_size = vec3<u32>(magpie_wg_x, magpie_wg_y, magpie_wg_z);
  if (mp_fold == 1u) {
    mp_nwg = vec3<u32>(params.grid_x, 1u, nwg.z);
    for (var mp_x = wid.x; mp_x < params.grid_x; mp_x = mp_x + nwg.x) {
      mp_wid = vec3<u32>(mp_x, 0u, wid.z);
      mp_gid = mp_wid * mp_size + lid;
      mp_kernel();
    }
    return;
  }
  var mp_w = wid;
  var mp_n = nwg;
  if (mp_fold != 0u) {
    let mp_row = wid.y / mp_fold;
    mp_w = vec3<u32>((wid.y - mp_row * mp_fold) * nwg.x + wid.x, mp_row, wid.z);
    mp_n = vec3<u32>(params.grid_x, nwg.y / mp_fold, nwg.z);
    if (mp_w.x >= mp_n.x) {
      return;
    }
  }
  mp_wid = mp_w;
  mp_nwg = mp_n;
  mp_gid = mp_w * mp_size + lid;
  mp_kernel();
}

