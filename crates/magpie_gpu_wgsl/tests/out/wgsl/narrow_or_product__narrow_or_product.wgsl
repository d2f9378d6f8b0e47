// magpie-gpu WGSL for @narrow_or_product. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
  @size(4) len2: u32,
  @size(4) len4: u32,
  @size(4) len5: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(8) grid_x: u32,
}
@group(0) @binding(6) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<i64>;
@group(0) @binding(1) var<storage, read> b1: array<u32>;
@group(0) @binding(2) var<storage, read> b2: array<u32>;
@group(0) @binding(3) var<storage, read_write> b3: array<i64>;
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
  var v9: i64;
  var v10: u32;
  var v11: bool;
  var v12: u32;
  var v13: i64;
  var v14: i32;
  var v15: i32;
  var v16: i32;
  var v17: u32;
  var v18: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: i64;
  var mp_x3: i64;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: i32;
  var mp_x8: i32;
  var mp_x9: u32;
  var mp_x10: u32;
  let v6 = params.u0;
  v7 = mp_gid.x;
  v8 = (v7 < v6);
  if (v8) {
    mp_x0 = v7;
    v9 = b0[mp_x0];
    mp_x1 = v7;
    v10 = b1[mp_x1];
    v11 = (v10 != 65535u);
    v12 = select(u32(), 1u, v11);
    mp_x2 = 2147483647li;
    mp_x3 = select(v9, 1li, v9 == 0li || (mp_x2 == (-9223372036854775807li - 1li) && v9 == -1li));
    v13 = (mp_x2 / mp_x3);
    mp_x4 = v7;
    b3[mp_x4] = v13;
    v14 = extractBits(bitcast<i32>(v10), 0u, 8u);
    mp_x5 = v7;
    mp_x6 = b2[mp_x5 >> 2u];
    v15 = (bitcast<i32>(mp_x6 << (24u - ((mp_x5 & 3u) * 8u))) >> 24u);
    mp_x7 = v14;
    mp_x8 = select(v15, 1i, v15 == 0i || (mp_x7 == (-2147483647i - 1i) && v15 == -1i));
    v16 = extractBits((mp_x7 - (mp_x7 / mp_x8) * mp_x8), 0u, 8u);
    mp_x9 = v7;
    mp_store_b4(mp_x9, bitcast<u32>(v16));
    v17 = ((v12 * v12) & 65535u);
    v18 = (v12 | v17);
    mp_x10 = v7;
    mp_store_b5(mp_x10, v18);
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn narrow_or_product(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

