// magpie-gpu WGSL for @shared_reduce. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 256u;
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
var<workgroup> s2: array<u32, 256>;
var<workgroup> s3: array<u32, 256>;
fn mp_kernel() {
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v8: u32;
  var v9: bool;
  var v10: u32;
  var v11: u32;
  var v12: bool;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u32;
  var v19: bool;
  var v20: bool;
  var v21: u32;
  var v22: u32;
  var v23: u32;
  var v24: bool;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var v28: u32;
  var v29: u32;
  var v30: u32;
  var v31: bool;
  var v32: bool;
  var v33: u32;
  var v34: u32;
  var v35: u32;
  var v36: u32;
  var v37: u32;
  var v38: u32;
  var v39: bool;
  var v40: bool;
  var v41: u32;
  var v42: u32;
  var v43: u32;
  var v44: u32;
  var v45: u32;
  var v46: u32;
  var v47: bool;
  var v48: bool;
  var v49: u32;
  var v50: u32;
  var v51: u32;
  var v52: u32;
  var v53: u32;
  var v54: u32;
  var v55: bool;
  var v56: bool;
  var v57: u32;
  var v58: u32;
  var v59: u32;
  var v60: u32;
  var v61: u32;
  var v62: u32;
  var v63: bool;
  var v64: bool;
  var v65: u32;
  var v66: u32;
  var v67: u32;
  var v68: u32;
  var v69: u32;
  var v70: u32;
  var v71: bool;
  var v72: bool;
  var v73: u32;
  var v74: u32;
  var v75: u32;
  var v76: u32;
  var v77: u32;
  var v78: u32;
  var v79: bool;
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
  var mp_x26: u32;
  var mp_x27: u32;
  var mp_x28: u32;
  var mp_x29: u32;
  var mp_x30: u32;
  var mp_x31: u32;
  var mp_x32: u32;
  var mp_x33: u32;
  var mp_x34: u32;
  var mp_x35: u32;
  var mp_x36: u32;
  var mp_x37: u32;
  var mp_x38: u32;
  var mp_x39: u32;
  var mp_x40: u32;
  var mp_x41: u32;
  var mp_x42: u32;
  var mp_x43: u32;
  var mp_x44: u32;
  var mp_x45: u32;
  var mp_x46: u32;
  var mp_x47: u32;
  var mp_x48: u32;
  var mp_x49: u32;
  var mp_x50: u32;
  var mp_x51: u32;
  var mp_x52: u32;
  var mp_x53: u32;
  var mp_x54: u32;
  let v2 = params.u0;
  v5 = mp_lid.x;
  v6 = mp_gid.x;
  v7 = mp_wid.x;
  v8 = mp_nwg.x;
  v9 = (v6 < v2);
  if (v9) {
    mp_x0 = v6;
    v10 = b0[mp_x0];
    v11 = v10;
  } else {
    v11 = 0u;
  }
  mp_x1 = v5;
  s2[mp_x1] = v11;
  mp_x2 = v5;
  s3[mp_x2] = v11;
  workgroupBarrier();
  v12 = (v5 < 128u);
  if (v12) {
    v13 = (v5 + 128u);
    mp_x3 = v5;
    v14 = s2[mp_x3];
    mp_x4 = v13;
    v15 = s2[mp_x4];
    v16 = (v14 + v15);
    mp_x5 = v5;
    s2[mp_x5] = v16;
    mp_x6 = v5;
    v17 = s3[mp_x6];
    mp_x7 = v13;
    v18 = s3[mp_x7];
    v19 = (v18 > v17);
    if (v19) {
      mp_x8 = v5;
      s3[mp_x8] = v18;
    }
  }
  workgroupBarrier();
  v24 = (v5 < 64u);
  if (v24) {
    v25 = (v5 + 64u);
    mp_x9 = v5;
    v26 = s2[mp_x9];
    mp_x10 = v25;
    v27 = s2[mp_x10];
    v28 = (v26 + v27);
    mp_x11 = v5;
    s2[mp_x11] = v28;
    mp_x12 = v5;
    v29 = s3[mp_x12];
    mp_x13 = v25;
    v30 = s3[mp_x13];
    v31 = (v30 > v29);
    if (v31) {
      mp_x14 = v5;
      s3[mp_x14] = v30;
    }
  }
  workgroupBarrier();
  v32 = (v5 < 32u);
  if (v32) {
    v33 = (v5 + 32u);
    mp_x15 = v5;
    v34 = s2[mp_x15];
    mp_x16 = v33;
    v35 = s2[mp_x16];
    v36 = (v34 + v35);
    mp_x17 = v5;
    s2[mp_x17] = v36;
    mp_x18 = v5;
    v37 = s3[mp_x18];
    mp_x19 = v33;
    v38 = s3[mp_x19];
    v39 = (v38 > v37);
    if (v39) {
      mp_x20 = v5;
      s3[mp_x20] = v38;
    }
  }
  workgroupBarrier();
  v40 = (v5 < 16u);
  if (v40) {
    v41 = (v5 + 16u);
    mp_x21 = v5;
    v42 = s2[mp_x21];
    mp_x22 = v41;
    v43 = s2[mp_x22];
    v44 = (v42 + v43);
    mp_x23 = v5;
    s2[mp_x23] = v44;
    mp_x24 = v5;
    v45 = s3[mp_x24];
    mp_x25 = v41;
    v46 = s3[mp_x25];
    v47 = (v46 > v45);
    if (v47) {
      mp_x26 = v5;
      s3[mp_x26] = v46;
    }
  }
  workgroupBarrier();
  v48 = (v5 < 8u);
  if (v48) {
    v49 = (v5 + 8u);
    mp_x27 = v5;
    v50 = s2[mp_x27];
    mp_x28 = v49;
    v51 = s2[mp_x28];
    v52 = (v50 + v51);
    mp_x29 = v5;
    s2[mp_x29] = v52;
    mp_x30 = v5;
    v53 = s3[mp_x30];
    mp_x31 = v49;
    v54 = s3[mp_x31];
    v55 = (v54 > v53);
    if (v55) {
      mp_x32 = v5;
      s3[mp_x32] = v54;
    }
  }
  workgroupBarrier();
  v56 = (v5 < 4u);
  if (v56) {
    v57 = (v5 + 4u);
    mp_x33 = v5;
    v58 = s2[mp_x33];
    mp_x34 = v57;
    v59 = s2[mp_x34];
    v60 = (v58 + v59);
    mp_x35 = v5;
    s2[mp_x35] = v60;
    mp_x36 = v5;
    v61 = s3[mp_x36];
    mp_x37 = v57;
    v62 = s3[mp_x37];
    v63 = (v62 > v61);
    if (v63) {
      mp_x38 = v5;
      s3[mp_x38] = v62;
    }
  }
  workgroupBarrier();
  v64 = (v5 < 2u);
  if (v64) {
    v65 = (v5 + 2u);
    mp_x39 = v5;
    v66 = s2[mp_x39];
    mp_x40 = v65;
    v67 = s2[mp_x40];
    v68 = (v66 + v67);
    mp_x41 = v5;
    s2[mp_x41] = v68;
    mp_x42 = v5;
    v69 = s3[mp_x42];
    mp_x43 = v65;
    v70 = s3[mp_x43];
    v71 = (v70 > v69);
    if (v71) {
      mp_x44 = v5;
      s3[mp_x44] = v70;
    }
  }
  workgroupBarrier();
  v72 = (v5 < 1u);
  if (v72) {
    v73 = (v5 + 1u);
    mp_x45 = v5;
    v74 = s2[mp_x45];
    mp_x46 = v73;
    v75 = s2[mp_x46];
    v76 = (v74 + v75);
    mp_x47 = v5;
    s2[mp_x47] = v76;
    mp_x48 = v5;
    v77 = s3[mp_x48];
    mp_x49 = v73;
    v78 = s3[mp_x49];
    v79 = (v78 > v77);
    if (v79) {
      mp_x50 = v5;
      s3[mp_x50] = v78;
    }
  }
  workgroupBarrier();
  v20 = (v5 == 0u);
  if (v20) {
    mp_x51 = 0u;
    v21 = s2[mp_x51];
    mp_x52 = v7;
    b1[mp_x52] = v21;
    mp_x53 = 0u;
    v22 = s3[mp_x53];
    v23 = (v8 + v7);
    mp_x54 = v23;
    b1[mp_x54] = v22;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn shared_reduce(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

