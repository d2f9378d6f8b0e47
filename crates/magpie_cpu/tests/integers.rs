//! Integer semantics (SEMANTICS.md), every edge case: wrapping, division and
//! remainder by zero, MIN / -1, shifts by the width or more, compares, and
//! casts (truncation, sign/zero extension, float → int saturation, NaN → 0).
//! Expected values are Rust's own integer operations on native types.

mod common;

use common::*;
use magpie_cpu::{KernelArg, Launch};

const BIN_OPS: [&str; 13] = [
    "i.add", "i.sub", "i.mul", "i.sdiv", "i.udiv", "i.srem", "i.urem", "i.and", "i.or", "i.xor",
    "i.shl", "i.lshr", "i.ashr",
];
const CMP_OPS: [&str; 10] = [
    "icmp.eq", "icmp.ne", "icmp.slt", "icmp.sgt", "icmp.sle", "icmp.sge", "icmp.ult", "icmp.ugt",
    "icmp.ule", "icmp.uge",
];

/// One kernel per op: `out[i] = op(a[i], b[i])`.
fn binary_kernels(ty: &str) -> String {
    let mut src = String::new();
    for (k, op) in BIN_OPS.iter().chain(CMP_OPS.iter()).enumerate() {
        let rt = if op.starts_with("icmp") { "bool" } else { ty };
        src.push_str(&format!(
            "
gpu fn @k{k}(%a: gpu.TBuffer<{ty}>, %b: gpu.TBuffer<{ty}>, %out: gpu.TBuffer<{rt}>) -> unit workgroup(64, 1, 1) {{
bb0:
    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}
    %n: u32 = gpu.buffer_len<{ty}> {{ buf=%a }}
    %ok: bool = icmp.ult {{ lhs=%i, rhs=%n }}
    cbr %ok bb1 bb2
bb1:
    %x: {ty} = gpu.buffer_load<{ty}> {{ buf=%a, idx=%i }}
    %y: {ty} = gpu.buffer_load<{ty}> {{ buf=%b, idx=%i }}
    %r: {rt} = {op} {{ lhs=%x, rhs=%y }}
    gpu.buffer_store<{rt}> {{ buf=%out, idx=%i, v=%r }}
    br bb2
bb2:
    ret
}}
"
        ));
    }
    src
}

macro_rules! int_suite {
    ($test:ident, $t:ty, $s:ty, $u:ty, $name:literal) => {
        #[test]
        fn $test() {
            let bits = <$t>::BITS as i128;
            let mut vals: Vec<$t> = [
                0i128,
                1,
                2,
                3,
                7,
                -1,
                -2,
                -7,
                100,
                bits - 1,
                bits,
                bits + 1,
                2 * bits + 3,
                <$s>::MIN as i128,
                <$s>::MAX as i128,
                <$s>::MIN as i128 + 1,
                <$u>::MAX as i128,
            ]
            .iter()
            .map(|&v| v as $t)
            .collect();
            vals.sort_unstable();
            vals.dedup();
            let (mut a, mut b) = (Vec::new(), Vec::new());
            for &x in &vals {
                for &y in &vals {
                    a.push(x);
                    b.push(y);
                }
            }
            let n = a.len();
            let k = Kernels::new(&binary_kernels($name));
            let (ma, mb) = (mem(&a), mem(&b));
            let groups = n.div_ceil(64) as u32;
            for (ki, op) in BIN_OPS.iter().enumerate() {
                let mo = zeros::<$t>(n);
                k.run(
                    &format!("k{ki}"),
                    Launch::linear(groups, 64),
                    &[
                        KernelArg::Buffer(&ma),
                        KernelArg::Buffer(&mb),
                        KernelArg::Buffer(&mo),
                    ],
                )
                .unwrap();
                let out: Vec<$t> = read(&mo);
                for i in 0..n {
                    let (x, y) = (a[i], b[i]);
                    let (sx, sy) = (x as $s, y as $s);
                    let (ux, uy) = (x as $u, y as $u);
                    let want: $t = match *op {
                        "i.add" => x.wrapping_add(y),
                        "i.sub" => x.wrapping_sub(y),
                        "i.mul" => x.wrapping_mul(y),
                        "i.sdiv" => {
                            if sy == 0 {
                                x
                            } else if sx == <$s>::MIN && sy == -1 {
                                <$s>::MIN as $t
                            } else {
                                (sx / sy) as $t
                            }
                        }
                        "i.udiv" => {
                            if uy == 0 {
                                x
                            } else {
                                (ux / uy) as $t
                            }
                        }
                        "i.srem" => {
                            if sy == 0 || (sx == <$s>::MIN && sy == -1) {
                                0
                            } else {
                                (sx % sy) as $t
                            }
                        }
                        "i.urem" => {
                            if uy == 0 {
                                0
                            } else {
                                (ux % uy) as $t
                            }
                        }
                        "i.and" => x & y,
                        "i.or" => x | y,
                        "i.xor" => x ^ y,
                        // The amount modulo the width.
                        "i.shl" => (ux << ((uy as u32) % <$t>::BITS)) as $t,
                        "i.lshr" => (ux >> ((uy as u32) % <$t>::BITS)) as $t,
                        "i.ashr" => (sx >> ((uy as u32) % <$t>::BITS)) as $t,
                        _ => unreachable!(),
                    };
                    assert_eq!(out[i], want, "{} {op} {x} {y}", $name);
                }
            }
            for (kj, op) in CMP_OPS.iter().enumerate() {
                let mo = zeros::<bool>(n);
                k.run(
                    &format!("k{}", BIN_OPS.len() + kj),
                    Launch::linear(groups, 64),
                    &[
                        KernelArg::Buffer(&ma),
                        KernelArg::Buffer(&mb),
                        KernelArg::Buffer(&mo),
                    ],
                )
                .unwrap();
                let out: Vec<bool> = read(&mo);
                for i in 0..n {
                    let (x, y) = (a[i], b[i]);
                    let (sx, sy, ux, uy) = (x as $s, y as $s, x as $u, y as $u);
                    let want = match *op {
                        "icmp.eq" => x == y,
                        "icmp.ne" => x != y,
                        "icmp.slt" => sx < sy,
                        "icmp.sgt" => sx > sy,
                        "icmp.sle" => sx <= sy,
                        "icmp.sge" => sx >= sy,
                        "icmp.ult" => ux < uy,
                        "icmp.ugt" => ux > uy,
                        "icmp.ule" => ux <= uy,
                        "icmp.uge" => ux >= uy,
                        _ => unreachable!(),
                    };
                    assert_eq!(out[i], want, "{} {op} {x} {y}", $name);
                }
            }
        }
    };
}

