// magpie-gpu WGSL for @int_edge_consts. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 1u;
override magpie_wg_y: u32 = 1u;
override magpie_wg_z: u32 = 1u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
struct Params {
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(8) grid_x: u32,
}
@group(0) @binding(1) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read_write> b0: array<i32>;
fn mp_kernel() {
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
  var mp_x15: u32;
  var mp_x16: u32;
  var mp_x17: u32;
  var mp_x18: u32;
  var mp_x19: u32;
  mp_x0 = select(0u, 0u, mp_zero != 0u);
  b0[mp_x0] = (-2147483647i - 1i);
  mp_x1 = select(1u, 1u, mp_zero != 0u);
  b0[mp_x1] = 2147483647i;
  mp_x2 = select(2u, 2u, mp_zero != 0u);
  b0[mp_x2] = (-2147483647i - 1i);
  mp_x3 = select(3u, 3u, mp_zero != 0u);
  b0[mp_x3] = (-2147483647i - 1i);
  mp_x4 = select(4u, 4u, mp_zero != 0u);
  b0[mp_x4] = 0i;
  mp_x5 = select(5u, 5u, mp_zero != 0u);
  b0[mp_x5] = 7i;
  mp_x6 = select(6u, 6u, mp_zero != 0u);
  b0[mp_x6] = 0i;
  mp_x7 = select(7u, 7u, mp_zero != 0u);
  b0[mp_x7] = (-1i);
  mp_x8 = select(8u, 8u, mp_zero != 0u);
  b0[mp_x8] = 0i;
  mp_x9 = select(9u, 9u, mp_zero != 0u);
  b0[mp_x9] = (-3i);
  mp_x10 = select(10u, 10u, mp_zero != 0u);
  b0[mp_x10] = (-1i);
  mp_x11 = select(11u, 11u, mp_zero != 0u);
  b0[mp_x11] = 2i;
  mp_x12 = select(12u, 12u, mp_zero != 0u);
  b0[mp_x12] = (-1i);
  mp_x13 = select(13u, 13u, mp_zero != 0u);
  b0[mp_x13] = (-2147483647i - 1i);
  mp_x14 = select(14u, 14u, mp_zero != 0u);
  b0[mp_x14] = 0i;
  mp_x15 = select(15u, 15u, mp_zero != 0u);
  b0[mp_x15] = 2147483647i;
  mp_x16 = select(16u, 16u, mp_zero != 0u);
  b0[mp_x16] = (-2147483647i - 1i);
  mp_x17 = select(17u, 17u, mp_zero != 0u);
  b0[mp_x17] = 0i;
  mp_x18 = select(18u, 18u, mp_zero != 0u);
  b0[mp_x18] = 44i;
  mp_x19 = select(19u, 19u, mp_zero != 0u);
  b0[mp_x19] = (-128i);
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn int_edge_consts(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

