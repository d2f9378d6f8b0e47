//! When an asynchronous launch ran, handed from the thread that sees it
//! end to a profiling session that reads it later ([`PendingSpan`]).
//!
//! Invariant: a reader never waits forever. The writer ([`SpanSetter`])
//! sets the span once, or `None` when it is dropped without setting it
//! (a job dropped unrun, a launch that failed); the reader then returns
//! whatever was set.

use std::sync::{Arc, Condvar, Mutex};
use std::time::Instant;

/// When a launch ran on the host's clock, read once it has ended.
pub(crate) type PendingSpan = Box<dyn FnOnce() -> Option<(Instant, Instant)> + Send>;

#[derive(Default)]
struct Cell {
    /// `None` until set; then the span, if one was measured.
    value: Mutex<Option<Option<(Instant, Instant)>>>,
    set: Condvar,
}

/// The writing half: sets the span (once).
pub(crate) struct SpanSetter {
    cell: Arc<Cell>,
}

impl SpanSetter {
    pub(crate) fn set(self, span: Option<(Instant, Instant)>) {
        self.put(span);
    }

    fn put(&self, span: Option<(Instant, Instant)>) {
        let mut value = self.cell.value.lock().unwrap_or_else(|e| e.into_inner());
        if value.is_none() {
            *value = Some(span);
            self.cell.set.notify_all();
        }
    }
}

impl Drop for SpanSetter {
    fn drop(&mut self) {
        self.put(None);
    }
}

/// A setter, and the pending span that waits for it.
pub(crate) fn span_cell() -> (SpanSetter, PendingSpan) {
    let cell = Arc::new(Cell::default());
    let reader = cell.clone();
    let pending: PendingSpan = Box::new(move || {
        let mut value = reader.value.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(span) = *value {
                return span;
            }
            value = reader.set.wait(value).unwrap_or_else(|e| e.into_inner());
        }
    });
    (SpanSetter { cell }, pending)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reader_gets_what_another_thread_set() {
        let (setter, pending) = span_cell();
        let now = Instant::now();
        let t = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(20));
            setter.set(Some((now, now)));
        });
        assert_eq!(pending(), Some((now, now)));
        t.join().expect("the setter thread");
    }

    #[test]
    fn a_setter_dropped_unset_releases_the_reader() {
        let (setter, pending) = span_cell();
        let t = std::thread::spawn(move || drop(setter));
        assert_eq!(pending(), None);
        t.join().expect("the setter thread");
    }
}
