// magpie-gpu WGSL for @reduce_sum. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<f32>;
@group(0) @binding(1) var<storage, read_write> b1: array<f32>;
var<workgroup> s2: array<f32, 256>;
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn reduce_sum(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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
  var v3: u32;
  var v4: u32;
  var v5: u32;
  var v7: bool;
  var v8: f32;
  var v9: f32;
  var v10: u32;
  var v12: bool;
  var v13: bool;
  var v14: f32;
  var v15: u32;
  var v16: f32;
  var v17: f32;
  var v11: u32;
  var v18: bool;
  var v19: f32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  let v2 = params.u0;
  v3 = mp_lid.x;
  v4 = mp_gid.x;
  v5 = mp_wid.x;
  v7 = (v4 < v2);
  if (v7) {
    mp_x0 = v4;
    v8 = b0[mp_x0];
    v9 = v8;
  } else {
    v9 = 0e0f;
  }
  mp_x1 = v3;
  s2[mp_x1] = v9;
  workgroupBarrier();
  v10 = 128u;
  loop {
    v12 = (v10 > 0u);
    if (v12) {
    } else {
      break;
    }
    v13 = (v3 < v10);
    if (v13) {
      mp_x2 = v3;
      v14 = s2[mp_x2];
      v15 = (v3 + v10);
      mp_x3 = v15;
      v16 = s2[mp_x3];
      v17 = bitcast<f32>(bitcast<u32>((v14 + v16)) | mp_zero);
      mp_x4 = v3;
      s2[mp_x4] = v17;
    }
    workgroupBarrier();
    v11 = (v10 >> (1u & 31u));
    v10 = v11;
  }
  v18 = (v3 == 0u);
  if (v18) {
    mp_x5 = 0u;
    v19 = s2[mp_x5];
    mp_x6 = v5;
    b1[mp_x6] = v19;
  }
  return;
}

