//! One small bad input per diagnostic code that needs no backend, in
//! `tests/diagnostics/CODE[-what].mp`, with a snapshot of the rendered
//! message (code, span, hint). A first line `; args: ...` adds arguments
//! to `magpie-gpu check`.

mod common;

use common::{check_json, magpie, mp_files};
use magpie_diag::codes;

fn args_of(text: &str) -> Vec<String> {
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix("; args:"))
        .map(|a| a.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

fn code_of(file: &str) -> String {
    let stem = file
        .rsplit('/')
        .next()
        .unwrap_or(file)
        .trim_end_matches(".mp");
    stem.split('-').next().unwrap_or(stem).to_string()
}

#[test]
fn each_bad_input_reports_its_code_with_a_span() {
    for file in mp_files("crates/magpie_cli/tests/diagnostics") {
        let code = code_of(&file);
        let text = std::fs::read_to_string(common::repo_root().join(&file)).unwrap_or_default();
        let args = args_of(&text);
        let extra: Vec<&str> = args.iter().map(String::as_str).collect();
        let (status, json) = check_json(&[&file], &extra);
        let diags = json["files"][0]["diagnostics"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let hit = diags
            .iter()
            .find(|d| d["code"] == code.as_str())
            .unwrap_or_else(|| panic!("{file}: no {code} among {diags:#?}"));
        let primary = hit["labels"]
            .as_array()
            .and_then(|ls| ls.iter().find(|l| l["primary"] == true))
            .unwrap_or_else(|| panic!("{file}: {code} has no primary label: {hit:#}"));
        let (start, end) = (
            primary["start"].as_u64().unwrap_or(0) as usize,
            primary["end"].as_u64().unwrap_or(0) as usize,
        );
        assert!(
            start < end && end <= text.len(),
            "{file}: empty or bad span {start}..{end}"
        );
        let severity = hit["severity"].as_str().unwrap_or("");
        if severity == "error" {
            assert_eq!(status, 1, "{file}: an error must make check exit 1");
        }
        // The rendered text, as a person sees it.
        let mut cmd = vec!["check", "--color", "never"];
        cmd.extend_from_slice(&extra);
        cmd.push(&file);
        let out = magpie(&cmd);
        let rendered = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(
            rendered.contains(&code),
            "{file}: rendered text lacks {code}"
        );
        let name = file
            .rsplit('/')
            .next()
            .unwrap_or(&file)
            .trim_end_matches(".mp")
            .to_string();
        insta::with_settings!({ snapshot_suffix => name, prepend_module_to_snapshot => false }, {
            insta::assert_snapshot!("rendered", rendered);
        });
    }
}

/// Codes that only a backend, a tool, a device or the runtime can raise.
const NEED_A_BACKEND: &[&str] = &[
    "MPG_CORE_1300", // tested through `emit` below
    "MPG_CORE_1301",
    "MPG_CORE_1400", // configuration: tested in config_errors.rs
    "MPG_CORE_1401", // two files of one bundle module: tested in bundle_commands.rs
    "MPG_SPV_2002",
    "MPG_SPV_2003",
    "MPG_MSL_1001",
    "MPG_MSL_2002",
    "MPG_PTX_2002",
    "MPG_PTX_2003",
    "MPG_HIP_2002",
    "MPG_MLX_1001",
    "MPG_MLX_1002",
    "MPG_MLX_1003",
    "MPG_MLX_1004",
    "MPG_PROF_1001",
    "MPG_PROF_1002",
    "MPG_PROF_1003",
    "MPG_INTERNAL",
];

/// Codes about a file as a whole, with no span: tested on their own below.
const NO_SPAN: &[&str] = &["MPP0011"];

#[test]
fn every_front_end_code_has_a_bad_input() {
    let have: Vec<String> = mp_files("crates/magpie_cli/tests/diagnostics")
        .iter()
        .map(|f| code_of(f))
        .collect();
    let missing: Vec<&str> = codes::ALL
        .iter()
        .map(|c| c.name())
        .filter(|n| {
            !NEED_A_BACKEND.contains(n) && !NO_SPAN.contains(n) && !have.iter().any(|h| h == n)
        })
        .collect();
    assert!(missing.is_empty(), "codes without a bad input: {missing:?}");
}

/// Every backend is built into this CLI now; a target no backend takes is
/// MPG_CORE_1300 too.
#[test]
fn emit_for_an_unknown_target_is_mpg_core_1300() {
    let out = magpie(&[
        "--output",
        "json",
        "emit",
        "examples/spec/17_2_vector_add_msl.mp",
        "--target",
        "dxil",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("MPG_CORE_1300"), "{stderr}");
    assert!(stderr.contains("unknown target `dxil`"), "{stderr}");
}

/// A file that is not UTF-8: MPP0011 naming the file and the offset of the
/// first bad byte, from every command that reads kernel files.
#[test]
fn non_utf8_input_is_mpp0011_for_every_command() {
    let dir = std::env::temp_dir().join(format!("magpie-utf8-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("latin1.mp");
    // `; caf\xe9`: a Latin-1 `é` at byte offset 5.
    std::fs::write(
        &file,
        b"; caf\xe9\ngpu fn @k() -> unit {\nbb0:\n    ret\n}\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();

    let (status, json) = check_json(&[path], &[]);
    assert_eq!(status, 1, "{json:#}");
    let d = &json["files"][0]["diagnostics"][0];
    assert_eq!(d["code"], "MPP0011", "{json:#}");
    assert_eq!(d["severity"], "error", "{json:#}");
    let message = d["message"].as_str().unwrap_or_default();
    assert!(
        message.contains(path) && message.contains("offset 5"),
        "{message}"
    );
    assert_eq!(json["errors"], 1, "{json:#}");

    let commands: [&[&str]; 4] = [
        &["check", "--color", "never", path],
        &["emit", path, "--target", "mpir"],
        &["emit", path, "--target", "ptx"],
        &["run", path, "--kernel", "k", "--grid", "1"],
    ];
    for args in commands {
        let out = magpie(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains("MPP0011"), "{args:?}: {stderr}");
        assert!(stderr.contains("offset 5"), "{args:?}: {stderr}");
        assert!(stderr.contains("help:"), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn explain_knows_the_new_codes() {
    for code in ["MPP0011", "MPS0026"] {
        let out = magpie(&["explain", code]);
        assert_eq!(out.status.code(), Some(0), "{code}");
    }
}
