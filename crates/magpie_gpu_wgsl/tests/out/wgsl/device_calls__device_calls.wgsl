// magpie-gpu WGSL for @device_calls. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<i32>;
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read> b2: array<u32>;
@group(0) @binding(3) var<storage, read> b3: array<u32>;
@group(0) @binding(4) var<storage, read_write> b4: array<i32>;
@group(0) @binding(5) var<storage, read_write> b5: array<f32>;
@group(0) @binding(6) var<storage, read_write> b6: array<u32>;
fn fn_6(v0: f32) -> f32 {
  var v1: f32;
  v1 = bitcast<f32>(bitcast<u32>((v0 * bitcast<f32>(bitcast<u32>(v0) + mp_zero))) | mp_zero);
  return v1;
  return f32();
}

fn fn_5(v1: u32, v2: u32) {
  var v3: u32;
  v3 = (v2 + 1u);
  fn_4(v1, v3);
  return;
}

fn fn_4(v1: u32, v2: u32) {
  var mp_x0: u32;
  mp_x0 = v1;
  b6[mp_x0] = v2;
  return;
}

fn fn_3(v0: u32, v1: u32) -> u32 {
  var v2: u32;
  var v3: u32;
  var v5: bool;
  var v4: u32;
  var mp_t0: u32;
  var mp_x0: u32;
  v2 = v0;
  v3 = v1;
  loop {
    v5 = (v3 == 0u);
    if (v5) {
      break;
    }
    mp_x0 = select(v3, 1u, v3 == 0u);
    v4 = (v2 % mp_x0);
    mp_t0 = v3;
    v2 = mp_t0;
    v3 = v4;
  }
  return v2;
  return u32();
}

fn fn_2(v0: f32) -> f32 {
  var v1: f32;
  var v2: f32;
  var v3: f32;
  var v4: f32;
  v1 = fn_6(v0);
  v2 = bitcast<f32>(bitcast<u32>((v0 * 2e0f)) | mp_zero);
  v3 = bitcast<f32>(bitcast<u32>((v1 + v2)) | mp_zero);
  v4 = bitcast<f32>(bitcast<u32>((v3 + 1e0f)) | mp_zero);
  return v4;
  return f32();
}

fn fn_1(v0: i32, v1: i32, v2: i32) -> i32 {
  var v3: bool;
  var v4: bool;
  v3 = (v0 < v1);
  if (v3) {
    return v1;
  } else {
    v4 = (v0 > v2);
    if (v4) {
      return v2;
    } else {
      return v0;
    }
  }
  return i32();
}

fn mp_kernel() {
  var v8: u32;
  var v9: bool;
  var v10: i32;
  var v11: i32;
  var v12: f32;
  var v13: f32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  let v7 = params.u0;
  v8 = mp_gid.x;
  v9 = (v8 < v7);
  if (v9) {
    mp_x0 = v8;
    v10 = b0[mp_x0];
    v11 = fn_1(v10, (-100i), 100i);
    mp_x1 = v8;
    b4[mp_x1] = v11;
    mp_x2 = v8;
    v12 = b1[mp_x2];
    v13 = fn_2(v12);
    mp_x3 = v8;
    b5[mp_x3] = v13;
    mp_x4 = v8;
    v14 = b2[mp_x4];
    mp_x5 = v8;
    v15 = b3[mp_x5];
    v16 = fn_3(v14, v15);
    v17 = (v8 * 2u);
    v18 = (v17 + 1u);
    fn_4(v17, v16);
    fn_5(v18, v16);
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn device_calls(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

