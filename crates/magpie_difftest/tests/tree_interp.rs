//! The statement-tree interpreter against the CPU executor (which runs the
//! CFG) on the same inputs, byte for byte; against plain Rust models where
//! the kernel's meaning is easy to write down; and its error reporting
//! (unsupported ops, the step budget, bad arguments, out-of-range indices).

use magpie_cpu::{run_kernel, Config, KernelArg, Launch, Memory};
use magpie_difftest::tree_interp::{run_tree, run_tree_with_budget, TreeArg, TreeError};
use magpie_mpir::{Const, FuncId, Module, ModuleInfo, Scalar, Type};

// ---------------------------------------------------------------- helpers

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

fn corpus_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels/in")
}

fn corpus(name: &str) -> (Module, ModuleInfo) {
    let path = corpus_dir().join(format!("{name}.mp"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    load(&text)
}

/// A module holding `@k` with the given parameters and body.
fn kernel(params: &str, body: &str) -> (Module, ModuleInfo) {
    load(&format!(
        "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\n\
         gpu fn @k({params}) -> unit workgroup(64, 1, 1) {{\n{body}\n}}\n"
    ))
}

fn id(m: &Module, name: &str) -> FuncId {
    m.function_by_name(name)
        .unwrap_or_else(|| panic!("no @{name}"))
}

fn u32s(v: &[u32]) -> TreeArg {
    TreeArg::Buffer(v.iter().flat_map(|x| x.to_le_bytes()).collect())
}

fn i32s(v: &[i32]) -> TreeArg {
    TreeArg::Buffer(v.iter().flat_map(|x| x.to_le_bytes()).collect())
}

fn f32s(v: &[f32]) -> TreeArg {
    TreeArg::Buffer(v.iter().flat_map(|x| x.to_le_bytes()).collect())
}

fn scalar(c: Const) -> TreeArg {
    TreeArg::Scalar(c)
}

fn as_u32s(a: &TreeArg) -> Vec<u32> {
    match a {
        TreeArg::Buffer(b) => b
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        TreeArg::Scalar(_) => panic!("not a buffer"),
    }
}

fn as_f32s(a: &TreeArg) -> Vec<f32> {
    as_u32s(a).into_iter().map(f32::from_bits).collect()
}

/// The CPU executor on copies of `args`: the buffers afterwards.
fn run_cpu(
    m: &Module,
    info: &ModuleInfo,
    k: FuncId,
    launch: &Launch,
    args: &[TreeArg],
) -> Result<Vec<TreeArg>, String> {
    let mems: Vec<Option<Memory>> = args
        .iter()
        .map(|a| match a {
            TreeArg::Buffer(b) => Some(Memory::from_bytes(b)),
            TreeArg::Scalar(_) => None,
        })
        .collect();
    let kargs: Vec<KernelArg<'_>> = args
        .iter()
        .zip(&mems)
        .map(|(a, mem)| match (a, mem) {
            (_, Some(mem)) => KernelArg::Buffer(mem),
            (TreeArg::Scalar(c), None) => KernelArg::Scalar(*c),
            (TreeArg::Buffer(_), None) => unreachable!("every buffer has a memory"),
        })
        .collect();
    let config = Config {
        max_steps: Some(10_000_000),
        ..Config::default()
    };
    run_kernel(m, info, k, launch, &kargs, &config).map_err(|e| e.to_string())?;
    Ok(args
        .iter()
        .zip(&mems)
        .map(|(a, mem)| match mem {
            Some(mem) => TreeArg::Buffer(mem.to_bytes()),
            None => a.clone(),
        })
        .collect())
}

/// The tree interpreter on a copy of `args`.
fn run_tree_copy(
    m: &Module,
    info: &ModuleInfo,
    k: FuncId,
    launch: &Launch,
    args: &[TreeArg],
) -> Result<Vec<TreeArg>, TreeError> {
    let mut out = args.to_vec();
    run_tree(m, info, k, launch, &mut out)?;
    Ok(out)
}

/// Where two argument lists first differ, if they do.
fn first_difference(a: &[TreeArg], b: &[TreeArg]) -> Option<String> {
    for (k, (x, y)) in a.iter().zip(b).enumerate() {
        if let (TreeArg::Buffer(x), TreeArg::Buffer(y)) = (x, y) {
            if let Some(i) = (0..x.len().max(y.len())).find(|&i| x.get(i) != y.get(i)) {
                return Some(format!(
                    "argument {k}, byte {i}: tree {:?}, cpu {:?}",
                    x.get(i),
                    y.get(i)
                ));
            }
        }
    }
    None
}

/// Runs both and requires identical buffers; returns the tree's.
fn same_as_cpu(
    m: &Module,
    info: &ModuleInfo,
    name: &str,
    launch: Launch,
    args: &[TreeArg],
) -> Vec<TreeArg> {
    let k = id(m, name);
    let cpu = run_cpu(m, info, k, &launch, args).unwrap_or_else(|e| panic!("cpu: {e}"));
    let tree = run_tree_copy(m, info, k, &launch, args).unwrap_or_else(|e| panic!("tree: {e}"));
    if let Some(d) = first_difference(&tree, &cpu) {
        panic!("@{name}: the tree and the CPU differ at {d}");
    }
    tree
}

/// A small deterministic generator for inputs.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }
}

// ------------------------------------------- control flow against the CPU

/// The conformance case's model of `phi_loop` (tests/kernels/in/phi_loop.mp).
fn phi_loop_model(m: u32) -> [u32; 5] {
    let mut sum = 0u32;
    let (mut fa, mut fb) = (0u32, 1u32);
    let (mut x, mut y) = (7u32, 11u32);
    for k in 0..m {
        sum = sum.wrapping_add(k.wrapping_mul(k));
        (fa, fb) = (fb, fa.wrapping_add(fb));
        (x, y) = (y, x);
    }
    let mut pairs = 0u32;
    for j in 1..=m {
        let mut k = 1;
        while j * k <= m {
            pairs += 1;
            k += 1;
        }
    }
    let d = (2..).find(|d| (m + 2).is_multiple_of(*d)).unwrap_or(0);
    [sum, fa, x, pairs, d]
}

#[test]
fn phi_loop_matches_the_cpu_and_a_rust_model() {
    let (m, info) = corpus("phi_loop");
    let mut ms: Vec<u32> = (0..40).collect();
    ms.extend([47, 48, 49, 64, 93, 97, 100, 119, 120]);
    let n = ms.len() as u32;
    let args = [
        u32s(&ms),
        u32s(&vec![0x5a5a_5a5a; 5 * ms.len()]),
        scalar(Const::u32(n)),
    ];
    let out = same_as_cpu(
        &m,
        &info,
        "phi_loop",
        Launch::linear(n.div_ceil(64), 64),
        &args,
    );
    let want: Vec<u32> = ms.iter().flat_map(|&x| phi_loop_model(x)).collect();
    assert_eq!(as_u32s(&out[1]), want);
}

/// The conformance case's model of `loop_exits`.
fn loop_exits_model(i: u32, n: u32) -> [u32; 2] {
    let mut acc = i;
    let mut search = None;
    for j in 0..n {
        acc += j;
        if acc == 40 {
            search = Some(acc * 100);
            break;
        }
    }
    let mut pair = 999_999;
    'outer: for a in 1..n {
        for b in 1..n {
            if (a * b + i).is_multiple_of(13) {
                pair = a * 1000 + b;
                break 'outer;
            }
        }
    }
    [search.unwrap_or(acc + 7), pair]
}

