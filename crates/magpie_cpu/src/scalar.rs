//! One pure scalar instruction on constants, through the executor's own op
//! functions: for other interpreters (the difftest's statement-tree
//! interpreter) that must compute bit for bit what this executor computes.
//!
//! The opcode-to-op mapping is the one `decode` uses (`IntOp`, `FloatOp`,
//! `MathOp::from_opcode`, then `pred.not`, `math.fma`, `cast`, literals and
//! bitcasts), and the arithmetic is `interp::{arith, float, math}`, so a
//! result here is the register a work-item would hold.

use magpie_mpir::ops::Typing;
use magpie_mpir::{Const, Opcode, Scalar, TyArg, Type};

use crate::interp::arith::{self, mask, IntOp};
use crate::interp::float::{self, FloatOp};
use crate::interp::math::{self, MathOp};

/// The result of the pure scalar op `op`, computed exactly as the executor
/// computes it (the `.fast` ops like their plain forms, `math.*` with the
/// functions SEMANTICS.md and the crate docs name, casts to `bool` as a
/// 1-bit unsigned integer).
///
/// `ty_args` are the instruction's type arguments (only `cast` and
/// `__mp.bitcast` read them: the target type is `ty_args[1]`); `args` are the
/// operands in operand order, each a constant of its operand's type, a
/// `pred` as a `bool`. The result has the instruction's result type.
///
/// `None` when `op` is not such an op (ids, memory, calls, predicates of
/// the target, subgroup ops, ...) or `args` do not fit its typing rule;
/// it never guesses.
pub fn eval_scalar(op: Opcode, ty_args: &[TyArg], args: &[Const]) -> Option<Const> {
    let args: Vec<Const> = args
        .iter()
        .map(|c| Const {
            ty: c.ty,
            bits: c.bits & mask(c.ty.bits()),
        })
        .collect();
    if let Some(iop) = IntOp::from_opcode(op) {
        let [a, b] = same_type(&args, |t| !t.is_float())?;
        let bits = arith::int_op(iop, a.ty.bits(), a.bits, b.bits);
        return Some(Const {
            ty: result_type(op, a.ty),
            bits,
        });
    }
    if let Some(fop) = FloatOp::from_opcode(op) {
        let [a, b] = same_type(&args, Scalar::is_float)?;
        let bits = float::float_op(fop, a.ty, a.bits, b.bits);
        return Some(Const {
            ty: result_type(op, a.ty),
            bits,
        });
    }
    if let Some(mop) = MathOp::from_opcode(op) {
        let [v] = same_type(&args, Scalar::is_float)?;
        return Some(Const {
            ty: v.ty,
            bits: math::math_op(mop, v.ty, v.bits),
        });
    }
    match op {
        Opcode::PredNot => {
            let [v] = same_type(&args, |t| t == Scalar::Bool)?;
            Some(Const::bool(arith::int_op(IntOp::Xor, 1, v.bits, 1) != 0))
        }
        Opcode::Fma => {
            let [a, b, c] = same_type(&args, Scalar::is_float)?;
            Some(Const {
                ty: a.ty,
                bits: math::fma(a.ty, a.bits, b.bits, c.bits),
            })
        }
        Opcode::Cast => {
            let [v] = same_type(&args, |_| true)?;
            let to = scalar_ty_arg(ty_args, 1)?;
            Some(Const {
                ty: to,
                bits: arith::cast(v.ty, to, v.bits),
            })
        }
        Opcode::Literal => {
            let [v] = same_type(&args, |_| true)?;
            Some(v)
        }
        // Same width: the register bits are the same in both encodings.
        Opcode::Bitcast => {
            let [v] = same_type(&args, |_| true)?;
            let to = scalar_ty_arg(ty_args, 1)?;
            (to.bits() == v.ty.bits()).then_some(Const {
                ty: to,
                bits: v.bits,
            })
        }
        _ => None,
    }
}

/// `args` as exactly `N` constants of one type that `ok` accepts.
fn same_type<const N: usize>(args: &[Const], ok: impl Fn(Scalar) -> bool) -> Option<[Const; N]> {
    let args: [Const; N] = args.try_into().ok()?;
    let ty = args.first()?.ty;
    (ok(ty) && args.iter().all(|c| c.ty == ty)).then_some(args)
}

fn scalar_ty_arg(ty_args: &[TyArg], k: usize) -> Option<Scalar> {
    match ty_args.get(k) {
        Some(TyArg::Type(Type::Scalar(s))) => Some(*s),
        _ => None,
    }
}

/// `bool` for a compare (the op table's typing rule), else the operands'
/// type.
fn result_type(op: Opcode, operands: Scalar) -> Scalar {
    match op.info().typing {
        Typing::IntCompare | Typing::FloatCompare => Scalar::Bool,
        _ => operands,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32c(x: f32) -> Const {
        Const {
            ty: Scalar::F32,
            bits: u64::from(x.to_bits()),
        }
    }

    #[test]
    fn math_and_rem_are_the_executors_functions() -> Result<(), String> {
        let x = 0.7f32;
        let r = eval_scalar(Opcode::Sin, &[], &[f32c(x)]).ok_or("Sin does not evaluate")?;
        assert_eq!(r, f32c(f64::from(x).sin() as f32));
        let r = eval_scalar(Opcode::FRemFast, &[], &[f32c(7.5), f32c(2.0)])
            .ok_or("FRemFast does not evaluate")?;
        assert_eq!(r, f32c(1.5));
        let r = eval_scalar(Opcode::FcmpOlt, &[], &[f32c(1.0), f32c(2.0)])
            .ok_or("FcmpOlt does not evaluate")?;
        assert_eq!(r, Const::bool(true));
        Ok(())
    }

    #[test]
    fn casts_to_bool_and_compares_give_bool() -> Result<(), String> {
        let to_bool = [
            TyArg::Type(Type::Scalar(Scalar::F32)),
            TyArg::Type(Type::BOOL),
        ];
        let r =
            eval_scalar(Opcode::Cast, &to_bool, &[f32c(1.5)]).ok_or("Cast does not evaluate")?;
        assert_eq!(r, Const::bool(true));
        let r =
            eval_scalar(Opcode::Cast, &to_bool, &[f32c(0.5)]).ok_or("Cast does not evaluate")?;
        assert_eq!(r, Const::bool(false));
        let r = eval_scalar(
            Opcode::IcmpSlt,
            &[],
            &[Const::int(Scalar::I32, -1), Const::int(Scalar::I32, 0)],
        )
        .ok_or("IcmpSlt does not evaluate")?;
        assert_eq!(r, Const::bool(true));
        Ok(())
    }

    #[test]
    fn ill_typed_or_impure_ops_are_refused() {
        assert_eq!(eval_scalar(Opcode::FAdd, &[], &[f32c(1.0)]), None);
        assert_eq!(
            eval_scalar(Opcode::FAdd, &[], &[f32c(1.0), Const::u32(1)]),
            None
        );
        assert_eq!(eval_scalar(Opcode::Sin, &[], &[Const::u32(1)]), None);
        assert_eq!(eval_scalar(Opcode::GlobalId, &[], &[Const::u32(0)]), None);
    }
}
