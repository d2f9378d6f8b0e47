//! Soundness of the warp barriers (`src/warp_sync.rs`) against executions:
//! a barrier the PTX emits as a warp barrier must be one around which, in
//! every run, only work-items with `tid.x < 32` touch memory.
//!
//! The test generates straight-line kernels: a sequence of barriers,
//! memory accesses (shared loads and stores at `tid`, `tid + K` or `K`,
//! device stores) each under one or two nested guards on `tid.x` (`<`,
//! `<=`, `>`, `>=`, `==`, `!=`, the constant on either side, the access on
//! either side) or none, and counted loops whose body
//! works under `tid < s` with a barrier at the end (`s` halving or going
//! down by a step), which the emitter unrolls. Each kernel is also written
//! instrumented: every work-item counts the barriers it has passed in a
//! buffer slot of its own and, before each access, marks
//! `log[barriers passed][gid]`. The CPU reference executor runs the
//! instrumented kernel; barrier `e` separates epochs `e` and `e + 1`, and
//! only warp 0 needs it when every work-item marked in either epoch has a
//! local id below 32. The emitted PTX of the plain kernel has its barriers
//! in execution order (no backward branch), so its `e`-th barrier must be
//! `bar.sync` unless the run says only warp 0 needed it.

mod common;

use common::barrier_pattern;
use magpie_cpu::{Config, KernelArg, Launch, Memory};
use magpie_gpu::Target;
use magpie_gpu_ptx::{emit, Options};
use magpie_mpir::{parse, verify};
use proptest::prelude::*;

/// Constants guards and indices are drawn from: around the warp size and
/// the strides of reductions.
const KS: [u32; 11] = [0, 1, 15, 16, 31, 32, 33, 48, 64, 100, 200];

#[derive(Clone, Debug)]
enum Guard {
    None,
    /// `cbr (icmp.PRED lhs rhs)`, the access on the then side (`true`) or
    /// the else side; `const_left` puts the constant on the left.
    Cmp {
        pred: &'static str,
        k: u32,
        const_left: bool,
        then_side: bool,
    },
}

#[derive(Clone, Debug)]
enum Access {
    LoadShared(Index),
    StoreShared(Index),
    StoreDevice,
}

#[derive(Clone, Debug)]
enum Index {
    Tid,
    TidPlus(u32),
    Const(u32),
}

#[derive(Clone, Debug)]
enum Seg {
    Barrier,
    Guarded(Guard, Access),
    /// The access under two guards, one inside the other.
    Nested(Guard, Guard, Access),
    /// `s = start; while s > 0 { if tid < s { access at (tid + s) & 255 } barrier; s = step(s) }`
    Loop {
        start: u32,
        halve: bool,
        step: u32,
    },
}

const PREDS: [&str; 6] = [
    "icmp.ult", "icmp.ule", "icmp.ugt", "icmp.uge", "icmp.eq", "icmp.ne",
];

fn guard() -> impl Strategy<Value = Guard> {
    prop_oneof![
        1 => Just(Guard::None),
        4 => (0..PREDS.len(), 0..KS.len(), any::<bool>(), any::<bool>()).prop_map(
            |(p, k, const_left, then_side)| Guard::Cmp {
                pred: PREDS[p],
                k: KS[k],
                const_left,
                then_side,
            }
        ),
    ]
}

fn index() -> impl Strategy<Value = Index> {
    prop_oneof![
        Just(Index::Tid),
        (0..KS.len()).prop_map(|k| Index::TidPlus(KS[k])),
        (0..KS.len()).prop_map(|k| Index::Const(KS[k])),
    ]
}

fn access() -> impl Strategy<Value = Access> {
    prop_oneof![
        index().prop_map(Access::LoadShared),
        index().prop_map(Access::StoreShared),
        Just(Access::StoreDevice),
    ]
}

