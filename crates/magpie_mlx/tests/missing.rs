//! A machine without MLX: every call is `BackendUnavailable` with
//! MPG_MLX_1001 and what was looked for. Its own process, so that the
//! glue path below is the first and only one this process tries.

#[test]
fn a_missing_glue_is_backend_unavailable() {
    let missing = std::env::temp_dir().join("magpie-no-such-mlx-glue.so");
    std::env::set_var("MAGPIE_MLX_GLUE", &missing);
    let e = magpie_mlx::Mlx::load().unwrap_err();
    assert_eq!(e.kind, magpie_rt::ErrorKind::BackendUnavailable, "{e}");
    assert_eq!(e.backend, "mlx");
    assert!(e.message.starts_with("MPG_MLX_1001"), "{e}");
    assert!(
        e.message.contains(&missing.display().to_string()),
        "the error names what was looked for: {e}"
    );
    // Asked again: the same answer, no crash.
    assert!(magpie_mlx::Mlx::load().is_err());
}

#[test]
fn a_manifest_can_turn_mlx_off() {
    let dir = std::env::temp_dir().join(format!("magpie-mlx-manifest-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("Magpie.toml"), "[mlx]\nenabled = false\n").unwrap();
    let e = magpie_mlx::Mlx::load_in(&dir.join("sub")).unwrap_err();
    assert_eq!(e.kind, magpie_rt::ErrorKind::BackendUnavailable, "{e}");
    assert!(
        e.message.contains("disabled by") && e.message.contains("Magpie.toml"),
        "{e}"
    );
    std::fs::write(dir.join("Magpie.toml"), "[mlx]\nenabled = 1\n").unwrap();
    let e = magpie_mlx::Mlx::load_in(&dir).unwrap_err();
    assert_eq!(e.kind, magpie_rt::ErrorKind::ValidationFailed, "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}