/// Loops with exits to different blocks: the tree exists only after
/// `normalize_loop_exits`.
#[test]
fn loop_exits_matches_the_cpu_and_a_rust_model() {
    let (m, info) = corpus("loop_exits");
    for n in [0u32, 1, 5, 12, 20] {
        let args = [u32s(&[0xdead_beef; 128]), scalar(Const::u32(n))];
        let out = same_as_cpu(&m, &info, "loop_exits", Launch::linear(1, 64), &args);
        let want: Vec<u32> = (0..64).flat_map(|i| loop_exits_model(i, n)).collect();
        assert_eq!(as_u32s(&out[0]), want, "n = {n}");
    }
}

#[test]
fn branches_switch_matches_the_cpu() {
    let (m, info) = corpus("branches_switch");
    let mut xs = vec![
        -5, 0, 1, 3, 3, 1000, 7, 255, -1, -3, -4, 51, 50, 49, 2, 256, 263, -249,
    ];
    let mut ys = vec![0, 0, 0, 9, -9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let mut rng = Lcg(7);
    for _ in 0..60 {
        xs.push(rng.next() as i32 % 300);
        ys.push(rng.next() as i32 % 20);
    }
    let n = xs.len();
    let args = [
        i32s(&xs),
        i32s(&ys),
        i32s(&vec![-7; 2 * n]),
        scalar(Const::u32(n as u32)),
    ];
    let out = same_as_cpu(&m, &info, "branches_switch", Launch::linear(2, 64), &args);
    // Spot checks in plain Rust: case -5 gives 50; u8(263) = 7 gives 107.
    let got = as_u32s(&out[2]);
    assert_eq!(got[0] as i32, 50);
    assert_eq!(got[2 * 16 + 1] as i32, 107);
}

#[test]
fn device_calls_match_the_cpu() {
    let (m, info) = corpus("device_calls");
    let mut rng = Lcg(11);
    let n = 100usize;
    let xs: Vec<i32> = (0..n).map(|_| rng.next() as i32 % 400).collect();
    let fs: Vec<f32> = (0..n)
        .map(|_| (rng.next() % 1000) as f32 / 7.0 - 50.0)
        .collect();
    let ua: Vec<u32> = (0..n).map(|_| rng.next() % 500).collect();
    let ub: Vec<u32> = (0..n).map(|_| rng.next() % 500).collect();
    let args = [
        i32s(&xs),
        f32s(&fs),
        u32s(&ua),
        u32s(&ub),
        i32s(&vec![0; n]),
        f32s(&vec![0.0; n]),
        u32s(&vec![0; 2 * n]),
        scalar(Const::u32(n as u32)),
    ];
    let out = same_as_cpu(&m, &info, "device_calls", Launch::linear(2, 64), &args);
    let gcd = |mut a: u32, mut b: u32| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let ou = as_u32s(&out[6]);
    for i in 0..n {
        assert_eq!(ou[2 * i], gcd(ua[i], ub[i]), "gcd at {i}");
        assert_eq!(ou[2 * i + 1], gcd(ua[i], ub[i]) + 1, "gcd + 1 at {i}");
    }
}

/// A `continue` of the outer loop from inside the inner one and a `break`
/// out of both: multi-level transfers, checked against Rust.
#[test]
fn multi_level_break_and_continue_match_the_cpu_and_rust() {
    let (m, info) = kernel(
        "%out: gpu.TBuffer<u32>, %n: u32",
        "bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    br bb1
bb1:
    %a: u32 = phi u32 { [bb0: const.u32 0], [bb5: %a1], [bb3: %a1] }
    %acc: u32 = phi u32 { [bb0: const.u32 0], [bb5: %acc3], [bb3: %acc2] }
    %amore: bool = icmp.ult { lhs=%a, rhs=%n }
    cbr %amore bb2 bb7
bb2:
    %a1: u32 = i.add { lhs=%a, rhs=const.u32 1 }
    br bb3
bb3:
    %b: u32 = phi u32 { [bb2: const.u32 0], [bb8: %b1] }
    %acc2: u32 = phi u32 { [bb2: %acc], [bb8: %acc3] }
    %p: u32 = i.mul { lhs=%a, rhs=%b }
    %q: u32 = i.add { lhs=%p, rhs=%i }
    %r: u32 = i.urem { lhs=%q, rhs=const.u32 5 }
    %skip: bool = icmp.eq { lhs=%r, rhs=const.u32 0 }
    cbr %skip bb1 bb4
bb4:
    %acc3: u32 = i.add { lhs=%acc2, rhs=%q }
    %b1: u32 = i.add { lhs=%b, rhs=const.u32 1 }
    %big: bool = icmp.ugt { lhs=%acc3, rhs=const.u32 500 }
    cbr %big bb6 bb8
bb8:
    %bmore: bool = icmp.ult { lhs=%b1, rhs=%n }
    cbr %bmore bb3 bb5
bb5:
    br bb1
bb6:
    %big_mark: u32 = i.add { lhs=%acc3, rhs=const.u32 100000 }
    br bb9
bb7:
    br bb9
bb9:
    %res: u32 = phi u32 { [bb6: %big_mark], [bb7: %acc] }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%res }
    ret",
    );
    let model = |i: u32, n: u32| -> u32 {
        let mut acc = 0u32;
        let mut a = 0;
        'outer: while a < n {
            a += 1;
            let mut b = 0;
            loop {
                let q = (a - 1) * b + i;
                if q.is_multiple_of(5) {
                    continue 'outer;
                }
                acc += q;
                b += 1;
                if acc > 500 {
                    return acc + 100_000;
                }
                if b >= n {
                    break;
                }
            }
        }
        acc
    };
    for n in [0u32, 1, 3, 7, 30] {
        let args = [u32s(&[0; 64]), scalar(Const::u32(n))];
        let out = same_as_cpu(&m, &info, "k", Launch::linear(1, 64), &args);
        let want: Vec<u32> = (0..64).map(|i| model(i, n)).collect();
        assert_eq!(as_u32s(&out[0]), want, "n = {n}");
    }
}

