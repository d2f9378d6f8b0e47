//! `inspect`'s view of a bundle: the figures come from the fixture and the
//! layout, the digests from `sha2` directly.

mod common;

use magpie_bundle::{compressed_slice_sizes, summary, write, Bundle};
use sha2::{Digest, Sha256};

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The first module's compressed slice length, read off the layout: module
/// count, name "vec" (4 + 3), slice length 4, slice digest 32.
fn first_compressed_len(bytes: &[u8]) -> usize {
    let at = common::module_count_offset() + 4 + 7 + 4 + 32;
    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize
}

#[test]
fn compressed_slice_sizes_match_the_layout() {
    let bytes = write(&common::sample()).unwrap();
    let sizes = compressed_slice_sizes(&bytes).unwrap();
    assert_eq!(sizes.len(), 2);
    assert_eq!(sizes[0], first_compressed_len(&bytes));
    assert!(compressed_slice_sizes(&bytes[1..]).is_err());
}

#[test]
fn the_json_gives_sizes_digests_and_slots() {
    let bundle = common::sample();
    let bytes = write(&bundle).unwrap();
    let json = serde_json::to_value(summary(&bundle, Some(&bytes))).unwrap();
    assert_eq!(json["format_version"], 1);
    assert_eq!(json["compiler_version"], common::COMPILER);
    assert_eq!(json["file_size"], bytes.len());
    assert_eq!(json["file_digest"], sha256_hex(&bytes));
    assert_eq!(json["kernel_count"], 3);
    assert_eq!(json["blob_count"], 6);
    let vec = &json["modules"][0];
    assert_eq!(vec["name"], "vec");
    assert_eq!(vec["slice_size"], bundle.modules[0].slice.len());
    assert_eq!(vec["slice_compressed_size"], first_compressed_len(&bytes));
    assert_eq!(
        vec["slice_digest"],
        sha256_hex(bundle.modules[0].slice.as_bytes())
    );
    let add = &vec["kernels"][0];
    assert_eq!(add["symbol"], "add");
    assert_eq!(add["sid_hash"], "1111222233334444");
    assert_eq!(add["workgroup"], serde_json::json!([64, 1, 1]));
    assert_eq!(
        add["params"][2],
        serde_json::json!({
            "name": "n",
            "ty": "u32",
            "slots": [
                {"backend": "spv", "kind": "push", "index": 0, "size": 4},
                {"backend": "ptx", "kind": "param", "index": 16, "size": 4},
            ],
        })
    );
    let ptx = b".version 8.0 PTX-ADD-BLOB";
    assert_eq!(
        add["blobs"][1],
        serde_json::json!({
            "backend": "ptx",
            "backend_name": "CUDA (PTX)",
            "arch": "sm_90",
            "features": ["subgroups", "f16"],
            "entry_point": "main",
            "predicates": [
                {"spec_id": 0, "predicate": "is:sm_90"},
                {"spec_id": 3, "predicate": "has:subgroups"},
            ],
            "size": ptx.len(),
            "digest": sha256_hex(ptx),
        })
    );
}

#[test]
fn without_its_encoding_the_file_figures_are_absent() {
    let bundle = common::sample();
    let absent = summary(&bundle, None);
    assert_eq!(absent.file_size, None);
    assert_eq!(absent.file_digest, None);
    assert_eq!(absent.modules[0].slice_compressed_size, None);
    // The encoding of another bundle is no encoding of this one.
    let other = write(&Bundle {
        compiler_version: "other".to_owned(),
        modules: vec![],
    })
    .unwrap();
    assert_eq!(summary(&bundle, Some(&other)), absent);
}

#[test]
fn the_text_is_a_table_per_kernel() {
    let bundle = common::sample();
    let text = summary(&bundle, None).to_string();
    let short = |bytes: &[u8]| sha256_hex(bytes)[..16].to_owned();
    let slice = short(bundle.modules[0].slice.as_bytes());
    let (spv, ptx, hip) = (
        short(b"\x03\x02\x23\x07SPIRV-ADD-BLOB"),
        short(b".version 8.0 PTX-ADD-BLOB"),
        short(b"HSACO-ADD-BLOB"),
    );
    let expected_start = format!(
        "\
bundle  format 1, compiler \"magpie 0.1.0-test\", 2 modules, 3 kernels, 6 blobs

module \"vec\"  slice 345 bytes, sha256 {slice}
  kernel @add  sid 1111222233334444  workgroup 64x1x1  push constants 4 bytes
    param  type              slots
    a      ptr<global, f32>  spv buffer 0 (stride 4), ptx param 0 (size 8)
    b      ptr<global, f32>  spv buffer 1 (stride 4), ptx param 8 (size 8)
    n      u32               spv push 0 (size 4), ptx param 16 (size 4)
    backend  arch       bytes  sha256            entry  features       predicates
    spv      vulkan1.3  18     {spv}  main   subgroups,f16  0=is:sm_90 3=has:subgroups
    ptx      sm_90      25     {ptx}  main   subgroups,f16  0=is:sm_90 3=has:subgroups
    hip      gfx90a     14     {hip}  main   subgroups,f16  0=is:sm_90 3=has:subgroups
  kernel @scale  sid 5555666677778888  workgroup 0x0x0  push constants 0 bytes
"
    );
    assert!(text.starts_with(&expected_start), "{text}");
    assert!(
        text.contains("\nmodule \"red\"  slice 31 bytes, sha256 "),
        "{text}"
    );
    assert!(
        text.contains("  kernel @reduce  sid 9999aaaabbbbcccc  workgroup 256x1x1"),
        "{text}"
    );
    assert_eq!(
        text.lines().filter(|l| l.starts_with("    wgsl ")).count(),
        1,
        "{text}"
    );

    let bytes = write(&bundle).unwrap();
    let with_file = summary(&bundle, Some(&bytes)).to_string();
    let first = with_file.lines().next().unwrap();
    let digest = &sha256_hex(&bytes)[..16];
    assert!(
        first.ends_with(&format!(", {} bytes, sha256 {digest}", bytes.len())),
        "{first}"
    );
    let zstd = first_compressed_len(&bytes);
    assert!(
        with_file.contains(&format!("slice 345 bytes (zstd {zstd}), sha256")),
        "{with_file}"
    );
}
