#!/bin/bash
# On the GPU machine (dist/ carried, see pack_for_h200.sh): our dot_f32 PTX
# and nvcc's dot_k<float> PTX (bench/cuda/stream.cu) under one driver-API
# harness, launched in turn (bench/cuda/ptx_probe.cu), plus the SASS of
# both in $OUT for comparison.
set -e
cd dist
nvcc -O3 -arch=sm_90 -o ptx_probe ptx_probe.cu -lcuda
nvcc -O3 -arch=sm_90 -ptx -o nvcc_stream.ptx stream.cu
entry=$(grep -o '\.entry _Z5dot_kIfEv[A-Za-z0-9_]*' nvcc_stream.ptx | head -1 | cut -d' ' -f2)
./magpie-gpu emit ../bench/kernels/stream.mp --target ptx --arch sm_90 --kernel dot_f32 -o ours.ptx
sed 's/ld\.global\.f32/ld.global.nc.f32/' ours.ptx > ours_nc.ptx
for r in 1 2; do
  ./ptx_probe nvcc_stream.ptx "$entry" ours.ptx dot_f32 ours_nc.ptx dot_f32
done
if [ -n "${OUT:-}" ]; then
  ptxas -arch=sm_90 -O3 ours.ptx -o ours.cubin && cuobjdump -sass ours.cubin > "$OUT/ours.sass"
  nvcc -O3 -arch=sm_90 -cubin -o nv.cubin stream.cu && cuobjdump -sass nv.cubin > "$OUT/nvcc.sass"
fi
