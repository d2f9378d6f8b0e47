// magpie-gpu WGSL for @f16_arith. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
enable f16;
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
  @size(4) len0: u32,
  @size(4) len1: u32,
  @size(4) len4: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(8) grid_x: u32,
}
@group(0) @binding(7) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read> b1: array<u32>;
@group(0) @binding(2) var<storage, read> b2: array<f32>;
@group(0) @binding(3) var<storage, read> b3: array<i32>;
@group(0) @binding(4) var<storage, read_write> b4: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> b5: array<f32>;
@group(0) @binding(6) var<storage, read_write> b6: array<i32>;
fn mp_store_b4(i: u32, v: u32) {
  let w = i >> 1u;
  let sh = (i & 1u) * 16u;
  let mask = 65535u << sh;
  let bits = (v << sh) & mask;
  var old = atomicLoad(&b4[w]);
  loop {
    let r = atomicCompareExchangeWeak(&b4[w], old, (old & ~mask) | bits);
    if (r.exchanged) { break; }
    old = r.old_value;
  }
}

fn mp_f16_from_bits(b: u32) -> f16 {
  let s = (b & 0x8000u) << 16u;
  let e = (b >> 10u) & 0x1fu;
  let m = b & 0x3ffu;
  var f: f32;
  if (e == 0u) {
    f = f32(m) * 5.9604644775390625e-8f;
  } else if (e == 31u) {
    f = bitcast<f32>(0x7f800000u | (m << 13u));
  } else {
    f = bitcast<f32>(((e + 112u) << 23u) | (m << 13u));
  }
  return f16(bitcast<f32>(bitcast<u32>(f) | s));
}

fn mp_f16_bits(v: f16) -> u32 {
  let u = bitcast<u32>(f32(v));
  let s = (u >> 16u) & 0x8000u;
  let a = u & 0x7fffffffu;
  if (a > 0x7f800000u) { return s | 0x7e00u; }
  if (a == 0x7f800000u) { return s | 0x7c00u; }
  if (a < 0x38800000u) { return s | u32(bitcast<f32>(a) * 16777216.0f); }
  return s | (((a >> 23u) - 112u) << 10u) | ((a >> 13u) & 0x3ffu);
}

fn mp_f16_rne_bits(x: f32) -> u32 {
  let u = bitcast<u32>(x);
  let s = (u >> 16u) & 0x8000u;
  let a = u & 0x7fffffffu;
  if (a > 0x7f800000u) { return s | 0x7e00u; }
  if (a >= 0x477ff000u) { return s | 0x7c00u; }
  if (a < 0x33000000u) { return s; }
  let e = a >> 23u;
  if (e < 113u) {
    let m = (a & 0x7fffffu) | 0x800000u;
    let sh = 126u - e;
    let q = m >> sh;
    let rem = m & ((1u << sh) - 1u);
    let half = 1u << (sh - 1u);
    var r = q;
    if (rem > half || (rem == half && (q & 1u) == 1u)) { r = r + 1u; }
    return s | r;
  }
  let m = a & 0x7fffffu;
  var r = ((e - 112u) << 10u) | (m >> 13u);
  let rem = m & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (r & 1u) == 1u)) { r = r + 1u; }
  return s | r;
}

fn mp_f16_from_f32(x: f32) -> f16 {
  return mp_f16_from_bits(mp_f16_rne_bits(x));
}

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

fn mp_div_f32(a: f32, b: f32) -> f32 {
  let ia = bitcast<u32>(a);
  let ib = bitcast<u32>(b);
  let sign = (ia ^ ib) & 0x80000000u;
  let ma = ia & 0x7fffffffu;
  let mb = ib & 0x7fffffffu;
  if (ma > 0x7f800000u || mb > 0x7f800000u || (ma == 0u && mb == 0u) || (ma == 0x7f800000u && mb == 0x7f800000u)) {
    return bitcast<f32>(0x7fc00000u | mp_zero);
  }
  if (mb == 0u || ma == 0x7f800000u) { return bitcast<f32>(sign | 0x7f800000u | mp_zero); }
  if (ma == 0u || mb == 0x7f800000u) { return bitcast<f32>(sign | mp_zero); }
  let aw = mp_f32_widen(ma);
  let bw = mp_f32_widen(mb);
  let q = mp_opq_f64(aw / bw);
  return bitcast<f32>(sign | mp_f32_round_bits(q, aw, bw, false));
}

