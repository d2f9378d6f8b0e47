//! The capability vocabulary: one table (spec §6.1 and Appendix C).
//!
//! Each row of [`CAPABILITIES`] names a capability, says what it is, and says
//! per backend whether kernels may use it ([`Support`]), plus the lowest PTX
//! architecture that has it where that matters. `requires(...)`, the op
//! table's [`CapRule`](magpie_mpir::ops::CapRule)s, `gpu.target.has { cap }`,
//! [`Target::features`](crate::Target) and validation all read this one table.
//!
//! Invariants (tested):
//! - `CAPABILITIES[c as usize].cap == c` for every [`Capability`];
//! - names are unique, and every name the op table uses is in the vocabulary;
//! - a backend-specific capability is supported on its own backend only.
//!
//! Resource limits (workgroup size, shared memory, buffer count) are in
//! [`limits`], since they are numbers rather than yes/no facts.

pub mod limits;

pub use limits::Limits;

use crate::backend::{self, GpuBackend};

/// A capability a kernel may need beyond the portable core.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Capability {
    DeviceMalloc,
    Recursion,
    DynamicParallelism,
    AtomicsF32,
    AtomicsF64,
    Subgroups,
    CooperativeGroups,
    Int64,
    F16Arithmetic,
    /// *(ext)* f64 arithmetic.
    Float64,
    /// *(ext)* the bf16 type (Appendix C's row, as a capability).
    Bf16,
    MetalSimdShuffle,
    MetalSimdReduce,
    MetalSimdPrefix,
    MetalImageblock,
    MetalTileMemory,
    CudaTensorCores,
    CudaCooperativeLaunch,
    HipWave64,
}

/// Whether a backend offers a capability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Support {
    Yes,
    /// Needs a device extension or feature; accepted at compile time, checked
    /// by the runtime against the device.
    Ext,
    No,
}

impl Support {
    /// True unless `No`: an `Ext` capability is accepted at compile time.
    pub fn is_available(self) -> bool {
        self != Support::No
    }
}

/// Where a capability comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CapKind {
    /// The specification's hardware capabilities (§6.1).
    Hardware,
    /// Our additions for types with uneven support (f64, bf16).
    Extension,
    /// Only meaningful on one backend (§6.1's backend-specific list).
    BackendSpecific(GpuBackend),
}

/// One row of the capability table.
#[derive(Debug)]
pub struct CapInfo {
    pub cap: Capability,
    /// The spelling in `requires(...)` and `gpu.target.has { cap=... }`.
    pub name: &'static str,
    pub description: &'static str,
    pub kind: CapKind,
    /// Support per backend, in [`GpuBackend::ALL`] order (spv, msl, ptx, hip, wgsl).
    pub support: [Support; 5],
    /// On PTX: the lowest `sm_NN` that has it (below, `No`).
    pub min_sm: Option<u32>,
}

use Support::{Ext, No, Yes};

macro_rules! cap_table {
    ($( $cap:ident = $name:literal, $kind:expr, [$($s:ident),*], min_sm=$sm:expr, $desc:literal; )*) => {
        /// The capability table, indexed by `Capability as usize`.
        pub const CAPABILITIES: &[CapInfo] = &[$(
            CapInfo {
                cap: Capability::$cap,
                name: $name,
                description: $desc,
                kind: $kind,
                support: [$($s),*],
                min_sm: $sm,
            }
        ),*];
    };
}

const HW: CapKind = CapKind::Hardware;
const EXT: CapKind = CapKind::Extension;
const MSL: CapKind = CapKind::BackendSpecific(GpuBackend::Msl);
const PTX: CapKind = CapKind::BackendSpecific(GpuBackend::Ptx);
const HIP: CapKind = CapKind::BackendSpecific(GpuBackend::Hip);

