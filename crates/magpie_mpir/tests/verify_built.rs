//! Verifier tests on modules built with the arena API: facts in
//! `ModuleInfo`, invalid handles, and that no module makes it panic.

#[path = "verify_inputs/build.rs"]
mod build;

use build::*;
use magpie_diag::{codes, Code, Diagnostic};
use magpie_mpir::module::*;
use magpie_mpir::types::{Elem, Scalar, Type};
use magpie_mpir::{verify, Opcode};

fn codes_of(d: &[Diagnostic]) -> Vec<Code> {
    d.iter().map(|d| d.code).collect()
}

fn assert_has(d: &[Diagnostic], code: Code) {
    assert!(
        d.iter().any(|x| x.code == code),
        "expected {code}, got {:#?}",
        d
    );
}

#[test]
fn clean_kernel_has_no_diagnostics_and_full_info() {
    let m = module(vec![vector_add()]);
    let out = verify(&m);
    assert!(out.diagnostics.is_empty(), "{:#?}", out.diagnostics);
    let info = out.value.expect("verified");
    let fi = info.function(FuncId::from_index(0));
    let (b0, b1, b2) = (
        BlockId::from_index(0),
        BlockId::from_index(1),
        BlockId::from_index(2),
    );
    assert_eq!(fi.preds, vec![vec![], vec![b0], vec![b0, b1]]);
    assert_eq!(fi.succs, vec![vec![b1, b2], vec![b2], vec![]]);
    assert_eq!(fi.rpo[0], b0);
    assert_eq!(fi.rpo.len(), 3);
    assert_eq!(fi.idom, vec![None, Some(b0), Some(b0)]);
    assert!(fi.dominates(b0, b2) && !fi.dominates(b1, b2) && fi.dominates(b1, b1));
    assert_eq!(fi.def_block[0], None, "params have no defining block");
    assert_eq!(fi.def_block[2], Some(b0));
    assert_eq!(fi.def_inst[2], Some(InstId::from_index(0)));
    assert_eq!(fi.inst_block, vec![b0, b0, b1, b1, b1]);
    assert_eq!(fi.ptr_elem[0], Some(Elem::Scalar(Scalar::F32)));
    assert_eq!(fi.use_count[2], 3, "%gid is used three times");
    assert!(fi.callee.iter().all(Option::is_none) && fi.is_leaf());
    assert_eq!(info.call_order, vec![FuncId::from_index(0)]);
}

/// i = 0; while i < n { i += 1 }: a loop-carried phi.
fn counting_loop() -> Fb {
    let mut fb = Fb::new("count", U32);
    let n = fb.param("n", U32);
    let b0 = fb.block("bb0");
    let b1 = fb.block("bb1");
    let b2 = fb.block("bb2");
    let b3 = fb.block("bb3");
    fb.term(b0, Terminator::Br(b1));
    let i_next = fb.value("i_next", U32);
    let i = fb.phi(b1, "i", U32, vec![(b0, u32c(0)), (b2, v(i_next))]);
    let more = fb.op(b1, "more", BOOL, Opcode::IcmpUlt, vec![v(i), v(n)]);
    fb.term(
        b1,
        Terminator::Cbr {
            cond: v(more),
            then_block: b2,
            else_block: b3,
        },
    );
    let mut add = Inst::new(Opcode::IAdd);
    add.result = Some(i_next);
    add.operands = vec![v(i), u32c(1)];
    fb.push(b2, add);
    fb.term(b2, Terminator::Br(b1));
    fb.term(b3, Terminator::Ret(Some(v(i))));
    fb
}

#[test]
fn loop_with_phi_verifies_and_dominators_are_right() {
    let out = verify(&module(vec![counting_loop()]));
    assert!(out.diagnostics.is_empty(), "{:#?}", out.diagnostics);
    let info = out.value.unwrap();
    let fi = &info.functions[0];
    let b = BlockId::from_index;
    assert_eq!(fi.idom, vec![None, Some(b(0)), Some(b(1)), Some(b(1))]);
    assert_eq!(fi.preds[1], vec![b(0), b(2)]);
    assert!(fi.dominates(b(1), b(2)) && fi.dominates(b(1), b(3)) && !fi.dominates(b(2), b(3)));
    assert_eq!(fi.rpo_index[0], 0);
}

