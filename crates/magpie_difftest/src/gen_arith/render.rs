//! Rendering an arithmetic [`Program`] as kernel text with its arguments.
//!
//! Parameters, in order: one input buffer per type that is loaded
//! (`%in_T`, first-use order), then one output buffer per stored type
//! (`%out_T`, [`values::NUMERIC`] order). Each store follows the node it
//! stores, so values are short-lived, as in real kernels.

use std::collections::BTreeSet;
use std::fmt::Write;

use magpie_mpir::Scalar;

use super::{Op, Operand, Program, LANES};
use crate::generated::{
    header, needs_of, BufferParam, Generated, Param, Program as AnyProgram, FILL,
};
use crate::values;

/// The type a node of type `ty` is stored as.
fn stored_type(ty: Scalar) -> Scalar {
    if ty == Scalar::Bool {
        Scalar::U32
    } else {
        ty
    }
}

fn operand_text(o: &Operand) -> String {
    match *o {
        Operand::Node(n) => format!("%v{n}"),
        Operand::Const { ty, bits, style } => {
            format!("const.{} {}", ty.name(), values::literal(ty, bits, style))
        }
    }
}

/// (output type, a count or slot) pairs.
type Slots = Vec<(Scalar, u32)>;

/// Where each store goes (output type, slot within the work-item's run),
/// and each output type's slot count.
fn store_slots(p: &Program) -> (Slots, Slots) {
    let mut counts: Vec<(Scalar, u32)> = Vec::new();
    let mut slots = Vec::new();
    for &n in &p.stores {
        let ty = p.nodes.get(n).map_or(Scalar::U32, |x| stored_type(x.ty));
        let k = counts
            .iter()
            .position(|(t, _)| *t == ty)
            .unwrap_or_else(|| {
                counts.push((ty, 0));
                counts.len() - 1
            });
        slots.push((ty, counts[k].1));
        counts[k].1 += 1;
    }
    counts.sort_by_key(|(t, _)| values::NUMERIC.iter().position(|x| x == t));
    (slots, counts)
}

fn used_inputs(p: &Program) -> Vec<usize> {
    let mut used = Vec::new();
    for n in &p.nodes {
        if let Op::Load { input, .. } = n.op {
            if !used.contains(&input) {
                used.push(input);
            }
        }
    }
    used
}

fn node_text(p: &Program, n: usize, out: &mut String) {
    let Some(node) = p.nodes.get(n) else { return };
    let t = node.ty.name();
    let _ = match &node.op {
        Op::Load { input, slot } => {
            let ity = p.inputs.get(*input).map_or("u32", |i| i.ty.name());
            writeln!(
                out,
                "    %x{n}: u32 = i.add {{ lhs=%ib_{ity}, rhs=const.u32 {slot} }}\n    %v{n}: {t} = gpu.buffer_load<{t}> {{ buf=%in_{ity}, idx=%x{n} }}"
            )
        }
        Op::Binary { op, lhs, rhs } => writeln!(
            out,
            "    %v{n}: {t} = {op} {{ lhs={}, rhs={} }}",
            operand_text(lhs),
            operand_text(rhs)
        ),
        Op::Unary { op, v } => writeln!(out, "    %v{n}: {t} = {op} {{ v={} }}", operand_text(v)),
        Op::Fma { a, b, c } => writeln!(
            out,
            "    %v{n}: {t} = math.fma {{ a={}, b={}, c={} }}",
            operand_text(a),
            operand_text(b),
            operand_text(c)
        ),
        Op::Cast { from, v } => writeln!(
            out,
            "    %v{n}: {t} = cast<{}, {t}> {{ v={} }}",
            from.name(),
            operand_text(v)
        ),
    };
}

fn store_text(p: &Program, k: usize, n: usize, (ty, slot): (Scalar, u32), out: &mut String) {
    let o = ty.name();
    let mut v = format!("%v{n}");
    if p.nodes.get(n).is_some_and(|x| x.ty == Scalar::Bool) {
        let _ = writeln!(out, "    %b{k}: u32 = cast<bool, u32> {{ v=%v{n} }}");
        v = format!("%b{k}");
    }
    let _ = writeln!(
        out,
        "    %y{k}: u32 = i.add {{ lhs=%ob_{o}, rhs=const.u32 {slot} }}\n    gpu.buffer_store<{o}> {{ buf=%out_{o}, idx=%y{k}, v={v} }}"
    );
}

