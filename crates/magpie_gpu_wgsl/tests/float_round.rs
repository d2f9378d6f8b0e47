//! Which text f32 and f16 `f.div` and `math.sqrt` become (`ops::float_round`):
//! the correctly rounded helpers (`mp_div_f32`, `mp_sqrt_f32`) where the
//! adapter has f64, WGSL's own `/` and `sqrt` where it does not, and
//! always for `f.div.fast` and for f64; every variant validated by naga
//! with exactly the capabilities the kernel says it requires. That the
//! helpers compute the right bits is checked on a device by
//! `magpie_rt`'s `tests/wgsl_div_sqrt.rs`.

use magpie_gpu::Capability;
use magpie_gpu_wgsl::{emit, validate, Options, WgslKernel};
use magpie_mpir::{parse, verify};

const KERNEL: &str = "gpu fn @k(%x: gpu.TBuffer<f32>, %h: gpu.TBuffer<f16>, %d: gpu.TBuffer<f64>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %a: f32 = gpu.buffer_load<f32> { buf=%x, idx=%i }
    %q: f32 = f.div { lhs=%a, rhs=const.f32 3.0 }
    %r: f32 = math.sqrt { v=%q }
    %f: f32 = f.div.fast { lhs=%r, rhs=%a }
    gpu.buffer_store<f32> { buf=%x, idx=%i, v=%f }
    %ha: f16 = gpu.buffer_load<f16> { buf=%h, idx=%i }
    %hq: f16 = f.div { lhs=%ha, rhs=const.f16 3.0 }
    %hr: f16 = math.sqrt { v=%hq }
    gpu.buffer_store<f16> { buf=%h, idx=%i, v=%hr }
    %da: f64 = gpu.buffer_load<f64> { buf=%d, idx=%i }
    %dq: f64 = f.div { lhs=%da, rhs=const.f64 3.0 }
    %dr: f64 = math.sqrt { v=%dq }
    gpu.buffer_store<f64> { buf=%d, idx=%i, v=%dr }
    br bb2
bb2:
    ret
}
";

