// magpie-gpu WGSL for @math_transcendental. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<f32>;
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read_write> b2: array<f32>;
fn mp_widen_f32(x: f32) -> f64 {
  let b = bitcast<u32>(x);
  let m = b & 0x7fffffffu;
  if (m == 0u || m >= 0x800000u) { return f64(x); }
  let r = f64(m) * 1.401298464324817e-45lf;
  return select(r, -r, b >= 0x80000000u);
}

fn fn_46(v0: f64) -> f64 {
  var v1: bool;
  var v2: bool;
  var v3: bool;
  var v4: f64;
  var v5: f64;
  var v6: i32;
  var v7: f64;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var mp_x0: f64;
  v1 = (v0 == bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)));
  if (v1) {
    v2 = (v0 >= bitcast<f64>(bitcast<u64>(1.024e3lf) + u64(mp_zero)));
    if (v2) {
      return f64(bitcast<f32>(2139095040u | mp_zero));
    } else {
      v3 = (v0 < bitcast<f64>(bitcast<u64>((-1.076e3lf)) + u64(mp_zero)));
      if (v3) {
        return 0e0lf;
      } else {
        v4 = bitcast<f64>(bitcast<u64>((v0 + 6.755399441055744e15lf)) | u64(mp_zero));
        v5 = bitcast<f64>(bitcast<u64>((v4 - bitcast<f64>(bitcast<u64>(6.755399441055744e15lf) + u64(mp_zero)))) | u64(mp_zero));
        mp_x0 = select(v5, 0e0lf, ((bitcast<u64>(v5) & 0x7ffffffffffffffflu) > 0x7ff0000000000000lu));
        v6 = select(i32(clamp(mp_x0, (-2.147483648e9lf), 2.147483647e9lf)), 2147483647i, mp_x0 >= 2.147483648e9lf);
        v7 = bitcast<f64>(bitcast<u64>((v0 - bitcast<f64>(bitcast<u64>(v5) + u64(mp_zero)))) | u64(mp_zero));
        v8 = bitcast<f64>(bitcast<u64>((v7 * 6.931471805599453e-1lf)) | u64(mp_zero));
        v9 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v8) + u64(mp_zero)))) | u64(mp_zero));
        v10 = fn_21(v7, 6.931471805599453e-1lf, v9);
        v11 = bitcast<f64>(bitcast<u64>((v7 * 2.3190468138462996e-17lf)) | u64(mp_zero));
        v12 = bitcast<f64>(bitcast<u64>((v10 + v11)) | u64(mp_zero));
        v13 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v12) + u64(mp_zero)))) | u64(mp_zero));
        v14 = fn_19(v8, v13, v6);
        return v14;
      }
    }
  } else {
    return v0;
  }
  return f64();
}

fn fn_45(v0: f64) -> f64 {
  var v1: bool;
  var v2: bool;
  var v3: f64;
  var v4: bool;
  v1 = (v0 > bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
  if (v1) {
    v2 = (v0 < bitcast<f64>(bitcast<u64>(f64(bitcast<f32>(2139095040u | mp_zero))) + u64(mp_zero)));
    if (v2) {
      v3 = fn_17(v0, 1e0lf, 0e0lf, 0u);
      return v3;
    } else {
      return v0;
    }
  } else {
    v4 = (v0 == bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
    if (v4) {
      return f64(bitcast<f32>(4286578688u | mp_zero));
    } else {
      return f64(bitcast<f32>(2143289344u | mp_zero));
    }
  }
  return f64();
}

fn fn_44(v0: f64) -> f64 {
  var v1: bool;
  var v2: bool;
  var v3: f64;
  var v4: bool;
  v1 = (v0 > bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
  if (v1) {
    v2 = (v0 < bitcast<f64>(bitcast<u64>(f64(bitcast<f32>(2139095040u | mp_zero))) + u64(mp_zero)));
    if (v2) {
      v3 = fn_17(v0, 1.4426950408889634e0lf, 2.0355273740931033e-17lf, 0u);
      return v3;
    } else {
      return v0;
    }
  } else {
    v4 = (v0 == bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
    if (v4) {
      return f64(bitcast<f32>(4286578688u | mp_zero));
    } else {
      return f64(bitcast<f32>(2143289344u | mp_zero));
    }
  }
  return f64();
}

fn fn_43(v0: f64) -> f64 {
  var v1: f64;
  v1 = fn_33(v0, 0u);
  return v1;
  return f64();
}

fn fn_42(v0: f64) -> f64 {
  var v1: f64;
  v1 = fn_33(v0, 1u);
  return v1;
  return f64();
}

fn fn_41(v0: f64, v1: f64) -> f64 {
  var v2: f64;
  var v3: f64;
  var v4: f64;
  var v5: f64;
  var v6: f64;
  var v7: f64;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: f64;
  var v19: f64;
  var v20: f64;
  var v21: f64;
  var v22: f64;
  var v23: f64;
  var v24: f64;
  v2 = bitcast<f64>(bitcast<u64>((v0 * bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)))) | u64(mp_zero));
  v3 = bitcast<f64>(bitcast<u64>((v2 * bitcast<f64>(bitcast<u64>(v2) + u64(mp_zero)))) | u64(mp_zero));
  v4 = bitcast<f64>(bitcast<u64>((v2 * 2.480158728947673e-5lf)) | u64(mp_zero));
  v5 = bitcast<f64>(bitcast<u64>((v4 + (-1.388888888887411e-3lf))) | u64(mp_zero));
  v6 = bitcast<f64>(bitcast<u64>((v2 * v5)) | u64(mp_zero));
  v7 = bitcast<f64>(bitcast<u64>((v6 + 4.16666666666666e-2lf)) | u64(mp_zero));
  v8 = bitcast<f64>(bitcast<u64>((v2 * v7)) | u64(mp_zero));
  v9 = bitcast<f64>(bitcast<u64>((v2 * (-1.1359647557788195e-11lf))) | u64(mp_zero));
  v10 = bitcast<f64>(bitcast<u64>((v9 + 2.087572321298175e-9lf)) | u64(mp_zero));
  v11 = bitcast<f64>(bitcast<u64>((v2 * v10)) | u64(mp_zero));
  v12 = bitcast<f64>(bitcast<u64>((v11 + (-2.7557314351390663e-7lf))) | u64(mp_zero));
  v13 = bitcast<f64>(bitcast<u64>((v3 * bitcast<f64>(bitcast<u64>(v3) + u64(mp_zero)))) | u64(mp_zero));
  v14 = bitcast<f64>(bitcast<u64>((v13 * v12)) | u64(mp_zero));
  v15 = bitcast<f64>(bitcast<u64>((v8 + v14)) | u64(mp_zero));
  v16 = bitcast<f64>(bitcast<u64>((v2 * 5e-1lf)) | u64(mp_zero));
  v17 = bitcast<f64>(bitcast<u64>((1e0lf - bitcast<f64>(bitcast<u64>(v16) + u64(mp_zero)))) | u64(mp_zero));
  v18 = bitcast<f64>(bitcast<u64>((1e0lf - bitcast<f64>(bitcast<u64>(v17) + u64(mp_zero)))) | u64(mp_zero));
  v19 = bitcast<f64>(bitcast<u64>((v18 - bitcast<f64>(bitcast<u64>(v16) + u64(mp_zero)))) | u64(mp_zero));
  v20 = bitcast<f64>(bitcast<u64>((v2 * v15)) | u64(mp_zero));
  v21 = bitcast<f64>(bitcast<u64>((v0 * v1)) | u64(mp_zero));
  v22 = bitcast<f64>(bitcast<u64>((v20 - bitcast<f64>(bitcast<u64>(v21) + u64(mp_zero)))) | u64(mp_zero));
  v23 = bitcast<f64>(bitcast<u64>((v19 + v22)) | u64(mp_zero));
  v24 = bitcast<f64>(bitcast<u64>((v17 + v23)) | u64(mp_zero));
  return v24;
  return f64();
}

fn fn_40(v0: f64, v1: f64) -> f64 {
  var v2: f64;
  var v3: f64;
  var v4: f64;
  var v5: f64;
  var v6: f64;
  var v7: f64;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: f64;
  var v19: f64;
  var v20: f64;
  var v21: f64;
  v2 = bitcast<f64>(bitcast<u64>((v0 * bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)))) | u64(mp_zero));
  v3 = bitcast<f64>(bitcast<u64>((v2 * bitcast<f64>(bitcast<u64>(v2) + u64(mp_zero)))) | u64(mp_zero));
  v4 = bitcast<f64>(bitcast<u64>((v2 * 2.7557313707070068e-6lf)) | u64(mp_zero));
  v5 = bitcast<f64>(bitcast<u64>((v4 + (-1.984126982985795e-4lf))) | u64(mp_zero));
  v6 = bitcast<f64>(bitcast<u64>((v2 * v5)) | u64(mp_zero));
  v7 = bitcast<f64>(bitcast<u64>((v6 + 8.33333333332249e-3lf)) | u64(mp_zero));
  v8 = bitcast<f64>(bitcast<u64>((v2 * 1.58969099521155e-10lf)) | u64(mp_zero));
  v9 = bitcast<f64>(bitcast<u64>((v8 + (-2.5050760253406863e-8lf))) | u64(mp_zero));
  v10 = bitcast<f64>(bitcast<u64>((v2 * v3)) | u64(mp_zero));
  v11 = bitcast<f64>(bitcast<u64>((v10 * v9)) | u64(mp_zero));
  v12 = bitcast<f64>(bitcast<u64>((v7 + v11)) | u64(mp_zero));
  v13 = bitcast<f64>(bitcast<u64>((v2 * v0)) | u64(mp_zero));
  v14 = bitcast<f64>(bitcast<u64>((v1 * 5e-1lf)) | u64(mp_zero));
  v15 = bitcast<f64>(bitcast<u64>((v13 * v12)) | u64(mp_zero));
  v16 = bitcast<f64>(bitcast<u64>((v14 - bitcast<f64>(bitcast<u64>(v15) + u64(mp_zero)))) | u64(mp_zero));
  v17 = bitcast<f64>(bitcast<u64>((v2 * v16)) | u64(mp_zero));
  v18 = bitcast<f64>(bitcast<u64>((v17 - bitcast<f64>(bitcast<u64>(v1) + u64(mp_zero)))) | u64(mp_zero));
  v19 = bitcast<f64>(bitcast<u64>((v13 * (-1.6666666666666632e-1lf))) | u64(mp_zero));
  v20 = bitcast<f64>(bitcast<u64>((v18 - bitcast<f64>(bitcast<u64>(v19) + u64(mp_zero)))) | u64(mp_zero));
  v21 = bitcast<f64>(bitcast<u64>((v0 - bitcast<f64>(bitcast<u64>(v20) + u64(mp_zero)))) | u64(mp_zero));
  return v21;
  return f64();
}

