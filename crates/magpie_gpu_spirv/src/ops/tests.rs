//! The invariants the op families promise drivers, checked on the emitted
//! words of the whole corpus (and of kernels written for the purpose):
//!
//! * no integer is narrowed by `OpUConvert`/`OpSConvert` (`ops::cast`: a
//!   driver may fold `trunc(fptoui64 x)` into `fptoui32 x`); truncation
//!   is a bitcast to a vector and its component 0;
//! * every `OpConvertFToU`/`OpConvertFToS` converts the result of an
//!   `OpSelect`, the guard that keeps NaN and out-of-range values away
//!   from it (a conversion of anything else is how an undefined, poison
//!   result got in before);
//! * no `OpFConvert` makes an f16 (`ops::f16`: a driver may drop it when
//!   the f16 is widened again);
//! * no `OpIAdd`/`OpISub`/`OpIMul`/`OpShiftLeftLogical` on 8- or 16-bit
//!   integers, and no signed op (`OpSConvert`, `OpConvertSToF`, signed
//!   compares, `OpShiftRightArithmetic`, `OpSDiv`...) reading one
//!   (`ops::arith`: a driver got the wrap and the sign of such values
//!   wrong);
//!
//! and the modules pass `spirv-val` where it is installed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use magpie_mpir::{parse, verify};
use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::Op;

use crate::{emit, Options};

/// What the module declares about its ids: integer widths of types, the
/// result type and defining opcode of each value.
struct Ids {
    int_width: HashMap<u32, u32>,
    float_width: HashMap<u32, u32>,
    ty_of: HashMap<u32, u32>,
    def_op: HashMap<u32, Op>,
}

impl Ids {
    fn new(m: &Module) -> Ids {
        let mut ids = Ids {
            int_width: HashMap::new(),
            float_width: HashMap::new(),
            ty_of: HashMap::new(),
            def_op: HashMap::new(),
        };
        let body = m
            .functions
            .iter()
            .flat_map(|f| f.blocks.iter().flat_map(|b| b.instructions.iter()));
        for inst in m.types_global_values.iter().chain(body) {
            let Some(id) = inst.result_id else { continue };
            if let Some(Operand::LiteralBit32(w)) = inst.operands.first() {
                match inst.class.opcode {
                    Op::TypeInt => {
                        ids.int_width.insert(id, *w);
                    }
                    Op::TypeFloat => {
                        ids.float_width.insert(id, *w);
                    }
                    _ => {}
                }
            }
            if let Some(t) = inst.result_type {
                ids.ty_of.insert(id, t);
            }
            ids.def_op.insert(id, inst.class.opcode);
        }
        ids
    }

    /// The integer width of the value `v`, if it is an integer scalar.
    fn width_of_value(&self, v: u32) -> Option<u32> {
        self.int_width.get(self.ty_of.get(&v)?).copied()
    }
}

fn first_id(inst: &Instruction) -> Option<u32> {
    inst.operands.iter().find_map(|o| match o {
        Operand::IdRef(id) => Some(*id),
        _ => None,
    })
}

/// `words` as an rspirv module. rspirv 0.13's loader rejects
/// `OpExecutionModeId`; it is loaded as `OpExecutionMode` (same operand
/// words), as `SpirvKernel::disassemble` does.
fn load(words: &[u32]) -> Result<Module, String> {
    const EXECUTION_MODE_ID: u32 = 331;
    const EXECUTION_MODE: u32 = 16;
    let mut words = words.to_vec();
    let mut i = 5;
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        if words[i] & 0xffff == EXECUTION_MODE_ID {
            words[i] = (words[i] & 0xffff_0000) | EXECUTION_MODE;
        }
        i += count.max(1);
    }
    rspirv::dr::load_words(&words).map_err(|e| e.to_string())
}

