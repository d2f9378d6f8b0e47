//! Property tests of constant folding against an independent evaluator.
//!
//! Random integer expressions over constants (every integer type, every
//! integer op, casts between them, comparisons cast back to integers) are
//! built as IR, folded by the `const_fold` pass, and compared with a plain
//! Rust evaluation that uses the native integer types' wrapping operations.
//! Float→int, int→float and float→float casts are checked against Rust `as`.

// The evaluator is instantiated at every width by a macro: a cast that is a
// no-op at one width is needed at the others. It spells out the division
// rules rather than leaning on `checked_*`, to stay independent of the code
// under test.
#![allow(clippy::unnecessary_cast, clippy::manual_checked_ops)]

use magpie_gpu::passes::ConstFold;
use magpie_gpu::Pass;
use magpie_mpir::{
    Block, Const, FnSpans, Function, Inst, Module, ModuleInfo, Opcode, Operand, Scalar, Terminator,
    TyArg, Type, ValueDef,
};
use proptest::prelude::*;

const INT_TYPES: [Scalar; 8] = [
    Scalar::I8,
    Scalar::I16,
    Scalar::I32,
    Scalar::I64,
    Scalar::U8,
    Scalar::U16,
    Scalar::U32,
    Scalar::U64,
];

const BIN_OPS: [Opcode; 13] = [
    Opcode::IAdd,
    Opcode::ISub,
    Opcode::IMul,
    Opcode::ISdiv,
    Opcode::IUdiv,
    Opcode::ISrem,
    Opcode::IUrem,
    Opcode::IAnd,
    Opcode::IOr,
    Opcode::IXor,
    Opcode::IShl,
    Opcode::ILshr,
    Opcode::IAshr,
];

const CMP_OPS: [Opcode; 10] = [
    Opcode::IcmpEq,
    Opcode::IcmpNe,
    Opcode::IcmpSlt,
    Opcode::IcmpSgt,
    Opcode::IcmpSle,
    Opcode::IcmpSge,
    Opcode::IcmpUlt,
    Opcode::IcmpUgt,
    Opcode::IcmpUle,
    Opcode::IcmpUge,
];

#[derive(Clone, Debug)]
enum Expr {
    /// A constant: type and bits (masked to the width).
    Leaf(Scalar, u64),
    Bin(Opcode, Box<Expr>, Box<Expr>),
    /// A comparison of two expressions of one type; type bool.
    Cmp(Opcode, Box<Expr>, Box<Expr>),
    Cast(Scalar, Box<Expr>),
}

impl Expr {
    fn ty(&self) -> Scalar {
        match self {
            Expr::Leaf(t, _) => *t,
            Expr::Bin(_, a, _) => a.ty(),
            Expr::Cmp(..) => Scalar::Bool,
            Expr::Cast(t, _) => *t,
        }
    }
}

fn mask(ty: Scalar, v: u64) -> u64 {
    match ty.bits() {
        64 => v,
        b => v & ((1u64 << b) - 1),
    }
}

/// Interesting constants: edges of every width, and random bits.
fn leaf(ty: Scalar) -> impl Strategy<Value = Expr> {
    let edges = prop_oneof![
        Just(0u64),
        Just(1),
        Just(u64::MAX),                // -1 / MAX
        Just(1u64 << (ty.bits() - 1)), // MIN of the signed reading
        Just((1u64 << (ty.bits() - 1)).wrapping_sub(1)),
        0u64..130, // shift amounts around every width
        any::<u64>(),
    ];
    edges.prop_map(move |v| Expr::Leaf(ty, mask(ty, v)))
}

fn expr_of(ty: Scalar, depth: u32) -> BoxedStrategy<Expr> {
    if depth == 0 {
        return leaf(ty).boxed();
    }
    let sub = move |t: Scalar| expr_of(t, depth - 1);
    prop_oneof![
        2 => leaf(ty),
        4 => (prop::sample::select(BIN_OPS.to_vec()), sub(ty), sub(ty))
            .prop_map(|(op, a, b)| Expr::Bin(op, Box::new(a), Box::new(b))),
        1 => prop::sample::select(INT_TYPES.to_vec())
            .prop_flat_map(sub)
            .prop_map(move |e| Expr::Cast(ty, Box::new(e))),
        1 => (prop::sample::select(CMP_OPS.to_vec()), prop::sample::select(INT_TYPES.to_vec()))
            .prop_flat_map(move |(op, t)| (Just(op), sub(t), sub(t)))
            .prop_map(move |(op, a, b)| Expr::Cast(ty, Box::new(Expr::Cmp(op, Box::new(a), Box::new(b))))),
    ]
    .boxed()
}