#[test]
fn call_order_lists_callees_first() {
    let mut c = Fb::new("c", U32);
    let bc = c.block("bb0");
    c.term(bc, Terminator::Ret(Some(u32c(1))));
    let mut b = Fb::new("b", U32);
    let bb = b.block("bb0");
    b.call(bb, Some(("r", U32)), "c", vec![]);
    let r = Value::from_index(0);
    b.term(bb, Terminator::Ret(Some(v(r))));
    let mut a = Fb::new("a", Type::Unit);
    let ba = a.block("bb0");
    a.call(ba, Some(("r", U32)), "b", vec![]);
    a.call(ba, Some(("s", U32)), "c", vec![]);
    a.term(ba, Terminator::Ret(None));
    // Declared callers first, to make the order non-trivial.
    let out = verify(&module(vec![a, b, c]));
    assert!(out.diagnostics.is_empty(), "{:#?}", out.diagnostics);
    let info = out.value.unwrap();
    let f = FuncId::from_index;
    assert_eq!(info.call_order, vec![f(2), f(1), f(0)]);
    assert_eq!(info.functions[0].callees, vec![f(1), f(2)]);
    assert_eq!(info.functions[0].callee[0], Some(f(1)));
}

#[test]
fn recursion_through_three_functions_is_reported_once() {
    let mk = |name: &str, next: &str| {
        let mut fb = Fb::new(name, Type::Unit);
        let b = fb.block("bb0");
        fb.call(b, None, next, vec![]);
        fb.term(b, Terminator::Ret(None));
        fb
    };
    let out = verify(&module(vec![mk("a", "b"), mk("b", "c"), mk("c", "a")]));
    let rec: Vec<_> = out
        .diagnostics
        .iter()
        .filter(|d| d.code == codes::MPG_CORE_1103)
        .collect();
    assert_eq!(rec.len(), 1, "{:#?}", out.diagnostics);
    assert!(
        rec[0].message.contains("@a → @b → @c → @a"),
        "{}",
        rec[0].message
    );
    assert!(out.value.is_none());
}

#[test]
fn invalid_handles_are_mps0001_or_mps0007_and_do_not_panic() {
    let mut fb = vector_add();
    let b0 = BlockId::from_index(0);
    // An operand that refers to no value.
    fb.op(b0, "bad_use", U32, Opcode::IAdd, vec![v(bad(99)), u32c(1)]);
    // A block listing an instruction that does not exist.
    fb.f.blocks[b0].insts.push(bad(77));
    // An instruction listed twice.
    let first = fb.f.blocks[b0].insts[0];
    fb.f.blocks[BlockId::from_index(1)].insts.push(first);
    // An instruction in no block.
    let mut orphan = Inst::new(Opcode::IAdd);
    orphan.operands = vec![u32c(1), u32c(2)];
    fb.f.insts.append(orphan);
    // A branch to a block that does not exist.
    fb.f.blocks[BlockId::from_index(2)].term = Terminator::Br(bad(9));
    // A struct handle that does not exist, in a parameter type.
    fb.param("s", Type::Struct(bad(5)));
    // A result handle that does not exist.
    let mut inst = Inst::new(Opcode::GlobalId);
    inst.result = Some(bad(1234));
    inst.operands = vec![u32c(0)];
    fb.push(b0, inst);
    // A parameter that does not exist.
    fb.f.params.push(bad(4321));
    let out = verify(&module(vec![fb]));
    let d = &out.diagnostics;
    let n1 = d.iter().filter(|d| d.code == codes::MPS0001).count();
    assert!(n1 >= 7, "{:#?}", d);
    assert_has(d, codes::MPS0007);
    assert!(d.iter().all(|d| !d.message.is_empty()));
    assert!(d.iter().any(|d| d.message.contains("invalid handle")));
    assert!(out.value.is_none());
}

#[test]
fn empty_function_is_mps0020() {
    let mut fb = Fb::new("empty", Type::Unit);
    fb.param("x", U32);
    let out = verify(&module(vec![fb]));
    assert_eq!(codes_of(&out.diagnostics), vec![codes::MPS0020]);
}

#[test]
fn empty_module_verifies() {
    let out = verify(&Module::default());
    assert!(out.diagnostics.is_empty());
    assert!(out.value.unwrap().functions.is_empty());
}

#[test]
fn phi_with_mismatched_blocks_and_operands_is_reported() {
    let mut fb = counting_loop();
    let phi = InstId::from_index(0);
    fb.f.insts[phi].blocks.pop();
    let out = verify(&module(vec![fb]));
    assert_has(&out.diagnostics, codes::MPS0001);
}

#[test]
fn phi_in_entry_block_is_mps0009() {
    let mut fb = Fb::new("k", Type::Unit);
    let b0 = fb.block("bb0");
    fb.phi(b0, "p", U32, vec![(b0, u32c(0))]);
    fb.term(b0, Terminator::Ret(None));
    let out = verify(&module(vec![fb]));
    assert_has(&out.diagnostics, codes::MPS0009);
}

