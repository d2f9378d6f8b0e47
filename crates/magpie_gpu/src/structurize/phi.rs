//! Phi elimination on one CFG edge: each phi of the target block becomes a
//! variable (named by the phi's result value), assigned on every incoming
//! edge before control transfers.
//!
//! The assignments of one edge are a *parallel* copy: every phi reads the
//! values as they were before the edge. Done one after another they go
//! wrong when a phi's incoming value is another phi of the same block that
//! this edge also assigns (the swap `x, y = y, x`: `x = y; y = x` loses `x`).
//! Such sources are first copied into fresh temporaries ([`Var::Temp`]),
//! numbered once per function; then the phis are assigned, reading the
//! temporaries. Self-copies (`x = x`) are dropped.

use magpie_mpir::{BlockId, Function, Opcode, Operand, Value};

use super::tree::{Node, PhiVar, Src, Var};

/// The phis of `b`, in order: `(result, incoming (block, value) pairs)`.
pub fn phis(
    func: &Function,
    b: BlockId,
) -> impl Iterator<Item = (Value, Vec<(BlockId, Operand)>)> + '_ {
    func.blocks[b].insts.iter().filter_map(move |&i| {
        let inst = &func.insts[i];
        if inst.op != Opcode::Phi {
            return None;
        }
        let incoming = inst
            .blocks
            .iter()
            .copied()
            .zip(inst.operands.iter().copied())
            .collect();
        Some((inst.result?, incoming))
    })
}

/// The assignments for the edge `from → to`, appended to `out`.
pub fn edge_assigns(
    func: &Function,
    from: BlockId,
    to: BlockId,
    next_temp: &mut u32,
    out: &mut Vec<Node>,
) {
    let copies: Vec<(Value, Operand)> = phis(func, to)
        .filter_map(|(p, incoming)| {
            let (_, v) = incoming.into_iter().find(|(b, _)| *b == from)?;
            (v != Operand::Value(p)).then_some((p, v))
        })
        .collect();
    let is_target = |v: Value| copies.iter().any(|(p, _)| *p == v);
    let mut saved: Vec<(Value, u32)> = Vec::new();
    for (_, v) in &copies {
        if let Operand::Value(s) = *v {
            if is_target(s) && !saved.iter().any(|(x, _)| *x == s) {
                let t = *next_temp;
                *next_temp += 1;
                out.push(Node::Assign {
                    var: Var::Temp(t),
                    value: Src::Operand(*v),
                });
                saved.push((s, t));
            }
        }
    }
    for (p, v) in copies {
        let value = match v {
            Operand::Value(s) => saved
                .iter()
                .find(|(x, _)| *x == s)
                .map_or(Src::Operand(v), |(_, t)| Src::Temp(*t)),
            Operand::Const(_) => Src::Operand(v),
        };
        out.push(Node::Assign {
            var: Var::Phi(PhiVar(p)),
            value,
        });
    }
}
