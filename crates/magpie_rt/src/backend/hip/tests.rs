//! Discovery without an AMD GPU: with ROCm's runtime installed (Debian's
//! `libamdhip64-5`) it must answer "no device" quickly and without a
//! crash; without the library, `BackendUnavailable` naming what was looked
//! for. Neither depends on the machine having an AMD GPU: on one that has
//! it, the first test reports the devices instead.

use std::time::Instant;

use super::library::{self, LIBRARY_NAMES};
use super::{discover, NAME};
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
    let problem = discover();
    let took = started.elapsed();
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
