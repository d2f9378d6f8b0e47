//! The CFG structurizer on hand-built kernels: exact tree shapes, merge
//! facts, the rejected shapes, and the whole kernel corpus.

use magpie_gpu::structurize::{
    normalize_cfg, normalize_cfg_with, normalize_loop_exits, render_tree, structure_info,
    structurize, ContinueTarget, ExitFill, Node, StructurizeError,
};
use magpie_mpir::{BlockId, Function, FunctionInfo, Module, ModuleInfo};

/// A module holding one kernel `@k(%a: u32, %b: u32, %out: gpu.TBuffer<u32>)`
/// with `body` (its blocks).
fn kernel(body: &str) -> (Module, ModuleInfo) {
    let text = format!(
        "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\n\
         gpu fn @k(%a: u32, %b: u32, %out: gpu.TBuffer<u32>) -> unit workgroup(64, 1, 1) {{\n{body}\n}}\n"
    );
    let parsed = magpie_mpir::parse(&text);
    let m = parsed
        .value
        .unwrap_or_else(|| panic!("parse failed: {:?}", parsed.diagnostics));
    let v = magpie_mpir::verify(&m);
    let info = v
        .value
        .unwrap_or_else(|| panic!("verify failed: {:?}", v.diagnostics));
    (m, info)
}

fn first(m: &Module, info: &ModuleInfo) -> (Function, FunctionInfo) {
    let (id, f) = m.functions.iter().next().expect("a function");
    (f.clone(), info.function(id).clone())
}

fn tree(body: &str) -> String {
    let (m, info) = kernel(body);
    let (f, fi) = first(&m, &info);
    let nodes = structurize(&f, &fi).unwrap_or_else(|e| panic!("structurize failed: {e}"));
    check_once(&f, &fi, &nodes);
    render_tree(&f, &nodes)
}

fn error(body: &str) -> StructurizeError {
    let (m, info) = kernel(body);
    let (f, fi) = first(&m, &info);
    structurize(&f, &fi).expect_err("structurize should fail")
}

fn label(m: &Module, b: BlockId) -> String {
    m.functions.iter().next().expect("fn").1.blocks[b]
        .label
        .clone()
}

fn collect_blocks(nodes: &[Node], out: &mut Vec<BlockId>) {
    for n in nodes {
        match n {
            Node::Block(b) => out.push(*b),
            Node::If {
                then_branch,
                else_branch,
                ..
            } => {
                collect_blocks(then_branch, out);
                collect_blocks(else_branch, out);
            }
            Node::Switch { cases, default, .. } => {
                for (_, arm) in cases {
                    collect_blocks(arm, out);
                }
                collect_blocks(default, out);
            }
            Node::Loop { body } => collect_blocks(body, out),
            _ => {}
        }
    }
}

/// Every reachable block exactly once, no unreachable block.
fn check_once(f: &Function, fi: &FunctionInfo, nodes: &[Node]) {
    let mut seen = Vec::new();
    collect_blocks(nodes, &mut seen);
    let mut sorted = seen.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(
        sorted.len(),
        seen.len(),
        "a block placed twice in @{}",
        f.name
    );
    let mut reachable = fi.rpo.clone();
    reachable.sort();
    assert_eq!(
        sorted, reachable,
        "placed blocks differ from reachable ones in @{}",
        f.name
    );
}

const COND: &str = "    %c: bool = icmp.ult { lhs=%a, rhs=%b }\n";

#[test]
fn straight_line() {
    let t = tree("bb0:\n    br bb1\nbb1:\n    br bb2\nbb2:\n    ret");
    assert_eq!(t, "bb0\nbb1\nbb2\nret\n");
}

#[test]
fn if_then() {
    let t = tree(&format!(
        "bb0:\n{COND}    cbr %c bb1 bb2\nbb1:\n    br bb2\nbb2:\n    ret"
    ));
    assert_eq!(t, "bb0\nif %c {\n  bb1\n}\nbb2\nret\n");
}

#[test]
fn if_then_else_with_phi() {
    let t = tree(&format!(
        "bb0:\n{COND}    cbr %c bb1 bb2\nbb1:\n    br bb3\nbb2:\n    br bb3\nbb3:\n\
         %r: u32 = phi u32 {{ [bb1:const.u32 1], [bb2:%a] }}\n\
         gpu.buffer_store<u32> {{ buf=%out, idx=const.u32 0, v=%r }}\n    ret"
    ));
    assert_eq!(
        t,
        "bb0\nif %c {\n  bb1\n  %r = 1\n} else {\n  bb2\n  %r = %a\n}\nbb3\nret\n"
    );
}

