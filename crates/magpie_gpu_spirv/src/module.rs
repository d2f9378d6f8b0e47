//! Module-level pieces: memory model, entry point and execution modes,
//! workgroup-size specialization constants, the storage buffers and the
//! push-constant block (as [`KernelLayout`] says), builtins, and the final
//! capability and extension lists.
//!
//! With [`Options::spec_constant_predicates`], also one boolean
//! specialization constant per distinct predicate that the kernel or a
//! function it calls asks (reachable blocks only), `OpSpecConstantFalse`
//! decorated `SpecId` [`crate::FIRST_PREDICATE_SPEC_ID`] + k in the sorted
//! order of [`magpie_gpu::passes::target_predicate`]; `pred.and/or/not`
//! become module-level `OpSpecConstantOp`s over them
//! ([`crate::ops::predicate`]). Without predicates nothing of this is
//! declared, so such a module is the same words either way.

use std::collections::HashMap;
use std::rc::Rc;

use magpie_gpu::barrier_scope::BarrierScopes;
use magpie_gpu::kernel_layout::{KernelLayout, ParamSlot};
use magpie_gpu::passes::TargetPredicate;
use magpie_gpu::wide::{self, Groups};
use magpie_gpu::Capability;
use magpie_mpir::{
    Elem, FuncId, InstId, Module, ModuleInfo, Opcode, Scalar, StructId, TyArg, Type, Value,
};
use rspirv::binary::Assemble;
use rspirv::dr::{Builder, Operand as SpvOperand};
use rspirv::spirv::{
    AddressingModel, BuiltIn, Capability as SpvCap, Decoration, ExecutionMode, ExecutionModel,
    MemoryModel, StorageClass, Word,
};

use crate::func;
use crate::types::Mem;
use crate::{DenormPreserve, Error, Options, Result};

/// A buffer or shared array a function can address: a global variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BufRef {
    pub var: Word,
    /// A storage buffer (a Block with a runtime array at member 0) rather
    /// than a workgroup array.
    pub storage: bool,
    pub elem: Elem,
    /// A workgroup array inside an explicitly laid-out `Block` (member 0),
    /// as storage buffers are.
    pub block: bool,
    /// A workgroup array of `vecN` elements ([`crate::shared_vectors`]):
    /// N, else 1.
    pub vector: u32,
}

/// A push-constant parameter: its leaves' member indices in the block.
#[derive(Clone, Debug)]
pub(crate) struct PushParam {
    pub param: usize,
    /// `(member index, path, stored scalar)` per leaf.
    pub leaves: Vec<(u32, Vec<u32>, Scalar)>,
}

