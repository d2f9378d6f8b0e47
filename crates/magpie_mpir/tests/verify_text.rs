//! Verifier tests on kernel text: clean kernels verify with no diagnostics;
//! each verifier code has a small bad input whose primary span points at
//! the offending text.

use magpie_diag::{codes, Code, Diagnostic, Severity};
use magpie_mpir::{parse, verify, Module, Outcome};

fn parsed(src: &str) -> Module {
    let out = parse(src);
    assert!(
        !out.has_errors(),
        "input does not parse:\n{src}\n{:#?}",
        out.diagnostics
    );
    out.value.expect("parsed")
}

fn verified(src: &str) -> Outcome<magpie_mpir::ModuleInfo> {
    verify(&parsed(src))
}

fn spanned<'s>(src: &'s str, d: &Diagnostic) -> &'s str {
    let s = d.primary_span().expect("a primary span");
    &src[s.start as usize..s.end as usize]
}

/// Asserts that verifying `src` gives a diagnostic with `code` whose primary
/// span covers exactly `at`; returns it.
#[track_caller]
fn expect_at(src: &str, code: Code, at: &str) -> Diagnostic {
    let out = verified(src);
    let found: Vec<&Diagnostic> = out.diagnostics.iter().filter(|d| d.code == code).collect();
    let shown: Vec<String> = out
        .diagnostics
        .iter()
        .map(|d| format!("{} at `{}`: {}", d.code, spanned(src, d), d.message))
        .collect();
    let Some(d) = found.iter().find(|d| spanned(src, d) == at) else {
        panic!("no {code} at `{at}` in:\n{src}\ngot:\n{}", shown.join("\n"));
    };
    assert!(!d.message.is_empty());
    if d.severity == Severity::Error {
        assert!(out.value.is_none());
    }
    (*d).clone()
}

/// Only these codes, in any order and number.
#[track_caller]
fn assert_only(src: &str, allowed: &[Code]) {
    let out = verified(src);
    for d in &out.diagnostics {
        assert!(
            allowed.contains(&d.code),
            "unexpected {} at `{}`: {}",
            d.code,
            spanned(src, d),
            d.message
        );
    }
}

/// A kernel with the usual parameters around `body` (blocks included).
fn kernel(body: &str) -> String {
    format!(
        "gpu fn @k(%buf: gpu.TBuffer<f32>, %ints: gpu.TBuffer<u32>, %n: u32) -> unit {{\n{body}\n}}\n"
    )
}

#[track_caller]
fn assert_clean(src: &str) {
    let out = verified(src);
    let shown: Vec<String> = out
        .diagnostics
        .iter()
        .map(|d| format!("{} at `{}`: {}", d.code, spanned(src, d), d.message))
        .collect();
    assert!(out.diagnostics.is_empty(), "{}", shown.join("\n"));
    assert!(out.value.is_some());
}

// ---- clean inputs ----

#[test]
fn spec_reduction_verifies() {
    assert_clean(include_str!("verify_inputs/reduce_sum.mp"));
}

#[test]
fn loops_switches_calls_structs_atomics_and_preds_verify() {
    let src = include_str!("verify_inputs/clean_features.mp");
    let out = verified(src);
    assert!(out.diagnostics.is_empty(), "{:#?}", out.diagnostics);
    let m = parsed(src);
    let info = out.value.unwrap();
    // Callees come before their callers.
    let pos = |name: &str| {
        let f = m.function_by_name(name).unwrap();
        info.call_order.iter().position(|&g| g == f).unwrap()
    };
    assert!(pos("square_plus_one") < pos("sum_loop"));
    assert!(pos("store_at") < pos("sum_loop"));
    let f = m.function_by_name("sum_loop").unwrap();
    assert_eq!(info.function(f).callees.len(), 2);
}

#[test]
fn phi_value_defined_in_its_incoming_block_is_valid() {
    assert_clean(&kernel(
        "bb0:
    %c: bool = icmp.ult { lhs=const.u32 1, rhs=%n }
    cbr %c bb1 bb2
bb1:
    %x: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    br bb3
bb2:
    br bb3
bb3:
    %m: u32 = phi u32 { [bb1:%x], [bb2:%n] }
    gpu.buffer_store<u32> { buf=%ints, idx=%m, v=%m }
    ret",
    ));
}

