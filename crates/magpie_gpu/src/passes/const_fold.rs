//! Constant folding: an op whose operands are all constants is replaced by
//! its result ([`super::eval::evaluate`] decides what folds and how).
//!
//! Integer (and `bool`) identities with one constant operand fold too,
//! where they hold for every value of the other: `x+0`, `x-0`, `x*1`,
//! `x/1`, `x|0`, `x^0`, `x&-1`, shifts by a multiple of the width (→ `x`),
//! `x*0`, `x&0` (→ 0) and `x|-1` (→ -1); and of two equal operands: `x-x`,
//! `x^x` (→ 0), `x&x`, `x|x` (→ `x`), comparisons (→ whether they admit
//! equality); comparisons with the type's smallest or largest value that
//! every value decides (`x <u 0` → false, `x <=s MAX` → true). Drivers fold
//! all of these, so an emitter that must know a zero operand (the SPIR-V
//! zero guards) sees it here first. Float identities do not hold (`-0.0 + 0.0`, NaN) and are
//! left, except the float compares that are false for every value: of a
//! value with itself (`x < x`, `x > x`, `x one x`, also for NaN) and with a
//! constant NaN (every float compare is ordered).
//!
//! Every use of the folded result (operands, phi incomings, terminators)
//! becomes the constant, and the instruction leaves its block. Folding
//! repeats within a function until nothing more folds, so chains of
//! constant expressions collapse in one run of the pass.

use std::collections::HashMap;

use magpie_mpir::{Const, Function, Module, ModuleInfo, Opcode, Operand, Scalar, Type, Value};

use super::eval::evaluate;
use super::rewrite::{compact, replace_uses};
use super::Pass;

/// The `const_fold` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConstFold;

impl Pass for ConstFold {
    fn name(&self) -> &'static str {
        "const_fold"
    }

    fn run(&self, module: &mut Module, _info: &ModuleInfo) -> bool {
        let mut changed = false;
        for (_, func) in module.functions.iter_mut() {
            changed |= fold_function(func);
        }
        changed
    }
}

/// Folds one function; true when anything changed.
pub fn fold_function(func: &mut Function) -> bool {
    let mut folded: HashMap<Value, Operand> = HashMap::new();
    loop {
        let mut progress = false;
        for b in func.blocks.handles().collect::<Vec<_>>() {
            for i in func.blocks[b].insts.clone() {
                let Some(inst) = func.insts.get_mut(i) else {
                    continue;
                };
                for op in &mut inst.operands {
                    if let Operand::Value(v) = op {
                        if let Some(c) = folded.get(v) {
                            *op = *c;
                        }
                    }
                }
                let Some(r) = inst.result else {
                    continue;
                };
                if folded.contains_key(&r) || inst.operands.is_empty() {
                    continue;
                }
                let args: Option<Vec<Const>> = inst
                    .operands
                    .iter()
                    .map(|op| match op {
                        Operand::Const(c) => Some(*c),
                        Operand::Value(_) => None,
                    })
                    .collect();
                let result = match args {
                    Some(a) => evaluate(inst.op, &inst.ty_args, &a).map(Operand::Const),
                    None => identity(inst.op, &inst.operands).or_else(|| {
                        let ty = match inst.operands.first() {
                            Some(Operand::Value(v)) => func.values.get(*v).map(|d| d.ty),
                            _ => None,
                        };
                        same_operands(inst.op, &inst.operands, ty)
                    }),
                };
                if let Some(op) = result {
                    folded.insert(r, op);
                    progress = true;
                }
            }
        }
        if !progress {
            break;
        }
    }
    if folded.is_empty() {
        return false;
    }
    replace_uses(func, &folded);
    for (_, block) in func.blocks.iter_mut() {
        let insts = &func.insts;
        block.insts.retain(|i| {
            insts
                .get(*i)
                .and_then(|inst| inst.result)
                .is_none_or(|r| !folded.contains_key(&r))
        });
    }
    compact(func, &[]);
    true
}

