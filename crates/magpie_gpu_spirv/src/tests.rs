//! `DenormPreserve` execution modes and the signed-remainder lowering: the
//! conformance kernels with float arithmetic are emitted with every width
//! preserved (and for SPIR-V 1.3, through SPV_KHR_float_controls), checked
//! for the modes, and run through `spirv-val` where it is installed.

use std::path::{Path, PathBuf};
use std::process::Command;

use magpie_mpir::{parse, verify};

use crate::{emit, DenormPreserve, Options};

fn kernel_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/kernels/in")
        .join(name)
}

/// Emits every kernel of `file` with `options`; `(kernel, disassembly,
/// words)` each.
fn emit_file(file: &str, options: &Options) -> Vec<(String, String, Vec<u32>)> {
    let src = std::fs::read_to_string(kernel_file(file)).expect("kernel file");
    let module = parse(&src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let mut out = Vec::new();
    for (fid, f) in module.functions.iter() {
        if !f.is_kernel() {
            continue;
        }
        let k = emit(&module, &info, fid, options)
            .unwrap_or_else(|e| panic!("{file}: @{}: {e}", f.name));
        out.push((f.name.clone(), k.disassemble(), k.words));
    }
    out
}

/// `spirv-val`; `None` when it is not installed.
fn spirv_val(words: &[u32], env: &str, name: &str) -> Option<Result<(), String>> {
    let dir = std::env::temp_dir().join(format!("magpie_spv_denorm_{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let file = dir.join(format!("{name}.spv"));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&file, bytes).ok()?;
    let out = Command::new("spirv-val")
        .arg("--target-env")
        .arg(env)
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

fn check_valid(words: &[u32], env: &str, name: &str) {
    if let Some(Err(e)) = spirv_val(words, env, name) {
        panic!("{name}: spirv-val --target-env {env}:\n{e}");
    }
}

const FLOAT_FILES: &[(&str, &[u32])] = &[
    ("float_arith.mp", &[32]),
    ("f64_arith.mp", &[64]),
    ("f16_arith.mp", &[16]),
    ("math_exact.mp", &[32]),
];

#[test]
fn denorm_preserve_declared_for_used_widths_and_validates() {
    for vulkan_version in [(1, 3), (1, 2), (1, 1)] {
        let options = Options {
            vulkan_version,
            denorm_preserve: DenormPreserve::ALL,
            signed_zero_inf_nan_preserve: DenormPreserve::ALL,
            ..Options::default()
        };
        let env = format!("vulkan{}.{}", vulkan_version.0, vulkan_version.1);
        for (file, widths) in FLOAT_FILES {
            for (kernel, asm, words) in emit_file(file, &options) {
                assert!(
                    asm.contains("OpCapability DenormPreserve"),
                    "{kernel}:\n{asm}"
                );
                for w in *widths {
                    assert!(
                        asm.contains(&format!("DenormPreserve {w}")),
                        "{file}: @{kernel}: no DenormPreserve {w}:\n{asm}"
                    );
                    assert!(
                        asm.contains(&format!("SignedZeroInfNanPreserve {w}")),
                        "{file}: @{kernel}: no SignedZeroInfNanPreserve {w}:\n{asm}"
                    );
                }
                assert_eq!(
                    asm.contains("SPV_KHR_float_controls"),
                    vulkan_version < (1, 2),
                    "{kernel}:\n{asm}"
                );
                check_valid(
                    &words,
                    &env,
                    &format!(
                        "{}_{kernel}_{}{}",
                        file.trim_end_matches(".mp"),
                        vulkan_version.0,
                        vulkan_version.1
                    ),
                );
            }
        }
    }
}

#[test]
fn denorm_preserve_only_for_allowed_widths() {
    let options = Options {
        denorm_preserve: DenormPreserve {
            f16: false,
            f32: true,
            f64: false,
        },
        ..Options::default()
    };
    for (_, asm, words) in emit_file("f64_arith.mp", &options) {
        assert!(!asm.contains("DenormPreserve 64"), "{asm}");
        check_valid(&words, "vulkan1.3", "f64_only32");
    }
    for (_, asm, _) in emit_file("float_arith.mp", &Options::default()) {
        assert!(!asm.contains("DenormPreserve"), "{asm}");
    }
}

#[test]
fn signed_remainder_avoids_op_srem() {
    for file in [
        "int_arith.mp",
        "int_small.mp",
        "i64_arith.mp",
        "int_edge_consts.mp",
    ] {
        for (kernel, asm, words) in emit_file(file, &Options::default()) {
            assert!(!asm.contains("OpSRem"), "{file}: @{kernel}:\n{asm}");
            check_valid(&words, "vulkan1.3", &format!("srem_{kernel}"));
        }
    }
}

/// The semantics operand of every `OpControlBarrier` of a disassembly, as
/// the constant it names.
fn barrier_semantics(asm: &str) -> Vec<u32> {
    let consts: std::collections::HashMap<&str, u32> = asm
        .lines()
        .filter_map(|l| {
            let (id, rest) = l.trim().split_once(" = OpConstant ")?;
            Some((id, rest.split_whitespace().last()?.parse().ok()?))
        })
        .collect();
    asm.lines()
        .filter_map(|l| l.trim().strip_prefix("OpControlBarrier "))
        .map(|ops| consts[ops.split_whitespace().nth(2).expect("three operands")])
        .collect()
}

#[test]
fn barriers_order_device_memory_only_after_device_writes() {
    const SHARED_ONLY: u32 = 0x8 | 0x100; // AcquireRelease | WorkgroupMemory
    const WITH_DEVICE: u32 = SHARED_ONLY | 0x40; // | UniformMemory
    let options = Options::default();
    let reduce = {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/kernels/reduce_sum.mp");
        let module = parse(&std::fs::read_to_string(path).unwrap())
            .value
            .unwrap();
        let info = verify(&module).value.unwrap();
        let k = module.function_by_name("reduce_sum").unwrap();
        emit(&module, &info, k, &options).unwrap().disassemble()
    };
    assert_eq!(barrier_semantics(&reduce), [SHARED_ONLY, SHARED_ONLY]);
    let (_, device, _) = &emit_file("barrier_device.mp", &options)[0];
    assert_eq!(barrier_semantics(device), [WITH_DEVICE]);
}

/// A `break` from an inner loop straight to the outer loop's merge (which
/// the structurizer accepts: it is the outer loop's only exit) must leave
/// the inner loop through its own merge in SPIR-V; the strict exit
/// normalisation routes it so, and the module validates.
#[test]
fn a_break_to_the_outer_merge_validates() {
    let src = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"
gpu fn @k(%o: gpu.TBuffer<u32>, %n: u32) -> unit workgroup(64, 1, 1) {
bb0:
    %i: u32 = gpu.global_id { dim=const.u32 0 }
    br bb1
bb1:
    %a: u32 = phi u32 { [bb0: const.u32 0], [bb5: %a2] }
    %amore: bool = icmp.ult { lhs=%a, rhs=%n }
    cbr %amore bb2 bb6
bb2:
    %b: u32 = phi u32 { [bb1: const.u32 0], [bb4: %b2] }
    %bmore: bool = icmp.ult { lhs=%b, rhs=%n }
    cbr %bmore bb3 bb5
bb3:
    %s: u32 = i.add { lhs=%a, rhs=%b }
    %stop: bool = icmp.eq { lhs=%s, rhs=%i }
    cbr %stop bb6 bb4
bb4:
    %b2: u32 = i.add { lhs=%b, rhs=const.u32 1 }
    br bb2
bb5:
    %a2: u32 = i.add { lhs=%a, rhs=const.u32 1 }
    br bb1
bb6:
    %r: u32 = phi u32 { [bb1: const.u32 0], [bb3: %s] }
    gpu.buffer_store<u32> { buf=%o, idx=%i, v=%r }
    ret
}
";
    let module = parse(src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let k = module.function_by_name("k").unwrap();
    let fid_info = info.function(k);
    assert!(
        magpie_gpu::structurize::structure_info(&module.functions[k], fid_info).is_ok(),
        "the structurizer accepts the two-level break as it is"
    );
    let out = emit(&module, &info, k, &Options::default()).expect("emits");
    check_valid(&out.words, "vulkan1.3", "break_to_outer_merge");
}

/// Four loads of `a` at `4g + k`, two stores to `b` at `2g + k`, four
/// stores and four loads of a shared array at `4t + k`.
const NEIGHBOURS: &str = "module t\nexports { @k }\nimports { }\ndigest \"0000000000000000\"\n\
gpu fn @k(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>) -> unit workgroup(64, 1, 1) {
bb0:
    %g: u32 = gpu.global_id { dim=const.u32 0 }
    %l: u32 = gpu.thread_id { dim=const.u32 0 }
    %i0: u32 = i.mul { lhs=%g, rhs=const.u32 4 }
    %i1: u32 = i.add { lhs=%i0, rhs=const.u32 1 }
    %i2: u32 = i.add { lhs=%i0, rhs=const.u32 2 }
    %i3: u32 = i.add { lhs=%i0, rhs=const.u32 3 }
    %x2: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i2 }
    %x0: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i0 }
    %x3: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i3 }
    %x1: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i1 }
    %t: ptr = gpu.shared<256, f32>
    %l0: u32 = i.mul { lhs=%l, rhs=const.u32 4 }
    %l1: u32 = i.add { lhs=%l0, rhs=const.u32 1 }
    %l2: u32 = i.add { lhs=%l0, rhs=const.u32 2 }
    %l3: u32 = i.add { lhs=%l0, rhs=const.u32 3 }
    gpu.buffer_store<f32> { buf=%t, idx=%l0, v=%x3 }
    gpu.buffer_store<f32> { buf=%t, idx=%l1, v=%x2 }
    gpu.buffer_store<f32> { buf=%t, idx=%l2, v=%x1 }
    gpu.buffer_store<f32> { buf=%t, idx=%l3, v=%x0 }
    gpu.barrier
    %y0: f32 = gpu.buffer_load<f32> { buf=%t, idx=%l0 }
    %y1: f32 = gpu.buffer_load<f32> { buf=%t, idx=%l1 }
    %y2: f32 = gpu.buffer_load<f32> { buf=%t, idx=%l2 }
    %y3: f32 = gpu.buffer_load<f32> { buf=%t, idx=%l3 }
    %s0: f32 = f.add { lhs=%y0, rhs=%y1 }
    %s1: f32 = f.add { lhs=%y2, rhs=%y3 }
    %j0: u32 = i.mul { lhs=%g, rhs=const.u32 2 }
    %j1: u32 = i.add { lhs=%j0, rhs=const.u32 1 }
    gpu.buffer_store<f32> { buf=%b, idx=%j1, v=%s1 }
    gpu.buffer_store<f32> { buf=%b, idx=%j0, v=%s0 }
    ret
}
";

