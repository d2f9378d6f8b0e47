//! Property test over the whole front end: for random and mutated kernel
//! texts, parse → verify → validate (each kernel's own target and every
//! backend) → the SPIR-V and PTX emitters → the pass pipeline never panics,
//! and the passes leave a module that still verifies and prints to text
//! that parses back to the same text.
//!
//! Inputs are the repository's kernels that parse (examples and the
//! diagnostic test inputs) mutated at the line and token level, so that many
//! of them still parse and reach the verifier and the validator, plus raw
//! token soup. Of 10,000 mutated inputs, about 4,700 reach the verifier and
//! 2,500 the validator and the passes (`MAGPIE_PROP_STATS=1` prints the
//! counts).
//! The case count comes from `PROPTEST_CASES` (`cargo xtask test` sets
//! 10,000); without it, 1,000.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use magpie_gpu::passes::PassManager;
use magpie_gpu::{validate, GpuBackend, Target};
use magpie_mpir::{parse, print, verify};
use proptest::prelude::*;
use proptest::test_runner::Config;

fn config() -> Config {
    let mut c = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        c.cases = 1000;
    }
    c
}

fn corpus() -> &'static [String] {
    static CORPUS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    CORPUS.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files: Vec<PathBuf> = Vec::new();
        for dir in [
            "examples/spec",
            "examples/spec-magpie-spelling",
            "examples/kernels",
            "crates/magpie_cli/tests/diagnostics",
        ] {
            if let Ok(entries) = std::fs::read_dir(root.join(dir)) {
                files.extend(entries.flatten().map(|e| e.path()));
            }
        }
        files.retain(|p| p.extension().is_some_and(|e| e == "mp"));
        files.sort();
        let texts: Vec<String> = files
            .iter()
            .filter_map(|p| std::fs::read_to_string(p).ok())
            .collect();
        // Seeds that parse: mutations of them mostly still parse, so the
        // verifier and the validator see many near-valid modules.
        let seeds: Vec<String> = texts
            .into_iter()
            .filter(|t| parse(t).value.is_some())
            .collect();
        assert!(seeds.len() > 50, "corpus too small: {}", seeds.len());
        seeds
    })
}

/// Words that keep a mutated kernel close to valid.
const VOCAB: &[&str] = &[
    "u32",
    "i32",
    "f32",
    "f64",
    "i64",
    "u64",
    "f16",
    "bf16",
    "bool",
    "pred",
    "ptr",
    "gpu.TBuffer<f32>",
    "gpu.TBuffer<u32>",
    "rawptr<f32>",
    "TParams",
    "Str",
    "i.add",
    "i.sub",
    "i.mul",
    "i.sdiv",
    "i.shl",
    "f.add",
    "f.mul",
    "f.div",
    "icmp.ult",
    "icmp.eq",
    "fcmp.olt",
    "cast<u32, f32>",
    "cast<f32, i32>",
    "phi",
    "call",
    "call_void",
    "gpu.global_id",
    "gpu.thread_id",
    "gpu.buffer_load<f32>",
    "gpu.buffer_store<f32>",
    "gpu.buffer_load<u32>",
    "gpu.shared<256, f32>",
    "gpu.shared<99999, f64>",
    "gpu.barrier",
    "gpu.atomic.add<f32>",
    "gpu.atomic.add<u32>",
    "gpu.subgroup.sum",
    "gpu.metal.simd_sum",
    "math.sqrt",
    "ptr.load<f32>",
    "ptr.add<f32>",
    "gpu.target.has",
    "pred.not",
    "unsafe",
    "const.u32",
    "const.f32",
    "const.i64",
    "const.bool",
    "0",
    "1",
    "2",
    "3",
    "-1",
    "300",
    "1.5",
    "nan",
    "inf",
    "true",
    "%gid",
    "%n",
    "%x",
    "%y",
    "%in",
    "%out",
    "%tid",
    "%shared",
    "bb0",
    "bb1",
    "bb2",
    "bb3",
    "bb7",
    "br",
    "cbr",
    "ret",
    "switch",
    "unreachable",
    "target(spv)",
    "target(wgsl)",
    "target(msl)",
    "workgroup(256, 1, 1)",
    "workgroup(0, 1, 1)",
    "requires(subgroups)",
    "requires(device_malloc)",
    "{",
    "}",
    "=",
    ",",
    ":",
];

