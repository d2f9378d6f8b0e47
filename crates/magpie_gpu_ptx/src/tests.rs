//! Unit tests of the tricky lowerings: phi moves (parallel copies, edge
//! stubs), shift masking, division guards, canonical narrow integers.

use magpie_mpir::{parse, verify, Const, Scalar};

use crate::cfg::{sequentialize, Move};
use crate::regs::{Class, Reg, Val};
use crate::{emit, Options};

fn r(n: u32) -> Reg {
    Reg {
        class: Class::B32,
        n,
    }
}

/// Runs sequential moves on a register file.
fn run(moves: &[Move], regs: &mut Vec<u64>) {
    for m in moves {
        let v = match m.src {
            Val::Reg(s) => regs[s.n as usize],
            Val::Imm(c) => c.bits,
        };
        if regs.len() <= m.dst.n as usize {
            regs.resize(m.dst.n as usize + 1, 0);
        }
        regs[m.dst.n as usize] = v;
    }
}

/// `sequentialize` must give the parallel copy's result for every shape:
/// permutations (cycles of every length), fan-out, constants.
#[test]
fn parallel_copies_keep_their_meaning() {
    let mut seed = 7u64;
    let mut next = |n: u64| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (seed >> 33) % n
    };
    for case in 0..2000 {
        let k = 1 + next(6) as u32;
        // Destinations 1..=k are distinct; sources anywhere in 1..=k+2 or constants.
        let mut copy = Vec::new();
        for d in 1..=k {
            let src = if next(5) == 0 {
                Val::Imm(Const::u32(100 + d))
            } else {
                Val::Reg(r(1 + next(u64::from(k) + 2) as u32))
            };
            copy.push(Move {
                dst: r(d),
                src,
                ty: Scalar::U32,
            });
        }
        let before: Vec<u64> = (0..40).map(|i| 1000 + i).collect();
        let mut want = before.clone();
        for m in &copy {
            want[m.dst.n as usize] = match m.src {
                Val::Reg(s) => before[s.n as usize],
                Val::Imm(c) => c.bits,
            };
        }
        let mut temps = 20;
        let seq = sequentialize(copy.clone(), |_| {
            temps += 1;
            r(temps)
        });
        let mut got = before.clone();
        run(&seq, &mut got);
        assert_eq!(got[..20], want[..20], "case {case}: {copy:?} -> {seq:?}");
    }
}

#[test]
fn a_swap_goes_through_one_temporary() {
    let copy = vec![
        Move {
            dst: r(1),
            src: Val::Reg(r(2)),
            ty: Scalar::U32,
        },
        Move {
            dst: r(2),
            src: Val::Reg(r(1)),
            ty: Scalar::U32,
        },
    ];
    let seq = sequentialize(copy, |_| r(9));
    assert_eq!(seq.len(), 3, "{seq:?}");
    assert_eq!(seq[0].dst, r(9));
}

fn ptx(src: &str) -> String {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let k = module.function_by_name("k").expect("kernel @k");
    emit(&module, &info, k, &Options::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .text
}

/// A kernel storing `OP<T>(a, b)` for loaded `a` and `b` (or a constant
/// `b` when `rhs` is given).
fn binop(op: &str, ty: &str, rhs: Option<&str>) -> String {
    let b = match rhs {
        Some(c) => c.to_string(),
        None => "%b".to_string(),
    };
    ptx(&format!(
        "gpu fn @k(%x: gpu.TBuffer<{ty}>, %o: gpu.TBuffer<{ty}>) -> unit {{\nbb0:\n    %a: {ty} = gpu.buffer_load<{ty}> {{ buf=%x, idx=const.u32 0 }}\n    %b: {ty} = gpu.buffer_load<{ty}> {{ buf=%x, idx=const.u32 1 }}\n    %r: {ty} = {op} {{ lhs=%a, rhs={b} }}\n    gpu.buffer_store<{ty}> {{ buf=%o, idx=const.u32 0, v=%r }}\n    ret\n}}\n"
    ))
}

/// The lines of `text` that start (after the tab) with `prefix`.
fn lines<'t>(text: &'t str, prefix: &str) -> Vec<&'t str> {
    text.lines()
        .map(str::trim)
        .filter(|l| l.starts_with(prefix))
        .collect()
}