fn any_expr() -> impl Strategy<Value = Expr> {
    prop::sample::select(INT_TYPES.to_vec()).prop_flat_map(|t| expr_of(t, 4))
}

// ---- the independent evaluator: native Rust integers ----

macro_rules! with_width {
    ($w:expr, $S:ident, $U:ident, $body:expr) => {
        match $w {
            8 => {
                #[allow(dead_code)]
                type $S = i8;
                #[allow(dead_code)]
                type $U = u8;
                $body
            }
            16 => {
                #[allow(dead_code)]
                type $S = i16;
                #[allow(dead_code)]
                type $U = u16;
                $body
            }
            32 => {
                #[allow(dead_code)]
                type $S = i32;
                #[allow(dead_code)]
                type $U = u32;
                $body
            }
            _ => {
                #[allow(dead_code)]
                type $S = i64;
                #[allow(dead_code)]
                type $U = u64;
                $body
            }
        }
    };
}

fn eval(e: &Expr) -> u64 {
    match e {
        Expr::Leaf(_, v) => *v,
        Expr::Bin(op, a, b) => {
            let (x, y) = (eval(a), eval(b));
            with_width!(a.ty().bits(), S, U, {
                let (sx, sy) = (x as U as S, y as U as S);
                let (ux, uy) = (x as U, y as U);
                let r: U = match op {
                    Opcode::IAdd => ux.wrapping_add(uy),
                    Opcode::ISub => ux.wrapping_sub(uy),
                    Opcode::IMul => ux.wrapping_mul(uy),
                    Opcode::ISdiv => (if sy == 0 { sx } else { sx.wrapping_div(sy) }) as U,
                    Opcode::IUdiv => {
                        if uy == 0 {
                            ux
                        } else {
                            ux / uy
                        }
                    }
                    Opcode::ISrem => (if sy == 0 { 0 } else { sx.wrapping_rem(sy) }) as U,
                    Opcode::IUrem => {
                        if uy == 0 {
                            0
                        } else {
                            ux % uy
                        }
                    }
                    Opcode::IAnd => ux & uy,
                    Opcode::IOr => ux | uy,
                    Opcode::IXor => ux ^ uy,
                    // wrapping_shl/shr take the amount modulo the width.
                    Opcode::IShl => ux.wrapping_shl(uy as u32),
                    Opcode::ILshr => ux.wrapping_shr(uy as u32),
                    Opcode::IAshr => sx.wrapping_shr(uy as u32) as U,
                    _ => unreachable!(),
                };
                r as u64
            })
        }
        Expr::Cmp(op, a, b) => {
            let (x, y) = (eval(a), eval(b));
            with_width!(a.ty().bits(), S, U, {
                let (sx, sy) = (x as U as S, y as U as S);
                let (ux, uy) = (x as U, y as U);
                let r = match op {
                    Opcode::IcmpEq => ux == uy,
                    Opcode::IcmpNe => ux != uy,
                    Opcode::IcmpSlt => sx < sy,
                    Opcode::IcmpSgt => sx > sy,
                    Opcode::IcmpSle => sx <= sy,
                    Opcode::IcmpSge => sx >= sy,
                    Opcode::IcmpUlt => ux < uy,
                    Opcode::IcmpUgt => ux > uy,
                    Opcode::IcmpUle => ux <= uy,
                    Opcode::IcmpUge => ux >= uy,
                    _ => unreachable!(),
                };
                r as u64
            })
        }
        Expr::Cast(to, a) => {
            let x = eval(a);
            let from = a.ty();
            // Widen by the source's signedness, then truncate.
            let wide: i128 = if from == Scalar::Bool {
                x as i128
            } else if from.is_signed_int() {
                with_width!(from.bits(), S, U, x as U as S as i128)
            } else {
                x as i128
            };
            with_width!(to.bits(), S, U, wide as U as u64)
        }
    }
}

// ---- building the IR ----

