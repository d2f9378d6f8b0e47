//! Dead code elimination: an instruction whose op the table marks
//! `removable` (no side effects) and whose result nothing uses is deleted;
//! repeated until none is left, so dead chains go in one run.

use magpie_mpir::{Function, Module, ModuleInfo};

use super::rewrite::{compact, use_counts};
use super::Pass;

/// The `dce` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dce;

impl Pass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }

    fn run(&self, module: &mut Module, _info: &ModuleInfo) -> bool {
        let mut changed = false;
        for (_, func) in module.functions.iter_mut() {
            changed |= eliminate(func);
        }
        changed
    }
}

/// Removes dead instructions from one function; true when any went.
pub fn eliminate(func: &mut Function) -> bool {
    let mut changed = false;
    loop {
        let counts = use_counts(func);
        let mut removed = false;
        for (_, block) in func.blocks.iter_mut() {
            let insts = &func.insts;
            block.insts.retain(|i| {
                let dead = insts.get(*i).is_some_and(|inst| {
                    inst.op.info().removable
                        && inst
                            .result
                            .is_some_and(|r| counts.get(r.index()).copied().unwrap_or(0) == 0)
                });
                removed |= dead;
                !dead
            });
        }
        if !removed {
            break;
        }
        changed = true;
    }
    if changed {
        compact(func, &[]);
    }
    changed
}
