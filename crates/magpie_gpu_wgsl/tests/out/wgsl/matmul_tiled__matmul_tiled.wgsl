// magpie-gpu WGSL for @matmul_tiled. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.
override magpie_wg_x: u32 = 16u;
override magpie_wg_y: u32 = 16u;
override magpie_wg_z: u32 = 1u;
var<private> mp_zero: u32;
var<private> mp_gid: vec3<u32>;
var<private> mp_lid: vec3<u32>;
var<private> mp_wid: vec3<u32>;
var<private> mp_nwg: vec3<u32>;
struct Params {
  @size(4) u0: u32,
  @size(4) u1: u32,
  @size(4) u2: u32,
  @size(4) zero: u32,
  @size(4) grid_fold: u32,
  @size(12) grid_x: u32,
}
@group(0) @binding(3) var<uniform> params: Params;
@group(0) @binding(0) var<storage, read> b0: array<f32>;
@group(0) @binding(1) var<storage, read> b1: array<f32>;
@group(0) @binding(2) var<storage, read_write> b2: array<f32>;
var<workgroup> s3: array<f32, 256>;
var<workgroup> s4: array<f32, 256>;
@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn matmul_tiled(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
  mp_gid = gid;
  mp_lid = lid;
  mp_wid = wid;
  mp_nwg = nwg;
  mp_zero = params.zero;
  let mp_fold = params.grid_fold;
  if (mp_fold != 0u) {
    var mp_row = 0u;
    var mp_part = wid.y;
    var mp_rows = 1u;
    if (nwg.y != mp_fold) {
      mp_row = wid.y / mp_fold;
      mp_part = wid.y - mp_row * mp_fold;
      mp_rows = nwg.y / mp_fold;
    }
    let mp_fwid = vec3<u32>(mp_part * nwg.x + wid.x, mp_row, wid.z);
    let mp_fnwg = vec3<u32>(params.grid_x, mp_rows, nwg.z);
    if (mp_fwid.x >= mp_fnwg.x) {
      return;
    }
    mp_wid = mp_fwid;
    mp_nwg = mp_fnwg;
    mp_gid = mp_fwid * vec3<u32>(magpie_wg_x, magpie_wg_y, magpie_wg_z) + lid;
  }
  var v8: u32;
  var v9: u32;
  var v10: u32;
  var v11: u32;
  var v12: u32;
  var v13: u32;
  var v14: u32;
  var v15: u32;
  var v16: u32;
  var v18: f32;
  var v20: bool;
  var v21: u32;
  var v22: u32;
  var v23: u32;
  var v24: f32;
  var v25: u32;
  var v26: u32;
  var v27: u32;
  var v28: f32;
  var v29: u32;
  var v19: f32;
  var v32: bool;
  var v33: u32;
  var v34: f32;
  var v35: u32;
  var v36: u32;
  var v37: f32;
  var v38: f32;
  var v31: f32;
  var v30: u32;
  var v17: u32;
  var v39: u32;
  var v40: u32;
  var mp_x0: u32;
  var mp_x1: u32;
  var mp_x2: u32;
  var mp_x3: u32;
  var mp_x4: u32;
  var mp_x5: u32;
  var mp_x6: u32;
  let v3 = params.u0;
  let v4 = params.u1;
  let v5 = params.u2;
  v8 = mp_lid.x;
  v9 = mp_lid.y;
  v10 = mp_gid.x;
  v11 = mp_gid.y;
  v12 = (v5 / 16u);
  v13 = (v9 * 16u);
  v14 = (v13 + v8);
  v15 = (v11 * v5);
  v16 = 0u;
  v18 = 0e0f;
  loop {
    v20 = (v16 < v12);
    if (v20) {
    } else {
      break;
    }
    v21 = (v16 * 16u);
    v22 = (v21 + v8);
    v23 = (v15 + v22);
    mp_x0 = v23;
    v24 = b0[mp_x0];
    mp_x1 = v14;
    s3[mp_x1] = v24;
    v25 = (v21 + v9);
    v26 = (v25 * v4);
    v27 = (v26 + v10);
    mp_x2 = v27;
    v28 = b1[mp_x2];
    mp_x3 = v14;
    s4[mp_x3] = v28;
    workgroupBarrier();
    v29 = 0u;
    v19 = v18;
    loop {
      v32 = (v29 < 16u);
      if (v32) {
      } else {
        break;
      }
      v33 = (v13 + v29);
      mp_x4 = v33;
      v34 = s3[mp_x4];
      v35 = (v29 * 16u);
      v36 = (v35 + v8);
      mp_x5 = v36;
      v37 = s4[mp_x5];
      v38 = bitcast<f32>(bitcast<u32>((v34 * v37)) | mp_zero);
      v31 = bitcast<f32>(bitcast<u32>((v19 + v38)) | mp_zero);
      v30 = (v29 + 1u);
      v29 = v30;
      v19 = v31;
    }
    workgroupBarrier();
    v17 = (v16 + 1u);
    v16 = v17;
    v18 = v19;
  }
  v39 = (v11 * v4);
  v40 = (v39 + v10);
  mp_x6 = v40;
  b2[mp_x6] = v18;
  return;
}

