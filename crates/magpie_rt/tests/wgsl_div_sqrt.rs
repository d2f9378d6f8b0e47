//! f32 and f16 division and square root on the WebGPU device through the
//! WGSL emitter's correctly rounded helpers (`magpie_gpu_wgsl`'s
//! `ops::float_round`, used where the adapter has f64), bit for bit
//! against the host's IEEE `/` and `sqrt` (a NaN matches any NaN):
//!
//! - `f32_division_and_sqrt_match_the_host_bit_for_bit`: a kernel run
//!   through the runtime on random bit patterns, inputs within an ulp of a
//!   rounding midpoint, the special cases, subnormal operands and
//!   quotients (ties between two subnormals among them), and quotients at
//!   the overflow threshold; the text the runtime emits for this device is
//!   checked to call the helpers, so the device's own `/` (correctly
//!   rounded on lavapipe) cannot be what passes;
//! - `f16_division_and_sqrt_match_the_host_bit_for_bit`: every f16 bit
//!   pattern divided and rooted (f16 is the helper's f32 result rounded
//!   again);
//! - `rounding_steps_correct_a_candidate_an_ulp_off`: where the device's
//!   f64 is exact, the helper's first guess is already right except in
//!   the subnormal range, so its step down is never taken. This test adds
//!   an entry point to the emitted text that calls the helper's rounding
//!   step (`mp_f32_round_bits`) with f64 approximations pushed up to 3/4
//!   of an ulp off, as a driver's f64 division or square root might be,
//!   and checks that both steps happen and every result is exact.
//!
//! Each test skips with one printed line when wgpu finds no adapter,
//! unless `MAGPIE_REQUIRE` names `webgpu` (or `all`); and, with a printed
//! line, on an adapter without f64 (the emitter then keeps WGSL's own `/`
//! and `sqrt`, which WebGPU allows 2.5 ulp).

mod common;
mod gpu_api;

use gpu_api::Backend;
use half::f16;
use magpie_rt::{Arg, BackendKind, Capability, Device, MemoryHint, Program};

const WEBGPU: Backend = Backend {
    kind: BackendKind::WebGpu,
    require: "webgpu",
};

/// `out[2i] = a[i] / b[i]`, `out[2i + 1] = sqrt(a[i])` for `i < n`, in `T`.
fn kernel(t: &str) -> String {
    format!(
        "gpu fn @k(%xa: gpu.TBuffer<{t}>, %xb: gpu.TBuffer<{t}>, %out: gpu.TBuffer<{t}>, %n: u32) -> unit workgroup(64, 1, 1) {{
bb0:
    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}
    %ok: bool = icmp.ult {{ lhs=%i, rhs=%n }}
    cbr %ok bb1 bb2
bb1:
    %a: {t} = gpu.buffer_load<{t}> {{ buf=%xa, idx=%i }}
    %b: {t} = gpu.buffer_load<{t}> {{ buf=%xb, idx=%i }}
    %q: {t} = f.div {{ lhs=%a, rhs=%b }}
    %r: {t} = math.sqrt {{ v=%a }}
    %o0: u32 = i.mul {{ lhs=%i, rhs=const.u32 2 }}
    %o1: u32 = i.add {{ lhs=%o0, rhs=const.u32 1 }}
    gpu.buffer_store<{t}> {{ buf=%out, idx=%o0, v=%q }}
    gpu.buffer_store<{t}> {{ buf=%out, idx=%o1, v=%r }}
    br bb2
bb2:
    ret
}}
"
    )
}

/// The device, if it has one and it has f64; otherwise `None` after a
/// printed line.
fn device(test: &str) -> Option<Device> {
    let dev = WEBGPU.device(test)?;
    if !dev.has_capability(Capability::Float64) {
        println!(
            "skip {test}: {} has no f64, so the WGSL emitter keeps the device's own `/` and `sqrt`",
            dev.name()
        );
        return None;
    }
    Some(dev)
}

/// The WGSL text of `@k` in `program` for `dev`, as the runtime emits it.
fn emitted(dev: &Device, program: &Program) -> magpie_gpu_wgsl::WgslKernel {
    let module = program.module();
    let info = magpie_mpir::verify(module).value.expect("verifies");
    let k = module.function_by_name("k").expect("@k");
    let options = magpie_gpu_wgsl::Options {
        capabilities: dev.capabilities().to_vec(),
        fused_fma: false,
    };
    magpie_gpu_wgsl::emit(module, &info, k, &options).expect("emits")
}

