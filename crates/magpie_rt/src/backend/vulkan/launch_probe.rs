//! Where a synchronous Vulkan launch's time goes: one empty dispatch
//! submitted and waited for, 3000 times in each of several shapes of
//! command buffer, raw through the backend's device and pipeline (not
//! through `launch`), each phase timed apart (record, `vkQueueSubmit`,
//! wait). Run by hand on a GPU machine (it asserts only that every
//! submission completes; the figures are printed):
//!
//! `rt_unit --ignored --nocapture backend::vulkan::launch_probe`
//!
//! Shapes: `full` is what `launch` recorded before host query resets
//! (barrier, query reset, timestamp, dispatch, timestamp, barrier towards
//! the host); `full` with its queries reset from the host (where the
//! device has `hostQueryReset`); what `launch` records now (that, with one
//! barrier at the end towards everything later and the host); then
//! with narrower barriers, one barrier
//! or none; without timestamps; without barriers; the dispatch alone, an
//! empty command buffer, no command buffer at all (the fence's round
//! trip); `full` and the dispatch recorded once and submitted again.
//! Waits spin on `vkGetFenceStatus` as `Submission::wait` does first;
//! `dispatch, sleep` waits in `vkWaitForFences` instead.

use std::sync::Arc;
use std::time::Instant;

use ash::vk;

use super::pipeline::VkModule;
use super::submit::timestamp_pool;
use super::tests::{backend, program};
use super::Gpu;

/// Which barriers a shape records: the one at the start (towards every
/// later command) and the one at the end (towards the host).
#[derive(Clone, Copy, PartialEq)]
enum Barriers {
    None,
    /// Both, from and to `ALL_COMMANDS`, as `Submission` records them.
    Both,
    /// Both, from and to the compute and transfer stages only.
    Narrow,
    Lead,
    Tail,
    /// One at the end, to everything after it and to the host: what
    /// `Submission` records now.
    Final,
}

#[derive(Clone, Copy)]
struct Shape {
    name: &'static str,
    barriers: Barriers,
    timestamps: bool,
    dispatch: bool,
    command_buffer: bool,
    record_once: bool,
    spin: bool,
    /// Queries reset by `vkResetQueryPool` on the host, not in the buffer.
    host_reset: bool,
    /// Timestamps written at the compute stage, not at the top and the
    /// bottom of the pipe.
    compute_stage_timestamps: bool,
}

const FULL: Shape = Shape {
    name: "full",
    barriers: Barriers::Both,
    timestamps: true,
    dispatch: true,
    command_buffer: true,
    record_once: false,
    spin: true,
    host_reset: false,
    compute_stage_timestamps: false,
};

const DISPATCH: Shape = Shape {
    name: "dispatch",
    barriers: Barriers::None,
    timestamps: false,
    ..FULL
};

const HOST_RESET: Shape = Shape {
    name: "full, host query reset",
    host_reset: true,
    ..FULL
};

const SHAPES: &[Shape] = &[
    FULL,
    HOST_RESET,
    Shape {
        name: "launch (host reset, one final barrier)",
        barriers: Barriers::Final,
        ..HOST_RESET
    },
    Shape {
        name: "host reset, narrow barriers",
        barriers: Barriers::Narrow,
        ..HOST_RESET
    },
    Shape {
        name: "host reset, lead barrier",
        barriers: Barriers::Lead,
        ..HOST_RESET
    },
    Shape {
        name: "host reset, tail barrier",
        barriers: Barriers::Tail,
        ..HOST_RESET
    },
    Shape {
        name: "host reset, compute-stage timestamps",
        compute_stage_timestamps: true,
        ..HOST_RESET
    },
    Shape {
        name: "host reset, no barriers",
        barriers: Barriers::None,
        ..HOST_RESET
    },
    Shape {
        name: "no timestamps",
        timestamps: false,
        ..FULL
    },
    Shape {
        name: "no timestamps, narrow",
        timestamps: false,
        barriers: Barriers::Narrow,
        ..FULL
    },
    Shape {
        name: "no barriers",
        barriers: Barriers::None,
        ..FULL
    },
    DISPATCH,
    Shape {
        name: "empty buffer",
        dispatch: false,
        ..DISPATCH
    },
    Shape {
        name: "fence only",
        dispatch: false,
        command_buffer: false,
        ..DISPATCH
    },
    Shape {
        name: "full, recorded once",
        record_once: true,
        ..FULL
    },
    Shape {
        name: "dispatch, recorded once",
        record_once: true,
        ..DISPATCH
    },
    Shape {
        name: "dispatch, sleep",
        spin: false,
        ..DISPATCH
    },
];

