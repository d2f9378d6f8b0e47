#!/usr/bin/env python3
"""Writes bench/kernels/stream_vgs.mp: the STREAM kernels as grid-stride
loops that move 16 bytes per array per iteration (4 f32 or 2 f64 at
neighbouring indices, which the emitters turn into one vector load or
store each: `magpie_gpu::wide`).

Work-item g of a grid of T work-items (block 256) handles the elements
V*g + k, V*(g + T) + k, ... (k = 0..V-1) below nv = n & ~(V-1) (the mask
states that nv is a multiple of V), then the element nv + g if it is below
n (the last n mod V elements). n + V*T must stay below 2^32. `dot`
accumulates a[i]*b[i] per work-item in exactly that order (multiply, then
add: no contraction), then reduces each workgroup's 256 accumulators with a
shared-memory tree (strides 128 .. 1) into partial[workgroup].

Run: python3 bench/kernels/gen_stream_vgs.py > bench/kernels/stream_vgs.mp
"""

WIDTH = {"f32": 4, "f64": 2}
OPS = {
    # name: (doc, params, loads per element (buffer names), body per lane)
    "copy": ("c[i] = a[i]", "%a: gpu.TBuffer<{t}>, %c: gpu.TBuffer<{t}>", ["a"], "c", "{x0}"),
    "scale": ("b[i] = s * c[i]", "%b: gpu.TBuffer<{t}>, %c: gpu.TBuffer<{t}>, %s: {t}", ["c"], "b", "mul s {x0}"),
    "add": ("c[i] = a[i] + b[i]", "%a: gpu.TBuffer<{t}>, %b: gpu.TBuffer<{t}>, %c: gpu.TBuffer<{t}>", ["a", "b"], "c", "add {x0} {x1}"),
    "triad": ("a[i] = b[i] + s * c[i]", "%a: gpu.TBuffer<{t}>, %b: gpu.TBuffer<{t}>, %c: gpu.TBuffer<{t}>, %s: {t}", ["b", "c"], "a", "triad {x0} {x1}"),
}


def prologue(v):
    mask = (1 << 32) - v
    return f"""bb0:
    %g: u32 = gpu.global_id {{ dim=const.u32 0 }}
    %nwg: u32 = gpu.num_workgroups {{ dim=const.u32 0 }}
    %bs: u32 = gpu.workgroup_size {{ dim=const.u32 0 }}
    %items: u32 = i.mul {{ lhs=%nwg, rhs=%bs }}
    %stride: u32 = i.mul {{ lhs=%items, rhs=const.u32 {v} }}
    %nv: u32 = i.and {{ lhs=%n, rhs=const.u32 {mask} }}
    %i0: u32 = i.mul {{ lhs=%g, rhs=const.u32 {v} }}
"""


def lane_value(t, expr, lane, ins):
    """Lines computing one lane's stored value; its name."""
    xs = [f"%{b}{lane}" for b in ins]
    kind = expr.split()[0]
    if kind == "{x0}":
        return [], xs[0]
    if kind == "mul":
        return [f"    %y{lane}: {t} = f.mul {{ lhs=%s, rhs={xs[0]} }}"], f"%y{lane}"
    if kind == "add":
        return [f"    %y{lane}: {t} = f.add {{ lhs={xs[0]}, rhs={xs[1]} }}"], f"%y{lane}"
    return [
        f"    %p{lane}: {t} = f.mul {{ lhs=%s, rhs={xs[1]} }}",
        f"    %y{lane}: {t} = f.add {{ lhs={xs[0]}, rhs=%p{lane} }}",
    ], f"%y{lane}"


def elementwise(op, t):
    doc, params, ins, out, expr = OPS[op]
    v = WIDTH[t]
    lines = [f";;; {doc}", f"gpu fn @{op}_vgs_{t}({params.format(t=t)}, %n: u32) -> unit workgroup(256, 1, 1) {{", prologue(v).rstrip("\n")]
    lines += ["    br bb1", "bb1:", "    %i: u32 = phi u32 { [bb0: %i0], [bb2: %next] }",
              "    %ok: bool = icmp.ult { lhs=%i, rhs=%nv }", "    cbr %ok bb2 bb3", "bb2:"]
    idx = ["%i"]
    for k in range(1, v):
        lines.append(f"    %i{k}: u32 = i.add {{ lhs=%i, rhs=const.u32 {k} }}")
        idx.append(f"%i{k}")
    for b in ins:
        for k in range(v):
            lines.append(f"    %{b}{k}: {t} = gpu.buffer_load<{t}> {{ buf=%{b}, idx={idx[k]} }}")
    vals = []
    for k in range(v):
        extra, name = lane_value(t, expr, k, ins)
        lines += extra
        vals.append(name)
    for k in range(v):
        lines.append(f"    gpu.buffer_store<{t}> {{ buf=%{out}, idx={idx[k]}, v={vals[k]} }}")
    lines += ["    %next: u32 = i.add { lhs=%i, rhs=%stride }", "    br bb1", "bb3:",
              "    %j: u32 = i.add { lhs=%nv, rhs=%g }", "    %tail: bool = icmp.ult { lhs=%j, rhs=%n }",
              "    cbr %tail bb4 bb5", "bb4:"]
    for b in ins:
        lines.append(f"    %{b}t: {t} = gpu.buffer_load<{t}> {{ buf=%{b}, idx=%j }}")
    extra, name = lane_value(t, expr, "t", ins)
    lines += extra
    lines += [f"    gpu.buffer_store<{t}> {{ buf=%{out}, idx=%j, v={name} }}", "    br bb5", "bb5:", "    ret", "}", ""]
    return "\n".join(lines)