#[test]
fn shift_amounts_are_masked_to_the_width() {
    let t = binop("i.shl", "u32", None);
    assert_eq!(lines(&t, "and.b32").len(), 1, "{t}");
    assert!(lines(&t, "and.b32")[0].ends_with(", 31;"), "{t}");
    assert_eq!(lines(&t, "shl.b32").len(), 1, "{t}");
    // A constant amount is reduced at compile time: 33 on u32 is 1.
    let t = binop("i.lshr", "u32", Some("const.u32 33"));
    assert!(lines(&t, "shr.u32")[0].ends_with(", 1;"), "{t}");
    assert!(lines(&t, "and.b32").is_empty(), "{t}");
    // 64-bit: the amount is narrowed to 32 bits, then masked with 63.
    let t = binop("i.ashr", "i64", None);
    assert_eq!(lines(&t, "cvt.u32.u64").len(), 1, "{t}");
    assert!(lines(&t, "and.b32")[0].ends_with(", 63;"), "{t}");
    assert_eq!(lines(&t, "shr.s64").len(), 1, "{t}");
    // 8-bit: masked with 7; the shifted value is put back in canonical form.
    let t = binop("i.shl", "i8", None);
    assert!(lines(&t, "and.b32")[0].ends_with(", 7;"), "{t}");
    assert_eq!(lines(&t, "cvt.s32.s8").len(), 1, "{t}");
    // A logical shift of an i8 works on its zero-extended bits.
    let t = binop("i.lshr", "i8", None);
    assert!(
        lines(&t, "and.b32").iter().any(|l| l.ends_with(", 255;")),
        "{t}"
    );
    assert_eq!(lines(&t, "shr.u32").len(), 1, "{t}");
}

#[test]
fn division_is_guarded() {
    let t = binop("i.sdiv", "i32", None);
    // b == 0, or a == MIN and b == -1: the divisor becomes 1.
    assert!(
        lines(&t, "setp.eq.b32").iter().any(|l| l.ends_with(", 0;")),
        "{t}"
    );
    assert!(
        lines(&t, "setp.eq.b32")
            .iter()
            .any(|l| l.ends_with(", -2147483648;")),
        "{t}"
    );
    assert!(
        lines(&t, "setp.eq.b32")
            .iter()
            .any(|l| l.ends_with(", -1;")),
        "{t}"
    );
    assert!(lines(&t, "selp.b32")[0].contains(", 1, "), "{t}");
    assert_eq!(lines(&t, "div.s32").len(), 1, "{t}");
    // Unsigned: only the zero test.
    let t = binop("i.urem", "u32", None);
    assert_eq!(lines(&t, "setp.eq.b32").len(), 1, "{t}");
    assert_eq!(lines(&t, "rem.u32").len(), 1, "{t}");
    // 64-bit MIN.
    let t = binop("i.srem", "i64", None);
    assert!(
        lines(&t, "setp.eq.b64")
            .iter()
            .any(|l| l.ends_with(", -9223372036854775808;")),
        "{t}"
    );
    assert_eq!(lines(&t, "rem.s64").len(), 1, "{t}");
    // A constant divisor other than 0 and -1 needs no guard.
    let t = binop("i.sdiv", "i32", Some("const.i32 7"));
    assert!(lines(&t, "setp").is_empty(), "{t}");
    assert!(lines(&t, "div.s32")[0].ends_with(", 7;"), "{t}");
    // x / 0 = x, x % 0 = 0: no division at all.
    let t = binop("i.udiv", "u32", Some("const.u32 0"));
    assert!(lines(&t, "div").is_empty(), "{t}");
    let t = binop("i.srem", "i32", Some("const.i32 0"));
    assert!(lines(&t, "rem").is_empty(), "{t}");
    assert!(
        lines(&t, "mov.b32").iter().any(|l| l.ends_with(", 0;")),
        "{t}"
    );
    // -1 still needs the MIN test.
    let t = binop("i.sdiv", "i32", Some("const.i32 -1"));
    assert!(
        lines(&t, "setp.eq.b32")
            .iter()
            .any(|l| l.ends_with(", -2147483648;")),
        "{t}"
    );
}

#[test]
fn narrow_results_are_canonical() {
    let t = binop("i.add", "i8", None);
    assert_eq!(lines(&t, "cvt.s32.s8").len(), 1, "{t}");
    let t = binop("i.mul", "u16", None);
    assert!(lines(&t, "and.b32")[0].ends_with(", 65535;"), "{t}");
    // Bitwise ops of canonical values are canonical.
    let t = binop("i.xor", "i16", None);
    assert!(lines(&t, "cvt.s32").is_empty(), "{t}");
    // Loads extend by the type's signedness.
    assert_eq!(lines(&t, "ld.global.s16").len(), 2, "{t}");
}

#[test]
fn float_ops_are_uncontracted_and_keep_subnormals() {
    let t = binop("f.add", "f32", None);
    assert_eq!(lines(&t, "add.rn.f32").len(), 1, "{t}");
    let t = binop("f.mul.fast", "f32", None);
    assert_eq!(lines(&t, "mul.f32").len(), 1, "{t}");
    let t = binop("f.div", "f32", None);
    assert_eq!(lines(&t, "div.rn.f32").len(), 1, "{t}");
    let t = binop("f.div.fast", "f32", None);
    assert_eq!(lines(&t, "div.full.f32").len(), 1, "{t}");
    let t = binop("f.rem", "f32", None);
    assert!(!lines(&t, "div.rn.f64").is_empty(), "{t}");
    for t in [t, binop("math.min", "f32", None)] {
        assert!(!t.contains(".ftz"), "{t}");
    }
}

