//! Barriers only warp 0 needs (`src/warp_sync.rs`): which barriers of a
//! kernel the PTX emits as `bar.warp.sync` (with `bar.sync` kept for
//! blocks that are not one-dimensional and made of whole warps), and that
//! the result assembles. The expected patterns are
//! worked out by hand from each kernel's accesses (the comments in
//! `tests/in/warp_barriers.mp` and below); values are checked on a GPU by
//! `tests/gpu_bundle.rs`, which includes these kernels, and by the CUDA
//! conformance run of the corpus reductions.

mod common;

use common::{assemble_or_skip, barrier_pattern as barriers, repo};
use magpie_gpu::Target;
use magpie_gpu_ptx::{emit, Options};
use magpie_mpir::{parse, verify};

fn ptx_with(src: &str, kernel: &str, arch: &str, warp_barriers: bool) -> String {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let fid = module
        .function_by_name(kernel)
        .unwrap_or_else(|| panic!("no kernel @{kernel}"));
    let mut options = Options::for_target(&Target::parse(arch).unwrap());
    options.warp_barriers = warp_barriers;
    emit(&module, &info, fid, &options)
        .unwrap_or_else(|e| panic!("@{kernel}: {e}"))
        .text
}

fn file(path: &str) -> String {
    std::fs::read_to_string(repo().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A module exporting `@k`, with the functions `fns` (the text of `gpu fn`s).
fn module_k(fns: &str) -> String {
    format!("module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n{fns}")
}

#[test]
fn only_barriers_warp_0_alone_needs_are_narrowed() {
    let src = file("crates/magpie_gpu_ptx/tests/in/warp_barriers.mp");
    let cases = [
        ("wb_steps", "FFFWW"),
        ("wb_else_side", "W"),
        ("wb_all_read_after", "F"),
        ("wb_global_after", "F"),
        ("wb_pure_call", "W"),
        ("wb_tid_y", "F"),
        ("wb_long_loop", "FF"),
    ];
    for (kernel, want) in cases {
        for arch in ["sm_70", "sm_90"] {
            let t = ptx_with(&src, kernel, arch, true);
            assert_eq!(barriers(&t), want, "@{kernel} ({arch}):\n{t}");
            assemble_or_skip(&t, arch, &format!("warp_{kernel}"));
        }
    }
}

#[test]
fn tree_reductions_narrow_the_strides_up_to_32() {
    // 256 work-items, strides 128 .. 1: the barrier after the first store
    // and after strides 128 and 64 order accesses of more than warp 0;
    // those after 32, 16, 8, 4, 2 and 1 only of tid < 32 (the last one's
    // region after it is tid == 0's read of tile[0]).
    for (path, kernel) in [
        ("examples/kernels/reduce_sum.mp", "reduce_sum"),
        ("bench/kernels/stream.mp", "dot_f32"),
        ("bench/kernels/stream.mp", "dot_f64"),
        ("tests/kernels/in/shared_reduce.mp", "shared_reduce"),
        // 128 work-items: a zeroing loop's barrier, the store's, stride 64's
        ("tests/kernels/in/warp_tail.mp", "warp_tail"),
    ] {
        let src = file(path);
        let t = ptx_with(&src, kernel, "sm_90", true);
        assert_eq!(barriers(&t), "FFFWWWWWW", "@{kernel}:\n{t}");
        assemble_or_skip(&t, "sm_90", &format!("warp_{kernel}"));
    }
}

#[test]
fn the_block_shape_is_tested_once_at_the_entry() {
    let src = file("examples/kernels/reduce_sum.mp");
    let t = ptx_with(&src, "reduce_sum", "sm_70", true);
    let lines: Vec<&str> = t.lines().map(str::trim).collect();
    // the operand list of the first line starting with `op ` and holding
    // `part` (the kernel reads `%ntid.x` again for its global id)
    let operands = |op: &str, part: &str| -> Vec<String> {
        let hit = lines
            .iter()
            .find(|l| l.starts_with(&format!("{op} ")) && l.contains(part))
            .unwrap_or_else(|| panic!("no `{op}` with `{part}`:\n{t}"));
        hit[op.len() + 1..]
            .trim_end_matches(';')
            .split(", ")
            .map(str::to_string)
            .collect()
    };
    let x = operands("mov.u32", "%ntid.x")[0].clone();
    let y = operands("mov.u32", "%ntid.y")[0].clone();
    let z = operands("mov.u32", "%ntid.z")[0].clone();
    let low = operands("and.b32", &format!(", {x}, 31"))[0].clone();
    // whole warps ...
    let p = operands("setp.eq.u32", &format!(", {low}, 0"))[0].clone();
    // ... and y = z = 1, into the same predicate
    for r in [&y, &z] {
        assert_eq!(
            operands("setp.eq.and.u32", &format!(", {r}, 1,")),
            [p.clone(), r.clone(), "1".into(), p.clone()]
        );
    }
    // the barriers test it; the test comes before the first of them
    assert!(
        lines.contains(&format!("@{p} bar.warp.sync -1;").as_str()),
        "{t}"
    );
    let shape = t.find("setp.eq.u32").unwrap();
    assert!(shape < t.find("bar.sync").unwrap(), "{t}");
}

#[test]
fn off_every_barrier_is_cta_wide() {
    let src = file("examples/kernels/reduce_sum.mp");
    let t = ptx_with(&src, "reduce_sum", "sm_90", false);
    assert_eq!(barriers(&t), "FFFFFFFFF", "{t}");
    assert!(!t.contains("%ntid.y"), "{t}");
    let src = file("crates/magpie_gpu_ptx/tests/in/warp_barriers.mp");
    let t = ptx_with(&src, "wb_else_side", "sm_90", false);
    assert_eq!(barriers(&t), "F", "{t}");
}

#[test]
fn a_barrier_inside_warp_0_code_is_left_alone() {
    // Divergent (an error on the CPU executor; undefined on a GPU): the
    // emitter keeps it as written rather than narrow it.
    let src = &module_k(
        "gpu fn @k(%out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {\n\
        bb0:\n\
            %tid: u32 = gpu.thread_id { dim=const.u32 0 }\n\
            %w0: bool = icmp.ult { lhs=%tid, rhs=const.u32 32 }\n\
            cbr %w0 bb1 bb2\n\
        bb1:\n\
            gpu.barrier\n\
            br bb2\n\
        bb2:\n\
            ret\n\
        }\n",
    );
    let t = ptx_with(src, "k", "sm_90", true);
    assert_eq!(barriers(&t), "F", "{t}");
}

#[test]
fn a_barrier_with_nothing_to_order_is_narrowed() {
    // No access on either side: warp 0's barrier is as good as any.
    let src = &module_k(
        "gpu fn @k(%out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {\n\
        bb0:\n\
            gpu.barrier\n\
            ret\n\
        }\n",
    );
    let t = ptx_with(src, "k", "sm_90", true);
    assert_eq!(barriers(&t), "W", "{t}");
    assemble_or_skip(&t, "sm_90", "warp_nothing");
}

#[test]
fn a_call_with_accesses_counts_as_one() {
    // The callee stores to the buffer it is given; every work-item calls
    // it after the barrier, so the barrier stays CTA-wide.
    let src = &module_k(
        "gpu fn @put(%b: gpu.TBuffer<u32>, %i: u32) -> unit {\n\
        bb0:\n\
            gpu.buffer_store<u32> { buf=%b, idx=%i, v=%i }\n\
            ret\n\
        }\n\
        gpu fn @k(%out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {\n\
        bb0:\n\
            %tid: u32 = gpu.thread_id { dim=const.u32 0 }\n\
            %tile: ptr = gpu.shared<32, u32>\n\
            %w0: bool = icmp.ult { lhs=%tid, rhs=const.u32 32 }\n\
            cbr %w0 bb1 bb2\n\
        bb1:\n\
            gpu.buffer_store<u32> { buf=%tile, idx=%tid, v=%tid }\n\
            br bb2\n\
        bb2:\n\
            gpu.barrier\n\
            call_void @put { b=%out, i=%tid }\n\
            ret\n\
        }\n",
    );
    let t = ptx_with(src, "k", "sm_90", true);
    assert_eq!(barriers(&t), "F", "{t}");
}
