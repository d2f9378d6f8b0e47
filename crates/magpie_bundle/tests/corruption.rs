//! Altered, truncated and extended bundles: every one is an error with a
//! message that says what is wrong, never a panic or a bundle.

mod common;

use common::{find_once, module_count_offset, patch_u32, refresh_file_digest};
use magpie_bundle::{read, write, Bundle, ModuleEntry};

fn sample_bytes() -> Vec<u8> {
    write(&common::sample()).unwrap()
}

fn error_of(bytes: &[u8]) -> magpie_bundle::BundleError {
    match read(bytes) {
        Ok(_) => panic!("an altered bundle was read"),
        Err(e) => e,
    }
}

#[test]
fn every_single_byte_flip_is_rejected() {
    let bytes = sample_bytes();
    for mask in [0x01u8, 0xff] {
        for i in 0..bytes.len() {
            let mut flipped = bytes.clone();
            flipped[i] ^= mask;
            assert!(
                read(&flipped).is_err(),
                "flip {mask:#04x} at byte {i} was accepted"
            );
        }
    }
}

#[test]
fn every_truncation_is_rejected() {
    let bytes = sample_bytes();
    for len in 0..bytes.len() {
        assert!(
            read(&bytes[..len]).is_err(),
            "truncation to {len} bytes was accepted"
        );
    }
}

#[test]
fn a_truncated_file_says_so() {
    let bytes = sample_bytes();
    let err = error_of(&bytes[..bytes.len() - 1]);
    assert!(
        err.message.starts_with("truncated: the header declares"),
        "{err}"
    );
    let err = error_of(&bytes[..3]);
    assert!(
        err.message
            .contains("truncated: magic needs 8 bytes, 3 remain"),
        "{err}"
    );
}

#[test]
fn trailing_bytes_are_rejected() {
    let mut bytes = sample_bytes();
    let end = bytes.len();
    bytes.extend_from_slice(b"xyz");
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(end));
    assert_eq!(
        err.message,
        "3 trailing bytes after the bundle's declared end"
    );
}

#[test]
fn unread_bytes_before_the_file_digest_are_rejected() {
    // Append a byte to the body and fix up total length and digest.
    let mut bytes = sample_bytes();
    let body = bytes.len() - 32;
    bytes.insert(body, 0);
    let total_at = module_count_offset() - 8;
    let total = bytes.len() as u64;
    bytes[total_at..total_at + 8].copy_from_slice(&total.to_le_bytes());
    refresh_file_digest(&mut bytes);
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(body));
    assert!(err.message.contains("1 unread bytes"), "{err}");
}

#[test]
fn a_newer_version_names_both_versions() {
    let mut bytes = sample_bytes();
    patch_u32(&mut bytes, 8, 2);
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(8));
    assert!(
        err.message
            .starts_with("format version 2, this build reads 1"),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        "bundle byte 8: format version 2, this build reads 1 (written by a newer compiler)"
    );
    patch_u32(&mut bytes, 8, 0);
    assert_eq!(
        error_of(&bytes).message,
        "format version 0, this build reads 1"
    );
}

#[test]
fn wrong_magic_says_it_is_not_a_bundle() {
    let mut bytes = sample_bytes();
    bytes[..8].copy_from_slice(b"\x7fELF\x02\x01\x01\x00");
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(0));
    assert!(err.message.starts_with("not a magpie bundle"), "{err}");
    assert!(err.message.contains("MPGBNDL"), "{err}");
}

#[test]
fn an_altered_file_fails_the_file_digest() {
    let mut bytes = sample_bytes();
    let at = find_once(&bytes, b"gfx90a") + 1;
    bytes[at] ^= 1;
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(bytes.len() - 32));
    assert!(err.message.starts_with("file digest mismatch"), "{err}");
}

#[test]
fn a_huge_module_count_is_rejected_before_allocating() {
    let mut bytes = sample_bytes();
    let at = module_count_offset();
    patch_u32(&mut bytes, at, u32::MAX);
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(at));
    assert!(
        err.message
            .starts_with("module count 4294967295 needs at least"),
        "{err}"
    );
}

#[test]
fn a_huge_string_length_is_rejected() {
    let mut bytes = sample_bytes();
    // The first module's name length follows the module count.
    let at = module_count_offset() + 4;
    assert_eq!(&bytes[at..at + 7], b"\x03\0\0\0vec");
    patch_u32(&mut bytes, at, u32::MAX);
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(at));
    assert!(
        err.message
            .contains("truncated: module name needs 4294967295 bytes"),
        "{err}"
    );
}

#[test]
fn a_huge_slice_length_is_rejected() {
    let mut bytes = sample_bytes();
    // name "vec" (4 + 3 bytes), then the declared slice length
    let at = module_count_offset() + 4 + 7;
    for declared in [u32::MAX, (64 << 20) + 1] {
        patch_u32(&mut bytes, at, declared);
        let err = error_of(&bytes);
        assert_eq!(err.offset, Some(at));
        assert!(
            err.message.contains("exceeds the limit of 67108864 bytes"),
            "{err}"
        );
    }
}

