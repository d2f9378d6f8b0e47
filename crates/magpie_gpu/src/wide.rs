//! Adjacent element accesses combined into one vector access, found in
//! the IR of one function; each backend emits a group its own way (PTX
//! `ld.v4`/`st.v2`, SPIR-V a load or store of a `vec4`/`vec2` view of the
//! buffer) or leaves it as scalar accesses.
//!
//! A group is 2 or 4 `gpu.buffer_load`s (or 2 or 4 `gpu.buffer_store`s) of
//! one block on the same buffer value, of one 4-byte scalar type (8-byte:
//! pairs only: 16 bytes, the widest access PTX has), at indices
//! `i, i + 1, ..`, where `i` is provably a multiple of the group's width.
//! Invariants, each needed for the vector access to do exactly what the
//! scalar ones did:
//! - every lane is present exactly once, so no element is touched that the
//!   kernel did not touch (a partial group could read past a buffer's end);
//! - `i` is a multiple of the width `V` in its own integer type, so
//!   `i + k` (for `k < V`) does not wrap and the lanes are contiguous; with
//!   the buffer's start 16-byte aligned (checked where the access is
//!   emitted: kernel buffer parameters, which the runtime allocates aligned
//!   to 256 bytes, and shared arrays, declared 16-byte aligned when a vector
//!   access uses them) the vector is aligned to its size;
//! - loads are emitted at the group's first load, stores at its last store,
//!   and nothing between the first and last member may order or touch
//!   memory that the move could reorder: between loads no store, atomic,
//!   barrier or call; between stores no memory access of any kind.
//!
//! `i` being a multiple of `V` is shown with known trailing zero bits:
//! constants, `i.mul`, `i.shl` by a constant, `i.add`/`i.sub`/`i.or`
//! (the smaller of the two), `i.and` (the larger) and phis (the smallest
//! incoming, to a fixed point); everything else has none known.

use std::collections::HashMap;

use magpie_mpir::{BlockId, Function, FunctionInfo, InstId, Opcode, Operand, Scalar, Value};

/// Where one access of a group stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    /// Index into [`Groups::groups`].
    pub group: usize,
    /// The element offset from the group's first element.
    pub lane: usize,
}

/// One vector access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// The accesses, by lane.
    pub lanes: Vec<InstId>,
    /// The member where the vector access is emitted (the first load, or
    /// the last store, in block order).
    pub at: InstId,
    /// The member whose index addresses the vector (with its lane): lane
    /// 0's where its index is already computed at `at`, else `at`'s.
    pub addr: (InstId, usize),
    pub store: bool,
}

impl Group {
    /// The buffer (or shared array) value every lane accesses, where it is
    /// a value.
    pub fn buffer(&self, func: &Function) -> Option<Value> {
        let lane = *self.lanes.first()?;
        match func.insts[lane].operands.first()? {
            Operand::Value(v) => Some(*v),
            Operand::Const(_) => None,
        }
    }
}

/// The groups of one function.
#[derive(Clone, Debug, Default)]
pub struct Groups {
    pub groups: Vec<Group>,
    member: HashMap<InstId, Member>,
}

impl Groups {
    pub fn member(&self, id: InstId) -> Option<Member> {
        self.member.get(&id).copied()
    }
}

/// The groups of `func`.
pub fn find(func: &Function, finfo: &FunctionInfo) -> Groups {
    let mut out = Groups::default();
    if !func.insts.iter().any(|(_, i)| is_access(i.op)) {
        return out;
    }
    let facts = Facts::new(func, finfo);
    for &b in &finfo.rpo {
        for store in [false, true] {
            find_in_block(func, &facts, b, store, &mut out);
        }
    }
    out
}

fn is_access(op: Opcode) -> bool {
    matches!(op, Opcode::BufferLoad | Opcode::BufferStore)
}

