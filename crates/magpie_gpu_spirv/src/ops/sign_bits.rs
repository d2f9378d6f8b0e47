//! A float's sign bit as an integer: the *sign word* is the word that holds
//! it, the whole value for f16 (`u16`) and f32 (`u32`; bf16 registers are
//! f32), the high word (`u32`) of an f64, taken from a two-word vector so
//! that no 64-bit integer is needed (and no 64-bit AND is seen: NVIDIA's
//! driver folded compares through one). Bit-level float ops (`math.abs`,
//! the zero guards, f64 rounding) edit the sign through these, where no
//! float identity can reach them.

use rspirv::dr::Operand as SpvOperand;
use rspirv::spirv::{Op, Word};

use magpie_mpir::Scalar;

use crate::func::FnEmitter;
use crate::Result;

/// The type of `s`'s sign word (`u16` for f16, `u32` otherwise).
pub(crate) fn sign_word_type(s: Scalar) -> Scalar {
    if s == Scalar::F16 {
        Scalar::U16
    } else {
        Scalar::U32
    }
}

impl FnEmitter<'_, '_> {
    /// The sign of the f64 `x` as a u32: its bit 31 (the high word's) alone.
    pub(crate) fn f64_sign_bit(&mut self, x: Word) -> Result<Word> {
        self.sign_bit(Scalar::F64, x)
    }

    /// The sign bit of `x` (a float of `s`) alone, in its sign word's type.
    pub(crate) fn sign_bit(&mut self, s: Scalar, x: Word) -> Result<Word> {
        let int = sign_word_type(s);
        let it = self.cx.ty_scalar(int)?;
        let sign = self.cx.c_int(int, 1i128 << (int.bits() - 1))?;
        let word = if s == Scalar::F64 {
            let v2 = self.cx.b.type_vector(it, 2);
            let pair = self.op(Op::Bitcast, v2, &[x])?;
            self.extract(it, pair, 1)?
        } else {
            self.op(Op::Bitcast, it, &[x])?
        };
        self.op(Op::BitwiseAnd, it, &[word, sign])
    }

    /// Whether the sign bit of `x` (a float of `s`) is set (true for -0
    /// and negative NaNs).
    pub(crate) fn sign_is_set(&mut self, s: Scalar, x: Word) -> Result<Word> {
        let b = self.sign_bit(s, x)?;
        let z = self.cx.c_int(sign_word_type(s), 0)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        self.op(Op::INotEqual, bt, &[b, z])
    }

    /// `x` (a float of `s`, SPIR-V type `t`) with its sign word replaced by
    /// `op(word, operand)` (`operand` of the sign word's type); an f64's low
    /// word is kept.
    pub(crate) fn sign_word_op(
        &mut self,
        s: Scalar,
        t: Word,
        x: Word,
        op: Op,
        operand: Word,
    ) -> Result<Word> {
        let it = self.cx.ty_scalar(sign_word_type(s))?;
        if s != Scalar::F64 {
            let bits = self.op(Op::Bitcast, it, &[x])?;
            let edited = self.op(op, it, &[bits, operand])?;
            return self.op(Op::Bitcast, t, &[edited]);
        }
        let v2 = self.cx.b.type_vector(it, 2);
        let pair = self.op(Op::Bitcast, v2, &[x])?;
        let high = self.extract(it, pair, 1)?;
        let high = self.op(op, it, &[high, operand])?;
        let pair = self.op_with(
            Op::CompositeInsert,
            Some(v2),
            vec![
                SpvOperand::IdRef(high),
                SpvOperand::IdRef(pair),
                SpvOperand::LiteralBit32(1),
            ],
        )?;
        self.op(Op::Bitcast, t, &[pair])
    }
}
