//! The spec's Metal examples (§17.2 vector add, §17.7 the unsafe SIMD-group
//! reduction) run through the Metal backend on the C++ model of Metal
//! (`Runtime::metal_model`), against values computed here in plain Rust.
//! The conformance suite's `metal_model` line runs the corpus the same way.
//! Buffers made with each memory hint (device-local ones are private:
//! host access through blits) keep what is written, feed kernels and copy.
//! Asynchronous launches run in issue order and signal their fences.
//!
//! Skips with one printed line without g++, unless `MAGPIE_REQUIRE` names
//! `metal_model` (or `all`).

use magpie_rt::{BackendKind, Buffer, Device, Kernel, MemoryHint, Runtime};

fn device(test: &str) -> Option<Device> {
    match Runtime::metal_model().and_then(|r| r.device_default()) {
        Ok(d) => Some(d),
        Err(e) => {
            let required = std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
                v.split(|c: char| c == ',' || c.is_whitespace())
                    .any(|s| s == "metal_model" || s == "all")
            });
            assert!(
                !required,
                "{test}: no Metal model, but MAGPIE_REQUIRE names it: {e}"
            );
            println!("skip {test}: no Metal model on this machine ({e})");
            None
        }
    }
}

fn example(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/spec")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// §17.2's kernel (`out[i] = a[i] + 1` for `i < n`) on `dev`.
fn add_one(dev: &Device) -> Kernel {
    dev.compile(&example("17_2_vector_add_msl.mp"))
        .expect("compiles for Metal")
        .kernel("kernel_add")
        .expect("@kernel_add")
}

/// Launches `k(a, out, n)` over `n` work-items in threadgroups of 256 and
/// reads `out` back.
fn run(k: &Kernel, a: &Buffer<f32>, out: &Buffer<f32>, n: u32) -> Vec<f32> {
    k.launch(
        [n.div_ceil(256), 1, 1],
        [256, 1, 1],
        &[a.into(), out.into(), n.into()],
    )
    .expect("launch");
    out.to_vec().unwrap()
}

#[test]
fn spec_17_2_vector_add_runs_on_the_model() {
    let Some(dev) = device("spec_17_2_vector_add_runs_on_the_model") else {
        return;
    };
    assert_eq!(dev.backend(), BackendKind::Metal);
    let k = add_one(&dev);
    let n = 1000u32;
    let input: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 7.25).collect();
    let a = dev.buffer_from_slice(&input, MemoryHint::Auto).unwrap();
    // One element more than n: the kernel must leave it alone.
    let out = dev
        .buffer_from_slice(&vec![-3.0f32; n as usize + 1], MemoryHint::Auto)
        .unwrap();
    let got = run(&k, &a, &out, n);
    for i in 0..n as usize {
        assert_eq!(got[i], input[i] + 1.0, "element {i}");
    }
    assert_eq!(got[n as usize], -3.0, "the element past n");
}

#[test]
fn spec_17_7_simd_sum_runs_on_the_model() {
    let Some(dev) = device("spec_17_7_simd_sum_runs_on_the_model") else {
        return;
    };
    let k = dev
        .compile(&example("17_7_unsafe_simd_msl.mp"))
        .expect("compiles for Metal")
        .kernel("simd_reduce_kernel")
        .expect("@simd_reduce_kernel");
    // Whole SIMD-groups in bounds (SEMANTICS: a SIMD-group operation must
    // be reached by all its lanes), the last threadgroup only partly;
    // small integers, so that every order of summation is exact.
    let width = dev.warp_size() as usize;
    assert_eq!(width, 32, "Metal's SIMD-groups are 32 wide");
    let n = 31 * width as u32;
    let input: Vec<f32> = (0..n).map(|i| ((i * 7) % 23) as f32 - 11.0).collect();
    let a = dev.buffer_from_slice(&input, MemoryHint::Auto).unwrap();
    let out = dev
        .buffer_from_slice(&vec![0.5f32; 4 * 256], MemoryHint::Auto)
        .unwrap();
    let got = run(&k, &a, &out, n);
    for (i, g) in got.iter().enumerate() {
        let want = if i < n as usize {
            let group = i / width * width;
            input[group..group + width].iter().sum::<f32>()
        } else {
            0.5
        };
        assert_eq!(*g, want, "element {i}");
    }
}

#[test]
fn every_memory_hint_holds_data_through_kernels_and_copies() {
    let Some(dev) = device("every_memory_hint_holds_data_through_kernels_and_copies") else {
        return;
    };
    let k = add_one(&dev);
    let n = 300u32;
    let input: Vec<f32> = (0..n).map(|i| i as f32 * 0.25 + 1.5).collect();
    let hints = [
        MemoryHint::Auto,
        MemoryHint::DeviceLocal,
        MemoryHint::Unified,
        MemoryHint::Staging,
        MemoryHint::Cached,
    ];
    for a_hint in hints {
        for out_hint in [MemoryHint::DeviceLocal, MemoryHint::Auto] {
            let a = dev.buffer_from_slice(&input, a_hint).unwrap();
            assert_eq!(a.to_vec().unwrap(), input, "{a_hint:?}: written, read back");
            let out = dev
                .buffer_from_slice(&vec![9.0f32; n as usize], out_hint)
                .unwrap();
            let got = run(&k, &a, &out, n);
            let want: Vec<f32> = input.iter().map(|x| x + 1.0).collect();
            assert_eq!(got, want, "{a_hint:?} into {out_hint:?}");
            // Copies between the two kinds of memory, both ways.
            let back = dev.buffer::<f32>(u64::from(n), a_hint).unwrap();
            back.copy_from(&out).unwrap();
            assert_eq!(
                back.to_vec().unwrap(),
                want,
                "{out_hint:?} copied to {a_hint:?}"
            );
        }
    }
}

#[test]
fn asynchronous_launches_run_in_order_and_signal_their_fences() {
    let Some(dev) = device("asynchronous_launches_run_in_order_and_signal_their_fences") else {
        return;
    };
    let k = add_one(&dev);
    let n = 500u32;
    let input: Vec<f32> = (0..n).map(|i| i as f32 - 100.0).collect();
    // A chain: each launch reads what the one before wrote (private
    // memory in the middle); the last output is shared, so reading it is
    // a plain copy that only the fence orders after the launches.
    let hints = [
        MemoryHint::Auto,
        MemoryHint::DeviceLocal,
        MemoryHint::DeviceLocal,
        MemoryHint::Auto,
    ];
    let bufs: Vec<Buffer<f32>> = hints
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let data = if i == 0 {
                input.clone()
            } else {
                vec![0.0; n as usize]
            };
            dev.buffer_from_slice(&data, *h).unwrap()
        })
        .collect();
    let fences: Vec<_> = bufs
        .windows(2)
        .map(|w| {
            k.launch_async(
                [n.div_ceil(256), 1, 1],
                [256, 1, 1],
                &[(&w[0]).into(), (&w[1]).into(), n.into()],
            )
            .expect("launch_async")
        })
        .collect();
    fences
        .last()
        .expect("three fences")
        .wait()
        .expect("the last launch");
    for (i, f) in fences.iter().enumerate() {
        assert!(f.is_done(), "fence {i} is not done after the last one");
        f.wait().expect("every launch succeeded");
    }
    let want: Vec<f32> = input.iter().map(|x| x + 3.0).collect();
    assert_eq!(bufs[3].to_vec().unwrap(), want);
}