fn mp_fmod_f32(x: f32, y: f32) -> f32 {
  let ax = abs(x);
  let ay = abs(y);
  if (((bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u) || ((bitcast<u32>(y) & 0x7fffffffu) > 0x7f800000u) || ((bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u) || ay == 0.0f) { return bitcast<f32>(2143289344u | mp_zero); }
  if (((bitcast<u32>(y) & 0x7fffffffu) == 0x7f800000u) || ax < ay) { return x; }
  let ey = frexp(ay).exp;
  var r = ax;
  for (var i = 0u; i < 280u; i = i + 1u) {
    if (r < ay) { break; }
    var ys = ldexp(ay, frexp(r).exp - ey);
    if (ys > r) { ys = ys * 0.5f; }
    if (!(ys > 0.0f)) { break; }
    r = r - ys;
  }
  return bitcast<f32>(bitcast<u32>(r) | (bitcast<u32>(x) & 0x80000000u));
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

fn mp_fmin_f16(a: f16, b: f16) -> f16 {
  if ((bitcast<u32>(f32(a)) & 0x7fffffffu) > 0x7f800000u) { return b; }
  if ((bitcast<u32>(f32(b)) & 0x7fffffffu) > 0x7f800000u) { return a; }
  if (a == b) { return select(b, a, ((bitcast<u32>(f32(a)) & 0x80000000u) != 0u)); }
  return select(b, a, a < b);
}

fn mp_fmax_f16(a: f16, b: f16) -> f16 {
  if ((bitcast<u32>(f32(a)) & 0x7fffffffu) > 0x7f800000u) { return b; }
  if ((bitcast<u32>(f32(b)) & 0x7fffffffu) > 0x7f800000u) { return a; }
  if (a == b) { return select(b, a, !((bitcast<u32>(f32(a)) & 0x80000000u) != 0u)); }
  return select(b, a, a > b);
}

fn mp_f16_from_f64(x: f64) -> f16 {
  // Through the opaque zero: a driver folds `f64(f32(x)) != x` to false.
  let y = bitcast<f32>(bitcast<u32>(f32(x)) | mp_zero);
  var b = bitcast<u32>(y);
  // Round to odd: an inexact f32 with an even last bit moves one step
  // toward x, so that the f16 rounding below sees the lost bits.
  if (f64(y) != x && (b & 1u) == 0u && (b & 0x7fffffffu) < 0x7f800000u) {
    if (abs(x) > abs(f64(y))) { b = b + 1u; } else { b = b - 1u; }
  } else if ((b & 0x7fffffffu) == 0x7f800000u && abs(x) < 3.4028235677973366e38lf) {
    b = b - 1u;
  }
  return mp_f16_from_f32(bitcast<f32>(b));
}

fn fn_1(v1: u32, v2: u32, v3: f16) {
  var v4: u32;
  var mp_x0: u32;
  v4 = (v1 + v2);
  mp_x0 = v4;
  mp_store_b4(mp_x0, mp_f16_bits(v3));
  return;
}

fn mp_kernel() {
  var v8: u32;
  var v9: bool;
  var v10: f16;
  var v11: f16;
  var v12: f32;
  var v13: i32;
  var v14: u32;
  var v15: f16;
  var v16: f16;
  var v17: f16;
  var v18: f16;
  var v19: f16;
  var v20: f16;
  var v21: f16;
  var v22: f16;
  var v23: f16;
  var v24: f16;
  var v25: f16;
  var v26: f32;
  var v27: i32;
  var v28: bool;
  var v29: bool;
  var v30: bool;
  var v31: i32;
  var v32: i32;
  var v33: i32;
  var v34: i32;
  var v35: i32;
  var v36: i32;
  var v37: i32;
  var v38: u32;
  var v39: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: f32;
  var mp_x8: u32;
  var mp_x9: u32;
  let v7 = params.u0;
  v8 = mp_gid.x;
  v9 = (v8 < v7);
  if (v9) {
    mp_x0 = v8;
    mp_x1 = b0[mp_x0 >> 1u];
    v10 = mp_f16_from_bits(extractBits(mp_x1, ((mp_x0 & 1u) * 16u), 16u));
    mp_x2 = v8;
    mp_x3 = b1[mp_x2 >> 1u];
    v11 = mp_f16_from_bits(extractBits(mp_x3, ((mp_x2 & 1u) * 16u), 16u));
    mp_x4 = v8;
    v12 = b2[mp_x4];
    mp_x5 = v8;
    v13 = b3[mp_x5];
    v14 = (v8 * 11u);
    v15 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f32((f32(v10) + f32(v11))))) | mp_zero));
    v16 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f32((f32(v10) - f32(f16(bitcast<f32>(bitcast<u32>(f32(v11)) + mp_zero))))))) | mp_zero));
    v17 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f32((f32(v10) * f32(v11))))) | mp_zero));
    v18 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f32(mp_div_f32(f32(v10), f32(f16(bitcast<f32>(bitcast<u32>(f32(v11)) + mp_zero))))))) | mp_zero));
    v19 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f32(mp_fmod_f32(f32(v10), f32(v11))))) | mp_zero));
    v20 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f32(mp_sqrt_f32(f32(v10))))) | mp_zero));
    v21 = f16(bitcast<f32>(bitcast<u32>(f32(mp_fmin_f16(v10, v11))) | mp_zero));
    v22 = f16(bitcast<f32>(bitcast<u32>(f32(mp_fmax_f16(v10, v11))) | mp_zero));
    v23 = mp_f16_from_f32(v12);
    v24 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f32(f32(v13)))) | mp_zero));
    v25 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f64((mp_opq_f64(f64(v10) * f64(v11)) + f64(v23))))) | mp_zero));
    fn_1(v14, 0u, v15);
    fn_1(v14, 1u, v16);
    fn_1(v14, 2u, v17);
    fn_1(v14, 3u, v18);
    fn_1(v14, 4u, v19);
    fn_1(v14, 5u, v20);
    fn_1(v14, 6u, v21);
    fn_1(v14, 7u, v22);
    fn_1(v14, 8u, v25);
    fn_1(v14, 9u, v23);
    fn_1(v14, 10u, v24);
    v26 = f32(v10);
    mp_x6 = v8;
    b5[mp_x6] = v26;
    mp_x7 = select(f32(v10), 0e0f, ((bitcast<u32>(f32(v10)) & 0x7fffffffu) > 0x7f800000u));
    v27 = select(i32(clamp(mp_x7, (-2.1474836e9f), 2.1474835e9f)), 2147483647i, mp_x7 >= 2.1474836e9f);
    v28 = (v10 == f16(bitcast<f32>(bitcast<u32>(f32(v11)) + mp_zero)));
    v29 = (v10 < f16(bitcast<f32>(bitcast<u32>(f32(v11)) + mp_zero)));
    v30 = (v10 >= f16(bitcast<f32>(bitcast<u32>(f32(v11)) + mp_zero)));
    v31 = select(i32(), 1i, v28);
    v32 = select(i32(), 1i, v29);
    v33 = select(i32(), 1i, v30);
    v34 = (v32 << (bitcast<u32>(1i) & 31u));
    v35 = (v33 << (bitcast<u32>(2i) & 31u));
    v36 = (v31 | v34);
    v37 = (v36 | v35);
    v38 = (v8 * 2u);
    v39 = (v38 + 1u);
    mp_x8 = v38;
    b6[mp_x8] = v27;
    mp_x9 = v39;
    b6[mp_x9] = v37;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn f16_arith(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

