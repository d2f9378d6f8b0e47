//! Evaluating one op on constants, exactly as SEMANTICS.md defines it.
//!
//! [`evaluate`] is the folding oracle: `Some(result)` only when the result
//! is fully determined by the operands on every target. Of the math
//! functions it folds the exact ones (`abs`, `trunc`, `floor`, `ceil`,
//! `round` half away from zero, `sqrt` correctly rounded, `min`/`max` as
//! C99 `fmin`/`fmax` with `-0 < +0`, `fma` of f32 and f64 rounded once),
//! and `f.rem` (C's `fmod`, exact).
//! Ops it leaves alone: `.fast` float
//! ops (targets may contract or flush), the other math functions,
//! predicates (resolved at specialization), casts to `bool`, and anything
//! with side effects or non-constant inputs.
//!
//! `__mp.bitcast` keeps the bits and changes the type (constants hold
//! integers masked to their width and floats as IEEE bits, so one encoding
//! serves both types of a width).
//!
//! Integers are computed on the operands' bits, read as signed or unsigned
//! by the *op* (`sdiv` vs `udiv`, `slt` vs `ult`), and wrapped to the width.
//! Floats: f32/f64 natively (Rust's operators are IEEE round-to-nearest-
//! even); f16/bf16 in f32 and rounded once to the narrow format, which is the
//! correctly rounded result for + − × ÷ (24 ≥ 2·11 + 2 bits) and the exact
//! one for `f.rem` (an fmod is always representable).

use magpie_mpir::{Const, Opcode, Scalar, TyArg, Type};

use magpie_mpir::float::{self, Format};

/// The result of `op` with type arguments `ty_args` on constant `args`.
pub fn evaluate(op: Opcode, ty_args: &[TyArg], args: &[Const]) -> Option<Const> {
    use Opcode::*;
    match (op, args) {
        (Literal, [v]) => Some(*v),
        (Cast, [v]) => {
            let to = match ty_args.get(1) {
                Some(TyArg::Type(Type::Scalar(s))) => *s,
                _ => return None,
            };
            cast(*v, to)
        }
        (Bitcast, [v]) => match ty_args.get(1) {
            // Same width: the register bits are the same in both encodings.
            Some(TyArg::Type(Type::Scalar(to)))
                if to.bits() == v.ty.bits() && *to != Scalar::Bool && v.ty != Scalar::Bool =>
            {
                Some(Const {
                    ty: *to,
                    bits: v.bits,
                })
            }
            _ => None,
        },
        // Rust's `mul_add` rounds once, as SEMANTICS.md's fma does; f16
        // and bf16 are left alone (their exact sum can need more than f64's
        // 53 bits, so computing in f64 would round twice).
        (Fma, [a, b, c]) if a.ty == b.ty && b.ty == c.ty => match a.ty {
            Scalar::F64 => Some(Const {
                ty: a.ty,
                bits: a.as_f64().mul_add(b.as_f64(), c.as_f64()).to_bits(),
            }),
            Scalar::F32 => {
                let f = |k: Const| f32::from_bits(k.bits as u32);
                Some(Const {
                    ty: a.ty,
                    bits: u64::from(f(*a).mul_add(f(*b), f(*c)).to_bits()),
                })
            }
            _ => None,
        },
        (_, [a, b]) if a.ty == b.ty => binary(op, *a, *b),
        (_, [a]) if a.ty.is_float() => exact_math(op, *a),
        _ => None,
    }
}

/// The exact unary math functions of a float constant (module docs). A
/// narrow result is computed in f64 and rounded once: exact for all but
/// `sqrt`, which f64's 53 bits round innocuously (53 ≥ 2p + 2 for p = 24,
/// 11 and 8).
fn exact_math(op: Opcode, a: Const) -> Option<Const> {
    use Opcode::*;
    let ty = a.ty;
    let x = a.as_f64();
    let r = match op {
        Abs => {
            return Some(Const {
                ty,
                bits: a.bits & !(1u64 << (ty.bits() - 1)),
            })
        }
        Trunc => x.trunc(),
        Floor => x.floor(),
        Ceil => x.ceil(),
        Round => x.round(),
        Sqrt => x.sqrt(),
        _ => return None,
    };
    let bits = match ty {
        Scalar::F64 => r.to_bits(),
        Scalar::F32 => u64::from((r as f32).to_bits()),
        _ => float::round_f64(r, narrow_format(ty)),
    };
    Some(Const { ty, bits })
}

