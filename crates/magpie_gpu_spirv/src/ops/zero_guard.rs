//! Sums with a constant `+0.0` term, made immune to drivers that fold them.
//!
//! IEEE (round to nearest): `x + (+0.0)` is `x` except that `-0.0 + 0.0`
//! is `+0.0`; likewise `+0.0 - x` is `-x` except at `x = ±0`, and
//! `fma(a, b, +0.0)` is `a * b` except that an exactly zero product gives
//! `+0.0`. Drivers fold these to the plain forms (`x`, `-x`, `a * b`)
//! even with `SignedZeroInfNanPreserve` declared (lavapipe, Mesa 25.0.7:
//! `0.0 - x` gave `-0.0` for `x = +0.0`, `fma(x - x, x, 0.0)` gave
//! `-0.0`, bf16 `0.0 + -0.0` gave `-0.0`), so the result is repaired
//! after the op, where a fold cannot reach it:
//!
//! - `f.add` with a `+0.0` operand, `f.sub` of `+0.0 - x` or `x - (-0.0)`:
//!   the sum is zero only when `x` is, and then it is `+0.0`, so a zero
//!   result becomes `+0.0`;
//! - `math.fma(a, b, +0.0)`: a zero result becomes `+0.0` when `a` or `b`
//!   is zero (the exact product is zero); a product that only rounded to
//!   zero keeps its sign;
//! - `math.fma(x, ±0.0, c)` (either factor) is not emitted as an fma: it is
//!   `c`, `+0.0` for a zero `c` unless the product is `-0.0`, NaN for an
//!   infinite or NaN `x` (lavapipe folded bf16 `fma(127.5, 0.0, -0.0)` to
//!   `-0.0`).
//!
//! - a division with a constant `±0.0` operand is not emitted as a
//!   division at all: `x / ±0` is `x * ±inf` (±inf by the signs, NaN for a
//!   zero or NaN `x`; lavapipe, Mesa 25.0.7, dropped the store of an f64
//!   `x / 0.0` altogether), and `±0 / x` is NaN for a zero or NaN `x`,
//!   otherwise a zero with the sign of `x` (flipped for `-0`), selected on
//!   the bits (lavapipe made f64 `0.0 / x` a plain `+0.0`, even for
//!   `x = -3` and `x = NaN`).
//!
//! An operand made by a cast of a bool or an integer counts as a `+0.0`
//! term: a driver that proves the bool false, or the integer zero, folds
//! the cast to the constant (lavapipe did for `f32(1 & i >u 1)`, always
//! false, in `f32(..) - z`, and for `f32(i16(0 << k)) - z`, campaign seed
//! 2501761: its known-bits analysis sees the zero, our folding did not).
//!
//! The repair edits the sign bit with integer ops on the value's sign word
//! (`ops::sign_bits`), so that no float identity applies to it. Which operands are constants is decided on the IR after constant
//! folding (`crate::fold_constants`), so a term that only a driver's folding
//! would find to be zero is caught too. `.fast` ops are left alone (they may
//! lose signed zeros). Cost: two to three instructions where it applies,
//! nothing elsewhere.

use magpie_mpir::{Inst, Opcode, Operand, Scalar};
use rspirv::spirv::{Op, Word};

use super::sign_bits::sign_word_type;
use crate::func::FnEmitter;
use crate::Result;

/// Whether `op` is the constant `+0.0` (`negative`: `-0.0`) of a float type.
fn is_zero_const(op: &Operand, negative: bool) -> bool {
    match op {
        Operand::Const(c) if c.ty.is_float() => {
            let bits = c.ty.bits();
            let sign = 1u64 << (bits - 1);
            let want = if negative { sign } else { 0 };
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            c.bits & mask == want
        }
        _ => false,
    }
}

