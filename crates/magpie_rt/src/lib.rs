//! The magpie-gpu runtime.
