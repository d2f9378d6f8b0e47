#!/bin/bash
# The CUDA backend's host side without a GPU: builds the stand-in driver
# (libcuda_stub.c) and runs `cuda_launch_overhead` against it, twice (the
# stub's launch free, then writing 256 KiB like a real driver's launch
# evicts the caller's data), then once under cachegrind (instructions and
# cache misses per function, with a 256 KiB last-level cache so that the
# stub's writes evict what the launch path touched).
#
#   bash bench/host_stub/profile.sh      (needs cc; valgrind for the last)
set -euo pipefail
cd "$(dirname "$0")/../.."
stub=target/libcuda_stub
mkdir -p "$stub"
cc -O2 -Wall -shared -fPIC -o "$stub/libcuda.so.1" bench/host_stub/libcuda_stub.c
ln -sf libcuda.so.1 "$stub/libcuda.so"
cargo build --release -q -p magpie_rt --example cuda_launch_overhead
bin=target/release/examples/cuda_launch_overhead
for kb in 0 256; do
  echo "== stub launch writing $kb KiB"
  STUB_TOUCH_KB=$kb LD_LIBRARY_PATH="$PWD/$stub" "$bin" | grep -E "ours|bare|kernel:"
done
if command -v valgrind >/dev/null; then
  STUB_TOUCH_KB=256 LD_LIBRARY_PATH="$PWD/$stub" valgrind --tool=cachegrind --cache-sim=yes \
    --D1=32768,8,64 --LL=262144,8,64 --cachegrind-out-file="$stub/cachegrind.out" "$bin" >/dev/null 2>&1
  cg_annotate --show=Ir,DLmr,DLmw --sort=DLmr "$stub/cachegrind.out" | grep -E "magpie_rt::|cudarc::" | head -20
fi
