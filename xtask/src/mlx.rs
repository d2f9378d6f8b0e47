//! MLX for the `magpie_mlx` tests: PyPI's `mlx-cpu` wheel (libmlx, its
//! headers and the BLAS/LAPACK it links), unpacked into
//! `~/.cache/magpie-gpu/mlx/` where `magpie_mlx`'s build script looks,
//! when no MLX is found (`MLX_DIR`, an installed Python package, that
//! cache); and the 8×8 digits data set of §17.9's test, taken from
//! scikit-learn's wheel (`sklearn/datasets/data/digits.csv.gz`) into
//! `~/.cache/magpie-gpu/mlx/digits.csv`; and the Python packages the
//! cross-checks import (MLX's own `mlx`, and NumPy for the float64
//! references), unpacked from their wheels into that cache. Nothing is
//! installed into the system's Python. Best effort: without them the MLX
//! tests skip, unless `MAGPIE_REQUIRE` names `mlx` (`mlx-python`, `numpy`).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::tasks::{download_with_pip, required};

type Result<T = ()> = std::result::Result<T, String>;

const WHEEL: &str = "mlx-cpu";
const VERSION: &str = "0.32.4";
const SKLEARN: &str = "scikit-learn==1.9.1";
const DIGITS_MEMBER: &str = "sklearn/datasets/data/digits.csv.gz";
/// NumPy for the interpreter `python3` is (pip picks the wheel for its
/// version and platform, e.g. `cp311-manylinux_2_28_x86_64`).
const NUMPY_VERSION: &str = "2.4.6";

fn has_headers(mlx: &Path) -> bool {
    mlx.join("include/mlx/mlx.h").is_file()
}

/// `~/.cache/magpie-gpu/mlx/<name>`: the tests put every folder there on
/// `PYTHONPATH`.
fn cache_dir(name: &str) -> Option<PathBuf> {
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/magpie-gpu/mlx").join(name))
}

fn cache() -> Option<PathBuf> {
    cache_dir(&format!("mlx_cpu-{VERSION}"))
}

fn numpy_cache() -> Option<PathBuf> {
    cache_dir(&format!("numpy-{NUMPY_VERSION}"))
}

/// Whether an MLX with headers is already where the build looks.
fn found() -> bool {
    if std::env::var_os("MLX_DIR").is_some_and(|d| has_headers(Path::new(&d))) {
        return true;
    }
    if cache().is_some_and(|c| has_headers(&c.join("mlx"))) {
        return true;
    }
    let script =
        "import site; print('\\n'.join(site.getsitepackages() + [site.getusersitepackages()]))";
    Command::new("python3")
        .args(["-c", script])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .is_some_and(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .any(|l| has_headers(&Path::new(l.trim()).join("mlx")))
        })
}

fn unzip_all(wheel: &Path, dir: &Path) -> Result {
    let unzipped = Command::new("unzip")
        .args(["-o", "-q"])
        .arg(wheel)
        .arg("-d")
        .arg(dir)
        .status()
        .is_ok_and(|s| s.success());
    if unzipped {
        return Ok(());
    }
    let script = "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])";
    let ok = Command::new("python3")
        .args(["-c", script])
        .arg(wheel)
        .arg(dir)
        .status()
        .is_ok_and(|s| s.success());
    if ok {
        Ok(())
    } else {
        Err("cannot unzip the wheel (no unzip, no python3)".into())
    }
}

/// Downloads the wheel `spec` into a scratch folder, hands it to `use_it`,
/// and removes the folder whatever happened.
fn with_wheel(spec: &str, use_it: impl FnOnce(&Path) -> Result) -> Result {
    let tmp = std::env::temp_dir().join(format!(
        "magpie-wheel-{}-{}",
        spec.replace(['=', '.'], "_"),
        std::process::id()
    ));
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    let result = download_with_pip(&tmp, spec).and_then(|wheel| use_it(&wheel));
    let _ = std::fs::remove_dir_all(&tmp);
    result
}

/// Unpacks the wheel `spec` whole into the cache folder `dir` (MLX's
/// when `None`).
fn unpack_into_cache(spec: &str, dir: Option<PathBuf>) -> Result<PathBuf> {
    let dir = dir.or_else(cache).ok_or("HOME is not set")?;
    with_wheel(spec, |wheel| {
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        unzip_all(wheel, &dir)
    })?;
    Ok(dir)
}

fn fetch() -> Result<PathBuf> {
    if std::env::consts::OS != "linux" {
        return Err(format!(
            "{WHEEL} is a Linux wheel; on {} install MLX and set MLX_DIR",
            std::env::consts::OS
        ));
    }
    eprintln!("xtask: fetching MLX ({WHEEL} {VERSION} from PyPI)");
    let dir = unpack_into_cache(&format!("{WHEEL}=={VERSION}"), None)?;
    if has_headers(&dir.join("mlx")) {
        Ok(dir)
    } else {
        Err(format!("{} holds no MLX headers", dir.display()))
    }
}

fn digits_file() -> Option<PathBuf> {
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/magpie-gpu/mlx/digits.csv"))
}