#[test]
fn a_wrong_slice_length_is_rejected() {
    let mut bytes = sample_bytes();
    let at = module_count_offset() + 4 + 7;
    let declared = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
    for wrong in [declared - 1, declared + 1, 0] {
        patch_u32(&mut bytes, at, wrong);
        let err = error_of(&bytes);
        assert!(err.message.starts_with("module 0 \"vec\": the"), "{err}");
    }
}

/// Where the zstd frame holding `text` starts: blob data this short is
/// stored as one raw block, so its bytes appear as they are after the
/// frame's header, which starts with zstd's magic number.
fn frame_of(bytes: &[u8], text: &[u8]) -> usize {
    let at = find_once(bytes, text);
    let magic = [0x28, 0xB5, 0x2F, 0xFD];
    (0..at)
        .rev()
        .find(|&i| bytes[i..i + 4] == magic)
        .expect("a zstd frame before the blob data")
}

#[test]
fn a_huge_blob_length_is_rejected() {
    let sample = sample_bytes();
    let frame = frame_of(&sample, b"HSACO-ADD-BLOB");
    // The compressed bytes' length, just before the frame.
    let mut bytes = sample.clone();
    let at = frame - 4;
    patch_u32(&mut bytes, at, u32::MAX);
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(at));
    assert!(
        err.message
            .contains("truncated: compressed blob data needs 4294967295 bytes"),
        "{err}"
    );
    // The declared (uncompressed) length, before the 32-byte digest.
    let mut bytes = sample;
    let at = frame - 4 - 32 - 4;
    patch_u32(&mut bytes, at, u32::MAX);
    refresh_file_digest(&mut bytes);
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(at));
    assert!(
        err.message
            .contains("blob data length 4294967295 exceeds the limit"),
        "{err}"
    );
}

#[test]
fn an_altered_blob_fails_its_own_digest() {
    let mut bytes = sample_bytes();
    let at = find_once(&bytes, b"PTX-ADD-BLOB");
    let frame = frame_of(&bytes, b"PTX-ADD-BLOB");
    bytes[at] ^= 0x20;
    refresh_file_digest(&mut bytes);
    let err = error_of(&bytes);
    // the blob digest sits just before the compressed data's length
    assert_eq!(err.offset, Some(frame - 4 - 32));
    assert!(
        err.message.starts_with(
            "module 0 \"vec\": kernel 0 \"add\": blob 1: blob digest mismatch (ptx sm_90)"
        ),
        "{err}"
    );
}

#[test]
fn an_altered_slice_fails_its_own_digest() {
    // A short slice is stored as a raw zstd block, so its text appears as is.
    let slice = "module tiny\nkernel @z() {}\n";
    let bundle = Bundle {
        compiler_version: common::COMPILER.to_owned(),
        modules: vec![ModuleEntry {
            name: "tiny".to_owned(),
            slice: slice.to_owned(),
            kernels: vec![],
        }],
    };
    let mut bytes = write(&bundle).unwrap();
    let at = find_once(&bytes, slice.as_bytes()) + "module ".len();
    bytes[at] = b'T'; // the same length, different text
    refresh_file_digest(&mut bytes);
    let err = error_of(&bytes);
    assert!(
        err.message
            .starts_with("module 0 \"tiny\": slice digest mismatch"),
        "{err}"
    );
}

#[test]
fn a_backend_outside_1_to_5_is_rejected() {
    let mut bytes = sample_bytes();
    // backend byte, then the arch string's length and bytes
    let at = find_once(&bytes, b"gfx90a") - 4 - 1;
    assert_eq!(bytes[at], 4);
    for byte in [0u8, 6, 0xff] {
        bytes[at] = byte;
        refresh_file_digest(&mut bytes);
        let err = error_of(&bytes);
        assert_eq!(err.offset, Some(at));
        assert!(
            err.message
                .ends_with(&format!("blob backend {byte} is not a backend (1..=5)")),
            "{err}"
        );
    }
}

#[test]
fn a_slot_kind_outside_0_to_3_is_rejected() {
    let mut bytes = sample_bytes();
    // The "n" parameter: name "n", type "u32", one count, then its first
    // slot: backend 1 (spv), kind 1 (push).
    let at = find_once(&bytes, b"\x01\0\0\0n\x03\0\0\0u32\x02\0\0\0") + 16;
    assert_eq!(&bytes[at..at + 2], &[1, 1]);
    bytes[at + 1] = 4;
    refresh_file_digest(&mut bytes);
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(at + 1));
    assert!(
        err.message
            .contains("parameter 2: slot kind 4 is not one of"),
        "{err}"
    );
}

#[test]
fn a_string_that_is_not_utf8_is_rejected() {
    let mut bytes = sample_bytes();
    let at = find_once(&bytes, b"gfx90a");
    bytes[at] = 0xff;
    refresh_file_digest(&mut bytes);
    let err = error_of(&bytes);
    assert_eq!(err.offset, Some(at - 4));
    assert!(err.message.contains("blob arch is not UTF-8"), "{err}");
}