// ---- dominance ----

#[test]
fn use_in_a_block_not_dominated_by_the_definition_is_mps0004() {
    let d = expect_at(
        &kernel(
            "bb0:
    %c: bool = icmp.ult { lhs=const.u32 1, rhs=%n }
    cbr %c bb1 bb2
bb1:
    %x: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    br bb2
bb2:
    gpu.buffer_store<u32> { buf=%ints, idx=%x, v=%n }
    ret",
        ),
        codes::MPS0004,
        "%x",
    );
    assert!(d.message.contains("%x"), "{}", d.message);
    assert!(
        d.labels.iter().any(|l| !l.primary),
        "secondary at the definition"
    );
}

#[test]
fn use_before_definition_in_one_block_is_mps0004() {
    expect_at(
        &kernel(
            "bb0:
    %y: u32 = i.add { lhs=%x, rhs=const.u32 1 }
    %x: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    ret",
        ),
        codes::MPS0004,
        "%x",
    );
}

#[test]
fn phi_value_not_available_at_the_end_of_its_incoming_block_is_mps0004() {
    // %x is defined in bb1, but flows in from bb2, which bb1 does not dominate.
    expect_at(
        &kernel(
            "bb0:
    %c: bool = icmp.ult { lhs=const.u32 1, rhs=%n }
    cbr %c bb1 bb2
bb1:
    %x: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    br bb3
bb2:
    br bb3
bb3:
    %m: u32 = phi u32 { [bb1:%x], [bb2:%x] }
    ret",
        ),
        codes::MPS0004,
        "%x",
    );
}

// ---- one input per code ----

#[test]
fn mps0001_dim_must_be_a_literal() {
    let d = expect_at(
        &kernel("bb0:\n    %g: u32 = gpu.global_id { dim=const.u32 3 }\n    ret"),
        codes::MPS0001,
        "const.u32 3",
    );
    assert!(d
        .message
        .contains("dim must be a literal const.u32 0, 1 or 2"));
    expect_at(
        &kernel("bb0:\n    %g: u32 = gpu.thread_id { dim=%n }\n    ret"),
        codes::MPS0001,
        "%n",
    );
}

#[test]
fn mps0001_shared_needs_elements() {
    let src = kernel("bb0:\n    %s: ptr = gpu.shared<0, f32>\n    ret");
    let out = verified(&src);
    assert!(out
        .diagnostics
        .iter()
        .any(|d| d.code == codes::MPS0001 && spanned(&src, d).contains("gpu.shared<0, f32>")));
}

#[test]
fn mps0002_undefined_value_without_cascade() {
    let src = kernel("bb0:\n    %y: f32 = f.add { lhs=%nope, rhs=const.f32 1.0 }\n    ret");
    let d = expect_at(&src, codes::MPS0002, "%nope");
    assert!(d.message.contains("%nope"));
    assert_only(&src, &[codes::MPS0002]);
}

#[test]
fn mps0003_value_defined_twice() {
    let src = kernel(
        "bb0:
    %a: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    %a: u32 = i.add { lhs=%n, rhs=const.u32 2 }
    ret",
    );
    let d = expect_at(
        &src,
        codes::MPS0003,
        "%a: u32 = i.add { lhs=%n, rhs=const.u32 2 }",
    );
    assert!(d.labels.iter().any(|l| !l.primary));
}

#[test]
fn mps0003_param_redefined() {
    expect_at(
        &kernel("bb0:\n    %n: u32 = i.add { lhs=%n, rhs=const.u32 2 }\n    ret"),
        codes::MPS0003,
        "%n: u32 = i.add { lhs=%n, rhs=const.u32 2 }",
    );
}

