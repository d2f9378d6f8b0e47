//! The ops the constant folder's evaluator does not decide (`f.rem`, `.fast`
//! ops, transcendental `math.*`, `math.fma`, casts to `bool`): their results
//! against plain Rust models of what SEMANTICS.md and the CPU executor's
//! docs specify, and against the CPU executor itself, byte for byte.

use magpie_cpu::{run_kernel, Config, KernelArg, Launch, Memory};
use magpie_mpir::{Module, ModuleInfo};

use super::{run_tree, TreeArg};

fn load(text: &str) -> (Module, ModuleInfo) {
    let parsed = magpie_mpir::parse(text);
    let m = parsed
        .value
        .unwrap_or_else(|| panic!("parse failed: {:#?}\n{text}", parsed.diagnostics));
    let v = magpie_mpir::verify(&m);
    let info = v
        .value
        .unwrap_or_else(|| panic!("verify failed: {:#?}\n{text}", v.diagnostics));
    (m, info)
}

fn bytes<T: Copy, const N: usize>(v: &[T], le: impl Fn(T) -> [u8; N]) -> TreeArg {
    TreeArg::Buffer(v.iter().flat_map(|&x| le(x)).collect())
}

fn f32s(a: &TreeArg) -> Vec<f32> {
    match a {
        TreeArg::Buffer(b) => b
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        TreeArg::Scalar(_) => panic!("not a buffer"),
    }
}

/// `@k` run by the tree interpreter and by the CPU executor on copies of
/// `args`; the tree's buffers, after asserting they are the CPU's.
fn tree_and_cpu(text: &str, launch: Launch, args: &[TreeArg]) -> Vec<TreeArg> {
    let (m, info) = load(text);
    let k = m.function_by_name("k").expect("@k");
    let mut tree = args.to_vec();
    run_tree(&m, &info, k, &launch, &mut tree).expect("the tree runs");
    let mems: Vec<Memory> = args
        .iter()
        .map(|a| match a {
            TreeArg::Buffer(b) => Memory::from_bytes(b),
            TreeArg::Scalar(_) => panic!("buffers only"),
        })
        .collect();
    let kargs: Vec<KernelArg<'_>> = mems.iter().map(KernelArg::Buffer).collect();
    run_kernel(&m, &info, k, &launch, &kargs, &Config::default()).expect("the CPU runs");
    for (n, (t, mem)) in tree.iter().zip(&mems).enumerate() {
        assert_eq!(
            *t,
            TreeArg::Buffer(mem.to_bytes()),
            "buffer {n}: tree and CPU differ"
        );
    }
    tree
}

fn header(params: &str, wg: u32) -> String {
    format!(
        "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\n\
         gpu fn @k({params}) -> unit workgroup({wg}, 1, 1) {{\n"
    )
}

/// f32 ops with a documented CPU definition: transcendental ones are the
/// f64 std function rounded once to f32, `f.rem` is fmod (Rust's `%`),
/// `.fast` ops compute like plain ones, `math.fma` is `mul_add`, and
/// `cast<f32, bool>` is toward zero saturated to 0..=1.
#[test]
fn math_rem_fast_fma_and_bool_casts_match_rust_models_and_the_cpu() {
    type Model = fn(f32, f32) -> f32;
    let ops: [(&str, Model); 10] = [
        ("math.sin { v=%x }", |x, _| (f64::from(x).sin()) as f32),
        ("math.exp { v=%x }", |x, _| (f64::from(x).exp()) as f32),
        ("math.tanh { v=%y }", |_, y| (f64::from(y).tanh()) as f32),
        ("math.log2 { v=%y }", |_, y| (f64::from(y).log2()) as f32),
        ("math.pow { lhs=%x, rhs=%y }", |x, y| {
            (f64::from(x).powf(f64::from(y))) as f32
        }),
        ("math.atan2 { lhs=%x, rhs=%y }", |x, y| {
            (f64::from(x).atan2(f64::from(y))) as f32
        }),
        ("f.rem { lhs=%x, rhs=%y }", |x, y| x % y),
        ("f.mul.fast { lhs=%x, rhs=%y }", |x, y| x * y),
        ("math.fma { a=%x, b=%y, c=const.f32 0.1 }", |x, y| {
            x.mul_add(y, 0.1)
        }),
        ("math.rsqrt { v=%y }", |_, y| {
            (1.0 / f64::from(y).sqrt()) as f32
        }),
    ];
    let n = ops.len() as u32;
    let mut body = String::from(
        "bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %y: f32 = gpu.buffer_load<f32> { buf=%b, idx=%i }
",
    );
    body += &format!("    %base: u32 = i.mul {{ lhs=%i, rhs=const.u32 {n} }}\n");
    for (k, (op, _)) in ops.iter().enumerate() {
        body += &format!(
            "    %r{k}: f32 = {op}
    %j{k}: u32 = i.add {{ lhs=%base, rhs=const.u32 {k} }}
    gpu.buffer_store<f32> {{ buf=%out, idx=%j{k}, v=%r{k} }}
"
        );
    }
    // A cast to bool steering control flow.
    body += "    %big: bool = cast<f32, bool> { v=%x }
    cbr %big bb1 bb2
bb1:
    gpu.buffer_store<u32> { buf=%flag, idx=%i, v=const.u32 1 }
    ret
bb2:
    gpu.buffer_store<u32> { buf=%flag, idx=%i, v=const.u32 2 }
    ret
}
";
    let xs = [0.7f32, -2.5, 3.0, 1e-3, 100.0, -0.0, 1.0, 0.999];
    let ys = [1.5f32, 0.75, -2.0, 7.0, 0.3, 2.0, 1.25, 3.5];
    let items = xs.len() as u32;
    let text = header(
        "%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %flag: gpu.TBuffer<u32>",
        items,
    ) + &body;
    let args = [
        bytes(&xs, f32::to_le_bytes),
        bytes(&ys, f32::to_le_bytes),
        bytes(&vec![0f32; (items * n) as usize], f32::to_le_bytes),
        bytes(&vec![0u32; items as usize], u32::to_le_bytes),
    ];
    let out = tree_and_cpu(&text, Launch::linear(1, items), &args);
    let got = f32s(&out[2]);
    for (i, (&x, &y)) in xs.iter().zip(&ys).enumerate() {
        for (k, (op, model)) in ops.iter().enumerate() {
            let (g, w) = (got[i * ops.len() + k], model(x, y));
            assert!(
                g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan()),
                "`{op}` of x={x}, y={y}: tree {g}, model {w}"
            );
        }
    }
    let flags = match &out[3] {
        TreeArg::Buffer(b) => b.chunks_exact(4).map(|c| c[0]).collect::<Vec<_>>(),
        TreeArg::Scalar(_) => unreachable!(),
    };
    let want: Vec<u8> = xs.iter().map(|&x| if x >= 1.0 { 1 } else { 2 }).collect();
    assert_eq!(flags, want, "cast<f32, bool> picked the wrong branch");
}

