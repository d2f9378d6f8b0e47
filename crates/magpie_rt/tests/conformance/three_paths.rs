//! Three paths behind late-resolved predicates (is sm_90, has subgroups,
//! neither): the marker each work-item writes says which path the device
//! ran, and it must be the device's own.

use magpie_rt::{Capability, Device};

use super::check::{Case, CaseResult};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("three_paths", dev);
    let hopper = dev.arch().as_deref() == Some("sm_90");
    let subgroups = dev.has_capability(Capability::Subgroups);
    let size = dev.properties().warp_size;
    // A subgroup wider than the 32-item block has inactive lanes: then the
    // sum of ones falls short of the size by the missing lanes.
    let short = size.saturating_sub(32);
    let (marker, second) = if hopper {
        (2u32, 0xAAAA_AAAAu32)
    } else if subgroups {
        (1, 0u32.wrapping_sub(short))
    } else {
        (3, 0xAAAA_AAAA)
    };
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/three_paths.mp"),
        "three_paths",
    )?;
    let out = c.filled(64, 0xAAAA_AAAAu32)?;
    c.launch(&k, [1, 1, 1], [32, 1, 1], &[(&out).into()])?;
    let want: Vec<u32> = (0..64)
        .map(|i| if i < 32 { marker } else { second })
        .collect();
    c.ints("out", &c.read("out", &out)?, &want, |i| {
        if i < 32 {
            format!("work-item {i}: the path taken (2 sm_90, 1 subgroups, 3 portable)")
        } else {
            format!("work-item {}: subgroup.sum(1) - subgroup.size", i - 32)
        }
    })
}
