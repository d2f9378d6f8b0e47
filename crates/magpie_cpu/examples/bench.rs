//! Timing of the CPU executor on two standard kernels:
//! `cargo run --release -p magpie_cpu --example bench`.
//!
//! - vector add over 2^20 f32 (4096 workgroups × 256);
//! - 256×256 f32 matrix multiply with 16×16 shared-memory tiles (barriers).
//!
//! Each result is checked against plain Rust before its time is printed.

use std::time::Instant;

use magpie_cpu::{run_kernel_by_name, Config, KernelArg, Launch, Memory};
use magpie_mpir::Const;

const SRC: &str = "
gpu fn @vadd(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(256, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %y: f32 = gpu.buffer_load<f32> { buf=%b, idx=%i }
    %s: f32 = f.add { lhs=%x, rhs=%y }
    gpu.buffer_store<f32> { buf=%out, idx=%i, v=%s }
    br bb2
bb2:
    ret
}

gpu fn @matmul(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %c: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(16, 16, 1) {
bb0:
    %tx: u32 = gpu.thread_id { dim=const.u32 0 }
    %ty: u32 = gpu.thread_id { dim=const.u32 1 }
    %col: u32 = gpu.global_id { dim=const.u32 0 }
    %row: u32 = gpu.global_id { dim=const.u32 1 }
    %as: ptr = gpu.shared<256, f32>
    %bs: ptr = gpu.shared<256, f32>
    %ty16: u32 = i.mul { lhs=%ty, rhs=const.u32 16 }
    %sidx: u32 = i.add { lhs=%ty16, rhs=%tx }
    %rown: u32 = i.mul { lhs=%row, rhs=%n }
    br bb1
bb1:
    %t: u32 = phi u32 { [bb0:const.u32 0], [bb4:%t1] }
    %acc: f32 = phi f32 { [bb0:const.f32 0.0], [bb4:%accn] }
    %more: bool = icmp.ult { lhs=%t, rhs=%n }
    cbr %more bb2 bb5
bb2:
    %ac: u32 = i.add { lhs=%t, rhs=%tx }
    %ai: u32 = i.add { lhs=%rown, rhs=%ac }
    %av: f32 = gpu.buffer_load<f32> { buf=%a, idx=%ai }
    gpu.buffer_store<f32> { buf=%as, idx=%sidx, v=%av }
    %br: u32 = i.add { lhs=%t, rhs=%ty }
    %brn: u32 = i.mul { lhs=%br, rhs=%n }
    %bi: u32 = i.add { lhs=%brn, rhs=%col }
    %bv: f32 = gpu.buffer_load<f32> { buf=%b, idx=%bi }
    gpu.buffer_store<f32> { buf=%bs, idx=%sidx, v=%bv }
    gpu.barrier
    br bb3
bb3:
    %k: u32 = phi u32 { [bb2:const.u32 0], [bb3:%k1] }
    %acc1: f32 = phi f32 { [bb2:%acc], [bb3:%accn] }
    %aidx: u32 = i.add { lhs=%ty16, rhs=%k }
    %x: f32 = gpu.buffer_load<f32> { buf=%as, idx=%aidx }
    %k16: u32 = i.mul { lhs=%k, rhs=const.u32 16 }
    %bidx: u32 = i.add { lhs=%k16, rhs=%tx }
    %y: f32 = gpu.buffer_load<f32> { buf=%bs, idx=%bidx }
    %p: f32 = f.mul { lhs=%x, rhs=%y }
    %accn: f32 = f.add { lhs=%acc1, rhs=%p }
    %k1: u32 = i.add { lhs=%k, rhs=const.u32 1 }
    %kmore: bool = icmp.ult { lhs=%k1, rhs=const.u32 16 }
    cbr %kmore bb3 bb4
bb4:
    gpu.barrier
    %t1: u32 = i.add { lhs=%t, rhs=const.u32 16 }
    br bb1
bb5:
    %ci: u32 = i.add { lhs=%rown, rhs=%col }
    gpu.buffer_store<f32> { buf=%c, idx=%ci, v=%acc }
    ret
}
";

fn f32_mem(v: &[f32]) -> Memory {
    let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    Memory::from_bytes(&bytes)
}

fn f32_read(m: &Memory) -> Vec<f32> {
    m.to_bytes()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn main() {
    let module = magpie_mpir::parse(SRC).value.expect("parses");
    let info = magpie_mpir::verify(&module).value.expect("verifies");
    let config = Config::default();

    let n = 1usize << 20;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let b: Vec<f32> = (0..n).map(|i| (n - i) as f32).collect();
    let (ma, mb, mo) = (f32_mem(&a), f32_mem(&b), Memory::zeroed(n * 4));
    let start = Instant::now();
    let stats = run_kernel_by_name(
        &module,
        &info,
        "vadd",
        &Launch::linear((n / 256) as u32, 256),
        &[
            KernelArg::Buffer(&ma),
            KernelArg::Buffer(&mb),
            KernelArg::Buffer(&mo),
            KernelArg::Scalar(Const::u32(n as u32)),
        ],
        &config,
    )
    .expect("vadd runs");
    let t = start.elapsed();
    let out = f32_read(&mo);
    assert!((0..n).all(|i| out[i] == a[i] + b[i]), "vadd result");
    // The same computation as plain Rust on one core, for scale.
    let start = Instant::now();
    let native: Vec<f32> = std::hint::black_box(&a)
        .iter()
        .zip(std::hint::black_box(&b))
        .map(|(x, y)| x + y)
        .collect();
    let tn = start.elapsed();
    std::hint::black_box(native);
    println!(
        "vector add 2^20 f32 (4096 x 256): {:.3} s ({} instructions); plain Rust loop {:.4} s; ratio {:.0}x",
        t.as_secs_f64(),
        stats.instructions,
        tn.as_secs_f64(),
        t.as_secs_f64() / tn.as_secs_f64()
    );

    let m = 256usize;
    let a: Vec<f32> = (0..m * m)
        .map(|i| ((i * 7) % 13) as f32 * 0.5 - 3.0)
        .collect();
    let b: Vec<f32> = (0..m * m)
        .map(|i| ((i * 5) % 11) as f32 * 0.25 - 1.0)
        .collect();
    let (ma, mb, mc) = (f32_mem(&a), f32_mem(&b), Memory::zeroed(m * m * 4));
    let start = Instant::now();
    let stats = run_kernel_by_name(
        &module,
        &info,
        "matmul",
        &Launch::new([(m / 16) as u32, (m / 16) as u32, 1], [16, 16, 1]),
        &[
            KernelArg::Buffer(&ma),
            KernelArg::Buffer(&mb),
            KernelArg::Buffer(&mc),
            KernelArg::Scalar(Const::u32(m as u32)),
        ],
        &config,
    )
    .expect("matmul runs");
    let t = start.elapsed();
    let c = f32_read(&mc);
    // The same computation as plain Rust on one core, for scale (and the check).
    let start = Instant::now();
    let mut want = vec![0f32; m * m];
    for row in 0..m {
        for col in 0..m {
            let mut acc = 0.0f32;
            for k in 0..m {
                acc += a[row * m + k] * b[k * m + col];
            }
            want[row * m + col] = acc;
        }
    }
    let tn = start.elapsed();
    for (i, (got, w)) in c.iter().zip(&want).enumerate() {
        assert_eq!(got.to_bits(), w.to_bits(), "c[{i}]");
    }
    println!(
        "matmul 256x256 f32, 16x16 shared tiles: {:.3} s ({} instructions); plain Rust loop {:.4} s; ratio {:.0}x",
        t.as_secs_f64(),
        stats.instructions,
        tn.as_secs_f64(),
        t.as_secs_f64() / tn.as_secs_f64()
    );
}
