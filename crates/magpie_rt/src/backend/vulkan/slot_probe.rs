//! What making a launch slot costs, part by part: each Vulkan object a
//! [`super::submit::LaunchSlot`] holds (command pool, its command buffer,
//! timestamp query pool, descriptor pool) and the fence it held before
//! submissions signalled the device's timeline semaphore (270 µs on the
//! H100, the rest under 2 µs) made and destroyed `N` times, first with the device idle, then while a queue of §17.10's
//! kernel (2^24 floats, `R` launches back to back) runs on it, as during
//! a burst of `launch_async`. Medians and maxima are printed; a launch
//! that finds no free slot pays the sum.
//!
//! `rt_unit --ignored --nocapture backend::vulkan::slot_probe`. It
//! asserts only that every object is made and every launch completes.

use std::time::Instant;

use ash::vk;

use super::launch;
use super::submission_probe::Spec1710;
use super::submit::timestamp_pool;
use super::tests::backend;
use super::Gpu;
use crate::backend::DeviceBackend;

/// Objects made per part and per condition.
const N: usize = 24;
/// Launches queued while the busy condition is measured.
const R: u32 = 200;

/// The parts, in the order a slot makes them.
const PARTS: [&str; 5] = [
    "command pool",
    "command buffer",
    "fence",
    "query pool",
    "descriptor pool",
];

/// Makes and destroys part `part` once, returning the making's µs.
fn make_one(gpu: &Gpu, part: usize) -> f64 {
    let d = &gpu.raw;
    let pool_info = vk::CommandPoolCreateInfo::default()
        .flags(vk::CommandPoolCreateFlags::TRANSIENT)
        .queue_family_index(gpu.info.queue_family);
    // SAFETY (this function): the device is alive; every object made here
    // is destroyed here, unused by any submission.
    unsafe {
        match part {
            0 => {
                let start = Instant::now();
                let pool = d.create_command_pool(&pool_info, None).expect("pool");
                let t = start.elapsed();
                d.destroy_command_pool(pool, None);
                t.as_secs_f64() * 1e6
            }
            1 => {
                let pool = d.create_command_pool(&pool_info, None).expect("pool");
                let alloc = vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .level(vk::CommandBufferLevel::PRIMARY)
                    .command_buffer_count(1);
                let start = Instant::now();
                let cmds = d.allocate_command_buffers(&alloc).expect("command buffer");
                let t = start.elapsed();
                assert_eq!(cmds.len(), 1);
                d.destroy_command_pool(pool, None);
                t.as_secs_f64() * 1e6
            }
            2 => {
                let start = Instant::now();
                let fence = d
                    .create_fence(&vk::FenceCreateInfo::default(), None)
                    .expect("fence");
                let t = start.elapsed();
                d.destroy_fence(fence, None);
                t.as_secs_f64() * 1e6
            }
            3 => {
                let start = Instant::now();
                let pool = timestamp_pool(d).expect("query pool");
                let t = start.elapsed();
                d.destroy_query_pool(pool, None);
                t.as_secs_f64() * 1e6
            }
            _ => {
                let sizes = [vk::DescriptorPoolSize::default()
                    .ty(vk::DescriptorType::STORAGE_BUFFER)
                    .descriptor_count(32)];
                let info = vk::DescriptorPoolCreateInfo::default()
                    .max_sets(4)
                    .pool_sizes(&sizes);
                let start = Instant::now();
                let pool = d
                    .create_descriptor_pool(&info, None)
                    .expect("descriptor pool");
                let t = start.elapsed();
                d.destroy_descriptor_pool(pool, None);
                t.as_secs_f64() * 1e6
            }
        }
    }
}

/// Median and maximum of `n` makings of each part, one line.
fn measure(gpu: &Gpu, n: usize) -> String {
    PARTS
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let mut v: Vec<f64> = (0..n).map(|_| make_one(gpu, i)).collect();
            v.sort_by(f64::total_cmp);
            format!("{name} {:.2} (max {:.1})", v[v.len() / 2], v[v.len() - 1])
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[test]
#[ignore = "a measurement for a GPU machine: prints what making a launch slot costs"]
fn slot_parts() {
    let Some(be) = backend("slot_parts") else {
        return;
    };
    let cpu = be.gpu.info.device_type == vk::PhysicalDeviceType::CPU;
    let n: u32 = if cpu { 1 << 16 } else { 1 << 24 };
    let spec = Spec1710::new(&be, n);
    let request = || spec.request();
    for _ in 0..20 {
        be.launch(request()).expect("warm-up");
    }
    let idle = measure(&be.gpu, N);
    // The queue's work first, then the parts while it runs; the queue's
    // end is printed beside the measurement's, to show it ran while busy.
    let start = Instant::now();
    let subs: Vec<_> = (0..R)
        .map(|_| launch::submit(&be.gpu, request()).expect("submit"))
        .collect();
    let busy = measure(&be.gpu, N);
    let measured_by = start.elapsed().as_secs_f64() * 1e3;
    for sub in subs {
        launch::finish(sub).expect("finish");
    }
    let queue_done = start.elapsed().as_secs_f64() * 1e3;
    println!(
        "SLOTPARTS {} (µs to make, median of {N}): idle: {idle}; while {R} launches run \
         (measured by {measured_by:.2} ms, the queue done at {queue_done:.2}): {busy}",
        be.gpu.info.name
    );
}
