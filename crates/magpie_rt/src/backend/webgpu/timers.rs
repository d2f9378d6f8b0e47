//! Timestamp pairs for timed dispatches and transfers, cut from slabs.
//!
//! A [`Timer`] is one slot of a [`Slab`]: two queries of the slab's query
//! set (`2·slot` when the work begins, `2·slot + 1` when it ends), a
//! resolve area of the slab's resolve buffer (at `256·slot`, wgpu's
//! resolve alignment) and 16 bytes of its readback buffer (at `16·slot`).
//! A new timer used to be a query set and two buffers of its own, made in
//! the launch's path; a profiling session keeps every launch's timer until
//! it ends, so none came back to be reused and each timed launch made
//! three wgpu objects. Now the pool makes [`SLOTS`] timers at once.
//!
//! Invariants:
//! - A slot belongs to at most one [`Timer`] at a time; the slab lives as
//!   long as one of its timers does (each holds it).
//! - Reading a slot ([`Slab::read_lock`], taken by the reader from encoding
//!   the resolve until the readback is unmapped) excludes every other read
//!   of the slab: a copy into the readback buffer while it is mapped would
//!   fail validation.
//! - The pool keeps at most [`MAX_IDLE`] timers; past that a returned timer
//!   is dropped (its slab goes once all of its timers have).

use std::sync::{Arc, Mutex, MutexGuard};

use crate::backend::lock;

/// Timers made at once, in one slab.
pub(crate) const SLOTS: u32 = 64;
/// wgpu's alignment of a query resolve's destination offset.
const RESOLVE_STRIDE: u64 = wgpu::QUERY_RESOLVE_BUFFER_ALIGNMENT;
/// Bytes of one slot's two resolved timestamps.
const PAIR_BYTES: u64 = 16;
/// Idle timers the pool keeps.
pub(crate) const MAX_IDLE: usize = 16 * SLOTS as usize;

/// A query set of `2·SLOTS` timestamps and the buffers they are read
/// through.
#[derive(Debug)]
pub(crate) struct Slab {
    queries: wgpu::QuerySet,
    resolve: wgpu::Buffer,
    readback: wgpu::Buffer,
    reading: Mutex<()>,
}

/// One slot of a slab: the two timestamps of one dispatch or transfer.
#[derive(Debug)]
pub(crate) struct Timer {
    slab: Arc<Slab>,
    slot: u32,
}

impl Slab {
    /// A slab on `device` (inside the caller's error scope).
    pub(crate) fn new(device: &wgpu::Device) -> Arc<Slab> {
        Arc::new(Slab {
            queries: device.create_query_set(&wgpu::QuerySetDescriptor {
                label: Some("magpie timestamps"),
                ty: wgpu::QueryType::Timestamp,
                count: 2 * SLOTS,
            }),
            resolve: device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("magpie timestamps (resolved)"),
                size: RESOLVE_STRIDE * u64::from(SLOTS),
                usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
                mapped_at_creation: false,
            }),
            readback: device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("magpie timestamps (read back)"),
                size: PAIR_BYTES * u64::from(SLOTS),
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            }),
            reading: Mutex::new(()),
        })
    }

    /// Every slot of the slab as a timer.
    pub(crate) fn timers(self: &Arc<Self>) -> impl Iterator<Item = Timer> + '_ {
        (0..SLOTS).map(|slot| Timer {
            slab: self.clone(),
            slot,
        })
    }
}

impl Timer {
    /// The query set the two timestamps are written to.
    pub(crate) fn queries(&self) -> &wgpu::QuerySet {
        &self.slab.queries
    }

    /// The index of the timestamp taken when the work begins.
    pub(crate) fn begin(&self) -> u32 {
        2 * self.slot
    }

    /// The index of the timestamp taken when the work ends.
    pub(crate) fn end(&self) -> u32 {
        2 * self.slot + 1
    }

