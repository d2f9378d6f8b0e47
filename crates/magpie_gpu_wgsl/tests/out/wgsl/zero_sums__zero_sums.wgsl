// magpie-gpu WGSL for @zero_sums. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<f32>;
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read_write> b2: array<f32>;
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

fn fn_1(v1: u32, v2: u32, v3: f32) {
  var v4: u32;
  var mp_x0: u32;
  v4 = (v1 + v2);
  mp_x0 = v4;
  b2[mp_x0] = v3;
  return;
}

fn mp_kernel() {
  var v4: u32;
  var v5: bool;
  var v6: f32;
  var v7: f32;
  var v8: u32;
  var v9: f32;
  var v10: f32;
  var v11: f32;
  var v12: f32;
  var v13: f32;
  var v14: f32;
  var v15: f32;
  var v16: f32;
  var v17: f32;
  var v18: f32;
  var v19: f32;
  var v20: f32;
  var v21: f32;
  var v22: f32;
  var v23: f32;
  var v24: f32;
  var v25: f32;
  var v26: f32;
  var v27: f32;
  var v28: f32;
  var v29: f32;
  var mp_x0: u32;
  var mp_x1: u32;
  let v3 = params.u0;
  v4 = mp_gid.x;
  v5 = (v4 < v3);
  if (v5) {
    mp_x0 = v4;
    v6 = b0[mp_x0];
    mp_x1 = v4;
    v7 = b1[mp_x1];
    v8 = (v4 * 21u);
    v9 = bitcast<f32>(bitcast<u32>((v6 + bitcast<f32>(mp_zero))) | mp_zero);
    v10 = bitcast<f32>(bitcast<u32>((bitcast<f32>(mp_zero) + v6)) | mp_zero);
    v11 = bitcast<f32>(bitcast<u32>((bitcast<f32>(mp_zero) - bitcast<f32>(bitcast<u32>(v6) + mp_zero))) | mp_zero);
    v12 = bitcast<f32>(bitcast<u32>((v6 - bitcast<f32>(bitcast<u32>((-bitcast<f32>(mp_zero))) + mp_zero))) | mp_zero);
    v13 = bitcast<f32>(bitcast<u32>(mp_fma_f32(v6, v7, bitcast<f32>(mp_zero))) | mp_zero);
    v14 = bitcast<f32>(bitcast<u32>(mp_fma_f32(bitcast<f32>(mp_zero), v6, v7)) | mp_zero);
    v15 = bitcast<f32>(bitcast<u32>((v6 * bitcast<f32>(mp_zero))) | mp_zero);
    fn_1(v8, 0u, v9);
    fn_1(v8, 1u, v10);
    fn_1(v8, 2u, v11);
    fn_1(v8, 3u, v12);
    fn_1(v8, 4u, v13);
    fn_1(v8, 5u, v14);
    fn_1(v8, 6u, v15);
    v16 = bitcast<f32>(bitcast<u32>((v6 + bitcast<f32>(mp_zero))) | mp_zero);
    v17 = bitcast<f32>(bitcast<u32>((bitcast<f32>(mp_zero) + v6)) | mp_zero);
    v18 = bitcast<f32>(bitcast<u32>((bitcast<f32>(mp_zero) - bitcast<f32>(bitcast<u32>(v6) + mp_zero))) | mp_zero);
    v19 = bitcast<f32>(bitcast<u32>((v6 - bitcast<f32>(bitcast<u32>((-bitcast<f32>(mp_zero))) + mp_zero))) | mp_zero);
    v20 = bitcast<f32>(bitcast<u32>(mp_fma_f32(v6, v7, bitcast<f32>(mp_zero))) | mp_zero);
    v21 = bitcast<f32>(bitcast<u32>(mp_fma_f32(bitcast<f32>(mp_zero), v6, v7)) | mp_zero);
    v22 = bitcast<f32>(bitcast<u32>((v6 * bitcast<f32>(mp_zero))) | mp_zero);
    fn_1(v8, 7u, v16);
    fn_1(v8, 8u, v17);
    fn_1(v8, 9u, v18);
    fn_1(v8, 10u, v19);
    fn_1(v8, 11u, v20);
    fn_1(v8, 12u, v21);
    fn_1(v8, 13u, v22);
    v23 = bitcast<f32>(bitcast<u32>((v6 + bitcast<f32>(mp_zero))) | mp_zero);
    v24 = bitcast<f32>(bitcast<u32>((bitcast<f32>(mp_zero) + v6)) | mp_zero);
    v25 = bitcast<f32>(bitcast<u32>((bitcast<f32>(mp_zero) - bitcast<f32>(bitcast<u32>(v6) + mp_zero))) | mp_zero);
    v26 = bitcast<f32>(bitcast<u32>((v6 - bitcast<f32>(bitcast<u32>((-bitcast<f32>(mp_zero))) + mp_zero))) | mp_zero);
    v27 = bitcast<f32>(bitcast<u32>(mp_fma_f32(v6, v7, bitcast<f32>(mp_zero))) | mp_zero);
    v28 = bitcast<f32>(bitcast<u32>(mp_fma_f32(bitcast<f32>(mp_zero), v6, v7)) | mp_zero);
    v29 = bitcast<f32>(bitcast<u32>((v6 * bitcast<f32>(mp_zero))) | mp_zero);
    fn_1(v8, 14u, v23);
    fn_1(v8, 15u, v24);
    fn_1(v8, 16u, v25);
    fn_1(v8, 17u, v26);
    fn_1(v8, 18u, v27);
    fn_1(v8, 19u, v28);
    fn_1(v8, 20u, v29);
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn zero_sums(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

