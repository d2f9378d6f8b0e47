//! What the driver compiled a kernel's pipeline into, read through
//! VK_KHR_pipeline_executable_properties where the device has
//! `pipelineExecutableInfo` ([`PhysicalInfo::executable_info`]): per
//! executable its name, every statistic the driver reports (registers,
//! shared memory, spills, instruction counts: whatever it names), and the
//! text of its internal representations where it gives any.
//!
//! For reading why a kernel runs as it does (the ignored test
//! `executable_probe` prints the benchmark kernels'); launches never use it.
//! The pipeline is made for the report with the capture flags and
//! destroyed after it.
//!
//! [`PhysicalInfo::executable_info`]: super::device::PhysicalInfo::executable_info

use std::ffi::c_char;

use ash::vk;

use super::conv::{vk_err, NAME};
use super::device::Gpu;
use super::pipeline::KernelPipelines;
use crate::error::{ErrorKind, GpuError};

/// One executable of a pipeline (a compute pipeline has one).
#[derive(Debug)]
pub(crate) struct Executable {
    pub name: String,
    pub description: String,
    /// Statistic name and value, in the driver's order.
    pub statistics: Vec<(String, String)>,
    /// Representation name and text (binary ones are left out).
    pub representations: Vec<(String, String)>,
}

/// The executables of `kernel`'s pipeline for `block`.
pub(crate) fn report(
    gpu: &Gpu,
    kernel: &KernelPipelines,
    block: [u32; 3],
) -> Result<Vec<Executable>, GpuError> {
    if !gpu.info.executable_info {
        return Err(GpuError::new(
            ErrorKind::BackendUnavailable,
            NAME,
            format!(
                "{} has no VK_KHR_pipeline_executable_properties",
                gpu.info.name
            ),
        ));
    }
    let ext = ash::khr::pipeline_executable_properties::Device::new(&gpu.instance.raw, &gpu.raw);
    let pipeline = kernel.create(
        block,
        vk::PipelineCreateFlags::CAPTURE_STATISTICS_KHR
            | vk::PipelineCreateFlags::CAPTURE_INTERNAL_REPRESENTATIONS_KHR,
    )?;
    let read = || -> Result<Vec<Executable>, GpuError> {
        let info = vk::PipelineInfoKHR::default().pipeline(pipeline);
        // SAFETY: the extension is enabled on this device and `pipeline`
        // is live.
        let props = unsafe { ext.get_pipeline_executable_properties(&info) }
            .map_err(vk_err("vkGetPipelineExecutablePropertiesKHR"))?;
        let mut out = Vec::new();
        for (index, p) in (0u32..).zip(&props) {
            let which = vk::PipelineExecutableInfoKHR::default()
                .pipeline(pipeline)
                .executable_index(index);
            // SAFETY: as above; `index` is one the driver listed.
            let stats = unsafe { ext.get_pipeline_executable_statistics(&which) }
                .map_err(vk_err("vkGetPipelineExecutableStatisticsKHR"))?;
            out.push(Executable {
                name: text(&p.name),
                description: text(&p.description),
                statistics: stats.iter().map(|s| (text(&s.name), value(s))).collect(),
                representations: representations(gpu, &ext, &which)?,
            });
        }
        Ok(out)
    };
    let result = read();
    // SAFETY: made above for this report only; nothing else holds it.
    unsafe { gpu.raw.destroy_pipeline(pipeline, None) };
    result
}

/// The text representations of one executable (two calls for the list,
/// one more for the texts, whose sizes the second call gave).
fn representations(
    gpu: &Gpu,
    ext: &ash::khr::pipeline_executable_properties::Device,
    which: &vk::PipelineExecutableInfoKHR<'_>,
) -> Result<Vec<(String, String)>, GpuError> {
    let f = ext
        .fp()
        .get_pipeline_executable_internal_representations_khr;
    let device = gpu.raw.handle();
    let mut count = 0u32;
    // SAFETY: a count query (null array).
    unsafe { f(device, which, &mut count, std::ptr::null_mut()) }
        .result()
        .map_err(vk_err("vkGetPipelineExecutableInternalRepresentationsKHR"))?;
    let mut reps = vec![vk::PipelineExecutableInternalRepresentationKHR::default(); count as usize];
    // SAFETY: `reps` holds `count` structs; null data pointers ask only
    // for each text's size.
    unsafe { f(device, which, &mut count, reps.as_mut_ptr()) }
        .result()
        .map_err(vk_err("vkGetPipelineExecutableInternalRepresentationsKHR"))?;
    reps.truncate(count as usize);
    let mut texts: Vec<Vec<u8>> = reps.iter().map(|r| vec![0u8; r.data_size]).collect();
    for (r, t) in reps.iter_mut().zip(&mut texts) {
        r.p_data = t.as_mut_ptr().cast();
    }
    // SAFETY: every data pointer has the size the driver asked for and
    // outlives the call. INCOMPLETE (a text grew) keeps what fitted.
    let r = unsafe { f(device, which, &mut count, reps.as_mut_ptr()) };
    if r != vk::Result::SUCCESS && r != vk::Result::INCOMPLETE {
        return Err(vk_err("vkGetPipelineExecutableInternalRepresentationsKHR")(
            r,
        ));
    }
    Ok(reps
        .iter()
        .zip(texts)
        .filter(|(r, _)| r.is_text == vk::TRUE)
        .map(|(r, t)| {
            let end = t.iter().position(|&b| b == 0).unwrap_or(t.len());
            (
                text(&r.name),
                String::from_utf8_lossy(&t[..end]).into_owned(),
            )
        })
        .collect())
}

fn text(chars: &[c_char]) -> String {
    let bytes: Vec<u8> = chars
        .iter()
        .take_while(|&&c| c != 0)
        .map(|&c| c as u8)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn value(s: &vk::PipelineExecutableStatisticKHR<'_>) -> String {
    // SAFETY: the union member read is the one `format` names.
    unsafe {
        match s.format {
            vk::PipelineExecutableStatisticFormatKHR::BOOL32 => {
                (s.value.b32 == vk::TRUE).to_string()
            }
            vk::PipelineExecutableStatisticFormatKHR::INT64 => s.value.i64.to_string(),
            vk::PipelineExecutableStatisticFormatKHR::UINT64 => s.value.u64.to_string(),
            vk::PipelineExecutableStatisticFormatKHR::FLOAT64 => s.value.f64.to_string(),
            _ => "?".into(),
        }
    }
}