const TYPES: &[&str] = &[
    "bool", "i8", "i32", "i64", "u8", "u32", "u64", "f16", "bf16", "f32", "f64", "pred", "ptr",
    "unit",
];
const NUMBERS: &[&str] = &[
    "0", "1", "2", "3", "-1", "255", "256", "1024", "99999", "0x10",
];

/// One edit. Class-aware edits keep the text close to valid: a value name is
/// replaced by another name of the same file, a type by a type, an op by an
/// op of the op table, a label by a label, a number by a number.
#[derive(Clone, Debug)]
enum Mutation {
    DeleteLine(usize),
    DuplicateLine(usize),
    SwapLines(usize, usize),
    Rename(usize, usize),
    Retype(usize, usize),
    Reop(usize, usize),
    Relabel(usize, usize),
    Renumber(usize, usize),
    InsertWord(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let pair = || (any::<usize>(), any::<usize>());
    prop_oneof![
        any::<usize>().prop_map(Mutation::DeleteLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
        pair().prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        pair().prop_map(|(a, b)| Mutation::Rename(a, b)),
        pair().prop_map(|(a, b)| Mutation::Retype(a, b)),
        pair().prop_map(|(a, b)| Mutation::Reop(a, b)),
        pair().prop_map(|(a, b)| Mutation::Relabel(a, b)),
        pair().prop_map(|(a, b)| Mutation::Renumber(a, b)),
        pair().prop_map(|(a, b)| Mutation::InsertWord(a, b)),
    ]
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '%' || c == '-'
}

/// The words of `line` (maximal runs of word characters) with their ranges.
fn words(line: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices().chain([(line.len(), ' ')]) {
        match (start, is_word_char(c)) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                out.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// Replaces the first word of `line` accepted by `class` (starting the
/// search at a position chosen by `seed`) with `with`.
fn replace_word(line: &mut String, seed: usize, class: impl Fn(&str) -> bool, with: &str) {
    let ws: Vec<(usize, usize)> = words(line)
        .into_iter()
        .filter(|&(a, b)| class(&line[a..b]))
        .collect();
    if let Some(&(a, b)) = ws.get(seed % ws.len().max(1)) {
        line.replace_range(a..b, with);
    }
}

fn apply(text: &str, muts: &[Mutation]) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let all_words: Vec<String> = lines
        .iter()
        .flat_map(|l| words(l).into_iter().map(move |(a, b)| l[a..b].to_string()))
        .collect();
    let names: Vec<&str> = all_words
        .iter()
        .filter(|w| w.starts_with('%'))
        .map(String::as_str)
        .collect();
    let labels: Vec<&str> = all_words
        .iter()
        .filter(|w| w.starts_with("bb"))
        .map(String::as_str)
        .collect();
    let pick = |v: &[&'static str], k: usize| v[k % v.len()];
    for m in muts {
        let n = lines.len();
        if n == 0 {
            break;
        }
        match *m {
            Mutation::DeleteLine(i) => {
                lines.remove(i % n);
            }
            Mutation::DuplicateLine(i) => {
                let l = lines[i % n].clone();
                lines.insert(i % n, l);
            }
            Mutation::SwapLines(a, b) => lines.swap(a % n, b % n),
            Mutation::Rename(i, k) if !names.is_empty() => {
                let with = names[k % names.len()].to_string();
                replace_word(&mut lines[i % n], k / 7, |w| w.starts_with('%'), &with);
            }
            Mutation::Relabel(i, k) if !labels.is_empty() => {
                let with = labels[k % labels.len()].to_string();
                replace_word(&mut lines[i % n], k / 7, |w| w.starts_with("bb"), &with);
            }
            Mutation::Retype(i, k) => {
                replace_word(
                    &mut lines[i % n],
                    k / 7,
                    |w| TYPES.contains(&w),
                    pick(TYPES, k),
                );
            }
            Mutation::Reop(i, k) => {
                let op = magpie_mpir::OPS[k % magpie_mpir::OPS.len()].name;
                let is_op = |w: &str| magpie_mpir::OPS.iter().any(|o| o.name == w);
                replace_word(&mut lines[i % n], k / 7, is_op, op);
            }
            Mutation::Renumber(i, k) => {
                let is_num = |w: &str| w.chars().all(|c| c.is_ascii_digit());
                replace_word(&mut lines[i % n], k / 7, is_num, pick(NUMBERS, k));
            }
            Mutation::InsertWord(i, w) => {
                let line = &mut lines[i % n];
                let at = words(line)
                    .get((w / VOCAB.len()) % 4)
                    .map_or(line.len(), |x| x.0);
                line.insert_str(at, &format!("{} ", VOCAB[w % VOCAB.len()]));
            }
            _ => {}
        }
    }
    lines.join("\n")
}

static REACHED_VERIFY: AtomicUsize = AtomicUsize::new(0);
static REACHED_VALIDATE: AtomicUsize = AtomicUsize::new(0);
static CASES: AtomicUsize = AtomicUsize::new(0);
static EMITTED: AtomicUsize = AtomicUsize::new(0);

/// The whole front end on one text; panics (failing the case) on a bug.
fn run_front_end(text: &str) {
    let n = CASES.fetch_add(1, Ordering::Relaxed) + 1;
    if n.is_multiple_of(5000) && std::env::var_os("MAGPIE_PROP_STATS").is_some() {
        let v = REACHED_VERIFY.load(Ordering::Relaxed);
        let r = REACHED_VALIDATE.load(Ordering::Relaxed);
        eprintln!("of {n} inputs, {v} reached the verifier and {r} the validator");
    }
    let parsed = parse(text);
    let _ = magpie_diag::render_text("p.mp", text, &parsed.diagnostics, &Default::default());
    let Some(mut module) = parsed.value else {
        return;
    };
    REACHED_VERIFY.fetch_add(1, Ordering::Relaxed);
    let verified = verify(&module);
    let _ = magpie_diag::render_json("p.mp", text, &verified.diagnostics);
    let Some(info) = verified.value else {
        return;
    };
    REACHED_VALIDATE.fetch_add(1, Ordering::Relaxed);
    let _ = validate(&module, &info, None);
    for backend in GpuBackend::ALL {
        let _ = validate(&module, &info, Some(&Target::default_for(backend)));
    }
    emit_every_kernel(&module, &info);
    let outcome = PassManager::standard().run(&mut module);
    assert!(
        outcome.value.is_some(),
        "passes failed on:\n{text}\n{:#?}",
        outcome.diagnostics
    );
    assert!(
        verify(&module).value.is_some(),
        "optimised module does not verify:\n{}",
        print(&module)
    );
    // Passes keep arenas in their own order, so the reparsed module may
    // number instructions differently: compare canonical texts.
    let printed = print(&module);
    let reparsed = parse(&printed).value;
    assert_eq!(
        reparsed.as_ref().map(print),
        Some(printed.clone()),
        "{printed}"
    );
}

/// Both emitters on every kernel: an error is fine (unsupported shapes,
/// missing capabilities), a panic is a bug. Emission runs the emitters'
/// own pipelines too (predicates, device-library lowering, loop exits).
fn emit_every_kernel(module: &magpie_mpir::Module, info: &magpie_mpir::ModuleInfo) {
    let spirv = magpie_gpu_spirv::Options::default();
    let ptx = magpie_gpu_ptx::Options::for_target(&Target::new(GpuBackend::Ptx, "sm_90"));
    for (fid, f) in module.functions.iter() {
        if f.is_kernel() {
            let a = magpie_gpu_spirv::emit(module, info, fid, &spirv);
            let b = magpie_gpu_ptx::emit(module, info, fid, &ptx);
            if a.is_ok() && b.is_ok() {
                EMITTED.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn mutated_kernels_never_panic(
        pick in any::<usize>(),
        muts in proptest::collection::vec(mutation(), 1..4),
    ) {
        let corpus = corpus();
        let text = apply(&corpus[pick % corpus.len()], &muts);
        run_front_end(&text);
    }

    #[test]
    fn token_soup_never_panics(words in proptest::collection::vec(0..VOCAB.len(), 0..60)) {
        let text: Vec<&str> = words.iter().map(|&w| VOCAB[w]).collect();
        run_front_end(&format!("gpu fn @k(%in: gpu.TBuffer<f32>, %n: u32) -> unit {{\nbb0:\n{}\n}}", text.join(" ")));
    }
}

#[test]
fn unmutated_corpus_goes_through_every_stage() {
    for text in corpus() {
        run_front_end(text);
    }
    // Most of the corpus is valid kernels or kernels with target-level
    // errors: they must reach validation, or the mutation test means little.
    assert!(REACHED_VALIDATE.load(Ordering::Relaxed) * 2 > corpus().len());
    // and most valid kernels are emitted by both emitters
    assert!(EMITTED.load(Ordering::Relaxed) > 40, "{EMITTED:?}");
    assert!(CASES.load(Ordering::Relaxed) >= corpus().len());
}