#[test]
fn mps0005_operand_types_differ() {
    let src = kernel("bb0:\n    %x: u32 = i.add { lhs=%n, rhs=const.i32 1 }\n    ret");
    let d = expect_at(&src, codes::MPS0005, "const.i32 1");
    assert!(d.help.as_deref().unwrap_or("").contains("cast"));
    assert_only(&src, &[codes::MPS0005]);
}

#[test]
fn mps0005_float_op_on_ints_and_bad_cbr() {
    expect_at(
        &kernel("bb0:\n    %x: u32 = f.add { lhs=%n, rhs=%n }\n    ret"),
        codes::MPS0005,
        "%n",
    );
    expect_at(
        &kernel("bb0:\n    cbr %n bb1 bb1\nbb1:\n    ret"),
        codes::MPS0005,
        "cbr %n bb1 bb1",
    );
}

#[test]
fn mps0005_buffer_element_mismatch() {
    let d = expect_at(
        &kernel("bb0:\n    %x: u32 = gpu.buffer_load<u32> { buf=%buf, idx=%n }\n    ret"),
        codes::MPS0005,
        "%buf",
    );
    assert!(d
        .help
        .as_deref()
        .unwrap_or("")
        .contains("gpu.buffer_load<f32>"));
    // A shared `ptr` takes its element type from gpu.shared.
    expect_at(
        &kernel(
            "bb0:
    %s: ptr = gpu.shared<16, f32>
    %x: u32 = gpu.buffer_load<u32> { buf=%s, idx=%n }
    ret",
        ),
        codes::MPS0005,
        "%s",
    );
}

#[test]
fn mps0005_atomic_min_on_float() {
    let src = kernel(
        "bb0:\n    %o: f32 = gpu.atomic.min<f32> { buf=%buf, idx=%n, v=const.f32 1.0 }\n    ret",
    );
    let out = verified(&src);
    assert!(out
        .diagnostics
        .iter()
        .any(|d| d.code == codes::MPS0005 && d.message.contains("f32")));
}

#[test]
fn mps0006_declared_result_type() {
    let d = expect_at(
        &kernel("bb0:\n    %x: f32 = i.add { lhs=%n, rhs=%n }\n    ret"),
        codes::MPS0006,
        "%x",
    );
    assert!(d.help.as_deref().unwrap_or("").contains("%x: u32"));
}

#[test]
fn mps0009_phi_incoming_blocks() {
    let src = kernel(
        "bb0:
    %c: bool = icmp.ult { lhs=const.u32 1, rhs=%n }
    cbr %c bb1 bb2
bb1:
    br bb3
bb2:
    br bb3
bb3:
    %m: u32 = phi u32 { [bb1:%n], [bb0:%n] }
    ret",
    );
    let out = verified(&src);
    let msgs: Vec<&str> = out
        .diagnostics
        .iter()
        .filter(|d| d.code == codes::MPS0009)
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(msgs.len(), 2, "{msgs:?}");
    assert!(msgs
        .iter()
        .any(|m| m.contains("bb0") && m.contains("not a predecessor")));
    assert!(msgs
        .iter()
        .any(|m| m.contains("bb2") && m.contains("no incoming value")));
}

#[test]
fn mps0010_phi_after_other_instruction() {
    expect_at(
        &kernel(
            "bb0:
    br bb1
bb1:
    %x: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    %m: u32 = phi u32 { [bb0:%n] }
    ret",
        ),
        codes::MPS0010,
        "%m: u32 = phi u32 { [bb0:%n] }",
    );
}

const DEVICE_FNS: &str = "
gpu fn @twice(%x: u32) -> u32 {
bb0:
    %y: u32 = i.add { lhs=%x, rhs=%x }
    ret %y
}

gpu fn @sink(%x: u32) -> unit {
bb0:
    ret
}
";

fn with_device_fns(body: &str) -> String {
    format!("{DEVICE_FNS}\n{}", kernel(body))
}

#[test]
fn mps0011_unknown_callee_with_hint() {
    let d = expect_at(
        &with_device_fns("bb0:\n    %r: u32 = call @twcie { x=%n }\n    ret"),
        codes::MPS0011,
        "%r: u32 = call @twcie { x=%n }",
    );
    assert_eq!(d.help.as_deref(), Some("did you mean @twice?"));
}

