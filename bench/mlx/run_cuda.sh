#!/bin/bash
# On the GPU machine, after `pack_cuda.sh` here: joins the mlx-cuda-13
# wheel from /tmp/mlxw/p1 (carried by an earlier call to the same warm
# machine) and dist-mlx/p2, checks it, installs it (and the Python `mlx`
# package of the same version) next to the machine's `nvidia` packages,
# then runs §17.9's MLP and the matmul comparison through the binding and
# through MLX's Python package. Run from the repository root:
#   call 1 (carry dist-mlx/p1): mkdir -p /tmp/mlxw && cp dist-mlx/p1 /tmp/mlxw/
#   call 2 (carry dist-mlx/p2 dist-mlx/run): bash dist-mlx/run/run_cuda.sh
set -u
run=dist-mlx/run
w=/tmp/mlxw/$(cat $run/wheel.name)
cat /tmp/mlxw/p1 dist-mlx/p2 > "$w"
echo "$(cat $run/wheel.sha256)  $w" | sha256sum -c - || exit 1
site=$(python3 -c 'import nvidia, os; print(os.path.dirname(list(nvidia.__path__)[0]))') || exit 1
py=$(python3 -c 'import sys; print(f"cp{sys.version_info[0]}{sys.version_info[1]}")')
echo "site-packages with nvidia: $site ($py)"
python3 -m pip install -q --no-deps --no-index "$w" $run/mlx-*-$py-*.whl 2>&1 | tail -3
ls "$site/mlx/lib" || exit 1
export MAGPIE_MLX_GLUE=$PWD/$run/libmagpie_mlx_glue.so
export LD_LIBRARY_PATH="$site/mlx/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export MAGPIE_DIGITS=$PWD/$run/digits.csv
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "== mlp_digits (MLX CUDA)"; timeout 300 $run/mlp_digits 20
echo "== matmul, binding and Python, twice each in turn"
for i in 1 2; do
  timeout 120 $run/matmul_throughput
  timeout 120 python3 $run/matmul.py
done
