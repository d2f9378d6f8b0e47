//! The mock device (tier 1): checks like any device, runs nothing, counts.

mod common;

use magpie_rt::{ErrorKind, MemoryHint, Runtime, StructArg};

#[test]
fn launches_are_counted_not_run() {
    let d = Runtime::mock().device_default().unwrap();
    let p = d.compile(common::VADD).unwrap();
    let k = p.kernel("vadd").unwrap();
    let a = d.buffer_from_slice(&[1.0f32; 8], MemoryHint::Auto).unwrap();
    let b = d.buffer_from_slice(&[2.0f32; 8], MemoryHint::Auto).unwrap();
    let out = d.buffer::<f32>(8, MemoryHint::Auto).unwrap();
    assert_eq!(d.launch_count(), 0);
    for i in 1..=3 {
        k.launch(
            [1, 1, 1],
            [64, 1, 1],
            &[(&a).into(), (&b).into(), (&out).into(), 8u32.into()],
        )
        .unwrap();
        assert_eq!(d.launch_count(), i);
    }
    let f = k
        .launch_async(
            [1, 1, 1],
            [64, 1, 1],
            &[(&a).into(), (&b).into(), (&out).into(), 8u32.into()],
        )
        .unwrap();
    assert!(f.is_done());
    f.wait().unwrap();
    assert_eq!(d.launch_count(), 4);
    // Nothing ran.
    assert_eq!(out.to_vec().unwrap(), vec![0.0; 8]);
}

#[test]
fn rejected_launches_are_not_counted() {
    let d = Runtime::mock().device_default().unwrap();
    let k = d.compile(common::VADD).unwrap().kernel("@vadd").unwrap();
    let a = d.buffer::<f32>(4, MemoryHint::Auto).unwrap();
    let e = k.launch([1, 1, 1], [64, 1, 1], &[(&a).into()]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::ValidationFailed);
    assert_eq!(e.backend, "mock");
    let e = k
        .launch(
            [1, 1, 1],
            [4096, 1, 1],
            &[(&a).into(), (&a).into(), (&a).into(), 4u32.into()],
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::LaunchFailed);
    assert_eq!(d.launch_count(), 0);
}

#[test]
fn struct_arguments_are_checked_on_the_mock_too() {
    let d = Runtime::mock().device_default().unwrap();
    let k = d
        .compile(common::PARAMS)
        .unwrap()
        .kernel("read_params")
        .unwrap();
    let ints = d.buffer::<i64>(3, MemoryHint::Auto).unwrap();
    let floats = d.buffer::<f64>(1, MemoryHint::Auto).unwrap();
    let p = StructArg::new("TParams")
        .field("a", 1i32)
        .field("b", 2i64)
        .field("c", 3.0f64);
    let e = k
        .launch(
            [1, 1, 1],
            [1, 1, 1],
            &[p.into(), (&ints).into(), (&floats).into()],
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::ValidationFailed);
    assert!(e.message.contains("argument 1 (%p)"), "{e}");
    assert!(e.message.contains("`d`"), "{e}");
    assert_eq!(d.launch_count(), 0);
}

#[test]
fn buffers_behave_like_memory() {
    let d = Runtime::mock().device_default().unwrap();
    let b = d
        .buffer_from_slice(&[5u16, 6, 7], MemoryHint::Unified)
        .unwrap();
    let c = d.buffer::<u16>(3, MemoryHint::Auto).unwrap();
    c.copy_from(&b).unwrap();
    assert_eq!(c.to_vec().unwrap(), vec![5, 6, 7]);
    assert_eq!(d.memory_total(), d.memory_available());
}
