#!/bin/bash
# What to run on the NVIDIA H200 machine (it has no Rust toolchain).
#
# Here, first (release builds; the machine needs glibc >= 2.34):
#   cargo build --release -p magpie_cli
#   cargo build --release -p magpie_rt --examples
#   cargo test --release -p magpie_rt --no-run      # prints the test binaries' paths
#   mkdir -p dist && cp target/release/magpie-gpu \
#     target/release/examples/{bench_kernels,bench_stream,launch_overhead,cuda_launch_overhead} dist/
#   cp target/release/deps/conformance-<hash> dist/conformance
#   cp target/release/deps/vulkan-<hash> dist/vulkan_tests
#   cp target/release/deps/cuda-<hash> dist/cuda_tests
#   cp bench/cuda/baselines.cu bench/cuda/stream.cu bench/run_on_h200.sh dist/
#   strip dist/magpie-gpu dist/bench_* dist/*launch_overhead dist/*_tests dist/conformance
#   # the loader and glvnd for the NVIDIA Vulkan ICD (see the device tool's README):
#   mkdir -p .gl && (cd .gl && apt-get download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
# Then run `bash dist/run_on_h200.sh` there with dist and .gl carried.
#
# Every benchmark warms the GPU up for half a second first: an idle H200
# runs its first milliseconds at low clocks (the tree reduction measured
# 3.8 ms cold, 1.16 ms warm).
set -u
for f in .gl/*.deb; do dpkg -x "$f" /; done
ldconfig
export MAGPIE_REQUIRE=vulkan,cuda
cd dist
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(nvcc -O3 -arch=sm_90 -o baselines baselines.cu && nvcc -O3 -arch=sm_90 -o stream stream.cu) > nvcc.log 2>&1 &
echo "== devices"; ./magpie-gpu devices
echo "== conformance, every suite"; timeout 120 ./conformance --test-threads=8 2>&1 | grep -E "^case|test result"
echo "== vulkan tests"; timeout 120 ./vulkan_tests 2>&1 | grep -E "test result|panicked"
echo "== cuda tests"; timeout 120 ./cuda_tests 2>&1 | grep -E "test result|panicked"
wait; cat nvcc.log
echo "== Vulkan vs nvcc"; ./bench_kernels vulkan; ./baselines
echo "== CUDA vs nvcc"; ./bench_kernels cuda; ./bench_stream cuda; ./stream
echo "== launch overhead"; ./launch_overhead 10000; ./cuda_launch_overhead
