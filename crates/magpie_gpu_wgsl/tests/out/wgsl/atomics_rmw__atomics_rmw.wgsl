// magpie-gpu WGSL for @atomics_rmw. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(5) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read> b1: array<i32>;
@group(0) @binding(2) var<storage, read_write> b2: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> b3: array<atomic<i32>>;
@group(0) @binding(4) var<storage, read_write> b4: array<u32>;
fn mp_kernel() {
  var v6: u32;
  var v7: bool;
  var v8: u32;
  var v9: i32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: i32;
  var v18: i32;
  var v19: i32;
  var v20: i32;
  var v21: u32;
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
  var mp_x11: u32;
  var mp_x12: u32;
  var mp_x13: u32;
  var mp_x14: u32;
  let v5 = params.u0;
  v6 = mp_gid.x;
  v7 = (v6 < v5);
  if (v7) {
    mp_x0 = v6;
    v8 = b0[mp_x0];
    mp_x1 = v6;
    v9 = b1[mp_x1];
    mp_x2 = 0u;
    v10 = atomicAdd(&b2[mp_x2], v8);
    mp_x3 = 1u;
    v11 = atomicSub(&b2[mp_x3], v8);
    mp_x4 = 2u;
    v12 = atomicMin(&b2[mp_x4], v8);
    mp_x5 = 3u;
    v13 = atomicMax(&b2[mp_x5], v8);
    mp_x6 = 4u;
    v14 = atomicAnd(&b2[mp_x6], v8);
    mp_x7 = 5u;
    v15 = atomicOr(&b2[mp_x7], v8);
    mp_x8 = 6u;
    v16 = atomicXor(&b2[mp_x8], v8);
    mp_x9 = 0u;
    v17 = atomicMin(&b3[mp_x9], v9);
    mp_x10 = 1u;
    v18 = atomicMax(&b3[mp_x10], v9);
    mp_x11 = 2u;
    v19 = atomicAdd(&b3[mp_x11], v9);
    mp_x12 = 3u;
    v20 = atomicSub(&b3[mp_x12], v9);
    mp_x13 = select(7u, 7u, mp_zero != 0u);
    v21 = atomicAdd(&b2[mp_x13], 1u);
    mp_x14 = v6;
    b4[mp_x14] = v21;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn atomics_rmw(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

