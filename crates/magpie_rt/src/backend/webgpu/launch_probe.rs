//! Where a synchronous WebGPU launch's time goes: one empty dispatch
//! through [`launch::submit`] and [`launch::finish`], 3000 times timed
//! (two timestamps, as `launch` does) and 3000 times untimed, record and
//! submission apart from the wait; the cost of the error scopes around
//! a launch's encoding. Run by hand on a GPU machine (it
//! asserts only that every launch completes; the figures are printed):
//!
//! `rt_unit --ignored --nocapture backend::webgpu::launch_probe`

use std::sync::Arc;
use std::time::Instant;

use super::pipeline::WgModule;
use super::tests::{backend, program};
use super::*;

#[test]
#[ignore = "a measurement for a GPU machine: prints where a launch's time goes"]
fn launch_breakdown() -> Result<(), String> {
    let Some(be) = backend("launch_breakdown")? else {
        return Ok(());
    };
    let ir = program(
        "gpu fn @empty() -> unit workgroup(1, 1, 1) {\nbb0:\n    ret\n}\n",
        None,
    )?;
    let module: Arc<dyn BackendModule> =
        Arc::new(WgModule::new(&be.gpu, &ir).map_err(|e| e.to_string())?);
    let kernel = ir.module.function_by_name("empty").ok_or("no @empty")?;
    let request = || LaunchRequest {
        program: ir.clone(),
        module: module.clone(),
        kernel,
        grid: [1, 1, 1],
        block: [1, 1, 1],
        args: Vec::new(),
    };
    println!(
        "{}: synchronous launch of an empty kernel, medians of 3000 (µs)",
        be.gpu.name()
    );
    for timed in [true, false] {
        let mut times = [Vec::new(), Vec::new()];
        for i in 0..3100 {
            let t0 = Instant::now();
            let pending = launch::submit(&be.gpu, request(), timed).map_err(|e| e.to_string())?;
            let t1 = Instant::now();
            let timer = launch::finish(pending).map_err(|e| e.to_string())?;
            let t2 = Instant::now();
            if let Some(t) = timer {
                be.gpu.put_timer(t);
            }
            if i >= 100 {
                times[0].push((t1 - t0).as_secs_f64() * 1e6);
                times[1].push((t2 - t1).as_secs_f64() * 1e6);
            }
        }
        let [s, w] = times.map(|mut v| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        });
        println!(
            "  {:<8} prepare, record and submit {s:6.2}  wait {w:6.2}  total {:6.2}",
            if timed { "timed" } else { "untimed" },
            s + w
        );
    }
    let t = Instant::now();
    for _ in 0..10_000 {
        super::conv::scoped(&be.gpu.device, || ()).map_err(|e| e.to_string())?;
    }
    println!(
        "  three error scopes pushed and popped: {:.2} µs",
        t.elapsed().as_secs_f64() * 1e6 / 10_000.0
    );
    if be
        .gpu
        .facts
        .features
        .contains(wgpu::Features::TIMESTAMP_QUERY)
    {
        let timer =
            launch::finish(launch::submit(&be.gpu, request(), true).map_err(|e| e.to_string())?)
                .map_err(|e| e.to_string())?
                .ok_or("a timed launch came back without its timer")?;
        let t = Instant::now();
        let ns = be.gpu.read_timer_ns(&timer);
        println!(
            "  reading the last launch's timestamps: {:.2} µs ({ns:?} ns)",
            t.elapsed().as_secs_f64() * 1e6
        );
    }
    Ok(())
}