/// `KERNEL`, without its f16 and f64 parts where `f16`/`f64` is false, for
/// `caps`, validated.
fn kernel(caps: &[Capability], f16: bool, f64: bool) -> WgslKernel {
    let mut src = KERNEL.to_string();
    for (keep, marker, param) in [
        (f16, "%h", ", %h: gpu.TBuffer<f16>"),
        (f64, "%d", ", %d: gpu.TBuffer<f64>"),
    ] {
        if !keep {
            src = src
                .replace(param, "")
                .lines()
                .filter(|l| !l.contains(marker))
                .collect::<Vec<_>>()
                .join("\n");
        }
    }
    let module = parse(&src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let (fid, _) = module
        .functions
        .iter()
        .find(|(_, f)| f.name == "k")
        .expect("@k");
    let options = Options {
        capabilities: caps.to_vec(),
        fused_fma: false,
    };
    let k = emit(&module, &info, fid, &options).expect("emits");
    if let Err(e) = validate(&k) {
        panic!("{caps:?}: naga: {e}\n{}", k.text);
    }
    k
}

/// The kernel's own statements (the entry point), without the helpers.
/// The kernel's body: the function the entry point runs.
fn body(k: &WgslKernel) -> &str {
    let start = k.text.find("fn mp_kernel()").expect("the kernel's body");
    let end = k.text.find("@compute").expect("an entry point");
    &k.text[start..end]
}

#[test]
fn with_f64_division_and_sqrt_use_the_rounding_helpers() {
    let k = kernel(
        &[
            Capability::F16Arithmetic,
            Capability::Float64,
            Capability::Int64,
        ],
        true,
        true,
    );
    let b = body(&k);
    // f32, and f16 through f32 rounded again
    assert_eq!(b.matches("mp_div_f32(").count(), 2, "{b}");
    assert_eq!(b.matches("mp_sqrt_f32(").count(), 2, "{b}");
    assert!(b.contains("mp_f16_from_f32(mp_div_f32(f32("), "{b}");
    assert!(b.contains("mp_f16_from_f32(mp_sqrt_f32(f32("), "{b}");
    // `.fast` and f64 keep WGSL's operators (every divisor through the zero)
    assert!(b.contains(" / v"), "{b}");
    assert!(
        b.contains(" / bitcast<f64>(bitcast<u64>(3e0lf) + u64(mp_zero)))"),
        "{b}"
    );
    assert!(!b.contains(" / bitcast<f32>(bitcast<u32>(3e0f)"), "{b}");
    assert!(b.contains("sqrt(v"), "{b}");
    for f in [
        "fn mp_opq_f64(",
        "fn mp_f32_widen(",
        "fn mp_f32_round_bits(",
        "fn mp_div_f32(",
        "fn mp_sqrt_f32(",
    ] {
        assert_eq!(k.text.matches(f).count(), 1, "{f}");
    }
    // f64 bits through the opaque zero
    assert!(k.text.contains("bitcast<u64>(x) | u64(mp_zero)"));
    assert!(k.requires.contains(&Capability::Float64));
    // no NaN or infinity constant (WGSL rejects them): made with the zero
    assert!(k.text.contains("bitcast<f32>(0x7fc00000u | mp_zero)"));
}

#[test]
fn with_f64_but_no_i64_the_opaque_step_is_a_select() {
    let k = kernel(&[Capability::Float64], false, false);
    let b = body(&k);
    assert_eq!(b.matches("mp_div_f32(").count(), 1, "{b}");
    assert_eq!(b.matches("mp_sqrt_f32(").count(), 1, "{b}");
    assert!(k
        .text
        .contains("return select(x, x * 2.0lf, mp_zero != 0u);"));
    assert_eq!(k.requires, vec![Capability::Float64]);
}

#[test]
fn without_f64_division_and_sqrt_are_wgsl_s_own() {
    for (caps, f16) in [
        (vec![], false),
        (vec![Capability::F16Arithmetic, Capability::Int64], true),
    ] {
        let k = kernel(&caps, f16, false);
        assert!(!k.text.contains("mp_div_f32"), "{}", k.text);
        assert!(!k.text.contains("mp_sqrt_f32"), "{}", k.text);
        assert!(!k.text.contains("mp_opq_f64"), "{}", k.text);
        assert!(!k.requires.contains(&Capability::Float64));
        let b = body(&k);
        assert!(
            b.contains(" / bitcast<f32>(bitcast<u32>(3e0f) + mp_zero))"),
            "{b}"
        );
        assert!(b.contains("sqrt(v"), "{b}");
        if f16 {
            assert!(b.contains("mp_f16_from_f32((f32("), "{b}");
        }
    }
}

/// `math.fma` on f32 with every capability: exact through f64 unless the
/// adapter's `fma` is known to round once, then WGSL's `fma` itself.
#[test]
fn fma_is_wgsl_s_own_only_where_it_is_fused() {
    let src = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"\n\
gpu fn @k(%x: gpu.TBuffer<f32>) -> unit workgroup(1, 1, 1) {
bb0:
    %a: f32 = gpu.buffer_load<f32> { buf=%x, idx=const.u32 0 }
    %c: f32 = gpu.buffer_load<f32> { buf=%x, idx=const.u32 1 }
    %r: f32 = math.fma { a=%a, b=%a, c=%c }
    gpu.buffer_store<f32> { buf=%x, idx=const.u32 2, v=%r }
    ret
}
";
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let fid = module.function_by_name("k").expect("@k");
    for fused in [false, true] {
        let options = Options {
            fused_fma: fused,
            ..Options::default()
        };
        let k = emit(&module, &info, fid, &options).expect("emits");
        if let Err(e) = validate(&k) {
            panic!("naga: {e}\n{}", k.text);
        }
        let body = body(&k);
        assert_eq!(body.contains("mp_fma_f32("), !fused, "{}", k.text);
        let native = body.replace("mp_fma_f32(", "").contains("fma(");
        assert_eq!(native, fused, "{}", k.text);
    }
}