/// The digits CSV from scikit-learn's wheel (its gzip member, unpacked).
fn fetch_digits(to: &Path) -> Result {
    eprintln!("xtask: fetching the digits data set ({SKLEARN}'s wheel from PyPI)");
    let script = "import gzip, sys, zipfile\n\
                  data = zipfile.ZipFile(sys.argv[1]).read(sys.argv[2])\n\
                  open(sys.argv[3], 'wb').write(gzip.decompress(data))";
    with_wheel(SKLEARN, |wheel| {
        if let Some(dir) = to.parent() {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        }
        let ok = Command::new("python3")
            .args(["-c", script])
            .arg(wheel)
            .arg(DIGITS_MEMBER)
            .arg(to)
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            Ok(())
        } else {
            Err(format!(
                "cannot unpack {DIGITS_MEMBER} from the wheel (python3)"
            ))
        }
    })
}

fn ensure_digits() -> Result {
    let Some(file) = digits_file() else {
        return Err("HOME is not set".into());
    };
    if file.is_file() {
        return Ok(());
    }
    fetch_digits(&file)
}

/// Whether `python3` runs `import {modules}`, with the cache folder `dir`
/// on its path (where the wheel is unpacked).
fn python_imports(modules: &str, dir: Option<PathBuf>) -> bool {
    let mut path = std::env::var("PYTHONPATH").unwrap_or_default();
    if let Some(c) = dir {
        path = format!("{}:{path}", c.display());
    }
    Command::new("python3")
        .args(["-c", &format!("import {modules}")])
        .env("PYTHONPATH", path)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A Python package a cross-check imports, unpacked from its wheel into
/// the cache when `python3` cannot import it.
struct PythonPackage {
    /// What the messages call it.
    name: &'static str,
    /// Its `MAGPIE_REQUIRE` token.
    token: &'static str,
    /// The pip requirement of its wheel.
    spec: String,
    /// What `python3 -c "import …"` must accept.
    imports: &'static str,
    /// The cache folder it is unpacked into.
    dir: Option<PathBuf>,
}

impl PythonPackage {
    /// MLX's Python package (`mlx`, for the interpreter `python3` is),
    /// unpacked beside the `mlx-cpu` wheel: `tests/against_python.rs`
    /// checks `magpie_mlx`'s layers against `mlx.nn`.
    fn mlx() -> PythonPackage {
        PythonPackage {
            name: "MLX's Python package",
            token: "mlx-python",
            spec: format!("mlx=={VERSION}"),
            imports: "mlx.nn, mlx.optimizers",
            dir: cache(),
        }
    }

    /// NumPy, in its own cache folder: `tests/against_numpy.rs` checks
    /// the binding's operations against NumPy's float64 results.
    fn numpy() -> PythonPackage {
        PythonPackage {
            name: "NumPy",
            token: "numpy",
            spec: format!("numpy=={NUMPY_VERSION}"),
            imports: "numpy",
            dir: numpy_cache(),
        }
    }

    fn imports(&self) -> bool {
        python_imports(self.imports, self.dir.clone())
    }

    fn fetch(&self) -> Result {
        eprintln!("xtask: fetching {} ({} from PyPI)", self.name, self.spec);
        unpack_into_cache(&self.spec, self.dir.clone())?;
        if self.imports() {
            Ok(())
        } else {
            Err(format!("python3 still cannot import {}", self.imports))
        }
    }

    /// Importable afterwards, or a skip announced; an error only where
    /// `MAGPIE_REQUIRE` names the package.
    fn ensure(&self) -> Result {
        if self.imports() {
            return Ok(());
        }
        match self.fetch() {
            Ok(()) => Ok(()),
            Err(e) if required(self.token) => Err(format!(
                "{} is required (MAGPIE_REQUIRE names {}) but could not be installed: {e}",
                self.name, self.token
            )),
            Err(e) => {
                eprintln!(
                    "xtask: {} is not available ({e}): the checks against it will skip",
                    self.name
                );
                Ok(())
            }
        }
    }
}

/// Unpacks MLX where the build finds it, unless one is there already, the
/// digits data set, and MLX's Python package and NumPy for the
/// cross-checks.
pub fn ensure_mlx() -> Result {
    ensure_mlx_core()?;
    PythonPackage::mlx().ensure()?;
    PythonPackage::numpy().ensure()
}

fn ensure_mlx_core() -> Result {
    match ensure_digits() {
        Ok(()) => {}
        Err(e) if required("mlx") => {
            return Err(format!(
                "MLX is required (MAGPIE_REQUIRE), but its test's data could not be had: {e}"
            ))
        }
        Err(e) => {
            eprintln!("xtask: the digits data set is not available ({e}): §17.9's test will skip")
        }
    }
    if found() {
        return Ok(());
    }
    match fetch() {
        Ok(dir) => {
            eprintln!("xtask: MLX unpacked at {}", dir.display());
            Ok(())
        }
        Err(e) if required("mlx") => Err(format!(
            "MLX is required (MAGPIE_REQUIRE) but could not be installed: {e}"
        )),
        Err(e) => {
            eprintln!("xtask: MLX not available ({e}): the MLX tests will skip");
            Ok(())
        }
    }
}