fn function(ret: Scalar) -> Function {
    Function {
        name: "f".into(),
        doc: None,
        is_unsafe: false,
        params: Vec::new(),
        ret: Type::Scalar(ret),
        target: None,
        workgroup: None,
        requires: Vec::new(),
        values: Default::default(),
        insts: Default::default(),
        blocks: Default::default(),
        spans: FnSpans::default(),
    }
}

/// Appends instructions computing `e` to `insts`; returns its operand.
fn emit(f: &mut Function, insts: &mut Vec<magpie_mpir::InstId>, e: &Expr) -> Operand {
    let (op, ty_args, operands) = match e {
        Expr::Leaf(t, v) => return Operand::Const(Const { ty: *t, bits: *v }),
        Expr::Bin(op, a, b) | Expr::Cmp(op, a, b) => {
            let (x, y) = (emit(f, insts, a), emit(f, insts, b));
            (*op, Vec::new(), vec![x, y])
        }
        Expr::Cast(to, a) => {
            let x = emit(f, insts, a);
            (
                Opcode::Cast,
                vec![
                    TyArg::Type(Type::Scalar(a.ty())),
                    TyArg::Type(Type::Scalar(*to)),
                ],
                vec![x],
            )
        }
    };
    let v = f.values.append(ValueDef {
        name: format!("v{}", f.values.len()),
        ty: Type::Scalar(e.ty()),
    });
    let mut inst = Inst::new(op);
    inst.result = Some(v);
    inst.ty_args = ty_args;
    inst.operands = operands;
    insts.push(f.insts.append(inst));
    Operand::Value(v)
}

fn module_returning(e: &Expr) -> Module {
    let mut f = function(e.ty());
    let mut insts = Vec::new();
    let r = emit(&mut f, &mut insts, e);
    f.blocks.append(Block {
        label: "bb0".into(),
        insts,
        term: Terminator::Ret(Some(r)),
    });
    let mut m = Module::default();
    m.functions.append(f);
    m
}

/// Folds and returns the constant the function now returns.
fn fold(mut m: Module) -> Const {
    ConstFold.run(&mut m, &ModuleInfo::default());
    let f = m.functions.values().next().unwrap();
    let b = f.blocks.values().next().unwrap();
    assert!(b.insts.is_empty(), "not everything folded: {:?}", b.insts);
    assert_eq!(f.insts.len(), 0, "folded instructions stay in the arena");
    match b.term {
        Terminator::Ret(Some(Operand::Const(c))) => c,
        ref t => panic!("expected a constant return, got {t:?}"),
    }
}

fn cast_const(from: Const, to: Scalar) -> Const {
    fold(module_returning_cast(from, to))
}

fn module_returning_cast(from: Const, to: Scalar) -> Module {
    let mut f = function(to);
    let v = f.values.append(ValueDef {
        name: "r".into(),
        ty: Type::Scalar(to),
    });
    let mut inst = Inst::new(Opcode::Cast);
    inst.result = Some(v);
    inst.ty_args = vec![
        TyArg::Type(Type::Scalar(from.ty)),
        TyArg::Type(Type::Scalar(to)),
    ];
    inst.operands = vec![Operand::Const(from)];
    let i = f.insts.append(inst);
    f.blocks.append(Block {
        label: "bb0".into(),
        insts: vec![i],
        term: Terminator::Ret(Some(Operand::Value(v))),
    });
    let mut m = Module::default();
    m.functions.append(f);
    m
}

fn rust_as_int(x: f64, to: Scalar) -> u64 {
    match to {
        Scalar::I8 => x as i8 as u8 as u64,
        Scalar::I16 => x as i16 as u16 as u64,
        Scalar::I32 => x as i32 as u32 as u64,
        Scalar::I64 => x as i64 as u64,
        Scalar::U8 => x as u8 as u64,
        Scalar::U16 => x as u16 as u64,
        Scalar::U32 => x as u32 as u64,
        _ => x as u64,
    }
}

