// magpie-gpu WGSL for @f16_fma_ties. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
  @size(4) len2: u32,
  @size(4) len3: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(4) grid_x: u32,
}
@group(0) @binding(4) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read> b1: array<u32>;
@group(0) @binding(2) var<storage, read> b2: array<u32>;
@group(0) @binding(3) var<storage, read_write> b3: array<atomic<u32>>;
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

fn mp_opq_f64(x: f64) -> f64 {
  return bitcast<f64>(bitcast<u64>(x) | u64(mp_zero));
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

fn mp_store_b3(i: u32, v: u32) {
  let w = i >> 1u;
  let sh = (i & 1u) * 16u;
  let mask = 65535u << sh;
  let bits = (v << sh) & mask;
  var old = atomicLoad(&b3[w]);
  loop {
    let r = atomicCompareExchangeWeak(&b3[w], old, (old & ~mask) | bits);
    if (r.exchanged) { break; }
    old = r.old_value;
  }
}

fn mp_kernel() {
  var v5: u32;
  var v6: bool;
  var v7: f16;
  var v8: f16;
  var v9: f16;
  var v10: f16;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  let v4 = params.u0;
  v5 = mp_gid.x;
  v6 = (v5 < v4);
  if (v6) {
    mp_x0 = v5;
    mp_x1 = b0[mp_x0 >> 1u];
    v7 = mp_f16_from_bits(extractBits(mp_x1, ((mp_x0 & 1u) * 16u), 16u));
    mp_x2 = v5;
    mp_x3 = b1[mp_x2 >> 1u];
    v8 = mp_f16_from_bits(extractBits(mp_x3, ((mp_x2 & 1u) * 16u), 16u));
    mp_x4 = v5;
    mp_x5 = b2[mp_x4 >> 1u];
    v9 = mp_f16_from_bits(extractBits(mp_x5, ((mp_x4 & 1u) * 16u), 16u));
    v10 = f16(bitcast<f32>(bitcast<u32>(f32(mp_f16_from_f64((mp_opq_f64(f64(v7) * f64(v8)) + f64(v9))))) | mp_zero));
    mp_x6 = v5;
    mp_store_b3(mp_x6, mp_f16_bits(v10));
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn f16_fma_ties(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