/// Checks the kernel's own statements call the helpers, not `/`/`sqrt`.
fn assert_uses_helpers(text: &str) {
    let start = text.find("fn mp_kernel()").expect("the kernel's body");
    let end = text.find("@compute").expect("an entry point");
    let body = &text[start..end];
    assert!(body.contains("mp_div_f32("), "{body}");
    assert!(body.contains("mp_sqrt_f32("), "{body}");
    assert!(!body.contains(" sqrt("), "{body}");
}

/// Runs `@k` of `src` on `dev` with elements of `T`.
fn run<T: magpie_rt::Element + Copy>(dev: &Device, src: &str, a: &[T], b: &[T]) -> Vec<T> {
    let program = dev.compile(src).expect("compiles");
    assert_uses_helpers(&emitted(dev, &program).text);
    let k = program.kernel("k").expect("@k");
    let n = a.len() as u32;
    let ba = dev.buffer_from_slice(a, MemoryHint::Auto).expect("a");
    let bb = dev.buffer_from_slice(b, MemoryHint::Auto).expect("b");
    let out = dev
        .buffer::<T>(2 * u64::from(n), MemoryHint::Auto)
        .expect("out");
    k.launch(
        [n.div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            Arg::Buffer(&ba),
            Arg::Buffer(&bb),
            Arg::Buffer(&out),
            Arg::from(n),
        ],
    )
    .expect("launch");
    out.to_vec().expect("read back")
}

/// A small xorshift generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 16) as u32
    }

    /// A positive finite nonzero f32, any exponent (subnormals too).
    fn magnitude(&mut self) -> f32 {
        loop {
            let b = self.next() & 0x7fff_ffff;
            if b != 0 && b < 0x7f80_0000 {
                return f32::from_bits(b);
            }
        }
    }
}

/// The value halfway between `x` (positive, finite) and the next f32 up.
fn midpoint_above(x: f32) -> f64 {
    (f64::from(x) + f64::from(f32::from_bits(x.to_bits() + 1))) / 2.0
}

fn same32(a: f32, b: f32) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

const EDGES: [u32; 30] = [
    0x0000_0000,
    0x8000_0000,
    0x0000_0001, // the smallest subnormal
    0x8000_0003,
    0x0000_0005,
    0x0001_0000,
    0x007f_ffff, // the largest subnormal
    0x0080_0000, // the smallest normal
    0x0080_0001,
    0x00ff_ffff,
    0x3f80_0000, // 1
    0xbf80_0000,
    0x3f80_0001,
    0x3f7f_ffff,
    0x3fc0_0000, // 1.5
    0x4000_0000, // 2
    0x4040_0000, // 3
    0xc020_0000, // -2.5
    0x3f00_0000, // 0.5
    0x3f7f_fffe,
    0x4b80_0000, // 2^24
    0x7149_f2ca, // 1e30
    0x0da2_4260, // 1e-30
    0x7f7f_ffff, // MAX
    0xff7f_ffff,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    0xffc0_0001,
    0x7f80_0001, // a signalling NaN
];

