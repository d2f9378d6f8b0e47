//! Inputs for the GPU check bundles (`tests/gpu/check_ptx.py`), shared by
//! the PTX crate's `gpu_bundle` and the HIP crate's `nvptx_bundle` tests
//! (each includes this file with `#[path]`): every buffer holds 16·N
//! elements mixing the type's edge values (0, -0, ±1, MIN, MAX, ±inf,
//! NaN, subnormals, halves) with random ones from a fixed-seed generator,
//! so both bundles give a kernel the same inputs. [`run_case`] runs a
//! kernel on them through the CPU executor, [`ptx_entry`] describes one
//! PTX text's parameters, [`write_case`] writes the case's files.

#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::Path;

use magpie_cpu::{Config, KernelArg, Launch, Memory};
use magpie_gpu::kernel_layout::{PtxLayout, PtxParamKind};
use magpie_mpir::{Const, Elem, FuncId, Module, ModuleInfo, Scalar, Type};

pub const N: u32 = 512;

pub struct Lcg(pub u64);

impl Lcg {
    pub fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 11
    }
}

pub fn edge_bits(s: Scalar) -> Vec<u64> {
    match s {
        Scalar::F32 => [
            0.0f32,
            -0.0,
            1.0,
            -1.0,
            0.5,
            1.5,
            2.5,
            -2.5,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            f32::MIN_POSITIVE,
            1e-40,
            -1e-41,
            f32::MAX,
            3.0,
            0.1,
            7.0,
            -7.0,
            1e10,
        ]
        .iter()
        .map(|f| u64::from(f.to_bits()))
        .collect(),
        Scalar::F64 => [
            0.0f64,
            -0.0,
            1.0,
            -1.0,
            0.5,
            2.5,
            -2.5,
            f64::INFINITY,
            f64::NAN,
            1e-310,
            f64::MAX,
            3.0,
            0.1,
        ]
        .iter()
        .map(|f| f.to_bits())
        .collect(),
        Scalar::F16 => vec![
            0, 0x8000, 0x3c00, 0xbc00, 0x3800, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x7bff, 0x4100,
        ],
        Scalar::Bf16 => vec![
            0, 0x8000, 0x3f80, 0xbf80, 0x3f00, 0x7f80, 0xff80, 0x7fc0, 0x0001, 0x7f7f, 0x4040,
        ],
        Scalar::Bool => vec![0, 1],
        _ => {
            let b = s.bits();
            let mask = if b == 64 { u64::MAX } else { (1u64 << b) - 1 };
            let min = 1u64 << (b - 1);
            [
                0,
                1,
                mask,
                2,
                mask - 1,
                7,
                mask - 6,
                min,
                min - 1,
                min + 1,
                3,
                100,
                33,
                64,
            ]
            .iter()
            .map(|v| v & mask)
            .collect()
        }
    }
}

/// One random element of `s` (floats in a moderate range, ints anywhere
/// or small).
pub fn random_bits(s: Scalar, rng: &mut Lcg, small: bool) -> u64 {
    let r = rng.next();
    match s {
        Scalar::F32 => {
            let m = (r % 20000) as f32 / 100.0 - 100.0;
            u64::from(m.to_bits())
        }
        Scalar::F64 => ((r % 20000) as f64 / 100.0 - 100.0).to_bits(),
        Scalar::F16 => {
            let m = (r % 2000) as f32 / 100.0 - 10.0;
            u64::from(half_bits(m, false))
        }
        Scalar::Bf16 => {
            let m = (r % 2000) as f32 / 100.0 - 10.0;
            u64::from(half_bits(m, true))
        }
        Scalar::Bool => r & 1,
        _ => {
            let b = s.bits();
            let mask = if b == 64 { u64::MAX } else { (1u64 << b) - 1 };
            if small {
                r % 50
            } else if r.is_multiple_of(3) {
                (r % 40).wrapping_sub(20) & mask
            } else {
                (r ^ (r << 17)) & mask
            }
        }
    }
}

/// f32 → f16/bf16 bits, truncating (good enough for inputs).
pub fn half_bits(f: f32, bf: bool) -> u16 {
    if bf {
        (f.to_bits() >> 16) as u16
    } else {
        let c = Const::float(Scalar::F16, f64::from(f));
        c.bits as u16
    }
}

