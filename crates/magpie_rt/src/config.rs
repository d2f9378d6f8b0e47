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
//!
//! Loading returns a [`ConfigError`]: the diagnostic code
//! ([`codes::MPG_CORE_1400`]), the file, the byte span of the offending key or
//! value (hence line and column), and the manifest's text, so that a tool can
//! render it with a source snippet ([`ConfigError::diagnostic`]). It converts
//! into a [`GpuError`] of kind `ValidationFailed` for APIs that return those.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use magpie_diag::{codes, Code, Diagnostic, Span};
use serde::Deserialize;
use toml::Spanned;

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
    /// `targets`: what `magpie-gpu build` makes blobs for when no
    /// `--targets` is given (each checked like `--targets`).
    pub targets: Vec<String>,
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
    backend: Option<Spanned<String>>,
    fallback: Option<Spanned<String>>,
    device_index: Option<Spanned<i64>>,
    mock_in_tests: Option<bool>,
    targets: Option<Spanned<Vec<String>>>,
    #[serde(default)]
    profiles: BTreeMap<String, ProfileSection>,
    tools: Option<ToolsSection>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ProfileSection {
    backend: Option<Spanned<String>>,
    fallback: Option<Spanned<String>>,
    device_index: Option<Spanned<i64>>,
    mock_in_tests: Option<bool>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ToolsSection {
    llc: Option<String>,
    lld: Option<String>,
}

/// The table a setting came from, for error messages.
struct Origin {
    table: String,
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}]", self.table)
    }
}

/// A configuration that cannot be used: a manifest that does not parse, an
/// unknown key, a wrong type or value, an undefined profile, or a bad
/// environment override. Always [`ConfigError::CODE`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The manifest (as given to the loader); `None` for the environment.
    pub file: Option<String>,
    /// The manifest's text, for snippets; empty for the environment.
    pub source_text: String,
    /// Byte range of the offending key or value in `source_text`, if known.
    pub span: Option<Range<usize>>,
    /// What is wrong, without the location.
    pub message: String,
    /// A suggestion (the nearest valid key, the accepted values), if any.
    pub help: Option<String>,
}

impl ConfigError {
    /// The diagnostic code of every configuration error.
    pub const CODE: Code = codes::MPG_CORE_1400;

    pub fn code(&self) -> Code {
        Self::CODE
    }

    /// The [`GpuError`] kind it converts to.
    pub fn kind(&self) -> ErrorKind {
        ErrorKind::ValidationFailed
    }

    /// 1-based line and column (in characters) of the span's start.
    pub fn line_column(&self) -> Option<(usize, usize)> {
        let span = self.span.as_ref()?;
        Some(magpie_diag::line_column(&self.source_text, span.start))
    }

    /// `FILE:LINE:COLUMN`, `FILE`, or `None` for the environment.
    pub fn location(&self) -> Option<String> {
        let file = self.file.as_ref()?;
        Some(match self.line_column() {
            Some((l, c)) => format!("{file}:{l}:{c}"),
            None => file.clone(),
        })
    }

    /// A diagnostic for [`magpie_diag::render_text`] with `file` and
    /// [`source_text`](Self::source_text).
    pub fn diagnostic(&self) -> Diagnostic {
        let mut d = Diagnostic::error(Self::CODE, self.message.clone());
        if let Some(r) = &self.span {
            let clamp = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
            d = d.with_primary(Span::new(clamp(r.start), clamp(r.end)), "");
        }
        if let Some(h) = &self.help {
            d = d.with_help(h.clone());
        }
        d
    }

    fn in_file(file: &str, text: &str, span: Option<Range<usize>>, message: String) -> Self {
        ConfigError {
            file: Some(file.to_string()),
            source_text: text.to_string(),
            span,
            message,
            help: None,
        }
    }

    fn env(message: String) -> Self {
        ConfigError {
            file: None,
            source_text: String::new(),
            span: None,
            message,
            help: None,
        }
    }

    fn with_help(mut self, help: Option<String>) -> Self {
        self.help = help;
        self
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(loc) = self.location() {
            write!(f, "{loc}: ")?;
        }
        f.write_str(&self.message)?;
        if let Some(h) = &self.help {
            write!(f, " (help: {h})")?;
        }
        Ok(())
    }
}

impl std::error::Error for ConfigError {}

impl From<ConfigError> for GpuError {
    fn from(e: ConfigError) -> GpuError {
        GpuError::new(
            ErrorKind::ValidationFailed,
            GpuError::RUNTIME,
            format!("{}: {e}", ConfigError::CODE),
        )
    }
}

