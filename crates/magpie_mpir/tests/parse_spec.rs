//! The specification's examples (§5.2, §5.3, §5.4, §17.1–17.10, and one file
//! for the productions of Appendix A; see `common/mod.rs` for where they
//! live) parse with no diagnostic but the one
//! MPP0009 note where host code is present; the same kernels in the Magpie
//! compiler's spelling (`magpie_*.mp`: `lhs=`/`rhs=`, quoted digest,
//! `rawptr<T>` parameters) parse to equal modules.

mod common;

use magpie_diag::codes;
use magpie_mpir::{parse, print, Elem, Module, Scalar, Type};

fn inputs(prefix: &str) -> Vec<(String, String)> {
    common::spec_inputs(prefix)
}

fn parse_ok(name: &str, text: &str) -> Module {
    let out = parse(text);
    for d in &out.diagnostics {
        assert_eq!(
            d.code,
            codes::MPP0009,
            "{name}: unexpected diagnostic {d:#?}"
        );
    }
    let has_host = text.lines().any(|l| l.starts_with("fn @"));
    assert_eq!(
        out.diagnostics.len(),
        usize::from(has_host),
        "{name}: expected exactly one MPP0009 note iff host code is present: {:#?}",
        out.diagnostics
    );
    out.value
        .unwrap_or_else(|| panic!("{name}: no module: {:#?}", out.diagnostics))
}

#[test]
fn spec_examples_parse() {
    let files = inputs("spec_");
    assert_eq!(files.len(), 14);
    for (name, text) in &files {
        let m = parse_ok(name, text);
        let kernels = text.matches("gpu fn @").count();
        assert_eq!(m.functions.len(), kernels, "{name}");
    }
}

#[test]
fn magpie_spelling_parses_to_the_same_modules() {
    let spec = inputs("spec_");
    let magpie = inputs("magpie_");
    assert_eq!(spec.len(), magpie.len());
    for ((sn, st), (mn, mt)) in spec.iter().zip(&magpie) {
        assert_eq!(
            sn.trim_start_matches("spec_"),
            mn.trim_start_matches("magpie_")
        );
        assert_ne!(st, mt, "{mn} should differ in spelling from {sn}");
        assert_eq!(parse_ok(sn, st), parse_ok(mn, mt), "{sn} vs {mn}");
    }
}

#[test]
fn every_input_round_trips_and_print_is_a_fixed_point() {
    for (name, text) in inputs("") {
        let Some(m) = parse(&text).value else {
            continue;
        };
        let printed = print(&m);
        let again = parse(&printed);
        assert!(
            again.diagnostics.is_empty(),
            "{name}: printed text has diagnostics {:#?}\n{printed}",
            again.diagnostics
        );
        assert_eq!(again.value.as_ref(), Some(&m), "{name}:\n{printed}");
        assert_eq!(print(&m), printed, "{name}: print is not deterministic");
        let reprinted = again.value.as_ref().map(print);
        assert_eq!(
            reprinted.as_deref(),
            Some(printed.as_str()),
            "{name}: not a fixed point"
        );
    }
}

#[test]
fn vector_add_reads_as_expected() {
    let (_, text) = inputs("spec_17_1_").remove(0);
    let m = parse_ok("17.1", &text);
    assert_eq!(m.name.as_deref(), Some("gpu_example_spv"));
    assert_eq!(m.exports, ["main"]);
    assert!(m.imports.is_empty());
    assert_eq!(m.digest.as_deref(), Some("0".repeat(64).as_str()));
    let (_, f) = m.functions.iter().next().expect("one kernel");
    assert_eq!(f.name, "kernel_add");
    assert_eq!(f.workgroup, Some([256, 1, 1]));
    assert_eq!(f.blocks.len(), 3);
    let buf = Type::Buffer(Elem::Scalar(Scalar::F32));
    let tys: Vec<Type> = f.params.iter().map(|&p| f.value_type(p)).collect();
    assert_eq!(tys, [buf, buf, Type::U32]);
    // Spans point at the text they describe.
    let name = &text[f.spans.name.start as usize..f.spans.name.end as usize];
    assert_eq!(name, "@kernel_add");
    let first_inst = f.spans.insts[0];
    assert_eq!(
        &text[first_inst.start as usize..first_inst.end as usize],
        "%gid: u32 = gpu.global_id { dim=const.u32 0 }"
    );
}

#[test]
fn the_named_constant_of_17_8_prints_back() {
    let (_, text) = inputs("spec_17_8_").remove(0);
    let m = parse_ok("17.8", &text);
    let printed = print(&m);
    assert!(
        printed.contains("    %half: u32 = const.u32 128\n"),
        "{printed}"
    );
    assert!(
        printed.contains("i.add { lhs=%tid, rhs=%half }"),
        "{printed}"
    );
}
