//! bf16 by emulation (there is no SPIR-V bf16 arithmetic to rely on).
//!
//! Invariant: a bf16 SSA value is an f32 register holding a value that bf16
//! represents exactly, its low 16 bits zero (a NaN included). Memory holds
//! the 16 bits as a `u16` ([`crate::types`]); a load widens them
//! (`u32 << 16`, bitcast) and a store narrows them (`bits >> 16`, exact by
//! the invariant). Every op that makes a new value computes in f32 with the
//! emitter's exact f32 forms, as the CPU executor does, and rounds once to
//! bf16 with integer ops ([`FnEmitter::round_bf16_bits`]): round to nearest
//! even, overflow to ±inf, a NaN stays a (quiet) NaN. So `f.add` ...
//! `f.div`, `math.sqrt`, `floor`, ... are the correctly rounded f32 result
//! rounded again, bit for bit what the CPU computes. Exceptions:
//!
//! * `f.rem` is reduced exactly in f32, with no conversion
//!   ([`FnEmitter::bf16_fmod_reduce`]); `math.min/max/abs` and compares work
//!   on the registers as they are (they return an operand or its
//!   magnitude);
//! * `math.fma` is `a*b + c` rounded once: the product is exact in f64, the
//!   sum rounded to odd there, then to f32 bits (truncated, the sticky bit
//!   kept: round to odd again) and rounded to bf16. Without f64 the same in
//!   f32, exact unless `a*b` leaves f32's range (|a*b| >= 2^128, or below
//!   2^-133 where its low bits are lost): then the result may be rounded
//!   twice. KNOWN LIMITATION;
//! * the transcendental ops are taken from the device library's f64
//!   functions where the device has them ([`crate::intrinsics`]) and rounded
//!   once from f64, as on the CPU; elsewhere they are the f32 forms rounded;
//! * `gpu.subgroup.sum` is rejected: the CPU rounds after every add.
//!
//! Conversions never go through `OpFConvert` between f32 and f64 (NVIDIA's
//! driver flushes f32 subnormals there, even with `DenormPreserve`): f32 is
//! the register itself, f64 is widened from bits ([`FnEmitter::widen_f32`])
//! and narrowed by [`FnEmitter::f64_to_bf16`]; integers are rounded once
//! from their exact value ([`FnEmitter::int_to_bf16`]). bf16 → f16 rounds
//! the register's bits like every narrowing to f16 (`ops::f16`).
//!
//! Nothing emitted here is undefined on any input, selected or not: the
//! one float → int conversion ([`FnEmitter::f64_odd_f32`]'s subnormal
//! bits) sees 0 outside the range it serves, NaN included; shift amounts
//! are constants below 32 or bounded as noted; integers are narrowed on
//! bits, never by `OpUConvert` (see `ops::cast`).

use magpie_gpu::Capability;
use magpie_mpir::{Const, Opcode, Scalar};
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::Result;

const SIGN: u32 = 0x8000_0000;
const MAGNITUDE: u32 = 0x7fff_ffff;
const INF_BITS: u32 = 0x7f80_0000;
const QUIET_BIT: u32 = 0x0040_0000;
const HIGH_HALF: u32 = 0xffff_0000;
const F32_MAX_BITS: u32 = 0x7f7f_ffff;
const QUIET_NAN_BITS: u32 = 0x7fc0_0000;
const MIN_NORMAL_BITS: u32 = 0x0080_0000;

/// [`FnEmitter::f64_odd_f32`]'s result: the f32 bits (u32, sign
/// included) and, for callers that decide NaN on bits, the f64's low word
/// and its high word without the sign.
pub(crate) struct OddF32 {
    pub bits: Word,
    pub lo: Word,
    pub ahi: Word,
}

/// GLSL.std.450 `FindUMsb`.
const FIND_U_MSB: u32 = 75;
/// GLSL.std.450 `Trunc`.
const GLSL_TRUNC: u32 = 3;