cap_table! {
    //                                                  spv  msl  ptx  hip  wgsl
    DeviceMalloc = "device_malloc", HW,                 [No,  No,  Yes, Yes, No ], min_sm=None, "device-side dynamic memory allocation";
    Recursion = "recursion", HW,                        [No,  No,  Yes, Yes, No ], min_sm=None, "recursive function calls in kernels";
    DynamicParallelism = "dynamic_parallelism", HW,     [No,  No,  Yes, Yes, No ], min_sm=None, "launching child kernels from the device";
    AtomicsF32 = "atomics_f32", HW,                     [Ext, Yes, Yes, Yes, No ], min_sm=None, "32-bit floating-point atomics";
    AtomicsF64 = "atomics_f64", HW,                     [No,  No,  Yes, Yes, No ], min_sm=Some(60), "64-bit floating-point atomics";
    Subgroups = "subgroups", HW,                        [Yes, Yes, Yes, Yes, Ext], min_sm=None, "subgroup/warp/SIMD-group operations";
    CooperativeGroups = "cooperative_groups", HW,       [No,  No,  Yes, Yes, No ], min_sm=None, "cooperative group primitives";
    Int64 = "int64", HW,                                [Yes, Yes, Yes, Yes, Ext], min_sm=None, "64-bit integers in kernels";
    F16Arithmetic = "f16_arithmetic", HW,               [Yes, Yes, Yes, Yes, Yes], min_sm=Some(53), "native half-precision arithmetic";
    Float64 = "float64", EXT,                           [Yes, No,  Yes, Yes, Ext], min_sm=None, "f64 arithmetic (device-dependent on Vulkan)";
    Bf16 = "bf16", EXT,                                 [Ext, Yes, Yes, Yes, No ], min_sm=Some(80), "the bf16 type";
    MetalSimdShuffle = "metal.simd_shuffle", MSL,       [No,  Yes, No,  No,  No ], min_sm=None, "Metal SIMD-group shuffle";
    MetalSimdReduce = "metal.simd_reduce", MSL,         [No,  Yes, No,  No,  No ], min_sm=None, "Metal SIMD-group reduction (sum, min, max)";
    MetalSimdPrefix = "metal.simd_prefix", MSL,         [No,  Yes, No,  No,  No ], min_sm=None, "Metal SIMD-group prefix scan";
    MetalImageblock = "metal.imageblock", MSL,          [No,  Yes, No,  No,  No ], min_sm=None, "Metal imageblock memory";
    MetalTileMemory = "metal.tile_memory", MSL,         [No,  Yes, No,  No,  No ], min_sm=None, "Metal tile shader memory";
    CudaTensorCores = "cuda.tensor_cores", PTX,         [No,  No,  Yes, No,  No ], min_sm=Some(70), "CUDA tensor core matrix operations";
    CudaCooperativeLaunch = "cuda.cooperative_launch", PTX, [No, No, Yes, No, No ], min_sm=Some(60), "CUDA cooperative kernel launch";
    HipWave64 = "hip.wave64", HIP,                      [No,  No,  No,  Yes, No ], min_sm=None, "AMD 64-wide wavefront operations";
}

impl Capability {
    pub const ALL: [Capability; 19] = [
        Capability::DeviceMalloc,
        Capability::Recursion,
        Capability::DynamicParallelism,
        Capability::AtomicsF32,
        Capability::AtomicsF64,
        Capability::Subgroups,
        Capability::CooperativeGroups,
        Capability::Int64,
        Capability::F16Arithmetic,
        Capability::Float64,
        Capability::Bf16,
        Capability::MetalSimdShuffle,
        Capability::MetalSimdReduce,
        Capability::MetalSimdPrefix,
        Capability::MetalImageblock,
        Capability::MetalTileMemory,
        Capability::CudaTensorCores,
        Capability::CudaCooperativeLaunch,
        Capability::HipWave64,
    ];

    pub fn info(self) -> &'static CapInfo {
        &CAPABILITIES[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn description(self) -> &'static str {
        self.info().description
    }

    pub fn from_name(name: &str) -> Option<Capability> {
        CAPABILITIES.iter().find(|i| i.name == name).map(|i| i.cap)
    }

    /// The backend this capability belongs to, for backend-specific ones.
    pub fn backend_specific(self) -> Option<GpuBackend> {
        match self.info().kind {
            CapKind::BackendSpecific(b) => Some(b),
            _ => None,
        }
    }