/// Every violation of the invariants in `words`, described.
fn violations(words: &[u32]) -> Vec<String> {
    let m = match load(words) {
        Ok(m) => m,
        Err(e) => return vec![format!("does not load: {e}")],
    };
    let ids = Ids::new(&m);
    let mut out = Vec::new();
    for f in &m.functions {
        for inst in f.blocks.iter().flat_map(|b| b.instructions.iter()) {
            let op = inst.class.opcode;
            let Some(arg) = first_id(inst) else { continue };
            match op {
                Op::UConvert | Op::SConvert => {
                    let to = inst
                        .result_type
                        .and_then(|t| ids.int_width.get(&t).copied());
                    let from = ids.width_of_value(arg);
                    if let (Some(to), Some(from)) = (to, from) {
                        if to < from {
                            out.push(format!("{op:?} from {from} to {to} bits (%{arg})"));
                        } else if op == Op::SConvert && from < 32 {
                            out.push(format!("SConvert of a {from}-bit integer (%{arg})"));
                        }
                    }
                }
                Op::FConvert => {
                    let to = inst.result_type.and_then(|t| ids.float_width.get(&t));
                    if to == Some(&16) {
                        out.push(format!("FConvert to f16 (%{arg})"));
                    }
                }
                Op::IAdd | Op::ISub | Op::IMul | Op::ShiftLeftLogical => {
                    let w = inst.result_type.and_then(|t| ids.int_width.get(&t));
                    if w.is_some_and(|w| *w < 32) {
                        out.push(format!("{op:?} on {} bits (%{arg})", w.unwrap_or(&0)));
                    }
                }
                Op::ConvertSToF
                | Op::SLessThan
                | Op::SGreaterThan
                | Op::SLessThanEqual
                | Op::SGreaterThanEqual
                | Op::ShiftRightArithmetic
                | Op::SDiv
                | Op::SRem
                | Op::SMod => {
                    let w = ids.width_of_value(arg);
                    if w.is_some_and(|w| w < 32) {
                        out.push(format!(
                            "{op:?} of a {}-bit integer (%{arg})",
                            w.unwrap_or(0)
                        ));
                    }
                }
                Op::ConvertFToU | Op::ConvertFToS => {
                    let def = ids.def_op.get(&arg).copied();
                    // The halves of a 64-bit conversion (`float_to_int64`)
                    // are a floor and a difference of the selected operand,
                    // in u32 range by construction.
                    let half = matches!(def, Some(Op::ExtInst | Op::FSub))
                        && inst
                            .result_type
                            .and_then(|t| ids.int_width.get(&t).copied())
                            == Some(32);
                    if def != Some(Op::Select) && !half {
                        out.push(format!(
                            "{op:?} of %{arg}, defined by {def:?}, not a select"
                        ));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// How many `OpBitcast`s of a 64-bit integer have their component 0
/// extracted.
fn bitcasts_of_64_bit_ints(words: &[u32]) -> usize {
    let m = load(words).expect("loads");
    let ids = Ids::new(&m);
    let insts: Vec<&Instruction> = m
        .functions
        .iter()
        .flat_map(|f| f.blocks.iter().flat_map(|b| b.instructions.iter()))
        .collect();
    let split: Vec<u32> = insts
        .iter()
        .filter(|i| i.class.opcode == Op::Bitcast)
        .filter(|i| first_id(i).and_then(|a| ids.width_of_value(a)) == Some(64))
        .filter_map(|i| i.result_id)
        .collect();
    split
        .iter()
        .filter(|v| {
            insts.iter().any(|i| {
                i.class.opcode == Op::CompositeExtract
                    && first_id(i) == Some(**v)
                    && i.operands.get(1) == Some(&Operand::LiteralBit32(0))
            })
        })
        .count()
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn mp_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mp_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mp") {
            out.push(p);
        }
    }
}

/// `(kernel, words)` for every kernel of `src` that emits.
fn emit_all(src: &str, options: &Options) -> Vec<(String, Vec<u32>)> {
    let Some(module) = parse(src).value else {
        return Vec::new();
    };
    let Some(info) = verify(&module).value else {
        return Vec::new();
    };
    module
        .functions
        .iter()
        .filter(|(_, f)| f.is_kernel())
        .filter_map(|(fid, f)| {
            let k = emit(&module, &info, fid, options).ok()?;
            Some((f.name.clone(), k.words))
        })
        .collect()
}

/// `spirv-val --target-env vulkan1.3`; `None` when it is not installed.
fn spirv_val(words: &[u32], name: &str) -> Option<Result<(), String>> {
    let dir = std::env::temp_dir().join(format!("magpie_spv_ops_{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let file = dir.join(format!("{name}.spv"));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&file, bytes).ok()?;
    let out = Command::new("spirv-val")
        .args(["--target-env", "vulkan1.3"])
        .arg(&file)
        .output();
    let _ = std::fs::remove_file(&file);
    match out {
        Err(_) => None,
        Ok(o) if o.status.success() => Some(Ok(())),
        Ok(o) => Some(Err(format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ))),
    }
}

/// Truncations of float -> 64-bit integer casts to every narrower width,
/// from f32 and f64, signed and unsigned, the 32 -> 16/8 forms, and bf16
/// from 64-bit integers (whose rounding splits the value into words).
const CHAINS: &str = r#"module t
exports { @chains }
imports { }
digest "0000000000000000"

gpu fn @chains(%fs: gpu.TBuffer<f32>, %ds: gpu.TBuffer<f64>, %o: gpu.TBuffer<u32>, %ob: gpu.TBuffer<bf16>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %f: f32 = gpu.buffer_load<f32> { buf=%fs, idx=%i }
    %d: f64 = gpu.buffer_load<f64> { buf=%ds, idx=%i }
    %fu: u64 = cast<f32, u64> { v=%f }
    %fs64: i64 = cast<f32, i64> { v=%f }
    %du: u64 = cast<f64, u64> { v=%d }
    %ds64: i64 = cast<f64, i64> { v=%d }
    %a: u32 = cast<u64, u32> { v=%fu }
    %b: i32 = cast<i64, i32> { v=%fs64 }
    %c: u16 = cast<u64, u16> { v=%du }
    %e: i8 = cast<i64, i8> { v=%ds64 }
    %g: u8 = cast<u64, u8> { v=%fu }
    %h: i16 = cast<i64, i16> { v=%fs64 }
    %d32: u32 = cast<f64, u32> { v=%d }
    %j: u16 = cast<u32, u16> { v=%d32 }
    %k: i8 = cast<u32, i8> { v=%d32 }
    %l: u8 = cast<u16, u8> { v=%j }
    %bu: u32 = cast<i32, u32> { v=%b }
    %cu: u32 = cast<u16, u32> { v=%c }
    %eu: u32 = cast<i8, u32> { v=%e }
    %gu: u32 = cast<u8, u32> { v=%g }
    %hu: u32 = cast<i16, u32> { v=%h }
    %ju: u32 = cast<u16, u32> { v=%j }
    %ku: u32 = cast<i8, u32> { v=%k }
    %lu: u32 = cast<u8, u32> { v=%l }
    %s1: u32 = i.add { lhs=%a, rhs=%bu }
    %s2: u32 = i.xor { lhs=%s1, rhs=%cu }
    %s3: u32 = i.add { lhs=%s2, rhs=%eu }
    %s4: u32 = i.xor { lhs=%s3, rhs=%gu }
    %s5: u32 = i.add { lhs=%s4, rhs=%hu }
    %s6: u32 = i.xor { lhs=%s5, rhs=%ju }
    %s7: u32 = i.add { lhs=%s6, rhs=%ku }
    %s8: u32 = i.xor { lhs=%s7, rhs=%lu }
    gpu.buffer_store<u32> { buf=%o, idx=%i, v=%s8 }
    %bf: bf16 = cast<i64, bf16> { v=%ds64 }
    %bg: bf16 = cast<u64, bf16> { v=%fu }
    %bs: bf16 = f.add { lhs=%bf, rhs=%bg }
    gpu.buffer_store<bf16> { buf=%ob, idx=%i, v=%bs }
    ret
}
"#;

/// `(name, words)` of every kernel of the corpus that emits with `options`.
fn emit_corpus(options: &Options) -> Vec<(String, Vec<u32>)> {
    let mut files = Vec::new();
    mp_files(&repo().join("tests/kernels/in"), &mut files);
    mp_files(&repo().join("examples"), &mut files);
    assert!(files.len() > 30, "corpus not found");
    let mut kernels = Vec::new();
    for file in &files {
        let src = std::fs::read_to_string(file).expect("readable kernel file");
        let stem = file.file_stem().map_or("?".into(), |s| s.to_string_lossy());
        for (name, words) in emit_all(&src, options) {
            kernels.push((format!("{stem}_{name}"), words));
        }
    }
    assert!(kernels.len() > 30, "too few kernels emitted");
    kernels
}

/// Every violation of the invariants in `kernels`, one line each.
fn all_violations(kernels: &[(String, Vec<u32>)]) -> String {
    let mut failures = Vec::new();
    for (name, words) in kernels {
        for v in violations(words) {
            failures.push(format!("{name}: {v}"));
        }
    }
    failures.join("\n")
}

#[test]
fn truncations_are_bitwise_and_float_to_int_is_guarded() {
    let options = Options::default();
    let chains = emit_all(CHAINS, &options);
    assert_eq!(chains.len(), 1, "the CHAINS kernel emits");
    let mut kernels = emit_corpus(&options);
    kernels.extend(chains.iter().cloned());
    let failures = all_violations(&kernels);
    assert!(failures.is_empty(), "{failures}");
    // the bit-level form is there: component 0 of a 64-bit integer
    // bitcast to two words, once for each 64-bit source truncated
    let split = bitcasts_of_64_bit_ints(&chains[0].1);
    assert!(split >= 6, "{split} 64-bit integers split into words");
    // the chains kernel is not in the corpus: validate it here
    if let Some(Err(e)) = spirv_val(&chains[0].1, "ops_chains") {
        panic!("chains: spirv-val:\n{e}");
    }
}

/// A device without f64 (and with a fused GLSL Fma) takes the other
/// paths: the device's own division, Sqrt, Atan2, Fma and OpFRem. The
/// invariants hold there too, and the modules validate (the corpus test
/// validates the default options only).
#[test]
fn invariants_hold_without_f64() {
    let options = Options {
        capabilities: Options::default()
            .capabilities
            .into_iter()
            .filter(|c| *c != magpie_gpu::Capability::Float64)
            .collect(),
        fused_fma: crate::DenormPreserve::ALL,
        ..Options::default()
    };
    let kernels = emit_corpus(&options);
    let failures = all_violations(&kernels);
    assert!(failures.is_empty(), "{failures}");
    let mut invalid = Vec::new();
    for (name, words) in &kernels {
        if let Some(Err(e)) = spirv_val(words, &format!("nof64_{name}")) {
            invalid.push(format!("{name}: spirv-val:\n{e}"));
        }
    }
    assert!(invalid.is_empty(), "{}", invalid.join("\n"));
}

/// Test result: a failed step is the test's error, not a panic.
type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The words of a module holding one `void` function whose body `body`
/// builds in one block (before its `OpReturn`), with `caps` declared.
fn one_function(
    caps: &[rspirv::spirv::Capability],
    body: impl FnOnce(&mut rspirv::dr::Builder) -> Result<(), rspirv::dr::Error>,
) -> Result<Vec<u32>, rspirv::dr::Error> {
    let mut b = rspirv::dr::Builder::new();
    b.capability(rspirv::spirv::Capability::Shader);
    for &c in caps {
        b.capability(c);
    }
    b.memory_model(
        rspirv::spirv::AddressingModel::Logical,
        rspirv::spirv::MemoryModel::GLSL450,
    );
    let void = b.type_void();
    let fnt = b.type_function(void, []);
    b.begin_function(void, None, rspirv::spirv::FunctionControl::NONE, fnt)?;
    b.begin_block(None)?;
    body(&mut b)?;
    b.ret()?;
    b.end_function()?;
    Ok(rspirv::binary::Assemble::assemble(&b.module()))
}

/// The check itself: a narrowing `OpUConvert` and a conversion of an
/// unguarded value are both reported.
#[test]
fn violations_are_found() -> TestResult {
    let words = one_function(&[rspirv::spirv::Capability::Int64], |b| {
        let u32t = b.type_int(32, 0);
        let u64t = b.type_int(64, 0);
        let f32t = b.type_float(32, None);
        let big = b.constant_bit64(u64t, 1 << 40);
        let x = b.constant_bit32(f32t, 0x7fc0_0000);
        b.u_convert(u32t, None, big)?;
        b.convert_f_to_u(u32t, None, x)?;
        Ok(())
    })?;
    let v = violations(&words);
    assert_eq!(v.len(), 2, "{v:?}");
    assert!(v[0].starts_with("UConvert from 64 to 32 bits"), "{v:?}");
    assert!(v[1].starts_with("ConvertFToU"), "{v:?}");
    Ok(())
}

/// f16 results of f32/f64 ops and casts, `math.abs` on every float type,
/// and the narrow integer ops that can leave their width.
const BIT_FORMS: &str = r#"module t
exports { @bit_forms }
imports { }
digest "0000000000000000"

gpu fn @bit_forms(%hs: gpu.TBuffer<f16>, %fs: gpu.TBuffer<f32>, %ds: gpu.TBuffer<f64>, %bs: gpu.TBuffer<bf16>, %is: gpu.TBuffer<i8>, %us: gpu.TBuffer<u16>, %oh: gpu.TBuffer<f16>, %of: gpu.TBuffer<f32>, %od: gpu.TBuffer<f64>, %ob: gpu.TBuffer<bf16>, %oi: gpu.TBuffer<i8>, %ou: gpu.TBuffer<u16>) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    %h: f16 = gpu.buffer_load<f16> { buf=%hs, idx=%i }
    %f: f32 = gpu.buffer_load<f32> { buf=%fs, idx=%i }
    %d: f64 = gpu.buffer_load<f64> { buf=%ds, idx=%i }
    %b: bf16 = gpu.buffer_load<bf16> { buf=%bs, idx=%i }
    %x: i8 = gpu.buffer_load<i8> { buf=%is, idx=%i }
    %y: u16 = gpu.buffer_load<u16> { buf=%us, idx=%i }
    %hf: f16 = cast<f32, f16> { v=%f }
    %hd: f16 = cast<f64, f16> { v=%d }
    %hb: f16 = cast<bf16, f16> { v=%b }
    %q: f16 = f.div { lhs=%h, rhs=%hf }
    %r: f16 = f.rem { lhs=%q, rhs=%hd }
    %s: f16 = math.sqrt { v=%r }
    %m: f16 = math.fma { a=%s, b=%hb, c=%h }
    %ah: f16 = math.abs { v=%m }
    gpu.buffer_store<f16> { buf=%oh, idx=%i, v=%ah }
    %af: f32 = math.abs { v=%f }
    gpu.buffer_store<f32> { buf=%of, idx=%i, v=%af }
    %ad: f64 = math.abs { v=%d }
    gpu.buffer_store<f64> { buf=%od, idx=%i, v=%ad }
    %ab: bf16 = math.abs { v=%b }
    gpu.buffer_store<bf16> { buf=%ob, idx=%i, v=%ab }
    %x1: i8 = i.mul { lhs=%x, rhs=const.i8 -1 }
    %x2: i8 = i.sub { lhs=const.i8 0, rhs=%x1 }
    %x3: i8 = i.add { lhs=%x2, rhs=%x }
    %x4: i8 = i.shl { lhs=%x3, rhs=const.i8 9 }
    %x5: i8 = i.sdiv { lhs=%x4, rhs=%x }
    %x6: i8 = i.srem { lhs=%x5, rhs=const.i8 -1 }
    gpu.buffer_store<i8> { buf=%oi, idx=%i, v=%x6 }
    %y1: u16 = i.mul { lhs=%y, rhs=%y }
    %y2: u16 = i.srem { lhs=%y1, rhs=%y }
    %y3: u16 = i.udiv { lhs=%y2, rhs=%y }
    %wx: u16 = cast<i8, u16> { v=%x6 }
    %y4: u16 = i.add { lhs=%y3, rhs=%wx }
    gpu.buffer_store<u16> { buf=%ou, idx=%i, v=%y4 }
    ret
}
"#;

/// How many GLSL.std.450 instructions numbered `n` `words` holds.
fn glsl_count(words: &[u32], n: u32) -> Result<usize, String> {
    let m = load(words)?;
    Ok(m.functions
        .iter()
        .flat_map(|f| f.blocks.iter().flat_map(|b| b.instructions.iter()))
        .filter(|i| {
            i.class.opcode == Op::ExtInst
                && i.operands.get(1) == Some(&Operand::LiteralExtInstInteger(n))
        })
        .count())
}

/// f16 is rounded on bits, `math.abs` is an integer AND and narrow
/// integers wrap in 32 bits (ops::f16, ops::math, ops::arith), with and
/// without f64, with and without Int64 (f64's abs on its high word), and
/// the modules validate.
#[test]
fn f16_abs_and_narrow_ints_take_their_bit_forms() -> TestResult {
    use magpie_gpu::Capability;
    let without = |caps: &[Capability]| Options {
        capabilities: Options::default()
            .capabilities
            .into_iter()
            .filter(|c| !caps.contains(c))
            .collect(),
        ..Options::default()
    };
    let variants = [
        ("all", Options::default()),
        ("noi64", without(&[Capability::Int64])),
    ];
    for (name, options) in variants {
        let kernels = emit_all(BIT_FORMS, &options);
        assert_eq!(kernels.len(), 1, "{name}: the kernel emits");
        let words = &kernels[0].1;
        let failures = violations(words);
        assert!(failures.is_empty(), "{name}: {failures:?}");
        // FAbs is left only where fmod takes magnitudes (4 = FAbs)
        let m = load(words)?;
        let abs_of_loads = m
            .functions
            .iter()
            .flat_map(|f| f.blocks.iter().flat_map(|b| b.instructions.iter()))
            .filter(|i| i.class.opcode == Op::BitwiseAnd)
            .count();
        assert!(abs_of_loads >= 4, "{name}: {abs_of_loads} ANDs");
        if let Some(Err(e)) = spirv_val(words, &format!("bit_forms_{name}")) {
            return Err(format!("{name}: spirv-val:\n{e}").into());
        }
    }
    // a kernel of abs alone has no FAbs at all
    let abs_only = BIT_FORMS
        .lines()
        .filter(|l| !l.contains(" = f.") && !l.contains(" = math.") || l.contains("math.abs"))
        .collect::<Vec<_>>()
        .join("\n")
        .replace("{ v=%m }", "{ v=%h }");
    let kernels = emit_all(&abs_only, &Options::default());
    assert_eq!(kernels.len(), 1, "the abs kernel emits:\n{abs_only}");
    assert_eq!(glsl_count(&kernels[0].1, 4)?, 0, "FAbs emitted");
    let kernels = emit_all(&abs_only, &without(&[Capability::Int64]));
    assert_eq!(
        glsl_count(&kernels[0].1, 4)?,
        0,
        "FAbs emitted without Int64"
    );
    Ok(())
}

/// The new checks find what they look for.
#[test]
fn narrow_fconvert_and_narrow_arithmetic_are_found() -> TestResult {
    use rspirv::spirv::Capability as Cap;
    let words = one_function(&[Cap::Float16, Cap::Int8], |b| {
        let u8t = b.type_int(8, 0);
        let u32t = b.type_int(32, 0);
        let f16t = b.type_float(16, None);
        let f32t = b.type_float(32, None);
        let boolt = b.type_bool();
        let x = b.constant_bit32(f32t, 0x3f80_0000);
        let c = b.constant_bit32(u8t, 7);
        b.f_convert(f16t, None, x)?;
        b.i_mul(u8t, None, c, c)?;
        b.s_convert(u32t, None, c)?;
        b.s_less_than(boolt, None, c, c)?;
        Ok(())
    })?;
    let v = violations(&words);
    assert_eq!(v.len(), 4, "{v:?}");
    assert!(v[0].starts_with("FConvert to f16"), "{v:?}");
    assert!(v[1].starts_with("IMul on 8 bits"), "{v:?}");
    assert!(v[2].starts_with("SConvert of a 8-bit integer"), "{v:?}");
    assert!(v[3].starts_with("SLessThan of a 8-bit integer"), "{v:?}");
    Ok(())
}
