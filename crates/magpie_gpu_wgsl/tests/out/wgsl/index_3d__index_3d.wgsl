// magpie-gpu WGSL for @index_3d. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 4u;
override magpie_wg_y: u32 = 4u;
override magpie_wg_z: u32 = 4u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
struct Params {
  @size(4) u0: u32,
  @size(4) u1: u32,
  @size(4) u2: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(12) grid_x: u32,
}
@group(0) @binding(2) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
fn mp_kernel() {
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: bool;
  var v9: bool;
  var v10: bool;
  var v11: bool;
  var v12: bool;
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
  var v23: u32;
  var v24: u32;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  let v2 = params.u0;
  let v3 = params.u1;
  let v4 = params.u2;
  v5 = mp_gid.x;
  v6 = mp_gid.y;
  v7 = mp_gid.z;
  v8 = (v5 < v2);
  v9 = (v6 < v3);
  v10 = (v7 < v4);
  v11 = (v8 & v9);
  v12 = (v11 & v10);
  if (v12) {
    v13 = (v3 * v7);
    v14 = (v6 + v13);
    v15 = (v2 * v14);
    v16 = (v5 + v15);
    v17 = (v3 * v5);
    v18 = (v6 + v17);
    v19 = (v4 * v18);
    v20 = (v7 + v19);
    mp_x0 = v16;
    v21 = b0[mp_x0];
    v22 = (v21 * 2u);
    v23 = (v6 * 100u);
    v24 = (v7 * 10000u);
    v25 = (v5 + v23);
    v26 = (v25 + v24);
    v27 = (v22 + v26);
    mp_x1 = v20;
    b1[mp_x1] = v27;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn index_3d(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

