//! The specification's examples, shared by the parser tests.
//!
//! The kernels of the spec live once, in the repository's `examples/spec`
//! (as written in the spec) and `examples/spec-magpie-spelling` (the Magpie
//! compiler's spelling). `tests/parse_inputs` adds the spec texts that are
//! not complete kernels (§5.4's elided body, §17.9's host-only MLX code, one
//! declaration per production of Appendix A), named `spec_*` / `magpie_*`.
#![allow(dead_code)] // each test binary uses its own subset

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read_dir_mp(dir: &Path, prefix: &str, rename: &str) -> Vec<(String, String)> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().to_string();
            (name.starts_with(prefix) && name.ends_with(".mp")).then(|| {
                let text = std::fs::read_to_string(e.path()).expect("readable input");
                (format!("{rename}{}", &name[prefix.len()..]), text)
            })
        })
        .collect()
}

/// `(name, text)` of every spec input whose name starts with `prefix`,
/// sorted: names are `spec_<example>` (as in the specification) or
/// `magpie_<example>` (the Magpie compiler's spelling); the same example has
/// the same suffix in both.
pub fn spec_inputs(prefix: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (spelling, dir) in [
        ("spec_", "examples/spec"),
        ("magpie_", "examples/spec-magpie-spelling"),
    ] {
        out.extend(read_dir_mp(&root().join(dir), "", spelling));
        out.extend(read_dir_mp(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/parse_inputs"),
            spelling,
            spelling,
        ));
    }
    out.retain(|(name, _)| name.starts_with(prefix));
    out.sort();
    out
}
