//! The executor never panics and never reports an internal error, whatever
//! the arguments, launch shape and configuration, on every kernel of this
//! crate's tests and of the repository's examples (those that verify).
//! Panics would surface as `ExecErrorKind::Internal` (they are caught), so
//! both are checked by one assertion.

mod common;

use std::path::Path;

use common::*;
use magpie_cpu::{run_kernel, Config, ExecErrorKind, KernelArg, Launch, Memory};
use magpie_mpir::{Const, FuncId, Module, ModuleInfo, Type};
use proptest::prelude::*;

const OWN: &str = "
value struct TPair { field lo: u32 field hi: f32 }
value struct TBox { field pair: TPair field tag: i8 }

gpu fn @mix(%in: gpu.TBuffer<i32>, %out: gpu.TBuffer<TBox>, %n: u32, %p: TPair, %h: gpu.TBuffer<f16>) -> unit workgroup(8, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %t: u32 = gpu.thread_id { dim=const.u32 0 }
    %sh: ptr = gpu.shared<8, i32>
    %v: i32 = gpu.buffer_load<i32> { buf=%in, idx=%i }
    gpu.buffer_store<i32> { buf=%sh, idx=%t, v=%v }
    gpu.barrier
    %s: i32 = gpu.subgroup.sum { v=%v }
    %q: i32 = i.sdiv { lhs=%s, rhs=%v }
    %r: u32 = cast<i32, u32> { v=%q }
    %j: u32 = i.urem { lhs=%r, rhs=%n }
    %w: i32 = gpu.buffer_load<i32> { buf=%sh, idx=%j }
    %lo: u32 = getfield { obj=%p, field=lo }
    %hi: f32 = getfield { obj=%p, field=hi }
    %x: f16 = cast<f32, f16> { v=%hi }
    %y: f16 = math.sqrt { v=%x }
    gpu.buffer_store<f16> { buf=%h, idx=%lo, v=%y }
    %tag: i8 = cast<i32, i8> { v=%w }
    %b: TBox = new TBox { pair=%p, tag=%tag }
    gpu.buffer_store<TBox> { buf=%out, idx=%j, v=%b }
    %old: i32 = gpu.atomic.max<i32> { buf=%in, idx=%lo, v=%w }
    ret
}

gpu fn @wild(%buf: gpu.TBuffer<u8>, %k: i64) -> unit workgroup(2, 1, 1) {
bb0:
    unsafe {
        %p: ptr = ptr.add<u32> { p=%buf, count=%k }
        %x: u32 = ptr.load<u32> { p=%p }
        %q: ptr = ptr.add<u8> { p=%buf, count=const.u32 1 }
        %q4: ptr = ptr.add<u32> { p=%q, count=const.u32 0 }
        %o: u32 = gpu.atomic.add<u32> { buf=%q4, idx=const.u32 0, v=%x }
        ptr.store<u32> { p=%p, v=%o }
    }
    ret
}
";

fn modules() -> &'static [(String, Module, ModuleInfo)] {
    static ALL: std::sync::OnceLock<Vec<(String, Module, ModuleInfo)>> = std::sync::OnceLock::new();
    ALL.get_or_init(load_modules)
}

fn load_modules() -> Vec<(String, Module, ModuleInfo)> {
    let mut out = vec![{
        let (m, i) = module(OWN);
        ("own".to_string(), m, i)
    }];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples");
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mp") {
                let Ok(src) = std::fs::read_to_string(&p) else {
                    continue;
                };
                let Some(m) = magpie_mpir::parse(&src).value else {
                    continue;
                };
                if let Some(i) = magpie_mpir::verify(&m).value {
                    out.push((p.display().to_string(), m, i));
                }
            }
        }
    }
    out
}

/// Random-ish bytes from a seed.
fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

fn args_for<'a>(
    m: &Module,
    f: FuncId,
    seed: u64,
    mismatch: u8,
    mems: &'a [Memory],
) -> Vec<KernelArg<'a>> {
    let func = &m.functions[f];
    func.params
        .iter()
        .enumerate()
        .map(|(k, &p)| {
            let s = seed.wrapping_mul(k as u64 + 7);
            let ty = func.value_type(p);
            if mismatch as usize == k {
                return match ty {
                    Type::Buffer(_) => scalar_u32(s as u32),
                    _ => KernelArg::Buffer(&mems[k]),
                };
            }
            match ty {
                Type::Buffer(_) => KernelArg::Buffer(&mems[k]),
                Type::Scalar(sc) => {
                    // Small values most of the time, so that sizes and
                    // indices land both in and out of range.
                    let bits = if s.is_multiple_of(3) { s } else { s % 70 };
                    KernelArg::Scalar(Const::int(sc, bits as i128))
                }
                Type::Struct(h) => {
                    let size = magpie_gpu::layout::struct_layout(m, h).map_or(0, |l| l.size);
                    let size = if s.is_multiple_of(11) { size + 1 } else { size };
                    KernelArg::Struct(bytes(s, size as usize))
                }
                _ => scalar_u32(0),
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn never_internal(
        seed in any::<u64>(),
        sizes in proptest::collection::vec(0usize..300, 8),
        grid in (1u32..4, 1u32..3, 1u32..3),
        block in (1u32..40, 1u32..4, 1u32..3),
        sg in prop_oneof![Just(1u32), Just(4), Just(8), Just(32)],
        mismatch in 0u8..24,
    ) {
        for (path, m, info) in modules().iter() {
            for (f, func) in m.functions.iter() {
                if !func.is_kernel() {
                    continue;
                }
                let mems: Vec<Memory> = (0..func.params.len().max(1))
                    .map(|k| Memory::from_bytes(&bytes(seed ^ k as u64, sizes[k % sizes.len()])))
                    .collect();
                let args = args_for(m, f, seed, mismatch, &mems);
                let config = Config {
                    subgroup_size: sg,
                    max_steps: Some(20_000),
                    threads: None,
                    capabilities: None,
                };
                let launch = Launch::new([grid.0, grid.1, grid.2], [block.0, block.1, block.2]);
                if let Err(e) = run_kernel(m, info, f, &launch, &args, &config) {
                    prop_assert!(e.kind != ExecErrorKind::Internal, "{path}: {e}");
                }
            }
        }
    }
}