#[test]
fn mps0012_argument_count() {
    let d = expect_at(
        &with_device_fns("bb0:\n    %r: u32 = call @twice { x=%n, y=%n }\n    ret"),
        codes::MPS0012,
        "%r: u32 = call @twice { x=%n, y=%n }",
    );
    assert!(d.labels.iter().any(|l| !l.primary), "points at the callee");
}

#[test]
fn mps0013_argument_type() {
    expect_at(
        &with_device_fns("bb0:\n    %r: u32 = call @twice { x=const.f32 1.0 }\n    ret"),
        codes::MPS0013,
        "const.f32 1.0",
    );
}

#[test]
fn mps0014_call_form() {
    expect_at(
        &with_device_fns("bb0:\n    call_void @twice { x=%n }\n    ret"),
        codes::MPS0014,
        "call_void @twice { x=%n }",
    );
    expect_at(
        &with_device_fns("bb0:\n    %r: u32 = call @sink { x=%n }\n    ret"),
        codes::MPS0014,
        "%r: u32 = call @sink { x=%n }",
    );
}

#[test]
fn mps0015_return_value() {
    expect_at(&kernel("bb0:\n    ret %n"), codes::MPS0015, "ret %n");
    expect_at(
        "gpu fn @f(%x: u32) -> f32 {\nbb0:\n    ret %x\n}\n",
        codes::MPS0015,
        "ret %x",
    );
    expect_at(
        "gpu fn @f(%x: u32) -> f32 {\nbb0:\n    ret\n}\n",
        codes::MPS0015,
        "ret",
    );
}

#[test]
fn mps0016_duplicate_names() {
    let src = format!("{DEVICE_FNS}\ngpu fn @twice(%x: u32) -> u32 {{\nbb0:\n    ret %x\n}}\n");
    let d = expect_at(&src, codes::MPS0016, "@twice");
    assert_eq!(d.labels.len(), 2);
    expect_at(
        "value struct TS { field a: u32 field a: f32 }\n",
        codes::MPS0016,
        "field a: f32",
    );
    expect_at(
        "value struct TS { field a: u32 }\nvalue struct TS { field b: u32 }\n",
        codes::MPS0016,
        "TS",
    );
}

#[test]
fn mps0016_duplicate_params() {
    expect_at(
        "gpu fn @f(%x: u32, %x: u32) -> u32 {\nbb0:\n    ret %x\n}\n",
        codes::MPS0016,
        "%x",
    );
}

const STRUCTS: &str = "value struct TPair { field lo: u32 field hi: f32 }\n";

#[test]
fn mps0017_unknown_and_missing_fields() {
    let src = format!(
        "{STRUCTS}{}",
        kernel(
            "bb0:
    %p: TPair = new TPair { lo=%n, hi=const.f32 1.0 }
    %x: u32 = getfield { obj=%p, field=low }
    ret"
        )
    );
    let d = expect_at(
        &src,
        codes::MPS0017,
        "%x: u32 = getfield { obj=%p, field=low }",
    );
    assert_eq!(d.help.as_deref(), Some("did you mean `lo`?"));
    let src = format!(
        "{STRUCTS}{}",
        kernel("bb0:\n    %p: TPair = new TPair { lo=%n }\n    ret")
    );
    let d = expect_at(&src, codes::MPS0017, "%p: TPair = new TPair { lo=%n }");
    assert!(d.message.contains("`hi`"));
    let src = format!(
        "{STRUCTS}{}",
        kernel("bb0:\n    %p: TPair = new TPair { lo=%n, hi=const.f32 1.0, mid=%n }\n    ret")
    );
    expect_at(&src, codes::MPS0017, "%n");
}

#[test]
fn mps0005_new_field_type() {
    let src = format!(
        "{STRUCTS}{}",
        kernel("bb0:\n    %p: TPair = new TPair { lo=%n, hi=%n }\n    ret")
    );
    let out = verified(&src);
    assert!(out
        .diagnostics
        .iter()
        .any(|d| d.code == codes::MPS0005 && d.message.contains("hi")));
}

