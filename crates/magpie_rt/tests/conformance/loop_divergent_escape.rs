//! Values leaving loop nests that neighbouring work-items leave after
//! different numbers of iterations (a regression test for Mesa 22.3's
//! lavapipe, which gave an item that left early a later iteration's value),
//! against the same loops written in Rust.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

/// Work-items per launch: four workgroups of 64.
const ITEMS: u32 = 256;

/// `31 * h + k`, the hash step of `@loop_divergent_escape`.
fn step(h: u32, k: u32) -> u32 {
    h.wrapping_mul(31).wrapping_add(k)
}

/// out[8g..8g + 8] of `@loop_divergent_escape`, as the kernel's comment
/// defines it: x13, xv, y, m, h, oc, mc, trips.
fn model_nest(inp: &[u32], g: u32) -> [u32; 8] {
    let trips = 3_149_485_034u32.wrapping_add(g) % 4;
    let (mut h, mut oc) = (527u32, 0u32);
    let (mut x13, mut xv, mut y, mut m, mut mc);
    loop {
        let mtrips = inp[(inp[0] % 64) as usize] % 4;
        m = step(h, 1);
        mc = 0;
        loop {
            let mut x = step(m, 4);
            let mut ic = 0;
            loop {
                y = step(step(x, 7), 8);
                x = y;
                ic += 1;
                if ic >= 1 {
                    break;
                }
            }
            let t105 = step(step(y, 9), 12);
            x13 = inp[13];
            xv = inp[(16 + g.wrapping_add(4 * oc).wrapping_add(mc) % 48) as usize];
            m = step(t105, 5);
            mc += 1;
            if mc >= mtrips {
                break;
            }
        }
        h = step(step(m, 6), 2);
        oc += 1;
        if oc >= trips {
            break;
        }
    }
    [x13, xv, y, m, h, oc, mc, trips]
}

/// out[6g..6g + 6] of `@loop_divergent_escape_if`: s, w, acc, nt, oc, ot.
fn model_if(inp: &[u32], g: u32) -> [u32; 6] {
    let ot = inp[(g % 64) as usize].wrapping_add(g) % 4 + 1;
    let (mut oc, mut acc, mut nt) = (0u32, g, 0u32);
    let (mut s, mut w);
    loop {
        s = acc;
        let mut j = 0;
        loop {
            let v = inp[((g + 2 * oc + j) % 64) as usize];
            if (v ^ g) & 1 == 1 {
                s = s.wrapping_mul(3).wrapping_add(v);
                w = v;
                nt += 1;
            } else {
                s = (s ^ v).wrapping_add(7);
                w = v.wrapping_mul(5);
            }
            j += 1;
            if j >= 2 {
                break;
            }
        }
        acc = s.wrapping_add(oc);
        oc += 1;
        if oc >= ot {
            break;
        }
    }
    [s, w, acc, nt, oc, ot]
}

const NEST: [&str; 8] = [
    "x13 (inp[13], loaded in the middle loop)",
    "xv (the last iteration's own load)",
    "y (inner hash)",
    "m (middle hash)",
    "h (outer hash)",
    "oc (outer iterations)",
    "mc (last middle loop's iterations)",
    "trips",
];
const IF: [&str; 6] = [
    "s (inner loop's last value)",
    "w (the last if/else's value)",
    "acc",
    "nt (then-branches taken)",
    "oc (outer iterations)",
    "ot",
];

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("loop_divergent_escape", dev);
    let src = include_str!("../../../../tests/kernels/in/loop_divergent_escape.mp");
    let program = c.compile(src)?;
    let lookup = |name: &str| {
        program
            .kernel(name)
            .map_err(|e| format!("case {}: kernel lookup @{name}: {e}", c.name))
    };
    let (nest, with_if) = (
        lookup("loop_divergent_escape")?,
        lookup("loop_divergent_escape_if")?,
    );
    let grid = [ITEMS / 64, 1, 1];
    let mut rng = Lcg::new(0x10_0be5);
    // The middle loop's trip count is inp[inp[0] % 64] % 4, the same for
    // every item: 1 (written 0: the loop tests at its bottom), 2 and 3.
    for (set, mtrips_raw) in [0u32, 2, 3].into_iter().enumerate() {
        // Nonzero values, each different, so that a load from another
        // iteration, or one masked off (0), shows.
        let mut inp: Vec<u32> = (0..64).map(|_| rng.next_u32() | 1 << 31).collect();
        inp[0] = 40 + set as u32;
        let at = inp[0] as usize % 64;
        inp[at] = (inp[at] & !3) | mtrips_raw;

        let want: Vec<u32> = (0..ITEMS).flat_map(|g| model_nest(&inp, g)).collect();
        // Neighbours leave the outer loop after 1, 2 and 3 iterations.
        let outer: std::collections::BTreeSet<u32> = want.chunks(8).map(|o| o[5]).collect();
        assert_eq!(outer.len(), 3, "outer trip counts {outer:?}");
        let b_inp = c.upload(&inp)?;
        let out = c.filled(8 * ITEMS as usize, 0xDEAD_BEEF_u32)?;
        c.launch(&nest, grid, [64, 1, 1], &[(&b_inp).into(), (&out).into()])?;
        c.ints(
            &format!("out of @loop_divergent_escape, input set {set}"),
            &c.read("out", &out)?,
            &want,
            |i| format!("work-item {}, {}", i / 8, NEST[i % 8]),
        )?;

        let want: Vec<u32> = (0..ITEMS).flat_map(|g| model_if(&inp, g)).collect();
        let outer: std::collections::BTreeSet<u32> = want.chunks(6).map(|o| o[4]).collect();
        assert_eq!(outer.len(), 4, "outer trip counts {outer:?}");
        // Items take the then-branch different numbers of times (of 2 * ot).
        let taken: std::collections::BTreeSet<u32> = want.chunks(6).map(|o| o[3]).collect();
        assert!(taken.len() > 4, "then-branch counts {taken:?}");
        let out = c.filled(6 * ITEMS as usize, 0xDEAD_BEEF_u32)?;
        c.launch(
            &with_if,
            grid,
            [64, 1, 1],
            &[(&b_inp).into(), (&out).into()],
        )?;
        c.ints(
            &format!("out of @loop_divergent_escape_if, input set {set}"),
            &c.read("out", &out)?,
            &want,
            |i| format!("work-item {}, {}", i / 6, IF[i % 6]),
        )?;
    }
    Ok(())
}
