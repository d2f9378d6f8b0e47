//! Loads, stores, lengths, atomics and barriers on the module-scope arrays
//! ([`crate::text::Global`]).
//!
//! Packed buffers (elements of 1 or 2 bytes in `u32` words) are read by
//! extracting the element's bits from its word and written by a helper per
//! buffer, `mp_store_{name}`, that replaces the element's bits with a
//! compare-exchange loop: a plain read-modify-write of the word would
//! undo a neighbouring work-item's write to another element of it.

use magpie_mpir::{Elem, InstId, Opcode, Scalar};

use super::args;
use crate::func::Walker;
use crate::text::{packed_shape, Global, GlobalKey};
use crate::{Error, Result};
use magpie_gpu::text_backend::walk::{value_name, TreeSyntax as _};

pub(super) fn emit(w: &mut Walker<'_, '_>, id: InstId) -> Result<()> {
    let func = w.func;
    let ins = &func.insts[id];
    if ins.op == Opcode::Barrier {
        // `storageBarrier` is a second control barrier: only where a
        // device write since the last one needs ordering.
        if w.cx.barriers.orders_device(w.inst.func, id) {
            w.line("storageBarrier();");
        }
        w.line("workgroupBarrier();");
        return Ok(());
    }
    let g = w.cx.resolve(&w.inst, &ins.operands[0])?;
    let global = w.cx.arrays.globals[g].clone();
    let a = args(w, &ins.operands[1..])?;
    let result = ins.result.map(value_name);
    let set = |w: &mut Walker<'_, '_>, e: String| -> Result<()> {
        let r = result
            .clone()
            .ok_or_else(|| Error::internal(format!("`{}` without a result", ins.op.name())))?;
        w.line(&format!("{r} = {e};"));
        Ok(())
    };
    if ins.op == Opcode::BufferLen {
        let e = match (&global.key, &global.len_member) {
            (GlobalKey::Shared(..), _) => format!("{}u", global.count.min(u64::from(u32::MAX))),
            (_, Some(m)) => format!("params.{m}"),
            _ => format!("arrayLength(&{})", global.name),
        };
        return set(w, e);
    }
    let idx = index(w, &ins.operands[1], &a[0])?;
    let name = &global.name;
    match ins.op {
        Opcode::BufferLoad => {
            let e = if global.packed {
                packed_load(w, &global, &idx)?
            } else if global.atomic {
                format!("atomicLoad(&{name}[{idx}])")
            } else {
                format!("{name}[{idx}]")
            };
            set(w, e)
        }
        Opcode::BufferStore => {
            let v = &a[1];
            if global.packed {
                packed_store(w, &global, &idx, v)
            } else if global.atomic {
                w.line(&format!("atomicStore(&{name}[{idx}], {v});"));
                Ok(())
            } else {
                w.line(&format!("{name}[{idx}] = {v};"));
                Ok(())
            }
        }
        Opcode::AtomicCmpxchg => {
            let r = result
                .clone()
                .ok_or_else(|| Error::internal("cmpxchg without a result"))?;
            let (cmp, v) = (&a[1], &a[2]);
            w.line("loop {");
            w.line(&format!(
                "  let r = atomicCompareExchangeWeak(&{name}[{idx}], {cmp}, {v});"
            ));
            w.line(&format!(
                "  if (r.exchanged || r.old_value != {cmp}) {{ {r} = r.old_value; break; }}"
            ));
            w.line("}");
            Ok(())
        }
        op => {
            let f = match op {
                Opcode::AtomicAdd => "atomicAdd",
                Opcode::AtomicSub => "atomicSub",
                Opcode::AtomicMin => "atomicMin",
                Opcode::AtomicMax => "atomicMax",
                Opcode::AtomicAnd => "atomicAnd",
                Opcode::AtomicOr => "atomicOr",
                Opcode::AtomicXor => "atomicXor",
                Opcode::AtomicXchg => "atomicExchange",
                _ => {
                    return Err(Error::internal(format!(
                        "`{}` is not a memory op",
                        op.name()
                    )))
                }
            };
            set(w, format!("{f}(&{name}[{idx}], {})", a[1]))
        }
    }
}

