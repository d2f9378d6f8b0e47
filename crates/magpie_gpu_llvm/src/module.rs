//! Module-wide state while one kernel is written ([`Cx`]: the body, the
//! struct type names, the shared arrays, the hidden parameters), the
//! kernel's parameter list ([`PtxLayout`] order), and the final text.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use magpie_gpu::kernel_layout::{ptx_layout, PtxLayout, PtxParamKind};
use magpie_gpu::Capability;
use magpie_mpir::{
    Elem, FuncId, Function, InstId, Module, ModuleInfo, Scalar, StructId, StructKind, Type,
};

use crate::body::Body;
use crate::func::{BufRef, Fe, Frame, Space};
use crate::text::{global_name, ident, mem_scalar_ty, scalar_ty};
use crate::triple::Triple;
use crate::{Error, ErrorKind, LlvmKernel, Result, WriteOptions};

/// A `gpu.shared<N, T>` array: one per instruction, module scope.
#[derive(Clone, Debug)]
pub(crate) struct SharedArray {
    /// The global's name (`@__shared_K`).
    pub name: String,
    /// `[N x T]`
    pub ty: String,
    pub bytes: u64,
}

/// Everything module-wide while writing one kernel.
pub(crate) struct Cx<'m> {
    pub module: &'m Module,
    pub info: &'m ModuleInfo,
    pub triple: &'m Triple,
    pub options: &'m WriteOptions,
    pub body: Body,
    /// The LLVM name of each struct type, by struct index.
    structs: Vec<String>,
    pub shared: Vec<SharedArray>,
    shared_of: HashMap<(FuncId, InstId), usize>,
    frames: u32,
    /// By kernel parameter index: the hidden length parameter of a buffer.
    pub len_args: Vec<Option<String>>,
}