#[test]
fn nested_ifs_sharing_a_merge() {
    let t = tree(&format!(
        "bb0:\n{COND}    cbr %c bb1 bb4\nbb1:\n    %d: bool = icmp.eq {{ lhs=%a, rhs=const.u32 3 }}\n\
         cbr %d bb2 bb3\nbb2:\n    br bb4\nbb3:\n    br bb4\nbb4:\n    ret"
    ));
    assert_eq!(
        t,
        "bb0\nif %c {\n  bb1\n  if %d {\n    bb2\n  } else {\n    bb3\n  }\n}\nbb4\nret\n"
    );
}

#[test]
fn nested_ifs_with_inner_merge() {
    let t = tree(&format!(
        "bb0:\n{COND}    cbr %c bb1 bb5\nbb1:\n    cbr %c bb2 bb3\nbb2:\n    br bb3\nbb3:\n    br bb4\n\
         bb4:\n    br bb5\nbb5:\n    ret"
    ));
    assert_eq!(
        t,
        "bb0\nif %c {\n  bb1\n  if %c {\n    bb2\n  }\n  bb3\n  bb4\n}\nbb5\nret\n"
    );
}

#[test]
fn switch_with_shared_targets() {
    let t = tree(
        "bb0:\n    switch %a { case 0 -> bb1 case 5 -> bb2 case 7 -> bb1 case 9 -> bb3 } else bb3\n\
         bb1:\n    br bb4\nbb2:\n    br bb4\nbb3:\n    br bb4\nbb4:\n\
         %r: u32 = phi u32 { [bb1:const.u32 10], [bb2:const.u32 20], [bb3:const.u32 30] }\n    ret",
    );
    assert_eq!(
        t,
        "bb0\nswitch %a {\n  case 0, 7 {\n    bb1\n    %r = 10\n  }\n  case 5 {\n    bb2\n    %r = 20\n  }\n\
         \x20 default {\n    bb3\n    %r = 30\n  }\n}\nbb4\nret\n"
    );
}

const WHILE: &str = "bb0:\n    br bb1\nbb1:\n\
    %i: u32 = phi u32 { [bb0:const.u32 0], [bb2:%i1] }\n\
    %more: bool = icmp.ult { lhs=%i, rhs=%a }\n    cbr %more bb2 bb3\n\
    bb2:\n    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }\n    br bb1\nbb3:\n    ret";

#[test]
fn while_loop() {
    let t = tree(WHILE);
    assert_eq!(
        t,
        "bb0\n%i = 0\nloop {\n  bb1\n  if %more {\n  } else {\n    break\n  }\n  bb2\n  %i = %i1\n}\nbb3\nret\n"
    );
    let (m, info) = kernel(WHILE);
    let (f, fi) = first(&m, &info);
    let si = structure_info(&f, &fi).expect("structured");
    assert_eq!(si.loop_merges.len(), 1);
    let lm = &si.loop_merges[0];
    assert_eq!(label(&m, lm.header), "bb1");
    assert_eq!(lm.merge.map(|b| label(&m, b)).as_deref(), Some("bb3"));
    assert!(matches!(lm.continue_target, ContinueTarget::Latch(b) if label(&m, b) == "bb2"));
    // The header's branch is part of the loop construct; its arms rejoin
    // at bb2 inside the loop (the other arm breaks).
    assert_eq!(si.selections.len(), 1);
    assert!(si.selections[0].loop_header);
    assert_eq!(
        si.branch_merge(lm.header).map(|b| label(&m, b)).as_deref(),
        Some("bb2")
    );
    let l = &si.loops.loops[0];
    assert_eq!(l.body.len(), 2);
    assert_eq!(l.depth, 1);
    assert_eq!(l.exits.len(), 1);
}

#[test]
fn do_while_loop() {
    let t = tree(
        "bb0:\n    br bb1\nbb1:\n    %i: u32 = phi u32 { [bb0:const.u32 0], [bb1:%i1] }\n\
         %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }\n\
         %more: bool = icmp.ult { lhs=%i1, rhs=%a }\n    cbr %more bb1 bb2\nbb2:\n    ret",
    );
    assert_eq!(
        t,
        "bb0\n%i = 0\nloop {\n  bb1\n  if %more {\n    %i = %i1\n  } else {\n    break\n  }\n}\nbb2\nret\n"
    );
}

