//! Synchronous untimed launches just like the one before submit its
//! command buffer again ([`super::replay`]): results read the buffers'
//! current contents, any difference in the launch records anew, timed
//! launches never take a kept command buffer, and a kept one never keeps
//! a buffer alive. Expected sums are computed here on the host.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use magpie_mpir::Const;

use magpie_mpir::FuncId;

use super::pipeline::VkModule;
use super::replay::MAX_KEPT;
use super::tests::{floats, private_backend, read_floats, vadd_module};
use super::VulkanBackend;
use crate::backend::{BackendBuffer, BoundArg, DeviceBackend, LaunchRequest, ProgramIr};

/// `@vadd` of `module` over `a`, `b` into `out`, `n` elements.
fn vadd(
    (ir, func, module): &(Arc<ProgramIr>, FuncId, Arc<VkModule>),
    a: &Arc<dyn BackendBuffer>,
    b: &Arc<dyn BackendBuffer>,
    out: &Arc<dyn BackendBuffer>,
    n: u32,
) -> LaunchRequest {
    LaunchRequest {
        program: ir.clone(),
        module: module.clone(),
        kernel: *func,
        grid: [n.div_ceil(64), 1, 1],
        block: [64, 1, 1],
        args: vec![
            BoundArg::Buffer(a.clone()),
            BoundArg::Buffer(b.clone()),
            BoundArg::Buffer(out.clone()),
            BoundArg::Scalar(Const::u32(n)),
        ],
    }
}

/// Launches of `be` nobody reads the times of until it stops timing.
fn stop_timing(be: &VulkanBackend, request: impl Fn() -> LaunchRequest) {
    for _ in 0..17 {
        be.launch(request()).expect("launch");
    }
    assert!(!be.gpu.timing_wanted());
}

#[test]
fn a_launch_like_the_one_before_submits_its_command_buffer_again() {
    let Some(be) = private_backend("a_launch_like_the_one_before_submits_its_command_buffer_again")
    else {
        return;
    };
    let kernel = vadd_module(&be);
    let request = |a: &Arc<dyn BackendBuffer>,
                   b: &Arc<dyn BackendBuffer>,
                   out: &Arc<dyn BackendBuffer>,
                   n: u32| vadd(&kernel, a, b, out, n);
    let n = 1000u32;
    let bv: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    let b = floats(&be, &bv);
    let a = floats(&be, &vec![0.0; n as usize]);
    let out = floats(&be, &vec![-1.0; n as usize + 1]);
    let write = |buf: &Arc<dyn BackendBuffer>, data: &[f32]| {
        let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
        be.write_buffer(&**buf, 0, &bytes).expect("write");
    };
    // `out` holds a + b for the first `n` elements, -1 after them.
    let check = |out: &Arc<dyn BackendBuffer>, av: &[f32], n: usize| {
        let got = read_floats(&be, &**out);
        for i in 0..got.len() {
            let want = if i < n { av[i] + bv[i] } else { -1.0 };
            assert_eq!(got[i], want, "element {i} of {n}");
        }
    };
    stop_timing(&be, || request(&a, &b, &out, n));
    let replays = || be.gpu.replays.load(Ordering::Relaxed);
    // The first untimed launch is recorded, and kept.
    let before = replays();
    be.launch(request(&a, &b, &out, n)).expect("launch");
    assert_eq!(replays(), before);

    // The same launch with new contents in `a`: replayed, reading them.
    let before = replays();
    for round in 1..=3 {
        let av: Vec<f32> = (0..n).map(|i| (i * round) as f32).collect();
        write(&a, &av);
        be.launch(request(&a, &b, &out, n)).expect("launch");
        check(&out, &av, n as usize);
    }
    assert_eq!(replays(), before + 3, "three launches like the one before");
    let av = vec![2.5; n as usize];
    write(&a, &av);

    // Another scalar, another output buffer, a buffer dropped and another
    // made in its place: each recorded anew, each right.
    write(&out, &vec![-1.0; n as usize + 1]);
    let before = replays();
    be.launch(request(&a, &b, &out, n - 1)).expect("launch");
    check(&out, &av, n as usize - 1);
    let out2 = floats(&be, &vec![-1.0; n as usize + 1]);
    be.launch(request(&a, &b, &out2, n)).expect("launch");
    check(&out2, &av, n as usize);
    let kept = Arc::downgrade(&out2);
    drop(out2);
    assert!(kept.upgrade().is_none(), "the kept launch holds its buffer");
    let out3 = floats(&be, &vec![-1.0; n as usize + 1]);
    be.launch(request(&a, &b, &out3, n)).expect("launch");
    check(&out3, &av, n as usize);
    assert_eq!(replays(), before, "no launch was like one before it");
    be.launch(request(&a, &b, &out3, n)).expect("launch");
    assert_eq!(replays(), before + 1);
    // The launch of the dropped buffer left when the next was kept.
    assert!(be.gpu.replay.lock().unwrap().iter().all(|(k, _)| k.alive()));

    // Timed launches are recorded every time, and timed.
    be.time_launches();
    let before = replays();
    for _ in 0..3 {
        be.launch(request(&a, &b, &out3, n)).expect("launch");
        if be.gpu.info.timestamp_period.is_some() {
            assert!(be.gpu.last_dispatch_ns().is_some_and(|ns| ns > 0));
        }
    }
    check(&out3, &av, n as usize);
    if be.gpu.info.timestamp_period.is_some() {
        assert_eq!(
            replays(),
            before,
            "a timed launch took a kept command buffer"
        );
    }
}