impl FnEmitter<'_, '_> {
    /// The register of a bf16 loaded as its 16 bits (`u16`).
    pub(crate) fn widen_bf16(&mut self, bits16: Word) -> Result<Word> {
        let (u, f) = self.u32_f32()?;
        let w = self.op(Op::UConvert, u, &[bits16])?;
        let sixteen = self.cx.c_u32(16)?;
        let bits = self.op(Op::ShiftLeftLogical, u, &[w, sixteen])?;
        self.op(Op::Bitcast, f, &[bits])
    }

    /// The 16 bits (`u16`) of a bf16 register: its top half, component 1
    /// of the register bitcast to two `u16` (no narrowing `OpUConvert`,
    /// see [`FnEmitter::truncate_int`]).
    pub(crate) fn narrow_bf16(&mut self, x: Word) -> Result<Word> {
        let h = self.cx.ty_scalar(Scalar::U16)?;
        let v2 = self.cx.b.type_vector(h, 2);
        let halves = self.op(Op::Bitcast, v2, &[x])?;
        self.extract(h, halves, 1)
    }

    /// The f32 `x` rounded to bf16.
    pub(crate) fn round_bf16(&mut self, x: Word) -> Result<Word> {
        let (u, _) = self.u32_f32()?;
        let bits = self.op(Op::Bitcast, u, &[x])?;
        self.round_bf16_bits(bits)
    }

    /// The f32 with bits `bits` rounded to bf16, as an f32 register: a NaN
    /// gets the quiet bit (so that its top half is still a NaN); otherwise
    /// `bits + 0x7fff + (bit 16)`, low half cleared, is round to nearest
    /// even (a carry out of the mantissa steps the exponent, up to ±inf).
    pub(crate) fn round_bf16_bits(&mut self, bits: Word) -> Result<Word> {
        let (u, f) = self.u32_f32()?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let mag_mask = self.cx.c_u32(MAGNITUDE)?;
        let mag = self.op(Op::BitwiseAnd, u, &[bits, mag_mask])?;
        let inf = self.cx.c_u32(INF_BITS)?;
        let nan = self.op(Op::UGreaterThan, bt, &[mag, inf])?;
        let sixteen = self.cx.c_u32(16)?;
        let one = self.cx.c_u32(1)?;
        let shifted = self.op(Op::ShiftRightLogical, u, &[bits, sixteen])?;
        let lsb = self.op(Op::BitwiseAnd, u, &[shifted, one])?;
        let half = self.cx.c_u32(0x7fff)?;
        let biased = self.op(Op::IAdd, u, &[bits, half])?;
        let biased = self.op(Op::IAdd, u, &[biased, lsb])?;
        let high = self.cx.c_u32(HIGH_HALF)?;
        let rounded = self.op(Op::BitwiseAnd, u, &[biased, high])?;
        let quiet = self.cx.c_u32(QUIET_BIT)?;
        let q = self.op(Op::BitwiseOr, u, &[bits, quiet])?;
        let q = self.op(Op::BitwiseAnd, u, &[q, high])?;
        let r = self.op(Op::Select, u, &[nan, q, rounded])?;
        self.op(Op::Bitcast, f, &[r])
    }

    /// A float arithmetic op on bf16 registers (`t` is f32): the f32 result,
    /// rounded.
    pub(crate) fn bf16_binary(&mut self, op: Opcode, t: Word, a: Word, b: Word) -> Result<Word> {
        let r = if op == Opcode::FRem {
            // exact: reduced in f32, never through f64 conversions
            self.fmod(Scalar::Bf16, t, a, b)?
        } else {
            self.float_binary(op, Scalar::F32, t, a, b)?
        };
        self.round_bf16(r)
    }

    /// A `math.*` op on bf16 registers (`t` is f32).
    pub(crate) fn bf16_math(&mut self, op: Opcode, t: Word, args: &[Word]) -> Result<Word> {
        match op {
            Opcode::Min | Opcode::Max => {
                self.min_max(op == Opcode::Min, Scalar::F32, t, args[0], args[1])
            }
            Opcode::Abs => self.abs_bits(Scalar::F32, t, args[0]),
            Opcode::Fma => self.bf16_fma(args[0], args[1], args[2]),
            _ => {
                let r = self.math_value(op, Scalar::F32, t, args)?;
                self.round_bf16(r)
            }
        }
    }

