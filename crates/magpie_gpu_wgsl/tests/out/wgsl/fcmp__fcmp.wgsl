// magpie-gpu WGSL for @fcmp. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<f32>;
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read_write> b2: array<u32>;
fn mp_kernel() {
  var v4: u32;
  var v5: bool;
  var v6: f32;
  var v7: f32;
  var v8: bool;
  var v9: bool;
  var v10: bool;
  var v11: bool;
  var v12: bool;
  var v13: bool;
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
  var v28: u32;
  var v29: u32;
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
    v8 = (v6 == bitcast<f32>(bitcast<u32>(v7) + mp_zero));
    v9 = ((v6 < bitcast<f32>(bitcast<u32>(v7) + mp_zero)) || (v6 > bitcast<f32>(bitcast<u32>(v7) + mp_zero)));
    v10 = (v6 < bitcast<f32>(bitcast<u32>(v7) + mp_zero));
    v11 = (v6 > bitcast<f32>(bitcast<u32>(v7) + mp_zero));
    v12 = (v6 <= bitcast<f32>(bitcast<u32>(v7) + mp_zero));
    v13 = (v6 >= bitcast<f32>(bitcast<u32>(v7) + mp_zero));
    v14 = select(u32(), 1u, v8);
    v15 = select(u32(), 1u, v9);
    v16 = select(u32(), 1u, v10);
    v17 = select(u32(), 1u, v11);
    v18 = select(u32(), 1u, v12);
    v19 = select(u32(), 1u, v13);
    v20 = (v15 << (1u & 31u));
    v21 = (v16 << (2u & 31u));
    v22 = (v17 << (3u & 31u));
    v23 = (v18 << (4u & 31u));
    v24 = (v19 << (5u & 31u));
    v25 = (v14 | v20);
    v26 = (v25 | v21);
    v27 = (v26 | v22);
    v28 = (v27 | v23);
    v29 = (v28 | v24);
    mp_x2 = v4;
    b2[mp_x2] = v29;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn fcmp(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