#[test]
fn f32_division_and_sqrt_match_the_host_bit_for_bit() {
    let test = "f32_division_and_sqrt_match_the_host_bit_for_bit";
    let Some(dev) = device(test) else {
        return;
    };
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for &a in &EDGES {
        for &b in &EDGES {
            xa.push(f32::from_bits(a));
            xb.push(f32::from_bits(b));
        }
    }
    let sub = f32::from_bits;
    for (a, b) in [
        (-2.5, 3.0),
        (1.5, 1.0),
        (2.0, 1.0),
        // overflow: MAX / (1 - ulp/2) is within MAX + ulp/2, MAX / 0.5 not
        (f32::MAX, 0.999_999_94),
        (f32::MAX, 0.999_999_9),
        (f32::MAX, 0.5),
        (-f32::MAX, 0.5),
        (1.0e30, 1.0e-10),
        (f32::MAX, f32::MIN_POSITIVE),
        // subnormal quotients, ties between subnormals among them
        (sub(3), 2.0),
        (sub(5), 2.0),
        (sub(7), -2.0),
        (sub(0x00ff_ffff), 2.0),
        (sub(0x00ff_fffd), 2.0),
        (sub(1), 2.0),
        (sub(3), 4.0),
        (f32::MIN_POSITIVE, 3.0),
        (1.0e-40, 7.0),
        (1.0e-30, 1.0e10),
        (1.0e-30, 1.0e20),
        (f32::MIN_POSITIVE, f32::MAX),
        // a subnormal divisor
        (1.0, sub(1)),
        (1.0e-40, sub(3)),
    ] {
        xa.push(a);
        xb.push(b);
    }
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    while xa.len() < 1 << 17 {
        let s = if rng.next() & 1 == 0 { 1.0 } else { -1.0 };
        match rng.next() % 5 {
            0 => {
                xa.push(f32::from_bits(rng.next()));
                xb.push(f32::from_bits(rng.next()));
            }
            1 => {
                // a = m * b rounded, m the midpoint above a quotient q
                let q = f32::from_bits(rng.next() % 0x7f00_0000 + 0x0080_0000);
                let b = f32::from_bits(rng.next() % 0x0100_0000 + 0x3f00_0000);
                xa.push(s * (midpoint_above(q) * f64::from(b)) as f32);
                xb.push(b);
            }
            2 => {
                // a = m * m rounded, m the midpoint above a root
                let r = f32::from_bits(rng.next() % 0x3f00_0000 + 0x2000_0000);
                let m = midpoint_above(r);
                xa.push((m * m) as f32);
                xb.push(s * rng.magnitude());
            }
            3 => {
                // subnormal quotients, many exactly halfway
                xa.push(s * f32::from_bits(rng.next() % 0x0200_0000));
                xb.push(f32::from_bits(0x3f80_0000 + ((rng.next() % 8) << 23)));
            }
            _ => {
                xa.push(s * rng.magnitude());
                xb.push(rng.magnitude());
            }
        }
    }
    let got = run(&dev, &kernel("f32"), &xa, &xb);
    let mut bad = Vec::new();
    for i in 0..xa.len() {
        let (a, b) = (xa[i], xb[i]);
        for (k, want, what) in [(2 * i, a / b, "a / b"), (2 * i + 1, a.sqrt(), "sqrt(a)")] {
            if !same32(got[k], want) {
                bad.push(format!(
                    "{what} with a = {a:e} ({:#010x}), b = {b:e} ({:#010x}): {:e} ({:#010x}), not {want:e} ({:#010x})",
                    a.to_bits(),
                    b.to_bits(),
                    got[k],
                    got[k].to_bits(),
                    want.to_bits()
                ));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} results differ on {}:\n{}",
        bad.len(),
        2 * xa.len(),
        dev.name(),
        bad[..bad.len().min(20)].join("\n")
    );
    println!("{test}: {} results exact on {}", 2 * xa.len(), dev.name());
}

#[test]
fn f16_division_and_sqrt_match_the_host_bit_for_bit() {
    let test = "f16_division_and_sqrt_match_the_host_bit_for_bit";
    let Some(dev) = device(test) else {
        return;
    };
    if !dev.has_capability(Capability::F16Arithmetic) {
        println!("skip {test}: {} has no f16 arithmetic", dev.name());
        return;
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for round in 0..4 {
        for a in 0..=u16::MAX {
            let b = match round {
                0 => rng.next() as u16,
                1 => 0x4200,                                   // 3
                2 => 0x4000 + ((rng.next() % 4) << 10) as u16, // 2, 4, 8, 16
                _ => rng.next() as u16 & 0x83ff,               // ±0 and subnormals
            };
            xa.push(f16::from_bits(a));
            xb.push(f16::from_bits(b));
        }
    }
    let got = run(&dev, &kernel("f16"), &xa, &xb);
    let mut bad = Vec::new();
    for i in 0..xa.len() {
        let (a, b) = (xa[i], xb[i]);
        // half computes in f32 and rounds once: correctly rounded f16
        let div = f16::from_f32(a.to_f32() / b.to_f32());
        let sqrt = f16::from_f32(a.to_f32().sqrt());
        for (k, want, what) in [(2 * i, div, "a / b"), (2 * i + 1, sqrt, "sqrt(a)")] {
            let g = got[k];
            if !((g.is_nan() && want.is_nan()) || g.to_bits() == want.to_bits()) {
                bad.push(format!(
                    "{what} with a = {a} ({:#06x}), b = {b} ({:#06x}): {g} ({:#06x}), not {want} ({:#06x})",
                    a.to_bits(),
                    b.to_bits(),
                    g.to_bits(),
                    want.to_bits()
                ));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} results differ on {}:\n{}",
        bad.len(),
        2 * xa.len(),
        dev.name(),
        bad[..bad.len().min(20)].join("\n")
    );
}

/// An entry point added to the emitted text: `out[i]` is
/// `mp_f32_round_bits(q[i], |a|, |b|, b == 0)` for `ab[i] = (a, b)` bits
/// (`b == 0` asks for the root of `a`), with the opaque zero read from a
/// buffer as the kernel reads it from its uniform block.
const PROBE: &str = "
@group(0) @binding(20) var<storage, read> mp_probe_ab: array<vec2<u32>>;
@group(0) @binding(21) var<storage, read> mp_probe_q: array<f64>;
@group(0) @binding(22) var<storage, read> mp_probe_zero: array<u32>;
@group(0) @binding(23) var<storage, read_write> mp_probe_out: array<u32>;

@compute @workgroup_size(64)
fn mp_probe(@builtin(global_invocation_id) g: vec3<u32>) {
  mp_zero = mp_probe_zero[0];
  let i = g.x;
  if (i >= arrayLength(&mp_probe_out)) {
    return;
  }
  let ab = mp_probe_ab[i];
  mp_probe_out[i] = mp_f32_round_bits(mp_probe_q[i], mp_f32_widen(ab.x), mp_f32_widen(ab.y), ab.y == 0u);
}
";

/// The helper's candidate for the approximation `q` (its first step).
fn candidate(q: f64) -> u32 {
    if q < 2f64.powi(-126) {
        (q * 2f64.powi(149)) as u32
    } else {
        (q.min(f64::from(f32::MAX)) as f32).to_bits()
    }
}

/// Runs `text`'s entry point `mp_probe` on the wgpu adapter named like
/// `dev`, with the wgpu features `requires` stands for.
fn run_probe(
    dev: &Device,
    text: &str,
    requires: &[Capability],
    ab: &[[u32; 2]],
    q: &[f64],
) -> Vec<u32> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::VULKAN));
    let adapter = adapters
        .iter()
        .find(|a| {
            let name = a.get_info().name;
            dev.name().contains(&name) || name.contains(dev.name())
        })
        .unwrap_or_else(|| panic!("no wgpu adapter named like {}", dev.name()));
    let mut features = wgpu::Features::empty();
    for c in requires {
        features |= match c {
            Capability::Float64 => wgpu::Features::SHADER_F64,
            Capability::Int64 => wgpu::Features::SHADER_INT64,
            Capability::F16Arithmetic => wgpu::Features::SHADER_F16,
            Capability::Subgroups => wgpu::Features::SUBGROUP,
            other => panic!("the kernel requires {other:?}"),
        };
    }
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("wgsl_div_sqrt probe"),
        required_features: features,
        ..Default::default()
    }))
    .expect("a wgpu device");
    let storage = |bytes: &[u8], usage: wgpu::BufferUsages| {
        let b = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: bytes.len() as u64,
            usage: usage | wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        queue.write_buffer(&b, 0, bytes);
        b
    };
    let n = ab.len();
    let b_ab = storage(bytemuck::cast_slice(ab), wgpu::BufferUsages::empty());
    let b_q = storage(bytemuck::cast_slice(q), wgpu::BufferUsages::empty());
    let b_zero = storage(bytemuck::cast_slice(&[0u32]), wgpu::BufferUsages::empty());
    let b_out = storage(&vec![0u8; 4 * n], wgpu::BufferUsages::COPY_SRC);
    let staging = device.create_buffer(&wgpu::BufferDescriptor {
        label: None,
        size: 4 * n as u64,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("probe"),
        source: wgpu::ShaderSource::Wgsl(text.into()),
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some("probe"),
        layout: None,
        module: &module,
        entry_point: Some("mp_probe"),
        compilation_options: Default::default(),
        cache: None,
    });
    let bind = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &pipeline.get_bind_group_layout(0),
        entries: &[
            wgpu::BindGroupEntry {
                binding: 20,
                resource: b_ab.as_entire_binding(),
            },
            wgpu::BindGroupEntry {
                binding: 21,
                resource: b_q.as_entire_binding(),
            },
            wgpu::BindGroupEntry {
                binding: 22,
                resource: b_zero.as_entire_binding(),
            },
            wgpu::BindGroupEntry {
                binding: 23,
                resource: b_out.as_entire_binding(),
            },
        ],
    });
    let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
    {
        let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor::default());
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &bind, &[]);
        pass.dispatch_workgroups((n as u32).div_ceil(64), 1, 1);
    }
    encoder.copy_buffer_to_buffer(&b_out, 0, &staging, 0, 4 * n as u64);
    let index = queue.submit([encoder.finish()]);
    let (tx, rx) = std::sync::mpsc::channel();
    staging.map_async(wgpu::MapMode::Read, .., move |r| {
        let _ = tx.send(r);
    });
    device
        .poll(wgpu::PollType::Wait {
            submission_index: Some(index),
            timeout: None,
        })
        .expect("the probe finishes");
    rx.recv().expect("mapped").expect("mapping succeeded");
    let bytes = staging.get_mapped_range(..).expect("mapped range").to_vec();
    bytemuck::cast_slice(&bytes).to_vec()
}

