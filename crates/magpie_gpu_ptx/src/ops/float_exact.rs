//! `f.rem` on f32: C's `fmod`, exact, computed in f64 (PTX has no
//! remainder instruction; `a - b*trunc(a/b)` is wrong once the quotient
//! passes 2^24 and for infinite `b`).
//!
//! Edge cases first: NaN when either operand is NaN, `x` is infinite or `y`
//! is zero. Otherwise `|x| mod |y|` is reduced in a loop, widened to f64
//! (exactly; f32 subnormals are f64 normals): each round takes
//! `k = max(e(r) - e(Y) - 28, 0)`, `ys = Y * 2^k` and subtracts
//! `trunc(r / ys) * ys` with one `fma`. The quotient has at most 29 bits,
//! so the product and the difference are exact (the difference is a
//! multiple of the operands' common ulp and smaller than `ys`); a quotient
//! the division rounded up to the next integer is corrected by one `ys`.
//! Each round removes 28 bits of the quotient's exponent, so at most 10
//! rounds run (f32 quotients reach 2^277); most inputs take one. The result
//! is exactly representable in f32 and takes `x`'s sign (`-0` included).

use magpie_mpir::Scalar;

use crate::func::Fe;
use crate::regs::{Class, Reg, Val};
use crate::Result;

impl Fe<'_, '_> {
    /// C's `fmodf(a, b)`.
    pub(crate) fn fmod_f32(&mut self, a: Val, b: Val) -> Result<Reg> {
        let x = self.in_reg(a, Scalar::F32);
        let y = self.in_reg(b, Scalar::F32);
        let bad = self.fmod_nan_case(x, y);
        let (ax, ay) = (self.cx.reg(Class::F32), self.cx.reg(Class::F32));
        self.ins(format!("abs.f32 {ax}, {x}"));
        self.ins(format!("abs.f32 {ay}, {y}"));
        let (r, big_y) = (self.cx.reg(Class::F64), self.cx.reg(Class::F64));
        self.ins(format!("cvt.f64.f32 {r}, {ax}"));
        self.ins(format!("cvt.f64.f32 {big_y}, {ay}"));
        let e_y = self.f64_exponent(big_y);

        let (top, done) = (self.cx.new_label("fmod"), self.cx.new_label("fmod_end"));
        let small = self.cx.reg(Class::Pred);
        self.ins(format!("@{bad} bra {done}"));
        self.ins(format!("setp.lt.f64 {small}, {r}, {big_y}"));
        self.ins(format!("@{small} bra {done}"));
        self.cx.label(&top);
        self.fmod_round(r, big_y, e_y);
        let again = self.cx.reg(Class::Pred);
        self.ins(format!("setp.ge.f64 {again}, {r}, {big_y}"));
        self.ins(format!("@{again} bra {top}"));
        self.cx.label(&done);

        let m = self.cx.reg(Class::F32);
        self.ins(format!("cvt.rn.f32.f64 {m}, {r}"));
        let signed = self.cx.reg(Class::F32);
        // copysign d, a, b: b's magnitude with a's sign.
        self.ins(format!("copysign.f32 {signed}, {x}, {m}"));
        let d = self.cx.reg(Class::F32);
        self.ins(format!("selp.f32 {d}, 0f7FFFFFFF, {signed}, {bad}"));
        Ok(d)
    }

    /// True when `fmod(x, y)` is NaN: a NaN operand, `x` infinite, `y` zero.
    fn fmod_nan_case(&mut self, x: Reg, y: Reg) -> Reg {
        let p: Vec<Reg> = (0..4).map(|_| self.cx.reg(Class::Pred)).collect();
        self.ins(format!("testp.notanumber.f32 {}, {x}", p[0]));
        self.ins(format!("testp.notanumber.f32 {}, {y}", p[1]));
        self.ins(format!("testp.infinite.f32 {}, {x}", p[2]));
        self.ins(format!("setp.eq.f32 {}, {y}, 0f00000000", p[3]));
        let bad = self.cx.reg(Class::Pred);
        self.ins(format!("or.pred {bad}, {}, {}", p[0], p[1]));
        self.ins(format!("or.pred {bad}, {bad}, {}", p[2]));
        self.ins(format!("or.pred {bad}, {bad}, {}", p[3]));
        bad
    }

    /// The biased exponent of a non-negative f64.
    fn f64_exponent(&mut self, v: Reg) -> Reg {
        let (lo, hi) = (self.cx.reg(Class::B32), self.cx.reg(Class::B32));
        self.ins(format!("mov.b64 {{{lo}, {hi}}}, {v}"));
        let e = self.cx.reg(Class::B32);
        self.ins(format!("shr.u32 {e}, {hi}, 20"));
        e
    }

    /// One reduction round of [`Self::fmod_f32`] on `r` (in place).
    fn fmod_round(&mut self, r: Reg, big_y: Reg, e_y: Reg) {
        let e_r = self.f64_exponent(r);
        let k = self.cx.reg(Class::B32);
        self.ins(format!("sub.s32 {k}, {e_r}, {e_y}"));
        self.ins(format!("sub.s32 {k}, {k}, 28"));
        self.ins(format!("max.s32 {k}, {k}, 0"));
        // 2^k from its bits: exponent field k + 1023, low word zero.
        let hi = self.cx.reg(Class::B32);
        self.ins(format!("add.s32 {hi}, {k}, 1023"));
        self.ins(format!("shl.b32 {hi}, {hi}, 20"));
        let zero = self.cx.reg(Class::B32);
        self.ins(format!("mov.b32 {zero}, 0"));
        let scale = self.cx.reg(Class::F64);
        self.ins(format!("mov.b64 {scale}, {{{zero}, {hi}}}"));
        let ys = self.cx.reg(Class::F64);
        self.ins(format!("mul.rn.f64 {ys}, {big_y}, {scale}"));
        let q = self.cx.reg(Class::F64);
        self.ins(format!("div.rn.f64 {q}, {r}, {ys}"));
        self.ins(format!("cvt.rzi.f64.f64 {q}, {q}"));
        self.ins(format!("neg.f64 {q}, {q}"));
        self.ins(format!("fma.rn.f64 {r}, {q}, {ys}, {r}"));
        let (under, over) = (self.cx.reg(Class::Pred), self.cx.reg(Class::Pred));
        self.ins(format!("setp.lt.f64 {under}, {r}, 0d0000000000000000"));
        self.ins(format!("@{under} add.rn.f64 {r}, {r}, {ys}"));
        self.ins(format!("setp.ge.f64 {over}, {r}, {ys}"));
        self.ins(format!("@{over} sub.rn.f64 {r}, {r}, {ys}"));
    }
}
