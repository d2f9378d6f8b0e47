//! What the parser accepts, form by form, and what it makes of it: each
//! alternative spelling gives the same module as the canonical one, and
//! every module here round-trips through the printer.

use magpie_diag::Span;
use magpie_mpir::{
    parse, print, Const, Elem, HostType, Module, Opcode, Operand, Scalar, StructKind, Terminator,
    TyArg, Type,
};

#[track_caller]
fn ok(src: &str) -> Module {
    let out = parse(src);
    assert!(
        !out.has_errors(),
        "does not parse:\n{src}\n{:#?}",
        out.diagnostics
    );
    let m = out.value.expect("a module");
    let printed = print(&m);
    let again = parse(&printed);
    assert_eq!(again.value.as_ref(), Some(&m), "round trip:\n{printed}");
    assert_eq!(again.value.as_ref().map(print), Some(printed));
    m
}

#[track_caller]
fn same(a: &str, b: &str) {
    assert_eq!(ok(a), ok(b), "\n{a}\n--- versus ---\n{b}");
}

fn kernel(body: &str) -> String {
    format!("gpu fn @k(%a: u32, %b: u32, %f: f32, %buf: gpu.TBuffer<f32>) -> unit {{\nbb0:\n{body}\n}}\n")
}

fn text(src: &str, s: Span) -> &str {
    &src[s.start as usize..s.end as usize]
}

#[test]
fn structs_may_be_named_before_their_declaration() {
    let src = "gpu fn @k(%b: gpu.TBuffer<TPoint>, %p: TPoint) -> unit {\nbb0:\n    %x: f32 = getfield { field=x, obj=%p }\n    %q: TPoint = new TPoint { y=%x, x=%x }\n    ret\n}\n\n\
               value struct TPoint { field x: f32 field y: f32 }\n\
               heap struct TBox { field s: Str, field a: Array<i32>, field m: Map<Str, Array<i64>> }\n";
    let m = ok(src);
    let names: Vec<&str> = m.structs.values().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["TPoint", "TBox"]);
    let (tp, point) = m.structs.iter().next().expect("TPoint");
    assert_eq!(point.kind, StructKind::Value);
    let boxed = m.structs.values().nth(1).expect("TBox");
    assert_eq!(boxed.kind, StructKind::Heap);
    let tys: Vec<Type> = boxed.fields.iter().map(|f| f.ty).collect();
    assert_eq!(
        tys,
        [
            Type::Host(HostType::Str),
            Type::Host(HostType::Array),
            Type::Host(HostType::Map)
        ]
    );
    let (_, f) = m.functions.iter().next().expect("kernel");
    assert_eq!(f.value_type(f.params[0]), Type::Buffer(Elem::Struct(tp)));
    assert_eq!(f.value_type(f.params[1]), Type::Struct(tp));
    let insts: Vec<_> = f.insts.values().collect();
    assert_eq!(insts[0].op, Opcode::GetField);
    assert_eq!(insts[0].attr.as_deref(), Some("x"));
    assert_eq!(insts[1].op, Opcode::New);
    assert_eq!(insts[1].ty_args, [TyArg::Type(Type::Struct(tp))]);
    assert_eq!(insts[1].keys, ["y", "x"], "keys as written");
}

#[test]
fn types() {
    let src = "gpu fn @k(%a: rawptr<f32>, %b: borrow gpu.TBuffer<i1>, %c: mutborrow ptr, %d: pred, %e: TCallable<fn(i32) -> i32>, %g: u128) -> i1 {\nbb0:\n    %p: rawptr<u8> = gpu.shared<64, u8>\n    %s: shared weak Str = arr.new\n    ret const.i1 1\n}\n";
    let m = ok(src);
    let (_, f) = m.functions.iter().next().expect("kernel");
    let tys: Vec<Type> = f.values.values().map(|v| v.ty).collect();
    assert_eq!(
        tys,
        [
            Type::Buffer(Elem::Scalar(Scalar::F32)),
            Type::Buffer(Elem::Scalar(Scalar::Bool)),
            Type::Ptr(None),
            Type::Pred,
            Type::Host(HostType::TCallable),
            Type::Host(HostType::U128),
            Type::Ptr(Some(Elem::Scalar(Scalar::U8))),
            Type::Host(HostType::Str),
        ]
    );
    assert_eq!(f.ret, Type::BOOL);
    assert!(print(&m).contains("%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<bool>"));
}

