//! Capability rules (spec §5.2, §6.2): `requires(...)`, ops that need a
//! capability, calls, and types with uneven support.
//!
//! An op that needs capability `X` (op table [`CapRule`]) is *covered* when
//! `X` is in the function's `requires(...)` or the op sits in a block guarded
//! by `gpu.target.has { cap="X" }` ([`Guards`]). A call needs whatever its
//! callee requires and uses unguarded (callees are checked first, in the
//! verifier's `call_order`). Rules:
//!
//! - `requires` entry: unknown name → MPG_CORE_1200; on WGSL any entry →
//!   MPG_WGSL_1004; unsupported by the target → MPG_CORE_1200 at the entry;
//! - unguarded op on a backend it does not exist on (`only_backend`) →
//!   MPG_CORE_1200;
//! - unguarded op whose capability the target lacks → MPG_CORE_1200 (unless
//!   the `requires` entry already got that error);
//! - otherwise an uncovered op → MPG_CORE_1201 (`gpu.metal.*`: MPG_MSL_2003);
//! - types (no `requires` needed, §5.1): i64/u64 need `int64`, f64
//!   `float64`, f16 `f16_arithmetic`, bf16 `bf16`; when the target lacks one
//!   and the place is not guarded → MPG_CORE_1200 (bf16 on WGSL:
//!   MPG_WGSL_1003), once per function and capability.
//!
//! - `gpu.target.has { cap }` naming no capability → MPG_CORE_1200.
//!
//! Without a target only coverage (1201/2003) and unknown names are checked.

use magpie_diag::{codes, Diagnostic};
use magpie_mpir::ops::CapRule;
use magpie_mpir::{Function, FunctionInfo, Inst, InstId, Module, Opcode, Scalar, Type};

use super::guards::Guards;
use super::places::{leaves, places, Leaf};
use super::{CapabilityUse, UseSite};
use crate::backend::{GpuBackend, GpuBackendExt};
use crate::caps::Capability;
use crate::target::Target;

/// One function being checked.
pub(crate) struct Cx<'a> {
    pub module: &'a Module,
    pub func: &'a Function,
    pub info: &'a FunctionInfo,
    pub target: Option<&'a Target>,
    pub guards: &'a Guards,
}

/// The capability an instruction's op needs, if any.
pub fn op_capability(inst: &Inst) -> Option<Capability> {
    match inst.op.info().cap {
        CapRule::None => None,
        CapRule::Always(name) => Capability::from_name(name),
        CapRule::FloatAtomic => match inst.ty_arg(0) {
            Some(Type::Scalar(Scalar::F32)) => Some(Capability::AtomicsF32),
            Some(Type::Scalar(Scalar::F64)) => Some(Capability::AtomicsF64),
            _ => None,
        },
    }
}

/// The capability a scalar type needs, if any.
pub fn scalar_capability(s: Scalar) -> Option<Capability> {
    match s {
        Scalar::I64 | Scalar::U64 => Some(Capability::Int64),
        Scalar::F64 => Some(Capability::Float64),
        Scalar::F16 => Some(Capability::F16Arithmetic),
        Scalar::Bf16 => Some(Capability::Bf16),
        _ => None,
    }
}

/// Checks `requires(...)`; returns the known capabilities it lists.
pub(crate) fn check_requires(cx: &Cx<'_>, diags: &mut Vec<Diagnostic>) -> Vec<Capability> {
    let func = cx.func;
    let mut declared = Vec::new();
    for (k, name) in func.requires.iter().enumerate() {
        let span = func.spans.require(k);
        let cap = Capability::from_name(name);
        match cap {
            None => diags.push(
                Diagnostic::new(
                    codes::MPG_CORE_1200,
                    format!(
                        "unknown capability `{name}` in requires() of `@{}`",
                        func.name
                    ),
                )
                .with_primary(span, "not a capability")
                .with_help(format!(
                    "the capabilities are: {}",
                    Capability::vocabulary()
                )),
            ),
            Some(c) => declared.push(c),
        }
        let Some(t) = cx.target else {
            continue;
        };
        if t.backend == GpuBackend::Wgsl {
            diags.push(
                Diagnostic::new(
                    codes::MPG_WGSL_1004,
                    format!("`@{}` requires `{name}`, but WGSL kernels cannot require capabilities", func.name),
                )
                .with_primary(span, "requires() is not supported on WGSL")
                .with_help("WGSL accepts portable kernels only: remove the requires() clause and the code that needs it, or build for another backend"),
            );
            continue;
        }
        if let Some(c) = cap {
            if !t.support(c).is_available() {
                let mut d = Diagnostic::new(
                    codes::MPG_CORE_1200,
                    format!(
                        "`@{}` requires `{c}`, which {t} does not support",
                        func.name
                    ),
                )
                .with_primary(
                    span,
                    format!("`{c}` is not available on {}", t.backend.name()),
                )
                .with_help(where_available(c));
                if let Some(n) = arch_note(c, t) {
                    d = d.with_note(n);
                }
                diags.push(d);
            }
        }
    }
    declared
}

