// magpie-gpu WGSL for @bitwise. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read> b1: array<u32>;
@group(0) @binding(2) var<storage, read_write> b2: array<u32>;
fn mp_kernel() {
  var v4: u32;
  var v5: bool;
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
  var v19: bool;
  var v20: bool;
  var v21: bool;
  var v22: bool;
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
  let v3 = params.u0;
  v4 = mp_gid.x;
  v5 = (v4 < v3);
  if (v5) {
    mp_x0 = v4;
    v6 = b0[mp_x0];
    mp_x1 = v4;
    v7 = b1[mp_x1];
    v8 = (v4 * 6u);
    v9 = (v8 + 1u);
    v10 = (v8 + 2u);
    v11 = (v8 + 3u);
    v12 = (v8 + 4u);
    v13 = (v8 + 5u);
    v14 = (v6 & v7);
    v15 = (v6 | v7);
    v16 = (v6 ^ v7);
    mp_x2 = v8;
    b2[mp_x2] = v14;
    mp_x3 = v9;
    b2[mp_x3] = v15;
    mp_x4 = v10;
    b2[mp_x4] = v16;
    v17 = (v6 & 1u);
    v18 = (v7 & 1u);
    v19 = (v17 != 0u);
    v20 = (v18 != 0u);
    v21 = (v19 & v20);
    v22 = (v19 | v20);
    v23 = (v19 != v20);
    v24 = select(u32(), 1u, v21);
    v25 = select(u32(), 1u, v22);
    v26 = select(u32(), 1u, v23);
    mp_x5 = v11;
    b2[mp_x5] = v24;
    mp_x6 = v12;
    b2[mp_x6] = v25;
    mp_x7 = v13;
    b2[mp_x7] = v26;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn bitwise(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

