//! The module: which functions are printed (instances), which arrays
//! exist (buffers and threadgroup arrays: globals), and the text around
//! the functions (structs, the parameter block, the context, the `kernel`
//! function).
//!
//! Invariants:
//! - a buffer or shared pointer is always known statically: a buffer
//!   parameter of the kernel, a `gpu.shared` of some function, or a
//!   parameter of a device function, which is instantiated once per
//!   combination of globals it receives ([`Instance`]); any other pointer
//!   is refused (MPG_CORE_1200);
//! - a `gpu.shared` is one threadgroup array however many instances its
//!   function has, declared in the `kernel` function (MSL allows
//!   `threadgroup` variables nowhere else) and reached through `mp`;
//! - how a global is declared (plain, `const`, atomic) is settled for the
//!   whole module before any function is printed;
//! - every type the text will use is checked before any text is made, so
//!   a kernel Metal cannot run (f64, bf16 without `bfloat`, …) is refused
//!   with nothing emitted.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use magpie_gpu::passes::{target_predicate, TargetPredicate};
use magpie_gpu::text_backend::globals::{Globals, GlobalsError, ModuleGlobal};
use magpie_gpu::Capability;
use magpie_mpir::{Elem, FuncId, Module, ModuleInfo, Operand, Scalar, Type};

use crate::names;
use crate::{BufferAccess, Error, MslKernel, MslLayout, MslSlot, Options, Result};

pub(crate) use magpie_gpu::text_backend::globals::{pointer_params, GlobalKey, Instance};

#[derive(Clone, Debug)]
pub(crate) struct Global {
    pub key: GlobalKey,
    pub name: String,
    pub elem: Elem,
    /// An atomic op touches it: declared atomic, every access atomic.
    pub atomic: bool,
    pub written: bool,
    /// Shared arrays: their element count.
    pub count: u64,
}

impl ModuleGlobal for Global {
    fn new_shared(key: GlobalKey, name: String, elem: Elem, count: u64) -> Self {
        Global {
            key,
            name,
            elem,
            atomic: false,
            written: false,
            count,
        }
    }
    fn key(&self) -> GlobalKey {
        self.key
    }
    fn elem(&self) -> Elem {
        self.elem
    }
    fn count(&self) -> u64 {
        self.count
    }
    fn note_write(&mut self) {
        self.written = true;
    }
    fn note_atomic_op(&mut self) {
        self.atomic = true;
    }
}

/// A [`GlobalsError`] as this backend reports it.
pub(crate) fn globals_error(e: GlobalsError) -> Error {
    match e {
        GlobalsError::Internal(msg) => Error::internal(msg),
        GlobalsError::Unfollowable { value, func } => Error::unsupported(format!(
            "`%{value}` in `@{func}` is a pointer this backend cannot follow yet: only buffer parameters and `gpu.shared` arrays can be addressed"
        )),
    }
}

/// What the whole module knows while functions are printed.
pub(crate) struct ModuleCx<'a> {
    pub module: &'a Module,
    pub info: &'a ModuleInfo,
    pub options: &'a Options,
    /// The instances and globals ([`Globals`]).
    pub arrays: Globals<Global>,
    /// Helper functions by name, with their text, in first-use order.
    pub helpers: Vec<(String, String)>,
    pub requires: BTreeSet<Capability>,
    pub uses_subgroup_builtins: bool,
    /// The predicates kept as function constants, constant K at K
    /// (empty unless [`Options::function_constant_predicates`]).
    pub function_constants: Vec<TargetPredicate>,
}

impl<'a> ModuleCx<'a> {
    /// The global a pointer-typed operand of instance `inst` names.
    pub fn resolve(&self, inst: &Instance, op: &Operand) -> Result<usize> {
        self.arrays
            .resolve(self.module, inst, op)
            .map_err(globals_error)
    }

    /// The index of the instance of `func` with `args`, made if new.
    pub fn instance(&mut self, func: FuncId, args: Vec<usize>) -> usize {
        self.arrays.instance(func, args)
    }

    /// Adds helper `name` with `text` once.
    pub fn helper(&mut self, name: &str, text: impl FnOnce() -> String) {
        if !self.helpers.iter().any(|(n, _)| n == name) {
            let t = text();
            self.helpers.push((name.to_string(), t));
        }
    }

    /// Fails unless the device has `cap`, and records that the text needs it.
    pub fn need(&mut self, cap: Capability, what: &str) -> Result<()> {
        if !self.options.has(cap) {
            return Err(Error::missing(cap, what));
        }
        self.requires.insert(cap);
        Ok(())
    }

