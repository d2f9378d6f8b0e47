//! What a WGSL blob's text declares that a launch depends on, read with
//! naga's WGSL front end (the one wgpu runs): per storage binding, whether
//! it is read-only; the compute entry point; and that the workgroup size
//! is the pipeline-overridable constants the launch sets.
//!
//! A blob records none of this (its kernel entry records only the slots),
//! so [`storage_access`] reads it from the text, and accepts the text only
//! when it agrees with the kernel's [`WgslLayout`]:
//! - every storage binding of the layout is declared, in group
//!   [`BIND_GROUP`], as `var<storage, …>`; `read` makes the binding
//!   read-only, `read_write` writable (as the emitter declares them);
//! - nothing else is bound but the layout's uniform block (which the text
//!   may leave out: the explicit layout keeps it either way);
//! - the entry point is a compute entry point whose
//!   `@workgroup_size(…)` is exactly [`WORKGROUP_OVERRIDES`], so the block
//!   of every launch reaches the shader (a size fixed in the text would
//!   run another block than the one launched, silently).

use magpie_gpu::wgsl_layout::{WgslLayout, WgslSlot, BIND_GROUP, WORKGROUP_OVERRIDES};
use naga::{AddressSpace, Expression, Handle, Module, ShaderStage, StorageAccess};

/// Per storage binding of `layout`, in binding order: whether `text`
/// declares it read-only. `Err` says how the text disagrees with the
/// layout or the launch (module docs).
pub(crate) fn storage_access(
    text: &str,
    entry_point: &str,
    layout: &WgslLayout,
) -> Result<Vec<bool>, String> {
    let module = naga::front::wgsl::parse_str(text)
        .map_err(|e| format!("its text is not WGSL: {}", e.message()))?;
    check_entry_point(&module, entry_point)?;
    let buffers: Vec<u32> = layout
        .params
        .iter()
        .filter_map(|p| match p {
            WgslSlot::Buffer { binding, .. } => Some(*binding),
            WgslSlot::Uniform { .. } => None,
        })
        .collect();
    let mut read_only: Vec<Option<bool>> = vec![None; buffers.len()];
    for (_, var) in module.global_variables.iter() {
        let Some(at) = &var.binding else {
            continue;
        };
        let name = var.name.as_deref().unwrap_or("?");
        let what = format!("`{name}` at @group({}) @binding({})", at.group, at.binding);
        let storage = buffers.iter().position(|b| *b == at.binding);
        match (at.group == BIND_GROUP, var.space, storage) {
            (true, AddressSpace::Storage { access }, Some(k)) => {
                if read_only[k].is_some() {
                    return Err(format!(
                        "its text binds two variables at binding {}",
                        at.binding
                    ));
                }
                read_only[k] = Some(!access.contains(StorageAccess::STORE));
            }
            (true, AddressSpace::Uniform, None) if layout.uniform_binding == Some(at.binding) => {}
            _ => {
                return Err(format!(
                    "its text binds {what}, which the kernel's layout does not have there"
                ))
            }
        }
    }
    buffers
        .iter()
        .zip(read_only)
        .map(|(b, ro)| {
            ro.ok_or_else(|| {
                format!(
                    "its text does not declare storage binding {b}, a buffer parameter of the kernel"
                )
            })
        })
        .collect()
}

/// `entry_point` is a compute entry point of `module` sized by
/// [`WORKGROUP_OVERRIDES`].
fn check_entry_point(module: &Module, entry_point: &str) -> Result<(), String> {
    let ep = module
        .entry_points
        .iter()
        .find(|e| e.name == entry_point)
        .ok_or_else(|| format!("its text has no entry point `{entry_point}`"))?;
    if ep.stage != ShaderStage::Compute {
        return Err(format!(
            "its entry point `{entry_point}` is not a compute shader"
        ));
    }
    let sizes = ep.workgroup_size_overrides.unwrap_or([None; 3]);
    for ((axis, size), want) in ["x", "y", "z"].iter().zip(sizes).zip(WORKGROUP_OVERRIDES) {
        if override_name(module, size) != Some(want) {
            return Err(format!(
                "its workgroup size in {axis} is not the overridable constant `{want}` the launch sets"
            ));
        }
    }
    Ok(())
}

