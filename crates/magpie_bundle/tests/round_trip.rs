//! write → read gives back the same bundle, for a fixed bundle and for
//! generated ones; the header lies where the documented layout says.

mod common;

use magpie_bundle::{
    read, write, Blob, Bundle, KernelEntry, ModuleEntry, ParamEntry, ParamSlot, SlotKind,
};
use magpie_gpu::GpuBackend;
use proptest::prelude::*;
use sha2::{Digest, Sha256};

#[test]
fn two_modules_round_trip() {
    let bundle = common::sample();
    let bytes = write(&bundle).unwrap();
    assert_eq!(read(&bytes).unwrap(), bundle);
}

#[test]
fn an_empty_bundle_round_trips() {
    let bundle = Bundle {
        compiler_version: String::new(),
        modules: vec![],
    };
    let bytes = write(&bundle).unwrap();
    // magic 8 + version 4 + empty string 4 + total 8 + count 4 + digest 32
    assert_eq!(bytes.len(), 60);
    assert_eq!(read(&bytes).unwrap(), bundle);
}

#[test]
fn writing_is_deterministic() {
    let bundle = common::sample();
    assert_eq!(write(&bundle).unwrap(), write(&bundle).unwrap());
}

#[test]
fn the_header_follows_the_documented_layout() {
    let bytes = write(&common::sample()).unwrap();
    assert_eq!(&bytes[..8], b"MPGBNDL\0");
    assert_eq!(&bytes[8..12], &[1, 0, 0, 0]);
    let len = common::COMPILER.len();
    assert_eq!(&bytes[12..16], &(len as u32).to_le_bytes());
    assert_eq!(&bytes[16..16 + len], common::COMPILER.as_bytes());
    let total = u64::from_le_bytes(bytes[16 + len..24 + len].try_into().unwrap());
    assert_eq!(total, bytes.len() as u64);
    let count = common::module_count_offset();
    assert_eq!(&bytes[count..count + 4], &[2, 0, 0, 0]);
    let body = bytes.len() - 32;
    assert_eq!(&bytes[body..], Sha256::digest(&bytes[..body]).as_slice());
}

fn text(max: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(any::<char>(), 0..max).prop_map(String::from_iter)
}

fn backend() -> impl Strategy<Value = GpuBackend> {
    prop::sample::select(GpuBackend::ALL.to_vec())
}

fn slot() -> impl Strategy<Value = ParamSlot> {
    let kind = prop::sample::select(SlotKind::ALL.to_vec());
    (backend(), kind, any::<u32>(), any::<u32>()).prop_map(|(backend, kind, index, size)| {
        ParamSlot {
            backend,
            kind,
            index,
            size,
        }
    })
}

fn param() -> impl Strategy<Value = ParamEntry> {
    (text(6), text(10), prop::collection::vec(slot(), 0..4))
        .prop_map(|(name, ty, slots)| ParamEntry { name, ty, slots })
}

fn blob() -> impl Strategy<Value = Blob> {
    (
        backend(),
        text(8),
        prop::collection::vec(text(6), 0..3),
        text(6),
        prop::collection::vec((any::<u32>(), text(12)), 0..3),
        prop::collection::vec(any::<u8>(), 0..64),
    )
        .prop_map(
            |(backend, arch, features, entry_point, predicates, data)| Blob {
                backend,
                arch,
                features,
                entry_point,
                predicates,
                data,
            },
        )
}

fn kernel() -> impl Strategy<Value = KernelEntry> {
    (
        text(8),
        any::<u64>(),
        prop::collection::vec(param(), 0..4),
        any::<[u32; 3]>(),
        any::<u32>(),
        prop::collection::vec(blob(), 0..4),
    )
        .prop_map(
            |(symbol, sid_hash, params, workgroup, push_constant_size, blobs)| KernelEntry {
                symbol,
                sid_hash,
                params,
                workgroup,
                push_constant_size,
                blobs,
            },
        )
}

fn module() -> impl Strategy<Value = ModuleEntry> {
    (text(8), text(300), prop::collection::vec(kernel(), 0..3)).prop_map(
        |(name, slice, kernels)| ModuleEntry {
            name,
            slice,
            kernels,
        },
    )
}

fn bundle() -> impl Strategy<Value = Bundle> {
    (text(16), prop::collection::vec(module(), 0..3)).prop_map(|(compiler_version, modules)| {
        Bundle {
            compiler_version,
            modules,
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn generated_bundles_round_trip(bundle in bundle()) {
        let bytes = write(&bundle).unwrap();
        prop_assert_eq!(read(&bytes).unwrap(), bundle);
    }
}

#[test]
fn an_over_long_slice_is_not_written() {
    let mut bundle = common::sample();
    bundle.modules[1].slice = "x".repeat((64 << 20) + 1);
    let err = write(&bundle).unwrap_err();
    assert_eq!(err.offset, None);
    assert_eq!(
        err.to_string(),
        "module \"red\": the slice is 67108865 bytes, the limit is 67108864"
    );
}