#[test]
fn nested_loops() {
    let body = "bb0:\n    br bb1\n\
        bb1:\n    %i: u32 = phi u32 { [bb0:const.u32 0], [bb4:%i1] }\n\
        %mi: bool = icmp.ult { lhs=%i, rhs=%a }\n    cbr %mi bb2 bb5\n\
        bb2:\n    %j: u32 = phi u32 { [bb1:const.u32 0], [bb3:%j1] }\n\
        %mj: bool = icmp.ult { lhs=%j, rhs=%b }\n    cbr %mj bb3 bb4\n\
        bb3:\n    %j1: u32 = i.add { lhs=%j, rhs=const.u32 1 }\n    br bb2\n\
        bb4:\n    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }\n    br bb1\n\
        bb5:\n    ret";
    assert_eq!(
        tree(body),
        "bb0\n%i = 0\nloop {\n  bb1\n  if %mi {\n    %j = 0\n  } else {\n    break\n  }\n  loop {\n    bb2\n    if %mj {\n    } else {\n      break\n    }\n    bb3\n    %j = %j1\n  }\n  bb4\n  %i = %i1\n}\nbb5\nret\n"
    );
    let (m, info) = kernel(body);
    let (f, fi) = first(&m, &info);
    let si = structure_info(&f, &fi).expect("structured");
    let inner = si
        .loops
        .loops
        .iter()
        .find(|l| label(&m, l.header) == "bb2")
        .expect("inner loop");
    assert_eq!(inner.depth, 2);
    assert_eq!(
        inner
            .parent
            .map(|p| label(&m, si.loops.loops[p].header))
            .as_deref(),
        Some("bb1")
    );
}

#[test]
fn break_from_the_middle() {
    // for (d = 2;; d++) { if cond(d) break; ... } — the exit is in bb2, not the header.
    let t = tree(
        "bb0:\n    br bb1\nbb1:\n    %d: u32 = phi u32 { [bb0:const.u32 2], [bb2:%d1] }\n\
         %r: u32 = i.urem { lhs=%a, rhs=%d }\n    %z: bool = icmp.eq { lhs=%r, rhs=const.u32 0 }\n\
         cbr %z bb3 bb2\nbb2:\n    %d1: u32 = i.add { lhs=%d, rhs=const.u32 1 }\n\
         %big: bool = icmp.ugt { lhs=%d1, rhs=%b }\n    cbr %big bb3 bb1\n\
         bb3:\n    %e: u32 = phi u32 { [bb1:%d], [bb2:const.u32 0] }\n    ret",
    );
    assert_eq!(
        t,
        "bb0\n%d = 2\nloop {\n  bb1\n  if %z {\n    %e = %d\n    break\n  }\n  bb2\n  if %big {\n    %e = 0\n    break\n  } else {\n    %d = %d1\n  }\n}\nbb3\nret\n"
    );
}

#[test]
fn ret_inside_a_loop() {
    let body = "bb0:\n    br bb1\nbb1:\n    %i: u32 = phi u32 { [bb0:const.u32 0], [bb3:%i1] }\n\
        %more: bool = icmp.ult { lhs=%i, rhs=%a }\n    cbr %more bb2 bb5\n\
        bb2:\n    %hit: bool = icmp.eq { lhs=%i, rhs=%b }\n    cbr %hit bb4 bb3\n\
        bb3:\n    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }\n    br bb1\n\
        bb4:\n    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=%i }\n    ret\n\
        bb5:\n    ret";
    assert_eq!(
        tree(body),
        "bb0\n%i = 0\nloop {\n  bb1\n  if %more {\n  } else {\n    break\n  }\n  bb2\n  if %hit {\n    bb4\n    ret\n  }\n  bb3\n  %i = %i1\n}\nbb5\nret\n"
    );
    let (m, info) = kernel(body);
    let (f, fi) = first(&m, &info);
    let si = structure_info(&f, &fi).expect("structured");
    assert_eq!(
        si.loop_merges[0].merge.map(|b| label(&m, b)).as_deref(),
        Some("bb5")
    );
}

