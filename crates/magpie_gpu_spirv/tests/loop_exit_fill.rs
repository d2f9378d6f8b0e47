//! The loop-exit dispatch's phi inputs that no path reads: a value that only
//! passes through the loop reaches the dispatch as itself on every edge, not
//! as a zero beside it. lavapipe (Mesa 25.0.7) miscompiled the zero: its
//! out-of-SSA put the zero in the register of the outer loop's phi, where a
//! work-item leaving the inner loop wrote it while its neighbours stayed,
//! and llvmpipe computes the inner loop's values again for every lane, so
//! the `switch` selector read after the loop came from the zero (campaign
//! seed 1802019; the kernel is bench/probe12/r4/cf-1802019-min.mp).

mod common;

use std::collections::HashMap;

const KERNEL: &str = "module t\nexports { @cf }\nimports { }\ndigest \"0000000000000000\"\n\
gpu fn @cf(%out: gpu.TBuffer<u32>, %k: u32) -> unit workgroup(64, 1, 1) {\n\
bb0:\n    %gid: u32 = gpu.global_id { dim=const.u32 0 }\n\
    %cA: bool = icmp.ugt { lhs=%k, rhs=const.u32 100 }\n\
    %n: u32 = i.urem { lhs=%gid, rhs=const.u32 3 }\n    br bb1\n\
bb1:\n    %p: u32 = phi u32 { [bb0:%gid], [bb6:%pn] }\n    br bb2\n\
bb2:\n    %m: u32 = phi u32 { [bb1:const.u32 0], [bb3:%m1] }\n\
    %s1: u32 = i.add { lhs=%p, rhs=const.u32 1 }\n\
    %sel: u32 = i.urem { lhs=%s1, rhs=const.u32 4 }\n\
    switch %sel { case 0 -> bbR case 1 -> bbA case 2 -> bb3 } else bbR\n\
bb3:\n    %m1: u32 = i.add { lhs=%m, rhs=const.u32 1 }\n\
    %c3: bool = icmp.ult { lhs=%m1, rhs=%n }\n    cbr %c3 bb2 bb4\n\
bb4:\n    %p4: u32 = phi u32 { [bb3:%p] }\n    br bb6\n\
bbA:\n    cbr %cA bb6 bb7\n\
bb6:\n    %pn: u32 = phi u32 { [bb4:%p4], [bbA:const.u32 14] }\n    cbr %cA bb1 bb7\n\
bb7:\n    gpu.buffer_store<u32> { buf=%out, idx=%gid, v=const.u32 1 }\n    ret\n\
bbR:\n    gpu.buffer_store<u32> { buf=%out, idx=%gid, v=const.u32 0 }\n    ret\n}\n";

/// An `OpPhi`: its result and its values (parents left out).
type Phi = (String, Vec<String>);

/// `(result, values)` of every `OpPhi` outside loop headers (a header's
/// phi takes its start, a zero often, beside the latch's value), and the
/// ids of the constants, from rspirv's disassembly.
fn phis_and_constants(asm: &str) -> (Vec<Phi>, HashMap<String, String>) {
    let mut consts = HashMap::new();
    // per block: its phis and whether it is a loop header
    let mut blocks: Vec<(Vec<Phi>, bool)> = Vec::new();
    for line in asm.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w.as_slice() {
            [_, "=", "OpLabel"] => blocks.push((Vec::new(), false)),
            [r, "=", "OpPhi", _ty, rest @ ..] => {
                let values = rest.chunks(2).map(|c| c[0].to_string()).collect();
                if let Some(b) = blocks.last_mut() {
                    b.0.push((r.to_string(), values));
                }
            }
            ["OpLoopMerge", ..] => {
                if let Some(b) = blocks.last_mut() {
                    b.1 = true;
                }
            }
            [r, "=", "OpConstant", _ty, v] => {
                consts.insert(r.to_string(), v.to_string());
            }
            _ => {}
        }
    }
    let phis = blocks
        .into_iter()
        .filter(|(_, header)| !header)
        .flat_map(|(p, _)| p)
        .collect();
    (phis, consts)
}

/// `id` through the phis of one incoming it copies.
fn resolve<'a>(copies: &HashMap<&'a str, &'a str>, mut id: &'a str) -> &'a str {
    while let Some(&next) = copies.get(id) {
        id = next;
    }
    id
}

#[test]
fn no_exit_phi_puts_a_zero_beside_a_carried_value() {
    let asm = common::disassemble_first(KERNEL);
    let (phis, consts) = phis_and_constants(&asm);
    // a phi of one incoming is that value
    let copies: HashMap<&str, &str> = phis
        .iter()
        .filter(|(_, v)| v.len() == 1)
        .map(|(r, v)| (r.as_str(), v[0].as_str()))
        .collect();
    let mut checked = 0;
    for (r, values) in phis.iter().filter(|(_, v)| v.len() > 1) {
        let ins: Vec<&str> = values.iter().map(|v| resolve(&copies, v)).collect();
        let zero = ins.iter().any(|v| consts.get(*v).is_some_and(|c| c == "0"));
        let variable = ins.iter().any(|v| !consts.contains_key(*v));
        assert!(
            !(zero && variable),
            "{r} takes a zero beside a value: {ins:?}\n{asm}"
        );
        checked += 1;
    }
    assert!(checked >= 3, "expected the dispatch's phis:\n{asm}");
}
