#!/bin/bash
# Builds what bench/run_on_h200.sh runs and puts it in dist/ (git-ignored),
# stripped: the release CLI, examples, the runtime's test binaries and the
# differential campaign (magpie-difftest).
# `pack_for_h200.sh correctness` packs only what the steps `tests
# conformance difftest` need (the whole dist is over the 64 MiB a call
# carries).
# The GPU machine has no Rust toolchain; carry dist and .gl there (the
# binaries travel as dist/bins.tar.xz, which run_on_h200.sh unpacks).
set -euo pipefail
cd "$(dirname "$0")/.."
tgt="${CARGO_TARGET_DIR:-target}"
only="${1:-all}"
cargo build --release -p magpie_cli -p magpie_rt --bins
[ "$only" = correctness ] || cargo build --release -p magpie_rt --examples
cargo build --release -p magpie_difftest --bin magpie-difftest
tests=$(cargo test --release -p magpie_rt --no-run --message-format=json 2>/dev/null |
  python3 -c 'import json,sys
for l in sys.stdin:
    m = json.loads(l)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["profile"]["test"]:
        print(m["target"]["name"], m["target"]["kind"][0], m["executable"])')
rm -rf dist && mkdir -p dist
cp "$tgt"/release/magpie-gpu "$tgt"/release/magpie-difftest dist/
[ "$only" = correctness ] ||
  cp "$tgt"/release/examples/{bench_kernels,bench_stream,launch_overhead,cuda_launch_overhead,profile_check,blob_variants} dist/
while read -r name kind exe; do
  case "$name/$kind" in
    conformance/test) cp "$exe" dist/conformance ;;
    vulkan/test) cp "$exe" dist/vulkan_tests ;;
    cuda/test) cp "$exe" dist/cuda_tests ;;
    webgpu/test) cp "$exe" dist/webgpu_tests ;;
    fma_blobs/test) cp "$exe" dist/fma_blobs_tests ;;
    magpie_rt/lib) cp "$exe" dist/rt_unit ;;
    jit_cache/test) cp "$exe" dist/jit_cache_tests ;;
  esac
done <<< "$tests"
cargo build --release -p magpie_rt --example first_launch
cp "$tgt"/release/examples/first_launch dist/
strip dist/*
# Bundles of the whole corpus for the `bundle` step: every target, PTX for
# sm_70 alone (the H200 runs it through the driver's JIT), the slice alone.
mkdir -p dist/bundles
M=dist/magpie-gpu
$M build tests/kernels/in/*.mp --targets spv,ptx:sm_70,ptx:sm_90,wgsl -o dist/bundles/app.mpb 2>/dev/null
$M build tests/kernels/in/*.mp --targets ptx:sm_70 -o dist/bundles/sm70.mpb 2>/dev/null
$M build tests/kernels/in/*.mp --targets slice -o dist/bundles/slice.mpb 2>/dev/null
if [ "$only" = correctness ]; then
  rm -f dist/rt_unit
else
cp bench/cuda/bench.cuh bench/cuda/baselines.cu bench/cuda/stream.cu bench/cuda/stream_gs.cu bench/cuda/ptx_probe.cu bench/cuda/pair_probe.cu bench/cuda/sgemm_probe.cu bench/cuda/profile_check.cu dist/
$M emit bench/kernels/sgemm.mp --target ptx --arch sm_90 --noalias -o dist/sgemm.ptx
bash bench/probe17/make.sh dist/probe17 > /dev/null
$M emit bench/kernels/sgemm64.mp --target ptx --arch sm_90 --noalias -o dist/sgemm64.ptx
# The PTX emitter's differential check (tests/gpu_bundle.rs, check_ptx.py).
MAGPIE_PTX_BUNDLE="$PWD/dist/bundle" cargo test --release -q -p magpie_gpu_ptx --test gpu_bundle >/dev/null
cp crates/magpie_gpu_ptx/tests/gpu/check_ptx.py dist/
# The spec's llc route for PTX (`emit --via llc`; the GPU machine has no
# LLVM, so it is all made here): the corpus through llc's PTX for
# check_ptx.py, and the benchmark kernels both ways for the `llc` step:
# dist/llc/spec.txt pairs our direct PTX (A) with llc's (B) for
# pair_probe, sgemm_llc.ptx is llc's SGEMM for sgemm_probe.
MAGPIE_NVPTX_BUNDLE="$PWD/dist/nvptx_bundle" cargo test --release -q -p magpie_gpu_nvptx --test nvptx_bundle >/dev/null
mkdir -p dist/llc
both() { # FILE KERNEL ELEM PARAMS
  $M emit "$1" --target ptx --arch sm_90 --noalias --kernel "$2" -o "dist/llc/$2.direct.ptx"
  $M emit "$1" --target ptx --arch sm_90 --noalias --kernel "$2" --via llc -o "dist/llc/$2.llc.ptx"
  echo "$2 $3 $4 llc/$2.direct.ptx $2 llc/$2.llc.ptx $2" >> dist/llc/spec.txt
}
for t in f32:4 f64:8; do
  for k in copy:bbn scale:bbsn add:bbbn triad:bbbsn dot:bbpn; do
    both bench/kernels/stream.mp "${k%%:*}_${t%%:*}" "${t#*:}" "${k#*:}"
  done
done
both bench/kernels/stream.mp plus_one_f32 4 bbn
both bench/kernels/vadd.mp vadd 4 bbbn
both examples/kernels/reduce_sum.mp reduce_sum 4 bpn
$M emit bench/kernels/sgemm.mp --target ptx --arch sm_90 --noalias --via llc -o dist/sgemm_llc.ptx
fi
if [ ! -d .gl ]; then
  mkdir -p .gl /tmp/amd64/partial
  o='-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64'
  apt-get $o update >/dev/null && (cd .gl && apt-get $o download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
fi
# The binaries (and the PTX bundle, if made) as one xz archive, which
# run_on_h200.sh unpacks: unpacked they are over the 64 MiB a call carries.
# With everything the archive is about 56 MB, which with the working tree
# is over it too: PACK_BINS="bench_kernels blob_variants ..." keeps only
# the binaries (and directories) named, for the steps a run needs.
(cd dist && bins=$(find . -maxdepth 1 -type f -executable -printf '%f\n') &&
  extra=$(for d in bundle nvptx_bundle; do [ -d $d ] && echo $d; done; true) &&
  keep="${PACK_BINS:-$bins $extra}" &&
  tar cf - $keep | xz -T0 -6 > bins.tar.xz && rm -rf $bins $extra)
du -sh dist .gl
