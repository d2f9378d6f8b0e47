// magpie-gpu WGSL for @branches_switch. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(3) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<i32>;
@group(0) @binding(1) var<storage, read> b1: array<i32>;
@group(0) @binding(2) var<storage, read_write> b2: array<i32>;
fn mp_kernel() {
  var v4: u32;
  var v5: bool;
  var v6: i32;
  var v7: i32;
  var v8: i32;
  var v9: bool;
  var v10: i32;
  var v11: bool;
  var v12: i32;
  var v13: bool;
  var v14: bool;
  var v15: i32;
  var v16: i32;
  var v17: i32;
  var v18: u32;
  var v19: u32;
  var v20: i32;
  var v21: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  let v3 = params.u0;
  v4 = mp_gid.x;
  v5 = (v4 < v3);
  if (v5) {
    mp_x0 = v4;
    v6 = b0[mp_x0];
    mp_x1 = v4;
    v7 = b1[mp_x1];
    switch (v6) {
      case (-5i): {
        v17 = 50i;
      }
      case 0i, 1000i: {
        v17 = 1i;
      }
      case 1i: {
        v8 = (v6 * 10i);
        v17 = v8;
      }
      case 3i: {
        v9 = (v7 > 0i);
        if (v9) {
          v17 = v7;
        } else {
          v10 = (0i - v7);
          v17 = v10;
        }
      }
      default: {
        v11 = (v6 < 0i);
        if (v11) {
          v12 = (v6 & 1i);
          v13 = (v12 != 0i);
          if (v13) {
            v17 = 2i;
          } else {
            v17 = 3i;
          }
        } else {
          v14 = (v6 > 50i);
          if (v14) {
            v15 = (v6 - 50i);
            v17 = v15;
          } else {
            v16 = (v6 * v6);
            v17 = v16;
          }
        }
      }
    }
    v18 = (v4 * 2u);
    mp_x2 = v18;
    b2[mp_x2] = v17;
    v19 = (bitcast<u32>(v6) & 255u);
    switch (v19) {
      case 0u: {
        v20 = 100i;
      }
      case 7u: {
        v20 = 107i;
      }
      case 255u: {
        v20 = 355i;
      }
      default: {
        v20 = (-1i);
      }
    }
    v21 = (v18 + 1u);
    mp_x3 = v21;
    b2[mp_x3] = v20;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn branches_switch(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

