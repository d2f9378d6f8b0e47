//! A `tracing` subscriber that times the Vulkan and WebGPU backends'
//! phase spans (`vk.*`, `wg.*`) entered on the calling thread: every
//! entry's duration, by span name (included with `#[path]`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Metadata, Subscriber};

/// The phases printed, in order.
const NAMES: [&str; 16] = [
    "vk.prepare",
    "vk.record",
    "vk.slot",
    "vk.reset",
    "vk.begin",
    "vk.new_slot",
    "vk.replay",
    "vk.submit",
    "vk.handoff",
    "vk.wait",
    "vk.release",
    "wg.prepare",
    "wg.record",
    "wg.submit",
    "wg.ahead",
    "wg.wait",
];

/// Times the Vulkan backend's `vk.*` spans: every entry's duration, by
/// span name.
#[derive(Default)]
struct Phases {
    next: AtomicU64,
    names: Mutex<HashMap<u64, &'static str>>,
    samples: Mutex<HashMap<&'static str, Vec<f64>>>,
}

thread_local! {
    static ENTERED: RefCell<HashMap<u64, Instant>> = RefCell::new(HashMap::new());
}

impl Subscriber for &'static Phases {
    fn enabled(&self, m: &Metadata<'_>) -> bool {
        m.is_span() && (m.name().starts_with("vk.") || m.name().starts_with("wg."))
    }
    fn new_span(&self, a: &Attributes<'_>) -> Id {
        let id = self.next.fetch_add(1, Ordering::Relaxed) + 1;
        let mut names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        names.insert(id, a.metadata().name());
        Id::from_u64(id)
    }
    fn record(&self, _: &Id, _: &Record<'_>) {}
    fn record_follows_from(&self, _: &Id, _: &Id) {}
    fn event(&self, _: &Event<'_>) {}
    fn enter(&self, id: &Id) {
        ENTERED.with(|e| e.borrow_mut().insert(id.into_u64(), Instant::now()));
    }
    fn exit(&self, id: &Id) {
        let Some(start) = ENTERED.with(|e| e.borrow_mut().remove(&id.into_u64())) else {
            return;
        };
        let us = start.elapsed().as_secs_f64() * 1e6;
        let names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&name) = names.get(&id.into_u64()) {
            drop(names);
            let mut samples = self.samples.lock().unwrap_or_else(|e| e.into_inner());
            samples.entry(name).or_default().push(us);
        }
    }
    fn try_close(&self, id: Id) -> bool {
        let mut names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        names.remove(&id.into_u64());
        true
    }
}

/// Runs `f` with the phases of this thread timed; its result and each
/// phase's median and total (`prepare 1.23 (total 0.45 ms), record ...`).
pub fn under<T>(f: impl FnOnce() -> T) -> (T, String) {
    let phases: &'static Phases = Box::leak(Box::default());
    let out = tracing::subscriber::with_default(phases, f);
    let mut samples = phases.samples.lock().unwrap_or_else(|e| e.into_inner());
    let mut medians = Vec::new();
    for name in NAMES {
        if let Some(t) = samples.get_mut(name) {
            t.sort_by(f64::total_cmp);
            let total: f64 = t.iter().sum();
            medians.push(format!(
                "{} {:.2} (max {:.1}, total {:.3} ms)",
                &name[3..],
                t[t.len() / 2],
                t[t.len() - 1],
                total / 1000.0
            ));
        }
    }
    (out, medians.join(", "))
}
