//! The arithmetic generator: a straight-line kernel computing a random
//! expression DAG over the scalar types of a *type profile*, with every
//! exact op and cast of SEMANTICS.md, on edge values.
//!
//! Shape of a kernel (64 work-items, one workgroup): each work-item `g`
//! loads element `g * K_T + j` of the input buffer of type `T` for its
//! `j`-th leaf of that type (inputs hold edge values half of the time),
//! computes `size` ops, and stores results into one output buffer per type
//! at `g * M_T + slot` (a `bool` result through `cast<bool, u32>` into the
//! `u32` buffer). Constants are written in every spelling the parser takes
//! (decimal, negative, hex bits, `nan`, `inf`, type suffixes).
//!
//! Ops: `i.*` (all 13), `icmp.*` (all 10), `fcmp.o*` (all 6), `f.add sub
//! mul div rem`, `math.sqrt abs floor ceil round trunc min max fma`, bool
//! `i.and/or/xor`, and `cast<FROM, TO>` between any two numeric types of
//! the profile and from `bool`. Left out by design: transcendental math
//! (ulp-bounded, not bit-exact) and `.fast` ops (tolerance-compared).
//!
//! Invariants: a program is SSA by construction (operands are earlier
//! nodes); every operand has its op's type; the program is a pure function
//! of (seed, size, profile).

mod ops;
mod render;
mod shrink;

use magpie_mpir::Scalar;

use crate::generated::Generated;
use crate::rng::Rng;
use crate::values;

pub use ops::{profile, Profile, PROFILES, PROFILES8};

/// Work-items per kernel (one workgroup).
pub const LANES: u32 = 64;

/// An operand: an earlier node or a constant (`style` picks its spelling).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    Node(usize),
    Const { ty: Scalar, bits: u64, style: u64 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// Element `g * slots + slot` of input buffer `input`.
    Load {
        input: usize,
        slot: u32,
    },
    /// `lhs=, rhs=` ops: `i.*`, `f.*`, `icmp.*`, `fcmp.*`, `math.min/max`.
    Binary {
        op: &'static str,
        lhs: Operand,
        rhs: Operand,
    },
    /// `v=` ops: `math.sqrt` and the roundings.
    Unary {
        op: &'static str,
        v: Operand,
    },
    Fma {
        a: Operand,
        b: Operand,
        c: Operand,
    },
    Cast {
        from: Scalar,
        v: Operand,
    },
}

impl Op {
    pub fn operands(&self) -> Vec<Operand> {
        match *self {
            Op::Load { .. } => vec![],
            Op::Binary { lhs, rhs, .. } => vec![lhs, rhs],
            Op::Unary { v, .. } | Op::Cast { v, .. } => vec![v],
            Op::Fma { a, b, c } => vec![a, b, c],
        }
    }
}

/// One SSA value of type `ty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    pub ty: Scalar,
    pub op: Op,
}

/// An input buffer: `slots` elements per work-item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub ty: Scalar,
    pub slots: u32,
    /// `LANES * slots` element bits.
    pub data: Vec<u64>,
}

/// A generated arithmetic kernel before rendering.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub seed: u64,
    pub size: usize,
    pub profile: Profile,
    pub inputs: Vec<Input>,
    pub nodes: Vec<Node>,
    /// Nodes stored to the outputs, in order.
    pub stores: Vec<usize>,
}

/// The kernel for `seed`, in the type profile the seed picks.
pub fn generate(seed: u64, size: usize) -> Generated {
    let mut rng = Rng::with_tag(seed, "arith.profile");
    let profile = PROFILES[rng.index(PROFILES.len())];
    generate_with(seed, size, profile)
}

/// The kernel for `seed` in one of the four-type profiles ([`PROFILES8`]):
/// at most eight buffers, which every backend binds (WebGPU included).
pub fn generate8(seed: u64, size: usize) -> Generated {
    let mut rng = Rng::with_tag(seed, "arith8.profile");
    let profile = PROFILES8[rng.index(PROFILES8.len())];
    // named after its own generator, so that a finding's label and its
    // regenerate line (`--gen arith8`) make this kernel again
    Generated {
        generator: "arith8",
        ..generate_with(seed, size, profile)
    }
}

/// The kernel for `seed` over exactly the types of `profile`.
pub fn generate_with(seed: u64, size: usize, profile: Profile) -> Generated {
    Program::build(seed, size, profile).render()
}

/// Builds the DAG; operands are drawn from earlier values of the right type
/// (recent ones preferred, so that chains get deep), constants and new
/// loads.
struct Builder {
    rng: Rng,
    types: &'static [Scalar],
    nodes: Vec<Node>,
    inputs: Vec<Input>,
}

impl Builder {
    fn load(&mut self, ty: Scalar) -> Operand {
        let input = match self.inputs.iter().position(|i| i.ty == ty) {
            Some(i) => i,
            None => {
                self.inputs.push(Input {
                    ty,
                    slots: 0,
                    data: Vec::new(),
                });
                self.inputs.len() - 1
            }
        };
        let slot = self.inputs[input].slots;
        self.inputs[input].slots += 1;
        self.push(ty, Op::Load { input, slot })
    }

    fn push(&mut self, ty: Scalar, op: Op) -> Operand {
        self.nodes.push(Node { ty, op });
        Operand::Node(self.nodes.len() - 1)
    }

    fn constant(&mut self, ty: Scalar) -> Operand {
        Operand::Const {
            ty,
            bits: values::interesting(ty, &mut self.rng),
            style: self.rng.next_u64(),
        }
    }

