//! What differs between LLVM triples: the module header, the kernel's
//! calling convention and attributes, address spaces, and the intrinsics
//! behind ids, barriers, atomic scopes and subgroups. Everything else the
//! writer emits is target-independent LLVM IR.
//!
//! [`Triple::Amdgcn`] is the AMDGPU backend's `amdgcn-amd-amdhsa` (code
//! object v5), what the HIP backend emits. [`Triple::Nvptx`]
//! (`nvptx64-nvidia-cuda`, a kernel named in `!nvvm.annotations`,
//! `llvm.nvvm.*`) answers the same questions for NVIDIA GPUs: the PTX
//! backend's llc route (`magpie_gpu_nvptx`, `emit --target ptx --via llc`)
//! writes it, and its `nvptx_bundle` test runs this writer's output on an
//! NVIDIA GPU against the CPU executor; everything but the few lines here
//! is the same IR.
//!
//! AMDGCN facts used here (LLVM's AMDGPUUsage):
//! - address spaces: 1 global, 3 local (LDS, our shared memory), 4
//!   constant (kernel arguments, the dispatch packet);
//! - `workitem.id.*` / `workgroup.id.*` are the ids; the block size and the
//!   grid size (in work-items) are in the HSA kernel dispatch packet
//!   (`llvm.amdgcn.dispatch.ptr`): `workgroup_size_x` a `u16` at byte 4
//!   (y at 6, z at 8), `grid_size_x` a `u32` at byte 12 (y 16, z 20); the
//!   number of workgroups is the grid size over the block size, rounded
//!   up (the last workgroup may be partial);
//! - a barrier is `s_barrier` between a workgroup-scope release fence and
//!   an acquire fence, which order global as well as LDS memory (what
//!   HIP's `__syncthreads` compiles to);
//! - relaxed atomics are `monotonic` at `agent` scope (the device) on
//!   global memory and at `workgroup` scope on LDS (only the workgroup sees
//!   it);
//! - the wavefront is 64 lanes on gfx9 and 32 on gfx10 and later (their
//!   default; wave64 there is a target feature this writer does not use).

use crate::body::Body;
use crate::func::Space;

/// An LLVM target the writer can emit for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Triple {
    Amdgcn(Amdgcn),
    Nvptx(Nvptx),
}

/// An NVIDIA GPU (CUDA), through LLVM's NVPTX backend.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nvptx {
    /// The `sm_XX` number (`llc -mcpu=sm_90`).
    pub sm: u32,
}

/// An AMD GPU under HSA (ROCm / HIP).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Amdgcn {
    /// The processor, as `llc -mcpu` takes it: `gfx90a`, `gfx942`,
    /// `gfx1100`, `gfx1201`.
    pub gpu: String,
    /// 64 on gfx9, 32 on gfx10 and later.
    pub wavefront_size: u32,
}

impl Amdgcn {
    /// `gpu` with its default wavefront size (64 for `gfx9..`, else 32).
    pub fn new(gpu: &str) -> Amdgcn {
        let wave64 = gpu
            .strip_prefix("gfx")
            .is_some_and(|id| id.len() == 3 && id.starts_with(|c: char| c.is_ascii_digit()));
        Amdgcn {
            gpu: gpu.to_string(),
            wavefront_size: if wave64 { 64 } else { 32 },
        }
    }
}

/// LLVM 19's `nvptx64` data layout (what `opt` fills in for the triple).
const NVPTX_DATALAYOUT: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/// LLVM 19's `amdgcn` data layout (what `opt` fills in for the triple).
const AMDGCN_DATALAYOUT: &str = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";

/// The work-item quantities a kernel reads (the `dim` is separate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum IdKind {
    Thread,
    Workgroup,
    WorkgroupSize,
    NumWorkgroups,
}

