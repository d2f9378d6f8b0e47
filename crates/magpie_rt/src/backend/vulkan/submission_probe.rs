//! What a submission costs a kernel that runs back to back, and an
//! independent measure of its device time: §17.10's kernel (every element
//! squared in place; ones stay ones) run `R` times three ways, printed:
//!
//! - **one command buffer**: the `R` dispatches recorded in one
//!   submission, each after a shader-to-shader barrier
//!   ([`launch::submit_dispatches`]); its wall clock on the host from the
//!   submission to the fence, over `R`, is the kernel's time with no
//!   submission between runs and no timestamp involved, the independent
//!   check of the profiler's device times; the two timestamps around the
//!   whole buffer, over `R`, are printed beside it;
//! - **one submission each**, issued back to back as `launch_async`
//!   issues them, then waited for: the wall clock and the issuing time per
//!   launch (the gap a submission leaves is the difference to the first);
//! - **one `vkQueueSubmit`** of the `R` command buffers recorded first, as
//!   `R` batches (each signalling its own value) and as one batch: whether
//!   fewer submissions close the gap;
//! - **synchronous launches**, each waited for: the median of the device
//!   times the profiler would record (the launch's timestamps), and the
//!   wall clock per launch.
//!
//! `rt_unit --ignored --nocapture backend::vulkan::submission_probe`
//! (`MAGPIE_PROBE_N` elements, default 2^24 on a GPU, 2^18 on a CPU
//! device). It asserts only that every run completes and leaves ones.

use std::sync::Arc;
use std::time::Instant;

use ash::vk;
use magpie_mpir::Const;

use super::launch;
use super::pipeline::VkModule;
use super::submit::{Batches, Submission};
use super::tests::{backend, program};
use crate::backend::{BackendBuffer, BoundArg, DeviceBackend, LaunchRequest};
use crate::buffer::MemoryHint;

const SPEC_17_10: &str = include_str!("../../../../../examples/spec/17_10_profiling.mp");

/// Runs per way.
const R: u32 = 200;

/// §17.10's kernel compiled on a backend's device, over a buffer of `n`
/// floats: what the probes launch.
pub(super) struct Spec1710 {
    ir: Arc<crate::backend::ProgramIr>,
    module: Arc<VkModule>,
    func: magpie_mpir::FuncId,
    pub(super) data: Arc<dyn BackendBuffer>,
    n: u32,
}

impl Spec1710 {
    pub(super) fn new(be: &super::VulkanBackend, n: u32) -> Spec1710 {
        let ir = program(SPEC_17_10);
        let module = Arc::new(VkModule::new(&be.gpu, &ir).expect("module"));
        let func = ir
            .module
            .function_by_name("kernel_work")
            .expect("kernel_work");
        let data = be
            .create_buffer(u64::from(n) * 4, MemoryHint::DeviceLocal)
            .expect("buffer");
        Spec1710 {
            ir,
            module,
            func,
            data,
            n,
        }
    }

    /// One launch over the whole buffer.
    pub(super) fn request(&self) -> LaunchRequest {
        LaunchRequest {
            program: self.ir.clone(),
            module: self.module.clone(),
            kernel: self.func,
            grid: [self.n.div_ceil(256), 1, 1],
            block: [256, 1, 1],
            args: vec![
                BoundArg::Buffer(self.data.clone()),
                BoundArg::Scalar(Const::u32(self.n)),
            ],
        }
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[test]
#[ignore = "a measurement for a GPU machine: prints what a submission costs a kernel"]
fn submission_gaps() {
    let Some(be) = backend("submission_gaps") else {
        return;
    };
    let cpu = be.gpu.info.device_type == vk::PhysicalDeviceType::CPU;
    let n: u32 = std::env::var("MAGPIE_PROBE_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cpu { 1 << 18 } else { 1 << 24 });
    let spec = Spec1710::new(&be, n);
    let data = spec.data.clone();
    let ones: Vec<u8> = (0..n).flat_map(|_| 1.0f32.to_le_bytes()).collect();
    be.write_buffer(&*data, 0, &ones).expect("upload");
    let request = || spec.request();
    // Warm-up: clocks up, pipeline made, launch slots made.
    for _ in 0..20 {
        be.launch(request()).expect("warm-up");
    }
    let subs: Vec<_> = (0..R)
        .map(|_| launch::submit(&be.gpu, request()).expect("submit"))
        .collect();
    drop(subs);

    // One command buffer.
    let start = Instant::now();
    let sub = launch::submit_dispatches(&be.gpu, request(), R, true).expect("submit");
    launch::finish(sub).expect("finish");
    let one_wall = start.elapsed().as_secs_f64() * 1e6 / f64::from(R);
    let one_stamps = be
        .gpu
        .last_dispatch_ns()
        .map_or(f64::NAN, |ns| ns as f64 / 1e3 / f64::from(R));

    // One submission each, issued back to back.
    let start = Instant::now();
    let subs: Vec<_> = (0..R)
        .map(|_| launch::submit(&be.gpu, request()).expect("submit"))
        .collect();
    let issue = start.elapsed().as_secs_f64() * 1e6 / f64::from(R);
    for sub in subs {
        launch::finish(sub).expect("finish");
    }
    let each_wall = start.elapsed().as_secs_f64() * 1e6 / f64::from(R);

    // The same command buffers in one `vkQueueSubmit`: a batch each, then
    // one batch of all (recorded first, not timed: the GPU's pace is).
    let mut batched = [0.0f64; 2];
    for (way, batches) in [Batches::Each, Batches::One].into_iter().enumerate() {
        let mut subs: Vec<_> = (0..R)
            .map(|_| launch::record_dispatches(&be.gpu, request(), 1, true).expect("record"))
            .collect();
        let start = Instant::now();
        Submission::submit_recorded(&mut subs, batches).expect("submit");
        for sub in subs {
            launch::finish(sub).expect("finish");
        }
        batched[way] = start.elapsed().as_secs_f64() * 1e6 / f64::from(R);
    }

    // Synchronous launches, as the profiler times them.
    let mut device = Vec::new();
    let mut wall = Vec::new();
    for _ in 0..R {
        let start = Instant::now();
        be.launch(request()).expect("launch");
        wall.push(start.elapsed().as_secs_f64() * 1e6);
        if let Some(ns) = be.gpu.last_dispatch_ns() {
            device.push(ns as f64 / 1e3);
        }
    }
    let traced = if device.is_empty() {
        f64::NAN
    } else {
        median(device)
    };

    let mut back = vec![0u8; ones.len()];
    be.read_buffer(&*data, 0, &mut back).expect("read back");
    assert!(back == ones, "the kernel left something other than ones");
    println!(
        "SUBMISSIONS {} (n={n}, {R} runs each, µs per run): one command buffer: wall {one_wall:.3} \
         (timestamps {one_stamps:.3}); one submission each: wall {each_wall:.3}, issued in \
         {issue:.3}, gap {:.3}; one vkQueueSubmit of {R} batches: wall {:.3}; one batch of {R} \
         command buffers: wall {:.3}; synchronous: device median {traced:.3}, wall median {:.3}; \
         device median / one-buffer wall {:.3}",
        be.gpu.info.name,
        each_wall - one_wall,
        batched[0],
        batched[1],
        median(wall),
        traced / one_wall
    );
}
