//! Helpers shared by the executor's tests: parse + verify, typed buffers.
//! Expected values in the tests are computed here in plain Rust, never by
//! the executor.
#![allow(dead_code)]
#![allow(clippy::result_large_err)] // ExecError is the API's error type

use magpie_cpu::{run_kernel_by_name, Config, ExecError, KernelArg, Launch, Memory, RunStats};
use magpie_mpir::{Module, ModuleInfo};

/// Parses and verifies `src`, panicking with the diagnostics if it fails.
pub fn module(src: &str) -> (Module, ModuleInfo) {
    let parsed = magpie_mpir::parse(src);
    let Some(m) = parsed.value else {
        panic!("parse failed: {:#?}\n{src}", parsed.diagnostics);
    };
    let verified = magpie_mpir::verify(&m);
    let Some(info) = verified.value else {
        panic!("verify failed: {:#?}\n{src}", verified.diagnostics);
    };
    (m, info)
}

/// A kernel module: compiled once, run by name.
pub struct Kernels {
    pub module: Module,
    pub info: ModuleInfo,
}

impl Kernels {
    pub fn new(src: &str) -> Kernels {
        let (module, info) = module(src);
        Kernels { module, info }
    }

    pub fn run(
        &self,
        name: &str,
        launch: Launch,
        args: &[KernelArg<'_>],
    ) -> Result<RunStats, ExecError> {
        self.run_with(name, launch, args, &Config::default())
    }

    pub fn run_with(
        &self,
        name: &str,
        launch: Launch,
        args: &[KernelArg<'_>],
        config: &Config,
    ) -> Result<RunStats, ExecError> {
        run_kernel_by_name(&self.module, &self.info, name, &launch, args, config)
    }
}

/// A type that can live in a buffer.
pub trait Elem: Copy {
    const SIZE: usize;
    fn put(self, out: &mut Vec<u8>);
    fn get(b: &[u8]) -> Self;
}

macro_rules! elem {
    ($($t:ty),*) => {$(
        impl Elem for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn get(b: &[u8]) -> Self {
                <$t>::from_le_bytes(b.try_into().unwrap())
            }
        }
    )*};
}
elem!(
    i8,
    i16,
    i32,
    i64,
    u8,
    u16,
    u32,
    u64,
    f32,
    f64,
    half::f16,
    half::bf16
);

impl Elem for bool {
    const SIZE: usize = 1;
    fn put(self, out: &mut Vec<u8>) {
        out.push(self as u8);
    }
    fn get(b: &[u8]) -> Self {
        b[0] != 0
    }
}

pub fn mem<T: Elem>(v: &[T]) -> Memory {
    let mut bytes = Vec::with_capacity(v.len() * T::SIZE);
    for &x in v {
        x.put(&mut bytes);
    }
    Memory::from_bytes(&bytes)
}

pub fn zeros<T: Elem>(n: usize) -> Memory {
    Memory::zeroed(n * T::SIZE)
}

pub fn read<T: Elem>(m: &Memory) -> Vec<T> {
    m.to_bytes().chunks_exact(T::SIZE).map(T::get).collect()
}

/// Compares floats bit for bit, any NaN matching any NaN.
pub fn same_f32(a: f32, b: f32) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

pub fn same_f64(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

pub fn scalar_u32(v: u32) -> KernelArg<'static> {
    KernelArg::Scalar(magpie_mpir::Const::u32(v))
}
