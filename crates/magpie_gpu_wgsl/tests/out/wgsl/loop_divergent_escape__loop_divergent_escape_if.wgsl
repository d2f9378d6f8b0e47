// magpie-gpu WGSL for @loop_divergent_escape_if. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(2) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
fn mp_kernel() {
  var v2: u32;
  var v3: u32;
  var v4: u32;
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: u32;
  var v10: u32;
  var v12: u32;
  var v14: u32;
  var v15: u32;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v21: bool;
  var v22: u32;
  var v23: u32;
  var v24: u32;
  var v25: u32;
  var v26: u32;
  var v16: u32;
  var v13: u32;
  var v11: u32;
  var v9: u32;
  var v27: bool;
  var v28: u32;
  var v29: u32;
  var v30: u32;
  var v31: u32;
  var v32: u32;
  var v33: u32;
  var v34: u32;
  var v35: u32;
  var v36: u32;
  var v37: u32;
  var v38: u32;
  var v39: bool;
  var v40: u32;
  var v41: u32;
  var v42: u32;
  var v43: u32;
  var v44: u32;
  var v45: u32;
  var v46: u32;
  var v47: u32;
  var v48: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  v2 = mp_gid.x;
  v3 = (v2 % 64u);
  mp_x0 = v3;
  v4 = b0[mp_x0];
  v5 = (v4 + v2);
  v6 = (v5 % 4u);
  v7 = (v6 + 1u);
  v8 = 0u;
  v10 = v2;
  v12 = 0u;
  loop {
    v14 = (v8 * 2u);
    v15 = (v2 + v14);
    v17 = (v15 % 64u);
    mp_x1 = v17;
    v18 = b0[mp_x1];
    v19 = (v18 ^ v2);
    v20 = (v19 & 1u);
    v21 = (v20 == 1u);
    if (v21) {
      v22 = (v10 * 3u);
      v23 = (v22 + v18);
      v24 = (v12 + 1u);
      v16 = v23;
      v13 = v24;
    } else {
      v25 = (v10 ^ v18);
      v26 = (v25 + 7u);
      v16 = v26;
      v13 = v12;
    }
    v34 = (v15 + 1u);
    v35 = (v34 % 64u);
    mp_x2 = v35;
    v36 = b0[mp_x2];
    v37 = (v36 ^ v2);
    v38 = (v37 & 1u);
    v39 = (v38 == 1u);
    if (v39) {
      v43 = (v16 * 3u);
      v44 = (v43 + v36);
      v45 = (v13 + 1u);
      v46 = v44;
      v47 = v36;
      v48 = v45;
    } else {
      v40 = (v16 ^ v36);
      v41 = (v40 + 7u);
      v42 = (v36 * 5u);
      v46 = v41;
      v47 = v42;
      v48 = v13;
    }
    v11 = (v46 + v8);
    v9 = (v8 + 1u);
    v27 = (v9 < v7);
    if (v27) {
      v8 = v9;
      v10 = v11;
      v12 = v48;
    } else {
      break;
    }
  }
  v28 = (v2 * 6u);
  mp_x3 = v28;
  b1[mp_x3] = v46;
  v29 = (v28 + 1u);
  mp_x4 = v29;
  b1[mp_x4] = v47;
  v30 = (v28 + 2u);
  mp_x5 = v30;
  b1[mp_x5] = v11;
  v31 = (v28 + 3u);
  mp_x6 = v31;
  b1[mp_x6] = v48;
  v32 = (v28 + 4u);
  mp_x7 = v32;
  b1[mp_x7] = v9;
  v33 = (v28 + 5u);
  mp_x8 = v33;
  b1[mp_x8] = v7;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn loop_divergent_escape_if(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

