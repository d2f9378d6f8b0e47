//! Late-resolved predicates: the branches taken must agree with the device
//! (has subgroups, is ptx / spv) and with logic (and/or/not).

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("predicates", dev);
    let sg = u32::from(dev.has_capability(Capability::Subgroups));
    let backend = dev.backend().spec_name();
    let ptx = u32::from(backend == "ptx");
    let spv = u32::from(backend == "spv");
    let want: [(u32, &str); 9] = [
        (sg, "has(subgroups): the device's capability"),
        (1 - sg, "not has(subgroups)"),
        (0, "has(sg) and not has(sg)"),
        (1, "has(sg) or not has(sg)"),
        (ptx, "is(ptx)"),
        (spv, "is(spv)"),
        (0, "is(ptx) and is(spv)"),
        (1, "not (is(wgsl) and has(device_malloc))"),
        (sg, "has(subgroups), a second time"),
    ];
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/predicates.mp"),
        "predicates",
    )?;
    let out = c.filled(want.len(), 0u32)?;
    c.launch(&k, [1, 1, 1], [1, 1, 1], &[(&out).into()])?;
    let expected: Vec<u32> = want.iter().map(|w| w.0).collect();
    c.ints("out", &c.read("out", &out)?, &expected, |i| {
        format!("slot {i}: branch on {} (1 = taken)", want[i].1)
    })
}
