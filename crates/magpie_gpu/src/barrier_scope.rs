//! Which barriers must also order device memory.
//!
//! `gpu.barrier` makes shared-memory *and* device-memory writes made before
//! it visible to the workgroup after it (SEMANTICS.md). Ordering device
//! memory costs more on some targets (SPIR-V `UniformMemory` semantics, WGSL
//! `storageBarrier()`, Metal `mem_device`), and is only needed when a
//! device-memory write may have happened since the last barrier that already
//! ordered device memory. [`BarrierScopes`] answers that per barrier.
//!
//! Invariant: the answer is conservative. A barrier is "shared only" only when
//! no path from the kernel's start reaches it through a device write that no
//! device-ordering barrier follows. A device write is a store or an atomic
//! whose pointer is not the result of a `gpu.shared` of the same function, a
//! `ptr.store`, or a call to a function that contains one (transitively).
//! Barriers in device functions assume the caller may have written device
//! memory before the call whenever the kernel writes device memory anywhere.

use magpie_mpir::{FuncId, Function, FunctionInfo, InstId, Module, ModuleInfo, Opcode, Operand};

/// Per function of one kernel's call graph: the barriers that must order
/// device memory.
#[derive(Clone, Debug, Default)]
pub struct BarrierScopes {
    /// By function index; by instruction index: true for a barrier that must
    /// order device memory. Empty for functions outside the call graph.
    device: Vec<Vec<bool>>,
}

impl BarrierScopes {
    /// Analyses `kernel` and every function it reaches.
    pub fn for_kernel(module: &Module, info: &ModuleInfo, kernel: FuncId) -> BarrierScopes {
        let writes = device_writers(module, info);
        let kernel_writes = writes[kernel.index()];
        let mut device = vec![Vec::new(); module.functions.len()];
        for (fid, func) in module.functions.iter() {
            let finfo = info.function(fid);
            let entry_dirty = fid != kernel && kernel_writes;
            device[fid.index()] = analyse(func, finfo, &writes, entry_dirty);
        }
        BarrierScopes { device }
    }

    /// True when the barrier `inst` of `func` must order device memory.
    /// Anything that is not a known barrier of an analysed function answers
    /// true (the safe side).
    pub fn orders_device(&self, func: FuncId, inst: InstId) -> bool {
        self.device
            .get(func.index())
            .and_then(|f| f.get(inst.index()))
            .copied()
            .unwrap_or(true)
    }
}

/// By function index: does the function write device memory, itself or
/// through a function it calls (the call order puts callees first, so a
/// call to a writer already counts when the caller is looked at).
fn device_writers(module: &Module, info: &ModuleInfo) -> Vec<bool> {
    crate::call_graph::any_instruction(module, info, is_device_write)
}

/// Is `id` a write to device memory (given which functions write).
fn is_device_write(func: &Function, finfo: &FunctionInfo, id: InstId, writes: &[bool]) -> bool {
    let inst = &func.insts[id];
    match inst.op {
        Opcode::Call | Opcode::CallVoid => {
            finfo.callee[id.index()].is_none_or(|c| writes[c.index()])
        }
        Opcode::PtrStore => true,
        op if is_memory_write(op) => !is_shared(func, finfo, inst.operands.first()),
        _ => false,
    }
}

fn is_memory_write(op: Opcode) -> bool {
    op == Opcode::BufferStore || op.is_atomic()
}

/// The operand is the result of a `gpu.shared` of this function.
fn is_shared(func: &Function, finfo: &FunctionInfo, buf: Option<&Operand>) -> bool {
    let Some(Operand::Value(v)) = buf else {
        return false;
    };
    finfo
        .def_inst
        .get(v.index())
        .copied()
        .flatten()
        .is_some_and(|i| func.insts[i].op == Opcode::Shared)
}

