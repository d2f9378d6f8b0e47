//! The linker and the lowering, on small modules. The library functions'
//! accuracy is tested where they can run: `magpie_cpu/tests/devlib_math.rs`.

use magpie_mpir::{parse, verify, Opcode, Scalar};

use super::*;

const HEAD: &str = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"\n";

fn kernel(body: &str) -> Module {
    let src = format!(
        "{HEAD}gpu fn @k(%x: gpu.TBuffer<f64>, %y: gpu.TBuffer<f32>) -> unit workgroup(64, 1, 1) {{
bb0:
    %a: f64 = gpu.buffer_load<f64> {{ buf=%x, idx=const.u32 0 }}
    %b: f32 = gpu.buffer_load<f32> {{ buf=%y, idx=const.u32 0 }}
{body}    ret
}}
"
    );
    parse(&src).value.expect("parses")
}

fn names(m: &Module) -> Vec<String> {
    let mut v: Vec<String> = m.functions.iter().map(|(_, f)| f.name.clone()).collect();
    v.sort();
    v
}

fn calls(m: &Module) -> Vec<String> {
    let k = m.function_by_name("k").expect("kernel");
    m.functions[k]
        .insts
        .iter()
        .filter(|(_, i)| i.op == Opcode::Call)
        .filter_map(|(_, i)| i.attr.clone())
        .collect()
}

#[test]
fn every_library_file_parses_verifies_and_the_public_names_resolve() {
    let lib = library().expect("the library parses");
    assert_eq!(lib.len(), SOURCES.len());
    for (op, short) in LOWERABLE {
        let f64_name = function_name(*op, Scalar::F64);
        assert_eq!(f64_name, Some(format!("__mp_{short}_f64")), "{short}");
    }
    // f32 has everything but rsqrt and fmod (done natively / exactly)
    assert_eq!(
        function_name(Opcode::Sin, Scalar::F32).as_deref(),
        Some("__mp_sin_f32")
    );
    assert_eq!(function_name(Opcode::FRem, Scalar::F32), None);
    assert_eq!(
        function_name(Opcode::Sqrt, Scalar::F64),
        None,
        "not a library op"
    );
    // linking the whole library into one module verifies
    let mut all = kernel("");
    for m in lib {
        for (_, f) in m.functions.iter() {
            all.functions.append(f.clone());
        }
    }
    assert!(
        verify(&all).value.is_some(),
        "{:?}",
        verify(&all).diagnostics
    );
}

#[test]
fn lowering_rewrites_the_chosen_ops_and_links_only_what_they_reach() {
    let m = kernel(
        "    %s: f64 = math.sin { v=%a }
    %e: f32 = math.exp { v=%b }
    %q: f64 = math.sqrt { v=%a }
    %r: f64 = f.rem { lhs=%a, rhs=%s }
",
    );
    // lower f64 sin and fmod only
    let out = lower_intrinsics(&m, &|op, s| s == Scalar::F64 && op != Opcode::Sqrt);
    let (lowered, _info) = out.value.expect("no errors").expect("something lowered");
    assert_eq!(calls(&lowered), ["__mp_sin_f64", "__mp_fmod_f64"]);
    let linked = names(&lowered);
    assert!(linked.contains(&"__mp_sin_f64".to_string()));
    assert!(linked.contains(&"__mp_fmod_f64".to_string()));
    // helpers sin needs come along; unrelated library functions do not
    assert!(
        linked.iter().any(|n| n.starts_with("__mp_f64_trig")),
        "{linked:?}"
    );
    assert!(!linked.contains(&"__mp_exp_f64".to_string()), "{linked:?}");
    assert!(!linked.contains(&"__mp_exp_f32".to_string()), "{linked:?}");
    // the f32 exp and the sqrt stay ops
    let k = lowered.function_by_name("k").unwrap();
    let ops: Vec<Opcode> = lowered.functions[k]
        .insts
        .iter()
        .map(|(_, i)| i.op)
        .collect();
    assert!(ops.contains(&Opcode::Exp) && ops.contains(&Opcode::Sqrt));
}

#[test]
fn f32_functions_pull_in_their_f64_versions() {
    let m = kernel("    %e: f32 = math.exp { v=%b }\n");
    let (lowered, _) = lower_intrinsics(&m, &|_, _| true)
        .value
        .expect("no errors")
        .expect("lowered");
    let linked = names(&lowered);
    assert!(linked.contains(&"__mp_exp_f32".to_string()));
    assert!(linked.contains(&"__mp_exp_f64".to_string()), "{linked:?}");
}

#[test]
fn nothing_to_lower_is_none_and_a_user_definition_is_kept() {
    let m = kernel("    %q: f64 = math.sqrt { v=%a }\n");
    let out = lower_intrinsics(&m, &|_, _| true);
    assert!(out.value.expect("no errors").is_none());

    // a module that defines a library name keeps its own
    let src = format!(
        "{HEAD}gpu fn @k(%x: gpu.TBuffer<f64>) -> unit workgroup(64, 1, 1) {{
bb0:
    %a: f64 = gpu.buffer_load<f64> {{ buf=%x, idx=const.u32 0 }}
    %s: f64 = math.sin {{ v=%a }}
    gpu.buffer_store<f64> {{ buf=%x, idx=const.u32 0, v=%s }}
    ret
}}

gpu fn @__mp_sin_f64(%v: f64) -> f64 {{
bb0:
    ret %v
}}
"
    );
    let m = parse(&src).value.expect("parses");
    let (lowered, _) = lower_intrinsics(&m, &|_, _| true)
        .value
        .expect("no errors")
        .expect("lowered");
    assert_eq!(names(&lowered), ["__mp_sin_f64", "k"]);
}

#[test]
fn lowered_ops_inside_linked_library_functions_are_lowered_too() {
    // sin's argument reduction uses math.fma; with f64 fma lowered as well,
    // no f64 `math.fma` is left anywhere once the fixpoint is reached
    let m = kernel("    %s: f64 = math.sin { v=%a }\n");
    let (lowered, _) = lower_intrinsics(&m, &|_, s| s == Scalar::F64)
        .value
        .expect("no errors")
        .expect("lowered");
    let fma_ops = lowered
        .functions
        .iter()
        .flat_map(|(_, f)| f.insts.iter().map(|(_, i)| i.op))
        .filter(|op| *op == Opcode::Fma)
        .count();
    assert_eq!(fma_ops, 0);
    assert!(names(&lowered).contains(&"__mp_fma_f64".to_string()));
    // without fma in the predicate the library keeps its math.fma
    let (kept, _) = lower_intrinsics(&m, &|op, s| s == Scalar::F64 && op != Opcode::Fma)
        .value
        .expect("no errors")
        .expect("lowered");
    assert!(!names(&kept).contains(&"__mp_fma_f64".to_string()));
}