#[test]
fn rounding_steps_correct_a_candidate_an_ulp_off() {
    let test = "rounding_steps_correct_a_candidate_an_ulp_off";
    let Some(dev) = device(test) else {
        return;
    };
    let program = dev.compile(&kernel("f32")).expect("compiles");
    let k = emitted(&dev, &program);
    assert_uses_helpers(&k.text);
    let text = format!("{}{PROBE}", k.text);
    let mut rng = Rng(0xd1b5_4a32_d192_ed03);
    let mut pairs: Vec<(f32, f32)> = Vec::new();
    for &a in &EDGES {
        for &b in &EDGES {
            let (a, b) = (f32::from_bits(a).abs(), f32::from_bits(b).abs());
            if a.is_finite() && b.is_finite() && a != 0.0 && b != 0.0 {
                pairs.push((a, b));
            }
        }
    }
    for (a, b) in [
        (2.5, 3.0),
        (1.5, 1.0),
        (f32::MAX, 0.999_999_94),
        (f32::MAX, 0.5),
        (f32::from_bits(3), 2.0),
        (f32::from_bits(0x00ff_ffff), 2.0),
    ] {
        pairs.push((a, b));
    }
    while pairs.len() < 1 << 16 {
        let a = rng.magnitude();
        let b = if rng.next().is_multiple_of(4) {
            f32::from_bits(0x3f80_0000 + ((rng.next() % 8) << 23))
        } else {
            rng.magnitude()
        };
        pairs.push((a, b));
    }
    let (mut ab, mut q, mut want) = (Vec::new(), Vec::new(), Vec::new());
    let (mut up, mut down) = (0, 0);
    for &(a, b) in &pairs {
        let (aw, bw) = (f64::from(a), f64::from(b));
        for k in [-0.75, 0.0, 0.75] {
            let scale = 1.0 + k * 2f64.powi(-24);
            for (approx, bits_b, exact) in [(aw / bw, b.to_bits(), a / b), (aw.sqrt(), 0, a.sqrt())]
            {
                let approx = approx * scale;
                let c = candidate(approx);
                let w = exact.to_bits();
                up += usize::from(w == c.wrapping_add(1));
                down += usize::from(w == c.wrapping_sub(1));
                ab.push([a.to_bits(), bits_b]);
                q.push(approx);
                want.push(w);
            }
        }
    }
    // both steps must be needed many times for the check to mean anything
    assert!(up > 1000 && down > 1000, "{up} steps up, {down} down");
    let got = run_probe(&dev, &text, &k.requires, &ab, &q);
    let bad: Vec<String> = (0..ab.len())
        .filter(|&i| got[i] != want[i])
        .map(|i| {
            format!(
                "a = {:#010x}, b = {:#010x} (0: a root), q = {:e}: {:#010x}, not {:#010x}",
                ab[i][0], ab[i][1], q[i], got[i], want[i]
            )
        })
        .collect();
    assert!(
        bad.is_empty(),
        "{} of {} differ on {}:\n{}",
        bad.len(),
        ab.len(),
        dev.name(),
        bad[..bad.len().min(20)].join("\n")
    );
    println!(
        "{test}: {} exact on {} ({up} candidates stepped up, {down} down)",
        ab.len(),
        dev.name()
    );
}
