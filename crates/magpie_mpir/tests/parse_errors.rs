//! One small bad input per parse code (MPP0001–MPP0010) and for the label
//! codes the parser reports (MPS0007, MPS0008): the code is given, the
//! primary span covers the offending text, and recovery finds later errors.

use magpie_diag::{codes, Code, Diagnostic, Severity};
use magpie_mpir::parse;

fn spanned<'s>(src: &'s str, d: &Diagnostic) -> &'s str {
    let s = d.primary_span().expect("a primary span");
    &src[s.start as usize..s.end as usize]
}

/// Asserts a diagnostic with `code` whose primary span is exactly `at`.
#[track_caller]
fn expect_at(src: &str, code: Code, at: &str) -> Diagnostic {
    let out = parse(src);
    let shown: Vec<String> = out
        .diagnostics
        .iter()
        .map(|d| format!("{} at `{}`: {}", d.code, spanned(src, d), d.message))
        .collect();
    let Some(d) = out
        .diagnostics
        .iter()
        .find(|d| d.code == code && spanned(src, d) == at)
    else {
        panic!("no {code} at `{at}` in:\n{src}\ngot:\n{}", shown.join("\n"));
    };
    assert!(!d.message.is_empty());
    if d.severity == Severity::Error {
        assert!(out.value.is_none(), "a module despite an error");
    }
    d.clone()
}

fn kernel(body: &str) -> String {
    format!(
        "gpu fn @k(%a: u32, %b: u32, %buf: gpu.TBuffer<f32>) -> unit target(spv) {{\n{body}\n}}\n"
    )
}

#[test]
fn mpp0001_unexpected_token() {
    let src = kernel("bb0:\n    %x: u32 = i.add { lhs=%a rhs=%b }\n    ret");
    let d = expect_at(&src, codes::MPP0001, "rhs");
    assert!(d.message.contains("`,` or `}`"), "{}", d.message);
    expect_at(&kernel("    ret"), codes::MPP0001, "ret");
    let src = kernel("bb0:\n    %x: u32 = i.add { lhs=%a, rhs=%b }\nbb1:\n    ret");
    let d = expect_at(&src, codes::MPP0001, "bb1");
    assert!(d.message.contains("does not end in a terminator"));
    expect_at(&kernel("bb0:\n    ret %a %b"), codes::MPP0001, "%b");
    expect_at("gpu fn @k() unit { }", codes::MPP0001, "unit");
}

#[test]
fn mpp0002_invalid_character_or_unterminated_literal() {
    expect_at(
        &kernel("bb0:\n    %x: u32 = i.add { lhs=%a, rhs=$b }\n    ret"),
        codes::MPP0002,
        "$",
    );
    let src = kernel("bb0:\n    %p: pred = gpu.target.is { name=\"sm_90 }\n    ret");
    expect_at(&src, codes::MPP0002, "\"sm_90 }");
    expect_at("module m\ndigest \"a\\qb\"\n", codes::MPP0002, "\\");
}

#[test]
fn mpp0003_unknown_operation() {
    let src = kernel("bb0:\n    %x: u32 = i.addd { lhs=%a, rhs=%b }\n    ret");
    let d = expect_at(&src, codes::MPP0003, "i.addd");
    assert!(
        d.help.as_deref().unwrap_or("").contains("`i.add`"),
        "{:?}",
        d.help
    );
}

#[test]
fn mpp0004_invalid_literal() {
    expect_at(
        &kernel("bb0:\n    %x: u8 = i.add { lhs=const.u8 256, rhs=const.u8 1 }\n    ret"),
        codes::MPP0004,
        "256",
    );
    expect_at(
        &kernel("bb0:\n    %x: u32 = i.add { lhs=const.u32 -1, rhs=%b }\n    ret"),
        codes::MPP0004,
        "-1",
    );
    expect_at(
        &kernel("bb0:\n    %x: f32 = f.add { lhs=const.f32 1e39, rhs=const.f32 0.0 }\n    ret"),
        codes::MPP0004,
        "1e39",
    );
    expect_at(
        &kernel("bb0:\n    %x: i32 = i.add { lhs=const.i32 1.5, rhs=const.i32 0 }\n    ret"),
        codes::MPP0004,
        "1.5",
    );
    expect_at(
        "gpu fn @k() -> unit workgroup(99999999999, 1, 1) { }",
        codes::MPP0004,
        "99999999999",
    );
}