fn seg() -> impl Strategy<Value = Seg> {
    prop_oneof![
        3 => Just(Seg::Barrier),
        4 => (guard(), access()).prop_map(|(g, a)| Seg::Guarded(g, a)),
        1 => (guard(), guard(), access()).prop_map(|(g, h, a)| Seg::Nested(g, h, a)),
        1 => (1u32..=256, any::<bool>(), 0..4usize).prop_map(|(start, halve, s)| {
            // going down by `step` from a multiple of it reaches 0 exactly
            let step = [1, 8, 16, 24][s];
            let start = if halve { start } else { step * (1 + start % 8) };
            Seg::Loop { start, halve, step }
        }),
    ]
}

/// The kernel text; `instrumented` adds the barrier counters and the log.
/// `threads` is the launch's total work-item count (the log's row length).
fn source(segs: &[Seg], instrumented: bool, threads: u32) -> String {
    let mut b = Builder {
        text: String::new(),
        blocks: 0,
        vals: 0,
        instrumented,
        threads,
    };
    let params = if instrumented {
        "%out: gpu.TBuffer<u32>, %cnt: gpu.TBuffer<u32>, %log: gpu.TBuffer<u32>"
    } else {
        "%out: gpu.TBuffer<u32>"
    };
    b.text.push_str(&format!(
        "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\
         gpu fn @k({params}) -> unit workgroup(256, 1, 1) {{\nbb0:\n\
         \x20   %tid: u32 = gpu.thread_id {{ dim=const.u32 0 }}\n\
         \x20   %gid: u32 = gpu.global_id {{ dim=const.u32 0 }}\n\
         \x20   %tile: ptr = gpu.shared<256, u32>\n"
    ));
    for s in segs {
        b.seg(s);
    }
    b.line("ret");
    b.text.push_str("}\n");
    b.text
}

struct Builder {
    text: String,
    blocks: u32,
    vals: u32,
    instrumented: bool,
    threads: u32,
}

impl Builder {
    fn line(&mut self, l: &str) {
        self.text.push_str("    ");
        self.text.push_str(l);
        self.text.push('\n');
    }

    fn val(&mut self) -> String {
        self.vals += 1;
        format!("%v{}", self.vals)
    }

    fn block(&mut self) -> String {
        self.blocks += 1;
        format!("bb{}", self.blocks)
    }

    fn label(&mut self, b: &str) {
        self.text.push_str(&format!("{b}:\n"));
    }

    /// The current block ends in `br next` and `next` begins.
    fn go(&mut self, next: &str) {
        self.line(&format!("br {next}"));
        self.label(next);
    }

    fn barrier(&mut self) {
        self.line("gpu.barrier");
        if self.instrumented {
            let (c, d) = (self.val(), self.val());
            self.line(&format!(
                "{c}: u32 = gpu.buffer_load<u32> {{ buf=%cnt, idx=%gid }}"
            ));
            self.line(&format!("{d}: u32 = i.add {{ lhs={c}, rhs=const.u32 1 }}"));
            self.line(&format!(
                "gpu.buffer_store<u32> {{ buf=%cnt, idx=%gid, v={d} }}"
            ));
        }
    }

    /// Marks the access about to be made in the log.
    fn mark(&mut self) {
        if !self.instrumented {
            return;
        }
        let (e, m, p) = (self.val(), self.val(), self.val());
        self.line(&format!(
            "{e}: u32 = gpu.buffer_load<u32> {{ buf=%cnt, idx=%gid }}"
        ));
        self.line(&format!(
            "{m}: u32 = i.mul {{ lhs={e}, rhs=const.u32 {} }}",
            self.threads
        ));
        self.line(&format!("{p}: u32 = i.add {{ lhs={m}, rhs=%gid }}"));
        self.line(&format!(
            "gpu.buffer_store<u32> {{ buf=%log, idx={p}, v=const.u32 1 }}"
        ));
    }

    /// An index operand into the 256-entry tile.
    fn index(&mut self, i: &Index) -> String {
        match i {
            Index::Tid => "%tid".into(),
            Index::Const(k) => format!("const.u32 {}", k % 256),
            Index::TidPlus(k) => {
                let (s, m) = (self.val(), self.val());
                self.line(&format!(
                    "{s}: u32 = i.add {{ lhs=%tid, rhs=const.u32 {k} }}"
                ));
                self.line(&format!(
                    "{m}: u32 = i.and {{ lhs={s}, rhs=const.u32 255 }}"
                ));
                m
            }
        }
    }

