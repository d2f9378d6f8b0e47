// magpie-gpu WGSL for @fmod_subnormal_divisor. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<f64>;
@group(0) @binding(1) var<storage, read> b1: array<f64>;
@group(0) @binding(2) var<storage, read> b2: array<i64>;
@group(0) @binding(3) var<storage, read_write> b3: array<f64>;
@group(0) @binding(4) var<storage, read_write> b4: array<i64>;
fn fn_1(v0: f64, v1: f64) -> f64 {
  var v2: f64;
  var v3: f64;
  var v4: bool;
  var v5: bool;
  var v6: bool;
  var v7: bool;
  var v8: u64;
  var v9: u64;
  var v10: u64;
  var v11: u64;
  var v12: u64;
  var v13: u64;
  var v14: bool;
  var v15: bool;
  var v16: u64;
  var v17: u64;
  var v18: u64;
  var v19: u64;
  var v20: u64;
  var v21: u64;
  var v22: u64;
  var v23: u64;
  var v24: u64;
  var v25: u64;
  var v26: u64;
  var v27: u32;
  var v28: u32;
  var v29: u64;
  var v30: u64;
  var v31: u32;
  var v32: u32;
  var v33: u32;
  var v34: u32;
  var v35: u32;
  var v37: u32;
  var v39: u32;
  var v41: bool;
  var v42: u32;
  var v43: u32;
  var v44: u32;
  var v45: u32;
  var v46: bool;
  var v47: u32;
  var v48: bool;
  var v49: u32;
  var v50: u32;
  var v51: u32;
  var v52: u32;
  var v53: u32;
  var v54: u32;
  var v55: u32;
  var v56: bool;
  var v57: bool;
  var v58: bool;
  var v59: bool;
  var v60: bool;
  var v61: u32;
  var v62: bool;
  var v63: u32;
  var v64: u32;
  var v65: u32;
  var v36: u32;
  var v38: u32;
  var v40: u32;
  var v66: f64;
  var v67: f64;
  var v68: f64;
  var v69: f64;
  var v70: bool;
  var v71: u64;
  var v72: u64;
  var v73: f64;
  var v74: f64;
  var v75: u64;
  var v76: u64;
  var v77: f64;
  var v78: f64;
  var v79: f64;
  var v80: f64;
  var v81: u64;
  var v82: u64;
  var v83: u64;
  var v84: u64;
  var v85: f64;
  v2 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
  v3 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v1) & 0x7ffffffffffffffflu)) | u64(mp_zero));
  v4 = (v2 < bitcast<f64>(bitcast<u64>(f64(bitcast<f32>(2139095040u | mp_zero))) + u64(mp_zero)));
  v5 = (v3 > bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
  v6 = (v4 & v5);
  if (v6) {
    v7 = (v2 < bitcast<f64>(bitcast<u64>(v3) + u64(mp_zero)));
    if (v7) {
      return v0;
    } else {
      v8 = bitcast<u64>(v2);
      v9 = bitcast<u64>(v3);
      v10 = (v8 >> u32(52lu & 63lu));
      v11 = (v9 >> u32(52lu & 63lu));
      v12 = (v8 & 4503599627370495lu);
      v13 = (v9 & 4503599627370495lu);
      v14 = (v10 != 0lu);
      v15 = (v11 != 0lu);
      v16 = select(u64(), 1lu, v14);
      v17 = select(u64(), 1lu, v15);
      v18 = (v16 << u32(52lu & 63lu));
      v19 = (v17 << u32(52lu & 63lu));
      v20 = (v12 | v18);
      v21 = (v13 | v19);
      v22 = (1lu - v16);
      v23 = (1lu - v17);
      v24 = (v10 + v22);
      v25 = (v11 + v23);
      v26 = (v24 - v25);
      v27 = u32(v26 & 0xfffffffflu);
      v28 = (v27 + 53u);
      v29 = (v20 >> u32(32lu & 63lu));
      v30 = (v21 >> u32(32lu & 63lu));
      v31 = u32(v29 & 0xfffffffflu);
      v32 = u32(v20 & 0xfffffffflu);
      v33 = u32(v30 & 0xfffffffflu);
      v34 = u32(v21 & 0xfffffffflu);
      v35 = 0u;
      v37 = 0u;
      v39 = 0u;
      loop {
        v41 = (v39 < v28);
        if (v41) {
        } else {
          break;
        }
        v42 = (v35 << (1u & 31u));
        v43 = (v37 >> (31u & 31u));
        v44 = (v42 | v43);
        v45 = (v37 << (1u & 31u));
        v46 = (v39 < 53u);
        if (v46) {
          v47 = (52u - v39);
          v48 = (v47 >= 32u);
          if (v48) {
            v49 = (v47 - 32u);
            v50 = (v31 >> (v49 & 31u));
            v52 = v50;
          } else {
            v51 = (v32 >> (v47 & 31u));
            v52 = v51;
          }
          v53 = (v52 & 1u);
          v54 = (v45 | v53);
          v55 = v54;
        } else {
          v55 = v45;
        }
        v56 = (v44 > v33);
        v57 = (v44 == v33);
        v58 = (v55 >= v34);
        v59 = (v57 & v58);
        v60 = (v56 | v59);
        if (v60) {
          v61 = (v55 - v34);
          v62 = (v55 < v34);
          v63 = select(u32(), 1u, v62);
          v64 = (v44 - v33);
          v65 = (v64 - v63);
          v36 = v65;
          v38 = v61;
        } else {
          v36 = v44;
          v38 = v55;
        }
        v40 = (v39 + 1u);
        v35 = v36;
        v37 = v38;
        v39 = v40;
      }
      v66 = bitcast<f64>(bitcast<u64>(f64(v35)) | u64(mp_zero));
      v67 = bitcast<f64>(bitcast<u64>(f64(v37)) | u64(mp_zero));
      v68 = bitcast<f64>(bitcast<u64>((v66 * 4.294967296e9lf)) | u64(mp_zero));
      v69 = bitcast<f64>(bitcast<u64>((v68 + v67)) | u64(mp_zero));
      v70 = (v25 >= 53lu);
      if (v70) {
        v71 = (v25 - 52lu);
        v72 = (v71 << u32(52lu & 63lu));
        v73 = bitcast<f64>(v72);
        v74 = bitcast<f64>(bitcast<u64>((v69 * v73)) | u64(mp_zero));
        v80 = v74;
      } else {
        v75 = (v25 + 12lu);
        v76 = (v75 << u32(52lu & 63lu));
        v77 = bitcast<f64>(v76);
        v78 = bitcast<f64>(bitcast<u64>((v69 * v77)) | u64(mp_zero));
        v79 = bitcast<f64>(bitcast<u64>((v78 * 5.421010862427522e-20lf)) | u64(mp_zero));
        v80 = v79;
      }
      v81 = bitcast<u64>(v0);
      v82 = (v81 & 9223372036854775808lu);
      v83 = bitcast<u64>(v80);
      v84 = (v83 | v82);
      v85 = bitcast<f64>(v84);
      return v85;
    }
  } else {
    return f64(bitcast<f32>(2143289344u | mp_zero));
  }
  return f64();
}