#[test]
fn continue_from_two_places() {
    // Two latches: one `continue` from the middle, one at the end.
    let body = "bb0:\n    br bb1\nbb1:\n    %i: u32 = phi u32 { [bb0:const.u32 0], [bb2:%i1], [bb3:%i2] }\n\
        %more: bool = icmp.ult { lhs=%i, rhs=%a }\n    cbr %more bb2 bb4\n\
        bb2:\n    %i1: u32 = i.add { lhs=%i, rhs=const.u32 1 }\n    %odd: bool = icmp.eq { lhs=%i, rhs=%b }\n\
        cbr %odd bb1 bb3\n\
        bb3:\n    %i2: u32 = i.add { lhs=%i, rhs=const.u32 2 }\n    br bb1\n\
        bb4:\n    ret";
    assert_eq!(
        tree(body),
        "bb0\n%i = 0\nloop {\n  bb1\n  if %more {\n  } else {\n    break\n  }\n  bb2\n  if %odd {\n    \
         %i = %i1\n    continue\n  }\n  bb3\n  %i = %i2\n}\nbb4\nret\n"
    );
    let (m, info) = kernel(body);
    let (f, fi) = first(&m, &info);
    let si = structure_info(&f, &fi).expect("structured");
    match &si.loop_merges[0].continue_target {
        ContinueTarget::NewBlock { latches } => {
            let names: Vec<String> = latches.iter().map(|b| label(&m, *b)).collect();
            assert_eq!(names, ["bb2", "bb3"]);
        }
        other => panic!("expected a new continue block, got {other:?}"),
    }
}

#[test]
fn explicit_continue_and_multi_level_break() {
    // The inner loop continues the outer one directly and breaks out of both.
    let t = tree(
        "bb0:\n    br bb1\nbb1:\n    %c1: bool = icmp.ult { lhs=%a, rhs=%b }\n    cbr %c1 bb2 bb5\n\
         bb2:\n    %c2: bool = icmp.eq { lhs=%a, rhs=const.u32 1 }\n    cbr %c2 bb3 bb1\n\
         bb3:\n    %c3: bool = icmp.eq { lhs=%b, rhs=const.u32 2 }\n    cbr %c3 bb5 bb4\n\
         bb4:\n    br bb2\nbb5:\n    ret",
    );
    assert_eq!(
        t,
        "bb0\nloop {\n  bb1\n  if %c1 {\n  } else {\n    break\n  }\n  loop {\n    bb2\n    if %c2 {\n    } else {\n      continue 1\n    }\n    bb3\n    if %c3 {\n      break 1\n    }\n    bb4\n  }\n}\nbb5\nret\n"
    );
}

#[test]
fn loop_exits_to_two_blocks_is_unsupported() {
    let e = error(&format!(
        "bb0:\n    br bb1\nbb1:\n{COND}    cbr %c bb2 bb3\nbb2:\n    %d: bool = icmp.eq {{ lhs=%a, rhs=%b }}\n\
         cbr %d bb4 bb1\nbb3:\n    br bb5\nbb4:\n    br bb5\nbb5:\n    ret"
    ));
    match e {
        StructurizeError::Unsupported { reason, .. } => {
            assert!(reason.contains("exits to 2 different blocks"), "{reason}")
        }
        other => panic!("expected Unsupported, got {other:?}"),
    }
}

#[test]
fn crossing_forward_jumps_are_unsupported() {
    // bb3 is entered from both arms of bb0's branch, which only rejoin at bb4.
    let e = error(&format!(
        "bb0:\n{COND}    cbr %c bb1 bb2\nbb1:\n    cbr %c bb3 bb4\nbb2:\n    br bb3\nbb3:\n    br bb4\n\
         bb4:\n    ret"
    ));
    assert!(matches!(e, StructurizeError::Unsupported { .. }), "{e:?}");
}

/// `body` after `normalize_cfg` (non-strict), structured and rendered.
fn normalized_tree(body: &str) -> String {
    let (m, info) = kernel(body);
    let out = normalize_cfg(&m, &info, false);
    let (m, info) = out.value.flatten().expect("the crossing is rewritten");
    let (f, fi) = first(&m, &info);
    let nodes = structurize(&f, &fi).unwrap_or_else(|e| panic!("structurize failed: {e}"));
    check_once(&f, &fi, &nodes);
    render_tree(&f, &nodes)
}

