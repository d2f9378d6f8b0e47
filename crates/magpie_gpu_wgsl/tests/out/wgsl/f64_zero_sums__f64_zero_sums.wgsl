// magpie-gpu WGSL for @f64_zero_sums. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(0) var<storage, read> b0: array<f64>;
@group(0) @binding(1) var<storage, read> b1: array<f64>;
@group(0) @binding(2) var<storage, read_write> b2: array<f64>;
fn fn_9(v0: u64, v1: u64, v2: u64) -> u64 {
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
  v4 = fn_7(v3, 127lu, v2);
  v5 = (v4 >= 64lu);
  v6 = fn_7(v5, 0lu, v0);
  v7 = fn_7(v5, v0, v1);
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

fn fn_8(v0: u64, v1: u64) -> u64 {
  var v2: bool;
  var v3: u64;
  var v4: bool;
  var v5: u64;
  var v6: u64;
  var v7: u64;
  v2 = (v1 > 127lu);
  v3 = fn_7(v2, 127lu, v1);
  v4 = (v3 >= 64lu);
  v5 = fn_7(v4, 0lu, v0);
  v6 = (v3 & 63lu);
  v7 = (v5 >> u32(v6 & 63lu));
  return v7;
  return u64();
}

fn fn_7(v0: bool, v1: u64, v2: u64) -> u64 {
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

fn fn_6(v0: u64) -> u64 {
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

fn fn_5(v0: u64, v1: u64) -> u64 {
  var v2: bool;
  var v3: u64;
  var v4: u64;
  var v5: u64;
  v2 = (v1 >= 64lu);
  v3 = fn_7(v2, 0lu, v0);
  v4 = (v1 & 63lu);
  v5 = (v3 << u32(v4 & 63lu));
  return v5;
  return u64();
}

fn fn_4(v0: u64, v1: u64, v2: u64) -> u64 {
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
  v4 = fn_7(v3, v1, v0);
  v5 = fn_7(v3, 0lu, v1);
  v6 = (v2 & 63lu);
  v7 = (v4 << u32(v6 & 63lu));
  v8 = (v5 >> u32(1lu & 63lu));
  v9 = (63lu - v6);
  v10 = (v8 >> u32(v9 & 63lu));
  v11 = (v7 | v10);
  return v11;
  return u64();
}

fn fn_3(v0: u64, v1: u64) -> u64 {
  var v2: u64;
  var v3: u64;
  var v4: bool;
  var v5: u64;
  var v6: u64;
  var v7: u64;
  v2 = fn_6(v0);
  v3 = fn_6(v1);
  v4 = (v0 == 0lu);
  v5 = select(u64(), 1lu, v4);
  v6 = (v5 * v3);
  v7 = (v2 + v6);
  return v7;
  return u64();
}

fn fn_2(v1: u32, v2: u32, v3: f64) {
  var v4: u32;
  var mp_x0: u32;
  v4 = (v1 + v2);
  mp_x0 = v4;
  b2[mp_x0] = v3;
  return;
}

fn fn_1(v0: f64, v1: f64, v2: f64) -> f64 {
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
      v76 = fn_3(v75, v71);
      v77 = (v76 - 2lu);
      v78 = fn_4(v75, v71, v77);
      v79 = fn_5(v71, v77);
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
        v92 = fn_6(v88);
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
        v103 = fn_7(v102, v78, v94);
        v104 = fn_7(v102, v79, 0lu);
        v105 = fn_7(v102, v94, v78);
        v106 = fn_7(v102, 0lu, v79);
        v107 = (v81 - v97);
        v108 = (v97 - v81);
        v109 = bitcast<u64>(v107);
        v110 = bitcast<u64>(v108);
        v111 = fn_7(v102, v109, v110);
        v112 = bitcast<u64>(v81);
        v113 = bitcast<u64>(v97);
        v114 = fn_7(v102, v112, v113);
        v115 = bitcast<i64>(v114);
        v116 = fn_7(v102, v10, v11);
        v117 = fn_8(v105, v111);
        v118 = fn_9(v105, v106, v111);
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
        v139 = fn_3(v133, v134);
        v140 = fn_4(v133, v134, v139);
        v141 = fn_5(v134, v139);
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
          v151 = fn_8(v140, v150);
          v152 = fn_9(v140, v141, v150);
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
        v169 = fn_7(v168, 9218868437227405312lu, v167);
        v170 = (v169 | v136);
        v171 = bitcast<f64>(v170);
        return v171;
      }
    }
  }
  return f64();
}

