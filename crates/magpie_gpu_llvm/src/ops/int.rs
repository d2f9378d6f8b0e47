//! Integer arithmetic with the SEMANTICS.md guards: wrapping add, sub and
//! mul (no `nsw`/`nuw`); division that never traps (`x/0 = x`, `x%0 = 0`,
//! `MIN/-1 = MIN`, `MIN%-1 = 0`: the divisor becomes 1 in exactly those
//! cases, whose defined results are `x/1` and `x%1`; LLVM's `sdiv`/`udiv`
//! are undefined there); shift amounts taken modulo the width (LLVM's
//! shifts by the width or more are poison). Constant divisors and shift
//! amounts are folded: no guard where none is needed.

use magpie_mpir::{Const, Inst, Opcode, Operand, Scalar};

use crate::func::Fe;
use crate::Result;

impl Fe<'_, '_> {
    pub(crate) fn int_arith(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        // A value the writer already knows to be a constant (a folded
        // subgroup size, say) counts too.
        let bconst = match inst.operands[1] {
            Operand::Const(c) => Some(c),
            Operand::Value(_) => b.parse::<i64>().ok().map(|v| Const::int(s, i128::from(v))),
        };
        let r = self.int_binop(inst.op, s, &a, &b, bconst);
        self.define(inst, r);
        Ok(())
    }

    /// `a OP b` on integers of type `s` (`b_const`: `b` when a constant).
    pub(crate) fn int_binop(
        &mut self,
        op: Opcode,
        s: Scalar,
        a: &str,
        b: &str,
        b_const: Option<Const>,
    ) -> String {
        let t = Self::lt(s);
        let name = match op {
            Opcode::IAdd => "add",
            Opcode::ISub => "sub",
            Opcode::IMul => "mul",
            Opcode::IAnd => "and",
            Opcode::IOr => "or",
            Opcode::IXor => "xor",
            Opcode::IShl | Opcode::ILshr | Opcode::IAshr => {
                return self.shift(op, s, a, b, b_const)
            }
            _ => return self.guarded_division(op, s, a, b, b_const),
        };
        self.def(format!("{name} {t} {a}, {b}"))
    }

    /// Shifts by the amount modulo the width.
    fn shift(&mut self, op: Opcode, s: Scalar, a: &str, b: &str, b_const: Option<Const>) -> String {
        let t = Self::lt(s);
        let w = u64::from(s.bits());
        let amount = match b_const {
            Some(c) => Self::int_const(s, i128::from(c.bits & (w - 1))),
            None => self.def(format!("and {t} {b}, {}", w - 1)),
        };
        let name = match op {
            Opcode::IShl => "shl",
            Opcode::ILshr => "lshr",
            _ => "ashr",
        };
        self.def(format!("{name} {t} {a}, {amount}"))
    }

    /// Division and remainder: the divisor replaced by 1 where the result
    /// would be undefined (module docs).
    fn guarded_division(
        &mut self,
        op: Opcode,
        s: Scalar,
        a: &str,
        b: &str,
        b_const: Option<Const>,
    ) -> String {
        let t = Self::lt(s);
        let signed = matches!(op, Opcode::ISdiv | Opcode::ISrem);
        let is_div = matches!(op, Opcode::ISdiv | Opcode::IUdiv);
        let name = match op {
            Opcode::ISdiv => "sdiv",
            Opcode::IUdiv => "udiv",
            Opcode::ISrem => "srem",
            _ => "urem",
        };
        let minus_one = Const::int(s, -1).bits;
        match b_const {
            Some(c) if c.bits == 0 => {
                if is_div {
                    a.to_string()
                } else {
                    "0".to_string()
                }
            }
            // x / -1 is the wrapping negation (MIN stays MIN); x % -1 is 0.
            Some(c) if signed && c.bits == minus_one => {
                if is_div {
                    self.def(format!("sub {t} 0, {a}"))
                } else {
                    "0".to_string()
                }
            }
            Some(_) => self.def(format!("{name} {t} {a}, {b}")),
            None => {
                let mut bad = self.def(format!("icmp eq {t} {b}, 0"));
                if signed {
                    let min = Self::int_const(s, -(1i128 << (s.bits() - 1)));
                    let is_min = self.def(format!("icmp eq {t} {a}, {min}"));
                    let is_m1 = self.def(format!("icmp eq {t} {b}, -1"));
                    let both = self.def(format!("and i1 {is_min}, {is_m1}"));
                    bad = self.def(format!("or i1 {bad}, {both}"));
                }
                let d = self.def(format!("select i1 {bad}, {t} 1, {t} {b}"));
                self.def(format!("{name} {t} {a}, {d}"))
            }
        }
    }
}