#[test]
fn crossing_jumps_are_normalised() {
    // The same crossing: bb3 is taken through a join block that dispatches
    // on which arm went there.
    let t = normalized_tree(&format!(
        "bb0:\n{COND}    cbr %c bb1 bb2\nbb1:\n    cbr %c bb3 bb4\nbb2:\n    br bb3\nbb3:\n    br bb4\n\
         bb4:\n    ret"
    ));
    assert_eq!(
        t,
        "bb0\nif %c {\n  bb1\n  if %c {\n    %join_sel = 0\n  } else {\n    bb_split\n    %join_sel = 1\n  }\n} else {\n  \
         bb2\n  %join_sel = 0\n}\nbb_join\nif %join_first {\n  bb3\n}\nbb4\nret\n"
    );
}

#[test]
fn short_circuit_and_is_normalised() {
    // if a && b { x } else { y }: y is entered from both tests; its phi
    // takes the value through the join block.
    let t = normalized_tree(
        "bb0:\n    %p: bool = icmp.ult { lhs=%a, rhs=const.u32 40 }\n    cbr %p bb1 bb3\n\
         bb1:\n    %q: bool = icmp.eq { lhs=%b, rhs=const.u32 0 }\n    cbr %q bb2 bb3\n\
         bb2:\n    br bb4\n\
         bb3:\n    %y: u32 = phi u32 { [bb0:const.u32 1], [bb1:%a] }\n    br bb4\n\
         bb4:\n    %r: u32 = phi u32 { [bb2:%b], [bb3:%y] }\n\
         gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=%r }\n    ret",
    );
    assert!(
        t.contains("bb_join\nif %join_first {\n  %y = %join_val\n  bb3\n"),
        "{t}"
    );
}

#[test]
fn irreducible_is_reported() {
    let (m, info) = kernel(&format!(
        "bb0:\n{COND}    cbr %c bb1 bb2\nbb1:\n    %d: bool = icmp.eq {{ lhs=%a, rhs=%b }}\n\
         cbr %d bb2 bb3\nbb2:\n    br bb1\nbb3:\n    ret"
    ));
    let (f, fi) = first(&m, &info);
    let e = structurize(&f, &fi).expect_err("irreducible");
    match &e {
        StructurizeError::Irreducible { block } => {
            assert!(["bb1", "bb2"].contains(&label(&m, *block).as_str()))
        }
        other => panic!("expected Irreducible, got {other:?}"),
    }
    assert!(matches!(
        structure_info(&f, &fi),
        Err(StructurizeError::Irreducible { .. })
    ));
    let d = e.to_msl_diagnostic(&f);
    assert_eq!(d.code, magpie_diag::codes::MPG_MSL_1001);
    let d = e.to_diagnostic(&f, magpie_diag::codes::MPG_WGSL_1001);
    assert_eq!(d.code, magpie_diag::codes::MPG_WGSL_1001);
}

#[test]
fn phi_swap_uses_temporaries() {
    let t = tree(
        "bb0:\n    br bb1\nbb1:\n    %x: u32 = phi u32 { [bb0:const.u32 7], [bb2:%y] }\n\
         %y: u32 = phi u32 { [bb0:const.u32 11], [bb2:%x] }\n\
         %k: u32 = phi u32 { [bb0:const.u32 0], [bb2:%k1] }\n\
         %more: bool = icmp.ult { lhs=%k, rhs=%a }\n    cbr %more bb2 bb3\n\
         bb2:\n    %k1: u32 = i.add { lhs=%k, rhs=const.u32 1 }\n    br bb1\n\
         bb3:\n    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=%x }\n    ret",
    );
    assert_eq!(
        t,
        "bb0\n%x = 7\n%y = 11\n%k = 0\nloop {\n  bb1\n  if %more {\n  } else {\n    break\n  }\n  bb2\n  $0 = %y\n  $1 = %x\n  %x = $0\n  %y = $1\n  %k = %k1\n}\nbb3\nret\n"
    );
}

