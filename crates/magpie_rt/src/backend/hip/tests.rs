//! Discovery through the real library, without an AMD GPU: with ROCm's
//! runtime installed (Debian's `libamdhip64-5`) every entry point must be
//! found and discovery must answer "no device" quickly and without a
//! crash; without the library, `BackendUnavailable` naming what was looked
//! for. Neither depends on the machine having an AMD GPU: on one that has
//! it, the second test reports the devices instead. The device backend
//! itself is tested against a fake runtime (`fake_tests`).

use std::time::Instant;

use super::library::{self, LIBRARY_NAMES};
use super::{discover, NAME};
use crate::backend::DeviceBackend;
use crate::error::ErrorKind;

#[test]
fn a_missing_library_is_backend_unavailable_naming_every_name() {
    const NAMES: &[&str] = &["libmagpie-no-such-hip.so", "/nonexistent/libamdhip64.so"];
    let e = library::open(NAMES).expect_err("nothing to load");
    assert_eq!(e.kind, ErrorKind::BackendUnavailable);
    assert_eq!(e.backend, NAME);
    for name in NAMES {
        assert!(e.message.contains(name), "{}", e.message);
    }
    // dlopen's own reason, not libloading's bare "dlopen failed".
    assert!(
        e.message.contains("No such file") || e.message.contains("cannot open"),
        "{}",
        e.message
    );
}

#[test]
fn discovery_without_an_amd_gpu_reports_why_and_returns() {
    let started = Instant::now();
    let found = discover();
    let took = started.elapsed();
    if !found.devices.is_empty() {
        // A machine with an AMD GPU: each device has a gfx arch.
        for d in &found.devices {
            let arch = d.target().map(|t| t.arch).unwrap_or_default();
            eprintln!("HIP device {} ({arch}) in {took:?}", d.properties().name);
            assert!(arch.starts_with("gfx"), "{arch}");
        }
        return;
    }
    let problem = found.problem.expect("no device, so a reason");
    assert_eq!(problem.kind, ErrorKind::BackendUnavailable);
    assert_eq!(problem.backend, NAME);
    match library::hip() {
        Ok(hip) => {
            eprintln!(
                "HIP runtime {} from {} in {took:?}: {}",
                hip.runtime_version().unwrap_or_default(),
                hip.opened_as,
                problem.message
            );
            assert!(
                problem.message.contains(hip.opened_as),
                "{}",
                problem.message
            );
            assert!(
                problem.message.contains("no device") || problem.message.contains("device(s)"),
                "{}",
                problem.message
            );
            // Without a device it answers at once (ROCm 5.2: well under a
            // second; the bound allows a loaded machine).
            assert!(took.as_secs() < 20, "{took:?}");
        }
        Err(e) => {
            if crate::backend::required("hip") {
                panic!("MAGPIE_REQUIRE names hip, but: {}", e.message);
            }
            eprintln!("skip: no HIP runtime here ({})", e.message);
            for name in LIBRARY_NAMES {
                assert!(problem.message.contains(name), "{}", problem.message);
            }
        }
    }
}