fn mp_kernel() {
  var v6: u32;
  var v7: bool;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: i64;
  var v16: f64;
  var v17: f64;
  var v18: f64;
  var v19: i64;
  var v20: i64;
  var v21: f64;
  var v22: f64;
  var v23: f64;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: i64;
  var mp_x6: i64;
  var mp_x7: u32;
  var mp_x8: u32;
  var mp_x9: u32;
  var mp_x10: u32;
  var mp_x11: u32;
  let v5 = params.u0;
  v6 = mp_gid.x;
  v7 = (v6 < v5);
  if (v7) {
    v8 = (v6 * 5u);
    v9 = (v8 + 1u);
    v10 = (v8 + 2u);
    v11 = (v8 + 3u);
    v12 = (v8 + 4u);
    v13 = (v6 * 2u);
    v14 = (v13 + 1u);
    mp_x0 = v6;
    v15 = b2[mp_x0];
    mp_x1 = v6;
    v16 = b0[mp_x1];
    mp_x2 = v6;
    v17 = b1[mp_x2];
    v18 = fn_1(v16, 5e-324lf);
    mp_x3 = v8;
    b3[mp_x3] = v18;
    v19 = (v15 - (-84li));
    mp_x4 = v13;
    b4[mp_x4] = v19;
    mp_x5 = 34li;
    mp_x6 = select(v15, 1li, v15 == 0li || (mp_x5 == (-9223372036854775807li - 1li) && v15 == -1li));
    v20 = (mp_x5 / mp_x6);
    mp_x7 = v14;
    b4[mp_x7] = v20;
    v21 = fn_1(v16, 2.225073858507201e-308lf);
    mp_x8 = v9;
    b3[mp_x8] = v21;
    v22 = fn_1(v16, v17);
    mp_x9 = v10;
    b3[mp_x9] = v22;
    mp_x10 = v11;
    b3[mp_x10] = 0e0lf;
    v23 = fn_1(4.301683531119885e-41lf, v17);
    mp_x11 = v12;
    b3[mp_x11] = v23;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn fmod_subnormal_divisor(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

