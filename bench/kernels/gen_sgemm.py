#!/usr/bin/env python3
"""Writes bench/kernels/sgemm.mp: C = A x B for n x n row-major f32
matrices, register-tiled (`python3 bench/kernels/gen_sgemm.py > bench/kernels/sgemm.mp`).

The kernel language has no loops over registers, so the 8 x 8 accumulator
tile, the 8-step inner product and the loads are written out here.

Workgroup (256, 1, 1) computes a 128 x 128 tile of C (grid n/128 x n/128);
work-item t owns rows 8*(t >> 4) .. +8 and columns 8*(t & 15) .. +8 of it.
The k dimension goes in steps of 8 through two shared buffers (double
buffering: one barrier per step): A's 128 x 8 slice is stored transposed
(As[k][m]) so that a work-item's 8 rows are 8 adjacent elements, B's 8 x 128
slice as it is. Each work-item loads 4 adjacent elements of A and 4 of B per
step (one vector load each where the backend merges them), the next step's
while the current one is computed. `n` must be a multiple of 128; the kernel
states it by masking (`n & ~127`), which is what lets a compiler prove the
rows 16-byte aligned. Every C element is the fma chain over k in order:
c = fma(a[i][k], b[k][j], c) for k = 0, 1, ..., n-1, from c = 0.
"""

TM = TN = 8
BM = BN = 128
BK = 8
TILE = BK * BM  # floats per shared buffer

out = []
w = out.append


def kernel():
    w("module bench.sgemm")
    w("exports { @sgemm }")
    w("imports { }")
    w('digest "0000000000000000"')
    w("")
    for line in __doc__.strip().splitlines()[3:]:
        w((";;; " + line).rstrip())
    w("gpu fn @sgemm(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %c: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(256, 1, 1) {")
    w("bb0:")
    i = "    "
    w(i + "%t: u32 = gpu.thread_id { dim=const.u32 0 }")
    w(i + "%bx: u32 = gpu.workgroup_id { dim=const.u32 0 }")
    w(i + "%by: u32 = gpu.workgroup_id { dim=const.u32 1 }")
    w(i + "%nn: u32 = i.and { lhs=%n, rhs=const.u32 4294967168 }")
    w(i + f"%as: ptr = gpu.shared<{2 * TILE}, f32>")
    w(i + f"%bs: ptr = gpu.shared<{2 * TILE}, f32>")
    # global load coordinates
    w(i + "%arow: u32 = i.lshr { lhs=%t, rhs=const.u32 1 }")
    w(i + "%a1: u32 = i.and { lhs=%t, rhs=const.u32 1 }")
    w(i + "%acol: u32 = i.shl { lhs=%a1, rhs=const.u32 2 }")
    w(i + "%bm: u32 = i.shl { lhs=%by, rhs=const.u32 7 }")
    w(i + "%grow: u32 = i.add { lhs=%bm, rhs=%arow }")
    w(i + "%growoff: u32 = i.mul { lhs=%grow, rhs=%nn }")
    w(i + "%abase: u32 = i.add { lhs=%growoff, rhs=%acol }")
    w(i + "%brow: u32 = i.lshr { lhs=%t, rhs=const.u32 5 }")
    w(i + "%b31: u32 = i.and { lhs=%t, rhs=const.u32 31 }")
    w(i + "%bcol: u32 = i.shl { lhs=%b31, rhs=const.u32 2 }")
    w(i + "%bn: u32 = i.shl { lhs=%bx, rhs=const.u32 7 }")
    w(i + "%bcolg: u32 = i.add { lhs=%bn, rhs=%bcol }")
    # shared store coordinates: As[(acol + j) * 128 + arow], Bs[brow * 128 + bcol + j]
    w(i + "%asrow: u32 = i.shl { lhs=%acol, rhs=const.u32 7 }")
    w(i + "%asoff: u32 = i.add { lhs=%asrow, rhs=%arow }")
    w(i + "%bsrow: u32 = i.shl { lhs=%brow, rhs=const.u32 7 }")
    w(i + "%bsoff: u32 = i.add { lhs=%bsrow, rhs=%bcol }")
    # compute coordinates
    w(i + "%tx: u32 = i.and { lhs=%t, rhs=const.u32 15 }")
    w(i + "%ty: u32 = i.lshr { lhs=%t, rhs=const.u32 4 }")
    w(i + "%tx8: u32 = i.shl { lhs=%tx, rhs=const.u32 3 }")
    w(i + "%ty8: u32 = i.shl { lhs=%ty, rhs=const.u32 3 }")
    # prologue: step 0 into buffer 0
    load_step(i, "p", "const.u32 0")
    store_step(i, "p", "const.u32 0")
    w(i + "gpu.barrier")
    w(i + "br bb1")
    # loop header
    w("bb1:")
    w(i + "%k0: u32 = phi u32 { [bb0: const.u32 0], [bb2: %k0n] }")
    w(i + "%cur: u32 = phi u32 { [bb0: const.u32 0], [bb2: %nxt] }")
    for m in range(TM):
        for n in range(TN):
            w(i + f"%c{m}_{n}: f32 = phi f32 {{ [bb0: const.f32 0.0], [bb2: %d{m}_{n}_{BK - 1}] }}")
    w(i + "%more: bool = icmp.ult { lhs=%k0, rhs=%nn }")
    w(i + "cbr %more bb2 bb3")
    # loop body
    w("bb2:")
    w(i + "%k0n: u32 = i.add { lhs=%k0, rhs=const.u32 8 }")
    w(i + "%last: bool = icmp.uge { lhs=%k0n, rhs=%nn }")
    w(i + "%lastu: u32 = cast<bool, u32> { v=%last }")
    w(i + "%back: u32 = i.shl { lhs=%lastu, rhs=const.u32 3 }")
    w(i + "%knext: u32 = i.sub { lhs=%k0n, rhs=%back }")
    w(i + "; the next step's slices (the last step loads its own again)")
    load_step(i, "q", "%knext")
    w(i + f"%nxt: u32 = i.sub {{ lhs=const.u32 {TILE}, rhs=%cur }}")
    for k in range(BK):
        w(i + f"%ak{k}: u32 = i.add {{ lhs=%cur, rhs=const.u32 {k * BM} }}")
        w(i + f"%am{k}: u32 = i.add {{ lhs=%ak{k}, rhs=%ty8 }}")
        w(i + f"%bk{k}: u32 = i.add {{ lhs=%cur, rhs=const.u32 {k * BN} }}")
        w(i + f"%bn{k}: u32 = i.add {{ lhs=%bk{k}, rhs=%tx8 }}")
        for m in range(TM):
            idx = f"%am{k}" if m == 0 else f"%am{k}_{m}"
            if m:
                w(i + f"%am{k}_{m}: u32 = i.add {{ lhs=%am{k}, rhs=const.u32 {m} }}")
            w(i + f"%ra{k}_{m}: f32 = gpu.buffer_load<f32> {{ buf=%as, idx={idx} }}")
        for n in range(TN):
            idx = f"%bn{k}" if n == 0 else f"%bn{k}_{n}"
            if n:
                w(i + f"%bn{k}_{n}: u32 = i.add {{ lhs=%bn{k}, rhs=const.u32 {n} }}")
            w(i + f"%rb{k}_{n}: f32 = gpu.buffer_load<f32> {{ buf=%bs, idx={idx} }}")
        for m in range(TM):
            for n in range(TN):
                prev = f"%c{m}_{n}" if k == 0 else f"%d{m}_{n}_{k - 1}"
                w(i + f"%d{m}_{n}_{k}: f32 = math.fma {{ a=%ra{k}_{m}, b=%rb{k}_{n}, c={prev} }}")
    store_step(i, "q", "%nxt")
    w(i + "gpu.barrier")
    w(i + "br bb1")
    # epilogue
    w("bb3:")
    w(i + "%crow0: u32 = i.add { lhs=%bm, rhs=%ty8 }")
    w(i + "%ccol: u32 = i.add { lhs=%bn, rhs=%tx8 }")
    for m in range(TM):
        w(i + f"%crow{m}: u32 = i.add {{ lhs=%crow0, rhs=const.u32 {m} }}" if m else i + "; row by row")
        w(i + f"%coff{m}: u32 = i.mul {{ lhs=%crow{m}, rhs=%nn }}")
        w(i + f"%cidx{m}: u32 = i.add {{ lhs=%coff{m}, rhs=%ccol }}")
        for n in range(TN):
            idx = f"%cidx{m}"
            if n:
                w(i + f"%cidx{m}_{n}: u32 = i.add {{ lhs=%cidx{m}, rhs=const.u32 {n} }}")
                idx = f"%cidx{m}_{n}"
            w(i + f"gpu.buffer_store<f32> {{ buf=%c, idx={idx}, v=%c{m}_{n} }}")
    w(i + "ret")
    w("}")


