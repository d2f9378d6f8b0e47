//! Kernels on the CPU device (tier 2): results computed in plain Rust,
//! struct arguments and buffers, argument errors, executor errors, fences.

mod common;

use std::time::Duration;

use magpie_rt::{
    host_struct, Arg, Device, ErrorKind, GpuError, Kernel, MemoryHint, Runtime, StructArg,
};

fn cpu() -> Device {
    Runtime::cpu().device_default().unwrap()
}

/// Runs vector add over `n` elements and checks it against plain Rust.
fn check_vadd(d: &Device, k: &Kernel, n: u32) {
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 3.0).collect();
    let b: Vec<f32> = (0..n).map(|i| (i % 7) as f32 * 1.25).collect();
    let expected: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    let ba = d.buffer_from_slice(&a, MemoryHint::Auto).unwrap();
    let bb = d.buffer_from_slice(&b, MemoryHint::Auto).unwrap();
    let out = d.buffer::<f32>(u64::from(n), MemoryHint::Auto).unwrap();
    let groups = n.div_ceil(64).max(1);
    k.launch(
        [groups, 1, 1],
        [64, 1, 1],
        &[(&ba).into(), (&bb).into(), (&out).into(), n.into()],
    )
    .unwrap();
    assert_eq!(out.to_vec().unwrap(), expected);
}

#[test]
fn vector_add() {
    let d = cpu();
    let k = common::vadd(&d);
    assert_eq!(k.name(), "vadd");
    let names: Vec<&str> = k.params().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["a", "b", "out", "n"]);
    assert_eq!(k.params()[0].ty, "gpu.TBuffer<f32>");
    assert_eq!(k.params()[3].ty, "u32");
    for n in [1, 63, 64, 65, 1000] {
        check_vadd(&d, &k, n);
    }
    assert_eq!(d.launch_count(), 5);
}

#[test]
fn vector_add_at_every_subgroup_size() {
    for sg in [1, 4, 32, 64] {
        let d = Runtime::cpu_with(sg).unwrap().device_default().unwrap();
        check_vadd(&d, &common::vadd(&d), 130);
    }
}

#[test]
fn struct_argument_fields_by_name() {
    let d = cpu();
    let k = d
        .compile(common::PARAMS)
        .unwrap()
        .kernel("read_params")
        .unwrap();
    assert_eq!(k.params()[0].ty, "TParams");
    let ints = d.buffer::<i64>(3, MemoryHint::Auto).unwrap();
    let floats = d.buffer::<f64>(1, MemoryHint::Auto).unwrap();
    // Fields in any order.
    let p = StructArg::new("TParams")
        .field("d", 7i32)
        .field("c", -0.5f64)
        .field("b", 1_000_000_000_000i64)
        .field("a", -42i32);
    k.launch(
        [1, 1, 1],
        [1, 1, 1],
        &[p.into(), (&ints).into(), (&floats).into()],
    )
    .unwrap();
    assert_eq!(ints.to_vec().unwrap(), vec![-42, 1_000_000_000_000, 7]);
    assert_eq!(floats.to_vec().unwrap(), vec![-0.5]);
}

/// The host twin of `TParams`, laid out like the kernel's struct.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
struct Params {
    a: i32,
    _pad0: u32,
    b: i64,
    c: f64,
    d: i32,
    _pad1: u32,
}
host_struct!(Params as "TParams" { a: i32, b: i64, c: f64, d: i32 });

#[test]
fn struct_argument_from_a_host_value() {
    let d = cpu();
    let k = d
        .compile(common::PARAMS)
        .unwrap()
        .kernel("read_params")
        .unwrap();
    let ints = d.buffer::<i64>(3, MemoryHint::Auto).unwrap();
    let floats = d.buffer::<f64>(1, MemoryHint::Auto).unwrap();
    let p = Params {
        a: 1,
        _pad0: 0,
        b: 1000,
        c: 2.5,
        d: -9,
        _pad1: 0,
    };
    k.launch(
        [1, 1, 1],
        [1, 1, 1],
        &[
            StructArg::from_host(&p).into(),
            (&ints).into(),
            (&floats).into(),
        ],
    )
    .unwrap();
    assert_eq!(ints.to_vec().unwrap(), vec![1, 1000, -9]);
    assert_eq!(floats.to_vec().unwrap(), vec![2.5]);
}

/// `TItem { id: u32, weight: f64, flag: u16 }`: offsets 0, 8, 16; size 24.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
struct Item {
    id: u32,
    _pad0: u32,
    weight: f64,
    flag: u16,
    _pad1: [u16; 3],
}
host_struct!(Item as "TItem" { id: u32, weight: f64, flag: u16 });

