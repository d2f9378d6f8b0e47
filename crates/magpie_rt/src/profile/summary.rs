//! A summary per kernel of a [`Profile`]'s launches: count, and over
//! their device times (host times where the device was not timed) the
//! total, mean, min, median and 90th percentile, and the bandwidth the
//! bound buffers give over the mean. Launches made while vendor counters
//! were collected are left out where the kernel has others.

use super::counters::COLLECTED;
use super::{EventKind, Profile};

/// One kernel's launches in a profile.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelSummary {
    pub kernel: String,
    pub launches: usize,
    /// Whether the times are the device's (every launch had a device
    /// span) or the host calls'.
    pub device_times: bool,
    pub total_ns: u64,
    pub mean_ns: f64,
    pub min_ns: u64,
    pub median_ns: u64,
    pub p90_ns: u64,
    /// Bytes of the buffers a launch bound (the same for every launch
    /// when known), over the mean time: GB/s if each is read or written
    /// once.
    pub bound_gb_per_s: Option<f64>,
}

/// The launches of `p` summarized per kernel, in order of first launch.
pub fn summarize(p: &Profile) -> Vec<KernelSummary> {
    let mut names: Vec<&str> = Vec::new();
    for e in p.events.iter().filter(|e| e.kind == EventKind::Launch) {
        if !names.contains(&e.name.as_str()) {
            names.push(&e.name);
        }
    }
    names
        .into_iter()
        .map(|name| {
            let all: Vec<_> = p
                .events
                .iter()
                .filter(|e| e.kind == EventKind::Launch && e.name == name)
                .collect();
            // Launches made while counters were collected may have been
            // replayed: timed ones only, where there are any.
            let timed: Vec<_> = all
                .iter()
                .copied()
                .filter(|e| !e.metadata.contains_key(COLLECTED))
                .collect();
            let launches = if timed.is_empty() { all } else { timed };
            let device_times = launches.iter().all(|e| e.device.is_some());
            let mut times: Vec<u64> = launches
                .iter()
                .map(|e| match (device_times, e.device) {
                    (true, Some(d)) => d.end_ns - d.start_ns,
                    _ => e.end_ns - e.start_ns,
                })
                .collect();
            times.sort_unstable();
            let n = times.len();
            let total: u64 = times.iter().sum();
            let mean = total as f64 / n.max(1) as f64;
            let pick = |q: f64| {
                times
                    .get(((n as f64 - 1.0) * q).round() as usize)
                    .copied()
                    .unwrap_or(0)
            };
            let bytes = launches.first().and_then(|e| e.bytes);
            let same_bytes = launches.iter().all(|e| e.bytes == bytes);
            KernelSummary {
                kernel: name.to_string(),
                launches: n,
                device_times,
                total_ns: total,
                mean_ns: mean,
                min_ns: times.first().copied().unwrap_or(0),
                median_ns: pick(0.5),
                p90_ns: pick(0.9),
                bound_gb_per_s: bytes
                    .filter(|&b| same_bytes && b > 0 && mean > 0.0)
                    .map(|b| b as f64 / mean),
            }
        })
        .collect()
}
