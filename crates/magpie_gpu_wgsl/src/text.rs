//! The module: which functions are printed (instances), which arrays exist
//! at module scope (globals), and the text around the functions
//! (`enable`s, structs, bindings, the uniform block, the entry point).
//!
//! Invariants:
//! - a buffer or shared pointer is always known statically: a buffer
//!   parameter of the kernel, a `gpu.shared` of some function, or a
//!   parameter of a device function, which is instantiated once per
//!   combination of globals it receives ([`Instance`]). Validation refuses
//!   every other pointer (MPG_WGSL_1002);
//! - a `gpu.shared` is one workgroup array however many instances its
//!   function has (as in CUDA, where a `__shared__` in a device function is
//!   one allocation per block);
//! - how a global is declared (plain, atomic, packed) is settled for the
//!   whole module before any function is printed, since it decides how
//!   every access is written.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use magpie_gpu::barrier_scope::BarrierScopes;
use magpie_gpu::text_backend::globals::{Globals, GlobalsError, ModuleGlobal};
use magpie_gpu::wgsl_layout::{self, WgslLayout, WgslSlot, WORKGROUP_OVERRIDES};
use magpie_gpu::Capability;
use magpie_mpir::{Elem, FuncId, Module, ModuleInfo, Operand, Scalar, Type};

use crate::names::{self, ZERO};
use crate::{BufferAccess, Error, Options, Result, WgslKernel};

pub(crate) use magpie_gpu::text_backend::globals::{pointer_params, GlobalKey, Instance};

#[derive(Clone, Debug)]
pub(crate) struct Global {
    pub key: GlobalKey,
    pub name: String,
    pub elem: Elem,
    /// Elements narrower than 4 bytes in `u32` words (storage buffers only).
    pub packed: bool,
    /// Declared as an array of `atomic<…>`: an atomic op touches it, or it
    /// is packed and written.
    pub atomic: bool,
    /// Touched by an atomic op (its element must be `i32`/`u32`).
    pub atomic_op: bool,
    pub written: bool,
    /// Shared arrays: their element count.
    pub count: u64,
    /// Packed buffers: the uniform member holding their element count.
    pub len_member: Option<String>,
}

impl ModuleGlobal for Global {
    fn new_shared(key: GlobalKey, name: String, elem: Elem, count: u64) -> Self {
        Global {
            key,
            name,
            elem,
            packed: false,
            atomic: false,
            atomic_op: false,
            written: false,
            count,
            len_member: None,
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
        self.atomic_op = true;
    }
}

/// A [`GlobalsError`] as this backend reports it.
pub(crate) fn globals_error(e: GlobalsError) -> Error {
    match e {
        GlobalsError::Internal(msg) => Error::internal(msg),
        GlobalsError::Unfollowable { value, func } => Error::with_code(
            magpie_diag::codes::MPG_WGSL_1002,
            format!(
                "`%{value}` in `@{func}` is a pointer WGSL cannot follow: only buffer parameters and `gpu.shared` arrays can be addressed"
            ),
        ),
    }
}

/// What the whole module knows while functions are printed.
pub(crate) struct ModuleCx<'a> {
    pub module: &'a Module,
    pub info: &'a ModuleInfo,
    pub options: &'a Options,
    /// The instances and globals ([`Globals`]).
    pub arrays: Globals<Global>,
    /// Helper functions by name, with their text.
    pub helpers: Vec<(String, String)>,
    pub requires: BTreeSet<Capability>,
    pub uses_subgroup_builtins: bool,
    /// Which barriers must also order device memory (`storageBarrier`).
    pub barriers: BarrierScopes,
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

    /// Fails unless the adapter has `cap`, and records that the text needs it.
    pub fn need(&mut self, cap: Capability, what: &str) -> Result<()> {
        if !self.options.has(cap) {
            return Err(Error::missing(cap, what));
        }
        self.requires.insert(cap);
        Ok(())
    }

    /// Checks that `s` can be held on this adapter.
    pub fn need_scalar(&mut self, s: Scalar) -> Result<()> {
        match s {
            Scalar::F16 => self.need(Capability::F16Arithmetic, "an f16 value"),
            Scalar::F64 => self.need(Capability::Float64, "an f64 value"),
            Scalar::I64 | Scalar::U64 => self.need(Capability::Int64, "a 64-bit integer"),
            Scalar::Bf16 => Err(Error::with_code(
                magpie_diag::codes::MPG_WGSL_1003,
                "bf16 has no WGSL type",
            )),
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
            _ => Ok(()),
        }
    }
}

