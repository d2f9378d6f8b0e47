//! Integer and float arithmetic, with the SEMANTICS.md guards: division
//! never traps (`x/0 = x`, `x%0 = 0`, `MIN/-1 = MIN`, `MIN%-1 = 0`), shift
//! amounts are taken modulo the width, float ops are `NoContraction` unless
//! `.fast`. Nothing emitted is undefined on any input (an LLVM-based driver
//! makes that poison): divisors and shift amounts are guarded, and so is
//! `f.rem.fast`'s OpFRem, undefined for a zero divisor.
//!
//! 8- and 16-bit integers: NVIDIA's Vulkan driver (580.159.04) got the
//! sign of computed narrow values wrong: i8 `-128 * -1` and `0 - -128`
//! sign-extended to u16 gave 0x0080, not 0xff80, and compared as 128, and
//! so did values truncated from 32 bits; and a u16 `or` of a `cast<bool,
//! u16>` and a product truncated from 32 bits gave 0 for 1 in one
//! work-item of a kernel with an i64 division (issue 12's finding 2; the
//! same `or` done in 32 bits was right). So no 8- or 16-bit integer
//! arithmetic reaches the driver at all: every integer op of those widths
//! is computed in 32 bits and truncated on bits
//! ([`FnEmitter::narrow_in_32_bits`]), every signed reading of a narrow
//! value (`ashr sdiv srem`, signed compares, casts that sign-extend)
//! extends it explicitly ([`FnEmitter::narrow_to_32`]), and compares of
//! narrow values compare 32-bit words (`ops::compare`). Narrow values
//! remain only as loads, stores, phis, selects and the results of casts
//! and truncations.

use magpie_mpir::{Inst, Opcode, Operand, Scalar};
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::Result;

