//! `magpie-gpu demo`: runs the example kernels of `examples/` on every
//! available device, checks each result against the same computation done
//! in plain Rust, and prints a table (device, kernel, result, time).
//!
//! The kernel texts are compiled into the binary, so the demo runs from any
//! directory. `demo BUNDLE.mpb` loads each demo's kernel from the bundle
//! instead (the module that has it) and says which code each device ran. Expected values are computed here independently of magpie's
//! own code; where floating-point order matters (reductions, dot products),
//! the host computes in the order the kernel defines, so results compare
//! bit for bit.

mod cases;

use std::time::Instant;

use magpie_rt::{Device, GpuError, Runtime};
use serde_json::json;

use crate::report::Style;
use crate::Status;

/// One demo: a kernel from `examples/`, its inputs, and the check.
pub struct Demo {
    pub name: &'static str,
    pub source: &'static str,
    /// Prepares inputs, launches (timed by the closure's caller through
    /// `Timer`), reads back and checks. `Ok(detail)` or `Err(what differs)`.
    pub run: fn(&Device, &mut Timer) -> Result<String, DemoError>,
}

/// Measures only the launch.
#[derive(Debug, Default)]
pub struct Timer {
    pub seconds: f64,
}

impl Timer {
    pub fn time<T>(&mut self, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let r = f();
        self.seconds += start.elapsed().as_secs_f64();
        r
    }
}

#[derive(Debug)]
pub enum DemoError {
    Gpu(GpuError),
    Mismatch(String),
}

impl From<GpuError> for DemoError {
    fn from(e: GpuError) -> Self {
        DemoError::Gpu(e)
    }
}

fn devices(config: magpie_rt::RuntimeConfig) -> Vec<Device> {
    let mut out: Vec<Device> = Runtime::with_config(config)
        .map(|rt| rt.devices().to_vec())
        .unwrap_or_default();
    out.retain(|d| d.backend() != magpie_rt::BackendKind::Mock);
    if !out
        .iter()
        .any(|d| d.backend() == magpie_rt::BackendKind::Cpu)
    {
        if let Ok(cpu) = Runtime::cpu().device_default() {
            out.push(cpu);
        }
    }
    out
}

thread_local! {
    /// The bundle `demo` loads kernels from, when it was given one.
    static BUNDLE: std::cell::RefCell<Option<magpie_rt::BundleFile>> =
        const { std::cell::RefCell::new(None) };
}

/// The program holding `kernel` for `dev`: `source` compiled, or the
/// bundle's module that has the kernel loaded.
pub fn program(dev: &Device, source: &str, kernel: &str) -> Result<magpie_rt::Program, GpuError> {
    BUNDLE.with(|b| match b.borrow().as_ref() {
        None => dev.compile(source),
        Some(bundle) => {
            let module = crate::bundle_file::module_of_kernel(bundle, kernel)?;
            let program = dev.load_module(bundle, &module)?;
            LAST_CHOICE.with(|c| {
                *c.borrow_mut() = program
                    .selections()
                    .iter()
                    .find(|s| s.kernel == kernel)
                    .map(|s| match &s.choice {
                        magpie_rt::Choice::Native(b) | magpie_rt::Choice::Compatible(b) => {
                            format!("{} {} blob", b.backend, b.arch)
                        }

                        magpie_rt::Choice::Slice { .. } => "slice".to_string(),
                    });
            });
            Ok(program)
        }
    })
}

thread_local! {
    /// What the last kernel loaded from the bundle runs (for the table).
    static LAST_CHOICE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

pub fn run(bundle: Option<&std::path::Path>, style: &Style) -> Status {
    let config = match crate::device_choice::config(style) {
        Ok(c) => c,
        Err(status) => return status,
    };
    if let Some(path) = bundle {
        match magpie_rt::BundleFile::open(path) {
            Ok(b) => BUNDLE.with(|slot| *slot.borrow_mut() = Some(b)),
            Err(e) => {
                crate::report::tool_error(style, &e.to_string());
                return Status::InputErrors;
            }
        }
    }
    let mut failures = 0;
    let mut rows = Vec::new();
    for device in devices(config) {
        for demo in cases::DEMOS {
            let mut timer = Timer::default();
            let outcome = (demo.run)(&device, &mut timer);
            let (ok, mut detail) = match outcome {
                Ok(d) => (true, d),
                Err(DemoError::Gpu(e)) => (false, e.to_string()),
                Err(DemoError::Mismatch(m)) => (false, m),
            };
            if let Some(choice) = LAST_CHOICE.with(|c| c.borrow_mut().take()) {
                detail = format!("{detail} [{choice}]");
            }
            failures += usize::from(!ok);
            rows.push((
                device.name().to_string(),
                device.backend().spec_name(),
                demo.name,
                ok,
                detail,
                timer.seconds,
            ));
        }
    }
    if style.json() {
        let list: Vec<_> = rows
            .iter()
            .map(|(dev, backend, name, ok, detail, secs)| {
                json!({ "device": dev, "backend": backend, "kernel": name, "ok": ok, "detail": detail, "seconds": secs })
            })
            .collect();
        println!("{}", json!({ "results": list, "failures": failures }));
    } else {
        let w = rows
            .iter()
            .map(|r| r.0.chars().count())
            .max()
            .unwrap_or(6)
            .max(6);
        println!(
            "{:<w$} {:<8} {:<22} {:<6} {:>11}  detail",
            "device", "backend", "kernel", "result", "time"
        );
        for (dev, backend, name, ok, detail, secs) in &rows {
            println!(
                "{:<w$} {:<8} {:<22} {:<6} {:>8.2} ms  {}",
                dev,
                backend,
                name,
                if *ok { "ok" } else { "FAIL" },
                secs * 1e3,
                detail
            );
        }
        println!("{} of {} runs correct", rows.len() - failures, rows.len());
    }
    if failures == 0 {
        Status::Ok
    } else {
        Status::InputErrors
    }
}

/// Deterministic inputs: the generator behind `random(SEED)` argument
/// specs, plus floats uniform in [-1, 1) on a 2^-24 grid.
#[derive(Debug)]
pub struct Rng(magpie_rt::argspec::SplitMix64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(magpie_rt::argspec::SplitMix64::new(seed))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    pub fn f32(&mut self) -> f32 {
        ((self.next_u64() >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }
}

/// The first index where `got` and `want` differ bitwise, as a message.
pub fn first_difference<T: PartialEq + std::fmt::Debug + Copy>(
    what: &str,
    got: &[T],
    want: &[T],
    same: impl Fn(T, T) -> bool,
) -> Result<(), DemoError> {
    if got.len() != want.len() {
        return Err(DemoError::Mismatch(format!(
            "{what}: {} elements, expected {}",
            got.len(),
            want.len()
        )));
    }
    match got.iter().zip(want).position(|(g, w)| !same(*g, *w)) {
        None => Ok(()),
        Some(i) => Err(DemoError::Mismatch(format!(
            "{what}[{i}] = {:?}, expected {:?}",
            got[i], want[i]
        ))),
    }
}