/// Every verifying kernel of the corpus and the examples structures, with
/// every reachable block placed exactly once, or fails with a documented
/// error.
#[test]
fn corpus_structures_with_every_block_once() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    collect_mp(&root.join("tests/kernels/in"), &mut files);
    collect_mp(&root.join("examples"), &mut files);
    assert!(files.len() > 10, "found only {} kernel files", files.len());
    let mut functions = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let Some(m) = magpie_mpir::parse(&text).value else {
            continue;
        };
        let Some(info) = magpie_mpir::verify(&m).value else {
            continue;
        };
        // as the backends do: loops with several exit targets first get one,
        // crossing jumps go through a join block
        let normalized = normalize_cfg(&m, &info, false)
            .value
            .expect("normalisation has no internal error");
        let (m, info) = normalized.unwrap_or((m, info));
        for (id, f) in m.functions.iter() {
            let fi = info.function(id);
            match structurize(f, fi) {
                Ok(nodes) => check_once(f, fi, &nodes),
                Err(
                    e @ (StructurizeError::Irreducible { .. }
                    | StructurizeError::Unsupported { .. }),
                ) => {
                    panic!("{}: @{}: {e}", path.display(), f.name)
                }
            }
            structure_info(f, fi).expect("structure info where the tree succeeds");
            functions += 1;
        }
    }
    assert!(functions > 10, "structured only {functions} functions");
}

fn collect_mp(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect_mp(&p, out);
        } else if p.extension().is_some_and(|x| x == "mp") {
            out.push(p);
        }
    }
}

/// The branch's merge, by label.
fn merge_of(m: &Module, info: &ModuleInfo, block: &str) -> Option<String> {
    let (f, fi) = first(m, info);
    let si = structure_info(&f, &fi).expect("structured");
    let b = f
        .blocks
        .iter()
        .find(|(_, x)| x.label == block)
        .map(|(b, _)| b)
        .expect("block");
    si.branch_merge(b).map(|x| label(m, x))
}

/// A loop with a continue edge (bb2 -> bb12), a switch rejoining at bb7, a
/// break to an exit block of its own (bb7 -> bb21) and an if/else rejoining
/// at bb11: every selection merges inside the loop, before the latch.
const CONTINUE_SWITCH_BREAK: &str = "bb0:\n    br bb1\n\
    bb1:\n    %j: u32 = phi u32 { [bb0:const.u32 0], [bb12:%j2] }\n\
    %more: bool = icmp.ult { lhs=%j, rhs=%a }\n    cbr %more bb2 bb20\n\
    bb2:\n    %skip: bool = icmp.eq { lhs=%j, rhs=%b }\n    cbr %skip bb12 bb3\n\
    bb3:\n    switch %j { case 0 -> bb4 case 1 -> bb5 } else bb6\n\
    bb4:\n    br bb7\nbb5:\n    br bb7\nbb6:\n    br bb7\n\
    bb7:\n    %big: bool = icmp.ugt { lhs=%j, rhs=const.u32 9 }\n    cbr %big bb21 bb8\n\
    bb8:\n    %odd: bool = icmp.eq { lhs=%j, rhs=const.u32 3 }\n    cbr %odd bb9 bb10\n\
    bb9:\n    br bb11\nbb10:\n    br bb11\nbb11:\n    br bb12\n\
    bb12:\n    %j2: u32 = i.add { lhs=%j, rhs=const.u32 1 }\n    br bb1\n\
    bb20:\n    br bb22\nbb21:\n    br bb22\n\
    bb22:\n    %r: u32 = phi u32 { [bb20:const.u32 1], [bb21:const.u32 2] }\n\
    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=%r }\n    ret";

#[test]
fn selections_in_a_loop_merge_before_the_latch() {
    let (m, info) = kernel(CONTINUE_SWITCH_BREAK);
    // the two exits meet in a phi after the loop: one exit block first
    let (m, info) = normalize_loop_exits(&m, &info, true)
        .value
        .flatten()
        .expect("normalised");
    for (branch, merge) in [
        ("bb2", "bb12"),
        ("bb3", "bb7"),
        ("bb7", "bb8"),
        ("bb8", "bb11"),
    ] {
        assert_eq!(
            merge_of(&m, &info, branch).as_deref(),
            Some(merge),
            "merge of {branch}"
        );
    }
    let (f, fi) = first(&m, &info);
    let nodes = structurize(&f, &fi).unwrap_or_else(|e| panic!("structurize failed: {e}"));
    check_once(&f, &fi, &nodes);
    let t = render_tree(&f, &nodes);
    assert!(
        t.contains("    bb7\n    if %big {\n      %exit_sel = 1\n      break\n    }\n    bb8\n"),
        "{t}"
    );
}

