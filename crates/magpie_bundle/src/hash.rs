//! The two hashes a bundle uses: SHA-256 for integrity, FNV-1a 64 for
//! kernel ids.

use sha2::{Digest, Sha256};

/// SHA-256 of `bytes`.
pub fn digest(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// FNV-1a, 64-bit.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    const OFFSET_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    bytes.iter().fold(OFFSET_BASIS, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(PRIME)
    })
}

/// A kernel's id: [`fnv1a64`] of `"<module>.@<symbol>"`.
pub fn sid_hash(module: &str, symbol: &str) -> u64 {
    fnv1a64(format!("{module}.@{symbol}").as_bytes())
}

/// Lower-case hex of `bytes`, two digits a byte.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let digit = |nibble: u8| char::from(DIGITS.get(usize::from(nibble)).copied().unwrap_or(b'?'));
    bytes
        .iter()
        .flat_map(|&byte| [digit(byte >> 4), digit(byte & 0x0f)])
        .collect()
}
