// magpie-gpu WGSL for @struct_param. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 1u;
override magpie_wg_y: u32 = 1u;
override magpie_wg_z: u32 = 1u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
struct S0 {
  f0: i32,
  f1: i64,
  f2: f64,
  f3: i32,
}
struct Params {
  @size(8) u0: i32,
  @size(8) u1: i64,
  @size(8) u2: f64,
  @size(4) u3: i32,
  @size(4) u4: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(8) grid_x: u32,
}
@group(0) @binding(3) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read_write> b0: array<i32>;
@group(0) @binding(1) var<storage, read_write> b1: array<i64>;
@group(0) @binding(2) var<storage, read_write> b2: array<f64>;
fn mp_kernel() {
  var v5: i32;
  var v6: i64;
  var v7: f64;
  var v8: i32;
  var v9: i32;
  var v10: i32;
  var v11: i64;
  var v12: f64;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  let v0 = S0(params.u0, params.u1, params.u2, params.u3);
  let v1 = params.u4;
  v5 = v0.f0;
  v6 = v0.f1;
  v7 = v0.f2;
  v8 = v0.f3;
  mp_x0 = 0u;
  b0[mp_x0] = v5;
  mp_x1 = 1u;
  b0[mp_x1] = v8;
  v9 = (v5 + v8);
  mp_x2 = 2u;
  b0[mp_x2] = v9;
  v10 = bitcast<i32>(v1);
  mp_x3 = 3u;
  b0[mp_x3] = v10;
  mp_x4 = 0u;
  b1[mp_x4] = v6;
  v11 = (v6 * 3li);
  mp_x5 = 1u;
  b1[mp_x5] = v11;
  mp_x6 = 0u;
  b2[mp_x6] = v7;
  v12 = bitcast<f64>(bitcast<u64>((v7 * 5e-1lf)) | u64(mp_zero));
  mp_x7 = 1u;
  b2[mp_x7] = v12;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn struct_param(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

