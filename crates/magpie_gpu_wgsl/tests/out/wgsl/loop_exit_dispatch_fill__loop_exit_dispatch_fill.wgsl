// magpie-gpu WGSL for @loop_exit_dispatch_fill. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
  var v3: bool;
  var v4: u32;
  var v5: u32;
  var v7: u32;
  var v9: u32;
  var v10: u32;
  var v8: u32;
  var v11: bool;
  var v12: u32;
  var v6: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: bool;
  var mp_brk1: bool = false;
  var mp_x0: u32;
  var mp_x1: u32;
  let v1 = params.u0;
  v2 = mp_gid.x;
  v3 = (v1 > 100u);
  v4 = (v2 % 3u);
  v5 = v2;
  loop {
    v7 = 0u;
    loop {
      v9 = (v5 + 1u);
      v10 = (v9 % 4u);
      switch (v10) {
        case 2u: {
        }
        default: {
          v13 = 0u;
          v14 = v5;
          v15 = v10;
          mp_brk1 = true;
          break;
        }
      }
      if (mp_brk1) { break; }
      v8 = (v7 + 1u);
      v11 = (v8 < v4);
      if (v11) {
        v7 = v8;
      } else {
        v13 = 1u;
        v14 = v5;
        v15 = v10;
        break;
      }
    }
    mp_brk1 = false;
    v16 = (v13 == 0u);
    if (v16) {
      switch (v15) {
        case 1u: {
        }
        default: {
          mp_x0 = v2;
          b0[mp_x0] = 0u;
          return;
        }
      }
      if (v3) {
        v6 = 14u;
      } else {
        break;
      }
    } else {
      v12 = v14;
      v6 = v12;
    }
    if (v3) {
      v5 = v6;
    } else {
      break;
    }
  }
  mp_x1 = v2;
  b0[mp_x1] = 1u;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn loop_exit_dispatch_fill(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