/// Where the manifest is, for errors raised while reading it.
struct Source<'a> {
    file: &'a str,
    text: &'a str,
}

impl Source<'_> {
    fn error(&self, span: Option<Range<usize>>, message: String) -> ConfigError {
        ConfigError::in_file(self.file, self.text, span, message)
    }
}

/// The message of a TOML or serde error, with a hint naming the nearest
/// valid key for an unknown one.
fn toml_error(src: &Source<'_>, e: &toml::de::Error) -> ConfigError {
    let mut message = e.message().trim().to_string();
    let help = unknown_key_hint(&message);
    // A type error points at the value: name its key too.
    if let Some(key) = e.span().and_then(|r| key_before(src.text, r.start)) {
        message = format!("`{key}`: {message}");
    }
    src.error(e.span(), format!("invalid configuration: {message}"))
        .with_help(help)
}

/// The key of `key = value` when `at` lies in the value.
fn key_before(text: &str, at: usize) -> Option<&str> {
    let line_start = text.get(..at)?.rfind('\n').map_or(0, |i| i + 1);
    let (key, _) = text.get(line_start..at)?.split_once('=')?;
    let key = key.trim();
    (!key.is_empty() && !key.starts_with('[')).then_some(key)
}

/// For serde's "unknown field `x`, expected one of `a`, `b`": "did you mean `a`?".
fn unknown_key_hint(message: &str) -> Option<String> {
    let rest = message.strip_prefix("unknown field `")?;
    let (key, rest) = rest.split_once('`')?;
    let expected: Vec<&str> = rest.split('`').skip(1).step_by(2).collect();
    match magpie_diag::suggest::similar(key, expected.iter().copied()) {
        Some(k) => Some(format!("did you mean `{k}`?")),
        None if !expected.is_empty() => Some(format!("valid keys: {}", expected.join(", "))),
        None => None,
    }
}

/// The accepted values of `backend`, for messages.
const BACKEND_VALUES: &str =
    "\"auto\", \"spv\", \"msl\", \"ptx\", \"hip\", \"wgsl\", \"cpu\", \"mock\"";

// The checks below return the message only; the caller adds the location.

fn parse_backend(value: &str, what: &dyn fmt::Display) -> Result<Option<BackendKind>, String> {
    if value == "auto" {
        return Ok(None);
    }
    BackendKind::from_name(value).map(Some).ok_or_else(|| {
        format!("{what}: backend = \"{value}\" is not a backend; expected one of {BACKEND_VALUES}")
    })
}

fn parse_fallback(value: &str, what: &dyn fmt::Display) -> Result<Fallback, String> {
    Fallback::from_name(value).ok_or_else(|| {
        format!("{what}: fallback = \"{value}\" is not a fallback; expected \"none\" or \"cpu\"")
    })
}

fn parse_device_index(value: i64, what: &dyn fmt::Display) -> Result<Option<u32>, String> {
    match value {
        -1 => Ok(None),
        v => u32::try_from(v).map(Some).map_err(|_| {
            format!(
                "{what}: device_index = {value} is out of range; expected -1 (automatic) or a device index 0, 1, ..."
            )
        }),
    }
}

/// Checks a spanned manifest value, locating an error at the value.
fn check_spanned<T, U>(
    src: &Source<'_>,
    v: &Spanned<T>,
    check: impl FnOnce(&T) -> Result<U, String>,
) -> Result<U, ConfigError> {
    check(v.get_ref()).map_err(|m| src.error(Some(v.span()), m))
}

impl RuntimeConfig {
    /// Reads a manifest's text; `profile` selects `[gpu.profiles.NAME]`.
    /// The environment is not consulted (see [`apply_env`](Self::apply_env)).
    pub fn from_toml_str(text: &str, profile: Option<&str>) -> Result<RuntimeConfig, ConfigError> {
        Self::from_toml_named(text, MANIFEST_NAME, profile)
    }

