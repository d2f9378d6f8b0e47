//! The JIT cache through the public API: on Vulkan (lavapipe here) a
//! second compile of the same kernel for the same device takes its code
//! from the cache, a damaged entry is rebuilt (and the kernel still
//! computes the right values), and a bundle's slice is cached the same way.
//! CUDA (on a GPU machine) leaves compiled PTX to the driver's own cache
//! (a cubin linked through `cuLink*` is compiled as relocatable code, which
//! runs slower): its compiles compute the right values and neither read
//! nor write ours.
//!
//! One test, in its own process: the cache directory comes from the
//! environment, read once per process.

mod common;
mod gpu_api;

use gpu_api::Backend;
use magpie_rt::{jit_cache_stats, BackendKind, BundleFile, Device, JitCacheStats, Program};

const VULKAN: Backend = Backend {
    kind: BackendKind::Vulkan,
    require: "vulkan",
};

const CUDA: Backend = Backend {
    kind: BackendKind::Cuda,
    require: "cuda",
};

/// `out[i] = in[i] * 3 + NONCE`; the nonce makes the text (and so the
/// cache key) new to every run of this test.
fn source(nonce: u32) -> String {
    format!(
        "module cache.triple
exports {{ @triple }}
imports {{ }}
digest \"0000000000000000\"

gpu fn @triple(%inp: gpu.TBuffer<u32>, %out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {{
bb0:
    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}
    %x: u32 = gpu.buffer_load<u32> {{ buf=%inp, idx=%i }}
    %y: u32 = i.mul {{ lhs=%x, rhs=const.u32 3 }}
    %z: u32 = i.add {{ lhs=%y, rhs=const.u32 {nonce} }}
    gpu.buffer_store<u32> {{ buf=%out, idx=%i, v=%z }}
    ret
}}
"
    )
}

fn check(dev: &Device, program: &Program, nonce: u32) {
    let k = program.kernel("triple").expect("kernel");
    let inp: Vec<u32> = (0..64).collect();
    let a = dev
        .buffer_from_slice(&inp, magpie_rt::MemoryHint::Auto)
        .expect("upload");
    let b = dev
        .buffer_from_slice(&[0u32; 64], magpie_rt::MemoryHint::Auto)
        .expect("upload");
    k.launch([1, 1, 1], [64, 1, 1], &[(&a).into(), (&b).into()])
        .expect("launch");
    let want: Vec<u32> = inp.iter().map(|x| x * 3 + nonce).collect();
    assert_eq!(b.to_vec().expect("read"), want);
}

fn stats() -> JitCacheStats {
    jit_cache_stats().expect("the cache is on")
}

#[test]
fn second_compiles_hit_and_damage_is_rebuilt() {
    let dir = std::env::temp_dir().join(format!("magpie-jit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // The only test of this binary: set before anything reads it.
    std::env::set_var("MAGPIE_GPU_CACHE_DIR", &dir);
    exercise(VULKAN, &dir, 0);
    cuda_leaves_the_cache_alone(2000);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The whole sequence on one backend's first device (skipped, with a
/// printed reason, when the backend has none and is not required).
fn exercise(backend: Backend, dir: &std::path::Path, offset: u32) {
    let Some(dev) = backend.device("second_compiles_hit_and_damage_is_rebuilt") else {
        return;
    };
    let nonce = std::process::id() % 1000 + 1 + offset;
    let text = source(nonce);

    let before = stats();
    let p = dev.compile(&text).expect("compile");
    check(&dev, &p, nonce);
    let cold = stats();
    assert_eq!(cold.hits, before.hits, "{cold:?}");
    assert_eq!(cold.writes, before.writes + 1, "{cold:?}");

    let p = dev.compile(&text).expect("compile again");
    check(&dev, &p, nonce);
    let warm = stats();
    assert_eq!(warm.hits, cold.hits + 1, "{warm:?}");
    assert_eq!(warm.writes, cold.writes, "{warm:?}");

    // Damage every entry: the next compile rejects it, compiles, rewrites.
    for e in std::fs::read_dir(dir.join("jit")).expect("entries") {
        let path = e.expect("entry").path();
        let mut bytes = std::fs::read(&path).expect("read entry");
        let last = bytes.len() - 1;
        bytes[last] ^= 0x10;
        std::fs::write(&path, bytes).expect("damage entry");
    }
    let p = dev.compile(&text).expect("compile after damage");
    check(&dev, &p, nonce);
    let rebuilt = stats();
    assert_eq!(rebuilt.corrupt, warm.corrupt + 1, "{rebuilt:?}");
    assert_eq!(rebuilt.writes, warm.writes + 1, "{rebuilt:?}");

    // A bundle holding only the slice: its kernel is compiled here, and
    // cached like any text (its key is the slice's digest).
    let nonce2 = nonce + 1000;
    let built = magpie_build::build(
        &[magpie_build::Input {
            file: "triple.mp".into(),
            source: source(nonce2),
        }],
        &[],
    )
    .expect("builds");
    let bytes = magpie_bundle::write(&built.bundle).expect("writes");
    let bundle = BundleFile::from_bytes(&bytes).expect("reads");
    let s0 = stats();
    check(&dev, &dev.load(&bundle).expect("load"), nonce2);
    check(&dev, &dev.load(&bundle).expect("load again"), nonce2);
    let s1 = stats();
    assert_eq!((s1.writes, s1.hits), (s0.writes + 1, s0.hits + 1), "{s1:?}");
}

/// CUDA: kernel text and a bundle's slice compile and run, twice each, and
/// our cache counts nothing for them (skipped, with a printed reason, when
/// there is no CUDA device and none is required).
fn cuda_leaves_the_cache_alone(offset: u32) {
    let Some(dev) = CUDA.device("second_compiles_hit_and_damage_is_rebuilt") else {
        return;
    };
    let nonce = std::process::id() % 1000 + 1 + offset;
    let before = stats();
    for _ in 0..2 {
        check(&dev, &dev.compile(&source(nonce)).expect("compile"), nonce);
    }
    let built = magpie_build::build(
        &[magpie_build::Input {
            file: "triple.mp".into(),
            source: source(nonce + 1000),
        }],
        &[],
    )
    .expect("builds");
    let bytes = magpie_bundle::write(&built.bundle).expect("writes");
    let bundle = BundleFile::from_bytes(&bytes).expect("reads");
    for _ in 0..2 {
        check(&dev, &dev.load(&bundle).expect("load"), nonce + 1000);
    }
    let after = stats();
    assert_eq!(
        (after.hits, after.writes, after.misses),
        (before.hits, before.writes, before.misses),
        "{after:?}"
    );
}
