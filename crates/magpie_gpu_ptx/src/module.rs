//! Module-wide state while one kernel is emitted ([`Cx`]: the instruction
//! lines, register and label counters, shared arrays, the PTX ISA version
//! the instructions need), and the final text: header, shared arrays, the
//! entry with its `.param`s ([`PtxLayout`] order) and `.reg` declarations.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::rc::Rc;

use magpie_gpu::kernel_layout::{PtxLayout, PtxParamKind};
use magpie_gpu::{GpuBackend, Limits};
use magpie_mpir::{Elem, FuncId, InstId, Module, ModuleInfo, Type};

use crate::arch::{self, Feature};
use crate::func::{Fe, Frame};
use crate::regs::{mem_ty, Class, Reg};
use crate::unroll::Counted;
use crate::warp_sync::{narrowed_barriers, Site};
use crate::{Error, Options, PtxKernel, Result};

/// Emitted lines beyond this mean inlining ran away (a call graph whose
/// fan-out multiplies at every level).
const MAX_LINES: usize = 2_000_000;

/// A `gpu.shared<N, T>` array: one per instruction, module scope.
#[derive(Clone, Debug)]
pub(crate) struct SharedArray {
    pub name: String,
    pub size: u64,
    pub align: u64,
}

/// Everything module-wide while emitting one kernel.
pub(crate) struct Cx<'m> {
    pub module: &'m Module,
    pub info: &'m ModuleInfo,
    pub options: &'m Options,
    pub sm: u32,
    pub layout: &'m PtxLayout,
    /// By kernel parameter index: read through `ld.global.nc`.
    pub readonly: Vec<bool>,
    lines: Vec<String>,
    regs: [u32; 6],
    labels: u32,
    frames: u32,
    /// The PTX ISA version the instructions emitted so far need.
    isa: (u32, u32),
    shared: Vec<SharedArray>,
    shared_of: HashMap<(FuncId, InstId), usize>,
    /// Values already computed in the current straight-line stretch
    /// (cleared at every label, so an entry always dominates its uses).
    memo: HashMap<Memo, Reg>,
    /// The kernel's own barriers: the line each is on, and where.
    barriers: Vec<(usize, Site)>,
    /// The kernel's loops emitted unrolled.
    unrolled: Vec<Rc<Counted>>,
}

/// What emitting code changes in a [`Cx`], saved at one point to go back
/// to ([`Cx::rewind`]). A shared array made after the mark is dropped;
/// emitting its instruction again makes it again, under the same name.
pub(crate) struct Mark {
    lines: usize,
    regs: [u32; 6],
    labels: u32,
    frames: u32,
    isa: (u32, u32),
    shared: usize,
    memo: HashMap<Memo, Reg>,
    unrolled: usize,
}

/// A value worth computing once per straight-line stretch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Memo {
    /// A narrow float register widened to f32.
    Widened(Reg),
    /// `zext(index) * stride` in 64 bits.
    Offset(Reg, u64),
    /// A special register (`%tid.x`, `%laneid`, ...).
    Special(&'static str, &'static str),
}

impl<'m> Cx<'m> {
    /// A fresh register of `class`.
    pub fn reg(&mut self, class: Class) -> Reg {
        let c = &mut self.regs[class.index()];
        *c += 1;
        Reg { class, n: *c }
    }

    /// One instruction (without the `;`).
    pub fn ins(&mut self, text: impl Into<String>) {
        let mut t = text.into();
        t.insert(0, '\t');
        t.push(';');
        self.lines.push(t);
    }

    pub fn label(&mut self, name: &str) {
        self.memo.clear();
        self.lines.push(format!("{name}:"));
    }

    pub fn memo(&self, key: Memo) -> Option<Reg> {
        self.memo.get(&key).copied()
    }

    pub fn remember(&mut self, key: Memo, r: Reg) {
        self.memo.insert(key, r);
    }

    pub fn comment(&mut self, text: &str) {
        self.lines.push(format!("\t// {text}"));
    }

    /// A fresh label for code the emitter makes up (stubs, loops).
    pub fn new_label(&mut self, hint: &str) -> String {
        self.labels += 1;
        format!("$L__{hint}{}", self.labels)
    }

    /// A fresh number for an inlined function's labels.
    pub fn new_frame(&mut self) -> u32 {
        self.frames += 1;
        self.frames
    }

    pub fn mark(&self) -> Mark {
        Mark {
            lines: self.lines.len(),
            regs: self.regs,
            labels: self.labels,
            frames: self.frames,
            isa: self.isa,
            shared: self.shared.len(),
            memo: self.memo.clone(),
            unrolled: self.unrolled.len(),
        }
    }