/// `@k` of [`NEIGHBOURS`] emitted with `options`: its disassembly and words.
fn emit_neighbours(options: &Options) -> (String, Vec<u32>) {
    emit_k(NEIGHBOURS, options)
}

/// `@k` of `text` emitted with `options`: its disassembly and words.
fn emit_k(text: &str, options: &Options) -> (String, Vec<u32>) {
    let module = parse(text).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let fid = module.function_by_name("k").expect("@k");
    let k = emit(&module, &info, fid, options).expect("emits");
    (k.disassemble(), k.words)
}

/// A disassembly as words per line, with the ids of f32 and its vectors.
struct F32Ops {
    lines: Vec<Vec<String>>,
    f32t: String,
    v4: String,
    v2: String,
}

impl F32Ops {
    fn new(asm: &str) -> F32Ops {
        let lines: Vec<Vec<String>> = asm
            .lines()
            .map(|l| l.split_whitespace().map(str::to_string).collect())
            .collect();
        // the id that `%id = <op> <args..>` defines
        let id_of = |op: &str, args: &[&str]| {
            lines
                .iter()
                .find(|w| w.len() == 3 + args.len() && w[2] == op && w[3..] == *args)
                .map(|w| w[0].clone())
                .unwrap_or_else(|| panic!("no {op} {args:?}:\n{asm}"))
        };
        let f32t = id_of("OpTypeFloat", &["32"]);
        let v4 = id_of("OpTypeVector", &[&f32t, "4"]);
        let v2 = id_of("OpTypeVector", &[&f32t, "2"]);
        F32Ops {
            lines,
            f32t,
            v4,
            v2,
        }
    }