/// Work-items in a 3D launch see the ids SEMANTICS.md defines, computed
/// here in Rust.
#[test]
fn ids_in_a_3d_launch_follow_the_launch_rule() {
    let (m, info) = corpus("ids_3d");
    let (grid, block) = ([3u32, 2, 2], [4u32, 2, 2]);
    let args = [u32s(&vec![0; 15 * 12 * 4 * 4])];
    let out = same_as_cpu(&m, &info, "ids_3d", Launch::new(grid, block), &args);
    let got = as_u32s(&out[0]);
    for gz in 0..4 {
        for gy in 0..4 {
            for gx in 0..12 {
                let g = [gx, gy, gz];
                let l = (gx + 12 * (gy + 4 * gz)) as usize;
                let mut want = Vec::new();
                want.extend(g);
                want.extend((0..3).map(|d| g[d] % block[d]));
                want.extend((0..3).map(|d| g[d] / block[d]));
                want.extend(block);
                want.extend(grid);
                assert_eq!(got[15 * l..15 * l + 15], want[..], "work-item {g:?}");
            }
        }
    }
}

// ----------------------------------------------------------------- errors

#[test]
fn unsupported_ops_are_reported_as_unsupported() {
    // `math.*`, `f.rem`, `.fast` ops and casts to bool run (the unit tests
    // of `tree_interp`); what needs other work-items or pointers does not.
    let cases = [
        ("gpu.barrier", "gpu.barrier\n    %y: f32 = f.add { lhs=%x, rhs=%x }"),
        (
            "gpu.atomic.add",
            "%o: u32 = gpu.atomic.add<u32> { buf=%c, idx=const.u32 0, v=const.u32 1 }\n    %y: f32 = f.add { lhs=%x, rhs=%x }",
        ),
        (
            "gpu.shared",
            "%s: ptr = gpu.shared<64, f32>\n    %y: f32 = gpu.buffer_load<f32> { buf=%s, idx=const.u32 0 }",
        ),
    ];
    for (what, line) in cases {
        let (m, info) = kernel(
            "%a: gpu.TBuffer<f32>, %c: gpu.TBuffer<u32>",
            &format!(
                "bb0:
    %x: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=const.u32 0 }}
    {line}
    gpu.buffer_store<f32> {{ buf=%a, idx=const.u32 1, v=%y }}
    ret"
            ),
        );
        let mut args = [f32s(&[2.0, 0.0]), u32s(&[0])];
        match run_tree(&m, &info, id(&m, "k"), &Launch::linear(1, 1), &mut args) {
            Err(TreeError::Unsupported(msg)) => {
                assert!(msg.contains(what), "{what}: message {msg:?}")
            }
            other => panic!("{what}: expected Unsupported, got {other:?}"),
        }
        // Nothing ran: the check comes before the first work-item.
        assert_eq!(args[0], f32s(&[2.0, 0.0]), "{what}");
    }
}

