//! Runtime configuration: `Magpie.toml`'s `[gpu]` table (spec §12), its
//! profiles, and environment overrides.
//!
//! Precedence, lowest first: built-in defaults, `[gpu]`, the selected
//! `[gpu.profiles.NAME]` (chosen by the caller, else `MAGPIE_PROFILE`), then
//! `MAGPIE_GPU_BACKEND`, `MAGPIE_GPU_FALLBACK`, `MAGPIE_GPU_DEVICE`.
//!
//! Only the `[gpu]` table is ours: other tables of the manifest (`[package]`,
//! `[mlx]`, ...) are left alone. Inside `[gpu]` every key is checked: an
//! unknown key or a bad value is a [`ErrorKind::ValidationFailed`] naming the
//! file and the key, never a silent default.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::device::BackendKind;
use crate::error::{ErrorKind, GpuError};

/// The manifest's file name, looked up from the working directory upwards.
pub const MANIFEST_NAME: &str = "Magpie.toml";

/// Environment variables read by [`RuntimeConfig::apply_env`].
pub const ENV_BACKEND: &str = "MAGPIE_GPU_BACKEND";
pub const ENV_FALLBACK: &str = "MAGPIE_GPU_FALLBACK";
pub const ENV_DEVICE: &str = "MAGPIE_GPU_DEVICE";
pub const ENV_PROFILE: &str = "MAGPIE_PROFILE";

/// Profiles the specification names (§12.2). Selecting one that the manifest
/// does not define is not an error (tools set `MAGPIE_PROFILE=test` for any
/// project); selecting any other undefined profile is.
pub const STANDARD_PROFILES: [&str; 3] = ["dev", "release", "test"];

/// What happens when no GPU device is present (spec §9.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Fallback {
    /// `BackendUnavailable` (the default).
    #[default]
    None,
    /// Run kernels on the CPU executor.
    Cpu,
}

impl Fallback {
    pub fn name(self) -> &'static str {
        match self {
            Fallback::None => "none",
            Fallback::Cpu => "cpu",
        }
    }

    pub fn from_name(s: &str) -> Option<Fallback> {
        match s {
            "none" => Some(Fallback::None),
            "cpu" => Some(Fallback::Cpu),
            _ => None,
        }
    }
}

/// `[gpu.tools]`: paths of external tools, kept for the JIT paths (§14).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ToolPaths {
    pub llc: Option<PathBuf>,
    pub lld: Option<PathBuf>,
}

/// Settings of the CPU device that the manifest does not carry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuOptions {
    /// Lanes per subgroup (`gpu.subgroup.size`), a power of two 1..=1024.
    pub subgroup_size: u32,
    /// Worker threads for one launch; `None`: the executor decides.
    pub threads: Option<usize>,
    /// Abort a launch after this many executed instructions; `None`: no limit.
    pub max_steps: Option<u64>,
}

impl Default for CpuOptions {
    fn default() -> Self {
        CpuOptions {
            subgroup_size: 32,
            threads: None,
            max_steps: None,
        }
    }
}

impl CpuOptions {
    /// Checks [`subgroup_size`](CpuOptions::subgroup_size).
    pub fn check(&self) -> Result<(), GpuError> {
        let s = self.subgroup_size;
        if s == 0 || s > 1024 || !s.is_power_of_two() {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                "cpu",
                format!("CPU subgroup size {s} is not a power of two between 1 and 1024"),
            ));
        }
        if self.threads == Some(0) {
            return Err(GpuError::new(
                ErrorKind::ValidationFailed,
                "cpu",
                "CPU thread count 0: give at least 1, or None to let the executor decide",
            ));
        }
        Ok(())
    }
}

/// The runtime's configuration. `Default` is what an empty manifest means:
/// automatic backend, no fallback, automatic device, no mocking.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RuntimeConfig {
    /// `backend`: `None` is `"auto"` (spec §9.2 order).
    pub backend: Option<BackendKind>,
    /// `fallback`.
    pub fallback: Fallback,
    /// `device_index`: `None` is `-1` (automatic).
    pub device_index: Option<u32>,
    /// `mock_in_tests`: list the mock device and make it the default.
    pub mock_in_tests: bool,
    /// `[gpu.tools]`.
    pub tools: ToolPaths,
    /// The profile that was applied, if any.
    pub profile: Option<String>,
    /// The manifest that was read, if any.
    pub manifest: Option<PathBuf>,
    /// CPU device settings (not read from the manifest).
    pub cpu: CpuOptions,
}

/// Short name for [`RuntimeConfig`].
pub type Config = RuntimeConfig;

// ---- the manifest's shape -------------------------------------------------

