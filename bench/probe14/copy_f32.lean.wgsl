// magpie-gpu WGSL for @copy_f32. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn copy_f32(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
  mp_zero = params.zero;
  let mp_wgx = wid.y * nwg.x + wid.x;
  if (params.grid_fold != 0u && mp_wgx >= params.grid_x) {
    return;
  }
  mp_gid = vec3<u32>(mp_wgx * 256u + lid.x, 0u, 0u);
  var v3: u32;
  var v4: bool;
  var v5: f32;
  var mp_x0: u32;
  var mp_x1: u32;
  let v2 = params.u0;
  v3 = mp_gid.x;
  v4 = (v3 < v2);
  if (v4) {
    mp_x0 = v3;
    v5 = b0[mp_x0];
    mp_x1 = v3;
    b1[mp_x1] = v5;
  }
  return;
}

