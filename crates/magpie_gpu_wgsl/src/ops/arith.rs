//! Integer and float arithmetic and the math functions, with SEMANTICS.md's
//! guards (crate docs): division by a divisor replaced by 1 where it is 0
//! or the quotient overflows, shift amounts masked to the width, narrow
//! results brought back to canonical form, C99 `fmin`/`fmax`, round half
//! away from zero, `abs` on the bits; f32 `f.div` and `math.sqrt` through
//! [`super::float_round`] where the adapter has f64.

use magpie_mpir::{Opcode, Scalar};

use super::{canon, signed_view, unsigned_view};
use crate::func::Walker;
use crate::names;
use crate::{Error, Result};
use magpie_gpu::text_backend::walk::TreeSyntax as _;

/// `divisor`: the right operand's value when it is a constant (a
/// division by a constant that needs no guard is printed without one).
pub(super) fn int_op(
    w: &mut Walker<'_, '_>,
    op: Opcode,
    s: Scalar,
    x: &str,
    y: &str,
    divisor: Option<i128>,
) -> Result<String> {
    use Opcode::*;
    if s == Scalar::Bool {
        return match op {
            IAnd => Ok(format!("({x} & {y})")),
            IOr => Ok(format!("({x} | {y})")),
            IXor | IAdd | ISub => Ok(format!("({x} != {y})")),
            IMul => Ok(format!("({x} & {y})")),
            _ => Err(Error::unsupported(format!("`{}` on bool", op.name()))),
        };
    }
    let ty = names::scalar_ty(s)?;
    let bits = s.bits();
    let amount = |y: &str| -> String {
        let mask = bits - 1;
        match ty {
            "u32" => format!("({y} & {mask}u)"),
            "i32" => format!("(bitcast<u32>({y}) & {mask}u)"),
            "i64" => format!("u32(bitcast<u64>({y}) & {mask}lu)"),
            _ => format!("u32({y} & {mask}lu)"),
        }
    };
    Ok(match op {
        IAdd => canon(&format!("({x} + {y})"), s),
        ISub => canon(&format!("({x} - {y})"), s),
        IMul => canon(&format!("({x} * {y})"), s),
        IAnd => format!("({x} & {y})"),
        IOr => format!("({x} | {y})"),
        IXor => format!("({x} ^ {y})"),
        IUdiv | IUrem => {
            let (ux, uy) = (unsigned_view(x, s), unsigned_view(y, s));
            let uty = if s.bits() == 64 { "u64" } else { "u32" };
            let (uz, uo) = if uty == "u64" {
                ("0lu", "1lu")
            } else {
                ("0u", "1u")
            };
            let d = if divisor.is_some_and(|v| v != 0) {
                uy.clone()
            } else {
                let d = w.scratch_var(uty);
                w.line(&format!("{d} = select({uy}, {uo}, {uy} == {uz});"));
                d
            };
            let q = if op == IUdiv {
                format!("({ux} / {d})")
            } else {
                format!("({ux} % {d})")
            };
            // Back to the operand type (a bit pattern: same container).
            let back = match ty {
                "i32" => format!("bitcast<i32>({q})"),
                "i64" => format!("bitcast<i64>({q})"),
                _ => q,
            };
            canon(&back, s)
        }
        ISdiv | ISrem => {
            let (sx, sy) = (signed_view(x, s), signed_view(y, s));
            let sty = if s.bits() == 64 { "i64" } else { "i32" };
            let (sz, so) = if sty == "i64" {
                ("0li", "1li")
            } else {
                ("0i", "1i")
            };
            let min = match sty {
                "i64" => "(-9223372036854775807li - 1li)",
                _ => "(-2147483647i - 1i)",
            };
            let a = w.scratch_var(sty);
            w.line(&format!("{a} = {sx};"));
            // A constant other than 0 and -1 needs no guard (a narrow
            // type's -1 overflows nothing in 32 bits, but is guarded too).
            let as_signed = |v: i128| {
                let b = s.bits();
                let m = v & ((1i128 << b) - 1);
                if m >= 1i128 << (b - 1) {
                    m - (1i128 << b)
                } else {
                    m
                }
            };
            let d = if divisor.map(as_signed).is_some_and(|v| v != 0 && v != -1) {
                sy.clone()
            } else {
                let d = w.scratch_var(sty);
                w.line(&format!(
                    "{d} = select({sy}, {so}, {sy} == {sz} || ({a} == {min} && {sy} == -{so}));"
                ));
                d
            };
            let r = if op == ISdiv {
                format!("({a} / {d})")
            } else {
                format!("({a} - ({a} / {d}) * {d})")
            };
            let back = match ty {
                "u32" => format!("bitcast<u32>({r})"),
                "u64" => format!("bitcast<u64>({r})"),
                _ => r,
            };
            canon(&back, s)
        }
        IShl => canon(&format!("({x} << {})", amount(y)), s),
        ILshr => {
            let u = unsigned_view(x, s);
            let r = format!("({u} >> {})", amount(y));
            let back = match ty {
                "i32" => format!("bitcast<i32>({r})"),
                "i64" => format!("bitcast<i64>({r})"),
                _ => r,
            };
            canon(&back, s)
        }
        IAshr => {
            let v = signed_view(x, s);
            let r = format!("({v} >> {})", amount(y));
            let back = match ty {
                "u32" => format!("bitcast<u32>({r})"),
                "u64" => format!("bitcast<u64>({r})"),
                _ => r,
            };
            canon(&back, s)
        }
        _ => {
            return Err(Error::internal(format!(
                "`{}` is not an integer op",
                op.name()
            )))
        }
    })
}

