//! Any bytes: the bundle reader must not panic, and what it reads must write
//! and read back to the same bundle.
//!
//! Each input is tried twice: as is, and with its total length and file
//! digest made to fit, so that mutations reach the entries behind the
//! digest check (a fuzzer cannot forge SHA-256). Seed the corpus first:
//! `cargo test -p magpie_bundle --test fuzz_seeds -- --ignored`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    check(data);
    if let Some(fitted) = fit_header_and_digest(data) {
        check(&fitted);
    }
});

fn check(bytes: &[u8]) {
    let Ok(bundle) = magpie_bundle::read(bytes) else {
        return;
    };
    let again = magpie_bundle::write(&bundle).expect("a bundle that was read must write");
    let reread = magpie_bundle::read(&again).expect("a written bundle must read");
    assert_eq!(reread, bundle, "round trip failed");
    assert_eq!(
        magpie_bundle::compressed_slice_sizes(bytes).map(|s| s.len()),
        Ok(bundle.modules.len())
    );
    // Summarizing and printing must not panic either.
    let _ = magpie_bundle::summary(&bundle, Some(bytes)).to_string();
}

/// Sets the total length (after magic, version and the compiler version
/// string) to the input's length and the last 32 bytes to the digest of the
/// rest; `None` when the input is too short to hold them.
fn fit_header_and_digest(data: &[u8]) -> Option<Vec<u8>> {
    let mut bytes = data.to_vec();
    let name_len = u32::from_le_bytes(bytes.get(12..16)?.try_into().ok()?) as usize;
    let total_at = 16usize.checked_add(name_len)?;
    let total = bytes.len() as u64;
    bytes.get_mut(total_at..total_at.checked_add(8)?)?.copy_from_slice(&total.to_le_bytes());
    let body = bytes.len().checked_sub(32)?;
    let file_digest = magpie_bundle::digest(bytes.get(..body)?);
    bytes.get_mut(body..)?.copy_from_slice(&file_digest);
    Some(bytes)
}
