//! Small CFG edits shared by the normalisations ([`super::exits`],
//! [`super::crossings`]): new blocks, values and phis with fresh names,
//! retargeting a terminator, and a dispatch on a selector.

use magpie_mpir::{
    Block, BlockId, Const, Function, FunctionInfo, Inst, InstId, Opcode, Operand, Scalar,
    Terminator, TyArg, Type, Value, ValueDef,
};

/// `X`'s terminator: a `cbr` on `sel == 0` for two targets, else a `switch`
/// (selector value `i` goes to `targets[i]`). `what` names the compare
/// (`{what}_first`). The switch's default is a target from which no other
/// target is reached going forward (`info`: the facts before the edit, for
/// what a back edge is), so that no default runs on into a case, which
/// neither SPIR-V's case order nor a sequence of arms can express.
pub(crate) fn dispatch(
    func: &mut Function,
    info: &FunctionInfo,
    x: BlockId,
    sel: Value,
    targets: &[BlockId],
    what: &str,
) -> Terminator {
    if let [first, second] = targets {
        let c = new_value(func, &format!("{what}_first"), Type::Scalar(Scalar::Bool));
        let mut inst = Inst::new(Opcode::IcmpEq);
        inst.result = Some(c);
        inst.operands = vec![Operand::Value(sel), Operand::Const(Const::u32(0))];
        let id = func.insts.append(inst);
        func.blocks[x].insts.push(id);
        return Terminator::Cbr {
            cond: Operand::Value(c),
            then_block: *first,
            else_block: *second,
        };
    }
    let Some(&last) = targets.last() else {
        return Terminator::Unreachable;
    };
    let default = targets
        .iter()
        .rev()
        .copied()
        .find(|&t| {
            !targets
                .iter()
                .any(|&o| o != t && reaches_forward(func, info, t, o))
        })
        .unwrap_or(last);
    Terminator::Switch {
        value: Operand::Value(sel),
        cases: targets
            .iter()
            .enumerate()
            .filter(|(_, t)| **t != default)
            .map(|(i, t)| (i as i128, *t))
            .collect(),
        default,
    }
}

/// Whether `to` is reached from `from` without taking a back edge (an
/// edge into a block that dominates its source, by the facts `info` from
/// before the edit; blocks made since are passed through).
fn reaches_forward(func: &Function, info: &FunctionInfo, from: BlockId, to: BlockId) -> bool {
    let known = |b: BlockId| b.index() < info.preds.len();
    let mut seen = vec![false; func.blocks.len()];
    let mut work = vec![from];
    while let Some(b) = work.pop() {
        if b == to {
            return true;
        }
        if std::mem::replace(&mut seen[b.index()], true) {
            continue;
        }
        for s in func.blocks[b].term.successors() {
            let back = known(b) && known(s) && info.dominates(s, b);
            if !back {
                work.push(s);
            }
        }
    }
    false
}

pub(crate) fn retarget(term: &mut Terminator, from: BlockId, to: BlockId) {
    let swap = |b: &mut BlockId| {
        if *b == from {
            *b = to;
        }
    };
    match term {
        Terminator::Br(b) => swap(b),
        Terminator::Cbr {
            then_block,
            else_block,
            ..
        } => {
            swap(then_block);
            swap(else_block);
        }
        Terminator::Switch { cases, default, .. } => {
            cases.iter_mut().for_each(|(_, b)| swap(b));
            swap(default);
        }
        Terminator::Ret(_) | Terminator::Unreachable => {}
    }
}

pub(crate) fn index_of(targets: &[BlockId], b: BlockId) -> u32 {
    targets.iter().position(|t| *t == b).unwrap_or(0) as u32
}

pub(crate) fn phis_of(func: &Function, b: BlockId) -> Vec<InstId> {
    func.blocks[b]
        .insts
        .iter()
        .copied()
        .take_while(|i| func.insts[*i].op == Opcode::Phi)
        .collect()
}

pub(crate) fn phi_type(inst: &Inst) -> Type {
    inst.ty_arg(0).unwrap_or(Type::Scalar(Scalar::U32))
}

pub(crate) fn incoming(inst: &Inst, from: BlockId) -> Option<Operand> {
    inst.blocks
        .iter()
        .position(|b| *b == from)
        .map(|k| inst.operands[k])
}

/// The zero of a scalar type (`false`, `0`, `+0.0`).
pub(crate) fn zero(ty: Type) -> Operand {
    let s = match ty {
        Type::Scalar(s) => s,
        _ => Scalar::U32,
    };
    Operand::Const(if s.is_float() {
        Const::float(s, 0.0)
    } else {
        Const::int(s, 0)
    })
}

pub(crate) fn new_block(func: &mut Function, what: &str) -> BlockId {
    let label = fresh(
        func.blocks.iter().map(|(_, b)| b.label.as_str()),
        &format!("bb_{what}"),
    );
    func.blocks.append(Block {
        label,
        insts: Vec::new(),
        term: Terminator::Unreachable,
    })
}

pub(crate) fn new_value(func: &mut Function, what: &str, ty: Type) -> Value {
    let name = fresh(func.values.iter().map(|(_, v)| v.name.as_str()), what);
    func.values.append(ValueDef { name, ty })
}

