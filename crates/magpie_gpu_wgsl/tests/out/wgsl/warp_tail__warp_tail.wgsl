// magpie-gpu WGSL for @warp_tail. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 128u;
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
@group(0) @binding(2) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
var<workgroup> s2: array<u32, 128>;
fn mp_kernel() {
  var v4: u32;
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: u32;
  var v10: bool;
  var v9: u32;
  var v11: bool;
  var v12: u32;
  var v13: bool;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: bool;
  var v19: u32;
  var v20: bool;
  var v21: u32;
  var v22: u32;
  var v23: u32;
  var v24: u32;
  var v25: bool;
  var v26: u32;
  var v27: u32;
  var v28: u32;
  var v29: u32;
  var v30: bool;
  var v31: u32;
  var v32: u32;
  var v33: u32;
  var v34: u32;
  var v35: bool;
  var v36: u32;
  var v37: u32;
  var v38: u32;
  var v39: u32;
  var v40: bool;
  var v41: u32;
  var v42: u32;
  var v43: u32;
  var v44: u32;
  var v45: bool;
  var v46: u32;
  var v47: u32;
  var v48: u32;
  var v49: u32;
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
  var mp_x20: u32;
  var mp_x21: u32;
  var mp_x22: u32;
  var mp_x23: u32;
  var mp_x24: u32;
  var mp_x25: u32;
  let v2 = params.u0;
  v4 = mp_lid.x;
  v5 = mp_gid.x;
  v6 = mp_wid.x;
  v7 = magpie_wg_x;
  v8 = v4;
  loop {
    v10 = (v8 < 128u);
    if (v10) {
    } else {
      break;
    }
    mp_x0 = v8;
    s2[mp_x0] = 0u;
    v9 = (v8 + v7);
    v8 = v9;
  }
  workgroupBarrier();
  v11 = (v5 < v2);
  if (v11) {
    mp_x1 = v5;
    v12 = b0[mp_x1];
    mp_x2 = v4;
    s2[mp_x2] = v12;
  }
  workgroupBarrier();
  v13 = (v4 < 64u);
  if (v13) {
    mp_x3 = v4;
    v14 = s2[mp_x3];
    v15 = (v4 + 64u);
    mp_x4 = v15;
    v16 = s2[mp_x4];
    v17 = (v14 + v16);
    mp_x5 = v4;
    s2[mp_x5] = v17;
  }
  workgroupBarrier();
  v20 = (v4 < 32u);
  if (v20) {
    mp_x6 = v4;
    v21 = s2[mp_x6];
    v22 = (v4 + 32u);
    mp_x7 = v22;
    v23 = s2[mp_x7];
    v24 = (v21 + v23);
    mp_x8 = v4;
    s2[mp_x8] = v24;
  }
  workgroupBarrier();
  v25 = (v4 < 16u);
  if (v25) {
    mp_x9 = v4;
    v26 = s2[mp_x9];
    v27 = (v4 + 16u);
    mp_x10 = v27;
    v28 = s2[mp_x10];
    v29 = (v26 + v28);
    mp_x11 = v4;
    s2[mp_x11] = v29;
  }
  workgroupBarrier();
  v30 = (v4 < 8u);
  if (v30) {
    mp_x12 = v4;
    v31 = s2[mp_x12];
    v32 = (v4 + 8u);
    mp_x13 = v32;
    v33 = s2[mp_x13];
    v34 = (v31 + v33);
    mp_x14 = v4;
    s2[mp_x14] = v34;
  }
  workgroupBarrier();
  v35 = (v4 < 4u);
  if (v35) {
    mp_x15 = v4;
    v36 = s2[mp_x15];
    v37 = (v4 + 4u);
    mp_x16 = v37;
    v38 = s2[mp_x16];
    v39 = (v36 + v38);
    mp_x17 = v4;
    s2[mp_x17] = v39;
  }
  workgroupBarrier();
  v40 = (v4 < 2u);
  if (v40) {
    mp_x18 = v4;
    v41 = s2[mp_x18];
    v42 = (v4 + 2u);
    mp_x19 = v42;
    v43 = s2[mp_x19];
    v44 = (v41 + v43);
    mp_x20 = v4;
    s2[mp_x20] = v44;
  }
  workgroupBarrier();
  v45 = (v4 < 1u);
  if (v45) {
    mp_x21 = v4;
    v46 = s2[mp_x21];
    v47 = (v4 + 1u);
    mp_x22 = v47;
    v48 = s2[mp_x22];
    v49 = (v46 + v48);
    mp_x23 = v4;
    s2[mp_x23] = v49;
  }
  workgroupBarrier();
  v18 = (v4 == 0u);
  if (v18) {
    mp_x24 = 0u;
    v19 = s2[mp_x24];
    mp_x25 = v6;
    b1[mp_x25] = v19;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn warp_tail(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

