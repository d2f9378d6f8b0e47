//! Fixtures shared by the integration tests: a small two-module bundle, and
//! byte surgery on encoded bundles that recomputes the file digest
//! independently of the crate (with `sha2` directly).
#![allow(dead_code)] // each test file uses a different part

use magpie_bundle::{Blob, Bundle, KernelEntry, ModuleEntry, ParamEntry, ParamSlot, SlotKind};
use magpie_gpu::GpuBackend;
use sha2::{Digest, Sha256};

pub const COMPILER: &str = "magpie 0.1.0-test";

/// Offset of the module count: magic 8, version 4, compiler version
/// (4 + its bytes), total length 8.
pub fn module_count_offset() -> usize {
    8 + 4 + 4 + COMPILER.len() + 8
}

fn slot(backend: GpuBackend, kind: SlotKind, index: u32, size: u32) -> ParamSlot {
    ParamSlot {
        backend,
        kind,
        index,
        size,
    }
}

fn blob(backend: GpuBackend, arch: &str, data: &[u8]) -> Blob {
    Blob {
        backend,
        arch: arch.to_owned(),
        features: vec!["subgroups".to_owned(), "f16".to_owned()],
        entry_point: "main".to_owned(),
        predicates: vec![(0, "is:sm_90".to_owned()), (3, "has:subgroups".to_owned())],
        data: data.to_vec(),
    }
}

fn buffer_param(name: &str, binding: u32, ptx_offset: u32) -> ParamEntry {
    ParamEntry {
        name: name.to_owned(),
        ty: "ptr<global, f32>".to_owned(),
        slots: vec![
            slot(GpuBackend::Spv, SlotKind::Buffer, binding, 4),
            slot(GpuBackend::Ptx, SlotKind::Param, ptx_offset, 8),
        ],
    }
}

/// Two modules, three kernels, blobs for SPIR-V, PTX, HIP, Metal and WGSL.
pub fn sample() -> Bundle {
    let add = KernelEntry {
        symbol: "add".to_owned(),
        sid_hash: 0x1111_2222_3333_4444,
        params: vec![
            buffer_param("a", 0, 0),
            buffer_param("b", 1, 8),
            ParamEntry {
                name: "n".to_owned(),
                ty: "u32".to_owned(),
                slots: vec![
                    slot(GpuBackend::Spv, SlotKind::Push, 0, 4),
                    slot(GpuBackend::Ptx, SlotKind::Param, 16, 4),
                ],
            },
        ],
        workgroup: [64, 1, 1],
        push_constant_size: 4,
        blobs: vec![
            blob(
                GpuBackend::Spv,
                "vulkan1.3",
                b"\x03\x02\x23\x07SPIRV-ADD-BLOB",
            ),
            blob(GpuBackend::Ptx, "sm_90", b".version 8.0 PTX-ADD-BLOB"),
            blob(GpuBackend::Hip, "gfx90a", b"HSACO-ADD-BLOB"),
        ],
    };
    let scale = KernelEntry {
        symbol: "scale".to_owned(),
        sid_hash: 0x5555_6666_7777_8888,
        params: vec![buffer_param("x", 0, 0)],
        workgroup: [0, 0, 0],
        push_constant_size: 0,
        blobs: vec![blob(GpuBackend::Msl, "metal3", b"MSL-SCALE-BLOB")],
    };
    let reduce = KernelEntry {
        symbol: "reduce".to_owned(),
        sid_hash: 0x9999_aaaa_bbbb_cccc,
        params: vec![],
        workgroup: [256, 1, 1],
        push_constant_size: 0,
        blobs: vec![
            blob(GpuBackend::Wgsl, "webgpu", b"WGSL-REDUCE-BLOB"),
            blob(GpuBackend::Spv, "vulkan1.1", b"SPIRV-REDUCE-BLOB"),
        ],
    };
    Bundle {
        compiler_version: COMPILER.to_owned(),
        modules: vec![
            ModuleEntry {
                name: "vec".to_owned(),
                slice: "module vec\n\nkernel @add(a: ptr<global, f32>, b: ptr<global, f32>, n: u32) {}\nkernel @scale(x: ptr<global, f32>) {}\n".repeat(3),
                kernels: vec![add, scale],
            },
            ModuleEntry {
                name: "red".to_owned(),
                slice: "module red\nkernel @reduce() {}\n".to_owned(),
                kernels: vec![reduce],
            },
        ],
    }
}

/// Overwrites the last 32 bytes with the SHA-256 of the rest, so that only
/// the checks inside the file can catch an edit.
pub fn refresh_file_digest(bytes: &mut [u8]) {
    let body = bytes.len() - 32;
    let file_digest = Sha256::digest(&bytes[..body]);
    bytes[body..].copy_from_slice(&file_digest);
}

/// Writes `value` at `offset` and refreshes the file digest.
pub fn patch_u32(bytes: &mut [u8], offset: usize, value: u32) {
    bytes[offset..offset + 4].copy_from_slice(&value.to_le_bytes());
    refresh_file_digest(bytes);
}

/// The offset of the only occurrence of `needle`.
pub fn find_once(haystack: &[u8], needle: &[u8]) -> usize {
    let hits: Vec<usize> = haystack
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(
        hits.len(),
        1,
        "{:?} occurs {} times",
        String::from_utf8_lossy(needle),
        hits.len()
    );
    hits[0]
}
