//! A bounds-checked reader over the bundle's bytes: every read checks that
//! the bytes are there, and every error names the field and its offset.

use crate::error::BundleError;

/// Reads little-endian fields from `bytes`, starting at `pos`.
#[derive(Debug)]
pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

/// A `u32` length or count as a `usize`; saturates where `usize` is narrower,
/// so the bounds check that follows rejects it.
pub(crate) fn widen(value: u32) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Cursor<'a> {
        Cursor { bytes, pos: 0 }
    }

    /// The offset of the next byte to read.
    pub(crate) fn offset(&self) -> usize {
        self.pos
    }

    pub(crate) fn remaining(&self) -> usize {
        self.bytes.len().saturating_sub(self.pos)
    }

    /// The same position over `bytes[..end]`: nothing past `end` is read.
    pub(crate) fn limit(self, end: usize) -> Result<Cursor<'a>, BundleError> {
        match self.bytes.get(..end) {
            Some(bytes) if self.pos <= end => Ok(Cursor {
                bytes,
                pos: self.pos,
            }),
            _ => Err(BundleError::at(
                self.pos,
                format!("truncated: the header runs past byte {end}"),
            )),
        }
    }

    /// The next `len` bytes of the field `what`.
    pub(crate) fn take(&mut self, len: usize, what: &str) -> Result<&'a [u8], BundleError> {
        let taken = self
            .pos
            .checked_add(len)
            .and_then(|end| self.bytes.get(self.pos..end));
        match taken {
            Some(taken) => {
                self.pos += len;
                Ok(taken)
            }
            None => Err(BundleError::at(
                self.pos,
                format!(
                    "truncated: {what} needs {len} bytes, {} remain",
                    self.remaining()
                ),
            )),
        }
    }

    pub(crate) fn array<const N: usize>(&mut self, what: &str) -> Result<[u8; N], BundleError> {
        let at = self.pos;
        let taken = self.take(N, what)?;
        <[u8; N]>::try_from(taken)
            .map_err(|_| BundleError::at(at, format!("{what}: expected {N} bytes")))
    }

    pub(crate) fn u8(&mut self, what: &str) -> Result<u8, BundleError> {
        self.array::<1>(what).map(|[byte]| byte)
    }

    pub(crate) fn u32(&mut self, what: &str) -> Result<u32, BundleError> {
        self.array(what).map(u32::from_le_bytes)
    }

    pub(crate) fn u64(&mut self, what: &str) -> Result<u64, BundleError> {
        self.array(what).map(u64::from_le_bytes)
    }

    /// A `u32` length, then that many bytes. A length that runs past the
    /// end is reported at the length field.
    pub(crate) fn bytes(&mut self, what: &str) -> Result<&'a [u8], BundleError> {
        let at = self.pos;
        let len = widen(self.u32(what)?);
        self.take(len, what).map_err(|e| BundleError {
            offset: Some(at),
            ..e
        })
    }

    /// A `u32` length, then that many bytes of UTF-8.
    pub(crate) fn str(&mut self, what: &str) -> Result<String, BundleError> {
        let at = self.pos;
        let bytes = self.bytes(what)?;
        match std::str::from_utf8(bytes) {
            Ok(text) => Ok(text.to_owned()),
            Err(e) => Err(BundleError::at(at, format!("{what} is not UTF-8: {e}"))),
        }
    }

    /// A `u32` element count, checked against the bytes that remain: each
    /// element takes at least `min_size` bytes, so a count that could not fit
    /// is refused before anything is allocated for it.
    pub(crate) fn count(&mut self, what: &str, min_size: usize) -> Result<usize, BundleError> {
        let at = self.pos;
        let count = widen(self.u32(what)?);
        let needed = count.checked_mul(min_size);
        match needed {
            Some(needed) if needed <= self.remaining() => Ok(count),
            _ => Err(BundleError::at(
                at,
                format!(
                    "{what} {count} needs at least {min_size} bytes each, {} remain",
                    self.remaining()
                ),
            )),
        }
    }

    /// Fails unless every byte has been read.
    pub(crate) fn finish(&self) -> Result<(), BundleError> {
        match self.remaining() {
            0 => Ok(()),
            left => Err(BundleError::at(
                self.pos,
                format!("{left} unread bytes after the last module, before the file digest"),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_little_endian_and_stops_at_the_end() -> Result<(), &'static str> {
        let bytes = [1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 9];
        let mut cursor = Cursor::new(&bytes);
        assert_eq!(cursor.u32("a"), Ok(1));
        assert_eq!(cursor.u64("b"), Ok(2));
        assert_eq!(cursor.offset(), 12);
        let err = cursor.u32("c").err().ok_or("c was read past the end")?;
        assert_eq!(err.offset, Some(12));
        assert_eq!(err.message, "truncated: c needs 4 bytes, 1 remain");
        assert_eq!(cursor.u8("d"), Ok(9));
        assert!(cursor.finish().is_ok());
        Ok(())
    }

    #[test]
    fn a_count_must_fit_in_what_remains() -> Result<(), &'static str> {
        // count 3 of at least 2 bytes each, with 5 bytes left
        let bytes = [3, 0, 0, 0, 0, 0, 0, 0, 0];
        let err = Cursor::new(&bytes)
            .count("things", 2)
            .err()
            .ok_or("the count fit")?;
        assert_eq!(err.offset, Some(0));
        assert_eq!(
            err.message,
            "things 3 needs at least 2 bytes each, 5 remain"
        );
        assert_eq!(Cursor::new(&bytes).count("things", 1), Ok(3));
        let huge = [0xff; 4];
        assert!(Cursor::new(&huge).count("things", usize::MAX).is_err());
        Ok(())
    }

    #[test]
    fn strings_are_length_prefixed_utf8() -> Result<(), &'static str> {
        let ok = [2, 0, 0, 0, b'h', b'i'];
        assert_eq!(Cursor::new(&ok).str("name"), Ok("hi".to_string()));
        let bad = [1, 0, 0, 0, 0xff];
        let err = Cursor::new(&bad)
            .str("name")
            .err()
            .ok_or("bad UTF-8 was read")?;
        assert!(err.message.starts_with("name is not UTF-8"), "{err}");
        let long = [0xff, 0xff, 0xff, 0xff, b'x'];
        let err = Cursor::new(&long)
            .str("name")
            .err()
            .ok_or("a too long string was read")?;
        assert_eq!(err.offset, Some(0));
        assert_eq!(
            err.message,
            "truncated: name needs 4294967295 bytes, 1 remain"
        );
        Ok(())
    }
}