#[test]
fn a_struct_parameter_is_unsupported() {
    let (m, info) = corpus("struct_param");
    let mut args = [
        TreeArg::Buffer(vec![0; 24]),
        scalar(Const::u32(1)),
        i32s(&[0; 8]),
        TreeArg::Buffer(vec![0; 64]),
        TreeArg::Buffer(vec![0; 64]),
    ];
    let r = run_tree(
        &m,
        &info,
        id(&m, "struct_param"),
        &Launch::linear(1, 1),
        &mut args,
    );
    assert!(matches!(r, Err(TreeError::Unsupported(_))), "{r:?}");
}

const SPIN: &str = "bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    br bb1
bb1:
    %k: u32 = phi u32 { [bb0: %i], [bb1: %k1] }
    %k1: u32 = i.add { lhs=%k, rhs=const.u32 0 }
    %go: bool = icmp.eq { lhs=%k1, rhs=%k }
    cbr %go bb1 bb2
bb2:
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%k1 }
    ret";

#[test]
fn an_infinite_loop_hits_the_step_budget() {
    let (m, info) = kernel("%out: gpu.TBuffer<u32>", SPIN);
    let k = id(&m, "k");
    let mut args = [u32s(&[0; 4])];
    let r = run_tree(&m, &info, k, &Launch::linear(1, 1), &mut args);
    match r {
        Err(TreeError::Exec(msg)) => assert!(msg.contains("step budget exceeded"), "{msg}"),
        other => panic!("expected the step budget, got {other:?}"),
    }
    let r = run_tree_with_budget(&m, &info, k, &Launch::linear(1, 4), &mut args, 1000);
    assert!(
        matches!(&r, Err(TreeError::Exec(msg)) if msg.contains("step budget exceeded")),
        "{r:?}"
    );
}