    /// Forgets everything emitted since `m`, as if it never was: the
    /// register, label and frame numbers continue from there.
    pub fn rewind(&mut self, m: Mark) {
        self.lines.truncate(m.lines);
        self.regs = m.regs;
        self.labels = m.labels;
        self.frames = m.frames;
        self.isa = m.isa;
        self.shared.truncate(m.shared);
        self.shared_of.retain(|_, k| *k < m.shared);
        self.memo = m.memo;
        self.barriers.retain(|(line, _)| *line < m.lines);
        self.unrolled.truncate(m.unrolled);
    }

    /// A barrier of the kernel itself, at `site`: `bar.sync` for now;
    /// [`emit_module`] narrows it when [`narrowed_barriers`] allows.
    pub fn kernel_barrier(&mut self, site: Site) {
        self.barriers.push((self.lines.len(), site));
        self.ins("bar.sync 0");
    }

    /// Records that a loop of the kernel itself was emitted unrolled.
    pub fn kernel_unrolled(&mut self, lp: &Rc<Counted>) {
        self.unrolled.push(Rc::clone(lp));
    }

    /// Rewrites the kernel's barriers that only warp 0 needs as
    /// `bar.warp.sync` (every warp syncs itself) when the block is
    /// one-dimensional and made of whole warps, `bar.sync` otherwise (a
    /// condition computed once at the entry; see [`crate::warp_sync`]).
    fn narrow_barriers(&mut self, kernel: FuncId) {
        if self.barriers.is_empty() {
            return;
        }
        let narrowed = narrowed_barriers(self.module, self.info, kernel, &self.unrolled);
        let sites: Vec<usize> = self
            .barriers
            .iter()
            .filter(|(_, site)| narrowed.contains(site))
            .map(|(line, _)| *line)
            .collect();
        if sites.is_empty() {
            return;
        }
        let warps = self.reg(Class::Pred);
        for line in sites {
            self.lines[line] = format!("\t@{warps} bar.warp.sync -1;\n\t@!{warps} bar.sync 0;");
        }
        let [x, y, z, low] = [(); 4].map(|()| self.reg(Class::B32));
        let entry = [
            "\t// narrowed barriers: each warp syncs itself when the block is (32 k, 1, 1)"
                .to_string(),
            format!("\tmov.u32 {x}, %ntid.x;"),
            format!("\tmov.u32 {y}, %ntid.y;"),
            format!("\tmov.u32 {z}, %ntid.z;"),
            format!("\tand.b32 {low}, {x}, 31;"),
            format!("\tsetp.eq.u32 {warps}, {low}, 0;"),
            format!("\tsetp.eq.and.u32 {warps}, {y}, 1, {warps};"),
            format!("\tsetp.eq.and.u32 {warps}, {z}, 1, {warps};"),
        ];
        self.lines.splice(0..0, entry);
        self.barriers.clear();
    }

    /// Instructions emitted since `m` (labels and comments not counted).
    pub fn instructions_since(&self, m: &Mark) -> usize {
        self.lines[m.lines..]
            .iter()
            .filter(|l| l.starts_with('\t') && !l.starts_with("\t//"))
            .count()
    }

    pub fn too_large(&self) -> bool {
        self.lines.len() > MAX_LINES
    }

    /// Records that the code uses `f`; fails when the arch lacks it.
    pub fn need(&mut self, f: Feature) -> Result<()> {
        let (isa, min_sm) = f.needs();
        if self.sm < min_sm {
            return Err(Error::unsupported(format!(
                "{f:?} instructions need sm_{min_sm} or newer; the target is {}",
                self.options.arch
            )));
        }
        self.isa = self.isa.max(isa);
        Ok(())
    }

    /// The module-scope array of a `gpu.shared<N, T>` (one per instruction).
    pub fn shared_array(
        &mut self,
        key: (FuncId, InstId),
        n: u64,
        elem: Elem,
    ) -> Result<(String, usize)> {
        if let Some(&k) = self.shared_of.get(&key) {
            return Ok((self.shared[k].name.clone(), k));
        }
        let l = magpie_gpu::layout::elem_layout(self.module, elem)
            .ok_or_else(|| Error::unsupported("a shared array of a type without a layout"))?;
        let size = l
            .size
            .checked_mul(n)
            .ok_or_else(|| Error::unsupported("a shared array over 2^64 bytes"))?;
        let name = format!("smem{}", self.shared.len());
        self.shared_of.insert(key, self.shared.len());
        self.shared.push(SharedArray {
            name: name.clone(),
            size,
            align: l.align.max(1),
        });
        Ok((name, self.shared.len() - 1))
    }

    /// Raises shared array `k`'s alignment to at least `align` bytes.
    pub fn align_shared(&mut self, k: usize, align: u64) {
        if let Some(s) = self.shared.get_mut(k) {
            s.align = s.align.max(align);
        }
    }
}