/// Prints the module of `kernel`.
pub(crate) fn emit_module(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    layout: &WgslLayout,
    options: &Options,
) -> Result<WgslKernel> {
    let kfunc = &module.functions[kernel];
    let mut cx = ModuleCx {
        module,
        info,
        options,
        arrays: Globals::default(),
        helpers: Vec::new(),
        requires: BTreeSet::new(),
        uses_subgroup_builtins: false,
        barriers: BarrierScopes::for_kernel(module, info, kernel),
    };
    // Buffers, in binding order.
    for (k, &p) in kfunc.params.iter().enumerate() {
        if let (
            Type::Buffer(elem),
            Some(WgslSlot::Buffer {
                binding, packed, ..
            }),
        ) = (kfunc.values[p].ty, layout.params.get(k))
        {
            cx.arrays.globals.push(Global {
                key: GlobalKey::Buffer(*binding),
                name: format!("b{binding}"),
                elem,
                packed: *packed,
                atomic: false,
                atomic_op: false,
                written: false,
                count: 0,
                len_member: packed.then(|| format!("len{binding}")),
            });
        }
    }
    let buffer_globals: Vec<usize> = (0..cx.arrays.globals.len()).collect();
    let root = cx.instance(kernel, buffer_globals);
    cx.arrays
        .discover(module, info, root)
        .map_err(globals_error)?;
    for g in &mut cx.arrays.globals {
        g.atomic = g.atomic_op || (g.packed && g.written);
    }
    for g in cx.arrays.globals.clone() {
        cx.need_type(g.elem.as_type())?;
    }
    check_shared(&cx, kfunc)?;
    // Functions, callees first (instances were found callers first).
    let mut bodies = Vec::new();
    for i in (0..cx.arrays.instances.len()).rev() {
        let text = crate::func::emit_instance(&mut cx, i, i == root, layout)?;
        bodies.push(text);
    }
    let entry_point = names::entry_name(&kfunc.name);
    // Declarations first: they settle what the header must enable.
    let mut decls = String::new();
    declarations(&mut cx, &mut decls, layout)?;
    let mut out = String::new();
    header(&mut cx, &mut out, kfunc)?;
    out.push_str(&decls);
    for (_, h) in &cx.helpers {
        out.push_str(h);
        out.push('\n');
    }
    for b in bodies {
        out.push_str(&b);
        out.push('\n');
    }
    let out = out.replace(crate::func::ENTRY_PLACEHOLDER, &entry_point);
    let buffers = cx
        .arrays
        .globals
        .iter()
        .filter(|g| matches!(g.key, GlobalKey::Buffer(_)))
        .map(|g| {
            if g.written || g.atomic {
                BufferAccess::ReadWrite
            } else {
                BufferAccess::Read
            }
        })
        .collect();
    Ok(WgslKernel {
        text: out,
        entry_point,
        layout: layout.clone(),
        buffers,
        workgroup: kfunc.workgroup_size(),
        requires: cx.requires.iter().copied().collect(),
        predicates: Vec::new(),
    })
}

/// The workgroup arrays' natural sizes added up must fit WebGPU's 16 KiB
/// (MPG_WGSL_2001, as validation reports for a `wgsl` target).
fn check_shared(cx: &ModuleCx<'_>, kfunc: &magpie_mpir::Function) -> Result<()> {
    let limit =
        u64::from(magpie_gpu::Limits::for_backend(magpie_gpu::GpuBackend::Wgsl).max_shared_bytes);
    if let Some(total) = cx.arrays.shared_bytes_over(cx.module, limit) {
        return Err(Error::with_code(
            magpie_diag::codes::MPG_WGSL_2001,
            format!(
                "`@{}` uses {total} bytes of shared memory; WebGPU guarantees {limit}",
                kfunc.name
            ),
        ));
    }
    Ok(())
}

/// `enable`s and the override constants.
fn header(cx: &mut ModuleCx<'_>, out: &mut String, kfunc: &magpie_mpir::Function) -> Result<()> {
    let _ = writeln!(
        out,
        "// magpie-gpu WGSL for @{}. f64, i64 and u64 are naga extensions (SHADER_F64, SHADER_INT64), not standard WGSL.",
        kfunc.name
    );
    if cx.requires.contains(&Capability::F16Arithmetic) {
        out.push_str("enable f16;\n");
    }
    // Subgroup builtins are a naga extension (its WGSL front end does not
    // take `enable subgroups;` yet): no directive.
    let wg = kfunc.workgroup_size();
    for (name, v) in WORKGROUP_OVERRIDES.iter().zip(wg) {
        let _ = writeln!(out, "override {name}: u32 = {v}u;");
    }
    let _ = writeln!(out, "var<private> {ZERO}: u32;");
    out.push_str("var<private> mp_gid: vec3<u32>;\nvar<private> mp_lid: vec3<u32>;\nvar<private> mp_wid: vec3<u32>;\nvar<private> mp_nwg: vec3<u32>;\n");
    if cx.uses_subgroup_builtins {
        out.push_str("var<private> mp_sg_size: u32;\nvar<private> mp_sg_lane: u32;\n");
    }
    Ok(())
}