int_suite!(i8_ops, i8, i8, u8, "i8");
int_suite!(i16_ops, i16, i16, u16, "i16");
int_suite!(i32_ops, i32, i32, u32, "i32");
int_suite!(i64_ops, i64, i64, u64, "i64");
int_suite!(u8_ops, u8, i8, u8, "u8");
int_suite!(u16_ops, u16, i16, u16, "u16");
int_suite!(u32_ops, u32, i32, u32, "u32");
int_suite!(u64_ops, u64, i64, u64, "u64");

#[test]
fn bool_logic_and_compare() {
    let src = "
gpu fn @logic(%a: gpu.TBuffer<bool>, %b: gpu.TBuffer<bool>, %out: gpu.TBuffer<u32>) -> unit workgroup(4, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %x: bool = gpu.buffer_load<bool> { buf=%a, idx=%i }
    %y: bool = gpu.buffer_load<bool> { buf=%b, idx=%i }
    %and: bool = i.and { lhs=%x, rhs=%y }
    %or: bool = i.or { lhs=%x, rhs=%y }
    %xor: bool = i.xor { lhs=%x, rhs=%y }
    %eq: bool = icmp.eq { lhs=%x, rhs=%y }
    %c0: u32 = cast<bool, u32> { v=%and }
    %c1: u32 = cast<bool, u32> { v=%or }
    %c2: u32 = cast<bool, u32> { v=%xor }
    %c3: u32 = cast<bool, u32> { v=%eq }
    %s1: u32 = i.shl { lhs=%c1, rhs=const.u32 1 }
    %s2: u32 = i.shl { lhs=%c2, rhs=const.u32 2 }
    %s3: u32 = i.shl { lhs=%c3, rhs=const.u32 3 }
    %r1: u32 = i.or { lhs=%c0, rhs=%s1 }
    %r2: u32 = i.or { lhs=%r1, rhs=%s2 }
    %r3: u32 = i.or { lhs=%r2, rhs=%s3 }
    gpu.buffer_store<u32> { buf=%out, idx=%i, v=%r3 }
    ret
}
";
    let k = Kernels::new(src);
    let a = [false, false, true, true];
    let b = [false, true, false, true];
    let (ma, mb, mo) = (mem(&a), mem(&b), zeros::<u32>(4));
    k.run(
        "logic",
        Launch::linear(1, 4),
        &[
            KernelArg::Buffer(&ma),
            KernelArg::Buffer(&mb),
            KernelArg::Buffer(&mo),
        ],
    )
    .unwrap();
    let want: Vec<u32> = (0..4)
        .map(|i| {
            let (x, y) = (a[i], b[i]);
            (x & y) as u32 | ((x | y) as u32) << 1 | ((x ^ y) as u32) << 2 | ((x == y) as u32) << 3
        })
        .collect();
    assert_eq!(read::<u32>(&mo), want);
}

