// magpie-gpu WGSL for @vadd. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(3) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<f32>;
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read_write> b2: array<f32>;
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn vadd(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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
  var v5: bool;
  var v6: f32;
  var v7: f32;
  var v8: f32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  let v3 = params.u0;
  v4 = mp_gid.x;
  v5 = (v4 < v3);
  if (v5) {
    mp_x0 = v4;
    v6 = b0[mp_x0];
    mp_x1 = v4;
    v7 = b1[mp_x1];
    v8 = bitcast<f32>(bitcast<u32>((v6 + v7)) | mp_zero);
    mp_x2 = v4;
    b2[mp_x2] = v8;
  }
  return;
}

