//! The parser never panics, loops or overflows its stack, whatever the
//! input: arbitrary strings, soups of the language's tokens, and byte-level
//! mutations of the specification's examples. Whatever parses round-trips.
//!
//! The number of cases comes from `PROPTEST_CASES` (CI sets 10000); without
//! it, 1000 per property.

mod common;

use magpie_mpir::{parse, print};
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

/// Parses `src`; checks that every span lies on character boundaries
/// inside `src` and that a parsed module round-trips.
fn check(src: &str) {
    let out = parse(src);
    for d in &out.diagnostics {
        assert!(!d.message.is_empty(), "{d:?}");
        assert!(d.primary_span().is_some(), "no primary span: {d:?}");
        for l in &d.labels {
            let (s, e) = (l.span.start as usize, l.span.end as usize);
            assert!(
                s <= e && e <= src.len(),
                "span {s}..{e} outside {}: {d:?}",
                src.len()
            );
            assert!(src.is_char_boundary(s) && src.is_char_boundary(e), "{d:?}");
        }
    }
    if let Some(m) = out.value {
        let printed = print(&m);
        let again = parse(&printed);
        assert!(
            !again.has_errors(),
            "printed module does not parse: {:#?}\nsource:\n{src}\nprinted:\n{printed}",
            again.diagnostics
        );
        assert_eq!(
            again.value.as_ref(),
            Some(&m),
            "source:\n{src}\nprinted:\n{printed}"
        );
        assert_eq!(
            again.value.as_ref().map(print).as_deref(),
            Some(printed.as_str())
        );
    }
}

const TOKENS: &[&str] = &[
    "module",
    "exports",
    "imports",
    "digest",
    "gpu",
    "fn",
    "unsafe",
    "async",
    "sig",
    "impl",
    "global",
    "value",
    "heap",
    "struct",
    "field",
    "enum",
    "target",
    "workgroup",
    "requires",
    "spv",
    "ptx",
    "msl",
    "bb0",
    "bb1",
    "bb2",
    "bb_x",
    "entry",
    "ret",
    "br",
    "cbr",
    "switch",
    "case",
    "else",
    "unreachable",
    "phi",
    "call",
    "call_void",
    "new",
    "getfield",
    "i.add",
    "f.add",
    "f.add.fast",
    "icmp.ult",
    "cast",
    "bf16.to_f32",
    "gpu.global_id",
    "gpu.buffer_load",
    "gpu.buffer_store",
    "gpu.shared",
    "gpu.barrier",
    "gpu.target.is",
    "gpu.target.has",
    "arr.new",
    "call_indirect",
    "ptr.load",
    "math.fma",
    "const.u32",
    "const.f32",
    "const.bool",
    "const.i8",
    "const.f16",
    "const.bf16",
    "const.i128",
    "0",
    "1",
    "-1",
    "256",
    "1.5",
    "1.0f32",
    "1e39",
    "0xff",
    "0x",
    "99999999999999999999999999999999999999999",
    "inf",
    "-inf",
    "nan",
    "true",
    "false",
    "%x",
    "%y",
    "%n",
    "@f",
    "@main",
    "{",
    "}",
    "(",
    ")",
    "<",
    ">",
    "[",
    "]",
    ",",
    ":",
    "=",
    "->",
    "\"s\"",
    "\"un",
    "\"\\q\"",
    ";;; doc\n",
    "; c\n",
    "u32",
    "f32",
    "i1",
    "unit",
    "pred",
    "gpu.TBuffer",
    "rawptr",
    "ptr",
    "Str",
    "Array",
    "TPoint",
    "borrow",
    "lhs",
    "rhs",
    "a",
    "b",
    "v",
    "dim",
    "buf",
    "idx",
    "obj",
    "name",
    "cap",
    "€",
    "$",
    "-",
    "@",
    "%",
    "\u{0}",
    "\t",
];

const SEPARATORS: &[&str] = &[" ", " ", "\n", "", "\n    ", "\r\n"];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(
        (
            prop::sample::select(TOKENS),
            prop::sample::select(SEPARATORS),
        ),
        0..160,
    )
    .prop_map(|parts| {
        let mut s = String::new();
        for (t, sep) in parts {
            s.push_str(t);
            s.push_str(sep);
        }
        s
    })
}

