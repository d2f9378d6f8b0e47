// magpie-gpu WGSL for @int_small. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
  @size(4) len4: u32,
  @size(4) len5: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(12) grid_x: u32,
}
@group(0) @binding(6) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read> b1: array<u32>;
@group(0) @binding(2) var<storage, read> b2: array<u32>;
@group(0) @binding(3) var<storage, read> b3: array<u32>;
@group(0) @binding(4) var<storage, read_write> b4: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> b5: array<atomic<u32>>;
fn mp_store_b4(i: u32, v: u32) {
  let w = i >> 2u;
  let sh = (i & 3u) * 8u;
  let mask = 255u << sh;
  let bits = (v << sh) & mask;
  var old = atomicLoad(&b4[w]);
  loop {
    let r = atomicCompareExchangeWeak(&b4[w], old, (old & ~mask) | bits);
    if (r.exchanged) { break; }
    old = r.old_value;
  }
}

fn mp_store_b5(i: u32, v: u32) {
  let w = i >> 1u;
  let sh = (i & 1u) * 16u;
  let mask = 65535u << sh;
  let bits = (v << sh) & mask;
  var old = atomicLoad(&b5[w]);
  loop {
    let r = atomicCompareExchangeWeak(&b5[w], old, (old & ~mask) | bits);
    if (r.exchanged) { break; }
    old = r.old_value;
  }
}

fn mp_kernel() {
  var v7: u32;
  var v8: bool;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: i32;
  var v15: i32;
  var v16: i32;
  var v17: i32;
  var v18: i32;
  var v19: i32;
  var v20: i32;
  var v21: u32;
  var v22: u32;
  var v23: u32;
  var v24: u32;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: i32;
  var mp_x5: i32;
  var mp_x6: i32;
  var mp_x7: i32;
  var mp_x8: u32;
  var mp_x9: u32;
  var mp_x10: u32;
  var mp_x11: u32;
  var mp_x12: u32;
  var mp_x13: u32;
  var mp_x14: u32;
  var mp_x15: u32;
  var mp_x16: u32;
  var mp_x17: u32;
  var mp_x18: u32;
  var mp_x19: u32;
  var mp_x20: u32;
  var mp_x21: u32;
  var mp_x22: u32;
  var mp_x23: u32;
  let v6 = params.u0;
  v7 = mp_gid.x;
  v8 = (v7 < v6);
  if (v8) {
    v9 = (v7 * 5u);
    v10 = (v9 + 1u);
    v11 = (v9 + 2u);
    v12 = (v9 + 3u);
    v13 = (v9 + 4u);
    mp_x0 = v7;
    mp_x1 = b0[mp_x0 >> 2u];
    v14 = (bitcast<i32>(mp_x1 << (24u - ((mp_x0 & 3u) * 8u))) >> 24u);
    mp_x2 = v7;
    mp_x3 = b1[mp_x2 >> 2u];
    v15 = (bitcast<i32>(mp_x3 << (24u - ((mp_x2 & 3u) * 8u))) >> 24u);
    v16 = extractBits((v14 + v15), 0u, 8u);
    v17 = extractBits((v14 - v15), 0u, 8u);
    v18 = extractBits((v14 * v15), 0u, 8u);
    mp_x4 = v14;
    mp_x5 = select(v15, 1i, v15 == 0i || (mp_x4 == (-2147483647i - 1i) && v15 == -1i));
    v19 = extractBits((mp_x4 / mp_x5), 0u, 8u);
    mp_x6 = v14;
    mp_x7 = select(v15, 1i, v15 == 0i || (mp_x6 == (-2147483647i - 1i) && v15 == -1i));
    v20 = extractBits((mp_x6 - (mp_x6 / mp_x7) * mp_x7), 0u, 8u);
    mp_x8 = v9;
    mp_store_b4(mp_x8, bitcast<u32>(v16));
    mp_x9 = v10;
    mp_store_b4(mp_x9, bitcast<u32>(v17));
    mp_x10 = v11;
    mp_store_b4(mp_x10, bitcast<u32>(v18));
    mp_x11 = v12;
    mp_store_b4(mp_x11, bitcast<u32>(v19));
    mp_x12 = v13;
    mp_store_b4(mp_x12, bitcast<u32>(v20));
    mp_x13 = v7;
    mp_x14 = b2[mp_x13 >> 1u];
    v21 = extractBits(mp_x14, ((mp_x13 & 1u) * 16u), 16u);
    mp_x15 = v7;
    mp_x16 = b3[mp_x15 >> 1u];
    v22 = extractBits(mp_x16, ((mp_x15 & 1u) * 16u), 16u);
    v23 = ((v21 + v22) & 65535u);
    v24 = ((v21 - v22) & 65535u);
    v25 = ((v21 * v22) & 65535u);
    mp_x17 = select(v22, 1u, v22 == 0u);
    v26 = ((v21 / mp_x17) & 65535u);
    mp_x18 = select(v22, 1u, v22 == 0u);
    v27 = ((v21 % mp_x18) & 65535u);
    mp_x19 = v9;
    mp_store_b5(mp_x19, v23);
    mp_x20 = v10;
    mp_store_b5(mp_x20, v24);
    mp_x21 = v11;
    mp_store_b5(mp_x21, v25);
    mp_x22 = v12;
    mp_store_b5(mp_x22, v26);
    mp_x23 = v13;
    mp_store_b5(mp_x23, v27);
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn int_small(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