/// The same fields packed without alignment: `weight` at 4, not 8.
#[repr(C, packed)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct PackedItem {
    id: u32,
    weight: f64,
    flag: u16,
    _pad: [u8; 2],
}
host_struct!(PackedItem as "TItemPacked" { id: u32, weight: f64, flag: u16 });

#[test]
fn struct_buffer_with_a_matching_host_layout() {
    let d = cpu();
    let k = d.compile(common::ITEMS).unwrap().kernel("bump").unwrap();
    let items: Vec<Item> = (0..40u32)
        .map(|i| Item {
            id: i,
            _pad0: 0,
            weight: f64::from(i) + 0.25,
            flag: (i * 3) as u16,
            _pad1: [0; 3],
        })
        .collect();
    let buf = d.buffer_from_slice(&items, MemoryHint::Auto).unwrap();
    k.launch([2, 1, 1], [32, 1, 1], &[(&buf).into(), 40u32.into()])
        .unwrap();
    let expected: Vec<Item> = items
        .iter()
        .map(|it| Item {
            weight: it.weight * f64::from(it.id),
            flag: it.flag + 1,
            ..*it
        })
        .collect();
    assert_eq!(buf.to_vec().unwrap(), expected);
}

#[test]
fn struct_buffer_with_a_mismatching_host_layout() {
    let d = cpu();
    let k = d.compile(common::ITEMS).unwrap().kernel("bump").unwrap();
    let buf = d.buffer::<PackedItem>(4, MemoryHint::Auto).unwrap();
    let e = k
        .launch([1, 1, 1], [32, 1, 1], &[(&buf).into(), 4u32.into()])
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::ValidationFailed);
    for needle in [
        "argument 1 (%items)",
        "`weight`",
        "host offset 4",
        "kernel offset 8",
    ] {
        assert!(e.message.contains(needle), "`{needle}` not in: {e}");
    }
    assert_eq!(d.launch_count(), 0);
    // The runtime is fine afterwards.
    check_vadd(&d, &common::vadd(&d), 10);
}

fn expect_invalid(r: Result<(), GpuError>, needles: &[&str]) {
    let e = r.unwrap_err();
    assert_eq!(e.kind, ErrorKind::ValidationFailed, "{e}");
    assert_eq!(e.backend, "cpu");
    for n in needles {
        assert!(e.message.contains(n), "`{n}` not in: {e}");
    }
}

#[test]
fn argument_errors_name_the_parameter_and_leave_the_runtime_working() {
    let d = cpu();
    let k = common::vadd(&d);
    let a = d.buffer::<f32>(4, MemoryHint::Auto).unwrap();
    let ints = d.buffer::<i32>(4, MemoryHint::Auto).unwrap();
    let g = [1, 1, 1];
    let b = [64, 1, 1];

    // Wrong count.
    expect_invalid(
        k.launch(g, b, &[(&a).into(), (&a).into(), (&a).into()]),
        &["takes 4", "got 3", "argument 4 (%n: u32)"],
    );
    check_vadd(&d, &k, 5);
    // Wrong scalar type.
    expect_invalid(
        k.launch(
            g,
            b,
            &[(&a).into(), (&a).into(), (&a).into(), 4.0f32.into()],
        ),
        &["argument 4 (%n): expected u32, got f32"],
    );
    check_vadd(&d, &k, 5);
    // Wrong buffer element type.
    expect_invalid(
        k.launch(
            g,
            b,
            &[(&a).into(), (&ints).into(), (&a).into(), 4u32.into()],
        ),
        &["argument 2 (%b)", "gpu.TBuffer<f32>", "i32"],
    );
    check_vadd(&d, &k, 5);
    // A scalar where a buffer goes, a buffer where a scalar goes.
    expect_invalid(
        k.launch(g, b, &[1u32.into(), (&a).into(), (&a).into(), 4u32.into()]),
        &["argument 1 (%a)"],
    );
    expect_invalid(
        k.launch(
            g,
            b,
            &[(&a).into(), (&a).into(), (&a).into(), Arg::Buffer(&a)],
        ),
        &["argument 4 (%n)", "buffer"],
    );
    // A buffer of another device.
    let other = cpu().buffer::<f32>(4, MemoryHint::Auto).unwrap();
    expect_invalid(
        k.launch(
            g,
            b,
            &[(&other).into(), (&a).into(), (&a).into(), 4u32.into()],
        ),
        &["argument 1 (%a)", "belongs to"],
    );
    check_vadd(&d, &k, 5);
    assert_eq!(d.launch_count(), 4);
}

