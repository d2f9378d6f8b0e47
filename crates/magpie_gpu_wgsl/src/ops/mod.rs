//! One instruction as WGSL statements: `v{r} = <expression>;` (and the
//! statements some ops need first). Split by area: [`arith`] (integer and
//! float arithmetic, math), [`float_round`] (correctly rounded f32 division
//! and square root), [`cast`], [`memory`] (loads, stores, atomics,
//! barriers); ids, calls, structs, compares and subgroup ops are here.
//!
//! Invariant: no expression printed has only literal operands (WGSL would
//! evaluate it as a constant and reject an overflow or a division by
//! zero): where constant folding left such an instruction, its first
//! operand is made opaque ([`args`]).
//!
//! # The opaque zero
//!
//! WGSL (and naga's SPIR-V) cannot forbid value-changing float rewrites
//! (SPIR-V's `NoContraction`): lavapipe folds `(x + C) - C` to `x`,
//! `x + 0.0` to `x` and `0.0 - x` to `-x`, and drops an f64 `x / 0.0`.
//! The uniform block's zero word (`mp_zero`) is a value no compiler can
//! see, and [`arith::opaque`] passes a float through it (an integer or
//! with it, or a select on it) unchanged. Two uses:
//! - a float constant `±0.0` operand of an arithmetic op is made opaque,
//!   so sums with a zero term and divisions by zero are computed as IEEE
//!   says (every divisor is hidden anyway, next item: NVIDIA's driver
//!   multiplies by the reciprocal of a constant one);
//! - every float `+ - * /` and `f.rem` that is not `.fast` has its result
//!   made opaque, and its second operand too, another way
//!   ([`arith::opaque_other`]), in every subtraction, division and float
//!   compare and wherever both operands are one value: nothing can then be
//!   contracted
//!   (`a * b + c` stays two roundings, as SEMANTICS.md says), reassociated
//!   (`(a + b) - b`) or folded (`x - x` is NaN for an infinite `x`). The
//!   cost is one integer or per op; `.fast` ops skip it. f16 ops are
//!   computed in f32 and rounded with integer code (`ops::f16`), and their
//!   results pass through the zero as well;
//! - so are the results of the math ops, f16 included (an inlined
//!   `min(x, x)` is `x`) and of every conversion that may round (drivers
//!   fold `f64(f32(y))` to `y`, and `f64(f32(i))` to `f64(i)`);
//! - the helpers computing in f64 (`mp_fma_f32`, `mp_div_f32`,
//!   `mp_sqrt_f32`) pass every f64 step through it (`mp_opq_f64`), so a
//!   driver can neither contract them nor fold `f32(f64(a) / f64(b))` back
//!   into its own f32 division;
//! - the device library's functions (`__mp_…`) need nothing more: their
//!   error-free transformations and rounding tricks (`(x + C) - C`)
//!   survive because every step above is opaque.

mod arith;
mod cast;
mod f16;
mod float_round;
mod memory;

use magpie_gpu::Capability;
use magpie_mpir::{InstId, Opcode, Operand, Scalar, Type};

use crate::func::Walker;
use crate::names::{self, ZERO};
use crate::text::globals_error;
use crate::{Error, Result};
use magpie_gpu::text_backend::fields;
use magpie_gpu::text_backend::globals::call_site;
use magpie_gpu::text_backend::walk::{value_name, TreeSyntax as _};