impl<'m> Cx<'m> {
    fn new(
        module: &'m Module,
        info: &'m ModuleInfo,
        triple: &'m Triple,
        options: &'m WriteOptions,
        params: usize,
    ) -> Cx<'m> {
        let mut taken = HashSet::new();
        let structs = module
            .structs
            .iter()
            .map(|(h, s)| {
                let mut name = format!("%struct.{}", ident(&s.name));
                if !taken.insert(name.clone()) {
                    name = format!("%struct.{}.{}", ident(&s.name), h.index());
                    taken.insert(name.clone());
                }
                name
            })
            .collect();
        Cx {
            module,
            info,
            triple,
            options,
            body: Body::default(),
            structs,
            shared: Vec::new(),
            shared_of: HashMap::new(),
            frames: 0,
            len_args: vec![None; params],
        }
    }

    /// A fresh number for an inlined function's labels.
    pub fn new_frame(&mut self) -> u32 {
        self.frames += 1;
        self.frames
    }

    pub fn has(&self, cap: Capability) -> bool {
        self.options.capabilities.contains(&cap)
    }

    /// Fails with [`ErrorKind::MissingCapability`] when the device lacks `cap`.
    pub fn require(&self, cap: Capability, what: &str) -> Result<()> {
        if self.has(cap) {
            Ok(())
        } else {
            Err(Error::missing(cap, what))
        }
    }

    /// Checks that the device has what a value of type `s` needs.
    pub fn check_scalar(&self, s: Scalar) -> Result<()> {
        match s {
            Scalar::I64 | Scalar::U64 => self.require(Capability::Int64, "a 64-bit integer type"),
            Scalar::F64 => self.require(Capability::Float64, "the f64 type"),
            Scalar::F16 => self.require(Capability::F16Arithmetic, "the f16 type"),
            Scalar::Bf16 => self.require(Capability::Bf16, "the bf16 type"),
            _ => Ok(()),
        }
    }

    /// Checks every scalar of `ty` (a struct's leaves).
    pub fn check_type(&self, ty: Type) -> Result<()> {
        for (_, _, s) in self.leaves(ty)? {
            self.check_scalar(s)?;
        }
        Ok(())
    }

    /// The register type of a value of type `ty`.
    pub fn llty(&self, ty: Type) -> Result<String> {
        match ty {
            Type::Scalar(s) => Ok(scalar_ty(s).to_string()),
            Type::Struct(id) => self.struct_ty(id),
            other => Err(Error::unsupported(format!("a value of type {other:?}"))),
        }
    }

    /// The memory type of a `ty` element (`bool` a byte).
    pub fn mem_ty(&self, ty: Type) -> Result<String> {
        match ty {
            Type::Scalar(s) => Ok(mem_scalar_ty(s).to_string()),
            Type::Struct(id) => self.struct_ty(id),
            other => Err(Error::unsupported(format!("an element of type {other:?}"))),
        }
    }

    pub fn elem_ty(&self, e: Elem) -> Result<String> {
        self.mem_ty(e.as_type())
    }

    fn struct_ty(&self, id: StructId) -> Result<String> {
        let def = self
            .module
            .structs
            .get(id)
            .ok_or_else(|| Error::invalid("a struct handle outside the module"))?;
        if def.kind != StructKind::Value {
            return Err(Error::unsupported(format!(
                "the heap struct {} in a kernel",
                def.name
            )));
        }
        Ok(self.structs[id.index()].clone())
    }

    /// Natural size and alignment of a `ty` element.
    pub fn size_align(&self, ty: Type) -> Result<(u64, u64)> {
        magpie_gpu::layout::type_layout(self.module, ty)
            .map(|l| (l.size, l.align))
            .ok_or_else(|| Error::unsupported(format!("a {ty:?} has no memory layout")))
    }

    /// `(field path, byte offset, scalar)` of every leaf of `ty`, depth
    /// first, at natural offsets.
    pub fn leaves(&self, ty: Type) -> Result<Vec<(Vec<u32>, u64, Scalar)>> {
        let mut out = Vec::new();
        collect_leaves(self.module, ty, 0, &mut Vec::new(), &mut out, 0)
            .ok_or_else(|| Error::unsupported(format!("a {ty:?} has no memory layout")))?;
        Ok(out)
    }

    /// The shared array of `gpu.shared<n, elem>` instruction `key`: its
    /// global's name (one per instruction, whichever inlined copy asks).
    pub fn shared_array(&mut self, key: (FuncId, InstId), n: u64, elem: Elem) -> Result<String> {
        if let Some(&k) = self.shared_of.get(&key) {
            return Ok(self.shared[k].name.clone());
        }
        let (size, _) = self.size_align(elem.as_type())?;
        let limit = self.options.max_shared_bytes;
        let total = self.shared.iter().map(|s| s.bytes).sum::<u64>();
        let bytes = size.checked_mul(n);
        let over = bytes
            .and_then(|b| b.checked_add(total))
            .is_none_or(|t| t > limit);
        if over {
            let bytes = bytes.map_or(u64::MAX, |b| b.saturating_add(total));
            return Err(Error {
                kind: ErrorKind::SharedMemory { bytes, limit },
                message: format!(
                    "the kernel declares {bytes} bytes of shared memory; a workgroup may have {limit} bytes"
                ),
                span: Default::default(),
                help: None,
            });
        }
        let k = self.shared.len();
        let name = format!("@__shared_{k}");
        let ty = format!("[{n} x {}]", self.elem_ty(elem)?);
        self.shared.push(SharedArray {
            name: name.clone(),
            ty,
            bytes: bytes.unwrap_or(0),
        });
        self.shared_of.insert(key, k);
        Ok(name)
    }
}

fn collect_leaves(
    module: &Module,
    ty: Type,
    base: u64,
    path: &mut Vec<u32>,
    out: &mut Vec<(Vec<u32>, u64, Scalar)>,
    depth: usize,
) -> Option<()> {
    match ty {
        Type::Scalar(s) => {
            out.push((path.clone(), base, s));
            Some(())
        }
        Type::Struct(id) if depth < 64 => {
            let l = magpie_gpu::layout::struct_layout(module, id)?;
            for (k, f) in module.structs.get(id)?.fields.iter().enumerate() {
                path.push(k as u32);
                collect_leaves(module, f.ty, base + l.offsets[k], path, out, depth + 1)?;
                path.pop();
            }
            Some(())
        }
        _ => None,
    }
}