impl Triple {
    pub fn triple(&self) -> &'static str {
        match self {
            Triple::Amdgcn(_) => "amdgcn-amd-amdhsa",
            Triple::Nvptx(_) => "nvptx64-nvidia-cuda",
        }
    }

    pub fn datalayout(&self) -> &'static str {
        match self {
            Triple::Amdgcn(_) => AMDGCN_DATALAYOUT,
            Triple::Nvptx(_) => NVPTX_DATALAYOUT,
        }
    }

    /// The calling convention keyword of a kernel (`define CC void @k`;
    /// empty on NVPTX, whose kernels are named in metadata).
    pub fn kernel_cc(&self) -> &'static str {
        match self {
            Triple::Amdgcn(_) => "amdgpu_kernel",
            Triple::Nvptx(_) => "",
        }
    }

    /// The address space of `space`.
    pub(crate) fn addrspace(&self, space: Space) -> u32 {
        // The same numbers on both.
        match space {
            Space::Global => 1,
            Space::Shared => 3,
        }
    }

    /// `ptr addrspace(N)` for `space`.
    pub(crate) fn ptr_ty(&self, space: Space) -> String {
        format!("ptr addrspace({})", self.addrspace(space))
    }

    /// The index type of a `getelementptr` in `space` (the pointer width).
    pub(crate) fn index_ty(&self, space: Space) -> &'static str {
        match (self, space) {
            (_, Space::Global) => "i64",
            (Triple::Amdgcn(_), Space::Shared) => "i32",
            // NVPTX's shared pointers are 64-bit in its default layout.
            (Triple::Nvptx(_), Space::Shared) => "i64",
        }
    }

    /// The lanes of a subgroup.
    pub fn subgroup_size(&self) -> u32 {
        match self {
            Triple::Amdgcn(a) => a.wavefront_size,
            Triple::Nvptx(_) => 32,
        }
    }

    /// The kernel's function attributes; `max_block` is the largest block
    /// it may be launched with.
    pub(crate) fn kernel_attributes(&self, max_block: u32) -> Vec<String> {
        match self {
            Triple::Amdgcn(a) => {
                let mut out = vec![
                    format!("\"amdgpu-flat-work-group-size\"=\"1,{max_block}\""),
                    // Subnormals kept (SEMANTICS.md) for f32 and for f16/f64.
                    "\"denormal-fp-math\"=\"ieee,ieee\"".to_string(),
                    "\"denormal-fp-math-f32\"=\"ieee,ieee\"".to_string(),
                    format!("\"target-cpu\"=\"{}\"", a.gpu),
                    // A grid need not be a multiple of the block.
                    "\"uniform-work-group-size\"=\"false\"".to_string(),
                ];
                if a.wavefront_size == 32 {
                    out.push("\"target-features\"=\"+wavefrontsize32\"".to_string());
                }
                out
            }
            // No `.ftz` unless asked for: subnormals are kept by default.
            Triple::Nvptx(n) => vec![format!("\"target-cpu\"=\"sm_{}\"", n.sm)],
        }
    }

    /// The module's named metadata, numbered from `!0`: AMDGCN's code
    /// object version flag; NVPTX's kernel annotation.
    pub(crate) fn metadata(&self, kernel: &str) -> Vec<String> {
        match self {
            Triple::Amdgcn(_) => vec![
                "!llvm.module.flags = !{!0}".to_string(),
                "!0 = !{i32 1, !\"amdhsa_code_object_version\", i32 500}".to_string(),
            ],
            // No block limit (`maxntid`): the launches that run this
            // writer's NVPTX output use other blocks too.
            Triple::Nvptx(_) => vec![
                "!nvvm.annotations = !{!0}".to_string(),
                format!("!0 = !{{ptr {kernel}, !\"kernel\", i32 1}}"),
            ],
        }
    }

    /// A work-item quantity of dimension `dim` (0-2), as an `i32`, computed
    /// once in the kernel's entry block.
    pub(crate) fn id(&self, body: &mut Body, kind: IdKind, dim: usize) -> String {
        let xyz = ["x", "y", "z"][dim];
        if let Triple::Nvptx(_) = self {
            let sreg = match kind {
                IdKind::Thread => "tid",
                IdKind::Workgroup => "ctaid",
                IdKind::WorkgroupSize => "ntid",
                IdKind::NumWorkgroups => "nctaid",
            };
            let f = format!("llvm.nvvm.read.ptx.sreg.{sreg}.{xyz}");
            body.declare(format!("declare i32 @{f}()"));
            return body.entry_def(&format!("{sreg}.{xyz}"), &format!("call i32 @{f}()"));
        }
        match kind {
            IdKind::Thread => {
                let f = format!("llvm.amdgcn.workitem.id.{xyz}");
                body.declare(format!("declare i32 @{f}()"));
                body.entry_def(&format!("tid.{xyz}"), &format!("call i32 @{f}()"))
            }
            IdKind::Workgroup => {
                let f = format!("llvm.amdgcn.workgroup.id.{xyz}");
                body.declare(format!("declare i32 @{f}()"));
                body.entry_def(&format!("ctaid.{xyz}"), &format!("call i32 @{f}()"))
            }
            IdKind::WorkgroupSize => {
                let p = self.dispatch_field(body, 4 + 2 * dim);
                let v = body.entry_def(
                    &format!("ntid16.{xyz}"),
                    &format!("load i16, ptr addrspace(4) {p}, align 2"),
                );
                body.entry_def(&format!("ntid.{xyz}"), &format!("zext i16 {v} to i32"))
            }
            IdKind::NumWorkgroups => {
                let p = self.dispatch_field(body, 12 + 4 * dim);
                let grid = body.entry_def(
                    &format!("grid.{xyz}"),
                    &format!("load i32, ptr addrspace(4) {p}, align 4"),
                );
                let ntid = self.id(body, IdKind::WorkgroupSize, dim);
                let q = body.entry_def(
                    &format!("nctaid.q.{xyz}"),
                    &format!("udiv i32 {grid}, {ntid}"),
                );
                let r = body.entry_def(
                    &format!("nctaid.r.{xyz}"),
                    &format!("urem i32 {grid}, {ntid}"),
                );
                let partial =
                    body.entry_def(&format!("nctaid.p.{xyz}"), &format!("icmp ne i32 {r}, 0"));
                let up = body.entry_def(
                    &format!("nctaid.u.{xyz}"),
                    &format!("zext i1 {partial} to i32"),
                );
                body.entry_def(&format!("nctaid.{xyz}"), &format!("add i32 {q}, {up}"))
            }
        }
    }

    /// A pointer to byte `offset` of the dispatch packet.
    fn dispatch_field(&self, body: &mut Body, offset: usize) -> String {
        body.declare("declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()");
        let dp = body.entry_def(
            "dispatch",
            "call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()",
        );
        body.entry_def(
            &format!("dispatch.{offset}"),
            &format!("getelementptr inbounds i8, ptr addrspace(4) {dp}, i64 {offset}"),
        )
    }

    /// A workgroup barrier that also orders shared and device memory.
    pub(crate) fn barrier(&self, body: &mut Body) {
        match self {
            Triple::Amdgcn(_) => {
                body.declare("declare void @llvm.amdgcn.s.barrier()");
                body.ins("fence syncscope(\"workgroup\") release");
                body.ins("call void @llvm.amdgcn.s.barrier()");
                body.ins("fence syncscope(\"workgroup\") acquire");
            }
            // `bar.sync` orders shared and global memory for the block.
            Triple::Nvptx(_) => {
                body.declare("declare void @llvm.nvvm.barrier0()");
                body.ins("call void @llvm.nvvm.barrier0()");
            }
        }
    }

    /// The `syncscope("…")` of a relaxed device-scope atomic on `space`,
    /// with its leading space (empty: LLVM's default, the system scope,
    /// which NVPTX 19 emits as its `atom` at GPU scope).
    pub(crate) fn atomic_scope(&self, space: Space) -> &'static str {
        match (self, space) {
            (Triple::Amdgcn(_), Space::Global) => " syncscope(\"agent\")",
            (Triple::Amdgcn(_), Space::Shared) => " syncscope(\"workgroup\")",
            (Triple::Nvptx(_), _) => "",
        }
    }

    /// This work-item's lane in its subgroup (`i32`), in the entry block.
    pub(crate) fn lane_id(&self, body: &mut Body) -> String {
        match self {
            Triple::Amdgcn(a) => {
                body.declare("declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)");
                let lo = body.entry_def("lane.lo", "call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)");
                if a.wavefront_size == 32 {
                    return lo;
                }
                body.declare("declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)");
                body.entry_def(
                    "lane",
                    &format!("call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 {lo})"),
                )
            }
            Triple::Nvptx(_) => {
                body.declare("declare i32 @llvm.nvvm.read.ptx.sreg.laneid()");
                body.entry_def("lane", "call i32 @llvm.nvvm.read.ptx.sreg.laneid()")
            }
        }
    }

    /// The lanes of this subgroup that exist, one bit each, as an `i64`,
    /// taken in the entry block (where every work-item of the subgroup is
    /// active; subgroup ops are reached in uniform control flow, so the same
    /// lanes are active there).
    pub(crate) fn lane_mask(&self, body: &mut Body) -> String {
        match self {
            Triple::Amdgcn(a) => {
                if a.wavefront_size == 64 {
                    body.declare("declare i64 @llvm.amdgcn.ballot.i64(i1)");
                    body.entry_def("lanes", "call i64 @llvm.amdgcn.ballot.i64(i1 true)")
                } else {
                    body.declare("declare i32 @llvm.amdgcn.ballot.i32(i1)");
                    let m = body.entry_def("lanes32", "call i32 @llvm.amdgcn.ballot.i32(i1 true)");
                    body.entry_def("lanes", &format!("zext i32 {m} to i64"))
                }
            }
            Triple::Nvptx(_) => {
                let m = self.nvptx_mask(body);
                body.entry_def("lanes", &format!("zext i32 {m} to i64"))
            }
        }
    }

    /// The warp's existing lanes as the `i32` member mask of `shfl.sync`.
    fn nvptx_mask(&self, body: &mut Body) -> String {
        body.declare("declare i32 @llvm.nvvm.activemask()");
        body.entry_def("lanes32", "call i32 @llvm.nvvm.activemask()")
    }

    /// The `i32` `v` of lane `lane` (a lane that exists), for every lane.
    pub(crate) fn shuffle_i32(&self, body: &mut Body, v: &str, lane: &str) -> String {
        match self {
            Triple::Amdgcn(_) => {
                body.declare("declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)");
                let addr = body.def(format!("shl i32 {lane}, 2"));
                body.def(format!(
                    "call i32 @llvm.amdgcn.ds.bpermute(i32 {addr}, i32 {v})"
                ))
            }
            Triple::Nvptx(_) => {
                let mask = self.nvptx_mask(body);
                body.declare("declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)");
                body.def(format!(
                    "call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 {mask}, i32 {v}, i32 {lane}, i32 31)"
                ))
            }
        }
    }

    /// The `ty` (`i32` or `i64`) `v` of lane `lane`, a uniform lane that
    /// exists.
    pub(crate) fn read_lane(&self, body: &mut Body, ty: &str, v: &str, lane: &str) -> String {
        match self {
            Triple::Amdgcn(_) => {
                body.declare(format!(
                    "declare {ty} @llvm.amdgcn.readlane.{ty}({ty}, i32)"
                ));
                body.def(format!(
                    "call {ty} @llvm.amdgcn.readlane.{ty}({ty} {v}, i32 {lane})"
                ))
            }
            Triple::Nvptx(_) if ty == "i64" => {
                let lo = body.def(format!("trunc i64 {v} to i32"));
                let hi = body.def(format!("lshr i64 {v}, 32"));
                let hi = body.def(format!("trunc i64 {hi} to i32"));
                let lo = self.shuffle_i32(body, &lo, lane);
                let hi = self.shuffle_i32(body, &hi, lane);
                let lo = body.def(format!("zext i32 {lo} to i64"));
                let hi = body.def(format!("zext i32 {hi} to i64"));
                let hi = body.def(format!("shl i64 {hi}, 32"));
                body.def(format!("or i64 {hi}, {lo}"))
            }
            Triple::Nvptx(_) => self.shuffle_i32(body, v, lane),
        }
    }
}
