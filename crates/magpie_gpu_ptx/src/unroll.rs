//! Full unrolling of counted loops: a loop whose header runs a constant
//! number of times is emitted that many times in sequence, so the PTX has
//! no back edge for it and ptxas sees straight-line code in which the
//! induction variable is a constant in each copy (ptxas does not unroll the
//! tree reduction's `for (s = 128; s > 0; s >>= 1)` itself; nvcc's NVVM
//! does, and the loop was the difference between the two).
//!
//! Which loops ([`counted_loops`]): in a reducible function, an innermost
//! natural loop (no other loop header in its body) whose header runs
//! exactly `T <= MAX_TRIPS` times on every entry
//! ([`magpie_gpu::structurize::trip_count`]), which requires one latch and
//! one exit edge, `exiting -> leave`, from a `cbr` block that dominates the
//! latch. It is unrolled when `T` times the PTX instructions of its first
//! copy stay within [`MAX_INSTRUCTIONS`]; otherwise the first copy is
//! rewound ([`crate::module::Mark`]) and the loop is emitted as a loop.
//!
//! Why the copies compute what the loop does:
//! - **Registers.** A PTX register is mutable and the frame maps each SSA
//!   value to the registers of its latest emission, so copy `c` reads the
//!   values copy `c` defined. Phi registers are allocated once for the
//!   whole function and written by the edge moves, so the latch's moves in
//!   copy `c` hand the header phis to copy `c + 1` exactly as the back edge
//!   did.
//! - **Edges.** In copy `c` every edge between loop blocks goes to copy
//!   `c`'s label of its target, except the back edge (the only edge into the
//!   header from inside), which goes to copy `c + 1`'s header. Edges into
//!   the header from outside reach copy 0, which keeps the block labels.
//! - **The exit.** `trip_count`'s `Some(T)` means every entry runs the
//!   header exactly `T` times. The body has no inner cycle (innermost), so
//!   iteration `c` either reaches the latch, passing the exiting block (it
//!   dominates the latch), or leaves the loop, which only the exit edge
//!   does (a block that returns cannot reach the latch, so it is outside
//!   the loop and the edge to it would be a second exit). Hence iteration
//!   `c` leaves at the exiting block exactly when `c = T - 1`: leaving
//!   earlier or going round again would run the header other than `T`
//!   times. So the exiting block branches unconditionally (its compare is
//!   left for ptxas to drop): to its successor in the loop in copies
//!   `0..T-1`, out of the loop in copy `T - 1`, whose blocks are only those
//!   reachable from the header before the exit (the latch is not among
//!   them unless it is the exiting block; otherwise the loop stays a
//!   loop).
//! - **Values used after the loop** (and the exit edge's phi inputs). They
//!   are defined in blocks that dominate the exiting block (the exit edge
//!   is the only way out), which the last copy emits, so the frame holds
//!   the last copy's registers when the blocks after the loop are emitted.
//!
//! Layout: all copies go where the header comes in reverse postorder, one
//! after another, each in the loop's reverse postorder; the blocks outside
//! the loop follow in their order.

use std::collections::HashMap;
use std::rc::Rc;

use magpie_gpu::structurize::{check_reducible, find_loops, iteration_constants};
use magpie_mpir::{BlockId, Const, Function, FunctionInfo, Terminator, Value};

use crate::func::Fe;
use crate::Result;

/// Loops whose header runs at most this many times are unrolled (as the
/// SPIR-V emitter's `Unroll` limit).
pub(crate) const MAX_TRIPS: u32 = 32;

/// The most PTX instructions all copies of one loop may take, estimated as
/// the trip count times the instructions of the first copy (inlined calls
/// included).
pub(crate) const MAX_INSTRUCTIONS: usize = 2_000;

/// An innermost loop with a constant trip count.
#[derive(Debug)]
pub(crate) struct Counted {
    pub header: BlockId,
    /// The loop's blocks in reverse postorder, header first.
    pub body: Vec<BlockId>,
    /// By block index: the block is in the loop.
    pub in_loop: Vec<bool>,
    /// The block with the exit edge, its successor inside the loop and the
    /// one outside.
    pub exiting: BlockId,
    pub stay: BlockId,
    pub leave: BlockId,
    /// How many times the header runs: the number of copies.
    pub trips: u32,
    /// The blocks of the last copy, in reverse postorder: those reachable
    /// from the header while the exiting block leaves.
    pub last: Vec<BlockId>,
    /// By copy: the values known to be constants in that copy
    /// ([`iteration_constants`]).
    pub constants: Vec<HashMap<Value, Const>>,
}

impl Counted {
    /// Where an edge `from -> to` leaving a block of copy `c` goes: copy
    /// `Some(k)` of a loop block, or `None`, the block outside the loop.
    /// The exiting block's edge is the one [`Counted::exit_target`] says.
    pub fn edge_copy(&self, c: u32, to: BlockId) -> Option<u32> {
        self.in_loop[to.index()].then(|| c + u32::from(to == self.header))
    }

    /// Whether copy `c` is the last.
    pub fn is_last_copy(&self, c: u32) -> bool {
        c + 1 == self.trips
    }

    /// The block the exiting block of copy `c` branches to: `stay` in
    /// every copy but the last, `leave` in the last.
    pub fn exit_target(&self, c: u32) -> BlockId {
        if self.is_last_copy(c) {
            self.leave
        } else {
            self.stay
        }
    }

