//! The grouping rules of [`super::find`] on small kernels: which accesses
//! merge, at which lane, and every reason not to merge.

use magpie_mpir::{parse, verify, Opcode};

use super::find;

/// The groups of kernel `@k` in `body` (parameters `%a`, `%b`: f32
/// buffers, `%n`: u32), each as (store?, the accessed values' names by
/// lane).
fn groups(body: &str) -> Vec<(bool, Vec<String>)> {
    let src = format!(
        "module t\nexports {{ @k }}\nimports {{ }}\ndigest \"0000000000000000\"\n\
         gpu fn @k(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(64, 1, 1) {{\n\
         {body}\n}}\n"
    );
    let module = parse(&src).value.expect("parses");
    let info = verify(&module).value.expect("verifies");
    let fid = module.function_by_name("k").expect("@k");
    let func = &module.functions[fid];
    let found = find(func, info.function(fid));
    found
        .groups
        .iter()
        .map(|g| {
            let names = g
                .lanes
                .iter()
                .map(|&id| {
                    let inst = &func.insts[id];
                    // a load's result, a store's stored value
                    let v = match inst.op {
                        Opcode::BufferLoad => inst.result,
                        _ => match inst.operands[2] {
                            magpie_mpir::Operand::Value(v) => Some(v),
                            magpie_mpir::Operand::Const(_) => None,
                        },
                    };
                    v.map_or("?".into(), |v| func.values[v].name.clone())
                })
                .collect();
            (g.store, names)
        })
        .collect()
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

const IDS: &str = "bb0:
    %g: u32 = gpu.global_id { dim=const.u32 0 }
    %i0: u32 = i.mul { lhs=%g, rhs=const.u32 4 }
    %i1: u32 = i.add { lhs=%i0, rhs=const.u32 1 }
    %i2: u32 = i.add { lhs=%i0, rhs=const.u32 2 }
    %i3: u32 = i.add { lhs=%i0, rhs=const.u32 3 }";

#[test]
fn four_loads_in_any_order_are_one_group_by_lane() {
    let g = groups(&format!(
        "{IDS}
    %x2: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i2 }}
    %x0: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i0 }}
    %x3: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i3 }}
    %x1: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i1 }}
    ret"
    ));
    assert_eq!(g, vec![(false, names(&["x0", "x1", "x2", "x3"]))]);
}

#[test]
fn a_store_between_loads_splits_them() {
    // The store may write a's elements (b and a may be one allocation).
    let g = groups(&format!(
        "{IDS}
    %x0: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i0 }}
    %x1: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i1 }}
    gpu.buffer_store<f32> {{ buf=%b, idx=%g, v=%x0 }}
    %x2: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i2 }}
    %x3: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i3 }}
    ret"
    ));
    assert_eq!(
        g,
        vec![(false, names(&["x0", "x1"])), (false, names(&["x2", "x3"]))]
    );
}

#[test]
fn a_load_between_stores_splits_them() {
    let g = groups(&format!(
        "{IDS}
    %y: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%n }}
    gpu.buffer_store<f32> {{ buf=%b, idx=%i0, v=%y }}
    gpu.buffer_store<f32> {{ buf=%b, idx=%i1, v=%y }}
    %z: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%g }}
    gpu.buffer_store<f32> {{ buf=%b, idx=%i2, v=%z }}
    gpu.buffer_store<f32> {{ buf=%b, idx=%i3, v=%z }}
    ret"
    ));
    assert_eq!(
        g,
        vec![(true, names(&["y", "y"])), (true, names(&["z", "z"]))]
    );
}

