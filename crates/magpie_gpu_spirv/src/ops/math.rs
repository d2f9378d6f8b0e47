//! `math.*` through GLSL.std.450, with fixes where GLSL's definition is not
//! ours: `round` is half away from zero (GLSL's Round is implementation
//! defined at .5), and `min`/`max` order `-0 < +0` (GLSL's NMin/NMax already
//! make NaN lose). GLSL.std.450's transcendentals take 16- and 32-bit floats
//! only, so on f64 they are reported unsupported.
//!
//! `math.abs` clears the sign bit with an integer AND
//! ([`FnEmitter::abs_bits`]), not FAbs: NVIDIA's Vulkan driver folded
//! ordered compares of an FAbs result with a negative constant to true
//! for a NaN operand (`fcmp.ole(-1.0, abs(NaN))`, `fcmp.one(abs(NaN),
//! -0.5)`), as ptxas did for `abs.f32`. (Without `SignedZeroInfNanPreserve`
//! the driver may assume no NaNs anyway, and did: `x <= x` was true.)
//!
//! GLSL.std.450 leaves Log and Log2 undefined for `x <= 0` and InverseSqrt
//! for `x <= 0`; nothing emitted may be undefined (an LLVM-based driver
//! makes it poison), so those get a positive operand there and the C
//! results (`log(±0) = -inf`, `rsqrt(±0) = 1/±0`, NaN below zero) are
//! selected ([`FnEmitter::positive_domain`]).

use magpie_mpir::{Inst, Opcode, Scalar};
use rspirv::dr::Operand as SpvOperand;
use rspirv::spirv::{Op, Word};

use super::sign_bits::sign_word_type;
use crate::func::FnEmitter;
use crate::{Error, Result};

/// GLSL.std.450's `Floor`, for the other op families.
pub(crate) fn glsl_floor() -> u32 {
    glsl::FLOOR
}

/// GLSL.std.450 instruction numbers.
mod glsl {
    pub const ROUND_EVEN: u32 = 2;
    pub const TRUNC: u32 = 3;
    pub const FABS: u32 = 4;
    pub const FSIGN: u32 = 6;
    pub const FLOOR: u32 = 8;
    pub const CEIL: u32 = 9;
    pub const SIN: u32 = 13;
    pub const COS: u32 = 14;
    pub const TAN: u32 = 15;
    pub const TANH: u32 = 21;
    pub const EXP: u32 = 27;
    pub const LOG: u32 = 28;
    pub const EXP2: u32 = 29;
    pub const LOG2: u32 = 30;
    pub const INVERSE_SQRT: u32 = 32;
    pub const NMIN: u32 = 79;
    pub const NMAX: u32 = 80;
}

impl FnEmitter<'_, '_> {
    pub(crate) fn math(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        if let Some(r) = self.fma_zero_factor(inst, s)? {
            self.define(inst, r);
            return Ok(());
        }
        let t = self.cx.ty_scalar(s)?;
        let args = inst
            .operands
            .iter()
            .map(|o| self.val(o))
            .collect::<Result<Vec<_>>>()?;
        let r = if s == Scalar::Bf16 {
            self.bf16_math(inst.op, t, &args)?
        } else {
            self.math_value(inst.op, s, t, &args)?
        };
        let r = self.zero_guard(inst, s, r)?;
        self.define(inst, r);
        Ok(())
    }

