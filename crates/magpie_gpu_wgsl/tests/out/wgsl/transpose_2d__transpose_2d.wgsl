// magpie-gpu WGSL for @transpose_2d. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 16u;
override magpie_wg_y: u32 = 16u;
override magpie_wg_z: u32 = 1u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
struct Params {
  @size(4) u0: u32,
  @size(4) u1: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(16) grid_x: u32,
}
@group(0) @binding(2) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
var<workgroup> s2: array<u32, 272>;
fn mp_kernel() {
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: bool;
  var v14: bool;
  var v15: bool;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v21: u32;
  var v22: u32;
  var v23: bool;
  var v24: bool;
  var v25: bool;
  var v26: u32;
  var v27: u32;
  var v28: u32;
  var v29: u32;
  var v30: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  let v2 = params.u0;
  let v3 = params.u1;
  v5 = mp_lid.x;
  v6 = mp_lid.y;
  v7 = mp_wid.x;
  v8 = mp_wid.y;
  v9 = (v7 * 16u);
  v10 = (v8 * 16u);
  v11 = (v9 + v5);
  v12 = (v10 + v6);
  v13 = (v11 < v3);
  v14 = (v12 < v2);
  v15 = (v13 & v14);
  if (v15) {
    v16 = (v12 * v3);
    v17 = (v16 + v11);
    mp_x0 = v17;
    v18 = b0[mp_x0];
    v19 = (v6 * 17u);
    v20 = (v19 + v5);
    mp_x1 = v20;
    s2[mp_x1] = v18;
  }
  workgroupBarrier();
  v21 = (v9 + v6);
  v22 = (v10 + v5);
  v23 = (v21 < v3);
  v24 = (v22 < v2);
  v25 = (v23 & v24);
  if (v25) {
    v26 = (v5 * 17u);
    v27 = (v26 + v6);
    mp_x2 = v27;
    v28 = s2[mp_x2];
    v29 = (v21 * v2);
    v30 = (v29 + v22);
    mp_x3 = v30;
    b1[mp_x3] = v28;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn transpose_2d(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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
      workgroupBarrier();
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

