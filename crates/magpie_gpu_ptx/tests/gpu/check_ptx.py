#!/usr/bin/env python3
"""Runs a bundle written by tests/gpu_bundle.rs on a CUDA GPU through the
driver API (ctypes, no other dependency) and compares every buffer with the
CPU reference's results, bit for bit.

    python3 check_ptx.py BUNDLE_DIR [--arch sm_90] [--only SUBSTRING]

Prints one line per case and arch: `ok`, or the buffers that differ with
their first differing elements decoded. Exit status 1 when any differ.

Some differences are legitimate and show up as DIFF: old values and final
slots of contended atomics (the CPU serializes work-items in order), float
subgroup sums (any association order), `.fast` float ops (approximate,
signed zeros), math functions that SEMANTICS.md bounds in ulp rather than
requiring exact (exp, exp2, log, sin, rsqrt, ...: the device library's
results may differ from the host's in the last bits; the conformance suite
checks the bounds on the GPU), and `gpu.target.is` (false on the CPU for
every backend). Everything else must match bit for bit (NaNs match any NaN).
"""
import ctypes
import json
import os
import struct
import sys

cuda = ctypes.CDLL("libcuda.so.1")


def check(rc, what):
    if rc != 0:
        name = ctypes.c_char_p()
        cuda.cuGetErrorName(rc, ctypes.byref(name))
        raise RuntimeError(f"{what}: {name.value.decode() if name.value else rc}")