    /// Reads the manifest at `path`; `profile` as in [`from_toml_str`](Self::from_toml_str).
    pub fn from_toml_file(
        path: &Path,
        profile: Option<&str>,
    ) -> Result<RuntimeConfig, ConfigError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| {
            ConfigError::in_file(&file, "", None, format!("cannot read the manifest: {e}"))
        })?;
        let mut cfg = Self::from_toml_named(&text, &file, profile)?;
        cfg.manifest = Some(path.to_path_buf());
        Ok(cfg)
    }

    fn from_toml_named(
        text: &str,
        file: &str,
        profile: Option<&str>,
    ) -> Result<RuntimeConfig, ConfigError> {
        let src = Source { file, text };
        let manifest: ManifestFile = toml::from_str(text).map_err(|e| toml_error(&src, &e))?;
        let gpu = manifest.gpu.unwrap_or_default();
        let base = Origin {
            table: "gpu".into(),
        };
        let mut cfg = RuntimeConfig::default();
        if let Some(b) = &gpu.backend {
            cfg.backend = check_spanned(&src, b, |b| parse_backend(b, &base))?;
        }
        if let Some(f) = &gpu.fallback {
            cfg.fallback = check_spanned(&src, f, |f| parse_fallback(f, &base))?;
        }
        if let Some(i) = &gpu.device_index {
            cfg.device_index = check_spanned(&src, i, |i| parse_device_index(*i, &base))?;
        }
        if let Some(m) = gpu.mock_in_tests {
            cfg.mock_in_tests = m;
        }
        if let Some(t) = &gpu.targets {
            cfg.targets = check_spanned(&src, t, |t| {
                magpie_build::parse_targets(t)
                    .map(|_| t.clone())
                    .map_err(|why| format!("{base}: targets: {why}"))
            })?;
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
                table: format!("gpu.profiles.{name}"),
            };
            let layer = ProfileLayer::parse(p, &src, &origin)?;
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
                    return Err(src.error(
                        None,
                        format!(
                            "profile `{name}` is not defined (no [gpu.profiles.{name}]); defined profiles: {}",
                            if known.is_empty() {
                                "none".to_string()
                            } else {
                                known.join(", ")
                            }
                        ),
                    ));
                }
            }
            cfg.profile = Some(name.to_string());
        }
        Ok(cfg)
    }

    /// The configuration for the working directory: the nearest `Magpie.toml`
    /// (this directory or a parent), the profile named by `MAGPIE_PROFILE`,
    /// then the environment overrides.
    pub fn discover() -> Result<RuntimeConfig, ConfigError> {
        Self::discover_with_profile(None)
    }

    /// As [`discover`](Self::discover), with `profile` taking precedence over
    /// `MAGPIE_PROFILE`.
    pub fn discover_with_profile(profile: Option<&str>) -> Result<RuntimeConfig, ConfigError> {
        let dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        Self::discover_from(&dir, profile, &|k| std::env::var(k).ok())
    }

    /// Discovery from `dir` with `env` as the environment (for tests and for
    /// hosts that keep their own environment).
    pub fn discover_from(
        dir: &Path,
        profile: Option<&str>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<RuntimeConfig, ConfigError> {
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
    pub fn apply_env(&mut self) -> Result<(), ConfigError> {
        self.apply_env_with(&|k| std::env::var(k).ok())
    }

    /// Applies the overrides from `env` (a lookup by variable name). Empty
    /// values are ignored.
    pub fn apply_env_with(
        &mut self,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<(), ConfigError> {
        let get = |k: &str| {
            env(k)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        if let Some(v) = get(ENV_BACKEND) {
            self.backend = parse_backend(&v, &format!("environment {ENV_BACKEND}"))
                .map_err(ConfigError::env)?;
        }
        if let Some(v) = get(ENV_FALLBACK) {
            self.fallback = parse_fallback(&v, &format!("environment {ENV_FALLBACK}"))
                .map_err(ConfigError::env)?;
        }
        if let Some(v) = get(ENV_DEVICE) {
            let what = format!("environment {ENV_DEVICE}");
            let n: i64 = v.parse().map_err(|_| {
                ConfigError::env(format!(
                    "{what}: device_index = \"{v}\" is not an integer; expected -1 (automatic) or a device index 0, 1, ..."
                ))
            })?;
            self.device_index = parse_device_index(n, &what).map_err(ConfigError::env)?;
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
    fn parse(
        p: &ProfileSection,
        src: &Source<'_>,
        origin: &Origin,
    ) -> Result<ProfileLayer, ConfigError> {
        Ok(ProfileLayer {
            backend: p
                .backend
                .as_ref()
                .map(|b| check_spanned(src, b, |b| parse_backend(b, origin)))
                .transpose()?,
            fallback: p
                .fallback
                .as_ref()
                .map(|f| check_spanned(src, f, |f| parse_fallback(f, origin)))
                .transpose()?,
            device_index: p
                .device_index
                .as_ref()
                .map(|i| check_spanned(src, i, |i| parse_device_index(*i, origin)))
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
