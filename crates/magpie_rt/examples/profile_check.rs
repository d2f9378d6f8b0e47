//! Issue 18's cross-check of profile traces: the spec's §17.10 kernel
//! (every element squared in place, n floats, blocks of 256) profiled
//! for 10 synchronous launches on each device, the median device time of
//! the trace set against an independent measurement on the host's clock:
//! 200 launches issued back to back (`launch_async`, so the device runs
//! one after another) timed with `Instant` from the first issue to the
//! last fence, divided by 200, twice (the first burst also pays for
//! whatever a backend makes on first need). The wall clock also counts
//! the gaps between kernels; the time to issue the 200 (up to the last
//! `launch_async` returning) is printed too: when it is as long as the
//! burst, the host's launches, not the device, set the pace.
//!
//! For Vulkan and WebGPU devices a third burst runs with the backend's
//! phase spans timed on the issuing thread (`shared/phases.rs`): the
//! medians say which part of issuing a launch takes the time.
//!
//! `profile_check [N]` (default 2^24 elements). Prints one line per device.

use std::time::Instant;

use magpie_rt::profile::{EventKind, Placement};
use magpie_rt::{BackendKind, Device, MemoryHint};

#[path = "shared/devices.rs"]
mod devices;
#[path = "shared/phases.rs"]
mod phases;

const SPEC_17_10: &str = include_str!("../../../examples/spec/17_10_profiling.mp");

/// Microseconds per launch of one burst: issuing, and issuing to the last
/// fence.
type Burst = (f64, f64);

/// `launches` launched back to back, then waited for: its [`Burst`].
fn burst(
    launches: u32,
    launch: impl Fn() -> Result<magpie_rt::Fence, magpie_rt::GpuError>,
) -> Result<Burst, magpie_rt::GpuError> {
    let per_launch = |start: Instant| start.elapsed().as_secs_f64() * 1e6 / f64::from(launches);
    let start = Instant::now();
    let fences: Vec<_> = (0..launches).map(|_| launch()).collect::<Result<_, _>>()?;
    let issue = per_launch(start);
    for f in &fences {
        f.wait()?;
    }
    Ok((issue, per_launch(start)))
}

fn check(dev: &Device, n: u32) -> Result<(f64, [Burst; 2], usize, String), magpie_rt::GpuError> {
    let k = dev.compile(SPEC_17_10)?.kernel("kernel_work")?;
    // Ones stay ones when squared: every launch does the same work (no
    // values drifting into subnormals, which some devices run slower).
    let data = vec![1.0f32; n as usize];
    let buf = dev.buffer_from_slice(&data, MemoryHint::Auto)?;
    let (grid, block) = ([n.div_ceil(256), 1, 1], [256, 1, 1]);
    let args = [(&buf).into(), n.into()];
    for _ in 0..10 {
        k.launch(grid, block, &args)?;
    }
    let mut session = dev.profile_begin()?;
    for _ in 0..10 {
        session.launch_profiled(&k, grid, block, &args)?;
    }
    let profile = session.end()?;
    // Where the device spans sit in their host calls: from the call's
    // start to the kernel's, from the kernel's end to the call's.
    let mut lead: Vec<u64> = Vec::new();
    let mut tail: Vec<u64> = Vec::new();
    let mut placed = 0;
    for e in profile
        .events
        .iter()
        .filter(|e| e.kind == EventKind::Launch)
    {
        if let Some(d) = e.device {
            lead.push(d.start_ns - e.start_ns);
            tail.push(e.end_ns - d.end_ns);
            placed += usize::from(d.placement == Placement::HostClock);
        }
    }
    lead.sort_unstable();
    tail.sort_unstable();
    let mid = |v: &[u64]| {
        v.get(v.len() / 2)
            .map_or(f64::NAN, |&ns| ns as f64 / 1000.0)
    };
    let placement = format!(
        "{placed} placed on the host clock; call start to kernel start {:.2} µs, kernel end to call end {:.2} µs (medians)",
        mid(&lead),
        mid(&tail)
    );
    let mut times: Vec<u64> = profile
        .events
        .iter()
        .filter(|e| e.kind == EventKind::Launch)
        .filter_map(|e| e.device.map(|d| d.end_ns - d.start_ns))
        .collect();
    times.sort_unstable();
    let traced = times
        .get(times.len() / 2)
        .map_or(f64::NAN, |&ns| ns as f64 / 1000.0);
    // Two bursts: a backend that makes per-launch resources on first need
    // (Vulkan's launch slots) pays for them in the first.
    let reps = 200;
    let launch = || k.launch_async(grid, block, &args);
    let walls = [burst(reps, launch)?, burst(reps, launch)?];
    let mut placement = placement;
    if matches!(dev.backend(), BackendKind::Vulkan | BackendKind::WebGpu) {
        let (third, medians) = phases::under(|| burst(reps, launch));
        let (issue, wall) = third?;
        placement.push_str(&format!(
            "; a third burst {wall:.3} µs per launch (issued in {issue:.3}, {:.3} ms in all), issuing phases (median µs): {medians}",
            issue * f64::from(reps) / 1000.0
        ));
    }
    Ok((traced, walls, times.len(), placement))
}

fn main() {
    let n: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1 << 24);
    for dev in devices::every_backend() {
        let what = format!("{} ({})", dev.name(), dev.backend().spec_name());
        match check(&dev, n) {
            Ok((traced, [(issue1, first), (issue2, second)], timed, placement)) => println!(
                "PROFILECHECK {what}: n={n} trace median {traced:.3} µs ({timed} of 10 launches device-timed; {placement}), back-to-back wall clock per launch {first:.3} µs (first burst; issued in {issue1:.3}), {second:.3} µs (second; issued in {issue2:.3}), trace / second {:.3}",
                traced / second
            ),
            Err(e) => println!("PROFILECHECK {what}: {e}"),
        }
    }
}
