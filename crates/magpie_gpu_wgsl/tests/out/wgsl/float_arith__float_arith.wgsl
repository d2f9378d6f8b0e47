// magpie-gpu WGSL for @float_arith. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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

fn mp_kernel() {
  var v4: u32;
  var v5: bool;
  var v6: f32;
  var v7: f32;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: f32;
  var v15: f32;
  var v16: f32;
  var v17: f32;
  var v18: f32;
  var v19: f32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  let v3 = params.u0;
  v4 = mp_gid.x;
  v5 = (v4 < v3);
  if (v5) {
    mp_x0 = v4;
    v6 = b0[mp_x0];
    mp_x1 = v4;
    v7 = b1[mp_x1];
    v8 = (v4 * 6u);
    v9 = (v8 + 1u);
    v10 = (v8 + 2u);
    v11 = (v8 + 3u);
    v12 = (v8 + 4u);
    v13 = (v8 + 5u);
    v14 = bitcast<f32>(bitcast<u32>((v6 + v7)) | mp_zero);
    v15 = bitcast<f32>(bitcast<u32>((v6 - bitcast<f32>(bitcast<u32>(v7) + mp_zero))) | mp_zero);
    v16 = bitcast<f32>(bitcast<u32>((v6 * v7)) | mp_zero);
    v17 = bitcast<f32>(bitcast<u32>(mp_div_f32(v6, bitcast<f32>(bitcast<u32>(v7) + mp_zero))) | mp_zero);
    v18 = bitcast<f32>(bitcast<u32>(mp_fmod_f32(v6, v7)) | mp_zero);
    v19 = bitcast<f32>(bitcast<u32>((v16 + v6)) | mp_zero);
    mp_x2 = v8;
    b2[mp_x2] = v14;
    mp_x3 = v9;
    b2[mp_x3] = v15;
    mp_x4 = v10;
    b2[mp_x4] = v16;
    mp_x5 = v11;
    b2[mp_x5] = v17;
    mp_x6 = v12;
    b2[mp_x6] = v18;
    mp_x7 = v13;
    b2[mp_x7] = v19;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn float_arith(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

