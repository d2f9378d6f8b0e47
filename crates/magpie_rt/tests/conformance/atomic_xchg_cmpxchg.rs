//! Exchange and compare-exchange: olds of a contended xchg, a cmpxchg retry
//! loop handing out tickets, and a failing then succeeding cmpxchg.

use magpie_rt::Device;

use super::check::{Case, CaseResult};

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("atomic_xchg_cmpxchg", dev);
    let n = 200usize;
    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/atomic_xchg_cmpxchg.mp"),
        "atomic_xchg_cmpxchg",
    )?;
    let slot = c.filled(1, 0u32)?;
    let xold = c.filled(n, 0x5a5a_5a5a_u32)?;
    let ctr = c.filled(1, 0u32)?;
    let ticket = c.filled(n, 0x5a5a_5a5a_u32)?;
    let cells_init: Vec<u32> = (0..n as u32).collect();
    let cells = c.upload(&cells_init)?;
    let res = c.filled(2 * n, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&slot).into(),
            (&xold).into(),
            (&ctr).into(),
            (&ticket).into(),
            (&cells).into(),
            (&res).into(),
            (n as u32).into(),
        ],
    )?;
    // xchg: the olds and the final value together are {0, 1, ..., n}.
    let mut seen = c.read("xold", &xold)?;
    seen.extend(c.read("slot", &slot)?);
    seen.sort_unstable();
    let all: Vec<u32> = (0..=n as u32).collect();
    c.ints("xold + final slot (sorted)", &seen, &all, |i| {
        format!("the {i}-th smallest of the exchanged values")
    })?;
    // cmpxchg loop: tickets are 0..n once each, the counter ends at n.
    c.ints("ctr", &c.read("ctr", &ctr)?, &[n as u32], |_| {
        "the final counter".into()
    })?;
    let mut tickets = c.read("ticket", &ticket)?;
    tickets.sort_unstable();
    let want_t: Vec<u32> = (0..n as u32).collect();
    c.ints("ticket (sorted)", &tickets, &want_t, |i| {
        format!("the {i}-th smallest ticket")
    })?;
    // failing then succeeding cmpxchg on each work-item's own cell
    let want_res: Vec<u32> = (0..2 * n as u32).map(|i| i / 2).collect();
    c.ints("res", &c.read("res", &res)?, &want_res, |i| {
        format!(
            "work-item {}, {} cmpxchg returns the old value",
            i / 2,
            if i % 2 == 0 { "failing" } else { "succeeding" }
        )
    })?;
    let want_cells: Vec<u32> = (0..n as u32).map(|i| 3 * i).collect();
    c.ints("cells", &c.read("cells", &cells)?, &want_cells, |i| {
        format!("cell {i} after a failed and a successful cmpxchg")
    })
}