/// Checks ops and calls. `callee_needs[f]` is what calling `f` requires.
/// Returns what calling this function requires: the capabilities of its
/// unguarded uses that its own `requires(...)` covers.
pub(crate) fn check_ops(
    cx: &Cx<'_>,
    declared: &[Capability],
    callee_needs: &[Vec<Capability>],
    uses: &mut Vec<CapabilityUse>,
    diags: &mut Vec<Diagnostic>,
) -> Vec<Capability> {
    let func = cx.func;
    let mut needs: Vec<Capability> = Vec::new();
    for (b, block) in func.blocks.iter() {
        for &i in &block.insts {
            let Some(inst) = func.insts.get(i) else {
                continue;
            };
            if inst.op == Opcode::TargetHas {
                check_guard_name(cx, inst, i, diags);
            }
            let mut wanted: Vec<(Capability, UseSite)> = Vec::new();
            if let Some(c) = op_capability(inst) {
                wanted.push((c, UseSite::Op(i)));
            }
            if let Some(Some(callee)) = cx.info.callee.get(i.index()) {
                for &c in callee_needs.get(callee.index()).map_or(&[][..], |v| v) {
                    wanted.push((
                        c,
                        UseSite::Call {
                            inst: i,
                            callee: *callee,
                        },
                    ));
                }
            }
            for (cap, site) in wanted {
                let guarded = cx.guards.covers(Some(b), cap);
                let span = func.spans.inst(i);
                uses.push(CapabilityUse {
                    capability: cap,
                    site,
                    span,
                    guarded,
                });
                if guarded {
                    continue;
                }
                if declared.contains(&cap) && !needs.contains(&cap) {
                    needs.push(cap);
                }
                if let Some(d) = diagnose_use(cx, inst, cap, site, declared) {
                    diags.push(d.with_primary(span, format!("needs `{cap}`")));
                }
            }
        }
    }
    needs
}

/// `gpu.target.has { cap }` must name a capability: an unknown name would
/// be false everywhere, silently.
fn check_guard_name(cx: &Cx<'_>, inst: &Inst, i: InstId, diags: &mut Vec<Diagnostic>) {
    let name = inst.attr.as_deref().unwrap_or("");
    if Capability::from_name(name).is_none() {
        diags.push(
            Diagnostic::new(
                codes::MPG_CORE_1200,
                format!(
                    "unknown capability `{name}` in gpu.target.has (`@{}`)",
                    cx.func.name
                ),
            )
            .with_primary(cx.func.spans.inst(i), "not a capability")
            .with_help(format!(
                "the capabilities are: {}",
                Capability::vocabulary()
            )),
        );
    }
}

fn what(cx: &Cx<'_>, inst: &Inst, site: UseSite) -> String {
    match site {
        UseSite::Call { callee, .. } => {
            let name = cx
                .module
                .functions
                .get(callee)
                .map_or("?", |f| f.name.as_str());
            format!("call to `@{name}`")
        }
        _ => format!("`{}`", inst.op.name()),
    }
}