    fn access(&mut self, a: &Access) {
        match a {
            Access::LoadShared(i) => {
                let idx = self.index(i);
                self.mark();
                let v = self.val();
                self.line(&format!(
                    "{v}: u32 = gpu.buffer_load<u32> {{ buf=%tile, idx={idx} }}"
                ));
            }
            Access::StoreShared(i) => {
                let idx = self.index(i);
                self.mark();
                self.line(&format!(
                    "gpu.buffer_store<u32> {{ buf=%tile, idx={idx}, v=%gid }}"
                ));
            }
            Access::StoreDevice => {
                self.mark();
                self.line("gpu.buffer_store<u32> { buf=%out, idx=%gid, v=%tid }");
            }
        }
    }

    /// `body` under guard `g`.
    fn guarded(&mut self, g: &Guard, body: &mut dyn FnMut(&mut Builder)) {
        let Guard::Cmp {
            pred,
            k,
            const_left,
            then_side,
        } = g
        else {
            body(self);
            return;
        };
        let c = self.val();
        let (lhs, rhs) = if *const_left {
            (format!("const.u32 {k}"), "%tid".to_string())
        } else {
            ("%tid".to_string(), format!("const.u32 {k}"))
        };
        self.line(&format!("{c}: bool = {pred} {{ lhs={lhs}, rhs={rhs} }}"));
        let (work, join) = (self.block(), self.block());
        if *then_side {
            self.line(&format!("cbr {c} {work} {join}"));
        } else {
            self.line(&format!("cbr {c} {join} {work}"));
        }
        self.label(&work);
        body(self);
        self.go(&join);
    }

    fn seg(&mut self, s: &Seg) {
        match s {
            Seg::Barrier => self.barrier(),
            Seg::Guarded(g, a) => self.guarded(g, &mut |b| b.access(a)),
            Seg::Nested(g, h, a) => self.guarded(g, &mut |b| b.guarded(h, &mut |b| b.access(a))),
            Seg::Loop { start, halve, step } => {
                let (head, test, work, latch, exit) = (
                    self.block(),
                    self.block(),
                    self.block(),
                    self.block(),
                    self.block(),
                );
                // the block that enters the loop: the last label written
                let from = self
                    .text
                    .lines()
                    .rev()
                    .find_map(|l| l.strip_suffix(':'))
                    .unwrap_or("bb0")
                    .to_string();
                let (s, next, more, active) = (self.val(), self.val(), self.val(), self.val());
                self.go(&head);
                self.line(&format!(
                    "{s}: u32 = phi u32 {{ [{from}: const.u32 {start}], [{latch}: {next}] }}"
                ));
                self.line(&format!(
                    "{more}: bool = icmp.ugt {{ lhs={s}, rhs=const.u32 0 }}"
                ));
                self.line(&format!("cbr {more} {test} {exit}"));
                self.label(&test);
                self.line(&format!(
                    "{active}: bool = icmp.ult {{ lhs=%tid, rhs={s} }}"
                ));
                self.line(&format!("cbr {active} {work} {latch}"));
                self.label(&work);
                let (j, m) = (self.val(), self.val());
                self.line(&format!("{j}: u32 = i.add {{ lhs=%tid, rhs={s} }}"));
                self.line(&format!(
                    "{m}: u32 = i.and {{ lhs={j}, rhs=const.u32 255 }}"
                ));
                self.mark();
                let v = self.val();
                self.line(&format!(
                    "{v}: u32 = gpu.buffer_load<u32> {{ buf=%tile, idx={m} }}"
                ));
                self.mark();
                self.line(&format!(
                    "gpu.buffer_store<u32> {{ buf=%tile, idx=%tid, v={v} }}"
                ));
                self.go(&latch);
                self.barrier();
                if *halve {
                    self.line(&format!(
                        "{next}: u32 = i.lshr {{ lhs={s}, rhs=const.u32 1 }}"
                    ));
                } else {
                    self.line(&format!(
                        "{next}: u32 = i.sub {{ lhs={s}, rhs=const.u32 {step} }}"
                    ));
                }
                self.line(&format!("br {head}"));
                self.label(&exit);
            }
        }
    }
}

