// magpie-gpu WGSL for @phi_loop. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
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
@group(0) @binding(2) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
fn mp_kernel() {
  var v3: u32;
  var v4: bool;
  var v5: u32;
  var v6: u32;
  var v7: u32;
  var v9: u32;
  var v11: u32;
  var v12: u32;
  var v14: u32;
  var v15: u32;
  var v16: bool;
  var v17: u32;
  var v10: u32;
  var v13: u32;
  var v8: u32;
  var v18: u32;
  var v19: u32;
  var v20: u32;
  var v22: u32;
  var v24: bool;
  var v25: u32;
  var v23: u32;
  var v28: u32;
  var v29: bool;
  var v27: u32;
  var v26: u32;
  var v21: u32;
  var v30: u32;
  var v31: u32;
  var v32: u32;
  var v34: u32;
  var v35: bool;
  var v33: u32;
  var v36: u32;
  var mp_t0: u32;
  var mp_t1: u32;
  var mp_t2: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  let v2 = params.u0;
  v3 = mp_gid.x;
  v4 = (v3 < v2);
  if (v4) {
    mp_x0 = v3;
    v5 = b0[mp_x0];
    v6 = (v3 * 5u);
    v7 = 0u;
    v9 = 0u;
    v11 = 0u;
    v12 = 1u;
    v14 = 7u;
    v15 = 11u;
    loop {
      v16 = (v7 < v5);
      if (v16) {
      } else {
        break;
      }
      v17 = (v7 * v7);
      v10 = (v9 + v17);
      v13 = (v11 + v12);
      v8 = (v7 + 1u);
      mp_t0 = v12;
      mp_t1 = v15;
      mp_t2 = v14;
      v7 = v8;
      v9 = v10;
      v11 = mp_t0;
      v12 = v13;
      v14 = mp_t1;
      v15 = mp_t2;
    }
    mp_x1 = v6;
    b1[mp_x1] = v9;
    v18 = (v6 + 1u);
    mp_x2 = v18;
    b1[mp_x2] = v11;
    v19 = (v6 + 2u);
    mp_x3 = v19;
    b1[mp_x3] = v14;
    v20 = 1u;
    v22 = 0u;
    loop {
      v24 = (v20 <= v5);
      if (v24) {
      } else {
        break;
      }
      v25 = 1u;
      v23 = v22;
      loop {
        v28 = (v20 * v25);
        v29 = (v28 <= v5);
        if (v29) {
        } else {
          break;
        }
        v27 = (v23 + 1u);
        v26 = (v25 + 1u);
        v25 = v26;
        v23 = v27;
      }
      v21 = (v20 + 1u);
      v20 = v21;
      v22 = v23;
    }
    v30 = (v6 + 3u);
    mp_x4 = v30;
    b1[mp_x4] = v22;
    v31 = (v5 + 2u);
    v32 = 2u;
    loop {
      mp_x5 = select(v32, 1u, v32 == 0u);
      v34 = (v31 % mp_x5);
      v35 = (v34 == 0u);
      if (v35) {
        break;
      }
      v33 = (v32 + 1u);
      v32 = v33;
    }
    v36 = (v6 + 4u);
    mp_x6 = v36;
    b1[mp_x6] = v32;
  }
  return;
}
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn phi_loop(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
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