pub(super) fn float_op(
    w: &mut Walker<'_, '_>,
    op: Opcode,
    s: Scalar,
    x: &str,
    y: &str,
) -> Result<String> {
    use Opcode::*;
    if s == Scalar::F16 {
        // In f32, rounded once (`ops::f16`).
        let wide = float_op(
            w,
            op,
            Scalar::F32,
            &format!("f32({x})"),
            &format!("f32({y})"),
        )?;
        return Ok(super::f16::from_f32(w, &wide));
    }
    if matches!(op, FRem | FRemFast) {
        return fmod(w, s, x, y);
    }
    if op == FDiv && s == Scalar::F32 && super::float_round::enabled(w) {
        return super::float_round::div_f32(w, x, y);
    }
    let sym = match op {
        FAdd | FAddFast => "+",
        FSub | FSubFast => "-",
        FMul | FMulFast => "*",
        FDiv | FDivFast => "/",
        _ => "%",
    };
    Ok(format!("({x} {sym} {y})"))
}

/// C's `fmod`, exactly, in the operand type (WGSL's `%` is
/// `x - y * trunc(x / y)`, which is not): `|x|` is reduced by `|y|`
/// scaled to just below it, one quotient bit a step. Each step subtracts
/// `ys <= r < 2 * ys`, which is exact (Sterbenz), so the result is exact
/// however large the quotient; a step takes at least one bit off it, so
/// the loop ends within the type's exponent range (277 steps for f32;
/// the loop stops there, and at a step of zero, which a device that
/// flushes subnormals can make of a subnormal `y`).
fn fmod(w: &mut Walker<'_, '_>, s: Scalar, x: &str, y: &str) -> Result<String> {
    let ty = names::scalar_ty(s)?;
    let name = format!("mp_fmod_{ty}");
    let sf = suffix(s);
    let max = names::literal(magpie_mpir::Const::float(s, f64::MAX))?;
    let nan = names::literal(magpie_mpir::Const::float(s, f64::NAN))?;
    let int64 = w.cx.options.has(magpie_gpu::Capability::Int64);
    let steps = if s == Scalar::F64 { 2100 } else { 280 };
    let (nan_x, nan_y) = (is_nan("x", s, int64), is_nan("y", s, int64));
    // Infinite: the magnitude above the largest finite value (a NaN is
    // not: ordered compare), decided on the bits for f32.
    let (inf_x, inf_y) = match s {
        Scalar::F32 => (
            "((bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u)".to_string(),
            "((bitcast<u32>(y) & 0x7fffffffu) == 0x7f800000u)".to_string(),
        ),
        _ => (format!("(ax > {max})"), format!("(ay > {max})")),
    };
    // The sign of x on the result (a zero keeps it: fmod(-4, 4) is -0).
    let signed = match s {
        Scalar::F32 => {
            "bitcast<f32>(bitcast<u32>(r) | (bitcast<u32>(x) & 0x80000000u))".to_string()
        }
        Scalar::F64 if int64 => {
            "bitcast<f64>(bitcast<u64>(r) | (bitcast<u64>(x) & 0x8000000000000000lu))".to_string()
        }
        _ => format!("select(r, -r, {})", sign_bit("x", s, int64)),
    };
    if s == Scalar::F64 && int64 {
        w.cx.need(magpie_gpu::Capability::Int64, "f64 bits")?;
    }
    w.cx.helper(&name, || {
        format!(
            "fn {name}(x: {ty}, y: {ty}) -> {ty} {{\n  let ax = abs(x);\n  let ay = abs(y);\n  if ({nan_x} || {nan_y} || {inf_x} || ay == 0.0{sf}) {{ return {nan}; }}\n  if ({inf_y} || ax < ay) {{ return x; }}\n  let ey = frexp(ay).exp;\n  var r = ax;\n  for (var i = 0u; i < {steps}u; i = i + 1u) {{\n    if (r < ay) {{ break; }}\n    var ys = ldexp(ay, frexp(r).exp - ey);\n    if (ys > r) {{ ys = ys * 0.5{sf}; }}\n    if (!(ys > 0.0{sf})) {{ break; }}\n    r = r - ys;\n  }}\n  return {signed};\n}}\n"
        )
    });
    Ok(format!("{name}({x}, {y})"))
}

