#!/bin/bash
# On the GPU machine, from the repo root: bash bench/probe16/run.sh
# Builds sgemm16_probe (nvcc's baselines.cu matmul compiled in) and times it
# against our PTX variants of examples/kernels/matmul_tiled.mp, n = 4096,
# twice (two processes). Variants (all PTX JIT-compiled by the driver unless
# .cubin; `--noalias` = ld.global.nc, what the runtime launches here):
#   nvcc_ptx     nvcc's own PTX of baselines.cu, JIT (harness check: ~1.0)
#   nvcc_ptx_nc  the same with ld.global.nc (the one load-path difference)
#   cur          HEAD emitter, --noalias (loop rotation of 3d708da): what bench_kernels ran
#   cur_alias    HEAD emitter without --noalias (ld.global)
#   unrot        HEAD emitter with rotate_loops disabled, --noalias
#   old          3d708da~1 emitter, --noalias (identical text to unrot)
#   old_alias    3d708da~1 emitter without --noalias
#   proto        HEAD + cfg.rs prototype (back-edge moves before the branch: no stub, no peel)
#   cur_cubin / old_cubin   cur / old assembled here by ptxas 13.0.88 (JIT vs offline)
set -euo pipefail
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,power.draw,temperature.gpu --format=csv || true
nvcc --version | tail -1
nvcc -O3 -arch=sm_90 -o sgemm16_probe sgemm16_probe.cu -lcuda
V="nvcc_ptx=nvcc_baselines.ptx@_Z6matmulPKfS0_Pfj nvcc_ptx_nc=nvcc_baselines_nc.ptx@_Z6matmulPKfS0_Pfj
   cur=cur.ptx cur_alias=cur_alias.ptx unrot=unrot.ptx old=old.ptx old_alias=old_alias.ptx proto=proto.ptx
   cur_cubin=cur.cubin old_cubin=old.cubin"
for r in 1 2; do
  echo "== run $r"
  ./sgemm16_probe $V
done