    /// A compute pass's writes of the two timestamps.
    pub(crate) fn pass_writes(&self) -> wgpu::ComputePassTimestampWrites<'_> {
        wgpu::ComputePassTimestampWrites {
            query_set: &self.slab.queries,
            beginning_of_pass_write_index: Some(self.begin()),
            end_of_pass_write_index: Some(self.end()),
        }
    }

    /// Held while this slab is read: no other read may map or copy into
    /// its readback buffer meanwhile.
    pub(crate) fn read_lock(&self) -> MutexGuard<'_, ()> {
        lock(&self.slab.reading)
    }

    /// Encodes the resolve of the two timestamps and their copy to the
    /// readback buffer (under [`read_lock`](Timer::read_lock)).
    pub(crate) fn encode_read(&self, encoder: &mut wgpu::CommandEncoder) {
        let resolved = RESOLVE_STRIDE * u64::from(self.slot);
        encoder.resolve_query_set(
            &self.slab.queries,
            self.begin()..self.end() + 1,
            &self.slab.resolve,
            resolved,
        );
        encoder.copy_buffer_to_buffer(
            &self.slab.resolve,
            resolved,
            &self.slab.readback,
            self.readback_offset(),
            PAIR_BYTES,
        );
    }

    /// The buffer [`encode_read`](Timer::encode_read) copies to.
    pub(crate) fn readback(&self) -> &wgpu::Buffer {
        &self.slab.readback
    }

    /// The two timestamps in the bytes of the whole readback buffer.
    pub(crate) fn ticks_in(&self, readback: &[u8]) -> Option<[u64; 2]> {
        let at = usize::try_from(self.readback_offset()).ok()?;
        let tick = |at: usize| {
            let mut w = [0u8; 8];
            w.copy_from_slice(readback.get(at..at + 8)?);
            Some(u64::from_le_bytes(w))
        };
        Some([tick(at)?, tick(at + 8)?])
    }

    fn readback_offset(&self) -> u64 {
        PAIR_BYTES * u64::from(self.slot)
    }
}

/// Idle timers of one device.
#[derive(Debug, Default)]
pub(crate) struct TimerPool {
    idle: Mutex<Vec<Timer>>,
}

impl TimerPool {
    /// An idle timer, or a slot of a slab `make` makes (whose other slots
    /// become idle); `None` when `make` fails.
    pub(crate) fn take(&self, make: impl FnOnce() -> Option<Arc<Slab>>) -> Option<Timer> {
        if let Some(t) = lock(&self.idle).pop() {
            return Some(t);
        }
        let slab = make()?;
        let mut timers: Vec<Timer> = slab.timers().collect();
        let first = timers.pop();
        let mut idle = lock(&self.idle);
        idle.extend(timers);
        idle.truncate(MAX_IDLE);
        first
    }

    /// `timer`, whose work has been read (or never ran), idle again.
    pub(crate) fn put(&self, timer: Timer) {
        let mut idle = lock(&self.idle);
        if idle.len() < MAX_IDLE {
            idle.push(timer);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::sync::Arc;

    use super::{Slab, TimerPool, MAX_IDLE, SLOTS};
    use crate::backend::lock;

    #[test]
    fn timers_are_distinct_slots_of_few_slabs_and_the_pool_is_bounded() -> Result<(), String> {
        let Some(be) = super::super::tests::backend("timers_are_distinct_slots")? else {
            return Ok(());
        };
        let device = &be.gpu.device;
        let pool = TimerPool::default();
        let mut made = 0;
        let n = 2 * SLOTS as usize + 1;
        let timers: Vec<_> = (0..n)
            .map(|_| {
                pool.take(|| {
                    made += 1;
                    Some(Slab::new(device))
                })
            })
            .collect::<Option<_>>()
            .ok_or("a slab could not be made")?;
        if made != 3 {
            return Err(format!("{n} timers made {made} slabs, expected 3"));
        }
        let slots: HashSet<(usize, u32)> = timers
            .iter()
            .map(|t| (Arc::as_ptr(&t.slab) as usize, t.slot))
            .collect();
        if slots.len() != n {
            return Err(format!("{n} timers share slots: {} distinct", slots.len()));
        }
        for t in &timers {
            if (t.begin(), t.end()) != (2 * t.slot, 2 * t.slot + 1) || t.slot >= SLOTS {
                return Err(format!(
                    "slot {} writes {} and {}",
                    t.slot,
                    t.begin(),
                    t.end()
                ));
            }
        }
        // Returned timers are taken again before any new slab is made.
        let idle_before = lock(&pool.idle).len();
        for t in timers {
            pool.put(t);
        }
        let idle = lock(&pool.idle).len();
        if idle != idle_before + n {
            return Err(format!("{idle} idle after returning {n} to {idle_before}"));
        }
        for _ in 0..idle {
            pool.take(|| None).ok_or("an idle timer was not taken")?;
        }
        if pool.take(|| None).is_some() {
            return Err("the pool gave more timers than it had".into());
        }
        // Past MAX_IDLE, returned timers are dropped.
        let slabs = MAX_IDLE / SLOTS as usize + 2;
        let many: Vec<_> = (0..slabs)
            .flat_map(|_| Slab::new(device).timers().collect::<Vec<_>>())
            .collect();
        for t in many {
            pool.put(t);
        }
        let idle = lock(&pool.idle).len();
        if idle != MAX_IDLE {
            return Err(format!(
                "{idle} idle timers kept, at most {MAX_IDLE} expected"
            ));
        }
        Ok(())
    }
}
