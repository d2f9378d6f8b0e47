#!/bin/bash
# Second probe of issue 12's two NVIDIA Vulkan findings: each variant of
# f1_orig (finding 1) and f2_min (finding 2) with the recorded inputs.
M=${M:-../../../dist/magpie-gpu}; D=${1:-vulkan}
cd "$(dirname "$0")"
for f in ../f1_orig.mp f1_*.mp; do
  echo "== $(basename $f .mp)"
  eval $M run $f --kernel arith --grid 1 --block 64 $(cat ../f1.args) --arg out_u32=u32[64]:zeros --device $D --print out_u32 2>&1 | grep -v "^ran"
done
for f in ../f2_min.mp f2_*.mp; do
  echo "== $(basename $f .mp)"
  eval $M run $f --kernel arith --grid 1 --block 64 $(cat ../f2.args) --arg out_i8=i8[64]:zeros --arg out_i64=i64[64]:zeros --arg out_u16=u16[64]:zeros --device $D --print out_u16 2>&1 | grep -v "^ran"
done
