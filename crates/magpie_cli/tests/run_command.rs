//! `run`, `devices` and `demo` end to end on the CPU device (and `run` on
//! WebGPU where wgpu finds an adapter).

mod common;

use common::magpie;

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).to_string()
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).to_string()
}

#[test]
fn vector_add_of_the_spec_prints_the_right_values() {
    let out = magpie(&[
        "run",
        "examples/spec/17_1_vector_add_spv.mp",
        "--kernel",
        "kernel_add",
        "--grid",
        "4",
        "--block",
        "256",
        "--arg",
        "in=f32[1024]:range",
        "--arg",
        "out=f32[1024]:zeros",
        "--arg",
        "n=u32:1024",
        "--device",
        "cpu",
        "--print",
        "out",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let values: Vec<f64> = serde_json::from_str(stdout(&out).trim()).expect("a JSON array");
    let want: Vec<f64> = (0..1024).map(|i| f64::from(i as f32 + 1.0f32)).collect();
    assert_eq!(values, want);
}

#[test]
fn struct_argument_and_json_output() {
    let dir = std::env::temp_dir().join(format!("magpie-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("params.mp");
    std::fs::write(
        &file,
        "value struct TParams { field a: i32 field b: i64 field c: f64 field d: i32 }\n\
         gpu fn @k(%p: TParams, %ints: gpu.TBuffer<i64>, %f: gpu.TBuffer<f64>) -> unit workgroup(1, 1, 1) {\n\
         bb0:\n\
         \x20   %a: i32 = getfield { obj=%p, field=a }\n\
         \x20   %b: i64 = getfield { obj=%p, field=b }\n\
         \x20   %c: f64 = getfield { obj=%p, field=c }\n\
         \x20   %d: i32 = getfield { obj=%p, field=d }\n\
         \x20   %a64: i64 = cast<i32, i64> { v=%a }\n\
         \x20   %d64: i64 = cast<i32, i64> { v=%d }\n\
         \x20   gpu.buffer_store<i64> { buf=%ints, idx=const.u32 0, v=%a64 }\n\
         \x20   gpu.buffer_store<i64> { buf=%ints, idx=const.u32 1, v=%b }\n\
         \x20   gpu.buffer_store<i64> { buf=%ints, idx=const.u32 2, v=%d64 }\n\
         \x20   gpu.buffer_store<f64> { buf=%f, idx=const.u32 0, v=%c }\n\
         \x20   ret\n\
         }\n",
    )
    .unwrap();
    let out = magpie(&[
        "--output",
        "json",
        "run",
        file.to_str().unwrap(),
        "--kernel",
        "@k",
        "--grid",
        "1",
        "--arg",
        "p=TParams{a=1,b=1000,c=0.5,d=7}",
        "--arg",
        "ints=i64[3]:zeros",
        "--arg",
        "f=f64[1]:values(nan)",
        "--device",
        "cpu",
        "--print",
        "ints",
        "--print",
        "f",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("JSON");
    assert_eq!(json["buffers"]["ints"], serde_json::json!([1, 1000, 7]));
    assert_eq!(json["buffers"]["f"], serde_json::json!([0.5]));
    assert_eq!(json["backend"], "cpu");
}

#[test]
fn nan_and_infinities_print_as_strings() {
    let out = magpie(&[
        "run",
        "examples/kernels/saxpy.mp",
        "--kernel",
        "saxpy",
        "--grid",
        "1",
        "--arg",
        "x=f32[4]:values(1,inf,nan,2)",
        "--arg",
        "y=f32[4]:values(0,0,0,-inf)",
        "--arg",
        "a=f32:2",
        "--arg",
        "n=u32:4",
        "--device",
        "cpu",
        "--print",
        "y",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).trim(), r#"[2.0,"inf","nan","-inf"]"#);
}

#[test]
fn a_wrong_argument_type_names_the_parameter() {
    let out = magpie(&[
        "run",
        "examples/kernels/saxpy.mp",
        "--kernel",
        "saxpy",
        "--grid",
        "1",
        "--arg",
        "x=f32[4]:zeros",
        "--arg",
        "y=f32[4]:zeros",
        "--arg",
        "a=u32:2",
        "--arg",
        "n=u32:4",
        "--device",
        "cpu",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("%a") && stderr(&out).contains("f32"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_missing_argument_lists_the_parameters() {
    let out = magpie(&[
        "run",
        "examples/kernels/saxpy.mp",
        "--kernel",
        "saxpy",
        "--grid",
        "1",
        "--arg",
        "x=f32[4]:zeros",
        "--device",
        "cpu",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("%y"), "{}", stderr(&out));
}

#[test]
fn an_out_of_bounds_launch_is_a_launch_error() {
    // n says 1024 but the buffers hold 16: the kernel reads past the end.
    let out = magpie(&[
        "run",
        "examples/spec/17_1_vector_add_spv.mp",
        "--kernel",
        "kernel_add",
        "--grid",
        "4",
        "--arg",
        "in=f32[16]:zeros",
        "--arg",
        "out=f32[16]:zeros",
        "--arg",
        "n=u32:1024",
        "--device",
        "cpu",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("LaunchFailed") && err.contains("bb1"), "{err}");
}

#[test]
fn mock_device_runs_nothing_but_succeeds() {
    let out = magpie(&[
        "run",
        "examples/kernels/saxpy.mp",
        "--kernel",
        "saxpy",
        "--grid",
        "1",
        "--arg",
        "x=f32[4]:range",
        "--arg",
        "y=f32[4]:zeros",
        "--arg",
        "a=f32:2",
        "--arg",
        "n=u32:4",
        "--device",
        "mock",
        "--print",
        "y",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).trim(), "[0.0,0.0,0.0,0.0]");
}

#[test]
fn an_absent_backend_is_reported_not_a_crash() {
    let out = magpie(&[
        "run",
        "examples/kernels/saxpy.mp",
        "--kernel",
        "saxpy",
        "--grid",
        "1",
        "--device",
        "metal",
    ]);
    // Metal is not built into this build (on any machine)
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("msl") || stderr(&out).contains("metal"),
        "{}",
        stderr(&out)
    );
}

/// `--device webgpu` runs through wgpu (lavapipe in CI); where wgpu finds
/// no adapter the run is `BackendUnavailable`, a skip unless
/// `MAGPIE_REQUIRE` names webgpu. `devices` then names `wgsl` among the
/// backends of some device.
#[test]
fn webgpu_runs_saxpy_and_is_listed() {
    let out = magpie(&[
        "run",
        "examples/kernels/saxpy.mp",
        "--kernel",
        "saxpy",
        "--grid",
        "1",
        "--arg",
        "x=f32[4]:values(1,inf,nan,2)",
        "--arg",
        "y=f32[4]:values(0,0,0,-inf)",
        "--arg",
        "a=f32:2",
        "--arg",
        "n=u32:4",
        "--device",
        "webgpu",
        "--print",
        "y",
    ]);
    let required = std::env::var("MAGPIE_REQUIRE")
        .is_ok_and(|v| v.split([',', ' ']).any(|s| s == "webgpu" || s == "all"));
    if !out.status.success() && stderr(&out).contains("BackendUnavailable") && !required {
        println!("skip: no WebGPU adapter ({})", stderr(&out).trim());
        return;
    }
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).trim(), r#"[2.0,"inf","nan","-inf"]"#);
    assert!(stderr(&out).contains("(wgsl)"), "{}", stderr(&out));
    let out = magpie(&["--output", "json", "devices"]);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("JSON");
    let list = json["devices"].as_array().expect("a device list");
    assert!(
        list.iter().any(|d| d["backends"]
            .as_array()
            .is_some_and(|b| b.iter().any(|n| n == "wgsl"))),
        "{json}"
    );
}

#[test]
fn devices_lists_the_cpu() {
    let out = magpie(&["--output", "json", "devices"]);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("JSON");
    let list = json["devices"].as_array().expect("a device list");
    let cpu = list
        .iter()
        .find(|d| d["backend"] == "cpu")
        .expect("the CPU");
    assert_eq!(cpu["max_workgroup_size"], 1024);
    assert!(cpu["capabilities"]
        .as_array()
        .is_some_and(|c| !c.is_empty()));
}

#[test]
fn demo_runs_and_checks_every_example() {
    let out = magpie(&["--output", "json", "demo"]);
    assert!(out.status.success(), "{}{}", stdout(&out), stderr(&out));
    let json: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("JSON");
    assert_eq!(json["failures"], 0);
    let results = json["results"].as_array().expect("results");
    assert!(results.len() >= 6);
    assert!(results.iter().all(|r| r["ok"] == true));
}
