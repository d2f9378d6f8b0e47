//! Magpie.toml [gpu] parsing: base, profiles, environment, bad input.

use std::collections::HashMap;
use std::path::PathBuf;

use magpie_rt::config::ConfigError;
use magpie_rt::{BackendKind, ErrorKind, Fallback, RuntimeConfig};

const FULL: &str = r#"
[package]
name = "demo"          # not ours: ignored

[gpu]
backend = "ptx"
fallback = "none"
device_index = -1
mock_in_tests = false

[gpu.profiles.dev]
fallback = "cpu"
mock_in_tests = true

[gpu.profiles.release]
fallback = "none"
backend = "spv"
device_index = 1

[gpu.profiles.ci]
backend = "cpu"

[gpu.tools]
llc = "/usr/local/opt/llvm/bin/llc"
lld = "/usr/local/opt/llvm/bin/ld.lld"

[mlx]
enabled = true
"#;

fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let map: HashMap<String, String> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    move |k| map.get(k).cloned()
}

#[test]
fn base_section() {
    let c = RuntimeConfig::from_toml_str(FULL, None).unwrap();
    assert_eq!(c.backend, Some(BackendKind::Cuda));
    assert_eq!(c.fallback, Fallback::None);
    assert_eq!(c.device_index, None);
    assert!(!c.mock_in_tests);
    assert_eq!(
        c.tools.llc,
        Some(PathBuf::from("/usr/local/opt/llvm/bin/llc"))
    );
    assert_eq!(
        c.tools.lld,
        Some(PathBuf::from("/usr/local/opt/llvm/bin/ld.lld"))
    );
    assert_eq!(c.profile, None);
}

#[test]
fn defaults_without_a_gpu_table() {
    let c = RuntimeConfig::from_toml_str("[package]\nname = \"x\"\n", None).unwrap();
    assert_eq!(c, RuntimeConfig::default());
    assert_eq!(
        RuntimeConfig::from_toml_str("", None).unwrap(),
        RuntimeConfig::default()
    );
    let c = RuntimeConfig::from_toml_str("[gpu]\nbackend = \"auto\"\n", None).unwrap();
    assert_eq!(c.backend, None);
}

#[test]
fn profiles_override_the_base() {
    let dev = RuntimeConfig::from_toml_str(FULL, Some("dev")).unwrap();
    assert_eq!(dev.backend, Some(BackendKind::Cuda)); // not overridden
    assert_eq!(dev.fallback, Fallback::Cpu);
    assert!(dev.mock_in_tests);
    assert_eq!(dev.profile.as_deref(), Some("dev"));

    let rel = RuntimeConfig::from_toml_str(FULL, Some("release")).unwrap();
    assert_eq!(rel.backend, Some(BackendKind::Vulkan));
    assert_eq!(rel.device_index, Some(1));
    assert_eq!(rel.fallback, Fallback::None);

    let ci = RuntimeConfig::from_toml_str(FULL, Some("ci")).unwrap();
    assert_eq!(ci.backend, Some(BackendKind::Cpu));
}

#[test]
fn standard_profiles_may_be_absent_others_may_not() {
    let c = RuntimeConfig::from_toml_str(FULL, Some("test")).unwrap();
    assert_eq!(c.profile.as_deref(), Some("test"));
    assert_eq!(c.backend, Some(BackendKind::Cuda));
    let e = RuntimeConfig::from_toml_str(FULL, Some("nightly")).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::ValidationFailed);
    assert!(e.to_string().contains("nightly"), "{e}");
    assert!(e.to_string().contains("ci, dev, release"), "{e}");
}

#[test]
fn environment_overrides_file_and_profile() {
    let mut c = RuntimeConfig::from_toml_str(FULL, Some("release")).unwrap();
    c.apply_env_with(&env(&[
        ("MAGPIE_GPU_BACKEND", "mock"),
        ("MAGPIE_GPU_FALLBACK", "cpu"),
        ("MAGPIE_GPU_DEVICE", "-1"),
    ]))
    .unwrap();
    assert_eq!(c.backend, Some(BackendKind::Mock));
    assert_eq!(c.fallback, Fallback::Cpu);
    assert_eq!(c.device_index, None);

    // Empty values change nothing.
    let mut d = RuntimeConfig::from_toml_str(FULL, None).unwrap();
    d.apply_env_with(&env(&[
        ("MAGPIE_GPU_BACKEND", ""),
        ("MAGPIE_GPU_DEVICE", "2"),
    ]))
    .unwrap();
    assert_eq!(d.backend, Some(BackendKind::Cuda));
    assert_eq!(d.device_index, Some(2));
}