fn fn_39(v0: f64, v1: f64, v2: bool) -> f64 {
  var v3: bool;
  var v4: f64;
  var v5: bool;
  var v6: f64;
  var v7: f64;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: f64;
  var v19: f64;
  var v20: f64;
  var v21: f64;
  var v22: f64;
  var v23: f64;
  var v24: f64;
  var v25: f64;
  var v26: f64;
  var v27: f64;
  var v28: f64;
  var v29: f64;
  var v30: f64;
  var v31: f64;
  var v32: f64;
  var v33: f64;
  var v34: f64;
  var v35: f64;
  var v36: f64;
  var v37: f64;
  var v38: f64;
  var v39: f64;
  var v40: f64;
  var v41: f64;
  var v42: f64;
  var v43: f64;
  var v44: f64;
  var v45: f64;
  var v46: f64;
  var v47: f64;
  var v48: f64;
  var v49: f64;
  var v50: f64;
  var v51: f64;
  var v52: f64;
  var v53: f64;
  var v54: f64;
  var v55: f64;
  var v56: f64;
  var v57: f64;
  var v58: f64;
  var v59: f64;
  var v60: f64;
  var v61: u64;
  var v62: u64;
  var v63: f64;
  var v64: f64;
  var v65: f64;
  var v66: f64;
  var v67: u64;
  var v68: u64;
  var v69: f64;
  var v70: f64;
  var v71: f64;
  var v72: f64;
  var v73: f64;
  var v74: f64;
  var v75: f64;
  v3 = (v0 < bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
  v4 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
  v5 = (v4 >= bitcast<f64>(bitcast<u64>(6.743354797363281e-1lf) + u64(mp_zero)));
  if (v5) {
    if (v3) {
      v6 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)))) | u64(mp_zero));
      v7 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v1) + u64(mp_zero)))) | u64(mp_zero));
      v8 = v6;
      v9 = v7;
    } else {
      v8 = v0;
      v9 = v1;
    }
    v10 = bitcast<f64>(bitcast<u64>((7.853981633974483e-1lf - bitcast<f64>(bitcast<u64>(v8) + u64(mp_zero)))) | u64(mp_zero));
    v11 = bitcast<f64>(bitcast<u64>((3.061616997868383e-17lf - bitcast<f64>(bitcast<u64>(v9) + u64(mp_zero)))) | u64(mp_zero));
    v12 = bitcast<f64>(bitcast<u64>((v10 + v11)) | u64(mp_zero));
    v13 = v12;
    v14 = 0e0lf;
  } else {
    v13 = v0;
    v14 = v1;
  }
  v15 = bitcast<f64>(bitcast<u64>((v13 * bitcast<f64>(bitcast<u64>(v13) + u64(mp_zero)))) | u64(mp_zero));
  v16 = bitcast<f64>(bitcast<u64>((v15 * bitcast<f64>(bitcast<u64>(v15) + u64(mp_zero)))) | u64(mp_zero));
  v17 = bitcast<f64>(bitcast<u64>((v16 * (-1.8558637485527546e-5lf))) | u64(mp_zero));
  v18 = bitcast<f64>(bitcast<u64>((v17 + 7.817944429395571e-5lf)) | u64(mp_zero));
  v19 = bitcast<f64>(bitcast<u64>((v16 * v18)) | u64(mp_zero));
  v20 = bitcast<f64>(bitcast<u64>((v19 + 5.880412408202641e-4lf)) | u64(mp_zero));
  v21 = bitcast<f64>(bitcast<u64>((v16 * v20)) | u64(mp_zero));
  v22 = bitcast<f64>(bitcast<u64>((v21 + 3.5920791075913124e-3lf)) | u64(mp_zero));
  v23 = bitcast<f64>(bitcast<u64>((v16 * v22)) | u64(mp_zero));
  v24 = bitcast<f64>(bitcast<u64>((v23 + 2.1869488294859542e-2lf)) | u64(mp_zero));
  v25 = bitcast<f64>(bitcast<u64>((v16 * v24)) | u64(mp_zero));
  v26 = bitcast<f64>(bitcast<u64>((v25 + 1.3333333333320124e-1lf)) | u64(mp_zero));
  v27 = bitcast<f64>(bitcast<u64>((v16 * 2.590730518636337e-5lf)) | u64(mp_zero));
  v28 = bitcast<f64>(bitcast<u64>((v27 + 7.140724913826082e-5lf)) | u64(mp_zero));
  v29 = bitcast<f64>(bitcast<u64>((v16 * v28)) | u64(mp_zero));
  v30 = bitcast<f64>(bitcast<u64>((v29 + 2.464631348184699e-4lf)) | u64(mp_zero));
  v31 = bitcast<f64>(bitcast<u64>((v16 * v30)) | u64(mp_zero));
  v32 = bitcast<f64>(bitcast<u64>((v31 + 1.4562094543252903e-3lf)) | u64(mp_zero));
  v33 = bitcast<f64>(bitcast<u64>((v16 * v32)) | u64(mp_zero));
  v34 = bitcast<f64>(bitcast<u64>((v33 + 8.8632398235993e-3lf)) | u64(mp_zero));
  v35 = bitcast<f64>(bitcast<u64>((v16 * v34)) | u64(mp_zero));
  v36 = bitcast<f64>(bitcast<u64>((v35 + 5.396825397622605e-2lf)) | u64(mp_zero));
  v37 = bitcast<f64>(bitcast<u64>((v15 * v36)) | u64(mp_zero));
  v38 = bitcast<f64>(bitcast<u64>((v15 * v13)) | u64(mp_zero));
  v39 = bitcast<f64>(bitcast<u64>((v26 + v37)) | u64(mp_zero));
  v40 = bitcast<f64>(bitcast<u64>((v38 * v39)) | u64(mp_zero));
  v41 = bitcast<f64>(bitcast<u64>((v40 + v14)) | u64(mp_zero));
  v42 = bitcast<f64>(bitcast<u64>((v15 * v41)) | u64(mp_zero));
  v43 = bitcast<f64>(bitcast<u64>((v14 + v42)) | u64(mp_zero));
  v44 = bitcast<f64>(bitcast<u64>((v38 * 3.333333333333341e-1lf)) | u64(mp_zero));
  v45 = bitcast<f64>(bitcast<u64>((v43 + v44)) | u64(mp_zero));
  v46 = bitcast<f64>(bitcast<u64>((v13 + v45)) | u64(mp_zero));
  if (v5) {
    v47 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(select(f64(), 1e0lf, v2)) | u64(mp_zero))) | u64(mp_zero));
    v48 = bitcast<f64>(bitcast<u64>((v47 * 2e0lf)) | u64(mp_zero));
    v49 = bitcast<f64>(bitcast<u64>((1e0lf - bitcast<f64>(bitcast<u64>(v48) + u64(mp_zero)))) | u64(mp_zero));
    v50 = bitcast<f64>(bitcast<u64>((v46 * bitcast<f64>(bitcast<u64>(v46) + u64(mp_zero)))) | u64(mp_zero));
    v51 = bitcast<f64>(bitcast<u64>((v46 + v49)) | u64(mp_zero));
    v52 = bitcast<f64>(bitcast<u64>((v50 / bitcast<f64>(bitcast<u64>(v51) + u64(mp_zero)))) | u64(mp_zero));
    v53 = bitcast<f64>(bitcast<u64>((v52 - bitcast<f64>(bitcast<u64>(v45) + u64(mp_zero)))) | u64(mp_zero));
    v54 = bitcast<f64>(bitcast<u64>((v13 - bitcast<f64>(bitcast<u64>(v53) + u64(mp_zero)))) | u64(mp_zero));
    v55 = bitcast<f64>(bitcast<u64>((v54 * 2e0lf)) | u64(mp_zero));
    v56 = bitcast<f64>(bitcast<u64>((v49 - bitcast<f64>(bitcast<u64>(v55) + u64(mp_zero)))) | u64(mp_zero));
    v57 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(select(f64(), 1e0lf, v3)) | u64(mp_zero))) | u64(mp_zero));
    v58 = bitcast<f64>(bitcast<u64>((v57 * 2e0lf)) | u64(mp_zero));
    v59 = bitcast<f64>(bitcast<u64>((1e0lf - bitcast<f64>(bitcast<u64>(v58) + u64(mp_zero)))) | u64(mp_zero));
    v60 = bitcast<f64>(bitcast<u64>((v59 * v56)) | u64(mp_zero));
    return v60;
  } else {
    if (v2) {
      v61 = bitcast<u64>(v46);
      v62 = (v61 & 18446744069414584320lu);
      v63 = bitcast<f64>(v62);
      v64 = bitcast<f64>(bitcast<u64>((v63 - bitcast<f64>(bitcast<u64>(v13) + u64(mp_zero)))) | u64(mp_zero));
      v65 = bitcast<f64>(bitcast<u64>((v45 - bitcast<f64>(bitcast<u64>(v64) + u64(mp_zero)))) | u64(mp_zero));
      v66 = bitcast<f64>(bitcast<u64>(((-1e0lf) / bitcast<f64>(bitcast<u64>(v46) + u64(mp_zero)))) | u64(mp_zero));
      v67 = bitcast<u64>(v66);
      v68 = (v67 & 18446744069414584320lu);
      v69 = bitcast<f64>(v68);
      v70 = bitcast<f64>(bitcast<u64>((v69 * v63)) | u64(mp_zero));
      v71 = bitcast<f64>(bitcast<u64>((1e0lf + v70)) | u64(mp_zero));
      v72 = bitcast<f64>(bitcast<u64>((v69 * v65)) | u64(mp_zero));
      v73 = bitcast<f64>(bitcast<u64>((v71 + v72)) | u64(mp_zero));
      v74 = bitcast<f64>(bitcast<u64>((v66 * v73)) | u64(mp_zero));
      v75 = bitcast<f64>(bitcast<u64>((v69 + v74)) | u64(mp_zero));
      return v75;
    } else {
      return v46;
    }
  }
  return f64();
}

fn fn_38(v0: i32) -> f64 {
  var v1: i32;
  var v2: u64;
  var v3: u64;
  var v4: f64;
  v1 = (v0 + 1023i);
  v2 = bitcast<u64>(i64(v1));
  v3 = (v2 << u32(52lu & 63lu));
  v4 = bitcast<f64>(v3);
  return v4;
  return f64();
}

fn fn_37(v0: u64, v1: u64) -> u64 {
  var v2: u64;
  var v3: u64;
  var v4: u64;
  var v5: u64;
  var v6: u64;
  var v7: u64;
  var v8: u64;
  var v9: u64;
  var v10: u64;
  var v11: u64;
  var v12: u64;
  var v13: u64;
  var v14: u64;
  var v15: u64;
  var v16: u64;
  var v17: u64;
  var v18: u64;
  var v19: u64;
  var v20: u64;
  v2 = (v0 & 4294967295lu);
  v3 = (v0 >> u32(32lu & 63lu));
  v4 = (v1 & 4294967295lu);
  v5 = (v1 >> u32(32lu & 63lu));
  v6 = (v2 * v4);
  v7 = (v2 * v5);
  v8 = (v3 * v4);
  v9 = (v3 * v5);
  v10 = (v6 >> u32(32lu & 63lu));
  v11 = (v7 & 4294967295lu);
  v12 = (v8 & 4294967295lu);
  v13 = (v10 + v11);
  v14 = (v13 + v12);
  v15 = (v7 >> u32(32lu & 63lu));
  v16 = (v8 >> u32(32lu & 63lu));
  v17 = (v14 >> u32(32lu & 63lu));
  v18 = (v9 + v15);
  v19 = (v18 + v16);
  v20 = (v19 + v17);
  return v20;
  return u64();
}

fn fn_36(v0: u32) -> u64 {
  switch (v0) {
    case 1u: {
      return 11743562013128004905lu;
    }
    case 2u: {
      return 18169587780923219392lu;
    }
    case 3u: {
      return 15808362127397457985lu;
    }
    case 4u: {
      return 18325537948574664033lu;
    }
    case 5u: {
      return 13196794004601950944lu;
    }
    case 6u: {
      return 452944820249399836lu;
    }
    case 7u: {
      return 18311050168422213438lu;
    }
    case 8u: {
      return 16754012890938950788lu;
    }
    case 9u: {
      return 16833452818741296705lu;
    }
    case 10u: {
      return 4148332274289687028lu;
    }
    case 11u: {
      return 11278244420634880059lu;
    }
    case 12u: {
      return 2303758334597371919lu;
    }
    case 13u: {
      return 17235013589178936607lu;
    }
    case 14u: {
      return 7869616827067468215lu;
    }
    case 15u: {
      return 5712322887342352941lu;
    }
    case 16u: {
      return 8441921394348257659lu;
    }
    case 17u: {
      return 4397547296490951402lu;
    }
    case 18u: {
      return 7780917995555872008lu;
    }
    case 19u: {
      return 6197850593633725355lu;
    }
    default: {
      return 0lu;
    }
  }
  return u64();
}

fn fn_35(v0: f64, v1: u32) -> f64 {
  var v2: f64;
  var v3: bool;
  var v4: u64;
  var v5: u64;
  var v6: i32;
  var v7: i32;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u64;
  var v12: u64;
  var v13: u64;
  var v14: u64;
  var v15: u32;
  var v16: u32;
  var v17: u32;
  var v18: u64;
  var v19: u64;
  var v20: u64;
  var v21: u64;
  var v22: u64;
  var v23: u64;
  var v24: u64;
  var v25: u64;
  var v26: u64;
  var v27: u64;
  var v28: u64;
  var v29: u64;
  var v30: u64;
  var v31: u64;
  var v32: u64;
  var v33: u64;
  var v34: u64;
  var v35: u64;
  var v36: u64;
  var v37: u64;
  var v38: u64;
  var v39: u64;
  var v40: bool;
  var v41: u64;
  var v42: u64;
  var v43: u64;
  var v44: u64;
  var v45: u64;
  var v46: u64;
  var v47: bool;
  var v48: u64;
  var v49: u64;
  var v50: u64;
  var v51: bool;
  var v52: u64;
  var v53: u64;
  var v54: u64;
  var v55: bool;
  var v56: bool;
  var v57: u64;
  var v58: u64;
  var v59: u64;
  var v60: u64;
  var v61: u64;
  var v62: u64;
  var v63: bool;
  var v64: u64;
  var v65: u64;
  var v66: u64;
  var v67: i32;
  var v68: f64;
  var v69: u64;
  var v70: u64;
  var v71: u64;
  var v72: u64;
  var v73: u64;
  var v74: u64;
  var v75: u64;
  var v76: u64;
  var v77: u64;
  var v78: u64;
  var v79: u64;
  var v80: u64;
  var v81: u64;
  var v82: u64;
  var v83: u64;
  var v84: u64;
  var v85: i32;
  var v86: i32;
  var v87: u64;
  var v88: u64;
  var v89: u64;
  var v90: u64;
  var v91: u64;
  var v92: f64;
  var v93: f64;
  var v94: i32;
  var v95: f64;
  var v96: f64;
  var v97: f64;
  var v98: f64;
  var v99: f64;
  var v100: f64;
  var v101: f64;
  var v102: f64;
  var v103: f64;
  var v104: f64;
  var v105: f64;
  var v106: f64;
  var v107: f64;
  var v108: f64;
  var v109: bool;
  var v110: f64;
  var v111: f64;
  var v112: f64;
  var v113: f64;
  var v114: u32;
  var v115: u32;
  var v116: u32;
  var v117: u32;
  var v118: f64;
  v2 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
  v3 = (v0 < bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
  v4 = bitcast<u64>(v2);
  v5 = (v4 >> u32(52lu & 63lu));
  v6 = bitcast<i32>(u32(v5 & 0xfffffffflu));
  v7 = (v6 - 1013i);
  v8 = bitcast<u32>(v7);
  v9 = (v8 >> (6u & 31u));
  v10 = (v8 & 63u);
  v11 = u64(v10);
  v12 = (63lu - v11);
  v13 = (v4 & 4503599627370495lu);
  v14 = (v13 | 4503599627370496lu);
  v15 = (v9 + 1u);
  v16 = (v9 + 2u);
  v17 = (v9 + 3u);
  v18 = fn_36(v9);
  v19 = fn_36(v15);
  v20 = fn_36(v16);
  v21 = fn_36(v17);
  v22 = (v18 << u32(v11 & 63lu));
  v23 = (v19 >> u32(1lu & 63lu));
  v24 = (v23 >> u32(v12 & 63lu));
  v25 = (v22 | v24);
  v26 = (v19 << u32(v11 & 63lu));
  v27 = (v20 >> u32(1lu & 63lu));
  v28 = (v27 >> u32(v12 & 63lu));
  v29 = (v26 | v28);
  v30 = (v20 << u32(v11 & 63lu));
  v31 = (v21 >> u32(1lu & 63lu));
  v32 = (v31 >> u32(v12 & 63lu));
  v33 = (v30 | v32);
  v34 = (v33 * v14);
  v35 = fn_37(v33, v14);
  v36 = (v29 * v14);
  v37 = fn_37(v29, v14);
  v38 = (v25 * v14);
  v39 = (v35 + v36);
  v40 = (v39 < v35);
  v41 = select(u64(), 1lu, v40);
  v42 = (v37 + v38);
  v43 = (v42 + v41);
  v44 = (v43 + 2305843009213693952lu);
  v45 = (v44 >> u32(62lu & 63lu));
  v46 = (v44 & 4611686018427387903lu);
  v47 = (v46 < 2305843009213693952lu);
  v48 = (v46 - 2305843009213693952lu);
  if (v47) {
    v49 = (v34 ^ 18446744073709551615lu);
    v50 = (v49 + 1lu);
    v51 = (v34 == 0lu);
    v52 = select(u64(), 1lu, v51);
    v53 = (v39 ^ 18446744073709551615lu);
    v54 = (v53 + v52);
    v55 = (v39 == 0lu);
    v56 = (v51 & v55);
    v57 = select(u64(), 1lu, v56);
    v58 = (v48 ^ 18446744073709551615lu);
    v59 = (v58 + v57);
    v60 = v59;
    v61 = v54;
    v62 = v50;
  } else {
    v60 = v48;
    v61 = v39;
    v62 = v34;
  }
  v63 = (v60 == 0lu);
  if (v63) {
    v64 = v61;
    v65 = v62;
    v66 = 0lu;
    v67 = 64i;
  } else {
    v64 = v60;
    v65 = v61;
    v66 = v62;
    v67 = 0i;
  }
  v68 = bitcast<f64>(bitcast<u64>(f64(v64)) | u64(mp_zero));
  v69 = bitcast<u64>(v68);
  v70 = (v69 >> u32(52lu & 63lu));
  v71 = (1086lu - v70);
  v72 = (v64 << u32(v71 & 63lu));
  v73 = (v72 >> u32(63lu & 63lu));
  v74 = (1lu - v73);
  v75 = (v71 + v74);
  v76 = (63lu - v75);
  v77 = (v64 << u32(v75 & 63lu));
  v78 = (v65 >> u32(1lu & 63lu));
  v79 = (v78 >> u32(v76 & 63lu));
  v80 = (v77 | v79);
  v81 = (v65 << u32(v75 & 63lu));
  v82 = (v66 >> u32(1lu & 63lu));
  v83 = (v82 >> u32(v76 & 63lu));
  v84 = (v81 | v83);
  v85 = bitcast<i32>(u32(v75 & 0xfffffffflu));
  v86 = (v67 + v85);
  v87 = (v80 >> u32(11lu & 63lu));
  v88 = (v80 & 2047lu);
  v89 = (v88 << u32(53lu & 63lu));
  v90 = (v84 >> u32(11lu & 63lu));
  v91 = (v89 | v90);
  v92 = bitcast<f64>(bitcast<u64>(f64(v87)) | u64(mp_zero));
  v93 = bitcast<f64>(bitcast<u64>(f64(v91)) | u64(mp_zero));
  v94 = ((-51i) - v86);
  v95 = fn_38(v94);
  v96 = bitcast<f64>(bitcast<u64>((v92 * v95)) | u64(mp_zero));
  v97 = bitcast<f64>(bitcast<u64>((v93 * v95)) | u64(mp_zero));
  v98 = bitcast<f64>(bitcast<u64>((v97 * 5.421010862427522e-20lf)) | u64(mp_zero));
  v99 = bitcast<f64>(bitcast<u64>((v96 * 1.5707963267948966e0lf)) | u64(mp_zero));
  v100 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v99) + u64(mp_zero)))) | u64(mp_zero));
  v101 = fn_21(v96, 1.5707963267948966e0lf, v100);
  v102 = bitcast<f64>(bitcast<u64>((v96 * 6.123233995736766e-17lf)) | u64(mp_zero));
  v103 = bitcast<f64>(bitcast<u64>((v98 * 1.5707963267948966e0lf)) | u64(mp_zero));
  v104 = bitcast<f64>(bitcast<u64>((v102 + v103)) | u64(mp_zero));
  v105 = bitcast<f64>(bitcast<u64>((v101 + v104)) | u64(mp_zero));
  v106 = bitcast<f64>(bitcast<u64>((v99 + v105)) | u64(mp_zero));
  v107 = bitcast<f64>(bitcast<u64>((v106 - bitcast<f64>(bitcast<u64>(v99) + u64(mp_zero)))) | u64(mp_zero));
  v108 = bitcast<f64>(bitcast<u64>((v105 - bitcast<f64>(bitcast<u64>(v107) + u64(mp_zero)))) | u64(mp_zero));
  v109 = (v47 != v3);
  if (v109) {
    v110 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v106) + u64(mp_zero)))) | u64(mp_zero));
    v111 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v108) + u64(mp_zero)))) | u64(mp_zero));
    v112 = v110;
    v113 = v111;
  } else {
    v112 = v106;
    v113 = v108;
  }
  v114 = u32(v45 & 0xfffffffflu);
  if (v3) {
    v115 = (0u - v114);
    v116 = v115;
  } else {
    v116 = v114;
  }
  v117 = (v116 & 3u);
  v118 = fn_34(v112, v113, v117, v1);
  return v118;
  return f64();
}

