// magpie-gpu WGSL for @fma_zero_factor. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read_write> b2: array<f32>;
@group(0) @binding(3) var<storage, read> b3: array<f32>;
fn mp_opq_f64(x: f64) -> f64 {
  return bitcast<f64>(bitcast<u64>(x) | u64(mp_zero));
}

fn mp_fma_f32(a: f32, b: f32, c: f32) -> f32 {
  let p = mp_opq_f64(f64(a) * f64(b));
  let cw = f64(c);
  let s = mp_opq_f64(p + cw);
  let bb = mp_opq_f64(s - p);
  let e = mp_opq_f64(mp_opq_f64(p - mp_opq_f64(s - bb)) + mp_opq_f64(cw - bb));
  var bits = bitcast<u64>(s);
  let finite = (bits & 0x7ff0000000000000lu) != 0x7ff0000000000000lu;
  if (finite && e != 0.0lf && (bits & 1lu) == 0lu) {
    if ((e > 0.0lf) == (s > 0.0lf)) { bits = bits + 1lu; } else { bits = bits - 1lu; }
  }
  return bitcast<f32>(bitcast<u32>(f32(bitcast<f64>(bits))) | mp_zero);
}

fn mp_kernel() {
  var v5: u32;
  var v6: bool;
  var v7: f32;
  var v8: f32;
  var v9: f32;
  var v10: f32;
  var v11: f32;
  var v12: f32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  let v4 = params.u0;
  v5 = mp_gid.x;
  v6 = (v5 < v4);
  if (v6) {
    mp_x0 = v5;
    v7 = b0[mp_x0];
    mp_x1 = v5;
    v8 = b1[mp_x1];
    v9 = bitcast<f32>(bitcast<u32>(mp_fma_f32(v7, bitcast<f32>(mp_zero), v8)) | mp_zero);
    v10 = bitcast<f32>(bitcast<u32>(mp_fma_f32(v7, (-bitcast<f32>(mp_zero)), v8)) | mp_zero);
    v11 = bitcast<f32>(bitcast<u32>(mp_fma_f32(bitcast<f32>(mp_zero), v7, v8)) | mp_zero);
    v12 = bitcast<f32>(bitcast<u32>(mp_fma_f32(1.275e2f, bitcast<f32>(mp_zero), v8)) | mp_zero);
    v13 = (v5 * 4u);
    v14 = (v13 + 1u);
    v15 = (v13 + 2u);
    v16 = (v13 + 3u);
    mp_x2 = v13;
    b2[mp_x2] = v9;
    mp_x3 = v14;
    b2[mp_x3] = v10;
    mp_x4 = v15;
    b2[mp_x4] = v11;
    mp_x5 = v16;
    b2[mp_x5] = v12;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn fma_zero_factor(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