    /// `math.*` op `op` on `s` (of SPIR-V type `t`) applied to `args`.
    pub(crate) fn math_value(
        &mut self,
        op: Opcode,
        s: Scalar,
        t: Word,
        args: &[Word],
    ) -> Result<Word> {
        use Opcode::*;
        let transcendental = matches!(
            op,
            Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Pow | Atan2
        );
        if transcendental && s == Scalar::F64 {
            return Err(Error::unsupported(format!(
                "`{}` on f64 (GLSL.std.450 has it for 16- and 32-bit floats only)",
                op.name()
            )));
        }
        let r = match op {
            Round => self.round_half_away(t, args[0])?,
            Min | Max => self.min_max(op == Min, s, t, args[0], args[1])?,
            Atan2 => self.atan2(s, t, args[0], args[1])?,
            Pow => self.pow(s, t, args[0], args[1])?,
            Fma => self.fma(s, t, args[0], args[1], args[2])?,
            Sqrt => self.sqrt_rounded(s, t, args[0])?,
            Abs => self.abs_bits(s, t, args[0])?,
            Log | Log2 | Rsqrt => self.positive_domain(op, s, t, args[0])?,
            op => {
                let n = match op {
                    Exp => glsl::EXP,
                    Exp2 => glsl::EXP2,
                    Sin => glsl::SIN,
                    Cos => glsl::COS,
                    Tan => glsl::TAN,
                    Tanh => glsl::TANH,
                    Floor => glsl::FLOOR,
                    Ceil => glsl::CEIL,
                    Trunc => glsl::TRUNC,
                    _ => glsl::ROUND_EVEN,
                };
                self.glsl(n, t, args)?
            }
        };
        Ok(r)
    }

    /// `|x|` for f16, f32 (and bf16 registers) or f64: the bits with the
    /// sign cleared by an integer AND, so that no compiler sees an abs to
    /// reason about (module docs); a NaN stays NaN and -0 becomes +0.
    /// f64 clears bit 31 of its high word, taken from a two-word vector:
    /// NVIDIA's driver still folded the compare after a 64-bit AND. Three
    /// instructions (FAbs: one); f64 five.
    pub(crate) fn abs_bits(&mut self, s: Scalar, t: Word, x: Word) -> Result<Word> {
        let int = sign_word_type(s);
        let mask = self.cx.c_int(int, (1i128 << (int.bits() - 1)) - 1)?;
        self.sign_word_op(s, t, x, Op::BitwiseAnd, mask)
    }

    /// Log, Log2 or InverseSqrt of `x`, computed by GLSL.std.450 on a
    /// positive operand only (module docs): at `±0` the result is
    /// `log(±0) = -inf` resp. `1/±0`, below zero NaN, a NaN stays NaN;
    /// +inf goes to the instruction (its result there is defined).
    fn positive_domain(&mut self, op: Opcode, s: Scalar, t: Word, x: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let zero = self.cx.c_float(s, 0.0)?;
        let one = self.cx.c_float(s, 1.0)?;
        let positive = self.op(Op::FOrdGreaterThan, bt, &[x, zero])?;
        let safe = self.op(Op::Select, t, &[positive, x, one])?;
        let (n, at_zero) = match op {
            Opcode::Rsqrt => (glsl::INVERSE_SQRT, self.exact(Op::FDiv, t, &[one, x])?),
            Opcode::Log => (glsl::LOG, self.cx.c_float(s, f64::NEG_INFINITY)?),
            _ => (glsl::LOG2, self.cx.c_float(s, f64::NEG_INFINITY)?),
        };
        let r = self.glsl(n, t, &[safe])?;
        let is_zero = self.op(Op::FOrdEqual, bt, &[x, zero])?;
        let r = self.op(Op::Select, t, &[is_zero, at_zero, r])?;
        // below zero or NaN: neither positive nor zero
        let not_positive = self.op(Op::LogicalNot, bt, &[positive])?;
        let not_zero = self.op(Op::LogicalNot, bt, &[is_zero])?;
        let invalid = self.op(Op::LogicalAnd, bt, &[not_positive, not_zero])?;
        let qnan = self.cx.c_float(s, f64::NAN)?;
        self.op(Op::Select, t, &[invalid, qnan, r])
    }