fn fn_34(v0: f64, v1: f64, v2: u32, v3: u32) -> f64 {
  var v4: bool;
  var v5: u32;
  var v6: bool;
  var v7: f64;
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: bool;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: bool;
  var v16: f64;
  v4 = (v3 == 2u);
  if (v4) {
    v5 = (v2 & 1u);
    v6 = (v5 == 1u);
    v7 = fn_39(v0, v1, v6);
    return v7;
  } else {
    v8 = (v2 + v3);
    v9 = (v8 & 3u);
    v10 = (v9 & 1u);
    v11 = (v10 == 1u);
    if (v11) {
      v13 = fn_41(v0, v1);
      v14 = v13;
    } else {
      v12 = fn_40(v0, v1);
      v14 = v12;
    }
    v15 = (v9 >= 2u);
    if (v15) {
      v16 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v14) + u64(mp_zero)))) | u64(mp_zero));
      return v16;
    } else {
      return v14;
    }
  }
  return f64();
}

fn fn_33(v0: f64, v1: u32) -> f64 {
  var v2: f64;
  var v3: bool;
  var v4: bool;
  var v5: bool;
  var v6: bool;
  var v7: f64;
  var v8: bool;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: f64;
  var v19: f64;
  var v20: f64;
  var v21: f64;
  var v22: f64;
  var v23: f64;
  var v24: f64;
  var v25: f64;
  var v26: f64;
  var v27: f64;
  var v28: f64;
  var v29: i32;
  var v30: u32;
  var v31: u32;
  var v32: f64;
  var v33: f64;
  var mp_x0: f64;
  v2 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
  v3 = (v2 < bitcast<f64>(bitcast<u64>(f64(bitcast<f32>(2139095040u | mp_zero))) + u64(mp_zero)));
  if (v3) {
    v4 = (v2 < bitcast<f64>(bitcast<u64>(7.450580596923828e-9lf) + u64(mp_zero)));
    if (v4) {
      v5 = (v1 == 1u);
      if (v5) {
        return 1e0lf;
      } else {
        return v0;
      }
    } else {
      v6 = (v2 <= bitcast<f64>(bitcast<u64>(7.853981633974483e-1lf) + u64(mp_zero)));
      if (v6) {
        v7 = fn_34(v0, 0e0lf, 0u, v1);
        return v7;
      } else {
        v8 = (v2 < bitcast<f64>(bitcast<u64>(1.073741824e9lf) + u64(mp_zero)));
        if (v8) {
          v9 = bitcast<f64>(bitcast<u64>((v0 * 6.366197723675814e-1lf)) | u64(mp_zero));
          v10 = bitcast<f64>(bitcast<u64>((v9 + 6.755399441055744e15lf)) | u64(mp_zero));
          v11 = bitcast<f64>(bitcast<u64>((v10 - bitcast<f64>(bitcast<u64>(6.755399441055744e15lf) + u64(mp_zero)))) | u64(mp_zero));
          v12 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v11) + u64(mp_zero)))) | u64(mp_zero));
          v13 = fn_21(v12, 1.5707963267948966e0lf, v0);
          v14 = bitcast<f64>(bitcast<u64>((v11 * 6.123233995736766e-17lf)) | u64(mp_zero));
          v15 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v14) + u64(mp_zero)))) | u64(mp_zero));
          v16 = fn_21(v11, 6.123233995736766e-17lf, v15);
          v17 = bitcast<f64>(bitcast<u64>((v13 + v15)) | u64(mp_zero));
          v18 = bitcast<f64>(bitcast<u64>((v17 - bitcast<f64>(bitcast<u64>(v13) + u64(mp_zero)))) | u64(mp_zero));
          v19 = bitcast<f64>(bitcast<u64>((v17 - bitcast<f64>(bitcast<u64>(v18) + u64(mp_zero)))) | u64(mp_zero));
          v20 = bitcast<f64>(bitcast<u64>((v13 - bitcast<f64>(bitcast<u64>(v19) + u64(mp_zero)))) | u64(mp_zero));
          v21 = bitcast<f64>(bitcast<u64>((v15 - bitcast<f64>(bitcast<u64>(v18) + u64(mp_zero)))) | u64(mp_zero));
          v22 = bitcast<f64>(bitcast<u64>((v20 + v21)) | u64(mp_zero));
          v23 = bitcast<f64>(bitcast<u64>((v11 * (-1.4973849048591698e-33lf))) | u64(mp_zero));
          v24 = bitcast<f64>(bitcast<u64>((v22 - bitcast<f64>(bitcast<u64>(v16) + u64(mp_zero)))) | u64(mp_zero));
          v25 = bitcast<f64>(bitcast<u64>((v24 - bitcast<f64>(bitcast<u64>(v23) + u64(mp_zero)))) | u64(mp_zero));
          v26 = bitcast<f64>(bitcast<u64>((v17 + v25)) | u64(mp_zero));
          v27 = bitcast<f64>(bitcast<u64>((v26 - bitcast<f64>(bitcast<u64>(v17) + u64(mp_zero)))) | u64(mp_zero));
          v28 = bitcast<f64>(bitcast<u64>((v25 - bitcast<f64>(bitcast<u64>(v27) + u64(mp_zero)))) | u64(mp_zero));
          mp_x0 = select(v11, 0e0lf, ((bitcast<u64>(v11) & 0x7ffffffffffffffflu) > 0x7ff0000000000000lu));
          v29 = select(i32(clamp(mp_x0, (-2.147483648e9lf), 2.147483647e9lf)), 2147483647i, mp_x0 >= 2.147483648e9lf);
          v30 = bitcast<u32>(v29);
          v31 = (v30 & 3u);
          v32 = fn_34(v26, v28, v31, v1);
          return v32;
        } else {
          v33 = fn_35(v0, v1);
          return v33;
        }
      }
    }
  } else {
    return f64(bitcast<f32>(2143289344u | mp_zero));
  }
  return f64();
}

fn fn_32(v0: f64) -> f64 {
  var v1: f64;
  v1 = fn_33(v0, 2u);
  return v1;
  return f64();
}

fn fn_31(v0: f64) -> f64 {
  var v1: bool;
  var v2: bool;
  var v3: bool;
  var v4: f64;
  var v5: f64;
  var v6: f64;
  var v7: i32;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var mp_x0: f64;
  v1 = (v0 == bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)));
  if (v1) {
    v2 = (v0 > bitcast<f64>(bitcast<u64>(7.1e2lf) + u64(mp_zero)));
    if (v2) {
      return f64(bitcast<f32>(2139095040u | mp_zero));
    } else {
      v3 = (v0 < bitcast<f64>(bitcast<u64>((-7.46e2lf)) + u64(mp_zero)));
      if (v3) {
        return 0e0lf;
      } else {
        v4 = bitcast<f64>(bitcast<u64>((v0 * 1.4426950408889634e0lf)) | u64(mp_zero));
        v5 = bitcast<f64>(bitcast<u64>((v4 + 6.755399441055744e15lf)) | u64(mp_zero));
        v6 = bitcast<f64>(bitcast<u64>((v5 - bitcast<f64>(bitcast<u64>(6.755399441055744e15lf) + u64(mp_zero)))) | u64(mp_zero));
        mp_x0 = select(v6, 0e0lf, ((bitcast<u64>(v6) & 0x7ffffffffffffffflu) > 0x7ff0000000000000lu));
        v7 = select(i32(clamp(mp_x0, (-2.147483648e9lf), 2.147483647e9lf)), 2147483647i, mp_x0 >= 2.147483648e9lf);
        v8 = bitcast<f64>(bitcast<u64>((v6 * 6.931471803691238e-1lf)) | u64(mp_zero));
        v9 = bitcast<f64>(bitcast<u64>((v0 - bitcast<f64>(bitcast<u64>(v8) + u64(mp_zero)))) | u64(mp_zero));
        v10 = bitcast<f64>(bitcast<u64>((v6 * 1.9082149292705877e-10lf)) | u64(mp_zero));
        v11 = fn_19(v9, v10, v7);
        return v11;
      }
    }
  } else {
    return v0;
  }
  return f64();
}

