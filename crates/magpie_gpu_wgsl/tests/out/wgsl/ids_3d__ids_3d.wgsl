// magpie-gpu WGSL for @ids_3d. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 4u;
override magpie_wg_y: u32 = 2u;
override magpie_wg_z: u32 = 2u;
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
fn fn_1(v1: u32, v2: u32, v3: u32) {
  var v4: u32;
  var mp_x0: u32;
  v4 = (v1 + v2);
  mp_x0 = v4;
  b0[mp_x0] = v3;
  return;
}

fn mp_kernel() {
  var v1: u32;
  var v2: u32;
  var v3: u32;
  var v4: u32;
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v21: u32;
  var v22: u32;
  v1 = mp_gid.x;
  v2 = mp_gid.y;
  v3 = mp_gid.z;
  v4 = mp_lid.x;
  v5 = mp_lid.y;
  v6 = mp_lid.z;
  v7 = mp_wid.x;
  v8 = mp_wid.y;
  v9 = mp_wid.z;
  v10 = magpie_wg_x;
  v11 = magpie_wg_y;
  v12 = magpie_wg_z;
  v13 = mp_nwg.x;
  v14 = mp_nwg.y;
  v15 = mp_nwg.z;
  v16 = (v10 * v13);
  v17 = (v11 * v14);
  v18 = (v17 * v3);
  v19 = (v2 + v18);
  v20 = (v16 * v19);
  v21 = (v1 + v20);
  v22 = (v21 * 15u);
  fn_1(v22, 0u, v1);
  fn_1(v22, 1u, v2);
  fn_1(v22, 2u, v3);
  fn_1(v22, 3u, v4);
  fn_1(v22, 4u, v5);
  fn_1(v22, 5u, v6);
  fn_1(v22, 6u, v7);
  fn_1(v22, 7u, v8);
  fn_1(v22, 8u, v9);
  fn_1(v22, 9u, v10);
  fn_1(v22, 10u, v11);
  fn_1(v22, 11u, v12);
  fn_1(v22, 12u, v13);
  fn_1(v22, 13u, v14);
  fn_1(v22, 14u, v15);
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn ids_3d(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