fn barrier(
    d: &ash::Device,
    cmd: vk::CommandBuffer,
    src: vk::PipelineStageFlags,
    dst: vk::PipelineStageFlags,
    access: vk::AccessFlags,
) {
    let b = vk::MemoryBarrier::default()
        .src_access_mask(vk::AccessFlags::MEMORY_WRITE)
        .dst_access_mask(access);
    // SAFETY: `cmd` is recording.
    unsafe { d.cmd_pipeline_barrier(cmd, src, dst, vk::DependencyFlags::empty(), &[b], &[], &[]) };
}

/// Medians in µs of (record, submit, wait) over `n` launches of `shape`.
fn measure(gpu: &Arc<Gpu>, pipeline: vk::Pipeline, shape: Shape, n: usize) -> [f64; 3] {
    let d = &gpu.raw;
    // SAFETY (this function): every object is made here, used only by
    // this thread, and destroyed after the last wait.
    let pool_info = vk::CommandPoolCreateInfo::default()
        .flags(vk::CommandPoolCreateFlags::TRANSIENT)
        .queue_family_index(gpu.info.queue_family);
    let pool = unsafe { d.create_command_pool(&pool_info, None) }.expect("command pool");
    let alloc = vk::CommandBufferAllocateInfo::default()
        .command_pool(pool)
        .level(vk::CommandBufferLevel::PRIMARY)
        .command_buffer_count(1);
    let cmd = unsafe { d.allocate_command_buffers(&alloc) }.expect("command buffer")[0];
    let fence = unsafe { d.create_fence(&vk::FenceCreateInfo::default(), None) }.expect("fence");
    let timed = shape.timestamps && gpu.info.timestamp_period.is_some();
    let queries = if timed {
        timestamp_pool(d).expect("query pool")
    } else {
        vk::QueryPool::null()
    };
    let (first, last) = if shape.compute_stage_timestamps {
        let c = vk::PipelineStageFlags::COMPUTE_SHADER;
        (c, c)
    } else {
        (
            vk::PipelineStageFlags::TOP_OF_PIPE,
            vk::PipelineStageFlags::BOTTOM_OF_PIPE,
        )
    };
    let record = |once: bool| unsafe {
        if !once {
            d.reset_command_pool(pool, vk::CommandPoolResetFlags::empty())
                .expect("reset");
        }
        let flags = if once {
            vk::CommandBufferUsageFlags::empty()
        } else {
            vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT
        };
        d.begin_command_buffer(cmd, &vk::CommandBufferBeginInfo::default().flags(flags))
            .expect("begin");
        let work = vk::PipelineStageFlags::COMPUTE_SHADER | vk::PipelineStageFlags::TRANSFER;
        let (from, to) = if shape.barriers == Barriers::Narrow {
            (work, work)
        } else {
            let all = vk::PipelineStageFlags::ALL_COMMANDS;
            (all, all)
        };
        if matches!(
            shape.barriers,
            Barriers::Both | Barriers::Narrow | Barriers::Lead
        ) {
            let rw = vk::AccessFlags::MEMORY_READ | vk::AccessFlags::MEMORY_WRITE;
            barrier(d, cmd, from, to, rw);
        }
        if shape.dispatch {
            d.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::COMPUTE, pipeline);
        }
        if timed && !shape.host_reset {
            d.cmd_reset_query_pool(cmd, queries, 0, 2);
            d.cmd_write_timestamp(cmd, first, queries, 0);
        }
        if shape.dispatch {
            d.cmd_dispatch(cmd, 1, 1, 1);
        }
        if timed {
            d.cmd_write_timestamp(cmd, last, queries, 1);
        }
        if matches!(
            shape.barriers,
            Barriers::Both | Barriers::Narrow | Barriers::Tail
        ) {
            let host = vk::AccessFlags::HOST_READ | vk::AccessFlags::HOST_WRITE;
            barrier(d, cmd, from, vk::PipelineStageFlags::HOST, host);
        }
        d.end_command_buffer(cmd).expect("end");
    };
    if shape.record_once && shape.command_buffer {
        record(true);
    }
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    for i in 0..n + 100 {
        let t0 = Instant::now();
        if shape.command_buffer && !shape.record_once {
            record(false);
        }
        if timed && shape.host_reset {
            unsafe { d.reset_query_pool(queries, 0, 2) };
        }
        let t1 = Instant::now();
        let cmds = [cmd];
        let info = vk::SubmitInfo::default().command_buffers(if shape.command_buffer {
            &cmds
        } else {
            &[]
        });
        {
            let queue = gpu.queue();
            unsafe { d.queue_submit(*queue, &[info], fence) }.expect("submit");
        }
        let t2 = Instant::now();
        if shape.spin {
            while !unsafe { d.get_fence_status(fence) }.expect("fence status") {
                std::hint::spin_loop();
            }
        } else {
            unsafe { d.wait_for_fences(&[fence], true, u64::MAX) }.expect("wait");
        }
        let t3 = Instant::now();
        unsafe { d.reset_fences(&[fence]) }.expect("reset fence");
        if i >= 100 {
            for (v, (a, b)) in times.iter_mut().zip([(t0, t1), (t1, t2), (t2, t3)]) {
                v.push((b - a).as_secs_f64() * 1e6);
            }
        }
    }
    unsafe {
        d.destroy_query_pool(queries, None);
        d.destroy_fence(fence, None);
        d.destroy_command_pool(pool, None);
    }
    times.map(|mut v| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    })
}

