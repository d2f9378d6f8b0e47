//! The fuzzer's seed bundles (a sample, a tiny one, an empty one): each
//! must write and read back equal. When `MAGPIE_FUZZ_SEEDS_DIR` names a
//! folder, they are also written there; `cargo xtask fuzz` does that for
//! `fuzz/corpus/bundle_read/` (which git ignores) before it fuzzes the
//! reader, so the fuzzer starts from real bundles.

mod common;

use magpie_bundle::{read, write, Bundle, ModuleEntry};

#[test]
fn fuzz_seeds_round_trip_and_are_written_when_asked() -> Result<(), Box<dyn std::error::Error>> {
    let tiny = Bundle {
        compiler_version: "seed".to_owned(),
        modules: vec![ModuleEntry {
            name: "tiny".to_owned(),
            slice: "module tiny\nkernel @z() {}\n".to_owned(),
            kernels: vec![],
        }],
    };
    let empty = Bundle {
        compiler_version: String::new(),
        modules: vec![],
    };
    let dir = std::env::var_os("MAGPIE_FUZZ_SEEDS_DIR").map(std::path::PathBuf::from);
    if let Some(dir) = &dir {
        std::fs::create_dir_all(dir)?;
    }
    for (name, bundle) in [
        ("sample", common::sample()),
        ("tiny", tiny),
        ("empty", empty),
    ] {
        let bytes = write(&bundle)?;
        assert_eq!(read(&bytes)?, bundle);
        if let Some(dir) = &dir {
            std::fs::write(dir.join(format!("seed-{name}.mpb")), bytes)?;
        }
    }
    Ok(())
}