#[derive(Deserialize, Default)]
struct ManifestFile {
    #[serde(default)]
    gpu: Option<GpuSection>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct GpuSection {
    backend: Option<String>,
    fallback: Option<String>,
    device_index: Option<i64>,
    mock_in_tests: Option<bool>,
    #[serde(default)]
    profiles: BTreeMap<String, ProfileSection>,
    tools: Option<ToolsSection>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ProfileSection {
    backend: Option<String>,
    fallback: Option<String>,
    device_index: Option<i64>,
    mock_in_tests: Option<bool>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ToolsSection {
    llc: Option<String>,
    lld: Option<String>,
}

/// Where a setting came from, for error messages.
struct Origin<'a> {
    file: &'a str,
    table: String,
}

impl fmt::Display for Origin<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: [{}]", self.file, self.table)
    }
}

fn invalid(message: String) -> GpuError {
    GpuError::new(ErrorKind::ValidationFailed, GpuError::RUNTIME, message)
}

/// The accepted values of `backend`, for messages.
const BACKEND_VALUES: &str =
    "\"auto\", \"spv\", \"msl\", \"ptx\", \"hip\", \"wgsl\", \"cpu\", \"mock\"";

fn parse_backend(value: &str, what: &dyn fmt::Display) -> Result<Option<BackendKind>, GpuError> {
    if value == "auto" {
        return Ok(None);
    }
    BackendKind::from_name(value).map(Some).ok_or_else(|| {
        invalid(format!(
            "{what}: backend = \"{value}\" is not a backend; expected one of {BACKEND_VALUES}"
        ))
    })
}

fn parse_fallback(value: &str, what: &dyn fmt::Display) -> Result<Fallback, GpuError> {
    Fallback::from_name(value).ok_or_else(|| {
        invalid(format!(
            "{what}: fallback = \"{value}\" is not a fallback; expected \"none\" or \"cpu\""
        ))
    })
}

fn parse_device_index(value: i64, what: &dyn fmt::Display) -> Result<Option<u32>, GpuError> {
    match value {
        -1 => Ok(None),
        v => u32::try_from(v).map(Some).map_err(|_| {
            invalid(format!(
                "{what}: device_index = {value} is out of range; expected -1 (automatic) or a device index 0, 1, ..."
            ))
        }),
    }
}

impl RuntimeConfig {
    /// Reads a manifest's text; `profile` selects `[gpu.profiles.NAME]`.
    /// The environment is not consulted (see [`apply_env`](Self::apply_env)).
    pub fn from_toml_str(text: &str, profile: Option<&str>) -> Result<RuntimeConfig, GpuError> {
        Self::from_toml_named(text, MANIFEST_NAME, profile)
    }