/// Structs, the uniform block, buffers and shared arrays.
fn declarations(cx: &mut ModuleCx<'_>, out: &mut String, layout: &WgslLayout) -> Result<()> {
    for (id, def) in cx.module.structs.iter() {
        if def.kind != magpie_mpir::StructKind::Value {
            continue;
        }
        let _ = writeln!(out, "struct {} {{", names::struct_name(id.index()));
        for (k, f) in def.fields.iter().enumerate() {
            let ty = match names::value_ty(f.ty) {
                Ok(t) => t,
                // A struct no kernel value uses may hold what WGSL lacks.
                Err(_) => "u32".to_string(),
            };
            let _ = writeln!(out, "  {}: {ty},", names::field_name(k));
        }
        out.push_str("}\n");
    }
    if let Some(binding) = layout.uniform_binding {
        out.push_str("struct Params {\n");
        let mut cursor = 0u32;
        let mut members: Vec<(u32, String, String)> = Vec::new();
        for (k, leaf) in layout.leaves().enumerate() {
            members.push((
                leaf.offset,
                format!("u{k}"),
                uniform_ty(leaf.ty)?.to_string(),
            ));
        }
        members.push((layout.zero_offset, "zero".to_string(), "u32".to_string()));
        members.push((
            layout.grid_offset,
            "grid_fold".to_string(),
            "u32".to_string(),
        ));
        members.push((
            layout.grid_offset + 4,
            "grid_x".to_string(),
            "u32".to_string(),
        ));
        for p in &layout.params {
            if let WgslSlot::Buffer {
                binding: b,
                len_offset: Some(off),
                ..
            } = p
            {
                members.push((*off, format!("len{b}"), "u32".to_string()));
            }
        }
        members.sort_by_key(|m| m.0);
        for (i, (off, name, ty)) in members.iter().enumerate() {
            if *off < cursor {
                return Err(Error::internal("uniform members overlap"));
            }
            let size = match members.get(i + 1) {
                Some(next) => next.0 - off,
                None => layout.uniform_size - off,
            };
            let _ = writeln!(out, "  @size({size}) {name}: {ty},");
            cursor = off + size;
        }
        out.push_str("}\n");
        let _ = writeln!(
            out,
            "@group({}) @binding({binding}) var<uniform> params: Params;",
            wgsl_layout::BIND_GROUP
        );
    }
    let globals = cx.arrays.globals.clone();
    for g in &globals {
        let elem = element_ty(cx, g)?;
        match g.key {
            GlobalKey::Buffer(b) => {
                let access = if g.written || g.atomic {
                    "read_write"
                } else {
                    "read"
                };
                let _ = writeln!(
                    out,
                    "@group({}) @binding({b}) var<storage, {access}> {}: array<{elem}>;",
                    wgsl_layout::BIND_GROUP,
                    g.name
                );
            }
            GlobalKey::Shared(..) => {
                let _ = writeln!(
                    out,
                    "var<workgroup> {}: array<{elem}, {}>;",
                    g.name, g.count
                );
            }
        }
    }
    Ok(())
}

/// The WGSL type of a uniform member holding a leaf of type `s`.
fn uniform_ty(s: Scalar) -> Result<&'static str> {
    Ok(match s {
        Scalar::Bool | Scalar::U8 | Scalar::U16 | Scalar::F16 => "u32",
        Scalar::I8 | Scalar::I16 => "i32",
        other => names::scalar_ty(other)?,
    })
}

/// The element type a global is declared with.
fn element_ty(cx: &mut ModuleCx<'_>, g: &Global) -> Result<String> {
    let base = if g.packed {
        "u32".to_string()
    } else {
        cx.need_type(g.elem.as_type())?;
        names::value_ty(g.elem.as_type())?
    };
    if !g.atomic {
        return Ok(base);
    }
    match (g.packed, g.elem) {
        (true, _) => Ok("atomic<u32>".to_string()),
        (false, Elem::Scalar(Scalar::I32 | Scalar::U32)) => Ok(format!("atomic<{base}>")),
        (false, Elem::Scalar(s)) => Err(Error::unsupported(format!(
            "atomic operations on {} (WGSL has atomics of i32 and u32 only)",
            s.name()
        ))),
        (false, Elem::Struct(_)) => Err(Error::unsupported("atomic operations on a struct")),
    }
}

/// How elements of the narrow type `s` sit in a packed buffer's `u32`
/// words: (log2 of the elements per word, bits per element); `None` for
/// types of 4 bytes or more.
pub(crate) fn packed_shape(s: Scalar) -> Option<(u32, u32)> {
    match s.size() {
        1 => Some((2, 8)),
        2 => Some((1, 16)),
        _ => None,
    }
}
