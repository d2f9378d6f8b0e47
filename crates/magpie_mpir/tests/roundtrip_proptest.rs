//! `parse(print(m)) == m` for randomly generated modules, built directly as
//! IR values: every op form of the table (host ops included), every type,
//! constants with arbitrary bits (NaN payloads, subnormals, -0.0, i128
//! switch cases), docs, odd but valid names, `unsafe` groups, forward
//! references and values that are only used.
//!
//! Values are created in the order the parser meets them (parameters, then
//! per instruction its result and operands, then the terminator's operand),
//! which is the numbering `parse` gives the printed text.
//!
//! Modules holding internal ops are read back with `parse_library`.
//!
//! The number of cases comes from `PROPTEST_CASES`; without it, 1000.

use std::collections::{HashMap, HashSet};

use magpie_mpir::arena::{Arena, Handle};
use magpie_mpir::ops::{Syntax, TyParams, HOST_OPS, OPS};
use magpie_mpir::{
    parse, parse_library, print, Block, Const, Elem, Field, FnSpans, Function, HostType, Inst,
    Module, Operand, Scalar, StructDef, StructKind, StructSpans, Terminator, TyArg, Type, Value,
    ValueDef,
};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config() -> ProptestConfig {
    let mut c = ProptestConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        c.cases = 1000;
    }
    c.failure_persistence = None;
    c
}

/// xorshift64*: the generator is a pure function of the seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

const HOST: [HostType; 6] = [
    HostType::Str,
    HostType::Array,
    HostType::Map,
    HostType::TCallable,
    HostType::I128,
    HostType::U128,
];

/// An identifier the lexer reads back as one token (`[A-Za-z_][A-Za-z0-9_.]*`).
fn ident(r: &mut Rng, prefix: &str) -> String {
    const TAIL: &[&str] = &["", "", "", "_x", ".y", ".0", "_", "Q9", ".a.b", "."];
    format!("{prefix}{}{}", r.below(50), r.pick(TAIL))
}

fn text(r: &mut Rng) -> String {
    const PIECES: &[&str] = &[
        "a", " ", "\"", "\\", "\n", "\t", "é", "€", "}", "{", ";", "\u{1}", "0", "\u{7f}", "%",
    ];
    (0..r.below(8)).map(|_| *r.pick(PIECES)).collect()
}

fn doc(r: &mut Rng) -> Option<String> {
    const PIECES: &[&str] = &["a", " ", "\n", "é", ";", "}", "\t", "x y", "  "];
    r.chance(30)
        .then(|| (0..r.below(6)).map(|_| *r.pick(PIECES)).collect())
}

fn elem(r: &mut Rng, nstructs: usize) -> Elem {
    if nstructs > 0 && r.chance(25) {
        Elem::Struct(Handle::from_index(r.below(nstructs) as u32))
    } else {
        Elem::Scalar(*r.pick(&Scalar::ALL))
    }
}

/// Any type; `rawptr<T>` is a buffer when written as a parameter, so a
/// parameter never gets `Ptr(Some(_))`.
fn ty(r: &mut Rng, nstructs: usize, param: bool) -> Type {
    match r.below(10) {
        0 => Type::Unit,
        1 if nstructs > 0 => Type::Struct(Handle::from_index(r.below(nstructs) as u32)),
        2 => Type::Buffer(elem(r, nstructs)),
        3 => Type::Ptr(None),
        4 if !param => Type::Ptr(Some(elem(r, nstructs))),
        5 => Type::Pred,
        6 => Type::Host(*r.pick(&HOST)),
        _ => Type::Scalar(*r.pick(&Scalar::ALL)),
    }
}

fn constant(r: &mut Rng) -> Const {
    let t = *r.pick(&Scalar::ALL);
    let bits = match r.below(4) {
        0 => 0,
        1 => u64::MAX,
        _ => r.next(),
    };
    let bits = match t.bits() {
        1 => bits & 1,
        64 => bits,
        b => bits & ((1u64 << b) - 1),
    };
    Const { ty: t, bits }
}

/// Builds a function's value table in the parser's order of first sight.
#[derive(Default)]
struct Values {
    arena: Arena<ValueDef>,
    ids: HashMap<String, Value>,
    defined: HashSet<Value>,
}

