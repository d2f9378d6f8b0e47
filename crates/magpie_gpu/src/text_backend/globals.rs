//! Which functions a text backend prints (instances) and which arrays
//! exist (globals: the kernel's buffers and the `gpu.shared` arrays), found
//! by one walk from the kernel ([`Globals::discover`]). A backend keeps
//! its own global type behind [`ModuleGlobal`]: how it declares an array
//! (plain, atomic, packed, …) is its own business; what is shared is where
//! each pointer leads and how each array is used.
//!
//! Invariants:
//! - a buffer or shared pointer is always known statically: a buffer
//!   parameter of the kernel, a `gpu.shared` of some function, or a
//!   pointer parameter of a device function, which is instantiated once
//!   per combination of globals it receives ([`Instance`]); any other
//!   pointer is [`GlobalsError::Unfollowable`];
//! - a `gpu.shared` is one global however many instances its function
//!   has, named `s{n}` (`n` its index among the globals), and every
//!   `gpu.shared` of a function is a global before any use in it is
//!   resolved (a use may come before its `gpu.shared` in block order);
//! - the backend pushes the kernel's buffers first, in parameter order,
//!   then makes the root instance; instances are found callers first, so
//!   printing them in reverse puts callees first;
//! - after [`Globals::discover`], every global a store or an atomic op
//!   reaches has been told so ([`ModuleGlobal::note_write`],
//!   [`ModuleGlobal::note_atomic_op`]), whichever instance reached it.

use std::collections::{BTreeSet, HashMap};

use magpie_mpir::{
    Elem, FuncId, Function, Inst, InstId, Module, ModuleInfo, Opcode, Operand, TyArg, Type, Value,
};

/// A buffer or a shared (threadgroup, workgroup) array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GlobalKey {
    /// The kernel's buffer at this index (binding).
    Buffer(u32),
    /// The shared array of this `gpu.shared`.
    Shared(FuncId, InstId),
}

/// A function as printed: one per combination of globals its pointer
/// parameters receive.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instance {
    pub func: FuncId,
    /// The global of each pointer (buffer or shared) parameter, in order.
    pub args: Vec<usize>,
}

/// What the shared walk needs of a backend's global.
pub trait ModuleGlobal {
    /// A new shared array `name` of `count` elements of `elem`.
    fn new_shared(key: GlobalKey, name: String, elem: Elem, count: u64) -> Self;
    fn key(&self) -> GlobalKey;
    fn elem(&self) -> Elem;
    /// Shared arrays: their element count (buffers: 0).
    fn count(&self) -> u64;
    /// A store or an atomic op writes it.
    fn note_write(&mut self);
    /// An atomic op touches it.
    fn note_atomic_op(&mut self);
}

/// Why a pointer or a call could not be followed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GlobalsError {
    /// Our bug: the IR is not what verification promised.
    Internal(&'static str),
    /// Value `value` of function `func` is a pointer that leads to no
    /// buffer parameter and no `gpu.shared`.
    Unfollowable { value: String, func: String },
}

/// Whether `ty` is a buffer or a pointer.
pub fn is_pointer(ty: Type) -> bool {
    matches!(ty, Type::Buffer(_) | Type::Ptr(_))
}

/// The parameters of `func` that are buffers or pointers, in order.
pub fn pointer_params(func: &Function) -> Vec<Value> {
    func.params
        .iter()
        .copied()
        .filter(|p| is_pointer(func.values[*p].ty))
        .collect()
}

/// The element count and type of a `gpu.shared`.
pub fn shared_shape(ins: &Inst) -> Result<(u64, Elem), GlobalsError> {
    match (ins.ty_args.first(), ins.ty_args.get(1)) {
        (Some(TyArg::Count(n)), Some(TyArg::Type(Type::Scalar(s)))) => Ok((*n, Elem::Scalar(*s))),
        (Some(TyArg::Count(n)), Some(TyArg::Type(Type::Struct(id)))) => Ok((*n, Elem::Struct(*id))),
        _ => Err(GlobalsError::Internal(
            "gpu.shared without a count and a type",
        )),
    }
}

/// A call instruction: its callee and each argument with whether the
/// callee's parameter is a pointer.
#[derive(Debug)]
pub struct CallSite<'m> {
    pub callee: FuncId,
    pub args: Vec<(&'m Operand, bool)>,
}

/// The [`CallSite`] of call `id` (`ins`) in function `caller`.
pub fn call_site<'m>(
    module: &'m Module,
    info: &ModuleInfo,
    caller: FuncId,
    id: InstId,
    ins: &'m Inst,
) -> Result<CallSite<'m>, GlobalsError> {
    let callee = info
        .function(caller)
        .callee
        .get(id.index())
        .copied()
        .flatten()
        .ok_or(GlobalsError::Internal("a call without a callee"))?;
    let cfunc = &module.functions[callee];
    let mut args = Vec::new();
    for (k, &p) in cfunc.params.iter().enumerate() {
        let op = ins.operands.get(k).ok_or(GlobalsError::Internal(
            "a call with fewer arguments than parameters",
        ))?;
        args.push((op, is_pointer(cfunc.values[p].ty)));
    }
    Ok(CallSite { callee, args })
}

