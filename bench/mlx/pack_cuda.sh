#!/bin/bash
# Packs what `bench/mlx/run_cuda.sh` needs to run magpie_mlx on MLX's CUDA
# backend on the GPU machine (issue 19), in dist-mlx (git-ignored):
#   p1, p2    the mlx-cuda-13 wheel (about 90 MB) cut in two: one device
#             call carries 64 MiB, so p1 travels in a call of its own to a
#             warm machine, which keeps it in /tmp/mlxw for the next call;
#   run/      the Python `mlx` wheels of the same version (one per CPython
#             3.10-3.13, about 0.8 MB each; the GPU machine is offline),
#             the glue built here against the CUDA wheel's headers and
#             library, the mlp_digits and matmul_throughput examples, the
#             digits data, matmul.py and run_cuda.sh.
# The wheel's libmlx finds cuBLAS, cuDNN, NCCL, cuFFT, cuSOLVER and NVRTC
# through its RPATH ($ORIGIN/../../nvidia/...), so run_cuda.sh installs it
# into the site-packages that holds the machine's `nvidia` packages.
set -euo pipefail
cd "$(dirname "$0")/../.."
tgt="${CARGO_TARGET_DIR:-target}"
ver=0.32.4
whl=mlx_cuda_13-$ver-py3-none-manylinux_2_35_x86_64.whl
cache="$HOME/.cache/magpie-gpu/mlx/cuda-$ver"
mkdir -p "$cache"
[ -f "$cache/$whl" ] || pip download --no-deps "mlx-cuda-13==$ver" -d "$cache"
for py in 3.10 3.11 3.12 3.13; do
  ls "$cache"/mlx-$ver-cp${py/./}-*.whl >/dev/null 2>&1 ||
    pip download --no-deps "mlx==$ver" -d "$cache" --python-version "$py" --only-binary=:all:
done
[ -d "$cache/x/mlx/include" ] || (mkdir -p "$cache/x" && cd "$cache/x" && unzip -q -o "../$whl")
rm -rf dist-mlx && mkdir -p dist-mlx/run
half=$(( $(stat -c %s "$cache/$whl") / 2 ))
head -c "$half" "$cache/$whl" > dist-mlx/p1
tail -c +$((half + 1)) "$cache/$whl" > dist-mlx/p2
sha256sum "$cache/$whl" | cut -d' ' -f1 > dist-mlx/run/wheel.sha256
echo "$whl" > dist-mlx/run/wheel.name
cp "$cache"/mlx-$ver-cp*.whl dist-mlx/run/
# The glue against the CUDA build's headers and libmlx (the same C++ API
# as mlx-cpu's); it finds libmlx through LD_LIBRARY_PATH there.
c++ -std=c++20 -O2 -fPIC -shared -o dist-mlx/run/libmagpie_mlx_glue.so \
  crates/magpie_mlx/glue/magpie_mlx_glue.cpp -I"$cache/x/mlx/include" \
  -L"$cache/x/mlx/lib" -lmlx
cargo build --release -q -p magpie_mlx --example mlp_digits --example matmul_throughput
cp "$tgt"/release/examples/mlp_digits "$tgt"/release/examples/matmul_throughput dist-mlx/run/
strip dist-mlx/run/mlp_digits dist-mlx/run/matmul_throughput
cp "$HOME/.cache/magpie-gpu/mlx/digits.csv" bench/mlx/matmul.py bench/mlx/run_cuda.sh dist-mlx/run/
du -sh dist-mlx/p1 dist-mlx/p2 dist-mlx/run