#[test]
fn bad_environment_values_name_the_variable() {
    for (var, value) in [
        ("MAGPIE_GPU_BACKEND", "opengl"),
        ("MAGPIE_GPU_FALLBACK", "gpu"),
        ("MAGPIE_GPU_DEVICE", "first"),
        ("MAGPIE_GPU_DEVICE", "-2"),
    ] {
        let mut c = RuntimeConfig::default();
        let e = c.apply_env_with(&env(&[(var, value)])).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::ValidationFailed);
        assert!(e.to_string().contains(var), "{e}");
        assert!(e.to_string().contains(value), "{e}");
    }
}

#[test]
fn bad_values_name_the_key_and_file() {
    let cases: &[(&str, &[&str])] = &[
        (
            "[gpu]\nbackend = \"opengl\"\n",
            &["backend", "opengl", "Magpie.toml", "[gpu]"],
        ),
        ("[gpu]\nfallback = \"gpu\"\n", &["fallback", "\"gpu\""]),
        ("[gpu]\ndevice_index = -7\n", &["device_index", "-7"]),
        (
            "[gpu]\ndevice_index = \"zero\"\n",
            &["device_index", "Magpie.toml"],
        ),
        ("[gpu]\nmock_in_tests = \"yes\"\n", &["mock_in_tests"]),
        ("[gpu]\nbakend = \"spv\"\n", &["bakend"]),
        ("[gpu.tools]\nclang = \"/x\"\n", &["clang"]),
        ("[gpu.profiles.dev]\ntools = 1\n", &["tools"]),
        (
            "[gpu.profiles.dev]\nbackend = \"dx12\"\n",
            &["gpu.profiles.dev", "backend", "dx12"],
        ),
        ("[gpu]\nbackend = \n", &["Magpie.toml"]),
        ("gpu = 3\n", &["Magpie.toml"]),
    ];
    for (text, needles) in cases {
        let e = RuntimeConfig::from_toml_str(text, None).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::ValidationFailed, "{text}");
        for n in *needles {
            assert!(e.to_string().contains(n), "{text:?}: `{n}` not in: {e}");
        }
    }
}

