// magpie-gpu WGSL for @shared_reduce. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 256u;
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
var<workgroup> s2: array<u32, 256>;
var<workgroup> s3: array<u32, 256>;
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn shared_reduce(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: u32;
  var v9: bool;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v14: bool;
  var v15: bool;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v21: u32;
  var v22: bool;
  var v13: u32;
  var v23: bool;
  var v24: u32;
  var v25: u32;
  var v26: u32;
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
  var mp_x12: u32;
  let v2 = params.u0;
  v5 = mp_lid.x;
  v6 = mp_gid.x;
  v7 = mp_wid.x;
  v8 = mp_nwg.x;
  v9 = (v6 < v2);
  if (v9) {
    mp_x0 = v6;
    v10 = b0[mp_x0];
    v11 = v10;
  } else {
    v11 = 0u;
  }
  mp_x1 = v5;
  s2[mp_x1] = v11;
  mp_x2 = v5;
  s3[mp_x2] = v11;
  workgroupBarrier();
  v12 = 128u;
  loop {
    v14 = (v12 > 0u);
    if (v14) {
    } else {
      break;
    }
    v15 = (v5 < v12);
    if (v15) {
      v16 = (v5 + v12);
      mp_x3 = v5;
      v17 = s2[mp_x3];
      mp_x4 = v16;
      v18 = s2[mp_x4];
      v19 = (v17 + v18);
      mp_x5 = v5;
      s2[mp_x5] = v19;
      mp_x6 = v5;
      v20 = s3[mp_x6];
      mp_x7 = v16;
      v21 = s3[mp_x7];
      v22 = (v21 > v20);
      if (v22) {
        mp_x8 = v5;
        s3[mp_x8] = v21;
      }
    }
    workgroupBarrier();
    v13 = (v12 >> (1u & 31u));
    v12 = v13;
  }
  v23 = (v5 == 0u);
  if (v23) {
    mp_x9 = 0u;
    v24 = s2[mp_x9];
    mp_x10 = v7;
    b1[mp_x10] = v24;
    mp_x11 = 0u;
    v25 = s3[mp_x11];
    v26 = (v8 + v7);
    mp_x12 = v26;
    b1[mp_x12] = v25;
  }
  return;
}