    /// `a*b + c` on bf16 registers with one rounding (module docs).
    fn bf16_fma(&mut self, a: Word, b: Word, c: Word) -> Result<Word> {
        if self.cx.options.has(Capability::Float64) {
            let d = self.cx.ty_scalar(Scalar::F64)?;
            let aw = self.widen_f32(a)?;
            let bw = self.widen_f32(b)?;
            let cw = self.widen_f32(c)?;
            // exact: 8 x 8 significant bits, far inside f64's range
            let p = self.exact(Op::FMul, d, &[aw, bw])?;
            let odd = self.sum_to_odd(Scalar::F64, p, cw)?;
            self.f64_to_bf16(odd)
        } else {
            let (_, f) = self.u32_f32()?;
            let p = self.exact(Op::FMul, f, &[a, b])?;
            let odd = self.sum_to_odd(Scalar::F32, p, c)?;
            self.round_bf16(odd)
        }
    }

    /// `ax mod ay` for finite bf16 registers `ax >= ay > 0`, exactly, in
    /// f32 (no conversions). f32 cannot hold the quotient (up to 2^261), so
    /// each step divides by `ys = ay * 2^k`, with `k` from the exponents of
    /// `r` and `ay` (read from their bits, subnormals included) such that
    /// `r / ys < 2^15`: the truncated quotient (16 bits) times `ys` (8 bits)
    /// is exact, and so is each difference (a multiple of `ay`'s ulp below
    /// `2 * ys`, within range since bf16's largest is f32's times 1 - 2^-8).
    /// A quotient off by one through the division's rounding is corrected
    /// by one `ys` either way. A step takes 14 off the exponent gap, which
    /// is at most 127 + 133.
    pub(crate) fn bf16_fmod_reduce(&mut self, ax: Word, ay: Word) -> Result<Word> {
        const C: u32 = 15;
        const STEPS: u32 = (127 + 133u32).div_ceil(C - 1) + 1;
        let (u, f) = self.u32_f32()?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let zero_i = self.cx.c_u32(0)?;
        let zero = self.cx.c_float(Scalar::F32, 0.0)?;
        let bias = self.cx.c_u32(127)?;
        let c23 = self.cx.c_u32(23)?;
        let one = self.cx.c_u32(1)?;
        let c_minus = self.cx.c_u32(C - 1)?;
        let la = self.ilogb(ay)?;
        let mut r = ax;
        for _ in 0..STEPS {
            let lr = self.ilogb(r)?;
            let gap = self.op(Op::ISub, u, &[lr, la])?;
            let k = self.op(Op::ISub, u, &[gap, c_minus])?;
            let positive = self.op(Op::SGreaterThan, bt, &[k, zero_i])?;
            let k = self.op(Op::Select, u, &[positive, k, zero_i])?;
            // 2^k as two factors of at most 2^123 (k <= 246)
            let k1 = self.op(Op::ShiftRightLogical, u, &[k, one])?;
            let k2 = self.op(Op::ISub, u, &[k, k1])?;
            let mut ys = ay;
            for part in [k1, k2] {
                let field = self.op(Op::IAdd, u, &[part, bias])?;
                let bits = self.op(Op::ShiftLeftLogical, u, &[field, c23])?;
                let scale = self.op(Op::Bitcast, f, &[bits])?;
                ys = self.exact(Op::FMul, f, &[ys, scale])?;
            }
            let qs = self.exact(Op::FDiv, f, &[r, ys])?;
            let qt = self.glsl(GLSL_TRUNC, f, &[qs])?;
            let p = self.exact(Op::FMul, f, &[qt, ys])?;
            let r1 = self.exact(Op::FSub, f, &[r, p])?;
            let under = self.op(Op::FOrdLessThan, bt, &[r1, zero])?;
            let up = self.exact(Op::FAdd, f, &[r1, ys])?;
            let r2 = self.op(Op::Select, f, &[under, up, r1])?;
            let over = self.op(Op::FOrdGreaterThanEqual, bt, &[r2, ys])?;
            let down = self.exact(Op::FSub, f, &[r2, ys])?;
            r = self.op(Op::Select, f, &[over, down, r2])?;
        }
        Ok(r)
    }

