//! One instruction as MSL statements: `v{r} = <expression>;` (and the
//! statements some ops need first), with the SEMANTICS guards the crate
//! docs list.
//!
//! Invariants: integer arithmetic never overflows a signed C++ type (it
//! is done in `uint`/`ulong` and converted back, which Metal and C++17
//! compilers define as wrapping); every helper a kernel needs is added to
//! the module once by name ([`ModuleCx::helper`]) before the text that
//! calls it is printed; and no expression compares a value with itself
//! (a compare of one operand with itself is written as its answer).

use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::Capability;
use magpie_mpir::{Const, Elem, Inst, InstId, Opcode, Operand, Scalar, Type, Value};

use crate::func::Walker;
use crate::names::{self, scalar_ty, signed_of, unsigned_of, wide_unsigned};
use crate::text::{globals_error, GlobalKey, ModuleCx};
use crate::{Error, Result};
use magpie_gpu::text_backend::fields;
use magpie_gpu::text_backend::globals::call_site;
use magpie_gpu::text_backend::walk::TreeSyntax as _;

const RELAXED: &str = "memory_order_relaxed";

pub(crate) fn emit_inst(w: &mut Walker<'_, '_>, id: InstId) -> Result<()> {
    let func = w.func;
    let ins = &func.insts[id];
    let result = ins.result;
    let rty = result.map(|r| func.value_type(r));
    use Opcode::*;
    match ins.op {
        Phi | Shared => Ok(()),
        Literal => {
            let a = w.operand(&ins.operands[0])?;
            w.set(result, &a, false)
        }
        IAdd | ISub | IMul | ISdiv | IUdiv | ISrem | IUrem | IAnd | IOr | IXor | IShl | ILshr
        | IAshr => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let (x, y) = (w.operand(&ins.operands[0])?, w.operand(&ins.operands[1])?);
            let e = int_op(w.cx, ins.op, s, &x, &y)?;
            w.set(result, &e, false)
        }
        FAdd | FSub | FMul | FDiv | FRem | FAddFast | FSubFast | FMulFast | FDivFast | FRemFast => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let (x, y) = (w.operand(&ins.operands[0])?, w.operand(&ins.operands[1])?);
            let e = float_op(w.cx, ins.op, s, &x, &y)?;
            w.set(result, &e, false)
        }
        IcmpEq | IcmpNe | IcmpSlt | IcmpSgt | IcmpSle | IcmpSge | IcmpUlt | IcmpUgt | IcmpUle
        | IcmpUge => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let e = if ins.operands[0] == ins.operands[1] {
                matches!(ins.op, IcmpEq | IcmpSle | IcmpSge | IcmpUle | IcmpUge).to_string()
            } else {
                let (x, y) = (w.operand(&ins.operands[0])?, w.operand(&ins.operands[1])?);
                icmp(ins.op, s, &x, &y)
            };
            w.set(result, &e, false)
        }
        FcmpOeq | FcmpOne | FcmpOlt | FcmpOgt | FcmpOle | FcmpOge => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let x = w.operand(&ins.operands[0])?;
            let e = if ins.operands[0] == ins.operands[1] {
                // Ordered and equal to itself: not a NaN.
                if matches!(ins.op, FcmpOeq | FcmpOle | FcmpOge) {
                    format!("(!metal::isnan({}))", to_float(&x, s))
                } else {
                    "false".to_string()
                }
            } else {
                let y = w.operand(&ins.operands[1])?;
                let (x, y) = if s == Scalar::Bf16 {
                    (to_float(&x, s), to_float(&y, s))
                } else {
                    (x, y)
                };
                match ins.op {
                    FcmpOeq => format!("({x} == {y})"),
                    FcmpOne => format!("(({x} < {y}) || ({x} > {y}))"),
                    FcmpOlt => format!("({x} < {y})"),
                    FcmpOgt => format!("({x} > {y})"),
                    FcmpOle => format!("({x} <= {y})"),
                    _ => format!("({x} >= {y})"),
                }
            };
            w.set(result, &e, false)
        }
        Cast => {
            let from = w.operand_scalar(&ins.operands[0])?;
            let to = rty
                .and_then(Type::scalar)
                .ok_or_else(|| Error::internal("a cast to no scalar"))?;
            let x = w.operand(&ins.operands[0])?;
            let e = cast(w.cx, from, to, &x)?;
            w.set(result, &e, false)
        }
        Bitcast => {
            let to = rty
                .and_then(Type::scalar)
                .ok_or_else(|| Error::internal("a bitcast to no scalar"))?;
            let x = w.operand(&ins.operands[0])?;
            let e = format!("as_type<{}>({x})", scalar_ty(to)?);
            w.set(result, &e, false)
        }
        Sqrt | Rsqrt | Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Abs | Floor | Ceil
        | Round | Trunc | Pow | Min | Max | Atan2 | Fma => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let a: Vec<String> = ins
                .operands
                .iter()
                .map(|o| w.operand(o))
                .collect::<Result<_>>()?;
            let e = math(w.cx, ins.op, s, &a)?;
            w.set(result, &e, false)
        }
        GlobalId | ThreadId | WorkgroupId | WorkgroupSize | NumWorkgroups => {
            let dim = match ins.operands.first() {
                Some(Operand::Const(c)) if c.bits < 3 => c.bits as usize,
                _ => return Err(Error::internal("a gpu id without a constant dimension")),
            };
            let axis = ["x", "y", "z"][dim];
            let field = match ins.op {
                GlobalId => "gid",
                ThreadId => "lid",
                WorkgroupId => "wid",
                NumWorkgroups => "nwg",
                _ => "size",
            };
            w.set(result, &format!("mp.{field}.{axis}"), false)
        }
        BufferLoad | BufferStore | BufferLen | AtomicAdd | AtomicSub | AtomicMin | AtomicMax
        | AtomicAnd | AtomicOr | AtomicXor | AtomicXchg | AtomicCmpxchg => memory(w, id),
        Barrier => {
            w.line("threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);");
            Ok(())
        }
        SubgroupSize | SubgroupLane => {
            w.cx.need(Capability::Subgroups, "a subgroup op")?;
            w.cx.uses_subgroup_builtins = true;
            let e = if ins.op == SubgroupSize {
                "mp.sg_size"
            } else {
                "mp.sg_lane"
            };
            w.set(result, e, false)
        }
        SubgroupSum | SubgroupMin | SubgroupMax | SubgroupShuffle | SubgroupBroadcast
        | MetalSimdSum | MetalSimdPrefixSum | MetalSimdShuffle => {
            let cap = match ins.op {
                MetalSimdSum => Capability::MetalSimdReduce,
                MetalSimdPrefixSum => Capability::MetalSimdPrefix,
                MetalSimdShuffle => Capability::MetalSimdShuffle,
                _ => Capability::Subgroups,
            };
            w.cx.need(cap, "a SIMD-group op")?;
            let s = w.operand_scalar(&ins.operands[0])?;
            let a: Vec<String> = ins
                .operands
                .iter()
                .map(|o| w.operand(o))
                .collect::<Result<_>>()?;
            let e = subgroup(ins.op, s, &a)?;
            w.set(result, &e, false)
        }
        Call | CallVoid => call(w, id),
        New => {
            let (sid, order) =
                fields::new_operands(w.cx.module, rty, ins).map_err(Error::internal)?;
            let mut fields = Vec::new();
            for k in order {
                fields.push(w.operand(&ins.operands[k])?);
            }
            let e = format!(
                "{}{{{}}}",
                names::struct_name(sid.index()),
                fields.join(", ")
            );
            w.set(result, &e, false)
        }
        GetField => {
            let k = fields::getfield_index(w.cx.module, func, ins).map_err(Error::internal)?;
            let x = w.operand(&ins.operands[0])?;
            w.set(result, &format!("{x}.{}", names::field_name(k)), false)
        }
        PtrLoad | PtrStore | PtrAdd => Err(Error::unsupported(format!(
            "`{}`: pointer operations are not implemented by the Metal backend yet",
            ins.op.name()
        ))),
        TargetIs | TargetHas | PredAnd | PredOr | PredNot => predicate(w, ins, result),
        HostOp => Err(Error::unsupported("a host-only op in a kernel")),
    }
}