fn params(p: &Program, inputs: &[usize], outputs: &[(Scalar, u32)]) -> Vec<Param> {
    let mut params = Vec::new();
    for &i in inputs {
        let Some(input) = p.inputs.get(i) else {
            continue;
        };
        let mut bytes = Vec::new();
        for &bits in &input.data {
            values::to_bytes(input.ty, bits, &mut bytes);
        }
        params.push(Param::Buffer(BufferParam {
            name: format!("in_{}", input.ty.name()),
            ty: input.ty,
            bytes,
            output: false,
        }));
    }
    for &(ty, slots) in outputs {
        let len = (LANES * slots * ty.size()) as usize;
        params.push(Param::Buffer(BufferParam {
            name: format!("out_{}", ty.name()),
            ty,
            bytes: vec![FILL; len],
            output: true,
        }));
    }
    params
}

/// A signature of the op kinds used (profile, then a hash of the sorted
/// set of op names with cast pairs).
fn shape(p: &Program) -> String {
    let mut kinds = BTreeSet::new();
    for n in &p.nodes {
        kinds.insert(match n.op {
            Op::Load { .. } => "load".to_string(),
            Op::Binary { op, .. } | Op::Unary { op, .. } => op.to_string(),
            Op::Fma { .. } => "math.fma".to_string(),
            Op::Cast { from, .. } => format!("cast<{},{}>", from.name(), n.ty.name()),
        });
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for k in &kinds {
        for b in k.bytes().chain([0]) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{}:{}:{:08x}", p.profile.name, kinds.len(), h as u32)
}

impl Program {
    /// Where each store goes, in store order: (output buffer type, slot
    /// within a work-item's run of that buffer); bools go to `u32`.
    pub fn store_locations(&self) -> Vec<(Scalar, u32)> {
        store_slots(self).0
    }

    /// The same program storing every node (no value left unseen).
    pub fn with_all_stores(&self) -> Program {
        Program {
            stores: (0..self.nodes.len()).collect(),
            ..self.clone()
        }
    }

    pub fn render(&self) -> Generated {
        let inputs = used_inputs(self);
        let (slots, outputs) = store_slots(self);
        let kernel = "arith".to_string();
        let mut src = header(&format!("difftest.arith_{}", self.seed), &kernel);
        let mut sig: Vec<String> = Vec::new();
        for &i in &inputs {
            if let Some(t) = self.inputs.get(i).map(|x| x.ty.name()) {
                sig.push(format!("%in_{t}: gpu.TBuffer<{t}>"));
            }
        }
        for (ty, _) in &outputs {
            let t = ty.name();
            sig.push(format!("%out_{t}: gpu.TBuffer<{t}>"));
        }
        let _ = writeln!(
            src,
            ";;; arith seed {} size {} profile {}\ngpu fn @{kernel}({}) -> unit workgroup({LANES}, 1, 1) {{\nbb0:\n    %gid: u32 = gpu.global_id {{ dim=const.u32 0 }}",
            self.seed,
            self.size,
            self.profile.name,
            sig.join(", ")
        );
        for &i in &inputs {
            if let Some(input) = self.inputs.get(i) {
                let t = input.ty.name();
                let _ = writeln!(
                    src,
                    "    %ib_{t}: u32 = i.mul {{ lhs=%gid, rhs=const.u32 {} }}",
                    input.slots
                );
            }
        }
        for (ty, count) in &outputs {
            let _ = writeln!(
                src,
                "    %ob_{}: u32 = i.mul {{ lhs=%gid, rhs=const.u32 {count} }}",
                ty.name()
            );
        }
        for n in 0..self.nodes.len() {
            node_text(self, n, &mut src);
            for (k, _) in self.stores.iter().enumerate().filter(|(_, &s)| s == n) {
                store_text(self, k, n, slots[k], &mut src);
            }
        }
        src.push_str("    ret\n}\n");
        let used_types = self
            .nodes
            .iter()
            .map(|n| n.ty)
            .chain(self.nodes.iter().filter_map(|n| match n.op {
                Op::Cast { from, .. } => Some(from),
                _ => None,
            }));
        Generated {
            generator: "arith",
            seed: self.seed,
            size: self.size,
            source: src,
            kernel,
            params: params(self, &inputs, &outputs),
            grid: [1, 1, 1],
            block: [LANES, 1, 1],
            needs: needs_of(used_types),
            shape: shape(self),
            program: AnyProgram::Arith(self.clone()),
        }
    }
}