    /// `floor(log2(x))` of a finite f32 `x >= 0` from its bits, as a 32-bit
    /// integer (-150 for 0).
    fn ilogb(&mut self, x: Word) -> Result<Word> {
        let (u, _) = self.u32_f32()?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let bits = self.op(Op::Bitcast, u, &[x])?;
        let min_normal = self.cx.c_u32(MIN_NORMAL_BITS)?;
        let normal = self.op(Op::UGreaterThanEqual, bt, &[bits, min_normal])?;
        let c23 = self.cx.c_u32(23)?;
        let field = self.op(Op::ShiftRightLogical, u, &[bits, c23])?;
        let bias = self.cx.c_u32(127)?;
        let e_normal = self.op(Op::ISub, u, &[field, bias])?;
        let msb = self.glsl_plain(FIND_U_MSB, u, &[bits])?;
        let sub_bias = self.cx.c_u32(149)?;
        let e_sub = self.op(Op::ISub, u, &[msb, sub_bias])?;
        self.op(Op::Select, u, &[normal, e_normal, e_sub])
    }

    /// `cast<FROM, TO>` where one side is bf16 (bool excluded: the generic
    /// path handles it on the f32 register).
    pub(crate) fn convert_bf16(&mut self, from: Scalar, to: Scalar, x: Word) -> Result<Word> {
        match (from, to) {
            (Scalar::Bf16, Scalar::F32) => Ok(x),
            (Scalar::Bf16, Scalar::F64) => self.widen_f32(x),
            // the register rounded once, from its bits (`ops::f16`)
            (Scalar::Bf16, Scalar::F16) => self.round_to_f16(Scalar::F32, x),
            (Scalar::Bf16, _) => self.float_to_int(Scalar::F32, to, x),
            (Scalar::F32, _) => self.round_bf16(x),
            (Scalar::F64, _) => self.f64_to_bf16(x),
            (Scalar::F16, _) => {
                // exact, and never an f32 subnormal (f16's smallest is 2^-24)
                let (_, f) = self.u32_f32()?;
                let w = self.exact(Op::FConvert, f, &[x])?;
                self.round_bf16(w)
            }
            _ => self.int_to_bf16(from, x),
        }
    }

    /// The f64 `x` rounded once to bf16: cut to f32 with a sticky bit
    /// ([`FnEmitter::f64_odd_f32`]), then rounded to bf16, which is exact
    /// rounding since f32 keeps 16 more bits.
    pub(crate) fn f64_to_bf16(&mut self, x: Word) -> Result<Word> {
        let (_, f) = self.u32_f32()?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let odd = self.f64_odd_f32(x)?;
        let r = self.round_bf16_bits(odd.bits)?;
        let nan = self.op(Op::IsNan, bt, &[x])?;
        let qnan = self.cx.constant(Const {
            ty: Scalar::F32,
            bits: u64::from(QUIET_NAN_BITS),
        })?;
        self.op(Op::Select, f, &[nan, qnan, r])
    }