impl Values {
    fn seen(&mut self, name: &str) -> Value {
        if let Some(&v) = self.ids.get(name) {
            return v;
        }
        let v = self.arena.append(ValueDef {
            name: name.to_string(),
            ty: Type::Unit,
        });
        self.ids.insert(name.to_string(), v);
        v
    }
    fn define(&mut self, name: &str, t: Type) -> Value {
        let v = self.seen(name);
        if self.defined.insert(v) {
            self.arena[v].ty = t;
        }
        v
    }
}

struct FnGen<'a> {
    r: &'a mut Rng,
    nstructs: usize,
    nblocks: usize,
    /// Names an operand may mention: parameters, planned results, strays.
    names: Vec<String>,
    vals: Values,
}

impl FnGen<'_> {
    fn operand(&mut self) -> Operand {
        if self.r.chance(35) {
            Operand::Const(constant(self.r))
        } else {
            let name = self.r.pick(&self.names).clone();
            Operand::Value(self.vals.seen(&name))
        }
    }
    fn operands(&mut self, n: usize) -> Vec<Operand> {
        (0..n).map(|_| self.operand()).collect()
    }
    fn block(&mut self) -> Handle<Block> {
        Handle::from_index(self.r.below(self.nblocks) as u32)
    }
    fn ty(&mut self) -> Type {
        ty(self.r, self.nstructs, false)
    }
    fn keys(&mut self) -> Vec<String> {
        (0..self.r.below(4)).map(|_| ident(self.r, "k")).collect()
    }

    fn inst(&mut self, result_name: &str) -> Inst {
        let info = self.r.pick(OPS);
        let mut inst = Inst::new(info.op);
        let has_result = if info.has_result {
            self.r.chance(90)
        } else {
            self.r.chance(10)
        };
        if has_result {
            let t = self.ty();
            inst.result = Some(self.vals.define(result_name, t));
        }
        inst.in_unsafe = self.r.chance(30);
        match info.syntax {
            Syntax::Keyed => {
                inst.ty_args = match info.ty_params {
                    TyParams::None => Vec::new(),
                    TyParams::One => vec![TyArg::Type(self.ty())],
                    TyParams::FromTo => vec![TyArg::Type(self.ty()), TyArg::Type(self.ty())],
                    TyParams::CountType => {
                        let n = if self.r.chance(50) {
                            self.r.next()
                        } else {
                            256
                        };
                        vec![TyArg::Count(n), TyArg::Type(self.ty())]
                    }
                };
                inst.operands = self.operands(info.keys.len());
            }
            // `%x: T = const.T LIT`: the operand is always a constant.
            Syntax::Literal => inst.operands = vec![Operand::Const(constant(self.r))],
            Syntax::Phi => {
                inst.ty_args = vec![TyArg::Type(self.ty())];
                for _ in 0..self.r.below(4) {
                    let b = self.block();
                    let o = self.operand();
                    inst.blocks.push(b);
                    inst.operands.push(o);
                }
            }
            Syntax::Call => {
                inst.attr = Some(ident(self.r, "f"));
                inst.keys = self.keys();
                inst.operands = self.operands(inst.keys.len());
            }
            Syntax::New => {
                inst.ty_args = vec![TyArg::Type(self.ty())];
                inst.keys = self.keys();
                inst.operands = self.operands(inst.keys.len());
            }
            Syntax::GetField => {
                inst.operands = self.operands(1);
                inst.attr = Some(ident(self.r, "fld"));
            }
            Syntax::StrAttr(_) => inst.attr = Some(text(self.r)),
            Syntax::Host => {
                inst.attr = Some(self.r.pick(HOST_OPS).0.to_string());
                inst.keys = self.keys();
                inst.operands = self.operands(inst.keys.len());
            }
        }
        inst
    }

    fn term(&mut self) -> Terminator {
        match self.r.below(6) {
            0 => Terminator::Ret(None),
            1 => Terminator::Ret(Some(self.operand())),
            2 => Terminator::Br(self.block()),
            3 => {
                let cond = self.operand();
                Terminator::Cbr {
                    cond,
                    then_block: self.block(),
                    else_block: self.block(),
                }
            }
            4 => {
                let value = self.operand();
                let cases = (0..self.r.below(4))
                    .map(|_| {
                        let v = match self.r.below(4) {
                            0 => i128::MIN,
                            1 => i128::MAX,
                            2 => self.r.next() as i64 as i128,
                            _ => self.r.below(10) as i128 - 3,
                        };
                        (v, self.block())
                    })
                    .collect();
                Terminator::Switch {
                    value,
                    cases,
                    default: self.block(),
                }
            }
            _ => Terminator::Unreachable,
        }
    }
}