impl FnEmitter<'_, '_> {
    /// `r`, the result of `inst` on `s` (bf16: an f32 register), repaired
    /// where the module docs say; otherwise `r` itself.
    pub(crate) fn zero_guard(&mut self, inst: &Inst, s: Scalar, r: Word) -> Result<Word> {
        let ops = &inst.operands;
        // A cast of a bool or an integer is +0.0 wherever a driver proves
        // the bool false or the integer zero, which our folding may not
        // (lavapipe: `f32(1 & i >u 1) - z` gave -0.0 for z = +0.0), so it
        // counts as a constant +0.0.
        let may_be_zero: Vec<bool> = ops
            .iter()
            .map(|o| is_zero_const(o, false) || self.is_int_cast(o))
            .collect();
        let plus = |k: usize| may_be_zero.get(k).copied().unwrap_or(false);
        let minus = |k: usize| ops.get(k).is_some_and(|o| is_zero_const(o, true));
        let reg = if s == Scalar::Bf16 { Scalar::F32 } else { s };
        match inst.op {
            Opcode::FAdd if plus(0) || plus(1) => self.positive_if_zero(reg, r, None),
            Opcode::FSub if plus(0) || minus(1) => self.positive_if_zero(reg, r, None),
            Opcode::Fma if plus(2) => {
                let a = self.val(&ops[0])?;
                let b = self.val(&ops[1])?;
                let bt = self.cx.ty_scalar(Scalar::Bool)?;
                let zero = self.cx.c_float(reg, 0.0)?;
                let az = self.op(Op::FOrdEqual, bt, &[a, zero])?;
                let bz = self.op(Op::FOrdEqual, bt, &[b, zero])?;
                let exact_zero = self.op(Op::LogicalOr, bt, &[az, bz])?;
                self.positive_if_zero(reg, r, Some(exact_zero))
            }
            _ => Ok(r),
        }
    }

    /// Whether `op` is the result of a cast from a bool or an integer.
    fn is_int_cast(&self, op: &Operand) -> bool {
        matches!(op, Operand::Value(v) if self.int_casts.contains(v))
    }