pub fn leaves(module: &Module, ty: Type, out: &mut Vec<(u64, Scalar)>, base: u64) {
    match ty {
        Type::Scalar(s) => out.push((base, s)),
        Type::Struct(id) => {
            let l = magpie_gpu::layout::struct_layout(module, id).unwrap();
            for (k, f) in module.structs[id].fields.iter().enumerate() {
                leaves(module, f.ty, out, base + l.offsets[k]);
            }
        }
        _ => {}
    }
}

/// `count` elements of `elem`, edge values first.
/// Buffer `ordinal` of a kernel cycles through the edge values at speed
/// `E^(ordinal % 3)`, so that the first E² elements of two input buffers
/// pair every edge value with every other.
pub fn gen_buffer(
    module: &Module,
    elem: Elem,
    count: usize,
    rng: &mut Lcg,
    small: bool,
    ordinal: usize,
) -> Vec<u8> {
    let size = magpie_gpu::layout::elem_layout(module, elem).unwrap().size as usize;
    let mut ls = Vec::new();
    leaves(module, elem.as_type(), &mut ls, 0);
    let mut out = vec![0u8; size * count];
    for i in 0..count {
        for (k, (off, s)) in ls.iter().enumerate() {
            let edges = edge_bits(*s);
            let e = edges.len();
            let bits = if i < e * e && !(small && s.is_int()) {
                edges[(i / e.pow((ordinal % 3) as u32) + k) % e]
            } else {
                random_bits(*s, rng, small)
            };
            let at = i * size + *off as usize;
            let n = s.size() as usize;
            out[at..at + n].copy_from_slice(&bits.to_le_bytes()[..n]);
        }
    }
    out
}

pub fn scalar_arg(s: Scalar) -> Const {
    match s {
        Scalar::F32 | Scalar::F64 | Scalar::F16 | Scalar::Bf16 => Const::float(s, 1.5),
        Scalar::Bool => Const::bool(true),
        _ => Const::int(s, i128::from(N)),
    }
}

pub fn elem_name(module: &Module, elem: Elem) -> String {
    match elem {
        Elem::Scalar(s) => s.name().to_string(),
        Elem::Struct(_) => {
            let mut ls = Vec::new();
            leaves(module, elem.as_type(), &mut ls, 0);
            let size = magpie_gpu::layout::elem_layout(module, elem).unwrap().size;
            format!(
                "struct:{size}:{}",
                ls.iter()
                    .map(|(o, s)| format!("{o}/{}", s.name()))
                    .collect::<Vec<_>>()
                    .join(",")
            )
        }
    }
}

pub fn hex(b: &[u8]) -> String {
    b.iter().fold(String::new(), |mut s, x| {
        let _ = write!(s, "{x:02x}");
        s
    })
}

/// A kernel's launch on generated inputs, run by the CPU executor.
pub struct Case {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// (parameter index, element, input bytes) of every buffer.
    pub buffers: Vec<(usize, Elem, Vec<u8>)>,
    /// (parameter index, bytes) of every scalar and struct parameter.
    pub scalars: Vec<(usize, Vec<u8>)>,
    /// Every buffer's bytes after the CPU executor ran the kernel.
    pub outputs: Vec<Vec<u8>>,
}

