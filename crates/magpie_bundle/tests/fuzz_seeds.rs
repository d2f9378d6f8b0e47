//! Writes valid bundles into the fuzzer's corpus (`fuzz/corpus/bundle_read/`,
//! which git ignores), so that it starts from real bundles:
//!
//! ```text
//! cargo test -p magpie_bundle --test fuzz_seeds -- --ignored
//! ```

mod common;

use magpie_bundle::{read, write, Bundle, ModuleEntry};

#[test]
#[ignore = "writes into fuzz/corpus; run by hand before fuzzing"]
fn write_fuzz_seeds() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus/bundle_read");
    std::fs::create_dir_all(&dir).unwrap();
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
    for (name, bundle) in [
        ("sample", common::sample()),
        ("tiny", tiny),
        ("empty", empty),
    ] {
        let bytes = write(&bundle).unwrap();
        assert_eq!(read(&bytes).unwrap(), bundle);
        std::fs::write(dir.join(format!("seed-{name}.mpb")), bytes).unwrap();
    }
}
