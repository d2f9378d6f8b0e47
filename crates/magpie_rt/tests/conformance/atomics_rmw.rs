//! Every integer read-modify-write atomic contended on one element by 300
//! work-items over 5 workgroups; signed vs unsigned min/max; the old values
//! of an atomic counter are all distinct.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("atomics_rmw", dev);
    let n = 300usize;
    let mut rng = Lcg::new(22);
    // or-ed into u[4] (which starts all ones), so most values keep most bits
    let vs: Vec<u32> = (0..n)
        .map(|_| rng.next_u32() | rng.next_u32() | 0x0100_0001)
        .collect();
    let ss: Vec<i32> = (0..n).map(|_| rng.next_u32() as i32 / 4).collect();
    let u_init = [10u32, 5, u32::MAX, 0, u32::MAX, 0, 0x1234_5678, 1000];
    let s_init = [0i32, 0, i32::MAX - 5, i32::MIN + 5];
    let mut want_u = u_init;
    let mut want_s = s_init;
    for i in 0..n {
        let v = vs[i];
        want_u[0] = want_u[0].wrapping_add(v);
        want_u[1] = want_u[1].wrapping_sub(v);
        want_u[2] = want_u[2].min(v);
        want_u[3] = want_u[3].max(v);
        want_u[4] &= v;
        want_u[5] |= v;
        want_u[6] ^= v;
        want_u[7] += 1;
        let s = ss[i];
        want_s[0] = want_s[0].min(s);
        want_s[1] = want_s[1].max(s);
        want_s[2] = want_s[2].wrapping_add(s);
        want_s[3] = want_s[3].wrapping_sub(s);
    }
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/atomics_rmw.mp"),
        "atomics_rmw",
    )?;
    let (bv, bs) = (c.upload(&vs)?, c.upload(&ss)?);
    let (bu, bsa) = (c.upload(&u_init)?, c.upload(&s_init)?);
    let old = c.filled(n, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bv).into(),
            (&bs).into(),
            (&bu).into(),
            (&bsa).into(),
            (&old).into(),
            (n as u32).into(),
        ],
    )?;
    const U_OPS: [&str; 8] = [
        "add",
        "sub",
        "min (unsigned)",
        "max (unsigned)",
        "and",
        "or",
        "xor",
        "counter add 1",
    ];
    const S_OPS: [&str; 4] = ["min (signed)", "max (signed)", "add", "sub"];
    c.ints("u", &c.read("u", &bu)?, &want_u, |i| {
        format!("u[{i}]: atomic {}", U_OPS[i])
    })?;
    c.ints("s", &c.read("s", &bsa)?, &want_s, |i| {
        format!("s[{i}]: atomic {}", S_OPS[i])
    })?;
    // The counter's old values, sorted, are exactly 1000 .. 1000 + n.
    let mut got_old = c.read("old", &old)?;
    got_old.sort_unstable();
    let want_old: Vec<u32> = (0..n as u32).map(|i| u_init[7] + i).collect();
    c.ints("old (sorted)", &got_old, &want_old, |i| {
        format!("the {i}-th smallest old value of the counter")
    })
}