/// `x` (a float of type `s`) unchanged, through the opaque zero (`ops`
/// module docs): an or of its bits with it where the type's bits are
/// reachable (f32; f64 with 64-bit integers; f16 through its exact f32),
/// else a select on it. Neither is an involution, so passing a value
/// through twice is still opaque (an xor twice cancels, and lavapipe
/// folded `f64(f32(y))` through two xors back to `y`).
pub(crate) fn opaque(w: &mut Walker<'_, '_>, x: &str, s: Scalar) -> Result<String> {
    let z = crate::names::ZERO;
    Ok(match s {
        Scalar::F32 => format!("bitcast<f32>(bitcast<u32>({x}) | {z})"),
        Scalar::F16 => format!("f16(bitcast<f32>(bitcast<u32>(f32({x})) | {z}))"),
        Scalar::F64 if w.cx.options.has(magpie_gpu::Capability::Int64) => {
            w.cx.need(magpie_gpu::Capability::Int64, "f64 bits")?;
            format!("bitcast<f64>(bitcast<u64>({x}) | u64({z}))")
        }
        _ => format!("select({x}, ({x}) * 2.0lf, {z} != 0u)"),
    })
}

/// `x` unchanged through the opaque zero by another operation than
/// [`opaque`] (an integer add of it): the second operand of an op whose
/// operands are one value must differ from the first as the compiler sees
/// it, and `opaque(opaque(v))` is `opaque(v)` again (or is idempotent).
pub(crate) fn opaque_other(w: &mut Walker<'_, '_>, x: &str, s: Scalar) -> Result<String> {
    let z = crate::names::ZERO;
    Ok(match s {
        Scalar::F32 => format!("bitcast<f32>(bitcast<u32>({x}) + {z})"),
        Scalar::F16 => format!("f16(bitcast<f32>(bitcast<u32>(f32({x})) + {z}))"),
        Scalar::F64 if w.cx.options.has(magpie_gpu::Capability::Int64) => {
            w.cx.need(magpie_gpu::Capability::Int64, "f64 bits")?;
            format!("bitcast<f64>(bitcast<u64>({x}) + u64({z}))")
        }
        _ => format!("select({x}, ({x}) * 3.0lf, {z} != 0u)"),
    })
}

/// A `+0.0` (or `-0.0`) of type `s` no compiler can see as a constant.
pub(crate) fn opaque_zero(w: &mut Walker<'_, '_>, s: Scalar, negative: bool) -> Result<String> {
    let z = crate::names::ZERO;
    let plus = match s {
        Scalar::F32 => format!("bitcast<f32>({z})"),
        Scalar::F64 => format!("f64(bitcast<f32>({z}))"),
        Scalar::F16 => format!("f16(bitcast<f32>({z}))"),
        other => return Err(Error::internal(format!("a zero of {}", other.name()))),
    };
    let _ = w;
    Ok(if negative { format!("(-{plus})") } else { plus })
}

/// Adds `mp_opq_f64`: an f64 unchanged through the opaque zero, as
/// [`opaque`] writes it (an or of its bits where the adapter has 64-bit
/// integers, else a select on the zero).
pub(super) fn opq_f64(w: &mut Walker<'_, '_>) -> Result<()> {
    let z = crate::names::ZERO;
    let body = if w.cx.options.has(magpie_gpu::Capability::Int64) {
        w.cx.need(magpie_gpu::Capability::Int64, "f64 bits")?;
        format!("bitcast<f64>(bitcast<u64>(x) | u64({z}))")
    } else {
        format!("select(x, x * 2.0lf, {z} != 0u)")
    };
    w.cx.helper("mp_opq_f64", || {
        format!("fn mp_opq_f64(x: f64) -> f64 {{\n  return {body};\n}}\n")
    });
    Ok(())
}

