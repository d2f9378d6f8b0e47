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
fn mp_kernel() {
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
  var v22: u32;
  var v23: u32;
  var v24: u32;
  var v21: u32;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var v28: u32;
  var v29: u32;
  var v30: u32;
  var v31: u32;
  var v32: u32;
  var v33: u32;
  var v34: u32;
  var v35: u32;
  var v36: u32;
  var v16: u32;
  var v18: u32;
  var v37: bool;
  var v38: u32;
  var v39: u32;
  var v40: u32;
  var v6: u32;
  var v8: u32;
  var v41: bool;
  var v42: u32;
  var v43: u32;
  var v44: u32;
  var v45: u32;
  var v46: u32;
  var v47: u32;
  var v48: u32;
  var v49: u32;
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
      v22 = (v20 * 31u);
      v23 = (v22 + 7u);
      v24 = (v23 * 31u);
      v21 = (v24 + 8u);
      v25 = (v21 * 31u);
      v26 = (v25 + 9u);
      v27 = (v26 * 31u);
      v28 = (v27 + 12u);
      mp_x2 = 13u;
      v29 = b0[mp_x2];
      v30 = (v7 * 4u);
      v31 = (v2 + v30);
      v32 = (v31 + v17);
      v33 = (v32 % 48u);
      v34 = (v33 + 16u);
      mp_x3 = v34;
      v35 = b0[mp_x3];
      v36 = (v28 * 31u);
      v16 = (v36 + 5u);
      v18 = (v17 + 1u);
      v37 = (v18 < v14);
      if (v37) {
        v15 = v16;
        v17 = v18;
      } else {
        break;
      }
    }
    v38 = (v16 * 31u);
    v39 = (v38 + 6u);
    v40 = (v39 * 31u);
    v6 = (v40 + 2u);
    v8 = (v7 + 1u);
    v41 = (v8 < v4);
    if (v41) {
      v5 = v6;
      v7 = v8;
    } else {
      break;
    }
  }
  v42 = (v2 * 8u);
  mp_x4 = v42;
  b1[mp_x4] = v29;
  v43 = (v42 + 1u);
  mp_x5 = v43;
  b1[mp_x5] = v35;
  v44 = (v42 + 2u);
  mp_x6 = v44;
  b1[mp_x6] = v21;
  v45 = (v42 + 3u);
  mp_x7 = v45;
  b1[mp_x7] = v16;
  v46 = (v42 + 4u);
  mp_x8 = v46;
  b1[mp_x8] = v6;
  v47 = (v42 + 5u);
  mp_x9 = v47;
  b1[mp_x9] = v8;
  v48 = (v42 + 6u);
  mp_x10 = v48;
  b1[mp_x10] = v18;
  v49 = (v42 + 7u);
  mp_x11 = v49;
  b1[mp_x11] = v4;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn loop_divergent_escape(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

