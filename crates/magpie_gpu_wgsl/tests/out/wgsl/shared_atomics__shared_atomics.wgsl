// magpie-gpu WGSL for @shared_atomics. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> b2: array<u32>;
var<workgroup> s3: array<atomic<u32>, 33>;
fn mp_kernel() {
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: bool;
  var v9: bool;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: bool;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: bool;
  var v20: u32;
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
  let v3 = params.u0;
  v5 = mp_lid.x;
  v6 = mp_gid.x;
  v7 = mp_wid.x;
  v8 = (v5 <= 32u);
  if (v8) {
    mp_x0 = v5;
    atomicStore(&s3[mp_x0], 0u);
  }
  workgroupBarrier();
  v9 = (v6 < v3);
  if (v9) {
    mp_x1 = v6;
    v10 = b0[mp_x1];
    v11 = (v10 % 32u);
    mp_x2 = v11;
    v12 = atomicAdd(&s3[mp_x2], 1u);
    mp_x3 = 32u;
    v13 = atomicMax(&s3[mp_x3], v10);
  }
  workgroupBarrier();
  v14 = (v5 < 32u);
  if (v14) {
    mp_x4 = v5;
    v15 = atomicLoad(&s3[mp_x4]);
    mp_x5 = v5;
    v16 = atomicAdd(&b1[mp_x5], v15);
    v17 = (v7 * 32u);
    v18 = (v17 + v5);
    mp_x6 = v18;
    b2[mp_x6] = v15;
  } else {
    v19 = (v5 == 32u);
    if (v19) {
      mp_x7 = 32u;
      v20 = atomicLoad(&s3[mp_x7]);
      mp_x8 = 32u;
      v21 = atomicMax(&b1[mp_x8], v20);
    }
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn shared_atomics(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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
      workgroupBarrier();
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