/// Adds `mp_fma_f32`: `a * b + c` rounded once. The product is exact in
/// f64; the sum is rounded to f64 and its error found exactly (TwoSum);
/// an inexact sum with an even last bit moves one f64 step toward the
/// exact value (round to odd), and rounding that to f32 is rounding the
/// exact value once (f64 has more than twice f32's precision plus two
/// bits). Every step passes through the opaque zero, so no driver can
/// contract or reassociate it away (`ops` module docs).
fn exact_fma_f32(w: &mut Walker<'_, '_>) -> Result<()> {
    w.cx.need(magpie_gpu::Capability::Float64, "an exact fma")?;
    w.cx.need(magpie_gpu::Capability::Int64, "an exact fma")?;
    opq_f64(w)?;
    w.cx.helper("mp_fma_f32", || {
        "fn mp_fma_f32(a: f32, b: f32, c: f32) -> f32 {\n  let p = mp_opq_f64(f64(a) * f64(b));\n  let cw = f64(c);\n  let s = mp_opq_f64(p + cw);\n  let bb = mp_opq_f64(s - p);\n  let e = mp_opq_f64(mp_opq_f64(p - mp_opq_f64(s - bb)) + mp_opq_f64(cw - bb));\n  var bits = bitcast<u64>(s);\n  let finite = (bits & 0x7ff0000000000000lu) != 0x7ff0000000000000lu;\n  if (finite && e != 0.0lf && (bits & 1lu) == 0lu) {\n    if ((e > 0.0lf) == (s > 0.0lf)) { bits = bits + 1lu; } else { bits = bits - 1lu; }\n  }\n  return bitcast<f32>(bitcast<u32>(f32(bitcast<f64>(bits))) | mp_zero);\n}\n".to_string()
    });
    Ok(())
}

/// The WGSL suffix of float literals of `s`.
fn suffix(s: Scalar) -> &'static str {
    match s {
        Scalar::F16 => "h",
        Scalar::F64 => "lf",
        _ => "f",
    }
}

/// `x`'s sign bit is set, decided on the bits (an f64's need 64-bit
/// integers; without them, by compares).
pub(super) fn sign_bit(x: &str, s: Scalar, int64: bool) -> String {
    match s {
        Scalar::F64 if int64 => format!("((bitcast<u64>({x}) >> 63u) != 0lu)"),
        // Without 64-bit integers: a negative value, or a zero whose
        // reciprocal is negative (-inf).
        Scalar::F64 => format!("(({x} < 0.0lf) || (({x} == 0.0lf) && ((1.0lf / {x}) < 0.0lf)))"),
        // f16 through the exact f32 value, which keeps the sign.
        Scalar::F16 => format!("((bitcast<u32>(f32({x})) & 0x80000000u) != 0u)"),
        _ => format!("((bitcast<u32>({x}) & 0x80000000u) != 0u)"),
    }
}

/// `x` is a NaN, decided on the bits.
pub(super) fn is_nan(x: &str, s: Scalar, int64: bool) -> String {
    match s {
        Scalar::F64 if int64 => {
            format!("((bitcast<u64>({x}) & 0x7ffffffffffffffflu) > 0x7ff0000000000000lu)")
        }
        // Without 64-bit integers: the ordered compare (naga's `==`) is
        // false only for a NaN.
        Scalar::F64 => format!("(!({x} == {x}))"),
        Scalar::F16 => format!("((bitcast<u32>(f32({x})) & 0x7fffffffu) > 0x7f800000u)"),
        _ => format!("((bitcast<u32>({x}) & 0x7fffffffu) > 0x7f800000u)"),
    }
}