/// The element index as a `u32` expression held in a variable (it is used
/// more than once by packed accesses).
fn index(w: &mut Walker<'_, '_>, op: &magpie_mpir::Operand, e: &str) -> Result<String> {
    let s = w.operand_scalar(op)?;
    let e = match s {
        Scalar::U64 => format!("u32({e})"),
        Scalar::I64 => format!("u32(bitcast<u64>({e}))"),
        Scalar::I32 => format!("bitcast<u32>({e})"),
        _ => e.to_string(),
    };
    let v = w.scratch_var("u32");
    w.line(&format!("{v} = {e};"));
    Ok(v)
}

fn elem_scalar(g: &Global) -> Result<Scalar> {
    match g.elem {
        Elem::Scalar(s) => Ok(s),
        Elem::Struct(_) => Err(Error::internal("a packed array of structs")),
    }
}

fn packed_load(w: &mut Walker<'_, '_>, g: &Global, idx: &str) -> Result<String> {
    let s = elem_scalar(g)?;
    let (per, bits) = packed_shape(s).ok_or_else(|| Error::internal("a packed 32-bit type"))?;
    let name = &g.name;
    let word_at = format!("{name}[{idx} >> {per}u]");
    let word = if g.atomic {
        format!("atomicLoad(&{word_at})")
    } else {
        word_at
    };
    let wv = w.scratch_var("u32");
    w.line(&format!("{wv} = {word};"));
    let lanes = (1u32 << per) - 1;
    let shift = format!("(({idx} & {lanes}u) * {bits}u)");
    Ok(match s {
        Scalar::U8 | Scalar::U16 => format!("extractBits({wv}, {shift}, {bits}u)"),
        // Sign-extended by two shifts, not a signed `extractBits`: NVIDIA's
        // Vulkan compiler (driver 580, H200) then divided the value as if
        // it were small and non-negative (`u32(i8) / u32` and `% u32`
        // wrong; bench/findings_h200_1206), as the SPIR-V backend's
        // by-hand sign extension avoids.
        Scalar::I8 | Scalar::I16 => {
            let top = 32 - bits;
            format!("(bitcast<i32>({wv} << ({top}u - {shift})) >> {top}u)")
        }
        Scalar::Bool => format!("(extractBits({wv}, {shift}, {bits}u) != 0u)"),
        Scalar::F16 => {
            crate::names::f16_helpers(w.cx);
            format!("mp_f16_from_bits(extractBits({wv}, {shift}, 16u))")
        }
        other => return Err(Error::internal(format!("{} is not packed", other.name()))),
    })
}

fn packed_store(w: &mut Walker<'_, '_>, g: &Global, idx: &str, v: &str) -> Result<()> {
    let s = elem_scalar(g)?;
    let (per, bits) = packed_shape(s).ok_or_else(|| Error::internal("a packed 32-bit type"))?;
    let name = g.name.clone();
    let helper = format!("mp_store_{name}");
    let lanes = (1u32 << per) - 1;
    let mask = (1u64 << bits) - 1;
    w.cx.helper(&helper, || {
        format!(
            "fn {helper}(i: u32, v: u32) {{\n  let w = i >> {per}u;\n  let sh = (i & {lanes}u) * {bits}u;\n  let mask = {mask}u << sh;\n  let bits = (v << sh) & mask;\n  var old = atomicLoad(&{name}[w]);\n  loop {{\n    let r = atomicCompareExchangeWeak(&{name}[w], old, (old & ~mask) | bits);\n    if (r.exchanged) {{ break; }}\n    old = r.old_value;\n  }}\n}}\n"
        )
    });
    let value = match s {
        Scalar::U8 | Scalar::U16 => v.to_string(),
        Scalar::I8 | Scalar::I16 => format!("bitcast<u32>({v})"),
        Scalar::Bool => format!("select(0u, 1u, {v})"),
        Scalar::F16 => {
            crate::names::f16_helpers(w.cx);
            format!("mp_f16_bits({v})")
        }
        other => return Err(Error::internal(format!("{} is not packed", other.name()))),
    };
    w.line(&format!("{helper}({idx}, {value});"));
    Ok(())
}
