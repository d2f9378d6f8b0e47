//! Shared by the integration tests: the corpus files and ptxas.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.mp` under `dir`, sorted.
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

/// True when `MAGPIE_REQUIRE` names ptxas (or `all`).
pub fn require_ptxas() -> bool {
    std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(',')
            .any(|x| x.trim() == "ptxas" || x.trim() == "all")
    })
}

/// A ptxas that runs.
#[derive(Debug)]
pub struct Ptxas(PathBuf);

/// `MAGPIE_PTXAS`, the tools cache, or `ptxas` on `PATH`, whichever runs.
pub fn ptxas() -> Option<Ptxas> {
    let mut candidates = Vec::new();
    if let Some(p) = std::env::var_os("MAGPIE_PTXAS") {
        candidates.push(PathBuf::from(p));
    }
    if let Some(home) = std::env::var_os("HOME") {
        candidates.push(PathBuf::from(home).join(".cache/magpie-gpu/tools/ptxas/ptxas"));
    }
    candidates.push(PathBuf::from("ptxas"));
    candidates.into_iter().find_map(|p| {
        Command::new(&p)
            .arg("--version")
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|_| Ptxas(p))
    })
}

impl Ptxas {
    /// Assembles `text` for `arch`; the error is ptxas's output.
    pub fn assemble(&self, text: &str, arch: &str, name: &str) -> Result<(), String> {
        let dir = std::env::temp_dir().join(format!("magpie_ptx_{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let file = dir.join(format!("{name}.ptx"));
        std::fs::write(&file, text).map_err(|e| e.to_string())?;
        let out = Command::new(&self.0)
            .arg(format!("-arch={arch}"))
            .arg(&file)
            .arg("-o")
            .arg(dir.join(format!("{name}.cubin")))
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.0.display()))?;
        let _ = std::fs::remove_file(dir.join(format!("{name}.cubin")));
        if out.status.success() {
            let _ = std::fs::remove_file(&file);
            Ok(())
        } else {
            Err(format!(
                "{}{}\n(kept {})",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr),
                file.display()
            ))
        }
    }
}

/// Assembles `text` for `arch` and fails with ptxas's output if it does
/// not assemble; without a ptxas, prints a skip line (and fails only when
/// `MAGPIE_REQUIRE` asks for ptxas).
pub fn assemble_or_skip(text: &str, arch: &str, name: &str) {
    let Some(tool) = ptxas() else {
        assert!(
            !require_ptxas(),
            "ptxas not found and MAGPIE_REQUIRE asks for it"
        );
        println!("skip assembling {name}: ptxas not found");
        return;
    };
    if let Err(e) = tool.assemble(text, arch, &format!("{name}_{arch}")) {
        panic!("{name} ({arch}): ptxas:\n{e}");
    }
}

/// The kernel's barriers in PTX order: `W` for one emitted as a warp
/// barrier (`@p bar.warp.sync -1` then `@!p bar.sync 0`), `F` for a plain
/// `bar.sync`. Panics on any other barrier form.
pub fn barrier_pattern(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let mut out = String::new();
    let mut k = 0;
    while k < lines.len() {
        let l = lines[k];
        if let Some(p) = l
            .strip_prefix('@')
            .and_then(|x| x.strip_suffix(" bar.warp.sync -1;"))
        {
            let next = lines.get(k + 1).copied().unwrap_or("");
            assert_eq!(
                next,
                format!("@!{p} bar.sync 0;"),
                "a warp barrier without its CTA-wide fallback under the other side of its predicate"
            );
            out.push('W');
            k += 2;
            continue;
        }
        if l == "bar.sync 0;" {
            out.push('F');
        } else {
            assert!(!l.contains("bar."), "an unexpected barrier form: {l}");
        }
        k += 1;
    }
    out
}