#[test]
fn an_index_not_known_aligned_merges_nothing() {
    // g * 2 is even, not a multiple of 4: pairs only; n is unknown.
    let g = groups(
        "bb0:
    %g: u32 = gpu.global_id { dim=const.u32 0 }
    %i0: u32 = i.mul { lhs=%g, rhs=const.u32 2 }
    %i1: u32 = i.add { lhs=%i0, rhs=const.u32 1 }
    %i2: u32 = i.add { lhs=%i0, rhs=const.u32 2 }
    %i3: u32 = i.add { lhs=%i0, rhs=const.u32 3 }
    %x0: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i0 }
    %x1: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i1 }
    %x2: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i2 }
    %x3: f32 = gpu.buffer_load<f32> { buf=%a, idx=%i3 }
    %j1: u32 = i.add { lhs=%n, rhs=const.u32 1 }
    %y0: f32 = gpu.buffer_load<f32> { buf=%b, idx=%n }
    %y1: f32 = gpu.buffer_load<f32> { buf=%b, idx=%j1 }
    ret",
    );
    assert_eq!(
        g,
        vec![(false, names(&["x0", "x1"])), (false, names(&["x2", "x3"]))]
    );
}

#[test]
fn partial_and_offset_runs_merge_only_whole_aligned_windows() {
    // Elements 4g+1 .. 4g+4: only (4g+2, 4g+3) is a whole aligned window.
    let g = groups(&format!(
        "{IDS}
    %i4: u32 = i.add {{ lhs=%i0, rhs=const.u32 4 }}
    %x1: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i1 }}
    %x2: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i2 }}
    %x3: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i3 }}
    %x4: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i4 }}
    ret"
    ));
    assert_eq!(g, vec![(false, names(&["x2", "x3"]))]);
}

/// A loop over `i` = 0, `step`, 2 `step`, ... loading a[i .. i+3], then
/// `stores`.
fn loop_of_step(step: u32, stores: &str) -> String {
    format!(
        "bb0:
    br bb1
bb1:
    %i: u32 = phi u32 {{ [bb0: const.u32 0], [bb2: %next] }}
    %more: bool = icmp.ult {{ lhs=%i, rhs=%n }}
    cbr %more bb2 bb3
bb2:
    %i1: u32 = i.add {{ lhs=%i, rhs=const.u32 1 }}
    %i2: u32 = i.add {{ lhs=%i, rhs=const.u32 2 }}
    %i3: u32 = i.add {{ lhs=%i, rhs=const.u32 3 }}
    %x0: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i }}
    %x1: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i1 }}
    %x2: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i2 }}
    %x3: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i3 }}
{stores}
    %next: u32 = i.add {{ lhs=%i, rhs=const.u32 {step} }}
    br bb1
bb3:
    ret"
    )
}

#[test]
fn alignment_is_carried_around_loops() {
    // i runs 0, 8, 16, ...: a multiple of 8 in every iteration.
    let g = groups(&loop_of_step(
        8,
        "    gpu.buffer_store<f32> { buf=%b, idx=%i, v=%x3 }
    gpu.buffer_store<f32> { buf=%b, idx=%i1, v=%x2 }
    gpu.buffer_store<f32> { buf=%b, idx=%i2, v=%x1 }
    gpu.buffer_store<f32> { buf=%b, idx=%i3, v=%x0 }",
    ));
    assert_eq!(
        g,
        vec![
            (false, names(&["x0", "x1", "x2", "x3"])),
            (true, names(&["x3", "x2", "x1", "x0"]))
        ]
    );
    // A step of 2 keeps only pairs aligned.
    let odd = groups(&loop_of_step(2, ""));
    assert_eq!(
        odd,
        vec![(false, names(&["x0", "x1"])), (false, names(&["x2", "x3"]))]
    );
}

#[test]
fn the_same_element_twice_starts_another_run() {
    let g = groups(&format!(
        "{IDS}
    %x0: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i0 }}
    %x1: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i1 }}
    %y0: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i0 }}
    %y1: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i1 }}
    %y2: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i2 }}
    %y3: f32 = gpu.buffer_load<f32> {{ buf=%a, idx=%i3 }}
    ret"
    ));
    assert_eq!(
        g,
        vec![
            (false, names(&["y0", "y1", "y2", "y3"])),
            (false, names(&["x0", "x1"]))
        ]
    );
}
