//! The Chrome Trace Event Format (what chrome://tracing and Perfetto read)
//! for one or more [`Profile`]s, and a checker of that format.
//!
//! Layout: one process per profile (device), named after it. Its tracks
//! (threads): markers (`tid` 1, nested slices), one per host thread that
//! made calls (`tid` 2 + its number), and device lanes (`tid` 1000 + k)
//! holding the device spans, a span going to the first lane where it
//! overlaps nothing (one lane while the device runs one thing at a time).
//! Every event with a device span has a flow from its host slice to its
//! device slice (`ph` `s` at the host call's start, `f` with `bp: "e"` at
//! the device start). Memory in use is a counter track (`ph` `C`). Times
//! are microseconds with nanosecond precision; metadata (device, backend,
//! the code a launch ran, how its device time was measured, grid, block,
//! bytes) is in `args`.
//!
//! Invariant: slices on one track never partly overlap (they follow one
//! another or nest), which [`check_chrome_trace`] verifies of any trace.

use std::collections::{BTreeMap, HashMap};

use serde_json::{json, Map, Value};

use super::{EventKind, Profile, ProfileEvent};

/// Track of the markers.
const MARKER_TID: u64 = 1;
/// First host thread's track.
const HOST_TID: u64 = 2;
/// First device lane's track.
const DEVICE_TID: u64 = 1000;

fn us(ns: u64) -> f64 {
    ns as f64 / 1000.0
}

/// The trace of `profiles` as JSON text.
pub fn chrome_trace_json(profiles: &[&Profile]) -> String {
    let mut events: Vec<Value> = Vec::new();
    let mut flow_id = 0u64;
    for (k, p) in profiles.iter().enumerate() {
        let pid = k as u64 + 1;
        events.push(meta(
            pid,
            None,
            "process_name",
            &format!("{} ({})", p.device, p.backend),
        ));
        events.push(meta(pid, Some(MARKER_TID), "thread_name", "markers"));
        let threads = p.host_threads();
        for t in &threads {
            events.push(meta(
                pid,
                Some(HOST_TID + u64::from(*t)),
                "thread_name",
                &format!("host thread {t}"),
            ));
        }
        let lanes = device_lanes(&p.events);
        let lane_count = lanes.values().copied().max().map_or(0, |m| m + 1);
        for lane in 0..lane_count {
            events.push(meta(
                pid,
                Some(DEVICE_TID + lane),
                "thread_name",
                &format!("device queue {lane}"),
            ));
        }
        for (i, e) in p.events.iter().enumerate() {
            let tid = if e.kind == EventKind::Marker {
                MARKER_TID
            } else {
                HOST_TID + u64::from(e.thread)
            };
            let args = args_of(e, p);
            events.push(json!({
                "name": e.name, "cat": e.kind.category(), "ph": "X",
                "ts": us(e.start_ns), "dur": us(e.end_ns - e.start_ns),
                "pid": pid, "tid": tid, "args": args,
            }));
            let (Some(d), Some(lane)) = (e.device, lanes.get(&i)) else {
                continue;
            };
            let dtid = DEVICE_TID + lane;
            events.push(json!({
                "name": e.name, "cat": e.kind.category(), "ph": "X",
                "ts": us(d.start_ns), "dur": us(d.end_ns - d.start_ns),
                "pid": pid, "tid": dtid, "args": args_of(e, p),
            }));
            flow_id += 1;
            events.push(json!({
                "name": "launch", "cat": "gpu.flow", "ph": "s", "id": flow_id,
                "ts": us(e.start_ns), "pid": pid, "tid": tid,
            }));
            events.push(json!({
                "name": "launch", "cat": "gpu.flow", "ph": "f", "bp": "e", "id": flow_id,
                "ts": us(d.start_ns), "pid": pid, "tid": dtid,
            }));
        }
        for m in &p.memory {
            events.push(json!({
                "name": "memory in use", "ph": "C", "ts": us(m.at_ns), "pid": pid,
                "args": { "bytes": m.allocated_bytes },
            }));
        }
    }
    let trace = json!({ "traceEvents": events, "displayTimeUnit": "ns" });
    serde_json::to_string_pretty(&trace).unwrap_or_else(|_| "{\"traceEvents\":[]}".into())
}