#[test]
fn value_struct_cycle_is_mps0022() {
    let mut m = Module::default();
    let a = m.structs.append(StructDef {
        name: "TA".into(),
        kind: StructKind::Value,
        doc: None,
        fields: vec![],
        spans: Default::default(),
    });
    let b = m.structs.append(StructDef {
        name: "TB".into(),
        kind: StructKind::Value,
        doc: None,
        fields: vec![Field {
            name: "a".into(),
            ty: Type::Struct(a),
        }],
        spans: Default::default(),
    });
    m.structs[a].fields.push(Field {
        name: "b".into(),
        ty: Type::Struct(b),
    });
    let out = verify(&m);
    assert_eq!(codes_of(&out.diagnostics), vec![codes::MPS0022]);
    assert!(out.diagnostics[0].message.contains("TA → TB → TA"));
}

/// Random modules, most of them nonsense: the verifier must not panic.
mod fuzz {
    use super::*;
    use magpie_mpir::OPS;
    use proptest::prelude::*;

    fn ty(k: u8, n_structs: u32) -> Type {
        let s = Scalar::ALL[(k % 13) as usize];
        match k % 11 {
            0 => Type::Unit,
            1 => Type::Pred,
            2 => Type::Struct(bad(u32::from(k) % (n_structs + 2))),
            3 => Type::Buffer(Elem::Scalar(s)),
            4 => Type::Ptr(None),
            5 => Type::Ptr(Some(Elem::Scalar(s))),
            6 => Type::Host(magpie_mpir::HostType::Str),
            _ => Type::Scalar(s),
        }
    }

    fn build(seed: &[u8]) -> Module {
        let mut it = seed.iter().copied().cycle();
        let mut next = move || it.next().unwrap_or(0);
        let mut m = Module::default();
        let n_structs = u32::from(next() % 3);
        for s in 0..n_structs {
            let mut fields = Vec::new();
            for k in 0..next() % 3 {
                fields.push(Field {
                    name: format!("f{}", k % 2),
                    ty: ty(next(), n_structs),
                });
            }
            m.structs.append(StructDef {
                name: format!("T{}", s % 2),
                kind: if next().is_multiple_of(2) {
                    StructKind::Value
                } else {
                    StructKind::Heap
                },
                doc: None,
                fields,
                spans: Default::default(),
            });
        }
        for f in 0..1 + next() % 3 {
            let mut fb = Fb::new(&format!("f{}", next() % 3), ty(next(), n_structs));
            fb.f.is_unsafe = next().is_multiple_of(2);
            if next().is_multiple_of(4) {
                fb.f.requires.push("subgroups".into());
            }
            let nv = u32::from(next() % 8);
            for k in 0..nv {
                fb.value(&format!("v{}", k % 5), ty(next(), n_structs));
            }
            for _ in 0..next() % 3 {
                fb.f.params.push(bad(u32::from(next()) % (nv + 2)));
            }
            let nb = u32::from(next() % 4);
            for k in 0..nb {
                fb.block(&format!("bb{}", k % 3));
            }
            let opnd = |x: u8, y: u8| {
                if x.is_multiple_of(3) {
                    Operand::Const(Const {
                        ty: Scalar::ALL[(y % 13) as usize],
                        bits: u64::from(y % 4),
                    })
                } else {
                    Operand::Value(bad(u32::from(y) % (nv + 2)))
                }
            };
            for _ in 0..next() % 10 {
                let op = OPS[next() as usize % OPS.len()].op;
                let mut inst = Inst::new(op);
                if !next().is_multiple_of(4) {
                    inst.result = Some(bad(u32::from(next()) % (nv + 2)));
                }
                for _ in 0..next() % 4 {
                    let (x, y) = (next(), next());
                    inst.operands.push(opnd(x, y));
                    inst.keys.push(format!("f{}", x % 2));
                    inst.blocks.push(bad(u32::from(y) % (nb + 2)));
                }
                for _ in 0..next() % 3 {
                    let k = next();
                    inst.ty_args.push(if k.is_multiple_of(3) {
                        TyArg::Count(u64::from(k % 2))
                    } else {
                        TyArg::Type(ty(k, n_structs))
                    });
                }
                if next().is_multiple_of(2) {
                    inst.attr = Some(format!("f{}", next() % 3));
                }
                inst.in_unsafe = next().is_multiple_of(2);
                let i = fb.f.insts.append(inst);
                let b = u32::from(next()) % (nb + 1);
                if b < nb || next().is_multiple_of(2) {
                    if let Some(bl) = fb.f.blocks.get_mut(bad(b)) {
                        bl.insts.push(i);
                    }
                }
            }
            for k in 0..nb {
                let (x, y, z) = (next(), next(), next());
                let t = |w: u8| bad(u32::from(w) % (nb + 1));
                fb.f.blocks[bad(k)].term = match x % 6 {
                    0 => Terminator::Ret(None),
                    1 => Terminator::Ret(Some(opnd(y, z))),
                    2 => Terminator::Br(t(y)),
                    3 => Terminator::Cbr {
                        cond: opnd(z, y),
                        then_block: t(y),
                        else_block: t(z),
                    },
                    4 => Terminator::Switch {
                        value: opnd(z, y),
                        cases: vec![(i128::from(y) - 3, t(y)), (i128::from(z) * 1000, t(z))],
                        default: t(x),
                    },
                    _ => Terminator::Unreachable,
                };
            }
            let _ = f;
            m.functions.append(fb.f);
        }
        m
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        #[test]
        fn never_panics(seed in proptest::collection::vec(any::<u8>(), 1..200)) {
            let m = build(&seed);
            let out = verify(&m);
            for d in &out.diagnostics {
                prop_assert!(!d.message.is_empty());
            }
            // A module that verifies has consistent info.
            if let Some(info) = out.value {
                prop_assert_eq!(info.functions.len(), m.functions.len());
                prop_assert_eq!(info.call_order.len(), m.functions.len());
            }
        }
    }
}

