//! Builds the C glue over MLX's C++ core (`glue/magpie_mlx_glue.cpp`) into
//! a shared library linked against libmlx, when MLX's headers and library
//! are found; the crate itself never links MLX and loads the glue at run
//! time (`src/loader.rs`). Where MLX is looked for, in order:
//!
//! 1. `MLX_DIR`: a folder with `include/mlx/mlx.h` and `lib/libmlx.*`;
//! 2. the `mlx` folder of an installed Python package (`mlx-cpu`,
//!    `mlx-cuda`, `mlx-metal` put it in site-packages);
//! 3. `~/.cache/magpie-gpu/mlx/*/mlx` (where the test command unpacks the
//!    `mlx-cpu` wheel when pip cannot install it).
//!
//! Sets `MAGPIE_MLX_GLUE` (the library's path) or `MAGPIE_MLX_GLUE_MISSING`
//! (what was looked for, and why nothing was built) for the crate. Never
//! fails the build: a machine without MLX builds everything else.

use std::path::{Path, PathBuf};
use std::process::Command;

const GLUE: &str = "glue/magpie_mlx_glue.cpp";

fn has_mlx(dir: &Path) -> bool {
    dir.join("include/mlx/mlx.h").is_file()
        && ["libmlx.so", "libmlx.dylib"]
            .iter()
            .any(|l| dir.join("lib").join(l).is_file())
}

fn python_candidates() -> Vec<PathBuf> {
    let script = "import site, sys\n\
                  paths = list(getattr(site, 'getsitepackages', lambda: [])())\n\
                  paths.append(site.getusersitepackages())\n\
                  print('\\n'.join(paths))";
    let out = ["python3", "python"]
        .iter()
        .find_map(|py| Command::new(py).args(["-c", script]).output().ok())
        .filter(|o| o.status.success());
    out.map(|o| {
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(|l| Path::new(l.trim()).join("mlx"))
            .collect()
    })
    .unwrap_or_default()
}

fn cache_candidates() -> Vec<PathBuf> {
    let Some(home) = std::env::var_os("HOME") else {
        return Vec::new();
    };
    let root = Path::new(&home).join(".cache/magpie-gpu/mlx");
    let Ok(entries) = std::fs::read_dir(&root) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries.flatten().map(|e| e.path().join("mlx")).collect();
    found.sort();
    found
}

/// MLX's folder, and every place looked at.
fn find_mlx() -> (Option<PathBuf>, Vec<PathBuf>) {
    let mut looked = Vec::new();
    if let Some(dir) = std::env::var_os("MLX_DIR") {
        let dir = PathBuf::from(dir);
        looked.push(dir.clone());
        if has_mlx(&dir) {
            return (Some(dir), looked);
        }
    }
    for dir in python_candidates().into_iter().chain(cache_candidates()) {
        looked.push(dir.clone());
        if has_mlx(&dir) {
            return (Some(dir), looked);
        }
    }
    (None, looked)
}

fn main() {
    println!("cargo:rerun-if-changed={GLUE}");
    println!("cargo:rerun-if-env-changed=MLX_DIR");
    println!("cargo:rerun-if-env-changed=CXX");
    let (mlx, looked) = find_mlx();
    // A header that appears (a `pip install` after a build) or changes
    // reruns this script.
    for dir in &looked {
        println!(
            "cargo:rerun-if-changed={}",
            dir.join("include/mlx/mlx.h").display()
        );
    }
    let Some(mlx) = mlx else {
        let places: Vec<String> = looked.iter().map(|p| p.display().to_string()).collect();
        println!(
            "cargo:rustc-env=MAGPIE_MLX_GLUE_MISSING=no MLX headers and library found at build time \
             (looked in: {}; set MLX_DIR, or `pip install mlx-cpu`)",
            if places.is_empty() { "nothing".into() } else { places.join(", ") }
        );
        return;
    };
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        println!("cargo:rustc-env=MAGPIE_MLX_GLUE_MISSING=the build had no OUT_DIR to put the MLX glue in");
        return;
    };
    let macos = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "macos");
    let lib = out.join(if macos {
        "libmagpie_mlx_glue.dylib"
    } else {
        "libmagpie_mlx_glue.so"
    });
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let libdir = mlx.join("lib");
    let status = Command::new(&cxx)
        .args(["-std=c++20", "-O2", "-fPIC", "-shared", "-o"])
        .arg(&lib)
        .arg(GLUE)
        .arg(format!("-I{}", mlx.join("include").display()))
        .arg(format!("-L{}", libdir.display()))
        .arg("-lmlx")
        .arg(format!("-Wl,-rpath,{}", libdir.display()))
        .status();
    match status {
        Ok(s) if s.success() => {
            println!("cargo:rustc-env=MAGPIE_MLX_GLUE={}", lib.display());
        }
        other => {
            let why = match other {
                Ok(s) => format!("{cxx} exited with {s}"),
                Err(e) => format!("{cxx} could not run: {e}"),
            };
            println!("cargo:warning=magpie_mlx: the MLX glue did not build ({why}); MLX calls will report it");
            println!(
                "cargo:rustc-env=MAGPIE_MLX_GLUE_MISSING=the MLX glue did not build against {} ({why})",
                mlx.display()
            );
        }
    }
}