/// One candidate access: position in its block, lane offset from `base`.
#[derive(Clone, Copy)]
struct Access {
    id: InstId,
    pos: usize,
    offset: u64,
}

fn find_in_block(func: &Function, facts: &Facts<'_>, b: BlockId, store: bool, out: &mut Groups) {
    let insts = &func.blocks[b].insts;
    let want = if store {
        Opcode::BufferStore
    } else {
        Opcode::BufferLoad
    };
    // (buffer, element, index type, base of the index) -> accesses.
    type Key = (Value, Scalar, Scalar, Option<Value>);
    let mut by_key: HashMap<Key, Vec<Access>> = HashMap::new();
    let mut order = Vec::new();
    for (pos, &id) in insts.iter().enumerate() {
        let inst = &func.insts[id];
        if inst.op != want {
            continue;
        }
        let (Some(Operand::Value(buf)), Some(idx)) = (inst.operands.first(), inst.operands.get(1))
        else {
            continue;
        };
        let Some(elem) = access_scalar(func, inst) else {
            continue;
        };
        if !matches!(elem.size(), 4 | 8) {
            continue;
        }
        let Some(ity) = func.operand_type(idx).scalar().filter(|s| s.is_int()) else {
            continue;
        };
        let (base, offset) = facts.affine(idx, ity);
        let key = (*buf, elem, ity, base);
        if !by_key.contains_key(&key) {
            order.push(key);
        }
        by_key
            .entry(key)
            .or_default()
            .push(Access { id, pos, offset });
    }
    for key in order {
        let accesses = &by_key[&key];
        let (_, elem, _, base) = key;
        let base_tz = base.map_or(64, |v| facts.tz[v.index()]);
        let widths: &[u64] = if elem.size() == 4 { &[4, 2] } else { &[2] };
        let mut used = vec![false; accesses.len()];
        for &width in widths {
            if base_tz < width.trailing_zeros() {
                continue;
            }
            let unused: Vec<usize> = (0..accesses.len()).filter(|&m| !used[m]).collect();
            let run_ok = |members: &[usize]| {
                let lo = members.iter().map(|&m| accesses[m].pos).min().unwrap_or(0);
                let hi = members.iter().map(|&m| accesses[m].pos).max().unwrap_or(0);
                if hi <= lo {
                    return true;
                }
                let ids: Vec<InstId> = members.iter().map(|&m| accesses[m].id).collect();
                let between = insts[lo + 1..hi].iter().filter(|i| !ids.contains(i));
                clear_between(func, facts, key.0, between, store)
            };
            for lanes in clusters(accesses, &unused, width, run_ok) {
                let lo = lanes.iter().map(|&m| accesses[m].pos).min().unwrap_or(0);
                let hi = lanes.iter().map(|&m| accesses[m].pos).max().unwrap_or(0);
                let ids: Vec<InstId> = lanes.iter().map(|&m| accesses[m].id).collect();
                let at_pos = if store { hi } else { lo };
                let lane0 = &func.insts[accesses[lanes[0]].id];
                let ready = match lane0.operands.get(1) {
                    // Defined in another block (which then dominates this
                    // one) or earlier in this one.
                    Some(Operand::Value(v)) => {
                        facts.def[v.index()].is_none_or(|d| !insts[at_pos..].contains(&d))
                    }
                    _ => true,
                };
                let addr = if ready {
                    (ids[0], 0)
                } else {
                    let k = lanes
                        .iter()
                        .position(|&m| accesses[m].pos == at_pos)
                        .unwrap_or(0);
                    (ids[k], k)
                };
                let g = out.groups.len();
                for (lane, &m) in lanes.iter().enumerate() {
                    used[m] = true;
                    out.member.insert(accesses[m].id, Member { group: g, lane });
                }
                out.groups.push(Group {
                    lanes: ids,
                    at: insts[at_pos],
                    addr,
                    store,
                });
            }
        }
    }
}