fn cast_kernel(from: &str, to: &str) -> String {
    format!(
        "
gpu fn @cast(%a: gpu.TBuffer<{from}>, %out: gpu.TBuffer<{to}>) -> unit workgroup(32, 1, 1) {{
bb0:
    %i: u32 = gpu.global_id {{ dim=const.u32 0 }}
    %n: u32 = gpu.buffer_len<{from}> {{ buf=%a }}
    %ok: bool = icmp.ult {{ lhs=%i, rhs=%n }}
    cbr %ok bb1 bb2
bb1:
    %x: {from} = gpu.buffer_load<{from}> {{ buf=%a, idx=%i }}
    %r: {to} = cast<{from}, {to}> {{ v=%x }}
    gpu.buffer_store<{to}> {{ buf=%out, idx=%i, v=%r }}
    br bb2
bb2:
    ret
}}
"
    )
}

fn run_cast<F: Elem, T: Elem>(from: &str, to: &str, input: &[F]) -> Vec<T> {
    let k = Kernels::new(&cast_kernel(from, to));
    let (mi, mo) = (mem(input), zeros::<T>(input.len()));
    k.run(
        "cast",
        Launch::linear(input.len().div_ceil(32) as u32, 32),
        &[KernelArg::Buffer(&mi), KernelArg::Buffer(&mo)],
    )
    .unwrap();
    read(&mo)
}

macro_rules! check_cast {
    ($from:ty, $to:ty, $vals:expr) => {{
        let input: Vec<$from> = $vals;
        let got: Vec<$to> = run_cast(stringify!($from), stringify!($to), &input);
        for (x, g) in input.iter().zip(&got) {
            assert_eq!(
                *g,
                *x as $to,
                "cast<{}, {}> of {:?}",
                stringify!($from),
                stringify!($to),
                x
            );
        }
    }};
}

#[test]
fn integer_casts_truncate_or_extend_by_the_source() {
    let i8s: Vec<i8> = vec![0, 1, -1, 127, -128, 42, -42];
    check_cast!(i8, u32, i8s.clone());
    check_cast!(i8, i64, i8s.clone());
    check_cast!(i8, u8, i8s.clone());
    check_cast!(i8, u16, i8s);
    let u8s: Vec<u8> = vec![0, 1, 127, 128, 255];
    check_cast!(u8, i32, u8s.clone());
    check_cast!(u8, i8, u8s.clone());
    check_cast!(u8, u64, u8s);
    let i32s: Vec<i32> = vec![0, 1, -1, 300, -300, i32::MIN, i32::MAX, 65536 + 7];
    check_cast!(i32, u8, i32s.clone());
    check_cast!(i32, i16, i32s.clone());
    check_cast!(i32, u64, i32s.clone());
    check_cast!(i32, i64, i32s);
    let u64s: Vec<u64> = vec![0, 1, u64::MAX, 1 << 63, 0x1234_5678_9abc_def0];
    check_cast!(u64, i16, u64s.clone());
    check_cast!(u64, u32, u64s.clone());
    check_cast!(u64, i64, u64s);
    let i64s: Vec<i64> = vec![0, -1, i64::MIN, i64::MAX, -5_000_000_000];
    check_cast!(i64, u32, i64s.clone());
    check_cast!(i64, i8, i64s);
}

#[test]
fn float_to_int_saturates_and_nan_is_zero() {
    let f32s: Vec<f32> = vec![
        0.0,
        -0.0,
        1.9,
        -1.9,
        2.5,
        -2.5,
        f32::NAN,
        -f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        3e9,
        -3e9,
        2147483520.0,
        2147483648.0,
        255.9,
        256.0,
        -0.99,
        1e-40,
        f32::MAX,
    ];
    check_cast!(f32, i32, f32s.clone());
    check_cast!(f32, u32, f32s.clone());
    check_cast!(f32, u8, f32s.clone());
    check_cast!(f32, i8, f32s.clone());
    check_cast!(f32, i64, f32s.clone());
    check_cast!(f32, u64, f32s);
    let f64s: Vec<f64> = vec![
        0.0,
        -1.5,
        f64::NAN,
        f64::INFINITY,
        -f64::INFINITY,
        9.3e18,
        -9.3e18,
        1.8e19,
        1.9e19,
        9007199254740993.0,
        -129.0,
        4294967295.5,
    ];
    check_cast!(f64, i64, f64s.clone());
    check_cast!(f64, u64, f64s.clone());
    check_cast!(f64, i16, f64s.clone());
    check_cast!(f64, u32, f64s);
}

#[test]
fn int_to_float_rounds_to_nearest_even() {
    check_cast!(
        i32,
        f32,
        vec![0, 1, -1, 16777217, -16777219, i32::MIN, i32::MAX]
    );
    check_cast!(u32, f32, vec![0, 16777217, 16777219, u32::MAX, 0x8000_0081]);
    check_cast!(
        u64,
        f32,
        vec![0, u64::MAX, (1 << 40) + 1, 0x8000_0080_0000_0001]
    );
    check_cast!(
        i64,
        f64,
        vec![0, i64::MIN, i64::MAX, (1 << 53) + 1, -(1 << 53) - 3]
    );
    check_cast!(u64, f64, vec![u64::MAX, (1 << 53) + 1]);
    check_cast!(i8, f64, vec![-128, 127]);
}
