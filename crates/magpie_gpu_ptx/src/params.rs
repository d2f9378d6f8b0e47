//! The kernel's parameters, read once at the entry: a buffer's address
//! converted to the global window (`cvta.to.global`), a value leaf by leaf
//! from its `.param` at the offset [`PtxLayout`] gives.
//!
//! [`PtxLayout`]: magpie_gpu::kernel_layout::PtxLayout

use magpie_mpir::Type;

use crate::func::{BufRef, Fe, Space, Start};
use crate::module::param_name;
use crate::regs::{leaf_scalars, Class, Val};
use crate::{Error, Result};

impl Fe<'_, '_> {
    /// The kernel's parameters, read at the entry: buffers as global
    /// addresses, values leaf by leaf.
    pub fn load_kernel_params(&mut self) -> Result<()> {
        let func = self.fr.func;
        for (k, &p) in func.params.iter().enumerate() {
            let name = param_name(k);
            match func.value_type(p) {
                Type::Buffer(elem) => {
                    let raw = self.cx.reg(Class::B64);
                    let addr = self.cx.reg(Class::B64);
                    self.ins(format!("ld.param.u64 {raw}, [{name}]"));
                    self.ins(format!("cvta.to.global.u64 {addr}, {raw}"));
                    self.fr.bufs[p.index()] = Some(BufRef {
                        space: Space::Global,
                        addr,
                        elem,
                        param: Some(k),
                        readonly: self.cx.readonly.get(k).copied().unwrap_or(false),
                        start: Some(Start::Param),
                    });
                }
                ty @ (Type::Scalar(_) | Type::Struct(_)) => {
                    let leaves = self.param_leaves(k, ty)?;
                    self.fr.vals[p.index()] = Some(leaves);
                }
                other => {
                    return Err(Error::unsupported(format!(
                        "a kernel parameter of type {other:?}"
                    )))
                }
            }
        }
        Ok(())
    }

    fn param_leaves(&mut self, k: usize, ty: Type) -> Result<Vec<Val>> {
        let offsets = match self.cx.layout.params.get(k).map(|p| &p.kind) {
            Some(magpie_gpu::kernel_layout::PtxParamKind::Value { leaves, .. }) => {
                leaves.iter().map(|l| (l.offset, l.ty)).collect::<Vec<_>>()
            }
            _ => return Err(Error::invalid("layout and parameter disagree")),
        };
        if leaf_scalars(self.module(), ty).len() != offsets.len() {
            return Err(Error::invalid("layout leaves and type disagree"));
        }
        let name = param_name(k);
        let mut out = Vec::with_capacity(offsets.len());
        for (off, s) in offsets {
            self.check_scalar(s)?;
            let at = if off == 0 {
                format!("[{name}]")
            } else {
                format!("[{name}+{off}]")
            };
            out.push(Val::Reg(self.load_scalar("ld.param", s, &at)));
        }
        Ok(out)
    }
}