/// The scalar a load reads or a store writes (`bool`, a byte in memory
/// that is a predicate in registers, never).
fn access_scalar(func: &Function, inst: &magpie_mpir::Inst) -> Option<Scalar> {
    let ty = match inst.op {
        Opcode::BufferLoad => func.value_type(inst.result?),
        _ => func.operand_type(inst.operands.get(2)?),
    };
    ty.scalar().filter(|&s| s != Scalar::Bool)
}

/// The runs of `width` accesses (indices into `accesses`, by lane) that
/// `candidates` (in block order) make: each access joins the open run of
/// its aligned window of offsets; one whose lane that run already has
/// (the same element accessed again), or that `run_ok` says cannot join
/// the run's members (something between them orders memory), closes the
/// run and opens another.
fn clusters(
    accesses: &[Access],
    candidates: &[usize],
    width: u64,
    run_ok: impl Fn(&[usize]) -> bool,
) -> Vec<Vec<usize>> {
    let mut open: HashMap<u64, Vec<Option<usize>>> = HashMap::new();
    let mut full = Vec::new();
    for &m in candidates {
        let off = accesses[m].offset;
        let (window, lane) = (off - off % width, (off % width) as usize);
        let run = open
            .entry(window)
            .or_insert_with(|| vec![None; width as usize]);
        let mut joined: Vec<usize> = run.iter().flatten().copied().collect();
        joined.push(m);
        if run[lane].is_some() || !run_ok(&joined) {
            *run = vec![None; width as usize];
        }
        run[lane] = Some(m);
        if run.iter().all(Option::is_some) {
            full.push(run.iter().flatten().copied().collect());
            open.remove(&window);
        }
    }
    full
}

fn ity_mask(s: Scalar) -> u64 {
    if s.bits() >= 64 {
        u64::MAX
    } else {
        (1u64 << s.bits()) - 1
    }
}

/// Whether the instructions between a group's first and last member let
/// the group be emitted as one access.
/// Accesses of another shared array than `buf` (when `buf` is one) are
/// no obstacle: distinct `gpu.shared` arrays never overlap.
fn clear_between<'a>(
    func: &Function,
    facts: &Facts<'_>,
    buf: Value,
    mut between: impl Iterator<Item = &'a InstId>,
    store: bool,
) -> bool {
    let shared =
        |v: Value| facts.def[v.index()].is_some_and(|d| func.insts[d].op == Opcode::Shared);
    between.all(|&id| {
        let inst = &func.insts[id];
        let op = inst.op;
        if let (
            Opcode::BufferLoad | Opcode::BufferStore | Opcode::PtrLoad | Opcode::PtrStore,
            Some(Operand::Value(other)),
        ) = (op, inst.operands.first())
        {
            if *other != buf && shared(buf) && shared(*other) {
                return true;
            }
        }
        let writes = op.is_atomic()
            || matches!(
                op,
                Opcode::BufferStore
                    | Opcode::PtrStore
                    | Opcode::Barrier
                    | Opcode::Call
                    | Opcode::CallVoid
            );
        let reads = matches!(op, Opcode::BufferLoad | Opcode::PtrLoad);
        !(writes || (store && reads))
    })
}

/// Known trailing zero bits of integer values, and their definitions.
struct Facts<'f> {
    func: &'f Function,
    /// By value index; 64 stands for "every bit" (only a zero constant).
    tz: Vec<u32>,
    /// The verifier's defining instruction of each value.
    def: &'f [Option<InstId>],
}