    /// Instructions `op` whose result type is `ty`.
    fn count(&self, op: &str, ty: &str) -> usize {
        self.lines
            .iter()
            .filter(|w| w.len() > 3 && w[2] == op && w[3] == ty)
            .count()
    }

    fn stores(&self) -> usize {
        self.lines
            .iter()
            .filter(|w| w.first().is_some_and(|o| o == "OpStore"))
            .count()
    }

    /// The variables decorated `Binding n`.
    fn bound(&self, n: &str) -> Vec<&str> {
        self.lines
            .iter()
            .filter(|w| w.len() == 4 && w[0] == "OpDecorate" && w[2] == "Binding" && w[3] == n)
            .map(|w| w[1].as_str())
            .collect()
    }
}

/// The storage-buffer accesses of [`NEIGHBOURS`] become one `vec4` load
/// and one `vec2` store through vector views of the two buffers (each
/// bound where the buffer is; as each buffer is reached only through its
/// view, nothing is `Aliased`); without explicit workgroup layout the
/// shared array is an array of 64 `vec4`s, its four stores and four loads
/// one of each.
#[test]
fn neighbouring_accesses_of_a_storage_buffer_are_one_vector_access() {
    let (asm, words) = emit_neighbours(&Options::default());
    let ops = F32Ops::new(&asm);
    assert_eq!(ops.count("OpLoad", &ops.v4), 2, "{asm}");
    assert_eq!(ops.count("OpLoad", &ops.f32t), 0, "{asm}");
    assert_eq!(ops.count("OpCompositeConstruct", &ops.v2), 1, "{asm}");
    assert_eq!(ops.count("OpCompositeConstruct", &ops.v4), 1, "{asm}");
    // 1 vec4 store to the shared array, 1 vec2 store to b
    assert_eq!(ops.stores(), 2, "{asm}");
    assert!(
        ops.lines
            .iter()
            .any(|w| w.len() == 5 && w[2] == "OpTypeArray" && w[3] == ops.v4),
        "the shared array holds vec4s:\n{asm}"
    );
    for binding in ["0", "1"] {
        let vars = ops.bound(binding);
        assert_eq!(vars.len(), 2, "{binding}: the buffer and its view:\n{asm}");
    }
    assert!(!asm.contains("Aliased"), "{asm}");
    assert!(!asm.contains("WorkgroupMemoryExplicitLayout"), "{asm}");
    check_valid(&words, "vulkan1.3", "vector_views");
}

