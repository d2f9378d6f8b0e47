//! Internal ops (`__mp.bitcast`): accepted by `parse_library` only, typed by
//! the verifier (scalars of one width), printed canonically and read back.

use magpie_diag::codes;
use magpie_mpir::{parse, parse_library, print, verify, Opcode};

fn device_fn(body: &str) -> String {
    format!("gpu fn @f(%x: f64, %w: u32) -> u64 {{\nbb0:\n{body}\n}}\n")
}

const BITS: &str = "    %b: u64 = __mp.bitcast<f64, u64> { v=%x }\n    ret %b";

#[test]
fn plain_parse_rejects_internal_ops_like_any_unknown_op() {
    for (src, op) in [
        (device_fn(BITS), "__mp.bitcast"),
        (
            device_fn("    %b: u64 = no.such_op<f64, u64> { v=%x }\n    ret %b"),
            "no.such_op",
        ),
    ] {
        let out = parse(&src);
        assert!(out.value.is_none(), "{op} was accepted");
        let d = out
            .diagnostics
            .iter()
            .find(|d| d.code == codes::MPP0003)
            .unwrap_or_else(|| panic!("no MPP0003 for {op}: {:?}", out.diagnostics));
        assert_eq!(d.message, format!("unknown operation `{op}`"));
        assert!(
            !format!("{d:?}").contains("did you mean `__mp"),
            "user text is pointed at an internal op: {d:?}"
        );
    }
}

#[test]
fn parse_library_accepts_bitcast_and_round_trips() {
    let src = device_fn(
        "    %b: u64 = __mp.bitcast<f64, u64> { v=%x }\n    \
         %i: i32 = __mp.bitcast<u32, i32> { v=%w }\n    \
         %f: f32 = __mp.bitcast<i32, f32> { v=%i }\n    \
         %h: f16 = __mp.bitcast<u16, f16> { v=const.u16 0x3c00 }\n    \
         %g: bf16 = __mp.bitcast<f16, bf16> { v=%h }\n    \
         %d: f64 = __mp.bitcast<i64, f64> { v=const.i64 -1 }\n    \
         ret %b",
    );
    let m = parse_library(&src)
        .value
        .expect("a library file with bitcasts parses");
    let f = m.functions.iter().next().expect("one function").1;
    let n = f
        .insts
        .iter()
        .filter(|(_, i)| i.op == Opcode::Bitcast)
        .count();
    assert_eq!(n, 6);
    assert!(Opcode::Bitcast.is_internal() && !Opcode::Cast.is_internal());
    let v = verify(&m);
    assert!(!v.has_errors(), "{:?}", v.diagnostics);
    let printed = print(&m);
    assert!(
        printed.contains("__mp.bitcast<f64, u64> { v=%x }"),
        "{printed}"
    );
    assert_eq!(
        parse_library(&printed).value.as_ref(),
        Some(&m),
        "{printed}"
    );
    assert!(parse(&printed).value.is_none());
}

#[test]
fn bitcast_needs_numeric_scalars_of_one_width() {
    for (body, wanted) in [
        (
            "    %b: u32 = __mp.bitcast<f64, u32> { v=%x }\n    ret const.u64 0",
            "same bit width",
        ),
        (
            "    %b: bool = __mp.bitcast<u8, bool> { v=const.u8 1 }\n    ret const.u64 0",
            "not bool",
        ),
        (
            "    %b: u64 = __mp.bitcast<u32, u64> { v=%w }\n    ret %b",
            "same bit width",
        ),
        (
            "    %b: u64 = __mp.bitcast<i64, u64> { v=%x }\n    ret %b",
            "FROM type",
        ),
        (
            "    %b: i64 = __mp.bitcast<f64, u64> { v=%x }\n    ret const.u64 0",
            "declared as i64",
        ),
    ] {
        let src = device_fn(body);
        let m = parse_library(&src).value.expect("parses");
        let v = verify(&m);
        let d = v
            .diagnostics
            .iter()
            .find(|d| d.message.contains(wanted))
            .unwrap_or_else(|| panic!("no `{wanted}` for\n{src}\n{:?}", v.diagnostics));
        assert!(
            d.code == codes::MPS0005 || d.code == codes::MPS0006,
            "{}: {}",
            d.code,
            d.message
        );
    }
}