fn fn_30(v0: f64) -> f64 {
  var v1: bool;
  var v2: f64;
  var v3: f64;
  var v4: f64;
  var v5: i32;
  var v6: f64;
  var v7: f64;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: i32;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: f64;
  var v19: f64;
  var v20: f64;
  var v21: f64;
  var v22: f64;
  var v23: f64;
  var v24: f64;
  var v25: f64;
  var v26: f64;
  var v27: f64;
  var v28: f64;
  var v29: f64;
  var v30: f64;
  var v31: f64;
  var v32: f64;
  var v33: f64;
  var v34: bool;
  var v35: f64;
  var v36: f64;
  var v37: f64;
  var v38: f64;
  var v39: f64;
  var v40: f64;
  var v41: f64;
  var v42: bool;
  var v43: f64;
  var v44: f64;
  var v45: f64;
  var v46: f64;
  var v47: f64;
  var v48: f64;
  var v49: f64;
  var v50: f64;
  var mp_x0: f64;
  v1 = (v0 < bitcast<f64>(bitcast<u64>((-3.4657359027997264e-1lf)) + u64(mp_zero)));
  if (v1) {
    v2 = bitcast<f64>(bitcast<u64>((v0 * 1.4426950408889634e0lf)) | u64(mp_zero));
    v3 = bitcast<f64>(bitcast<u64>((v2 + 6.755399441055744e15lf)) | u64(mp_zero));
    v4 = bitcast<f64>(bitcast<u64>((v3 - bitcast<f64>(bitcast<u64>(6.755399441055744e15lf) + u64(mp_zero)))) | u64(mp_zero));
    mp_x0 = select(v4, 0e0lf, ((bitcast<u64>(v4) & 0x7ffffffffffffffflu) > 0x7ff0000000000000lu));
    v5 = select(i32(clamp(mp_x0, (-2.147483648e9lf), 2.147483647e9lf)), 2147483647i, mp_x0 >= 2.147483648e9lf);
    v6 = bitcast<f64>(bitcast<u64>((v4 * 6.931471803691238e-1lf)) | u64(mp_zero));
    v7 = bitcast<f64>(bitcast<u64>((v0 - bitcast<f64>(bitcast<u64>(v6) + u64(mp_zero)))) | u64(mp_zero));
    v8 = bitcast<f64>(bitcast<u64>((v4 * 1.9082149292705877e-10lf)) | u64(mp_zero));
    v9 = bitcast<f64>(bitcast<u64>((v7 - bitcast<f64>(bitcast<u64>(v8) + u64(mp_zero)))) | u64(mp_zero));
    v10 = bitcast<f64>(bitcast<u64>((v7 - bitcast<f64>(bitcast<u64>(v9) + u64(mp_zero)))) | u64(mp_zero));
    v11 = bitcast<f64>(bitcast<u64>((v10 - bitcast<f64>(bitcast<u64>(v8) + u64(mp_zero)))) | u64(mp_zero));
    v12 = v9;
    v13 = v11;
    v14 = v5;
  } else {
    v12 = v0;
    v13 = 0e0lf;
    v14 = 0i;
  }
  v15 = bitcast<f64>(bitcast<u64>((v12 * 5e-1lf)) | u64(mp_zero));
  v16 = bitcast<f64>(bitcast<u64>((v12 * v15)) | u64(mp_zero));
  v17 = bitcast<f64>(bitcast<u64>((v16 * (-2.0109921818362437e-7lf))) | u64(mp_zero));
  v18 = bitcast<f64>(bitcast<u64>((v17 + 4.008217827329362e-6lf)) | u64(mp_zero));
  v19 = bitcast<f64>(bitcast<u64>((v16 * v18)) | u64(mp_zero));
  v20 = bitcast<f64>(bitcast<u64>((v19 + (-7.93650757867488e-5lf))) | u64(mp_zero));
  v21 = bitcast<f64>(bitcast<u64>((v16 * v20)) | u64(mp_zero));
  v22 = bitcast<f64>(bitcast<u64>((v21 + 1.5873015872548146e-3lf)) | u64(mp_zero));
  v23 = bitcast<f64>(bitcast<u64>((v16 * v22)) | u64(mp_zero));
  v24 = bitcast<f64>(bitcast<u64>((v23 + (-3.333333333333313e-2lf))) | u64(mp_zero));
  v25 = bitcast<f64>(bitcast<u64>((v16 * v24)) | u64(mp_zero));
  v26 = bitcast<f64>(bitcast<u64>((1e0lf + v25)) | u64(mp_zero));
  v27 = bitcast<f64>(bitcast<u64>((v26 * v15)) | u64(mp_zero));
  v28 = bitcast<f64>(bitcast<u64>((3e0lf - bitcast<f64>(bitcast<u64>(v27) + u64(mp_zero)))) | u64(mp_zero));
  v29 = bitcast<f64>(bitcast<u64>((v26 - bitcast<f64>(bitcast<u64>(v28) + u64(mp_zero)))) | u64(mp_zero));
  v30 = bitcast<f64>(bitcast<u64>((v12 * v28)) | u64(mp_zero));
  v31 = bitcast<f64>(bitcast<u64>((6e0lf - bitcast<f64>(bitcast<u64>(v30) + u64(mp_zero)))) | u64(mp_zero));
  v32 = bitcast<f64>(bitcast<u64>((v29 / bitcast<f64>(bitcast<u64>(v31) + u64(mp_zero)))) | u64(mp_zero));
  v33 = bitcast<f64>(bitcast<u64>((v16 * v32)) | u64(mp_zero));
  v34 = (v14 == 0i);
  if (v34) {
    v35 = bitcast<f64>(bitcast<u64>((v12 * v33)) | u64(mp_zero));
    v36 = bitcast<f64>(bitcast<u64>((v35 - bitcast<f64>(bitcast<u64>(v16) + u64(mp_zero)))) | u64(mp_zero));
    v37 = bitcast<f64>(bitcast<u64>((v12 - bitcast<f64>(bitcast<u64>(v36) + u64(mp_zero)))) | u64(mp_zero));
    return v37;
  } else {
    v38 = bitcast<f64>(bitcast<u64>((v33 - bitcast<f64>(bitcast<u64>(v13) + u64(mp_zero)))) | u64(mp_zero));
    v39 = bitcast<f64>(bitcast<u64>((v12 * v38)) | u64(mp_zero));
    v40 = bitcast<f64>(bitcast<u64>((v39 - bitcast<f64>(bitcast<u64>(v13) + u64(mp_zero)))) | u64(mp_zero));
    v41 = bitcast<f64>(bitcast<u64>((v40 - bitcast<f64>(bitcast<u64>(v16) + u64(mp_zero)))) | u64(mp_zero));
    v42 = (v14 == (-1i));
    if (v42) {
      v43 = bitcast<f64>(bitcast<u64>((v12 - bitcast<f64>(bitcast<u64>(v41) + u64(mp_zero)))) | u64(mp_zero));
      v44 = bitcast<f64>(bitcast<u64>((v43 * 5e-1lf)) | u64(mp_zero));
      v45 = bitcast<f64>(bitcast<u64>((v44 - bitcast<f64>(bitcast<u64>(5e-1lf) + u64(mp_zero)))) | u64(mp_zero));
      return v45;
    } else {
      v46 = bitcast<f64>(bitcast<u64>((v41 - bitcast<f64>(bitcast<u64>(v12) + u64(mp_zero)))) | u64(mp_zero));
      v47 = bitcast<f64>(bitcast<u64>((1e0lf - bitcast<f64>(bitcast<u64>(v46) + u64(mp_zero)))) | u64(mp_zero));
      v48 = fn_20(v14);
      v49 = bitcast<f64>(bitcast<u64>((v47 * v48)) | u64(mp_zero));
      v50 = bitcast<f64>(bitcast<u64>((v49 - bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)))) | u64(mp_zero));
      return v50;
    }
  }
  return f64();
}

fn fn_29(v0: f64) -> f64 {
  var v1: bool;
  var v2: f64;
  var v3: bool;
  var v4: bool;
  var v5: f64;
  var v6: f64;
  var v7: f64;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: bool;
  var v19: f64;
  var v20: f64;
  var v21: f64;
  var v22: f64;
  var v23: f64;
  var v24: f64;
  var v25: bool;
  var v26: f64;
  v1 = (v0 == bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)));
  if (v1) {
    v2 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
    v3 = (v2 < bitcast<f64>(bitcast<u64>(3.725290298461914e-9lf) + u64(mp_zero)));
    if (v3) {
      return v0;
    } else {
      v4 = (v2 < bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)));
      if (v4) {
        v5 = bitcast<f64>(bitcast<u64>((v2 * (-2e0lf))) | u64(mp_zero));
        v6 = fn_30(v5);
        v7 = bitcast<f64>(bitcast<u64>((v6 + 2e0lf)) | u64(mp_zero));
        v8 = bitcast<f64>(bitcast<u64>((2e0lf - bitcast<f64>(bitcast<u64>(v7) + u64(mp_zero)))) | u64(mp_zero));
        v9 = bitcast<f64>(bitcast<u64>((v8 + v6)) | u64(mp_zero));
        v10 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v6) + u64(mp_zero)))) | u64(mp_zero));
        v11 = bitcast<f64>(bitcast<u64>((v10 / bitcast<f64>(bitcast<u64>(v7) + u64(mp_zero)))) | u64(mp_zero));
        v12 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v11) + u64(mp_zero)))) | u64(mp_zero));
        v13 = fn_21(v12, v7, v10);
        v14 = bitcast<f64>(bitcast<u64>((v11 * v9)) | u64(mp_zero));
        v15 = bitcast<f64>(bitcast<u64>((v13 - bitcast<f64>(bitcast<u64>(v14) + u64(mp_zero)))) | u64(mp_zero));
        v16 = bitcast<f64>(bitcast<u64>((v15 / bitcast<f64>(bitcast<u64>(v7) + u64(mp_zero)))) | u64(mp_zero));
        v17 = bitcast<f64>(bitcast<u64>((v11 + v16)) | u64(mp_zero));
        v24 = v17;
      } else {
        v18 = (v2 < bitcast<f64>(bitcast<u64>(2.2e1lf) + u64(mp_zero)));
        if (v18) {
          v19 = bitcast<f64>(bitcast<u64>((v2 * 2e0lf)) | u64(mp_zero));
          v20 = fn_31(v19);
          v21 = bitcast<f64>(bitcast<u64>((v20 + 1e0lf)) | u64(mp_zero));
          v22 = bitcast<f64>(bitcast<u64>((2e0lf / bitcast<f64>(bitcast<u64>(v21) + u64(mp_zero)))) | u64(mp_zero));
          v23 = bitcast<f64>(bitcast<u64>((1e0lf - bitcast<f64>(bitcast<u64>(v22) + u64(mp_zero)))) | u64(mp_zero));
          v24 = v23;
        } else {
          v24 = 1e0lf;
        }
      }
      v25 = (v0 < bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
      if (v25) {
        v26 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v24) + u64(mp_zero)))) | u64(mp_zero));
        return v26;
      } else {
        return v24;
      }
    }
  } else {
    return v0;
  }
  return f64();
}

fn fn_28(v0: u64, v1: u64, v2: u64) -> u64 {
  var v3: bool;
  var v4: u64;
  var v5: bool;
  var v6: u64;
  var v7: u64;
  var v8: bool;
  var v9: bool;
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
  v3 = (v2 > 127lu);
  v4 = fn_26(v3, 127lu, v2);
  v5 = (v4 >= 64lu);
  v6 = fn_26(v5, 0lu, v0);
  v7 = fn_26(v5, v0, v1);
  v8 = (v1 != 0lu);
  v9 = (v5 & v8);
  v10 = (v4 & 63lu);
  v11 = (1lu << u32(v10 & 63lu));
  v12 = (v11 - 1lu);
  v13 = (v7 & v12);
  v14 = (v13 != 0lu);
  v15 = (v9 | v14);
  v16 = select(u64(), 1lu, v15);
  v17 = (v7 >> u32(v10 & 63lu));
  v18 = (v6 << u32(1lu & 63lu));
  v19 = (63lu - v10);
  v20 = (v18 << u32(v19 & 63lu));
  v21 = (v17 | v20);
  v22 = (v21 | v16);
  return v22;
  return u64();
}

fn fn_27(v0: u64, v1: u64) -> u64 {
  var v2: bool;
  var v3: u64;
  var v4: bool;
  var v5: u64;
  var v6: u64;
  var v7: u64;
  v2 = (v1 > 127lu);
  v3 = fn_26(v2, 127lu, v1);
  v4 = (v3 >= 64lu);
  v5 = fn_26(v4, 0lu, v0);
  v6 = (v3 & 63lu);
  v7 = (v5 >> u32(v6 & 63lu));
  return v7;
  return u64();
}

fn fn_26(v0: bool, v1: u64, v2: u64) -> u64 {
  var v3: u64;
  var v4: u64;
  var v5: u64;
  var v6: u64;
  var v7: u64;
  var v8: u64;
  v3 = select(u64(), 1lu, v0);
  v4 = (0lu - v3);
  v5 = (v4 ^ 18446744073709551615lu);
  v6 = (v1 & v4);
  v7 = (v2 & v5);
  v8 = (v6 | v7);
  return v8;
  return u64();
}

fn fn_25(v0: u64) -> u64 {
  var v1: bool;
  var v2: u64;
  var v3: u64;
  var v4: u64;
  var v5: bool;
  var v6: u64;
  var v7: u64;
  var v8: u64;
  var v9: bool;
  var v10: u64;
  var v11: u64;
  var v12: u64;
  var v13: bool;
  var v14: u64;
  var v15: u64;
  var v16: u64;
  var v17: bool;
  var v18: u64;
  var v19: u64;
  var v20: u64;
  var v21: bool;
  var v22: u64;
  var v23: u64;
  var v24: bool;
  var v25: u64;
  var v26: u64;
  var v27: u64;
  var v28: u64;
  var v29: u64;
  var v30: u64;
  var v31: u64;
  v1 = (v0 < 4294967296lu);
  v2 = select(u64(), 1lu, v1);
  v3 = (v2 * 32lu);
  v4 = (v0 << u32(v3 & 63lu));
  v5 = (v4 < 281474976710656lu);
  v6 = select(u64(), 1lu, v5);
  v7 = (v6 * 16lu);
  v8 = (v4 << u32(v7 & 63lu));
  v9 = (v8 < 72057594037927936lu);
  v10 = select(u64(), 1lu, v9);
  v11 = (v10 * 8lu);
  v12 = (v8 << u32(v11 & 63lu));
  v13 = (v12 < 1152921504606846976lu);
  v14 = select(u64(), 1lu, v13);
  v15 = (v14 * 4lu);
  v16 = (v12 << u32(v15 & 63lu));
  v17 = (v16 < 4611686018427387904lu);
  v18 = select(u64(), 1lu, v17);
  v19 = (v18 * 2lu);
  v20 = (v16 << u32(v19 & 63lu));
  v21 = (v20 < 9223372036854775808lu);
  v22 = select(u64(), 1lu, v21);
  v23 = (v20 << u32(v22 & 63lu));
  v24 = (v23 == 0lu);
  v25 = select(u64(), 1lu, v24);
  v26 = (v3 + v7);
  v27 = (v26 + v11);
  v28 = (v27 + v15);
  v29 = (v28 + v19);
  v30 = (v29 + v22);
  v31 = (v30 + v25);
  return v31;
  return u64();
}

fn fn_24(v0: u64, v1: u64) -> u64 {
  var v2: bool;
  var v3: u64;
  var v4: u64;
  var v5: u64;
  v2 = (v1 >= 64lu);
  v3 = fn_26(v2, 0lu, v0);
  v4 = (v1 & 63lu);
  v5 = (v3 << u32(v4 & 63lu));
  return v5;
  return u64();
}

fn fn_23(v0: u64, v1: u64, v2: u64) -> u64 {
  var v3: bool;
  var v4: u64;
  var v5: u64;
  var v6: u64;
  var v7: u64;
  var v8: u64;
  var v9: u64;
  var v10: u64;
  var v11: u64;
  v3 = (v2 >= 64lu);
  v4 = fn_26(v3, v1, v0);
  v5 = fn_26(v3, 0lu, v1);
  v6 = (v2 & 63lu);
  v7 = (v4 << u32(v6 & 63lu));
  v8 = (v5 >> u32(1lu & 63lu));
  v9 = (63lu - v6);
  v10 = (v8 >> u32(v9 & 63lu));
  v11 = (v7 | v10);
  return v11;
  return u64();
}