    /// `inst` without a division when it is an `f.div` with a constant
    /// `±0.0` operand (module docs); `None` otherwise. `t`: the result's SPIR-V type (f32
    /// for bf16, whose products with inf need no rounding).
    pub(crate) fn zero_divisor(&mut self, inst: &Inst, s: Scalar, t: Word) -> Result<Option<Word>> {
        let ops = &inst.operands;
        if inst.op != Opcode::FDiv || ops.len() != 2 {
            return Ok(None);
        }
        let reg = if s == Scalar::Bf16 { Scalar::F32 } else { s };
        for negative in [false, true] {
            if is_zero_const(&ops[0], negative) {
                return self.zero_over(reg, t, &ops[1], negative).map(Some);
            }
        }
        let negative = is_zero_const(&ops[1], true);
        if !negative && !is_zero_const(&ops[1], false) {
            return Ok(None);
        }
        let x = self.val(&ops[0])?;
        let inf = if negative {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let inf = self.cx.c_float(reg, inf)?;
        self.exact(Op::FMul, t, &[x, inf]).map(Some)
    }

    /// `±0 / x` on `s` (SPIR-V type `t`; `negative`: the numerator is
    /// `-0`): NaN for a zero or NaN `x`, otherwise a zero with `x`'s sign
    /// (flipped for `-0`).
    fn zero_over(&mut self, s: Scalar, t: Word, x: &Operand, negative: bool) -> Result<Word> {
        let x = self.val(x)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let zero = self.cx.c_float(s, 0.0)?;
        let x_nan = self.op(Op::IsNan, bt, &[x])?;
        let x_zero = self.op(Op::FOrdEqual, bt, &[x, zero])?;
        let nan_result = self.op(Op::LogicalOr, bt, &[x_nan, x_zero])?;
        let qnan = self.cx.c_float(s, f64::NAN)?;
        let mut sign = self.sign_bit(s, x)?;
        if negative {
            let int = sign_word_type(s);
            let it = self.cx.ty_scalar(int)?;
            let flip = self.cx.c_int(int, 1i128 << (int.bits() - 1))?;
            sign = self.op(Op::BitwiseXor, it, &[sign, flip])?;
        }
        let signed_zero = self.sign_word_op(s, t, zero, Op::BitwiseOr, sign)?;
        self.op(Op::Select, t, &[nan_result, qnan, signed_zero])
    }

    /// `inst` without an fma when it is a `math.fma` with a constant `±0.0`
    /// factor (module docs); `None` otherwise. `s`: the operand type.
    pub(crate) fn fma_zero_factor(&mut self, inst: &Inst, s: Scalar) -> Result<Option<Word>> {
        let ops = &inst.operands;
        if inst.op != Opcode::Fma || ops.len() != 3 {
            return Ok(None);
        }
        let zero_at = |k: usize| is_zero_const(&ops[k], false) || is_zero_const(&ops[k], true);
        let k = match (zero_at(0), zero_at(1)) {
            (true, _) => 0,
            (_, true) => 1,
            _ => return Ok(None),
        };
        let reg = if s == Scalar::Bf16 { Scalar::F32 } else { s };
        let negative = is_zero_const(&ops[k], true);
        self.fma_zero_product(reg, &ops[1 - k], negative, &ops[2])
            .map(Some)
    }

    /// `fma(x, ±0, c)` on `s`: NaN when `x` is infinite or NaN; otherwise
    /// the product is a zero with the sign of `x` (flipped for `-0`,
    /// `negative`), so the sum is `c`, except that a zero `c` becomes
    /// `+0.0` unless the product is `-0.0`.
    fn fma_zero_product(
        &mut self,
        s: Scalar,
        x: &Operand,
        negative: bool,
        c: &Operand,
    ) -> Result<Word> {
        let x = self.val(x)?;
        let c = self.val(c)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let t = self.cx.ty_scalar(s)?;
        let x_nan = self.op(Op::IsNan, bt, &[x])?;
        let x_inf = self.op(Op::IsInf, bt, &[x])?;
        let nan = self.op(Op::LogicalOr, bt, &[x_nan, x_inf])?;
        let mut product_negative = self.sign_is_set(s, x)?;
        if negative {
            product_negative = self.op(Op::LogicalNot, bt, &[product_negative])?;
        }
        let sum = self.positive_if_zero(s, c, None)?;
        let sum = self.op(Op::Select, t, &[product_negative, c, sum])?;
        let qnan = self.cx.c_float(s, f64::NAN)?;
        self.op(Op::Select, t, &[nan, qnan, sum])
    }

    /// `r` (a float of `s`) with its sign cleared when it is zero (and
    /// `also`, when given, holds).
    fn positive_if_zero(&mut self, s: Scalar, r: Word, also: Option<Word>) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let t = self.cx.ty_scalar(s)?;
        let zero = self.cx.c_float(s, 0.0)?;
        let mut is_zero = self.op(Op::FOrdEqual, bt, &[r, zero])?;
        if let Some(also) = also {
            is_zero = self.op(Op::LogicalAnd, bt, &[is_zero, also])?;
        }
        let int = sign_word_type(s);
        let it = self.cx.ty_scalar(int)?;
        let keep_all = self.cx.c_int(int, -1)?;
        let drop_sign = self.cx.c_int(int, (1i128 << (int.bits() - 1)) - 1)?;
        let mask = self.op(Op::Select, it, &[is_zero, drop_sign, keep_all])?;
        self.sign_word_op(s, t, r, Op::BitwiseAnd, mask)
    }
}

#[cfg(test)]
mod tests {
    use super::is_zero_const;
    use magpie_mpir::{Const, Operand, Scalar};

    fn c(s: Scalar, bits: u64) -> Operand {
        Operand::Const(Const { ty: s, bits })
    }

    #[test]
    fn zero_constants() {
        assert!(is_zero_const(&c(Scalar::F32, 0), false));
        assert!(!is_zero_const(&c(Scalar::F32, 0x8000_0000), false));
        assert!(is_zero_const(&c(Scalar::F32, 0x8000_0000), true));
        assert!(is_zero_const(&c(Scalar::F16, 0x8000), true));
        assert!(is_zero_const(&c(Scalar::F64, 1 << 63), true));
        assert!(is_zero_const(&c(Scalar::Bf16, 0), false));
        assert!(!is_zero_const(&c(Scalar::F32, 1), false));
        assert!(!is_zero_const(&c(Scalar::U32, 0), false), "not a float");
    }
}