def dot(t):
    v = WIDTH[t]
    zero = f"const.{t} 0.0"
    lines = [";;; partial[workgroup] = sum of a[i] * b[i] over the workgroup's elements",
             f"gpu fn @dot_vgs_{t}(%a: gpu.TBuffer<{t}>, %b: gpu.TBuffer<{t}>, %partial: gpu.TBuffer<{t}>, %n: u32) -> unit workgroup(256, 1, 1) {{",
             prologue(v).rstrip("\n"),
             "    %tid: u32 = gpu.thread_id { dim=const.u32 0 }",
             "    %wg: u32 = gpu.workgroup_id { dim=const.u32 0 }",
             f"    %tile: ptr = gpu.shared<256, {t}>",
             "    br bb1", "bb1:",
             "    %i: u32 = phi u32 { [bb0: %i0], [bb2: %next] }",
             f"    %acc: {t} = phi {t} {{ [bb0: {zero}], [bb2: %s{v - 1}] }}",
             "    %ok: bool = icmp.ult { lhs=%i, rhs=%nv }", "    cbr %ok bb2 bb3", "bb2:"]
    idx = ["%i"]
    for k in range(1, v):
        lines.append(f"    %i{k}: u32 = i.add {{ lhs=%i, rhs=const.u32 {k} }}")
        idx.append(f"%i{k}")
    for b in ["a", "b"]:
        for k in range(v):
            lines.append(f"    %{b}{k}: {t} = gpu.buffer_load<{t}> {{ buf=%{b}, idx={idx[k]} }}")
    prev = "%acc"
    for k in range(v):
        lines.append(f"    %p{k}: {t} = f.mul {{ lhs=%a{k}, rhs=%b{k} }}")
        lines.append(f"    %s{k}: {t} = f.add {{ lhs={prev}, rhs=%p{k} }}")
        prev = f"%s{k}"
    lines += ["    %next: u32 = i.add { lhs=%i, rhs=%stride }", "    br bb1", "bb3:",
              "    %j: u32 = i.add { lhs=%nv, rhs=%g }", "    %tail: bool = icmp.ult { lhs=%j, rhs=%n }",
              "    cbr %tail bb4 bb5", "bb4:",
              f"    %at: {t} = gpu.buffer_load<{t}> {{ buf=%a, idx=%j }}",
              f"    %bt: {t} = gpu.buffer_load<{t}> {{ buf=%b, idx=%j }}",
              f"    %pt: {t} = f.mul {{ lhs=%at, rhs=%bt }}",
              f"    %st: {t} = f.add {{ lhs=%acc, rhs=%pt }}",
              "    br bb5", "bb5:",
              f"    %mine: {t} = phi {t} {{ [bb3: %acc], [bb4: %st] }}",
              f"    gpu.buffer_store<{t}> {{ buf=%tile, idx=%tid, v=%mine }}",
              "    gpu.barrier", "    br bb6", "bb6:",
              "    %h: u32 = phi u32 { [bb5: const.u32 128], [bb9: %half] }",
              "    %more: bool = icmp.ugt { lhs=%h, rhs=const.u32 0 }", "    cbr %more bb7 bb10", "bb7:",
              "    %active: bool = icmp.ult { lhs=%tid, rhs=%h }", "    cbr %active bb8 bb9", "bb8:",
              f"    %x: {t} = gpu.buffer_load<{t}> {{ buf=%tile, idx=%tid }}",
              "    %k: u32 = i.add { lhs=%tid, rhs=%h }",
              f"    %y: {t} = gpu.buffer_load<{t}> {{ buf=%tile, idx=%k }}",
              f"    %xy: {t} = f.add {{ lhs=%x, rhs=%y }}",
              f"    gpu.buffer_store<{t}> {{ buf=%tile, idx=%tid, v=%xy }}",
              "    br bb9", "bb9:", "    gpu.barrier",
              "    %half: u32 = i.lshr { lhs=%h, rhs=const.u32 1 }", "    br bb6", "bb10:",
              "    %first: bool = icmp.eq { lhs=%tid, rhs=const.u32 0 }", "    cbr %first bb11 bb12", "bb11:",
              f"    %total: {t} = gpu.buffer_load<{t}> {{ buf=%tile, idx=const.u32 0 }}",
              f"    gpu.buffer_store<{t}> {{ buf=%partial, idx=%wg, v=%total }}",
              "    br bb12", "bb12:", "    ret", "}", ""]
    return "\n".join(lines)


def main():
    names = [f"{op}_vgs_{t}" for t in ["f32", "f64"] for op in ["copy", "scale", "add", "triad", "dot"]]
    out = ["module bench.stream_vgs", "exports { " + ", ".join("@" + n for n in names) + " }",
           "imports { }", 'digest "0000000000000000"', ""]
    doc = __doc__.split("\n\n")[1:3]
    for para in doc:
        for line in para.strip().split("\n"):
            out.append(";;; " + line)
    out.append(";;; Written by bench/kernels/gen_stream_vgs.py.")
    out.append("")
    for t in ["f32", "f64"]:
        for op in ["copy", "scale", "add", "triad"]:
            out.append(elementwise(op, t))
        out.append(dot(t))
    print("\n".join(out), end="")


if __name__ == "__main__":
    main()