/// A buffer reached both through its `vec4` view and as scalars keeps
/// both variables `Aliased`; the other buffer, reached only through its
/// `vec2` view, has neither.
#[test]
fn a_buffer_reached_two_ways_is_aliased() {
    let text = NEIGHBOURS.replace(
        "    gpu.buffer_store<f32> { buf=%b, idx=%j1, v=%s1 }",
        "    %x9: f32 = gpu.buffer_load<f32> { buf=%a, idx=%g }\n    \
         %s2: f32 = f.add { lhs=%s1, rhs=%x9 }\n    \
         gpu.buffer_store<f32> { buf=%b, idx=%j1, v=%s2 }",
    );
    assert_ne!(text, NEIGHBOURS);
    let (asm, words) = emit_k(&text, &Options::default());
    let ops = F32Ops::new(&asm);
    // a's vec4 and the shared array's.
    assert_eq!(ops.count("OpLoad", &ops.v4), 2, "{asm}");
    let aliased = |binding: &str| -> Vec<bool> {
        ops.bound(binding)
            .iter()
            .map(|v| asm.contains(&format!("OpDecorate {v} Aliased")))
            .collect()
    };
    assert_eq!(aliased("0"), [true, true], "{asm}");
    assert_eq!(aliased("1"), [false, false], "{asm}");
    check_valid(&words, "vulkan1.3", "vector_views_aliased");
}