pub(crate) fn emit_module(
    module: &Module,
    info: &ModuleInfo,
    kernel: FuncId,
    options: &Options,
    sm: u32,
    layout: &PtxLayout,
    readonly: Vec<bool>,
) -> Result<PtxKernel> {
    let isa = arch::min_isa(&options.arch).ok_or_else(|| Error::invalid("arch without ISA"))?;
    let mut cx = Cx {
        module,
        info,
        options,
        sm,
        layout,
        readonly,
        lines: Vec::new(),
        regs: [0; 6],
        labels: 0,
        frames: 0,
        isa,
        shared: Vec::new(),
        shared_of: HashMap::new(),
        memo: HashMap::new(),
        barriers: Vec::new(),
        unrolled: Vec::new(),
    };
    let frame = Frame::new(module, info, kernel, 0, None);
    let mut fe = Fe {
        cx: &mut cx,
        fr: frame,
    };
    fe.load_kernel_params()?;
    fe.emit_body()?;
    if options.warp_barriers {
        cx.narrow_barriers(kernel);
    }

    let total: u64 = cx.shared.iter().map(|s| s.size).sum();
    let limit = Limits::for_backend(GpuBackend::Ptx).max_shared_bytes;
    if total > u64::from(limit) {
        return Err(Error::shared_memory(total, limit));
    }
    let version = match options.ptx_version {
        None => cx.isa,
        Some(v) if v >= cx.isa => v,
        Some(v) => {
            return Err(Error::unsupported(format!(
                "PTX ISA {}.{} is too old for this kernel on {}: it needs {}.{}",
                v.0, v.1, options.arch, cx.isa.0, cx.isa.1
            )))
        }
    };
    let func = &module.functions[kernel];
    let entry = entry_name(&func.name);
    let text = write_text(&cx, kernel, &entry, version)?;
    let readonly_params = cx
        .readonly
        .iter()
        .enumerate()
        .filter(|(_, r)| **r)
        .map(|(k, _)| k)
        .collect();
    Ok(PtxKernel {
        text,
        entry_point: entry,
        layout: layout.clone(),
        ptx_version: version,
        readonly_params,
        predicates: Vec::new(),
    })
}

/// The kernel's name as a PTX identifier (letters, digits, `_`, `$`; not
/// starting with a digit).
fn entry_name(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if !s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        s.insert(0, '_');
    }
    s
}

/// `.param` name of kernel parameter `k`.
pub(crate) fn param_name(k: usize) -> String {
    format!("param_{k}")
}

/// `.param` name of the element count of buffer parameter `k`.
pub(crate) fn len_name(k: usize) -> String {
    format!("len_{k}")
}

fn write_text(cx: &Cx<'_>, kernel: FuncId, entry: &str, version: (u32, u32)) -> Result<String> {
    let module = cx.module;
    let func = &module.functions[kernel];
    let mut t = String::new();
    let w = |e: std::fmt::Error| Error::invalid(format!("formatting: {e}"));
    writeln!(t, "//\n// Generated by magpie-gpu: kernel @{}", func.name).map_err(w)?;
    writeln!(t, "//\n").map_err(w)?;
    writeln!(t, ".version {}.{}", version.0, version.1).map_err(w)?;
    writeln!(t, ".target {}", cx.options.arch).map_err(w)?;
    writeln!(t, ".address_size 64\n").map_err(w)?;
    for s in &cx.shared {
        writeln!(
            t,
            ".shared .align {} .b8 {}[{}];",
            s.align,
            s.name,
            s.size.max(1)
        )
        .map_err(w)?;
    }
    if !cx.shared.is_empty() {
        writeln!(t).map_err(w)?;
    }
    let params: Vec<String> = cx
        .layout
        .params
        .iter()
        .map(|p| match &p.kind {
            PtxParamKind::Buffer { param, .. } => format!(".param .u64 {}", param_name(*param)),
            PtxParamKind::BufferLen { param } => format!(".param .u32 {}", len_name(*param)),
            PtxParamKind::Value { param, .. } => match func.value_type(func.params[*param]) {
                Type::Scalar(s) => format!(".param .{} {}", mem_ty(s), param_name(*param)),
                _ => format!(
                    ".param .align {} .b8 {}[{}]",
                    p.align,
                    param_name(*param),
                    p.size
                ),
            },
        })
        .collect();
    if params.is_empty() {
        writeln!(t, ".visible .entry {entry}()").map_err(w)?;
    } else {
        writeln!(t, ".visible .entry {entry}(\n\t{}\n)", params.join(",\n\t")).map_err(w)?;
    }
    if let (Some([x, y, z]), true) = (func.workgroup, cx.options.block_limit) {
        writeln!(t, ".maxntid {x}, {y}, {z}").map_err(w)?;
    }
    writeln!(t, "{{").map_err(w)?;
    for class in Class::ALL {
        let n = cx.regs[class.index()];
        if n > 0 {
            writeln!(t, "\t.reg {} {}<{}>;", class.decl(), class.prefix(), n + 1).map_err(w)?;
        }
    }
    writeln!(t).map_err(w)?;
    for l in &cx.lines {
        writeln!(t, "{l}").map_err(w)?;
    }
    writeln!(t, "}}").map_err(w)?;
    Ok(t)
}
