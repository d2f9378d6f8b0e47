//! The generators and the harness checked on their own: kernels are
//! reproducible, every kernel is valid, the control-flow generator makes
//! the shapes it promises, the arithmetic generator uses every op, and the
//! harness catches a planted wrong result.

use std::collections::BTreeSet;

use magpie_difftest::gen_arith::{self, Op, PROFILES};
use magpie_difftest::gen_cf;
use magpie_difftest::generated::Program;
use magpie_difftest::harness::{check_with, compare, BackendId, Env, Options, Outcome, Stage};
use magpie_difftest::{generate, GENERATORS};

#[test]
fn same_seed_same_kernel() {
    for gen in GENERATORS {
        for seed in [0, 1, 77, u64::MAX] {
            let a = generate(gen, seed, 30).expect("generator");
            let b = generate(gen, seed, 30).expect("generator");
            assert_eq!(a, b, "{gen}/{seed}");
            let c = generate(gen, seed.wrapping_add(1), 30).expect("generator");
            assert_ne!(a.source, c.source, "{gen}/{seed} and the next seed");
        }
    }
}

/// A kernel carries the name of the generator that made it, which is what
/// a finding's label and its `--gen` regenerate line use: `arith8` kernels
/// once said `arith`, whose kernel for the same seed is another.
#[test]
fn kernels_name_their_generator() {
    for gen in GENERATORS {
        for seed in [3, 2_300_103] {
            let g = generate(gen, seed, 40).expect("generator");
            assert_eq!(g.generator, gen, "{gen}/{seed}");
            let again = generate(g.generator, g.seed, g.size).expect("generator");
            assert_eq!(again.source, g.source, "{gen}/{seed}");
        }
    }
}

/// Every kernel passes the front end (parse, verify, validate): a failure
/// here is a generator bug, named by its seed.
#[test]
fn kernels_of_2000_seeds_pass_the_front_end() {
    for gen in GENERATORS {
        for seed in 0..2000u64 {
            let size = 4 + (seed % 40) as usize;
            let g = generate(gen, seed, size).expect("generator");
            let out = magpie_gpu::front_end(&g.source, None);
            assert!(
                out.value.is_some(),
                "{gen}/{seed} (size {size}) does not pass the front end: {:#?}\n{}",
                out.diagnostics,
                g.source
            );
        }
    }
}

/// The CPU executor runs every kernel to the end (no loop runs away, no
/// index leaves its buffer) for a few hundred seeds.
#[test]
fn kernels_run_on_the_cpu() {
    let env = Env::discover(&[]);
    for gen in GENERATORS {
        for seed in 0..150u64 {
            let g = generate(gen, seed, 24).expect("generator");
            let r = check_with(&g, &env, &Options::default());
            assert!(
                r.generator_bug.is_none(),
                "{gen}/{seed}: {:?}",
                r.generator_bug
            );
        }
    }
}

#[test]
fn cf_makes_the_promised_shapes() {
    let n = 400u64;
    let stats: Vec<gen_cf::Stats> = (0..n).map(|s| gen_cf::program(s, 24).stats()).collect();
    let count = |f: &dyn Fn(&gen_cf::Stats) -> bool| stats.iter().filter(|s| f(s)).count();
    let deep = count(&|s| s.max_loop_depth >= 3);
    let checks: [(&str, usize); 11] = [
        ("loop nests of depth >= 3", deep),
        ("multi-level breaks", count(&|s| s.multi_level_breaks > 0)),
        (
            "multi-level continues",
            count(&|s| s.multi_level_continues > 0),
        ),
        (
            "breaks through an own exit block",
            count(&|s| s.own_exit_breaks > 0),
        ),
        (
            "switches with shared targets",
            count(&|s| s.shared_target_switches > 0),
        ),
        ("case fallthroughs", count(&|s| s.fallthroughs > 0)),
        ("returns inside loops", count(&|s| s.returns_in_loops > 0)),
        (
            "loops inside switch cases",
            count(&|s| s.loops_in_cases > 0),
        ),
        (
            "switch cases that break a loop",
            count(&|s| s.case_breaks > 0),
        ),
        ("continues", count(&|s| s.continues > 0)),
        (
            "ifs whose arms both continue",
            count(&|s| s.continue_arms > 0),
        ),
    ];
    for (what, k) in checks {
        assert!(k * 50 >= n as usize, "{what}: only {k} of {n} programs");
    }
    assert!(deep * 4 >= n as usize, "depth >= 3 in only {deep} of {n}");
    let shapes: BTreeSet<&str> = stats.iter().map(|s| s.shape.as_str()).collect();
    assert!(
        shapes.len() * 10 >= n as usize * 9,
        "{} distinct shapes",
        shapes.len()
    );
}

