//! Every f16 made from a wider float (a cast, or an op computed in f32 or
//! f64) is rounded from the wide value's bits with integer ops and is the
//! bitcast of its own 16 bits: no `OpFConvert` ever produces an f16.
//!
//! Why: NVIDIA's Vulkan driver (580.159.04) drops an f32 → f16 `OpFConvert`
//! whose result is widened again (`fpext(fptrunc x)` becomes `x`), so the
//! f16 result of a division, square root or cast reached the next op
//! unrounded (measured: `f32(0.1h / x)` had bits no f16 has; `h / h` for
//! `h = f16(x)` with `x` beyond f16's range was 1.0, not NaN;
//! `fmod(f16(x), 26)` was 26); and
//! lavapipe's f64 → f16 `OpFConvert` rounds twice (through f32:
//! `65519.99999999999` gave inf, not 65504). Bits that come out of integer
//! ops cannot be paired with a later widening. Widening (f16 → f32/f64)
//! stays `OpFConvert`, which is exact (subnormals included, measured on
//! the H200 and lavapipe).
//!
//! The rounding ([`FnEmitter::f16_from_f32_bits`]) is round to nearest
//! even with overflow to ±inf (from 65520 on), f16 subnormals kept, a NaN
//! a quiet NaN (payloads and NaN signs are not kept, as SEMANTICS.md
//! allows). f64 is first cut to f32 with a sticky bit (round to odd,
//! [`FnEmitter::f64_odd_f32`]): rounding that to f16, 13 bits narrower, is
//! rounding the f64 once.
//!
//! Cost: 24 instructions from an f32 (one `OpFConvert` before), about 55
//! from an f64. Nothing here is undefined on any input: the one float op
//! (the subnormal rounding's add) only ever sees a finite operand below 2,
//! and the f64 path's conversion is guarded as [`FnEmitter::f64_odd_f32`]
//! says.

use magpie_mpir::Scalar;
use rspirv::spirv::{Op, Word};

use crate::func::FnEmitter;
use crate::Result;

const MAGNITUDE: u32 = 0x7fff_ffff;
/// f32 bits of 2^-14, f16's smallest normal.
const F16_MIN_NORMAL_AS_F32: u32 = 113 << 23;
/// f32 bits of 65536: from here on the result is inf (or NaN); 65520 up to
/// it rounds to inf through the carry out of the mantissa.
const F16_OVERFLOW_AS_F32: u32 = 143 << 23;
const F32_INF_BITS: u32 = 0x7f80_0000;
/// The exponent rebias 127 → 15 (modulo 2^32) plus the rounding bias
/// below one half of the 13 bits cut off.
const REBIAS_AND_HALF: u32 = ((15u32.wrapping_sub(127)) << 23).wrapping_add(0xfff);
/// f32 bits of 0.5, whose ulp is 2^-24, f16's smallest subnormal.
const HALF_BITS: u32 = 0x3f00_0000;
const F16_INF: u32 = 0x7c00;
const F16_QUIET_NAN: u32 = 0x7e00;

impl FnEmitter<'_, '_> {
    /// The float `x` of type `from` (f32 or f64) rounded to f16.
    pub(crate) fn round_to_f16(&mut self, from: Scalar, x: Word) -> Result<Word> {
        let bits = if from == Scalar::F64 {
            let odd = self.f64_odd_f32(x)?;
            // NaN from the bits (`ahi | (lo != 0)` beyond inf), so that no
            // float op decides it: its odd bits would be f32's largest.
            let u = self.cx.ty_scalar(Scalar::U32)?;
            let bt = self.cx.ty_scalar(Scalar::Bool)?;
            let zero = self.cx.c_u32(0)?;
            let one = self.cx.c_u32(1)?;
            let lo_set = self.op(Op::INotEqual, bt, &[odd.lo, zero])?;
            let lo_bit = self.op(Op::Select, u, &[lo_set, one, zero])?;
            let key = self.op(Op::BitwiseOr, u, &[odd.ahi, lo_bit])?;
            let inf_hi = self.cx.c_u32(0x7ff0_0000)?;
            let nan = self.op(Op::UGreaterThan, bt, &[key, inf_hi])?;
            let qnan = self.cx.c_u32(F32_INF_BITS | 0x0040_0000)?;
            self.op(Op::Select, u, &[nan, qnan, odd.bits])?
        } else {
            let u = self.cx.ty_scalar(Scalar::U32)?;
            self.op(Op::Bitcast, u, &[x])?
        };
        self.f16_from_f32_bits(bits)
    }

