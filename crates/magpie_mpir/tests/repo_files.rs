//! The round trip `parse(print(m)) == m` holds for every `.mp` file in the
//! repository that parses, and every file under `examples/` parses.

use std::path::{Path, PathBuf};

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().to_string();
        if p.is_dir() {
            if !matches!(name.as_str(), "target" | ".git" | "corpus" | "artifacts") {
                walk(&p, out);
            }
        } else if name.ends_with(".mp") {
            out.push(p);
        }
    }
}

#[test]
fn every_mp_file_round_trips() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    let mut parsed = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let outcome = magpie_mpir::parse(&text);
        let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        let Some(module) = outcome.value else {
            assert!(
                !rel.starts_with("examples/"),
                "{rel} does not parse: {:?}",
                outcome.diagnostics
            );
            continue;
        };
        parsed += 1;
        let printed = magpie_mpir::print(&module);
        let again = magpie_mpir::parse(&printed);
        assert_eq!(
            again.value.as_ref(),
            Some(&module),
            "{rel}: round trip changed the module; printed:\n{printed}\n{:?}",
            again.diagnostics
        );
        assert_eq!(
            magpie_mpir::print(&module),
            printed,
            "{rel}: print is not deterministic"
        );
    }
    assert!(
        parsed >= 20,
        "only {parsed} of {} .mp files parsed",
        files.len()
    );
}
