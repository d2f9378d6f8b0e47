//! `math.*` with exact results where SEMANTICS.md asks for them:
//! `sqrt.rn`, `fma.rn`, `cvt.r{m,p,z}i` for floor/ceil/trunc, `abs` as an
//! `and` clearing the sign bit (`and.b16/b32/b64` on the register: ptxas
//! folded `setp.le.f32 -1.0, |x|` after `abs.f32` to true for a NaN `x`,
//! on an H200 with CUDA 13.0; an `and` is no abs to reason about);
//! `round` is half away from zero (`trunc(x) + sign(x)` when
//! `|x - trunc(x)| >= 0.5`); `rsqrt` is `1 / sqrt(x)` with two correctly
//! rounded steps (within 1 ulp; `rsqrt.approx` is not); `min`/`max` are
//! PTX's (NaN loses), with `-0 < +0` enforced by combining the sign bits of
//! equal operands, which PTX leaves open. f16/bf16 are computed in f32
//! (exact for all of these but `fma`, which has native f16/bf16 forms).
//!
//! The transcendentals have no correctly specified PTX instructions (only
//! `.approx` forms); they are reported unsupported until the device
//! library supplies them.

use magpie_mpir::{Inst, Opcode, Scalar};

use crate::arch::Feature;
use crate::func::Fe;
use crate::regs::{arith_ty, Class, Reg, Val};
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn math(&mut self, inst: &Inst) -> Result<()> {
        use Opcode::*;
        let s = self.operand_scalar(&inst.operands[0])?;
        if matches!(
            inst.op,
            Exp | Exp2 | Log | Log2 | Sin | Cos | Tan | Tanh | Pow | Atan2
        ) {
            return Err(Error::unsupported(format!(
                "`{}` on {} (PTX has only approximate forms; the device library supplies an exact one)",
                inst.op.name(),
                s.name()
            )));
        }
        let args = inst
            .operands
            .iter()
            .map(|o| self.val(o))
            .collect::<Result<Vec<_>>>()?;
        let r = match inst.op {
            Fma => self.fma(s, &args)?,
            Min | Max => self.min_max(inst.op == Min, s, args[0], args[1])?,
            op => self.unary(op, s, args[0])?,
        };
        self.define_reg(inst, r);
        Ok(())
    }

    fn unary(&mut self, op: Opcode, s: Scalar, x: Val) -> Result<Reg> {
        if matches!(s, Scalar::F16 | Scalar::Bf16) {
            if op == Opcode::Abs {
                let r = self.in_reg(x, s);
                let d = self.fresh(s);
                self.ins(format!("and.b16 {d}, {r}, 0x7FFF"));
                return Ok(d);
            }
            return self.via_f32(s, &[x], |fe, a| fe.unary(op, Scalar::F32, Val::Reg(a[0])));
        }
        let t = arith_ty(s);
        let r = self.in_reg(x, s);
        let d = self.fresh(s);
        match op {
            Opcode::Sqrt => self.ins(format!("sqrt.rn.{t} {d}, {r}")),
            Opcode::Rsqrt => {
                let q = self.fresh(s);
                self.ins(format!("sqrt.rn.{t} {q}, {r}"));
                let one = if s == Scalar::F64 {
                    "0d3FF0000000000000"
                } else {
                    "0f3F800000"
                };
                self.ins(format!("div.rn.{t} {d}, {one}, {q}"));
            }
            // the sign bit cleared on the register's bits (module docs)
            Opcode::Abs if s == Scalar::F64 => {
                self.ins(format!("and.b64 {d}, {r}, 0x7FFFFFFFFFFFFFFF"))
            }
            Opcode::Abs => self.ins(format!("and.b32 {d}, {r}, 0x7FFFFFFF")),
            Opcode::Floor => self.ins(format!("cvt.rmi.{t}.{t} {d}, {r}")),
            Opcode::Ceil => self.ins(format!("cvt.rpi.{t}.{t} {d}, {r}")),
            Opcode::Trunc => self.ins(format!("cvt.rzi.{t}.{t} {d}, {r}")),
            _ => return self.round_half_away(s, r),
        }
        Ok(d)
    }

    /// `trunc(x) + copysign(1, x)` when `|x - trunc(x)| >= 0.5`, else
    /// `trunc(x)`. NaN and infinities fall through to `trunc(x)` (the
    /// compare is false).
    fn round_half_away(&mut self, s: Scalar, x: Reg) -> Result<Reg> {
        let t = arith_ty(s);
        let (half, one) = if s == Scalar::F64 {
            ("0d3FE0000000000000", "0d3FF0000000000000")
        } else {
            ("0f3F000000", "0f3F800000")
        };
        let tr = self.fresh(s);
        self.ins(format!("cvt.rzi.{t}.{t} {tr}, {x}"));
        let frac = self.fresh(s);
        self.ins(format!("sub.rn.{t} {frac}, {x}, {tr}"));
        self.ins(format!("abs.{t} {frac}, {frac}"));
        let up = self.cx.reg(Class::Pred);
        self.ins(format!("setp.ge.{t} {up}, {frac}, {half}"));
        let sign = self.fresh(s);
        let one_r = self.fresh(s);
        self.ins(format!("mov.{t} {one_r}, {one}"));
        self.ins(format!("copysign.{t} {sign}, {x}, {one_r}"));
        let away = self.fresh(s);
        self.ins(format!("add.rn.{t} {away}, {tr}, {sign}"));
        let d = self.fresh(s);
        self.ins(format!("selp.{t} {d}, {away}, {tr}, {up}"));
        Ok(d)
    }

    /// `a * b + c` with one rounding: native on every float type (bf16:
    /// sm_80).
    fn fma(&mut self, s: Scalar, args: &[Val]) -> Result<Reg> {
        if s == Scalar::Bf16 {
            self.cx.need(Feature::Bf16Convert)?;
        }
        let t = arith_ty(s);
        let a = self.in_reg(args[0], s);
        let b = self.in_reg(args[1], s);
        let c = self.in_reg(args[2], s);
        let d = self.fresh(s);
        self.ins(format!("fma.rn.{t} {d}, {a}, {b}, {c}"));
        Ok(d)
    }

    /// C99 `fmin`/`fmax` with `-0 < +0`: PTX's `min`/`max` (NaN loses),
    /// then for equal operands (only ±0 differ among those) the sign bits
    /// combined: OR for min (-0 wins), AND for max.
    pub(crate) fn min_max(&mut self, min: bool, s: Scalar, a: Val, b: Val) -> Result<Reg> {
        if matches!(s, Scalar::F16 | Scalar::Bf16) {
            return self.via_f32(s, &[a, b], |fe, r| {
                fe.min_max(min, Scalar::F32, Val::Reg(r[0]), Val::Reg(r[1]))
            });
        }
        let t = arith_ty(s);
        let ra = self.in_reg(a, s);
        let rb = self.in_reg(b, s);
        let m = self.fresh(s);
        let name = if min { "min" } else { "max" };
        self.ins(format!("{name}.{t} {m}, {ra}, {rb}"));
        let (ib, bits) = if s == Scalar::F64 {
            (Class::B64, 64)
        } else {
            (Class::B32, 32)
        };
        let (xa, xb) = (self.cx.reg(ib), self.cx.reg(ib));
        self.ins(format!("mov.b{bits} {xa}, {ra}"));
        self.ins(format!("mov.b{bits} {xb}, {rb}"));
        let comb = if min { "or" } else { "and" };
        self.ins(format!("{comb}.b{bits} {xa}, {xa}, {xb}"));
        let z = self.fresh(s);
        self.ins(format!("mov.b{bits} {z}, {xa}"));
        let eq = self.cx.reg(Class::Pred);
        self.ins(format!("setp.eq.{t} {eq}, {ra}, {rb}"));
        let d = self.fresh(s);
        self.ins(format!("selp.{t} {d}, {z}, {m}, {eq}"));
        Ok(d)
    }
}