check(cuda.cuInit(0), "cuInit")
dev = ctypes.c_int()
check(cuda.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
ctx = ctypes.c_void_p()
check(cuda.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "retain")
check(cuda.cuCtxSetCurrent(ctx), "set current")

FMT = {"bool": "B", "i8": "b", "u8": "B", "i16": "h", "u16": "H", "i32": "i",
       "u32": "I", "i64": "q", "u64": "Q", "f16": "e", "bf16": "H", "f32": "f",
       "f64": "d"}
SIZE = {"bool": 1, "i8": 1, "u8": 1, "i16": 2, "u16": 2, "i32": 4, "u32": 4,
        "i64": 8, "u64": 8, "f16": 2, "bf16": 2, "f32": 4, "f64": 8}


def layout(elem):
    """(element size, [(offset, leaf type)]); a struct is written
    `struct:SIZE:OFF/TYPE,OFF/TYPE,...`."""
    if elem.startswith("struct:"):
        _, size, leaves = elem.split(":")
        return int(size), [(int(o), t) for o, t in (x.split("/") for x in leaves.split(","))]
    return SIZE[elem], [(0, elem)]


def decode(elem, data, i):
    if elem.startswith("struct:"):
        size, leaves = layout(elem)
        return tuple(struct.unpack_from("<" + FMT[t], data, i * size + o)[0] for o, t in leaves)
    n = SIZE[elem]
    v = struct.unpack_from("<" + FMT[elem], data, i * n)[0]
    if elem == "f32":
        return f"{v!r} ({struct.unpack_from('<I', data, i * n)[0]:#010x})"
    if elem == "bf16":
        return f"bf16 {v:#06x}"
    return v


def is_nan(t, data, at):
    """NaNs compare equal whatever their payload and sign (SEMANTICS.md)."""
    if t == "f32":
        return (struct.unpack_from("<I", data, at)[0] & 0x7FFFFFFF) > 0x7F800000
    if t == "f64":
        return (struct.unpack_from("<Q", data, at)[0] & (2**63 - 1)) > 0x7FF0000000000000
    if t == "f16":
        return (struct.unpack_from("<H", data, at)[0] & 0x7FFF) > 0x7C00
    if t == "bf16":
        return (struct.unpack_from("<H", data, at)[0] & 0x7FFF) > 0x7F80
    return False


def same_modulo_nan(leaves, got, want, base):
    for o, t in leaves:
        n = SIZE[t]
        a, b = got[base + o:base + o + n], want[base + o:base + o + n]
        if a != b and not (is_nan(t, got, base + o) and is_nan(t, want, base + o)):
            return False
    return True


def run_case(case_dir, ptx_meta, meta):
    text = open(os.path.join(case_dir, ptx_meta["arch"] + ".ptx"), "rb").read() + b"\0"
    mod = ctypes.c_void_p()
    log = ctypes.create_string_buffer(8192)
    check(cuda.cuModuleLoadData(ctypes.byref(mod), ctypes.c_char_p(text)), "load " + case_dir)
    fn = ctypes.c_void_p()
    check(cuda.cuModuleGetFunction(ctypes.byref(fn), mod, ptx_meta["entry"].encode()), "get function")
    ins = []
    ptrs = []
    for i in range(len(meta["buffers"])):
        data = open(os.path.join(case_dir, f"in{i}.bin"), "rb").read()
        p = ctypes.c_uint64()
        check(cuda.cuMemAlloc_v2(ctypes.byref(p), max(len(data), 1)), "alloc")
        check(cuda.cuMemcpyHtoD_v2(p, data, len(data)), "htod")
        ins.append(data)
        ptrs.append(p)
    holders = []
    for prm in ptx_meta["params"]:
        if "buf" in prm:
            holders.append(ctypes.c_uint64(ptrs[prm["buf"]].value))
        else:
            b = bytes.fromhex(prm["bytes"])
            holders.append(ctypes.create_string_buffer(b, max(len(b), 8)))
    arr = (ctypes.c_void_p * max(len(holders), 1))(*[ctypes.cast(ctypes.byref(h), ctypes.c_void_p) for h in holders])
    g, b = meta["grid"], meta["block"]
    check(cuda.cuLaunchKernel(fn, g[0], g[1], g[2], b[0], b[1], b[2], 0, None, arr, None), "launch")
    check(cuda.cuCtxSynchronize(), "sync " + case_dir)
    bad = []
    for i, elem in enumerate(meta["buffers"]):
        want = open(os.path.join(case_dir, f"out{i}.bin"), "rb").read()
        got = ctypes.create_string_buffer(len(want))
        check(cuda.cuMemcpyDtoH_v2(got, ptrs[i], len(want)), "dtoh")
        got = got.raw
        cuda.cuMemFree_v2(ptrs[i])
        if got != want:
            es, leaves = layout(elem)
            diffs = [k for k in range(len(want) // es)
                     if got[k * es:(k + 1) * es] != want[k * es:(k + 1) * es]
                     and not same_modulo_nan(leaves, got, want, k * es)]
            if not diffs:
                continue
            shown = "; ".join(f"[{k}] gpu {decode(elem, got, k)} cpu {decode(elem, want, k)} in {decode(elem, ins[i], k)}" for k in diffs[:4])
            bad.append(f"buffer {i} ({elem}): {len(diffs)} differ: {shown}")
    cuda.cuModuleUnload(mod)
    return bad


def main():
    root = sys.argv[1]
    arch = None
    only = None
    args = sys.argv[2:]
    while args:
        if args[0] == "--arch":
            arch = args[1]
            args = args[2:]
        elif args[0] == "--only":
            only = args[1]
            args = args[2:]
        else:
            raise SystemExit("unknown argument " + args[0])
    failed = 0
    total = 0
    for name in sorted(os.listdir(root)):
        if only and only not in name:
            continue
        case_dir = os.path.join(root, name)
        meta = json.load(open(os.path.join(case_dir, "meta.json")))
        for pm in meta["ptx"]:
            if arch and pm["arch"] != arch:
                continue
            total += 1
            try:
                bad = run_case(case_dir, pm, meta)
            except RuntimeError as e:
                bad = [str(e)]
            if bad:
                failed += 1
                print(f"DIFF {name} {pm['arch']}:")
                for line in bad:
                    print("    " + line)
            else:
                print(f"ok   {name} {pm['arch']}")
    print(f"{total - failed}/{total} match the CPU reference")
    sys.exit(1 if failed else 0)


main()