    /// The f32 with bits `bits` (a u32) rounded to f16 (module docs).
    pub(crate) fn f16_from_f32_bits(&mut self, bits: Word) -> Result<Word> {
        let u = self.cx.ty_scalar(Scalar::U32)?;
        let f = self.cx.ty_scalar(Scalar::F32)?;
        let bt = self.cx.ty_scalar(Scalar::Bool)?;
        let mag_mask = self.cx.c_u32(MAGNITUDE)?;
        let mag = self.op(Op::BitwiseAnd, u, &[bits, mag_mask])?;
        let c16 = self.cx.c_u32(16)?;
        let c13 = self.cx.c_u32(13)?;
        let one = self.cx.c_u32(1)?;
        let high = self.op(Op::ShiftRightLogical, u, &[bits, c16])?;
        let sign_mask = self.cx.c_u32(0x8000)?;
        let sign = self.op(Op::BitwiseAnd, u, &[high, sign_mask])?;

        // Normal: rebias the exponent and add just under half of the 13
        // bits cut off, plus the lowest kept bit (ties to even); a carry
        // steps the exponent, up to inf.
        let kept = self.op(Op::ShiftRightLogical, u, &[mag, c13])?;
        let odd = self.op(Op::BitwiseAnd, u, &[kept, one])?;
        let bias = self.cx.c_u32(REBIAS_AND_HALF)?;
        let biased = self.op(Op::IAdd, u, &[mag, bias])?;
        let biased = self.op(Op::IAdd, u, &[biased, odd])?;
        let normal = self.op(Op::ShiftRightLogical, u, &[biased, c13])?;

        // Below 2^-14: `|x| + 0.5` in f32 rounds |x| to a multiple of 2^-24
        // (0.5's ulp), to nearest even, and its low bits are then the f16
        // subnormal's (0x400 where it rounds up to the smallest normal).
        // The operand is taken below 2, so the add never sees an infinity
        // or NaN (the result is not selected for those); an f32 subnormal
        // flushed there still rounds to 0, as it must.
        let min_normal = self.cx.c_u32(F16_MIN_NORMAL_AS_F32)?;
        let small = self.op(Op::ULessThan, bt, &[mag, min_normal])?;
        let below_two = self.cx.c_u32(0x3fff_ffff)?;
        let tame = self.op(Op::BitwiseAnd, u, &[mag, below_two])?;
        let tame = self.op(Op::Bitcast, f, &[tame])?;
        let half = self.cx.c_float(Scalar::F32, 0.5)?;
        let sum = self.exact(Op::FAdd, f, &[tame, half])?;
        let sum = self.op(Op::Bitcast, u, &[sum])?;
        let half_bits = self.cx.c_u32(HALF_BITS)?;
        let tiny = self.op(Op::ISub, u, &[sum, half_bits])?;
        let h = self.op(Op::Select, u, &[small, tiny, normal])?;

        let overflow = self.cx.c_u32(F16_OVERFLOW_AS_F32)?;
        let big = self.op(Op::UGreaterThanEqual, bt, &[mag, overflow])?;
        let inf = self.cx.c_u32(F32_INF_BITS)?;
        let nan = self.op(Op::UGreaterThan, bt, &[mag, inf])?;
        let h_inf = self.cx.c_u32(F16_INF)?;
        let h_nan = self.cx.c_u32(F16_QUIET_NAN)?;
        let special = self.op(Op::Select, u, &[nan, h_nan, h_inf])?;
        let h = self.op(Op::Select, u, &[big, special, h])?;
        let h = self.op(Op::BitwiseOr, u, &[h, sign])?;

        // the low half (bit-level truncation, see `ops::cast`), as f16
        let h16 = self.truncate_int(Scalar::U32, Scalar::U16, h)?;
        let ht = self.cx.ty_scalar(Scalar::F16)?;
        self.op(Op::Bitcast, ht, &[h16])
    }
}