pub(crate) fn emit_inst(w: &mut Walker<'_, '_>, id: InstId) -> Result<()> {
    let func = w.func;
    let ins = &func.insts[id];
    let result = ins.result.map(value_name);
    let set = |w: &mut Walker<'_, '_>, e: String| -> Result<()> {
        let r = result
            .clone()
            .ok_or_else(|| Error::internal(format!("`{}` without a result", ins.op.name())))?;
        w.line(&format!("{r} = {e};"));
        Ok(())
    };
    let rty = ins.result.map(|r| func.value_type(r));
    if let Some(t) = rty {
        if !matches!(t, Type::Ptr(_) | Type::Pred | Type::Unit) {
            w.cx.need_type(t)?;
        }
    }
    use Opcode::*;
    match ins.op {
        Phi | Shared => Ok(()),
        Literal => {
            let a = args(w, &ins.operands)?;
            set(w, a[0].clone())
        }
        IAdd | ISub | IMul | ISdiv | IUdiv | ISrem | IUrem | IAnd | IOr | IXor | IShl | ILshr
        | IAshr => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let a = args(w, &ins.operands)?;
            let divisor = match ins.operands[1] {
                Operand::Const(c) => Some(c.as_i128()),
                Operand::Value(_) => None,
            };
            let e = arith::int_op(w, ins.op, s, &a[0], &a[1], divisor)?;
            set(w, e)
        }
        FAdd | FSub | FMul | FDiv | FRem | FAddFast | FSubFast | FMulFast | FDivFast | FRemFast => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let fast = matches!(ins.op, FAddFast | FSubFast | FMulFast | FDivFast | FRemFast);
            let mut a = float_args(w, &ins.operands, s)?;
            // `x - x` is NaN for an infinite x and `x / x` for a zero one:
            // the second operand of every subtraction and division goes
            // through the zero another way than the first, so that two
            // operands the compiler can prove equal (one value, or two
            // values it sees to be one: `ceil(v)` twice, `min(v, v)` and `v`
            // once inlined) still differ to it (lavapipe folded both:
            // campaign seeds 2300431 and 2301728). It also hides a constant
            // divisor: NVIDIA's driver turned an f64 `x / C` into
            // `x * (1 / C)`, up to an ulp off (H200 campaign seed 2300053:
            // every wrong element was that product's bits).
            let same_folds = matches!(ins.op, FSub | FDiv);
            if !fast && (same_folds || ins.operands[0] == ins.operands[1]) {
                a[1] = arith::opaque_other(w, &a[1], s)?;
            }
            let e = arith::float_op(w, ins.op, s, &a[0], &a[1])?;
            let e = if fast { e } else { arith::opaque(w, &e, s)? };
            set(w, e)
        }
        IcmpEq | IcmpNe | IcmpSlt | IcmpSgt | IcmpSle | IcmpSge | IcmpUlt | IcmpUgt | IcmpUle
        | IcmpUge => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let a = args(w, &ins.operands)?;
            set(w, icmp(ins.op, s, &a[0], &a[1]))
        }
        FcmpOeq | FcmpOne | FcmpOlt | FcmpOgt | FcmpOle | FcmpOge => {
            let mut a = args(w, &ins.operands)?;
            // `x == x` is false for a NaN: no compiler may assume it, for
            // one value or two it can prove equal (as for `x - x` above).
            let s = w.operand_scalar(&ins.operands[0])?;
            a[1] = arith::opaque_other(w, &a[1], s)?;
            let (x, y) = (&a[0], &a[1]);
            let e = match ins.op {
                FcmpOeq => format!("({x} == {y})"),
                FcmpOne => format!("(({x} < {y}) || ({x} > {y}))"),
                FcmpOlt => format!("({x} < {y})"),
                FcmpOgt => format!("({x} > {y})"),
                FcmpOle => format!("({x} <= {y})"),
                _ => format!("({x} >= {y})"),
            };
            set(w, e)
        }
        Cast => {
            let from = w.operand_scalar(&ins.operands[0])?;
            let to = rty
                .and_then(Type::scalar)
                .ok_or_else(|| Error::internal("a cast to no scalar"))?;
            let a = args(w, &ins.operands)?;
            let e = cast::cast(w, from, to, &a[0])?;
            // Opaque where a driver could fold it (`cast::opaque_result`;
            // lavapipe: `f32(i16(0 << k)) - z`, campaign seed 2501761).
            let e = if cast::opaque_result(from, to) {
                arith::opaque(w, &e, to)?
            } else {
                e
            };
            set(w, e)
        }
        Bitcast => {
            let to = rty
                .and_then(Type::scalar)
                .ok_or_else(|| Error::internal("a bitcast to no scalar"))?;
            let a = args(w, &ins.operands)?;
            set(w, format!("bitcast<{}>({})", names::scalar_ty(to)?, a[0]))
        }
        Sqrt | Rsqrt | Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Abs | Floor | Ceil
        | Round | Trunc | Pow | Min | Max | Atan2 | Fma => {
            let s = w.operand_scalar(&ins.operands[0])?;
            let a = float_args(w, &ins.operands, s)?;
            let e = arith::math(w, ins.op, s, &a)?;
            // Opaque like arithmetic (module docs): an inlined `min(x, x)`
            // must not let `x - min(x, x)` fold (f16 included: NVIDIA's
            // driver made `f32(max(h, h)) - f32(h)` zero for an infinite
            // `h`, H200 campaign seed 2300103).
            let e = arith::opaque(w, &e, s)?;
            set(w, e)
        }
        GlobalId | ThreadId | WorkgroupId | WorkgroupSize | NumWorkgroups => {
            let dim = match ins.operands.first() {
                Some(Operand::Const(c)) if c.bits < 3 => c.bits as usize,
                _ => return Err(Error::internal("a gpu id without a constant dimension")),
            };
            let axis = ["x", "y", "z"][dim];
            let e = match ins.op {
                GlobalId => format!("mp_gid.{axis}"),
                ThreadId => format!("mp_lid.{axis}"),
                WorkgroupId => format!("mp_wid.{axis}"),
                NumWorkgroups => format!("mp_nwg.{axis}"),
                _ => format!("magpie_wg_{axis}"),
            };
            set(w, e)
        }
        BufferLoad | BufferStore | BufferLen | Barrier | AtomicAdd | AtomicSub | AtomicMin
        | AtomicMax | AtomicAnd | AtomicOr | AtomicXor | AtomicXchg | AtomicCmpxchg => {
            memory::emit(w, id)
        }
        SubgroupSize | SubgroupLane => {
            w.cx.need(Capability::Subgroups, "a subgroup op")?;
            w.cx.uses_subgroup_builtins = true;
            set(
                w,
                if ins.op == SubgroupSize {
                    "mp_sg_size"
                } else {
                    "mp_sg_lane"
                }
                .to_string(),
            )
        }
        SubgroupSum | SubgroupMin | SubgroupMax | SubgroupShuffle | SubgroupBroadcast => {
            w.cx.need(Capability::Subgroups, "a subgroup op")?;
            let s = w.operand_scalar(&ins.operands[0])?;
            let a = args(w, &ins.operands)?;
            set(w, subgroup(ins.op, s, &a)?)
        }
        Call | CallVoid => call(w, id),
        New => {
            let (sid, order) =
                fields::new_operands(w.cx.module, rty, ins).map_err(Error::internal)?;
            let a = args(w, &ins.operands)?;
            let fields: Vec<String> = order.into_iter().map(|k| a[k].clone()).collect();
            set(
                w,
                format!("{}({})", names::struct_name(sid.index()), fields.join(", ")),
            )
        }
        GetField => {
            let k = fields::getfield_index(w.cx.module, func, ins).map_err(Error::internal)?;
            let a = args(w, &ins.operands)?;
            set(w, format!("{}.{}", a[0], names::field_name(k)))
        }
        PtrLoad | PtrStore | PtrAdd => Err(Error::with_code(
            magpie_diag::codes::MPG_WGSL_1002,
            format!("`{}`: WGSL has no pointer operations", ins.op.name()),
        )),
        TargetIs | TargetHas | PredAnd | PredOr | PredNot => {
            Err(Error::internal("a predicate survived specialisation"))
        }
        MetalSimdSum | MetalSimdPrefixSum | MetalSimdShuffle | HostOp => Err(Error::unsupported(
            format!("`{}` is not available on WebGPU", ins.op.name()),
        )),
    }
}

