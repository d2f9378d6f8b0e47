//! Where a synchronous WebGPU launch's time goes: one empty dispatch
//! through [`launch::submit`] and [`launch::finish`], 3000 times timed
//! (two timestamps, as `launch` does), 3000 times untimed, and 3000 times
//! untimed with the next launch encoded during the wait
//! ([`launch::encode_ahead`], as a repeated synchronous launch does),
//! record and submission apart from the wait; each wgpu call of a launch
//! on its own (`wgpu_call_costs`); the cost of the error scopes around
//! a launch's encoding. Run by hand on a GPU machine (it
//! asserts only that every launch completes; the figures are printed):
//!
//! `rt_unit --ignored --nocapture backend::webgpu::launch_probe`

use std::sync::Arc;
use std::time::Instant;

use magpie_mpir::FuncId;

use super::pipeline::WgModule;
use super::tests::{backend, program};
use super::*;

/// The backend, and an empty kernel compiled for it; `None` where there
/// is no adapter.
type Empty = (WebGpuBackend, Arc<ProgramIr>, WgModule, FuncId);

fn empty_kernel(test: &str) -> Result<Option<Empty>, String> {
    let Some(be) = backend(test)? else {
        return Ok(None);
    };
    let ir = program(
        "gpu fn @empty() -> unit workgroup(1, 1, 1) {\nbb0:\n    ret\n}\n",
        None,
    )?;
    let module = WgModule::new(&be.gpu, &ir).map_err(|e| e.to_string())?;
    let kernel = ir.module.function_by_name("empty").ok_or("no @empty")?;
    Ok(Some((be, ir, module, kernel)))
}

#[test]
#[ignore = "a measurement for a GPU machine: prints where a launch's time goes"]
fn launch_breakdown() -> Result<(), String> {
    let Some((be, ir, module, kernel)) = empty_kernel("launch_breakdown")? else {
        return Ok(());
    };
    let module: Arc<dyn BackendModule> = Arc::new(module);
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
    for (timed, ahead) in [(true, false), (false, false), (false, true)] {
        let mut times = [Vec::new(), Vec::new()];
        for i in 0..3100 {
            let t0 = Instant::now();
            let pending = launch::submit(&be.gpu, request(), launch::Mode::Synchronous { timed })
                .map_err(|e| e.to_string())?;
            let t1 = Instant::now();
            if ahead {
                launch::encode_ahead(&pending);
            }
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
            "  {:<22} prepare, record and submit {s:6.2}  wait {w:6.2}  total {:6.2}",
            match (timed, ahead) {
                (true, _) => "timed",
                (false, false) => "untimed",
                (false, true) => "untimed, encoded ahead",
            },
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
        let timer = launch::finish(
            launch::submit(
                &be.gpu,
                request(),
                launch::Mode::Synchronous { timed: true },
            )
            .map_err(|e| e.to_string())?,
        )
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

/// The wgpu calls of one untimed launch, each timed on its own (medians
/// of 3000, each launch waited for before the next): where the host side
/// of a synchronous launch goes.
#[test]
#[ignore = "a measurement for a GPU machine: prints the cost of each wgpu call of a launch"]
fn wgpu_call_costs() -> Result<(), String> {
    let Some((be, _ir, module, kernel)) = empty_kernel("wgpu_call_costs")? else {
        return Ok(());
    };
    let k = module.kernels.get(&kernel).ok_or("no pipelines")?;
    let pipeline = k.pipeline([1, 1, 1]).map_err(|e| e.to_string())?;
    let group = k.make_bind_group(&[]).map_err(|e| e.to_string())?;
    let gpu = &be.gpu;
    const NAMES: [&str; 8] = [
        "push 3 error scopes",
        "create_command_encoder",
        "compute pass (begin, pipeline, group, dispatch, end)",
        "encoder.finish",
        "queue.submit",
        "on_submitted_work_done",
        "pop 3 error scopes",
        "(wait, not host cost)",
    ];
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); NAMES.len()];
    for i in 0..3100 {
        let mut marks = [Instant::now(); 9];
        let oom = gpu.device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
        let validation = gpu.device.push_error_scope(wgpu::ErrorFilter::Validation);
        let internal = gpu.device.push_error_scope(wgpu::ErrorFilter::Internal);
        marks[1] = Instant::now();
        let mut encoder = gpu
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
        marks[2] = Instant::now();
        {
            let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor::default());
            pass.set_pipeline(&pipeline);
            pass.set_bind_group(0, &group, &[]);
            pass.dispatch_workgroups(1, 1, 1);
        }
        marks[3] = Instant::now();
        let commands = encoder.finish();
        marks[4] = Instant::now();
        let index = gpu.queue.submit([commands]);
        marks[5] = Instant::now();
        gpu.queue.on_submitted_work_done(|| ());
        marks[6] = Instant::now();
        let errors = [
            pollster::block_on(internal.pop()),
            pollster::block_on(validation.pop()),
            pollster::block_on(oom.pop()),
        ];
        marks[7] = Instant::now();
        if let Some(e) = errors.into_iter().flatten().next() {
            return Err(e.to_string());
        }
        gpu.device
            .poll(wgpu::PollType::Wait {
                submission_index: Some(index),
                timeout: None,
            })
            .map_err(|e| e.to_string())?;
        marks[8] = Instant::now();
        if i >= 100 {
            for (t, w) in times.iter_mut().zip(marks.windows(2)) {
                t.push((w[1] - w[0]).as_secs_f64() * 1e6);
            }
        }
    }
    println!(
        "{}: wgpu calls of one launch, medians of 3000 (µs)",
        gpu.name()
    );
    let mut host = 0.0;
    for (name, mut t) in NAMES.iter().zip(times) {
        t.sort_by(f64::total_cmp);
        let m = t[t.len() / 2];
        if !name.starts_with('(') {
            host += m;
        }
        println!("  {name:<55} {m:6.2}");
    }
    println!("  {:<55} {host:6.2}", "host total (sum of medians)");
    Ok(())
}
