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
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn loop_divergent_escape_if(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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
  var v16: u32;
  var v18: u32;
  var v20: u32;
  var v21: u32;
  var v22: u32;
  var v23: u32;
  var v24: u32;
  var v25: u32;
  var v26: bool;
  var v27: u32;
  var v28: u32;
  var v29: u32;
  var v30: u32;
  var v31: u32;
  var v32: u32;
  var v19: u32;
  var v33: u32;
  var v13: u32;
  var v17: u32;
  var v34: bool;
  var v11: u32;
  var v9: u32;
  var v35: bool;
  var v36: u32;
  var v37: u32;
  var v38: u32;
  var v39: u32;
  var v40: u32;
  var v41: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
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
    v16 = 0u;
    v18 = v10;
    v20 = v12;
    loop {
      v21 = (v15 + v16);
      v22 = (v21 % 64u);
      mp_x1 = v22;
      v23 = b0[mp_x1];
      v24 = (v23 ^ v2);
      v25 = (v24 & 1u);
      v26 = (v25 == 1u);
      if (v26) {
        v27 = (v18 * 3u);
        v28 = (v27 + v23);
        v29 = (v20 + 1u);
        v19 = v28;
        v33 = v23;
        v13 = v29;
      } else {
        v30 = (v18 ^ v23);
        v31 = (v30 + 7u);
        v32 = (v23 * 5u);
        v19 = v31;
        v33 = v32;
        v13 = v20;
      }
      v17 = (v16 + 1u);
      v34 = (v17 < 2u);
      if (v34) {
        v16 = v17;
        v18 = v19;
        v20 = v13;
      } else {
        break;
      }
    }
    v11 = (v19 + v8);
    v9 = (v8 + 1u);
    v35 = (v9 < v7);
    if (v35) {
      v8 = v9;
      v10 = v11;
      v12 = v13;
    } else {
      break;
    }
  }
  v36 = (v2 * 6u);
  mp_x2 = v36;
  b1[mp_x2] = v19;
  v37 = (v36 + 1u);
  mp_x3 = v37;
  b1[mp_x3] = v33;
  v38 = (v36 + 2u);
  mp_x4 = v38;
  b1[mp_x4] = v11;
  v39 = (v36 + 3u);
  mp_x5 = v39;
  b1[mp_x5] = v13;
  v40 = (v36 + 4u);
  mp_x6 = v40;
  b1[mp_x6] = v9;
  v41 = (v36 + 5u);
  mp_x7 = v41;
  b1[mp_x7] = v7;
  return;
}

