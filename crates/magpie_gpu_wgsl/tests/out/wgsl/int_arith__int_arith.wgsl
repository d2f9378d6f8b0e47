// magpie-gpu WGSL for @int_arith. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(6) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<i32>;
@group(0) @binding(1) var<storage, read> b1: array<i32>;
@group(0) @binding(2) var<storage, read> b2: array<u32>;
@group(0) @binding(3) var<storage, read> b3: array<u32>;
@group(0) @binding(4) var<storage, read_write> b4: array<i32>;
@group(0) @binding(5) var<storage, read_write> b5: array<u32>;
fn mp_kernel() {
  var v7: u32;
  var v8: bool;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: i32;
  var v15: i32;
  var v16: i32;
  var v17: i32;
  var v18: i32;
  var v19: i32;
  var v20: i32;
  var v21: u32;
  var v22: u32;
  var v23: u32;
  var v24: u32;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: i32;
  var mp_x3: i32;
  var mp_x4: i32;
  var mp_x5: i32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  var mp_x10: u32;
  var mp_x11: u32;
  var mp_x12: u32;
  var mp_x13: u32;
  var mp_x14: u32;
  var mp_x15: u32;
  var mp_x16: u32;
  var mp_x17: u32;
  var mp_x18: u32;
  var mp_x19: u32;
  let v6 = params.u0;
  v7 = mp_gid.x;
  v8 = (v7 < v6);
  if (v8) {
    v9 = (v7 * 5u);
    v10 = (v9 + 1u);
    v11 = (v9 + 2u);
    v12 = (v9 + 3u);
    v13 = (v9 + 4u);
    mp_x0 = v7;
    v14 = b0[mp_x0];
    mp_x1 = v7;
    v15 = b1[mp_x1];
    v16 = (v14 + v15);
    v17 = (v14 - v15);
    v18 = (v14 * v15);
    mp_x2 = v14;
    mp_x3 = select(v15, 1i, v15 == 0i || (mp_x2 == (-2147483647i - 1i) && v15 == -1i));
    v19 = (mp_x2 / mp_x3);
    mp_x4 = v14;
    mp_x5 = select(v15, 1i, v15 == 0i || (mp_x4 == (-2147483647i - 1i) && v15 == -1i));
    v20 = (mp_x4 - (mp_x4 / mp_x5) * mp_x5);
    mp_x6 = v9;
    b4[mp_x6] = v16;
    mp_x7 = v10;
    b4[mp_x7] = v17;
    mp_x8 = v11;
    b4[mp_x8] = v18;
    mp_x9 = v12;
    b4[mp_x9] = v19;
    mp_x10 = v13;
    b4[mp_x10] = v20;
    mp_x11 = v7;
    v21 = b2[mp_x11];
    mp_x12 = v7;
    v22 = b3[mp_x12];
    v23 = (v21 + v22);
    v24 = (v21 - v22);
    v25 = (v21 * v22);
    mp_x13 = select(v22, 1u, v22 == 0u);
    v26 = (v21 / mp_x13);
    mp_x14 = select(v22, 1u, v22 == 0u);
    v27 = (v21 % mp_x14);
    mp_x15 = v9;
    b5[mp_x15] = v23;
    mp_x16 = v10;
    b5[mp_x16] = v24;
    mp_x17 = v11;
    b5[mp_x17] = v25;
    mp_x18 = v12;
    b5[mp_x18] = v26;
    mp_x19 = v13;
    b5[mp_x19] = v27;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn int_arith(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

