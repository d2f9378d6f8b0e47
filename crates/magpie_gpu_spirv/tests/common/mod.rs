//! Helpers the SPIR-V integration tests share: the repository's root and
//! its kernel files.
#![allow(dead_code)] // each test binary uses its own subset

use std::path::{Path, PathBuf};

use magpie_gpu_spirv::{emit, Options};
use magpie_mpir::{parse, verify};

/// The disassembled SPIR-V of the first function of `src`, emitted with
/// the default options.
pub fn disassemble_first(src: &str) -> String {
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let (fid, _) = module.functions.iter().next().expect("a kernel");
    emit(&module, &info, fid, &Options::default())
        .expect("emits")
        .disassemble()
}

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.mp` file under `dir`, depth first, sorted by name.
pub fn mp_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mp_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mp") {
            out.push(p);
        }
    }
}