/// `base`, or `base_N` for the first N that is not taken.
pub(crate) fn fresh<'a>(taken: impl Iterator<Item = &'a str>, base: &str) -> String {
    let taken: std::collections::HashSet<&str> = taken.collect();
    if !taken.contains(base) {
        return base.to_string();
    }
    (1..)
        .map(|n| format!("{base}_{n}"))
        .find(|c| !taken.contains(c.as_str()))
        .unwrap_or_default()
}

pub(crate) fn add_phi(
    func: &mut Function,
    x: BlockId,
    ty: Type,
    name: &str,
    stubs: &[BlockId],
    ins: Vec<Operand>,
) -> Value {
    let v = new_value(func, name, ty);
    let mut inst = Inst::new(Opcode::Phi);
    inst.result = Some(v);
    inst.ty_args = vec![TyArg::Type(ty)];
    inst.operands = ins;
    inst.blocks = stubs.to_vec();
    let id = func.insts.append(inst);
    // phis first, in creation order
    let at = func.blocks[x]
        .insts
        .iter()
        .take_while(|i| func.insts[**i].op == Opcode::Phi)
        .count();
    func.blocks[x].insts.insert(at, id);
    v
}

/// Renames the uses of `renamed` values in the blocks `within` accepts:
/// their instructions and terminators, and of their phis only the
/// incomings from blocks `within` accepts (an incoming from elsewhere is
/// read on an edge the rename does not cover).
pub(crate) fn rename_uses(
    func: &mut Function,
    renamed: &std::collections::HashMap<Value, Value>,
    within: &dyn Fn(BlockId) -> bool,
) {
    if renamed.is_empty() {
        return;
    }
    let blocks: Vec<BlockId> = func.blocks.handles().filter(|b| within(*b)).collect();
    let swap = |op: &mut Operand| {
        if let Operand::Value(v) = op {
            if let Some(n) = renamed.get(v) {
                *op = Operand::Value(*n);
            }
        }
    };
    for b in blocks {
        let insts = func.blocks[b].insts.clone();
        for i in insts {
            let inst = &mut func.insts[i];
            if inst.op == Opcode::Phi {
                for (op, from) in inst.operands.iter_mut().zip(&inst.blocks) {
                    if within(*from) {
                        swap(op);
                    }
                }
            } else {
                inst.operands.iter_mut().for_each(swap);
            }
        }
        match &mut func.blocks[b].term {
            Terminator::Ret(Some(op)) => swap(op),
            Terminator::Cbr { cond, .. } => swap(cond),
            Terminator::Switch { value, .. } => swap(value),
            _ => {}
        }
    }
}

/// Values defined in a block `defined_in` accepts and used in a reachable
/// block `inside` rejects: by its instructions or terminator, or by a phi
/// on an edge from such a block (a phi incoming from an `inside` block is
/// read on an edge the caller reroutes itself).
pub(crate) fn escaping_values(
    func: &Function,
    info: &FunctionInfo,
    inside: &dyn Fn(BlockId) -> bool,
    defined_in: &dyn Fn(BlockId) -> bool,
) -> Vec<Value> {
    let defined = |v: Value| {
        info.def_block
            .get(v.index())
            .copied()
            .flatten()
            .is_some_and(defined_in)
    };
    let mut out: Vec<Value> = Vec::new();
    let mut note = |op: &Operand| {
        if let Operand::Value(v) = op {
            if defined(*v) && !out.contains(v) {
                out.push(*v);
            }
        }
    };
    for (b, block) in func.blocks.iter() {
        if b.index() >= info.preds.len() || !info.is_reachable(b) || inside(b) {
            continue;
        }
        for &i in &block.insts {
            let inst = &func.insts[i];
            if inst.op == Opcode::Phi {
                for (op, from) in inst.operands.iter().zip(&inst.blocks) {
                    if !inside(*from) {
                        note(op);
                    }
                }
            } else {
                inst.operands.iter().for_each(&mut note);
            }
        }
        block.term.operands().iter().for_each(&mut note);
    }
    out
}

/// Runs `step` on every function of `module` (with its facts), round after
/// round, until a round changes nothing or `rounds` have run; the module is
/// verified after each round that changed something, so that the next
/// round sees fresh facts. A function is cloned to try `step` on it and the
/// module only once a step changed something. `Ok(None)`: nothing changed.
/// `Err`: the result did not verify, with the verifier's first message
/// (the step's bug).
pub(crate) fn in_rounds(
    module: &magpie_mpir::Module,
    info: &magpie_mpir::ModuleInfo,
    rounds: usize,
    mut step: impl FnMut(&mut Function, &FunctionInfo) -> bool,
) -> Result<Option<(magpie_mpir::Module, magpie_mpir::ModuleInfo)>, String> {
    let mut current: Option<(magpie_mpir::Module, magpie_mpir::ModuleInfo)> = None;
    for _ in 0..rounds {
        let (m, i) = current.as_ref().map_or((module, info), |(m, i)| (m, i));
        let mut next: Option<magpie_mpir::Module> = None;
        for (f, func) in m.functions.iter() {
            let mut edited = func.clone();
            if step(&mut edited, i.function(f)) {
                next.get_or_insert_with(|| m.clone()).functions[f] = edited;
            }
        }
        let Some(next) = next else {
            break;
        };
        let checked = magpie_mpir::verify(&next);
        let Some(info) = checked.value else {
            return Err(checked
                .diagnostics
                .first()
                .map_or(String::new(), |d| d.message.clone()));
        };
        current = Some((next, info));
    }
    Ok(current)
}