    /// The blocks copy `c` emits, in order.
    pub fn copy_blocks(&self, c: u32) -> &[BlockId] {
        if self.is_last_copy(c) {
            &self.last
        } else {
            &self.body
        }
    }
}

/// One copy of a counted loop being emitted: how its edges are labelled.
#[derive(Clone, Debug)]
pub(crate) struct LoopCopy {
    pub lp: Rc<Counted>,
    /// 0-based.
    pub index: u32,
}

impl LoopCopy {
    pub fn is_last(&self) -> bool {
        self.lp.is_last_copy(self.index)
    }
}

/// The label of copy `c` of a block whose own label is `label`; copy 0
/// keeps the block's label (so edges from outside need no change). `$` is
/// never part of a block label's name, so the copies cannot collide.
pub(crate) fn copy_label(label: &str, c: u32) -> String {
    if c == 0 {
        label.to_string()
    } else {
        format!("{label}$u{c}")
    }
}

/// The loops of `func` that may be unrolled; none in an irreducible
/// function.
pub(crate) fn counted_loops(func: &Function, info: &FunctionInfo) -> Vec<Rc<Counted>> {
    if check_reducible(func, info).is_err() {
        return Vec::new();
    }
    let forest = find_loops(func, info);
    let n = func.blocks.len();
    let mut out = Vec::new();
    for lp in &forest.loops {
        let innermost = !forest
            .loops
            .iter()
            .any(|other| other.header != lp.header && lp.contains(other.header));
        if !innermost {
            continue;
        }
        let Some(constants) = iteration_constants(func, info, lp, MAX_TRIPS) else {
            continue;
        };
        let Some(trips) = u32::try_from(constants.len()).ok().filter(|&t| t >= 1) else {
            continue;
        };
        let ([latch], [(exiting, leave)]) = (&lp.latches[..], &lp.exits[..]) else {
            continue;
        };
        let mut in_loop = vec![false; n];
        for b in &lp.body {
            in_loop[b.index()] = true;
        }
        let Terminator::Cbr {
            then_block,
            else_block,
            ..
        } = func.blocks[*exiting].term
        else {
            continue;
        };
        let stay = match (in_loop[then_block.index()], in_loop[else_block.index()]) {
            (true, false) if else_block == *leave => then_block,
            (false, true) if then_block == *leave => else_block,
            _ => continue,
        };
        let lp = Counted {
            header: lp.header,
            body: lp.body.clone(),
            in_loop,
            exiting: *exiting,
            stay,
            leave: *leave,
            trips,
            last: Vec::new(),
            constants,
        };
        // Every block runs in the copies before the last; the last one ends
        // at the exit, so its latch (unless the latch is the exiting block,
        // which leaves) is not reached and no back edge remains.
        let last = reachable(func, info, &lp, false);
        let back_edge_in_last = *latch != lp.exiting && last.contains(latch);
        if reachable(func, info, &lp, true) != lp.body || back_edge_in_last {
            continue;
        }
        out.push(Rc::new(Counted { last, ..lp }));
    }
    out
}

/// The loop's blocks reachable from its header in one copy, in reverse
/// postorder, without the back edge; the exiting block goes to `stay`
/// only when `staying`, else nowhere inside.
fn reachable(func: &Function, info: &FunctionInfo, lp: &Counted, staying: bool) -> Vec<BlockId> {
    let mut seen = vec![false; func.blocks.len()];
    seen[lp.header.index()] = true;
    let mut work = vec![lp.header];
    while let Some(b) = work.pop() {
        let succs: &[BlockId] = if b == lp.exiting {
            if staying {
                std::slice::from_ref(&lp.stay)
            } else {
                &[]
            }
        } else {
            &info.succs[b.index()]
        };
        for &s in succs {
            if lp.in_loop[s.index()] && s != lp.header && !seen[s.index()] {
                seen[s.index()] = true;
                work.push(s);
            }
        }
    }
    lp.body
        .iter()
        .copied()
        .filter(|b| seen[b.index()])
        .collect()
}

impl Fe<'_, '_> {
    /// Emits every copy of `lp`, followed by the block labelled `after`
    /// (`None`: nothing follows). False, with nothing emitted, when the
    /// copies would exceed [`MAX_INSTRUCTIONS`].
    pub(crate) fn emit_unrolled(&mut self, lp: &Rc<Counted>, after: Option<&str>) -> Result<bool> {
        let mark = self.cx.mark();
        let (vals, bufs) = (self.fr.vals.clone(), self.fr.bufs.clone());
        for c in 0..lp.trips {
            let copy = LoopCopy {
                lp: Rc::clone(lp),
                index: c,
            };
            let blocks = lp.copy_blocks(c);
            for (i, &b) in blocks.iter().enumerate() {
                let next = match blocks.get(i + 1) {
                    Some(&n) => Some(copy_label(&self.fr.labels[n.index()], c)),
                    None if !copy.is_last() => {
                        Some(copy_label(&self.fr.labels[lp.header.index()], c + 1))
                    }
                    None => after.map(str::to_string),
                };
                let label = copy_label(&self.fr.labels[b.index()], c);
                self.fr.copy = Some(copy.clone());
                let emitted = self.emit_block(b, Some(&label), next.as_deref());
                self.fr.copy = None;
                emitted?;
            }
            if c == 0 {
                let per_copy = self.cx.instructions_since(&mark);
                if per_copy.saturating_mul(lp.trips as usize) > MAX_INSTRUCTIONS {
                    self.cx.rewind(mark);
                    self.fr.vals = vals;
                    self.fr.bufs = bufs;
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }
}