fn spec_inputs() -> Vec<String> {
    let mut v = common::spec_inputs("spec_");
    v.extend(common::spec_inputs("magpie_"));
    v.into_iter().map(|(_, text)| text).collect()
}

#[derive(Clone, Debug)]
enum Mutation {
    Delete { at: usize, len: usize },
    Insert { at: usize, text: &'static str },
    InsertByte { at: usize, byte: u8 },
    Swap { a: usize, b: usize },
    Duplicate { at: usize, len: usize, to: usize },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 1usize..12).prop_map(|(at, len)| Mutation::Delete { at, len }),
        (any::<usize>(), prop::sample::select(TOKENS))
            .prop_map(|(at, text)| Mutation::Insert { at, text }),
        (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Mutation::InsertByte { at, byte }),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::Swap { a, b }),
        (any::<usize>(), 1usize..40, any::<usize>())
            .prop_map(|(at, len, to)| Mutation::Duplicate { at, len, to }),
    ]
}

fn mutate(src: &str, muts: &[Mutation]) -> String {
    let mut b = src.as_bytes().to_vec();
    for m in muts {
        let n = b.len().max(1);
        match *m {
            Mutation::Delete { at, len } => {
                let at = at % n;
                let end = (at + len).min(b.len());
                if at < end {
                    b.drain(at..end);
                }
            }
            Mutation::Insert { at, text } => {
                let at = (at % n).min(b.len());
                b.splice(at..at, text.bytes());
            }
            Mutation::InsertByte { at, byte } => {
                let at = (at % n).min(b.len());
                b.insert(at, byte);
            }
            Mutation::Swap { a, b: c } => {
                if !b.is_empty() {
                    let (a, c) = (a % b.len(), c % b.len());
                    b.swap(a, c);
                }
            }
            Mutation::Duplicate { at, len, to } => {
                let at = at % n;
                let end = (at + len).min(b.len());
                if at < end {
                    let piece: Vec<u8> = b[at..end].to_vec();
                    let to = (to % n).min(b.len());
                    b.splice(to..to, piece);
                }
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_strings_never_panic(s in any::<String>()) {
        check(&s);
    }

    #[test]
    fn arbitrary_bytes_never_panic(b in prop::collection::vec(any::<u8>(), 0..400)) {
        check(&String::from_utf8_lossy(&b));
    }

    #[test]
    fn token_soup_never_panics(s in token_soup()) {
        check(&s);
    }

    #[test]
    fn token_soup_in_a_kernel_never_panics(s in token_soup()) {
        check(&format!("gpu fn @k(%x: u32, %y: f32) -> unit target(spv) {{\nbb0:\n{s}\n    ret\n}}\n"));
    }

    #[test]
    fn mutated_spec_examples_never_panic(
        which in any::<prop::sample::Index>(),
        muts in prop::collection::vec(mutation(), 1..6),
    ) {
        let inputs = spec_inputs();
        let src = which.get(&inputs);
        check(&mutate(src, &muts));
    }
}

#[test]
fn deep_nesting_and_long_runs_are_fine() {
    let cases = [
        "{".repeat(200_000),
        "}".repeat(200_000),
        format!(
            "gpu fn @k(%p: {}f32{}) -> unit {{ }}",
            "gpu.TBuffer<".repeat(50_000),
            ">".repeat(50_000)
        ),
        format!("gpu fn @k(%p: Array{}) -> unit {{ }}", "<".repeat(100_000)),
        format!(
            "fn @main() -> i64 {} bb0: ret {}",
            "{".repeat(100_000),
            "}".repeat(100_000)
        ),
        format!(
            "gpu fn @k() -> unit {{\nbb0:\n{}    ret\n}}\n",
            "    unsafe {\n".repeat(50_000)
        ),
        "%".repeat(100_000),
        "\"".repeat(100_001),
        "a".repeat(1_000_000),
        "9".repeat(100_000),
        format!(
            "gpu fn @k() -> unit {{\nbb0:\n    %x: u32 = {} {{ }}\n    ret\n}}",
            "q".repeat(100_000)
        ),
    ];
    for src in &cases {
        check(src);
    }
}

#[test]
fn every_spec_input_survives_truncation_at_every_byte() {
    for src in spec_inputs().iter().take(3) {
        for cut in 0..=src.len() {
            if src.is_char_boundary(cut) {
                check(&src[..cut]);
            }
        }
    }
}
