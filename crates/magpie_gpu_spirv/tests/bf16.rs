//! bf16 emulation (`ops::bf16`): kernels using bf16 in every place a value
//! can be (buffers, push constants, workgroup arrays, structs, device
//! functions) are emitted for devices with and without f64/i64 and for
//! Vulkan 1.1 to 1.3, and validated by `spirv-val` where it is installed;
//! the disassembly shows the rounding sequence and the 16-bit memory form.
//! Running them is the runtime's tests' part (`magpie_rt/tests/vulkan.rs`).

use std::process::Command;

use magpie_gpu::Capability;
use magpie_gpu_spirv::{emit, ErrorKind, Options, SpirvKernel};
use magpie_mpir::{parse, verify};

const KERNELS: &str = "value struct TPair { field k: u32 field h: bf16 }

gpu fn @twice(%v: bf16) -> bf16 {
bb0:
    %r: bf16 = f.add { lhs=%v, rhs=const.bf16 0.1 }
    ret %r
}

gpu fn @arith(%a: gpu.TBuffer<bf16>, %o: gpu.TBuffer<bf16>, %k: bf16, %p: TPair) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: bf16 = gpu.buffer_load<bf16> { buf=%a, idx=%i }
    %ph: bf16 = getfield { obj=%p, field=h }
    %s: bf16 = f.mul { lhs=%x, rhs=%k }
    %t: bf16 = f.rem { lhs=%s, rhs=%ph }
    %u: bf16 = math.fma { a=%t, b=%x, c=%k }
    %v: bf16 = math.exp { v=%u }
    %w: bf16 = math.pow { lhs=%v, rhs=%x }
    %y: bf16 = call @twice { v=%w }
    %lt: bool = fcmp.olt { lhs=%y, rhs=%x }
    cbr %lt bb1 bb2
bb1:
    %z: bf16 = math.sqrt { v=%y }
    br bb2
bb2:
    %m: bf16 = phi bf16 { [bb0: %y], [bb1: %z] }
    gpu.buffer_store<bf16> { buf=%o, idx=%i, v=%m }
    ret
}

gpu fn @casts(%d: gpu.TBuffer<f64>, %x: gpu.TBuffer<i32>, %y: gpu.TBuffer<u64>, %h: gpu.TBuffer<f16>, %o: gpu.TBuffer<bf16>, %q: gpu.TBuffer<f16>, %r: gpu.TBuffer<i64>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %vd: f64 = gpu.buffer_load<f64> { buf=%d, idx=%i }
    %vx: i32 = gpu.buffer_load<i32> { buf=%x, idx=%i }
    %vy: u64 = gpu.buffer_load<u64> { buf=%y, idx=%i }
    %vh: f16 = gpu.buffer_load<f16> { buf=%h, idx=%i }
    %a: bf16 = cast<f64, bf16> { v=%vd }
    %b: bf16 = cast<i32, bf16> { v=%vx }
    %c: bf16 = cast<u64, bf16> { v=%vy }
    %e: bf16 = cast<f16, bf16> { v=%vh }
    %ab: bf16 = f.add { lhs=%a, rhs=%b }
    %ce: bf16 = f.sub { lhs=%c, rhs=%e }
    %s: bf16 = math.max { lhs=%ab, rhs=%ce }
    gpu.buffer_store<bf16> { buf=%o, idx=%i, v=%s }
    %hq: f16 = cast<bf16, f16> { v=%s }
    gpu.buffer_store<f16> { buf=%q, idx=%i, v=%hq }
    %l: i64 = cast<bf16, i64> { v=%s }
    gpu.buffer_store<i64> { buf=%r, idx=%i, v=%l }
    ret
}

gpu fn @memory(%pairs: gpu.TBuffer<TPair>, %o: gpu.TBuffer<bf16>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %t: u32 = gpu.thread_id { dim=const.u32 0 }
    %sh: ptr = gpu.shared<64, bf16>
    %sp: ptr = gpu.shared<64, TPair>
    %p: TPair = gpu.buffer_load<TPair> { buf=%pairs, idx=%i }
    %h: bf16 = getfield { obj=%p, field=h }
    gpu.buffer_store<bf16> { buf=%sh, idx=%t, v=%h }
    gpu.buffer_store<TPair> { buf=%sp, idx=%t, v=%p }
    gpu.barrier
    %m: u32 = i.sub { lhs=const.u32 63, rhs=%t }
    %g: bf16 = gpu.buffer_load<bf16> { buf=%sh, idx=%m }
    %q: TPair = gpu.buffer_load<TPair> { buf=%sp, idx=%m }
    %qh: bf16 = getfield { obj=%q, field=h }
    %s: bf16 = math.min { lhs=%g, rhs=%qh }
    gpu.buffer_store<bf16> { buf=%o, idx=%i, v=%s }
    ret
}
";

