//! `profile` end to end on the CPU device: §17.10's kernel launched
//! `--repeat` times, the summary in JSON, the Chrome trace read back and
//! checked against the format, the HTML timeline written, `--counters`
//! warning MPG_PROF_1001 where there are none.

mod common;

use common::magpie;

#[test]
fn profile_writes_a_trace_a_timeline_and_a_summary() {
    let dir = std::env::temp_dir().join(format!("magpie-profile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (trace, html) = (dir.join("t.json"), dir.join("t.html"));
    let out = magpie(&[
        "--output",
        "json",
        "profile",
        "examples/spec/17_10_profiling.mp",
        "--kernel",
        "kernel_work",
        "--grid",
        "4",
        "--arg",
        "data=f32[1000]:range",
        "--arg",
        "n=u32:1000",
        "--device",
        "cpu",
        "--repeat",
        "6",
        "--trace",
        trace.to_str().unwrap(),
        "--html",
        html.to_str().unwrap(),
        "--counters",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("MPG_PROF_1001"), "{stderr}");
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).expect("a JSON summary");
    let k = &summary["kernels"][0];
    assert_eq!(k["kernel"], "kernel_work");
    assert_eq!(k["launches"], 6);
    assert_eq!(k["times"], "device", "the CPU times its launches");
    let (min, median, p90) = (
        k["min_ns"].as_u64().unwrap(),
        k["median_ns"].as_u64().unwrap(),
        k["p90_ns"].as_u64().unwrap(),
    );
    assert!(min > 0 && min <= median && median <= p90, "{k}");
    // The upload of `data` and six launches, each on the host and the
    // device (the CPU device times its copies too), with a flow between
    // them.
    let text = std::fs::read_to_string(&trace).unwrap();
    let check = magpie_rt::profile::check_chrome_trace(&text).expect("a valid trace");
    assert_eq!(check.flows, 7, "{check:?}");
    assert_eq!(check.by_category.get("gpu.launch"), Some(&12), "{check:?}");
    assert_eq!(check.by_category.get("gpu.transfer"), Some(&2), "{check:?}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>") && page.contains("<svg"));
    // Self-contained: nothing fetched, no script; the one address is the
    // SVG namespace.
    assert!(!page.contains("<script") && !page.contains("src=") && !page.contains("href="));
    assert_eq!(page.matches("http").count(), 1, "{page}");
    let _ = std::fs::remove_dir_all(&dir);
}
