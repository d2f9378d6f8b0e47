// magpie-gpu WGSL for @loop_divergent_escape. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
fn loop_divergent_escape(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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
  var v7: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v17: u32;
  var v19: u32;
  var v20: u32;
  var v21: u32;
  var v23: u32;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var v22: u32;
  var v24: u32;
  var v28: bool;
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
  var v39: u32;
  var v40: u32;
  var v16: u32;
  var v18: u32;
  var v41: bool;
  var v42: u32;
  var v43: u32;
  var v44: u32;
  var v6: u32;
  var v8: u32;
  var v45: bool;
  var v46: u32;
  var v47: u32;
  var v48: u32;
  var v49: u32;
  var v50: u32;
  var v51: u32;
  var v52: u32;
  var v53: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  var mp_x10: u32;
  var mp_x11: u32;
  v2 = mp_gid.x;
  v3 = (v2 + 3149485034u);
  v4 = (v3 % 4u);
  v5 = 527u;
  v7 = 0u;
  loop {
    v9 = (v5 * 31u);
    v10 = (v9 + 1u);
    mp_x0 = 0u;
    v11 = b0[mp_x0];
    v12 = (v11 % 64u);
    mp_x1 = v12;
    v13 = b0[mp_x1];
    v14 = (v13 % 4u);
    v15 = v10;
    v17 = 0u;
    loop {
      v19 = (v15 * 31u);
      v20 = (v19 + 4u);
      v21 = v20;
      v23 = 0u;
      loop {
        v25 = (v21 * 31u);
        v26 = (v25 + 7u);
        v27 = (v26 * 31u);
        v22 = (v27 + 8u);
        v24 = (v23 + 1u);
        v28 = (v24 < 1u);
        if (v28) {
          v21 = v22;
          v23 = v24;
        } else {
          break;
        }
      }
      v29 = (v22 * 31u);
      v30 = (v29 + 9u);
      v31 = (v30 * 31u);
      v32 = (v31 + 12u);
      mp_x2 = 13u;
      v33 = b0[mp_x2];
      v34 = (v7 * 4u);
      v35 = (v2 + v34);
      v36 = (v35 + v17);
      v37 = (v36 % 48u);
      v38 = (v37 + 16u);
      mp_x3 = v38;
      v39 = b0[mp_x3];
      v40 = (v32 * 31u);
      v16 = (v40 + 5u);
      v18 = (v17 + 1u);
      v41 = (v18 < v14);
      if (v41) {
        v15 = v16;
        v17 = v18;
      } else {
        break;
      }
    }
    v42 = (v16 * 31u);
    v43 = (v42 + 6u);
    v44 = (v43 * 31u);
    v6 = (v44 + 2u);
    v8 = (v7 + 1u);
    v45 = (v8 < v4);
    if (v45) {
      v5 = v6;
      v7 = v8;
    } else {
      break;
    }
  }
  v46 = (v2 * 8u);
  mp_x4 = v46;
  b1[mp_x4] = v33;
  v47 = (v46 + 1u);
  mp_x5 = v47;
  b1[mp_x5] = v39;
  v48 = (v46 + 2u);
  mp_x6 = v48;
  b1[mp_x6] = v22;
  v49 = (v46 + 3u);
  mp_x7 = v49;
  b1[mp_x7] = v16;
  v50 = (v46 + 4u);
  mp_x8 = v50;
  b1[mp_x8] = v6;
  v51 = (v46 + 5u);
  mp_x9 = v51;
  b1[mp_x9] = v8;
  v52 = (v46 + 6u);
  mp_x10 = v52;
  b1[mp_x10] = v18;
  v53 = (v46 + 7u);
  mp_x11 = v53;
  b1[mp_x11] = v4;
  return;
}