#[test]
fn an_out_of_range_index_is_an_exec_error() {
    let (m, info) = kernel(
        "%out: gpu.TBuffer<u32>",
        "bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%i }
    ret",
    );
    let k = id(&m, "k");
    let mut args = [u32s(&[0; 4])];
    let r = run_tree(&m, &info, k, &Launch::linear(1, 5), &mut args);
    assert!(
        matches!(&r, Err(TreeError::Exec(msg)) if msg.contains("index 4 is out of bounds")),
        "{r:?}"
    );
    // The work-items before the failing one ran.
    assert_eq!(as_u32s(&args[0]), [0, 1, 2, 3]);
    assert!(run_cpu(&m, &info, k, &Launch::linear(1, 5), &[u32s(&[0; 4])]).is_err());
}

#[test]
fn bad_arguments_and_launches_are_exec_errors() {
    let (m, info) = kernel(
        "%out: gpu.TBuffer<u32>, %n: u32",
        "bb0:\n    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=%n }\n    ret",
    );
    let k = id(&m, "k");
    let one = Launch::linear(1, 1);
    let bad: [Vec<TreeArg>; 4] = [
        vec![u32s(&[0])],
        vec![u32s(&[0]), scalar(Const::int(Scalar::I32, 1))],
        vec![scalar(Const::u32(1)), scalar(Const::u32(1))],
        vec![u32s(&[0]), u32s(&[0])],
    ];
    for mut args in bad {
        let r = run_tree(&m, &info, k, &one, &mut args);
        assert!(matches!(r, Err(TreeError::Exec(_))), "{args:?}: {r:?}");
    }
    let mut args = [u32s(&[0]), scalar(Const::u32(9))];
    let r = run_tree(&m, &info, k, &Launch::new([1, 0, 1], [1, 1, 1]), &mut args);
    assert!(matches!(r, Err(TreeError::Exec(_))), "{r:?}");
    run_tree(&m, &info, k, &one, &mut args).expect("good arguments run");
    assert_eq!(as_u32s(&args[0]), [9]);
}

