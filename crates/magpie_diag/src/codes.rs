//! Every diagnostic code, with its severity, title and explanation.
//!
//! `MPG_*` codes are the specification's (§13); `MPP*` are parse errors and
//! `MPS*` verifier errors of the kernel text. A code is added here and nowhere
//! else; `magpie-gpu explain CODE` prints its explanation.
//!
//! An explanation is one paragraph of prose (what triggers the code, why it
//! matters, how to fix it), optionally followed by example lines of kernel text,
//! each starting with a newline and four spaces. [`crate::render_explain`] wraps
//! the prose and prints the example lines as they are.

use crate::code::{Code, CodeInfo};
use crate::Severity::{self, Error, Note, Warning};

macro_rules! codes {
    ($( $id:ident, $sev:expr, $title:literal, $expl:literal; )*) => {
        $(
            #[allow(non_upper_case_globals)]
            pub const $id: Code = Code(&CodeInfo {
                name: stringify!($id),
                severity: $sev,
                title: $title,
                explanation: $expl,
            });
        )*
        /// Every code, in the order of the specification's tables.
        pub const ALL: &[Code] = &[$($id),*];
    };
}

codes! {
    // ---- parse (MPP) ----
    MPP0001, Error, "Unexpected token",
        "The parser found a token that cannot appear at this point of a declaration, \
         block or instruction: for example a missing `=` after `%x: u32`, a missing comma \
         between operands, or an instruction where a block label or terminator was \
         expected. Kernel text follows a fixed grammar (KERNEL_LANGUAGE.md), and the parser \
         reports what it expected instead of guessing what was meant. Compare the line \
         with the instruction form `%name: TYPE = OP { key=V, ... }` and with the \
         terminators `ret`, `br bbN`, `cbr V bbT bbF`, `switch` and `unreachable`. A \
         well-formed instruction looks like this:\n\
         \n    %sum: f32 = f.add { lhs=%x, rhs=%y }";
    MPP0002, Error, "Invalid character or unterminated literal",
        "The lexer met a character that starts no token (such as `$` or `#` outside a \
         comment), a string literal whose closing `\"` is missing, or a comment that \
         never ends. Nothing after such a point can be read reliably, so the rest of the \
         token is reported rather than guessed. Comments start with `;` and run to the \
         end of the line; strings (the `digest` and the attributes of `gpu.target.is` and \
         `gpu.target.has`) are written in double quotes and must be closed. Remove the \
         stray character or close the string:\n\
         \n    %has_sg: pred = gpu.target.has { cap=\"subgroups\" }";
    MPP0003, Error, "Unknown operation",
        "The name of an instruction is not an operation of the kernel language nor one of \
         its accepted aliases. Each op is one row of the op table, which the parser, the \
         printer, the verifier and every backend read, so an op missing from it could be \
         neither typed nor emitted. Check the spelling against KERNEL_LANGUAGE.md: integer \
         ops are `i.*`, float ops `f.*`, comparisons `icmp.*` and `fcmp.*`, GPU intrinsics \
         `gpu.*`, math `math.*`. Host-only Magpie ops such as `arr.new` are recognised and \
         reported as MPG_CORE_1100 to MPG_CORE_1102 instead. For example `f.addf` is not an \
         op; write:\n\
         \n    %y: f32 = f.add { lhs=%x, rhs=const.f32 1.0 }";
    MPP0004, Error, "Invalid literal",
        "A numeric literal is malformed (`0x` with no digits, `1.2.3`, an unknown suffix \
         such as `1.0f31`), or its value does not fit the type it is written for \
         (`const.u8 256`, `const.i32 3000000000`). Constants are stored exactly in their \
         type's encoding, so the compiler rejects a value it would otherwise have to \
         truncate or wrap silently. Integers are decimal or `0x` hexadecimal, floats are \
         `D.D` with an optional glued suffix (`1.0f32`), and `bool` constants are `true` \
         or `false`. Write a value within the type's range, or use a wider type:\n\
         \n    %big: u64 = i.add { lhs=%x, rhs=const.u64 3000000000 }";
    MPP0005, Error, "Unknown type",
        "A type position names a type that is neither a primitive (`bool`, `i8` to `i64`, \
         `u8` to `u64`, `f16`, `bf16`, `f32`, `f64`, `unit`), a GPU type \
         (`gpu.TBuffer<T>`, `rawptr<T>`, `ptr`, `pred`) nor a struct declared in the \
         module. A value's type decides its layout and which operations apply to it, so \
         the compiler cannot go on with a name it does not know. The host types `Str`, \
         `Array`, `Map` and `TCallable` are known and reported as MPG_CORE_1104 to \
         MPG_CORE_1107 instead. Check the spelling (`f32`, not `float`) and declare your \
         structs in the same module:\n\
         \n    value struct TPair { field a: f32 field b: f32 }\
         \n    gpu fn @k(%pairs: gpu.TBuffer<TPair>) -> unit target(spv) { ... }";
    MPP0006, Error, "Missing, unknown or repeated operand key",
        "The `{ key=V, ... }` list of an operation lacks a key the op requires, names a \
         key the op does not have, or gives the same key twice. Each op's keys are fixed \
         by the op table (`i.add` takes `lhs` and `rhs`, `gpu.buffer_store<T>` takes \
         `buf`, `idx` and `v`) and may be written in any order, so a missing or doubled \
         key is always a mistake, never a question of position. The spec's aliases `a` \
         and `b` are accepted for `lhs` and `rhs`. Give every key exactly once:\n\
         \n    gpu.buffer_store<f32> { buf=%out, idx=%gid, v=%y }";
    MPP0007, Error, "Invalid or repeated declaration clause",
        "A clause after a `gpu fn` signature is malformed or repeated: `target(...)` \
         given twice, a backend name other than `spv`, `msl`, `ptx`, `hip` or `wgsl`, or \
         `workgroup(...)` with other than three sizes. Clauses may come in any order, but \
         each states one property of the kernel, and two of them could contradict each \
         other. Name one home backend and give all three workgroup dimensions, with 1 for \
         the unused ones (§5.4):\n\
         \n    gpu fn @k(%buf: gpu.TBuffer<f32>) -> unit target(ptx) workgroup(256, 1, 1) { ... }";
    MPP0008, Error, "Unbalanced braces",
        "A `{` has no matching `}` before the end of the file, or a `}` closes nothing. \
         The kernel compiler skips host declarations (`fn`, `async fn`, `sig`, `impl`, \
         globals) by matching their braces without parsing their bodies, so an unclosed \
         brace there would silently swallow every declaration after it, kernels \
         included; the compiler stops with this error instead. The label points at the \
         brace that is never closed. Check that every block has its closing `}`; the \
         usual cause is a brace lost while editing the end of a function.";
    MPP0009, Note, "Host declaration skipped",
        "The file contains host declarations (`fn`, `async fn`, `sig`, `impl` or \
         globals), which the kernel compiler skipped by brace matching without checking \
         them. They belong to the host program, which the Magpie compiler builds; \
         magpie-gpu reads only `gpu fn`, `unsafe gpu fn` and struct declarations. This \
         note is given once per file and is not a problem: it only says that mistakes in \
         host code are not reported here. To avoid it, keep kernels in a file of their \
         own.";
    MPP0010, Error, "Module header out of order",
        "The header lines `module`, `exports`, `imports` and `digest` must come first, \
         once each and in that order; one of them is repeated, out of order, or written \
         after a declaration. The header gives the module its identity (dotted path, \
         exported kernels, digest), and a second `module` or `exports` line would make \
         that identity ambiguous. A file may also start directly with declarations and \
         is then an anonymous module. Write the header like this:\n\
         \n    module demo.kernels\
         \n    exports { @kernel_add }\
         \n    imports { }\
         \n    digest \"0000000000000000\"";
    MPP0011, Error, "Input file is not UTF-8 text",
        "A kernel file given to `check`, `emit`, `run` or another command that reads \
         kernel text contains a byte sequence that is not valid UTF-8, so it cannot be \
         read as text at all; the message names the file and the byte offset of the first \
         invalid byte. Kernel text is UTF-8 (plain ASCII is fine), and a file in another \
         encoding such as Latin-1 or UTF-16, a binary file, or a file cut in the middle of \
         a multi-byte character would otherwise be misread rather than reported. Look at \
         the bytes around the offset (for example with `xxd -s OFFSET -l 16 FILE`) and \
         save the file as UTF-8, or pass the kernel text file instead of a binary.";
    // ---- verify (MPS) ----
    MPS0001, Error, "Invalid operand",
        "An operand has an acceptable type but a form or value the op does not accept. \
         The common case is the `dim` of `gpu.global_id`, `gpu.thread_id`, \
         `gpu.workgroup_id`, `gpu.workgroup_size` or `gpu.num_workgroups`, which must be \
         a `const.u32` literal 0, 1 or 2, not a value computed at run time and not 3 or \
         more. Every backend maps the dimension to a fixed built-in component (`x`, `y` \
         or `z` of `GlobalInvocationId`, `threadIdx`, `thread_position_in_grid`; §3.4), \
         so it must be known when the kernel is compiled. Write the dimension as a \
         literal:\n\
         \n    %gid_y: u32 = gpu.global_id { dim=const.u32 1 }";
    MPS0002, Error, "Undefined value",
        "A `%name` is used, but no parameter and no instruction of this function defines \
         it. Values are local to their function: a value defined in another `gpu fn` is \
         not visible here, and a misspelt name is the usual cause. Define the value \
         before its use, or pass it in as a parameter:\n\
         \n    %gid: u32 = gpu.global_id { dim=const.u32 0 }\
         \n    %x: f32 = gpu.buffer_load<f32> { buf=%in, idx=%gid }";
    MPS0003, Error, "Value defined more than once",
        "Two instructions, or a parameter and an instruction, define the same `%name`. \
         The kernel IR is in SSA form: each value is defined exactly once, which lets the \
         verifier, the optimiser and every backend treat a name as one fixed value. The \
         secondary label points at the first definition. Give the new value a new name; \
         to merge values computed on different paths, use a `phi` in the block where the \
         paths join:\n\
         \n    bb3:\
         \n      %v: f32 = phi f32 { [bb1:%a], [bb2:%b] }";
    MPS0004, Error, "Use not dominated by its definition",
        "A value is used in a block that can be reached without passing through its \
         definition, or earlier in the same block than its definition. On some path the \
         use would read a value that was never computed, which SSA forbids. A `phi` is \
         different: its incoming value need not dominate the phi itself, only the end of \
         the predecessor edge it is listed with. Compute the value in a block \
         that dominates every use (the entry block, for instance), or merge the values of \
         each path with a phi:\n\
         \n    bb3:\
         \n      %r: u32 = phi u32 { [bb1:%a], [bb2:%b] }";
    MPS0005, Error, "Operand type mismatch",
        "An operand does not have the type the op requires: the two sides of a binary \
         op differ (`i.add` of a `u32` and an `i32`), a float op is given an integer, a \
         `cbr` condition is neither `bool` nor `pred`, or a stored value differs from the \
         buffer's element type. The kernel language has no implicit conversions, because \
         backends would each convert differently; every conversion is a `cast`, whose \
         meaning SEMANTICS.md defines once for all backends. Convert explicitly:\n\
         \n    %nf: f32 = cast<u32, f32> { v=%n }\
         \n    %scaled: f32 = f.mul { lhs=%x, rhs=%nf }";
    MPS0006, Error, "Result type mismatch",
        "The type written after `%name:` differs from the type the operation produces, \
         for example `%c: u32 = icmp.ult { ... }` (comparisons produce `bool`) or \
         `%x: f32 = gpu.buffer_load<f16> { ... }`. The declared type is a check, not a \
         conversion: the verifier compares it with the op's typing rule so that a wrong \
         assumption is caught where it is written. Declare the op's own result type, and \
         `cast` afterwards if another type is needed:\n\
         \n    %in_bounds: bool = icmp.ult { lhs=%gid, rhs=%n }";
    MPS0007, Error, "Unknown block label",
        "A `br`, `cbr`, `switch` or `phi` names a block label that no block of this \
         function defines. Block labels are local to their function, so a branch cannot \
         reach into another function, and a misspelt label is the usual cause. Fix the \
         label or add the missing block; every block ends with exactly one terminator:\n\
         \n    cbr %in_bounds bb1 bb2\
         \n    bb1:\
         \n      br bb2\
         \n    bb2:\
         \n      ret";
    MPS0008, Error, "Block label defined more than once",
        "Two blocks of one function have the same label. Branches and phis name blocks \
         by label, so every reference to a duplicated label would be ambiguous. The \
         secondary label points at the first block with that name. Rename one of the \
         blocks and update the branches and phis that should refer to it.";
    MPS0009, Error, "Phi incoming edges do not match predecessors",
        "A `phi` must list exactly one incoming value for each predecessor of its block \
         (each block whose terminator branches to it) and no other block. A missing \
         entry leaves the value undefined on that path, and an entry for a block that \
         does not branch here can never be taken, a sign that the control flow is not \
         what the author assumed. After changing branches, update the phis of the blocks \
         they reach. For a block reached from `bb1` and `bb2`:\n\
         \n    bb3:\
         \n      %v: f32 = phi f32 { [bb1:%a], [bb2:%b] }";
    MPS0010, Error, "Phi after a non-phi instruction",
        "All `phi` instructions of a block must come before its other instructions. A \
         phi chooses its value on entry to the block, according to the edge taken; \
         after another instruction it would have no such meaning, and backends turn \
         phis into assignments at the end of each predecessor block (§7.2). Move the phis \
         to the top of the block:\n\
         \n    bb3:\
         \n      %v: f32 = phi f32 { [bb1:%a], [bb2:%b] }\
         \n      %w: f32 = f.mul { lhs=%v, rhs=%v }";
    MPS0011, Error, "Unknown function",
        "A `call` or `call_void` names a function that is not a `gpu fn` of this module. \
         A kernel can only call device code that is compiled with it for every backend; \
         host functions, which the kernel compiler skips, cannot be called from a \
         kernel. Fix the name, or declare the callee as a `gpu fn` in the same module:\n\
         \n    gpu fn @square(%x: f32) -> f32 target(spv) {\
         \n    bb0:\
         \n      %y: f32 = f.mul { lhs=%x, rhs=%x }\
         \n      ret %y\
         \n    }";
    MPS0012, Error, "Call argument count mismatch",
        "A call passes more or fewer arguments than the callee has parameters. The \
         arguments of `call @f { k=V, ... }` are taken in the order written, one per \
         parameter; the keys are there for the reader and are not matched against \
         parameter names. Pass exactly one value per parameter, in the callee's order:\n\
         \n    %y: f32 = call @square { x=%v }";
    MPS0013, Error, "Call argument type mismatch",
        "An argument's type differs from the type of the parameter it is passed to. As \
         with every other operand there is no implicit conversion, because each \
         conversion must be written in the kernel for every backend to reproduce it \
         exactly. Convert the argument with `cast` before the call, or change the \
         parameter's type:\n\
         \n    %vf: f32 = cast<i32, f32> { v=%i }\
         \n    %y: f32 = call @square { x=%vf }";
    MPS0014, Error, "Call form does not match the callee's return type",
        "`call` produces a value, so its callee must return one; `call_void` is for \
         callees that return `unit`. A `call` of a unit function would define a value \
         with no type, and a `call_void` of a function returning a value would drop \
         that value without saying so. Choose the form by the callee's return type:\n\
         \n    %y: f32 = call @square { x=%v }\
         \n    call_void @record { x=%v }";
    MPS0015, Error, "Return value does not match the function's return type",
        "A `ret` returns a value of the wrong type, returns a value from a function \
         declared `-> unit`, or returns nothing from a function that declares a result \
         type. Callers and backends rely on the declared signature, so every `ret` must \
         agree with it. Kernels, which return `unit`, end with a bare `ret`; device \
         functions return a value of their declared type:\n\
         \n    ret          ; in a kernel (-> unit)\
         \n    ret %y       ; in gpu fn @square(%x: f32) -> f32";
    MPS0016, Error, "Name defined more than once",
        "Two functions, two structs, two fields of one struct or two parameters of one \
         function have the same name. These names identify items in calls, `new`, \
         `getfield`, the bundle's kernel table and the host's launch API, so each must \
         be unique where it is declared. The secondary label points at the first \
         definition. Rename one of the two.";
    MPS0017, Error, "Unknown struct or field",
        "`new TName { ... }` names a struct the module does not declare or a field the \
         struct does not have, or `getfield { obj=V, field=f }` reads a field that the \
         struct type of `V` lacks (or `V` is not a struct at all). Fields are matched by \
         name against the `value struct` declaration, so a misspelt field is never \
         silently another one. Check the names against the declaration:\n\
         \n    value struct TPair { field a: f32 field b: f32 }\
         \n    %p: TPair = new TPair { a=%x, b=%y }\
         \n    %b: f32 = getfield { obj=%p, field=b }";
    MPS0018, Error, "Invalid switch",
        "A `switch` must branch on an integer value, with each `case` literal written \
         once and within the range of the value's type. A float or struct cannot be \
         compared exactly on every backend, a repeated case leaves unclear which block \
         runs, and a case outside the type's range (`case 300` on a `u8`) can never \
         match, which points to a mistake. Write for example:\n\
         \n    switch %mode { case 0 -> bb1 case 1 -> bb2 } else bb3";
    MPS0019, Error, "Invalid use of a predicate",
        "A `pred` value (from `gpu.target.is` or `gpu.target.has`) is stored, compared, \
         passed to a call, returned, merged by a `phi`, or used as an ordinary operand. \
         Predicates are resolved late: when a kernel is specialized for a concrete \
         device each one becomes a constant, exactly one branch survives and no run-time \
         test remains. That is only guaranteed when a predicate flows straight into a \
         `cbr` condition, possibly through `pred.and`, `pred.or` and `pred.not`, the same \
         restriction Clang places on AMD's late-resolved feature predicates. Branch on \
         the predicate and do the work in the branches:\n\
         \n    %has_sg: pred = gpu.target.has { cap=\"subgroups\" }\
         \n    cbr %has_sg bb1 bb2";
    MPS0020, Error, "Function has no blocks",
        "A `gpu fn` has an empty body. Every function needs at least an entry block (the \
         first block, where execution starts), and every block ends with a terminator, \
         so an empty body has no defined behaviour. The smallest valid kernel body is:\n\
         \n    bb0:\
         \n      ret";
    MPS0021, Warning, "Unreachable block",
        "No path from the entry block reaches this block, so its instructions can never \
         run. It is only a warning, since dead code is harmless and the block is still \
         checked, but it often reveals a branch to the wrong label. Remove the block, or \
         fix the branch that was meant to reach it.";
    MPS0022, Error, "Invalid struct field type",
        "A `value struct` field has a type other than a primitive or another value \
         struct (a buffer, `ptr`, `pred`, a `heap struct`, a host type), or value structs \
         contain each other in a cycle (`TA` holds a `TB` that holds a `TA`). Value \
         structs are copied by value between host and device and laid out identically on \
         both sides, and the portable core allows only primitives and value structs of \
         primitives (§5.1): a handle has no device layout, and a cycle would have \
         infinite size. Use primitives and value structs only:\n\
         \n    value struct TParams { field scale: f32 field count: u32 }";
    MPS0023, Error, "Invalid kernel signature",
        "A kernel has a parameter the launch API cannot pass, or a function used as a \
         kernel does not return `unit`. Kernel parameters must be buffers \
         (`gpu.TBuffer<T>` or `rawptr<T>`), scalars or value structs, because those are \
         what every backend can bind: storage buffers and push constants on Vulkan, \
         buffer arguments on Metal, kernel arguments on CUDA and HIP, bindings and a \
         uniform struct on WebGPU (§2). A `gpu fn` that returns a value is a device \
         function, callable only from other `gpu fn`s. Return results through an output \
         buffer:\n\
         \n    gpu fn @k(%out: gpu.TBuffer<f32>, %n: u32) -> unit target(spv) { ... }";
    MPS0024, Error, "Unsafe operation outside an unsafe context",
        "`ptr.load`, `ptr.store`, `ptr.add` and the Metal-specific `gpu.metal.*` ops are \
         allowed only inside an `unsafe { }` block or in an `unsafe gpu fn`. Raw pointer \
         access bypasses the explicit bounds checks of the portable core (§5.1), and \
         backend-specific ops tie a kernel to one backend (§5.2), so the kernel text has \
         to say where that happens. Prefer `gpu.buffer_load` and `gpu.buffer_store`, \
         which work on buffers and shared memory alike; where a pointer is really \
         needed, mark the code (a `gpu.metal.*` op also needs an `unsafe gpu fn` with \
         its capability in `requires`):\n\
         \n    unsafe {\
         \n      %v: f32 = ptr.load<f32> { p=%p }\
         \n    }";
    MPS0025, Error, "Invalid declaration clause",
        "A declaration clause is well formed but not allowed where it is written, such \
         as `requires(...)` on a safe `gpu fn`. Only an `unsafe gpu fn` may declare \
         non-portable capabilities (§5.2), so that a safe `gpu fn` is always portable to \
         every backend. A workgroup dimension of 0 is reported as MPG_CORE_1302 instead. \
         Remove the clause, or make the function unsafe if it really needs the \
         capability:\n\
         \n    unsafe gpu fn @k(%out: gpu.TBuffer<f32>) -> unit target(ptx) requires(device_malloc) { ... }";
    MPS0026, Error, "unsafe gpu fn without requires()",
        "An `unsafe gpu fn` has no `requires(...)` clause. Rule 1 of §5.2 and the grammar \
         of `UnsafeGpuFnDecl` make the clause mandatory: an unsafe kernel is the escape \
         from the portable core, and the capabilities it lists are what decides on which \
         backends it may be built, so an unsafe kernel without them would say nothing \
         about where it can run. List every non-portable capability the kernel uses \
         (§6.1), after `target(...)` and `workgroup(...)`. If the function only needs raw \
         pointers and no capability, make it a safe `gpu fn` and put the pointer code in \
         an `unsafe { }` block instead:\n\
         \n    unsafe gpu fn @k(%out: gpu.TBuffer<f32>) -> unit target(ptx) requires(subgroups) { ... }";
    // ---- core (spec §13.2) ----
    MPG_CORE_1100, Error, "Heap allocation in gpu fn",
        "A `gpu fn` allocates on the heap: `arr.new`, `map.new`, `str.builder.new`, \
         `callable.capture`, or a `new` of a `heap struct`. The portable core (§5.1) \
         forbids heap allocation because most backends (Vulkan, Metal, WebGPU) have no \
         device-side allocator, and the two that do (CUDA and HIP) offer it only as the \
         `device_malloc` capability of an `unsafe gpu fn`. Workgroup memory from \
         `gpu.shared<N, T>` is static, not a heap allocation, and is allowed. Use \
         buffers allocated by the host, shared memory, or value structs:\n\
         \n    %tile: ptr = gpu.shared<256, f32>";
    MPG_CORE_1101, Error, "ARC operation in gpu fn",
        "A `gpu fn` uses reference counting or ownership ops: `arc.retain`, \
         `arc.release`, `share` or `clone.shared`. Reference counts live in the headers \
         of host heap objects and need a deallocator, neither of which exists on a GPU, \
         so the portable core (§5.1) forbids them. Kernels work on buffer elements and \
         plain values: pass the data in a `gpu.TBuffer<T>` and let the host program own \
         it:\n\
         \n    gpu fn @k(%data: gpu.TBuffer<f32>, %n: u32) -> unit target(spv) { ... }";
    MPG_CORE_1102, Error, "Dynamic dispatch in gpu fn",
        "A `gpu fn` calls through a function value: `call_indirect`, or a \
         closure-taking array op (`arr.map`, `arr.filter`, `arr.reduce`, `arr.foreach`). \
         Several backends have no function pointers at all (Vulkan SPIR-V shaders, \
         WebGPU) and the others make them slow, so the portable core (§5.1) allows only \
         direct calls of `gpu fn`s of the same module. Call a device function by name, \
         and write the loop over elements as a kernel with one work-item per element:\n\
         \n    %y: f32 = call @square { x=%x }";
    MPG_CORE_1103, Error, "Recursion in gpu fn",
        "A `gpu fn` calls itself, directly or through other device functions. Backends \
         without a device call stack inline every device function, which is impossible \
         for a cycle, so the portable core (§5.1) forbids recursion; the `recursion` \
         capability of §6.1 exists only on CUDA and HIP. Rewrite the recursion as a loop \
         (a block that branches back to itself, with phis for the loop variables), or \
         keep an explicit stack in shared memory:\n\
         \n    bb1:\
         \n      %i: u32 = phi u32 { [bb0:%start], [bb1:%next] }\
         \n      %next: u32 = i.add { lhs=%i, rhs=const.u32 1 }\
         \n      %again: bool = icmp.ult { lhs=%next, rhs=%n }\
         \n      cbr %again bb1 bb2";
    MPG_CORE_1104, Error, "Str type in gpu fn",
        "`Str` appears in the type of a parameter, value, field or result of a \
         `gpu fn`. Magpie strings are reference-counted host heap objects that no \
         backend can read, and the portable core (§5.1) allows only primitives, value \
         structs of primitives and buffer handles. Pass text to a kernel as a buffer of \
         bytes together with its length:\n\
         \n    gpu fn @k(%text: gpu.TBuffer<u8>, %len: u32) -> unit target(spv) { ... }";
    MPG_CORE_1105, Error, "Array type in gpu fn",
        "`Array<T>` appears in the type of a parameter, value, field or result of a \
         `gpu fn`. Magpie arrays are growable, reference-counted host heap objects; a \
         kernel sees device memory only through buffers, which the portable core \
         (§5.1) allows. Take a `gpu.TBuffer<T>` instead and have the host copy the \
         array into a buffer before the launch:\n\
         \n    gpu fn @k(%data: gpu.TBuffer<f32>, %n: u32) -> unit target(spv) { ... }";
    MPG_CORE_1106, Error, "Map type in gpu fn",
        "`Map<K, V>` appears in the type of a parameter, value, field or result of a \
         `gpu fn`. A Magpie map is a hash table on the host heap, with allocation and \
         reference counting that no backend supports, so the portable core (§5.1) \
         forbids it. Flatten it on the host into buffers, for example one buffer of \
         sorted keys and one of values searched by the kernel, or a dense lookup table \
         indexed directly.";
    MPG_CORE_1107, Error, "TCallable type in gpu fn",
        "`TCallable` appears in the type of a parameter, value, field or result of a \
         `gpu fn`. A callable is a heap-allocated closure called indirectly, and the \
         portable core (§5.1) forbids both heap objects and dynamic dispatch in kernels. \
         Call a device function by name instead; to choose between behaviours at run \
         time, pass a mode number and branch on it:\n\
         \n    switch %mode { case 0 -> bb1 case 1 -> bb2 } else bb3";
    MPG_CORE_1200, Error, "Unsupported capability for target",
        "An `unsafe gpu fn` lists in `requires(...)` a capability that its `target(...)` \
         backend does not support, for example `requires(device_malloc)` with \
         `target(spv)` or `metal.simd_reduce` with `target(ptx)`. The compiler checks each \
         listed capability against the backend's capability set (§6.2) so that a kernel \
         never reaches a backend that cannot run it. Choose a target that has the \
         capability (§6.1: `device_malloc`, `recursion`, `dynamic_parallelism`, \
         `atomics_f64` and `cooperative_groups` are CUDA and HIP only, `metal.*` Metal \
         only), or remove both the use and the requirement:\n\
         \n    unsafe gpu fn @k(%out: gpu.TBuffer<f32>) -> unit target(ptx) requires(device_malloc) { ... }";
    MPG_CORE_1201, Error, "Non-portable feature without requires()",
        "A kernel uses an op that needs a capability of §6.1, such as a float atomic \
         (`atomics_f32`, `atomics_f64`), a `gpu.subgroup.*` op (`subgroups`) or a \
         `gpu.metal.*` op, without listing that capability in `requires(...)`. Rule 4 of \
         §5.2 makes every non-portable feature explicit in the declaration, so that \
         whether a kernel can run on a backend follows from its signature, not from \
         reading its body. Declare it in an `unsafe gpu fn`, or guard the use with a \
         late-resolved predicate: inside a branch on `gpu.target.has { cap=X }`, ops \
         needing `X` are allowed without `requires`:\n\
         \n    %has_sg: pred = gpu.target.has { cap=\"subgroups\" }\
         \n    cbr %has_sg bb1 bb2          ; gpu.subgroup.sum allowed in bb1";
    MPG_CORE_1202, Warning, "unsafe gpu fn is non-portable",
        "Every `unsafe gpu fn` gets this warning (§5.2, rule 5) as a reminder that it \
         runs only on backends that support its `requires(...)` list and will not be \
         built for the others. It is not an error: unsafe kernels are the intended \
         escape hatch for features such as device-side malloc or Metal SIMD-group ops. \
         If the kernel needs no capability, make it a safe `gpu fn` so that it runs \
         everywhere; for an optional fast path, a late-resolved predicate keeps the \
         kernel portable:\n\
         \n    %has_sg: pred = gpu.target.has { cap=\"subgroups\" }\
         \n    cbr %has_sg bb1 bb2";
    MPG_CORE_1300, Error, "Backend not available at compile time",
        "The emitter of the requested backend is not compiled into this build of \
         magpie-gpu: the backend has not been implemented yet (for example \
         `emit --target spv` before the SPIR-V backend exists), or magpie-gpu was built \
         with that backend's cargo feature turned off. This is not the same as a \
         backend missing at run time (no driver or device on this machine, \
         `ErrorKind::BackendUnavailable`): compiling needs only the emitter, not the GPU. \
         Rebuild magpie-gpu with the backend's feature enabled, or choose a target that \
         this build includes.";
    MPG_CORE_1301, Error, "llc invocation failed",
        "The PTX and HIP backends write LLVM IR and run `llc` (and `ld.lld` for HIP) to \
         turn it into PTX or a code object (§7.3, §7.4); `llc` was not found, lacks the \
         required target (NVPTX for PTX, AMDGPU for HIP, as listed by `llc --version`), \
         or could not be run. `llc` is looked for in this order: `[gpu.tools] llc` in \
         Magpie.toml, the `MAGPIE_LLC_PATH` environment variable, the directory of the \
         `clang` used for host linking, `PATH`, then platform defaults such as \
         `/usr/lib/llvm-*/bin/llc` (§14.1). Install an LLVM with both targets (on Debian \
         `apt install llvm-19 lld-19`) and point magpie-gpu at it:\n\
         \n    MAGPIE_LLC_PATH=/usr/lib/llvm-19/bin/llc";
    MPG_CORE_1302, Error, "Invalid workgroup size",
        "A `workgroup(x, y, z)` clause has a dimension of 0, or more threads in total \
         (x * y * z) than the target backend allows in one workgroup. Every dimension \
         must be at least 1 (unused dimensions are 1, and the default is (64, 1, 1), \
         §5.4), and a workgroup larger than the device limit could never be launched. On \
         WebGPU a dimension above 256 is MPG_WGSL_1006. Use sizes such as:\n\
         \n    workgroup(256, 1, 1)\
         \n    workgroup(16, 16, 1)";
    MPG_CORE_1400, Error, "Invalid configuration",
        "The runtime configuration could not be used: `Magpie.toml` does not parse as \
         TOML, a key in its `[gpu]` table (or in `[gpu.tools]` or a \
         `[gpu.profiles.NAME]` table) is misspelt or unknown, a value has the wrong \
         type or is not one of the accepted values, the selected profile is not \
         defined, or an environment override (`MAGPIE_GPU_BACKEND`, \
         `MAGPIE_GPU_FALLBACK`, `MAGPIE_GPU_DEVICE`) holds a bad value. A configuration \
         that is silently ignored would run kernels somewhere the user did not ask for, \
         so every command that reads it stops instead, naming the file, line and \
         column (or the variable). Fix the key or value the message points at; the \
         accepted keys are `backend`, `fallback`, `device_index`, `mock_in_tests`, `targets`, \
         `[gpu.tools]` with `llc` and `lld`, and `[gpu.profiles.NAME]` tables:\n\
         \n    [gpu]\
         \n    backend = \"auto\"\
         \n    fallback = \"cpu\"";
    MPG_CORE_1401, Error, "Two files build the same bundle module",
        "A bundle holds each module once, found by its name (the `module` line of \
         the kernel file, or the file's stem when there is none), so two input files \
         of one `magpie-gpu build` cannot have the same module name: a program \
         loading that module would get one of them without saying which. Rename the \
         module in one of the files, or build them into separate bundles:\n\
         \n    module app.reduce_v2";
    // ---- SPIR-V (§13.3) ----
    MPG_SPV_2001, Error, "Shared memory exceeds device limit",
        "The `gpu.shared<N, T>` arrays the kernel uses (N elements of T each, added up) \
         need more workgroup memory than Vulkan devices provide: typically 48 KB, and \
         less on some devices (§5.3). Shared memory is allocated statically for each \
         workgroup on every backend, so a kernel over the limit would fail at pipeline \
         creation; checking it at compile time gives an error with a source location \
         instead. Use fewer elements or a smaller element type, or tile the computation \
         so that each workgroup holds less at a time:\n\
         \n    %tile: ptr = gpu.shared<4096, f32>      ; 16 KB";
    MPG_SPV_2002, Error, "SPIR-V validation failed",
        "The SPIR-V module emitted for the kernel was rejected by the SPIR-V validator \
         (`spirv-val`); its message is in the notes. A kernel that passed verification \
         and target validation must produce valid SPIR-V, so this almost always means a \
         bug in magpie-gpu's SPIR-V emitter rather than in your kernel. Please report it \
         with the kernel text and the validator's message. Meanwhile, build the kernel \
         for another backend, or rewrite the construct the message points at.";
    MPG_SPV_2003, Warning, "Suboptimal buffer layout",
        "The element type of a buffer is laid out for Vulkan (std430 rules, §2.1) with \
         padding that makes every load and store move more memory than the data needs, \
         typically a value struct whose fields leave holes (a `u8` followed by an \
         `f64`). The kernel is correct, but the padding is transferred and cached with \
         the data. Order the fields from the largest to the smallest type, or group the \
         small fields together:\n\
         \n    value struct TParticle { field pos_x: f32 field pos_y: f32 field id: u32 field flags: u32 }";
    // ---- Metal (§13.4) ----
    MPG_MSL_1001, Error, "Irreducible control flow (cannot structure for MSL)",
        "The kernel's control-flow graph has a loop that can be entered at more than \
         one block, which no combination of `if`, `while` and `break` can express. MSL \
         has no `goto`, so the Metal backend rebuilds structured control flow from the \
         dominator tree and natural loops (§7.2), and it does not duplicate code to make \
         an irreducible graph reducible. Such graphs only come from hand-written \
         branches into the middle of a loop. Restructure the loop so that it is entered \
         only through its header block, and branch from the header to the part that \
         should run first.";
    MPG_MSL_2001, Error, "Shared memory exceeds 32KB limit",
        "The `gpu.shared<N, T>` arrays the kernel uses (N elements of T each, added up) \
         exceed the 32 KB of threadgroup memory an Apple GPU provides per threadgroup \
         (§5.3); Metal would refuse to create the pipeline. Shared memory is static per \
         workgroup, so the limit is checked at compile time. Use fewer elements or a \
         smaller element type (`f16` instead of `f32`), or tile the computation:\n\
         \n    %tile: ptr = gpu.shared<8192, f32>      ; exactly 32 KB";
    MPG_MSL_2002, Error, "MSL compilation failed",
        "The Metal compiler rejected the MSL source emitted for the kernel; its message \
         is in the notes. magpie-gpu emits MSL only for kernels that passed verification \
         and target validation, so this usually means a bug in its MSL emitter. Please \
         report it with the kernel text and the compiler's message. If the message \
         names a Metal language version or feature, the Metal version of the machine may \
         be too old for the kernel.";
    MPG_MSL_2003, Error, "Metal-specific op without requires() annotation",
        "A `gpu.metal.*` op (`simd_sum`, `simd_prefix_sum`, `simd_shuffle`) is used in \
         a function that does not list its capability (`metal.simd_reduce`, \
         `metal.simd_prefix`, `metal.simd_shuffle`) in `requires(...)`. Metal-specific \
         features are reachable only from an `unsafe gpu fn` with `target(msl)` that \
         declares them (§2.2, §5.2), so that a kernel's dependence on Metal is visible \
         in its signature. Declare the capability, or use the portable \
         `gpu.subgroup.sum` (capability `subgroups`), which every backend but WebGPU \
         has:\n\
         \n    unsafe gpu fn @k(%in: gpu.TBuffer<f32>) -> unit target(msl) requires(metal.simd_reduce) { ... }";
    // ---- CUDA/PTX (§13.5) ----
    MPG_PTX_2001, Error, "Shared memory exceeds limit",
        "The `gpu.shared<N, T>` arrays the kernel uses (N elements of T each, added up) \
         exceed the shared memory a CUDA block may use: 48 KB by default, 96 KB with an \
         opt-in at launch (§5.3). Shared memory is static per workgroup, so a kernel \
         over the limit would fail to launch; checking it at compile time gives an error \
         with a source location instead. Use fewer elements or a smaller element type, \
         or tile the computation:\n\
         \n    %tile: ptr = gpu.shared<12288, f32>     ; exactly 48 KB";
    MPG_PTX_2002, Error, "PTX compilation via llc failed",
        "`llc -march=nvptx64` failed on the LLVM IR emitted for the kernel (§7.3); its \
         output is in the notes. (When `llc` is missing or lacks the NVPTX target, \
         MPG_CORE_1301 is reported instead.) Either this LLVM does not know the \
         requested `sm_` architecture, in which case a newer LLVM or an older \
         architecture helps, or magpie-gpu produced IR that llc rejects, which is a bug: \
         please report it with the kernel text and the output of `llc --version`.";
    MPG_PTX_2003, Warning, "Compute capability too low for feature",
        "The kernel uses a feature that needs a newer NVIDIA compute capability than the \
         architecture it is compiled for: for example native f16 arithmetic needs sm_53 \
         and f64 atomic add sm_60. Code for an older architecture may be slower through \
         emulation, or fail to load on devices of that architecture. Compile for the \
         architecture of the devices you run on (a higher `sm_` number), or avoid the \
         feature when older devices must be supported.";
    // ---- HIP (§13.6) ----
    MPG_HIP_2001, Error, "Shared memory exceeds LDS limit",
        "The `gpu.shared<N, T>` arrays the kernel uses (N elements of T each, added up) \
         exceed the local data share (LDS) of an AMD workgroup, typically 64 KB (§5.3). \
         Shared memory is static per workgroup, so a kernel over the limit could not be \
         loaded; checking it at compile time gives an error with a source location \
         instead. Use fewer elements or a smaller element type, or tile the \
         computation:\n\
         \n    %tile: ptr = gpu.shared<16384, f32>     ; exactly 64 KB";
    MPG_HIP_2002, Error, "HSACO generation via llc failed",
        "`llc -march=amdgcn -mcpu=gfxNNN` or `ld.lld -shared` failed while producing the \
         HSACO code object for the kernel (§7.4); their output is in the notes. (When \
         `llc` is missing or lacks the AMDGPU target, MPG_CORE_1301 is reported instead.) \
         A common cause is an architecture this LLVM does not know (LLVM 19 has no \
         gfx950) or a missing `ld.lld`; use a newer LLVM or install lld. Otherwise \
         magpie-gpu produced IR that llc rejects, which is a bug: please report it with \
         the kernel text and the output of `llc --version`.";
    // ---- WGSL (§13.7) ----
    MPG_WGSL_1001, Error, "Value struct in buffer (unsupported in WGSL)",
        "A kernel built for WebGPU has a buffer whose elements are value structs \
         (`gpu.TBuffer<TParticle>`). WebGPU is a second-class target with a documented \
         subset (§2.5, §7.5), which leaves out structs in buffers because WGSL's rules \
         for laying out structs in storage buffers need not match the host's layout. \
         The spec also reports irreducible control flow on WebGPU with this code, as \
         MPG_MSL_1001 does for Metal (§7.2). Split the struct into one buffer per field \
         (a structure of arrays):\n\
         \n    gpu fn @k(%pos_x: gpu.TBuffer<f32>, %pos_y: gpu.TBuffer<f32>, %n: u32) -> unit target(wgsl) { ... }";
    MPG_WGSL_1002, Error, "Pointer operation (unsupported in WGSL)",
        "`ptr.load`, `ptr.store` or `ptr.add` is used in a kernel built for WebGPU. WGSL \
         has no pointer arithmetic and no raw pointers into storage buffers (§2.5), so \
         these ops have no translation. Address elements by index with \
         `gpu.buffer_load` and `gpu.buffer_store`, which work on buffers and on \
         `gpu.shared` memory alike:\n\
         \n    %v: f32 = gpu.buffer_load<f32> { buf=%tile, idx=%i }";
    MPG_WGSL_1003, Error, "bf16 type (unsupported in WGSL)",
        "A kernel built for WebGPU uses `bf16`. WGSL has `f16` but no bf16 type (§7.5), \
         and emulating it on every operation would be slow and easy to get wrong. Compute \
         in `f32` on WebGPU and convert bf16 data to f32 on the host, or use `f16` where \
         its smaller range is enough:\n\
         \n    %x: f32 = gpu.buffer_load<f32> { buf=%in, idx=%gid }";
    MPG_WGSL_1004, Error, "requires() capability (unsupported in WGSL)",
        "A kernel with a `requires(...)` list is built for WebGPU. WebGPU is a \
         second-class target, and its documented subset admits no capability at all \
         (§7.5): none of the hardware or backend-specific capabilities of §6.1 can be \
         relied on there. Build the kernel for another target, or write a portable \
         variant without the capability; a late-resolved predicate \
         (`gpu.target.has { cap=X }`) lets one kernel carry both paths, and WebGPU takes \
         the portable one.";
    MPG_WGSL_1005, Error, "Too many storage buffers (max 8)",
        "The kernel has more than 8 buffer parameters, the number of storage buffers \
         WebGPU guarantees per pipeline (§2.5). Each `gpu.TBuffer<T>` parameter becomes \
         one `var<storage>` binding, and a device may refuse a pipeline with more. Pack \
         related data into fewer buffers (concatenate arrays of one element type and \
         pass their offsets as scalars), or split the kernel into several launches.";
    MPG_WGSL_1006, Error, "Workgroup size exceeds 256 per dimension",
        "A dimension of `workgroup(x, y, z)` is above 256 in a kernel built for WebGPU, \
         the most WGSL supports per dimension (§2.5). WGSL fixes the workgroup size at \
         compile time with `@workgroup_size` (§5.4), so it cannot be adjusted at launch \
         either. WebGPU's default limits are also 64 for z and 256 threads in total, so \
         keep the product within 256:\n\
         \n    workgroup(256, 1, 1)\
         \n    workgroup(16, 16, 1)";
    MPG_WGSL_2001, Error, "Shared memory exceeds 16KB limit",
        "The `gpu.shared<N, T>` arrays the kernel uses (N elements of T each, added up) \
         exceed 16 KB, the workgroup storage WebGPU guarantees \
         (maxComputeWorkgroupStorageSize; §5.3 lists this code for WebGPU). WGSL \
         declares `var<workgroup>` storage statically, so a kernel over the limit would \
         fail pipeline creation on some devices; checking at compile time gives a source \
         location instead. Use fewer elements or a smaller element type, or tile the \
         computation:\n\
         \n    %tile: ptr = gpu.shared<4096, f32>      ; exactly 16 KB";
    // ---- MLX (§13.8) ----
    MPG_MLX_1001, Error, "MLX not available (not macOS / no Apple Silicon)",
        "An MLX operation was requested where MLX cannot run: MLX needs macOS on Apple \
         Silicon (M1 or later), with `libmlx.dylib` loadable at run time (§8.9). MLX is \
         a host array and machine-learning API built on Metal, not a kernel target \
         (§2.6), so there is no other backend to fall back to. Run the program on an \
         Apple Silicon Mac, or write the computation as a `gpu fn` kernel, which runs on \
         every backend.";
    MPG_MLX_1002, Error, "Unsupported element type for MLX array",
        "An `mlx.TArray<T>` was created with an element type MLX does not support. MLX \
         arrays hold `bool`, `i8` to `i64`, `u8` to `u64`, `f16`, `bf16`, `f32` and `f64` \
         (§8.2); structs, 128-bit integers and host types have no MLX dtype. Convert the \
         data to a supported type first, or keep one array per struct field.";
    MPG_MLX_1003, Error, "Shape mismatch in MLX operation",
        "An MLX operation was given arrays whose shapes do not fit together: \
         element-wise operations need equal shapes or shapes that broadcast (each \
         trailing dimension equal, or 1 in one of them), and a matrix product needs \
         matching inner dimensions ([m, k] times [k, n]). Check the shapes with \
         `mlx.array.@shape`, and reshape, transpose or broadcast the operands \
         explicitly before the operation.";
    MPG_MLX_1004, Warning, "MLX operation on CPU (no GPU acceleration)",
        "An MLX operation ran on the CPU instead of the GPU, because the default device \
         is the CPU, MLX has no GPU implementation of the operation, or the element type \
         is not supported on the GPU (such as `f64`). The result is correct but may be \
         much slower. Use GPU-supported types such as `f32`, make the GPU the default \
         device, or accept the warning for operations that only exist on the CPU.";
    // ---- profiling (§13.9) ----
    MPG_PROF_1001, Warning, "Vendor counters not available on this backend",
        "A profiling session asked for hardware counters on a backend without a counter \
         integration (§11.4): WebGPU has none, and the counters of other backends need \
         their vendor tools (CUPTI for CUDA, ROCm counters for HIP, Metal GPU counters, \
         `VK_KHR_performance_query` for Vulkan). Event timing still works; only the \
         counters are missing. Profile on a backend that offers the counters you need, \
         or make sure its vendor counter library is installed.";
    MPG_PROF_1002, Error, "Profiling session already active",
        "`gpu.profile.@begin` was called while another profiling session was still \
         running on the same device. One session at a time keeps the timeline and the \
         hardware counters unambiguous (§11.3). End the active session with \
         `gpu.profile.@end` before beginning another, or record the extra region in the \
         active session with `gpu.profile.@mark_begin` and `@mark_end`.";
    MPG_PROF_1003, Warning, "Counter not supported on this device",
        "A counter passed to `gpu.profile.@enable_counters` is not available on this \
         device; the session goes on without it. The counters a device offers depend on \
         its vendor, architecture and driver (§11.4). Query them with \
         `gpu.profile.@available_counters` and enable only those it lists.";
    // ---- internal ----
    MPG_INTERNAL, Severity::Bug, "Internal compiler error",
        "magpie-gpu found a bug in itself, not in your input: one of its own \
         invariants failed, for example the verifier rejected the IR after an \
         optimisation pass that should have kept it valid. Your input may well be \
         correct. Please report it with the input file, the command that was run and \
         this message, so that it can be reproduced. Until it is fixed, rewriting the \
         construct the message mentions, or building for another target, may avoid \
         the bug.";
}

