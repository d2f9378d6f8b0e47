//! Vendor hardware counters in a profiling session (spec §11.4): what a
//! backend that has them hands back, and how a session's per-kernel
//! values combine into the one value per counter `read_counters` returns.
//!
//! Invariants: a backend reports one [`KernelCounters`] per kernel launch
//! it measured, in launch order; a counter's values combine by its
//! [`Combine`] rule (sums add; rates and percentages are averaged weighted
//! by each kernel's duration, [`DURATION`], where the backend measured
//! it, so a session's DRAM bandwidth is its bytes over its kernel time).

use std::collections::BTreeMap;

use crate::error::GpuError;

/// The counter every backend with counters also reads: a kernel's
/// duration on the device, in nanoseconds.
pub const DURATION: &str = "kernel_duration_ns";

/// The metadata key of a launch made while counters were collected: the
/// vendor's tool may have replayed it, so its time is not the kernel's
/// alone and [`super::summarize`] leaves it out where other launches of
/// the kernel were timed.
pub const COLLECTED: &str = "vendor counters";

/// The counters measured for one kernel launch.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelCounters {
    /// The kernel's name as the vendor's tool reports it.
    pub kernel: String,
    /// Counter name → value.
    pub values: BTreeMap<String, f64>,
}

/// How a counter's per-kernel values combine over a session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Combine {
    /// Added (bytes, instructions, durations).
    Sum,
    /// Averaged, weighted by each kernel's [`DURATION`] (percentages,
    /// rates): a plain mean where no duration was measured.
    TimeWeightedMean,
}

/// A counter a device can collect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CounterInfo {
    /// The name `enable_counters` takes.
    pub name: String,
    /// What it measures and in what unit.
    pub description: String,
    pub combine: Combine,
}

/// What a backend's collection read when it stopped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CounterReadout {
    /// One entry per kernel launch measured, in launch order.
    pub kernels: Vec<KernelCounters>,
    /// Launches the vendor's tool measured but could not keep (its range
    /// buffer was full).
    pub dropped: usize,
}

/// A collection a backend started: the collector, the counters it
/// collects, the names it refused (MPG_PROF_1003).
pub(crate) struct StartedCounters {
    pub(crate) collector: Box<dyn CounterCollector>,
    pub(crate) enabled: Vec<CounterInfo>,
    pub(crate) refused: Vec<String>,
}

/// A backend's counter collection, running from its start until
/// [`finish`](CounterCollector::finish).
pub(crate) trait CounterCollector: Send {
    /// Stops collecting (after the device finished every launch) and reads
    /// what was measured.
    fn finish(self: Box<Self>) -> Result<CounterReadout, GpuError>;
}

/// One value per counter in `enabled`: the kernels' values combined by
/// each counter's rule. A counter no kernel has is left out.
pub fn combine(readout: &CounterReadout, enabled: &[CounterInfo]) -> BTreeMap<String, f64> {
    let mut out = BTreeMap::new();
    for counter in enabled {
        let samples: Vec<(f64, Option<f64>)> = readout
            .kernels
            .iter()
            .filter_map(|k| {
                let v = *k.values.get(&counter.name)?;
                Some((v, k.values.get(DURATION).copied()))
            })
            .filter(|(v, _)| v.is_finite())
            .collect();
        if samples.is_empty() {
            continue;
        }
        let value = match counter.combine {
            Combine::Sum => samples.iter().map(|(v, _)| v).sum(),
            Combine::TimeWeightedMean => {
                let weights: Option<Vec<f64>> = samples
                    .iter()
                    .map(|(_, t)| t.filter(|t| t.is_finite() && *t > 0.0))
                    .collect();
                match weights {
                    Some(w) => {
                        let total: f64 = w.iter().sum();
                        samples.iter().zip(&w).map(|((v, _), t)| v * t).sum::<f64>() / total
                    }
                    None => samples.iter().map(|(v, _)| v).sum::<f64>() / samples.len() as f64,
                }
            }
        };
        out.insert(counter.name.clone(), value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel(values: &[(&str, f64)]) -> KernelCounters {
        KernelCounters {
            kernel: "k".into(),
            values: values.iter().map(|(n, v)| (n.to_string(), *v)).collect(),
        }
    }

    fn info(name: &str, combine: Combine) -> CounterInfo {
        CounterInfo {
            name: name.into(),
            description: String::new(),
            combine,
        }
    }

    #[test]
    fn sums_add_and_rates_average_over_kernel_time() {
        // Two kernels: 1000 bytes in 1 µs, 3000 bytes in 3 µs. The
        // session moved 4000 bytes in 4 µs: 1e9 bytes/s, whatever the
        // split; the occupancy weighted by time: (10·1 + 50·3) / 4 = 40.
        let readout = CounterReadout {
            kernels: vec![
                kernel(&[
                    (DURATION, 1000.0),
                    ("bytes", 1000.0),
                    ("rate", 1e9),
                    ("occ", 10.0),
                ]),
                kernel(&[
                    (DURATION, 3000.0),
                    ("bytes", 3000.0),
                    ("rate", 1e9),
                    ("occ", 50.0),
                ]),
            ],
            dropped: 0,
        };
        let got = combine(
            &readout,
            &[
                info(DURATION, Combine::Sum),
                info("bytes", Combine::Sum),
                info("rate", Combine::TimeWeightedMean),
                info("occ", Combine::TimeWeightedMean),
                info("absent", Combine::Sum),
            ],
        );
        assert_eq!(got.get(DURATION), Some(&4000.0));
        assert_eq!(got.get("bytes"), Some(&4000.0));
        assert_eq!(got.get("rate"), Some(&1e9));
        assert_eq!(got.get("occ"), Some(&40.0));
        assert_eq!(got.get("absent"), None);
    }

    #[test]
    fn without_durations_rates_take_the_plain_mean() {
        let readout = CounterReadout {
            kernels: vec![
                kernel(&[("occ", 10.0)]),
                kernel(&[("occ", 30.0), (DURATION, 5.0)]),
            ],
            dropped: 0,
        };
        let got = combine(&readout, &[info("occ", Combine::TimeWeightedMean)]);
        assert_eq!(got.get("occ"), Some(&20.0));
    }

    #[test]
    fn values_that_are_not_numbers_are_left_out() {
        let readout = CounterReadout {
            kernels: vec![kernel(&[("x", f64::NAN)]), kernel(&[("x", 2.0)])],
            dropped: 0,
        };
        let got = combine(&readout, &[info("x", Combine::Sum)]);
        assert_eq!(got.get("x"), Some(&2.0));
    }
}
