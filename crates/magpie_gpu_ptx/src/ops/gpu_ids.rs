//! Work-item ids from the special registers: `%tid`, `%ctaid`, `%ntid`,
//! `%nctaid`; `global_id = ctaid * ntid + tid`, wrapping in `u32`. Each use
//! reads the registers again; ptxas keeps one copy.

use magpie_mpir::{Const, Inst, Opcode, Operand};

use crate::func::Fe;
use crate::module::Memo;
use crate::regs::{Class, Reg};
use crate::{Error, Result};

impl Fe<'_, '_> {
    /// `%NAME.DIM` (`dim` empty for `%laneid`), read once per stretch.
    pub(crate) fn special(&mut self, name: &'static str, dim: &'static str) -> Reg {
        if let Some(r) = self.cx.memo(Memo::Special(name, dim)) {
            return r;
        }
        let r = self.cx.reg(Class::B32);
        if dim.is_empty() {
            self.ins(format!("mov.u32 {r}, %{name}"));
        } else {
            self.ins(format!("mov.u32 {r}, %{name}.{dim}"));
        }
        self.cx.remember(Memo::Special(name, dim), r);
        r
    }

    pub(crate) fn gpu_id(&mut self, inst: &Inst) -> Result<()> {
        let dim = match inst.operands.first() {
            Some(Operand::Const(c @ Const { .. })) if c.bits < 3 => {
                ["x", "y", "z"][c.bits as usize]
            }
            _ => {
                return Err(Error::unsupported(
                    "a gpu id whose `dim` is not a constant 0-2",
                ))
            }
        };
        let special = |fe: &mut Self, name: &'static str| fe.special(name, dim);
        let r = match inst.op {
            Opcode::ThreadId => special(self, "tid"),
            Opcode::WorkgroupId => special(self, "ctaid"),
            Opcode::WorkgroupSize => special(self, "ntid"),
            Opcode::NumWorkgroups => special(self, "nctaid"),
            _ => {
                let (ctaid, ntid, tid) = (
                    special(self, "ctaid"),
                    special(self, "ntid"),
                    special(self, "tid"),
                );
                let r = self.cx.reg(Class::B32);
                self.ins(format!("mad.lo.s32 {r}, {ctaid}, {ntid}, {tid}"));
                r
            }
        };
        self.define_reg(inst, r);
        Ok(())
    }
}