/// A loop over a few argument sets replays every launch after its first
/// round; a loop over one more set than are kept replays none, and the
/// device keeps no more than its limit.
#[test]
fn launches_taking_turns_replay_while_their_number_is_within_the_limit() {
    let Some(be) =
        private_backend("launches_taking_turns_replay_while_their_number_is_within_the_limit")
    else {
        return;
    };
    let kernel = vadd_module(&be);
    let n = 512u32;
    let av: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let bv: Vec<f32> = (0..n).map(|i| 3.0 * i as f32).collect();
    let (a, b) = (floats(&be, &av), floats(&be, &bv));
    let outs: Vec<Arc<dyn BackendBuffer>> = (0..=MAX_KEPT)
        .map(|_| floats(&be, &vec![-1.0; n as usize]))
        .collect();
    stop_timing(&be, || vadd(&kernel, &a, &b, &outs[0], n));
    let replays = || be.gpu.replays.load(Ordering::Relaxed);
    let kept = || be.gpu.replay.lock().unwrap().len();

    // MAX_KEPT outputs in turn: the first round records, the next three
    // replay every launch.
    let before = replays();
    for round in 0..4 {
        for out in &outs[..MAX_KEPT] {
            be.launch(vadd(&kernel, &a, &b, out, n)).expect("launch");
        }
        assert_eq!(
            replays(),
            before + (round * MAX_KEPT) as u64,
            "round {round}"
        );
    }
    assert_eq!(kept(), MAX_KEPT);
    for out in &outs[..MAX_KEPT] {
        let got = read_floats(&be, &**out);
        for i in 0..n as usize {
            assert_eq!(got[i], av[i] + bv[i], "element {i}");
        }
    }

    // One more output than are kept, in turn from the one not kept: each
    // launch comes one launch after its slot left (the least recently
    // kept goes first), so none replays.
    let before = replays();
    for _ in 0..3 {
        for k in 0..=MAX_KEPT {
            let out = &outs[(k + MAX_KEPT) % (MAX_KEPT + 1)];
            be.launch(vadd(&kernel, &a, &b, out, n)).expect("launch");
        }
    }
    assert_eq!(replays(), before);
    assert_eq!(kept(), MAX_KEPT);
}