/// A predicate kept as a function constant: `gpu.target.is/has` reads its
/// constant, `pred.and/or/not` combine them. Without function constants
/// the predicates were resolved before printing: reaching one is our bug.
fn predicate(w: &mut Walker<'_, '_>, ins: &Inst, result: Option<Value>) -> Result<()> {
    if !w.cx.options.function_constant_predicates {
        return Err(Error::internal("a predicate survived specialisation"));
    }
    let e = match ins.op {
        Opcode::PredAnd | Opcode::PredOr => {
            let (a, b) = (w.operand(&ins.operands[0])?, w.operand(&ins.operands[1])?);
            let op = if ins.op == Opcode::PredAnd {
                "&&"
            } else {
                "||"
            };
            format!("{a} {op} {b}")
        }
        Opcode::PredNot => format!("!{}", w.operand(&ins.operands[0])?),
        _ => {
            let pred = TargetPredicate::of(ins)
                .ok_or_else(|| Error::internal("a predicate op that asks nothing"))?;
            let k =
                w.cx.function_constants
                    .iter()
                    .position(|p| *p == pred)
                    .ok_or_else(|| {
                        Error::internal(format!("the predicate `{pred}` has no function constant"))
                    })?;
            names::function_constant(k)
        }
    };
    w.set(result, &e, false)
}

