#!/bin/bash
# On the GPU machine, after bench/pair_probe.sh (its pairs/ in dist/): our
# PTX as emitted (A) against copies with cache and prefetch qualifiers
# added by sed (B), under the same harness (bench/cuda/pair_probe.cu):
#   l2_256 / l2_128  ld.global.nc.L2::256B / ::128B (L2 prefetch size)
#   l1_noalloc       ld.global.nc.L1::no_allocate
#   st_cs            st.global.cs (streaming store, evict first)
#   l2_256_st_cs     both
# A/B < 1 means the variant is faster.
set -euo pipefail
cd "$(dirname "$0")/../dist"
mkdir -p hints
variant() {
  case "$1" in
    l2_256) sed 's/ld\.global\.nc\./ld.global.nc.L2::256B./' ;;
    l2_128) sed 's/ld\.global\.nc\./ld.global.nc.L2::128B./' ;;
    l1_noalloc) sed 's/ld\.global\.nc\./ld.global.nc.L1::no_allocate./' ;;
    st_cs) sed 's/st\.global\./st.global.cs./' ;;
    l2_256_st_cs) sed -e 's/ld\.global\.nc\./ld.global.nc.L2::256B./' -e 's/st\.global\./st.global.cs./' ;;
  esac
}
{
  for k in copy_f32:4:bbn add_f32:4:bbbn triad_f32:4:bbbsn plus_one_f32:4:bbn \
           copy_f64:8:bbn triad_f64:8:bbbsn dot_f32:4:bbpn reduce_sum:4:bpn; do
    IFS=: read -r name elem params <<< "$k"
    for v in l2_256 l2_128 l1_noalloc st_cs l2_256_st_cs; do
      variant $v < pairs/$name.ptx > hints/${name}_$v.ptx
      echo "${name}:$v $elem $params pairs/$name.ptx $name hints/${name}_$v.ptx $name"
    done
  done
} > hints/spec.txt
grep -c "L2::256B" hints/copy_f32_l2_256.ptx
./pair_probe hints/spec.txt
