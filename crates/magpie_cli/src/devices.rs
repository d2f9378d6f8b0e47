//! `magpie-gpu devices`: every device the runtime finds, with its backends
//! and limits, and the CPU fallback.

use magpie_rt::{Device, Runtime};
use serde_json::json;

use crate::report::Style;
use crate::Status;

pub fn run(style: &Style) -> Status {
    let config = match crate::device_choice::config(style) {
        Ok(c) => c,
        Err(status) => return status,
    };
    let mut rows: Vec<(Device, &str)> = Vec::new();
    let mut problem = None;
    match Runtime::with_config(config) {
        Ok(rt) => rows.extend(rt.devices().iter().map(|d| (d.clone(), "found"))),
        Err(e) => problem = Some(e.to_string()),
    }
    if !rows
        .iter()
        .any(|(d, _)| d.backend() == magpie_rt::BackendKind::Cpu)
    {
        if let Ok(cpu) = Runtime::cpu().device_default() {
            rows.push((cpu, "fallback"));
        }
    }
    if style.json() {
        let list: Vec<_> = rows.iter().map(|(d, role)| device_json(d, role)).collect();
        println!("{}", json!({ "devices": list, "discovery_error": problem }));
        return Status::Ok;
    }
    if let Some(p) = &problem {
        eprintln!("note: {p}");
    }
    let w = rows
        .iter()
        .map(|(d, _)| d.name().chars().count())
        .max()
        .unwrap_or(6)
        .max(6);
    println!(
        "{:<3} {:<w$} {:<8} {:<10} {:>9} {:>11} {:>8} {:>6} {:>10}",
        "#", "device", "backend", "role", "max wg", "max shared", "buffers", "warp", "memory"
    );
    for (i, (d, role)) in rows.iter().enumerate() {
        println!(
            "{:<3} {:<w$} {:<8} {:<10} {:>9} {:>11} {:>8} {:>6} {:>10}",
            i,
            d.name(),
            d.backends().join(","),
            role,
            d.max_workgroup_size(),
            format!("{} KiB", d.max_shared_bytes() / 1024),
            d.max_buffers(),
            d.warp_size(),
            format!("{} MiB", d.memory_total() >> 20),
        );
    }
    Status::Ok
}

fn device_json(d: &Device, role: &str) -> serde_json::Value {
    let caps: Vec<&str> = d.capabilities().iter().map(|c| c.name()).collect();
    json!({
        "name": d.name(),
        "backend": d.backend().spec_name(),
        "backends": d.backends(),
        "arch": d.arch(),
        "uuid": d.uuid(),
        "pci_bus_id": d.pci_bus_id(),
        "role": role,
        "max_workgroup_size": d.max_workgroup_size(),
        "max_shared_bytes": d.max_shared_bytes(),
        "max_buffers": d.max_buffers(),
        "warp_size": d.warp_size(),
        "memory_total": d.memory_total(),
        "memory_available": d.memory_available(),
        "capabilities": caps,
    })
}