    /// A value of type `ty` to use as an operand.
    fn operand(&mut self, ty: Scalar) -> Operand {
        let existing: Vec<usize> = (0..self.nodes.len())
            .filter(|&n| self.nodes[n].ty == ty)
            .collect();
        let r = self.rng.below(100);
        if !existing.is_empty() && r < 65 {
            let from = if self.rng.chance(1, 2) {
                existing.len().saturating_sub(6)
            } else {
                0
            };
            let i = from + self.rng.index(existing.len() - from);
            return Operand::Node(existing[i]);
        }
        if r < 82 {
            return self.constant(ty);
        }
        if ty == Scalar::Bool {
            return self.compare();
        }
        self.load(ty)
    }

    fn pick_type(&mut self, want_float: Option<bool>) -> Scalar {
        let pool: Vec<Scalar> = self
            .types
            .iter()
            .copied()
            .filter(|t| want_float.is_none_or(|f| t.is_float() == f))
            .collect();
        self.rng
            .pick(&pool)
            .or_else(|| self.rng.pick(self.types))
            .unwrap_or(Scalar::U32)
    }

    /// An `icmp` or `fcmp` node (a bool).
    fn compare(&mut self) -> Operand {
        let has_float = self.types.iter().any(|t| t.is_float());
        let float = has_float && self.rng.chance(1, 2);
        let ty = self.pick_type(Some(float));
        let table = if ty.is_float() { ops::FCMP } else { ops::ICMP };
        let op = self.rng.pick(table).unwrap_or("icmp.eq");
        let (lhs, rhs) = (self.operand(ty), self.operand(ty));
        self.push(Scalar::Bool, Op::Binary { op, lhs, rhs })
    }

    fn cast_to(&mut self, to: Scalar) -> Operand {
        let from = if self.rng.chance(1, 8) {
            Scalar::Bool
        } else {
            self.pick_type(None)
        };
        let from = if from == to { Scalar::Bool } else { from };
        let v = self.operand(from);
        self.push(to, Op::Cast { from, v })
    }

    fn int_op(&mut self, ty: Scalar) -> Operand {
        if self.rng.chance(1, 4) {
            return self.cast_to(ty);
        }
        let op = self.rng.pick(ops::INT_BINARY).unwrap_or("i.add");
        let (lhs, rhs) = (self.operand(ty), self.operand(ty));
        self.push(ty, Op::Binary { op, lhs, rhs })
    }

    fn float_op(&mut self, ty: Scalar) -> Operand {
        match self.rng.weighted(&[5, 4, 2, 1, 3]) {
            0 => {
                let op = self.rng.pick(ops::FLOAT_BINARY).unwrap_or("f.add");
                let (lhs, rhs) = (self.operand(ty), self.operand(ty));
                self.push(ty, Op::Binary { op, lhs, rhs })
            }
            1 => {
                let op = self.rng.pick(ops::MATH_UNARY).unwrap_or("math.abs");
                let v = self.operand(ty);
                self.push(ty, Op::Unary { op, v })
            }
            2 => {
                let op = self
                    .rng
                    .pick(&["math.min", "math.max"])
                    .unwrap_or("math.min");
                let (lhs, rhs) = (self.operand(ty), self.operand(ty));
                self.push(ty, Op::Binary { op, lhs, rhs })
            }
            3 => {
                let (a, b, c) = (self.operand(ty), self.operand(ty), self.operand(ty));
                self.push(ty, Op::Fma { a, b, c })
            }
            _ => self.cast_to(ty),
        }
    }

    fn bool_op(&mut self) -> Operand {
        if self.rng.chance(2, 3) {
            return self.compare();
        }
        let op = self.rng.pick(ops::BOOL_BINARY).unwrap_or("i.and");
        let (lhs, rhs) = (self.operand(Scalar::Bool), self.operand(Scalar::Bool));
        self.push(Scalar::Bool, Op::Binary { op, lhs, rhs })
    }

    fn one_op(&mut self) {
        let ty = if self.rng.chance(1, 6) {
            Scalar::Bool
        } else {
            self.pick_type(None)
        };
        match ty {
            Scalar::Bool => self.bool_op(),
            t if t.is_float() => self.float_op(t),
            t => self.int_op(t),
        };
    }
}

impl Program {
    fn build(seed: u64, size: usize, profile: Profile) -> Program {
        let mut b = Builder {
            rng: Rng::with_tag(seed, "arith"),
            types: profile.types,
            nodes: Vec::new(),
            inputs: Vec::new(),
        };
        // Every type of the profile gets at least one load, so that each
        // input buffer exists and each type's values come from memory too.
        for &ty in profile.types {
            b.load(ty);
        }
        let loads = b.nodes.len();
        while b.nodes.len() < loads.saturating_add(size.max(1)) {
            b.one_op();
        }
        let mut used = vec![false; b.nodes.len()];
        for n in &b.nodes {
            for o in n.op.operands() {
                if let Operand::Node(i) = o {
                    used[i] = true;
                }
            }
        }
        let mut stores = Vec::new();
        for (i, n) in b.nodes.iter().enumerate() {
            let is_load = matches!(n.op, Op::Load { .. });
            // Sinks are always stored (nothing is dead); about half of the
            // intermediate results too, so that a wrong value is seen where
            // it arises.
            if !used[i] || b.rng.chance(if is_load { 1 } else { 5 }, 10) {
                stores.push(i);
            }
        }
        for input in &mut b.inputs {
            let n = (LANES * input.slots) as usize;
            input.data = (0..n)
                .map(|_| values::interesting(input.ty, &mut b.rng))
                .collect();
        }
        Program {
            seed,
            size,
            profile,
            inputs: b.inputs,
            nodes: b.nodes,
            stores,
        }
    }
}