/// Everything module-wide while emitting one kernel.
pub(crate) struct Ctx<'m> {
    pub b: Builder,
    pub module: &'m Module,
    pub info: &'m ModuleInfo,
    pub options: &'m Options,
    pub spirv: (u8, u8),
    pub caps: Vec<SpvCap>,
    pub exts: Vec<&'static str>,
    pub glsl: Option<Word>,
    pub scalars: HashMap<Scalar, Word>,
    pub consts: HashMap<(Word, u64), Word>,
    pub ssa_structs: HashMap<StructId, Word>,
    pub mem_structs: HashMap<StructId, Word>,
    /// Workgroup forms of structs holding a bf16 ([`Ctx::wg_type`]).
    pub wg_structs: HashMap<StructId, Word>,
    pub void: Word,
    /// Global variables the entry point must list.
    pub interface: Vec<Word>,
    builtins: HashMap<u32, Word>,
    /// The workgroup size spec constants (SpecId 0, 1, 2).
    pub wg: [Word; 3],
    /// By kernel parameter index.
    pub kernel_bufs: Vec<Option<BufRef>>,
    /// The descriptor set and binding of each storage-buffer variable.
    bindings: HashMap<Word, (u32, u32)>,
    /// Vector views of storage buffers and shared arrays
    /// ([`Ctx::vector_view`]), by the variable and the vector's length.
    vector_views: HashMap<(Word, u32), Word>,
    /// Shared arrays are explicitly laid-out blocks
    /// ([`Options::workgroup_explicit_layout`], decided per kernel).
    pub explicit_shared: bool,
    /// Where the next explicitly laid-out shared array starts, in bytes.
    shared_end: u32,
    /// Each explicitly laid-out shared array's offset and length.
    shared_layout: HashMap<Word, (u32, u64)>,
    /// The shared arrays declared as arrays of vectors, with the width
    /// ([`crate::shared_vectors`]).
    pub shared_vectors: HashMap<(FuncId, InstId), u32>,
    /// The vector groups of each function ([`magpie_gpu::wide`]), found
    /// once however often the function is emitted.
    wide_groups: HashMap<FuncId, Rc<Groups>>,
    pub push_var: Option<Word>,
    pub push_params: Vec<PushParam>,
    pub shared: HashMap<(FuncId, InstId), Word>,
    /// Device-function specialisations by callee and buffer arguments.
    pub specs: HashMap<(FuncId, Vec<BufRef>), Word>,
    pub work: Vec<(FuncId, Vec<BufRef>, Word)>,
    /// Which barriers must order device memory as well as shared memory.
    pub barriers: BarrierScopes,
    /// The predicates' specialization constants, and their spec ids in
    /// order ([`Options::spec_constant_predicates`]).
    pub pred_specs: HashMap<TargetPredicate, Word>,
    pub predicates: Vec<(u32, TargetPredicate)>,
    /// `OpSpecConstantOp`s made so far, by opcode and operands.
    pub pred_ops: HashMap<(u32, Vec<Word>), Word>,
    /// Magpie capabilities the emitted code relies on, as
    /// [`Ctx::require`] granted them.
    pub requires: Vec<Capability>,
}

/// What [`emit_module`] made: the words and what a runtime must know.
pub(crate) struct Emitted {
    pub words: Vec<u32>,
    pub predicates: Vec<(u32, TargetPredicate)>,
    /// Sorted, each once.
    pub requires: Vec<Capability>,
}