fn fn_22(v0: u64, v1: u64) -> u64 {
  var v2: u64;
  var v3: u64;
  var v4: bool;
  var v5: u64;
  var v6: u64;
  var v7: u64;
  v2 = fn_25(v0);
  v3 = fn_25(v1);
  v4 = (v0 == 0lu);
  v5 = select(u64(), 1lu, v4);
  v6 = (v5 * v3);
  v7 = (v2 + v6);
  return v7;
  return u64();
}

fn fn_21(v0: f64, v1: f64, v2: f64) -> f64 {
  var v3: u64;
  var v4: u64;
  var v5: u64;
  var v6: u64;
  var v7: u64;
  var v8: u64;
  var v9: u64;
  var v10: u64;
  var v11: u64;
  var v12: bool;
  var v13: bool;
  var v14: bool;
  var v15: bool;
  var v16: bool;
  var v17: bool;
  var v18: bool;
  var v19: bool;
  var v20: bool;
  var v21: bool;
  var v22: bool;
  var v23: bool;
  var v24: bool;
  var v25: bool;
  var v26: bool;
  var v27: bool;
  var v28: bool;
  var v29: bool;
  var v30: bool;
  var v31: bool;
  var v32: u64;
  var v33: f64;
  var v34: bool;
  var v35: bool;
  var v36: bool;
  var v37: bool;
  var v38: u64;
  var v39: f64;
  var v40: u64;
  var v41: u64;
  var v42: u64;
  var v43: u64;
  var v44: bool;
  var v45: bool;
  var v46: u64;
  var v47: u64;
  var v48: u64;
  var v49: u64;
  var v50: u64;
  var v51: u64;
  var v52: u64;
  var v53: u64;
  var v54: u64;
  var v55: u64;
  var v56: i64;
  var v57: i64;
  var v58: i64;
  var v59: i64;
  var v60: u64;
  var v61: u64;
  var v62: u64;
  var v63: u64;
  var v64: u64;
  var v65: u64;
  var v66: u64;
  var v67: u64;
  var v68: u64;
  var v69: u64;
  var v70: u64;
  var v71: u64;
  var v72: bool;
  var v73: u64;
  var v74: u64;
  var v75: u64;
  var v76: u64;
  var v77: u64;
  var v78: u64;
  var v79: u64;
  var v80: i64;
  var v81: i64;
  var v82: bool;
  var v83: u64;
  var v84: u64;
  var v85: bool;
  var v86: u64;
  var v87: u64;
  var v88: u64;
  var v89: u64;
  var v90: u64;
  var v91: i64;
  var v92: u64;
  var v93: u64;
  var v94: u64;
  var v95: i64;
  var v96: i64;
  var v97: i64;
  var v98: bool;
  var v99: bool;
  var v100: bool;
  var v101: bool;
  var v102: bool;
  var v103: u64;
  var v104: u64;
  var v105: u64;
  var v106: u64;
  var v107: i64;
  var v108: i64;
  var v109: u64;
  var v110: u64;
  var v111: u64;
  var v112: u64;
  var v113: u64;
  var v114: u64;
  var v115: i64;
  var v116: u64;
  var v117: u64;
  var v118: u64;
  var v119: bool;
  var v120: u64;
  var v121: bool;
  var v122: u64;
  var v123: u64;
  var v124: u64;
  var v125: u64;
  var v126: bool;
  var v127: u64;
  var v128: u64;
  var v129: u64;
  var v130: u64;
  var v131: u64;
  var v132: u64;
  var v133: u64;
  var v134: u64;
  var v135: i64;
  var v136: u64;
  var v137: u64;
  var v138: bool;
  var v139: u64;
  var v140: u64;
  var v141: u64;
  var v142: i64;
  var v143: i64;
  var v144: i64;
  var v145: bool;
  var v146: i64;
  var v147: u64;
  var v148: u64;
  var v149: i64;
  var v150: u64;
  var v151: u64;
  var v152: u64;
  var v153: u64;
  var v154: u64;
  var v155: u64;
  var v156: u64;
  var v157: u64;
  var v158: u64;
  var v159: u64;
  var v160: u64;
  var v161: bool;
  var v162: u64;
  var v163: u64;
  var v164: u64;
  var v165: u64;
  var v166: u64;
  var v167: u64;
  var v168: bool;
  var v169: u64;
  var v170: u64;
  var v171: f64;
  v3 = bitcast<u64>(v0);
  v4 = bitcast<u64>(v1);
  v5 = bitcast<u64>(v2);
  v6 = (v3 & 9223372036854775807lu);
  v7 = (v4 & 9223372036854775807lu);
  v8 = (v5 & 9223372036854775807lu);
  v9 = (v3 ^ v4);
  v10 = (v9 & 9223372036854775808lu);
  v11 = (v5 & 9223372036854775808lu);
  v12 = (v6 >= 9218868437227405312lu);
  v13 = (v7 >= 9218868437227405312lu);
  v14 = (v8 >= 9218868437227405312lu);
  v15 = (v12 | v13);
  v16 = (v15 | v14);
  if (v16) {
    v17 = (v6 > 9218868437227405312lu);
    v18 = (v7 > 9218868437227405312lu);
    v19 = (v8 > 9218868437227405312lu);
    v20 = (v17 | v18);
    v21 = (v20 | v19);
    if (v21) {
      return f64(bitcast<f32>(2143289344u | mp_zero));
    } else {
      v22 = (v6 == 9218868437227405312lu);
      v23 = (v7 == 9218868437227405312lu);
      v24 = (v22 | v23);
      if (v24) {
        v25 = (v6 == 0lu);
        v26 = (v7 == 0lu);
        v27 = (v25 | v26);
        v28 = (v8 == 9218868437227405312lu);
        v29 = (v11 != v10);
        v30 = (v28 & v29);
        v31 = (v27 | v30);
        if (v31) {
          return f64(bitcast<f32>(2143289344u | mp_zero));
        } else {
          v32 = (v10 | 9218868437227405312lu);
          v33 = bitcast<f64>(v32);
          return v33;
        }
      } else {
        return v2;
      }
    }
  } else {
    v34 = (v6 == 0lu);
    v35 = (v7 == 0lu);
    v36 = (v34 | v35);
    if (v36) {
      v37 = (v8 == 0lu);
      if (v37) {
        v38 = (v10 & v11);
        v39 = bitcast<f64>(v38);
        return v39;
      } else {
        return v2;
      }
    } else {
      v40 = (v6 >> u32(52lu & 63lu));
      v41 = (v7 >> u32(52lu & 63lu));
      v42 = (v6 & 4503599627370495lu);
      v43 = (v7 & 4503599627370495lu);
      v44 = (v40 != 0lu);
      v45 = (v41 != 0lu);
      v46 = select(u64(), 1lu, v44);
      v47 = select(u64(), 1lu, v45);
      v48 = (v46 << u32(52lu & 63lu));
      v49 = (v47 << u32(52lu & 63lu));
      v50 = (v42 | v48);
      v51 = (v43 | v49);
      v52 = (1lu - v46);
      v53 = (1lu - v47);
      v54 = (v40 + v52);
      v55 = (v41 + v53);
      v56 = bitcast<i64>(v54);
      v57 = bitcast<i64>(v55);
      v58 = (v56 + v57);
      v59 = (v58 - 2150li);
      v60 = (v50 & 4294967295lu);
      v61 = (v50 >> u32(32lu & 63lu));
      v62 = (v51 & 4294967295lu);
      v63 = (v51 >> u32(32lu & 63lu));
      v64 = (v60 * v62);
      v65 = (v60 * v63);
      v66 = (v61 * v62);
      v67 = (v61 * v63);
      v68 = (v65 + v66);
      v69 = (v68 << u32(32lu & 63lu));
      v70 = (v68 >> u32(32lu & 63lu));
      v71 = (v64 + v69);
      v72 = (v71 < v64);
      v73 = select(u64(), 1lu, v72);
      v74 = (v67 + v70);
      v75 = (v74 + v73);
      v76 = fn_22(v75, v71);
      v77 = (v76 - 2lu);
      v78 = fn_23(v75, v71, v77);
      v79 = fn_24(v71, v77);
      v80 = bitcast<i64>(v77);
      v81 = (v59 - v80);
      v82 = (v8 == 0lu);
      if (v82) {
        v133 = v78;
        v134 = v79;
        v135 = v81;
        v136 = v10;
      } else {
        v83 = (v8 >> u32(52lu & 63lu));
        v84 = (v8 & 4503599627370495lu);
        v85 = (v83 != 0lu);
        v86 = select(u64(), 1lu, v85);
        v87 = (v86 << u32(52lu & 63lu));
        v88 = (v84 | v87);
        v89 = (1lu - v86);
        v90 = (v83 + v89);
        v91 = bitcast<i64>(v90);
        v92 = fn_25(v88);
        v93 = (v92 - 2lu);
        v94 = (v88 << u32(v93 & 63lu));
        v95 = bitcast<i64>(v93);
        v96 = (v91 - 1139li);
        v97 = (v96 - v95);
        v98 = (v81 > v97);
        v99 = (v81 == v97);
        v100 = (v78 >= v94);
        v101 = (v99 & v100);
        v102 = (v98 | v101);
        v103 = fn_26(v102, v78, v94);
        v104 = fn_26(v102, v79, 0lu);
        v105 = fn_26(v102, v94, v78);
        v106 = fn_26(v102, 0lu, v79);
        v107 = (v81 - v97);
        v108 = (v97 - v81);
        v109 = bitcast<u64>(v107);
        v110 = bitcast<u64>(v108);
        v111 = fn_26(v102, v109, v110);
        v112 = bitcast<u64>(v81);
        v113 = bitcast<u64>(v97);
        v114 = fn_26(v102, v112, v113);
        v115 = bitcast<i64>(v114);
        v116 = fn_26(v102, v10, v11);
        v117 = fn_27(v105, v111);
        v118 = fn_28(v105, v106, v111);
        v119 = (v10 == v11);
        if (v119) {
          v120 = (v104 + v118);
          v121 = (v120 < v104);
          v122 = select(u64(), 1lu, v121);
          v123 = (v103 + v117);
          v124 = (v123 + v122);
          v130 = v124;
          v131 = v120;
          v132 = v10;
        } else {
          v125 = (v104 - v118);
          v126 = (v104 < v118);
          v127 = select(u64(), 1lu, v126);
          v128 = (v103 - v117);
          v129 = (v128 - v127);
          v130 = v129;
          v131 = v125;
          v132 = v116;
        }
        v133 = v130;
        v134 = v131;
        v135 = v115;
        v136 = v132;
      }
      v137 = (v133 | v134);
      v138 = (v137 == 0lu);
      if (v138) {
        return 0e0lf;
      } else {
        v139 = fn_22(v133, v134);
        v140 = fn_23(v133, v134, v139);
        v141 = fn_24(v134, v139);
        v142 = bitcast<i64>(v139);
        v143 = (v135 - v142);
        v144 = (v143 + 1150li);
        v145 = (v144 >= 1li);
        if (v145) {
          v146 = (v144 - 1li);
          v147 = bitcast<u64>(v146);
          v148 = (v147 << u32(52lu & 63lu));
          v153 = v140;
          v154 = v141;
          v155 = v148;
        } else {
          v149 = (1li - v144);
          v150 = bitcast<u64>(v149);
          v151 = fn_27(v140, v150);
          v152 = fn_28(v140, v141, v150);
          v153 = v151;
          v154 = v152;
          v155 = 0lu;
        }
        v156 = (v153 >> u32(11lu & 63lu));
        v157 = (v153 >> u32(10lu & 63lu));
        v158 = (v157 & 1lu);
        v159 = (v153 & 1023lu);
        v160 = (v159 | v154);
        v161 = (v160 != 0lu);
        v162 = select(u64(), 1lu, v161);
        v163 = (v156 & 1lu);
        v164 = (v162 | v163);
        v165 = (v158 & v164);
        v166 = (v155 + v156);
        v167 = (v166 + v165);
        v168 = (v167 >= 9218868437227405312lu);
        v169 = fn_26(v168, 9218868437227405312lu, v167);
        v170 = (v169 | v136);
        v171 = bitcast<f64>(v170);
        return v171;
      }
    }
  }
  return f64();
}

fn fn_20(v0: i32) -> f64 {
  var v1: i32;
  var v2: u64;
  var v3: u64;
  var v4: f64;
  v1 = (v0 + 1023i);
  v2 = bitcast<u64>(i64(v1));
  v3 = (v2 << u32(52lu & 63lu));
  v4 = bitcast<f64>(v3);
  return v4;
  return f64();
}