/// A metadata event naming a process (`tid` none) or a thread.
fn meta(pid: u64, tid: Option<u64>, what: &str, name: &str) -> Value {
    let mut v = json!({ "name": what, "ph": "M", "pid": pid, "args": { "name": name } });
    if let (Some(t), Some(o)) = (tid, v.as_object_mut()) {
        o.insert("tid".into(), json!(t));
    }
    v
}

/// The device lane of each event with a device span, by its index: the
/// first lane whose last span ended by the time this one starts.
fn device_lanes(events: &[ProfileEvent]) -> HashMap<usize, u64> {
    let mut spans: Vec<(usize, u64, u64)> = events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| e.device.map(|d| (i, d.start_ns, d.end_ns)))
        .collect();
    spans.sort_by_key(|&(i, s, _)| (s, i));
    let mut lane_ends: Vec<u64> = Vec::new();
    let mut out = HashMap::new();
    for (i, s, e) in spans {
        let lane = match lane_ends.iter().position(|&end| end <= s) {
            Some(l) => l,
            None => {
                lane_ends.push(0);
                lane_ends.len() - 1
            }
        };
        lane_ends[lane] = e;
        out.insert(i, lane as u64);
    }
    out
}

fn args_of(e: &ProfileEvent, p: &Profile) -> Value {
    let mut args = Map::new();
    args.insert("device".into(), json!(p.device));
    args.insert("backend".into(), json!(p.backend));
    if let Some(g) = e.grid {
        args.insert("grid".into(), json!(g));
    }
    if let Some(b) = e.block {
        args.insert("block".into(), json!(b));
    }
    if let Some(b) = e.bytes {
        args.insert("bytes".into(), json!(b));
    }
    if let Some(d) = e.device {
        args.insert("device time (µs)".into(), json!(us(d.end_ns - d.start_ns)));
    }
    for (k, v) in &e.metadata {
        args.insert(k.clone(), json!(v));
    }
    Value::Object(args)
}

/// What [`check_chrome_trace`] counted in a trace it accepted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TraceCheck {
    /// Complete events (`X`), by track name (`pid/tid`) count.
    pub slices: usize,
    pub flows: usize,
    pub counters: usize,
    pub metadata: usize,
    /// Slices per category.
    pub by_category: BTreeMap<String, usize>,
}