fn function(r: &mut Rng, nstructs: usize, idx: usize) -> Function {
    let nparams = r.below(4);
    let nblocks = r.below(4);
    let counts: Vec<usize> = (0..nblocks).map(|_| r.below(5)).collect();
    let total: usize = counts.iter().sum();
    let params: Vec<(String, Type)> = (0..nparams)
        .map(|i| {
            (
                format!("p{i}{}", if i % 2 == 0 { "" } else { ".q" }),
                ty(r, nstructs, true),
            )
        })
        .collect();
    let results: Vec<String> = (0..total).map(|i| format!("r{i}")).collect();
    let mut names: Vec<String> = params.iter().map(|(n, _)| n.clone()).collect();
    names.extend(results.iter().cloned());
    names.push("stray".to_string());
    let mut g = FnGen {
        r,
        nstructs,
        nblocks,
        names,
        vals: Values::default(),
    };
    let params: Vec<Value> = params.iter().map(|(n, t)| g.vals.define(n, *t)).collect();
    let mut insts = Arena::new();
    let mut blocks = Arena::new();
    let labels = ["bb0", "bb1", "bb_exit", "bb3.x"];
    let mut k = 0;
    for (b, &n) in counts.iter().enumerate() {
        let mut ids = Vec::new();
        for _ in 0..n {
            let inst = g.inst(&results[k]);
            k += 1;
            ids.push(insts.append(inst));
        }
        let term = g.term();
        blocks.append(Block {
            label: labels[b].to_string(),
            insts: ids,
            term,
        });
    }
    let values = g.vals.arena;
    let ret = ty(r, nstructs, false);
    Function {
        name: format!("fn{idx}{}", if idx % 2 == 1 { ".dev" } else { "" }),
        doc: doc(r),
        is_unsafe: r.chance(30),
        params,
        ret,
        target: r.chance(50).then(|| *r.pick(&magpie_mpir::Backend::ALL)),
        workgroup: r
            .chance(50)
            .then(|| [r.next() as u32, r.below(4) as u32, 1]),
        requires: (0..r.below(3)).map(|_| ident(r, "cap")).collect(),
        values,
        insts,
        blocks,
        spans: FnSpans::default(),
    }
}

fn module(seed: u64) -> Module {
    let r = &mut Rng(seed | 1);
    let mut m = Module::default();
    if r.chance(60) {
        m.name = Some(ident(r, "demo.m"));
        m.exports = (0..r.below(3)).map(|_| ident(r, "e")).collect();
        m.imports = (0..r.below(3)).map(|_| ident(r, "lib.")).collect();
        m.digest = r.chance(70).then(|| text(r));
    }
    let nstructs = r.below(4);
    for k in 0..nstructs {
        let fields = (0..r.below(4))
            .map(|j| Field {
                name: format!("f{j}"),
                ty: ty(r, nstructs, false),
            })
            .collect();
        m.structs.append(StructDef {
            name: format!("T{k}"),
            kind: if r.chance(70) {
                StructKind::Value
            } else {
                StructKind::Heap
            },
            doc: doc(r),
            fields,
            spans: StructSpans::default(),
        });
    }
    for i in 0..r.below(4) {
        let f = function(r, nstructs, i);
        m.functions.append(f);
    }
    m
}

fn round_trip(m: &Module) {
    let printed = print(m);
    // Internal ops (`__mp.bitcast`) read back through the library parser.
    let internal = m
        .functions
        .values()
        .any(|f| f.insts.values().any(|i| i.op.is_internal()));
    let out = if internal {
        parse_library(&printed)
    } else {
        parse(&printed)
    };
    assert!(
        out.diagnostics.is_empty(),
        "printed module has diagnostics {:#?}\n{printed}",
        out.diagnostics
    );
    let back = out.value.expect("parses");
    assert_eq!(&back, m, "printed:\n{printed}");
    assert_eq!(print(&back), printed, "print is not a fixed point");
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn generated_modules_round_trip(seed in any::<u64>()) {
        round_trip(&module(seed));
    }
}

#[test]
fn a_few_fixed_seeds_round_trip() {
    for seed in 0..200 {
        round_trip(&module(seed * 7919 + 13));
    }
}
