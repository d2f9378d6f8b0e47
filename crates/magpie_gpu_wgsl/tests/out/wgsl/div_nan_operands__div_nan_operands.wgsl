// magpie-gpu WGSL for @div_nan_operands. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(2) var<storage, read> b2: array<i64>;
@group(0) @binding(3) var<storage, read> b3: array<i64>;
@group(0) @binding(4) var<storage, read> b4: array<f32>;
@group(0) @binding(5) var<storage, read_write> b5: array<f32>;
@group(0) @binding(6) var<storage, read_write> b6: array<i32>;
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
  var v8: u32;
  var v9: bool;
  var v10: i64;
  var v11: i64;
  var v12: i64;
  var v13: i64;
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
  var v29: u32;
  var v30: u32;
  var v31: u32;
  var v32: u32;
  var v33: u32;
  var v34: u32;
  var v35: i32;
  var v36: i32;
  var v37: u32;
  var v38: i32;
  var v39: u32;
  var v40: u32;
  var v41: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  var mp_x10: u32;
  var mp_x11: f32;
  var mp_x12: f32;
  var mp_x13: f32;
  var mp_x14: u32;
  var mp_x15: u32;
  var mp_x16: u32;
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
    mp_x4 = v8;
    v14 = b4[mp_x4];
    v15 = bitcast<f32>(bitcast<u32>(f32(v10)) | mp_zero);
    v16 = bitcast<f32>(bitcast<u32>(f32(v11)) | mp_zero);
    v17 = bitcast<f32>(bitcast<u32>(f32(v12)) | mp_zero);
    v18 = bitcast<f32>(bitcast<u32>(f32(v13)) | mp_zero);
    v19 = bitcast<f32>(bitcast<u32>((v15 - bitcast<f32>(bitcast<u32>(v16) + mp_zero))) | mp_zero);
    v20 = bitcast<f32>(bitcast<u32>((v17 - bitcast<f32>(bitcast<u32>(v18) + mp_zero))) | mp_zero);
    v21 = bitcast<f32>(bitcast<u32>(mp_div_f32(v19, bitcast<f32>(bitcast<u32>(v20) + mp_zero))) | mp_zero);
    v22 = bitcast<f32>(bitcast<u32>((v19 * v14)) | mp_zero);
    v23 = bitcast<f32>(bitcast<u32>((v20 * v14)) | mp_zero);
    v24 = bitcast<f32>(bitcast<u32>(mp_div_f32(v22, bitcast<f32>(bitcast<u32>(v23) + mp_zero))) | mp_zero);
    v25 = bitcast<f32>(bitcast<u32>(mp_div_f32(v19, bitcast<f32>(bitcast<u32>(v19) + mp_zero))) | mp_zero);
    v26 = bitcast<f32>(bitcast<u32>(mp_div_f32(v15, bitcast<f32>(bitcast<u32>(v15) + mp_zero))) | mp_zero);
    v27 = bitcast<f32>(bitcast<u32>(mp_div_f32(v20, bitcast<f32>(bitcast<u32>(v19) + mp_zero))) | mp_zero);
    v28 = bitcast<f32>(bitcast<u32>(mp_fmod_f32(v19, v20)) | mp_zero);
    v29 = (v8 * 6u);
    v30 = (v29 + 1u);
    v31 = (v29 + 2u);
    v32 = (v29 + 3u);
    v33 = (v29 + 4u);
    v34 = (v29 + 5u);
    mp_x5 = v29;
    b5[mp_x5] = v21;
    mp_x6 = v30;
    b5[mp_x6] = v24;
    mp_x7 = v31;
    b5[mp_x7] = v25;
    mp_x8 = v32;
    b5[mp_x8] = v26;
    mp_x9 = v33;
    b5[mp_x9] = v27;
    mp_x10 = v34;
    b5[mp_x10] = v28;
    mp_x11 = select(v21, 0e0f, ((bitcast<u32>(v21) & 0x7fffffffu) > 0x7f800000u));
    v35 = select(i32(clamp(mp_x11, (-2.1474836e9f), 2.1474835e9f)), 2147483647i, mp_x11 >= 2.1474836e9f);
    mp_x12 = select(v24, 0e0f, ((bitcast<u32>(v24) & 0x7fffffffu) > 0x7f800000u));
    v36 = select(i32(clamp(mp_x12, (-2.1474836e9f), 2.1474835e9f)), 2147483647i, mp_x12 >= 2.1474836e9f);
    mp_x13 = select(v27, 0e0f, ((bitcast<u32>(v27) & 0x7fffffffu) > 0x7f800000u));
    v37 = select(u32(clamp(mp_x13, 0e0f, 4.294967e9f)), 4294967295u, mp_x13 >= 4.2949673e9f);
    v38 = bitcast<i32>(v37);
    v39 = (v8 * 3u);
    v40 = (v39 + 1u);
    v41 = (v39 + 2u);
    mp_x14 = v39;
    b6[mp_x14] = v35;
    mp_x15 = v40;
    b6[mp_x15] = v36;
    mp_x16 = v41;
    b6[mp_x16] = v38;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn div_nan_operands(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

