// magpie-gpu WGSL for @put. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
  @size(4) u1: u32,
  @size(4) u2: u32,
  @size(4) len0: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(8) grid_x: u32,
}
@group(0) @binding(1) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read_write> b0: array<atomic<u32>>;
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

fn mp_store_b0(i: u32, v: u32) {
  let w = i >> 1u;
  let sh = (i & 1u) * 16u;
  let mask = 65535u << sh;
  let bits = (v << sh) & mask;
  var old = atomicLoad(&b0[w]);
  loop {
    let r = atomicCompareExchangeWeak(&b0[w], old, (old & ~mask) | bits);
    if (r.exchanged) { break; }
    old = r.old_value;
  }
}

fn mp_kernel() {
  var v4: u32;
  var mp_x0: u32;
  let v1 = params.u0;
  let v2 = params.u1;
  let v3 = mp_f16_from_bits(params.u2);
  v4 = (v1 + v2);
  mp_x0 = v4;
  mp_store_b0(mp_x0, mp_f16_bits(v3));
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn put(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

