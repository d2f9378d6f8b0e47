#!/bin/bash
# On the GPU machine (dist/ carried, see pack_for_h200.sh): our dot_f32 PTX
# and nvcc's dot_k<float> PTX (bench/cuda/stream.cu) under one driver-API
# harness, launched in turn (bench/cuda/ptx_probe.cu), plus the SASS in
# $OUT. Ours runs twice: as emitted (the reduction's tail barriers are warp
# barriers, src/warp_sync.rs of magpie_gpu_ptx) and with every barrier
# CTA-wide again (the emitter's `warp_barriers: false` form, made by sed:
# the warp barrier's line dropped, its fallback made unconditional).
set -e
cd "$(dirname "$0")/../dist"
nvcc -O3 -arch=sm_90 -o ptx_probe ptx_probe.cu -lcuda
nvcc -O3 -arch=sm_90 -ptx -o nvcc_stream.ptx stream.cu
entry=$(grep -o '\.entry _Z5dot_kIfEv[A-Za-z0-9_]*' nvcc_stream.ptx | head -1 | cut -d' ' -f2)
./magpie-gpu emit ../bench/kernels/stream.mp --target ptx --arch sm_90 --kernel dot_f32 -o ours.ptx
sed -e '/bar\.warp\.sync/d' -e 's/@!%p[0-9]* bar\.sync 0;/bar.sync 0;/' ours.ptx > ours_cta.ptx
grep -c "bar.warp.sync" ours.ptx ours_cta.ptx || true
for r in 1 2 3; do
  ./ptx_probe nvcc_stream.ptx "$entry" ours.ptx dot_f32 ours_cta.ptx dot_f32
done
# The bisection of the old gap (bench/cuda/dot_probe/README.md): the
# prologue variants O2 to O4 of the old PTX (A), nvcc's N0, in one run.
d=../bench/cuda/dot_probe
./ptx_probe $d/N0.ptx _Z5dot_kIfEvPKT_S2_PS0_j $d/A.ptx dot_f32 $d/O2.ptx dot_f32 \
  $d/O3.ptx dot_f32 $d/O4.ptx dot_f32
if [ -n "${OUT:-}" ]; then
  for f in ours ours_cta; do
    ptxas -arch=sm_90 -O3 $f.ptx -o $f.cubin && cuobjdump -sass $f.cubin > "$OUT/$f.sass"
  done
  nvcc -O3 -arch=sm_90 -cubin -o nv.cubin stream.cu && cuobjdump -sass nv.cubin > "$OUT/nvcc.sass"
fi
