//! Magpie.toml [gpu] parsing: base, profiles, environment, bad input.

use std::collections::HashMap;
use std::path::PathBuf;

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
    assert_eq!(e.kind, ErrorKind::ValidationFailed);
    assert!(e.message.contains("nightly"), "{e}");
    assert!(e.message.contains("ci, dev, release"), "{e}");
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
        assert_eq!(e.kind, ErrorKind::ValidationFailed);
        assert!(e.message.contains(var), "{e}");
        assert!(e.message.contains(value), "{e}");
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
        assert_eq!(e.kind, ErrorKind::ValidationFailed, "{text}");
        for n in *needles {
            assert!(e.message.contains(n), "{text:?}: `{n}` not in: {e}");
        }
    }
}

#[test]
fn unselected_profiles_are_checked_too() {
    let e = RuntimeConfig::from_toml_str("[gpu.profiles.release]\nfallback = \"maybe\"\n", None)
        .unwrap_err();
    assert!(e.message.contains("gpu.profiles.release"), "{e}");
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
    assert!(e.message.contains("Magpie.toml"), "{e}");
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
            assert_eq!(e.kind, ErrorKind::ValidationFailed);
        }
    }
}
