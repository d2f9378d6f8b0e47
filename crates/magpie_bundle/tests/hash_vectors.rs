//! The hashes against published test vectors.

use magpie_bundle::{digest, fnv1a64, hex, sid_hash, Blob, ModuleEntry};
use magpie_gpu::GpuBackend;

#[test]
fn fnv1a64_matches_the_published_vectors() {
    // FNV-1a 64-bit vectors from the reference test suite (Noll, fnv_test.c).
    assert_eq!(fnv1a64(b""), 0xcbf29ce484222325);
    assert_eq!(fnv1a64(b"a"), 0xaf63dc4c8601ec8c);
    assert_eq!(fnv1a64(b"foobar"), 0x85944171f73967e8);
}

#[test]
fn sid_hash_is_fnv1a64_of_module_dot_at_symbol() {
    assert_eq!(sid_hash("vec", "add"), fnv1a64(b"vec.@add"));
}

const ABC_SHA256: &str = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
const EMPTY_SHA256: &str = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

#[test]
fn digest_is_sha256() {
    // FIPS 180-2, appendix B.1, and the empty message.
    assert_eq!(hex(&digest(b"abc")), ABC_SHA256);
    assert_eq!(hex(&digest(b"")), EMPTY_SHA256);
}

#[test]
fn blob_and_slice_digests_are_sha256_of_their_contents() {
    let blob = Blob {
        backend: GpuBackend::Ptx,
        arch: "sm_90".to_owned(),
        features: vec![],
        entry_point: "k".to_owned(),
        predicates: vec![],
        data: b"abc".to_vec(),
    };
    assert_eq!(hex(&blob.digest()), ABC_SHA256);
    let module = ModuleEntry {
        name: "m".to_owned(),
        slice: "abc".to_owned(),
        kernels: vec![],
    };
    assert_eq!(hex(&module.slice_digest()), ABC_SHA256);
}