/// A kernel of about 10,000 instructions in 5,000 blocks (a chain of
/// diamonds, each joining with a phi) verifies quickly.
#[test]
fn large_kernel_verifies_quickly() {
    let mut fb = Fb::new("big", Type::Unit);
    let out_buf = fb.param("out", Type::Buffer(Elem::Scalar(Scalar::U32)));
    let mut cur = fb.block("bb0");
    let gid = fb.op(cur, "gid", U32, Opcode::GlobalId, vec![u32c(0)]);
    let mut acc = gid;
    for k in 0..1700 {
        let c = fb.op(
            cur,
            &format!("c{k}"),
            BOOL,
            Opcode::IcmpUlt,
            vec![v(acc), u32c(k)],
        );
        let t = fb.block(&format!("t{k}"));
        let e = fb.block(&format!("e{k}"));
        let j = fb.block(&format!("j{k}"));
        fb.term(
            cur,
            Terminator::Cbr {
                cond: v(c),
                then_block: t,
                else_block: e,
            },
        );
        let a = fb.op(
            t,
            &format!("a{k}"),
            U32,
            Opcode::IAdd,
            vec![v(acc), u32c(1)],
        );
        let a2 = fb.op(
            t,
            &format!("a2_{k}"),
            U32,
            Opcode::IMul,
            vec![v(a), u32c(3)],
        );
        fb.term(t, Terminator::Br(j));
        let s = fb.op(
            e,
            &format!("s{k}"),
            U32,
            Opcode::ISub,
            vec![v(acc), u32c(1)],
        );
        let s2 = fb.op(e, &format!("s2_{k}"), U32, Opcode::IXor, vec![v(s), v(gid)]);
        fb.term(e, Terminator::Br(j));
        acc = fb.phi(j, &format!("p{k}"), U32, vec![(t, v(a2)), (e, v(s2))]);
        cur = j;
    }
    fb.void(
        cur,
        Opcode::BufferStore,
        vec![TyArg::Type(U32)],
        vec![v(out_buf), v(gid), v(acc)],
    );
    fb.term(cur, Terminator::Ret(None));
    let m = module(vec![fb]);
    assert!(m.functions[FuncId::from_index(0)].insts.len() >= 10_000);
    let start = std::time::Instant::now();
    let out = verify(&m);
    let took = start.elapsed();
    assert!(
        out.diagnostics.is_empty(),
        "{:#?}",
        &out.diagnostics[..3.min(out.diagnostics.len())]
    );
    // Time is reported, not asserted (figures: `cargo xtask perf`).
    eprintln!(
        "verified {} instructions in {took:?}",
        m.functions[FuncId::from_index(0)].insts.len()
    );
}

#[test]
fn duplicate_block_labels_are_mps0008() {
    let mut fb = Fb::new("k", Type::Unit);
    let b0 = fb.block("bb0");
    let b1 = fb.block("bb0");
    fb.term(b0, Terminator::Br(b1));
    fb.term(b1, Terminator::Ret(None));
    let out = verify(&module(vec![fb]));
    assert_eq!(codes_of(&out.diagnostics), vec![codes::MPS0008]);
}
