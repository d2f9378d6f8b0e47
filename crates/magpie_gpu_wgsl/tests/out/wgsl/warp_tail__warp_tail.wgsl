// magpie-gpu WGSL for @warp_tail. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 128u;
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
@group(0) @binding(2) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
var<workgroup> s2: array<u32, 128>;
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn warp_tail(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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
  var v4: u32;
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: u32;
  var v10: bool;
  var v9: u32;
  var v11: bool;
  var v12: u32;
  var v13: u32;
  var v15: bool;
  var v16: bool;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v14: u32;
  var v21: bool;
  var v22: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  let v2 = params.u0;
  v4 = mp_lid.x;
  v5 = mp_gid.x;
  v6 = mp_wid.x;
  v7 = magpie_wg_x;
  v8 = v4;
  loop {
    v10 = (v8 < 128u);
    if (v10) {
    } else {
      break;
    }
    mp_x0 = v8;
    s2[mp_x0] = 0u;
    v9 = (v8 + v7);
    v8 = v9;
  }
  workgroupBarrier();
  v11 = (v5 < v2);
  if (v11) {
    mp_x1 = v5;
    v12 = b0[mp_x1];
    mp_x2 = v4;
    s2[mp_x2] = v12;
  }
  workgroupBarrier();
  v13 = 64u;
  loop {
    v15 = (v13 > 0u);
    if (v15) {
    } else {
      break;
    }
    v16 = (v4 < v13);
    if (v16) {
      mp_x3 = v4;
      v17 = s2[mp_x3];
      v18 = (v4 + v13);
      mp_x4 = v18;
      v19 = s2[mp_x4];
      v20 = (v17 + v19);
      mp_x5 = v4;
      s2[mp_x5] = v20;
    }
    workgroupBarrier();
    v14 = (v13 >> (1u & 31u));
    v13 = v14;
  }
  v21 = (v4 == 0u);
  if (v21) {
    mp_x6 = 0u;
    v22 = s2[mp_x6];
    mp_x7 = v6;
    b1[mp_x7] = v22;
  }
  return;
}