fn mp_kernel() {
  var v4: u32;
  var v5: bool;
  var v6: f64;
  var v7: f64;
  var v8: u32;
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
  var mp_x0: u32;
  var mp_x1: u32;
  let v3 = params.u0;
  v4 = mp_gid.x;
  v5 = (v4 < v3);
  if (v5) {
    mp_x0 = v4;
    v6 = b0[mp_x0];
    mp_x1 = v4;
    v7 = b1[mp_x1];
    v8 = (v4 * 21u);
    v9 = bitcast<f64>(bitcast<u64>((v6 + f64(bitcast<f32>(mp_zero)))) | u64(mp_zero));
    v10 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) + v6)) | u64(mp_zero));
    v11 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) - bitcast<f64>(bitcast<u64>(v6) + u64(mp_zero)))) | u64(mp_zero));
    v12 = bitcast<f64>(bitcast<u64>((v6 - bitcast<f64>(bitcast<u64>((-f64(bitcast<f32>(mp_zero)))) + u64(mp_zero)))) | u64(mp_zero));
    v13 = fn_1(v6, v7, 0e0lf);
    v14 = fn_1(0e0lf, v6, v7);
    v15 = bitcast<f64>(bitcast<u64>((v6 * f64(bitcast<f32>(mp_zero)))) | u64(mp_zero));
    fn_2(v8, 0u, v9);
    fn_2(v8, 1u, v10);
    fn_2(v8, 2u, v11);
    fn_2(v8, 3u, v12);
    fn_2(v8, 4u, v13);
    fn_2(v8, 5u, v14);
    fn_2(v8, 6u, v15);
    v16 = bitcast<f64>(bitcast<u64>((v6 + f64(bitcast<f32>(mp_zero)))) | u64(mp_zero));
    v17 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) + v6)) | u64(mp_zero));
    v18 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) - bitcast<f64>(bitcast<u64>(v6) + u64(mp_zero)))) | u64(mp_zero));
    v19 = bitcast<f64>(bitcast<u64>((v6 - bitcast<f64>(bitcast<u64>((-f64(bitcast<f32>(mp_zero)))) + u64(mp_zero)))) | u64(mp_zero));
    v20 = fn_1(v6, v7, 0e0lf);
    v21 = fn_1(0e0lf, v6, v7);
    v22 = bitcast<f64>(bitcast<u64>((v6 * f64(bitcast<f32>(mp_zero)))) | u64(mp_zero));
    fn_2(v8, 7u, v16);
    fn_2(v8, 8u, v17);
    fn_2(v8, 9u, v18);
    fn_2(v8, 10u, v19);
    fn_2(v8, 11u, v20);
    fn_2(v8, 12u, v21);
    fn_2(v8, 13u, v22);
    v23 = bitcast<f64>(bitcast<u64>((v6 + f64(bitcast<f32>(mp_zero)))) | u64(mp_zero));
    v24 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) + v6)) | u64(mp_zero));
    v25 = bitcast<f64>(bitcast<u64>((f64(bitcast<f32>(mp_zero)) - bitcast<f64>(bitcast<u64>(v6) + u64(mp_zero)))) | u64(mp_zero));
    v26 = bitcast<f64>(bitcast<u64>((v6 - bitcast<f64>(bitcast<u64>((-f64(bitcast<f32>(mp_zero)))) + u64(mp_zero)))) | u64(mp_zero));
    v27 = fn_1(v6, v7, 0e0lf);
    v28 = fn_1(0e0lf, v6, v7);
    v29 = bitcast<f64>(bitcast<u64>((v6 * f64(bitcast<f32>(mp_zero)))) | u64(mp_zero));
    fn_2(v8, 14u, v23);
    fn_2(v8, 15u, v24);
    fn_2(v8, 16u, v25);
    fn_2(v8, 17u, v26);
    fn_2(v8, 18u, v27);
    fn_2(v8, 19u, v28);
    fn_2(v8, 20u, v29);
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn f64_zero_sums(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

