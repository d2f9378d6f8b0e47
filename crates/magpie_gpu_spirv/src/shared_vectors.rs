//! Shared arrays declared as arrays of vectors, so that the neighbouring
//! accesses [`magpie_gpu::wide`] groups are one vector access without any
//! device extension.
//!
//! A `gpu.shared<N, T>` gets the vector form `vecV<T>[N / V]` when:
//! - `T` is a 4- or 8-byte scalar (no `bool`, narrow or struct elements);
//! - every use of the array is the buffer operand of a `gpu.buffer_load`
//!   or `gpu.buffer_store` in the function that declares it (not passed to
//!   a call, an atomic, a phi or anything else, which would address it as
//!   scalars elsewhere);
//! - some of those accesses are grouped, every group of one width `V`
//!   (2 or 4; 8-byte elements pair only), and `V` divides `N`.
//!
//! A group is then one load or store of element `i >> log2 V` of the
//! array; any other access takes component `i & (V - 1)` of that element.
//! Both address the same bytes as the scalar form would, so nothing else
//! changes. The alternative, explicitly laid-out blocks with vector views
//! (VK_KHR_workgroup_memory_explicit_layout, [`crate::Options::workgroup_explicit_layout`]),
//! takes precedence where the device has it, since the extension requires
//! every workgroup variable to be laid out or none: with it, no array gets
//! the vector form.
//!
//! Invariant: decided once per module before any function is emitted, per
//! `gpu.shared` instruction; an array that misses any condition keeps its
//! scalar form.

use std::collections::HashMap;

use magpie_mpir::{FuncId, InstId, Opcode, Operand, Scalar, Terminator, TyArg, Type, Value};

use crate::module::Ctx;

impl Ctx<'_> {
    /// The vector width of each shared array that gets the vector form.
    pub(crate) fn find_shared_vectors(&mut self) -> HashMap<(FuncId, InstId), u32> {
        let module = self.module;
        let mut out = HashMap::new();
        for (fid, func) in module.functions.iter() {
            let shared: Vec<(InstId, Value, u64, Scalar)> = func
                .insts
                .iter()
                .filter(|(_, i)| i.op == Opcode::Shared)
                .filter_map(
                    |(id, i)| match (i.result, i.ty_args.first(), i.ty_args.get(1)) {
                        (Some(v), Some(TyArg::Count(n)), Some(TyArg::Type(Type::Scalar(s))))
                            if *s != Scalar::Bool && matches!(s.size(), 4 | 8) =>
                        {
                            Some((id, v, *n, *s))
                        }
                        _ => None,
                    },
                )
                .collect();
            if shared.is_empty() {
                continue;
            }
            let groups = self.wide_groups(fid);
            for (id, value, n, _) in shared {
                let is_it = |o: &Operand| matches!(o, Operand::Value(v) if *v == value);
                let only_loads_and_stores = func.insts.values().all(|i| {
                    i.operands.iter().enumerate().all(|(k, o)| {
                        !is_it(o)
                            || (k == 0 && matches!(i.op, Opcode::BufferLoad | Opcode::BufferStore))
                    })
                });
                let returned = func
                    .blocks
                    .values()
                    .any(|b| matches!(&b.term, Terminator::Ret(Some(o)) if is_it(o)));
                if !only_loads_and_stores || returned {
                    continue;
                }
                let widths: Vec<u32> = groups
                    .groups
                    .iter()
                    .filter(|g| g.buffer(func) == Some(value))
                    .map(|g| g.lanes.len() as u32)
                    .collect();
                let Some(&v) = widths.first() else {
                    continue;
                };
                if widths.iter().all(|&w| w == v) && n.is_multiple_of(u64::from(v)) {
                    out.insert((fid, id), v);
                }
            }
        }
        out
    }
}
