//! Subgroup operations on a warp (32 lanes, `%laneid`).
//!
//! The subgroup is the warp's existing threads: a block whose size is not a
//! multiple of 32 has a partial last warp, whose lanes form a prefix
//! `0..k`. Every op takes its member mask from `activemask` (all existing
//! lanes, since subgroup ops are reached in uniform control flow).
//!
//! - shuffle/broadcast: `shfl.sync.idx`; a source lane past the last one
//!   (or missing from a partial warp) gives the asking lane its own value;
//! - reductions: `redux.sync` for 32-bit integers on sm_80+; otherwise a
//!   `shfl.sync.bfly` butterfly when the warp is full, and for a partial
//!   warp a tree that skips missing partners, finished in lane 0 and
//!   broadcast (the branch between them is uniform across the warp). Each
//!   step is the op of the value's type (wrapping integers, `.rn` float
//!   adds, `fmin`/`fmax`);
//! - values wider than 32 bits are shuffled as two halves, narrower ones
//!   as 32-bit words.

use magpie_gpu::Capability;
use magpie_mpir::{Inst, Opcode, Scalar};

use crate::arch::Feature;
use crate::func::Fe;
use crate::ops::float::FOp;
use crate::regs::{Class, Reg, Val};
use crate::{Error, Result};

/// Which reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reduce {
    Sum,
    Min,
    Max,
}

impl Fe<'_, '_> {
    pub(crate) fn subgroup(&mut self, inst: &Inst) -> Result<()> {
        self.require(Capability::Subgroups, &format!("`{}`", inst.op.name()))?;
        self.cx.need(Feature::ShflSync)?;
        let r = match inst.op {
            Opcode::SubgroupSize => {
                let r = self.cx.reg(Class::B32);
                self.ins(format!("mov.u32 {r}, 32"));
                r
            }
            Opcode::SubgroupLane => self.lane_id(),
            Opcode::SubgroupShuffle | Opcode::SubgroupBroadcast => {
                let s = self.operand_scalar(&inst.operands[0])?;
                let v = self.val(&inst.operands[0])?;
                let lane = self.reg(&inst.operands[1])?;
                self.shuffle(s, v, lane)?
            }
            op => {
                let s = self.operand_scalar(&inst.operands[0])?;
                let v = self.val(&inst.operands[0])?;
                let how = match op {
                    Opcode::SubgroupSum => Reduce::Sum,
                    Opcode::SubgroupMin => Reduce::Min,
                    _ => Reduce::Max,
                };
                self.reduce(how, s, v)?
            }
        };
        self.define_reg(inst, r);
        Ok(())
    }

    fn lane_id(&mut self) -> Reg {
        self.special("laneid", "")
    }

    fn active_mask(&mut self) -> Result<Reg> {
        self.cx.need(Feature::ActiveMask)?;
        let m = self.cx.reg(Class::B32);
        self.ins(format!("activemask.b32 {m}"));
        Ok(m)
    }

    /// True when bit `lane` of `mask` is set (false for `lane >= 32`: PTX
    /// clamps the shift, giving 0).
    fn lane_in(&mut self, mask: Reg, lane: &str) -> Reg {
        let t = self.cx.reg(Class::B32);
        self.ins(format!("shr.b32 {t}, {mask}, {lane}"));
        self.ins(format!("and.b32 {t}, {t}, 1"));
        let p = self.cx.reg(Class::Pred);
        self.ins(format!("setp.ne.b32 {p}, {t}, 0"));
        p
    }

    /// `v` of lane `lane` (the own value where that lane does not exist).
    fn shuffle(&mut self, s: Scalar, v: Val, lane: Reg) -> Result<Reg> {
        let mask = self.active_mask()?;
        let ok = self.lane_in(mask, &lane.to_string());
        let me = self.lane_id();
        let src = self.cx.reg(Class::B32);
        self.ins(format!("selp.b32 {src}, {lane}, {me}, {ok}"));
        let r = self.in_reg(v, s);
        self.shfl(s, r, "idx", &src.to_string(), &mask.to_string())
    }