    /// Checks that a value of `s` can be held on this device.
    pub fn need_scalar(&mut self, s: Scalar) -> Result<()> {
        match s {
            Scalar::F16 => self.need(Capability::F16Arithmetic, "an f16 value"),
            Scalar::F64 => Err(Error::unsupported(
                "f64: Metal has no double-precision type",
            )),
            Scalar::I64 | Scalar::U64 => self.need(Capability::Int64, "a 64-bit integer"),
            Scalar::Bf16 => {
                self.need(Capability::Bf16, "a bf16 value")?;
                if self.options.language_version < (3, 1) {
                    return Err(Error::unsupported(format!(
                        "bf16: `bfloat` needs MSL 3.1 (target `metal3.1` or newer); this target is MSL {}.{}",
                        self.options.language_version.0, self.options.language_version.1
                    )));
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    pub fn need_type(&mut self, ty: Type) -> Result<()> {
        match ty {
            Type::Scalar(s) => self.need_scalar(s),
            Type::Struct(id) => {
                let fields: Vec<Type> = self
                    .module
                    .structs
                    .get(id)
                    .map(|d| d.fields.iter().map(|f| f.ty).collect())
                    .unwrap_or_default();
                for t in fields {
                    self.need_type(t)?;
                }
                Ok(())
            }
            Type::Buffer(e) => self.need_type(e.as_type()),
            _ => Ok(()),
        }
    }
}

/// Prints the module of `kernel`.
pub(crate) fn emit_module(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    options: &Options,
) -> Result<MslKernel> {
    let kfunc = &module.functions[kernel];
    let mut cx = ModuleCx {
        module,
        info,
        options,
        arrays: Globals::default(),
        helpers: Vec::new(),
        requires: BTreeSet::new(),
        uses_subgroup_builtins: false,
        function_constants: if options.function_constant_predicates {
            target_predicate::module_predicates(module)
        } else {
            Vec::new()
        },
    };
    let mut nbuf = 0u32;
    for &p in &kfunc.params {
        if let Type::Buffer(elem) = kfunc.values[p].ty {
            cx.arrays.globals.push(Global {
                key: GlobalKey::Buffer(nbuf),
                name: format!("b{nbuf}"),
                elem,
                atomic: false,
                written: false,
                count: 0,
            });
            nbuf += 1;
        }
    }
    let limit = magpie_gpu::Limits::for_backend(magpie_gpu::GpuBackend::Msl).max_storage_buffers;
    if nbuf >= limit {
        return Err(Error::unsupported(format!(
            "`@{}` has {nbuf} buffer parameters; Metal's argument table has {limit} entries, one of them for the parameter block",
            kfunc.name
        )));
    }
    let root = cx.instance(kernel, (0..cx.arrays.globals.len()).collect());
    cx.arrays
        .discover(module, info, root)
        .map_err(globals_error)?;
    atomics(&mut cx)?;
    // Every type, before any text (module docs).
    for i in 0..cx.arrays.instances.len() {
        let f = &module.functions[cx.arrays.instances[i].func];
        for (_, v) in f.values.iter() {
            cx.need_type(v.ty)?;
        }
    }
    let readonly = magpie_gpu::buffer_writes::readonly_params(module, info, kernel, true);
    // Functions, callees first (instances were found callers first).
    let mut bodies = Vec::new();
    let mut prototypes = String::new();
    for i in (0..cx.arrays.instances.len()).rev() {
        let (proto, body) = crate::func::emit_instance(&mut cx, i, i == root)?;
        prototypes.push_str(&proto);
        bodies.push(body);
    }
    let entry_point = names::entry_name(&kfunc.name);
    let (layout, params_struct) = layout(&cx, kernel, &readonly)?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// magpie-gpu MSL for @{}. Compile with fast math off (MTLCompileOptions.mathMode = .safe).",
        kfunc.name
    );
    out.push_str("#include <metal_stdlib>\nusing namespace metal;\n\n");
    for (k, pred) in cx.function_constants.iter().enumerate() {
        let _ = writeln!(
            out,
            "constant bool {} [[function_constant({k})]];  // {pred}",
            names::function_constant(k)
        );
    }
    if !cx.function_constants.is_empty() {
        out.push('\n');
    }
    structs(&cx, &mut out)?;
    out.push_str(&params_struct);
    context(&cx, &layout, &mut out)?;
    for (_, h) in &cx.helpers {
        out.push_str(h);
        out.push('\n');
    }
    out.push_str(&prototypes);
    out.push('\n');
    for b in bodies {
        out.push_str(&b);
        out.push('\n');
    }
    entry(&cx, &layout, &entry_point, root, &mut out)?;
    Ok(MslKernel {
        text: out,
        entry_point,
        layout,
        workgroup: kfunc.workgroup_size(),
        requires: cx.requires.iter().copied().collect(),
        predicates: Vec::new(),
        function_constants: cx.function_constants,
    })
}

/// Every atomic global's type exists here, with `atomics_f32` for f32.
fn atomics(cx: &mut ModuleCx<'_>) -> Result<()> {
    for g in cx.arrays.globals.clone() {
        if g.atomic {
            atomic_ty(g.elem)?;
            if g.elem == Elem::Scalar(Scalar::F32) {
                cx.need(Capability::AtomicsF32, "an f32 atomic")?;
            }
        }
    }
    Ok(())
}

/// The MSL atomic type of an array of `elem` touched by atomic ops:
/// `atomic_int`, `atomic_uint`, `atomic_float` (MSL 3.0, `atomics_f32`).
pub(crate) fn atomic_ty(elem: Elem) -> Result<&'static str> {
    match elem {
        Elem::Scalar(Scalar::I32) => Ok("atomic_int"),
        Elem::Scalar(Scalar::U32) => Ok("atomic_uint"),
        Elem::Scalar(Scalar::F32) => Ok("atomic_float"),
        Elem::Scalar(s) => Err(Error::unsupported(format!(
            "atomic operations on {} (this backend has atomics of i32, u32 and f32)",
            s.name()
        ))),
        Elem::Struct(_) => Err(Error::unsupported("atomic operations on a struct")),
    }
}

/// The MSL element type of a global, as declared (atomic or not).
pub(crate) fn global_elem_ty(g: &Global) -> Result<String> {
    if g.atomic {
        return Ok(atomic_ty(g.elem)?.to_string());
    }
    names::value_ty(g.elem.as_type())
}

/// Struct definitions, in declaration order (a field's struct comes first
/// because the verifier forbids forward cycles and definitions are sorted
/// by index).
fn structs(cx: &ModuleCx<'_>, out: &mut String) -> Result<()> {
    for (id, def) in cx.module.structs.iter() {
        let _ = writeln!(out, "struct {} {{", names::struct_name(id.index()));
        for (k, f) in def.fields.iter().enumerate() {
            let _ = writeln!(
                out,
                "  {} {};",
                names::value_ty(f.ty)?,
                names::field_name(k)
            );
        }
        out.push_str("};\n\n");
    }
    Ok(())
}

/// The MSL type of a parameter-block member holding `ty` (bool as uint).
fn member_ty(ty: Type) -> Result<String> {
    match ty {
        Type::Scalar(Scalar::Bool) => Ok("uint".into()),
        t => names::value_ty(t),
    }
}

/// The [`MslLayout`] and the text of `MpParams`.
/// Metal takes threadgroup memory lengths in multiples of 16 bytes.
const THREADGROUP_GRAIN: u64 = 16;

fn layout(cx: &ModuleCx<'_>, kernel: FuncId, readonly: &[bool]) -> Result<(MslLayout, String)> {
    let kfunc = &cx.module.functions[kernel];
    let block = crate::param_block::param_block(cx.module, kernel)?;
    let mut params = Vec::new();
    let mut members = String::new();
    for (k, (place, &p)) in block.places.iter().zip(&kfunc.params).enumerate() {
        match place {
            crate::ParamPlace::Buffer { index, elem } => {
                let g = &cx.arrays.globals[*index as usize];
                let access = if g.atomic {
                    BufferAccess::Atomic
                } else if g.written || !readonly.get(k).copied().unwrap_or(false) {
                    BufferAccess::ReadWrite
                } else {
                    BufferAccess::Read
                };
                params.push(MslSlot::Buffer {
                    index: *index,
                    elem: *elem,
                    access,
                });
            }
            crate::ParamPlace::Constant { offset, .. } => {
                let name = format!("u{k}");
                let _ = writeln!(members, "  {} {name};", member_ty(kfunc.values[p].ty)?);
                params.push(MslSlot::Constant {
                    name,
                    offset: *offset,
                });
            }
        }
    }
    let mut threadgroup = Vec::new();
    for g in &cx.arrays.globals {
        if matches!(g.key, GlobalKey::Shared(..)) {
            let elem = magpie_gpu::layout::elem_layout(cx.module, g.elem)
                .ok_or_else(|| Error::internal("a threadgroup array without a layout"))?;
            let bytes = elem.size.saturating_mul(g.count);
            threadgroup.push(bytes.div_ceil(THREADGROUP_GRAIN).max(1) * THREADGROUP_GRAIN);
        }
    }
    let limit =
        u64::from(magpie_gpu::Limits::for_backend(magpie_gpu::GpuBackend::Msl).max_shared_bytes);
    let total: u64 = threadgroup.iter().sum();
    if total > limit {
        return Err(Error::with_code(
            magpie_diag::codes::MPG_MSL_2001,
            format!(
                "`@{}` uses {total} bytes of threadgroup memory (each array rounded up to \
                 {THREADGROUP_GRAIN} bytes); Metal allows {limit}",
                kfunc.name
            ),
        ));
    }
    for b in 0..block.lengths.len() {
        let _ = writeln!(members, "  uint len{b};");
    }
    let nbuf = u32::try_from(block.lengths.len())
        .map_err(|_| Error::internal("more buffers than a u32 counts"))?;
    let constants = (block.size > 0).then_some((nbuf, block.size));
    let text = if constants.is_some() {
        format!("struct MpParams {{\n{members}}};\n\n")
    } else {
        String::new()
    };
    Ok((
        MslLayout {
            params,
            constants,
            lengths: block.lengths,
            threadgroup,
            simdgroup_builtins: cx.uses_subgroup_builtins,
        },
        text,
    ))
}

/// `MpCtx`: what every function reaches through `mp`.
fn context(cx: &ModuleCx<'_>, layout: &MslLayout, out: &mut String) -> Result<()> {
    out.push_str("struct MpCtx {\n  uint3 lid;\n  uint3 wid;\n  uint3 size;\n  uint3 nwg;\n  uint3 gid;\n  uint sg_size;\n  uint sg_lane;\n");
    if layout.constants.is_some() {
        out.push_str("  constant MpParams* params;\n");
    }
    for g in &cx.arrays.globals {
        let ty = global_elem_ty(g)?;
        let space = match g.key {
            GlobalKey::Buffer(_) => match layout.params.iter().find_map(|s| match s {
                MslSlot::Buffer { index, access, .. } if g.key == GlobalKey::Buffer(*index) => {
                    Some(*access)
                }
                _ => None,
            }) {
                Some(BufferAccess::Read) => "const device",
                _ => "device",
            },
            GlobalKey::Shared(..) => "threadgroup",
        };
        let _ = writeln!(out, "  {space} {ty}* {};", g.name);
    }
    out.push_str("};\n\n");
    Ok(())
}

/// The `kernel` function: the buffers, the parameter block, the
/// threadgroup arrays (`[[threadgroup(k)]]`, their lengths set at dispatch
/// from [`MslLayout::threadgroup`]), the thread-position attributes; it
/// fills `mp` and runs the kernel's body (instance `root`).
fn entry(
    cx: &ModuleCx<'_>,
    layout: &MslLayout,
    name: &str,
    root: usize,
    out: &mut String,
) -> Result<()> {
    let mut args = Vec::new();
    for s in &layout.params {
        if let MslSlot::Buffer { index, access, .. } = s {
            let g = &cx.arrays.globals[*index as usize];
            let ty = global_elem_ty(g)?;
            let space = if *access == BufferAccess::Read {
                "const device"
            } else {
                "device"
            };
            args.push(format!("{space} {ty}* {} [[buffer({index})]]", g.name));
        }
    }
    if let Some((index, _)) = layout.constants {
        args.push(format!("constant MpParams& params [[buffer({index})]]"));
    }
    let mut tg = 0u32;
    for g in &cx.arrays.globals {
        if matches!(g.key, GlobalKey::Shared(..)) {
            let ty = global_elem_ty(g)?;
            args.push(format!(
                "threadgroup {ty}* {} [[threadgroup({tg})]]",
                g.name
            ));
            tg += 1;
        }
    }
    args.push("uint3 lid [[thread_position_in_threadgroup]]".into());
    args.push("uint3 wid [[threadgroup_position_in_grid]]".into());
    args.push("uint3 size [[threads_per_threadgroup]]".into());
    args.push("uint3 nwg [[threadgroups_per_grid]]".into());
    if cx.uses_subgroup_builtins {
        args.push("uint sg_size [[threads_per_simdgroup]]".into());
        args.push("uint sg_lane [[thread_index_in_simdgroup]]".into());
    }
    let _ = writeln!(out, "kernel void {name}(\n    {}) {{", args.join(",\n    "));
    out.push_str("  MpCtx mp;\n  mp.lid = lid;\n  mp.wid = wid;\n  mp.size = size;\n  mp.nwg = nwg;\n  mp.gid = wid * size + lid;\n");
    if cx.uses_subgroup_builtins {
        out.push_str("  mp.sg_size = sg_size;\n  mp.sg_lane = sg_lane;\n");
    } else {
        out.push_str("  mp.sg_size = 0u;\n  mp.sg_lane = 0u;\n");
    }
    if layout.constants.is_some() {
        out.push_str("  mp.params = &params;\n");
    }
    for g in &cx.arrays.globals {
        let _ = writeln!(out, "  mp.{0} = {0};", g.name);
    }
    let _ = writeln!(out, "  fn_{root}(mp);\n}}");
    Ok(())
}