impl<'f> Facts<'f> {
    fn new(func: &'f Function, finfo: &'f FunctionInfo) -> Facts<'f> {
        let n = func.values.len();
        // Optimistic start (everything known) for the results of
        // reachable instructions, then down to the greatest fixed point,
        // which is an invariant of every execution; parameters and values
        // of unreachable blocks have nothing known.
        let mut facts = Facts {
            func,
            tz: vec![0; n],
            def: &finfo.def_inst,
        };
        for &b in &finfo.rpo {
            for &id in &func.blocks[b].insts {
                if let Some(v) = func.insts[id].result {
                    facts.tz[v.index()] = 64;
                }
            }
        }
        // Each round only lowers values; a fixed point not reached within
        // the bound leaves nothing known.
        let mut converged = false;
        for _ in 0..256 {
            let mut changed = false;
            for &b in &finfo.rpo {
                for &id in &func.blocks[b].insts {
                    let inst = &func.insts[id];
                    let Some(v) = inst.result else { continue };
                    let t = if inst.op == Opcode::Phi {
                        facts.of_inst(id).min(facts.tz[v.index()])
                    } else {
                        facts.of_inst(id)
                    };
                    if t != facts.tz[v.index()] {
                        facts.tz[v.index()] = t;
                        changed = true;
                    }
                }
            }
            if !changed {
                converged = true;
                break;
            }
        }
        if !converged {
            facts.tz = vec![0; n];
        }
        facts
    }

    fn operand(&self, op: &Operand) -> u32 {
        match op {
            Operand::Value(v) => self.tz.get(v.index()).copied().unwrap_or(0),
            Operand::Const(c) => {
                if c.bits & ity_mask(c.ty) == 0 {
                    64
                } else {
                    c.bits.trailing_zeros()
                }
            }
        }
    }

    fn of_inst(&self, id: InstId) -> u32 {
        let inst = &self.func.insts[id];
        let Some(v) = inst.result else { return 0 };
        let Some(s) = self.func.value_type(v).scalar().filter(|s| s.is_int()) else {
            return 0;
        };
        let bits = s.bits();
        let ops = &inst.operands;
        let t = match inst.op {
            Opcode::Phi => ops.iter().map(|o| self.operand(o)).min().unwrap_or(0),
            Opcode::IMul => self.operand(&ops[0]).saturating_add(self.operand(&ops[1])),
            Opcode::IShl => match ops[1] {
                Operand::Const(c) if c.bits < u64::from(bits) => {
                    self.operand(&ops[0]).saturating_add(c.bits as u32)
                }
                _ => 0,
            },
            Opcode::IAdd | Opcode::ISub | Opcode::IOr => {
                self.operand(&ops[0]).min(self.operand(&ops[1]))
            }
            Opcode::IAnd => self.operand(&ops[0]).max(self.operand(&ops[1])),
            _ => 0,
        };
        // A result of `bits` bits has at most `bits` known zeros, except
        // that "all known" stays the marker 64.
        if t >= bits {
            64
        } else {
            t
        }
    }

    /// `op` as `base + offset` (modulo the index type): `i.add`/`i.sub` of
    /// a constant followed back to the value they start from.
    fn affine(&self, op: &Operand, ity: Scalar) -> (Option<Value>, u64) {
        let mask = ity_mask(ity);
        let mut offset = 0u64;
        let mut cur = *op;
        for _ in 0..64 {
            match cur {
                Operand::Const(c) => return (None, offset.wrapping_add(c.bits) & mask),
                Operand::Value(v) => {
                    let Some(id) = self.def.get(v.index()).copied().flatten() else {
                        return (Some(v), offset);
                    };
                    let inst = &self.func.insts[id];
                    match (inst.op, inst.operands.as_slice()) {
                        (Opcode::IAdd, [x, Operand::Const(c)])
                        | (Opcode::IAdd, [Operand::Const(c), x]) => {
                            offset = offset.wrapping_add(c.bits) & mask;
                            cur = *x;
                        }
                        (Opcode::ISub, [x, Operand::Const(c)]) => {
                            offset = offset.wrapping_sub(c.bits) & mask;
                            cur = *x;
                        }
                        _ => return (Some(v), offset),
                    }
                }
            }
        }
        (None, u64::MAX)
    }
}

#[cfg(test)]
#[path = "wide_tests.rs"]
mod tests;