    /// Support on `backend`, whatever the architecture.
    pub fn support(self, backend: GpuBackend) -> Support {
        self.info().support[backend::index(backend)]
    }

    /// Support on `backend` for architecture `arch` (`sm_90`, `gfx942`, ...).
    /// Only PTX architectures change the answer: below the row's `min_sm`
    /// the capability is `No`. An arch that cannot be read changes nothing.
    pub fn support_on(self, backend: GpuBackend, arch: &str) -> Support {
        let base = self.support(backend);
        if backend != GpuBackend::Ptx {
            return base;
        }
        match (self.info().min_sm, crate::target::sm_number(arch)) {
            (Some(min), Some(sm)) if sm < min => Support::No,
            _ => base,
        }
    }

    /// Every name, comma-separated, for help messages.
    pub fn vocabulary() -> String {
        CAPABILITIES
            .iter()
            .map(|i| i.name)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl std::fmt::Display for Capability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use magpie_mpir::ops::{CapRule, OPS};

    #[test]
    fn table_is_indexed_by_capability() {
        assert_eq!(CAPABILITIES.len(), Capability::ALL.len());
        for (i, row) in CAPABILITIES.iter().enumerate() {
            assert_eq!(
                row.cap as usize, i,
                "row {i} ({}) is out of place",
                row.name
            );
            assert_eq!(Capability::ALL[i], row.cap);
            assert_eq!(Capability::from_name(row.name), Some(row.cap));
        }
    }

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = CAPABILITIES.iter().map(|i| i.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), CAPABILITIES.len());
    }

    #[test]
    fn every_capability_the_op_table_names_exists() {
        for info in OPS {
            if let CapRule::Always(name) = info.cap {
                assert!(
                    Capability::from_name(name).is_some(),
                    "op {} needs `{name}`, which is not in the vocabulary",
                    info.name
                );
            }
        }
        // `CapRule::FloatAtomic` resolves to these two.
        assert!(Capability::from_name("atomics_f32").is_some());
        assert!(Capability::from_name("atomics_f64").is_some());
    }

    #[test]
    fn backend_specific_capabilities_stay_home() {
        for row in CAPABILITIES {
            if let CapKind::BackendSpecific(home) = row.kind {
                for b in GpuBackend::ALL {
                    assert_eq!(
                        row.cap.support(b).is_available(),
                        b == home,
                        "{} on {}",
                        row.name,
                        b.name()
                    );
                }
                assert!(row.name.contains('.'));
            }
        }
    }

    #[test]
    fn wgsl_has_f16_and_the_adapter_extensions() {
        use Capability::*;
        let on_wgsl: Vec<_> = Capability::ALL
            .into_iter()
            .filter(|c| c.support(GpuBackend::Wgsl).is_available())
            .collect();
        assert_eq!(on_wgsl, vec![Subgroups, Int64, F16Arithmetic, Float64]);
        // Only f16 is standard WGSL; the others depend on the adapter.
        for c in [Subgroups, Int64, Float64] {
            assert_eq!(c.support(GpuBackend::Wgsl), Support::Ext);
        }
    }

    #[test]
    fn ptx_arch_gates() {
        use Capability::*;
        let ptx = GpuBackend::Ptx;
        assert_eq!(Bf16.support_on(ptx, "sm_70"), Support::No);
        assert_eq!(Bf16.support_on(ptx, "sm_80"), Support::Yes);
        assert_eq!(Bf16.support_on(ptx, "sm_90a"), Support::Yes);
        assert_eq!(AtomicsF64.support_on(ptx, "sm_52"), Support::No);
        assert_eq!(AtomicsF64.support_on(ptx, "sm_60"), Support::Yes);
        assert_eq!(AtomicsF64.support_on(ptx, "sm_70"), Support::Yes);
        // Other backends ignore `min_sm`.
        assert_eq!(Bf16.support_on(GpuBackend::Hip, "gfx90a"), Support::Yes);
    }
}
