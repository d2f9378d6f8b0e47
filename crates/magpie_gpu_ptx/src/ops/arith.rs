//! Integer arithmetic with the SEMANTICS.md guards: wrapping add/sub/mul,
//! division that never traps (`x/0 = x`, `x%0 = 0`, `MIN/-1 = MIN`,
//! `MIN%-1 = 0`: the divisor becomes 1 in exactly those cases), shift
//! amounts taken modulo the width (PTX clamps them: they are masked), and
//! 8/16-bit results put back in canonical form ([`crate::regs`]).

use magpie_mpir::{Const, Inst, Opcode, Scalar};

use crate::func::Fe;
use crate::regs::{arith_ty, bits_ty, Class, Reg, Val};
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn int_arith(&mut self, inst: &Inst) -> Result<()> {
        let s = self.operand_scalar(&inst.operands[0])?;
        let a = self.val(&inst.operands[0])?;
        let b = self.val(&inst.operands[1])?;
        let r = self.int_binop(inst.op, s, a, b)?;
        self.define(inst, vec![r]);
        Ok(())
    }

    /// `a OP b` on integers of type `s`, in canonical form.
    pub(crate) fn int_binop(&mut self, op: Opcode, s: Scalar, a: Val, b: Val) -> Result<Val> {
        if s == Scalar::Bool {
            let name = match op {
                Opcode::IAnd => "and",
                Opcode::IOr => "or",
                Opcode::IXor => "xor",
                _ => return Err(Error::invalid("arithmetic on bool")),
            };
            let (pa, pb) = (self.in_reg(a, s), self.in_reg(b, s));
            let d = self.fresh(s);
            self.ins(format!("{name}.pred {d}, {pa}, {pb}"));
            return Ok(Val::Reg(d));
        }
        let (t, bt) = (arith_ty(s), bits_ty(s));
        let d = match op {
            Opcode::IAdd | Opcode::ISub | Opcode::IMul => {
                let name = match op {
                    Opcode::IAdd => "add",
                    Opcode::ISub => "sub",
                    _ => "mul.lo",
                };
                let ra = self.in_reg(a, s);
                let ob = self.opnd(b, s);
                let d = self.fresh(s);
                self.ins(format!("{name}.{t} {d}, {ra}, {ob}"));
                self.canon(d, s)
            }
            Opcode::IAnd | Opcode::IOr | Opcode::IXor => {
                let name = match op {
                    Opcode::IAnd => "and",
                    Opcode::IOr => "or",
                    _ => "xor",
                };
                let ra = self.in_reg(a, s);
                let ob = self.opnd(b, s);
                let d = self.fresh(s);
                // Canonical operands give a canonical result.
                self.ins(format!("{name}.{bt} {d}, {ra}, {ob}"));
                d
            }
            Opcode::IShl | Opcode::ILshr | Opcode::IAshr => self.shift(op, s, a, b)?,
            _ => self.guarded_division(op, s, a, b)?,
        };
        Ok(Val::Reg(d))
    }

    /// A 32-bit register holding an `s` back in canonical form (a no-op for
    /// 32- and 64-bit types).
    pub(crate) fn canon(&mut self, r: Reg, s: Scalar) -> Reg {
        let how = match s {
            Scalar::I8 => "cvt.s32.s8",
            Scalar::I16 => "cvt.s32.s16",
            Scalar::U8 => "and.b32",
            Scalar::U16 => "and.b32",
            _ => return r,
        };
        let d = self.cx.reg(Class::B32);
        match s {
            Scalar::U8 => self.ins(format!("{how} {d}, {r}, 255")),
            Scalar::U16 => self.ins(format!("{how} {d}, {r}, 65535")),
            _ => self.ins(format!("{how} {d}, {r}")),
        }
        d
    }

    /// A narrow integer re-extended as the other signedness of its width
    /// (`u8` bits as `i8`, ...), for ops whose signedness differs from the
    /// type's.
    pub(crate) fn reextend(&mut self, r: Reg, s: Scalar, signed: bool) -> Reg {
        let as_ty = match (s.bits(), signed) {
            (8, true) => Scalar::I8,
            (8, false) => Scalar::U8,
            (16, true) => Scalar::I16,
            (16, false) => Scalar::U16,
            _ => return r,
        };
        if as_ty == s {
            r
        } else {
            self.canon(r, as_ty)
        }
    }

    /// Shifts by the amount modulo the width.
    fn shift(&mut self, op: Opcode, s: Scalar, a: Val, b: Val) -> Result<Reg> {
        let w = s.bits();
        let amount = match b {
            Val::Imm(c) => format!("{}", c.bits & u64::from(w - 1)),
            Val::Reg(r) => {
                let r32 = if w == 64 {
                    let t = self.cx.reg(Class::B32);
                    self.ins(format!("cvt.u32.u64 {t}, {r}"));
                    t
                } else {
                    r
                };
                let m = self.cx.reg(Class::B32);
                self.ins(format!("and.b32 {m}, {r32}, {}", w - 1));
                m.to_string()
            }
        };
        let ra = self.in_reg(a, s);
        let reg_bits = if w == 64 { 64 } else { 32 };
        let narrow = w < 32;
        let d = self.fresh(s);
        match op {
            Opcode::IShl => {
                self.ins(format!("shl.b{reg_bits} {d}, {ra}, {amount}"));
                Ok(self.canon(d, s))
            }
            Opcode::ILshr => {
                // On the zero-extended bits, then back to canonical.
                let src = if narrow {
                    self.reextend(ra, s, false)
                } else {
                    ra
                };
                self.ins(format!("shr.u{reg_bits} {d}, {src}, {amount}"));
                Ok(if narrow && s.is_signed_int() {
                    self.canon(d, s)
                } else {
                    d
                })
            }
            _ => {
                let src = if narrow {
                    self.reextend(ra, s, true)
                } else {
                    ra
                };
                self.ins(format!("shr.s{reg_bits} {d}, {src}, {amount}"));
                Ok(if narrow && !s.is_signed_int() {
                    self.canon(d, s)
                } else {
                    d
                })
            }
        }
    }

    /// Every case the guard catches gives `x / 1` or `x % 1`, which are the
    /// defined results (`x`, resp. `0`), so one `selp` on the divisor does.
    /// Narrow operands are canonical, so the 32-bit division is exact and
    /// its result already canonical.
    fn guarded_division(&mut self, op: Opcode, s: Scalar, a: Val, b: Val) -> Result<Reg> {
        let signed = matches!(op, Opcode::ISdiv | Opcode::ISrem);
        let is_div = matches!(op, Opcode::ISdiv | Opcode::IUdiv);
        let w = s.bits();
        let (bt, reg_bits) = (bits_ty(s), if w == 64 { 64 } else { 32 });
        let ty = match (signed, reg_bits) {
            (true, 64) => "s64",
            (true, _) => "s32",
            (false, 64) => "u64",
            (false, _) => "u32",
        };
        // Operands as the op's signedness sees them.
        let ra = self.in_reg(a, s);
        let ra = self.reextend(ra, s, signed);
        let minus_one = Const::int(s, -1);
        let divisor = match b {
            Val::Imm(c) if c.bits == 0 => {
                let d = self.fresh(s);
                if is_div {
                    self.ins(format!("mov.{bt} {d}, {ra}"));
                    return Ok(self.canon(d, s));
                }
                self.ins(format!("mov.{bt} {d}, 0"));
                return Ok(d);
            }
            Val::Imm(c) if !(signed && c.bits == minus_one.bits) => {
                if signed {
                    // The divisor's bits read as signed at its width.
                    let shift = 64 - w;
                    (((c.bits << shift) as i64) >> shift).to_string()
                } else {
                    c.bits.to_string()
                }
            }
            _ => {
                let rb = self.in_reg(b, s);
                let rb = self.reextend(rb, s, signed);
                let bad = self.cx.reg(Class::Pred);
                self.ins(format!("setp.eq.{bt} {bad}, {rb}, 0"));
                if signed {
                    let min = -(1i128 << (w - 1));
                    let (p1, p2) = (self.cx.reg(Class::Pred), self.cx.reg(Class::Pred));
                    self.ins(format!("setp.eq.{bt} {p1}, {ra}, {min}"));
                    self.ins(format!("setp.eq.{bt} {p2}, {rb}, -1"));
                    self.ins(format!("and.pred {p1}, {p1}, {p2}"));
                    self.ins(format!("or.pred {bad}, {bad}, {p1}"));
                }
                let safe = self.fresh(s);
                self.ins(format!("selp.{bt} {safe}, 1, {rb}, {bad}"));
                safe.to_string()
            }
        };
        let d = self.fresh(s);
        let name = if is_div { "div" } else { "rem" };
        self.ins(format!("{name}.{ty} {d}, {ra}, {divisor}"));
        // A narrow result computed with the other signedness (u8 bits
        // divided as i8) goes back to the type's form.
        Ok(if signed != s.is_signed_int() {
            self.canon(d, s)
        } else {
            d
        })
    }
}