/// The narrow and wide float types, and integer and bool casts, through the
/// same ops: here the CPU executor is the model (f16 and bf16 round
/// transcendental results from f64, which no short Rust expression states).
#[test]
fn narrow_and_wide_float_ops_match_the_cpu() {
    let body = "bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i }
    %h: f16 = cast<f32, f16> { v=%x }
    %hs: f16 = math.sin { v=%h }
    %hr: f16 = f.rem.fast { lhs=%hs, rhs=const.f16 0.25 }
    %hp: f16 = math.pow { lhs=%h, rhs=const.f16 1.5 }
    %hf: f16 = math.fma { a=%hp, b=%hr, c=%h }
    %b: bf16 = cast<f32, bf16> { v=%x }
    %be: bf16 = math.exp2 { v=%b }
    %bt: bf16 = math.atan2 { lhs=%be, rhs=%b }
    %d: f64 = cast<f32, f64> { v=%x }
    %dc: f64 = math.cos { v=%d }
    %dl: f64 = math.log { v=%dc }
    %dr: f64 = f.rem { lhs=%d, rhs=%dc }
    %ds: f64 = f.sub.fast { lhs=%dl, rhs=%dr }
    %n: i32 = cast<f32, i32> { v=%x }
    %nb: bool = cast<i32, bool> { v=%n }
    %hb: bool = cast<f16, bool> { v=%hf }
    %o0: f32 = cast<f16, f32> { v=%hf }
    %o1: f32 = cast<bf16, f32> { v=%bt }
    %o2: f32 = cast<f64, f32> { v=%ds }
    %o3: u32 = cast<bool, u32> { v=%nb }
    %o4: u32 = cast<bool, u32> { v=%hb }
    %base: u32 = i.mul { lhs=%i, rhs=const.u32 5 }
    gpu.buffer_store<f32> { buf=%out, idx=%base, v=%o0 }
    %j1: u32 = i.add { lhs=%base, rhs=const.u32 1 }
    gpu.buffer_store<f32> { buf=%out, idx=%j1, v=%o1 }
    %j2: u32 = i.add { lhs=%base, rhs=const.u32 2 }
    gpu.buffer_store<f32> { buf=%out, idx=%j2, v=%o2 }
    %j3: u32 = i.add { lhs=%base, rhs=const.u32 3 }
    gpu.buffer_store<u32> { buf=%bits, idx=%j3, v=%o3 }
    %j4: u32 = i.add { lhs=%base, rhs=const.u32 4 }
    gpu.buffer_store<u32> { buf=%bits, idx=%j4, v=%o4 }
    ret
}
";
    let xs = [0.7f32, -2.5, 3.0, 1e-3, 100.0, -0.0, 1.0, 0.999, 7.25, -1.0];
    let items = xs.len() as u32;
    let text = header(
        "%a: gpu.TBuffer<f32>, %out: gpu.TBuffer<f32>, %bits: gpu.TBuffer<u32>",
        items,
    ) + body;
    let args = [
        bytes(&xs, f32::to_le_bytes),
        bytes(&vec![0f32; 5 * items as usize], f32::to_le_bytes),
        bytes(&vec![0u32; 5 * items as usize], u32::to_le_bytes),
    ];
    let out = tree_and_cpu(&text, Launch::linear(1, items), &args);
    // Not all zero: the kernel really wrote through these ops.
    assert!(f32s(&out[1]).iter().any(|&v| v != 0.0));
}