/// `math.abs` clears the sign bit with an `and` on the register's bits
/// (no `abs.f32`/`abs.f64` for ptxas to fold into a compare).
#[test]
fn abs_is_an_and_of_the_bits() {
    for (ty, and, mask) in [
        ("f32", "and.b32", "0x7FFFFFFF"),
        ("f64", "and.b64", "0x7FFFFFFFFFFFFFFF"),
        ("f16", "and.b16", "0x7FFF"),
    ] {
        let t = ptx(&format!(
            "gpu fn @k(%x: gpu.TBuffer<{ty}>, %o: gpu.TBuffer<u32>) -> unit {{\nbb0:\n    %a: {ty} = gpu.buffer_load<{ty}> {{ buf=%x, idx=const.u32 0 }}\n    %m: {ty} = math.abs {{ v=%a }}\n    %b: {ty} = gpu.buffer_load<{ty}> {{ buf=%x, idx=const.u32 1 }}\n    %c: bool = fcmp.ole {{ lhs=%b, rhs=%m }}\n    %r: u32 = cast<bool, u32> {{ v=%c }}\n    gpu.buffer_store<u32> {{ buf=%o, idx=const.u32 0, v=%r }}\n    ret\n}}\n"
        ));
        assert!(lines(&t, "abs.").is_empty(), "{t}");
        let ands = lines(&t, and);
        assert_eq!(ands.len(), 1, "{t}");
        assert!(ands[0].ends_with(&format!(", {mask};")), "{t}");
    }
}

const SWAP_LOOP: &str = "gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0:const.u32 0], [bb1:%i1] }
    %x: u32 = phi u32 { [bb0:const.u32 1], [bb1:%y] }
    %y: u32 = phi u32 { [bb0:const.u32 2], [bb1:%x] }
    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    %more: bool = icmp.ult { lhs=%i1, rhs=%n }
    cbr %more bb1 bb2
bb2:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=%x }
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 1, v=%y }
    ret
}
";

#[test]
fn phis_become_moves_on_edges() {
    let t = ptx(SWAP_LOOP);
    // Entry edge: three constant moves; back edge: the swap through a
    // temporary, plus the counter.
    let movs = lines(&t, "mov.b32");
    assert_eq!(movs.len(), 3 + 4, "{t}");
    // The back edge leaves a block with two successors; only it carries
    // moves, so the exit is the branch that skips them.
    assert!(lines(&t, "@!%p").len() == 1, "{t}");
    assert!(!t.contains("$L__edge"), "{t}");
}

#[test]
fn moves_on_both_edges_of_a_branch_use_a_stub() {
    let t = ptx("gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit {
bb0:
    %c: bool = icmp.ult { lhs=%n, rhs=const.u32 5 }
    cbr %c bb1 bb2
bb1:
    %a: u32 = phi u32 { [bb0:const.u32 1], [bb2:%b1] }
    %a1: u32 = i.add { lhs=%a, rhs=const.u32 1 }
    %d: bool = icmp.ult { lhs=%a1, rhs=%n }
    cbr %d bb2 bb3
bb2:
    %b: u32 = phi u32 { [bb0:const.u32 2], [bb1:%a1] }
    %b1: u32 = i.mul { lhs=%b, rhs=const.u32 3 }
    %e: bool = icmp.ult { lhs=%b1, rhs=%n }
    cbr %e bb1 bb3
bb3:
    gpu.buffer_store<u32> { buf=%o, idx=const.u32 0, v=%n }
    ret
}
");
    // bb0 -> bb1 and bb0 -> bb2 both move into a phi: one edge gets a stub.
    assert!(t.contains("$L__edge"), "{t}");
}

#[test]
fn device_functions_are_inlined_with_their_returns() {
    let t = ptx("gpu fn @k(%o: gpu.TBuffer<i32>, %n: i32) -> unit {
bb0:
    %c: i32 = call @clamp { v=%n }
    gpu.buffer_store<i32> { buf=%o, idx=const.u32 0, v=%c }
    ret
}
gpu fn @clamp(%v: i32) -> i32 {
bb0:
    %neg: bool = icmp.slt { lhs=%v, rhs=const.i32 0 }
    cbr %neg bb1 bb2
bb1:
    ret const.i32 0
bb2:
    ret %v
}
");
    assert!(t.contains("// inlined @clamp"), "{t}");
    assert!(!t.contains(".func"), "{t}");
    // Every return site moves into the call's register; one `ret` (the
    // kernel's).
    assert_eq!(lines(&t, "ret;").len(), 1, "{t}");
    assert!(t.contains("$L__ret"), "{t}");
}