/// `x` of float type `s` as a `float` (exact).
fn to_float(x: &str, s: Scalar) -> String {
    if s == Scalar::F32 {
        x.to_string()
    } else {
        format!("float({x})")
    }
}

/// The minimum and maximum of integer type `s`, as literals.
fn int_bounds(s: Scalar) -> Result<(String, String)> {
    let bits = s.bits();
    let (lo, hi) = if s.is_signed_int() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    Ok((
        names::literal(Const::int(s, lo))?,
        names::literal(Const::int(s, hi))?,
    ))
}

fn int_op(cx: &mut ModuleCx<'_>, op: Opcode, s: Scalar, x: &str, y: &str) -> Result<String> {
    use Opcode::*;
    if s == Scalar::Bool {
        return match op {
            IAnd | IMul => Ok(format!("({x} && {y})")),
            IOr => Ok(format!("({x} || {y})")),
            IXor | IAdd | ISub => Ok(format!("({x} != {y})")),
            _ => Err(Error::unsupported(format!("`{}` on bool", op.name()))),
        };
    }
    let t = scalar_ty(s)?;
    let wu = wide_unsigned(s);
    let (u, si) = (unsigned_of(s), signed_of(s));
    let mask = s.bits() - 1;
    let amount = format!("({wu}({y}) & {mask}u)");
    Ok(match op {
        IAdd => format!("{t}({wu}({x}) + {wu}({y}))"),
        ISub => format!("{t}({wu}({x}) - {wu}({y}))"),
        IMul => format!("{t}({wu}({x}) * {wu}({y}))"),
        IAnd => format!("{t}({x} & {y})"),
        IOr => format!("{t}({x} | {y})"),
        IXor => format!("{t}({x} ^ {y})"),
        IShl => format!("{t}({wu}({x}) << {amount})"),
        ILshr => format!("{t}({wu}({u}({x})) >> {amount})"),
        IAshr => {
            let sw = if s.bits() == 64 { "long" } else { "int" };
            format!("{t}({sw}({si}({x})) >> {amount})")
        }
        IUdiv | IUrem => {
            let name = format!("mp_{}_{u}", if op == IUdiv { "udiv" } else { "urem" });
            let body = if op == IUdiv {
                format!("  return b == {u}(0) ? a : {u}(a / b);")
            } else {
                format!("  return b == {u}(0) ? {u}(0) : {u}(a % b);")
            };
            cx.helper(&name, || {
                format!("// x / 0 == x, x % 0 == 0 (SEMANTICS.md)\n{u} {name}({u} a, {u} b) {{\n{body}\n}}\n")
            });
            format!("{t}({name}({u}({x}), {u}({y})))")
        }
        ISdiv | ISrem => {
            let name = format!("mp_{}_{si}", if op == ISdiv { "sdiv" } else { "srem" });
            let signed = match s.bits() {
                8 => Scalar::I8,
                16 => Scalar::I16,
                64 => Scalar::I64,
                _ => Scalar::I32,
            };
            let (min, _) = int_bounds(signed)?;
            let (special, normal) = if op == ISdiv {
                ("a".to_string(), format!("{si}(a / b)"))
            } else {
                (format!("{si}(0)"), format!("{si}(a % b)"))
            };
            cx.helper(&name, || {
                format!("// x / 0 == x, MIN / -1 == MIN, x % 0 == 0, MIN % -1 == 0 (SEMANTICS.md)\n{si} {name}({si} a, {si} b) {{\n  if (b == {si}(0) || (a == {min} && b == {si}(-1))) {{\n    return {special};\n  }}\n  return {normal};\n}}\n")
            });
            format!("{t}({name}({si}({x}), {si}({y})))")
        }
        _ => {
            return Err(Error::internal(format!(
                "`{}` is not an integer op",
                op.name()
            )))
        }
    })
}

