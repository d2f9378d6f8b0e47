#!/bin/bash
# Installs NVIDIA's CUDA 13.0 compiler (nvcc, cicc, ptxas, the CUDA headers)
# and SASS tools (cuobjdump, nvdisasm) from their PyPI wheels into
# ~/.cache/magpie-gpu/tools/cuda13 (about 260 MB), so that SASS can be read
# on a machine without a GPU or a CUDA install: `bench/sass/compare.sh`.
# CUDA 13.0 is what the H200 machine's driver (580) ships. Each wheel is
# checked against the sha256 PyPI's index gives. Prints the install's bin dir.
set -eu
dest="${MAGPIE_CUDA13:-$HOME/.cache/magpie-gpu/tools/cuda13}"
if [ -x "$dest/nvidia/cu13/bin/nvcc" ] && [ -x "$dest/nvidia/cu13/bin/cuobjdump" ]; then
  echo "$dest/nvidia/cu13/bin"; exit 0
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# package version: nvcc/nvvm/crt/runtime are CUDA 13.0's; the disassemblers
# read sm_90 cubins of any 13.x.
for pv in nvidia-cuda-nvcc:13.0.88 nvidia-nvvm:13.0.88 nvidia-cuda-crt:13.0.88 \
          nvidia-cuda-runtime:13.0.96 nvidia-cuda-cuobjdump:13.4.49 nvidia-cuda-nvdisasm:13.4.49; do
  pkg=${pv%%:*}; ver=${pv##*:}
  file_prefix="$(echo "$pkg" | tr - _)-$ver-"
  link=$(curl -fsSL "https://pypi.org/simple/$pkg/" | grep -o 'https://[^"]*' |
    grep "/$file_prefix[^/]*x86_64[^/]*\.whl#sha256=" | head -1)
  [ -n "$link" ] || { echo "no $pkg $ver wheel for x86_64 on PyPI" >&2; exit 1; }
  url=${link%%#*}; sum=${link##*#sha256=}
  curl -fsSL -o "$tmp/w.whl" "$url"
  echo "$sum  $tmp/w.whl" | sha256sum -c --quiet
  python3 -m zipfile -e "$tmp/w.whl" "$tmp/root"
done
chmod +x "$tmp"/root/nvidia/cu13/bin/* "$tmp"/root/nvidia/cu13/nvvm/bin/*
ln -sf libcudart.so.13 "$tmp/root/nvidia/cu13/lib/libcudart.so"
mkdir -p "$(dirname "$dest")"; rm -rf "$dest"; mv "$tmp/root" "$dest"
echo "$dest/nvidia/cu13/bin"