#[test]
fn struct_argument_errors_name_the_field() {
    let d = cpu();
    let k = d
        .compile(common::PARAMS)
        .unwrap()
        .kernel("read_params")
        .unwrap();
    let ints = d.buffer::<i64>(3, MemoryHint::Auto).unwrap();
    let floats = d.buffer::<f64>(1, MemoryHint::Auto).unwrap();
    let full = || {
        StructArg::new("TParams")
            .field("a", 1i32)
            .field("b", 2i64)
            .field("c", 3.0f64)
            .field("d", 4i32)
    };
    let run = |p: StructArg| {
        k.launch(
            [1, 1, 1],
            [1, 1, 1],
            &[p.into(), (&ints).into(), (&floats).into()],
        )
    };
    let missing = StructArg::new("TParams")
        .field("a", 1i32)
        .field("b", 2i64)
        .field("d", 4i32);
    expect_invalid(run(missing), &["argument 1 (%p)", "`c`", "missing"]);
    expect_invalid(run(full().field("z", 1u8)), &["`z`"]);
    expect_invalid(run(full().field("a", 9i32)), &["`a`", "twice"]);
    let mistyped = StructArg::new("TParams")
        .field("a", 1i32)
        .field("b", 2i32)
        .field("c", 3.0f64)
        .field("d", 4i32);
    expect_invalid(run(mistyped), &["field `b`", "expected i64, got i32"]);
    expect_invalid(run(StructArg::new("TOther")), &["TOther", "TParams"]);
    run(full()).unwrap();
    assert_eq!(ints.to_vec().unwrap(), vec![1, 2, 4]);
}

#[test]
fn launch_shape_errors() {
    let d = cpu();
    let k = common::vadd(&d);
    let a = d.buffer::<f32>(4, MemoryHint::Auto).unwrap();
    let args: [Arg<'_>; 4] = [(&a).into(), (&a).into(), (&a).into(), 4u32.into()];
    for (grid, block) in [
        ([0, 1, 1], [64, 1, 1]),
        ([1, 1, 1], [64, 0, 1]),
        ([1, 1, 1], [2048, 1, 1]),
        ([1, 1, 1], [64, 64, 1]),
        ([1, 1, 1], [1, 1, 2048]),
        ([u32::MAX, 1, 1], [64, 1, 1]),
    ] {
        let e = k.launch(grid, block, &args).unwrap_err();
        assert_eq!(e.kind, ErrorKind::LaunchFailed, "{grid:?} {block:?}: {e}");
    }
    check_vadd(&d, &k, 4);
}

#[test]
fn divergent_barrier_is_a_launch_failure_naming_the_block() {
    let d = cpu();
    let k = d
        .compile(common::DIVERGE)
        .unwrap()
        .kernel("diverge")
        .unwrap();
    let out = d.buffer::<u32>(64, MemoryHint::Auto).unwrap();
    let e = k
        .launch([1, 1, 1], [64, 1, 1], &[(&out).into()])
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::LaunchFailed, "{e}");
    assert_eq!(e.backend, "cpu");
    assert!(e.message.contains("diverge"), "{e}");
    assert!(
        e.message.contains("bb1") || e.message.contains("bb2"),
        "{e}"
    );
    assert!(e.to_string().starts_with("[cpu] LaunchFailed: "));
    // Asynchronously: the fence carries the same error.
    let f = k
        .launch_async([1, 1, 1], [64, 1, 1], &[(&out).into()])
        .unwrap();
    assert_eq!(f.wait().unwrap_err().kind, ErrorKind::LaunchFailed);
    check_vadd(&d, &common::vadd(&d), 100);
}

#[test]
fn out_of_bounds_is_a_launch_failure() {
    let d = cpu();
    let k = common::vadd(&d);
    let small = d.buffer::<f32>(2, MemoryHint::Auto).unwrap();
    // n says 64 but the buffers hold 2.
    let e = k
        .launch(
            [1, 1, 1],
            [64, 1, 1],
            &[
                (&small).into(),
                (&small).into(),
                (&small).into(),
                64u32.into(),
            ],
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::LaunchFailed, "{e}");
    assert!(e.message.contains("vadd"), "{e}");
    check_vadd(&d, &k, 3);
}

