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
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn branch_shapes(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
  mp_gid = gid;
  mp_lid = lid;
  mp_wid = wid;
  mp_nwg = nwg;
  mp_zero = params.zero;
  let mp_fold = params.grid_fold;
  if (mp_fold != 0u) {
    var mp_row = 0u;
    var mp_part = wid.y;
    var mp_rows = 1u;
    if (nwg.y != mp_fold) {
      mp_row = wid.y / mp_fold;
      mp_part = wid.y - mp_row * mp_fold;
      mp_rows = nwg.y / mp_fold;
    }
    let mp_fwid = vec3<u32>(mp_part * nwg.x + wid.x, mp_row, wid.z);
    let mp_fnwg = vec3<u32>(params.grid_x, mp_rows, nwg.z);
    if (mp_fwid.x >= mp_fnwg.x) {
      return;
    }
    mp_wid = mp_fwid;
    mp_nwg = mp_fnwg;
    mp_gid = mp_fwid * vec3<u32>(magpie_wg_x, magpie_wg_y, magpie_wg_z) + lid;
  }
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
  var v18: u32;
  var v20: u32;
  var v21: bool;
  var v22: u32;
  var v23: u32;
  var v19: u32;
  var v17: u32;
  var v24: bool;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var v28: u32;
  var v29: bool;
  var v30: u32;
  var v31: u32;
  var v32: u32;
  var v33: bool;
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
      v26 = 1u;
      v27 = 0u;
      v28 = v6;
    } else {
      v26 = 0u;
      v27 = v4;
      v28 = 0u;
    }
  } else {
    v26 = 0u;
    v27 = 1u;
    v28 = 0u;
  }
  v29 = (v26 == 0u);
  if (v29) {
    v7 = v27;
    v8 = (v7 + 100u);
    v9 = v8;
  } else {
    v9 = v28;
  }
  mp_x0 = v2;
  b0[mp_x0] = v9;
  v10 = (v1 % 5u);
  switch (v10) {
    case 0u: {
      v11 = (v1 + 100u);
      v30 = 0u;
      v31 = v11;
      v32 = 0u;
    }
    case 1u, 2u: {
      v30 = 0u;
      v31 = v1;
      v32 = 0u;
    }
    default: {
      v30 = 1u;
      v31 = 0u;
      v32 = 7u;
    }
  }
  v33 = (v30 == 0u);
  if (v33) {
    v12 = v31;
    v13 = (v12 * 3u);
    v14 = v13;
  } else {
    v14 = v32;
  }
  v15 = (v2 + 1u);
  mp_x1 = v15;
  b0[mp_x1] = v14;
  v16 = 0u;
  v18 = v1;
  loop {
    v20 = (v16 & 1u);
    v21 = (v20 == 1u);
    if (v21) {
      v22 = (v18 + 5u);
      v19 = v22;
    } else {
      v23 = (v18 * 3u);
      v19 = v23;
    }
    v17 = (v16 + 1u);
    v24 = (v17 < 10u);
    if (v24) {
      v16 = v17;
      v18 = v19;
    } else {
      break;
    }
  }
  v25 = (v2 + 2u);
  mp_x2 = v25;
  b0[mp_x2] = v19;
  return;
}

