//! What the driver compiled pipelines into ([`super::executable`]): a test
//! that the report reads back on any device that offers it, and an
//! ignored one that prints it for the benchmark kernels (the
//! register-tiled SGEMM of `bench/kernels/sgemm.mp`, the 16×16 one of
//! `examples/kernels/matmul_tiled.mp`), run by hand on a GPU machine:
//!
//! `rt_unit --ignored --nocapture backend::vulkan::executable_probe`

use super::executable::{report, Executable};
use super::pipeline::VkModule;
use super::tests::{backend, program};
use super::VulkanBackend;

const SGEMM: &str = include_str!("../../../../../bench/kernels/sgemm.mp");
const MATMUL: &str = include_str!("../../../../../examples/kernels/matmul_tiled.mp");

/// The report of kernel `name` of `src` at its declared workgroup;
/// `None` (after a printed line) where the device has no report.
fn executables(be: &VulkanBackend, src: &str, name: &str) -> Option<Vec<Executable>> {
    if !be.gpu.info.executable_info {
        println!(
            "skip: {} has no VK_KHR_pipeline_executable_properties",
            be.gpu.info.name
        );
        return None;
    }
    let ir = program(src);
    let func = ir.module.function_by_name(name).expect("kernel");
    let module = VkModule::new(&be.gpu, &ir).expect("compiles");
    let kernel = &module.kernels[&func];
    let block = ir.module.functions[func].workgroup_size();
    Some(report(&be.gpu, kernel, block).expect("report"))
}

#[test]
fn the_driver_reports_what_it_compiled() {
    let Some(be) = backend("the_driver_reports_what_it_compiled") else {
        return;
    };
    let Some(exes) = executables(&be, MATMUL, "matmul") else {
        return;
    };
    assert!(!exes.is_empty(), "no executable");
    let stats: usize = exes.iter().map(|e| e.statistics.len()).sum();
    assert!(stats > 0, "no statistics: {exes:?}");
    for e in &exes {
        for (name, value) in &e.statistics {
            assert!(!name.is_empty() && !value.is_empty(), "{exes:?}");
        }
    }
}

#[test]
#[ignore = "prints the driver's report of the benchmark kernels; run by hand on a GPU"]
fn executable_report() {
    let Some(be) = backend("executable_report") else {
        return;
    };
    println!("device: {}", be.gpu.info.name);
    for (title, src, name) in [
        ("register-tiled SGEMM", SGEMM, "sgemm"),
        ("16x16 SGEMM", MATMUL, "matmul"),
    ] {
        let Some(exes) = executables(&be, src, name) else {
            return;
        };
        for e in exes {
            println!("== {title}: {} ({})", e.name, e.description);
            for (k, v) in &e.statistics {
                println!("  {k}: {v}");
            }
            for (k, text) in &e.representations {
                println!("-- {k} ({} bytes)", text.len());
                println!("{text}");
            }
        }
    }
}
