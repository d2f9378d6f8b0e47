//! What every conformance case shares: a [`Case`] context (compile, upload,
//! launch, read back, each error naming the case), the comparisons (integers
//! bit-exact, floats within a stated ulp bound, NaN matching any NaN), a
//! deterministic generator, and reference helpers for the few semantic rules
//! Rust's own operators do not spell out (`fmin`/`fmax` with signed zeros).
//!
//! Nothing here runs kernel text or calls the executor: the expected values
//! of every case are computed by plain Rust in the case's own file.

use std::fmt::Debug;

use std::cell::Cell;

use magpie_rt::{
    Arg, BackendKind, Buffer, BundleFile, Capability, Choice, Device, Element, Kernel, MemoryHint,
    Program,
};

thread_local! {
    /// The bundle this thread's cases load their kernels from (bundle suites).
    static BUNDLE: Cell<Option<&'static BundleFile>> = const { Cell::new(None) };
}

/// Makes this thread's cases load from `bundle` ([`Case::compile`]).
pub fn with_bundle(bundle: Option<&'static BundleFile>) {
    BUNDLE.with(|b| b.set(bundle));
}

/// A case's outcome: `Err` holds the failure message, or a skip (see [`SKIP`]).
pub type CaseResult = Result<(), String>;

/// Prefix of an `Err` that means "this device cannot run the case" (a
/// capability it lacks), not "the case failed". The harness prints it and
/// passes.
pub const SKIP: &str = "SKIP: ";

/// A bound that switches a float comparison off for one element (used for
/// elements a device may legitimately compute differently, such as f32
/// subnormals on a device that flushes them).
pub const IGNORE: u64 = u64::MAX;

/// One case running on one device.
#[derive(Debug)]
pub struct Case<'a> {
    pub name: &'static str,
    pub dev: &'a Device,
}

impl<'a> Case<'a> {
    pub fn new(name: &'static str, dev: &'a Device) -> Self {
        Case { name, dev }
    }

    fn fail(&self, what: &str, e: impl std::fmt::Display) -> String {
        format!("case {}: {what}: {e}", self.name)
    }

