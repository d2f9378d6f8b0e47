//! Kernels shared by the launch tests.
#![allow(dead_code)]

/// `@vadd` of [`VADD`] compiled for `dev` (panics with what failed).
pub fn vadd(dev: &magpie_rt::Device) -> magpie_rt::Kernel {
    dev.compile(VADD)
        .expect("VADD compiles")
        .kernel("vadd")
        .expect("VADD has @vadd")
}

pub const VADD: &str = r#"
;;; out[i] = a[i] + b[i] for i < n
gpu fn @vadd(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32)
    -> unit workgroup(64, 1, 1) {
bb0:
    %gid: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%gid, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%gid }
    %y: f32 = gpu.buffer_load<f32> { buf=%b, idx=%gid }
    %s: f32 = f.add { lhs=%x, rhs=%y }
    gpu.buffer_store<f32> { buf=%out, idx=%gid, v=%s }
    br bb2
bb2:
    ret
}

gpu fn @twice(%x: f32) -> f32 {
bb0:
    %y: f32 = f.add { lhs=%x, rhs=%x }
    ret %y
}
"#;

pub const PARAMS: &str = r#"
value struct TParams { field a: i32 field b: i64 field c: f64 field d: i32 }

gpu fn @read_params(%p: TParams, %ints: gpu.TBuffer<i64>, %floats: gpu.TBuffer<f64>)
    -> unit workgroup(1, 1, 1) {
bb0:
    %a: i32 = getfield { obj=%p, field=a }
    %a64: i64 = cast<i32, i64> { v=%a }
    gpu.buffer_store<i64> { buf=%ints, idx=const.u32 0, v=%a64 }
    %b: i64 = getfield { obj=%p, field=b }
    gpu.buffer_store<i64> { buf=%ints, idx=const.u32 1, v=%b }
    %d: i32 = getfield { obj=%p, field=d }
    %d64: i64 = cast<i32, i64> { v=%d }
    gpu.buffer_store<i64> { buf=%ints, idx=const.u32 2, v=%d64 }
    %c: f64 = getfield { obj=%p, field=c }
    gpu.buffer_store<f64> { buf=%floats, idx=const.u32 0, v=%c }
    ret
}
"#;

/// Scales each item's weight by its id and bumps its flag.
pub const ITEMS: &str = r#"
value struct TItem { field id: u32 field weight: f64 field flag: u16 }

gpu fn @bump(%items: gpu.TBuffer<TItem>, %n: u32) -> unit workgroup(32, 1, 1) {
bb0:
    %gid: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%gid, rhs=%n }
    cbr %ok bb1 bb2
bb1:
    %it: TItem = gpu.buffer_load<TItem> { buf=%items, idx=%gid }
    %id: u32 = getfield { obj=%it, field=id }
    %w: f64 = getfield { obj=%it, field=weight }
    %f: u16 = getfield { obj=%it, field=flag }
    %idf: f64 = cast<u32, f64> { v=%id }
    %w2: f64 = f.mul { lhs=%w, rhs=%idf }
    %f2: u16 = i.add { lhs=%f, rhs=const.u16 1 }
    %new: TItem = new TItem { id=%id, weight=%w2, flag=%f2 }
    gpu.buffer_store<TItem> { buf=%items, idx=%gid, v=%new }
    br bb2
bb2:
    ret
}
"#;

/// Half of each workgroup waits at a barrier the other half skips.
pub const DIVERGE: &str = r#"
gpu fn @diverge(%out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {
bb0:
    %tid: u32 = gpu.thread_id { dim=const.u32 0 }
    %lo: bool = icmp.ult { lhs=%tid, rhs=const.u32 32 }
    cbr %lo bb1 bb2
bb1:
    gpu.barrier
    br bb2
bb2:
    gpu.buffer_store<u32> { buf=%out, idx=%tid, v=%tid }
    ret
}
"#;

/// Loops `%n` times per work-item (for asynchronous launches that take a while).
pub const SPIN: &str = r#"
gpu fn @spin(%out: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(1, 1, 1) {
bb0:
    br bb1
bb1:
    %i: u32 = phi u32 { [bb0:const.u32 0], [bb1:%j] }
    %j: u32 = i.add { lhs=%i, rhs=const.u32 1 }
    %more: bool = icmp.ult { lhs=%j, rhs=%n }
    cbr %more bb1 bb2
bb2:
    %gid: u32 = gpu.global_id { dim=const.u32 0 }
    gpu.buffer_store<u32> { buf=%out, idx=%gid, v=%j }
    ret
}
"#;

/// out[i] = fma(a[i], b[i], c[i]) in f32 for i < n.
pub const FMA_F32: &str = "gpu fn @fma(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %c: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %in: bool = icmp.ult { lhs=%i, rhs=%n }
    cbr %in bb1 bb2
bb1:
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %y: f32 = gpu.buffer_load<f32> { buf=%b, idx=%i }
    %z: f32 = gpu.buffer_load<f32> { buf=%c, idx=%i }
    %r: f32 = math.fma { a=%x, b=%y, c=%z }
    gpu.buffer_store<f32> { buf=%out, idx=%i, v=%r }
    br bb2
bb2:
    ret
}
";

/// `bundle` written and read back as the runtime takes it.
pub fn bundle_file(bundle: &magpie_bundle::Bundle) -> magpie_rt::BundleFile {
    magpie_rt::BundleFile::from_bytes(&magpie_bundle::write(bundle).expect("writes"))
        .expect("reads")
}

/// How a selection names `blob` (its first 16 hex digits).
pub fn blob_digest(blob: &magpie_bundle::Blob) -> String {
    blob.digest()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