/// C99 `fmin`/`fmax` of two float constants, `-0 < +0`: one NaN operand
/// gives the other, two give a NaN.
fn min_max(is_min: bool, a: Const, b: Const) -> Const {
    let (x, y) = (a.as_f64(), b.as_f64());
    if x.is_nan() {
        return b;
    }
    if y.is_nan() {
        return a;
    }
    let a_first = if x == y {
        // equal: only ±0 differ, by the sign
        let a_negative = x.is_sign_negative();
        a_negative == is_min
    } else {
        (x < y) == is_min
    };
    if a_first {
        a
    } else {
        b
    }
}

fn binary(op: Opcode, a: Const, b: Const) -> Option<Const> {
    use Opcode::*;
    let ty = a.ty;
    if ty.is_float() {
        return match op {
            FAdd | FSub | FMul | FDiv | FRem => Some(float_arith(op, a, b)),
            Min | Max => Some(min_max(op == Min, a, b)),
            FcmpOeq | FcmpOne | FcmpOlt | FcmpOgt | FcmpOle | FcmpOge => {
                Some(Const::bool(float_compare(op, a.as_f64(), b.as_f64())))
            }
            _ => None,
        };
    }
    let w = ty.bits();
    let (sa, sb) = (signed(a), signed(b));
    let (ua, ub) = (unsigned(a), unsigned(b));
    let int = |v: i128| Some(Const::int(ty, v));
    match op {
        IAdd => int(sa + sb),
        ISub => int(sa - sb),
        IMul => int(sa * sb),
        ISdiv => int(sa.checked_div(sb).unwrap_or(sa)),
        IUdiv => int(ua.checked_div(ub).unwrap_or(ua) as i128),
        ISrem => int(sa.checked_rem(sb).unwrap_or(0)),
        IUrem => int(ua.checked_rem(ub).unwrap_or(0) as i128),
        IShl if w > 1 => int((ua << shift_amount(b)) as i128),
        ILshr if w > 1 => int((ua >> shift_amount(b)) as i128),
        IAshr if w > 1 => int(sa >> shift_amount(b)),
        IAnd => Some(Const {
            ty,
            bits: a.bits & b.bits,
        }),
        IOr => Some(Const {
            ty,
            bits: a.bits | b.bits,
        }),
        IXor => Some(Const {
            ty,
            bits: a.bits ^ b.bits,
        }),
        IcmpEq => Some(Const::bool(a.bits == b.bits)),
        IcmpNe => Some(Const::bool(a.bits != b.bits)),
        IcmpSlt => Some(Const::bool(sa < sb)),
        IcmpSgt => Some(Const::bool(sa > sb)),
        IcmpSle => Some(Const::bool(sa <= sb)),
        IcmpSge => Some(Const::bool(sa >= sb)),
        IcmpUlt => Some(Const::bool(ua < ub)),
        IcmpUgt => Some(Const::bool(ua > ub)),
        IcmpUle => Some(Const::bool(ua <= ub)),
        IcmpUge => Some(Const::bool(ua >= ub)),
        _ => None,
    }
}

/// The bits read as a two's complement number of the type's width.
fn signed(c: Const) -> i128 {
    let w = c.ty.bits();
    let shift = 128 - w;
    ((c.bits as i128) << shift) >> shift
}

fn unsigned(c: Const) -> u128 {
    u128::from(c.bits)
}

/// The shift amount modulo the width (every width here is a power of two).
fn shift_amount(amount: Const) -> u32 {
    (amount.bits & u64::from(amount.ty.bits() - 1)) as u32
}

