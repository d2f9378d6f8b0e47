//! Keeping a failure as a corpus case, in a directory (`--keep DIR`):
//!
//! - `NAME.mp`: the shrunk kernel, a complete module;
//! - `NAME.orig.mp`: the kernel as generated, when shrinking changed it;
//! - `NAME.json`: generator, seed, size, backend, stage, the message, how
//!   to generate the original again, the launch, every argument's initial
//!   bytes (hex, little-endian elements), the CPU executor's output bytes
//!   for the shrunk kernel, and the first differing elements.
//!
//! `NAME` is `GENERATOR-SEED-BACKEND-STAGE`, so a campaign that meets the
//! same failure again overwrites its case instead of piling up copies.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::generated::{Generated, Param};
use crate::harness::{Finding, Oracle};
use crate::shrink::Shrunk;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn params_json(g: &Generated) -> Vec<Value> {
    g.params
        .iter()
        .map(|p| match p {
            Param::Buffer(b) => json!({
                "name": b.name,
                "kind": if b.output { "output" } else { "input" },
                "type": b.ty.name(),
                "elements": b.len(),
                "hex": hex(&b.bytes),
            }),
            Param::Scalar { name, value } => json!({
                "name": name,
                "kind": "scalar",
                "type": value.ty.name(),
                "bits": value.bits,
            }),
        })
        .collect()
}

fn finding_json(f: &Finding) -> Value {
    json!({
        "backend": f.backend.name(),
        "stage": f.stage.name(),
        "message": f.message,
        "diffs": f.diffs.iter().map(|d| json!({
            "buffer": d.buffer,
            "index": d.index,
            "got": d.got,
            "expected": d.expected,
            "text": d.to_string(),
        })).collect::<Vec<_>>(),
    })
}

/// The file stem a failure is kept under.
pub fn name(g: &Generated, f: &Finding) -> String {
    format!(
        "{}-{}-{}-{}",
        g.generator,
        g.seed,
        f.backend.name(),
        f.stage.name()
    )
}

/// Writes the case for `original`, shrunk to `shrunk`, into `dir`;
/// returns the path of its `.mp`.
pub fn save(
    dir: &Path,
    original: &Generated,
    shrunk: &Shrunk,
    max_steps: u64,
) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let g = &shrunk.smallest;
    let stem = name(original, &shrunk.finding);
    let write = |file: PathBuf, text: &str| {
        std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))
    };
    let mp = dir.join(format!("{stem}.mp"));
    write(mp.clone(), &g.source)?;
    if g.source != original.source {
        write(dir.join(format!("{stem}.orig.mp")), &original.source)?;
    }
    let expected: Value = match Oracle::new(g, max_steps) {
        Ok(o) => g
            .outputs()
            .zip(&o.expected)
            .map(|(b, bytes)| json!({ "name": b.name, "hex": hex(bytes) }))
            .collect::<Vec<_>>()
            .into(),
        Err(f) => json!({ "error": f.message }),
    };
    let case = json!({
        "generator": original.generator,
        "seed": original.seed,
        "size": original.size,
        "shape": original.shape,
        "kernel": g.kernel,
        "regenerate": format!(
            "magpie-difftest --gen {} --seed {} --size {} --count 1 --backends {}",
            original.generator, original.seed, original.size, shrunk.finding.backend.name()
        ),
        "shrink": { "checks": shrunk.checks, "steps": shrunk.steps,
                    "lines_before": original.source.lines().count(),
                    "lines_after": g.source.lines().count() },
        "launch": { "grid": g.grid, "block": g.block },
        "finding": finding_json(&shrunk.finding),
        "params": params_json(g),
        "expected_outputs": expected,
    });
    let text = serde_json::to_string_pretty(&case).map_err(|e| e.to_string())?;
    write(dir.join(format!("{stem}.json")), &text)?;
    Ok(mp)
}