pub(super) fn math(w: &mut Walker<'_, '_>, op: Opcode, s: Scalar, a: &[String]) -> Result<String> {
    use Opcode::*;
    let x = &a[0];
    let sf = suffix(s);
    let int64 = w.cx.options.has(magpie_gpu::Capability::Int64);
    if int64 && s == Scalar::F64 && matches!(op, Abs | Min | Max) {
        w.cx.need(magpie_gpu::Capability::Int64, "f64 bits")?;
    }
    let ty = names::scalar_ty(s)?;
    if s == Scalar::F64
        && matches!(
            op,
            Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Pow | Atan2 | Rsqrt
        )
    {
        return Err(Error::unsupported(format!(
            "f64 `{}` needs the device library, which needs both f64 and i64 on the adapter",
            op.name()
        )));
    }
    if s == Scalar::F16 && !matches!(op, Abs | Floor | Ceil | Trunc | Round | Min | Max) {
        // In f32 (f64 for fma, where it is exact), rounded once.
        if op == Fma && w.cx.options.has(magpie_gpu::Capability::Float64) {
            w.cx.need(magpie_gpu::Capability::Float64, "an exact f16 fma")?;
            // The product through the opaque zero: NVIDIA's compiler
            // rewrote `x * c + x` as `x * (c + 1)`, which gives ±inf for
            // x = ±inf where the sum is NaN (H200, arith8/556).
            opq_f64(w)?;
            let exact = format!("(mp_opq_f64(f64({x}) * f64({})) + f64({}))", a[1], a[2]);
            return Ok(super::f16::from_f64(w, &exact));
        }
        let wide: Vec<String> = a.iter().map(|v| format!("f32({v})")).collect();
        let r = math(w, op, Scalar::F32, &wide)?;
        return Ok(super::f16::from_f32(w, &r));
    }
    Ok(match op {
        Sqrt if s == Scalar::F32 && super::float_round::enabled(w) => {
            super::float_round::sqrt_f32(w, x)?
        }
        Sqrt => format!("sqrt({x})"),
        Rsqrt => format!("inverseSqrt({x})"),
        Exp => format!("exp({x})"),
        Exp2 => format!("exp2({x})"),
        Log => format!("log({x})"),
        Log2 => format!("log2({x})"),
        Sin => format!("sin({x})"),
        Cos => format!("cos({x})"),
        Tan => format!("tan({x})"),
        Tanh => format!("tanh({x})"),
        Floor => format!("floor({x})"),
        Ceil => format!("ceil({x})"),
        Trunc => format!("trunc({x})"),
        Abs => match s {
            Scalar::F64 if int64 => {
                format!("bitcast<f64>(bitcast<u64>({x}) & 0x7ffffffffffffffflu)")
            }
            Scalar::F32 => format!("bitcast<f32>(bitcast<u32>({x}) & 0x7fffffffu)"),
            _ => format!("abs({x})"),
        },
        Round => {
            let t = w.scratch_var(ty);
            w.line(&format!("{t} = trunc({x});"));
            format!("select({t}, {t} + sign({x}), abs({x} - {t}) >= 0.5{sf})")
        }
        Pow => format!("pow({x}, {})", a[1]),
        Atan2 => format!("atan2({x}, {})", a[1]),
        Fma if s == Scalar::F32
            && !w.cx.options.fused_fma
            && w.cx.options.has(magpie_gpu::Capability::Float64)
            && w.cx.options.has(magpie_gpu::Capability::Int64) =>
        {
            exact_fma_f32(w)?;
            format!("mp_fma_f32({x}, {}, {})", a[1], a[2])
        }
        // Fused on this adapter (measured), or without f64 and i64: the
        // driver's `fma` (WebGPU allows it to round twice).
        Fma => format!("fma({x}, {}, {})", a[1], a[2]),
        Min | Max => {
            let name = format!("mp_f{}_{ty}", if op == Min { "min" } else { "max" });
            let (nan_a, nan_b) = (is_nan("a", s, int64), is_nan("b", s, int64));
            let sa = sign_bit("a", s, int64);
            // Equal operands differ only as -0 and +0: min takes the
            // negative one, max the positive one.
            let (pick_less, pick_eq) = if op == Min {
                ("a < b", sa.clone())
            } else {
                ("a > b", format!("!{sa}"))
            };
            w.cx.helper(&name, || {
                format!(
                    "fn {name}(a: {ty}, b: {ty}) -> {ty} {{\n  if {nan_a} {{ return b; }}\n  if {nan_b} {{ return a; }}\n  if (a == b) {{ return select(b, a, {pick_eq}); }}\n  return select(b, a, {pick_less});\n}}\n"
                )
            });
            format!("{name}({x}, {})", a[1])
        }
        _ => return Err(Error::internal(format!("`{}` is not a math op", op.name()))),
    })
}