    /// The f64 `x` truncated to f32 bits with a sticky bit for what was cut
    /// off (round to odd, from the bits: no `OpFConvert`); rounding that
    /// again to a format at least two bits narrower than f32 (bf16, f16) is
    /// rounding `x` once. Below f32's normal range the truncation is
    /// `trunc(|x| * 2^149)`, exact in f64. Past f32's range (infinity and
    /// NaN included) the bits are f32's largest, inexact, which rounds to
    /// infinity in either narrower format: the caller selects NaN.
    pub(crate) fn f64_odd_f32(&mut self, x: Word) -> Result<OddF32> {
        let (u, _) = self.u32_f32()?;
        let d = self.cx.ty_scalar(Scalar::F64)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let v2 = self.cx.b.type_vector(u, 2);
        let pair = self.op(Op::Bitcast, v2, &[x])?;
        let lo = self.extract(u, pair, 0)?;
        let hi = self.extract(u, pair, 1)?;
        let sign_mask = self.cx.c_u32(SIGN)?;
        let sign = self.op(Op::BitwiseAnd, u, &[hi, sign_mask])?;
        let mag_mask = self.cx.c_u32(MAGNITUDE)?;
        let ahi = self.op(Op::BitwiseAnd, u, &[hi, mag_mask])?;

        // f32 normal range: exponent field e - 896 in 1..=254
        let first_normal = self.cx.c_u32(897 << 20)?;
        let normal = self.op(Op::UGreaterThanEqual, bt, &[ahi, first_normal])?;
        let first_over = self.cx.c_u32(1151 << 20)?;
        let over = self.op(Op::UGreaterThanEqual, bt, &[ahi, first_over])?;
        let rebias = self.cx.c_u32(896 << 20)?;
        let rebased = self.op(Op::ISub, u, &[ahi, rebias])?;
        let three = self.cx.c_u32(3)?;
        let top = self.op(Op::ShiftLeftLogical, u, &[rebased, three])?;
        let c29 = self.cx.c_u32(29)?;
        let low3 = self.op(Op::ShiftRightLogical, u, &[lo, c29])?;
        let t_norm = self.op(Op::BitwiseOr, u, &[top, low3])?;
        let cut_mask = self.cx.c_u32((1 << 29) - 1)?;
        let cut = self.op(Op::BitwiseAnd, u, &[lo, cut_mask])?;
        let zero = self.cx.c_u32(0)?;
        let sticky_norm = self.op(Op::INotEqual, bt, &[cut, zero])?;

        // below: trunc(|x| * 2^149), inexact if that drops a fraction
        let abs_pair = self.op(Op::CompositeConstruct, v2, &[lo, ahi])?;
        let ax = self.op(Op::Bitcast, d, &[abs_pair])?;
        let scale = self.cx.c_float(Scalar::F64, 2f64.powi(149))?;
        let scaled = self.exact(Op::FMul, d, &[ax, scale])?;
        let zero_d = self.cx.c_float(Scalar::F64, 0.0)?;
        // below 2^23 where it is converted; 0 elsewhere (NaN and infinity
        // are `normal` by their exponent field), so the conversion is
        // always defined
        let safe = self.op(Op::Select, d, &[normal, zero_d, scaled])?;
        let t_sub = self.op(Op::ConvertFToU, u, &[safe])?;
        let back = self.op(Op::ConvertUToF, d, &[t_sub])?;
        let sticky_sub = self.op(Op::FOrdNotEqual, bt, &[back, safe])?;

        let t = self.op(Op::Select, u, &[normal, t_norm, t_sub])?;
        let sticky = self.op(Op::Select, bt, &[normal, sticky_norm, sticky_sub])?;
        let one = self.cx.c_u32(1)?;
        let jam = self.op(Op::Select, u, &[sticky, one, zero])?;
        let odd = self.op(Op::BitwiseOr, u, &[t, jam])?;
        let max = self.cx.c_u32(F32_MAX_BITS)?;
        let odd = self.op(Op::Select, u, &[over, max, odd])?;
        let bits = self.op(Op::BitwiseOr, u, &[odd, sign])?;
        Ok(OddF32 { bits, lo, ahi })
    }

