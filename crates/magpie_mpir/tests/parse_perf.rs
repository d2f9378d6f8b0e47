//! Large inputs: a 10,000-line kernel file and a 10,000-instruction kernel
//! parse without error and round-trip. Times are printed, not asserted
//! (tests make no timing assertions); `cargo xtask perf` measures the CLI
//! on such a file in release.

use std::fmt::Write;
use std::time::{Duration, Instant};

use magpie_mpir::{parse, print};

/// Kernels of chained diamonds with arithmetic, loads, stores, compares,
/// branches and phis (the shape of `cargo xtask gen-kernel`).
fn many_kernels(lines: usize) -> String {
    let mut s = String::from("module perf.generated\nexports { }\nimports { }\ndigest \"00\"\n\n");
    let mut k = 0;
    while s.lines().count() < lines {
        let _ = writeln!(s, "gpu fn @k{k}(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %n: u32) -> unit target(spv) workgroup(256, 1, 1) {{");
        s.push_str("bb0:\n    %gid: u32 = gpu.global_id { dim=const.u32 0 }\n");
        s.push_str("    %t0: f32 = gpu.buffer_load<f32> { buf=%a, idx=%gid }\n    br bb1\n");
        let blocks = 200;
        for i in 1..=blocks + 1 {
            let _ = writeln!(s, "bb{i}:");
            if i == 1 {
                s.push_str("    %acc1: f32 = phi f32 { [bb0:%t0] }\n");
            } else {
                let p = i - 1;
                let _ = writeln!(
                    s,
                    "    %acc{i}: f32 = phi f32 {{ [bb{p}:%acc{p}], [bb{}:%t{p}] }}",
                    10_000 + p
                );
            }
            if i == blocks + 1 {
                let _ = writeln!(
                    s,
                    "    gpu.buffer_store<f32> {{ buf=%b, idx=%gid, v=%acc{i} }}\n    ret"
                );
                break;
            }
            let w = 10_000 + i;
            let _ = writeln!(
                s,
                "    %i{i}: u32 = i.add {{ lhs=%gid, rhs=const.u32 {i} }}"
            );
            let _ = writeln!(s, "    %c{i}: bool = icmp.ult {{ lhs=%i{i}, rhs=%n }}");
            let _ = writeln!(s, "    cbr %c{i} bb{w} bb{}", i + 1);
            let _ = writeln!(s, "bb{w}:");
            let _ = writeln!(
                s,
                "    %x{i}: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i{i} }}"
            );
            let _ = writeln!(s, "    %t{i}: f32 = f.add {{ a=%acc{i}, b=%x{i} }}");
            let _ = writeln!(s, "    br bb{}", i + 1);
        }
        s.push_str("}\n\n");
        k += 1;
    }
    s
}

/// One function with `n` instructions in one block, each using the last.
fn one_long_kernel(n: usize) -> String {
    let mut s = String::from(
        "gpu fn @long(%x: u32) -> u32 {\nbb0:\n    %v0: u32 = i.add { lhs=%x, rhs=const.u32 1 }\n",
    );
    for i in 1..n {
        let _ = writeln!(
            s,
            "    %v{i}: u32 = i.mul {{ lhs=%v{}, rhs=const.u32 3 }}",
            i - 1
        );
    }
    let _ = writeln!(s, "    ret %v{}\n}}", n - 1);
    s
}

fn timed(src: &str) -> Duration {
    // Best of three, to be fair to a busy machine.
    (0..3)
        .map(|_| {
            let t = Instant::now();
            let out = parse(src);
            let dt = t.elapsed();
            assert!(!out.has_errors(), "{:#?}", out.diagnostics.first());
            dt
        })
        .min()
        .unwrap_or_default()
}

#[test]
fn ten_thousand_lines_of_kernels_parse_and_round_trip() {
    let src = many_kernels(10_000);
    assert!(src.lines().count() >= 10_000);
    let dt = timed(&src);
    eprintln!("{} lines of kernels: {dt:?}", src.lines().count());
    let m = parse(&src).value.expect("parses");
    let again = parse(&print(&m)).value;
    assert_eq!(again.as_ref(), Some(&m));
}

#[test]
fn one_ten_thousand_instruction_kernel_parses() {
    let src = one_long_kernel(10_000);
    let dt = timed(&src);
    eprintln!("one kernel of 10000 instructions: {dt:?}");
}
