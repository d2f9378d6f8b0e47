//! A lavapipe recent enough to test against.
//!
//! Debian 12's own Mesa (22.3.6) miscompiles control flow the differential
//! campaign generates (see bench/RESULTS.md, 2026-12-04): a value computed
//! inside a loop whose work-items leave it at different iterations, used
//! after the loop, reads another iteration's value (0 where that iteration
//! masked the work-item off), and its loop unroller breaks a constant-trip
//! loop holding a divergent `if` inside such a loop. Mesa 25.0 computes
//! every one of those kernels as the CPU executor does, so on bookworm the
//! tests use Mesa from bookworm-backports (a Debian archive, same mirror).
//!
//! Invariant: this only ever adds the backports suite and upgrades
//! `mesa-vulkan-drivers` (and what it pulls in); it never fails the run:
//! when the upgrade cannot be made the reason is printed and the tests run
//! on the Mesa that is there (the campaign's Vulkan findings then include
//! that driver's bugs).

use std::path::Path;
use std::process::Command;

/// The oldest Mesa major version the tests trust.
const MIN_MESA_MAJOR: u32 = 25;
const BACKPORTS_LIST: &str = "/etc/apt/sources.list.d/magpie-bookworm-backports.list";
const BACKPORTS_LINE: &str = "deb http://deb.debian.org/debian bookworm-backports main\n";

/// The installed `mesa-vulkan-drivers` version, as dpkg prints it.
fn installed_mesa() -> Option<String> {
    let out = Command::new("dpkg-query")
        .args(["-W", "-f=${Version}", "mesa-vulkan-drivers"])
        .output()
        .ok()?;
    let v = String::from_utf8_lossy(&out.stdout).trim().to_string();
    (out.status.success() && !v.is_empty()).then_some(v)
}

/// The major version of a Debian version string (`22.3.6-1+deb12u2` → 22).
fn major(version: &str) -> Option<u32> {
    let v = version.split_once(':').map_or(version, |(_, v)| v);
    v.split('.').next()?.parse().ok()
}

fn is_bookworm() -> bool {
    std::fs::read_to_string("/etc/os-release")
        .is_ok_and(|s| s.lines().any(|l| l.trim() == "VERSION_CODENAME=bookworm"))
}

/// Upgrades lavapipe from bookworm-backports when the installed one is
/// older than [`MIN_MESA_MAJOR`] (module docs).
pub fn ensure_recent() {
    let Some(version) = installed_mesa() else {
        return;
    };
    if major(&version).is_some_and(|m| m >= MIN_MESA_MAJOR) {
        return;
    }
    let why = if !is_bookworm() {
        Some("this is not Debian bookworm")
    } else if !Path::new("/usr/bin/apt-get").exists() {
        Some("apt-get is missing")
    } else {
        None
    };
    if let Some(why) = why {
        eprintln!(
            "xtask: lavapipe is Mesa {version} (older than {MIN_MESA_MAJOR}, with known \
             control-flow miscompiles) and {why}: testing against it as it is"
        );
        return;
    }
    eprintln!("xtask: lavapipe is Mesa {version}; upgrading it from bookworm-backports");
    if !Path::new(BACKPORTS_LIST).exists() {
        if let Err(e) = std::fs::write(BACKPORTS_LIST, BACKPORTS_LINE) {
            eprintln!("xtask: cannot write {BACKPORTS_LIST} ({e}): testing against Mesa {version}");
            return;
        }
    }
    let _ = Command::new("apt-get").args(["update", "-qq"]).status();
    let _ = Command::new("apt-get")
        .args([
            "install",
            "-y",
            "-qq",
            "-t",
            "bookworm-backports",
            "mesa-vulkan-drivers",
        ])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .status();
    match installed_mesa() {
        Some(v) if major(&v).is_some_and(|m| m >= MIN_MESA_MAJOR) => {
            eprintln!("xtask: lavapipe is now Mesa {v}")
        }
        v => eprintln!(
            "xtask: the upgrade did not take (Mesa {}): testing against it as it is",
            v.unwrap_or_else(|| "?".into())
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::major;

    #[test]
    fn majors() {
        assert_eq!(major("22.3.6-1+deb12u2"), Some(22));
        assert_eq!(major("25.0.7-2~bpo12+1"), Some(25));
        assert_eq!(major("1:25.1.0-1"), Some(25));
        assert_eq!(major("garbage"), None);
    }
}
