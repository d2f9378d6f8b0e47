// magpie-gpu WGSL for @cast_chain_u64. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(2) var<storage, read_write> b2: array<u32>;
@group(0) @binding(3) var<storage, read_write> b3: array<u64>;
fn fn_1(v1: u32, v2: f32) -> u64 {
  var v3: u64;
  var v4: i64;
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: i32;
  var v9: i32;
  var v10: i32;
  var v11: u32;
  var v12: i32;
  var v13: i32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v21: i32;
  var v22: i32;
  var v23: u32;
  var v24: i32;
  var v25: i32;
  var v26: i32;
  var v27: u32;
  var v28: i32;
  var v29: i32;
  var v30: i32;
  var v31: u32;
  var v32: u32;
  var v33: u32;
  var v34: u32;
  var v35: u32;
  var v36: u32;
  var v37: u32;
  var v38: u32;
  var mp_x0: f32;
  var mp_x1: f32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  mp_x0 = select(v2, 0e0f, ((bitcast<u32>(v2) & 0x7fffffffu) > 0x7f800000u));
  v3 = select(u64(clamp(mp_x0, 0e0f, 1.8446743e19f)), 18446744073709551615lu, mp_x0 >= 1.8446744e19f);
  mp_x1 = select(v2, 0e0f, ((bitcast<u32>(v2) & 0x7fffffffu) > 0x7f800000u));
  v4 = select(i64(clamp(mp_x1, (-9.223372e18f), 9.2233715e18f)), 9223372036854775807li, mp_x1 >= 9.223372e18f);
  v5 = u32(v3 & 0xfffffffflu);
  v6 = (v5 + 7u);
  v7 = (v6 ^ 4660u);
  v8 = bitcast<i32>(u32(v3 & 0xfffffffflu));
  v9 = (v8 + 1i);
  v10 = (v9 ^ 21845i);
  v11 = bitcast<u32>(v10);
  v12 = bitcast<i32>(u32(bitcast<u64>(v4) & 0xfffffffflu));
  v13 = (v12 + 3i);
  v14 = bitcast<u32>(v13);
  v15 = u32(bitcast<u64>(v4) & 0xfffffffflu);
  v16 = (v15 ^ 2779096485u);
  v17 = (u32(v3 & 0xfffffffflu) & 65535u);
  v18 = v17;
  v19 = (v18 + 3u);
  v20 = (u32(bitcast<u64>(v4) & 0xfffffffflu) & 255u);
  v21 = bitcast<i32>(v20);
  v22 = (v21 + 1i);
  v23 = bitcast<u32>(v22);
  v24 = extractBits(bitcast<i32>(u32(v3 & 0xfffffffflu)), 0u, 8u);
  v25 = v24;
  v26 = (v25 ^ (-16i));
  v27 = bitcast<u32>(v26);
  v28 = extractBits(bitcast<i32>(u32(bitcast<u64>(v4) & 0xfffffffflu)), 0u, 16u);
  v29 = v28;
  v30 = (v29 - 2i);
  v31 = bitcast<u32>(v30);
  v32 = (v1 + 1u);
  v33 = (v1 + 2u);
  v34 = (v1 + 3u);
  v35 = (v1 + 4u);
  v36 = (v1 + 5u);
  v37 = (v1 + 6u);
  v38 = (v1 + 7u);
  mp_x2 = v1;
  b2[mp_x2] = v7;
  mp_x3 = v32;
  b2[mp_x3] = v11;
  mp_x4 = v33;
  b2[mp_x4] = v14;
  mp_x5 = v34;
  b2[mp_x5] = v16;
  mp_x6 = v35;
  b2[mp_x6] = v19;
  mp_x7 = v36;
  b2[mp_x7] = v23;
  mp_x8 = v37;
  b2[mp_x8] = v27;
  mp_x9 = v38;
  b2[mp_x9] = v31;
  return v3;
  return u64();
}

fn mp_kernel() {
  var v5: u32;
  var v6: bool;
  var v7: f32;
  var v8: u32;
  var v9: f32;
  var v10: u32;
  var v11: u32;
  var v12: u64;
  var v13: u64;
  var v14: i64;
  var v15: i64;
  var v16: u64;
  var v17: u64;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v21: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: f32;
  var mp_x3: f32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  let v4 = params.u0;
  v5 = mp_gid.x;
  v6 = (v5 < v4);
  if (v6) {
    mp_x0 = v5;
    v7 = b0[mp_x0];
    mp_x1 = v5;
    v8 = b1[mp_x1];
    v9 = bitcast<f32>(bitcast<u32>(f32(v8)) | mp_zero);
    v10 = (v5 * 16u);
    v11 = (v10 + 8u);
    v12 = fn_1(v10, v7);
    v13 = fn_1(v11, v9);
    mp_x2 = select(v7, 0e0f, ((bitcast<u32>(v7) & 0x7fffffffu) > 0x7f800000u));
    v14 = select(i64(clamp(mp_x2, (-9.223372e18f), 9.2233715e18f)), 9223372036854775807li, mp_x2 >= 9.223372e18f);
    mp_x3 = select(v9, 0e0f, ((bitcast<u32>(v9) & 0x7fffffffu) > 0x7f800000u));
    v15 = select(i64(clamp(mp_x3, (-9.223372e18f), 9.2233715e18f)), 9223372036854775807li, mp_x3 >= 9.223372e18f);
    v16 = bitcast<u64>(v14);
    v17 = bitcast<u64>(v15);
    v18 = (v5 * 4u);
    v19 = (v18 + 1u);
    v20 = (v18 + 2u);
    v21 = (v18 + 3u);
    mp_x4 = v18;
    b3[mp_x4] = v12;
    mp_x5 = v19;
    b3[mp_x5] = v16;
    mp_x6 = v20;
    b3[mp_x6] = v13;
    mp_x7 = v21;
    b3[mp_x7] = v17;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn cast_chain_u64(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