/// The globals and instances of one kernel.
#[derive(Clone, Debug)]
pub struct Globals<G> {
    pub globals: Vec<G>,
    pub instances: Vec<Instance>,
    index: HashMap<Instance, usize>,
}

impl<G> Default for Globals<G> {
    fn default() -> Self {
        Globals {
            globals: Vec::new(),
            instances: Vec::new(),
            index: HashMap::new(),
        }
    }
}

impl<G: ModuleGlobal> Globals<G> {
    fn global_index(&self, key: GlobalKey) -> Option<usize> {
        self.globals.iter().position(|g| g.key() == key)
    }

    /// The index of the instance of `func` with `args`, made if new.
    pub fn instance(&mut self, func: FuncId, args: Vec<usize>) -> usize {
        let key = Instance { func, args };
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        self.instances.push(key.clone());
        self.index.insert(key, self.instances.len() - 1);
        self.instances.len() - 1
    }

    /// The global a pointer-typed operand of instance `inst` names.
    pub fn resolve(
        &self,
        module: &Module,
        inst: &Instance,
        op: &Operand,
    ) -> Result<usize, GlobalsError> {
        let func = &module.functions[inst.func];
        let Operand::Value(v) = op else {
            return Err(GlobalsError::Internal("a constant used as a buffer"));
        };
        if let Some(k) = pointer_params(func).iter().position(|p| p == v) {
            return inst.args.get(k).copied().ok_or(GlobalsError::Internal(
                "an instance lacks a pointer argument",
            ));
        }
        // A `gpu.shared` of this function: discovery made every one a
        // global before resolving any use.
        self.globals
            .iter()
            .position(|g| match g.key() {
                GlobalKey::Shared(f, id) => f == inst.func && func.insts[id].result == Some(*v),
                GlobalKey::Buffer(_) => false,
            })
            .ok_or_else(|| GlobalsError::Unfollowable {
                value: func.values[*v].name.to_string(),
                func: func.name.to_string(),
            })
    }

    /// Finds every instance and global reachable from instance `root`,
    /// and how each global is used (module docs).
    pub fn discover(
        &mut self,
        module: &Module,
        info: &ModuleInfo,
        root: usize,
    ) -> Result<(), GlobalsError> {
        let mut work = vec![root];
        let mut seen = BTreeSet::new();
        while let Some(i) = work.pop() {
            if !seen.insert(i) {
                continue;
            }
            let inst = self.instances[i].clone();
            let func = &module.functions[inst.func];
            // Every shared array first: a use may come before its
            // `gpu.shared` in block order.
            for (id, ins) in func
                .insts
                .iter()
                .filter(|(_, ins)| ins.op == Opcode::Shared)
            {
                let key = GlobalKey::Shared(inst.func, id);
                if self.global_index(key).is_none() {
                    let (count, elem) = shared_shape(ins)?;
                    let name = format!("s{}", self.globals.len());
                    self.globals.push(G::new_shared(key, name, elem, count));
                }
            }
            for b in func.blocks.handles() {
                for &id in &func.blocks[b].insts {
                    let ins = &func.insts[id];
                    match ins.op {
                        Opcode::BufferStore => {
                            let g = self.resolve(module, &inst, &ins.operands[0])?;
                            self.globals[g].note_write();
                        }
                        op if op.is_atomic() => {
                            let g = self.resolve(module, &inst, &ins.operands[0])?;
                            self.globals[g].note_write();
                            self.globals[g].note_atomic_op();
                        }
                        Opcode::Call | Opcode::CallVoid => {
                            let site = call_site(module, info, inst.func, id, ins)?;
                            let mut args = Vec::new();
                            for (op, _) in site.args.iter().filter(|(_, ptr)| *ptr) {
                                args.push(self.resolve(module, &inst, op)?);
                            }
                            work.push(self.instance(site.callee, args));
                        }
                        _ => {}
                    }
                }
            }
        }
        Ok(())
    }

    /// The shared arrays' natural sizes added up, when over `limit` bytes.
    pub fn shared_bytes_over(&self, module: &Module, limit: u64) -> Option<u64> {
        let mut total = 0u64;
        for g in self
            .globals
            .iter()
            .filter(|g| matches!(g.key(), GlobalKey::Shared(..)))
        {
            let size = crate::layout::elem_layout(module, g.elem()).map_or(0, |l| l.size);
            total = total.saturating_add(size.saturating_mul(g.count()));
        }
        (total > limit).then_some(total)
    }
}
