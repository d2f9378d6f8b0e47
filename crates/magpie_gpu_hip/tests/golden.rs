//! Golden LLVM IR: every kernel of the corpus that emits, for gfx942, plus
//! the f16/bf16 kernels, the subgroup kernels and the spec's vector add for
//! gfx1100 (wave32), compared with `tests/out/<file>.<kernel>.<arch>.ll`.
//! Rewrite them with `MAGPIE_BLESS=1` (which also deletes goldens no
//! kernel produces any more). `corpus.rs` compiles the same kernels.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::corpus;
use magpie_gpu::Target;
use magpie_gpu_hip::{emit, Options};
use magpie_mpir::{parse, verify};

fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/out")
}

/// `golden file name -> LLVM IR` for every golden case.
fn goldens() -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for file in corpus() {
        let src = std::fs::read_to_string(&file).unwrap();
        let Some(module) = parse(&src).value else {
            continue;
        };
        let Some(info) = verify(&module).value else {
            continue;
        };
        let stem = file.file_stem().unwrap().to_string_lossy().to_string();
        let rdna = stem.starts_with("f16_")
            || stem.starts_with("bf16_")
            || stem.starts_with("subgroup_")
            || stem == "17_1_vector_add_spv";
        let mut archs = vec!["gfx942"];
        if rdna {
            archs.push("gfx1100");
        }
        for (fid, f) in module.functions.iter() {
            if !f.is_kernel() {
                continue;
            }
            for &arch in &archs {
                let options = Options::for_target(&Target::parse(arch).unwrap());
                if let Ok(k) = emit(&module, &info, fid, &options) {
                    out.insert(format!("{stem}.{}.{arch}.ll", f.name), k.llvm_ir);
                }
            }
        }
    }
    out
}

#[test]
fn golden_llvm_ir() {
    let dir = out_dir();
    let all = goldens();
    assert!(all.len() > 80, "only {} goldens", all.len());
    let bless = std::env::var_os("MAGPIE_BLESS").is_some();
    let mut failures = Vec::new();
    if bless {
        std::fs::create_dir_all(&dir).unwrap();
    }
    let existing: Vec<String> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().to_string())
                .filter(|n| n.ends_with(".ll"))
                .collect()
        })
        .unwrap_or_default();
    for name in &existing {
        if !all.contains_key(name) {
            if bless {
                std::fs::remove_file(dir.join(name)).unwrap();
            } else {
                failures.push(format!("{name}: no kernel produces it any more"));
            }
        }
    }
    for (name, text) in &all {
        let path = dir.join(name);
        if bless {
            std::fs::write(&path, text).unwrap();
        } else {
            match std::fs::read_to_string(&path) {
                Ok(want) if want == *text => {}
                Ok(_) => failures.push(format!("{name}: changed")),
                Err(_) => failures.push(format!("{name}: missing")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} goldens differ (rerun with MAGPIE_BLESS=1 if intended):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
