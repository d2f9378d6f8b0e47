//! Which results a device that flushes f32 subnormals may compute
//! differently (SEMANTICS.md: `denorm_f32 = flush` is the one allowed
//! difference there; bf16 follows the f32 rule).
//!
//! For an arithmetic kernel the DAG is known: the kernel is run once more
//! on the CPU storing *every* node, and a node is *touched* in a work-item
//! when its f32/bf16 result is subnormal (or within one binade of it,
//! where tininess before rounding may differ), when an f32/bf16 operand
//! (node, constant or loaded input) is, or when an operand is touched.
//! Exactly the stored elements of touched nodes are excused. Control-flow
//! kernels have no floats; other kernels get no excuse beyond the element
//! rules of [`super::compare`].

use magpie_mpir::Scalar;

use super::{Diff, Oracle};
use crate::gen_arith::{Operand, Program as Arith, LANES};
use crate::generated::{Generated, Program};
use crate::values;

/// Output buffer name → per element: may differ on a flushing device.
#[derive(Debug)]
pub struct FlushMask(Vec<(String, Vec<bool>)>);

impl FlushMask {
    pub fn excuses(&self, d: &Diff) -> bool {
        self.0
            .iter()
            .find(|(name, _)| *name == d.buffer)
            .and_then(|(_, m)| m.get(d.index).copied())
            .unwrap_or(false)
    }
}

fn flushable(ty: Scalar) -> bool {
    matches!(ty, Scalar::F32 | Scalar::Bf16)
}

/// Subnormal, or a normal of the smallest binade.
fn near_subnormal(ty: Scalar, bits: u64) -> bool {
    let exp_lsb = if ty == Scalar::F32 { 23 } else { 7 };
    let next = bits & !(1 << (exp_lsb + 8)); // without the sign
    flushable(ty) && (values::is_subnormal(ty, bits) || next >> exp_lsb == 1)
}

/// Every node's bits per work-item, read from a run that stores them all.
struct NodeValues {
    locations: Vec<(Scalar, u32)>,
    buffers: Vec<(String, usize, Vec<u8>)>,
}

impl NodeValues {
    fn of(p: &Arith, max_steps: u64) -> Option<NodeValues> {
        let full = p.with_all_stores();
        let g = full.render();
        let oracle = Oracle::new(&g, max_steps).ok()?;
        let lanes = LANES as usize;
        let buffers = g
            .outputs()
            .zip(oracle.expected)
            .map(|(b, bytes)| (b.name.clone(), b.len() / lanes, bytes))
            .collect();
        Some(NodeValues {
            locations: full.store_locations(),
            buffers,
        })
    }

    fn get(&self, node: usize, lane: usize) -> Option<u64> {
        let (ty, slot) = *self.locations.get(node)?;
        let name = format!("out_{}", ty.name());
        let (_, per_lane, bytes) = self.buffers.iter().find(|(n, _, _)| *n == name)?;
        values::element(ty, bytes, lane * per_lane + slot as usize)
    }
}

/// The elements of `g`'s outputs a flushing device may get differently;
/// `None` when the kernel is not an arithmetic one (or cannot be rerun).
pub fn mask(g: &Generated, max_steps: u64) -> Option<FlushMask> {
    let Program::Arith(p) = &g.program else {
        return None;
    };
    let vals = NodeValues::of(p, max_steps)?;
    let lanes = LANES as usize;
    let mut touched = vec![vec![false; lanes]; p.nodes.len()];
    for (n, node) in p.nodes.iter().enumerate() {
        for lane in 0..lanes {
            let subnormal = |j: usize| {
                p.nodes.get(j).is_some_and(|x| flushable(x.ty))
                    && vals
                        .get(j, lane)
                        .is_some_and(|b| near_subnormal(p.nodes[j].ty, b))
            };
            let operand = node.op.operands().into_iter().any(|o| match o {
                Operand::Node(j) => touched.get(j).is_some_and(|t| t[lane]) || subnormal(j),
                Operand::Const { ty, bits, .. } => near_subnormal(ty, bits),
            });
            touched[n][lane] = operand || subnormal(n);
        }
    }
    let mut masks: Vec<(String, Vec<bool>)> = g
        .outputs()
        .map(|b| (b.name.clone(), vec![false; b.len()]))
        .collect();
    for (&n, (ty, slot)) in p.stores.iter().zip(p.store_locations()) {
        let name = format!("out_{}", ty.name());
        let Some((_, m)) = masks.iter_mut().find(|(x, _)| *x == name) else {
            continue;
        };
        let per_lane = m.len() / lanes;
        for lane in 0..lanes {
            if touched.get(n).is_some_and(|t| t[lane]) {
                if let Some(e) = m.get_mut(lane * per_lane + slot as usize) {
                    *e = true;
                }
            }
        }
    }
    Some(FlushMask(masks))
}
