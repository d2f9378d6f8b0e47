//! A self-contained HTML timeline of a [`Profile`]: one inline SVG (no
//! script, no network), one row per track as the Chrome export lays them
//! out (markers, each host thread, the device), a slice per event with its
//! details as a tooltip, a line from each launch to its device span, the
//! memory in use as a step line, and a time axis.
//!
//! Invariant: every text from the profile is escaped before it enters the
//! page.

use std::fmt::Write as _;

use super::{EventKind, Profile, ProfileEvent};

const WIDTH: f64 = 1200.0;
const LABEL: f64 = 170.0;
const ROW: f64 = 28.0;
const TOP: f64 = 40.0;

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The page.
pub fn html_timeline(p: &Profile) -> String {
    // The view runs from the first event to the last (the session may
    // have begun long before, while a program compiled).
    let first = p.events.iter().map(|e| e.start_ns).min().unwrap_or(0);
    let end = p
        .events
        .iter()
        .map(|e| e.end_ns.max(e.device.map_or(0, |d| d.end_ns)))
        .chain(p.memory.iter().map(|m| m.at_ns))
        .max()
        .unwrap_or(0)
        .max(first + 1);
    let span = end - first;
    let x =
        |ns: u64| LABEL + (WIDTH - LABEL - 50.0) * ns.saturating_sub(first) as f64 / span as f64;
    let threads = p.host_threads();
    // Rows: markers, host threads, device, memory.
    let mut rows = vec!["markers".to_string()];
    rows.extend(threads.iter().map(|t| format!("host thread {t}")));
    rows.push("device".into());
    rows.push("memory in use".into());
    let row_of = |e: &ProfileEvent| match e.kind {
        EventKind::Marker => 0,
        _ => 1 + threads.iter().position(|t| *t == e.thread).unwrap_or(0),
    };
    let device_row = rows.len() - 2;
    let memory_row = rows.len() - 1;
    let height = TOP + ROW * rows.len() as f64 + 30.0;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{height}\" font-family=\"sans-serif\" font-size=\"12\">"
    );
    for (k, name) in rows.iter().enumerate() {
        let y = TOP + ROW * k as f64;
        let _ = writeln!(
            svg,
            "<rect x=\"0\" y=\"{y}\" width=\"{WIDTH}\" height=\"{ROW}\" fill=\"{}\"/><text x=\"6\" y=\"{}\">{}</text>",
            if k % 2 == 0 { "#f4f4f4" } else { "#ffffff" },
            y + 18.0,
            escape(name)
        );
    }
    // Time axis: five ticks.
    for k in 0..=4u64 {
        let ns = first + span * k / 4;
        let _ = writeln!(
            svg,
            "<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"#ccc\"/><text x=\"{0}\" y=\"{3}\" text-anchor=\"middle\">{4:.1} µs</text>",
            x(ns),
            TOP - 6.0,
            height - 24.0,
            height - 8.0,
            (ns - first) as f64 / 1000.0
        );
    }
    for e in &p.events {
        let color = match e.kind {
            EventKind::Launch => "#4c78a8",
            EventKind::Upload => "#59a14f",
            EventKind::Readback => "#f28e2b",
            EventKind::Copy => "#b07aa1",
            EventKind::Marker => "#9c9c9c",
        };
        let tip = escape(&tooltip(e));
        let y = TOP + ROW * row_of(e) as f64 + 4.0;
        slice(
            &mut svg,
            x(e.start_ns),
            x(e.end_ns),
            y,
            color,
            &e.name,
            &tip,
        );
        if let Some(d) = e.device {
            let dy = TOP + ROW * device_row as f64 + 4.0;
            slice(
                &mut svg,
                x(d.start_ns),
                x(d.end_ns),
                dy,
                "#e15759",
                &e.name,
                &tip,
            );
            let _ = writeln!(
                svg,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{dy}\" stroke=\"#333\" stroke-width=\"0.6\"/>",
                x(e.start_ns),
                y + ROW - 8.0,
                x(d.start_ns)
            );
        }
    }
    let peak = p
        .memory
        .iter()
        .map(|m| m.allocated_bytes)
        .max()
        .unwrap_or(0)
        .max(1);
    let base = TOP + ROW * (memory_row + 1) as f64 - 4.0;
    let mut points = String::new();
    let mut last_y = base;
    for m in &p.memory {
        let y = base - (ROW - 8.0) * m.allocated_bytes as f64 / peak as f64;
        let _ = write!(
            points,
            "{:.1},{last_y:.1} {:.1},{y:.1} ",
            x(m.at_ns),
            x(m.at_ns)
        );
        last_y = y;
    }
    let _ = write!(points, "{:.1},{last_y:.1}", x(end));
    let _ = writeln!(
        svg,
        "<polyline points=\"{points}\" fill=\"none\" stroke=\"#76b7b2\" stroke-width=\"2\"><title>peak {peak} bytes</title></polyline>"
    );
    svg.push_str("</svg>\n");
    format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>magpie-gpu profile: {dev}</title></head>\n<body style=\"margin:16px\">\n<h3 style=\"font-family:sans-serif\">{dev} ({backend}): {n} events over {total:.1} µs (from the first event)</h3>\n{svg}<p style=\"font-family:sans-serif;font-size:12px\">Hover a slice for its details. Blue: launches on the host; red: their device spans; green, orange, purple: uploads, readbacks, copies; grey: markers.</p>\n</body></html>\n",
        dev = escape(&p.device),
        backend = escape(&p.backend),
        n = p.events.len(),
        total = span as f64 / 1000.0,
    )
}

fn slice(svg: &mut String, x0: f64, x1: f64, y: f64, color: &str, name: &str, tip: &str) {
    let w = (x1 - x0).max(1.0);
    let _ = writeln!(
        svg,
        "<g><title>{tip}</title><rect x=\"{x0:.2}\" y=\"{y:.1}\" width=\"{w:.2}\" height=\"{}\" fill=\"{color}\" fill-opacity=\"0.85\"/>{}</g>",
        ROW - 8.0,
        if w > 40.0 {
            format!(
                "<text x=\"{:.1}\" y=\"{:.1}\" fill=\"#fff\">{}</text>",
                x0 + 3.0,
                y + 14.0,
                escape(name)
            )
        } else {
            String::new()
        }
    );
}

fn tooltip(e: &ProfileEvent) -> String {
    let mut t = format!(
        "{} ({:?}): host {:.3} µs",
        e.name,
        e.kind,
        (e.end_ns - e.start_ns) as f64 / 1000.0
    );
    if let Some(d) = e.device {
        let _ = write!(
            t,
            ", device {:.3} µs",
            (d.end_ns - d.start_ns) as f64 / 1000.0
        );
    }
    if let Some(g) = e.grid {
        let _ = write!(t, "\ngrid {g:?}");
    }
    if let Some(b) = e.block {
        let _ = write!(t, " block {b:?}");
    }
    if let Some(b) = e.bytes {
        let _ = write!(t, "\n{b} bytes");
    }
    for (k, v) in &e.metadata {
        let _ = write!(t, "\n{k}: {v}");
    }
    t
}