    /// Skips the case unless the device has every capability in `caps`.
    pub fn require(&self, caps: &[Capability]) -> CaseResult {
        let missing: Vec<String> = caps
            .iter()
            .filter(|c| !self.dev.has_capability(**c))
            .map(|c| format!("{c:?}"))
            .collect();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{SKIP}case {}: {} lacks {}",
                self.name,
                self.dev.name(),
                missing.join(", ")
            ))
        }
    }

    /// The case's program: `source` compiled for the device, or, in a
    /// bundle suite ([`with_bundle`]), module `conformance.NAME` loaded from
    /// the suite's bundle; on a GPU every kernel must then run a blob, not
    /// the slice.
    pub fn compile(&self, source: &str) -> Result<Program, String> {
        match BUNDLE.with(|b| b.get()) {
            None => self
                .dev
                .compile_named(&format!("{}.mp", self.name), source)
                .map_err(|e| self.fail("compile", e)),
            Some(bundle) => {
                let program = self
                    .dev
                    .load_module(bundle, &format!("conformance.{}", self.name))
                    .map_err(|e| self.fail("load from the bundle", e))?;
                let gpu = !matches!(self.dev.backend(), BackendKind::Cpu | BackendKind::Mock);
                // The blob backend each GPU backend runs.
                let own = match self.dev.backend() {
                    BackendKind::Vulkan => "spv",
                    BackendKind::Cuda => "ptx",
                    BackendKind::WebGpu => "wgsl",
                    BackendKind::Metal => "msl",
                    _ => "",
                };
                // What the kernels must run: `blob` (the default: every
                // kernel on a GPU a blob of its own backend, on the CPU
                // the slice), `slice`, or `any` (MAGPIE_CONFORMANCE_EXPECT,
                // for bundles made elsewhere).
                let expect = std::env::var("MAGPIE_CONFORMANCE_EXPECT").unwrap_or_default();
                for s in program.selections() {
                    let blob = match &s.choice {
                        Choice::Native(b) | Choice::Compatible(b) => Some(b.backend.as_str()),
                        Choice::Slice { .. } => None,
                    };
                    let right = match expect.as_str() {
                        "any" => true,
                        "slice" => blob.is_none(),
                        _ if gpu => blob == Some(own),
                        _ => blob.is_none(),
                    };
                    if !right {
                        return Err(self.fail("blob selection", s));
                    }
                }
                Ok(program)
            }
        }
    }

    /// Compiles `source` and returns its kernel `kernel`.
    pub fn kernel(&self, source: &str, kernel: &str) -> Result<Kernel, String> {
        self.compile(source)?
            .kernel(kernel)
            .map_err(|e| self.fail("kernel lookup", e))
    }

    pub fn upload<T: Element>(&self, data: &[T]) -> Result<Buffer<T>, String> {
        self.dev
            .buffer_from_slice(data, MemoryHint::Auto)
            .map_err(|e| self.fail("buffer upload", e))
    }

    /// A buffer of `len` elements, all `fill` (outputs start from a known
    /// value, so an element a kernel failed to write shows up).
    pub fn filled<T: Element>(&self, len: usize, fill: T) -> Result<Buffer<T>, String> {
        self.upload(&vec![fill; len])
    }

    pub fn read<T: Element>(&self, buffer: &str, b: &Buffer<T>) -> Result<Vec<T>, String> {
        b.to_vec()
            .map_err(|e| self.fail(&format!("reading buffer `{buffer}`"), e))
    }

    pub fn launch(
        &self,
        k: &Kernel,
        grid: [u32; 3],
        block: [u32; 3],
        args: &[Arg<'_>],
    ) -> CaseResult {
        k.launch(grid, block, args).map_err(|e| {
            self.fail(
                &format!("launch of @{} (grid {grid:?}, block {block:?})", k.name()),
                e,
            )
        })
    }

    /// Bit-exact comparison; `label(i)` says what element `i` is.
    pub fn ints<T: Copy + PartialEq + Debug>(
        &self,
        buffer: &str,
        got: &[T],
        want: &[T],
        label: impl Fn(usize) -> String,
    ) -> CaseResult {
        self.same_len(buffer, got.len(), want.len())?;
        match got.iter().zip(want).position(|(g, w)| g != w) {
            None => Ok(()),
            Some(i) => Err(format!(
                "case {}: buffer `{buffer}`: first mismatch at index {i} ({}): got {:?}, expected {:?}",
                self.name,
                label(i),
                got[i],
                want[i]
            )),
        }
    }

    /// Float comparison within `bound(i)` ulp (0: bit-exact, NaN matching
    /// any NaN; [`IGNORE`]: not compared). Reports the first element out of
    /// bound.
    pub fn floats<T: UlpFloat>(
        &self,
        buffer: &str,
        got: &[T],
        want: &[T],
        bound: impl Fn(usize) -> u64,
        label: impl Fn(usize) -> String,
    ) -> CaseResult {
        self.same_len(buffer, got.len(), want.len())?;
        for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
            let b = bound(i);
            if b == IGNORE {
                continue;
            }
            let d = ulp_distance(g, w);
            if d > b {
                let dist = if d == u64::MAX {
                    "NaN against a number".to_string()
                } else {
                    format!("{d} ulp")
                };
                return Err(format!(
                    "case {}: buffer `{buffer}`: first mismatch at index {i} ({}): got {g:?} (bits {:#x}), \
                     expected {w:?} (bits {:#x}): {dist}, bound {b} ulp",
                    self.name,
                    label(i),
                    g.bits(),
                    w.bits()
                ));
            }
        }
        Ok(())
    }

    fn same_len(&self, buffer: &str, got: usize, want: usize) -> CaseResult {
        if got == want {
            Ok(())
        } else {
            Err(format!(
                "case {}: buffer `{buffer}` has {got} elements, expected {want}",
                self.name
            ))
        }
    }

    /// Whether the device flushes f32 subnormals (SEMANTICS.md allows
    /// exactly that difference where the device reports `denorm_f32 =
    /// flush`), as the device reports it.
    pub fn flushes_f32_subnormals(&self) -> bool {
        self.dev.flushes_f32_subnormals()
    }

    /// `bound`, or [`IGNORE`] when the device flushes f32 subnormals and any
    /// of `involved` (the inputs and the expected result) is one.
    pub fn f32_bound(&self, bound: u64, involved: &[f32]) -> u64 {
        if self.flushes_f32_subnormals() && involved.iter().any(|x| x.is_subnormal()) {
            IGNORE
        } else {
            bound
        }
    }
}

