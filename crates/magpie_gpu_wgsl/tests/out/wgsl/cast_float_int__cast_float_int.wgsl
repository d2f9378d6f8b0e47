// magpie-gpu WGSL for @cast_float_int. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(4) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<f32>;
@group(0) @binding(1) var<storage, read> b1: array<u32>;
@group(0) @binding(2) var<storage, read_write> b2: array<i32>;
@group(0) @binding(3) var<storage, read_write> b3: array<f32>;
fn mp_kernel() {
  var v5: u32;
  var v6: bool;
  var v7: f32;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: i32;
  var v16: u32;
  var v17: i32;
  var v18: i32;
  var v19: i32;
  var v20: u32;
  var v21: i32;
  var v22: i32;
  var v23: i32;
  var v24: u32;
  var v25: i32;
  var v26: u32;
  var v27: u32;
  var v28: u32;
  var v29: u32;
  var v30: i32;
  var v31: f32;
  var v32: f32;
  var v33: i32;
  var v34: f32;
  var v35: u32;
  var v36: f32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: f32;
  var mp_x3: u32;
  var mp_x4: f32;
  var mp_x5: u32;
  var mp_x6: f32;
  var mp_x7: u32;
  var mp_x8: f32;
  var mp_x9: u32;
  var mp_x10: f32;
  var mp_x11: u32;
  var mp_x12: f32;
  var mp_x13: u32;
  var mp_x14: u32;
  var mp_x15: u32;
  var mp_x16: u32;
  var mp_x17: u32;
  let v4 = params.u0;
  v5 = mp_gid.x;
  v6 = (v5 < v4);
  if (v6) {
    mp_x0 = v5;
    v7 = b0[mp_x0];
    mp_x1 = v5;
    v8 = b1[mp_x1];
    v9 = (v5 * 6u);
    v10 = (v9 + 1u);
    v11 = (v9 + 2u);
    v12 = (v9 + 3u);
    v13 = (v9 + 4u);
    v14 = (v9 + 5u);
    mp_x2 = select(v7, 0e0f, ((bitcast<u32>(v7) & 0x7fffffffu) > 0x7f800000u));
    v15 = select(i32(clamp(mp_x2, (-2.1474836e9f), 2.1474835e9f)), 2147483647i, mp_x2 >= 2.1474836e9f);
    mp_x3 = v9;
    b2[mp_x3] = v15;
    mp_x4 = select(v7, 0e0f, ((bitcast<u32>(v7) & 0x7fffffffu) > 0x7f800000u));
    v16 = select(u32(clamp(mp_x4, 0e0f, 4.294967e9f)), 4294967295u, mp_x4 >= 4.2949673e9f);
    v17 = bitcast<i32>(v16);
    mp_x5 = v10;
    b2[mp_x5] = v17;
    mp_x6 = select(v7, 0e0f, ((bitcast<u32>(v7) & 0x7fffffffu) > 0x7f800000u));
    v18 = select(i32(clamp(mp_x6, (-1.28e2f), 1.27e2f)), 127i, mp_x6 >= 1.28e2f);
    v19 = v18;
    mp_x7 = v11;
    b2[mp_x7] = v19;
    mp_x8 = select(v7, 0e0f, ((bitcast<u32>(v7) & 0x7fffffffu) > 0x7f800000u));
    v20 = select(u32(clamp(mp_x8, 0e0f, 2.55e2f)), 255u, mp_x8 >= 2.56e2f);
    v21 = bitcast<i32>(v20);
    mp_x9 = v12;
    b2[mp_x9] = v21;
    mp_x10 = select(v7, 0e0f, ((bitcast<u32>(v7) & 0x7fffffffu) > 0x7f800000u));
    v22 = select(i32(clamp(mp_x10, (-3.2768e4f), 3.2767e4f)), 32767i, mp_x10 >= 3.2768e4f);
    v23 = v22;
    mp_x11 = v13;
    b2[mp_x11] = v23;
    mp_x12 = select(v7, 0e0f, ((bitcast<u32>(v7) & 0x7fffffffu) > 0x7f800000u));
    v24 = select(u32(clamp(mp_x12, 0e0f, 6.5535e4f)), 65535u, mp_x12 >= 6.5536e4f);
    v25 = bitcast<i32>(v24);
    mp_x13 = v14;
    b2[mp_x13] = v25;
    v26 = (v5 * 4u);
    v27 = (v26 + 1u);
    v28 = (v26 + 2u);
    v29 = (v26 + 3u);
    v30 = bitcast<i32>(v8);
    v31 = bitcast<f32>(bitcast<u32>(f32(v30)) | mp_zero);
    mp_x14 = v26;
    b3[mp_x14] = v31;
    v32 = bitcast<f32>(bitcast<u32>(f32(v8)) | mp_zero);
    mp_x15 = v27;
    b3[mp_x15] = v32;
    v33 = extractBits(bitcast<i32>(v8), 0u, 8u);
    v34 = bitcast<f32>(bitcast<u32>(f32(v33)) | mp_zero);
    mp_x16 = v28;
    b3[mp_x16] = v34;
    v35 = (v8 & 65535u);
    v36 = bitcast<f32>(bitcast<u32>(f32(v35)) | mp_zero);
    mp_x17 = v29;
    b3[mp_x17] = v36;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn cast_float_int(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

