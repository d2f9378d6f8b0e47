//! A huge declared count or length is refused before anything is allocated
//! for it: this binary's allocator records the largest single request, and
//! reading a small file with patched-in huge numbers must keep it small.
//! One test only, so no other test's allocations are recorded.
#![allow(unsafe_code)] // a `GlobalAlloc` is an unsafe trait; the impl only forwards to `System`

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use common::{module_count_offset, patch_u32};
use magpie_bundle::{read, write};

struct LargestRequest;

static LARGEST: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call forwards to `System` with the caller's arguments, so
// `System`'s guarantees are the caller's; the counter has no effect on them.
unsafe impl GlobalAlloc for LargestRequest {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LARGEST.fetch_max(layout.size(), Ordering::Relaxed);
        // SAFETY: forwarded unchanged, see above.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged, see above.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LARGEST.fetch_max(new_size, Ordering::Relaxed);
        // SAFETY: forwarded unchanged, see above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: LargestRequest = LargestRequest;

/// The largest allocation made while reading `bytes`, which must fail.
fn largest_allocation_reading(bytes: &[u8]) -> usize {
    LARGEST.store(0, Ordering::Relaxed);
    let result = read(bytes);
    let largest = LARGEST.load(Ordering::Relaxed);
    assert!(result.is_err(), "a patched bundle was read");
    largest
}

#[test]
fn huge_counts_and_lengths_allocate_nothing_for_them() {
    // The allocator sees requests at all.
    LARGEST.store(0, Ordering::Relaxed);
    let probe = std::hint::black_box(vec![0u8; 1 << 20]);
    assert!(LARGEST.load(Ordering::Relaxed) >= 1 << 20);
    drop(probe);

    let bytes = write(&common::sample()).unwrap();
    // The largest legitimate buffers are the file-sized ones.
    let small = 16 * 1024;
    assert!(bytes.len() < small);

    let module_count = module_count_offset();
    let name = module_count + 4; // "vec": 4 + 3 bytes
    let slice_len = name + 7;
    let compressed_len = slice_len + 4 + 32;
    let compressed = u32::from_le_bytes(
        bytes[compressed_len..compressed_len + 4]
            .try_into()
            .unwrap(),
    );
    let kernel_count = compressed_len + 4 + compressed as usize;
    let symbol = kernel_count + 4; // "add": 4 + 3 bytes
    let param_count = symbol + 7 + 8 + 12 + 4;
    assert_eq!(&bytes[symbol..symbol + 7], b"\x03\0\0\0add");
    assert_eq!(&bytes[param_count..param_count + 4], &[3, 0, 0, 0]);

    for (field, at) in [
        ("module count", module_count),
        ("module name length", name),
        ("compressed slice length", compressed_len),
        ("kernel count", kernel_count),
        ("symbol length", symbol),
        ("parameter count", param_count),
    ] {
        for value in [u32::MAX, u32::MAX / 2, 1 << 24] {
            let mut patched = bytes.clone();
            patch_u32(&mut patched, at, value);
            let largest = largest_allocation_reading(&patched);
            assert!(
                largest < small,
                "{field} = {value}: allocated {largest} bytes"
            );
        }
    }

    // The one length that is allocated before it is confirmed is the slice's,
    // and only up to its 64 MiB limit.
    let mut patched = bytes.clone();
    patch_u32(&mut patched, slice_len, 64 << 20);
    let largest = largest_allocation_reading(&patched);
    assert!(largest <= (64 << 20) + small, "allocated {largest} bytes");
    patch_u32(&mut patched, slice_len, (64 << 20) + 1);
    let largest = largest_allocation_reading(&patched);
    assert!(largest < small, "allocated {largest} bytes");
}