#[test]
fn an_early_return_needs_no_merge() {
    // if p { if q { y } else { ret } } y: ... the return arm does not rejoin
    let body = "bb0:\n    %p: bool = icmp.eq { lhs=%a, rhs=const.u32 0 }\n    cbr %p bb1 bb3\n\
        bb1:\n    %q: bool = icmp.eq { lhs=%b, rhs=const.u32 0 }\n    cbr %q bb3 bb2\n\
        bb2:\n    ret\n\
        bb3:\n    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=%a }\n    ret";
    let (m, info) = kernel(body);
    assert_eq!(merge_of(&m, &info, "bb1").as_deref(), Some("bb3"));
    assert_eq!(merge_of(&m, &info, "bb0").as_deref(), Some("bb3"));
    assert_eq!(
        tree(body),
        "bb0\nif %p {\n  bb1\n  if %q {\n  } else {\n    bb2\n    ret\n  }\n}\nbb3\nret\n"
    );
}

#[test]
fn a_header_branching_inside_its_loop_is_split() {
    // do { if odd { x } else { y } } while (more): the header's branch is a
    // selection of its own, merging at bb4.
    let body = "bb0:\n    br bb1\n\
        bb1:\n    %j: u32 = phi u32 { [bb0:const.u32 0], [bb4:%j2] }\n\
        %odd: bool = icmp.eq { lhs=%j, rhs=%a }\n    cbr %odd bb2 bb3\n\
        bb2:\n    br bb4\nbb3:\n    br bb4\n\
        bb4:\n    %j2: u32 = i.add { lhs=%j, rhs=const.u32 1 }\n\
        %more: bool = icmp.ult { lhs=%j2, rhs=%b }\n    cbr %more bb1 bb5\nbb5:\n    ret";
    let (m, info) = kernel(body);
    let (f, fi) = first(&m, &info);
    let si = structure_info(&f, &fi).expect("structured");
    let header = si
        .selections
        .iter()
        .find(|s| s.loop_header)
        .expect("header");
    assert!(header.split_header);
    assert_eq!(header.merge.map(|b| label(&m, b)).as_deref(), Some("bb4"));
    assert_eq!(
        tree(body),
        "bb0\n%j = 0\nloop {\n  bb1\n  if %odd {\n    bb2\n  } else {\n    bb3\n  }\n  bb4\n  \
         if %more {\n    %j = %j2\n  } else {\n    break\n  }\n}\nbb5\nret\n"
    );
}

#[test]
fn switch_cases_running_into_another_case() {
    // case 1 runs on into case 0's block bb2: bb2 is no arm of the switch
    // (it is entered from bb1 too) but a continuation point beside bb4, so
    // a join behind the switch dispatches to it; no arm falls through.
    let body = "bb0:\n    switch %a { case 0 -> bb2 case 1 -> bb1 } else bb3\n\
        bb1:\n    gpu.buffer_store<u32> { buf=%out, idx=const.u32 1, v=%b }\n    br bb2\n\
        bb2:\n    gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=%b }\n    br bb4\n\
        bb3:\n    br bb4\nbb4:\n    ret";
    let (m, info) = kernel(body);
    let (f, fi) = first(&m, &info);
    let e = structure_info(&f, &fi).expect_err("two continuation points");
    assert!(e.to_string().contains("normalize_cfg"), "{e}");
    assert_eq!(
        normalized_tree(body),
        "bb0\nswitch %a {\n  case 0 {\n    %join_sel = 0\n  }\n  case 1 {\n    bb1\n    \
         %join_sel = 0\n  }\n  default {\n    bb3\n    %join_sel = 1\n  }\n}\nbb_join\n\
         if %join_first {\n  bb2\n}\nbb4\nret\n"
    );
}

#[test]
fn a_case_run_into_gets_its_phi_through_the_join() {
    // bb2 is entered from the switch (r = a) and from case 1's block
    // (r = b): the join carries r on to bb2.
    let body = "bb0:\n    switch %a { case 0 -> bb2 case 1 -> bb1 } else bb3\n\
        bb1:\n    br bb2\n\
        bb2:\n    %r: u32 = phi u32 { [bb0:%a], [bb1:%b] }\n\
        gpu.buffer_store<u32> { buf=%out, idx=const.u32 0, v=%r }\n    br bb4\n\
        bb3:\n    br bb4\nbb4:\n    ret";
    assert_eq!(
        normalized_tree(body),
        "bb0\nswitch %a {\n  case 0 {\n    %join_sel = 0\n    %join_val = %a\n  }\n  \
         case 1 {\n    bb1\n    %join_sel = 0\n    %join_val = %b\n  }\n  default {\n    bb3\n    \
         %join_sel = 1\n    %join_val = 0\n  }\n}\nbb_join\nif %join_first {\n  %r = %join_val\n  \
         bb2\n}\nbb4\nret\n"
    );
}