fn float_compare(op: Opcode, x: f64, y: f64) -> bool {
    if x.is_nan() || y.is_nan() {
        return false;
    }
    match op {
        Opcode::FcmpOeq => x == y,
        Opcode::FcmpOne => x != y,
        Opcode::FcmpOlt => x < y,
        Opcode::FcmpOgt => x > y,
        Opcode::FcmpOle => x <= y,
        _ => x >= y,
    }
}

fn float_arith(op: Opcode, a: Const, b: Const) -> Const {
    fn apply<
        T: std::ops::Add<Output = T>
            + std::ops::Sub<Output = T>
            + std::ops::Mul<Output = T>
            + std::ops::Div<Output = T>
            + std::ops::Rem<Output = T>,
    >(
        op: Opcode,
        x: T,
        y: T,
    ) -> T {
        match op {
            Opcode::FAdd => x + y,
            Opcode::FSub => x - y,
            Opcode::FMul => x * y,
            Opcode::FDiv => x / y,
            // C's fmod: exact, so one rounding back is no rounding
            _ => x % y,
        }
    }
    let ty = a.ty;
    match ty {
        Scalar::F64 => Const {
            ty,
            bits: apply(op, a.as_f64(), b.as_f64()).to_bits(),
        },
        Scalar::F32 => Const {
            ty,
            bits: u64::from(apply(op, a.as_f64() as f32, b.as_f64() as f32).to_bits()),
        },
        _ => {
            // f16/bf16 widen to f32 exactly; one rounding back.
            let r = apply(op, a.as_f64() as f32, b.as_f64() as f32);
            Const {
                ty,
                bits: float::round_f64(f64::from(r), narrow_format(ty)),
            }
        }
    }
}

fn narrow_format(ty: Scalar) -> Format {
    if ty == Scalar::Bf16 {
        float::BF16
    } else {
        float::F16
    }
}

/// `cast<FROM, TO>` of a constant (FROM is the constant's type).
pub fn cast(v: Const, to: Scalar) -> Option<Const> {
    let from = v.ty;
    if to == Scalar::Bool {
        return None;
    }
    if from.is_int() {
        let x = if from.is_signed_int() {
            signed(v)
        } else {
            unsigned(v) as i128
        };
        return Some(if to.is_int() {
            Const::int(to, x)
        } else {
            int_to_float(x, to)
        });
    }
    let x = v.as_f64(); // exact for every float type
    Some(if to.is_int() {
        float_to_int(x, to)
    } else {
        f64_to_float(x, to)
    })
}

fn int_to_float(x: i128, to: Scalar) -> Const {
    let bits = match to {
        Scalar::F64 => (x as f64).to_bits(),
        Scalar::F32 => u64::from((x as f32).to_bits()),
        _ => float::round_int(x, narrow_format(to)),
    };
    Const { ty: to, bits }
}

fn f64_to_float(x: f64, to: Scalar) -> Const {
    let bits = match to {
        Scalar::F64 => x.to_bits(),
        Scalar::F32 => u64::from((x as f32).to_bits()),
        _ => float::round_f64(x, narrow_format(to)),
    };
    Const { ty: to, bits }
}