#[test]
fn mpp0005_unknown_type() {
    let d = expect_at(
        &kernel("bb0:\n    %x: u23 = i.add { lhs=%a, rhs=%b }\n    ret"),
        codes::MPP0005,
        "u23",
    );
    assert!(
        d.help.as_deref().unwrap_or("").contains("`u32`"),
        "{:?}",
        d.help
    );
    expect_at(
        "gpu fn @k(%p: TPoint) -> unit { }",
        codes::MPP0005,
        "TPoint",
    );
    expect_at(
        &kernel("bb0:\n    %x: u32 = i.add { lhs=const.u33 1, rhs=%b }\n    ret"),
        codes::MPP0005,
        "const.u33",
    );
}

#[test]
fn mpp0006_operand_keys() {
    let src = kernel("bb0:\n    %x: u32 = i.add { lhs=%a }\n    ret");
    let d = expect_at(&src, codes::MPP0006, "{ lhs=%a }");
    assert!(d.message.contains("`rhs`"));
    expect_at(
        &kernel("bb0:\n    %x: u32 = i.add { lhs=%a, rhz=%b }\n    ret"),
        codes::MPP0006,
        "rhz",
    );
    let src = kernel("bb0:\n    %x: u32 = i.add { lhs=%a, a=%b }\n    ret");
    expect_at(&src, codes::MPP0006, "a");
    // `a`/`b` alias `lhs`/`rhs` only on ops whose keys are exactly those.
    expect_at(
        &kernel("bb0:\n    %x: f32 = math.sqrt { a=%a }\n    ret"),
        codes::MPP0006,
        "a",
    );
    expect_at(
        &kernel("bb0:\n    %x: u32 = gpu.global_id\n    ret"),
        codes::MPP0006,
        "gpu.global_id",
    );
}

#[test]
fn mpp0007_declaration_clauses() {
    let d = expect_at(
        "gpu fn @k() -> unit target(spv) target(ptx) { }",
        codes::MPP0007,
        "target(ptx)",
    );
    assert_eq!(d.labels.len(), 2);
    expect_at(
        "gpu fn @k() -> unit target(cuda) { }",
        codes::MPP0007,
        "cuda",
    );
    expect_at(
        "gpu fn @k() -> unit workgroup(1, 1) { }",
        codes::MPP0007,
        "1, 1",
    );
    expect_at(
        "gpu fn @k() -> unit requirez(subgroups) { }",
        codes::MPP0007,
        "requirez",
    );
}

#[test]
fn mpp0008_unbalanced_braces() {
    let src = "fn @main() -> i64 {\nbb0:\n    %x: i64 = const.i64 0\n";
    expect_at(src, codes::MPP0008, "{");
    let src = "gpu fn @k() -> unit {\nbb0:\n    ret\n\ngpu fn @j() -> unit {\nbb0:\n    ret\n}\n";
    let out = parse(src);
    let d = out
        .diagnostics
        .iter()
        .find(|d| d.code == codes::MPP0008)
        .expect("MPP0008");
    assert_eq!(d.primary_span().map(|s| s.start), Some(20));
    expect_at("}\n", codes::MPP0008, "}");
}

#[test]
fn mpp0009_one_note_for_all_host_declarations() {
    let src = "fn @main() -> i64 {\nbb0:\n    ret const.i64 0\n}\n\
               sig TF(i64) -> i64\n\
               gpu fn @k() -> unit {\nbb0:\n    ret\n}\n\
               async fn @later() -> unit { }\n";
    let out = parse(src);
    assert!(!out.has_errors(), "{:#?}", out.diagnostics);
    assert_eq!(out.diagnostics.len(), 1);
    let d = &out.diagnostics[0];
    assert_eq!(d.code, codes::MPP0009);
    assert_eq!(d.severity, Severity::Note);
    assert_eq!(spanned(src, d), "fn @main");
    assert!(d.message.contains("3 host declarations"), "{}", d.message);
    assert!(d.message.contains("fn @main") && d.message.contains("async fn @later"));
    assert_eq!(out.value.map(|m| m.functions.len()), Some(1));
}