#[test]
fn mps0018_switch() {
    let dup = kernel(
        "bb0:
    switch %n { case 1 -> bb1 case 1 -> bb1 } else bb1
bb1:
    ret",
    );
    let d = expect_at(
        &dup,
        codes::MPS0018,
        "switch %n { case 1 -> bb1 case 1 -> bb1 } else bb1",
    );
    assert!(d.message.contains("case 1"));
    let range = "gpu fn @k(%b: u8) -> unit {
bb0:
    switch %b { case 256 -> bb1 } else bb1
bb1:
    ret
}
";
    let d = expect_at(
        range,
        codes::MPS0018,
        "switch %b { case 256 -> bb1 } else bb1",
    );
    assert!(d.message.contains("256") && d.message.contains("u8"));
    let boolean = "gpu fn @k(%b: bool) -> unit {
bb0:
    switch %b { case 1 -> bb1 } else bb1
bb1:
    ret
}
";
    expect_at(
        boolean,
        codes::MPS0018,
        "switch %b { case 1 -> bb1 } else bb1",
    );
}

#[test]
fn mps0019_pred_misuse() {
    let pred = "    %p: pred = gpu.target.has { cap=\"subgroups\" }\n";
    // Stored.
    expect_at(
        &kernel(&format!(
            "bb0:\n{pred}    gpu.buffer_store<u32> {{ buf=%ints, idx=%n, v=%p }}\n    ret"
        )),
        codes::MPS0019,
        "%p",
    );
    // Compared.
    expect_at(
        &kernel(&format!(
            "bb0:\n{pred}    %c: bool = icmp.eq {{ lhs=%p, rhs=%p }}\n    ret"
        )),
        codes::MPS0019,
        "%p",
    );
    // Merged by a phi.
    expect_at(
        &kernel(&format!(
            "bb0:\n{pred}    br bb1\nbb1:\n    %q: pred = phi pred {{ [bb0:%p] }}\n    ret"
        )),
        codes::MPS0019,
        "%q: pred = phi pred { [bb0:%p] }",
    );
    // A parameter of a device function, and a field.
    expect_at(
        "gpu fn @f(%p: pred) -> u32 {\nbb0:\n    ret const.u32 0\n}\n",
        codes::MPS0019,
        "%p",
    );
    expect_at(
        "value struct TS { field p: pred }\n",
        codes::MPS0019,
        "field p: pred",
    );
    // The allowed uses are fine.
    assert_clean(&kernel(&format!(
        "bb0:\n{pred}    %q: pred = pred.not {{ v=%p }}\n    cbr %q bb1 bb1\nbb1:\n    ret"
    )));
}

#[test]
fn mps0020_function_without_blocks() {
    let src = "gpu fn @empty() -> unit {\n}\n";
    let out = parse(src);
    if let Some(m) = out.value {
        let v = verify(&m);
        assert!(v
            .diagnostics
            .iter()
            .any(|d| d.code == codes::MPS0020 && spanned(src, d) == "@empty"));
    } // else the parser rejects it first, which is fine too.
}

#[test]
fn mps0021_unreachable_block_is_a_warning() {
    let src = kernel("bb0:\n    ret\nbb1:\n    %x: u32 = i.add { lhs=%n, rhs=%n }\n    br bb0");
    let out = verified(&src);
    assert!(out.value.is_some(), "a warning does not fail verification");
    let warns: Vec<_> = out
        .diagnostics
        .iter()
        .filter(|d| d.code == codes::MPS0021)
        .collect();
    assert_eq!(warns.len(), 1);
    assert_eq!(spanned(&src, warns[0]), "bb1");
}

#[test]
fn unreachable_blocks_are_still_type_checked() {
    let src =
        kernel("bb0:\n    ret\nbb1:\n    %x: u32 = i.add { lhs=%n, rhs=const.f32 1.0 }\n    ret");
    expect_at(&src, codes::MPS0005, "const.f32 1.0");
}

