// magpie-gpu WGSL for @loop_exits. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 64u;
override magpie_wg_y: u32 = 1u;
override magpie_wg_z: u32 = 1u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
struct Params {
  @size(4) u0: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(4) grid_x: u32,
}
@group(0) @binding(1) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read_write> b0: array<u32>;
fn mp_kernel() {
  var v2: u32;
  var v3: u32;
  var v5: u32;
  var v7: bool;
  var v6: u32;
  var v8: bool;
  var v4: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v15: bool;
  var v16: u32;
  var v18: bool;
  var v19: u32;
  var v20: u32;
  var v21: u32;
  var v22: bool;
  var v17: u32;
  var v14: u32;
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
  var v35: u32;
  var v36: u32;
  var v37: u32;
  var v38: u32;
  var v39: bool;
  var mp_x0: u32;
  var mp_x1: u32;
  let v1 = params.u0;
  v2 = mp_gid.x;
  v3 = 0u;
  v5 = v2;
  loop {
    v7 = (v3 < v1);
    if (v7) {
    } else {
      v27 = 0u;
      v28 = 0u;
      v29 = v5;
      break;
    }
    v6 = (v5 + v3);
    v8 = (v6 == 40u);
    if (v8) {
      v27 = 1u;
      v28 = v6;
      v29 = v5;
      break;
    }
    v4 = (v3 + 1u);
    v3 = v4;
    v5 = v6;
  }
  v30 = (v27 == 0u);
  if (v30) {
    v10 = (v29 + 7u);
    v11 = v10;
  } else {
    v9 = (v28 * 100u);
    v11 = v9;
  }
  v12 = (v2 * 2u);
  mp_x0 = v12;
  b0[mp_x0] = v11;
  v13 = 1u;
  loop {
    v15 = (v13 < v1);
    if (v15) {
      v16 = 1u;
    } else {
      v31 = 0u;
      v32 = v13;
      v33 = 0u;
      break;
    }
    loop {
      v18 = (v16 < v1);
      if (v18) {
      } else {
        v35 = 0u;
        v36 = 1u;
        v37 = v13;
        v38 = v16;
        break;
      }
      v19 = (v13 * v16);
      v20 = (v19 + v2);
      v21 = (v20 % 13u);
      v22 = (v21 == 0u);
      if (v22) {
        v35 = 1u;
        v36 = 1u;
        v37 = v13;
        v38 = v16;
        break;
      }
      v17 = (v16 + 1u);
      v16 = v17;
    }
    v39 = (v35 == 0u);
    if (v39) {
    } else {
      v31 = v36;
      v32 = v37;
      v33 = v38;
      break;
    }
    v14 = (v13 + 1u);
    v13 = v14;
  }
  v34 = (v31 == 0u);
  if (v34) {
    v25 = 999999u;
  } else {
    v23 = (v32 * 1000u);
    v24 = (v23 + v33);
    v25 = v24;
  }
  v26 = (v12 + 1u);
  mp_x1 = v26;
  b0[mp_x1] = v25;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn loop_exits(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