    /// Reads the manifest at `path`; `profile` as in [`from_toml_str`](Self::from_toml_str).
    pub fn from_toml_file(path: &Path, profile: Option<&str>) -> Result<RuntimeConfig, GpuError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| invalid(format!("cannot read the manifest {}: {e}", path.display())))?;
        let mut cfg = Self::from_toml_named(&text, &path.display().to_string(), profile)?;
        cfg.manifest = Some(path.to_path_buf());
        Ok(cfg)
    }

    fn from_toml_named(
        text: &str,
        file: &str,
        profile: Option<&str>,
    ) -> Result<RuntimeConfig, GpuError> {
        let manifest: ManifestFile = toml::from_str(text)
            .map_err(|e| invalid(format!("{file}: invalid [gpu] configuration: {e}")))?;
        let gpu = manifest.gpu.unwrap_or_default();
        let base = Origin {
            file,
            table: "gpu".into(),
        };
        let mut cfg = RuntimeConfig::default();
        if let Some(b) = &gpu.backend {
            cfg.backend = parse_backend(b, &base)?;
        }
        if let Some(f) = &gpu.fallback {
            cfg.fallback = parse_fallback(f, &base)?;
        }
        if let Some(i) = gpu.device_index {
            cfg.device_index = parse_device_index(i, &base)?;
        }
        if let Some(m) = gpu.mock_in_tests {
            cfg.mock_in_tests = m;
        }
        if let Some(tools) = gpu.tools {
            cfg.tools = ToolPaths {
                llc: tools.llc.map(PathBuf::from),
                lld: tools.lld.map(PathBuf::from),
            };
        }
        // Every profile is checked, selected or not: a typo in the release
        // profile should not wait for a release build to be noticed.
        let mut selected = None;
        for (name, p) in &gpu.profiles {
            let origin = Origin {
                file,
                table: format!("gpu.profiles.{name}"),
            };
            let layer = ProfileLayer::parse(p, &origin)?;
            if Some(name.as_str()) == profile {
                selected = Some(layer);
            }
        }
        if let Some(name) = profile {
            match selected {
                Some(layer) => layer.apply(&mut cfg),
                None if STANDARD_PROFILES.contains(&name) => {}
                None => {
                    let known: Vec<&str> = gpu.profiles.keys().map(String::as_str).collect();
                    return Err(invalid(format!(
                        "{file}: profile `{name}` is not defined (no [gpu.profiles.{name}]); defined profiles: {}",
                        if known.is_empty() {
                            "none".to_string()
                        } else {
                            known.join(", ")
                        }
                    )));
                }
            }
            cfg.profile = Some(name.to_string());
        }
        Ok(cfg)
    }

    /// The configuration for the working directory: the nearest `Magpie.toml`
    /// (this directory or a parent), the profile named by `MAGPIE_PROFILE`,
    /// then the environment overrides.
    pub fn discover() -> Result<RuntimeConfig, GpuError> {
        Self::discover_with_profile(None)
    }

    /// As [`discover`](Self::discover), with `profile` taking precedence over
    /// `MAGPIE_PROFILE`.
    pub fn discover_with_profile(profile: Option<&str>) -> Result<RuntimeConfig, GpuError> {
        let dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        Self::discover_from(&dir, profile, &|k| std::env::var(k).ok())
    }

    /// Discovery from `dir` with `env` as the environment (for tests and for
    /// hosts that keep their own environment).
    pub fn discover_from(
        dir: &Path,
        profile: Option<&str>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<RuntimeConfig, GpuError> {
        let env_profile = env(ENV_PROFILE).filter(|p| !p.trim().is_empty());
        let profile = profile
            .map(str::to_string)
            .or_else(|| env_profile.map(|p| p.trim().to_string()));
        let mut cfg = match find_manifest(dir) {
            Some(path) => Self::from_toml_file(&path, profile.as_deref())?,
            None => RuntimeConfig {
                profile,
                ..RuntimeConfig::default()
            },
        };
        cfg.apply_env_with(env)?;
        Ok(cfg)
    }

    /// Applies `MAGPIE_GPU_BACKEND`, `MAGPIE_GPU_FALLBACK` and
    /// `MAGPIE_GPU_DEVICE` from the process environment.
    pub fn apply_env(&mut self) -> Result<(), GpuError> {
        self.apply_env_with(&|k| std::env::var(k).ok())
    }

    /// Applies the overrides from `env` (a lookup by variable name). Empty
    /// values are ignored.
    pub fn apply_env_with(&mut self, env: &dyn Fn(&str) -> Option<String>) -> Result<(), GpuError> {
        let get = |k: &str| {
            env(k)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        if let Some(v) = get(ENV_BACKEND) {
            self.backend = parse_backend(&v, &format!("environment {ENV_BACKEND}"))?;
        }
        if let Some(v) = get(ENV_FALLBACK) {
            self.fallback = parse_fallback(&v, &format!("environment {ENV_FALLBACK}"))?;
        }
        if let Some(v) = get(ENV_DEVICE) {
            let what = format!("environment {ENV_DEVICE}");
            let n: i64 = v.parse().map_err(|_| {
                invalid(format!(
                    "{what}: device_index = \"{v}\" is not an integer; expected -1 (automatic) or a device index 0, 1, ..."
                ))
            })?;
            self.device_index = parse_device_index(n, &what)?;
        }
        Ok(())
    }
}

/// One profile's settings, checked.
struct ProfileLayer {
    backend: Option<Option<BackendKind>>,
    fallback: Option<Fallback>,
    device_index: Option<Option<u32>>,
    mock_in_tests: Option<bool>,
}

impl ProfileLayer {
    fn parse(p: &ProfileSection, origin: &Origin<'_>) -> Result<ProfileLayer, GpuError> {
        Ok(ProfileLayer {
            backend: p
                .backend
                .as_deref()
                .map(|b| parse_backend(b, origin))
                .transpose()?,
            fallback: p
                .fallback
                .as_deref()
                .map(|f| parse_fallback(f, origin))
                .transpose()?,
            device_index: p
                .device_index
                .map(|i| parse_device_index(i, origin))
                .transpose()?,
            mock_in_tests: p.mock_in_tests,
        })
    }

    fn apply(self, cfg: &mut RuntimeConfig) {
        if let Some(b) = self.backend {
            cfg.backend = b;
        }
        if let Some(f) = self.fallback {
            cfg.fallback = f;
        }
        if let Some(i) = self.device_index {
            cfg.device_index = i;
        }
        if let Some(m) = self.mock_in_tests {
            cfg.mock_in_tests = m;
        }
    }
}

/// The nearest `Magpie.toml` in `dir` or one of its parents.
pub fn find_manifest(dir: &Path) -> Option<PathBuf> {
    dir.ancestors()
        .map(|d| d.join(MANIFEST_NAME))
        .find(|p| p.is_file())
}