/// Rust `as`: toward zero, saturating, NaN → 0.
fn float_to_int(x: f64, to: Scalar) -> Const {
    let v: i128 = match to {
        Scalar::I8 => (x as i8).into(),
        Scalar::I16 => (x as i16).into(),
        Scalar::I32 => (x as i32).into(),
        Scalar::I64 => (x as i64).into(),
        Scalar::U8 => (x as u8).into(),
        Scalar::U16 => (x as u16).into(),
        Scalar::U32 => (x as u32).into(),
        _ => (x as u64).into(),
    };
    Const::int(to, v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Opcode::*;

    fn i(ty: Scalar, v: i128) -> Const {
        Const::int(ty, v)
    }

    fn ev(op: Opcode, a: Const, b: Const) -> Const {
        evaluate(op, &[], &[a, b]).unwrap()
    }

    #[test]
    fn division_edge_cases() {
        use Scalar::*;
        assert_eq!(ev(ISdiv, i(I32, 7), i(I32, 0)), i(I32, 7));
        assert_eq!(ev(ISrem, i(I32, 7), i(I32, 0)), i(I32, 0));
        assert_eq!(
            ev(ISdiv, i(I32, i32::MIN as i128), i(I32, -1)),
            i(I32, i32::MIN as i128)
        );
        assert_eq!(ev(ISrem, i(I32, i32::MIN as i128), i(I32, -1)), i(I32, 0));
        assert_eq!(ev(ISdiv, i(I8, -7), i(I8, 2)), i(I8, -3));
        assert_eq!(ev(ISrem, i(I8, -7), i(I8, 2)), i(I8, -1));
        assert_eq!(ev(IUdiv, i(U8, 200), i(U8, 0)), i(U8, 200));
        assert_eq!(ev(IUrem, i(U64, -1), i(U64, 0)), i(U64, 0));
        assert_eq!(ev(IUdiv, i(I8, -1), i(I8, 2)), i(I8, 127)); // 255 / 2
    }

    #[test]
    fn shifts_take_the_amount_modulo_the_width() {
        use Scalar::*;
        assert_eq!(ev(IShl, i(U32, 1), i(U32, 33)), i(U32, 2));
        assert_eq!(ev(IAshr, i(I8, -128), i(I8, 9)), i(I8, -64));
        assert_eq!(ev(ILshr, i(I8, -128), i(I8, 9)), i(I8, 64));
        assert_eq!(ev(IShl, i(I64, 1), i(I64, -1)), i(I64, i64::MIN as i128));
    }

    #[test]
    fn casts() {
        use Scalar::*;
        assert_eq!(cast(i(I8, -1), U32), Some(i(U32, 0xffff_ffff)));
        assert_eq!(cast(i(U8, 255), I32), Some(i(I32, 255)));
        assert_eq!(cast(i(I32, 300), U8), Some(i(U8, 44)));
        assert_eq!(cast(Const::bool(true), I32), Some(i(I32, 1)));
        assert_eq!(cast(i(I32, 1), Bool), None);
        let nan = Const::float(F32, f64::NAN);
        assert_eq!(cast(nan, I32), Some(i(I32, 0)));
        assert_eq!(
            cast(Const::float(F64, 1e300), I32),
            Some(i(I32, i32::MAX as i128))
        );
        assert_eq!(
            cast(Const::float(F64, f64::NEG_INFINITY), U16),
            Some(i(U16, 0))
        );
        assert_eq!(cast(Const::float(F32, -1.9), I8), Some(i(I8, -1)));
        assert_eq!(
            cast(i(U64, -1), F32).map(|c| c.bits),
            Some(u64::from((u64::MAX as f32).to_bits()))
        );
        assert_eq!(cast(i(I32, 65520), F16).map(|c| c.bits), Some(0x7c00));
        assert_eq!(
            cast(Const::float(F64, 1e10), F16).map(|c| c.bits),
            Some(0x7c00)
        );
        assert!(cast(Const::float(F64, f64::NAN), Bf16).is_some_and(|c| c.as_f64().is_nan()));
    }

    #[test]
    fn bitcasts_keep_the_bits() {
        use Scalar::*;
        let bc = |v: Const, to: Scalar| {
            evaluate(
                Bitcast,
                &[
                    TyArg::Type(Type::Scalar(v.ty)),
                    TyArg::Type(Type::Scalar(to)),
                ],
                &[v],
            )
        };
        let x = -1.5f64;
        assert_eq!(
            bc(Const::float(F64, x), U64),
            Some(i(U64, x.to_bits() as i128))
        );
        assert_eq!(
            bc(i(I64, x.to_bits() as i64 as i128), F64),
            Some(Const::float(F64, x))
        );
        assert_eq!(
            bc(Const::float(F32, -0.0), I32),
            Some(i(I32, i32::MIN as i128))
        );
        assert_eq!(
            bc(i(U32, 0x7f80_0000), F32),
            Some(Const::float(F32, f64::INFINITY))
        );
        assert_eq!(bc(Const::float(Bf16, 1.0), U16), Some(i(U16, 0x3f80)));
        assert_eq!(
            bc(Const::float(F16, -2.0), I16),
            Some(i(I16, 0xc000u16 as i16 as i128))
        );
        assert_eq!(bc(i(U32, 1), F64), None, "widths differ");
        assert_eq!(bc(Const::bool(true), I8), None);
    }

    #[test]
    fn narrow_float_arithmetic() {
        use Scalar::*;
        let one = Const::float(Bf16, 1.0);
        let tiny = Const::float(Bf16, 2f64.powi(-9));
        // 1 + 2^-9 rounds back to 1 in bf16.
        assert_eq!(ev(FAdd, one, tiny), one);
        let h = Const::float(F16, 0.1);
        assert_eq!(ev(FMul, h, Const::float(F16, 10.0)).as_f64(), 1.0);
        assert_eq!(
            ev(
                FcmpOeq,
                Const::float(F32, f64::NAN),
                Const::float(F32, f64::NAN)
            ),
            Const::bool(false)
        );
        assert_eq!(
            ev(FcmpOne, Const::float(F32, f64::NAN), Const::float(F32, 1.0)),
            Const::bool(false)
        );
        assert!(evaluate(FAddFast, &[], &[one, one]).is_none());
        assert!(evaluate(FRemFast, &[], &[one, one]).is_none());
    }
}

#[cfg(test)]
mod rem_tests {
    use super::evaluate;
    use magpie_mpir::{Const, Opcode, Scalar};

    fn rem(ty: Scalar, a: f64, b: f64) -> Result<Const, String> {
        evaluate(
            Opcode::FRem,
            &[],
            &[Const::float(ty, a), Const::float(ty, b)],
        )
        .ok_or_else(|| format!("f.rem {a} {b} on {ty:?} does not fold"))
    }

    #[test]
    fn folds_fmod_exactly_with_the_dividends_sign() -> Result<(), String> {
        // 5.5 = 2 * 2 + 1.5; -3.4028235e38 = -(2^104 - 2^80) is a multiple
        // of 8, so C's fmod gives -0.0; fmod(1, 0.1) is 0.1's remainder
        // below 1: 1 - 9 * 0.1000000000000000055511151231257827 exactly.
        assert_eq!(
            rem(Scalar::F32, 5.5, 2.0)?.bits,
            u64::from(1.5f32.to_bits())
        );
        assert_eq!(
            rem(Scalar::F32, -3.4028234663852886e38, 8.0)?.bits,
            u64::from((-0.0f32).to_bits())
        );
        assert_eq!(
            rem(Scalar::F64, 1.0, 0.1)?.bits,
            0.09999999999999995f64.to_bits()
        );
        assert_eq!(
            rem(Scalar::F64, -7.0, f64::INFINITY)?.bits,
            (-7.0f64).to_bits()
        );
        let nan = rem(Scalar::F64, 1.0, 0.0)?;
        assert!(f64::from_bits(nan.bits).is_nan());
        // bf16 0x3dcd is 0.10009765625, the bf16 nearest 0.1: x % x = +0
        assert_eq!(rem(Scalar::Bf16, 0.10009765625, 0.10009765625)?.bits, 0);
        // f16: -6.5 % 2 = -0.5 (0xb800)
        assert_eq!(rem(Scalar::F16, -6.5, 2.0)?.bits, 0xb800);
        Ok(())
    }
}

#[cfg(test)]
mod math_tests {
    use super::evaluate;
    use magpie_mpir::{Const, Opcode, Scalar};

    fn f32c(x: f32) -> Const {
        Const {
            ty: Scalar::F32,
            bits: u64::from(x.to_bits()),
        }
    }

    fn one(op: Opcode, a: Const) -> Option<u64> {
        evaluate(op, &[], &[a]).map(|c| c.bits)
    }

    fn two(op: Opcode, a: Const, b: Const) -> Option<u64> {
        evaluate(op, &[], &[a, b]).map(|c| c.bits)
    }

    #[test]
    fn exact_math_functions_fold() {
        let bits = |x: f32| Some(u64::from(x.to_bits()));
        assert_eq!(
            one(Opcode::Trunc, f32c(-0.5)),
            bits(-0.0),
            "trunc keeps the sign"
        );
        assert_eq!(one(Opcode::Ceil, f32c(-0.25)), bits(-0.0));
        assert_eq!(one(Opcode::Floor, f32c(-0.25)), bits(-1.0));
        assert_eq!(
            one(Opcode::Round, f32c(2.5)),
            bits(3.0),
            "half away from zero"
        );
        assert_eq!(one(Opcode::Round, f32c(-2.5)), bits(-3.0));
        assert_eq!(one(Opcode::Abs, f32c(-0.0)), bits(0.0));
        // sqrt(2) in f32 is 0x3fb504f3 (1.41421353...), in f16 0x3da8.
        assert_eq!(one(Opcode::Sqrt, f32c(2.0)), Some(0x3fb5_04f3));
        let h2 = Const {
            ty: Scalar::F16,
            bits: 0x4000,
        };
        assert_eq!(one(Opcode::Sqrt, h2), Some(0x3da8));
        assert_eq!(one(Opcode::Exp, f32c(1.0)), None, "not exact: left alone");
    }

    #[test]
    fn fma_folds_rounded_once_for_f32_and_f64() {
        let three = |a: Const, b: Const, c: Const| evaluate(Opcode::Fma, &[], &[a, b, c]);
        let f64c = |x: f64| Const {
            ty: Scalar::F64,
            bits: x.to_bits(),
        };
        // (-0) * (-0) + (-0) = +0 + -0 = +0
        let z = f64c(-0.0);
        assert_eq!(three(z, z, z).map(|c| c.bits), Some(0));
        // 1 + 2^-52 squared is 1 + 2^-51 + 2^-104: one rounding keeps the
        // 2^-104 against -(1 + 2^-51), two would lose it.
        let a = f64c(1.0 + f64::EPSILON);
        let c = f64c(-(1.0 + 2.0 * f64::EPSILON));
        assert_eq!(
            three(a, a, c).map(|c| c.bits),
            Some(2f64.powi(-104).to_bits())
        );
        let e = f32c(1.0 + f32::EPSILON);
        let d = f32c(-(1.0 + 2.0 * f32::EPSILON));
        assert_eq!(
            three(e, e, d).map(|c| c.bits),
            Some(u64::from(2f32.powi(-46).to_bits()))
        );
        let h = Const {
            ty: Scalar::F16,
            bits: 0x3c00,
        };
        assert_eq!(three(h, h, h), None, "f16 is left alone");
    }

    #[test]
    fn min_max_fold_as_c99_with_ordered_zeros() {
        let bits = |x: f32| Some(u64::from(x.to_bits()));
        let (p, n, nan) = (f32c(0.0), f32c(-0.0), f32c(f32::NAN));
        assert_eq!(two(Opcode::Min, p, n), bits(-0.0));
        assert_eq!(two(Opcode::Min, n, p), bits(-0.0));
        assert_eq!(two(Opcode::Max, n, p), bits(0.0));
        assert_eq!(two(Opcode::Max, f32c(1.0), nan), bits(1.0));
        assert_eq!(two(Opcode::Min, nan, f32c(-3.0)), bits(-3.0));
        assert_eq!(two(Opcode::Min, f32c(2.0), f32c(-3.0)), bits(-3.0));
        assert_eq!(two(Opcode::Max, f32c(2.0), f32c(-3.0)), bits(2.0));
    }
}
