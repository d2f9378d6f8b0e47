//! Integer and float arithmetic, with the SEMANTICS.md guards: division
//! never traps (`x/0 = x`, `x%0 = 0`, `MIN/-1 = MIN`, `MIN%-1 = 0`), shift
//! amounts are taken modulo the width, float ops are `NoContraction` unless
//! `.fast`. Nothing emitted is undefined on any input (an LLVM-based driver
//! makes that poison): divisors and shift amounts are guarded, and so is
//! `f.rem.fast`'s OpFRem, undefined for a zero divisor.

use magpie_mpir::{Inst, Opcode, Scalar};
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::Result;

impl FnEmitter<'_, '_> {
    pub(crate) fn int_arith(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        let t = self.cx.ty_scalar(s)?;
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        let r = if s == Scalar::Bool {
            let op = match inst.op {
                Opcode::IAnd => Op::LogicalAnd,
                Opcode::IOr => Op::LogicalOr,
                _ => Op::LogicalNotEqual,
            };
            self.op(op, t, &[a, b])?
        } else {
            match inst.op {
                Opcode::IAdd => self.op(Op::IAdd, t, &[a, b])?,
                Opcode::ISub => self.op(Op::ISub, t, &[a, b])?,
                Opcode::IMul => self.op(Op::IMul, t, &[a, b])?,
                Opcode::IAnd => self.op(Op::BitwiseAnd, t, &[a, b])?,
                Opcode::IOr => self.op(Op::BitwiseOr, t, &[a, b])?,
                Opcode::IXor => self.op(Op::BitwiseXor, t, &[a, b])?,
                Opcode::IShl | Opcode::ILshr | Opcode::IAshr => {
                    let mask = self.cx.c_int(s, i128::from(s.bits() - 1))?;
                    let amount = self.op(Op::BitwiseAnd, t, &[b, mask])?;
                    let op = match inst.op {
                        Opcode::IShl => Op::ShiftLeftLogical,
                        Opcode::ILshr => Op::ShiftRightLogical,
                        _ => Op::ShiftRightArithmetic,
                    };
                    self.op(op, t, &[a, amount])?
                }
                op => self.guarded_division(op, s, t, a, b)?,
            }
        };
        self.define(inst, r);
        Ok(())
    }

    /// Every case the guard catches gives `x / 1` or `x % 1`, which are the
    /// defined results (`x`, resp. `0`), so one select on the divisor does.
    ///
    /// Signed remainder is `a - (a / b) * b` on the guarded divisor rather
    /// than `OpSRem`, which some drivers (NVIDIA) get wrong for negative
    /// operands (`1 % -1 = 1`, `-7 % 2 = 1`); in two's complement it is
    /// exact for every width (truncating division, sign of the dividend).
    fn guarded_division(
        &mut self,
        op: Opcode,
        s: Scalar,
        t: Word,
        a: Word,
        b: Word,
    ) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let zero = self.cx.c_int(s, 0)?;
        let one = self.cx.c_int(s, 1)?;
        let mut bad = self.op(Op::IEqual, bt, &[b, zero])?;
        let signed = matches!(op, Opcode::ISdiv | Opcode::ISrem);
        if signed {
            let min = self.cx.c_int(s, -(1i128 << (s.bits() - 1)))?;
            let minus_one = self.cx.c_int(s, -1)?;
            let is_min = self.op(Op::IEqual, bt, &[a, min])?;
            let is_m1 = self.op(Op::IEqual, bt, &[b, minus_one])?;
            let ovf = self.op(Op::LogicalAnd, bt, &[is_min, is_m1])?;
            bad = self.op(Op::LogicalOr, bt, &[bad, ovf])?;
        }
        let safe = self.op(Op::Select, t, &[bad, one, b])?;
        match op {
            Opcode::ISdiv => self.op(Op::SDiv, t, &[a, safe]),
            Opcode::IUdiv => self.op(Op::UDiv, t, &[a, safe]),
            Opcode::ISrem => {
                let q = self.op(Op::SDiv, t, &[a, safe])?;
                let qb = self.op(Op::IMul, t, &[q, safe])?;
                self.op(Op::ISub, t, &[a, qb])
            }
            _ => self.op(Op::UMod, t, &[a, safe]),
        }
    }

    pub(crate) fn float_arith(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        let t = self.cx.ty_scalar(s)?;
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        let r = if s == Scalar::Bf16 {
            self.bf16_binary(inst.op, t, a, b)?
        } else {
            self.float_binary(inst.op, s, t, a, b)?
        };
        self.define(inst, r);
        Ok(())
    }

    /// `a op b` for a float arithmetic opcode on `s` (of SPIR-V type `t`).
    pub(crate) fn float_binary(
        &mut self,
        op: Opcode,
        s: Scalar,
        t: Word,
        a: Word,
        b: Word,
    ) -> Result<Word> {
        let (op, fast) = match op {
            Opcode::FAdd => (Op::FAdd, false),
            Opcode::FSub => (Op::FSub, false),
            Opcode::FMul => (Op::FMul, false),
            Opcode::FDiv => (Op::FDiv, false),
            Opcode::FRem => (Op::FRem, false),
            Opcode::FAddFast => (Op::FAdd, true),
            Opcode::FSubFast => (Op::FSub, true),
            Opcode::FMulFast => (Op::FMul, true),
            Opcode::FDivFast => (Op::FDiv, true),
            _ => (Op::FRem, true),
        };
        if fast && op == Op::FRem {
            self.frem_fast(s, t, a, b)
        } else if fast {
            self.op(op, t, &[a, b])
        } else if op == Op::FRem {
            self.fmod(s, t, a, b)
        } else if op == Op::FDiv {
            self.div_rounded(s, t, a, b)
        } else {
            self.exact(op, t, &[a, b])
        }
    }

    /// `f.rem.fast`: the driver's OpFRem, whose result SPIR-V leaves
    /// undefined for a zero divisor: there the divisor is 1 and the result
    /// NaN, as C's fmod gives.
    fn frem_fast(&mut self, s: Scalar, t: Word, a: Word, b: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let zero = self.cx.c_float(s, 0.0)?;
        let one = self.cx.c_float(s, 1.0)?;
        let b0 = self.op(Op::FOrdEqual, bt, &[b, zero])?;
        let safe = self.op(Op::Select, t, &[b0, one, b])?;
        let r = self.op(Op::FRem, t, &[a, safe])?;
        let qnan = self.cx.c_float(s, f64::NAN)?;
        self.op(Op::Select, t, &[b0, qnan, r])
    }
}