#[test]
fn reaching_unreachable_is_an_exec_error() {
    let (m, info) = kernel(
        "%out: gpu.TBuffer<u32>",
        "bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %ok: bool = icmp.ult { lhs=%i, rhs=const.u32 2 }
    cbr %ok bb1 bb2
bb1:
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%i }
    ret
bb2:
    unreachable",
    );
    let k = id(&m, "k");
    let mut args = [u32s(&[7; 4])];
    assert!(run_tree(&m, &info, k, &Launch::linear(1, 2), &mut args).is_ok());
    let r = run_tree(&m, &info, k, &Launch::linear(1, 3), &mut args);
    assert!(
        matches!(&r, Err(TreeError::Exec(msg)) if msg.contains("unreachable")),
        "{r:?}"
    );
}

#[test]
fn errors_display_whose_fault_they_are() {
    let e = TreeError::Unsupported("`math.sin` in @k".into());
    assert!(e.to_string().contains("not supported"));
    assert!(TreeError::Structurize("x".into())
        .to_string()
        .contains("structuriz"));
    assert!(TreeError::Exec("x".into())
        .to_string()
        .contains("execution"));
}

// ----------------------------------------------------------------- corpus

/// One element of type `ty` with a small value: loop counts stay short,
/// floats are exact quarters (no NaN, whose payload backends may change).
fn element(m: &Module, ty: Type, rng: &mut Lcg) -> Vec<u8> {
    match ty {
        Type::Scalar(s) => {
            let r = rng.next();
            let c = if s == Scalar::Bool {
                Const::bool(r % 2 == 1)
            } else if s.is_float() {
                Const::float(s, (f64::from(r % 64) - 32.0) / 4.0)
            } else if s.is_signed_int() {
                Const::int(s, i128::from(r % 64) - 16)
            } else {
                Const::int(s, i128::from(r % 48))
            };
            c.bits.to_le_bytes()[..s.size() as usize].to_vec()
        }
        Type::Struct(h) => {
            let layout = magpie_gpu::layout::struct_layout(m, h).expect("a value struct");
            let def = m.structs.get(h).expect("struct");
            let mut out = vec![0u8; layout.size as usize];
            for (f, &off) in def.fields.iter().zip(&layout.offsets) {
                let b = element(m, f.ty, rng);
                out[off as usize..off as usize + b.len()].copy_from_slice(&b);
            }
            out
        }
        other => panic!("no element of {other:?}"),
    }
}

/// Generic inputs: 4096 small elements per buffer, 13 for integer
/// scalars, 0.5 for float ones.
fn generic_args(m: &Module, k: FuncId, seed: u64) -> Vec<TreeArg> {
    let f = &m.functions[k];
    let mut rng = Lcg(seed);
    f.params
        .iter()
        .map(|&p| match f.value_type(p) {
            Type::Buffer(e) => TreeArg::Buffer(
                (0..4096)
                    .flat_map(|_| element(m, e.as_type(), &mut rng))
                    .collect(),
            ),
            Type::Scalar(s) if s.is_float() => scalar(Const::float(s, 0.5)),
            Type::Scalar(s) => scalar(Const::int(s, 13)),
            // Struct parameters: the interpreter reports them Unsupported.
            _ => TreeArg::Buffer(Vec::new()),
        })
        .collect()
}