pub(crate) fn emit_module(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    layout: &KernelLayout,
    options: &Options,
) -> Result<Emitted> {
    let spirv = options.spirv_version();
    let mut b = Builder::new();
    b.set_version(spirv.0, spirv.1);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let void = b.type_void();
    let mut cx = Ctx {
        b,
        module,
        info,
        options,
        spirv,
        caps: vec![SpvCap::Shader],
        exts: Vec::new(),
        glsl: None,
        scalars: HashMap::new(),
        consts: HashMap::new(),
        ssa_structs: HashMap::new(),
        mem_structs: HashMap::new(),
        wg_structs: HashMap::new(),
        void,
        interface: Vec::new(),
        builtins: HashMap::new(),
        wg: [0; 3],
        kernel_bufs: Vec::new(),
        bindings: HashMap::new(),
        vector_views: HashMap::new(),
        explicit_shared: false,
        shared_end: 0,
        shared_layout: HashMap::new(),
        shared_vectors: HashMap::new(),
        wide_groups: HashMap::new(),
        push_var: None,
        push_params: Vec::new(),
        shared: HashMap::new(),
        specs: HashMap::new(),
        work: Vec::new(),
        barriers: BarrierScopes::for_kernel(module, info, kernel),
        pred_specs: HashMap::new(),
        predicates: Vec::new(),
        pred_ops: HashMap::new(),
        requires: Vec::new(),
    };
    if spirv < (1, 3) {
        cx.need_ext("SPV_KHR_storage_buffer_storage_class");
    }
    let func = &module.functions[kernel];
    cx.declare_workgroup_size(func.workgroup_size())?;
    if options.spec_constant_predicates {
        cx.declare_predicates(kernel)?;
    }
    cx.declare_params(kernel, layout)?;
    cx.explicit_shared =
        options.workgroup_explicit_layout && spirv >= (1, 4) && cx.explicit_shared_pays();
    if !cx.explicit_shared {
        cx.shared_vectors = cx.find_shared_vectors();
    }

    let fn_id = cx.b.id();
    func::emit_function(&mut cx, kernel, &[], fn_id, true)?;
    while let Some((f, bufs, id)) = cx.work.pop() {
        func::emit_function(&mut cx, f, &bufs, id, false)?;
    }

    if spirv >= (1, 6) {
        // LocalSizeId takes the spec constants directly (maintenance4 is core
        // in Vulkan 1.3).
        let wg = cx.wg;
        cx.b.execution_mode_id(fn_id, ExecutionMode::LocalSizeId, wg);
    } else {
        let u32t = cx.ty_scalar(Scalar::U32)?;
        let v3 = cx.b.type_vector(u32t, 3);
        let wg = cx.wg;
        let comp = cx.b.spec_constant_composite(v3, wg);
        cx.decorate(comp, Decoration::BuiltIn, &[BuiltIn::WorkgroupSize as u32]);
    }
    cx.denorm_modes(fn_id);
    let interface = cx.interface.clone();
    cx.b.entry_point(
        ExecutionModel::GLCompute,
        fn_id,
        func.name.clone(),
        interface,
    );
    for cap in cx.caps.clone() {
        cx.b.capability(cap);
    }
    for ext in cx.exts.clone() {
        cx.b.extension(ext);
    }
    cx.drop_needless_aliasing();
    cx.mark_read_only(kernel);
    let mut requires = std::mem::take(&mut cx.requires);
    requires.sort();
    Ok(Emitted {
        predicates: std::mem::take(&mut cx.predicates),
        requires,
        words: cx.b.module().assemble(),
    })
}

/// The functions `kernel` calls, itself included, directly or not (through
/// calls in reachable blocks).
fn reached_functions(module: &Module, info: &ModuleInfo, kernel: FuncId) -> Vec<FuncId> {
    let mut seen = vec![kernel];
    let mut work = vec![kernel];
    while let Some(f) = work.pop() {
        let func = &module.functions[f];
        let finfo = info.function(f);
        for &b in &finfo.rpo {
            for &i in &func.blocks[b].insts {
                if let Some(Some(callee)) = finfo.callee.get(i.index()) {
                    if !seen.contains(callee) {
                        seen.push(*callee);
                        work.push(*callee);
                    }
                }
            }
        }
    }
    seen
}

