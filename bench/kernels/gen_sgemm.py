#!/usr/bin/env python3
"""Writes bench/kernels/sgemm.mp: C = A x B for n x n row-major f32
matrices, register-tiled (`python3 bench/kernels/gen_sgemm.py > bench/kernels/sgemm.mp`;
`gen_sgemm.py 64 > bench/kernels/sgemm64.mp` writes the 64 x 64-tile form:
4 x 4 per work-item, two elements of A and of B loaded per step, grid
n/64 x n/64, for sizes whose 128-tile grid leaves SMs idle).

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

import sys

BM = BN = int(sys.argv[1]) if len(sys.argv) > 1 else 128
assert BM in (64, 128), "tiles of 64 or 128"
TM = TN = BM // 16  # 16 x 16 work-items
BK = 8
TILE = BK * BM  # floats per shared buffer
LD = BM * BK // 256  # elements of A (and of B) each work-item loads per step
LOG = {1: 0, 2: 1, 4: 2, 8: 3, 16: 4, 32: 5, 64: 6, 128: 7}

out = []
w = out.append


def kernel():
    w("module bench.sgemm" + ("" if BM == 128 else str(BM)))
    w("exports { @sgemm }")
    w("imports { }")
    w('digest "0000000000000000"')
    w("")
    for line in __doc__.strip().splitlines()[3:]:
        w((";;; " + line).rstrip())
    if BM != 128:
        w(f";;; This file is the {BM} x {BM}-tile form: {TM} x {TN} per work-item, {LD} elements")
        w(f";;; of A and of B loaded per step, grid n/{BM} x n/{BM}, n a multiple of {BM}")
        w(f";;; (masked as `n & ~{BM - 1}`).")
    w("gpu fn @sgemm(%a: gpu.TBuffer<f32>, %b: gpu.TBuffer<f32>, %c: gpu.TBuffer<f32>, %n: u32) -> unit workgroup(256, 1, 1) {")
    w("bb0:")
    i = "    "
    w(i + "%t: u32 = gpu.thread_id { dim=const.u32 0 }")
    w(i + "%bx: u32 = gpu.workgroup_id { dim=const.u32 0 }")
    w(i + "%by: u32 = gpu.workgroup_id { dim=const.u32 1 }")
    w(i + f"%nn: u32 = i.and {{ lhs=%n, rhs=const.u32 {2**32 - BM} }}")
    w(i + f"%as: ptr = gpu.shared<{2 * TILE}, f32>")
    w(i + f"%bs: ptr = gpu.shared<{2 * TILE}, f32>")
    # global load coordinates
    per_row = BK // LD  # work-items per row of A's slice
    w(i + f"%arow: u32 = i.lshr {{ lhs=%t, rhs=const.u32 {LOG[per_row]} }}")
    w(i + f"%a1: u32 = i.and {{ lhs=%t, rhs=const.u32 {per_row - 1} }}")
    w(i + f"%acol: u32 = i.shl {{ lhs=%a1, rhs=const.u32 {LOG[LD]} }}")
    w(i + f"%bm: u32 = i.shl {{ lhs=%by, rhs=const.u32 {LOG[BM]} }}")
    w(i + "%grow: u32 = i.add { lhs=%bm, rhs=%arow }")
    w(i + "%growoff: u32 = i.mul { lhs=%grow, rhs=%nn }")
    w(i + "%abase: u32 = i.add { lhs=%growoff, rhs=%acol }")
    w(i + "%brow: u32 = i.lshr { lhs=%t, rhs=const.u32 5 }")
    w(i + "%b31: u32 = i.and { lhs=%t, rhs=const.u32 31 }")
    w(i + f"%bcol: u32 = i.shl {{ lhs=%b31, rhs=const.u32 {LOG[LD]} }}")
    w(i + f"%bn: u32 = i.shl {{ lhs=%bx, rhs=const.u32 {LOG[BN]} }}")
    w(i + "%bcolg: u32 = i.add { lhs=%bn, rhs=%bcol }")
    # shared store coordinates: As[(acol + j) * 128 + arow], Bs[brow * 128 + bcol + j]
    w(i + f"%asrow: u32 = i.shl {{ lhs=%acol, rhs=const.u32 {LOG[BM]} }}")
    w(i + "%asoff: u32 = i.add { lhs=%asrow, rhs=%arow }")
    w(i + f"%bsrow: u32 = i.shl {{ lhs=%brow, rhs=const.u32 {LOG[BN]} }}")
    w(i + "%bsoff: u32 = i.add { lhs=%bsrow, rhs=%bcol }")
    # compute coordinates
    w(i + "%tx: u32 = i.and { lhs=%t, rhs=const.u32 15 }")
    w(i + "%ty: u32 = i.lshr { lhs=%t, rhs=const.u32 4 }")
    w(i + f"%tx8: u32 = i.shl {{ lhs=%tx, rhs=const.u32 {LOG[TN]} }}")
    w(i + f"%ty8: u32 = i.shl {{ lhs=%ty, rhs=const.u32 {LOG[TM]} }}")
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
    """Loads step k0's LD elements of A and of B into %{p}a0.., %{p}b0.."""
    w(i + f"%{p}aidx: u32 = i.add {{ lhs=%abase, rhs={k0} }}")
    w(i + f"%{p}bk: u32 = i.add {{ lhs={k0}, rhs=%brow }}")
    w(i + f"%{p}bkoff: u32 = i.mul {{ lhs=%{p}bk, rhs=%nn }}")
    w(i + f"%{p}bidx: u32 = i.add {{ lhs=%{p}bkoff, rhs=%bcolg }}")
    for j in range(LD):
        for mat in "ab":
            idx = f"%{p}{mat}idx"
            if j:
                w(i + f"%{p}{mat}idx{j}: u32 = i.add {{ lhs=%{p}{mat}idx, rhs=const.u32 {j} }}")
                idx = f"%{p}{mat}idx{j}"
            w(i + f"%{p}{mat}{j}: f32 = gpu.buffer_load<f32> {{ buf=%{mat}, idx={idx} }}")


def store_step(i, p, buf):
    """Stores %{p}a0.. transposed and %{p}b0.. as they are into buffer `buf`."""
    w(i + f"%{p}as0: u32 = i.add {{ lhs={buf}, rhs=%asoff }}")
    w(i + f"%{p}bs0: u32 = i.add {{ lhs={buf}, rhs=%bsoff }}")
    for j in range(LD):
        if j:
            w(i + f"%{p}as{j}: u32 = i.add {{ lhs=%{p}as0, rhs=const.u32 {j * BM} }}")
            w(i + f"%{p}bs{j}: u32 = i.add {{ lhs=%{p}bs0, rhs=const.u32 {j} }}")
        w(i + f"gpu.buffer_store<f32> {{ buf=%as, idx=%{p}as{j}, v=%{p}a{j} }}")
        w(i + f"gpu.buffer_store<f32> {{ buf=%bs, idx=%{p}bs{j}, v=%{p}b{j} }}")


kernel()
print("\n".join(out))