#[test]
fn mps0022_value_struct_fields() {
    expect_at(
        "value struct TS { field a: u32 field p: ptr }\n",
        codes::MPS0022,
        "field p: ptr",
    );
    let d = expect_at(
        "value struct TA { field b: TB }\nvalue struct TB { field a: TA }\n",
        codes::MPS0022,
        "field b: TB",
    );
    assert!(d.message.contains("TA → TB → TA"), "{}", d.message);
    // Heap structs may hold anything; host types pass through to validation.
    assert_only(
        "heap struct TH { field p: ptr field s: Str }\nvalue struct TV { field s: Str }\n",
        &[],
    );
}

#[test]
fn mps0023_kernel_pointer_parameter() {
    let d = expect_at(
        "gpu fn @k(%p: ptr, %n: u32) -> unit {\nbb0:\n    ret\n}\n",
        codes::MPS0023,
        "%p",
    );
    assert!(d.help.as_deref().unwrap_or("").contains("gpu.TBuffer"));
    expect_at(
        "gpu fn @k(%p: pred) -> unit {\nbb0:\n    ret\n}\n",
        codes::MPS0023,
        "%p",
    );
}

#[test]
fn mps0024_unsafe_op_in_safe_fn() {
    let d = expect_at(
        &kernel("bb0:\n    %x: f32 = ptr.load<f32> { p=%buf }\n    ret"),
        codes::MPS0024,
        "%x: f32 = ptr.load<f32> { p=%buf }",
    );
    assert_eq!(
        d.help.as_deref(),
        Some("wrap it in `unsafe { ... }` or declare `unsafe gpu fn`")
    );
    assert_clean(&kernel(
        "bb0:\n    unsafe {\n        %x: f32 = ptr.load<f32> { p=%buf }\n    }\n    ret",
    ));
}

#[test]
fn mps0025_requires_on_safe_fn() {
    expect_at(
        "gpu fn @k(%n: u32) -> unit requires(subgroups) {\nbb0:\n    ret\n}\n",
        codes::MPS0025,
        "subgroups",
    );
}

#[test]
fn mps0026_unsafe_fn_without_requires() {
    let header = "unsafe gpu fn @k(%n: u32) -> unit target(ptx) {";
    let d = expect_at(
        &format!("{header}\nbb0:\n    ret\n}}\n"),
        codes::MPS0026,
        header,
    );
    assert_eq!(d.severity, Severity::Error);
    assert!(d.message.contains("@k"), "{}", d.message);
    assert!(
        d.help.as_deref().is_some_and(|h| h.contains("requires(")),
        "{:?}",
        d.help
    );
    // An empty list is no better.
    let header = "unsafe gpu fn @k(%n: u32) -> unit requires() target(ptx) {";
    expect_at(
        &format!("{header}\nbb0:\n    ret\n}}\n"),
        codes::MPS0026,
        header,
    );
    // With a capability it verifies.
    assert_clean(
        "unsafe gpu fn @k(%n: u32) -> unit target(ptx) requires(subgroups) {\nbb0:\n    ret\n}\n",
    );
}

#[test]
fn mpg_core_1103_recursion() {
    let src = "gpu fn @fact(%x: u32) -> u32 {
bb0:
    %y: u32 = call @fact { x=%x }
    ret %y
}
";
    let d = expect_at(src, codes::MPG_CORE_1103, "%y: u32 = call @fact { x=%x }");
    assert!(d.message.contains("@fact"));
    let src = "gpu fn @a() -> unit {
bb0:
    call_void @b { }
    ret
}
gpu fn @b() -> unit {
bb0:
    call_void @a { }
    ret
}
";
    let d = expect_at(src, codes::MPG_CORE_1103, "call_void @b { }");
    assert!(d.message.contains("@a → @b → @a"), "{}", d.message);
}