fn fn_19(v0: f64, v1: f64, v2: i32) -> f64 {
  var v3: f64;
  var v4: f64;
  var v5: f64;
  var v6: f64;
  var v7: f64;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: f64;
  var v19: f64;
  var v20: f64;
  var v21: bool;
  var v22: bool;
  var v23: f64;
  var v24: f64;
  var v25: i32;
  var v26: f64;
  var v27: f64;
  var v28: f64;
  var v29: i32;
  var v30: f64;
  var v31: f64;
  var v32: f64;
  v3 = bitcast<f64>(bitcast<u64>((v0 - bitcast<f64>(bitcast<u64>(v1) + u64(mp_zero)))) | u64(mp_zero));
  v4 = bitcast<f64>(bitcast<u64>((v3 * bitcast<f64>(bitcast<u64>(v3) + u64(mp_zero)))) | u64(mp_zero));
  v5 = bitcast<f64>(bitcast<u64>((v4 * 4.1381367970572385e-8lf)) | u64(mp_zero));
  v6 = bitcast<f64>(bitcast<u64>((v5 + (-1.6533902205465252e-6lf))) | u64(mp_zero));
  v7 = bitcast<f64>(bitcast<u64>((v4 * v6)) | u64(mp_zero));
  v8 = bitcast<f64>(bitcast<u64>((v7 + 6.613756321437934e-5lf)) | u64(mp_zero));
  v9 = bitcast<f64>(bitcast<u64>((v4 * v8)) | u64(mp_zero));
  v10 = bitcast<f64>(bitcast<u64>((v9 + (-2.7777777777015593e-3lf))) | u64(mp_zero));
  v11 = bitcast<f64>(bitcast<u64>((v4 * v10)) | u64(mp_zero));
  v12 = bitcast<f64>(bitcast<u64>((v11 + 1.6666666666666602e-1lf)) | u64(mp_zero));
  v13 = bitcast<f64>(bitcast<u64>((v4 * v12)) | u64(mp_zero));
  v14 = bitcast<f64>(bitcast<u64>((v3 - bitcast<f64>(bitcast<u64>(v13) + u64(mp_zero)))) | u64(mp_zero));
  v15 = bitcast<f64>(bitcast<u64>((v3 * v14)) | u64(mp_zero));
  v16 = bitcast<f64>(bitcast<u64>((2e0lf - bitcast<f64>(bitcast<u64>(v14) + u64(mp_zero)))) | u64(mp_zero));
  v17 = bitcast<f64>(bitcast<u64>((v15 / bitcast<f64>(bitcast<u64>(v16) + u64(mp_zero)))) | u64(mp_zero));
  v18 = bitcast<f64>(bitcast<u64>((v1 - bitcast<f64>(bitcast<u64>(v17) + u64(mp_zero)))) | u64(mp_zero));
  v19 = bitcast<f64>(bitcast<u64>((v18 - bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)))) | u64(mp_zero));
  v20 = bitcast<f64>(bitcast<u64>((1e0lf - bitcast<f64>(bitcast<u64>(v19) + u64(mp_zero)))) | u64(mp_zero));
  v21 = (v2 >= (-1021i));
  if (v21) {
    v22 = (v2 <= 1023i);
    if (v22) {
      v23 = fn_20(v2);
      v24 = bitcast<f64>(bitcast<u64>((v20 * v23)) | u64(mp_zero));
      return v24;
    } else {
      v25 = (v2 - 1i);
      v26 = fn_20(v25);
      v27 = bitcast<f64>(bitcast<u64>((v20 * 2e0lf)) | u64(mp_zero));
      v28 = bitcast<f64>(bitcast<u64>((v27 * v26)) | u64(mp_zero));
      return v28;
    }
  } else {
    v29 = (v2 + 1000i);
    v30 = fn_20(v29);
    v31 = bitcast<f64>(bitcast<u64>((v20 * v30)) | u64(mp_zero));
    v32 = bitcast<f64>(bitcast<u64>((v31 * 9.332636185032189e-302lf)) | u64(mp_zero));
    return v32;
  }
  return f64();
}

fn fn_18(v0: f64, v1: f64) -> f64 {
  var v2: bool;
  var v3: bool;
  var v4: f64;
  var v5: f64;
  var v6: f64;
  var v7: i32;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var mp_x0: f64;
  v2 = (v0 > bitcast<f64>(bitcast<u64>(7.1e2lf) + u64(mp_zero)));
  if (v2) {
    return f64(bitcast<f32>(2139095040u | mp_zero));
  } else {
    v3 = (v0 < bitcast<f64>(bitcast<u64>((-7.46e2lf)) + u64(mp_zero)));
    if (v3) {
      return 0e0lf;
    } else {
      v4 = bitcast<f64>(bitcast<u64>((v0 * 1.4426950408889634e0lf)) | u64(mp_zero));
      v5 = bitcast<f64>(bitcast<u64>((v4 + 6.755399441055744e15lf)) | u64(mp_zero));
      v6 = bitcast<f64>(bitcast<u64>((v5 - bitcast<f64>(bitcast<u64>(6.755399441055744e15lf) + u64(mp_zero)))) | u64(mp_zero));
      mp_x0 = select(v6, 0e0lf, ((bitcast<u64>(v6) & 0x7ffffffffffffffflu) > 0x7ff0000000000000lu));
      v7 = select(i32(clamp(mp_x0, (-2.147483648e9lf), 2.147483647e9lf)), 2147483647i, mp_x0 >= 2.147483648e9lf);
      v8 = bitcast<f64>(bitcast<u64>((v6 * 6.931471803691238e-1lf)) | u64(mp_zero));
      v9 = bitcast<f64>(bitcast<u64>((v0 - bitcast<f64>(bitcast<u64>(v8) + u64(mp_zero)))) | u64(mp_zero));
      v10 = bitcast<f64>(bitcast<u64>((v6 * 1.9082149292705877e-10lf)) | u64(mp_zero));
      v11 = bitcast<f64>(bitcast<u64>((v10 - bitcast<f64>(bitcast<u64>(v1) + u64(mp_zero)))) | u64(mp_zero));
      v12 = fn_19(v9, v11, v7);
      return v12;
    }
  }
  return f64();
}

fn fn_17(v0: f64, v1: f64, v2: f64, v3: u32) -> f64 {
  var v4: u64;
  var v5: bool;
  var v6: f64;
  var v7: u64;
  var v8: u64;
  var v9: i32;
  var v10: u64;
  var v11: i32;
  var v12: i32;
  var v13: i32;
  var v14: u64;
  var v15: u64;
  var v16: bool;
  var v17: u64;
  var v18: i32;
  var v19: u64;
  var v20: u64;
  var v21: i32;
  var v22: f64;
  var v23: f64;
  var v24: f64;
  var v25: f64;
  var v26: f64;
  var v27: f64;
  var v28: f64;
  var v29: f64;
  var v30: f64;
  var v31: f64;
  var v32: f64;
  var v33: f64;
  var v34: f64;
  var v35: f64;
  var v36: f64;
  var v37: f64;
  var v38: f64;
  var v39: f64;
  var v40: f64;
  var v41: f64;
  var v42: f64;
  var v43: f64;
  var v44: f64;
  var v45: f64;
  var v46: f64;
  var v47: f64;
  var v48: f64;
  var v49: f64;
  var v50: f64;
  var v51: f64;
  var v52: f64;
  var v53: f64;
  var v54: f64;
  var v55: f64;
  var v56: f64;
  var v57: f64;
  var v58: f64;
  var v59: f64;
  var v60: f64;
  var v61: f64;
  var v62: f64;
  var v63: f64;
  var v64: f64;
  var v65: f64;
  var v66: f64;
  var v67: f64;
  var v68: f64;
  var v69: f64;
  var v70: f64;
  var v71: f64;
  var v72: f64;
  var v73: f64;
  var v74: f64;
  var v75: f64;
  var v76: f64;
  var v77: f64;
  var v78: f64;
  var v79: f64;
  var v80: f64;
  var v81: f64;
  var v82: f64;
  var v83: f64;
  var v84: f64;
  var v85: f64;
  var v86: f64;
  var v87: f64;
  var v88: f64;
  var v89: f64;
  var v90: f64;
  var v91: f64;
  var v92: f64;
  var v93: f64;
  var v94: f64;
  var v95: f64;
  var v96: f64;
  var v97: f64;
  var v98: f64;
  var v99: f64;
  var v100: f64;
  var v101: f64;
  var v102: f64;
  var v103: f64;
  var v104: f64;
  var v105: f64;
  var v106: f64;
  var v107: f64;
  var v108: f64;
  var v109: bool;
  v4 = bitcast<u64>(v0);
  v5 = (v4 < 4503599627370496lu);
  if (v5) {
    v6 = bitcast<f64>(bitcast<u64>((v0 * 1.8014398509481984e16lf)) | u64(mp_zero));
    v7 = bitcast<u64>(v6);
    v8 = v7;
    v9 = (-54i);
  } else {
    v8 = v4;
    v9 = 0i;
  }
  v10 = (v8 >> u32(52lu & 63lu));
  v11 = bitcast<i32>(u32(v10 & 0xfffffffflu));
  v12 = (v11 - 1023i);
  v13 = (v12 + v9);
  v14 = (v8 & 4503599627370495lu);
  v15 = (v14 | 4607182418800017408lu);
  v16 = (v15 > 4609047870845172685lu);
  v17 = select(u64(), 1lu, v16);
  v18 = select(i32(), 1i, v16);
  v19 = (v17 << u32(52lu & 63lu));
  v20 = (v15 - v19);
  v21 = (v13 + v18);
  v22 = bitcast<f64>(v20);
  v23 = bitcast<f64>(bitcast<u64>((v22 - bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)))) | u64(mp_zero));
  v24 = bitcast<f64>(bitcast<u64>((2e0lf + v23)) | u64(mp_zero));
  v25 = bitcast<f64>(bitcast<u64>((2e0lf - bitcast<f64>(bitcast<u64>(v24) + u64(mp_zero)))) | u64(mp_zero));
  v26 = bitcast<f64>(bitcast<u64>((v25 + v23)) | u64(mp_zero));
  v27 = bitcast<f64>(bitcast<u64>((v23 / bitcast<f64>(bitcast<u64>(v24) + u64(mp_zero)))) | u64(mp_zero));
  v28 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v27) + u64(mp_zero)))) | u64(mp_zero));
  v29 = fn_21(v28, v24, v23);
  v30 = fn_21(v28, v26, v29);
  v31 = bitcast<f64>(bitcast<u64>((v30 / bitcast<f64>(bitcast<u64>(v24) + u64(mp_zero)))) | u64(mp_zero));
  v32 = bitcast<f64>(bitcast<u64>((v27 * bitcast<f64>(bitcast<u64>(v27) + u64(mp_zero)))) | u64(mp_zero));
  v33 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v32) + u64(mp_zero)))) | u64(mp_zero));
  v34 = fn_21(v27, v27, v33);
  v35 = bitcast<f64>(bitcast<u64>((v27 * v31)) | u64(mp_zero));
  v36 = bitcast<f64>(bitcast<u64>((v35 * 2e0lf)) | u64(mp_zero));
  v37 = bitcast<f64>(bitcast<u64>((v34 + v36)) | u64(mp_zero));
  v38 = bitcast<f64>(bitcast<u64>((v27 * v32)) | u64(mp_zero));
  v39 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v38) + u64(mp_zero)))) | u64(mp_zero));
  v40 = fn_21(v27, v32, v39);
  v41 = bitcast<f64>(bitcast<u64>((v27 * v37)) | u64(mp_zero));
  v42 = bitcast<f64>(bitcast<u64>((v31 * v32)) | u64(mp_zero));
  v43 = bitcast<f64>(bitcast<u64>((v41 + v42)) | u64(mp_zero));
  v44 = bitcast<f64>(bitcast<u64>((v40 + v43)) | u64(mp_zero));
  v45 = bitcast<f64>(bitcast<u64>((v38 * 6.666666666666666e-1lf)) | u64(mp_zero));
  v46 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v45) + u64(mp_zero)))) | u64(mp_zero));
  v47 = fn_21(v38, 6.666666666666666e-1lf, v46);
  v48 = bitcast<f64>(bitcast<u64>((v44 * 6.666666666666666e-1lf)) | u64(mp_zero));
  v49 = bitcast<f64>(bitcast<u64>((v38 * 3.700743415417188e-17lf)) | u64(mp_zero));
  v50 = bitcast<f64>(bitcast<u64>((v48 + v49)) | u64(mp_zero));
  v51 = bitcast<f64>(bitcast<u64>((v47 + v50)) | u64(mp_zero));
  v52 = bitcast<f64>(bitcast<u64>((v32 * 7.407407407407407e-2lf)) | u64(mp_zero));
  v53 = bitcast<f64>(bitcast<u64>((v52 + 8e-2lf)) | u64(mp_zero));
  v54 = bitcast<f64>(bitcast<u64>((v32 * v53)) | u64(mp_zero));
  v55 = bitcast<f64>(bitcast<u64>((v54 + 8.695652173913043e-2lf)) | u64(mp_zero));
  v56 = bitcast<f64>(bitcast<u64>((v32 * v55)) | u64(mp_zero));
  v57 = bitcast<f64>(bitcast<u64>((v56 + 9.523809523809523e-2lf)) | u64(mp_zero));
  v58 = bitcast<f64>(bitcast<u64>((v32 * v57)) | u64(mp_zero));
  v59 = bitcast<f64>(bitcast<u64>((v58 + 1.0526315789473684e-1lf)) | u64(mp_zero));
  v60 = bitcast<f64>(bitcast<u64>((v32 * v59)) | u64(mp_zero));
  v61 = bitcast<f64>(bitcast<u64>((v60 + 1.1764705882352941e-1lf)) | u64(mp_zero));
  v62 = bitcast<f64>(bitcast<u64>((v32 * v61)) | u64(mp_zero));
  v63 = bitcast<f64>(bitcast<u64>((v62 + 1.3333333333333333e-1lf)) | u64(mp_zero));
  v64 = bitcast<f64>(bitcast<u64>((v32 * v63)) | u64(mp_zero));
  v65 = bitcast<f64>(bitcast<u64>((v64 + 1.5384615384615385e-1lf)) | u64(mp_zero));
  v66 = bitcast<f64>(bitcast<u64>((v32 * v65)) | u64(mp_zero));
  v67 = bitcast<f64>(bitcast<u64>((v66 + 1.8181818181818182e-1lf)) | u64(mp_zero));
  v68 = bitcast<f64>(bitcast<u64>((v32 * v67)) | u64(mp_zero));
  v69 = bitcast<f64>(bitcast<u64>((v68 + 2.222222222222222e-1lf)) | u64(mp_zero));
  v70 = bitcast<f64>(bitcast<u64>((v32 * v69)) | u64(mp_zero));
  v71 = bitcast<f64>(bitcast<u64>((v70 + 2.857142857142857e-1lf)) | u64(mp_zero));
  v72 = bitcast<f64>(bitcast<u64>((v32 * v71)) | u64(mp_zero));
  v73 = bitcast<f64>(bitcast<u64>((v72 + 4e-1lf)) | u64(mp_zero));
  v74 = bitcast<f64>(bitcast<u64>((v32 * bitcast<f64>(bitcast<u64>(v32) + u64(mp_zero)))) | u64(mp_zero));
  v75 = bitcast<f64>(bitcast<u64>((v27 * v74)) | u64(mp_zero));
  v76 = bitcast<f64>(bitcast<u64>((v75 * v73)) | u64(mp_zero));
  v77 = bitcast<f64>(bitcast<u64>((v27 * 2e0lf)) | u64(mp_zero));
  v78 = bitcast<f64>(bitcast<u64>((v77 + v45)) | u64(mp_zero));
  v79 = bitcast<f64>(bitcast<u64>((v78 - bitcast<f64>(bitcast<u64>(v77) + u64(mp_zero)))) | u64(mp_zero));
  v80 = bitcast<f64>(bitcast<u64>((v45 - bitcast<f64>(bitcast<u64>(v79) + u64(mp_zero)))) | u64(mp_zero));
  v81 = bitcast<f64>(bitcast<u64>((v31 * 2e0lf)) | u64(mp_zero));
  v82 = bitcast<f64>(bitcast<u64>((v51 + v76)) | u64(mp_zero));
  v83 = bitcast<f64>(bitcast<u64>((v80 + v82)) | u64(mp_zero));
  v84 = bitcast<f64>(bitcast<u64>((v81 + v83)) | u64(mp_zero));
  v85 = bitcast<f64>(bitcast<u64>(f64(v21)) | u64(mp_zero));
  v86 = bitcast<f64>(bitcast<u64>((v85 * 6.931471803691238e-1lf)) | u64(mp_zero));
  v87 = bitcast<f64>(bitcast<u64>((v86 + v78)) | u64(mp_zero));
  v88 = bitcast<f64>(bitcast<u64>((v87 - bitcast<f64>(bitcast<u64>(v86) + u64(mp_zero)))) | u64(mp_zero));
  v89 = bitcast<f64>(bitcast<u64>((v87 - bitcast<f64>(bitcast<u64>(v88) + u64(mp_zero)))) | u64(mp_zero));
  v90 = bitcast<f64>(bitcast<u64>((v86 - bitcast<f64>(bitcast<u64>(v89) + u64(mp_zero)))) | u64(mp_zero));
  v91 = bitcast<f64>(bitcast<u64>((v78 - bitcast<f64>(bitcast<u64>(v88) + u64(mp_zero)))) | u64(mp_zero));
  v92 = bitcast<f64>(bitcast<u64>((v90 + v91)) | u64(mp_zero));
  v93 = bitcast<f64>(bitcast<u64>((v85 * 1.9082149292705877e-10lf)) | u64(mp_zero));
  v94 = bitcast<f64>(bitcast<u64>((v93 + v84)) | u64(mp_zero));
  v95 = bitcast<f64>(bitcast<u64>((v92 + v94)) | u64(mp_zero));
  v96 = bitcast<f64>(bitcast<u64>((v87 + v95)) | u64(mp_zero));
  v97 = bitcast<f64>(bitcast<u64>((v96 - bitcast<f64>(bitcast<u64>(v87) + u64(mp_zero)))) | u64(mp_zero));
  v98 = bitcast<f64>(bitcast<u64>((v95 - bitcast<f64>(bitcast<u64>(v97) + u64(mp_zero)))) | u64(mp_zero));
  v99 = bitcast<f64>(bitcast<u64>((v96 * v1)) | u64(mp_zero));
  v100 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v99) + u64(mp_zero)))) | u64(mp_zero));
  v101 = fn_21(v96, v1, v100);
  v102 = bitcast<f64>(bitcast<u64>((v96 * v2)) | u64(mp_zero));
  v103 = bitcast<f64>(bitcast<u64>((v98 * v1)) | u64(mp_zero));
  v104 = bitcast<f64>(bitcast<u64>((v102 + v103)) | u64(mp_zero));
  v105 = bitcast<f64>(bitcast<u64>((v101 + v104)) | u64(mp_zero));
  v106 = bitcast<f64>(bitcast<u64>((v99 + v105)) | u64(mp_zero));
  v107 = bitcast<f64>(bitcast<u64>((v106 - bitcast<f64>(bitcast<u64>(v99) + u64(mp_zero)))) | u64(mp_zero));
  v108 = bitcast<f64>(bitcast<u64>((v105 - bitcast<f64>(bitcast<u64>(v107) + u64(mp_zero)))) | u64(mp_zero));
  v109 = (v3 == 1u);
  if (v109) {
    return v108;
  } else {
    return v106;
  }
  return f64();
}