impl FnEmitter<'_, '_> {
    pub(crate) fn int_arith(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        if s != Scalar::Bool && s.bits() < 32 {
            let r = self.narrow_in_32_bits(inst, s)?;
            self.define(inst, r);
            return Ok(());
        }
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
                op => self.guarded_division(op, s, t, a, b, true)?,
            }
        };
        self.define(inst, r);
        Ok(())
    }

    /// An 8- or 16-bit integer op, computed on the operands extended to 32
    /// bits ([`FnEmitter::narrow_to_32`]) and truncated back on bits
    /// ([`FnEmitter::truncate_int`]) (module docs). Zero extension serves
    /// `add sub mul shl and or xor` (the low bits of their results do not
    /// depend on the operands' high bits), `lshr`, the unsigned divisions
    /// and every shift amount; `ashr`, `sdiv` and `srem` sign-extend their
    /// signed operands, and then division needs no `MIN / -1` guard: in 32
    /// bits `-128 / -1` is 128, whose low byte is MIN, and `-128 % -1` is
    /// 0. Cost over the narrow op: four instructions for most (one fewer
    /// per constant operand), six for `sdiv`/`srem` (three per sign
    /// extension), seven for `ashr`.
    fn narrow_in_32_bits(&mut self, inst: &Inst, s: Scalar) -> Result<Word> {
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let signed = match inst.op {
            Opcode::ISdiv | Opcode::ISrem => [true, true],
            Opcode::IAshr => [true, false],
            _ => [false, false],
        };
        let a = self.narrow_operand_to_32(&inst.operands[0], s, signed[0])?;
        let b = self.narrow_operand_to_32(&inst.operands[1], s, signed[1])?;
        let r = match inst.op {
            Opcode::IAdd => self.op(Op::IAdd, u, &[a, b])?,
            Opcode::ISub => self.op(Op::ISub, u, &[a, b])?,
            Opcode::IMul => self.op(Op::IMul, u, &[a, b])?,
            Opcode::IAnd => self.op(Op::BitwiseAnd, u, &[a, b])?,
            Opcode::IOr => self.op(Op::BitwiseOr, u, &[a, b])?,
            Opcode::IXor => self.op(Op::BitwiseXor, u, &[a, b])?,
            Opcode::IShl | Opcode::IAshr | Opcode::ILshr => {
                // the amount modulo the narrow width
                let mask = self.cx.c_u32(s.bits() - 1)?;
                let amount = self.op(Op::BitwiseAnd, u, &[b, mask])?;
                let shift = match inst.op {
                    Opcode::IShl => Op::ShiftLeftLogical,
                    Opcode::ILshr => Op::ShiftRightLogical,
                    _ => Op::ShiftRightArithmetic,
                };
                self.op(shift, u, &[a, amount])?
            }
            // only x / 0 and x % 0 to guard: MIN32 / -1 cannot occur
            op => self.guarded_division(op, Scalar::U32, u, a, b, false)?,
        };
        self.truncate_int(Scalar::U32, s, r)
    }

    /// The operand `op`, an 8- or 16-bit integer of type `s`, as a 32-bit
    /// word extended by `signed` ([`FnEmitter::narrow_to_32`]); a constant
    /// is a 32-bit constant of that value.
    pub(crate) fn narrow_operand_to_32(
        &mut self,
        op: &Operand,
        s: Scalar,
        signed: bool,
    ) -> Result<Word> {
        match op {
            Operand::Const(c) => {
                let shift = 64 - s.bits();
                if signed {
                    let v = ((c.bits << shift) as i64) >> shift;
                    self.cx.c_int(Scalar::I32, i128::from(v))
                } else {
                    self.cx.c_u32(((c.bits << shift) >> shift) as u32)
                }
            }
            Operand::Value(_) => {
                let v = self.val(op)?;
                self.narrow_to_32(s, v, signed)
            }
        }
    }

    /// The 8- or 16-bit integer `v` (of type `s`) as a 32-bit word:
    /// `OpUConvert`, and for a signed reading minus twice its sign bit
    /// (`w - ((w & 0x80) << 1)` for 8 bits). Never the driver's own sign
    /// extension of a narrow value (`OpSConvert`, or a signed op on the
    /// narrow type): NVIDIA's Vulkan driver (580.159.04) zero-extended
    /// narrow values that an op had computed (not those loaded from memory)
    /// in `OpSConvert`, `OpSLessThan` and `OpShiftRightArithmetic` (i8 -128
    /// computed as `-1 * x` or by a truncation came out as 128), and did
    /// the same for the idioms `(w << 24) >> 24`, `(w ^ 0x80) - 0x80` and
    /// `w & 0x80 ? w | ~0xff : w`; after an `OpBitFieldSExtract` it took
    /// the (right) result for a small unsigned value (an unsigned division
    /// of it came out wrong). This form matched on every case (H200).
    /// A narrow value made by a truncation is not extended at all: its
    /// 32-bit word ([`FnEmitter::wide`]) is read instead, so a chain of
    /// narrow ops never round-trips through the narrow type (NVIDIA's
    /// driver read a `cast<bool, i16>` of true back as 0 through
    /// `OpUConvert` of the truncation's component, beside a division:
    /// `conformance/narrow_or_product`, campaign seed 1700109). Cost: four
    /// instructions (one for an unsigned reading; none for the word of a
    /// truncation, read unsigned).
    pub(crate) fn narrow_to_32(&mut self, s: Scalar, v: Word, signed: bool) -> Result<Word> {
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let w = match self.wide.get(&v) {
            Some(&w) => w,
            None => self.op(Op::UConvert, u, &[v])?,
        };
        if !signed {
            return Ok(w);
        }
        let sign = self.cx.c_u32(1 << (s.bits() - 1))?;
        let one = self.cx.c_u32(1)?;
        let bit = self.op(Op::BitwiseAnd, u, &[w, sign])?;
        let twice = self.op(Op::ShiftLeftLogical, u, &[bit, one])?;
        self.op(Op::ISub, u, &[w, twice])
    }

    /// Every case the guard catches gives `x / 1` or `x % 1`, which are the
    /// defined results (`x`, resp. `0`), so a select on the divisor would
    /// do; the result is selected as well ([`FnEmitter::guarded_result`]).
    ///
    /// Signed remainder is `a - (a / b) * b` on the guarded divisor rather
    /// than `OpSRem`, which some drivers (NVIDIA) get wrong for negative
    /// operands (`1 % -1 = 1`, `-7 % 2 = 1`); in two's complement it is
    /// exact for every width (truncating division, sign of the dividend).
    /// `min_by_minus_one`: whether a signed `MIN / -1` can occur and needs
    /// its guard (not for 8- and 16-bit values extended to 32 bits).
    fn guarded_division(
        &mut self,
        op: Opcode,
        s: Scalar,
        t: Word,
        a: Word,
        b: Word,
        min_by_minus_one: bool,
    ) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let zero = self.cx.c_int(s, 0)?;
        let one = self.cx.c_int(s, 1)?;
        let mut bad = self.op(Op::IEqual, bt, &[b, zero])?;
        if min_by_minus_one && matches!(op, Opcode::ISdiv | Opcode::ISrem) {
            let min = self.cx.c_int(s, -(1i128 << (s.bits() - 1)))?;
            let minus_one = self.cx.c_int(s, -1)?;
            let is_min = self.op(Op::IEqual, bt, &[a, min])?;
            let is_m1 = self.op(Op::IEqual, bt, &[b, minus_one])?;
            let ovf = self.op(Op::LogicalAnd, bt, &[is_min, is_m1])?;
            bad = self.op(Op::LogicalOr, bt, &[bad, ovf])?;
        }
        let safe = self.op(Op::Select, t, &[bad, one, b])?;
        let r = match op {
            Opcode::ISdiv => self.op(Op::SDiv, t, &[a, safe])?,
            Opcode::IUdiv => self.op(Op::UDiv, t, &[a, safe])?,
            Opcode::ISrem => {
                let q = self.op(Op::SDiv, t, &[a, safe])?;
                let qb = self.op(Op::IMul, t, &[q, safe])?;
                self.op(Op::ISub, t, &[a, qb])?
            }
            _ => self.op(Op::UMod, t, &[a, safe])?,
        };
        self.guarded_result(op, s, bad, a, r)
    }

    /// The defined result of a division whose guard `bad` caught its
    /// operands (`x / 0 = x`, `MIN / -1 = MIN`, `x % 0 = MIN % -1 = 0`),
    /// selected over `r`, the division by the guarded divisor, which gives
    /// the same value. Selected again because NVIDIA's Vulkan driver
    /// (580.159.04) saw through the divisor's guard: `x % (2 & y)` with
    /// y's bit clear gave `x` (i8), and a u64 with the right low word and
    /// the high word of an unrelated register (i64), on the H200. One
    /// instruction.
    fn guarded_result(
        &mut self,
        op: Opcode,
        s: Scalar,
        bad: Word,
        a: Word,
        r: Word,
    ) -> Result<Word> {
        let t = self.cx.ty_scalar(s)?;
        let defined = match op {
            Opcode::ISdiv | Opcode::IUdiv => a,
            _ => self.cx.c_int(s, 0)?,
        };
        self.op(Op::Select, t, &[bad, defined, r])
    }

    pub(crate) fn float_arith(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        let t = self.cx.ty_scalar(s)?;
        if let Some(r) = self.zero_divisor(inst, s, t)? {
            self.define(inst, r);
            return Ok(());
        }
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        let r = if s == Scalar::Bf16 {
            self.bf16_binary(inst.op, t, a, b)?
        } else {
            self.float_binary(inst.op, s, t, a, b)?
        };
        let r = self.zero_guard(inst, s, r)?;
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
