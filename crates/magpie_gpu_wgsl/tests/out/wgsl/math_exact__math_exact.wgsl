// magpie-gpu WGSL for @math_exact. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(2) var<storage, read> b2: array<f32>;
@group(0) @binding(3) var<storage, read_write> b3: array<f32>;
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

fn mp_fmin_f32(a: f32, b: f32) -> f32 {
  if ((bitcast<u32>(a) & 0x7fffffffu) > 0x7f800000u) { return b; }
  if ((bitcast<u32>(b) & 0x7fffffffu) > 0x7f800000u) { return a; }
  if (a == b) { return select(b, a, ((bitcast<u32>(a) & 0x80000000u) != 0u)); }
  return select(b, a, a < b);
}

fn mp_fmax_f32(a: f32, b: f32) -> f32 {
  if ((bitcast<u32>(a) & 0x7fffffffu) > 0x7f800000u) { return b; }
  if ((bitcast<u32>(b) & 0x7fffffffu) > 0x7f800000u) { return a; }
  if (a == b) { return select(b, a, !((bitcast<u32>(a) & 0x80000000u) != 0u)); }
  return select(b, a, a > b);
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
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: f32;
  var v20: f32;
  var v21: f32;
  var v22: f32;
  var v23: f32;
  var v24: f32;
  var v25: f32;
  var v26: f32;
  var v27: f32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: f32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  var mp_x10: u32;
  var mp_x11: u32;
  var mp_x12: u32;
  let v4 = params.u0;
  v5 = mp_gid.x;
  v6 = (v5 < v4);
  if (v6) {
    mp_x0 = v5;
    v7 = b0[mp_x0];
    mp_x1 = v5;
    v8 = b1[mp_x1];
    mp_x2 = v5;
    v9 = b2[mp_x2];
    v10 = (v5 * 9u);
    v11 = (v10 + 1u);
    v12 = (v10 + 2u);
    v13 = (v10 + 3u);
    v14 = (v10 + 4u);
    v15 = (v10 + 5u);
    v16 = (v10 + 6u);
    v17 = (v10 + 7u);
    v18 = (v10 + 8u);
    v19 = bitcast<f32>(bitcast<u32>(mp_sqrt_f32(v7)) | mp_zero);
    v20 = bitcast<f32>(bitcast<u32>(bitcast<f32>(bitcast<u32>(v7) & 0x7fffffffu)) | mp_zero);
    v21 = bitcast<f32>(bitcast<u32>(floor(v7)) | mp_zero);
    v22 = bitcast<f32>(bitcast<u32>(ceil(v7)) | mp_zero);
    mp_x3 = trunc(v7);
    v23 = bitcast<f32>(bitcast<u32>(select(mp_x3, mp_x3 + sign(v7), abs(v7 - mp_x3) >= 0.5f)) | mp_zero);
    v24 = bitcast<f32>(bitcast<u32>(trunc(v7)) | mp_zero);
    v25 = bitcast<f32>(bitcast<u32>(mp_fmin_f32(v7, v8)) | mp_zero);
    v26 = bitcast<f32>(bitcast<u32>(mp_fmax_f32(v7, v8)) | mp_zero);
    v27 = bitcast<f32>(bitcast<u32>(mp_fma_f32(v7, v8, v9)) | mp_zero);
    mp_x4 = v10;
    b3[mp_x4] = v19;
    mp_x5 = v11;
    b3[mp_x5] = v20;
    mp_x6 = v12;
    b3[mp_x6] = v21;
    mp_x7 = v13;
    b3[mp_x7] = v22;
    mp_x8 = v14;
    b3[mp_x8] = v23;
    mp_x9 = v15;
    b3[mp_x9] = v24;
    mp_x10 = v16;
    b3[mp_x10] = v25;
    mp_x11 = v17;
    b3[mp_x11] = v26;
    mp_x12 = v18;
    b3[mp_x12] = v27;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn math_exact(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

