//! Work-item ids from the triple's intrinsics, computed once in the entry
//! block; `global_id = workgroup_id * workgroup_size + thread_id`, wrapping
//! in `u32`.

use magpie_mpir::{Inst, Opcode, Operand};

use crate::func::Fe;
use crate::triple::IdKind;
use crate::{Error, Result};

impl Fe<'_, '_> {
    pub(crate) fn gpu_id(&mut self, inst: &Inst) -> Result<()> {
        let dim = match inst.operands.first() {
            Some(Operand::Const(c)) if c.bits < 3 => c.bits as usize,
            _ => {
                return Err(Error::unsupported(
                    "a gpu id whose `dim` is not a constant 0-2",
                ))
            }
        };
        let triple = self.cx.triple;
        let body = &mut self.cx.body;
        let r = match inst.op {
            Opcode::ThreadId => triple.id(body, IdKind::Thread, dim),
            Opcode::WorkgroupId => triple.id(body, IdKind::Workgroup, dim),
            Opcode::WorkgroupSize => triple.id(body, IdKind::WorkgroupSize, dim),
            Opcode::NumWorkgroups => triple.id(body, IdKind::NumWorkgroups, dim),
            _ => {
                let wg = triple.id(body, IdKind::Workgroup, dim);
                let n = triple.id(body, IdKind::WorkgroupSize, dim);
                let t = triple.id(body, IdKind::Thread, dim);
                let xyz = ["x", "y", "z"][dim];
                let base =
                    body.entry_def(&format!("gid.base.{xyz}"), &format!("mul i32 {wg}, {n}"));
                body.entry_def(&format!("gid.{xyz}"), &format!("add i32 {base}, {t}"))
            }
        };
        self.define(inst, r);
        Ok(())
    }
}