/// The kernels a file exports (all of its kernels when it exports none).
fn entry_points(m: &Module) -> Vec<FuncId> {
    m.functions
        .iter()
        .filter(|(_, f)| f.is_kernel() && (m.exports.is_empty() || m.exports.contains(&f.name)))
        .map(|(h, _)| h)
        .collect()
}

/// Every kernel of the corpus the interpreter supports gives the CPU's
/// buffers, byte for byte; the control-flow kernels must be among them.
#[test]
fn corpus_kernels_match_the_cpu() {
    let mut files: Vec<_> = std::fs::read_dir(corpus_dir())
        .expect("the corpus directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mp"))
        .collect();
    files.sort();
    assert!(files.len() > 10, "only {} corpus files", files.len());
    let (mut matched, mut failures) = (Vec::new(), Vec::new());
    for path in &files {
        let file = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("?")
            .to_string();
        let text = std::fs::read_to_string(path).expect("readable");
        let (m, info) = load(&text);
        for k in entry_points(&m) {
            let f = &m.functions[k];
            let name = format!("{file}:@{}", f.name);
            let wg = f.workgroup_size();
            let grid = if wg[1] == 1 && wg[2] == 1 {
                [2, 1, 1]
            } else {
                [2, 2, 2]
            };
            let launch = Launch::new(grid, wg);
            let args = generic_args(&m, k, 0x5eed ^ k.index() as u64);
            let tree = run_tree_copy(&m, &info, k, &launch, &args);
            if let Err(TreeError::Unsupported(msg)) = &tree {
                println!("skip {name}: {msg}");
                continue;
            }
            match (tree, run_cpu(&m, &info, k, &launch, &args)) {
                (Ok(t), Ok(c)) => match first_difference(&t, &c) {
                    None => {
                        println!("match {name}");
                        matched.push(file.clone());
                    }
                    Some(d) => failures.push(format!("{name}: differs at {d}")),
                },
                (Err(TreeError::Exec(t)), Err(c)) => {
                    println!("both fail {name}: tree: {t}; cpu: {c}")
                }
                (t, c) => failures.push(format!("{name}: tree {:?}, cpu {:?}", t.err(), c.err())),
            }
        }
    }
    assert!(failures.is_empty(), "mismatches:\n{}", failures.join("\n"));
    for required in ["phi_loop", "loop_exits", "branches_switch", "device_calls"] {
        assert!(
            matched.iter().any(|f| f == required),
            "{required} is not among the matched kernels {matched:?}"
        );
    }
}

// --------------------------- ops the folder does not decide, via the CPU

/// A module's text up to `@k`'s body: `@k` takes `params` and runs in
/// workgroups of `wg` (the caller appends the blocks and the closing brace).
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
        f32s(&xs),
        f32s(&ys),
        f32s(&vec![0f32; (items * n) as usize]),
        u32s(&vec![0u32; items as usize]),
    ];
    let (m, info) = load(&text);
    let out = same_as_cpu(&m, &info, "k", Launch::linear(1, items), &args);
    let got = as_f32s(&out[2]);
    for (i, (&x, &y)) in xs.iter().zip(&ys).enumerate() {
        for (k, (op, model)) in ops.iter().enumerate() {
            let (g, w) = (got[i * ops.len() + k], model(x, y));
            assert!(
                g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan()),
                "`{op}` of x={x}, y={y}: tree {g}, model {w}"
            );
        }
    }
    let flags = as_u32s(&out[3]);
    let want: Vec<u32> = xs.iter().map(|&x| if x >= 1.0 { 1 } else { 2 }).collect();
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
        f32s(&xs),
        f32s(&vec![0f32; 5 * items as usize]),
        u32s(&vec![0u32; 5 * items as usize]),
    ];
    let (m, info) = load(&text);
    let out = same_as_cpu(&m, &info, "k", Launch::linear(1, items), &args);
    // Not all zero: the kernel really wrote through these ops.
    assert!(as_f32s(&out[1]).iter().any(|&v| v != 0.0));
}
