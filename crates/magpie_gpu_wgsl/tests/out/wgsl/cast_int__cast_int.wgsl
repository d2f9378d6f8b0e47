// magpie-gpu WGSL for @cast_int. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(2) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
fn mp_kernel() {
  var v3: u32;
  var v4: bool;
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
  var v17: i32;
  var v18: i32;
  var v19: u32;
  var v20: u32;
  var v21: u32;
  var v22: i32;
  var v23: i32;
  var v24: u32;
  var v25: u32;
  var v26: u32;
  var v27: i32;
  var v28: u32;
  var v29: i32;
  var v30: bool;
  var v31: u32;
  var v32: u32;
  var v33: bool;
  var v34: i32;
  var v35: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  let v2 = params.u0;
  v3 = mp_gid.x;
  v4 = (v3 < v2);
  if (v4) {
    mp_x0 = v3;
    v5 = b0[mp_x0];
    v6 = (v3 * 9u);
    v7 = (v6 + 1u);
    v8 = (v6 + 2u);
    v9 = (v6 + 3u);
    v10 = (v6 + 4u);
    v11 = (v6 + 5u);
    v12 = (v6 + 6u);
    v13 = (v6 + 7u);
    v14 = (v6 + 8u);
    v15 = (v5 & 255u);
    v16 = v15;
    mp_x1 = v6;
    b1[mp_x1] = v16;
    v17 = extractBits(bitcast<i32>(v5), 0u, 8u);
    v18 = v17;
    v19 = bitcast<u32>(v18);
    mp_x2 = v7;
    b1[mp_x2] = v19;
    v20 = (v5 & 65535u);
    v21 = v20;
    mp_x3 = v8;
    b1[mp_x3] = v21;
    v22 = extractBits(bitcast<i32>(v5), 0u, 16u);
    v23 = v22;
    v24 = bitcast<u32>(v23);
    mp_x4 = v9;
    b1[mp_x4] = v24;
    v25 = bitcast<u32>(v17);
    mp_x5 = v10;
    b1[mp_x5] = v25;
    v26 = bitcast<u32>(v22);
    mp_x6 = v11;
    b1[mp_x6] = v26;
    v27 = bitcast<i32>(v15);
    v28 = bitcast<u32>(v27);
    mp_x7 = v12;
    b1[mp_x7] = v28;
    v29 = bitcast<i32>(v5);
    v30 = (v29 < 0i);
    v31 = select(u32(), 1u, v30);
    mp_x8 = v13;
    b1[mp_x8] = v31;
    v32 = (v5 & 1u);
    v33 = (v32 == 1u);
    v34 = select(i32(), 1i, v33);
    v35 = bitcast<u32>(v34);
    mp_x9 = v14;
    b1[mp_x9] = v35;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn cast_int(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