/// The operands as expressions; when all are literals, the first is made
/// opaque (module docs).
pub(crate) fn args(w: &Walker<'_, '_>, ops: &[Operand]) -> Result<Vec<String>> {
    let mut out: Vec<String> = ops.iter().map(|o| w.operand(o)).collect::<Result<_>>()?;
    let all_literal = !ops.is_empty() && ops.iter().all(|o| matches!(o, Operand::Const(_)));
    if all_literal && ops.len() > 1 {
        let l = &out[0];
        out[0] = format!("select({l}, {l}, {ZERO} != 0u)");
    }
    Ok(out)
}

/// The operands of a float op of type `s`, a constant `±0.0` made opaque
/// (module docs).
fn float_args(w: &mut Walker<'_, '_>, ops: &[Operand], s: Scalar) -> Result<Vec<String>> {
    let mut out = args(w, ops)?;
    for (k, o) in ops.iter().enumerate() {
        if let Operand::Const(c) = o {
            if c.ty.is_float() && c.as_f64() == 0.0 {
                out[k] = arith::opaque_zero(w, s, c.as_f64().is_sign_negative())?;
            }
        }
    }
    Ok(out)
}

/// `x` of narrow type `s` held in 32 bits, brought back to canonical form
/// (sign- or zero-extended from its width); other types as they are.
pub(crate) fn canon(x: &str, s: Scalar) -> String {
    match (names::narrow_bits(s), s.is_signed_int()) {
        (Some(b), true) => format!("extractBits({x}, 0u, {b}u)"),
        (Some(b), false) => format!("({x} & {}u)", (1u64 << b) - 1),
        _ => x.to_string(),
    }
}

