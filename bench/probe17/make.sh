#!/bin/bash
# Writes the register-tiled SGEMM's SPIR-V variants into DIR (default
# dist/probe17) for `blob_variants DIR` on the GPU machine; each is checked
# by spirv-val first. Needs spirv-tools and a release build of the
# `blob_variants` example (bench/pack_for_h200.sh builds it).
#   sgemm.exact.spv            the bundle's blob computing math.fma exactly
#                              without the driver's Fma (what every bundle
#                              carried alone before the Fma-trusting blobs)
#   sgemm.nvidia.spv           the runtime's emission for NVIDIA's driver
#                              (explicit shared-memory layout: every shared
#                              view a Block, all of them Aliased)
#   sgemm.nvidia_nolayout.spv  the same without the explicit layout (shared
#                              arrays of vectors, else scalar accesses)
#   sgemm.vec4shared.spv       nvidia.spv with each shared array a plain
#                              vec4 array (no Block, no Aliased): vector
#                              accesses index it, scalar ones take a
#                              component (vec4shared.py)
#   sgemm.nvidiaopt.spv, sgemm.vec4opt.spv   the two after `spirv-opt -O`
#   sgemm.nvidia_dontunroll.spv, sgemm.vec4_dontunroll.spv   the two with
#                              the k loop marked DontUnroll
#   sgemm.nvidia_nonc.spv      nvidia.spv without its NoContraction
#                              decorations (all 512 are on Fma results,
#                              where they forbid nothing)
set -euo pipefail
cd "$(dirname "$0")/../.."
dir="${1:-dist/probe17}"
tgt="${CARGO_TARGET_DIR:-target}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$dir"
"$tgt"/release/examples/blob_variants --emit "$tmp" sgemm spv >/dev/null
cp "$tmp"/sgemm.exact.spv "$tmp"/sgemm.nvidia.spv "$tmp"/sgemm.nvidia_nolayout.spv "$dir"/
spirv-dis "$tmp"/sgemm.nvidia.spv -o "$tmp"/nvidia.spvasm
python3 bench/probe17/vec4shared.py "$tmp"/nvidia.spvasm > "$tmp"/vec4shared.spvasm
spirv-as --target-env vulkan1.3 "$tmp"/vec4shared.spvasm -o "$dir"/sgemm.vec4shared.spv
dontunroll() { # SPVASM OUT
  sed -E 's/OpLoopMerge (%[0-9a-z_]+) (%[0-9a-z_]+) None/OpLoopMerge \1 \2 DontUnroll/' "$1" > "$tmp"/du.spvasm
  grep -q DontUnroll "$tmp"/du.spvasm
  spirv-as --target-env vulkan1.3 "$tmp"/du.spvasm -o "$2"
}
dontunroll "$tmp"/nvidia.spvasm "$dir"/sgemm.nvidia_dontunroll.spv
dontunroll "$tmp"/vec4shared.spvasm "$dir"/sgemm.vec4_dontunroll.spv
sed '/NoContraction/d' "$tmp"/nvidia.spvasm > "$tmp"/nonc.spvasm
spirv-as --target-env vulkan1.3 "$tmp"/nonc.spvasm -o "$dir"/sgemm.nvidia_nonc.spv
spirv-opt -O --target-env=vulkan1.3 "$dir"/sgemm.nvidia.spv -o "$dir"/sgemm.nvidiaopt.spv
spirv-opt -O --target-env=vulkan1.3 "$dir"/sgemm.vec4shared.spv -o "$dir"/sgemm.vec4opt.spv
for f in "$dir"/*.spv; do
  spirv-val --target-env vulkan1.3 "$f"
done
ls "$dir"
