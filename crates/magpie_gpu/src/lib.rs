//! The target-independent middle of magpie-gpu.