#[test]
fn keyed_operands_in_any_order_and_the_a_b_aliases() {
    let canonical = kernel("    %x: u32 = i.add { lhs=%a, rhs=%b }\n    ret");
    same(
        &canonical,
        &kernel("    %x: u32 = i.add { rhs=%b, lhs=%a }\n    ret"),
    );
    same(
        &canonical,
        &kernel("    %x: u32 = i.add { a=%a, b=%b }\n    ret"),
    );
    same(
        &canonical,
        &kernel("    %x: u32 = i.add{b=%b,a=%a}\n    ret"),
    );
    same(
        &canonical,
        &kernel("    %x: u32 = i.add.wrap { lhs=%a, rhs=%b, }\n    ret"),
    );
    // Keys given out of order still number their values in canonical order.
    same(
        "gpu fn @k() -> unit {\nbb0:\n    %x: u32 = i.add { rhs=%q, lhs=%p }\n    ret\n}",
        "gpu fn @k() -> unit {\nbb0:\n    %x: u32 = i.add { lhs=%p, rhs=%q }\n    ret\n}",
    );
    let m = ok(&kernel(
        "    %y: f32 = math.fma { c=%f, a=%f, b=const.f32 2.0 }\n    ret",
    ));
    let (_, f) = m.functions.iter().next().expect("kernel");
    let i = f.insts.values().next().expect("fma");
    assert!(matches!(i.operands[1], Operand::Const(_)));
}

#[test]
fn ops_without_keys_are_bare_or_empty_braces() {
    same(
        &kernel("    gpu.barrier\n    ret"),
        &kernel("    gpu.barrier { }\n    ret"),
    );
    same(
        &kernel("    %s: u32 = gpu.subgroup.size\n    ret"),
        &kernel("    %s: u32 = gpu.subgroup.size {}\n    ret"),
    );
}

#[test]
fn type_parameters_and_cast_aliases() {
    let m = ok(&kernel(
        "    %h: bf16 = f32.to_bf16 { v=%f }\n    %w: f32 = bf16.to_f32 { v=%h }\n    %s: ptr = gpu.shared<256, f32>\n    %l: f32 = gpu.buffer_load<f32> { buf=%buf, idx=%a }\n    ret",
    ));
    let (_, f) = m.functions.iter().next().expect("kernel");
    let args: Vec<&[TyArg]> = f.insts.values().map(|i| i.ty_args.as_slice()).collect();
    let t = |s| TyArg::Type(Type::Scalar(s));
    assert_eq!(args[0], [t(Scalar::F32), t(Scalar::Bf16)]);
    assert_eq!(args[1], [t(Scalar::Bf16), t(Scalar::F32)]);
    assert_eq!(args[2], [TyArg::Count(256), t(Scalar::F32)]);
    assert_eq!(args[3], [t(Scalar::F32)]);
    assert!(print(&m).contains("%w: f32 = cast<bf16, f32> { v=%h }"));
    same(
        &kernel("    %w: f32 = bf16.to_f32 { v=%f }\n    ret"),
        &kernel("    %w: f32 = cast<bf16, f32> { v=%f }\n    ret"),
    );
}

#[test]
fn phi_call_new_getfield_and_string_attributes() {
    let canonical = "gpu fn @k(%a: u32) -> unit {\nbb0:\n    br bb1\nbb1:\n    %x: u32 = phi u32 { [bb0: %a], [bb1: const.u32 0] }\n    %y: u32 = call @f { v=%x, w=const.u32 1 }\n    call_void @g { }\n    %p: pred = gpu.target.is { name=\"sm_90\" }\n    %q: pred = gpu.target.has { cap=\"subgroups\" }\n    ret\n}\n";
    let m = ok(canonical);
    same(
        canonical,
        &canonical.replace(
            "phi u32 { [bb0: %a], [bb1: const.u32 0] }",
            "phi u32 [bb0:%a] [bb1:const.u32 0]",
        ),
    );
    same(canonical, &canonical.replace("phi u32 {", "phi {"));
    same(
        canonical,
        &canonical.replace("call_void @g { }", "call_void @g"),
    );
    same(
        canonical,
        &canonical.replace("cap=\"subgroups\"", "cap=subgroups"),
    );
    let (_, f) = m.functions.iter().next().expect("kernel");
    let insts: Vec<_> = f.insts.values().collect();
    assert_eq!(insts[0].blocks.len(), 2);
    assert_eq!(insts[0].operands.len(), 2);
    assert_eq!(insts[1].attr.as_deref(), Some("f"));
    assert_eq!(insts[1].keys, ["v", "w"]);
    assert_eq!(insts[3].attr.as_deref(), Some("sm_90"));
    assert_eq!(insts[4].attr.as_deref(), Some("subgroups"));
}

