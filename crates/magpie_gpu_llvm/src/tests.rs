//! The guards SEMANTICS.md asks for, seen in the text: division by zero
//! and `MIN / -1` replaced divisors, masked shift amounts, saturating
//! float → int casts, no fast-math flags on plain ops.

use magpie_gpu::Capability;
use magpie_mpir::{parse, verify};

use crate::{write_kernel, Amdgcn, ErrorKind, Triple, WriteOptions};

fn options() -> WriteOptions {
    WriteOptions {
        capabilities: vec![
            Capability::Int64,
            Capability::Float64,
            Capability::F16Arithmetic,
            Capability::Bf16,
            Capability::AtomicsF32,
            Capability::AtomicsF64,
            Capability::Subgroups,
        ],
        noalias: false,
        block_limit: true,
        max_block: 1024,
        max_shared_bytes: 65536,
    }
}

fn write(src: &str) -> crate::Result<String> {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let k = module.functions.handles().next().unwrap();
    write_kernel(
        &module,
        &info,
        k,
        &Triple::Amdgcn(Amdgcn::new("gfx942")),
        &options(),
    )
    .map(|k| k.text)
}

fn kernel(ty: &str, body: &str) -> String {
    format!(
        "gpu fn @k(%o: gpu.TBuffer<{ty}>, %a: {ty}, %b: {ty}) -> unit {{\nbb0:\n{body}\n    gpu.buffer_store<{ty}> {{ buf=%o, idx=const.u32 0, v=%r }}\n    ret\n}}\n"
    )
}

#[test]
fn signed_division_guards_zero_and_min_over_minus_one() {
    let text = write(&kernel("i32", "    %r: i32 = i.sdiv { lhs=%a, rhs=%b }")).unwrap();
    assert!(text.contains("icmp eq i32 %b, 0"), "{text}");
    assert!(text.contains("icmp eq i32 %a, -2147483648"), "{text}");
    assert!(text.contains("icmp eq i32 %b, -1"), "{text}");
    assert!(text.contains(", i32 1, i32 %b"), "{text}");
    assert!(text.contains("sdiv i32 %a, %t."), "{text}");
}

#[test]
fn unsigned_remainder_guards_zero() {
    let text = write(&kernel("u8", "    %r: u8 = i.urem { lhs=%a, rhs=%b }")).unwrap();
    assert!(text.contains("icmp eq i8 %b, 0"), "{text}");
    assert!(text.contains("select i1 %t.1, i8 1, i8 %b"), "{text}");
    assert!(!text.contains("-128"), "{text}");
}

#[test]
fn constant_divisors_fold_the_guard() {
    let text = write(&kernel(
        "i64",
        "    %r: i64 = i.sdiv { lhs=%a, rhs=const.i64 -1 }",
    ))
    .unwrap();
    assert!(text.contains("sub i64 0, %a"), "{text}");
    assert!(!text.contains("sdiv"), "{text}");
    let text = write(&kernel(
        "u32",
        "    %r: u32 = i.udiv { lhs=%a, rhs=const.u32 0 }",
    ))
    .unwrap();
    assert!(text.contains("store i32 %a"), "{text}");
    let text = write(&kernel(
        "u32",
        "    %r: u32 = i.udiv { lhs=%a, rhs=const.u32 7 }",
    ))
    .unwrap();
    assert!(text.contains("udiv i32 %a, 7"), "{text}");
}

#[test]
fn shift_amounts_are_masked() {
    let text = write(&kernel("u16", "    %r: u16 = i.shl { lhs=%a, rhs=%b }")).unwrap();
    assert!(text.contains("and i16 %b, 15"), "{text}");
    let text = write(&kernel(
        "i64",
        "    %r: i64 = i.ashr { lhs=%a, rhs=const.i64 65 }",
    ))
    .unwrap();
    assert!(text.contains("ashr i64 %a, 1"), "{text}");
}

#[test]
fn float_to_int_saturates() {
    let src = "gpu fn @k(%o: gpu.TBuffer<i32>, %p: gpu.TBuffer<u8>, %x: f64, %h: f16) -> unit {\nbb0:\n    %r: i32 = cast<f64, i32> { v=%x }\n    %s: u8 = cast<f16, u8> { v=%h }\n    gpu.buffer_store<i32> { buf=%o, idx=const.u32 0, v=%r }\n    gpu.buffer_store<u8> { buf=%p, idx=const.u32 0, v=%s }\n    ret\n}\n";
    let text = write(src).unwrap();
    assert!(
        text.contains("call i32 @llvm.fptosi.sat.i32.f64(double %x)"),
        "{text}"
    );
    assert!(text.contains("fpext half %h to float"), "{text}");
    assert!(
        text.contains("call i8 @llvm.fptoui.sat.i8.f32(float"),
        "{text}"
    );
}

#[test]
fn plain_float_ops_have_no_fast_math_flags() {
    let text = write(&kernel(
        "f32",
        "    %m: f32 = f.mul { lhs=%a, rhs=%b }\n    %r: f32 = f.add { lhs=%m, rhs=%b }",
    ))
    .unwrap();
    assert!(text.contains("fmul float %a, %b"), "{text}");
    assert!(text.contains("fadd float %t.1, %b"), "{text}");
    assert!(!text.contains("contract"), "{text}");
    let text = write(&kernel(
        "f32",
        "    %r: f32 = f.add.fast { lhs=%a, rhs=%b }",
    ))
    .unwrap();
    assert!(
        text.contains("fadd reassoc contract arcp afn float %a, %b"),
        "{text}"
    );
}

#[test]
fn exact_frem_is_not_written_as_llvm_frem() {
    // The backend widens it to the device library first; left here it is refused.
    let e = write(&kernel("f32", "    %r: f32 = f.rem { lhs=%a, rhs=%b }")).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
}

#[test]
fn missing_capability_is_reported() {
    let module = parse(&kernel("f64", "    %r: f64 = f.add { lhs=%a, rhs=%b }"))
        .value
        .unwrap();
    let info = verify(&module).value.unwrap();
    let k = module.functions.handles().next().unwrap();
    let mut o = options();
    o.capabilities.retain(|c| *c != Capability::Float64);
    let e = write_kernel(
        &module,
        &info,
        k,
        &Triple::Amdgcn(Amdgcn::new("gfx942")),
        &o,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::MissingCapability(Capability::Float64));
}