fn special_f64() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(-f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(0.0),
        Just(-0.0),
        Just(f64::MIN_POSITIVE),
        Just(5e-324),
        Just(-1.0),
        Just(-0.999),
        Just(255.5),
        Just(256.0),
        Just(-128.5),
        Just(-129.0),
        Just(2147483647.5),
        Just(2147483648.0),
        Just(-2147483649.0),
        Just(9.223_372_036_854_776e18),
        Just(1.8446744073709552e19),
        Just(-9.3e18),
        any::<f64>(),
        (-1e20f64..1e20),
        (-300.0f64..300.0),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn integer_expressions_fold_like_native_rust(e in any_expr()) {
        let expected = eval(&e);
        let got = fold(module_returning(&e));
        prop_assert_eq!(got.ty, e.ty());
        prop_assert_eq!(got.bits, expected, "{:?}", e);
    }

    #[test]
    fn float_to_int_casts_are_rust_as(x in special_f64(), to in prop::sample::select(INT_TYPES.to_vec())) {
        let got = cast_const(Const { ty: Scalar::F64, bits: x.to_bits() }, to);
        prop_assert_eq!(got.bits, rust_as_int(x, to), "{} as {:?}", x, to);
        let x32 = x as f32;
        let got = cast_const(Const { ty: Scalar::F32, bits: u64::from(x32.to_bits()) }, to);
        prop_assert_eq!(got.bits, rust_as_int(f64::from(x32), to), "{} as {:?}", x32, to);
    }

    #[test]
    fn int_to_float_casts_are_rust_as(v in any::<u64>(), from in prop::sample::select(INT_TYPES.to_vec())) {
        let c = Const { ty: from, bits: mask(from, v) };
        let wide: i128 = if from.is_signed_int() {
            with_width!(from.bits(), S, U, c.bits as U as S as i128)
        } else {
            c.bits as i128
        };
        let f32_bits = cast_const(c, Scalar::F32).bits;
        prop_assert_eq!(f32_bits, u64::from((wide as f32).to_bits()));
        let f64_bits = cast_const(c, Scalar::F64).bits;
        prop_assert_eq!(f64_bits, (wide as f64).to_bits());
    }

    #[test]
    fn float_to_float_casts_are_rust_as(x in special_f64()) {
        let got = cast_const(Const { ty: Scalar::F64, bits: x.to_bits() }, Scalar::F32);
        let r = f32::from_bits(got.bits as u32);
        if x.is_nan() {
            prop_assert!(r.is_nan());
        } else {
            prop_assert_eq!(got.bits, u64::from((x as f32).to_bits()));
        }
        let x32 = x as f32;
        let back = cast_const(Const { ty: Scalar::F32, bits: u64::from(x32.to_bits()) }, Scalar::F64);
        if x32.is_nan() {
            prop_assert!(f64::from_bits(back.bits).is_nan());
        } else {
            prop_assert_eq!(back.bits, f64::from(x32).to_bits());
        }
        // Through f16 and bf16: the same as rounding the f32 value (f32 →
        // f16 is correctly rounded in `half`), whenever x is an f32 already.
        let h = cast_const(Const { ty: Scalar::F32, bits: u64::from(x32.to_bits()) }, Scalar::F16);
        let expect = half::f16::from_f32(x32);
        if x32.is_nan() {
            prop_assert!(half::f16::from_bits(h.bits as u16).is_nan());
        } else {
            prop_assert_eq!(h.bits as u16, expect.to_bits());
        }
        let b = cast_const(Const { ty: Scalar::F32, bits: u64::from(x32.to_bits()) }, Scalar::Bf16);
        let expect = half::bf16::from_f32(x32);
        if x32.is_nan() {
            prop_assert!(half::bf16::from_bits(b.bits as u16).is_nan());
        } else {
            prop_assert_eq!(b.bits as u16, expect.to_bits());
        }
    }
}

#[test]
fn division_and_shift_edges_fold() {
    let cases = [
        (
            Opcode::ISdiv,
            Scalar::I32,
            i32::MIN as u32 as u64,
            u32::MAX as u64,
            i32::MIN as u32 as u64,
        ),
        (
            Opcode::ISrem,
            Scalar::I32,
            i32::MIN as u32 as u64,
            u32::MAX as u64,
            0,
        ),
        (Opcode::ISdiv, Scalar::I64, 5, 0, 5),
        (Opcode::IUrem, Scalar::U16, 5, 0, 0),
        (Opcode::IShl, Scalar::U32, 1, 33, 2),
        (Opcode::IAshr, Scalar::I8, 0x80, 7 + 8, 0xff),
    ];
    for (op, ty, a, b, expect) in cases {
        let e = Expr::Bin(op, Box::new(Expr::Leaf(ty, a)), Box::new(Expr::Leaf(ty, b)));
        assert_eq!(eval(&e), expect, "oracle {op:?}");
        assert_eq!(fold(module_returning(&e)).bits, expect, "fold {op:?}");
    }
}
