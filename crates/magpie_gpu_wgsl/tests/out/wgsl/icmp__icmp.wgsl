// magpie-gpu WGSL for @icmp. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<i32>;
@group(0) @binding(1) var<storage, read> b1: array<i32>;
@group(0) @binding(2) var<storage, read_write> b2: array<u32>;
fn fn_3(v0: u32, v1: bool, v2: u32) -> u32 {
  var v3: u32;
  var v4: u32;
  var v5: u32;
  v3 = select(u32(), 1u, v1);
  v4 = (v3 << (v2 & 31u));
  v5 = (v0 | v4);
  return v5;
  return u32();
}

fn fn_2(v0: u32, v1: u32) -> u32 {
  var v2: bool;
  var v3: bool;
  var v4: bool;
  var v5: bool;
  var v6: bool;
  var v7: bool;
  var v8: bool;
  var v9: bool;
  var v10: bool;
  var v11: bool;
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
  v2 = (v0 == v1);
  v3 = (v0 != v1);
  v4 = (bitcast<i32>(v0) < bitcast<i32>(v1));
  v5 = (bitcast<i32>(v0) > bitcast<i32>(v1));
  v6 = (bitcast<i32>(v0) <= bitcast<i32>(v1));
  v7 = (bitcast<i32>(v0) >= bitcast<i32>(v1));
  v8 = (v0 < v1);
  v9 = (v0 > v1);
  v10 = (v0 <= v1);
  v11 = (v0 >= v1);
  v12 = fn_3(0u, v2, 0u);
  v13 = fn_3(v12, v3, 1u);
  v14 = fn_3(v13, v4, 2u);
  v15 = fn_3(v14, v5, 3u);
  v16 = fn_3(v15, v6, 4u);
  v17 = fn_3(v16, v7, 5u);
  v18 = fn_3(v17, v8, 6u);
  v19 = fn_3(v18, v9, 7u);
  v20 = fn_3(v19, v10, 8u);
  v21 = fn_3(v20, v11, 9u);
  return v21;
  return u32();
}

fn fn_1(v0: i32, v1: i32) -> u32 {
  var v2: bool;
  var v3: bool;
  var v4: bool;
  var v5: bool;
  var v6: bool;
  var v7: bool;
  var v8: bool;
  var v9: bool;
  var v10: bool;
  var v11: bool;
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
  v2 = (v0 == v1);
  v3 = (v0 != v1);
  v4 = (v0 < v1);
  v5 = (v0 > v1);
  v6 = (v0 <= v1);
  v7 = (v0 >= v1);
  v8 = (bitcast<u32>(v0) < bitcast<u32>(v1));
  v9 = (bitcast<u32>(v0) > bitcast<u32>(v1));
  v10 = (bitcast<u32>(v0) <= bitcast<u32>(v1));
  v11 = (bitcast<u32>(v0) >= bitcast<u32>(v1));
  v12 = fn_3(0u, v2, 0u);
  v13 = fn_3(v12, v3, 1u);
  v14 = fn_3(v13, v4, 2u);
  v15 = fn_3(v14, v5, 3u);
  v16 = fn_3(v15, v6, 4u);
  v17 = fn_3(v16, v7, 5u);
  v18 = fn_3(v17, v8, 6u);
  v19 = fn_3(v18, v9, 7u);
  v20 = fn_3(v19, v10, 8u);
  v21 = fn_3(v20, v11, 9u);
  return v21;
  return u32();
}

fn mp_kernel() {
  var v4: u32;
  var v5: bool;
  var v6: i32;
  var v7: i32;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  let v3 = params.u0;
  v4 = mp_gid.x;
  v5 = (v4 < v3);
  if (v5) {
    mp_x0 = v4;
    v6 = b0[mp_x0];
    mp_x1 = v4;
    v7 = b1[mp_x1];
    v8 = bitcast<u32>(v6);
    v9 = bitcast<u32>(v7);
    v10 = fn_1(v6, v7);
    v11 = fn_2(v8, v9);
    v12 = (v4 * 2u);
    v13 = (v12 + 1u);
    mp_x2 = v12;
    b2[mp_x2] = v10;
    mp_x3 = v13;
    b2[mp_x3] = v11;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn icmp(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

