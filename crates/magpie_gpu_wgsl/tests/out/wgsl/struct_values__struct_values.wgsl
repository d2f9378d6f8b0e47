// magpie-gpu WGSL for @struct_values. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 64u;
override magpie_wg_y: u32 = 1u;
override magpie_wg_z: u32 = 1u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
struct S0 {
  f0: u32,
  f1: f32,
}
struct S1 {
  f0: S0,
  f1: i32,
}
struct Params {
  @size(4) u0: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(4) grid_x: u32,
}
@group(0) @binding(5) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read_write> b2: array<u32>;
@group(0) @binding(3) var<storage, read_write> b3: array<f32>;
@group(0) @binding(4) var<storage, read_write> b4: array<i32>;
fn fn_2(v0: S0, v1: u32) -> S0 {
  var v2: u32;
  var v3: f32;
  var v4: u32;
  var v5: f32;
  var v6: S0;
  v2 = v0.f0;
  v3 = v0.f1;
  v4 = (v2 * v1);
  v5 = bitcast<f32>(bitcast<u32>((v3 * 2e0f)) | mp_zero);
  v6 = S0(v4, v5);
  return v6;
  return S0();
}

fn fn_1(v0: u32, v1: f32, v2: i32) -> S1 {
  var v3: S0;
  var v4: S1;
  v3 = S0(v0, v1);
  v4 = S1(v3, v2);
  return v4;
  return S1();
}

fn mp_kernel() {
  var v6: u32;
  var v7: bool;
  var v8: u32;
  var v9: f32;
  var v10: i32;
  var v11: i32;
  var v12: S1;
  var v13: S0;
  var v14: S0;
  var v15: u32;
  var v16: bool;
  var v17: S0;
  var v18: u32;
  var v19: f32;
  var v20: i32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  let v5 = params.u0;
  v6 = mp_gid.x;
  v7 = (v6 < v5);
  if (v7) {
    mp_x0 = v6;
    v8 = b0[mp_x0];
    mp_x1 = v6;
    v9 = b1[mp_x1];
    v10 = bitcast<i32>(v6);
    v11 = (0i - v10);
    v12 = fn_1(v8, v9, v11);
    v13 = v12.f0;
    v14 = fn_2(v13, 3u);
    v15 = (v8 & 1u);
    v16 = (v15 != 0u);
    if (v16) {
      v17 = v14;
    } else {
      v17 = v13;
    }
    v18 = v17.f0;
    v19 = v17.f1;
    v20 = v12.f1;
    mp_x2 = v6;
    b2[mp_x2] = v18;
    mp_x3 = v6;
    b3[mp_x3] = v19;
    mp_x4 = v6;
    b4[mp_x4] = v20;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn struct_values(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