fn icmp(op: Opcode, s: Scalar, x: &str, y: &str) -> String {
    use Opcode::*;
    let sym = match op {
        IcmpEq => return format!("({x} == {y})"),
        IcmpNe => return format!("({x} != {y})"),
        IcmpSlt | IcmpUlt => "<",
        IcmpSgt | IcmpUgt => ">",
        IcmpSle | IcmpUle => "<=",
        _ => ">=",
    };
    let signed = matches!(op, IcmpSlt | IcmpSgt | IcmpSle | IcmpSge);
    if s == Scalar::Bool {
        // As a 1-bit integer: unsigned 0 < 1, signed true is -1.
        return if signed {
            format!("((-int({x})) {sym} (-int({y})))")
        } else {
            format!("(int({x}) {sym} int({y}))")
        };
    }
    let view = if signed { signed_of(s) } else { unsigned_of(s) };
    format!("({view}({x}) {sym} {view}({y}))")
}

fn float_op(cx: &mut ModuleCx<'_>, op: Opcode, s: Scalar, x: &str, y: &str) -> Result<String> {
    use Opcode::*;
    let t = scalar_ty(s)?;
    if matches!(op, FRem | FRemFast) {
        fmod_helper(cx);
        return Ok(if s == Scalar::F32 {
            format!("mp_fmod({x}, {y})")
        } else {
            // Exact in float, and the exact result is a value of `s`.
            format!("{t}(mp_fmod(float({x}), float({y})))")
        });
    }
    let sym = match op {
        FAdd | FAddFast => "+",
        FSub | FSubFast => "-",
        FMul | FMulFast => "*",
        _ => "/",
    };
    Ok(if s == Scalar::Bf16 {
        format!("bfloat(float({x}) {sym} float({y}))")
    } else {
        format!("({x} {sym} {y})")
    })
}

/// Adds `mp_fmod`: C's `fmod` on float, exactly. `|x|` is reduced by
/// `|y|` scaled to just below it, one quotient bit a step; each step
/// subtracts `ys <= r < 2 * ys`, which is exact (Sterbenz), so the result
/// is exact however large the quotient, and the loop ends within the
/// exponent range (the cap of 280 steps and the stop at a zero step only
/// matter on a device that flushes subnormals).
fn fmod_helper(cx: &mut ModuleCx<'_>) {
    cx.helper("mp_fmod", || {
        "// C's fmod, exact (Metal's fmod is x - y * trunc(x / y))\nfloat mp_fmod(float x, float y) {\n  float ax = as_type<float>(as_type<uint>(x) & 0x7fffffffu);\n  float ay = as_type<float>(as_type<uint>(y) & 0x7fffffffu);\n  if (metal::isnan(x) || metal::isnan(y) || as_type<uint>(ax) == 0x7f800000u || ay == 0.0f) {\n    return as_type<float>(0x7fc00000u);\n  }\n  if (as_type<uint>(ay) == 0x7f800000u || ax < ay) {\n    return x;\n  }\n  int ey = 0;\n  metal::frexp(ay, ey);\n  float r = ax;\n  for (uint i = 0u; i < 280u; i = i + 1u) {\n    if (r < ay) {\n      break;\n    }\n    int er = 0;\n    metal::frexp(r, er);\n    float ys = metal::ldexp(ay, er - ey);\n    if (ys > r) {\n      ys = ys * 0.5f;\n    }\n    if (!(ys > 0.0f)) {\n      break;\n    }\n    r = r - ys;\n  }\n  return as_type<float>(as_type<uint>(r) | (as_type<uint>(x) & 0x80000000u));\n}\n".to_string()
    });
}

