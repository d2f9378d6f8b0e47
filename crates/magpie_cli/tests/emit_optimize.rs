//! `emit -O` runs the optimisation passes for every target, not only for
//! `mpir`: a branch that folding proves dead is gone from the SPIR-V and
//! the PTX.

mod common;

use common::magpie;

/// A store of a distinctive constant behind `n < n`, which is always false.
const KERNEL: &str = "module opt.dead_branch
exports { @k }
imports { }
digest \"0000000000000000\"

gpu fn @k(%out: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %never: bool = icmp.slt { lhs=%n, rhs=%n }
    cbr %never bb1 bb2
bb1:
    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=const.u32 1234567 }
    br bb2
bb2:
    ret
}
";

fn emitted(file: &str, target: &str, optimize: bool) -> String {
    let mut args = vec!["emit", file, "--target", target, "--disassemble"];
    if optimize {
        args.push("-O");
    }
    let out = magpie(&args);
    assert!(
        out.status.success(),
        "emit {target} (-O: {optimize}): {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn optimize_applies_to_spv_and_ptx() {
    let dir = std::env::temp_dir().join(format!("magpie-emit-opt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("dead_branch.mp");
    std::fs::write(&path, KERNEL).unwrap();
    let file = path.to_str().unwrap();
    for target in ["spv", "ptx:sm_90"] {
        let plain = emitted(file, target, false);
        let opt = emitted(file, target, true);
        assert!(
            plain.contains("1234567"),
            "{target}: the dead store is emitted without -O:\n{plain}"
        );
        assert!(
            !opt.contains("1234567"),
            "{target}: -O removes the dead store:\n{opt}"
        );
    }
}