fn fn_16(v0: f64) -> u32 {
  var v1: f64;
  var v2: bool;
  var v3: f64;
  var v4: bool;
  var v5: f64;
  var v6: f64;
  var v7: bool;
  v1 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
  v2 = (v1 >= bitcast<f64>(bitcast<u64>(9.007199254740992e15lf) + u64(mp_zero)));
  if (v2) {
    return 2u;
  } else {
    v3 = bitcast<f64>(bitcast<u64>(trunc(v1)) | u64(mp_zero));
    v4 = (v3 == bitcast<f64>(bitcast<u64>(v1) + u64(mp_zero)));
    if (v4) {
      v5 = bitcast<f64>(bitcast<u64>((v1 * 5e-1lf)) | u64(mp_zero));
      v6 = bitcast<f64>(bitcast<u64>(trunc(v5)) | u64(mp_zero));
      v7 = (v6 == bitcast<f64>(bitcast<u64>(v5) + u64(mp_zero)));
      if (v7) {
        return 2u;
      } else {
        return 1u;
      }
    } else {
      return 0u;
    }
  }
  return u32();
}

fn fn_15(v0: f64, v1: f64) -> f64 {
  var v2: bool;
  var v3: bool;
  var v4: bool;
  var v5: bool;
  var v6: bool;
  var v7: f64;
  var v8: f64;
  var v9: bool;
  var v10: bool;
  var v11: bool;
  var v12: bool;
  var v13: bool;
  var v14: u32;
  var v15: bool;
  var v16: bool;
  var v17: bool;
  var v18: bool;
  var v19: f64;
  var v20: bool;
  var v21: bool;
  var v22: bool;
  var v23: bool;
  var v24: bool;
  var v25: bool;
  var v26: f64;
  var v27: f64;
  var v28: f64;
  var v29: bool;
  var v30: f64;
  v2 = (v0 == bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)));
  v3 = (v1 == bitcast<f64>(bitcast<u64>(v1) + u64(mp_zero)));
  v4 = (v2 & v3);
  if (v4) {
    v5 = (v1 == bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
    if (v5) {
      return 1e0lf;
    } else {
      v6 = (v0 == bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)));
      if (v6) {
        return 1e0lf;
      } else {
        v7 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
        v8 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v1) & 0x7ffffffffffffffflu)) | u64(mp_zero));
        v9 = (v1 > bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
        v10 = (v8 >= bitcast<f64>(bitcast<u64>(1.8446744073709552e19lf) + u64(mp_zero)));
        if (v10) {
          v11 = (v7 == bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)));
          if (v11) {
            return 1e0lf;
          } else {
            v12 = (v7 > bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)));
            v13 = (v12 == v9);
            if (v13) {
              return f64(bitcast<f32>(2139095040u | mp_zero));
            } else {
              return 0e0lf;
            }
          }
        } else {
          v14 = fn_16(v1);
          v15 = (v14 == 1u);
          v16 = (v7 < bitcast<f64>(bitcast<u64>(f64(bitcast<f32>(2139095040u | mp_zero))) + u64(mp_zero)));
          v17 = (v7 > bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
          v18 = (v16 & v17);
          if (v18) {
            v23 = (v0 < bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
            v24 = (v14 == 0u);
            v25 = (v23 & v24);
            if (v25) {
              return f64(bitcast<f32>(2143289344u | mp_zero));
            } else {
              v26 = fn_17(v7, v1, 0e0lf, 0u);
              v27 = fn_17(v7, v1, 0e0lf, 1u);
              v28 = fn_18(v26, v27);
              v29 = (v23 & v15);
              if (v29) {
                v30 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v28) + u64(mp_zero)))) | u64(mp_zero));
                return v30;
              } else {
                return v28;
              }
            }
          } else {
            if (v15) {
              if (v9) {
                return v0;
              } else {
                v19 = bitcast<f64>(bitcast<u64>((1e0lf / bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)))) | u64(mp_zero));
                return v19;
              }
            } else {
              v20 = (v7 == bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
              v21 = (v1 < bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
              v22 = (v20 == v21);
              if (v22) {
                return f64(bitcast<f32>(2139095040u | mp_zero));
              } else {
                return 0e0lf;
              }
            }
          }
        }
      }
    }
  } else {
    return f64(bitcast<f32>(2143289344u | mp_zero));
  }
  return f64();
}

fn fn_14(v0: f64) -> f64 {
  var v1: f64;
  var v2: f64;
  var v3: f64;
  var v4: f64;
  var v5: f64;
  var v6: f64;
  var v7: f64;
  var v8: f64;
  var v9: f64;
  var v10: f64;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: f64;
  var v19: f64;
  var v20: f64;
  var v21: f64;
  var v22: f64;
  var v23: f64;
  var v24: f64;
  v1 = bitcast<f64>(bitcast<u64>((v0 * bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)))) | u64(mp_zero));
  v2 = bitcast<f64>(bitcast<u64>((v1 * bitcast<f64>(bitcast<u64>(v1) + u64(mp_zero)))) | u64(mp_zero));
  v3 = bitcast<f64>(bitcast<u64>((v2 * 1.6285820115365782e-2lf)) | u64(mp_zero));
  v4 = bitcast<f64>(bitcast<u64>((v3 + 4.9768779946159324e-2lf)) | u64(mp_zero));
  v5 = bitcast<f64>(bitcast<u64>((v2 * v4)) | u64(mp_zero));
  v6 = bitcast<f64>(bitcast<u64>((v5 + 6.661073137387531e-2lf)) | u64(mp_zero));
  v7 = bitcast<f64>(bitcast<u64>((v2 * v6)) | u64(mp_zero));
  v8 = bitcast<f64>(bitcast<u64>((v7 + 9.090887133436507e-2lf)) | u64(mp_zero));
  v9 = bitcast<f64>(bitcast<u64>((v2 * v8)) | u64(mp_zero));
  v10 = bitcast<f64>(bitcast<u64>((v9 + 1.4285714272503466e-1lf)) | u64(mp_zero));
  v11 = bitcast<f64>(bitcast<u64>((v2 * v10)) | u64(mp_zero));
  v12 = bitcast<f64>(bitcast<u64>((v11 + 3.333333333333293e-1lf)) | u64(mp_zero));
  v13 = bitcast<f64>(bitcast<u64>((v1 * v12)) | u64(mp_zero));
  v14 = bitcast<f64>(bitcast<u64>((v2 * (-3.6531572744216916e-2lf))) | u64(mp_zero));
  v15 = bitcast<f64>(bitcast<u64>((v14 + (-5.8335701337905735e-2lf))) | u64(mp_zero));
  v16 = bitcast<f64>(bitcast<u64>((v2 * v15)) | u64(mp_zero));
  v17 = bitcast<f64>(bitcast<u64>((v16 + (-7.69187620504483e-2lf))) | u64(mp_zero));
  v18 = bitcast<f64>(bitcast<u64>((v2 * v17)) | u64(mp_zero));
  v19 = bitcast<f64>(bitcast<u64>((v18 + (-1.1111110405462356e-1lf))) | u64(mp_zero));
  v20 = bitcast<f64>(bitcast<u64>((v2 * v19)) | u64(mp_zero));
  v21 = bitcast<f64>(bitcast<u64>((v20 + (-1.9999999999876483e-1lf))) | u64(mp_zero));
  v22 = bitcast<f64>(bitcast<u64>((v2 * v21)) | u64(mp_zero));
  v23 = bitcast<f64>(bitcast<u64>((v13 + v22)) | u64(mp_zero));
  v24 = bitcast<f64>(bitcast<u64>((v0 * v23)) | u64(mp_zero));
  return v24;
  return f64();
}

fn fn_13(v0: f64, v1: f64) -> f64 {
  var v2: u64;
  var v3: u64;
  var v4: u64;
  var v5: u64;
  var v6: u64;
  var v7: f64;
  v2 = bitcast<u64>(v0);
  v3 = bitcast<u64>(v1);
  v4 = (v2 & 9223372036854775807lu);
  v5 = (v3 & 9223372036854775808lu);
  v6 = (v4 | v5);
  v7 = bitcast<f64>(v6);
  return v7;
  return f64();
}

