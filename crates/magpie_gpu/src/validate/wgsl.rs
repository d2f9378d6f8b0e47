//! WGSL's documented subset (spec §2.5, §7.5), checked without code
//! generation. This module holds the rules that are WGSL's alone:
//!
//! - a buffer parameter whose element is a value struct → MPG_WGSL_1001;
//! - `ptr.load`, `ptr.store`, `ptr.add` → MPG_WGSL_1002, and any other value
//!   of pointer type (a merged or advanced pointer) → MPG_WGSL_1002. The
//!   pointer `gpu.shared` returns is not one: it is the shared array itself,
//!   which WGSL has (`var<workgroup>`), whether written `ptr` or `rawptr<T>`.
//!
//! The other WGSL codes come from the general rules: bf16 (1003) from the
//! type capabilities, `requires` (1004) from the capability rules, too many
//! buffers (1005) and workgroups over 256 (1006) from the limits.

use magpie_diag::{codes, Diagnostic};
use magpie_mpir::{Elem, Function, Module, Opcode, Type};

pub(crate) fn check(module: &Module, func: &Function, diags: &mut Vec<Diagnostic>) {
    for &p in &func.params {
        if let Type::Buffer(Elem::Struct(s)) = func.value_type(p) {
            let name = module.structs.get(s).map_or("?", |d| d.name.as_str());
            diags.push(
                Diagnostic::new(
                    codes::MPG_WGSL_1001,
                    format!(
                        "buffer of value struct `{name}` in `@{}` is not supported on WGSL",
                        func.name
                    ),
                )
                .with_primary(func.spans.value(p), format!("buffer of `{name}`"))
                .with_help("pass each field in its own buffer of primitives"),
            );
        }
        if let Type::Ptr(_) = func.value_type(p) {
            diags.push(pointer_value(func, func.spans.value(p)));
        }
    }
    for block in func.blocks.values() {
        for &i in &block.insts {
            let Some(inst) = func.insts.get(i) else {
                continue;
            };
            match inst.op {
                Opcode::PtrLoad | Opcode::PtrStore | Opcode::PtrAdd => diags.push(
                    Diagnostic::new(
                        codes::MPG_WGSL_1002,
                        format!("`{}` in `@{}`: WGSL has no pointer operations", inst.op.name(), func.name),
                    )
                    .with_primary(func.spans.inst(i), "pointer operation")
                    .with_help("index a buffer parameter or a gpu.shared array with gpu.buffer_load/gpu.buffer_store"),
                ),
                Opcode::Shared => {}
                _ => {
                    if let Some(r) = inst.result {
                        if let Type::Ptr(_) = func.value_type(r) {
                            diags.push(pointer_value(func, func.spans.value(r)));
                        }
                    }
                }
            }
        }
    }
}

fn pointer_value(func: &Function, span: magpie_diag::Span) -> Diagnostic {
    Diagnostic::new(
        codes::MPG_WGSL_1002,
        format!("pointer value in `@{}`: WGSL has no pointers", func.name),
    )
    .with_primary(span, "a pointer other than a gpu.shared array")
    .with_help("use gpu.shared arrays and buffer parameters directly, by index")
}
