//! Buffers: round trips for every element type, lengths, copies, sizes.

use half::{bf16, f16};
use magpie_rt::{Device, Element, ErrorKind, MemoryHint, Runtime};

fn devices() -> Vec<Device> {
    vec![
        Runtime::cpu().device_default().unwrap(),
        Runtime::mock().device_default().unwrap(),
    ]
}

fn round_trip<T: Element + PartialEq + std::fmt::Debug>(values: &[T]) {
    for d in devices() {
        for hint in MemoryHint::ALL {
            let b = d.buffer_from_slice(values, hint).unwrap();
            assert_eq!(b.len(), values.len() as u64);
            assert_eq!(b.hint(), hint);
            assert_eq!(b.device(), &d);
            assert_eq!(b.to_vec().unwrap(), values, "{} {hint:?}", d.name());
            // Zero-filled on creation.
            let z = d.buffer::<T>(values.len() as u64, hint).unwrap();
            assert!(z.to_vec().unwrap().iter().all(|x| *x == T::zeroed()));
            z.write(values).unwrap();
            assert_eq!(z.to_vec().unwrap(), values);
        }
    }
}

#[test]
fn every_element_type_round_trips() {
    round_trip(&[0u8, 1, 127, 128, 255]);
    round_trip(&[0i8, -1, 127, -128, 5]);
    round_trip(&[0u16, 1, 0x7fff, 0xffff, 513]);
    round_trip(&[0i16, -1, i16::MIN, i16::MAX, 300]);
    round_trip(&[0u32, 1, u32::MAX, 0xdead_beef, 7]);
    round_trip(&[0i32, -1, i32::MIN, i32::MAX, 42]);
    round_trip(&[0u64, 1, u64::MAX, 1 << 40, 9]);
    round_trip(&[0i64, -1, i64::MIN, i64::MAX, 1 << 50]);
    round_trip(&[
        0.0f32,
        -0.0,
        1.5,
        f32::MAX,
        f32::MIN_POSITIVE,
        f32::INFINITY,
    ]);
    round_trip(&[0.0f64, -2.25, f64::MAX, 1e-310, f64::NEG_INFINITY]);
    round_trip(&[
        f16::from_f32(0.5),
        f16::MAX,
        f16::from_f32(-3.0),
        f16::MIN_POSITIVE,
    ]);
    round_trip(&[
        bf16::from_f32(0.5),
        bf16::MAX,
        bf16::from_f32(-3.0),
        bf16::from_f32(1e30),
    ]);
    // NaN bits survive (compare bits, since NaN != NaN).
    for d in devices() {
        let nan = f32::from_bits(0x7fc0_1234);
        let b = d.buffer_from_slice(&[nan], MemoryHint::Auto).unwrap();
        assert_eq!(b.to_vec().unwrap()[0].to_bits(), 0x7fc0_1234);
    }
}

#[test]
fn odd_lengths_round_trip() {
    for n in [1usize, 3, 7, 9, 1000, 4097] {
        let v: Vec<u8> = (0..n).map(|i| (i * 31 % 251) as u8).collect();
        round_trip(&v);
        let w: Vec<u16> = (0..n).map(|i| (i * 7919 % 65521) as u16).collect();
        round_trip(&w);
    }
}

#[test]
fn empty_buffers_are_allowed() {
    for d in devices() {
        let b = d.buffer::<f32>(0, MemoryHint::Auto).unwrap();
        assert!(b.is_empty());
        assert_eq!(b.to_vec().unwrap(), Vec::<f32>::new());
        b.write(&[]).unwrap();
        let c = d.buffer_from_slice::<f32>(&[], MemoryHint::Cached).unwrap();
        c.copy_from(&b).unwrap();
    }
}

#[test]
fn write_length_must_match() {
    for d in devices() {
        let b = d.buffer::<u32>(4, MemoryHint::Auto).unwrap();
        let e = b.write(&[1, 2, 3]).unwrap_err();
        assert_eq!(e.kind, ErrorKind::BufferError);
        assert!(e.message.contains('3') && e.message.contains('4'), "{e}");
        // Unchanged, and still usable.
        assert_eq!(b.to_vec().unwrap(), vec![0; 4]);
        b.write(&[1, 2, 3, 4]).unwrap();
        assert_eq!(b.to_vec().unwrap(), vec![1, 2, 3, 4]);
    }
}

#[test]
fn copies() {
    for d in devices() {
        let a = d
            .buffer_from_slice(&[1.0f64, 2.0, 3.0], MemoryHint::Auto)
            .unwrap();
        let b = d.buffer::<f64>(3, MemoryHint::Staging).unwrap();
        b.copy_from(&a).unwrap();
        assert_eq!(b.to_vec().unwrap(), vec![1.0, 2.0, 3.0]);
        // Copying a buffer onto itself is a no-op.
        b.copy_from(&b).unwrap();
        assert_eq!(b.to_vec().unwrap(), vec![1.0, 2.0, 3.0]);
        let short = d.buffer::<f64>(2, MemoryHint::Auto).unwrap();
        assert_eq!(
            short.copy_from(&a).unwrap_err().kind,
            ErrorKind::BufferError
        );
    }
    // Across devices: an error, not a crash.
    let [cpu, mock] = <[Device; 2]>::try_from(devices()).unwrap();
    let a = cpu.buffer::<u8>(4, MemoryHint::Auto).unwrap();
    let b = mock.buffer::<u8>(4, MemoryHint::Auto).unwrap();
    let e = b.copy_from(&a).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BufferError);
    assert!(e.message.contains("device"), "{e}");
}

#[test]
fn huge_requests_are_out_of_memory() {
    for d in devices() {
        for len in [u64::MAX, u64::MAX / 4, 1 << 62] {
            let e = d.buffer::<f32>(len, MemoryHint::Auto).unwrap_err();
            assert_eq!(e.kind, ErrorKind::OutOfMemory, "{e}");
        }
        let too_big = d.memory_total().max(1 << 40).saturating_add(1);
        let e = d
            .buffer::<u8>(too_big, MemoryHint::DeviceLocal)
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::OutOfMemory, "{e}");
        // Still works afterwards.
        let b = d.buffer_from_slice(&[1u8, 2], MemoryHint::Auto).unwrap();
        assert_eq!(b.to_vec().unwrap(), vec![1, 2]);
    }
}

#[test]
fn dyn_buffers_carry_their_element() {
    use magpie_rt::{AnyBuffer, ElemDesc, Scalar};
    for d in devices() {
        let bytes: Vec<u8> = [1u32, 2, 3].iter().flat_map(|x| x.to_le_bytes()).collect();
        let b = d
            .buffer_from_bytes(ElemDesc::Scalar(Scalar::U32), &bytes, MemoryHint::Auto)
            .unwrap();
        assert_eq!(AnyBuffer::len(&b), 3);
        assert_eq!(b.to_bytes().unwrap(), bytes);
        let e = d
            .buffer_from_bytes(ElemDesc::Scalar(Scalar::U32), &bytes[..5], MemoryHint::Auto)
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::BufferError);
        let flags = d
            .buffer_dyn(ElemDesc::Scalar(Scalar::Bool), 5, MemoryHint::Auto)
            .unwrap();
        assert_eq!(flags.to_bytes().unwrap(), vec![0; 5]);
        assert_eq!(
            flags.write_bytes(&[1; 4]).unwrap_err().kind,
            ErrorKind::BufferError
        );
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]
    #[test]
    fn arbitrary_u32_data_round_trips(v in proptest::collection::vec(proptest::prelude::any::<u32>(), 0..300)) {
        round_trip(&v);
    }
}