fn check(segs: &[Seg], block: u32) -> Result<(), TestCaseError> {
    let grid = 2u32;
    let threads = grid * block;
    let plain = source(segs, false, threads);
    let module = parse(&plain).value.expect("the plain kernel parses");
    let info = verify(&module).value.expect("the plain kernel verifies");
    let fid = module.function_by_name("k").expect("@k");
    let options = Options::for_target(&Target::parse("sm_90").unwrap());
    let ptx = emit(&module, &info, fid, &options)
        .map_err(|e| TestCaseError::fail(format!("emit: {e}\n{plain}")))?
        .text;
    let emitted = barrier_pattern(&ptx);

    let inst = source(segs, true, threads);
    let module = parse(&inst).value.expect("the instrumented kernel parses");
    let info = verify(&module)
        .value
        .expect("the instrumented kernel verifies");
    let fid = module.function_by_name("k").expect("@k");
    let epochs = emitted.len() + 1;
    let out = Memory::zeroed(4 * threads as usize);
    let cnt = Memory::zeroed(4 * threads as usize);
    let log = Memory::zeroed(4 * threads as usize * epochs);
    magpie_cpu::run_kernel(
        &module,
        &info,
        fid,
        &Launch::new([grid, 1, 1], [block, 1, 1]),
        &[
            KernelArg::Buffer(&out),
            KernelArg::Buffer(&cnt),
            KernelArg::Buffer(&log),
        ],
        &Config {
            max_steps: Some(1_000_000),
            ..Config::default()
        },
    )
    .map_err(|e| TestCaseError::fail(format!("cpu: {e}\n{inst}")))?;
    let words = |m: &Memory| -> Vec<u32> {
        m.to_bytes()
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    let passed = words(&cnt);
    // every barrier instance is in the PTX in execution order
    prop_assert!(
        passed.iter().all(|&p| p as usize == emitted.len()),
        "{} barriers in the PTX, {:?} passed\n{}",
        emitted.len(),
        passed.first(),
        ptx
    );
    let log = words(&log);
    let touched = |e: usize, g: usize| log[e * threads as usize + g] != 0;
    for (e, kind) in emitted.chars().enumerate() {
        let only_warp0 = (0..threads as usize)
            .filter(|&g| touched(e, g) || touched(e + 1, g))
            .all(|g| g as u32 % block < 32);
        prop_assert!(
            kind == 'F' || only_warp0,
            "barrier {} is a warp barrier, but work-items of other warps touch memory next to it\n{}\n{}",
            e,
            plain,
            ptx
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn warp_barriers_order_only_warp_0(
        segs in prop::collection::vec(seg(), 1..10),
        b in 0..4usize,
    ) {
        check(&segs, [64, 96, 128, 256][b])?;
    }
}

/// The generator reaches warp barriers (the property is not vacuous): the
/// tree reduction's tail, and a guarded access between two barriers.
#[test]
fn the_generator_makes_warp_barriers() {
    let reduction = [
        Seg::Guarded(Guard::None, Access::StoreShared(Index::Tid)),
        Seg::Barrier,
        Seg::Loop {
            start: 128,
            halve: true,
            step: 1,
        },
    ];
    let guarded = [
        Seg::Barrier,
        Seg::Guarded(
            Guard::Cmp {
                pred: "icmp.uge",
                k: 32,
                const_left: false,
                then_side: false,
            },
            Access::LoadShared(Index::TidPlus(1)),
        ),
        Seg::Barrier,
    ];
    for (segs, want) in [(&reduction[..], "FFFWWWWWW"), (&guarded[..], "WW")] {
        let src = source(segs, false, 512);
        let module = parse(&src).value.expect("parses");
        let info = verify(&module).value.expect("verifies");
        let fid = module.function_by_name("k").expect("@k");
        let options = Options::for_target(&Target::parse("sm_90").unwrap());
        let ptx = emit(&module, &info, fid, &options).expect("emits").text;
        assert_eq!(barrier_pattern(&ptx), want, "{src}\n{ptx}");
        for block in [64, 256] {
            check(segs, block).unwrap_or_else(|e| panic!("{e}"));
        }
    }
}