/// The name of the `override` that `expr` (a global expression) is.
fn override_name(module: &Module, expr: Option<Handle<Expression>>) -> Option<&str> {
    match module.global_expressions.try_get(expr?).ok()? {
        Expression::Override(o) => module.overrides.try_get(*o).ok()?.name.as_deref(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use magpie_gpu::wgsl_layout::wgsl_layout;

    type Test = Result<(), String>;

    const KERNEL: &str = "module t
exports { @k }
imports { }
digest \"0000000000000000\"

gpu fn @k(%a: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: u32 = gpu.buffer_load<u32> { buf=%a, idx=%i }
    %y: u32 = i.add { lhs=%x, rhs=%n }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%y }
    ret
}
";

    /// A text shaped like the emitter's for `KERNEL`, with the pieces the
    /// tests change as arguments.
    fn text(a_access: &str, size: &str, extra: &str) -> String {
        format!(
            "override magpie_wg_x: u32 = 64u;
override magpie_wg_y: u32 = 1u;
override magpie_wg_z: u32 = 1u;
struct Params {{ n: u32, zero: u32 }}
@group(0) @binding(2) var<uniform> params: Params;
@group(0) @binding(0) var<storage, {a_access}> b0: array<u32>;
@group(0) @binding(1) var<storage, read_write> b1: array<u32>;
{extra}
@compute @workgroup_size({size})
fn k(@builtin(global_invocation_id) gid: vec3<u32>) {{
  b1[gid.x] = b0[gid.x] + params.n + params.zero;
}}
"
        )
    }

    const OVERRIDES: &str = "magpie_wg_x, magpie_wg_y, magpie_wg_z";

    fn layout() -> Result<WgslLayout, String> {
        let module = magpie_mpir::parse(KERNEL)
            .value
            .ok_or("the test kernel does not parse")?;
        let func = module.function_by_name("k").ok_or("no @k")?;
        wgsl_layout(&module, func)
    }

    fn refused(text: &str, entry: &str, needle: &str) -> Test {
        match storage_access(text, entry, &layout()?) {
            Err(why) if why.contains(needle) => Ok(()),
            other => Err(format!("wanted an error naming `{needle}`, got {other:?}")),
        }
    }

    #[test]
    fn access_comes_from_the_text() -> Test {
        let layout = layout()?;
        let ro = storage_access(&text("read", OVERRIDES, ""), "k", &layout)?;
        if ro != [true, false] {
            return Err(format!("read, read_write read as {ro:?}"));
        }
        let ro = storage_access(&text("read_write", OVERRIDES, ""), "k", &layout)?;
        if ro != [false, false] {
            return Err(format!("read_write, read_write read as {ro:?}"));
        }
        Ok(())
    }

    #[test]
    fn a_text_that_disagrees_with_the_layout_is_refused() -> Test {
        let missing = text("read", OVERRIDES, "").replace(
            "@group(0) @binding(1) var<storage, read_write> b1: array<u32>;",
            "var<private> b1: array<u32, 4>;",
        );
        refused(&missing, "k", "does not declare storage binding 1")?;
        let extra = "@group(0) @binding(5) var<storage, read> b5: array<u32>;";
        refused(
            &text("read", OVERRIDES, extra),
            "k",
            "`b5` at @group(0) @binding(5)",
        )?;
        let other_group = "@group(1) @binding(0) var<storage, read> g: array<u32>;";
        refused(&text("read", OVERRIDES, other_group), "k", "@group(1)")?;
        refused(
            &text("read", OVERRIDES, ""),
            "main",
            "no entry point `main`",
        )?;
        refused(&text("read", "64", ""), "k", "`magpie_wg_x`")?;
        refused(
            &text("read", "magpie_wg_x, magpie_wg_y, 1", ""),
            "k",
            "`magpie_wg_z`",
        )?;
        refused("fn k( {", "k", "not WGSL")
    }
}
