//! `math.*` with the results SEMANTICS.md asks for: `llvm.sqrt` (correctly
//! rounded in LLVM 19 without `afn`), `llvm.fma`, `llvm.floor/ceil/trunc`,
//! `llvm.round` (half away from zero), `abs` as the sign bit cleared;
//! `rsqrt` on f32 is `1 / sqrt(x)`, two correctly rounded steps (within
//! 1 ulp). `min`/`max` are C99's `fmin`/`fmax` with `-0 < +0`, built from
//! compares and selects: a NaN operand yields the other, equal operands
//! (only ±0 differ among those) combine their sign bits (OR for min, AND
//! for max). f16 has native `fma`, rounding and compares; its `sqrt` and
//! `rsqrt` go through f32 (exact for sqrt, see `ops::float`). bf16 goes
//! through f32 except `fma` (`ops::narrow`) and `abs`.
//!
//! The transcendentals, f64 `rsqrt` and the exact `f.rem` are
//! device-library calls by now; reaching them here is refused.

use magpie_mpir::{Inst, Opcode, Scalar};

use crate::func::Fe;
use crate::text::{float_suffix, int_ty};
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn math(&mut self, inst: &Inst) -> Result<()> {
        use Opcode::*;
        let s = self.operand_scalar(&inst.operands[0])?;
        let args = inst
            .operands
            .iter()
            .map(|o| self.val(o))
            .collect::<Result<Vec<_>>>()?;
        let r = match inst.op {
            Fma if s == Scalar::Bf16 => self.bf16_fma(&args[0], &args[1], &args[2]),
            Fma => self.intrinsic("fma", s, &[&args[0], &args[1], &args[2]]),
            Min | Max => self.min_max(inst.op == Min, s, &args[0], &args[1]),
            Abs => self.fabs(s, &args[0]),
            Sqrt | Rsqrt | Floor | Ceil | Trunc | Round => self.unary(inst.op, s, &args[0])?,
            op => {
                return Err(Error::unsupported(format!(
                    "`{}` on {} (the device library supplies it on f32 and f64)",
                    op.name(),
                    s.name()
                )))
            }
        };
        self.define(inst, r);
        Ok(())
    }

    /// `call T @llvm.NAME.SFX(args)` on floats of type `s`.
    pub(crate) fn intrinsic(&mut self, name: &str, s: Scalar, args: &[&str]) -> String {
        let t = Self::lt(s);
        let typed: Vec<(&str, &str)> = args.iter().map(|a| (t, *a)).collect();
        let full = format!("llvm.{name}.{}", float_suffix(s));
        self.cx.body.call(t, &full, &typed)
    }

    fn unary(&mut self, op: Opcode, s: Scalar, x: &str) -> Result<String> {
        let through_f32 = match op {
            Opcode::Sqrt | Opcode::Rsqrt => matches!(s, Scalar::F16 | Scalar::Bf16),
            _ => s == Scalar::Bf16,
        };
        if through_f32 {
            let w = self.widen_f32(s, x);
            let r = self.unary(op, Scalar::F32, &w)?;
            return Ok(self.narrow_f32(s, &r));
        }
        Ok(match op {
            Opcode::Sqrt => self.intrinsic("sqrt", s, &[x]),
            Opcode::Rsqrt if s == Scalar::F32 => {
                let q = self.intrinsic("sqrt", s, &[x]);
                self.def(format!("fdiv float 1.0, {q}"))
            }
            Opcode::Rsqrt => {
                return Err(Error::unsupported(format!(
                    "`math.rsqrt` on {} (the device library supplies it)",
                    s.name()
                )))
            }
            Opcode::Floor => self.intrinsic("floor", s, &[x]),
            Opcode::Ceil => self.intrinsic("ceil", s, &[x]),
            Opcode::Trunc => self.intrinsic("trunc", s, &[x]),
            _ => self.intrinsic("round", s, &[x]),
        })
    }

    /// The sign bit cleared.
    fn fabs(&mut self, s: Scalar, x: &str) -> String {
        if s != Scalar::Bf16 {
            return self.intrinsic("fabs", s, &[x]);
        }
        let bits = self.def(format!("bitcast bfloat {x} to i16"));
        let m = self.def(format!("and i16 {bits}, 32767"));
        self.def(format!("bitcast i16 {m} to bfloat"))
    }

    /// C99 `fmin`/`fmax` with `-0 < +0` (module docs).
    pub(crate) fn min_max(&mut self, min: bool, s: Scalar, a: &str, b: &str) -> String {
        let t = Self::lt(s);
        let it = int_ty(s.bits());
        let less = if min { "olt" } else { "ogt" };
        let pick = self.fcmp(less, s, a, b);
        let base = self.def(format!("select i1 {pick}, {t} {a}, {t} {b}"));
        let b_nan = self.fcmp("uno", s, b, b);
        let no_b = self.def(format!("select i1 {b_nan}, {t} {a}, {t} {base}"));
        let a_nan = self.fcmp("uno", s, a, a);
        let no_a = self.def(format!("select i1 {a_nan}, {t} {b}, {t} {no_b}"));
        let eq = self.fcmp("oeq", s, a, b);
        let ia = self.def(format!("bitcast {t} {a} to {it}"));
        let ib = self.def(format!("bitcast {t} {b} to {it}"));
        let comb = if min { "or" } else { "and" };
        let bits = self.def(format!("{comb} {it} {ia}, {ib}"));
        let zero = self.def(format!("bitcast {it} {bits} to {t}"));
        self.def(format!("select i1 {eq}, {t} {zero}, {t} {no_a}"))
    }
}