/// Parameter names: the MPIR names (made LLVM-safe), unique, and never a
/// name of another kind (`entry`, a kernel block label).
fn param_names(f: &Function, labels: &[String]) -> Vec<String> {
    let mut taken: HashSet<String> = labels.iter().cloned().collect();
    taken.insert("entry".to_string());
    f.params
        .iter()
        .enumerate()
        .map(|(k, &p)| {
            let base = ident(&f.values[p].name);
            let mut name = base.clone();
            if taken.contains(&name) {
                name = format!("{base}_{k}");
            }
            while taken.contains(&name) {
                name.push('_');
            }
            taken.insert(name.clone());
            name
        })
        .collect()
}

pub(crate) fn write(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    triple: &Triple,
    options: &WriteOptions,
) -> Result<LlvmKernel> {
    let f = module
        .functions
        .get(kernel)
        .ok_or_else(|| Error::invalid("the kernel handle is not in the module"))?;
    if !f.is_kernel() {
        return Err(Error::unsupported(format!(
            "@{} returns a value: only kernels (returning unit) have an entry point",
            f.name
        )));
    }
    let layout = ptx_layout(module, kernel).map_err(Error::unsupported)?;
    let readonly =
        magpie_gpu::buffer_writes::readonly_params(module, info, kernel, options.noalias);
    let mut cx = Cx::new(module, info, triple, options, f.params.len());
    let mut frame = Frame::new(module, info, kernel, 0, None);
    let names = param_names(f, &frame.labels);
    let params = kernel_params(&mut cx, &mut frame, f, &layout, &names, &readonly)?;
    let [x, y, z] = f.workgroup_size();
    let declared = x.saturating_mul(y).saturating_mul(z);
    if declared == 0 || declared > options.max_block {
        return Err(Error::unsupported(format!(
            "@{}: a workgroup of {declared} work-items (the device takes 1 to {})",
            f.name, options.max_block
        ))
        .at(f.spans.workgroup));
    }
    let max_block = if options.block_limit {
        declared
    } else {
        options.max_block
    };
    let entry_block = f
        .entry()
        .ok_or_else(|| Error::invalid("a kernel without blocks"))?;
    let first = frame.labels[entry_block.index()].clone();
    let mut fe = Fe {
        cx: &mut cx,
        fr: frame,
    };
    fe.emit_body()?;
    // Arrays no instruction addresses are left out (llc would drop them).
    let used: Vec<SharedArray> = cx
        .shared
        .iter()
        .filter(|a| cx.body.lines.iter().any(|l| mentions(l, &a.name)))
        .cloned()
        .collect();
    cx.shared = used;
    let text = assemble(&cx, f, &params, &first, max_block);
    Ok(LlvmKernel {
        text,
        entry_point: f.name.clone(),
        layout,
        shared_bytes: cx.shared.iter().map(|s| s.bytes).sum(),
        readonly_params: readonly
            .iter()
            .enumerate()
            .filter(|(_, &r)| r)
            .map(|(k, _)| k)
            .collect(),
        max_block,
    })
}