#[test]
fn host_only_ops_are_read_for_the_validator() {
    let m = ok(&kernel(
        "    %r: Array = arr.new<i32> { v0=%a, v1=[%a, %b], cb=@g, s=\"x\" }\n    arc.retain { v=%r }\n    %c: u32 = call_indirect { f=%r, args=[%a] }\n    ret",
    ));
    let (_, f) = m.functions.iter().next().expect("kernel");
    let insts: Vec<_> = f.insts.values().collect();
    assert!(insts.iter().all(|i| i.op == Opcode::HostOp));
    let attrs: Vec<_> = insts.iter().map(|i| i.attr.as_deref()).collect();
    assert_eq!(
        attrs,
        [Some("arr.new"), Some("arc.retain"), Some("call_indirect")]
    );
    assert_eq!(insts[0].keys, ["v0"]);
    assert_eq!(insts[2].keys, ["f"]);
}

#[test]
fn literals() {
    let m = ok(&kernel(
        "    %a1: f32 = f.add { lhs=const.f32 inf, rhs=const.f32 -inf }\n    %a2: f32 = f.add { lhs=const.f32 nan, rhs=const.f32 1.0f32 }\n    %a3: f64 = f.add { lhs=const.f64 0x7ff8000000000001, rhs=const.f64 -0.0 }\n    %a4: i8 = i.add { lhs=const.i8 -128, rhs=const.i8 0xff }\n    %a5: u64 = i.add { lhs=const.u64 18446744073709551615, rhs=const.u64 0x10 }\n    %a6: f16 = f.add { lhs=const.f16 65504, rhs=const.bf16 1.5e-3 }\n    ret",
    ));
    let (_, f) = m.functions.iter().next().expect("kernel");
    let consts: Vec<Const> = f
        .insts
        .values()
        .flat_map(|i| i.operands.iter())
        .filter_map(|o| match o {
            Operand::Const(c) => Some(*c),
            Operand::Value(_) => None,
        })
        .collect();
    let bits: Vec<u64> = consts.iter().map(|c| c.bits).collect();
    assert_eq!(bits[0], f32::INFINITY.to_bits() as u64);
    assert_eq!(bits[1], f32::NEG_INFINITY.to_bits() as u64);
    assert!(f32::from_bits(bits[2] as u32).is_nan());
    assert_eq!(bits[3], 1.0f32.to_bits() as u64);
    assert_eq!(bits[4], 0x7ff8_0000_0000_0001);
    assert_eq!(bits[5], (-0.0f64).to_bits());
    assert_eq!(consts[6].as_i128(), -128);
    assert_eq!(consts[7].as_i128(), -1);
    assert_eq!(bits[8], u64::MAX);
    assert_eq!(bits[10], half::f16::from_f32(65504.0).to_bits() as u64);
    let printed = print(&m);
    for s in [
        "const.f32 inf",
        "const.f32 -inf",
        "const.f32 nan",
        "const.f64 0x7ff8000000000001",
        "const.f64 -0.0",
        "const.i8 -1",
        "const.u64 18446744073709551615",
    ] {
        assert!(printed.contains(s), "{s} in\n{printed}");
    }
    same(
        &kernel("    %x: f32 = f.add { lhs=const.f32 1, rhs=const.f32 1e0 }\n    ret"),
        &kernel("    %x: f32 = f.add { lhs=const.f32 1.0, rhs=const.f32 1.0f32 }\n    ret"),
    );
    same(
        &kernel("    %x: bool = i.and { lhs=const.i1 1, rhs=const.bool false }\n    ret"),
        &kernel("    %x: bool = i.and { lhs=const.bool true, rhs=const.bool 0 }\n    ret"),
    );
}