    /// `shfl.sync.MODE` of a value of any scalar type.
    fn shfl(&mut self, s: Scalar, r: Reg, mode: &str, b: &str, mask: &str) -> Result<Reg> {
        let word = |fe: &mut Self, w: Reg| {
            let d = fe.cx.reg(Class::B32);
            fe.ins(format!("shfl.sync.{mode}.b32 {d}, {w}, {b}, 31, {mask}"));
            d
        };
        Ok(match r.class {
            Class::B32 => word(self, r),
            Class::F32 => {
                let d = self.cx.reg(Class::F32);
                self.ins(format!("shfl.sync.{mode}.b32 {d}, {r}, {b}, 31, {mask}"));
                d
            }
            Class::B64 | Class::F64 => {
                let (lo, hi) = (self.cx.reg(Class::B32), self.cx.reg(Class::B32));
                self.ins(format!("mov.b64 {{{lo}, {hi}}}, {r}"));
                let (lo, hi) = (word(self, lo), word(self, hi));
                let d = self.fresh(s);
                self.ins(format!("mov.b64 {d}, {{{lo}, {hi}}}"));
                d
            }
            Class::B16 => {
                let w = self.cx.reg(Class::B32);
                self.ins(format!("cvt.u32.u16 {w}, {r}"));
                let x = word(self, w);
                let d = self.fresh(s);
                self.ins(format!("cvt.u16.u32 {d}, {x}"));
                d
            }
            Class::Pred => {
                let w = self.cx.reg(Class::B32);
                self.ins(format!("selp.b32 {w}, 1, 0, {r}"));
                let x = word(self, w);
                let d = self.cx.reg(Class::Pred);
                self.ins(format!("setp.ne.b32 {d}, {x}, 0"));
                d
            }
        })
    }

    /// One step of a reduction: `a OP b` in `s`.
    fn combine(&mut self, how: Reduce, s: Scalar, a: Reg, b: Reg) -> Result<Reg> {
        let (va, vb) = (Val::Reg(a), Val::Reg(b));
        match (how, s.is_float()) {
            (Reduce::Sum, true) => self.float_binop(FOp::Add, s, va, vb, false),
            (Reduce::Sum, false) => match self.int_binop(Opcode::IAdd, s, va, vb)? {
                Val::Reg(r) => Ok(r),
                Val::Imm(_) => Err(Error::invalid("a reduction step gave a constant")),
            },
            (_, true) => self.min_max(how == Reduce::Min, s, va, vb),
            (_, false) => {
                let d = self.fresh(s);
                let name = if how == Reduce::Min { "min" } else { "max" };
                let ty = crate::regs::arith_ty(s);
                self.ins(format!("{name}.{ty} {d}, {a}, {b}"));
                Ok(d)
            }
        }
    }

    fn reduce(&mut self, how: Reduce, s: Scalar, v: Val) -> Result<Reg> {
        if s == Scalar::Bool {
            return Err(Error::invalid("a subgroup reduction of bool"));
        }
        let x = self.in_reg(v, s);
        let mask = self.active_mask()?;
        if s.is_int() && s.bits() <= 32 && self.cx.sm >= 80 {
            self.cx.need(Feature::Redux)?;
            let name = match how {
                Reduce::Sum => "add",
                Reduce::Min => "min",
                Reduce::Max => "max",
            };
            let ty = if s.is_signed_int() && how != Reduce::Sum {
                "s32"
            } else {
                "u32"
            };
            let d = self.cx.reg(Class::B32);
            self.ins(format!("redux.sync.{name}.{ty} {d}, {x}, {mask}"));
            return Ok(if how == Reduce::Sum {
                self.canon(d, s)
            } else {
                d
            });
        }
        let out = self.fresh(s);
        let (partial, done) = (
            self.cx.new_label("sg_partial"),
            self.cx.new_label("sg_done"),
        );
        let full = self.cx.reg(Class::Pred);
        self.ins(format!("setp.ne.b32 {full}, {mask}, -1"));
        self.ins(format!("@{full} bra {partial}"));
        // Full warp: butterfly, every lane ends with the total.
        let mut acc = x;
        for off in [16, 8, 4, 2, 1] {
            let t = self.shfl(s, acc, "bfly", &off.to_string(), "-1")?;
            acc = self.combine(how, s, acc, t)?;
        }
        self.mov(out, Val::Reg(acc));
        self.ins(format!("bra.uni {done}"));
        // Partial warp (lanes 0..k): skip missing partners; lane 0 ends with
        // the total (its partner at each step holds the sum of its aligned
        // block), then broadcasts it.
        self.cx.label(&partial);
        let me = self.lane_id();
        let mut acc = x;
        for off in [1, 2, 4, 8, 16] {
            let t = self.shfl(s, acc, "bfly", &off.to_string(), &mask.to_string())?;
            let partner = self.cx.reg(Class::B32);
            self.ins(format!("xor.b32 {partner}, {me}, {off}"));
            let ok = self.lane_in(mask, &partner.to_string());
            let c = self.combine(how, s, acc, t)?;
            let next = self.fresh(s);
            self.ins(format!(
                "selp.{} {next}, {c}, {acc}, {ok}",
                next.class.mov()
            ));
            acc = next;
        }
        let total = self.shfl(s, acc, "idx", "0", &mask.to_string())?;
        self.mov(out, Val::Reg(total));
        self.cx.label(&done);
        Ok(out)
    }
}