/// Forward "a device write may be unordered here" dataflow over the CFG;
/// returns, by instruction index, the state at each barrier.
fn analyse(func: &Function, finfo: &FunctionInfo, writes: &[bool], entry_dirty: bool) -> Vec<bool> {
    let n = func.blocks.len();
    let mut dirty_in = vec![false; n];
    let mut visited = vec![false; n];
    let mut at_barrier = vec![false; func.insts.len()];
    let Some(&entry) = finfo.rpo.first() else {
        return at_barrier;
    };
    dirty_in[entry.index()] = entry_dirty;
    let mut work = vec![entry];
    visited[entry.index()] = true;
    while let Some(b) = work.pop() {
        let mut dirty = dirty_in[b.index()];
        for &id in &func.blocks[b].insts {
            if func.insts[id].op == Opcode::Barrier {
                at_barrier[id.index()] |= dirty;
                dirty = false;
            } else if is_device_write(func, finfo, id, writes) {
                dirty = true;
            }
        }
        for &s in &finfo.succs[b.index()] {
            let changed = dirty && !dirty_in[s.index()];
            if changed || !visited[s.index()] {
                dirty_in[s.index()] |= dirty;
                visited[s.index()] = true;
                work.push(s);
            }
        }
    }
    at_barrier
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scopes(src: &str) -> (Module, Vec<(String, bool)>) {
        let module = magpie_mpir::parse(src).value.expect("parses");
        let info = magpie_mpir::verify(&module).value.expect("verifies");
        let kernel = module
            .functions
            .iter()
            .find(|(_, f)| f.workgroup.is_some())
            .map(|(id, _)| id)
            .expect("a kernel");
        let s = BarrierScopes::for_kernel(&module, &info, kernel);
        let mut out = Vec::new();
        for (fid, func) in module.functions.iter() {
            for (id, inst) in func.insts.iter() {
                if inst.op == Opcode::Barrier {
                    let block = info.function(fid).inst_block[id.index()];
                    let label = format!("{}:{}", func.name, func.blocks[block].label);
                    out.push((label, s.orders_device(fid, id)));
                }
            }
        }
        (module, out)
    }

    const HEAD: &str = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"\n";

    #[test]
    fn shared_only_tree_reduction_needs_no_device_ordering() {
        let src = format!(
            "{HEAD}{}",
            include_str!("../../../examples/kernels/reduce_sum.mp")
                .split_once("gpu fn")
                .map(|(_, k)| format!("gpu fn{k}"))
                .expect("kernel text")
        );
        let (_, got) = scopes(&src);
        assert_eq!(got.len(), 2);
        assert!(got.iter().all(|(_, d)| !d), "{got:?}");
    }

    #[test]
    fn device_write_before_a_barrier_orders_it_and_only_the_next_one() {
        let src = format!(
            "{HEAD}gpu fn @k(%o: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {{
bb0:
    %i: u32 = gpu.thread_id {{ dim=const.u32 0 }}
    %t: ptr = gpu.shared<64, u32>
    gpu.buffer_store<u32> {{ buf=%t, idx=%i, v=%i }}
    gpu.barrier
    gpu.buffer_store<u32> {{ buf=%o, idx=%i, v=%i }}
    br bb1
bb1:
    gpu.barrier
    gpu.barrier
    ret
}}
"
        );
        let (_, got) = scopes(&src);
        let flags: Vec<bool> = got.iter().map(|g| g.1).collect();
        assert_eq!(flags, [false, true, false], "{got:?}");
    }

    #[test]
    fn write_later_in_a_loop_reaches_the_barrier_at_its_head() {
        let src = format!(
            "{HEAD}gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {{
bb0:
    br bb1
bb1:
    %j: u32 = phi u32 {{ [bb0: const.u32 0], [bb2: %k] }}
    gpu.barrier
    %more: bool = icmp.ult {{ lhs=%j, rhs=%n }}
    cbr %more bb2 bb3
bb2:
    %x: u32 = gpu.atomic.add<u32> {{ buf=%o, idx=const.u32 0, v=const.u32 1 }}
    %k: u32 = i.add {{ lhs=%j, rhs=const.u32 1 }}
    br bb1
bb3:
    ret
}}
"
        );
        let (_, got) = scopes(&src);
        assert_eq!(got, [("k:bb1".to_string(), true)]);
    }

    #[test]
    fn callee_barriers_and_writing_callees() {
        let src = format!(
            "{HEAD}gpu fn @k(%o: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {{
bb0:
    call_void @w {{ o=%o }}
    gpu.barrier
    call_void @b {{ }}
    ret
}}

gpu fn @w(%o: gpu.TBuffer<u32>) -> unit {{
bb0:
    gpu.buffer_store<u32> {{ buf=%o, idx=const.u32 0, v=const.u32 1 }}
    ret
}}

gpu fn @b() -> unit {{
bb0:
    gpu.barrier
    ret
}}
"
        );
        let (_, got) = scopes(&src);
        // the kernel's barrier follows a writing call; the callee's barrier
        // is conservatively device-ordered because the kernel writes
        assert_eq!(
            got,
            [("k:bb0".to_string(), true), ("b:bb0".to_string(), true)]
        );
    }
}