/// Whether `line` names the global `name` (not one whose name extends it).
fn mentions(line: &str, name: &str) -> bool {
    line.match_indices(name).any(|(at, _)| {
        !line[at + name.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// The parameter list in [`PtxLayout`] order, binding each kernel
/// parameter in the kernel's frame.
fn kernel_params(
    cx: &mut Cx<'_>,
    frame: &mut Frame<'_>,
    f: &Function,
    layout: &PtxLayout,
    names: &[String],
    readonly: &[bool],
) -> Result<Vec<String>> {
    let global = cx.triple.ptr_ty(Space::Global);
    let mut out = Vec::with_capacity(layout.params.len());
    for p in &layout.params {
        match &p.kind {
            PtxParamKind::Buffer { param, .. } => {
                let v = f.params[*param];
                let Type::Buffer(elem) = f.value_type(v) else {
                    return Err(Error::invalid("a buffer slot for a non-buffer parameter"));
                };
                cx.check_type(elem.as_type())?;
                let name = format!("%{}", names[*param]);
                let mut attrs = String::new();
                if cx.options.noalias {
                    attrs.push_str(" noalias");
                }
                if readonly[*param] {
                    attrs.push_str(" readonly");
                }
                out.push(format!("{global}{attrs} {name}"));
                frame.bufs[v.index()] = Some(BufRef {
                    space: Space::Global,
                    ptr: name,
                    elem,
                    param: Some(*param),
                });
            }
            PtxParamKind::Value { param, .. } => {
                let v = f.params[*param];
                let ty = f.value_type(v);
                cx.check_type(ty)?;
                let name = format!("%{}", names[*param]);
                let val = if ty == Type::BOOL {
                    out.push(format!("i8 {name}"));
                    cx.body.entry_def(
                        &format!("param.{}", *param),
                        &format!("icmp ne i8 {name}, 0"),
                    )
                } else {
                    out.push(format!("{} {name}", cx.mem_ty(ty)?));
                    name
                };
                frame.vals[v.index()] = Some(val);
            }
            PtxParamKind::BufferLen { param } => {
                let name = format!("%{}.len", names[*param]);
                out.push(format!("i32 {name}"));
                cx.len_args[*param] = Some(name);
            }
        }
    }
    Ok(out)
}

/// The module text.
fn assemble(cx: &Cx<'_>, f: &Function, params: &[String], first: &str, max_block: u32) -> String {
    let t = cx.triple;
    let mut s = String::new();
    let _ = writeln!(s, "; magpie-gpu: kernel @{} for {}", f.name, t.triple());
    let _ = writeln!(s, "target datalayout = \"{}\"", t.datalayout());
    let _ = writeln!(s, "target triple = \"{}\"", t.triple());
    let mut any = false;
    for (h, def) in cx.module.structs.iter() {
        if def.kind != StructKind::Value {
            continue;
        }
        if !any {
            s.push('\n');
            any = true;
        }
        let fields: Vec<String> = def
            .fields
            .iter()
            .map(|fl| cx.mem_ty(fl.ty).unwrap_or_else(|_| "i8".to_string()))
            .collect();
        let _ = writeln!(
            s,
            "{} = type {{ {} }}",
            cx.structs[h.index()],
            fields.join(", ")
        );
    }
    if !cx.shared.is_empty() {
        s.push('\n');
    }
    for a in &cx.shared {
        let _ = writeln!(
            s,
            "{} = internal addrspace({}) global {} undef, align 16",
            a.name,
            t.addrspace(Space::Shared),
            a.ty
        );
    }
    let cc = match t.kernel_cc() {
        "" => String::new(),
        cc => format!("{cc} "),
    };
    let kernel = global_name(&f.name);
    let _ = writeln!(s, "\ndefine {cc}void {kernel}({}) #0 {{", params.join(", "));
    s.push_str("entry:\n");
    for l in &cx.body.entry {
        s.push_str(l);
        s.push('\n');
    }
    let _ = writeln!(s, "  br label %{first}");
    for l in &cx.body.lines {
        s.push_str(l);
        s.push('\n');
    }
    s.push_str("}\n");
    if !cx.body.decls.is_empty() {
        s.push('\n');
    }
    for d in &cx.body.decls {
        s.push_str(d);
        s.push('\n');
    }
    let _ = writeln!(
        s,
        "\nattributes #0 = {{ {} }}",
        t.kernel_attributes(max_block).join(" ")
    );
    s.push('\n');
    for line in t.metadata(&kernel) {
        s.push_str(&line);
        s.push('\n');
    }
    s
}
