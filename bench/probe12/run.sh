#!/bin/bash
# Runs the issue-12 probe variants on DEVICE (vulkan or cpu) and prints outputs.
M=${M:-../../dist/magpie-gpu}; D=${1:-vulkan}
cd "$(dirname "$0")"
for v in f1_orig f1_parts f1_vals; do
  echo "== $v"; extra="--arg out_u32=u32[256]:zeros"; [ $v = f1_vals ] && extra="--arg out_u32=u32[64]:zeros --arg out_f64=f64[128]:zeros --print out_f64"
  eval $M run $v.mp --kernel arith --grid 1 --block 64 $(cat f1.args) $extra --device $D --print out_u32 2>&1 | grep -v "^ran"
done
for v in f2_orig f2_nodiv f2_norem f2_nomul; do
  echo "== $v"
  eval $M run $v.mp --kernel arith --grid 1 --block 64 $(cat f2.args) --arg out_i8=i8[64]:zeros --arg out_i64=i64[64]:zeros --arg out_u16=u16[64]:zeros --device $D --print out_u16 --print out_i64 2>&1 | grep -v "^ran" | cut -c1-200
done
A=$(grep -o "in_i64=i64\[64\]:values([^)]*)" f1.args)
for v in m0 m1 m2 m3 m4 m5 m6 m7; do
  echo "== $v"; $M run $v.mp --kernel arith --grid 1 --block 64 --arg "$A" --arg 'out_u32=u32[64]:zeros' --device $D --print out_u32 2>&1 | grep -v "^ran"
done
for v in f2_wide f2_min f2_udiv; do
  echo "== $v"
  eval $M run $v.mp --kernel arith --grid 1 --block 64 $(cat f2.args) --arg out_i8=i8[64]:zeros --arg out_i64=i64[64]:zeros --arg out_u16=u16[64]:zeros --device $D --print out_u16 2>&1 | grep -v "^ran" | cut -c1-200
done
