#!/bin/bash
# First launch from the portable slice: N fresh processes (default 21) per
# backend, cold (an empty JIT cache and no driver shader cache) and warm
# (the cache filled by a previous process), each timed from main to a
# launchable Kernel, with our compile step (front end + codegen) apart.
# Also a bundle with native blobs, for comparison.
# Usage: bench/first_launch.sh BACKEND... (cpu, vulkan, cuda); needs
# $FIRST_LAUNCH (the example binary) and $M (magpie-gpu).
set -euo pipefail
cd "$(dirname "$0")/.."
tgt="${CARGO_TARGET_DIR:-target}"
FL="${FIRST_LAUNCH:-$tgt/release/examples/first_launch}"
M="${M:-$tgt/release/magpie-gpu}"
N="${N:-21}"
for b in "$FL" "$M"; do
  [ -x "$b" ] || { echo "missing $b: cargo build --release -p magpie_cli -p magpie_rt --example first_launch (or set FIRST_LAUNCH and M)" >&2; exit 2; }
done
work="$(mktemp -d)"
"$M" build examples/spec/17_1_vector_add_spv.mp --targets slice -o "$work/slice.mpb" 2>/dev/null
"$M" build examples/spec/17_1_vector_add_spv.mp --targets spv,ptx:sm_90 -o "$work/blobs.mpb" 2>/dev/null
summarise() {
  python3 -c '
import json, sys, statistics as st
rows = [json.loads(l) for l in sys.stdin if l.startswith("{")]
keys = ["to_kernel_ms", "runtime_ms", "load_ms", "front_end_ms", "codegen_ms", "driver_ms"]
med = {k: st.median(r[k] for r in rows) for k in keys}
ours = st.median(r["front_end_ms"] + r["codegen_ms"] for r in rows)
parts = " ".join("%s=%.3f" % (k[:-3], v) for k, v in med.items())
print("%-36s n=%d choice=%s cache_hits=%d %s ours(front_end+codegen)=%.3f ms"
      % (sys.argv[1] + ":", len(rows), rows[0]["choice"], rows[-1]["cache_hits"], parts, ours))
' "$1"
}
for backend in "$@"; do
  for i in $(seq "$N"); do
    rm -rf "$work/cold"
    MAGPIE_GPU_CACHE_DIR="$work/cold" MESA_SHADER_CACHE_DISABLE=true CUDA_CACHE_DISABLE=1 \
      __GL_SHADER_DISK_CACHE=0 "$FL" "$work/slice.mpb" "$backend" kernel_add
  done | summarise "$backend slice cold"
  MAGPIE_GPU_CACHE_DIR="$work/warm" "$FL" "$work/slice.mpb" "$backend" kernel_add > /dev/null
  for i in $(seq "$N"); do
    MAGPIE_GPU_CACHE_DIR="$work/warm" "$FL" "$work/slice.mpb" "$backend" kernel_add
  done | summarise "$backend slice warm"
  for i in $(seq "$N"); do
    MAGPIE_GPU_CACHE_DIR="$work/warm" "$FL" "$work/blobs.mpb" "$backend" kernel_add
  done | summarise "$backend blobs (driver cache warm)"
done
rm -rf "$work"
