// magpie-gpu WGSL for @i64_arith. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(7) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<i64>;
@group(0) @binding(1) var<storage, read> b1: array<i64>;
@group(0) @binding(2) var<storage, read> b2: array<u32>;
@group(0) @binding(3) var<storage, read> b3: array<f32>;
@group(0) @binding(4) var<storage, read_write> b4: array<i64>;
@group(0) @binding(5) var<storage, read_write> b5: array<u32>;
@group(0) @binding(6) var<storage, read_write> b6: array<f32>;
fn fn_1(v1: u32, v2: u32, v3: i64) {
  var v4: u32;
  var mp_x0: u32;
  v4 = (v1 + v2);
  mp_x0 = v4;
  b4[mp_x0] = v3;
  return;
}

fn mp_kernel() {
  var v8: u32;
  var v9: bool;
  var v10: i64;
  var v11: i64;
  var v12: u32;
  var v13: f32;
  var v14: u64;
  var v15: u64;
  var v16: i64;
  var v17: u64;
  var v18: u32;
  var v19: i64;
  var v20: i64;
  var v21: i64;
  var v22: i64;
  var v23: i64;
  var v24: u64;
  var v25: u64;
  var v26: i64;
  var v27: i64;
  var v28: i64;
  var v29: u64;
  var v30: i64;
  var v31: i64;
  var v32: i32;
  var v33: i64;
  var v34: u32;
  var v35: u64;
  var v36: i64;
  var v37: i64;
  var v38: bool;
  var v39: bool;
  var v40: bool;
  var v41: bool;
  var v42: bool;
  var v43: u32;
  var v44: u32;
  var v45: u32;
  var v46: u32;
  var v47: u32;
  var v48: u32;
  var v49: u32;
  var v50: u32;
  var v51: u32;
  var v52: u32;
  var v53: u32;
  var v54: u32;
  var v55: u32;
  var v56: f32;
  var v57: f32;
  var v58: u32;
  var v59: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: i64;
  var mp_x5: i64;
  var mp_x6: i64;
  var mp_x7: i64;
  var mp_x8: u64;
  var mp_x9: u64;
  var mp_x10: f32;
  var mp_x11: u32;
  var mp_x12: u32;
  var mp_x13: u32;
  let v7 = params.u0;
  v8 = mp_gid.x;
  v9 = (v8 < v7);
  if (v9) {
    mp_x0 = v8;
    v10 = b0[mp_x0];
    mp_x1 = v8;
    v11 = b1[mp_x1];
    mp_x2 = v8;
    v12 = b2[mp_x2];
    mp_x3 = v8;
    v13 = b3[mp_x3];
    v14 = bitcast<u64>(v10);
    v15 = bitcast<u64>(v11);
    v16 = bitcast<i64>(u64(v12));
    v17 = u64(v12);
    v18 = (v8 * 13u);
    v19 = (v10 + v11);
    v20 = (v10 - v11);
    v21 = (v10 * v11);
    mp_x4 = v10;
    mp_x5 = select(v11, 1li, v11 == 0li || (mp_x4 == (-9223372036854775807li - 1li) && v11 == -1li));
    v22 = (mp_x4 / mp_x5);
    mp_x6 = v10;
    mp_x7 = select(v11, 1li, v11 == 0li || (mp_x6 == (-9223372036854775807li - 1li) && v11 == -1li));
    v23 = (mp_x6 - (mp_x6 / mp_x7) * mp_x7);
    mp_x8 = select(v15, 1lu, v15 == 0lu);
    v24 = (v14 / mp_x8);
    mp_x9 = select(v15, 1lu, v15 == 0lu);
    v25 = (v14 % mp_x9);
    v26 = bitcast<i64>(v24);
    v27 = bitcast<i64>(v25);
    v28 = (v10 << u32(bitcast<u64>(v16) & 63lu));
    v29 = (v14 >> u32(v17 & 63lu));
    v30 = bitcast<i64>(v29);
    v31 = (v10 >> u32(bitcast<u64>(v16) & 63lu));
    v32 = bitcast<i32>(u32(bitcast<u64>(v10) & 0xfffffffflu));
    v33 = i64(v32);
    v34 = u32(bitcast<u64>(v10) & 0xfffffffflu);
    v35 = u64(v34);
    v36 = bitcast<i64>(v35);
    mp_x10 = select(v13, 0e0f, ((bitcast<u32>(v13) & 0x7fffffffu) > 0x7f800000u));
    v37 = select(i64(clamp(mp_x10, (-9.223372e18f), 9.2233715e18f)), 9223372036854775807li, mp_x10 >= 9.223372e18f);
    fn_1(v18, 0u, v19);
    fn_1(v18, 1u, v20);
    fn_1(v18, 2u, v21);
    fn_1(v18, 3u, v22);
    fn_1(v18, 4u, v23);
    fn_1(v18, 5u, v26);
    fn_1(v18, 6u, v27);
    fn_1(v18, 7u, v28);
    fn_1(v18, 8u, v30);
    fn_1(v18, 9u, v31);
    fn_1(v18, 10u, v33);
    fn_1(v18, 11u, v36);
    fn_1(v18, 12u, v37);
    v38 = (v10 == v11);
    v39 = (v10 < v11);
    v40 = (v14 < v15);
    v41 = (v10 > v11);
    v42 = (v14 > v15);
    v43 = select(u32(), 1u, v38);
    v44 = select(u32(), 1u, v39);
    v45 = select(u32(), 1u, v40);
    v46 = select(u32(), 1u, v41);
    v47 = select(u32(), 1u, v42);
    v48 = (v44 << (1u & 31u));
    v49 = (v45 << (2u & 31u));
    v50 = (v46 << (3u & 31u));
    v51 = (v47 << (4u & 31u));
    v52 = (v43 | v48);
    v53 = (v52 | v49);
    v54 = (v53 | v50);
    v55 = (v54 | v51);
    mp_x11 = v8;
    b5[mp_x11] = v55;
    v56 = bitcast<f32>(bitcast<u32>(f32(v10)) | mp_zero);
    v57 = bitcast<f32>(bitcast<u32>(f32(v14)) | mp_zero);
    v58 = (v8 * 2u);
    v59 = (v58 + 1u);
    mp_x12 = v58;
    b6[mp_x12] = v56;
    mp_x13 = v59;
    b6[mp_x13] = v57;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn i64_arith(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