#[test]
fn named_constants_are_the_const_op() {
    let m = ok(&kernel("    %h: u32 = const.u32 128\n    ret"));
    let (_, f) = m.functions.iter().next().expect("kernel");
    let i = f.insts.values().next().expect("inst");
    assert_eq!(i.op, Opcode::Literal);
    assert!(i.ty_args.is_empty());
    assert_eq!(i.operands, [Operand::Const(Const::u32(128))]);
    // It is not the same instruction as an identity cast.
    let cast = ok(&kernel(
        "    %h: u32 = cast<u32, u32> { v=const.u32 128 }\n    ret",
    ));
    assert_ne!(m, cast);
    assert!(
        print(&m).contains("%h: u32 = const.u32 128"),
        "{}",
        print(&m)
    );
}

#[test]
fn terminators() {
    let src = "gpu fn @k(%a: u32) -> u32 {\nbb0:\n    switch %a { case 0 -> bb1 case -1 -> bb2, case const.u32 7 -> bb1 case 0x10 -> bb3 } else bb2\nbb1:\n    cbr const.bool true bb2 bb3\nbb2:\n    ret %a\nbb3:\n    unreachable\n}\n";
    let m = ok(src);
    let (_, f) = m.functions.iter().next().expect("kernel");
    let terms: Vec<&Terminator> = f.blocks.values().map(|b| &b.term).collect();
    let Terminator::Switch { cases, default, .. } = terms[0] else {
        panic!("switch expected")
    };
    let values: Vec<i128> = cases.iter().map(|c| c.0).collect();
    assert_eq!(values, [0, -1, 7, 16]);
    assert_eq!(default.index(), 2);
    assert!(matches!(terms[1], Terminator::Cbr { .. }));
    assert!(matches!(terms[2], Terminator::Ret(Some(_))));
    assert!(matches!(terms[3], Terminator::Unreachable));
}

#[test]
fn unsafe_groups() {
    let src = "unsafe gpu fn @k(%p: ptr) -> unit target(ptx) requires(device_malloc) {\nbb0:\n    unsafe {\n        %x: f32 = ptr.load<f32> { p=%p }\n        ptr.store<f32> { p=%p, v=%x }\n    }\n    gpu.barrier\n    unsafe { gpu.barrier }\n    ret\n}\n";
    let m = ok(src);
    let (_, f) = m.functions.iter().next().expect("kernel");
    assert!(f.is_unsafe);
    let flags: Vec<bool> = f.insts.values().map(|i| i.in_unsafe).collect();
    assert_eq!(flags, [true, true, false, true]);
    let printed = print(&m);
    assert!(printed.contains("    unsafe {\n        %x: f32 = ptr.load<f32> { p=%p }\n        ptr.store<f32> { p=%p, v=%x }\n    }\n    gpu.barrier\n    unsafe {\n        gpu.barrier\n    }\n    ret\n"), "{printed}");
}

#[test]
fn clauses_in_any_order() {
    same(
        "unsafe gpu fn @k() -> unit requires(subgroups, metal.simd_shuffle) workgroup(8, 4, 2) target(msl) { }",
        "unsafe gpu fn @k() -> unit target(msl) workgroup(8, 4, 2) requires(subgroups, metal.simd_shuffle) { }",
    );
    let m = ok("gpu fn @k() -> unit { }");
    let (_, f) = m.functions.iter().next().expect("kernel");
    assert_eq!((f.target, f.workgroup, f.requires.len()), (None, None, 0));
}