/// Legacy flat codes and the codes they became (spec §13.1).
const LEGACY: &[(&str, Code)] = &[
    ("MPG1100", MPG_CORE_1100),
    ("MPG1101", MPG_CORE_1101),
    ("MPG1102", MPG_CORE_1102),
    ("MPG1103", MPG_CORE_1103),
    ("MPG1104", MPG_CORE_1104),
    ("MPG1105", MPG_CORE_1105),
    ("MPG1106", MPG_CORE_1106),
    ("MPG1107", MPG_CORE_1107),
    ("MPG1200", MPG_CORE_1300),
    ("MPG1201", MPG_CORE_1201),
];

pub(crate) fn lookup(name: &str) -> Option<Code> {
    let name = name.trim();
    ALL.iter()
        .copied()
        .find(|c| c.name().eq_ignore_ascii_case(name))
        .or_else(|| {
            LEGACY
                .iter()
                .find(|(old, _)| old.eq_ignore_ascii_case(name))
                .map(|(_, c)| *c)
        })
}

/// The legacy flat spelling that maps to `code` (spec §13.1), if any.
pub fn legacy_name(code: Code) -> Option<&'static str> {
    LEGACY.iter().find(|(_, c)| *c == code).map(|(old, _)| *old)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_code_is_documented_and_unique() {
        let mut names = HashSet::new();
        for code in ALL {
            assert!(!code.title().trim().is_empty(), "{code}: empty title");
            assert!(
                code.explanation().len() >= 100,
                "{code}: explanation shorter than 100 characters"
            );
            assert!(names.insert(code.name()), "{code}: name not unique");
        }
    }

    #[test]
    fn lookup_finds_every_code_in_any_case() {
        for code in ALL {
            assert_eq!(Code::lookup(code.name()), Some(*code));
            assert_eq!(Code::lookup(&code.name().to_lowercase()), Some(*code));
            assert_eq!(Code::lookup(&format!("  {}\n", code.name())), Some(*code));
        }
        assert_eq!(Code::lookup("MPG_CORE_9999"), None);
        assert_eq!(Code::lookup(""), None);
    }

    #[test]
    fn lookup_accepts_legacy_spellings() {
        for (old, new) in LEGACY {
            assert_eq!(Code::lookup(old), Some(*new));
            assert_eq!(Code::lookup(&old.to_lowercase()), Some(*new));
        }
        assert_eq!(Code::lookup("MPG1100"), Some(MPG_CORE_1100));
        assert_eq!(Code::lookup("mpg1200"), Some(MPG_CORE_1300));
        assert_eq!(legacy_name(MPG_CORE_1300), Some("MPG1200"));
        assert_eq!(legacy_name(MPS0001), None);
    }

    #[test]
    fn explanations_keep_their_format() {
        // Prose first, then example lines indented by four spaces: what
        // `render_explain` relies on to wrap the prose only.
        for code in ALL {
            let mut lines = code.explanation().lines();
            let first = lines.next().unwrap_or_default();
            assert!(!first.starts_with(' '), "{code}: starts with an example");
            assert!(
                !code.explanation().ends_with('\n'),
                "{code}: trailing newline"
            );
            for line in lines.filter(|l| !l.is_empty()) {
                assert!(line.starts_with("    "), "{code}: unindented line {line:?}");
            }
        }
    }
}