#[test]
fn unselected_profiles_are_checked_too() {
    let e = RuntimeConfig::from_toml_str("[gpu.profiles.release]\nfallback = \"maybe\"\n", None)
        .unwrap_err();
    assert!(e.to_string().contains("gpu.profiles.release"), "{e}");
}

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("magpie_rt_config_{tag}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn discovery_walks_up_and_applies_profile_then_env() {
    let root = temp_dir("walk");
    std::fs::write(root.join("Magpie.toml"), FULL).unwrap();
    let deep = root.join("a/b/c");
    std::fs::create_dir_all(&deep).unwrap();

    let c = RuntimeConfig::discover_from(&deep, None, &env(&[("MAGPIE_PROFILE", "dev")])).unwrap();
    assert_eq!(c.manifest, Some(root.join("Magpie.toml")));
    assert_eq!(c.profile.as_deref(), Some("dev"));
    assert_eq!(c.fallback, Fallback::Cpu);

    // An explicit profile wins over MAGPIE_PROFILE; the environment wins over both.
    let c = RuntimeConfig::discover_from(
        &deep,
        Some("release"),
        &env(&[("MAGPIE_PROFILE", "dev"), ("MAGPIE_GPU_BACKEND", "cpu")]),
    )
    .unwrap();
    assert_eq!(c.profile.as_deref(), Some("release"));
    assert_eq!(c.device_index, Some(1));
    assert_eq!(c.backend, Some(BackendKind::Cpu));

    // A bad manifest names its path.
    std::fs::write(root.join("Magpie.toml"), "[gpu]\nfallback = 1\n").unwrap();
    let e = RuntimeConfig::discover_from(&deep, None, &env(&[])).unwrap_err();
    assert!(e.to_string().contains("Magpie.toml"), "{e}");
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn discovery_without_a_manifest_uses_defaults_and_env() {
    let root = temp_dir("none");
    // The temp dir's parents hold no Magpie.toml on any sane machine.
    if magpie_rt::config::find_manifest(&root).is_some() {
        eprintln!("skipped: a Magpie.toml above {}", root.display());
        return;
    }
    let c =
        RuntimeConfig::discover_from(&root, None, &env(&[("MAGPIE_GPU_FALLBACK", "cpu")])).unwrap();
    assert_eq!(c.manifest, None);
    assert_eq!(c.fallback, Fallback::Cpu);
    std::fs::remove_dir_all(&root).unwrap();
}

#[test]
fn garbage_never_panics() {
    for text in [
        "\u{0}\u{1}",
        "[gpu",
        "[[gpu]]\nbackend = \"cpu\"",
        "[gpu]\nprofiles = 5",
        "[gpu]\ndevice_index = 99999999999999",
        "[gpu.profiles]\ndev = \"x\"",
        "[gpu]\ntools = []",
    ] {
        let r = RuntimeConfig::from_toml_str(text, Some("dev"));
        if let Err(e) = r {
            assert_eq!(e.kind(), ErrorKind::ValidationFailed);
        }
    }
}

/// (line, column) and code of the error `text` gives.
fn located(text: &str) -> (ConfigError, (usize, usize)) {
    let e = RuntimeConfig::from_toml_str(text, None).unwrap_err();
    assert_eq!(e.code(), magpie_diag::codes::MPG_CORE_1400, "{e}");
    assert_eq!(e.file.as_deref(), Some("Magpie.toml"));
    let at = e
        .line_column()
        .unwrap_or_else(|| panic!("no location: {e}"));
    (e, at)
}

#[test]
fn bad_toml_syntax_is_located() {
    let (e, (line, _)) = located("[package]\nname = \"x\"\n[gpu\nbackend = \"cpu\"\n");
    assert_eq!(line, 3, "{e}");
    assert!(e.to_string().starts_with("Magpie.toml:3:"), "{e}");
}

#[test]
fn wrong_type_is_located() {
    let (e, at) = located("[gpu]\nbackend = \"cpu\"\nfallback = 1\n");
    assert_eq!(at, (3, 12), "{e}");
    assert!(e.to_string().contains("Magpie.toml:3:12"), "{e}");
}

#[test]
fn misspelt_key_is_located_with_a_hint() {
    let (e, at) = located("[gpu]\nbakend = \"cpu\"\n");
    assert_eq!(at, (2, 1), "{e}");
    assert!(e.message.contains("bakend"), "{e}");
    assert_eq!(e.help.as_deref(), Some("did you mean `backend`?"));
    let (e, at) = located("[gpu.profiles.dev]\nfalback = \"cpu\"\n");
    assert_eq!(at, (2, 1), "{e}");
    assert_eq!(e.help.as_deref(), Some("did you mean `fallback`?"));
}

#[test]
fn bad_value_is_located_at_the_value() {
    let (e, at) = located("[gpu]\n\nbackend = \"opengl\"\n");
    assert_eq!(at, (3, 11), "{e}");
    assert!(e.to_string().contains("[gpu]: backend"), "{e}");
}

#[test]
fn config_error_converts_to_validation_failed() {
    let e = RuntimeConfig::from_toml_str("[gpu]\nbakend = 1\n", None).unwrap_err();
    let g: magpie_rt::GpuError = e.into();
    assert_eq!(g.kind, ErrorKind::ValidationFailed);
    assert!(g.message.contains("MPG_CORE_1400"), "{g}");
    assert!(g.message.contains("Magpie.toml:2:1"), "{g}");
}

#[test]
fn environment_errors_carry_the_code_and_no_file() {
    let mut c = RuntimeConfig::default();
    let e = c
        .apply_env_with(&env(&[("MAGPIE_GPU_FALLBACK", "bogus")]))
        .unwrap_err();
    assert_eq!(e.code(), magpie_diag::codes::MPG_CORE_1400);
    assert_eq!(e.file, None);
    assert!(e.to_string().contains("MAGPIE_GPU_FALLBACK"), "{e}");
}

#[test]
fn a_valid_file_still_loads() {
    let c = RuntimeConfig::from_toml_str(
        "[package]\nname = \"x\"\n[gpu]\nbackend = \"cpu\"\nfallback = \"cpu\"\n",
        None,
    )
    .unwrap();
    assert_eq!(c.backend, Some(BackendKind::Cpu));
    assert_eq!(c.fallback, Fallback::Cpu);
}
