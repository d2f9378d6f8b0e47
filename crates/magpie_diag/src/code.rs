//! Diagnostic codes: a code is an index into the table in [`crate::codes`].

use serde::{Serialize, Serializer};

use crate::Severity;

/// What the table says about one code.
#[derive(Debug)]
pub struct CodeInfo {
    /// `MPG_CORE_1100`, `MPS0001`, `MPP0003`, ...
    pub name: &'static str,
    pub severity: Severity,
    /// One line, as in the specification's tables.
    pub title: &'static str,
    /// A paragraph: what triggers it, why it matters, how to fix it.
    pub explanation: &'static str,
}

/// A diagnostic code. Only the constants in [`crate::codes`] exist.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Code(pub(crate) &'static CodeInfo);

impl Code {
    pub fn name(self) -> &'static str {
        self.0.name
    }

    pub fn title(self) -> &'static str {
        self.0.title
    }

    pub fn explanation(self) -> &'static str {
        self.0.explanation
    }

    pub fn default_severity(self) -> Severity {
        self.0.severity
    }

    pub fn info(self) -> &'static CodeInfo {
        self.0
    }

    /// Looks a code up by name. Accepts the legacy flat spelling `MPG1100` for
    /// the codes whose spec migration table maps it, and is case-insensitive.
    pub fn lookup(name: &str) -> Option<Code> {
        crate::codes::lookup(name)
    }
}

impl std::fmt::Debug for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}

impl PartialEq for CodeInfo {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for CodeInfo {}
impl std::hash::Hash for CodeInfo {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name)
    }
}
