#!/bin/bash
# On the GPU machine (dist/ carried, see pack_for_h200.sh): every
# memory-bound kernel of the benchmarks, nvcc's PTX (bench/cuda/stream.cu,
# baselines.cu) against ours (`magpie-gpu emit --noalias`: the variant the
# CUDA runtime launches when no two buffers share memory), under one
# driver-API harness, in turn (bench/cuda/pair_probe.cu).
set -euo pipefail
cd "$(dirname "$0")/../dist"
mkdir -p pairs
nvcc -O3 -arch=sm_90 -o pair_probe pair_probe.cu -lcuda
nvcc -O3 -arch=sm_90 -ptx -o pairs/nvcc_stream.ptx stream.cu
nvcc -O3 -arch=sm_90 -ptx -o pairs/nvcc_baselines.ptx baselines.cu
# nvcc's entry for kernel NAME (a template's instance for T: f, d).
entry() {
  local pattern="_Z[0-9]+$1"
  [ -z "$2" ] || pattern+="I$2Ev"
  grep -oE "\.entry $pattern[A-Za-z0-9_]*" "pairs/nvcc_$3.ptx" | head -1 | cut -d' ' -f2
}
ours() {
  ./magpie-gpu emit "$1" --target ptx --arch sm_90 --noalias --kernel "$2" -o "pairs/$2.ptx" 2>/dev/null
  echo "pairs/$2.ptx $2"
}
{
  for t in f32:f:4 f64:d:8; do
    IFS=: read -r ty c elem <<< "$t"
    for k in copy:bbn scale:bbsn add:bbbn triad:bbbsn dot:bbpn; do
      IFS=: read -r name params <<< "$k"
      echo "${name}_$ty $elem $params pairs/nvcc_stream.ptx $(entry ${name}_k $c stream) $(ours ../bench/kernels/stream.mp ${name}_$ty)"
    done
  done
  echo "plus_one_f32 4 bbn pairs/nvcc_stream.ptx $(entry plus_one_k '' stream) $(ours ../bench/kernels/stream.mp plus_one_f32)"
  echo "vadd_f32 4 bbbn pairs/nvcc_baselines.ptx $(entry vadd '' baselines) $(ours ../bench/kernels/vadd.mp vadd)"
  echo "reduce_f32 4 bpn pairs/nvcc_baselines.ptx $(entry reduce_sum '' baselines) $(ours ../examples/kernels/reduce_sum.mp reduce_sum)"
} > pairs/spec.txt
cat pairs/spec.txt
for r in 1 2; do ./pair_probe pairs/spec.txt; done
set +e
# The SASS of each pair (ptxas -O3 for sm_90): its opcodes in order (with
# their predicates and modifiers, without operands), compared.
opcodes() {
  ptxas -arch=sm_90 -O3 "$1" -o pairs/x.cubin
  cuobjdump -sass -fun "$2" pairs/x.cubin |
    grep -oE '^\s+/\*[0-9a-f]{4}\*/\s+[^;]*' |
    sed -E 's#^\s+/\*[0-9a-f]+\*/\s+##' |
    awk '{ print ($1 ~ /^@/) ? $1 " " $2 : $1 }'
}
while read -r label _ _ fa ea fb eb; do
  opcodes "$fa" "$ea" > pairs/a.ops
  opcodes "$fb" "$eb" > pairs/b.ops
  if cmp -s pairs/a.ops pairs/b.ops; then same=identical; else same="differ in $(diff pairs/a.ops pairs/b.ops | grep -c '^[<>]') lines"; fi
  echo "SASS $label: nvcc $(wc -l < pairs/a.ops) instructions, ours $(wc -l < pairs/b.ops); opcodes $same"
  # Small differences in full (< nvcc's, > ours), with their neighbours.
  if [ "$(diff pairs/a.ops pairs/b.ops | grep -c '^[<>]')" -le 6 ]; then
    diff -U1 pairs/a.ops pairs/b.ops | tail -n +3 | sed 's/^/    /'
  fi
done < pairs/spec.txt
if [ -n "${OUT:-}" ]; then cp -r pairs "$OUT/"; fi