/// The diagnostic for one unguarded use, without its primary label.
fn diagnose_use(
    cx: &Cx<'_>,
    inst: &Inst,
    cap: Capability,
    site: UseSite,
    declared: &[Capability],
) -> Option<Diagnostic> {
    let func = cx.func;
    let op_text = what(cx, inst, site);
    let only = match site {
        UseSite::Op(_) => inst.op.info().only_backend,
        _ => None,
    };
    if let (Some(home), Some(t)) = (only, cx.target) {
        if home != t.backend {
            return Some(
                Diagnostic::new(
                    codes::MPG_CORE_1200,
                    format!("{op_text} exists only on {}; `@{}` is built for {t}", home.display_name(), func.name),
                )
                .with_help(format!(
                    "build this kernel for {}, or move the op into a branch guarded by `gpu.target.has {{ cap=\"{cap}\" }}`",
                    home.name()
                )),
            );
        }
    }
    if let Some(t) = cx.target {
        if !t.support(cap).is_available() {
            if declared.contains(&cap) {
                // The requires() entry already carries this error.
                return None;
            }
            let mut d = Diagnostic::new(
                codes::MPG_CORE_1200,
                format!("{op_text} needs `{cap}`, which {t} does not support"),
            )
            .with_help(format!(
                "guard it with `gpu.target.has {{ cap=\"{cap}\" }}` and give the other branch a portable path; {}",
                where_available(cap)
            ));
            if let Some(n) = arch_note(cap, t) {
                d = d.with_note(n);
            }
            if let UseSite::Call { .. } = site {
                d = d.with_note(format!("the callee requires `{cap}`"));
            }
            return Some(d);
        }
    }
    if declared.contains(&cap) {
        return None;
    }
    let metal =
        matches!(site, UseSite::Op(_)) && inst.op.info().only_backend == Some(GpuBackend::Msl);
    let (code, help) = if metal {
        (
            codes::MPG_MSL_2003,
            format!("declare the function `unsafe gpu fn ... target(msl) requires({cap})`"),
        )
    } else {
        (
            codes::MPG_CORE_1201,
            format!(
                "guard it: `%p: pred = gpu.target.has {{ cap=\"{cap}\" }}` then `cbr %p bbFast bbPortable`; \
                 or declare `unsafe gpu fn ... requires({cap})`"
            ),
        )
    };
    let mut d = Diagnostic::new(
        code,
        format!(
            "{op_text} needs capability `{cap}`, but `@{}` neither requires it nor guards it",
            func.name
        ),
    )
    .with_help(help);
    if let UseSite::Call { .. } = site {
        d = d.with_note(format!("the callee requires `{cap}`"));
    }
    Some(d)
}

/// Checks the capabilities types need; records their first uses.
pub(crate) fn check_types(
    cx: &Cx<'_>,
    declared: &[Capability],
    uses: &mut Vec<CapabilityUse>,
    diags: &mut Vec<Diagnostic>,
) {
    let func = cx.func;
    let mut recorded: Vec<(Capability, bool)> = Vec::new();
    let mut reported: Vec<Capability> = Vec::new();
    for place in places(func) {
        let mut scalars = Vec::new();
        leaves(cx.module, place.ty, &mut |leaf| {
            if let Leaf::Scalar(s) = leaf {
                scalars.push(s);
            }
        });
        for s in scalars {
            let Some(cap) = scalar_capability(s) else {
                continue;
            };
            let guarded = cx.guards.covers(place.block, cap);
            if !recorded.contains(&(cap, guarded)) {
                recorded.push((cap, guarded));
                uses.push(CapabilityUse {
                    capability: cap,
                    site: UseSite::Type(place.kind.value()),
                    span: place.span,
                    guarded,
                });
            }
            let Some(t) = cx.target else {
                continue;
            };
            if guarded || reported.contains(&cap) || declared.contains(&cap) {
                continue;
            }
            if t.support(cap).is_available() {
                continue;
            }
            reported.push(cap);
            let code = if s == Scalar::Bf16 && t.backend == GpuBackend::Wgsl {
                codes::MPG_WGSL_1003
            } else {
                codes::MPG_CORE_1200
            };
            let mut d = Diagnostic::new(
                code,
                format!(
                    "`{}` needs capability `{cap}`, which {t} does not support (`@{}`)",
                    s.name(),
                    func.name
                ),
            )
            .with_primary(place.span, format!("{} of type `{}`", place.kind.describe(), s.name()))
            .with_help(format!(
                "use a type every target has (e.g. f32, i32), or guard this code with `gpu.target.has {{ cap=\"{cap}\" }}`; {}",
                where_available(cap)
            ));
            if let Some(n) = arch_note(cap, t) {
                d = d.with_note(n);
            }
            diags.push(d);
        }
    }
}

/// "`x` is available on: ptx, hip".
fn where_available(cap: Capability) -> String {
    let on: Vec<&str> = GpuBackend::ALL
        .into_iter()
        .filter(|b| cap.support(*b).is_available())
        .map(|b| b.name())
        .collect();
    if on.is_empty() {
        format!("no backend has `{cap}`")
    } else {
        format!("`{cap}` is available on: {}", on.join(", "))
    }
}

/// Why a backend that has `cap` does not have it on this arch.
fn arch_note(cap: Capability, t: &Target) -> Option<String> {
    let min = cap.info().min_sm?;
    (t.backend == GpuBackend::Ptx && cap.support(t.backend).is_available()).then(|| {
        format!(
            "on ptx, `{cap}` needs sm_{min} or newer; the target arch is {}",
            t.arch
        )
    })
}