    /// GLSL.std.450 instruction `n` with `NoContraction`; f64 rounding to
    /// integers is emitted exactly instead ([`super::f64_integral`]).
    pub(crate) fn glsl(&mut self, n: u32, t: Word, args: &[Word]) -> Result<Word> {
        if let (Some(kind), [x]) = (super::f64_integral::Integral::of_glsl(n), args) {
            if self.cx.scalars.get(&Scalar::F64) == Some(&t) {
                return self.integral_f64(kind, t, *x);
            }
        }
        let set = self.cx.glsl();
        let mut ops = vec![SpvOperand::IdRef(set), SpvOperand::LiteralExtInstInteger(n)];
        ops.extend(args.iter().map(|a| SpvOperand::IdRef(*a)));
        let r = self.op_with(Op::ExtInst, Some(t), ops)?;
        self.cx
            .decorate(r, rspirv::spirv::Decoration::NoContraction, &[]);
        Ok(r)
    }

    /// `trunc(x) + sign(x)` when `|x - trunc(x)| >= 0.5`, else `trunc(x)`.
    /// NaN and infinities fall through to `trunc(x)` (the compare is false).
    pub(crate) fn round_half_away(&mut self, t: Word, x: Word) -> Result<Word> {
        let s = self
            .cx
            .scalars
            .iter()
            .find(|(_, w)| **w == t)
            .map(|(s, _)| *s)
            .unwrap_or(Scalar::F32);
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let tr = self.glsl(glsl::TRUNC, t, &[x])?;
        let frac = self.exact(Op::FSub, t, &[x, tr])?;
        let afrac = self.glsl(glsl::FABS, t, &[frac])?;
        let half = self.cx.c_float(s, 0.5)?;
        let up = self.op(Op::FOrdGreaterThanEqual, bt, &[afrac, half])?;
        let sign = self.glsl(glsl::FSIGN, t, &[x])?;
        let away = self.exact(Op::FAdd, t, &[tr, sign])?;
        self.op(Op::Select, t, &[up, away, tr])
    }

    /// NMin/NMax (NaN loses), then for equal operands (only ±0 differ) the
    /// sign bits are combined: OR for min (-0 wins), AND for max.
    pub(crate) fn min_max(
        &mut self,
        min: bool,
        s: Scalar,
        t: Word,
        a: Word,
        b: Word,
    ) -> Result<Word> {
        if s == Scalar::F16 {
            // Through f32, whose result is one of the operands (the sign
            // combination of ±0 picks the one with the wanted sign): that
            // operand is selected by its bits, so no f16 is narrowed
            // (`ops::f16`).
            let f = self.cx.ty_scalar(Scalar::F32)?;
            let u = self.cx.ty_scalar(Scalar::U32)?;
            let bt = self.cx.ty_scalar(Scalar::Bool)?;
            let a32 = self.op(Op::FConvert, f, &[a])?;
            let b32 = self.op(Op::FConvert, f, &[b])?;
            let r = self.min_max(min, Scalar::F32, f, a32, b32)?;
            let rb = self.op(Op::Bitcast, u, &[r])?;
            let ab = self.op(Op::Bitcast, u, &[a32])?;
            let is_a = self.op(Op::IEqual, bt, &[rb, ab])?;
            return self.op(Op::Select, t, &[is_a, a, b]);
        }
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let n = if min { glsl::NMIN } else { glsl::NMAX };
        let r = self.glsl(n, t, &[a, b])?;
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let bits_t = if s == Scalar::F64 {
            self.cx.b.type_vector(u, 2)
        } else {
            u
        };
        let ia = self.op(Op::Bitcast, bits_t, &[a])?;
        let ib = self.op(Op::Bitcast, bits_t, &[b])?;
        let op = if min { Op::BitwiseOr } else { Op::BitwiseAnd };
        let m = self.op(op, bits_t, &[ia, ib])?;
        let fm = self.op(Op::Bitcast, t, &[m])?;
        let eq = self.op(Op::FOrdEqual, bt, &[a, b])?;
        self.op(Op::Select, t, &[eq, fm, r])
    }
}