/// Checks `text` against the Trace Event Format as this module writes it:
/// every event's phase and the fields it needs, flows that start and
/// finish (each `s` has one `f` with its id, no earlier, each inside a
/// slice of its track), and no two slices of one track partly
/// overlapping. `Err` says what is wrong first.
pub fn check_chrome_trace(text: &str) -> Result<TraceCheck, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let events = v
        .get("traceEvents")
        .and_then(Value::as_array)
        .ok_or("no `traceEvents` array")?;
    let mut out = TraceCheck::default();
    let mut tracks: BTreeMap<(u64, u64), Vec<(f64, f64)>> = BTreeMap::new();
    let mut starts: BTreeMap<u64, (f64, u64, u64)> = BTreeMap::new();
    let mut finishes: BTreeMap<u64, (f64, u64, u64)> = BTreeMap::new();
    for (i, e) in events.iter().enumerate() {
        let at = |what: &str| format!("event {i}: {what}: {e}");
        let ph = e
            .get("ph")
            .and_then(Value::as_str)
            .ok_or_else(|| at("no `ph`"))?;
        let num = |k: &str| e.get(k).and_then(Value::as_f64);
        let int = |k: &str| e.get(k).and_then(Value::as_u64);
        let name_ok = e.get("name").and_then(Value::as_str).is_some();
        let pid = int("pid").ok_or_else(|| at("no integer `pid`"))?;
        match ph {
            "X" => {
                let (ts, dur, tid) = (num("ts"), num("dur"), int("tid"));
                let (Some(ts), Some(dur), Some(tid), true) = (ts, dur, tid, name_ok) else {
                    return Err(at("a complete event needs name, ts, dur and tid"));
                };
                if ts < 0.0 || dur < 0.0 {
                    return Err(at("negative time"));
                }
                if e.get("args").is_some_and(|a| !a.is_object()) {
                    return Err(at("`args` is not an object"));
                }
                tracks.entry((pid, tid)).or_default().push((ts, ts + dur));
                let cat = e
                    .get("cat")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_string();
                *out.by_category.entry(cat).or_default() += 1;
                out.slices += 1;
            }
            "s" | "f" => {
                let (ts, tid, id) = (num("ts"), int("tid"), int("id"));
                let (Some(ts), Some(tid), Some(id), true) = (ts, tid, id, name_ok) else {
                    return Err(at("a flow event needs name, ts, tid and id"));
                };
                if e.get("cat").and_then(Value::as_str).is_none() {
                    return Err(at("a flow event needs `cat`"));
                }
                let into = if ph == "s" {
                    &mut starts
                } else {
                    if e.get("bp").and_then(Value::as_str) != Some("e") {
                        return Err(at(
                            "a flow's finish binds to its enclosing slice (`bp: \"e\"`)",
                        ));
                    }
                    &mut finishes
                };
                if into.insert(id, (ts, pid, tid)).is_some() {
                    return Err(at("a second flow event of one id and phase"));
                }
            }
            "C" => {
                let args = e.get("args").and_then(Value::as_object);
                let numeric =
                    args.is_some_and(|a| !a.is_empty() && a.values().all(Value::is_number));
                if num("ts").is_none() || !name_ok || !numeric {
                    return Err(at("a counter needs name, ts and numeric args"));
                }
                out.counters += 1;
            }
            "M" => {
                let named = e
                    .get("args")
                    .and_then(|a| a.get("name"))
                    .and_then(Value::as_str)
                    .is_some();
                if !name_ok || !named {
                    return Err(at("a metadata event needs name and args.name"));
                }
                out.metadata += 1;
            }
            other => {
                return Err(at(&format!(
                    "phase `{other}` is not one this format writes"
                )))
            }
        }
    }
    for ((pid, tid), slices) in &mut tracks {
        no_partial_overlap(slices).map_err(|w| format!("track {pid}/{tid}: {w}"))?;
    }
    for (id, (ts, pid, tid)) in &starts {
        let Some((fts, fpid, ftid)) = finishes.get(id) else {
            return Err(format!("flow {id} starts and never finishes"));
        };
        if fts < ts || fpid != pid {
            return Err(format!(
                "flow {id} finishes before it starts, or in another process"
            ));
        }
        for (at, track) in [(ts, (*pid, *tid)), (fts, (*fpid, *ftid))] {
            let inside = tracks
                .get(&track)
                .is_some_and(|s| s.iter().any(|(a, b)| a <= at && at <= b));
            if !inside {
                return Err(format!(
                    "flow {id} has an end at {at} µs outside every slice of track {}/{}",
                    track.0, track.1
                ));
            }
        }
        out.flows += 1;
    }
    if let Some(id) = finishes.keys().find(|id| !starts.contains_key(id)) {
        return Err(format!("flow {id} finishes without a start"));
    }
    Ok(out)
}

/// Slices of one track may follow one another or nest, never partly
/// overlap.
fn no_partial_overlap(slices: &mut [(f64, f64)]) -> Result<(), String> {
    slices.sort_by(|a, b| a.0.total_cmp(&b.0).then(b.1.total_cmp(&a.1)));
    let mut open: Vec<f64> = Vec::new();
    for &(s, e) in slices.iter() {
        while open.last().is_some_and(|&end| end <= s) {
            open.pop();
        }
        if let Some(&end) = open.last() {
            if e > end {
                return Err(format!(
                    "a slice [{s}, {e}] µs overlaps one ending at {end} µs"
                ));
            }
        }
        open.push(e);
    }
    Ok(())
}