/// An IEEE binary format, seen through its bits.
pub trait UlpFloat: Copy + Debug {
    /// Total width in bits.
    const WIDTH: u32;
    /// Width of the exponent field.
    const EXP_BITS: u32;
    fn bits(self) -> u64;

    fn is_nan_bits(bits: u64) -> bool {
        let mant = Self::WIDTH - 1 - Self::EXP_BITS;
        let exp_mask = ((1u64 << Self::EXP_BITS) - 1) << mant;
        bits & exp_mask == exp_mask && bits & ((1u64 << mant) - 1) != 0
    }
}

impl UlpFloat for f32 {
    const WIDTH: u32 = 32;
    const EXP_BITS: u32 = 8;
    fn bits(self) -> u64 {
        u64::from(self.to_bits())
    }
}

impl UlpFloat for f64 {
    const WIDTH: u32 = 64;
    const EXP_BITS: u32 = 11;
    fn bits(self) -> u64 {
        self.to_bits()
    }
}

impl UlpFloat for half::f16 {
    const WIDTH: u32 = 16;
    const EXP_BITS: u32 = 5;
    fn bits(self) -> u64 {
        u64::from(self.to_bits())
    }
}

impl UlpFloat for half::bf16 {
    const WIDTH: u32 = 16;
    const EXP_BITS: u32 = 8;
    fn bits(self) -> u64 {
        u64::from(self.to_bits())
    }
}

/// Distance in units in the last place: 0 for identical bits or two NaNs,
/// `u64::MAX` for a NaN against a number, otherwise the number of
/// representable values between them (at least 1, so -0 and +0 are 1 apart).
pub fn ulp_distance<T: UlpFloat>(got: T, want: T) -> u64 {
    let (g, w) = (got.bits(), want.bits());
    match (T::is_nan_bits(g), T::is_nan_bits(w)) {
        (true, true) => 0,
        (true, false) | (false, true) => u64::MAX,
        _ if g == w => 0,
        _ => {
            let key = |b: u64| -> i128 {
                let sign = 1u64 << (T::WIDTH - 1);
                let mag = i128::from(b & !sign);
                if b & sign != 0 {
                    -mag
                } else {
                    mag
                }
            };
            let d = (key(g) - key(w)).unsigned_abs();
            u64::try_from(d).unwrap_or(u64::MAX).max(1)
        }
    }
}

/// A 64-bit LCG (Knuth's MMIX constants), the high bits used: deterministic
/// inputs without a dependency.
#[derive(Clone, Debug)]
pub struct Lcg(u64);