/// A loop nest where a work-item can leave the inner loop by a `switch`
/// (to a return or to either side of the middle loop's latch) while its
/// neighbours stay in it: `%p` only passes through the inner loop (the
/// exit phi `%p4`), `%m1` is computed there (`%m4`). The minimal form of
/// campaign seed 1802019 (bench/probe12/r4/cf-1802019-min.mp).
const EXIT_FILL: &str = "bb0:\n    %gid: u32 = gpu.global_id { dim=const.u32 0 }\n\
    %ca: bool = icmp.ugt { lhs=%a, rhs=const.u32 100 }\n\
    %n: u32 = i.urem { lhs=%gid, rhs=const.u32 3 }\n    br bb1\n\
    bb1:\n    %p: u32 = phi u32 { [bb0:%gid], [bb6:%pn] }\n    br bb2\n\
    bb2:\n    %m: u32 = phi u32 { [bb1:const.u32 0], [bb3:%m1] }\n\
    %s1: u32 = i.add { lhs=%p, rhs=const.u32 1 }\n\
    %sel: u32 = i.urem { lhs=%s1, rhs=const.u32 4 }\n\
    switch %sel { case 0 -> bb8 case 1 -> bb5 case 2 -> bb3 } else bb8\n\
    bb3:\n    %m1: u32 = i.add { lhs=%m, rhs=const.u32 1 }\n\
    %c3: bool = icmp.ult { lhs=%m1, rhs=%n }\n    cbr %c3 bb2 bb4\n\
    bb4:\n    %p4: u32 = phi u32 { [bb3:%p] }\n    %m4: u32 = phi u32 { [bb3:%m1] }\n    br bb6\n\
    bb5:\n    cbr %ca bb6 bb7\n\
    bb6:\n    %pn: u32 = phi u32 { [bb4:%p4], [bb5:const.u32 14] }\n\
    %mn: u32 = phi u32 { [bb4:%m4], [bb5:const.u32 5] }\n\
    gpu.buffer_store<u32> { buf=%out, idx=%gid, v=%mn }\n    cbr %ca bb1 bb7\n\
    bb7:\n    gpu.buffer_store<u32> { buf=%out, idx=%gid, v=const.u32 1 }\n    ret\n\
    bb8:\n    gpu.buffer_store<u32> { buf=%out, idx=%gid, v=const.u32 0 }\n    ret";

/// The exit dispatch's phis in `EXIT_FILL` normalised with `fill`.
fn exit_phis(fill: ExitFill) -> String {
    let (m, info) = kernel(EXIT_FILL);
    let (m, _) = normalize_cfg_with(&m, &info, true, fill)
        .value
        .flatten()
        .expect("normalised");
    let text = magpie_mpir::print(&m);
    let at = text.find("bb_exits:").expect("a dispatch block");
    text[at..].to_string()
}

#[test]
fn exit_fill_reuses_a_value_passing_through_the_loop() {
    // the switch's exits (bb2) never read %p4's or %m4's input
    let zero = exit_phis(ExitFill::Zero);
    assert!(
        zero.contains("%exit_val: u32 = phi u32 { [bb2: const.u32 0], [bb3: %p] }"),
        "{zero}"
    );
    // Carried: %p on both edges (a trivial phi: lavapipe miscompiled the
    // zero); %m1, computed in the loop, keeps its zero (it still leaves the
    // loop through a phi); the selector and the dispatched value as before
    let carried = exit_phis(ExitFill::Carried);
    for want in [
        "%exit_sel: u32 = phi u32 { [bb2: const.u32 0], [bb3: const.u32 1] }",
        "%exit_val: u32 = phi u32 { [bb2: %p], [bb3: %p] }",
        "%exit_val_1: u32 = phi u32 { [bb2: const.u32 0], [bb3: %m1] }",
        "%sel_exit: u32 = phi u32 { [bb2: %sel], [bb3: %sel] }",
    ] {
        assert!(carried.contains(want), "missing `{want}` in:\n{carried}");
    }
}