/// The value of an op whose two operands are the same value, where that
/// decides it: for integers and `bool`, `x - x` and `x ^ x` are 0, `x & x`
/// and `x | x` are `x`, a comparison is true exactly when it admits
/// equality; for floats, `x < x`, `x > x` and ordered `x != x` are false
/// (also for NaN; the compares that admit equality are not: `NaN == NaN`
/// is false). A driver folds these too, so the emitters must see them.
/// `ty`: the operands' type.
fn same_operands(op: Opcode, operands: &[Operand], ty: Option<Type>) -> Option<Operand> {
    use Opcode::*;
    let [a @ Operand::Value(x), Operand::Value(y)] = operands else {
        return None;
    };
    let Some(Type::Scalar(s)) = ty else {
        return None;
    };
    if x != y {
        return None;
    }
    if s.is_float() {
        return match op {
            FcmpOlt | FcmpOgt | FcmpOne => Some(Operand::Const(Const::bool(false))),
            _ => None,
        };
    }
    if !s.is_arith_int() && s != Scalar::Bool {
        return None;
    }
    match op {
        ISub | IXor => Some(Operand::Const(Const { ty: s, bits: 0 })),
        IAnd | IOr => Some(*a),
        IcmpEq | IcmpSle | IcmpSge | IcmpUle | IcmpUge => Some(Operand::Const(Const::bool(true))),
        IcmpNe | IcmpSlt | IcmpSgt | IcmpUlt | IcmpUgt => Some(Operand::Const(Const::bool(false))),
        _ => None,
    }
}

/// The value of an integer or `bool` op that an identity decides, or of
/// a float compare with a constant NaN (false), if any.
fn identity(op: Opcode, operands: &[Operand]) -> Option<Operand> {
    use Opcode::*;
    let [a, b] = operands else {
        return None;
    };
    let (x, c, const_on_right) = match (a, b) {
        (Operand::Value(_), Operand::Const(c)) => (*a, *c, true),
        (Operand::Const(c), Operand::Value(_)) => (*b, *c, false),
        _ => return None,
    };
    if c.ty.is_float() {
        // every float compare here is ordered: false with a NaN operand
        let nan = c.as_f64().is_nan();
        let compare = matches!(
            op,
            FcmpOeq | FcmpOne | FcmpOlt | FcmpOgt | FcmpOle | FcmpOge
        );
        return (nan && compare).then_some(Operand::Const(Const::bool(false)));
    }
    if !c.ty.is_arith_int() && c.ty != Scalar::Bool {
        return None;
    }
    if let Some(decided) = bound_compare(op, c, const_on_right) {
        return Some(Operand::Const(Const::bool(decided)));
    }
    let zero = c.bits == 0;
    let one = c.bits == 1;
    let all_ones = c.bits == Const::int(c.ty, -1).bits;
    let commutative = matches!(op, IAdd | IMul | IAnd | IOr | IXor);
    if !const_on_right && !commutative {
        return None;
    }
    match op {
        IAdd | ISub | IOr | IXor if zero => Some(x),
        IShl | ILshr | IAshr if c.bits % u64::from(c.ty.bits()) == 0 => Some(x),
        IMul | ISdiv | IUdiv if one => Some(x),
        IAnd if all_ones => Some(x),
        IMul | IAnd if zero => Some(Operand::Const(Const { ty: c.ty, bits: 0 })),
        IOr if all_ones => Some(Operand::Const(c)),
        _ => None,
    }
}

/// A comparison of a value with its type's smallest or largest value that
/// holds or fails for every value (`x <u 0` is false, `x <=s MAX` true);
/// `const_on_right`: the constant is the right operand.
fn bound_compare(op: Opcode, c: Const, const_on_right: bool) -> Option<bool> {
    use Opcode::*;
    if !c.ty.is_arith_int() {
        return None;
    }
    // the op with the constant on the right (`c < x` is `x > c`)
    let op = match (op, const_on_right) {
        (_, true) => op,
        (IcmpUlt, false) => IcmpUgt,
        (IcmpUgt, false) => IcmpUlt,
        (IcmpUle, false) => IcmpUge,
        (IcmpUge, false) => IcmpUle,
        (IcmpSlt, false) => IcmpSgt,
        (IcmpSgt, false) => IcmpSlt,
        (IcmpSle, false) => IcmpSge,
        (IcmpSge, false) => IcmpSle,
        _ => return None,
    };
    let w = c.ty.bits();
    let umax = Const::int(c.ty, -1).bits;
    let smin = Const::int(c.ty, -(1i128 << (w - 1))).bits;
    let smax = Const::int(c.ty, (1i128 << (w - 1)) - 1).bits;
    match op {
        IcmpUlt if c.bits == 0 => Some(false),
        IcmpUge if c.bits == 0 => Some(true),
        IcmpUgt if c.bits == umax => Some(false),
        IcmpUle if c.bits == umax => Some(true),
        IcmpSlt if c.bits == smin => Some(false),
        IcmpSge if c.bits == smin => Some(true),
        IcmpSgt if c.bits == smax => Some(false),
        IcmpSle if c.bits == smax => Some(true),
        _ => None,
    }
}
