//! The `magpie-gpu` command-line tool.
fn main() {}