/// `spirv-val`; `None` when it is not installed.
fn spirv_val(words: &[u32], env: &str, name: &str) -> Option<Result<(), String>> {
    let dir = std::env::temp_dir().join(format!("magpie_spv_bf16_{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let file = dir.join(format!("{name}.spv"));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&file, bytes).ok()?;
    let out = Command::new("spirv-val")
        .arg("--target-env")
        .arg(env)
        .arg(&file)
        .output();
    let _ = std::fs::remove_file(&file);
    match out {
        Err(_) => None,
        Ok(o) if o.status.success() => Some(Ok(())),
        Ok(o) => Some(Err(format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ))),
    }
}

fn emit_kernel(src: &str, kernel: &str, options: &Options) -> SpirvKernel {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let k = module.function_by_name(kernel).expect("kernel");
    emit(&module, &info, k, options).unwrap_or_else(|e| panic!("@{kernel}: {e}"))
}

fn options(vulkan_version: (u32, u32), f64_and_i64: bool) -> Options {
    let mut o = Options {
        vulkan_version,
        ..Options::default()
    };
    if !f64_and_i64 {
        o.capabilities
            .retain(|c| !matches!(c, Capability::Float64 | Capability::Int64));
    }
    o
}

#[test]
fn bf16_kernels_validate_with_and_without_f64() {
    for vulkan_version in [(1, 3), (1, 2), (1, 1)] {
        let env = format!("vulkan{}.{}", vulkan_version.0, vulkan_version.1);
        for wide in [true, false] {
            for kernel in ["arith", "casts", "memory"] {
                if kernel == "casts" && !wide {
                    continue; // it has f64 and 64-bit integer buffers
                }
                let k = emit_kernel(KERNELS, kernel, &options(vulkan_version, wide));
                let name = format!(
                    "bf16_{kernel}_{}{}_{wide}",
                    vulkan_version.0, vulkan_version.1
                );
                if let Some(Err(e)) = spirv_val(&k.words, &env, &name) {
                    panic!("{name}: spirv-val --target-env {env}:\n{e}");
                }
            }
        }
    }
}

#[test]
fn bf16_is_f32_in_registers_and_u16_in_memory() {
    let k = emit_kernel(KERNELS, "arith", &Options::default());
    let asm = k.disassemble();
    // the rounding: + 0x7fff, then the low half cleared; NaNs made quiet
    for value in [0x7fff_u32, 0xffff_0000, 0x0040_0000] {
        assert!(
            asm.lines()
                .any(|l| l.contains("OpConstant ") && l.ends_with(&format!(" {value}"))),
            "no constant {value:#x} in:\n{asm}"
        );
    }
    for needle in [
        "OpCapability StorageBuffer16BitAccess",
        "OpCapability StoragePushConstant16",
        "OpTypeInt 16 0",
        "OpUConvert",
        "OpShiftLeftLogical",
    ] {
        assert!(asm.contains(needle), "missing `{needle}` in:\n{asm}");
    }
    assert!(!asm.contains("BFloat16"), "no SPV_KHR_bfloat16:\n{asm}");
}

#[test]
fn bf16_transcendentals_come_from_the_f64_library_where_there_is_one() {
    let count = |o: &Options| {
        emit_kernel(KERNELS, "arith", o)
            .disassemble()
            .lines()
            .filter(|l| l.contains("OpFunction ") || l.ends_with("OpFunction"))
            .count()
    };
    // the kernel, @twice and, with f64: the bf16 wrappers and the library
    assert_eq!(count(&options((1, 3), false)), 2);
    assert!(count(&options((1, 3), true)) > 4);
}

#[test]
fn bf16_needs_the_capability_and_rejects_a_subgroup_sum() {
    let mut no_bf16 = Options::default();
    no_bf16.capabilities.retain(|c| *c != Capability::Bf16);
    let module = parse(KERNELS).value.unwrap();
    let info = verify(&module).value.unwrap();
    let k = module.function_by_name("casts").unwrap();
    let e = emit(&module, &info, k, &no_bf16).unwrap_err();
    assert_eq!(
        e.kind,
        ErrorKind::MissingCapability(Capability::Bf16),
        "{e}"
    );

    let src = "gpu fn @k(%o: gpu.TBuffer<bf16>) -> unit {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %has: pred = gpu.target.has { cap=\"subgroups\" }
    cbr %has bb1 bb2
bb1:
    %v: bf16 = gpu.buffer_load<bf16> { buf=%o, idx=%i }
    %m: bf16 = gpu.subgroup.max { v=%v }
    %l: u32 = gpu.subgroup.lane
    %s: bf16 = gpu.subgroup.shuffle { v=%m, lane=%l }
    %r: bf16 = gpu.subgroup.sum { v=%s }
    gpu.buffer_store<bf16> { buf=%o, idx=%i, v=%r }
    br bb2
bb2:
    ret
}
";
    let module = parse(src).value.unwrap();
    let info = verify(&module).value.unwrap();
    let k = module.function_by_name("k").unwrap();
    let e = emit(&module, &info, k, &Options::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e.message().contains("gpu.subgroup.sum"), "{e}");
    // without the sum, max and shuffle emit and validate
    let src = src.replace(
        "%r: bf16 = gpu.subgroup.sum { v=%s }",
        "%r: bf16 = f.add { lhs=%s, rhs=%v }",
    );
    let k = emit_kernel(&src, "k", &Options::default());
    if let Some(Err(e)) = spirv_val(&k.words, "vulkan1.3", "bf16_subgroup") {
        panic!("bf16_subgroup: {e}");
    }
}