impl Ctx<'_> {
    /// `OpExecutionMode %main DenormPreserve W` for each float width the
    /// module uses and the device can preserve subnormals of
    /// ([`Options::denorm_preserve`]).
    fn denorm_modes(&mut self, entry: Word) {
        self.float_modes(
            entry,
            self.options.denorm_preserve,
            SpvCap::DenormPreserve,
            ExecutionMode::DenormPreserve,
        );
        self.float_modes(
            entry,
            self.options.signed_zero_inf_nan_preserve,
            SpvCap::SignedZeroInfNanPreserve,
            ExecutionMode::SignedZeroInfNanPreserve,
        );
    }

    /// `OpExecutionMode %main MODE W` for each float width the module uses
    /// that `allowed` lists (SPV_KHR_float_controls, core in SPIR-V 1.4).
    fn float_modes(&mut self, entry: Word, dp: DenormPreserve, cap: SpvCap, mode: ExecutionMode) {
        let widths: Vec<u32> = [
            (Scalar::F16, dp.f16),
            (Scalar::F32, dp.f32),
            (Scalar::F64, dp.f64),
        ]
        .into_iter()
        .filter(|(s, on)| *on && self.scalars.contains_key(s))
        .map(|(s, _)| s.bits())
        .collect();
        if widths.is_empty() {
            return;
        }
        self.need(cap);
        if self.spirv < (1, 4) {
            self.need_ext("SPV_KHR_float_controls");
        }
        for w in widths {
            self.b.execution_mode(entry, mode, [w]);
        }
    }

    fn declare_workgroup_size(&mut self, size: [u32; 3]) -> Result<()> {
        let u32t = self.ty_scalar(Scalar::U32)?;
        for (d, n) in size.iter().enumerate() {
            let id = self.b.spec_constant_bit32(u32t, *n);
            self.decorate(
                id,
                Decoration::SpecId,
                &[KernelLayout::WORKGROUP_SPEC_IDS[d]],
            );
            self.wg[d] = id;
        }
        Ok(())
    }

    /// One `OpSpecConstantFalse` per distinct predicate the emitted code
    /// asks, with spec ids from [`crate::FIRST_PREDICATE_SPEC_ID`] in the
    /// predicates' sorted order (module docs).
    fn declare_predicates(&mut self, kernel: FuncId) -> Result<()> {
        let mut preds: Vec<TargetPredicate> = Vec::new();
        for f in reached_functions(self.module, self.info, kernel) {
            let func = &self.module.functions[f];
            for &b in &self.info.function(f).rpo {
                for &i in &func.blocks[b].insts {
                    let inst = &func.insts[i];
                    if matches!(inst.op, Opcode::TargetIs | Opcode::TargetHas) {
                        preds.extend(TargetPredicate::of(inst));
                    }
                }
            }
        }
        preds.sort();
        preds.dedup();
        if preds.is_empty() {
            return Ok(());
        }
        let bool_t = self.ty_scalar(Scalar::Bool)?;
        for (k, pred) in preds.into_iter().enumerate() {
            let spec_id = u32::try_from(k)
                .ok()
                .and_then(|k| k.checked_add(crate::FIRST_PREDICATE_SPEC_ID))
                .ok_or_else(|| Error::unsupported("more predicates than spec ids"))?;
            // false by default: a predicate the pipeline does not
            // specialise takes the portable side
            let id = self.b.spec_constant_false(bool_t);
            self.decorate(id, Decoration::SpecId, &[spec_id]);
            self.pred_specs.insert(pred.clone(), id);
            self.predicates.push((spec_id, pred));
        }
        Ok(())
    }

    /// A global the entry point uses: listed in its interface (SPIR-V 1.4+
    /// lists every global; earlier versions only Input/Output).
    pub(crate) fn global(&mut self, var: Word, class: StorageClass) {
        if self.spirv >= (1, 4) || matches!(class, StorageClass::Input | StorageClass::Output) {
            self.interface.push(var);
        }
    }

    fn declare_params(&mut self, kernel: FuncId, layout: &KernelLayout) -> Result<()> {
        let func = &self.module.functions[kernel];
        self.kernel_bufs = vec![None; func.params.len()];
        let mut members = Vec::new();
        let mut offsets = Vec::new();
        for (k, slot) in layout.params.iter().enumerate() {
            let p = func.params[k];
            match slot {
                ParamSlot::Buffer {
                    set,
                    binding,
                    elem_stride,
                } => {
                    let Type::Buffer(elem) = func.value_type(p) else {
                        return Err(Error::invalid("layout and parameter disagree"));
                    };
                    let var = self.storage_buffer(elem, *elem_stride)?;
                    self.decorate(var, Decoration::DescriptorSet, &[*set]);
                    self.decorate(var, Decoration::Binding, &[*binding]);
                    self.bindings.insert(var, (*set, *binding));
                    self.kernel_bufs[k] = Some(BufRef {
                        var,
                        storage: true,
                        elem,
                        block: true,
                        vector: 1,
                    });
                }
                ParamSlot::Push { leaves, .. } => {
                    let mut pp = PushParam {
                        param: k,
                        leaves: Vec::new(),
                    };
                    for leaf in leaves {
                        let stored = self.mem_scalar(leaf.ty, Mem::Push)?;
                        let t = self.ty_scalar(stored)?;
                        pp.leaves
                            .push((members.len() as u32, leaf.path.clone(), stored));
                        members.push(t);
                        offsets.push(leaf.offset);
                    }
                    self.push_params.push(pp);
                }
            }
        }
        if !members.is_empty() {
            let fresh = self.b.id();
            let block = self.b.type_struct_id(Some(fresh), members);
            self.decorate(block, Decoration::Block, &[]);
            for (m, off) in offsets.iter().enumerate() {
                self.b.member_decorate(
                    block,
                    m as u32,
                    Decoration::Offset,
                    [SpvOperand::LiteralBit32(*off)],
                );
            }
            let pt = self.ptr(StorageClass::PushConstant, block);
            let var = self.global_variable(pt, StorageClass::PushConstant);
            self.global(var, StorageClass::PushConstant);
            self.push_var = Some(var);
        }
        Ok(())
    }

    /// `struct { T data[]; }` decorated Block, in StorageBuffer.
    fn storage_buffer(&mut self, elem: Elem, stride: u32) -> Result<Word> {
        let t = self.mem_type(elem.as_type())?;
        self.block_variable(t, None, stride, 0, StorageClass::StorageBuffer)
    }

    /// A `vecN<s>` view of the storage buffer or explicitly laid-out shared
    /// array `var`, made on first use: a storage buffer's is one more
    /// variable at the same descriptor set and binding (both then decorated
    /// `Aliased`, as they reach the same memory, until
    /// [`Ctx::drop_needless_aliasing`] sees which the functions use), a
    /// shared array's one more
    /// `Block` at the same offset of workgroup memory. `None` for a
    /// variable that is neither a kernel parameter's nor laid out, or a
    /// shared array shorter than one vector.
    pub(crate) fn vector_view(&mut self, var: Word, s: Scalar, n: u32) -> Result<Option<Word>> {
        if let Some(&v) = self.vector_views.get(&(var, n)) {
            return Ok(Some(v));
        }
        let st = self.ty_scalar(s)?;
        let vt = self.b.type_vector(st, n);
        let view = if let Some(&(set, binding)) = self.bindings.get(&var) {
            let view =
                self.block_variable(vt, None, n * s.size(), 0, StorageClass::StorageBuffer)?;
            self.decorate(view, Decoration::DescriptorSet, &[set]);
            self.decorate(view, Decoration::Binding, &[binding]);
            self.decorate(view, Decoration::Aliased, &[]);
            if !self.vector_views.keys().any(|&(v, _)| v == var) {
                self.decorate(var, Decoration::Aliased, &[]);
            }
            view
        } else if let Some(&(offset, len)) = self.shared_layout.get(&var) {
            let len = len / u64::from(n);
            if len == 0 {
                return Ok(None);
            }
            self.block_variable(vt, Some(len), n * s.size(), offset, StorageClass::Workgroup)?
        } else {
            return Ok(None);
        };
        self.vector_views.insert((var, n), view);
        Ok(Some(view))
    }

    /// Removes `Aliased` from the variables of each storage buffer with
    /// vector views where the functions reach that buffer's memory through
    /// only one of them (the buffer accessed only as `vec4`, say): nothing
    /// else reaches that memory, so the driver may keep its no-alias
    /// assumptions.
    fn drop_needless_aliasing(&mut self) {
        let mut groups: HashMap<Word, Vec<Word>> = HashMap::new();
        for (&(var, _), &view) in &self.vector_views {
            if self.bindings.contains_key(&var) {
                groups.entry(var).or_insert_with(|| vec![var]).push(view);
            }
        }
        if groups.is_empty() {
            return;
        }
        let module = self.b.module_mut();
        let mut used = std::collections::HashSet::new();
        for f in &module.functions {
            for block in &f.blocks {
                for inst in &block.instructions {
                    for op in &inst.operands {
                        if let SpvOperand::IdRef(id) = op {
                            used.insert(*id);
                        }
                    }
                }
            }
        }
        let lone: std::collections::HashSet<Word> = groups
            .into_values()
            .filter(|vars| vars.iter().filter(|v| used.contains(v)).count() <= 1)
            .flatten()
            .collect();
        module.annotations.retain(|inst| {
            let aliased = inst.class.opcode == rspirv::spirv::Op::Decorate
                && matches!(
                    inst.operands.as_slice(),
                    [SpvOperand::IdRef(id), SpvOperand::Decoration(Decoration::Aliased)]
                        if lone.contains(id)
                );
            !aliased
        });
    }

    /// `NonWritable` on each storage buffer of the kernel that nothing
    /// writes while it runs ([`magpie_gpu::buffer_writes`], under
    /// [`Options::noalias`]), and on its vector views.
    fn mark_read_only(&mut self, kernel: FuncId) {
        let readonly = magpie_gpu::buffer_writes::readonly_params(
            self.module,
            self.info,
            kernel,
            self.options.noalias,
        );
        let vars: Vec<Word> = self
            .kernel_bufs
            .iter()
            .zip(&readonly)
            .filter_map(|(b, &ro)| match b {
                Some(b) if ro && b.storage => Some(b.var),
                _ => None,
            })
            .collect();
        for var in vars {
            let mut marked: Vec<Word> = self
                .vector_views
                .iter()
                .filter(|((v, _), _)| *v == var)
                .map(|(_, &view)| view)
                .collect();
            marked.push(var);
            for w in marked {
                self.decorate(w, Decoration::NonWritable, &[]);
            }
        }
    }

    /// A variable of `struct { t data[len]; }` (a runtime array without
    /// `len`) decorated `Block`, its member at `offset`, elements `stride`
    /// bytes apart; fresh types, as their decorations are their own.
    fn block_variable(
        &mut self,
        t: Word,
        len: Option<u64>,
        stride: u32,
        offset: u32,
        class: StorageClass,
    ) -> Result<Word> {
        let fresh = self.b.id();
        let arr = match len {
            Some(n) => {
                let n = u32::try_from(n)
                    .map_err(|_| Error::unsupported("a shared array over 2^32 elements"))?;
                let len = self.c_u32(n)?;
                self.b.type_array_id(Some(fresh), t, len)
            }
            None => self.b.type_runtime_array_id(Some(fresh), t),
        };
        self.decorate(arr, Decoration::ArrayStride, &[stride]);
        let fresh = self.b.id();
        let block = self.b.type_struct_id(Some(fresh), [arr]);
        self.decorate(block, Decoration::Block, &[]);
        self.b.member_decorate(
            block,
            0,
            Decoration::Offset,
            [SpvOperand::LiteralBit32(offset)],
        );
        let pt = self.ptr(class, block);
        let var = self.global_variable(pt, class);
        self.global(var, class);
        if class == StorageClass::Workgroup {
            // Explicitly laid-out workgroup blocks all share one memory;
            // more than one must each be `Aliased`.
            self.decorate(var, Decoration::Aliased, &[]);
        }
        Ok(var)
    }

    /// A module-scope `OpVariable`, even while a function is being built
    /// (the builder would put it in the current block).
    fn global_variable(&mut self, pt: Word, class: StorageClass) -> Word {
        let id = self.b.id();
        let inst = rspirv::dr::Instruction::new(
            rspirv::spirv::Op::Variable,
            Some(pt),
            Some(id),
            vec![SpvOperand::StorageClass(class)],
        );
        self.b.module_mut().types_global_values.push(inst);
        id
    }

    /// An Input builtin variable of type `u32` or `uvec3`.
    pub(crate) fn builtin(&mut self, bi: BuiltIn, vec3: bool) -> Result<Word> {
        if let Some(&v) = self.builtins.get(&(bi as u32)) {
            return Ok(v);
        }
        let u32t = self.ty_scalar(Scalar::U32)?;
        let t = if vec3 {
            self.b.type_vector(u32t, 3)
        } else {
            u32t
        };
        let pt = self.ptr(StorageClass::Input, t);
        let var = self.global_variable(pt, StorageClass::Input);
        self.decorate(var, Decoration::BuiltIn, &[bi as u32]);
        self.global(var, StorageClass::Input);
        self.builtins.insert(bi as u32, var);
        Ok(var)
    }

    /// The workgroup array of a `gpu.shared<N, T>` (one per instruction).
    pub(crate) fn shared_array(
        &mut self,
        key: (FuncId, InstId),
        n: u64,
        elem: Elem,
    ) -> Result<Word> {
        if let Some(&v) = self.shared.get(&key) {
            return Ok(v);
        }
        if self.explicit_shared {
            let Elem::Scalar(s) = elem else {
                return Err(Error::invalid("a laid-out shared array of structs"));
            };
            let t = self.ty_scalar(s)?;
            let offset = self.shared_end.next_multiple_of(16);
            let end = u64::from(offset) + n * u64::from(s.size());
            self.shared_end = u32::try_from(end)
                .map_err(|_| Error::unsupported("shared arrays over 4 GiB in all"))?;
            let var = self.block_variable(t, Some(n), s.size(), offset, StorageClass::Workgroup)?;
            self.need(SpvCap::WorkgroupMemoryExplicitLayoutKHR);
            self.need_ext("SPV_KHR_workgroup_memory_explicit_layout");
            self.shared_layout.insert(var, (offset, n));
            self.shared.insert(key, var);
            return Ok(var);
        }
        let (t, n) = match (self.shared_vectors.get(&key), elem) {
            (Some(&v), Elem::Scalar(s)) => {
                let st = self.ty_scalar(s)?;
                (self.b.type_vector(st, v), n / u64::from(v))
            }
            _ => (self.wg_type(elem.as_type())?, n),
        };
        let n = u32::try_from(n)
            .map_err(|_| Error::unsupported("a shared array over 2^32 elements"))?;
        let len = self.c_u32(n)?;
        let arr = self.b.type_array(t, len);
        let pt = self.ptr(StorageClass::Workgroup, arr);
        let var = self.global_variable(pt, StorageClass::Workgroup);
        self.global(var, StorageClass::Workgroup);
        self.shared.insert(key, var);
        Ok(var)
    }
}

