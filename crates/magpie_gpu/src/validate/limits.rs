//! Resource limits (spec §2.5, §5.3, §5.4): workgroup size, shared memory,
//! buffer parameters.
//!
//! - workgroup: every dimension ≥ 1, each within the backend's per-dimension
//!   limit and the product within its invocation limit → MPG_CORE_1302; on
//!   WGSL a dimension over 256 is MPG_WGSL_1006. Without a target only
//!   "≥ 1" and "product ≤ 1024" are checked. The product is checked only
//!   when every dimension is valid (one mistake, one error).
//! - shared memory: the bytes of every `gpu.shared<N, T>` (N × natural size
//!   of T, [`crate::layout`]) in a kernel and in each device function it
//!   calls, directly or not (each function once), against the backend's limit
//!   → MPG_{SPV,MSL,PTX,HIP,WGSL}_2001 (spec §5.3).
//! - buffers: more buffer parameters than the backend binds → MPG_WGSL_1005
//!   on WGSL, MPG_CORE_1200 elsewhere.

use magpie_diag::{codes, Code, Diagnostic};
use magpie_mpir::{Function, Module, Opcode, TyArg, Type};

use crate::backend::GpuBackend;
use crate::caps::Limits;
use crate::layout::type_layout;
use crate::target::Target;

const DIMS: [&str; 3] = ["x", "y", "z"];

pub(crate) fn check_workgroup(
    func: &Function,
    target: Option<&Target>,
    diags: &mut Vec<Diagnostic>,
) {
    if func.workgroup.is_none() && !func.is_kernel() {
        return;
    }
    let size = func.workgroup_size();
    let limits = target.map_or(Limits::PORTABLE, Target::limits);
    let on = target.map_or_else(|| "any target".to_string(), |t| t.to_string());
    let span = if func.spans.workgroup.is_empty() {
        func.spans.name
    } else {
        func.spans.workgroup
    };
    let wgsl = target.is_some_and(|t| t.backend == GpuBackend::Wgsl);
    let mut dims_ok = true;
    for (i, &d) in size.iter().enumerate() {
        let dim = DIMS[i];
        if d == 0 {
            dims_ok = false;
            diags.push(
                Diagnostic::new(
                    codes::MPG_CORE_1302,
                    format!("workgroup size {dim} of `@{}` is 0", func.name),
                )
                .with_primary(span, "every dimension must be at least 1")
                .with_help("use 1 for an unused dimension"),
            );
        } else if d > limits.max_per_dim[i] {
            dims_ok = false;
            let code = if wgsl && d > 256 {
                codes::MPG_WGSL_1006
            } else {
                codes::MPG_CORE_1302
            };
            diags.push(
                Diagnostic::new(
                    code,
                    format!(
                        "workgroup size {dim} = {d} of `@{}` exceeds the limit of {} on {on}",
                        func.name, limits.max_per_dim[i]
                    ),
                )
                .with_primary(span, format!("{dim} is at most {}", limits.max_per_dim[i]))
                .with_help("use a smaller workgroup and more workgroups"),
            );
        }
    }
    let product: u64 = size.iter().map(|&d| u64::from(d)).product();
    if dims_ok && product > u64::from(limits.max_invocations) {
        diags.push(
            Diagnostic::new(
                codes::MPG_CORE_1302,
                format!(
                    "workgroup {}×{}×{} = {product} invocations of `@{}` exceeds the limit of {} on {on}",
                    size[0], size[1], size[2], func.name, limits.max_invocations
                ),
            )
            .with_primary(span, format!("at most {} invocations", limits.max_invocations))
            .with_help("use a smaller workgroup and more workgroups"),
        );
    }
}

pub(crate) fn check_buffers(func: &Function, target: Option<&Target>, diags: &mut Vec<Diagnostic>) {
    let Some(t) = target else {
        return;
    };
    if !func.is_kernel() {
        return;
    }
    let max = t.limits().max_storage_buffers as usize;
    let buffers: Vec<_> = func
        .params
        .iter()
        .filter(|p| matches!(func.value_type(**p), Type::Buffer(_)))
        .collect();
    if buffers.len() <= max {
        return;
    }
    let code = if t.backend == GpuBackend::Wgsl {
        codes::MPG_WGSL_1005
    } else {
        codes::MPG_CORE_1200
    };
    diags.push(
        Diagnostic::new(
            code,
            format!(
                "`@{}` has {} buffer parameters; {t} binds at most {max}",
                func.name,
                buffers.len()
            ),
        )
        .with_primary(
            func.spans.value(*buffers[max]),
            format!("buffer parameter {} of at most {max}", max + 1),
        )
        .with_help("pack related data into fewer buffers"),
    );
}

/// Bytes of `gpu.shared` declared in `func` itself. Allocations whose
/// element has no layout (a heap struct: reported elsewhere) count 0.
pub(crate) fn own_shared_bytes(module: &Module, func: &Function) -> u64 {
    let mut total = 0u64;
    for block in func.blocks.values() {
        for &i in &block.insts {
            if let Some(bytes) = func
                .insts
                .get(i)
                .and_then(|inst| shared_alloc_bytes(module, inst))
            {
                total = total.saturating_add(bytes);
            }
        }
    }
    total
}

fn shared_alloc_bytes(module: &Module, inst: &magpie_mpir::Inst) -> Option<u64> {
    if inst.op != Opcode::Shared {
        return None;
    }
    let n = inst.ty_args.iter().find_map(|a| match a {
        TyArg::Count(n) => Some(*n),
        _ => None,
    })?;
    let ty = inst.ty_arg(1).or_else(|| inst.ty_arg(0))?;
    let size = type_layout(module, ty)?.size;
    Some(n.saturating_mul(size))
}

/// The diagnostic code for shared memory over the limit on `backend`.
fn shared_code(backend: GpuBackend) -> Code {
    match backend {
        GpuBackend::Spv => codes::MPG_SPV_2001,
        GpuBackend::Msl => codes::MPG_MSL_2001,
        GpuBackend::Ptx => codes::MPG_PTX_2001,
        GpuBackend::Hip => codes::MPG_HIP_2001,
        GpuBackend::Wgsl => codes::MPG_WGSL_2001,
    }
}

/// Checks a kernel's total shared memory. `parts` lists each function that
/// contributes (the kernel first) with its own bytes.
pub(crate) fn check_shared(
    module: &Module,
    kernel: &Function,
    total: u64,
    parts: &[(&Function, u64)],
    target: &Target,
    diags: &mut Vec<Diagnostic>,
) {
    let max = u64::from(target.limits().max_shared_bytes);
    if total <= max {
        return;
    }
    let mut d = Diagnostic::new(
        shared_code(target.backend),
        format!(
            "`@{}` uses {total} bytes of shared memory; {target} allows at most {max} bytes ({} KiB)",
            kernel.name,
            max / 1024
        ),
    )
    .with_primary(kernel.spans.name, format!("{total} bytes of gpu.shared"))
    .with_help("use smaller shared arrays, or process the data in tiles");
    for block in kernel.blocks.values() {
        for &i in &block.insts {
            if let Some(bytes) = kernel
                .insts
                .get(i)
                .and_then(|inst| shared_alloc_bytes(module, inst))
            {
                d = d.with_secondary(kernel.spans.inst(i), format!("{bytes} bytes"));
            }
        }
    }
    for (f, bytes) in parts.iter().skip(1) {
        if *bytes > 0 {
            d = d.with_note(format!(
                "{bytes} bytes come from the device function `@{}`",
                f.name
            ));
        }
    }
    diags.push(d);
}
