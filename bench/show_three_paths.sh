#!/bin/bash
# Shows that only the path meant for a device reaches it, for
# tests/kernels/in/three_paths.mp built into a bundle:
# - the SPIR-V blob specialised with spirv-opt for each device's predicate
#   values (the values the runtime sets: lavapipe and the H200's Vulkan
#   driver both answer has:subgroups = true, is:sm_90 = false; a device
#   without subgroups answers false, false), then the stores that remain;
# - the PTX blobs: sm_90 keeps only the sm_90 path, sm_70 the subgroup path.
# Needs spirv-opt, spirv-dis, spirv-val and a built magpie-gpu ($M).
set -euo pipefail
cd "$(dirname "$0")/.."
M="${M:-${CARGO_TARGET_DIR:-target}/release/magpie-gpu}"
out="$(mktemp -d)"
"$M" build tests/kernels/in/three_paths.mp --targets spv,ptx:sm_70,ptx:sm_90 -o "$out/tp.mpb" 2>/dev/null
"$M" inspect "$out/tp.mpb" --extract "$out/x" | grep -E "backend|spv |ptx "
spv=$(ls "$out"/x/*.spv)
for values in "3:true 4:false" "3:false 4:false" "3:false 4:true"; do
  spirv-opt --set-spec-const-default-value "$values" --freeze-spec-const \
    --fold-spec-const-op-composite --eliminate-dead-branches \
    --eliminate-dead-code-aggressive "$spv" -o "$out/s.spv"
  spirv-val --target-env vulkan1.3 "$out/s.spv"
  spirv-dis --raw-id "$out/s.spv" > "$out/s.txt"
  python3 - "$values" "$out/s.txt" <<'PY'
import re, sys
text = open(sys.argv[2]).read().splitlines()
consts = {}
for l in text:
    m = re.match(r"\s*(%\d+) = OpConstant %\d+ (\S+)", l)
    if m:
        consts[m.group(1)] = m.group(2)
stores = [l.split()[-1] for l in text if "OpStore" in l]
stored = [("constant " + consts[v]) if v in consts else "a computed value" for v in stores]
branches = sum("OpBranchConditional" in l for l in text)
sg = sum("OpGroupNonUniform" in l and "OpCapability" not in l for l in text)
print(f"spec constants {{{sys.argv[1]}}}: stores {stored}; conditional branches {branches}; subgroup instructions {sg}")
PY
done
for ptx in "$out"/x/*.ptx; do
  echo "$(basename "$ptx"): stores $(grep -E 'st\.global' "$ptx" | tr -s ' \t' ' ' | sed 's/^ //' | tr '\n' ';') shfl: $(grep -c shfl "$ptx" || true)"
done
rm -rf "$out"
