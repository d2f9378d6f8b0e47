//! Device-function calls, inlined: the callee's blocks are emitted in
//! place with fresh registers and labels ([`Frame`]), its parameters bound
//! to the call's arguments (values by their leaves, buffers by their
//! [`BufRef`](crate::func::BufRef)), and every `ret` moving the result into
//! the call's registers before branching to the label after the body.

use magpie_mpir::{Inst, InstId, Scalar, Type};

use crate::func::{Fe, Frame, Ret};
use crate::regs::{leaf_scalars, Reg, Val};
use crate::{Error, Result};

impl Fe<'_, '_> {
    /// `call`/`call_void`: the callee's body inlined here, its parameters
    /// bound to the arguments, every `ret` moving the result into the
    /// call's registers and branching past the body.
    pub(crate) fn call(&mut self, id: InstId, inst: &Inst) -> Result<()> {
        let callee = self.fr.finfo.callee[id.index()]
            .ok_or_else(|| Error::invalid("call without a resolved callee"))?;
        let module = self.module();
        let cf = &module.functions[callee];
        let regs: Vec<(Reg, Scalar)> = match inst.result {
            Some(_) => leaf_scalars(module, cf.ret)
                .into_iter()
                .map(|s| (self.fresh(s), s))
                .collect(),
            None => Vec::new(),
        };
        let instance = self.cx.new_frame();
        let label = self.cx.new_label("ret");
        let mut frame = Frame::new(
            module,
            self.cx.info,
            callee,
            instance,
            Some(Ret {
                regs: regs.clone(),
                label: label.clone(),
            }),
        );
        for (k, op) in inst.operands.iter().enumerate() {
            let p = *cf
                .params
                .get(k)
                .ok_or_else(|| Error::invalid("more arguments than parameters"))?;
            match cf.value_type(p) {
                Type::Buffer(_) | Type::Ptr(_) => frame.bufs[p.index()] = Some(self.buf(op)?),
                _ => frame.vals[p.index()] = Some(self.leaves(op)?),
            }
        }
        self.cx.comment(&format!("inlined @{}", cf.name));
        let mut inner = Fe {
            cx: &mut *self.cx,
            fr: frame,
        };
        inner.emit_body()?;
        self.cx.label(&label);
        self.define(inst, regs.iter().map(|(r, _)| Val::Reg(*r)).collect());
        Ok(())
    }
}
