//! A generator of large, valid kernel files, for timing the front end.

use std::fmt::Write;

/// A module of kernels totalling about `lines` lines. Each kernel is a chain
/// of blocks with arithmetic, loads, stores, compares, branches and phis, so
/// every stage (parse, verify with dominators, validate) has real work.
pub fn generate(lines: usize) -> String {
    let mut s = String::new();
    s.push_str("module perf.generated\nexports { }\nimports { }\ndigest \"0000000000000000\"\n\n");
    let mut k = 0;
    while s.lines().count() < lines {
        kernel(&mut s, k, 200);
        k += 1;
    }
    s
}

fn kernel(s: &mut String, k: usize, blocks: usize) {
    let _ = writeln!(
        s,
        "gpu fn @k{k}(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %n: u32) -> unit target(spv) workgroup(256, 1, 1) {{"
    );
    let _ = writeln!(s, "bb0:");
    let _ = writeln!(s, "    %gid: u32 = gpu.global_id {{ dim=const.u32 0 }}");
    let _ = writeln!(
        s,
        "    %t0: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%gid }}"
    );
    let _ = writeln!(s, "    br bb1");
    // A forward chain of diamonds: bb{i} tests, bb{10000+i} does the work,
    // both reach bb{i+1}, whose phi merges the running sum.
    for i in 1..=blocks + 1 {
        let _ = writeln!(s, "bb{i}:");
        if i == 1 {
            let _ = writeln!(s, "    %acc1: f32 = phi f32 {{ [bb0:%t0] }}");
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
                "    gpu.buffer_store<f32> {{ buf=%b, idx=%gid, v=%acc{i} }}"
            );
            let _ = writeln!(s, "    ret");
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
        let _ = writeln!(s, "    %t{i}: f32 = f.add {{ lhs=%acc{i}, rhs=%x{i} }}");
        let _ = writeln!(s, "    br bb{}", i + 1);
    }
    let _ = writeln!(s, "}}\n");
}
