// magpie-gpu WGSL for @subgroup_basic. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 128u;
override magpie_wg_y: u32 = 1u;
override magpie_wg_z: u32 = 1u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
var<private> mp_sg_size: u32;
var<private> mp_sg_lane: u32;
struct Params {
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(8) grid_x: u32,
}
@group(0) @binding(4) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read_write> b2: array<u32>;
@group(0) @binding(3) var<storage, read_write> b3: array<f32>;
fn mp_kernel() {
  var v4: u32;
  var v5: u32;
  var v6: f32;
  var v7: u32;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: u32;
  var v20: f32;
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
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  var mp_x10: u32;
  var mp_x11: u32;
  v4 = mp_gid.x;
  mp_x0 = v4;
  v5 = b0[mp_x0];
  mp_x1 = v4;
  v6 = b1[mp_x1];
  v7 = mp_sg_size;
  v8 = mp_sg_lane;
  v9 = (v8 + 1u);
  mp_x2 = select(v7, 1u, v7 == 0u);
  v10 = (v9 % mp_x2);
  v11 = subgroupShuffle(v5, v10);
  v12 = (v8 ^ 1u);
  mp_x3 = select(v7, 1u, v7 == 0u);
  v13 = (v12 % mp_x3);
  v14 = subgroupShuffle(v5, v13);
  v15 = subgroupShuffle(v5, 0u);
  v16 = (v7 - 1u);
  v17 = subgroupShuffle(v5, v16);
  v18 = subgroupShuffle(v5, v8);
  v19 = (v16 - v8);
  v20 = subgroupShuffle(v6, v19);
  v21 = (v4 * 7u);
  v22 = (v21 + 1u);
  v23 = (v21 + 2u);
  v24 = (v21 + 3u);
  v25 = (v21 + 4u);
  v26 = (v21 + 5u);
  v27 = (v21 + 6u);
  mp_x4 = v21;
  b2[mp_x4] = v7;
  mp_x5 = v22;
  b2[mp_x5] = v8;
  mp_x6 = v23;
  b2[mp_x6] = v11;
  mp_x7 = v24;
  b2[mp_x7] = v14;
  mp_x8 = v25;
  b2[mp_x8] = v15;
  mp_x9 = v26;
  b2[mp_x9] = v17;
  mp_x10 = v27;
  b2[mp_x10] = v18;
  mp_x11 = v4;
  b3[mp_x11] = v20;
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn subgroup_basic(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(subgroup_size) sg_size: u32, @builtin(subgroup_invocation_id) sg_lane: u32) {
  mp_zero = params.zero;
  mp_lid = lid;
  mp_sg_size = sg_size;
  mp_sg_lane = sg_lane;
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

