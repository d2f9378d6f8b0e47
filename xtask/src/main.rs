//! `cargo xtask`: project tasks.
fn main() {}
