// magpie-gpu WGSL for @folded_zero_sums. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(8) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<f32>;
@group(0) @binding(1) var<storage, read> b1: array<f64>;
@group(0) @binding(2) var<storage, read> b2: array<f64>;
@group(0) @binding(3) var<storage, read> b3: array<f32>;
@group(0) @binding(4) var<storage, read> b4: array<f32>;
@group(0) @binding(5) var<storage, read_write> b5: array<f32>;
@group(0) @binding(6) var<storage, read_write> b6: array<f64>;
@group(0) @binding(7) var<storage, read> b7: array<f32>;
fn mp_opq_f64(x: f64) -> f64 {
  return bitcast<f64>(bitcast<u64>(x) | u64(mp_zero));
}

// The magnitude of the f32 with bits `b`, exactly, as f64, from the bits
// (drivers flush f32 subnormals in conversions); infinity is 2^128.
fn mp_f32_widen(b: u32) -> f64 {
  let m = b & 0x7fffffffu;
  if (m < 0x800000u) { return f64(m) * 1.401298464324817e-45lf; }
  if (m == 0x7f800000u) { return 3.402823669209385e38lf; }
  return f64(bitcast<f32>(m));
}

// The bits of the f32 nearest t / b (sqrt(t) for a root), both positive and
// finite, from q, that value in f64 to a few ulp: the signs of t - mid * b
// (t - mid * mid) at the midpoints around the candidate move it.
fn mp_f32_round_bits(q: f64, t: f64, b: f64, root: bool) -> u32 {
  let small = q < 1.1754943508222875e-38lf;
  // Only the subnormal range (below 2^23) reaches the conversion.
  let scaled = select(0.0lf, mp_opq_f64(q * 7.1362384635298e44lf), small);
  let c = select(bitcast<u32>(f32(min(q, 3.4028234663852886e38lf))), u32(scaled), small);
  let cw = mp_f32_widen(c);
  let hi = mp_opq_f64(mp_opq_f64(cw + mp_f32_widen(c + 1u)) * 0.5lf);
  let lo = mp_opq_f64(mp_opq_f64(cw + mp_f32_widen(max(c, 1u) - 1u)) * 0.5lf);
  let r_hi = mp_opq_f64(t - mp_opq_f64(hi * select(b, hi, root)));
  let r_lo = mp_opq_f64(t - mp_opq_f64(lo * select(b, lo, root)));
  let odd = (c & 1u) == 1u;
  if (r_hi > 0.0lf || (r_hi == 0.0lf && odd)) { return c + 1u; }
  if (c != 0u && (r_lo < 0.0lf || (r_lo == 0.0lf && odd))) { return c - 1u; }
  return c;
}

fn mp_sqrt_f32(x: f32) -> f32 {
  let ix = bitcast<u32>(x);
  // below zero (-0 excluded), or NaN
  if (ix > 0x80000000u || (ix & 0x7fffffffu) > 0x7f800000u) { return bitcast<f32>(0x7fc00000u | mp_zero); }
  // sqrt(-0) = -0, sqrt(+0) = +0, sqrt(+inf) = +inf
  if ((ix & 0x7fffffffu) == 0u || ix == 0x7f800000u) { return bitcast<f32>(ix | mp_zero); }
  let xw = mp_f32_widen(ix);
  let r = mp_opq_f64(sqrt(xw));
  return bitcast<f32>(mp_f32_round_bits(r, xw, 0.0lf, true));
}

fn mp_fmin_f64(a: f64, b: f64) -> f64 {
  if ((bitcast<u64>(a) & 0x7ffffffffffffffflu) > 0x7ff0000000000000lu) { return b; }
  if ((bitcast<u64>(b) & 0x7ffffffffffffffflu) > 0x7ff0000000000000lu) { return a; }
  if (a == b) { return select(b, a, ((bitcast<u64>(a) >> 63u) != 0lu)); }
  return select(b, a, a < b);
}

