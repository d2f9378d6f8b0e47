//! Reference executor for magpie-gpu kernels.
