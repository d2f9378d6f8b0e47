// magpie-gpu WGSL for @atomic_xchg_cmpxchg. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(6) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read_write> b0: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
@group(0) @binding(2) var<storage, read_write> b2: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> b3: array<u32>;
@group(0) @binding(4) var<storage, read_write> b4: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> b5: array<u32>;
fn mp_kernel() {
  var v7: u32;
  var v8: bool;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v14: u32;
  var v13: u32;
  var v15: bool;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  let v6 = params.u0;
  v7 = mp_gid.x;
  v8 = (v7 < v6);
  if (v8) {
    v9 = (v7 + 1u);
    mp_x0 = 0u;
    v10 = atomicExchange(&b0[mp_x0], v9);
    mp_x1 = v7;
    b1[mp_x1] = v10;
    mp_x2 = 0u;
    v11 = atomicLoad(&b2[mp_x2]);
    v12 = v11;
    loop {
      v14 = (v12 + 1u);
      mp_x3 = 0u;
      loop {
        let r = atomicCompareExchangeWeak(&b2[mp_x3], v12, v14);
        if (r.exchanged || r.old_value != v12) { v13 = r.old_value; break; }
      }
      v15 = (v13 == v12);
      if (v15) {
        break;
      }
      v12 = v13;
    }
    mp_x4 = v7;
    b3[mp_x4] = v12;
    v16 = (v7 * 3u);
    mp_x5 = v7;
    loop {
      let r = atomicCompareExchangeWeak(&b4[mp_x5], v9, 999u);
      if (r.exchanged || r.old_value != v9) { v17 = r.old_value; break; }
    }
    mp_x6 = v7;
    loop {
      let r = atomicCompareExchangeWeak(&b4[mp_x6], v7, v16);
      if (r.exchanged || r.old_value != v7) { v18 = r.old_value; break; }
    }
    v19 = (v7 * 2u);
    v20 = (v19 + 1u);
    mp_x7 = v19;
    b5[mp_x7] = v17;
    mp_x8 = v20;
    b5[mp_x8] = v18;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn atomic_xchg_cmpxchg(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