#[test]
fn headers_docs_and_host_code() {
    let a = "module demo.kernels\nexports { @k, @j }\nimports { std.io, gpu }\ndigest 00ab12\n\n;;; Adds.\n;;;   indented\n;;;\ngpu fn @k() -> unit { }\n";
    let b = "module demo.kernels\nexports { @k, @j, }\nimports { std.io, gpu }\ndigest \"00ab12\"\n;;; Adds.\n;;;   indented\n;;;\ngpu fn @k() -> unit {\n}\n";
    same(a, b);
    let m = ok(a);
    assert_eq!(m.name.as_deref(), Some("demo.kernels"));
    assert_eq!(m.exports, ["k", "j"]);
    assert_eq!(m.imports, ["std.io", "gpu"]);
    assert_eq!(m.digest.as_deref(), Some("00ab12"));
    let (_, f) = m.functions.iter().next().expect("kernel");
    assert_eq!(f.doc.as_deref(), Some("Adds.\n  indented\n"));
    let host = "fn @main() -> i64 {\nbb0:\n    %s: Str = str.lit { v=\"}}}{\" } ; }}}{\n    ret const.i64 0\n}\nsig TF(i64) -> i64\nglobal @g: i64 = const.i64 0\nimpl TF for TPoint { fn @x() -> i64 { } }\nextern \"c\" module ffi { fn @puts(%s: Str) -> i32 }\n";
    let out = parse(&format!("{a}{host}"));
    assert!(!out.has_errors(), "{:#?}", out.diagnostics);
    assert_eq!(out.diagnostics.len(), 1);
    let note = &out.diagnostics[0].message;
    assert!(note.contains("5 host declarations"), "{note}");
    assert_eq!(out.value, Some(m));
    // The header must come first: after host code it is out of order.
    let out = parse(&format!("{host}{a}"));
    assert!(out
        .diagnostics
        .iter()
        .any(|d| d.code == magpie_diag::codes::MPP0010));
}

#[test]
fn spans_point_at_their_text() {
    let src = "gpu fn @k(%a: u32, %b: u32) -> u32 target(spv) workgroup(64, 1, 1) requires(x, y.z) {\nbb0:\n    %s: u32 = i.add { rhs=%b, lhs=const.u32 1 }\n    br bb1\nbb1:\n    ret %s\n}\n";
    let m = ok(src);
    let (_, f) = m.functions.iter().next().expect("kernel");
    let sp = &f.spans;
    assert!(text(src, sp.decl).starts_with("gpu fn @k(") && text(src, sp.decl).ends_with('{'));
    assert_eq!(text(src, sp.name), "@k");
    assert_eq!(text(src, sp.ret), "u32");
    assert_eq!(text(src, sp.target), "target(spv)");
    assert_eq!(text(src, sp.workgroup), "workgroup(64, 1, 1)");
    let reqs: Vec<&str> = sp.requires.iter().map(|s| text(src, *s)).collect();
    assert_eq!(reqs, ["x", "y.z"]);
    let vals: Vec<&str> = sp.values.iter().map(|s| text(src, *s)).collect();
    assert_eq!(vals, ["%a", "%b", "%s"]);
    let blocks: Vec<&str> = sp.blocks.iter().map(|s| text(src, *s)).collect();
    assert_eq!(blocks, ["bb0", "bb1"]);
    assert_eq!(
        text(src, sp.insts[0]),
        "%s: u32 = i.add { rhs=%b, lhs=const.u32 1 }"
    );
    let ops: Vec<&str> = sp.operands[0].iter().map(|s| text(src, *s)).collect();
    assert_eq!(ops, ["const.u32 1", "%b"], "canonical order: lhs, rhs");
    let terms: Vec<&str> = sp.terms.iter().map(|s| text(src, *s)).collect();
    assert_eq!(terms, ["br bb1", "ret %s"]);
}

#[test]
fn struct_spans_and_odd_struct_names() {
    let src = "value struct borrow { field x: i32 }\nvalue struct TS {\n    field a: borrow\n    field b: borrow\n}\n";
    let m = ok(src);
    let ts = m.structs.values().nth(1).expect("TS");
    assert_eq!(text(src, ts.spans.name), "TS");
    let fields: Vec<&str> = ts.spans.fields.iter().map(|s| text(src, *s)).collect();
    assert_eq!(fields, ["field a: borrow", "field b: borrow"]);
}

#[test]
fn extension_negative_literals_and_empty_module() {
    let m = ok("");
    assert_eq!(m, Module::default());
    assert_eq!(print(&m), "");
    ok("; only a comment\n");
    ok(&kernel(
        "    %x: i32 = i.sub { lhs=const.i32 -5, rhs=const.i32 -2147483648 }\n    ret",
    ));
}