impl Lcg {
    pub fn new(seed: u64) -> Self {
        Lcg(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let hi = self.0 >> 32;
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (hi << 32) | (self.0 >> 32)
    }

    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// Uniform in `0..n` (n > 0; the tiny modulo bias does not matter here).
    pub fn below(&mut self, n: u32) -> u32 {
        self.next_u32() % n
    }

    /// Uniform in `[lo, hi)`.
    pub fn f32_in(&mut self, lo: f32, hi: f32) -> f32 {
        let t = (self.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
        lo + (hi - lo) * t
    }

    /// Uniform in `[lo, hi)`.
    pub fn f64_in(&mut self, lo: f64, hi: f64) -> f64 {
        let t = (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        lo + (hi - lo) * t
    }

    /// An f32 from random bits: every class (NaNs, infinities, subnormals)
    /// turns up.
    pub fn f32_bits(&mut self) -> f32 {
        f32::from_bits(self.next_u32())
    }

    /// A multiple of 0.25 in `[-lim, lim]`: sums of a few hundred of these
    /// are exact in f32 in any order.
    pub fn quarter(&mut self, lim: u32) -> f32 {
        (self.below(8 * lim + 1) as f32 - (4 * lim) as f32) * 0.25
    }
}

/// Edge values of f32, used by several cases: zeros, ones, the extremes,
/// subnormals, infinities, NaN, and values that round in interesting ways.
pub const F32_EDGES: [f32; 20] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -2.5,
    3.0,
    f32::MAX,
    f32::MIN,
    f32::MIN_POSITIVE,
    -f32::MIN_POSITIVE,
    f32::from_bits(0x0001_0000), // a subnormal
    f32::from_bits(0x8000_0001), // the smallest subnormal, negative
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    f32::EPSILON,
    16_777_216.0, // 2^24: above it, not every integer is an f32
    1.0e30,
    -7.75,
];

/// C99 `fmin`, with -0 below +0 (SEMANTICS.md): one NaN loses, two give NaN.
pub fn fmin<T: Copy + PartialOrd>(
    a: T,
    b: T,
    is_nan: impl Fn(T) -> bool,
    neg: impl Fn(T) -> bool,
) -> T {
    match (is_nan(a), is_nan(b)) {
        (true, _) => b,
        (_, true) => a,
        _ if a < b => a,
        _ if b < a => b,
        // equal: the only difference can be the sign of zero
        _ if neg(a) => a,
        _ => b,
    }
}

/// C99 `fmax`, with +0 above -0.
pub fn fmax<T: Copy + PartialOrd>(
    a: T,
    b: T,
    is_nan: impl Fn(T) -> bool,
    neg: impl Fn(T) -> bool,
) -> T {
    match (is_nan(a), is_nan(b)) {
        (true, _) => b,
        (_, true) => a,
        _ if a > b => a,
        _ if b > a => b,
        _ if neg(a) => b,
        _ => a,
    }
}

pub fn fmin32(a: f32, b: f32) -> f32 {
    fmin(a, b, f32::is_nan, f32::is_sign_negative)
}

pub fn fmax32(a: f32, b: f32) -> f32 {
    fmax(a, b, f32::is_nan, f32::is_sign_negative)
}

pub fn fmin64(a: f64, b: f64) -> f64 {
    fmin(a, b, f64::is_nan, f64::is_sign_negative)
}

pub fn fmax64(a: f64, b: f64) -> f64 {
    fmax(a, b, f64::is_nan, f64::is_sign_negative)
}

/// Integer division as SEMANTICS.md defines it (signed or unsigned by the
/// type): x / 0 = x, MIN / -1 = MIN, rounding toward zero.
pub fn idiv<T: Int>(a: T, b: T) -> T {
    if b == T::ZERO {
        a
    } else {
        a.wdiv(b)
    }
}

/// Integer remainder: x % 0 = 0, MIN % -1 = 0, sign of the dividend.
pub fn irem<T: Int>(a: T, b: T) -> T {
    if b == T::ZERO {
        T::ZERO
    } else {
        a.wrem(b)
    }
}

/// The integer types the cases divide.
pub trait Int: Copy + PartialEq {
    const ZERO: Self;
    fn wdiv(self, b: Self) -> Self;
    fn wrem(self, b: Self) -> Self;
}

macro_rules! int_impls {
    ($($t:ty),*) => {$(
        impl Int for $t {
            const ZERO: Self = 0;
            fn wdiv(self, b: Self) -> Self { self.wrapping_div(b) }
            fn wrem(self, b: Self) -> Self { self.wrapping_rem(b) }
        }
    )*};
}

int_impls!(i8, u8, i16, u16, i32, u32, i64, u64);

/// The mask of bools `bits`, bit k = `bits[k]`.
pub fn mask(bits: &[bool]) -> u32 {
    bits.iter()
        .enumerate()
        .fold(0, |m, (k, &b)| m | (u32::from(b) << k))
}