fn mp_kernel() {
  var v9: u32;
  var v10: bool;
  var v11: f32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: f32;
  var v18: f32;
  var v19: f32;
  var v20: f32;
  var v21: i32;
  var v22: f32;
  var v23: f32;
  var v24: u32;
  var v25: i32;
  var v26: bool;
  var v27: f32;
  var v28: f32;
  var v29: f64;
  var v30: f64;
  var v31: u32;
  var v32: u32;
  var v33: u32;
  var v34: bool;
  var v35: f64;
  var v36: f64;
  var v37: f64;
  var v38: f64;
  var v39: f64;
  var v40: u32;
  var v41: f64;
  var v42: u32;
  var v43: f64;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: f32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  var mp_x10: u32;
  var mp_x11: u32;
  var mp_x12: u32;
  var mp_x13: u32;
  var mp_x14: u32;
  let v8 = params.u0;
  v9 = mp_gid.x;
  v10 = (v9 < v8);
  if (v10) {
    mp_x0 = v9;
    v11 = b0[mp_x0];
    v12 = (v9 * 6u);
    v13 = (v12 + 1u);
    v14 = (v12 + 2u);
    v15 = (v12 + 3u);
    v16 = (v12 + 4u);
    v17 = bitcast<f32>(bitcast<u32>(mp_sqrt_f32(v11)) | mp_zero);
    v18 = bitcast<f32>(bitcast<u32>((v17 + bitcast<f32>(mp_zero))) | mp_zero);
    mp_x1 = v12;
    b5[mp_x1] = v18;
    v19 = bitcast<f32>(bitcast<u32>((v11 - bitcast<f32>(bitcast<u32>((-bitcast<f32>(mp_zero))) + mp_zero))) | mp_zero);
    mp_x2 = v13;
    b5[mp_x2] = v19;
    v20 = bitcast<f32>(bitcast<u32>((v11 + bitcast<f32>(mp_zero))) | mp_zero);
    mp_x3 = v14;
    b5[mp_x3] = v20;
    mp_x4 = select(v11, 0e0f, ((bitcast<u32>(v11) & 0x7fffffffu) > 0x7f800000u));
    v21 = select(i32(clamp(mp_x4, (-2.1474836e9f), 2.1474835e9f)), 2147483647i, mp_x4 >= 2.1474836e9f);
    v22 = bitcast<f32>(bitcast<u32>((v11 + bitcast<f32>(mp_zero))) | mp_zero);
    mp_x5 = v15;
    b5[mp_x5] = v22;
    v23 = bitcast<f32>(bitcast<u32>((v11 + bitcast<f32>(mp_zero))) | mp_zero);
    mp_x6 = v16;
    b5[mp_x6] = v23;
    v24 = (v12 + 5u);
    v25 = (1i & v21);
    v26 = (bitcast<u32>(v25) > bitcast<u32>(1i));
    v27 = bitcast<f32>(bitcast<u32>(bitcast<f32>(bitcast<u32>(select(f32(), 1e0f, v26)) | mp_zero)) | mp_zero);
    v28 = bitcast<f32>(bitcast<u32>((v27 - bitcast<f32>(bitcast<u32>(v11) + mp_zero))) | mp_zero);
    mp_x7 = v24;
    b5[mp_x7] = v28;
    mp_x8 = v9;
    v29 = b1[mp_x8];
    mp_x9 = v9;
    v30 = b2[mp_x9];
    v31 = (v9 * 5u);
    v32 = (v31 + 1u);
    v33 = (v31 + 2u);
    v34 = (v29 < bitcast<f64>(bitcast<u64>(v30) + u64(mp_zero)));
    v35 = bitcast<f64>(bitcast<u64>(mp_fmin_f64(v29, v30)) | u64(mp_zero));
    v36 = bitcast<f64>(bitcast<u64>((v35 * 2.56e2lf)) | u64(mp_zero));
    v37 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) / bitcast<f64>(bitcast<u64>(v36) + u64(mp_zero)))) | u64(mp_zero));
    mp_x10 = v31;
    b6[mp_x10] = v37;
    v38 = bitcast<f64>(bitcast<u64>((v29 - bitcast<f64>(bitcast<u64>((-f64(bitcast<f32>(mp_zero)))) + u64(mp_zero)))) | u64(mp_zero));
    mp_x11 = v32;
    b6[mp_x11] = v38;
    v39 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) / bitcast<f64>(bitcast<u64>(v29) + u64(mp_zero)))) | u64(mp_zero));
    mp_x12 = v33;
    b6[mp_x12] = v39;
    v40 = (v31 + 3u);
    v41 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) + v29)) | u64(mp_zero));
    mp_x13 = v40;
    b6[mp_x13] = v41;
    v42 = (v31 + 4u);
    v43 = bitcast<f64>(bitcast<u64>((v29 + f64(bitcast<f32>(mp_zero)))) | u64(mp_zero));
    mp_x14 = v42;
    b6[mp_x14] = v43;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn folded_zero_sums(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