    /// The integer `x` of type `from` rounded once to bf16. Up to 16 bits
    /// the f32 conversion is exact; wider, the magnitude is cut to its top
    /// 24 bits with a sticky bit for the rest (exact in f32 then, and a
    /// round to odd), converted, scaled back by the exponent field, and
    /// rounded to bf16. Converting to f32 directly could round twice:
    /// `-(2^30 + 2^22 + 1)` would lose its `1` in f32, land on the midpoint
    /// between two bf16 values and go to the even one, `-2^30`, instead of
    /// `-(2^30 + 2^23)`.
    pub(crate) fn int_to_bf16(&mut self, from: Scalar, x: Word) -> Result<Word> {
        let (u, f) = self.u32_f32()?;
        let bits = from.bits();
        if bits <= 16 {
            // the signed value extended by us first (`ops::arith`)
            let (op, x) = if from.is_signed_int() {
                (Op::ConvertSToF, self.narrow_to_32(from, x, true)?)
            } else {
                (Op::ConvertUToF, x)
            };
            let w = self.exact(op, f, &[x])?;
            return self.round_bf16(w);
        }
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let it = self.cx.ty_scalar(from)?;
        let zero_w = self.cx.c_int(from, 0)?;
        let one_w = self.cx.c_int(from, 1)?;
        let (neg, m) = if from.is_signed_int() {
            let neg = self.op(Op::SLessThan, bt, &[x, zero_w])?;
            let minus = self.op(Op::ISub, it, &[zero_w, x])?;
            (Some(neg), self.op(Op::Select, it, &[neg, minus, x])?)
        } else {
            (None, x)
        };
        // the highest set bit (-1 for 0): FindUMsb is 32-bit only, so a
        // 64-bit magnitude is taken as its two words (from bits: no
        // narrowing OpUConvert, see `truncate_int`)
        let msb = if bits == 32 {
            self.glsl_plain(FIND_U_MSB, u, &[m])?
        } else {
            let v2 = self.cx.b.type_vector(u, 2);
            let words = self.op(Op::Bitcast, v2, &[m])?;
            let lo = self.extract(u, words, 0)?;
            let hi = self.extract(u, words, 1)?;
            let mh = self.glsl_plain(FIND_U_MSB, u, &[hi])?;
            let ml = self.glsl_plain(FIND_U_MSB, u, &[lo])?;
            let thirty_two = self.cx.c_u32(32)?;
            let mh = self.op(Op::IAdd, u, &[mh, thirty_two])?;
            let zero = self.cx.c_u32(0)?;
            let hi_set = self.op(Op::INotEqual, bt, &[hi, zero])?;
            self.op(Op::Select, u, &[hi_set, mh, ml])?
        };
        let c23 = self.cx.c_u32(23)?;
        let wide = self.op(Op::SGreaterThan, bt, &[msb, c23])?;
        let excess = self.op(Op::ISub, u, &[msb, c23])?;
        let zero = self.cx.c_u32(0)?;
        // at most 40 (64-bit) or 8 (32-bit): every shift below is in range
        let shift = self.op(Op::Select, u, &[wide, excess, zero])?;
        let shift_w = if bits == 32 {
            shift
        } else {
            self.op(Op::UConvert, it, &[shift])?
        };
        let kept = self.op(Op::ShiftRightLogical, it, &[m, shift_w])?;
        let back = self.op(Op::ShiftLeftLogical, it, &[kept, shift_w])?;
        let sticky = self.op(Op::INotEqual, bt, &[back, m])?;
        let jam = self.op(Op::Select, it, &[sticky, one_w, zero_w])?;
        let j = self.op(Op::BitwiseOr, it, &[kept, jam])?;
        // at most 24 bits: the low word is the value
        let j = if bits == 32 {
            j
        } else {
            self.truncate_int(from, Scalar::U32, j)?
        };
        let jf = self.exact(Op::ConvertUToF, f, &[j])?;
        let jb = self.op(Op::Bitcast, u, &[jf])?;
        let c23 = self.cx.c_u32(23)?;
        let exp_add = self.op(Op::ShiftLeftLogical, u, &[shift, c23])?;
        let mut fb = self.op(Op::IAdd, u, &[jb, exp_add])?;
        if let Some(neg) = neg {
            let sign_mask = self.cx.c_u32(SIGN)?;
            let sign = self.op(Op::Select, u, &[neg, sign_mask, zero])?;
            fb = self.op(Op::BitwiseOr, u, &[fb, sign])?;
        }
        self.round_bf16_bits(fb)
    }

    fn u32_f32(&mut self) -> Result<(Word, Word)> {
        Ok((
            self.cx.ty_scalar(Scalar::U32)?,
            self.cx.ty_scalar(Scalar::F32)?,
        ))
    }
}