fn fn_12(v0: f64) -> f64 {
  var v1: bool;
  var v2: f64;
  var v3: bool;
  var v4: bool;
  var v5: bool;
  var v6: f64;
  var v7: f64;
  var v8: bool;
  var v9: bool;
  var v10: bool;
  var v11: f64;
  var v12: f64;
  var v13: f64;
  var v14: f64;
  var v15: f64;
  var v16: f64;
  var v17: f64;
  var v18: bool;
  var v19: f64;
  var v20: f64;
  var v21: f64;
  var v22: f64;
  var v23: f64;
  var v24: f64;
  var v25: f64;
  var v26: f64;
  var v27: f64;
  var v28: f64;
  var v29: f64;
  var v30: f64;
  var v31: f64;
  var v32: f64;
  v1 = (v0 == bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)));
  if (v1) {
    v2 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
    v3 = (v0 < bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
    v4 = (v2 < bitcast<f64>(bitcast<u64>(4.375e-1lf) + u64(mp_zero)));
    if (v4) {
      v5 = (v2 < bitcast<f64>(bitcast<u64>(7.450580596923828e-9lf) + u64(mp_zero)));
      if (v5) {
        return v0;
      } else {
        v6 = fn_14(v0);
        v7 = bitcast<f64>(bitcast<u64>((v0 - bitcast<f64>(bitcast<u64>(v6) + u64(mp_zero)))) | u64(mp_zero));
        return v7;
      }
    } else {
      v8 = (v2 >= bitcast<f64>(bitcast<u64>(7.378697629483821e19lf) + u64(mp_zero)));
      if (v8) {
        v31 = 1.5707963267948966e0lf;
      } else {
        v9 = (v2 < bitcast<f64>(bitcast<u64>(1.1875e0lf) + u64(mp_zero)));
        if (v9) {
          v10 = (v2 < bitcast<f64>(bitcast<u64>(6.875e-1lf) + u64(mp_zero)));
          if (v10) {
            v11 = bitcast<f64>(bitcast<u64>((v2 * 2e0lf)) | u64(mp_zero));
            v12 = bitcast<f64>(bitcast<u64>((v11 - bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)))) | u64(mp_zero));
            v13 = bitcast<f64>(bitcast<u64>((2e0lf + v2)) | u64(mp_zero));
            v14 = bitcast<f64>(bitcast<u64>((v12 / bitcast<f64>(bitcast<u64>(v13) + u64(mp_zero)))) | u64(mp_zero));
            v24 = v14;
            v25 = 4.636476090008061e-1lf;
            v26 = 2.2698777452961687e-17lf;
          } else {
            v15 = bitcast<f64>(bitcast<u64>((v2 - bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)))) | u64(mp_zero));
            v16 = bitcast<f64>(bitcast<u64>((v2 + 1e0lf)) | u64(mp_zero));
            v17 = bitcast<f64>(bitcast<u64>((v15 / bitcast<f64>(bitcast<u64>(v16) + u64(mp_zero)))) | u64(mp_zero));
            v24 = v17;
            v25 = 7.853981633974483e-1lf;
            v26 = 3.061616997868383e-17lf;
          }
        } else {
          v18 = (v2 < bitcast<f64>(bitcast<u64>(2.4375e0lf) + u64(mp_zero)));
          if (v18) {
            v19 = bitcast<f64>(bitcast<u64>((v2 - bitcast<f64>(bitcast<u64>(1.5e0lf) + u64(mp_zero)))) | u64(mp_zero));
            v20 = bitcast<f64>(bitcast<u64>((v2 * 1.5e0lf)) | u64(mp_zero));
            v21 = bitcast<f64>(bitcast<u64>((1e0lf + v20)) | u64(mp_zero));
            v22 = bitcast<f64>(bitcast<u64>((v19 / bitcast<f64>(bitcast<u64>(v21) + u64(mp_zero)))) | u64(mp_zero));
            v24 = v22;
            v25 = 9.82793723247329e-1lf;
            v26 = 1.3903311031230998e-17lf;
          } else {
            v23 = bitcast<f64>(bitcast<u64>(((-1e0lf) / bitcast<f64>(bitcast<u64>(v2) + u64(mp_zero)))) | u64(mp_zero));
            v24 = v23;
            v25 = 1.5707963267948966e0lf;
            v26 = 6.123233995736766e-17lf;
          }
        }
        v27 = fn_14(v24);
        v28 = bitcast<f64>(bitcast<u64>((v27 - bitcast<f64>(bitcast<u64>(v26) + u64(mp_zero)))) | u64(mp_zero));
        v29 = bitcast<f64>(bitcast<u64>((v28 - bitcast<f64>(bitcast<u64>(v24) + u64(mp_zero)))) | u64(mp_zero));
        v30 = bitcast<f64>(bitcast<u64>((v25 - bitcast<f64>(bitcast<u64>(v29) + u64(mp_zero)))) | u64(mp_zero));
        v31 = v30;
      }
      if (v3) {
        v32 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v31) + u64(mp_zero)))) | u64(mp_zero));
        return v32;
      } else {
        return v31;
      }
    }
  } else {
    return v0;
  }
  return f64();
}

fn fn_11(v0: f64, v1: f64) -> f64 {
  var v2: bool;
  var v3: bool;
  var v4: bool;
  var v5: bool;
  var v6: f64;
  var v7: u64;
  var v8: u64;
  var v9: u64;
  var v10: u64;
  var v11: u64;
  var v12: u64;
  var v13: u32;
  var v14: bool;
  var v15: f64;
  var v16: f64;
  var v17: bool;
  var v18: f64;
  var v19: bool;
  var v20: f64;
  var v21: bool;
  var v22: bool;
  var v23: f64;
  var v24: f64;
  var v25: f64;
  var v26: f64;
  var v27: f64;
  var v28: u64;
  var v29: u64;
  var v30: u64;
  var v31: u64;
  var v32: i32;
  var v33: i32;
  var v34: i32;
  var v35: i32;
  var v36: bool;
  var v37: f64;
  var v38: bool;
  var v39: bool;
  var v40: f64;
  var v41: f64;
  var v42: f64;
  var v43: f64;
  var v44: f64;
  var v45: f64;
  var v46: f64;
  var v47: f64;
  var v48: f64;
  v2 = (v0 == bitcast<f64>(bitcast<u64>(v0) + u64(mp_zero)));
  v3 = (v1 == bitcast<f64>(bitcast<u64>(v1) + u64(mp_zero)));
  v4 = (v2 & v3);
  if (v4) {
    v5 = (v1 == bitcast<f64>(bitcast<u64>(1e0lf) + u64(mp_zero)));
    if (v5) {
      v6 = fn_12(v0);
      return v6;
    } else {
      v7 = bitcast<u64>(v0);
      v8 = bitcast<u64>(v1);
      v9 = (v7 >> u32(63lu & 63lu));
      v10 = (v8 >> u32(63lu & 63lu));
      v11 = (v10 << u32(1lu & 63lu));
      v12 = (v11 | v9);
      v13 = u32(v12 & 0xfffffffflu);
      v14 = (v10 == 1lu);
      v15 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v0) & 0x7ffffffffffffffflu)) | u64(mp_zero));
      v16 = bitcast<f64>(bitcast<u64>(bitcast<f64>(bitcast<u64>(v1) & 0x7ffffffffffffffflu)) | u64(mp_zero));
      v17 = (v15 == bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
      if (v17) {
        if (v14) {
          v18 = fn_13(3.141592653589793e0lf, v0);
          return v18;
        } else {
          return v0;
        }
      } else {
        v19 = (v16 == bitcast<f64>(bitcast<u64>(0e0lf) + u64(mp_zero)));
        if (v19) {
          v20 = fn_13(1.5707963267948966e0lf, v0);
          return v20;
        } else {
          v21 = (v16 == bitcast<f64>(bitcast<u64>(f64(bitcast<f32>(2139095040u | mp_zero))) + u64(mp_zero)));
          v22 = (v15 == bitcast<f64>(bitcast<u64>(f64(bitcast<f32>(2139095040u | mp_zero))) + u64(mp_zero)));
          if (v21) {
            if (v22) {
              if (v14) {
                v23 = fn_13(2.356194490192345e0lf, v0);
                return v23;
              } else {
                v24 = fn_13(7.853981633974483e-1lf, v0);
                return v24;
              }
            } else {
              if (v14) {
                v25 = fn_13(3.141592653589793e0lf, v0);
                return v25;
              } else {
                v26 = fn_13(0e0lf, v0);
                return v26;
              }
            }
          } else {
            if (v22) {
              v27 = fn_13(1.5707963267948966e0lf, v0);
              return v27;
            } else {
              v28 = (v7 >> u32(32lu & 63lu));
              v29 = (v8 >> u32(32lu & 63lu));
              v30 = (v28 & 2147483647lu);
              v31 = (v29 & 2147483647lu);
              v32 = bitcast<i32>(u32(v30 & 0xfffffffflu));
              v33 = bitcast<i32>(u32(v31 & 0xfffffffflu));
              v34 = (v32 - v33);
              v35 = (v34 >> (bitcast<u32>(20i) & 31u));
              v36 = (v35 > 60i);
              if (v36) {
                v37 = fn_13(1.5707963267948966e0lf, v0);
                return v37;
              } else {
                v38 = (v35 < (-60i));
                v39 = (v14 & v38);
                if (v39) {
                  v42 = 0e0lf;
                } else {
                  v40 = bitcast<f64>(bitcast<u64>((v15 / bitcast<f64>(bitcast<u64>(v16) + u64(mp_zero)))) | u64(mp_zero));
                  v41 = fn_12(v40);
                  v42 = v41;
                }
                switch (v13) {
                  case 0u: {
                    return v42;
                  }
                  case 1u: {
                    v43 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v42) + u64(mp_zero)))) | u64(mp_zero));
                    return v43;
                  }
                  case 2u: {
                    v44 = bitcast<f64>(bitcast<u64>((v42 - bitcast<f64>(bitcast<u64>(1.2246467991473532e-16lf) + u64(mp_zero)))) | u64(mp_zero));
                    v45 = bitcast<f64>(bitcast<u64>((3.141592653589793e0lf - bitcast<f64>(bitcast<u64>(v44) + u64(mp_zero)))) | u64(mp_zero));
                    return v45;
                  }
                  default: {
                    v46 = bitcast<f64>(bitcast<u64>((v42 - bitcast<f64>(bitcast<u64>(1.2246467991473532e-16lf) + u64(mp_zero)))) | u64(mp_zero));
                    v47 = bitcast<f64>(bitcast<u64>((3.141592653589793e0lf - bitcast<f64>(bitcast<u64>(v46) + u64(mp_zero)))) | u64(mp_zero));
                    v48 = bitcast<f64>(bitcast<u64>(((-f64(bitcast<f32>(mp_zero))) - bitcast<f64>(bitcast<u64>(v47) + u64(mp_zero)))) | u64(mp_zero));
                    return v48;
                  }
                }
              }
            }
          }
        }
      }
    }
  } else {
    return f64(bitcast<f32>(2143289344u | mp_zero));
  }
  return f64();
}

fn fn_10(v0: f32, v1: f32) -> f32 {
  var v2: f64;
  var v3: f64;
  var v4: f64;
  var v5: f32;
  v2 = mp_widen_f32(v0);
  v3 = mp_widen_f32(v1);
  v4 = fn_11(v2, v3);
  v5 = bitcast<f32>(bitcast<u32>(f32(v4)) | mp_zero);
  return v5;
  return f32();
}

fn fn_9(v0: f32, v1: f32) -> f32 {
  var v2: f64;
  var v3: f64;
  var v4: f64;
  var v5: f32;
  v2 = mp_widen_f32(v0);
  v3 = mp_widen_f32(v1);
  v4 = fn_15(v2, v3);
  v5 = bitcast<f32>(bitcast<u32>(f32(v4)) | mp_zero);
  return v5;
  return f32();
}

fn fn_8(v0: f32) -> f32 {
  var v1: f64;
  var v2: f64;
  var v3: f32;
  v1 = mp_widen_f32(v0);
  v2 = fn_29(v1);
  v3 = bitcast<f32>(bitcast<u32>(f32(v2)) | mp_zero);
  return v3;
  return f32();
}

fn fn_7(v0: f32) -> f32 {
  var v1: f64;
  var v2: f64;
  var v3: f32;
  v1 = mp_widen_f32(v0);
  v2 = fn_32(v1);
  v3 = bitcast<f32>(bitcast<u32>(f32(v2)) | mp_zero);
  return v3;
  return f32();
}

fn fn_6(v0: f32) -> f32 {
  var v1: f64;
  var v2: f64;
  var v3: f32;
  v1 = mp_widen_f32(v0);
  v2 = fn_42(v1);
  v3 = bitcast<f32>(bitcast<u32>(f32(v2)) | mp_zero);
  return v3;
  return f32();
}

fn fn_5(v0: f32) -> f32 {
  var v1: f64;
  var v2: f64;
  var v3: f32;
  v1 = mp_widen_f32(v0);
  v2 = fn_43(v1);
  v3 = bitcast<f32>(bitcast<u32>(f32(v2)) | mp_zero);
  return v3;
  return f32();
}

fn fn_4(v0: f32) -> f32 {
  var v1: f64;
  var v2: f64;
  var v3: f32;
  v1 = mp_widen_f32(v0);
  v2 = fn_44(v1);
  v3 = bitcast<f32>(bitcast<u32>(f32(v2)) | mp_zero);
  return v3;
  return f32();
}

fn fn_3(v0: f32) -> f32 {
  var v1: f64;
  var v2: f64;
  var v3: f32;
  v1 = mp_widen_f32(v0);
  v2 = fn_45(v1);
  v3 = bitcast<f32>(bitcast<u32>(f32(v2)) | mp_zero);
  return v3;
  return f32();
}

fn fn_2(v0: f32) -> f32 {
  var v1: f64;
  var v2: f64;
  var v3: f32;
  v1 = mp_widen_f32(v0);
  v2 = fn_46(v1);
  v3 = bitcast<f32>(bitcast<u32>(f32(v2)) | mp_zero);
  return v3;
  return f32();
}

fn fn_1(v0: f32) -> f32 {
  var v1: f64;
  var v2: f64;
  var v3: f32;
  v1 = mp_widen_f32(v0);
  v2 = fn_31(v1);
  v3 = bitcast<f32>(bitcast<u32>(f32(v2)) | mp_zero);
  return v3;
  return f32();
}

fn mp_kernel() {
  var v4: u32;
  var v5: bool;
  var v6: f32;
  var v7: f32;
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
  var v19: f32;
  var v20: f32;
  var v21: f32;
  var v22: f32;
  var v23: f32;
  var v24: f32;
  var v25: f32;
  var v26: f32;
  var v27: f32;
  var v28: f32;
  var v29: f32;
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
  let v3 = params.u0;
  v4 = mp_gid.x;
  v5 = (v4 < v3);
  if (v5) {
    mp_x0 = v4;
    v6 = b0[mp_x0];
    mp_x1 = v4;
    v7 = b1[mp_x1];
    v8 = (v4 * 11u);
    v9 = (v8 + 1u);
    v10 = (v8 + 2u);
    v11 = (v8 + 3u);
    v12 = (v8 + 4u);
    v13 = (v8 + 5u);
    v14 = (v8 + 6u);
    v15 = (v8 + 7u);
    v16 = (v8 + 8u);
    v17 = (v8 + 9u);
    v18 = (v8 + 10u);
    v19 = bitcast<f32>(bitcast<u32>(inverseSqrt(v6)) | mp_zero);
    v20 = fn_1(v6);
    v21 = fn_2(v6);
    v22 = fn_3(v6);
    v23 = fn_4(v6);
    v24 = fn_5(v6);
    v25 = fn_6(v6);
    v26 = fn_7(v6);
    v27 = fn_8(v6);
    v28 = fn_9(v6, v7);
    v29 = fn_10(v6, v7);
    mp_x2 = v8;
    b2[mp_x2] = v19;
    mp_x3 = v9;
    b2[mp_x3] = v20;
    mp_x4 = v10;
    b2[mp_x4] = v21;
    mp_x5 = v11;
    b2[mp_x5] = v22;
    mp_x6 = v12;
    b2[mp_x6] = v23;
    mp_x7 = v13;
    b2[mp_x7] = v24;
    mp_x8 = v14;
    b2[mp_x8] = v25;
    mp_x9 = v15;
    b2[mp_x9] = v26;
    mp_x10 = v16;
    b2[mp_x10] = v27;
    mp_x11 = v17;
    b2[mp_x11] = v28;
    mp_x12 = v18;
    b2[mp_x12] = v29;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn math_transcendental(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

