//! The kernel's entry point: it sets the ids the body reads (`mp_lid`,
//! `mp_wid`, `mp_nwg`, `mp_gid`, the subgroup ids) and runs the body,
//! which is printed as a function of its own ([`KERNEL_BODY`]) so that
//! one dispatched workgroup can run it for several logical ones.
//!
//! Invariants (the contract of [`magpie_gpu::wgsl_layout::GridFold`]):
//! - `fold` 0: the grid is dispatched as it is; the body runs once;
//! - `fold` 1 (a grid one workgroup high, longer in x than the device
//!   dispatches): each dispatched workgroup runs the body for logical x =
//!   its x, then x + the dispatched x, … while below `grid_x`; a uniform
//!   loop. Where the kernel has workgroup memory, a barrier ends each
//!   pass, so that no work-item of the next logical workgroup writes it
//!   while one of this one still reads it;
//! - `fold` ≥ 2: `fold` dispatched rows per logical row; x is
//!   `(y % fold) * px + x`, y is `y / fold`; workgroups past `grid_x`
//!   return at once (a uniform exit).
//!
//! In every case the ids are rebuilt from the workgroup id, so one
//! multiply-add gives the global id.

use crate::text::{GlobalKey, ModuleCx};

/// The function holding the kernel's body.
pub(crate) const KERNEL_BODY: &str = "mp_kernel";

/// The entry point's text; its name is
/// [`crate::func::ENTRY_PLACEHOLDER`] until the module is assembled.
pub(crate) fn entry_point(cx: &ModuleCx<'_>) -> String {
    let (sg_args, sg_ids) = if cx.uses_subgroup_builtins {
        (
            ", @builtin(subgroup_size) sg_size: u32, @builtin(subgroup_invocation_id) sg_lane: u32",
            "  mp_sg_size = sg_size;\n  mp_sg_lane = sg_lane;\n",
        )
    } else {
        ("", "")
    };
    let shared = cx
        .arrays
        .globals
        .iter()
        .any(|g| matches!(g.key, GlobalKey::Shared(..)));
    let between_passes = if shared {
        "      workgroupBarrier();\n"
    } else {
        ""
    };
    format!(
        "@compute @workgroup_size(magpie_wg_x, magpie_wg_y, magpie_wg_z)
fn {entry}(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>{sg_args}) {{
  mp_zero = params.zero;
  mp_lid = lid;
{sg_ids}  let mp_fold = params.grid_fold;
  let mp_size = vec3<u32>(magpie_wg_x, magpie_wg_y, magpie_wg_z);
  if (mp_fold == 1u) {{
    mp_nwg = vec3<u32>(params.grid_x, 1u, nwg.z);
    for (var mp_x = wid.x; mp_x < params.grid_x; mp_x = mp_x + nwg.x) {{
      mp_wid = vec3<u32>(mp_x, 0u, wid.z);
      mp_gid = mp_wid * mp_size + lid;
      {body}();
{between_passes}    }}
    return;
  }}
  var mp_w = wid;
  var mp_n = nwg;
  if (mp_fold != 0u) {{
    let mp_row = wid.y / mp_fold;
    mp_w = vec3<u32>((wid.y - mp_row * mp_fold) * nwg.x + wid.x, mp_row, wid.z);
    mp_n = vec3<u32>(params.grid_x, nwg.y / mp_fold, nwg.z);
    if (mp_w.x >= mp_n.x) {{
      return;
    }}
  }}
  mp_wid = mp_w;
  mp_nwg = mp_n;
  mp_gid = mp_w * mp_size + lid;
  {body}();
}}
",
        entry = crate::func::ENTRY_PLACEHOLDER,
        body = KERNEL_BODY,
    )
}
