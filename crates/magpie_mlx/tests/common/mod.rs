//! What the MLX tests share: MLX, or a skip with one printed line (a
//! failure where `MAGPIE_REQUIRE` names `mlx` or `all`).
#![allow(dead_code)]

use magpie_mlx::Mlx;

/// Whether `MAGPIE_REQUIRE` names `what` (or `all`).
pub fn required(what: &str) -> bool {
    std::env::var("MAGPIE_REQUIRE").is_ok_and(|v| {
        v.split(|c: char| c == ',' || c.is_whitespace())
            .any(|s| s == what || s == "all")
    })
}

pub fn mlx(test: &str) -> Option<Mlx> {
    match Mlx::load() {
        Ok(m) => Some(m),
        Err(e) => {
            assert!(
                !required("mlx"),
                "{test}: MLX is missing, but MAGPIE_REQUIRE names it: {e}"
            );
            println!("skip {test}: {e}");
            None
        }
    }
}

/// `PYTHONPATH` for the cross-checks' Python: the caller's, then every
/// folder of `~/.cache/magpie-gpu/mlx` (where `cargo xtask test` unpacks
/// MLX's Python package and NumPy).
pub fn python_path() -> String {
    let mut parts: Vec<String> = std::env::var("PYTHONPATH")
        .ok()
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect();
    if let Some(home) = std::env::var_os("HOME") {
        let cache = std::path::Path::new(&home).join(".cache/magpie-gpu/mlx");
        if let Ok(entries) = std::fs::read_dir(cache) {
            parts.extend(entries.flatten().map(|e| e.path().display().to_string()));
        }
    }
    parts.join(":")
}

/// Whether `python3` runs `import {modules}` with [`python_path`]; a
/// skip line for `test` when not (a failure where `MAGPIE_REQUIRE` names
/// `token`). `what` names the package for the messages.
pub fn python_imports(test: &str, modules: &str, token: &str, what: &str) -> bool {
    let ok = std::process::Command::new("python3")
        .args(["-c", &format!("import {modules}")])
        .env("PYTHONPATH", python_path())
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            !required(token),
            "{test}: MAGPIE_REQUIRE names {token}, but `import {modules}` fails"
        );
        println!("skip {test}: python3 cannot import {what}");
    }
    ok
}

/// Runs the Python `script` with [`python_path`], `request` as JSON on its
/// standard input; its JSON reply. Fails `what` with the script's
/// standard error when it does not succeed.
pub fn run_python(script: &str, request: &serde_json::Value, what: &str) -> serde_json::Value {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("python3")
        .arg(script)
        .env("PYTHONPATH", python_path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(request.to_string().as_bytes())
        .expect("the request");
    drop(stdin);
    let done = child.wait_with_output().expect("python3 ran");
    assert!(
        done.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&done.stderr)
    );
    serde_json::from_slice(&done.stdout).expect("JSON from python")
}

/// Row-major strides of `shape`.
pub fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        s[k] = s[k + 1] * shape[k + 1];
    }
    s
}

/// Index tuple of flat `i` in `shape`.
pub fn unflatten(mut i: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for k in (0..shape.len()).rev() {
        idx[k] = i % shape[k];
        i /= shape[k];
    }
    idx
}

/// Deterministic values in [-2, 2), no zeros.
pub fn values(n: usize, seed: u64) -> Vec<f64> {
    let mut x = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let u = (x >> 11) as f64 / (1u64 << 53) as f64;
            let v = u * 4.0 - 2.0;
            if v.abs() < 1e-3 {
                0.5
            } else {
                v
            }
        })
        .collect()
}

pub fn close(got: &[f64], want: &[f64], rel: f64, what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let tol = rel * w.abs().max(1.0);
        assert!((g - w).abs() <= tol, "{what}: element {i}: {g} against {w}");
    }
}