#[test]
fn mpp0010_header_order() {
    expect_at(
        "module m\nimports { }\nexports { }\n",
        codes::MPP0010,
        "exports",
    );
    expect_at("exports { @k }\n", codes::MPP0010, "exports");
    expect_at("module m\nmodule n\n", codes::MPP0010, "module");
    expect_at(
        "gpu fn @k() -> unit { }\nmodule m\n",
        codes::MPP0010,
        "module",
    );
}

#[test]
fn mps0007_unknown_label() {
    let d = expect_at(
        &kernel("bb0:\n    br bb9\nbb1:\n    ret"),
        codes::MPS0007,
        "bb9",
    );
    assert!(d.help.is_some());
    expect_at(
        &kernel("bb0:\n    br bb1\nbb1:\n    %x: u32 = phi u32 { [bb0:%a], [bb7:%b] }\n    ret"),
        codes::MPS0007,
        "bb7",
    );
}

#[test]
fn mps0008_repeated_label() {
    let src = kernel("bb0:\n    br bb1\nbb1:\n    ret\nbb1:\n    ret");
    let out = parse(&src);
    let d = out
        .diagnostics
        .iter()
        .find(|d| d.code == codes::MPS0008)
        .expect("MPS0008");
    let second = src.rfind("bb1:").expect("label") as u32;
    assert_eq!(d.primary_span().map(|s| s.start), Some(second));
    assert_eq!(spanned(&src, d), "bb1");
}

#[test]
fn errors_in_separate_places_are_all_reported() {
    let src = "gpu fn @a() -> unit {\nbb0:\n    %x: u32 = i.addd { lhs=const.u32 1, rhs=const.u32 2 }\n    %y: u23 = i.add { lhs=const.u32 1, rhs=const.u32 2 }\n    %z: u32 = i.add { lhs=const.u32 1 }\n    ret\n}\n\
               gpu fn @b(%p: u32) -> unit target(nope) {\nbb0:\n    br bb4\n}\n\
               value struct T { field a: i32 field b: i65 }\n";
    let out = parse(src);
    let got: Vec<Code> = out.diagnostics.iter().map(|d| d.code).collect();
    for code in [
        codes::MPP0003,
        codes::MPP0005,
        codes::MPP0006,
        codes::MPP0007,
        codes::MPS0007,
    ] {
        assert!(got.contains(&code), "missing {code} in {got:?}");
    }
    assert_eq!(
        got.iter().filter(|c| **c == codes::MPP0005).count(),
        2,
        "{got:?}"
    );
    // Each diagnostic has a primary span inside the text and a help line
    // where a fix is obvious.
    for d in &out.diagnostics {
        let s = d.primary_span().expect("primary span");
        assert!(s.start <= s.end && s.end as usize <= src.len());
    }
}

#[test]
fn values_only_used_are_unit_and_reused_names_share_a_handle() {
    let src = kernel("bb0:\n    %x: u32 = i.add { lhs=%a, rhs=%nowhere }\n    %x: f32 = f.add { lhs=const.f32 1.0, rhs=const.f32 2.0 }\n    ret");
    let m = parse(&src)
        .value
        .expect("parses; the verifier reports MPS0002/MPS0003");
    let (_, f) = m.functions.iter().next().expect("a function");
    let names: Vec<&str> = f.values.values().map(|v| v.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "buf", "x", "nowhere"]);
    let nowhere = f
        .values
        .iter()
        .find(|(_, v)| v.name == "nowhere")
        .map(|(_, v)| v.ty);
    assert_eq!(nowhere, Some(magpie_mpir::Type::Unit));
    let results: Vec<_> = f.insts.values().map(|i| i.result).collect();
    assert_eq!(results[0], results[1]);
}