#[test]
#[ignore = "a measurement for a GPU machine: prints where a launch's time goes"]
fn launch_breakdown() {
    let Some(be) = backend("launch_breakdown") else {
        return;
    };
    let ir = program("gpu fn @empty() -> unit workgroup(1, 1, 1) {\nbb0:\n    ret\n}\n");
    let module = VkModule::new(&be.gpu, &ir).expect("module");
    let func = ir.module.function_by_name("empty").expect("empty");
    let kernel = module.kernels.get(&func).expect("kernel");
    assert_eq!(
        kernel.layout.push_constant_size, 0,
        "the empty kernel takes push constants"
    );
    let pipeline = kernel.pipeline([1, 1, 1]).expect("pipeline");
    println!(
        "{}: synchronous launch of an empty kernel, medians of 3000 (µs)",
        be.gpu.info.name
    );
    let mut f12 = vk::PhysicalDeviceVulkan12Features::default();
    let mut feats = vk::PhysicalDeviceFeatures2::default().push_next(&mut f12);
    // SAFETY: the physical device belongs to the instance.
    unsafe {
        be.gpu
            .instance
            .raw
            .get_physical_device_features2(be.gpu.physical, &mut feats)
    };
    let host_reset = f12.host_query_reset == vk::TRUE;
    for shape in SHAPES.iter().filter(|s| host_reset || !s.host_reset) {
        let [r, s, w] = measure(&be.gpu, pipeline, *shape, 3000);
        println!(
            "  {:<38} record {r:6.2}  submit {s:6.2}  wait {w:6.2}  total {:6.2}",
            shape.name,
            r + s + w
        );
    }
}