/// Every op of the generator's tables, every profile, and every cast pair
/// of the numeric types (and bool as a source) shows up.
#[test]
fn arith_uses_every_op_and_cast() {
    let mut ops = BTreeSet::new();
    let mut casts = BTreeSet::new();
    let mut profiles = BTreeSet::new();
    for seed in 0..1500 {
        let g = gen_arith::generate(seed, 40);
        let Program::Arith(p) = &g.program else {
            panic!("an arith program")
        };
        profiles.insert(p.profile.name);
        for n in &p.nodes {
            match n.op {
                Op::Binary { op, .. } | Op::Unary { op, .. } => {
                    ops.insert(format!("{op}/{}", n.ty.name()));
                }
                Op::Fma { .. } => {
                    ops.insert(format!("math.fma/{}", n.ty.name()));
                }
                Op::Cast { from, .. } => {
                    casts.insert((from, n.ty));
                }
                Op::Load { .. } => {}
            }
        }
    }
    assert_eq!(profiles.len(), PROFILES.len());
    let numeric = magpie_difftest::values::NUMERIC;
    let mut missing = Vec::new();
    for from in numeric.iter().chain([&magpie_mpir::Scalar::Bool]) {
        for to in numeric {
            if *from != to && !casts.contains(&(*from, to)) {
                missing.push(format!("cast<{}, {}>", from.name(), to.name()));
            }
        }
    }
    for ty in numeric {
        let table: &[&str] = if ty.is_float() {
            &[
                "f.add",
                "f.sub",
                "f.mul",
                "f.div",
                "f.rem",
                "math.sqrt",
                "math.abs",
                "math.floor",
                "math.ceil",
                "math.round",
                "math.trunc",
                "math.min",
                "math.max",
                "math.fma",
            ]
        } else {
            &[
                "i.add", "i.sub", "i.mul", "i.sdiv", "i.udiv", "i.srem", "i.urem", "i.and", "i.or",
                "i.xor", "i.shl", "i.lshr", "i.ashr",
            ]
        };
        for op in table {
            if !ops.contains(&format!("{op}/{}", ty.name())) {
                missing.push(format!("{op} on {}", ty.name()));
            }
        }
    }
    assert!(missing.is_empty(), "never generated: {missing:?}");
}

/// A wrong byte in the oracle's output is reported by every backend that
/// produces bytes (a check that cannot fail is no check).
#[test]
fn a_planted_mismatch_is_caught() {
    let env = Env::discover(&[BackendId::Cpu, BackendId::Tree, BackendId::Vulkan]);
    // A control-flow kernel the tree interpreter runs too.
    let g = (0..50)
        .map(|s| gen_cf::generate(s, 6))
        .find(|g| {
            let r = check_with(g, &env, &Options::default());
            matches!(r.outcome(BackendId::Tree), Some(Outcome::Match))
        })
        .expect("a cf kernel the tree interpreter runs");
    let options = Options {
        only: None,
        tamper: Some(|outs| {
            if let Some(b) = outs.first_mut().and_then(|o| o.get_mut(5)) {
                *b ^= 0x10;
            }
        }),
    };
    let r = check_with(&g, &env, &options);
    for (b, o) in &r.results {
        match o {
            Outcome::Finding(f) => {
                assert_eq!(f.stage, Stage::Mismatch, "{b}: {f}");
                assert_eq!(f.diffs.len(), 1, "{b}: {f}");
                assert_eq!(f.diffs[0].index, 1, "{b}: byte 5 is element 1");
            }
            Outcome::Skipped(why) if *b == BackendId::Vulkan => println!("skip vulkan: {why}"),
            other => panic!("{b}: the planted mismatch was not caught: {other:?}"),
        }
    }
}

/// On a device that flushes f32 subnormals, exactly the results computed
/// from a subnormal are excused: `subnormal * x` is, `2 * x` on normal
/// inputs is not.
#[test]
fn flushing_excuses_only_what_touched_a_subnormal() {
    use magpie_difftest::gen_arith::{Input, Node, Operand, Program as Arith};
    use magpie_difftest::harness::{flush_mask, Diff};
    use magpie_mpir::Scalar;
    let lanes = gen_arith::LANES as usize;
    let program = |factor: u64| Arith {
        seed: 0,
        size: 1,
        profile: PROFILES[4],
        inputs: vec![Input {
            ty: Scalar::Bf16,
            slots: 1,
            data: vec![0x3f80; lanes], // 1.0
        }],
        nodes: vec![
            Node {
                ty: Scalar::Bf16,
                op: Op::Load { input: 0, slot: 0 },
            },
            Node {
                ty: Scalar::Bf16,
                op: Op::Binary {
                    op: "f.mul",
                    lhs: Operand::Const {
                        ty: Scalar::Bf16,
                        bits: factor,
                        style: 0,
                    },
                    rhs: Operand::Node(0),
                },
            },
        ],
        stores: vec![1],
    };
    let diff = |index| Diff {
        buffer: "out_bf16".into(),
        ty: Scalar::Bf16,
        index,
        got: Some(0),
        expected: Some(0x7f),
        per_lane: 1,
    };
    let tiny = program(0x7f).render();
    let mask = flush_mask(&tiny, 1_000_000).expect("an arith kernel");
    assert!((0..lanes).all(|i| mask.excuses(&diff(i))));
    let two = program(0x4000).render();
    let mask = flush_mask(&two, 1_000_000).expect("an arith kernel");
    assert!((0..lanes).all(|i| !mask.excuses(&diff(i))));
}

#[test]
fn compare_applies_the_float_rules() {
    let g = gen_arith::generate_with(3, 10, PROFILES[0]);
    let outs: Vec<_> = g.outputs().map(|b| b.bytes.clone()).collect();
    assert!(compare(&g, &outs, &outs, None, false).is_empty());
    let mut shorter = outs.clone();
    shorter[0].truncate(1);
    assert!(!compare(&g, &outs, &shorter, None, false).is_empty());
}
