//! The one error of this crate: what is wrong with a bundle, and where.

/// Why a bundle could not be read or written.
///
/// `offset` is the byte offset in the file of the field at fault (`None` when
/// writing). `message` names the field, with the module, kernel and blob it
/// belongs to, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{message}", .offset.map(|o| format!("bundle byte {o}: ")).unwrap_or_default())]
pub struct BundleError {
    pub offset: Option<usize>,
    pub message: String,
}

impl BundleError {
    /// An error in the field at byte `offset`.
    pub fn at(offset: usize, message: impl Into<String>) -> BundleError {
        BundleError {
            offset: Some(offset),
            message: message.into(),
        }
    }

    /// An error with no position: the bundle being written cannot be encoded.
    pub fn unencodable(message: impl Into<String>) -> BundleError {
        BundleError {
            offset: None,
            message: message.into(),
        }
    }

    /// Prefixes the message with the entry it concerns (`module 0 "m"`).
    pub(crate) fn within(mut self, entry: &str) -> BundleError {
        self.message = format!("{entry}: {}", self.message);
        self
    }
}
