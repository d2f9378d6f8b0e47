//! Subgroup operations on the wavefront ([`crate::Triple::subgroup_size`]
//! lanes). The lanes that exist are the entry block's active lanes (a
//! partial last wavefront has fewer): subgroup ops are reached in uniform
//! control flow, so the same lanes are active at the op.
//!
//! - shuffle/broadcast: a lane permutation read (`ds_bpermute` on AMDGCN)
//!   from lane `lane` when it exists, else from the asking lane itself (the
//!   CPU executor's rule); values travel as 32-bit words (narrow ones
//!   zero-extended, 64-bit ones as two halves);
//! - sum/min/max: the existing lanes folded in lane order by a uniform loop
//!   over the lane mask, reading each lane's value (`readlane`): bit for
//!   bit the CPU executor's fold (integers wrap, floats round after every
//!   step, `fmin`/`fmax` as `math.min/max`). At most one iteration per
//!   lane; a reduction tree with lane permutations would be faster (later).

use magpie_gpu::Capability;
use magpie_mpir::{Inst, Opcode, Scalar};

use crate::func::Fe;
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
        self.cx
            .require(Capability::Subgroups, &format!("`{}`", inst.op.name()))?;
        let triple = self.cx.triple;
        let r = match inst.op {
            Opcode::SubgroupSize => triple.subgroup_size().to_string(),
            Opcode::SubgroupLane => triple.lane_id(&mut self.cx.body),
            Opcode::SubgroupShuffle | Opcode::SubgroupBroadcast => {
                let s = self.operand_scalar(&inst.operands[0])?;
                let v = self.val(&inst.operands[0])?;
                let lane = self.val(&inst.operands[1])?;
                self.shuffle(s, &v, &lane)
            }
            op => {
                let s = self.operand_scalar(&inst.operands[0])?;
                if s == Scalar::Bool {
                    return Err(Error::unsupported("a subgroup reduction of bool"));
                }
                let v = self.val(&inst.operands[0])?;
                let how = match op {
                    Opcode::SubgroupSum => Reduce::Sum,
                    Opcode::SubgroupMin => Reduce::Min,
                    _ => Reduce::Max,
                };
                self.reduce(how, s, &v)
            }
        };
        self.define(inst, r);
        Ok(())
    }

    /// `v` as an integer word: `(word, "i32" | "i64")`.
    fn word_of(&mut self, s: Scalar, v: &str) -> (String, &'static str) {
        let t = Self::lt(s);
        match s {
            Scalar::I64 | Scalar::U64 | Scalar::I32 | Scalar::U32 => {
                (v.to_string(), if s.bits() == 64 { "i64" } else { "i32" })
            }
            Scalar::F64 => (self.def(format!("bitcast double {v} to i64")), "i64"),
            Scalar::F32 => (self.def(format!("bitcast float {v} to i32")), "i32"),
            Scalar::F16 | Scalar::Bf16 => {
                let b = self.def(format!("bitcast {t} {v} to i16"));
                (self.def(format!("zext i16 {b} to i32")), "i32")
            }
            _ => (self.def(format!("zext {t} {v} to i32")), "i32"),
        }
    }

    /// The inverse of [`Self::word_of`].
    fn value_of_word(&mut self, s: Scalar, w: &str) -> String {
        let t = Self::lt(s);
        match s {
            Scalar::I64 | Scalar::U64 | Scalar::I32 | Scalar::U32 => w.to_string(),
            Scalar::F64 => self.def(format!("bitcast i64 {w} to double")),
            Scalar::F32 => self.def(format!("bitcast i32 {w} to float")),
            Scalar::F16 | Scalar::Bf16 => {
                let b = self.def(format!("trunc i32 {w} to i16"));
                self.def(format!("bitcast i16 {b} to {t}"))
            }
            _ => self.def(format!("trunc i32 {w} to {t}")),
        }
    }

    fn shuffle(&mut self, s: Scalar, v: &str, lane: &str) -> String {
        let triple = self.cx.triple;
        let size = triple.subgroup_size();
        let mask = triple.lane_mask(&mut self.cx.body);
        let own = triple.lane_id(&mut self.cx.body);
        // The source lane: `lane` where it exists, else the asking lane.
        let in_range = self.def(format!("icmp ult i32 {lane}, {size}"));
        let amount = self.def(format!("and i32 {lane}, 63"));
        let amount = self.def(format!("zext i32 {amount} to i64"));
        let shifted = self.def(format!("lshr i64 {mask}, {amount}"));
        let bit = self.def(format!("trunc i64 {shifted} to i1"));
        let exists = self.def(format!("and i1 {in_range}, {bit}"));
        let src = self.def(format!("select i1 {exists}, i32 {lane}, i32 {own}"));
        let (w, wt) = self.word_of(s, v);
        let moved = if wt == "i64" {
            let lo = self.def(format!("trunc i64 {w} to i32"));
            let hi = self.def(format!("lshr i64 {w}, 32"));
            let hi = self.def(format!("trunc i64 {hi} to i32"));
            let lo = triple.shuffle_i32(&mut self.cx.body, &lo, &src);
            let hi = triple.shuffle_i32(&mut self.cx.body, &hi, &src);
            let lo = self.def(format!("zext i32 {lo} to i64"));
            let hi = self.def(format!("zext i32 {hi} to i64"));
            let hi = self.def(format!("shl i64 {hi}, 32"));
            self.def(format!("or i64 {hi}, {lo}"))
        } else {
            triple.shuffle_i32(&mut self.cx.body, &w, &src)
        };
        self.value_of_word(s, &moved)
    }

    /// One step of a fold: `acc OP x`.
    fn fold_step(&mut self, how: Reduce, s: Scalar, acc: &str, x: &str) -> String {
        let t = Self::lt(s);
        match how {
            Reduce::Sum if s.is_float() => self.fbin("fadd", s, acc, x, false),
            Reduce::Sum => self.def(format!("add {t} {acc}, {x}")),
            _ if s.is_float() => self.min_max(how == Reduce::Min, s, acc, x),
            _ => {
                let lt = if s.is_signed_int() { "slt" } else { "ult" };
                let x_less = self.def(format!("icmp {lt} {t} {x}, {acc}"));
                if how == Reduce::Min {
                    self.def(format!("select i1 {x_less}, {t} {x}, {t} {acc}"))
                } else {
                    self.def(format!("select i1 {x_less}, {t} {acc}, {t} {x}"))
                }
            }
        }
    }

    /// The existing lanes' `v` folded in lane order (module docs).
    fn reduce(&mut self, how: Reduce, s: Scalar, v: &str) -> String {
        let triple = self.cx.triple;
        let t = Self::lt(s);
        let mask = triple.lane_mask(&mut self.cx.body);
        let (w, wt) = self.word_of(s, v);
        let body = &mut self.cx.body;
        let first = body.call("i64", "llvm.cttz.i64", &[("i64", &mask), ("i1", "true")]);
        let first = body.def(format!("trunc i64 {first} to i32"));
        let acc0 = triple.read_lane(body, wt, &w, &first);
        let m_dec = body.def(format!("sub i64 {mask}, 1"));
        let m0 = body.def(format!("and i64 {mask}, {m_dec}"));
        let none = body.def(format!("icmp eq i64 {m0}, 0"));
        let acc0 = self.value_of_word(s, &acc0);
        let pre = self.cx.body.current.clone();
        let (lp, done) = (
            self.cx.body.new_label("sg.loop"),
            self.cx.body.new_label("sg.done"),
        );
        self.ins(format!("br i1 {none}, label %{done}, label %{lp}"));
        self.cx.body.label(&lp);
        let (m, acc) = (self.cx.body.tmp(), self.cx.body.tmp());
        let phi_at = self.cx.body.lines.len();
        self.cx.body.lines.push(String::new());
        self.cx.body.lines.push(String::new());
        let body = &mut self.cx.body;
        let l = body.call("i64", "llvm.cttz.i64", &[("i64", &m), ("i1", "true")]);
        let l = body.def(format!("trunc i64 {l} to i32"));
        let xw = triple.read_lane(body, wt, &w, &l);
        let x = self.value_of_word(s, &xw);
        let acc1 = self.fold_step(how, s, &acc, &x);
        let body = &mut self.cx.body;
        let m_dec = body.def(format!("sub i64 {m}, 1"));
        let m1 = body.def(format!("and i64 {m}, {m_dec}"));
        let fin = body.def(format!("icmp eq i64 {m1}, 0"));
        let end = body.current.clone();
        body.ins(format!("br i1 {fin}, label %{done}, label %{lp}"));
        body.lines[phi_at] = format!("  {m} = phi i64 [ {m0}, %{pre} ], [ {m1}, %{end} ]");
        body.lines[phi_at + 1] =
            format!("  {acc} = phi {t} [ {acc0}, %{pre} ], [ {acc1}, %{end} ]");
        body.label(&done);
        body.def(format!("phi {t} [ {acc0}, %{pre} ], [ {acc1}, %{end} ]"))
    }
}
