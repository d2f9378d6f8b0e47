//! The portable core (spec §5.1): what no `gpu fn` may use on any target.
//!
//! - heap structs (as a parameter, value, field, buffer element, or built
//!   with `new`) → MPG_CORE_1100, once per function and struct;
//! - host-only ops: heap allocation → 1100, ARC → 1101, dynamic dispatch →
//!   1102, at every occurrence;
//! - host types: `Str` 1104, `Array` 1105, `Map` 1106, `TCallable` 1107,
//!   once per function and kind, at the first place;
//! - `i128`/`u128` → MPG_CORE_1200 (no GPU target has them), once per function;
//! - every `unsafe gpu fn` gets warning MPG_CORE_1202.
//!
//! Recursion (MPG_CORE_1103) is the verifier's: it owns the call graph.

use magpie_diag::{codes, Code, Diagnostic};
use magpie_mpir::ops::{host_op_class, HostOpClass};
use magpie_mpir::{Function, HostType, Module, Opcode, StructId};

use super::places::{leaves, places, Leaf, Place, PlaceKind};

pub(crate) fn check(module: &Module, func: &Function, diags: &mut Vec<Diagnostic>) {
    if func.is_unsafe {
        diags.push(
            Diagnostic::new(
                codes::MPG_CORE_1202,
                format!("`@{}` is an unsafe gpu fn and is not portable", func.name),
            )
            .with_primary(func.spans.name, "declared `unsafe gpu fn` here")
            .with_note(
                "an unsafe gpu fn may use capabilities beyond the portable core; \
                 it is rejected on targets that lack any capability it requires",
            ),
        );
    }
    check_types(module, func, diags);
    check_host_ops(func, diags);
}

fn check_types(module: &Module, func: &Function, diags: &mut Vec<Diagnostic>) {
    let mut seen_structs: Vec<StructId> = Vec::new();
    let mut seen_host: Vec<HostType> = Vec::new();
    for place in places(func) {
        let mut found = Vec::new();
        leaves(module, place.ty, &mut |leaf| found.push(leaf));
        for leaf in found {
            match leaf {
                Leaf::HeapStruct(s) if !seen_structs.contains(&s) => {
                    seen_structs.push(s);
                    diags.push(heap_struct(module, func, s, &place));
                }
                Leaf::Host(h) if !seen_host.contains(&h) => {
                    seen_host.push(h);
                    diags.push(host_type(func, h, &place));
                }
                _ => {}
            }
        }
    }
}

fn heap_struct(module: &Module, func: &Function, s: StructId, place: &Place) -> Diagnostic {
    let name = module.structs.get(s).map_or("?", |d| d.name.as_str());
    let built_here = matches!(place.kind, PlaceKind::Result(_, i)
        if func.insts.get(i).is_some_and(|inst| inst.op == Opcode::New));
    let label = if built_here {
        format!("`new` allocates heap struct `{name}` here")
    } else {
        format!("{} uses heap struct `{name}`", place.kind.describe())
    };
    let mut d = Diagnostic::new(
        codes::MPG_CORE_1100,
        format!("`@{}` uses heap struct `{name}`", func.name),
    )
    .with_primary(place.span, label)
    .with_help(format!(
        "kernels cannot allocate or reference heap objects; declare `value struct {name}` \
         (fields of primitives and value structs) or pass the data in a gpu.TBuffer"
    ));
    if let Some(def) = module.structs.get(s) {
        d = d.with_secondary(def.spans.name, "declared as a heap struct here");
    }
    d
}

fn host_type(func: &Function, h: HostType, place: &Place) -> Diagnostic {
    let (code, message): (Code, String) = match h {
        HostType::Str => (codes::MPG_CORE_1104, "`Str` type in a gpu fn".into()),
        HostType::Array => (codes::MPG_CORE_1105, "`Array` type in a gpu fn".into()),
        HostType::Map => (codes::MPG_CORE_1106, "`Map` type in a gpu fn".into()),
        HostType::TCallable => (codes::MPG_CORE_1107, "`TCallable` type in a gpu fn".into()),
        HostType::I128 | HostType::U128 => (
            codes::MPG_CORE_1200,
            "128-bit integers are not available on any GPU target".into(),
        ),
    };
    let help = match h {
        HostType::I128 | HostType::U128 => {
            "use i64/u64 (capability `int64`), or keep the value in two 64-bit halves"
        }
        HostType::TCallable => {
            "kernels cannot call through function values; call a gpu fn directly"
        }
        _ => {
            "host collections live on the host; pass their contents in a gpu.TBuffer of primitives"
        }
    };
    Diagnostic::new(code, format!("{message} (`@{}`)", func.name))
        .with_primary(
            place.span,
            format!("{} of type `{}`", place.kind.describe(), h.name()),
        )
        .with_help(help)
}

fn check_host_ops(func: &Function, diags: &mut Vec<Diagnostic>) {
    for block in func.blocks.values() {
        for &i in &block.insts {
            let Some(inst) = func.insts.get(i) else {
                continue;
            };
            if inst.op != Opcode::HostOp {
                continue;
            }
            let spelling = inst.attr.as_deref().unwrap_or("?");
            let (code, what, help) = match host_op_class(spelling) {
                Some(HostOpClass::HeapAllocation) | None => (
                    codes::MPG_CORE_1100,
                    "allocates on the heap",
                    "use gpu.shared<N, T> for workgroup memory or a buffer parameter",
                ),
                Some(HostOpClass::Arc) => (
                    codes::MPG_CORE_1101,
                    "is an ARC/ownership operation",
                    "kernels have no reference counting; pass plain values and buffers",
                ),
                Some(HostOpClass::DynamicDispatch) => (
                    codes::MPG_CORE_1102,
                    "is dynamic dispatch",
                    "call a gpu fn directly, or write the loop out",
                ),
            };
            diags.push(
                Diagnostic::new(
                    code,
                    format!(
                        "`{spelling}` {what}: not allowed in gpu fn `@{}`",
                        func.name
                    ),
                )
                .with_primary(func.spans.inst(i), format!("`{spelling}` used here"))
                .with_help(help),
            );
        }
    }
}