impl Ctx<'_> {
    /// The vector groups of `fid` ([`magpie_gpu::wide::find`], once).
    pub(crate) fn wide_groups(&mut self, fid: FuncId) -> Rc<Groups> {
        let (module, info) = (self.module, self.info);
        self.wide_groups
            .entry(fid)
            .or_insert_with(|| Rc::new(wide::find(&module.functions[fid], info.function(fid))))
            .clone()
    }

    /// Whether laying shared arrays out explicitly gains a vector access:
    /// some function has a group on a shared array, and every shared array
    /// of the module holds 4- or 8-byte scalars (no `bool`, narrow or
    /// struct elements, which would need more capabilities).
    fn explicit_shared_pays(&mut self) -> bool {
        let module = self.module;
        let mut any_group = false;
        for (fid, func) in module.functions.iter() {
            let shared: Vec<Value> = func
                .insts
                .values()
                .filter(|i| i.op == Opcode::Shared)
                .filter_map(|i| i.result)
                .collect();
            if shared.is_empty() {
                continue;
            }
            let fits = func
                .insts
                .values()
                .filter(|i| i.op == Opcode::Shared)
                .all(|i| {
                    matches!(i.ty_args.get(1), Some(TyArg::Type(Type::Scalar(s)))
                    if *s != Scalar::Bool && matches!(s.size(), 4 | 8))
                });
            if !fits {
                return false;
            }
            any_group |= self
                .wide_groups(fid)
                .groups
                .iter()
                .any(|g| g.buffer(func).is_some_and(|v| shared.contains(&v)));
        }
        any_group
    }
}
