//! f64 rounding to an integer (GLSL's Trunc, Floor, Ceil and RoundEven) by
//! exact arithmetic. Every f64 use of those four goes through here (see
//! `FnEmitter::glsl`): lavapipe (Mesa 22.3, LLVM 15, 256-bit vectors) gave
//! `Trunc(-0.0) = +0.0` and `RoundEven(1.5) = 1` in f64, and SEMANTICS.md
//! wants C's results on every device.
//!
//! For `|x| < 2^52`, `(|x| + 2^52) - 2^52` is `|x|` rounded to the nearest
//! even integer (the addition is the only rounding; the subtraction is
//! exact). One correction step gives the magnitude rounded down or up, and
//! the sign bit of `x` is put back, so `-0.0` and `-0.3` give `-0.0` as in
//! C. A negative `x` swaps floor and ceil of the magnitude. `|x| >= 2^52`
//! (already an integer), infinities and NaN are `x` itself.

use rspirv::spirv::{Op, Word};

use magpie_mpir::Scalar;

use crate::func::FnEmitter;
use crate::Result;

/// Which rounding (the GLSL.std.450 instruction it replaces).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Integral {
    RoundEven,
    Trunc,
    Floor,
    Ceil,
}

impl Integral {
    /// The rounding GLSL.std.450 instruction `n` does, if it is one.
    pub(crate) fn of_glsl(n: u32) -> Option<Integral> {
        match n {
            2 => Some(Integral::RoundEven),
            3 => Some(Integral::Trunc),
            8 => Some(Integral::Floor),
            9 => Some(Integral::Ceil),
            _ => None,
        }
    }
}

const FABS: u32 = 4;

impl FnEmitter<'_, '_> {
    /// `x` (an f64 of type `t`) rounded to an integer as `kind` says.
    pub(crate) fn integral_f64(&mut self, kind: Integral, t: Word, x: Word) -> Result<Word> {
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let ax = self.glsl_plain(FABS, t, &[x])?;
        let two52 = self.cx.c_float(Scalar::F64, 2f64.powi(52))?;
        let one = self.cx.c_float(Scalar::F64, 1.0)?;
        let small = self.op(Op::FOrdLessThan, bt, &[ax, two52])?;
        let shifted = self.exact(Op::FAdd, t, &[ax, two52])?;
        let even = self.exact(Op::FSub, t, &[shifted, two52])?;
        // The magnitude rounded down and up.
        let above = self.op(Op::FOrdGreaterThan, bt, &[even, ax])?;
        let less = self.exact(Op::FSub, t, &[even, one])?;
        let down = self.op(Op::Select, t, &[above, less, even])?;
        let below = self.op(Op::FOrdLessThan, bt, &[even, ax])?;
        let more = self.exact(Op::FAdd, t, &[even, one])?;
        let up = self.op(Op::Select, t, &[below, more, even])?;
        let sign = self.f64_sign_bit(x)?;
        let zero = self.cx.c_u32(0)?;
        let negative = self.op(Op::INotEqual, bt, &[sign, zero])?;
        let mag = match kind {
            Integral::RoundEven => even,
            Integral::Trunc => down,
            Integral::Floor => self.op(Op::Select, t, &[negative, up, down])?,
            Integral::Ceil => self.op(Op::Select, t, &[negative, down, up])?,
        };
        // The magnitude is non-negative: OR the sign bit into its high word.
        let signed = self.sign_word_op(Scalar::F64, t, mag, Op::BitwiseOr, sign)?;
        self.op(Op::Select, t, &[small, signed, x])
    }
}
