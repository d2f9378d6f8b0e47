//! Results rounded once to a narrow float where going through f32 would
//! round twice: the bf16 `fma`, and integers wider than 24 bits to bf16
//! (LLVM 19 converts `i32` to `bfloat` through `float`).
//!
//! Method: the exact result is a sum of two f64 values `p + q` (for fma,
//! the product of two bf16s is exact in f64; for an i64, its high word
//! times 2^32 and its low word). The f64 sum is rounded *to odd* (toward
//! zero, low significand bit set when inexact: Boldo and Melquiond), from
//! the round-to-nearest sum and its exact error (TwoSum); then
//! `fptrunc double to bfloat` rounds once more, which LLVM does exactly
//! (through a round-to-odd f32, checked in its AMDGPU output). Rounding to
//! odd at 53 bits, then to nearest at bf16's 8, is rounding the exact sum
//! once, since 53 >= 8 + 2.
//!
//! Edge cases: an infinite or NaN sum makes the error NaN, and the sum is
//! kept as it is (it is then the exact IEEE result); a zero sum is exact
//! (TwoSum's error is 0). No operation here overflows where its result is
//! used: the products of bf16s are far inside f64's range.

use magpie_mpir::Scalar;

use crate::body::Body;
use crate::func::Fe;
use crate::text::f64_text;

/// `p + q` (f64 operands) rounded to odd, as an f64.
pub(crate) fn sum_round_to_odd(body: &mut Body, p: &str, q: &str) -> String {
    let s = body.def(format!("fadd double {p}, {q}"));
    // TwoSum (Knuth): err = (p - (s - qq)) + (q - qq), qq = s - p.
    let qq = body.def(format!("fsub double {s}, {p}"));
    let pp = body.def(format!("fsub double {s}, {qq}"));
    let dp = body.def(format!("fsub double {p}, {pp}"));
    let dq = body.def(format!("fsub double {q}, {qq}"));
    let err = body.def(format!("fadd double {dp}, {dq}"));
    round_to_odd(body, &s, &err)
}

/// `s` (an f64 rounded to nearest) rounded to odd instead, given the exact
/// `err = exact - s` (NaN: keep `s`).
fn round_to_odd(body: &mut Body, s: &str, err: &str) -> String {
    let inexact = body.def(format!("fcmp one double {err}, 0.0"));
    let bits = body.def(format!("bitcast double {s} to i64"));
    let s_neg = body.def(format!("icmp slt i64 {bits}, 0"));
    let e_neg = body.def(format!("fcmp olt double {err}, 0.0"));
    // The error's sign differs from the sum's: the sum was rounded away
    // from zero, and truncating is one step toward zero.
    let away = body.def(format!("xor i1 {s_neg}, {e_neg}"));
    let down = body.def(format!("sub i64 {bits}, 1"));
    let trunc = body.def(format!("select i1 {away}, i64 {down}, i64 {bits}"));
    let odd = body.def(format!("or i64 {trunc}, 1"));
    let r = body.def(format!("select i1 {inexact}, i64 {odd}, i64 {bits}"));
    body.def(format!("bitcast i64 {r} to double"))
}

/// A 64-bit integer (`signed` or not) rounded to odd as an f64: its high
/// word times 2^32 plus its low word, both exact in f64.
pub(crate) fn i64_round_to_odd(body: &mut Body, signed: bool, x: &str) -> String {
    let (shift, conv) = if signed {
        ("ashr", "sitofp")
    } else {
        ("lshr", "uitofp")
    };
    let hi = body.def(format!("{shift} i64 {x}, 32"));
    let hi = body.def(format!("trunc i64 {hi} to i32"));
    let lo = body.def(format!("trunc i64 {x} to i32"));
    let hd = body.def(format!("{conv} i32 {hi} to double"));
    let ld = body.def(format!("uitofp i32 {lo} to double"));
    let p = body.def(format!("fmul double {hd}, {}", f64_text(4294967296.0)));
    sum_round_to_odd(body, &p, &ld)
}

/// `a * b + c` on bf16 rounded to odd as an f64 (the product of two bf16s
/// is exact in f64).
pub(crate) fn bf16_fma_round_to_odd(body: &mut Body, a: &str, b: &str, c: &str) -> String {
    let wa = body.def(format!("fpext bfloat {a} to double"));
    let wb = body.def(format!("fpext bfloat {b} to double"));
    let wc = body.def(format!("fpext bfloat {c} to double"));
    let p = body.def(format!("fmul double {wa}, {wb}"));
    sum_round_to_odd(body, &p, &wc)
}

impl Fe<'_, '_> {
    /// `a * b + c` on bf16, rounded once.
    pub(crate) fn bf16_fma(&mut self, a: &str, b: &str, c: &str) -> String {
        let odd = bf16_fma_round_to_odd(&mut self.cx.body, a, b, c);
        self.def(format!("fptrunc double {odd} to bfloat"))
    }

    /// An integer of type `from` converted to bf16 with one rounding.
    pub(crate) fn int_to_bf16(&mut self, from: Scalar, x: &str) -> String {
        let conv = if from.is_signed_int() {
            "sitofp"
        } else {
            "uitofp"
        };
        let t = Self::lt(from);
        match from.bits() {
            // Exact in f32.
            8 | 16 => {
                let f = self.def(format!("{conv} {t} {x} to float"));
                self.def(format!("fptrunc float {f} to bfloat"))
            }
            // Exact in f64.
            32 => {
                let d = self.def(format!("{conv} {t} {x} to double"));
                self.def(format!("fptrunc double {d} to bfloat"))
            }
            _ => {
                let odd = i64_round_to_odd(&mut self.cx.body, from.is_signed_int(), x);
                self.def(format!("fptrunc double {odd} to bfloat"))
            }
        }
    }
}