/// With explicit workgroup layout the shared array's four stores and four
/// loads are one `vec4` store and one `vec4` load through a view; SPIR-V
/// 1.3 (Vulkan 1.1) has no such layout and declares the array as `vec4`s
/// instead.
#[test]
fn neighbouring_shared_accesses_are_one_vector_access_with_explicit_layout() {
    let options = Options {
        workgroup_explicit_layout: true,
        ..Options::default()
    };
    let (asm, words) = emit_neighbours(&options);
    let ops = F32Ops::new(&asm);
    assert_eq!(ops.count("OpLoad", &ops.v4), 2, "{asm}");
    assert_eq!(ops.count("OpLoad", &ops.f32t), 0, "{asm}");
    assert_eq!(ops.count("OpCompositeConstruct", &ops.v4), 1, "{asm}");
    assert_eq!(ops.stores(), 2, "{asm}");
    assert!(
        asm.contains("OpCapability WorkgroupMemoryExplicitLayoutKHR"),
        "{asm}"
    );
    check_valid(&words, "vulkan1.3", "shared_vector_views");

    let old = Options {
        vulkan_version: (1, 1),
        ..options
    };
    let (asm, words) = emit_neighbours(&old);
    let ops = F32Ops::new(&asm);
    assert_eq!(ops.count("OpLoad", &ops.f32t), 0, "{asm}");
    assert_eq!(ops.count("OpLoad", &ops.v4), 2, "{asm}");
    assert!(!asm.contains("WorkgroupMemoryExplicitLayout"), "{asm}");
    check_valid(&words, "vulkan1.1", "shared_vectors_spirv13");
}

