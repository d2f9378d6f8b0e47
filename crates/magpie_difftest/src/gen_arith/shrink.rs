//! Smaller variants of an arithmetic [`Program`] for the shrinker: fewer
//! stores (halves first, then one at a time), with the nodes no remaining
//! store depends on removed. Inputs keep their data, so every variant
//! computes the surviving values exactly as the original did.

use super::{Op, Operand, Program};

impl Program {
    pub fn shrink_candidates(&self) -> Vec<Program> {
        let n = self.stores.len();
        let mut out = Vec::new();
        if n > 3 {
            out.push(self.keeping(&self.stores[..n / 2]));
            out.push(self.keeping(&self.stores[n / 2..]));
        }
        if n > 1 {
            for k in (0..n).rev() {
                let mut rest = self.stores.clone();
                rest.remove(k);
                out.push(self.keeping(&rest));
            }
        }
        out.retain(|p| p != self);
        out
    }

    /// The program with only `stores`, and only the nodes they need.
    fn keeping(&self, stores: &[usize]) -> Program {
        let mut live = vec![false; self.nodes.len()];
        for &s in stores {
            if let Some(l) = live.get_mut(s) {
                *l = true;
            }
        }
        for i in (0..self.nodes.len()).rev() {
            if live[i] {
                for o in self.nodes[i].op.operands() {
                    if let Operand::Node(j) = o {
                        if let Some(l) = live.get_mut(j) {
                            *l = true;
                        }
                    }
                }
            }
        }
        let mut index = vec![usize::MAX; self.nodes.len()];
        let mut nodes = Vec::new();
        for (i, node) in self.nodes.iter().enumerate() {
            if live[i] {
                index[i] = nodes.len();
                let mut node = *node;
                node.op = remap(node.op, &index);
                nodes.push(node);
            }
        }
        Program {
            nodes,
            stores: stores
                .iter()
                .filter_map(|&s| index.get(s).copied().filter(|&i| i != usize::MAX))
                .collect(),
            ..self.clone()
        }
    }
}

fn remap(op: Op, index: &[usize]) -> Op {
    let m = |o: Operand| match o {
        Operand::Node(j) => Operand::Node(index.get(j).copied().unwrap_or(j)),
        c => c,
    };
    match op {
        Op::Load { .. } => op,
        Op::Binary { op, lhs, rhs } => Op::Binary {
            op,
            lhs: m(lhs),
            rhs: m(rhs),
        },
        Op::Unary { op, v } => Op::Unary { op, v: m(v) },
        Op::Fma { a, b, c } => Op::Fma {
            a: m(a),
            b: m(b),
            c: m(c),
        },
        Op::Cast { from, v } => Op::Cast { from, v: m(v) },
    }
}
