//! Profiling on the CPU device (whose device spans are exact on the host
//! clock): the spec's §17.10 (a kernel launched 10 times inside a marked
//! region) recorded and exported, the export checked against the format;
//! the checker refusing broken traces; sessions one at a time; markers
//! that do not nest; memory statistics; device-span placement.

use super::recorder::{async_device_span, device_span};
use super::*;
use crate::buffer::MemoryHint;
use crate::runtime::Runtime;

const SPEC_17_10: &str = include_str!("../../../../examples/spec/17_10_profiling.mp");

/// The CPU device and §17.10's kernel on it.
fn spec_kernel() -> Result<(crate::Device, crate::Kernel), String> {
    let dev = Runtime::cpu().device_default().map_err(|e| e.to_string())?;
    let k = dev
        .compile(SPEC_17_10)
        .and_then(|p| p.kernel("kernel_work"))
        .map_err(|e| e.to_string())?;
    Ok((dev, k))
}

#[test]
fn spec_17_10_ten_launches_in_a_marked_region() -> Result<(), String> {
    let (dev, k) = spec_kernel()?;
    let n = 1000u32;
    let input: Vec<f32> = (0..n).map(|i| 1.0 + i as f32 / 4096.0).collect();
    let before = dev.memory_stats();
    let mut session = dev.profile_begin().map_err(|e| e.to_string())?;
    let second = dev.profile_begin();
    match second {
        Err(e) if e.message.contains("MPG_PROF_1002") => {}
        other => return Err(format!("a second session: {other:?}")),
    }
    let data = dev
        .buffer_from_slice(&input, MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    session
        .mark_begin("ten launches")
        .map_err(|e| e.to_string())?;
    for _ in 0..10 {
        session
            .launch_profiled(
                &k,
                [n.div_ceil(256), 1, 1],
                [256, 1, 1],
                &[(&data).into(), n.into()],
            )
            .map_err(|e| e.to_string())?;
    }
    session
        .mark_end("ten launches")
        .map_err(|e| e.to_string())?;
    let got = data.to_vec().map_err(|e| e.to_string())?;
    let profile = session.end().map_err(|e| e.to_string())?;

    // What the kernel computed: each launch squares every element.
    let want: Vec<f32> = input
        .iter()
        .map(|&x| (0..10).fold(x, |v, _| v * v))
        .collect();
    if got != want {
        return Err("the launches computed something else".into());
    }
    let launches: Vec<&ProfileEvent> = profile
        .events
        .iter()
        .filter(|e| e.kind == EventKind::Launch)
        .collect();
    if launches.len() != 10 || launches.iter().any(|e| e.name != "kernel_work") {
        return Err(format!("launch events: {launches:?}"));
    }
    for e in &launches {
        let d = e.device.ok_or("a CPU launch without its device span")?;
        if d.placement != Placement::HostClock
            || d.start_ns < e.start_ns
            || d.end_ns > e.end_ns
            || d.end_ns <= d.start_ns
        {
            return Err(format!(
                "device span {d:?} of host span {}..{}",
                e.start_ns, e.end_ns
            ));
        }
        if e.grid != Some([4, 1, 1]) || e.block != Some([256, 1, 1]) || e.bytes != Some(4000) {
            return Err(format!("launch facts: {e:?}"));
        }
    }
    let marker = profile
        .events
        .iter()
        .find(|e| e.kind == EventKind::Marker)
        .ok_or("no marker")?;
    if marker.name != "ten launches"
        || launches
            .iter()
            .any(|e| e.start_ns < marker.start_ns || e.end_ns > marker.end_ns)
    {
        return Err(format!("the marker {marker:?} does not hold the launches"));
    }
    let kinds = |k: EventKind| profile.events.iter().filter(|e| e.kind == k).count();
    if kinds(EventKind::Upload) != 1 || kinds(EventKind::Readback) != 1 {
        return Err(format!("transfers: {:?}", profile.events));
    }
    // The CPU device's transfers are the host's copies: timed on its clock.
    for e in profile
        .events
        .iter()
        .filter(|e| e.kind.category() == "gpu.transfer")
    {
        match e.device {
            Some(d)
                if d.placement == Placement::HostClock
                    && e.start_ns <= d.start_ns
                    && d.start_ns <= d.end_ns
                    && d.end_ns <= e.end_ns => {}
            other => return Err(format!("transfer {} has device span {other:?}", e.name)),
        }
    }
    if profile.memory.len() != 2
        || profile.memory[1].allocated_bytes != profile.memory[0].allocated_bytes + 4000
    {
        return Err(format!("memory samples: {:?}", profile.memory));
    }

    let text = chrome_trace_json(&[&profile]);
    let check = check_chrome_trace(&text)?;
    // 10 launches and 2 transfers on the host and on the device, the
    // marker; a flow from each host call to its device slice.
    if check.slices != 25 || check.flows != 12 || check.counters != 2 {
        return Err(format!("trace: {check:?}"));
    }
    drop(data);
    let after = dev.memory_stats();
    if after.num_allocations != before.num_allocations + 1
        || after.num_frees != before.num_frees + 1
        || after.allocated_bytes != before.allocated_bytes
        || after.peak_allocated_bytes < before.allocated_bytes + 4000
    {
        return Err(format!("memory stats {before:?} -> {after:?}"));
    }
    // The session is over: another may begin, and launches are not recorded.
    drop(dev.profile_begin().map_err(|e| e.to_string())?);
    Ok(())
}

#[test]
fn markers_must_nest() -> Result<(), String> {
    let dev = Runtime::cpu().device_default().map_err(|e| e.to_string())?;
    let mut s = dev.profile_begin().map_err(|e| e.to_string())?;
    if s.mark_end("nothing open").is_ok() {
        return Err("closed a marker that was never opened".into());
    }
    s.mark_begin("outer").map_err(|e| e.to_string())?;
    s.mark_begin("inner").map_err(|e| e.to_string())?;
    if s.mark_end("outer").is_ok() {
        return Err("closed the outer marker over the inner one".into());
    }
    s.mark_end("inner").map_err(|e| e.to_string())?;
    let p = s.end().map_err(|e| e.to_string())?;
    let outer = p
        .events
        .iter()
        .find(|e| e.name == "outer")
        .ok_or("outer lost")?;
    if !outer.metadata.contains_key("note") || p.events.len() != 2 {
        return Err(format!("{:?}", p.events));
    }
    check_chrome_trace(&chrome_trace_json(&[&p])).map(drop)
}

#[test]
fn asynchronous_launches_get_their_device_spans_when_the_session_ends() -> Result<(), String> {
    let (dev, k) = spec_kernel()?;
    let n = 4096u32;
    let input: Vec<f32> = (0..n).map(|i| 1.0 + i as f32 / 8192.0).collect();
    let data = dev
        .buffer_from_slice(&input, MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    let session = dev.profile_begin().map_err(|e| e.to_string())?;
    let fences = (0..4)
        .map(|_| k.launch_async([n / 256, 1, 1], [256, 1, 1], &[(&data).into(), n.into()]))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    // Ended before anyone waited: ending reads each span once its launch
    // has run.
    let profile = session.end().map_err(|e| e.to_string())?;
    for f in &fences {
        f.wait().map_err(|e| e.to_string())?;
    }
    let want: Vec<f32> = input
        .iter()
        .map(|&x| (0..4).fold(x, |v, _| v * v))
        .collect();
    if data.to_vec().map_err(|e| e.to_string())? != want {
        return Err("the launches computed something else".into());
    }
    let launches: Vec<&ProfileEvent> = profile
        .events
        .iter()
        .filter(|e| e.kind == EventKind::Launch)
        .collect();
    if launches.len() != 4 {
        return Err(format!("launch events: {launches:?}"));
    }
    // The CPU device runs its launches one after another, in order.
    let mut before = 0;
    for e in &launches {
        let d = e
            .device
            .ok_or("an asynchronous CPU launch without its device span")?;
        if d.placement != Placement::HostClock
            || d.start_ns < e.start_ns
            || d.start_ns < before
            || d.end_ns <= d.start_ns
        {
            return Err(format!(
                "device span {d:?} of a launch called at {} (the one before ended at {before})",
                e.start_ns
            ));
        }
        before = d.end_ns;
    }
    let check = check_chrome_trace(&chrome_trace_json(&[&profile]))?;
    if check.flows != 4 {
        return Err(format!("trace: {check:?}"));
    }
    Ok(())
}

#[test]
fn an_asynchronous_span_starts_no_earlier_than_its_call() {
    let d = async_device_span(100, 90, 150);
    assert_eq!((d.start_ns, d.end_ns), (100, 150));
    let d = async_device_span(100, 300, 250);
    assert_eq!((d.start_ns, d.end_ns), (300, 300));
    let d = async_device_span(100, 120, 180);
    assert_eq!(
        (d.start_ns, d.end_ns, d.placement),
        (120, 180, Placement::HostClock)
    );
}

#[test]
fn a_device_span_stays_inside_its_host_call() {
    let exact = device_span(100, 200, Some((120, 180)), Some(5));
    assert_eq!(
        exact,
        Some(DeviceSpan {
            start_ns: 120,
            end_ns: 180,
            placement: Placement::HostClock
        })
    );
    // A span longer than the call is cut to it; one a clock's error puts
    // partly outside is moved inside, its length kept.
    let span = |s, e| device_span(100, 200, Some((s, e)), None).map(|d| (d.start_ns, d.end_ns));
    assert_eq!(span(90, 210), Some((100, 200)));
    assert_eq!(span(180, 230), Some((150, 200)));
    assert_eq!(span(50, 80), Some((100, 130)));
    assert_eq!(span(250, 260), Some((190, 200)));
    assert_eq!(span(130, 120), Some((130, 130)));
    let timed = device_span(100, 200, None, Some(30));
    assert_eq!(
        timed,
        Some(DeviceSpan {
            start_ns: 170,
            end_ns: 200,
            placement: Placement::EndOfHostCall
        })
    );
    assert_eq!(
        device_span(100, 200, None, Some(500)).map(|d| d.start_ns),
        Some(100)
    );
    assert_eq!(device_span(100, 200, None, None), None);
}

#[test]
fn the_checker_refuses_broken_traces() {
    let trace = |events: &str| format!("{{\"traceEvents\": [{events}]}}");
    let slice = |tid: u32, ts: f64, dur: f64| {
        format!("{{\"name\":\"k\",\"ph\":\"X\",\"ts\":{ts},\"dur\":{dur},\"pid\":1,\"tid\":{tid}}}")
    };
    let ok = trace(&[slice(1, 0.0, 10.0), slice(1, 2.0, 3.0), slice(1, 10.0, 1.0)].join(","));
    assert!(check_chrome_trace(&ok).is_ok(), "{ok}");
    let partial = trace(&[slice(1, 0.0, 10.0), slice(1, 5.0, 10.0)].join(","));
    assert!(check_chrome_trace(&partial)
        .unwrap_err()
        .contains("overlaps"));
    let flow = |ph: &str, tid: u32, ts: f64| {
        format!("{{\"name\":\"f\",\"cat\":\"c\",\"ph\":\"{ph}\",\"id\":7,\"ts\":{ts},\"pid\":1,\"tid\":{tid},\"bp\":\"e\"}}")
    };
    let unfinished = trace(&[slice(1, 0.0, 10.0), flow("s", 1, 1.0)].join(","));
    assert!(check_chrome_trace(&unfinished)
        .unwrap_err()
        .contains("never finishes"));
    let outside = trace(
        &[
            slice(1, 0.0, 10.0),
            slice(2, 0.0, 1.0),
            flow("s", 1, 1.0),
            flow("f", 2, 5.0),
        ]
        .join(","),
    );
    assert!(check_chrome_trace(&outside)
        .unwrap_err()
        .contains("outside"));
    let finished = trace(
        &[
            slice(1, 0.0, 10.0),
            slice(2, 4.0, 1.0),
            flow("s", 1, 1.0),
            flow("f", 2, 4.5),
        ]
        .join(","),
    );
    assert_eq!(check_chrome_trace(&finished).map(|c| c.flows), Ok(1));
    for bad in [
        "not json",
        "{}",
        &trace("{\"name\":\"k\",\"ph\":\"X\",\"ts\":0,\"pid\":1,\"tid\":1}"),
        &trace("{\"name\":\"k\",\"ph\":\"Q\",\"ts\":0,\"pid\":1,\"tid\":1}"),
        &trace("{\"name\":\"m\",\"ph\":\"C\",\"ts\":0,\"pid\":1,\"args\":{\"bytes\":\"many\"}}"),
        &trace("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1}"),
    ] {
        assert!(check_chrome_trace(bad).is_err(), "accepted: {bad}");
    }
}

#[test]
fn the_summary_and_the_page_say_what_the_events_say() -> Result<(), String> {
    let (dev, k) = spec_kernel()?;
    let data = dev
        .buffer_from_slice(&[0.5f32; 512], MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    let mut s = dev.profile_begin().map_err(|e| e.to_string())?;
    s.mark_begin("<b>&\"quoted\"").map_err(|e| e.to_string())?;
    for _ in 0..7 {
        k.launch([2, 1, 1], [256, 1, 1], &[(&data).into(), 512u32.into()])
            .map_err(|e| e.to_string())?;
    }
    s.mark_end("<b>&\"quoted\"").map_err(|e| e.to_string())?;
    let p = s.end().map_err(|e| e.to_string())?;
    let mut times: Vec<u64> = p
        .events
        .iter()
        .filter_map(|e| e.device.map(|d| d.end_ns - d.start_ns))
        .collect();
    times.sort_unstable();
    let sums = summarize(&p);
    let [one] = sums.as_slice() else {
        return Err(format!("{sums:?}"));
    };
    let total: u64 = times.iter().sum();
    if one.launches != 7
        || !one.device_times
        || one.total_ns != total
        || one.min_ns != times[0]
        || one.median_ns != times[3]
        || one.p90_ns != times[5]
        || one.bound_gb_per_s != Some(2048.0 / (total as f64 / 7.0))
    {
        return Err(format!("{one:?} for {times:?}"));
    }
    let page = html_timeline(&p);
    if page.contains("<b>&") || !page.contains("&lt;b&gt;&amp;&quot;quoted&quot;") {
        return Err("the marker's name was not escaped".into());
    }
    // One slice per host event and per device span.
    let slices = page.matches("<g><title>").count();
    if slices != 7 + 7 + 1 {
        return Err(format!("{slices} slices in the page"));
    }
    Ok(())
}

#[test]
fn a_device_without_counters_warns_and_reads_none() -> Result<(), String> {
    let (dev, k) = spec_kernel()?;
    assert!(dev.available_counters().is_empty());
    let mut session = dev.profile_begin().map_err(|e| e.to_string())?;
    let warnings = session
        .enable_counters(&["dram_bytes"])
        .map_err(|e| e.to_string())?;
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].starts_with("MPG_PROF_1001"), "{warnings:?}");
    let data = dev
        .buffer_from_slice(&[2.0f32; 64], MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    k.launch([1, 1, 1], [64, 1, 1], &[(&data).into(), 64u32.into()])
        .map_err(|e| e.to_string())?;
    let read = session.read_counters().map_err(|e| e.to_string())?;
    assert!(read.is_empty(), "{read:?}");
    let p = session.end().map_err(|e| e.to_string())?;
    assert!(p.counters.is_empty());
    Ok(())
}

/// The mock device's counters count launches and bound bytes: what the
/// session reads and attaches is checked against the launches made.
#[test]
fn counters_are_read_combined_and_attached_to_their_launches() -> Result<(), String> {
    let dev = Runtime::mock()
        .device_default()
        .map_err(|e| e.to_string())?;
    let k = dev
        .compile(SPEC_17_10)
        .and_then(|p| p.kernel("kernel_work"))
        .map_err(|e| e.to_string())?;
    let names: Vec<String> = dev
        .available_counters()
        .into_iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(names, ["launches", "bound_bytes"]);
    let small = dev
        .buffer_from_slice(&[1.0f32; 16], MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    let large = dev
        .buffer_from_slice(&[1.0f32; 1000], MemoryHint::Auto)
        .map_err(|e| e.to_string())?;
    let mut session = dev.profile_begin().map_err(|e| e.to_string())?;
    // A launch before the counters are enabled is not counted.
    k.launch([1, 1, 1], [64, 1, 1], &[(&small).into(), 16u32.into()])
        .map_err(|e| e.to_string())?;
    let warnings = session
        .enable_counters(&["launches", "bound_bytes", "bogus"])
        .map_err(|e| e.to_string())?;
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with("MPG_PROF_1003") && warnings[0].contains("`bogus`"),
        "{warnings:?}"
    );
    assert!(
        session.enable_counters(&["launches"]).is_err(),
        "enabled twice"
    );
    for buf in [&small, &large, &large] {
        let n = u32::try_from(buf.len()).map_err(|e| e.to_string())?;
        k.launch([1, 1, 1], [64, 1, 1], &[buf.into(), n.into()])
            .map_err(|e| e.to_string())?;
    }
    let read = session.read_counters().map_err(|e| e.to_string())?;
    let want_bytes = (16 + 1000 + 1000) * 4;
    assert_eq!(read.get("launches"), Some(&3.0), "{read:?}");
    assert_eq!(
        read.get("bound_bytes"),
        Some(&f64::from(want_bytes)),
        "{read:?}"
    );
    assert_eq!(read.len(), 2, "{read:?}");
    // Read again: the same values; launches after the read are not counted.
    k.launch([1, 1, 1], [64, 1, 1], &[(&small).into(), 16u32.into()])
        .map_err(|e| e.to_string())?;
    assert_eq!(session.read_counters().map_err(|e| e.to_string())?, read);
    let p = session.end().map_err(|e| e.to_string())?;
    assert_eq!(p.counters.len(), 3);
    let launches: Vec<&ProfileEvent> = p
        .events
        .iter()
        .filter(|e| e.kind == EventKind::Launch)
        .collect();
    assert_eq!(launches.len(), 5);
    let bytes: Vec<Option<&str>> = launches
        .iter()
        .map(|e| e.metadata.get("counter.bound_bytes").map(String::as_str))
        .collect();
    assert_eq!(bytes, [None, Some("64"), Some("4000"), Some("4000"), None]);
    let collected: Vec<bool> = launches
        .iter()
        .map(|e| e.metadata.contains_key(counters::COLLECTED))
        .collect();
    assert_eq!(collected, [false, true, true, true, false]);
    Ok(())
}

#[test]
fn counters_attach_only_where_the_pairing_is_sure() {
    let launch = |name: &str| ProfileEvent {
        name: name.into(),
        kind: EventKind::Launch,
        start_ns: 0,
        end_ns: 1,
        thread: 0,
        device: None,
        bytes: None,
        grid: None,
        block: None,
        metadata: BTreeMap::new(),
    };
    let measured = |name: &str, v: f64| KernelCounters {
        kernel: name.into(),
        values: [("x".to_string(), v)].into_iter().collect(),
    };
    // Names agree launch by launch: attached, even with a range missing.
    let mut events = vec![launch("a"), launch("b"), launch("a")];
    attach_counters(&mut events, &[measured("a", 1.0), measured("b", 2.0)]);
    let got: Vec<Option<&String>> = events.iter().map(|e| e.metadata.get("counter.x")).collect();
    assert_eq!(got, [Some(&"1".to_string()), Some(&"2".to_string()), None]);
    // Names differ (a vendor's mangled name) but the counts agree: by order.
    let mut events = vec![launch("a"), launch("b")];
    attach_counters(&mut events, &[measured("_Z1a", 1.0), measured("_Z1b", 2.0)]);
    assert!(events.iter().all(|e| e.metadata.contains_key("counter.x")));
    // Neither: nothing attached.
    let mut events = vec![launch("a"), launch("b"), launch("c")];
    attach_counters(&mut events, &[measured("_Z1a", 1.0), measured("_Z1b", 2.0)]);
    assert!(events.iter().all(|e| e.metadata.is_empty()));
}
