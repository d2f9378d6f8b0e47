//! Natural loops from back edges (an edge `b → h` where `h` dominates `b`),
//! one loop per header, nested into a forest, and the reducibility check.

use magpie_mpir::{BlockId, Function, FunctionInfo};

use super::StructurizeError;

/// One natural loop: every back edge into `header` contributes its body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub header: BlockId,
    /// Blocks of the loop, header first, then in reverse postorder.
    pub body: Vec<BlockId>,
    /// Sources of the back edges, in reverse postorder.
    pub latches: Vec<BlockId>,
    /// Edges leaving the loop, `(from inside, to outside)`, in order.
    pub exits: Vec<(BlockId, BlockId)>,
    /// 1 for an outermost loop.
    pub depth: u32,
    /// Index (in [`LoopForest::loops`]) of the innermost enclosing loop.
    pub parent: Option<usize>,
}

impl Loop {
    pub fn contains(&self, b: BlockId) -> bool {
        self.body.contains(&b)
    }

    /// Distinct exit targets, in the order of `exits`.
    pub fn exit_targets(&self) -> Vec<BlockId> {
        let mut out = Vec::new();
        for &(_, t) in &self.exits {
            if !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }
}

/// Every natural loop of a function, outer loops before inner ones.
#[derive(Clone, Debug, Default)]
pub struct LoopForest {
    pub loops: Vec<Loop>,
    /// By block index: the innermost loop containing the block.
    pub innermost: Vec<Option<usize>>,
}

impl LoopForest {
    /// The loop whose header is `h`.
    pub fn loop_of_header(&self, h: BlockId) -> Option<usize> {
        self.loops.iter().position(|l| l.header == h)
    }

    pub fn innermost(&self, b: BlockId) -> Option<usize> {
        self.innermost.get(b.index()).copied().flatten()
    }
}

/// Fails with [`StructurizeError::Irreducible`] when a depth-first walk from
/// the entry finds a retreating edge (to a block still on the walk's stack)
/// whose target does not dominate its source: a cycle with a second entry.
pub fn check_reducible(func: &Function, info: &FunctionInfo) -> Result<(), StructurizeError> {
    let Some(entry) = info.rpo.first().copied() else {
        return Ok(());
    };
    let n = func.blocks.len();
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; n];
    let mut stack = vec![(entry, 0usize)];
    state[entry.index()] = 1;
    while let Some((b, i)) = stack.last_mut() {
        let b = *b;
        if let Some(&s) = info.succs[b.index()].get(*i) {
            *i += 1;
            match state[s.index()] {
                0 => {
                    state[s.index()] = 1;
                    stack.push((s, 0));
                }
                1 if !info.dominates(s, b) => {
                    return Err(StructurizeError::Irreducible { block: s })
                }
                _ => {}
            }
        } else {
            state[b.index()] = 2;
            stack.pop();
        }
    }
    Ok(())
}

/// Finds the natural loops of a reducible function (call
/// [`check_reducible`] first: on an irreducible graph the result is only
/// the loops that do have a dominating header).
pub fn find_loops(func: &Function, info: &FunctionInfo) -> LoopForest {
    let n = func.blocks.len();
    let mut loops = Vec::new();
    for &h in &info.rpo {
        let latches: Vec<BlockId> = info.preds[h.index()]
            .iter()
            .copied()
            .filter(|&p| info.is_reachable(p) && info.dominates(h, p))
            .collect();
        if latches.is_empty() {
            continue;
        }
        let mut in_body = vec![false; n];
        in_body[h.index()] = true;
        let mut work: Vec<BlockId> = latches.clone();
        while let Some(b) = work.pop() {
            if in_body[b.index()] {
                continue;
            }
            in_body[b.index()] = true;
            work.extend(
                info.preds[b.index()]
                    .iter()
                    .copied()
                    .filter(|&p| info.is_reachable(p)),
            );
        }
        let body: Vec<BlockId> = info
            .rpo
            .iter()
            .copied()
            .filter(|b| in_body[b.index()])
            .collect();
        let mut latches = latches;
        latches.sort_by_key(|b| info.rpo_index[b.index()]);
        let exits = body
            .iter()
            .flat_map(|&b| info.succs[b.index()].iter().map(move |&s| (b, s)))
            .filter(|&(_, s)| !in_body[s.index()])
            .collect();
        loops.push(Loop {
            header: h,
            body,
            latches,
            exits,
            depth: 1,
            parent: None,
        });
    }
    // Headers come in reverse postorder, so an enclosing loop comes first;
    // the innermost enclosing loop is the smallest one holding the header.
    for i in 0..loops.len() {
        let h = loops[i].header;
        let parent = (0..loops.len())
            .filter(|&j| j != i && loops[j].contains(h))
            .min_by_key(|&j| loops[j].body.len());
        loops[i].parent = parent;
        loops[i].depth = parent.map_or(1, |p| loops[p].depth + 1);
    }
    let innermost = (0..n)
        .map(|b| {
            let b = BlockId::from_index(b as u32);
            (0..loops.len())
                .filter(|&j| loops[j].contains(b))
                .min_by_key(|&j| loops[j].body.len())
        })
        .collect();
    LoopForest { loops, innermost }
}
