//! `magpie-gpu profile`: `run`'s arguments plus `--repeat N`, `--trace
//! OUT.json`, `--html OUT.html` and `--counters`. The launches run under a
//! profiling session (`magpie_rt::profile`); this writes what was asked
//! for and prints a summary per kernel (count, total, mean, min, median,
//! 90th percentile of the device time, or the host time where the device
//! does not time launches, and the bandwidth of the bound buffers).

use std::path::Path;

use std::collections::BTreeMap;

use magpie_rt::profile::{chrome_trace_json, html_timeline, summarize, CounterInfo};
use magpie_rt::Profile;
use serde_json::json;

use crate::report::Style;
use crate::Status;

/// What `profile` adds to `run`.
#[derive(Debug)]
pub struct ProfileRequest<'a> {
    pub repeat: u32,
    pub trace: Option<&'a Path>,
    pub html: Option<&'a Path>,
    pub counters: bool,
}

/// Vendor counters read at the end of the launches: each counter
/// combined over them, and what the device offers (for descriptions).
pub type CounterValues = (BTreeMap<String, f64>, Vec<CounterInfo>);

/// A runtime warning (`MPG_…: text`) as the CLI prints warnings.
pub fn warning_line(warning: &str) -> String {
    match warning.split_once(": ") {
        Some((code, text)) if code.starts_with("MPG_") => format!("warning[{code}]: {text}"),
        _ => format!("warning: {warning}"),
    }
}

/// Writes the trace and page asked for and prints the summary (and the
/// counters, when read).
pub fn report(
    p: &Profile,
    req: &ProfileRequest<'_>,
    counters: Option<&CounterValues>,
    style: &Style,
) -> Result<Status, String> {
    let write = |path: &Path, text: String| {
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    if let Some(path) = req.trace {
        write(path, chrome_trace_json(&[p]))?;
    }
    if let Some(path) = req.html {
        write(path, html_timeline(p))?;
    }
    let kernels = summarize(p);
    if style.json() {
        let rows: Vec<_> = kernels
            .iter()
            .map(|k| {
                json!({
                    "kernel": k.kernel, "launches": k.launches,
                    "times": if k.device_times { "device" } else { "host" },
                    "total_ns": k.total_ns, "mean_ns": k.mean_ns, "min_ns": k.min_ns,
                    "median_ns": k.median_ns, "p90_ns": k.p90_ns,
                    "bound_gb_per_s": k.bound_gb_per_s,
                })
            })
            .collect();
        println!(
            "{}",
            json!({
                "device": p.device, "backend": p.backend, "events": p.events.len(),
                "kernels": rows,
                "counters": counters.map(|(values, _)| values),
                "kernel_counters": p.counters.iter().map(|k| json!({
                    "kernel": k.kernel, "values": k.values,
                })).collect::<Vec<_>>(),
                "trace": req.trace.map(|t| t.display().to_string()),
                "html": req.html.map(|t| t.display().to_string()),
            })
        );
        return Ok(Status::Ok);
    }
    println!("{} ({}): {} events", p.device, p.backend, p.events.len());
    for k in &kernels {
        let us = |ns: f64| ns / 1000.0;
        println!(
            "  {}: {} launches, {} time total {:.3} µs, mean {:.3}, min {:.3}, median {:.3}, p90 {:.3}{}",
            k.kernel,
            k.launches,
            if k.device_times { "device" } else { "host" },
            us(k.total_ns as f64),
            us(k.mean_ns),
            us(k.min_ns as f64),
            us(k.median_ns as f64),
            us(k.p90_ns as f64),
            k.bound_gb_per_s
                .map_or(String::new(), |g| format!(", {g:.3} GB/s of bound buffers"))
        );
    }
    if let Some((values, offered)) = counters {
        if !values.is_empty() {
            println!(
                "  vendor counters over {} measured launches:",
                p.counters.len()
            );
        }
        for (name, value) in values {
            let what = offered
                .iter()
                .find(|c| c.name == *name)
                .map_or("", |c| c.description.as_str());
            println!("    {name} = {value:.6e}  ({what})");
        }
    }
    for (what, path) in [("trace", req.trace), ("timeline", req.html)] {
        if let Some(path) = path {
            println!("  {what}: {}", path.display());
        }
    }
    Ok(Status::Ok)
}