/// `x` (of integer type `s`) seen as signed, in its container.
pub(crate) fn signed_view(x: &str, s: Scalar) -> String {
    match s {
        Scalar::U32 => format!("bitcast<i32>({x})"),
        Scalar::U64 => format!("bitcast<i64>({x})"),
        Scalar::U8 | Scalar::U16 => {
            let b = names::narrow_bits(s).unwrap_or(32);
            format!("extractBits(bitcast<i32>({x}), 0u, {b}u)")
        }
        _ => x.to_string(),
    }
}

/// `x` (of integer type `s`) seen as unsigned, in its container.
pub(crate) fn unsigned_view(x: &str, s: Scalar) -> String {
    match s {
        Scalar::I32 => format!("bitcast<u32>({x})"),
        Scalar::I64 => format!("bitcast<u64>({x})"),
        Scalar::I8 | Scalar::I16 => {
            let b = names::narrow_bits(s).unwrap_or(32);
            format!("(bitcast<u32>({x}) & {}u)", (1u64 << b) - 1)
        }
        _ => x.to_string(),
    }
}

fn icmp(op: Opcode, s: Scalar, x: &str, y: &str) -> String {
    use Opcode::*;
    let (sym, view): (&str, fn(&str, Scalar) -> String) = match op {
        IcmpEq => return format!("({x} == {y})"),
        IcmpNe => return format!("({x} != {y})"),
        IcmpSlt => ("<", signed_view),
        IcmpSgt => (">", signed_view),
        IcmpSle => ("<=", signed_view),
        IcmpSge => (">=", signed_view),
        IcmpUlt => ("<", unsigned_view),
        IcmpUgt => (">", unsigned_view),
        IcmpUle => ("<=", unsigned_view),
        _ => (">=", unsigned_view),
    };
    if s == Scalar::Bool {
        // As 1-bit unsigned (0 < 1); signed, true is -1.
        let (a, b) = (
            format!("select(0i, 1i, {x})"),
            format!("select(0i, 1i, {y})"),
        );
        let signed = matches!(op, IcmpSlt | IcmpSgt | IcmpSle | IcmpSge);
        return if signed {
            format!("((-{a}) {sym} (-{b}))")
        } else {
            format!("({a} {sym} {b})")
        };
    }
    format!("({} {sym} {})", view(x, s), view(y, s))
}

fn subgroup(op: Opcode, s: Scalar, a: &[String]) -> Result<String> {
    use Opcode::*;
    let x = &a[0];
    if s == Scalar::Bool {
        return match op {
            SubgroupShuffle | SubgroupBroadcast => Ok(format!(
                "(subgroupShuffle(select(0u, 1u, {x}), {}) != 0u)",
                a[1]
            )),
            _ => Err(Error::unsupported(format!(
                "`{}` of bool values",
                op.name()
            ))),
        };
    }
    let e = match op {
        SubgroupSum => canon(&format!("subgroupAdd({x})"), s),
        SubgroupMin => format!("subgroupMin({x})"),
        SubgroupMax => format!("subgroupMax({x})"),
        _ => format!("subgroupShuffle({x}, {})", a[1]),
    };
    Ok(e)
}

fn call(w: &mut Walker<'_, '_>, id: InstId) -> Result<()> {
    let func = w.func;
    let ins = &func.insts[id];
    let site = call_site(w.cx.module, w.cx.info, w.inst.func, id, ins).map_err(globals_error)?;
    let mut ptr_args = Vec::new();
    let mut value_args = Vec::new();
    for (op, pointer) in site.args {
        if pointer {
            ptr_args.push(w.cx.resolve(&w.inst, op)?);
        } else {
            value_args.push(w.operand(op)?);
        }
    }
    let j = w.cx.instance(site.callee, ptr_args);
    let call = format!("fn_{j}({})", value_args.join(", "));
    match ins.result {
        Some(r) if func.value_type(r) != Type::Unit => {
            w.line(&format!("{} = {call};", value_name(r)));
        }
        _ => w.line(&format!("{call};")),
    }
    Ok(())
}
