// magpie-gpu WGSL for @loop_nest_exit_route. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
  var v3: u32;
  var v5: u32;
  var v4: u32;
  var v6: u32;
  var v7: bool;
  var v8: u32;
  var v10: u32;
  var v11: u32;
  var v13: u32;
  var v12: u32;
  var v16: u32;
  var v14: u32;
  var v18: bool;
  var v9: u32;
  var v20: u32;
  var v22: u32;
  var v24: bool;
  var v19: u32;
  var v21: u32;
  var v26: u32;
  var v23: u32;
  var v28: u32;
  var v29: u32;
  var v30: u32;
  var v31: u32;
  var v32: u32;
  var v33: bool;
  var v25: u32;
  var v27: u32;
  var v15: u32;
  var v17: u32;
  var v34: u32;
  var v35: u32;
  var v36: u32;
  var v37: bool;
  var v38: u32;
  var v39: u32;
  var v40: u32;
  var v41: u32;
  var v42: u32;
  var v43: bool;
  var v44: u32;
  var v45: u32;
  var v46: u32;
  var v47: u32;
  var v48: u32;
  var v49: u32;
  var v50: u32;
  var v51: u32;
  var v52: u32;
  var v53: bool;
  var mp_x0: u32;
  var mp_x1: u32;
  v1 = mp_gid.x;
  v2 = (v1 * 4u);
  v3 = 3056773430u;
  v5 = 0u;
  loop {
    v11 = v3;
    v13 = 0u;
    loop {
      v9 = v11;
      v20 = v13;
      v22 = 0u;
      loop {
        v24 = (v22 < 2u);
        if (v24) {
          v28 = v9;
          v29 = v20;
          v30 = v22;
        } else {
          v44 = 0u;
          v45 = 0u;
          v46 = 0u;
          v47 = v1;
          v48 = v9;
          v49 = v9;
          v50 = 0u;
          v51 = 0u;
          v52 = v9;
          break;
        }
        v31 = (v2 + 3u);
        mp_x0 = v31;
        b0[mp_x0] = 5u;
        v32 = (v28 % 4u);
        v33 = (v32 == 3u);
        if (v33) {
          v44 = 1u;
          v45 = 0u;
          v46 = 0u;
          v47 = v1;
          v48 = v9;
          v49 = v9;
          v50 = v28;
          v51 = v29;
          v52 = v9;
          break;
        }
        v25 = v29;
        v27 = v30;
        v19 = v1;
        v21 = v25;
        v26 = v27;
        v23 = (v26 + 1u);
        v9 = v19;
        v20 = v21;
        v22 = v23;
      }
      v53 = (v44 == 0u);
      if (v53) {
        v38 = v45;
        v39 = v46;
        v40 = v47;
        v41 = v48;
        v42 = v49;
        break;
      }
      v15 = v50;
      v17 = v51;
      v12 = v15;
      v16 = v17;
      v14 = (v16 + 1u);
      v18 = (v14 < 1u);
      if (v18) {
        v11 = v12;
        v13 = v14;
      } else {
        v38 = 1u;
        v39 = 0u;
        v40 = v1;
        v41 = v52;
        v42 = v52;
        break;
      }
    }
    v43 = (v38 == 0u);
    if (v43) {
      v34 = v39;
      v35 = v40;
      v36 = v41;
      break;
    }
    v4 = v1;
    v6 = (v5 + 1u);
    v7 = (v6 < 3u);
    if (v7) {
      v3 = v4;
      v5 = v6;
    } else {
      v34 = 1u;
      v35 = v4;
      v36 = v42;
      break;
    }
  }
  v37 = (v34 == 0u);
  if (v37) {
    v8 = v36;
  } else {
    v8 = v35;
  }
  v10 = (v2 + 2u);
  mp_x1 = v10;
  b0[mp_x1] = v8;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn loop_nest_exit_route(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