#[test]
fn three_independent_errors_are_all_reported() {
    let src = kernel(
        "bb0:
    %a: u32 = i.add { lhs=%n, rhs=const.f32 1.0 }
    %g: u32 = gpu.global_id { dim=const.u32 7 }
    %x: f32 = ptr.load<f32> { p=%buf }
    ret",
    );
    let out = verified(&src);
    let got: Vec<Code> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(
        got,
        vec![codes::MPS0005, codes::MPS0001, codes::MPS0024],
        "{:#?}",
        out.diagnostics
    );
}

#[test]
fn unreachable_predecessors_still_need_phi_entries() {
    let src = kernel(
        "bb0:
    br bb2
bb1:
    br bb2
bb2:
    %m: u32 = phi u32 { [bb0:%n] }
    ret",
    );
    let d = expect_at(&src, codes::MPS0009, "%m: u32 = phi u32 { [bb0:%n] }");
    assert!(d.message.contains("bb1"), "{}", d.message);
    assert_only(&src, &[codes::MPS0009, codes::MPS0021]);
}

#[test]
fn dominance_is_not_checked_in_unreachable_blocks() {
    let src = kernel(
        "bb0:
    %c: bool = icmp.ult { lhs=const.u32 1, rhs=%n }
    cbr %c bb1 bb2
bb1:
    %x: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    br bb2
bb2:
    ret
bb3:
    %y: u32 = i.add { lhs=%x, rhs=const.u32 1 }
    ret",
    );
    let out = verified(&src);
    assert!(out.value.is_some(), "{:#?}", out.diagnostics);
    assert_only(&src, &[codes::MPS0021]);
}

#[test]
fn mps0019_pred_passed_and_returned() {
    let src = format!(
        "{DEVICE_FNS}
gpu fn @g() -> u32 {{
bb0:
    %p: pred = gpu.target.is {{ name=\"sm_90\" }}
    %r: u32 = call @twice {{ x=%p }}
    ret %p
}}
"
    );
    expect_at(&src, codes::MPS0019, "%p");
    expect_at(&src, codes::MPS0019, "ret %p");
}

#[test]
fn mps0018_signed_switch_range() {
    let src = "gpu fn @k(%b: i8) -> unit {
bb0:
    switch %b { case -128 -> bb1 case 127 -> bb1 case 128 -> bb1 } else bb1
bb1:
    ret
}
";
    let out = verified(src);
    let msgs: Vec<&str> = out
        .diagnostics
        .iter()
        .filter(|d| d.code == codes::MPS0018)
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(msgs, vec!["case 128 is out of range for i8"]);
}

/// About 10,000 lines: a chain of diamonds, each joining with a phi.
#[test]
fn ten_thousand_line_kernel_verifies_quickly() {
    use std::fmt::Write;
    let mut body = String::from("bb0:\n    %v0: u32 = gpu.global_id { dim=const.u32 0 }\n");
    let n = 1100;
    for k in 0..n {
        let (t, e, j) = (3 * k + 1, 3 * k + 2, 3 * k + 3);
        write!(
            body,
            "    %c{k}: bool = icmp.ult {{ lhs=%v{k}, rhs=%n }}
    cbr %c{k} bb{t} bb{e}
bb{t}:
    %a{k}: u32 = i.add {{ lhs=%v{k}, rhs=const.u32 1 }}
    br bb{j}
bb{e}:
    %s{k}: u32 = i.mul {{ lhs=%v{k}, rhs=const.u32 3 }}
    br bb{j}
bb{j}:
    %v{}: u32 = phi u32 {{ [bb{t}:%a{k}], [bb{e}:%s{k}] }}
",
            k + 1
        )
        .unwrap();
    }
    write!(
        body,
        "    gpu.buffer_store<u32> {{ buf=%ints, idx=%v0, v=%v{n} }}\n    ret"
    )
    .unwrap();
    let src = kernel(&body);
    assert!(src.lines().count() >= 10_000);
    let m = parsed(&src);
    let start = std::time::Instant::now();
    let out = verify(&m);
    let took = start.elapsed();
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics.first());
    // Time is reported, not asserted (figures: `cargo xtask perf`).
    eprintln!("verified {} lines in {took:?}", src.lines().count());
}
