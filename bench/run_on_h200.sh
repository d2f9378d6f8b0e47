#!/bin/bash
# What was run on the NVIDIA H200 machine (which has no Rust toolchain).
#
# Here, first:
#   cargo build --release -p magpie_cli -p magpie_rt --examples
#   cargo test --release -p magpie_rt --no-run     # prints the test binaries' paths
#   mkdir -p dist && cp target/release/magpie-gpu target/release/examples/{bench_kernels,launch_overhead} dist/
#   cp target/release/deps/conformance-<hash> dist/conformance
#   cp target/release/deps/vulkan-<hash> dist/vulkan_tests
#   cp bench/cuda/baselines.cu bench/run_on_h200.sh dist/ && strip dist/*[!.]?? 2>/dev/null
#   # the loader and glvnd for the NVIDIA Vulkan ICD (see the device tool's README):
#   mkdir -p .gl && (cd .gl && apt-get download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
# Then run `bash dist/run_on_h200.sh` there with dist and .gl carried.
set -u
for f in .gl/*.deb; do dpkg -x "$f" /; done
ldconfig
export MAGPIE_REQUIRE=vulkan
cd dist
echo "== devices"; ./magpie-gpu devices
echo "== vulkan tests"; ./vulkan_tests 2>&1 | grep -E "test result|FAILED"
echo "== conformance (all suites)"; ./conformance --test-threads=8 2>&1 | grep -E "^case|test result" | head -40
echo "== demo"; ./magpie-gpu demo
echo "== launch overhead"; ./launch_overhead 10000
echo "== magpie bench (Vulkan)"; ./bench_kernels
echo "== nvcc baseline"; nvcc -O3 -arch=sm_90 -o baselines baselines.cu && ./baselines
nvidia-smi --query-gpu=name,driver_version --format=csv
