//! The no-alias promise on Vulkan: a kernel compiled here reads the
//! buffers it never writes as `NonWritable`; a launch that passes one
//! buffer in two slots runs the kernel emitted without that promise (its
//! own shader and pipelines), and computes what the kernel says.

use std::sync::Arc;

use magpie_mpir::Const;

use super::pipeline::{Code, VkModule};
use super::tests::{backend, floats, program, read_floats, VADD_SOURCE};
use crate::backend::{BoundArg, DeviceBackend, LaunchRequest};

#[test]
fn a_buffer_passed_twice_runs_the_kernel_without_the_promise() {
    let Some(be) = backend("a_buffer_passed_twice_runs_the_kernel_without_the_promise") else {
        return;
    };
    let ir = program(VADD_SOURCE);
    let func = ir.module.function_by_name("vadd").expect("vadd");
    let module = Arc::new(VkModule::new(&be.gpu, &ir).expect("compiles"));
    let k = &module.kernels[&func];
    let block = [64, 1, 1];
    let aliased = Code::Aliased { program: &ir, func };
    let fast = k.pipeline_for(block, Code::Fast).expect("fast pipeline");
    let other = k.pipeline_for(block, aliased).expect("aliased pipeline");
    assert_ne!(fast, other, "a and b are NonWritable only in the fast code");
    assert_eq!(k.pipeline_for(block, aliased).expect("again"), other);
    assert_eq!(k.pipeline(block).expect("fast again"), fast);

    // out = a + b with one buffer as a, b and out: doubled in place.
    let n = 100u32;
    let data: Vec<f32> = (0..n).map(|i| i as f32 - 20.5).collect();
    let buf = floats(&be, &data);
    be.launch(LaunchRequest {
        program: ir.clone(),
        module: module.clone(),
        kernel: func,
        grid: [n.div_ceil(64), 1, 1],
        block,
        args: vec![
            BoundArg::Buffer(buf.clone()),
            BoundArg::Buffer(buf.clone()),
            BoundArg::Buffer(buf.clone()),
            BoundArg::Scalar(Const::u32(n)),
        ],
    })
    .expect("launch");
    let want: Vec<f32> = data.iter().map(|x| x + x).collect();
    assert_eq!(read_floats(&be, &*buf), want);
}