#[test]
fn launch_async_and_wait() {
    let d = cpu();
    let k = common::vadd(&d);
    let n = 256u32;
    let a = d
        .buffer_from_slice(&vec![1.5f32; n as usize], MemoryHint::Auto)
        .unwrap();
    let b = d
        .buffer_from_slice(&vec![2.0f32; n as usize], MemoryHint::Auto)
        .unwrap();
    let out = d.buffer::<f32>(u64::from(n), MemoryHint::Auto).unwrap();
    let f = k
        .launch_async(
            [4, 1, 1],
            [64, 1, 1],
            &[(&a).into(), (&b).into(), (&out).into(), n.into()],
        )
        .unwrap();
    // The launch owns its buffers: dropping the handles is fine.
    drop(a);
    drop(b);
    f.wait().unwrap();
    assert!(f.is_done());
    f.wait_timeout(Duration::from_millis(1)).unwrap();
    assert_eq!(out.to_vec().unwrap(), vec![3.5; n as usize]);

    // Several in flight at once.
    let outs: Vec<_> = (0..4)
        .map(|_| d.buffer::<u32>(8, MemoryHint::Auto).unwrap())
        .collect();
    let spin = d.compile(common::SPIN).unwrap().kernel("spin").unwrap();
    let fences: Vec<_> = outs
        .iter()
        .map(|o| {
            spin.launch_async([8, 1, 1], [1, 1, 1], &[o.into(), 100u32.into()])
                .unwrap()
        })
        .collect();
    for f in &fences {
        f.wait_timeout(Duration::from_secs(120)).unwrap();
    }
    for o in &outs {
        assert_eq!(o.to_vec().unwrap(), vec![100; 8]);
    }
}

#[test]
fn wait_timeout_expires_on_a_long_launch() {
    let d = cpu();
    let spin = d.compile(common::SPIN).unwrap().kernel("spin").unwrap();
    let out = d.buffer::<u32>(1, MemoryHint::Auto).unwrap();
    let f = spin
        .launch_async([1, 1, 1], [1, 1, 1], &[(&out).into(), 3_000_000u32.into()])
        .unwrap();
    // On a very fast machine the launch may be over already: nothing to test.
    if let Err(e) = f.wait_timeout(Duration::from_micros(1)) {
        assert_eq!(e.kind, ErrorKind::TimeoutExpired);
    }
    f.wait().unwrap();
    assert_eq!(out.to_vec().unwrap(), vec![3_000_000]);
}

#[test]
fn compile_and_kernel_errors() {
    let d = cpu();
    let e = d
        .compile_named(
            "bad.mp",
            "gpu fn @k(%x: u32) -> unit {\nbb0:\n  %y: f32 = f.add { lhs=%x, rhs=%x }\n  ret\n}\n",
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::CompilationFailed);
    assert!(e.message.contains("bad.mp:3"), "{e}");
    assert!(e.message.contains("error["), "{e}");
    let e = d.compile("this is not a kernel").unwrap_err();
    assert_eq!(e.kind, ErrorKind::CompilationFailed);

    let p = d.compile(common::VADD).unwrap();
    assert_eq!(p.kernels(), vec!["vadd".to_string()]);
    let e = p.kernel("twice").unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidKernel);
    assert!(e.message.contains("@vadd"), "{e}");
    let e = p.kernel("nope").unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidKernel);
    assert!(e.message.contains("@vadd"), "{e}");
    check_vadd(&d, &p.kernel("@vadd").unwrap(), 8);
}

#[test]
fn no_panics_on_odd_inputs() {
    let d = cpu();
    for src in [
        "",
        "\u{0}",
        "gpu fn",
        "value struct T { field a: T }",
        "gpu fn @k() -> unit {",
    ] {
        let _ = d.compile(src);
    }
}

/// Asynchronous launches run in the order they were made, as on a GPU
/// queue: a long launch, then a short one writing the same element, leave
/// the short one's value (the second fence waited first).
#[test]
fn asynchronous_launches_run_in_order() {
    let d = cpu();
    let spin = d.compile(common::SPIN).unwrap().kernel("spin").unwrap();
    let out = d.buffer::<u32>(1, MemoryHint::Auto).unwrap();
    let long = spin
        .launch_async([1, 1, 1], [1, 1, 1], &[(&out).into(), 300_000u32.into()])
        .unwrap();
    let short = spin
        .launch_async([1, 1, 1], [1, 1, 1], &[(&out).into(), 7u32.into()])
        .unwrap();
    short.wait().unwrap();
    assert!(long.is_done(), "the second launch ended before the first");
    long.wait().unwrap();
    assert_eq!(out.to_vec().unwrap(), vec![7]);
}
