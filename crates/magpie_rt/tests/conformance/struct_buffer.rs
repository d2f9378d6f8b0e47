//! A buffer of `TParticle` structs read and written in place, a second one
//! written in reverse order, and a scalar output from two fields. The host
//! struct is `#[repr(C)]` with the kernel's natural layout.

use magpie_rt::Device;

use super::check::{Case, CaseResult, Lcg};

#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
pub struct Particle {
    x: f32,
    y: f32,
    vx: f32,
    vy: f32,
    id: u32,
    alive: u32,
}

magpie_rt::host_struct!(Particle as "TParticle" { x: f32, y: f32, vx: f32, vy: f32, id: u32, alive: u32 });

/// Bitwise, so that NaN fields compare equal to themselves.
fn bits(p: &Particle) -> [u32; 6] {
    [
        p.x.to_bits(),
        p.y.to_bits(),
        p.vx.to_bits(),
        p.vy.to_bits(),
        p.id,
        p.alive,
    ]
}

pub fn run(dev: &Device) -> CaseResult {
    let c = Case::new("struct_buffer", dev);
    let n = 150usize;
    let dt = 0.125f32;
    let mut rng = Lcg::new(27);
    let parts: Vec<Particle> = (0..n)
        .map(|i| Particle {
            x: rng.f32_in(-10.0, 10.0),
            y: rng.f32_in(-10.0, 10.0),
            vx: rng.f32_in(-50.0, 50.0),
            vy: rng.f32_in(-50.0, 50.0),
            id: 1000 + i as u32,
            alive: rng.below(2),
        })
        .collect();
    let want_parts: Vec<Particle> = parts
        .iter()
        .map(|p| {
            let nx = p.x + p.vx * dt;
            Particle {
                x: nx,
                y: p.y + p.vy * dt,
                vx: p.vx,
                vy: 0.0 - p.vy,
                id: p.id,
                alive: p.alive & u32::from(nx >= 0.0),
            }
        })
        .collect();
    let want_prev: Vec<Particle> = parts.iter().rev().copied().collect();
    let want_ids: Vec<u32> = parts.iter().map(|p| p.id * 2 + p.alive).collect();

    let k = c.kernel(
        include_str!("../../../../tests/kernels/in/struct_buffer.mp"),
        "struct_buffer",
    )?;
    let bp = c.upload(&parts)?;
    let zero = Particle {
        x: 0.0,
        y: 0.0,
        vx: 0.0,
        vy: 0.0,
        id: 0,
        alive: 0,
    };
    let prev = c.filled(n, zero)?;
    let ids = c.filled(n, 0x5a5a_5a5a_u32)?;
    c.launch(
        &k,
        [(n as u32).div_ceil(64), 1, 1],
        [64, 1, 1],
        &[
            (&bp).into(),
            (&prev).into(),
            (&ids).into(),
            dt.into(),
            (n as u32).into(),
        ],
    )?;
    let as_bits = |v: &[Particle]| v.iter().map(bits).collect::<Vec<_>>();
    const FIELDS: &str = "[x, y, vx, vy, id, alive] as bits";
    c.ints(
        "parts",
        &as_bits(&c.read("parts", &bp)?),
        &as_bits(&want_parts),
        |i| format!("particle {i} after the step, {FIELDS}"),
    )?;
    c.ints(
        "prev",
        &as_bits(&c.read("prev", &prev)?),
        &as_bits(&want_prev),
        |i| format!("prev[{i}] = particle {} as read, {FIELDS}", n - 1 - i),
    )?;
    c.ints("ids", &c.read("ids", &ids)?, &want_ids, |i| {
        format!("particle {i}: id * 2 + alive")
    })
}