/// Generates inputs for kernel `fid` (blocks of `block_x` work-items, or
/// its workgroup when 0; `small`: small integers only) and runs it on
/// the CPU; `Err` says why the kernel is skipped.
pub fn run_case(
    module: &Module,
    info: &ModuleInfo,
    fid: FuncId,
    block_x: u32,
    small: bool,
) -> Result<Case, String> {
    let f = &module.functions[fid];
    let mut rng = Lcg(0x1234_5678 ^ u64::from(block_x));
    let block = match f.workgroup {
        Some(w) if block_x == 0 => w,
        _ if block_x != 0 => [block_x, 1, 1],
        _ => [64, 1, 1],
    };
    let per_block = block[0] * block[1] * block[2];
    let grid = [N.div_ceil(per_block).max(1), 1, 1];
    let count = (16 * N) as usize;
    let mut buffers: Vec<(usize, Elem, Vec<u8>)> = Vec::new();
    let mut scalars: Vec<(usize, Vec<u8>)> = Vec::new();
    for (k, &p) in f.params.iter().enumerate() {
        match f.value_type(p) {
            Type::Buffer(elem) => {
                let b = gen_buffer(module, elem, count, &mut rng, small, buffers.len());
                buffers.push((k, elem, b));
            }
            Type::Scalar(s) => {
                let c = scalar_arg(s);
                scalars.push((k, c.bits.to_le_bytes()[..s.size() as usize].to_vec()));
            }
            Type::Struct(id) => {
                let b = gen_buffer(module, Elem::Struct(id), 1, &mut rng, small, 0);
                scalars.push((k, b));
            }
            _ => return Err("a parameter of another kind".into()),
        }
    }
    let mems: Vec<Memory> = buffers
        .iter()
        .map(|(_, _, b)| Memory::from_bytes(b))
        .collect();
    let mut args = Vec::new();
    for (k, &p) in f.params.iter().enumerate() {
        if let Some(i) = buffers.iter().position(|(j, _, _)| *j == k) {
            args.push(KernelArg::Buffer(&mems[i]));
        } else {
            let bytes = &scalars.iter().find(|(j, _)| *j == k).unwrap().1;
            match f.value_type(p) {
                Type::Scalar(s) => {
                    let mut w = [0u8; 8];
                    w[..bytes.len()].copy_from_slice(bytes);
                    args.push(KernelArg::Scalar(Const {
                        ty: s,
                        bits: u64::from_le_bytes(w),
                    }));
                }
                _ => args.push(KernelArg::Struct(bytes.clone())),
            }
        }
    }
    let config = Config {
        max_steps: Some(2_000_000),
        ..Config::default()
    };
    magpie_cpu::run_kernel(module, info, fid, &Launch::new(grid, block), &args, &config)
        .map_err(|e| format!("cpu: {e}"))?;
    let outputs = mems.iter().map(Memory::to_bytes).collect();
    Ok(Case {
        grid,
        block,
        buffers,
        scalars,
        outputs,
    })
}

/// One entry of `meta.json`'s `ptx` list: the arch, the entry point and
/// every `.param` of `layout` as the case passes it.
pub fn ptx_entry(
    module: &Module,
    case: &Case,
    arch: &str,
    entry: &str,
    layout: &PtxLayout,
) -> String {
    let buffer = |param: &usize| {
        case.buffers
            .iter()
            .position(|(j, _, _)| j == param)
            .unwrap()
    };
    let params: Vec<String> = layout
        .params
        .iter()
        .map(|p| match &p.kind {
            PtxParamKind::Buffer { param, .. } => format!("{{\"buf\": {}}}", buffer(param)),
            PtxParamKind::BufferLen { param } => {
                let i = buffer(param);
                let stride = magpie_gpu::layout::elem_layout(module, case.buffers[i].1)
                    .unwrap()
                    .size as usize;
                let len = (case.buffers[i].2.len() / stride) as u32;
                format!("{{\"bytes\": \"{}\"}}", hex(&len.to_le_bytes()))
            }
            PtxParamKind::Value { param, .. } => {
                let b = &case.scalars.iter().find(|(j, _)| j == param).unwrap().1;
                format!("{{\"bytes\": \"{}\", \"align\": {}}}", hex(b), p.align)
            }
        })
        .collect();
    format!(
        "{{\"arch\": \"{arch}\", \"entry\": \"{entry}\", \"params\": [{}]}}",
        params.join(", ")
    )
}

/// Writes the case's inputs, the CPU's outputs and `meta.json` (with the
/// `ptx` entries) into `dir`, which exists.
pub fn write_case(
    dir: &Path,
    module: &Module,
    kernel: &str,
    case: &Case,
    ptx: &[String],
) -> Result<(), String> {
    let mut bufs = Vec::new();
    for (i, ((_, elem, input), out)) in case.buffers.iter().zip(&case.outputs).enumerate() {
        std::fs::write(dir.join(format!("in{i}.bin")), input).map_err(|e| e.to_string())?;
        std::fs::write(dir.join(format!("out{i}.bin")), out).map_err(|e| e.to_string())?;
        bufs.push(format!("\"{}\"", elem_name(module, *elem)));
    }
    let meta = format!(
        "{{\"kernel\": \"{kernel}\", \"grid\": {:?}, \"block\": {:?}, \"buffers\": [{}], \"ptx\": [{}]}}\n",
        case.grid,
        case.block,
        bufs.join(", "),
        ptx.join(", ")
    );
    std::fs::write(dir.join("meta.json"), meta).map_err(|e| e.to_string())
}
