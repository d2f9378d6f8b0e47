// magpie-gpu WGSL for @loop_continue_switch. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
  var v7: bool;
  var v8: u32;
  var v9: bool;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: bool;
  var v16: u32;
  var v17: bool;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v6: u32;
  var v4: u32;
  var v21: u32;
  var v22: u32;
  var v23: u32;
  var v24: u32;
  var v25: u32;
  var v26: bool;
  var mp_x0: u32;
  v1 = mp_gid.x;
  v2 = (v1 % 37u);
  v3 = 0u;
  v5 = v1;
  loop {
    v7 = (v3 < v2);
    if (v7) {
    } else {
      v23 = 0u;
      v24 = 0u;
      v25 = v5;
      break;
    }
    v8 = (v3 % 3u);
    v9 = (v8 == 0u);
    if (v9) {
      v6 = v5;
    } else {
      v10 = (v3 % 4u);
      switch (v10) {
        case 0u: {
          v11 = (v5 + 3u);
          v14 = v11;
        }
        case 1u: {
          v12 = (v5 * 2u);
          v14 = v12;
        }
        default: {
          v13 = (v5 ^ 5u);
          v14 = v13;
        }
      }
      v15 = (v14 > 1000u);
      if (v15) {
        v23 = 1u;
        v24 = v14;
        v25 = v5;
        break;
      }
      v16 = (v14 & 1u);
      v17 = (v16 == 1u);
      if (v17) {
        v18 = (v14 + 11u);
        v20 = v18;
      } else {
        v19 = (v14 + 7u);
        v20 = v19;
      }
      v6 = v20;
    }
    v4 = (v3 + 1u);
    v3 = v4;
    v5 = v6;
  }
  v26 = (v23 == 0u);
  if (v26) {
    v22 = v25;
  } else {
    v21 = (v24 + 100000u);
    v22 = v21;
  }
  mp_x0 = v1;
  b0[mp_x0] = v22;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn loop_continue_switch(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