/// Adds `mp_fmin` and `mp_fmax` (on float): C99's NaN rule (a NaN
/// operand loses) and `-0 < +0`, decided on the bits.
fn minmax_helpers(cx: &mut ModuleCx<'_>, min: bool) -> &'static str {
    let (name, less, eq) = if min {
        ("mp_fmin", "a < b", "(as_type<uint>(a) & 0x80000000u) != 0u")
    } else {
        ("mp_fmax", "a > b", "(as_type<uint>(a) & 0x80000000u) == 0u")
    };
    cx.helper(name, || {
        format!("// NaN loses, -0 < +0 (SEMANTICS.md)\nfloat {name}(float a, float b) {{\n  if (metal::isnan(a)) {{\n    return b;\n  }}\n  if (metal::isnan(b)) {{\n    return a;\n  }}\n  if (a == b) {{\n    return ({eq}) ? a : b;\n  }}\n  return ({less}) ? a : b;\n}}\n")
    });
    name
}

/// bf16 `math.fma` rounded once (SEMANTICS.md): the product of two bf16
/// values is exact in f32 (8 x 8 significant bits) unless it leaves f32's
/// range or falls below 2^-133; the sum is rounded to odd in f32 (the
/// exact error by TwoSum; a nonzero error on an even significand moves it
/// one ulp toward the exact sum), so the final rounding to bf16 is the
/// one rounding of the exact result (24 >= 8 + 2 bits). A sum of zero
/// (an exact cancellation, or a product that underflowed) is f32's fma,
/// whose zero has the sign of the exact result. An fma in f32
/// rounded to bf16 would round twice. KNOWN LIMITATION, as in the SPIR-V
/// backend without f64: a product outside that range may round twice.
fn bf16_fma_helper(cx: &mut ModuleCx<'_>) -> &'static str {
    cx.helper("mp_bf16_fma", || {
        "// a*b + c rounded once to bf16 through f32 rounded to odd (SEMANTICS.md)\n\
         float mp_bf16_fma(float a, float b, float c) {\n  \
         float p = a * b;\n  \
         float s = p + c;\n  \
         if (metal::isnan(s) || metal::isinf(s) || metal::isinf(p)) {\n    return s;\n  }\n  \
         if (s == 0.0f) {\n    return metal::fma(a, b, c);\n  }\n  \
         float bb = s - p;\n  \
         float e = (p - (s - bb)) + (c - bb);\n  \
         uint bits = as_type<uint>(s);\n  \
         if (e != 0.0f && (bits & 1u) == 0u) {\n    \
         bits = ((e > 0.0f) == (s > 0.0f)) ? bits + 1u : bits - 1u;\n  }\n  \
         return as_type<float>(bits);\n}\n"
            .to_string()
    });
    "mp_bf16_fma"
}

fn math(cx: &mut ModuleCx<'_>, op: Opcode, s: Scalar, a: &[String]) -> Result<String> {
    use Opcode::*;
    let t = scalar_ty(s)?;
    let x = &a[0];
    let f: Vec<String> = a.iter().map(|v| to_float(v, s)).collect();
    // Computed in float: exact for these ops; rounded once to `s` for the
    // rest (f16 and bf16 through float).
    let in_float = match op {
        Abs => {
            return Ok(match s {
                Scalar::F32 => format!("as_type<float>(as_type<uint>({x}) & 0x7fffffffu)"),
                _ => format!("as_type<{t}>(ushort(as_type<ushort>({x}) & ushort(0x7fff)))"),
            })
        }
        Min | Max => format!("{}({}, {})", minmax_helpers(cx, op == Min), f[0], f[1]),
        Floor => format!("metal::floor({})", f[0]),
        Ceil => format!("metal::ceil({})", f[0]),
        Trunc => format!("metal::trunc({})", f[0]),
        // Half away from zero, as C's round.
        Round => format!("metal::round({})", f[0]),
        Fma if s == Scalar::F16 => return Ok(format!("metal::fma({x}, {}, {})", a[1], a[2])),
        Fma if s == Scalar::Bf16 => {
            format!("{}({}, {}, {})", bf16_fma_helper(cx), f[0], f[1], f[2])
        }
        Fma => format!("metal::fma({}, {}, {})", f[0], f[1], f[2]),
        Sqrt => format!("metal::precise::sqrt({})", f[0]),
        Rsqrt => format!("metal::precise::rsqrt({})", f[0]),
        Exp => format!("metal::precise::exp({})", f[0]),
        Exp2 => format!("metal::precise::exp2({})", f[0]),
        Log => format!("metal::precise::log({})", f[0]),
        Log2 => format!("metal::precise::log2({})", f[0]),
        Sin => format!("metal::precise::sin({})", f[0]),
        Cos => format!("metal::precise::cos({})", f[0]),
        Tan => format!("metal::precise::tan({})", f[0]),
        Tanh => format!("metal::precise::tanh({})", f[0]),
        Pow => {
            // C's pow (and Metal's) gives 1 for pow(NaN, 0) and pow(1, NaN);
            // SEMANTICS.md: any NaN input gives NaN.
            cx.helper("mp_pow", || {
                "// Any NaN operand gives NaN (SEMANTICS.md), unlike C's pow\nfloat mp_pow(float x, float y) {\n  if (metal::isnan(x) || metal::isnan(y)) {\n    return x + y;\n  }\n  return metal::precise::pow(x, y);\n}\n".to_string()
            });
            format!("mp_pow({}, {})", f[0], f[1])
        }
        Atan2 => format!("metal::precise::atan2({}, {})", f[0], f[1]),
        _ => return Err(Error::internal(format!("`{}` is not a math op", op.name()))),
    };
    Ok(if s == Scalar::F32 {
        in_float
    } else {
        format!("{t}({in_float})")
    })
}

fn cast(cx: &mut ModuleCx<'_>, from: Scalar, to: Scalar, x: &str) -> Result<String> {
    if from == to {
        return Ok(x.to_string());
    }
    let tt = scalar_ty(to)?;
    if to == Scalar::Bool {
        return Ok(if from.is_float() {
            // Toward zero, saturated to 0..1, NaN → 0.
            format!("({} >= 1.0f)", to_float(x, from))
        } else {
            let wu = wide_unsigned(from);
            format!("(({wu}({x}) & {wu}(1)) != {wu}(0))")
        });
    }
    if from == Scalar::Bool {
        return Ok(if to.is_float() {
            format!("{tt}({x} ? 1.0f : 0.0f)")
        } else {
            format!("{tt}({x} ? 1 : 0)")
        });
    }
    match (from.is_float(), to.is_float()) {
        (false, false) => Ok(format!("{tt}({x})")),
        (false, true) => {
            if to == Scalar::Bf16 && from.bits() == 64 {
                return Err(Error::unsupported(format!(
                    "a cast from {} to bf16 (one rounding from a 64-bit integer is not implemented yet)",
                    from.name()
                )));
            }
            if to == Scalar::Bf16 && from.bits() == 32 {
                i2bf_helper(cx)?;
                return Ok(format!("mp_i2bf(long({x}))"));
            }
            Ok(if to == Scalar::Bf16 {
                format!("bfloat(float({x}))")
            } else {
                format!("{tt}({x})")
            })
        }
        (true, true) => Ok(match (from, to) {
            (Scalar::F32, _) => format!("{tt}({x})"),
            _ => format!("{tt}(float({x}))"),
        }),
        (true, false) => {
            let name = format!("mp_f2i_{tt}");
            let (min, max) = int_bounds(to)?;
            let bits = to.bits();
            let lo = if to.is_signed_int() {
                -(2f32.powi(bits as i32 - 1))
            } else {
                0.0
            };
            let hi = if to.is_signed_int() {
                2f32.powi(bits as i32 - 1)
            } else {
                2f32.powi(bits as i32)
            };
            let (lo, hi) = (float_text(lo), float_text(hi));
            cx.helper(&name, || {
                format!("// Toward zero, saturating, NaN -> 0 (SEMANTICS.md)\n{tt} {name}(float x) {{\n  if (metal::isnan(x)) {{\n    return {tt}(0);\n  }}\n  if (x <= {lo}) {{\n    return {min};\n  }}\n  if (x >= {hi}) {{\n    return {max};\n  }}\n  return {tt}(x);\n}}\n")
            });
            Ok(format!("{name}({})", to_float(x, from)))
        }
    }
}

/// Adds `mp_i2bf`: a 32-bit integer (held in a `long`) to bf16, rounded
/// once. `float(x)` rounds to nearest; where it was inexact and its last
/// bit is even, it moves one step toward `x` (round to odd), and rounding
/// that to bf16 is rounding `x` once (f32 has more than twice bf16's
/// precision plus two bits).
fn i2bf_helper(cx: &mut ModuleCx<'_>) -> Result<()> {
    cx.need(Capability::Int64, "a cast from a 32-bit integer to bf16")?;
    cx.helper("mp_i2bf", || {
        "// An integer to bf16, rounded once (through float rounded to odd)\nbfloat mp_i2bf(long x) {\n  float f = float(x);\n  long r = x - long(f);\n  uint b = as_type<uint>(f);\n  if (r != 0l && (b & 1u) == 0u) {\n    b = ((r > 0l) == (f > 0.0f)) ? b + 1u : b - 1u;\n  }\n  return bfloat(as_type<float>(b));\n}\n".to_string()
    });
    Ok(())
}

fn float_text(v: f32) -> String {
    if v < 0.0 {
        format!("({v:e}f)")
    } else {
        format!("{v:e}f")
    }
}

fn memory(w: &mut Walker<'_, '_>, id: InstId) -> Result<()> {
    let func = w.func;
    let ins = &func.insts[id];
    let result = ins.result;
    let g = w.cx.resolve(&w.inst, &ins.operands[0])?;
    let global = w.cx.arrays.globals[g].clone();
    let name = format!("mp.{}", global.name);
    if ins.op == Opcode::BufferLen {
        let rt = result
            .map(|r| func.value_type(r))
            .and_then(Type::scalar)
            .ok_or_else(|| Error::internal("buffer_len without a scalar result"))?;
        let t = scalar_ty(rt)?;
        let e = match global.key {
            GlobalKey::Shared(..) => format!("{t}({}u)", global.count.min(u64::from(u32::MAX))),
            GlobalKey::Buffer(k) => format!("{t}(mp.params->len{k})"),
        };
        return w.set(result, &e, false);
    }
    let idx = w.operand(&ins.operands[1])?;
    let at = format!("{name}[{idx}]");
    let a: Vec<String> = ins.operands[2..]
        .iter()
        .map(|o| w.operand(o))
        .collect::<Result<_>>()?;
    match ins.op {
        Opcode::BufferLoad => {
            let e = if global.atomic {
                format!("atomic_load_explicit(&{at}, {RELAXED})")
            } else {
                at
            };
            w.set(result, &e, false)
        }
        Opcode::BufferStore => {
            if global.atomic {
                w.line(&format!(
                    "atomic_store_explicit(&{at}, {}, {RELAXED});",
                    a[0]
                ));
            } else {
                w.line(&format!("{at} = {};", a[0]));
            }
            Ok(())
        }
        Opcode::AtomicCmpxchg => {
            float_atomic_check(&global.elem, ins.op)?;
            let ty = names::value_ty(global.elem.as_type())?;
            let e = w.scratch_var(&ty);
            let (cmp, v) = (&a[0], &a[1]);
            // A weak exchange may fail spuriously: retry while the value
            // seen is still the expected one.
            w.line(&format!("{e} = {cmp};"));
            w.line(&format!(
                "while (!atomic_compare_exchange_weak_explicit(&{at}, &{e}, {v}, {RELAXED}, {RELAXED}) && {e} == {cmp}) {{"
            ));
            w.line("}");
            w.set(result, &e, false)
        }
        op => {
            float_atomic_check(&global.elem, op)?;
            let f = match op {
                Opcode::AtomicAdd => "atomic_fetch_add_explicit",
                Opcode::AtomicSub => "atomic_fetch_sub_explicit",
                Opcode::AtomicMin => "atomic_fetch_min_explicit",
                Opcode::AtomicMax => "atomic_fetch_max_explicit",
                Opcode::AtomicAnd => "atomic_fetch_and_explicit",
                Opcode::AtomicOr => "atomic_fetch_or_explicit",
                Opcode::AtomicXor => "atomic_fetch_xor_explicit",
                Opcode::AtomicXchg => "atomic_exchange_explicit",
                _ => {
                    return Err(Error::internal(format!(
                        "`{}` is not a memory op",
                        op.name()
                    )))
                }
            };
            w.set(result, &format!("{f}(&{at}, {}, {RELAXED})", a[0]), true)
        }
    }
}

/// `atomic_float` has add, sub and exchange only.
fn float_atomic_check(elem: &Elem, op: Opcode) -> Result<()> {
    if *elem == Elem::Scalar(Scalar::F32)
        && !matches!(
            op,
            Opcode::AtomicAdd | Opcode::AtomicSub | Opcode::AtomicXchg
        )
    {
        return Err(Error::unsupported(format!(
            "`{}` on f32 (Metal's atomic_float has add, sub and exchange)",
            op.name()
        )));
    }
    Ok(())
}

fn subgroup(op: Opcode, s: Scalar, a: &[String]) -> Result<String> {
    use Opcode::*;
    let x = &a[0];
    if s.bits() == 64 {
        return Err(Error::unsupported(format!(
            "`{}` on {} (Metal's SIMD-group functions take 32-bit and narrower types)",
            op.name(),
            s.name()
        )));
    }
    let lane = a.get(1).map(|l| format!("ushort({l})"));
    let t = scalar_ty(s)?;
    if s == Scalar::Bool {
        return match (op, lane) {
            (SubgroupShuffle | MetalSimdShuffle, Some(l)) => {
                Ok(format!("(simd_shuffle(uint({x}), {l}) != 0u)"))
            }
            (SubgroupBroadcast, Some(l)) => Ok(format!("(simd_broadcast(uint({x}), {l}) != 0u)")),
            _ => Err(Error::unsupported(format!(
                "`{}` of bool values",
                op.name()
            ))),
        };
    }
    let wrap = |f: &str, arg: &str| -> String {
        if s.is_float() {
            if s == Scalar::Bf16 {
                format!("bfloat({f}(float({x}){arg}))")
            } else {
                format!("{f}({x}{arg})")
            }
        } else {
            format!(
                "{t}({f}({}({x}){arg}))",
                if s.is_signed_int() && matches!(op, SubgroupMin | SubgroupMax) {
                    "int"
                } else {
                    "uint"
                }
            )
        }
    };
    let arg = lane.map(|l| format!(", {l}")).unwrap_or_default();
    Ok(match op {
        SubgroupSum | MetalSimdSum => wrap("simd_sum", ""),
        MetalSimdPrefixSum => wrap("simd_prefix_exclusive_sum", ""),
        SubgroupMin => wrap("simd_min", ""),
        SubgroupMax => wrap("simd_max", ""),
        SubgroupBroadcast => wrap("simd_broadcast", &arg),
        _ => wrap("simd_shuffle", &arg),
    })
}

fn call(w: &mut Walker<'_, '_>, id: InstId) -> Result<()> {
    let func = w.func;
    let ins = &func.insts[id];
    let site = call_site(w.cx.module, w.cx.info, w.inst.func, id, ins).map_err(globals_error)?;
    let mut ptr_args = Vec::new();
    let mut value_args = vec!["mp".to_string()];
    for (op, pointer) in site.args {
        if pointer {
            ptr_args.push(w.cx.resolve(&w.inst, op)?);
        } else {
            value_args.push(w.operand(op)?);
        }
    }
    let j = w.cx.instance(site.callee, ptr_args);
    let call = format!("fn_{j}({})", value_args.join(", "));
    let result = ins.result.filter(|r| func.value_type(*r) != Type::Unit);
    w.set(result, &call, true)
}