/// A shared array of `vec4`s also serves accesses no group covers: each
/// takes component `i & 3` of element `i >> 2`. An array an atomic
/// touches keeps its scalar form (a group elsewhere notwithstanding).
#[test]
fn shared_vectors_take_components_and_skip_atomics() {
    let one_more = NEIGHBOURS.replace(
        "    %s1: f32 = f.add { lhs=%y2, rhs=%y3 }",
        "    %y4: f32 = gpu.buffer_load<f32> { buf=%t, idx=%g }\n    \
         %s1: f32 = f.add { lhs=%y2, rhs=%y4 }",
    );
    assert_ne!(one_more, NEIGHBOURS);
    let (asm, words) = emit_k(&one_more, &Options::default());
    let ops = F32Ops::new(&asm);
    // The group's vec4 loads (a's, the shared array's), the scalar one
    // through a two-index chain into the array.
    assert_eq!(ops.count("OpLoad", &ops.v4), 2, "{asm}");
    assert_eq!(ops.count("OpLoad", &ops.f32t), 1, "{asm}");
    let two_index_chains = ops
        .lines
        .iter()
        .filter(|w| w.len() == 6 && w[2] == "OpAccessChain")
        .count();
    assert!(two_index_chains >= 1, "{asm}");
    check_valid(&words, "vulkan1.3", "shared_vector_component");

    let atomic = NEIGHBOURS
        .replace("gpu.shared<256, f32>", "gpu.shared<256, u32>")
        .replace(
            "    gpu.buffer_store<f32> { buf=%t, idx=%l0, v=%x3 }\n\
             \x20   gpu.buffer_store<f32> { buf=%t, idx=%l1, v=%x2 }\n\
             \x20   gpu.buffer_store<f32> { buf=%t, idx=%l2, v=%x1 }\n\
             \x20   gpu.buffer_store<f32> { buf=%t, idx=%l3, v=%x0 }\n",
            "    gpu.buffer_store<u32> { buf=%t, idx=%l0, v=const.u32 1 }\n\
             \x20   gpu.buffer_store<u32> { buf=%t, idx=%l1, v=const.u32 2 }\n\
             \x20   gpu.buffer_store<u32> { buf=%t, idx=%l2, v=const.u32 3 }\n\
             \x20   gpu.buffer_store<u32> { buf=%t, idx=%l3, v=const.u32 4 }\n\
             \x20   %old: u32 = gpu.atomic.add<u32> { buf=%t, idx=%l, v=const.u32 1 }\n",
        )
        .replace(
            "    %y0: f32 = gpu.buffer_load<f32> { buf=%t, idx=%l0 }\n\
             \x20   %y1: f32 = gpu.buffer_load<f32> { buf=%t, idx=%l1 }\n\
             \x20   %y2: f32 = gpu.buffer_load<f32> { buf=%t, idx=%l2 }\n\
             \x20   %y3: f32 = gpu.buffer_load<f32> { buf=%t, idx=%l3 }\n",
            "    %y0: f32 = cast<u32, f32> { v=%old }\n\
             \x20   %y1: f32 = f.add { lhs=%x0, rhs=%x1 }\n\
             \x20   %y2: f32 = f.add { lhs=%x2, rhs=%x3 }\n\
             \x20   %y3: f32 = f.add { lhs=%x0, rhs=%x3 }\n",
        );
    assert!(atomic.contains("gpu.atomic.add"), "{atomic}");
    assert!(
        !atomic.contains("gpu.buffer_load<f32> { buf=%t"),
        "{atomic}"
    );
    let module = parse(&atomic).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let fid = module.function_by_name("k").expect("@k");
    let k = emit(&module, &info, fid, &Options::default()).expect("emits");
    let asm = k.disassemble();
    let ops = F32Ops::new(&asm);
    let u4_array = ops.lines.iter().any(|w| {
        w.len() == 5
            && w[2] == "OpTypeArray"
            && ops
                .lines
                .iter()
                .any(|d| d[0] == w[3] && d.get(2).is_some_and(|o| o == "OpTypeVector"))
            && w[3] != ops.v4
    });
    assert!(!u4_array, "the atomic's array stays scalar:\n{asm}");
    check_valid(&words, "vulkan1.3", "shared_atomic_scalar");
}

/// Under `noalias` the buffer [`NEIGHBOURS`] only reads is `NonWritable`
/// (its variable and its `vec4` view), the one it writes is not; without
/// `noalias` nothing is, as the kernel writes a buffer that may be the
/// same memory.
#[test]
fn read_only_buffers_are_non_writable_under_noalias() {
    let marked = |options: &Options| -> (Vec<bool>, Vec<bool>) {
        let (asm, words) = emit_neighbours(options);
        check_valid(&words, "vulkan1.3", "non_writable");
        let ops = F32Ops::new(&asm);
        let of = |binding: &str| -> Vec<bool> {
            ops.bound(binding)
                .iter()
                .map(|v| asm.contains(&format!("OpDecorate {v} NonWritable")))
                .collect()
        };
        (of("0"), of("1"))
    };
    let noalias = Options {
        noalias: true,
        ..Options::default()
    };
    assert_eq!(marked(&noalias), (vec![true, true], vec![false, false]));
    assert_eq!(
        marked(&Options::default()),
        (vec![false, false], vec![false, false])
    );
}
