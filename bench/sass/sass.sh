#!/bin/bash
# SASS of our PTX and of nvcc's CUDA C++ for the same kernels, read here
# without a GPU: `bench/sass/fetch_cuda13.sh` installs CUDA 13.0's nvcc and
# ptxas (what the H200 machine's driver 580 compiles PTX with) and the
# disassemblers.
#
#   bench/sass/sass.sh ours KERNELS.mp KERNEL [--noalias]   our PTX (sm_90) -> SASS
#   bench/sass/sass.sh nvcc FILE.cu MANGLED-OR-SUBSTRING     nvcc -O3 -arch=sm_90 -> SASS
#
# Prints the SASS one instruction a line (addresses kept, encodings and blank
# lines dropped). Our PTX comes from the release CLI (`cargo build --release
# -p magpie_cli`).
set -eu
bin=$(bash "$(dirname "$0")/fetch_cuda13.sh")
target="${CARGO_TARGET_DIR:-$HOME/.cache/magpie-gpu/target}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
clean() { grep -E '^\s+/\*[0-9a-f]{4}\*/' | sed -E 's@ */\* 0x[0-9a-f]+ \*/@@; s/ +;/;/; s/^\s+//'; }
case "${1:-}" in
  ours)
    "$target/release/magpie-gpu" emit "$2" --target ptx --arch sm_90 --kernel "$3" ${4:-} -o "$tmp/k.ptx"
    "$bin/ptxas" -O3 -arch=sm_90 -o "$tmp/k.cubin" "$tmp/k.ptx"
    "$bin/cuobjdump" -sass "$tmp/k.cubin" | clean ;;
  nvcc)
    "$bin/nvcc" -O3 -arch=sm_90 -cubin -I"$(dirname "$2")" -o "$tmp/k.cubin" "$2"
    fun=$("$bin/cuobjdump" -sass "$tmp/k.cubin" | grep -o "Function : .*$3.*" | head -1 | cut -d' ' -f3)
    [ -n "$fun" ] || { echo "no function matching $3" >&2; exit 1; }
    "$bin/cuobjdump" -sass -fun "$fun" "$tmp/k.cubin" | clean ;;
  *) sed -n '2,13p' "$0"; exit 2 ;;
esac