def load_step(i, p, k0):
    """Loads step k0's four elements of A and of B into %{p}a0..3, %{p}b0..3."""
    w(i + f"%{p}aidx: u32 = i.add {{ lhs=%abase, rhs={k0} }}")
    w(i + f"%{p}bk: u32 = i.add {{ lhs={k0}, rhs=%brow }}")
    w(i + f"%{p}bkoff: u32 = i.mul {{ lhs=%{p}bk, rhs=%nn }}")
    w(i + f"%{p}bidx: u32 = i.add {{ lhs=%{p}bkoff, rhs=%bcolg }}")
    for j in range(4):
        for mat in "ab":
            idx = f"%{p}{mat}idx"
            if j:
                w(i + f"%{p}{mat}idx{j}: u32 = i.add {{ lhs=%{p}{mat}idx, rhs=const.u32 {j} }}")
                idx = f"%{p}{mat}idx{j}"
            w(i + f"%{p}{mat}{j}: f32 = gpu.buffer_load<f32> {{ buf=%{mat}, idx={idx} }}")


def store_step(i, p, buf):
    """Stores %{p}a0..3 transposed and %{p}b0..3 as they are into buffer `buf`."""
    w(i + f"%{p}as0: u32 = i.add {{ lhs={buf}, rhs=%asoff }}")
    w(i + f"%{p}bs0: u32 = i.add {{ lhs={buf}, rhs=%bsoff }}")
    for j in range(4):
        if j:
            w(i + f"%{p}as{j}: u32 = i.add {{ lhs=%{p}as0, rhs=const.u32 {j * BM} }}")
            w(i + f"%{p}bs{j}: u32 = i.add {{ lhs=%{p}bs0, rhs=const.u32 {j} }}")
        w(i + f"gpu.buffer_store<f32> {{ buf=%as, idx=%{p}as{j}, v=%{p}a{j} }}")
        w(i + f"gpu.buffer_store<f32> {{ buf=%bs, idx=%{p}bs{j}, v=%{p}b{j} }}")


kernel()
print("\n".join(out))
