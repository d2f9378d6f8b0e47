#!/bin/bash
# What to run on the NVIDIA H200 machine (it has no Rust toolchain).
#
# Here, first: `bash bench/pack_for_h200.sh` (release builds, stripped,
# into dist/; the Vulkan loader's packages into .gl/).
# Then run `bash bench/run_on_h200.sh [STEPS]` there with dist and .gl carried;
# STEPS is a list of: tests conformance difftest webgpu24 bundle probe12
# bench blocks gs sgemm llc pairs hints overhead wgprobe profile subprobe
# counters variants probe ptxcheck (default: all but hints, bundle, probe12,
# blocks, gs, sgemm, llc, webgpu24, wgprobe, profile, subprobe, counters,
# variants).
# Every step's whole output goes to $OUT/<step>.log as well.
#
# Every benchmark warms the GPU up for half a second first: an idle H200
# runs its first milliseconds at low clocks (the tree reduction measured
# 3.8 ms cold, 1.16 ms warm).
set -u
steps="${1:-tests conformance difftest bench pairs overhead probe ptxcheck}"
out="${OUT:-/tmp/out}"
mkdir -p "$out"
for f in dist/bins*.tar.xz; do [ -e "$f" ] && tar xJf "$f" -C dist && rm -f "$f"; done
for f in .gl/*.deb; do dpkg -x "$f" /; done
ldconfig
# The tests that check the corpus on disk look for it where it was built.
mkdir -p /work && [ -e /work/main ] || ln -s "$PWD" /work/main
export MAGPIE_REQUIRE=vulkan,cuda
cd dist
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
has() { case " $steps " in *" $1 "*) return 0;; esac; return 1; }
if has bench; then
  (nvcc -O3 -arch=sm_90 -o baselines baselines.cu && nvcc -O3 -arch=sm_90 -o stream stream.cu) > nvcc.log 2>&1 &
fi
if has tests; then
  {
    echo "== devices"; ./magpie-gpu devices
    echo "== cuda unit tests"; timeout 120 ./rt_unit --test-threads=1 backend::cuda 2>&1
    echo "== cuda tests"; timeout 120 ./cuda_tests --test-threads=1 2>&1
    echo "== vulkan tests"; timeout 120 ./vulkan_tests 2>&1
    echo "== webgpu tests"; timeout 120 ./webgpu_tests 2>&1
    echo "== fma blob tests"; MAGPIE_REQUIRE=vulkan,webgpu timeout 120 ./fma_blobs_tests --nocapture 2>&1
  } > "$out/tests.log" 2>&1
  grep -E "^== |test result|panicked|FAILED|failed|error" "$out/tests.log" | head -80
fi
if has conformance; then
  # Each GPU suite alone, then every suite in one process (CUDA and Vulkan
  # at once, 8 threads); CONF_FILTERS="all" runs only the last.
  for filter in ${CONF_FILTERS:-cuda:: vulkan:: webgpu:: all}; do
    name=${filter%::}
    [ "$filter" = all ] && filter=""
    timeout 150 ./conformance --test-threads=8 $filter > "$out/conformance_$name.log" 2>&1
    echo "conformance '$filter' exit $?"
    grep -E "test result|FAILED|panicked" "$out/conformance_$name.log" | head -20
  done
  grep -B2 -A12 "stdout ----" "$out"/conformance_*.log | head -80
fi
if has difftest; then
  # The differential campaign: 6000 generated kernels (arithmetic DAGs and
  # control flow), each through CUDA and Vulkan in one run (and ptxas when
  # on PATH), compared bit for bit with the CPU executor; failures shrunk
  # and kept in $out/difftest-failures. MAGPIE_REQUIRE makes a missing CUDA
  # or Vulkan device an error, not a skip. --minutes keeps it inside a
  # 10-minute session; a backend that hangs on a kernel is reported after
  # --hang-after seconds and the campaign goes on without it.
  MAGPIE_REQUIRE=cuda,vulkan timeout 600 ./magpie-difftest --gen all --count 6000 \
    --minutes 9 --hang-after 60 --keep "$out/difftest-failures" --progress 60 \
    > "$out/difftest.log" 2>&1
  echo "difftest exit $?"
  sed -n '/kernels in/,$p' "$out/difftest.log" | head -80
  # One archive: only a few files of $OUT come back one by one.
  tar czf "$out/difftest-failures.tgz" -C "$out" difftest-failures 2>/dev/null &&
    rm -rf "$out/difftest-failures"
fi
if has webgpu24; then
  # The 24 WebGPU findings of the first H200 campaign (seeds of arith8,
  # bench/probe14/campaign/h200-difftest-2300000.log), each regenerated and
  # run again on the current code; what still fails is shrunk and archived.
  seeds=$(grep -oE "arith/[0-9]+ webgpu" ../bench/probe14/campaign/h200-difftest-2300000.log | grep -oE "[0-9]+")
  for s in $seeds; do
    timeout 60 ./magpie-difftest --gen arith8 --seed "$s" --count 1 --progress 0 \
      --backends wgsl,cpu,webgpu --keep "$out/webgpu24-failures" 2>&1 | grep -E "findings|mismatch" | sed "s/^/$s: /"
  done > "$out/webgpu24.log" 2>&1
  cat "$out/webgpu24.log"
  tar czf "$out/webgpu24-failures.tgz" -C "$out" webgpu24-failures 2>/dev/null &&
    rm -rf "$out/webgpu24-failures"
fi
if has bundle; then
  # One bundle of the corpus on every backend (each kernel must run a blob:
  # sm_90 PTX on CUDA, SPIR-V on Vulkan, WGSL on WebGPU), the sm_70-only
  # bundle (CUDA runs it through the driver's JIT, Vulkan the slice), the
  # slice-only bundle (every device compiles the slice); what each device
  # takes, and why;
  # first launch from the slice, cold and warm; the device list.
  {
    echo "== devices"; ./magpie-gpu devices
    for spec in app:blob sm70:any slice:slice; do
      b=${spec%%:*}
      echo "== conformance from bundles/$b.mpb (expect ${spec#*:})"
      MAGPIE_CONFORMANCE_BUNDLE=$PWD/bundles/$b.mpb MAGPIE_CONFORMANCE_EXPECT=${spec#*:} \
        timeout 150 ./conformance --test-threads=8 _bundle:: > "$out/bundle_$b.log" 2>&1
      echo "exit $?"; grep -E "test result|FAILED|panicked" "$out/bundle_$b.log"
    done
    for b in app sm70 slice; do for d in cuda vulkan; do
      echo "== $b.mpb on $d"
      ./magpie-gpu run bundles/$b.mpb --kernel three_paths --grid 1 --block 32 \
        --arg 'out=u32[64]:zeros' --print out --device $d --explain-selection 2>&1
    done; done
    echo "== JIT cache (CUDA cubins, Vulkan SPIR-V)"
    timeout 120 ./jit_cache_tests 2>&1 | grep -E "test result|panicked|skip"
    echo "== first launch"
    N=21 FIRST_LAUNCH=$PWD/first_launch M=$PWD/magpie-gpu bash ../bench/first_launch.sh cuda vulkan
  } > "$out/bundle.log" 2>&1
  cat "$out/bundle.log"
fi
if has probe12; then
  M=$PWD/magpie-gpu bash ../bench/probe12/run.sh vulkan > "$out/probe12.log" 2>&1
  M=$PWD/magpie-gpu bash ../bench/probe12/r2/run.sh vulkan > "$out/probe12_r2.log" 2>&1
  diff ../bench/probe12/r2/cpu.log "$out/probe12_r2.log" >> "$out/probe12.log"
  cat "$out/probe12.log" | cut -c1-300
fi
if has bench; then
  wait; cat nvcc.log
  {
    echo "== Vulkan vs nvcc"; timeout 120 ./bench_kernels vulkan; timeout 120 ./baselines
    echo "== CUDA vs nvcc"; timeout 120 ./bench_kernels cuda; timeout 120 ./baselines
    echo "== STREAM"; timeout 120 ./bench_stream cuda; timeout 120 ./stream
    echo "== WebGPU (wgpu) vs nvcc"; timeout 120 ./bench_kernels webgpu; timeout 120 ./baselines
    echo "== STREAM through WebGPU"; timeout 120 ./bench_stream webgpu; timeout 120 ./stream
  } > "$out/bench.log" 2>&1
  grep -E "^==|BENCH|error|WRONG|device" "$out/bench.log"
fi
if has blocks; then
  # The element-wise STREAM kernels (one element per work-item) at blocks of
  # 256, 512 and 1024, through nvcc, our Vulkan and WebGPU: at 256, copy,
  # scale and x + 1 in f32 run at 0.87x of nvcc through both Vulkan paths;
  # does a launch of half or a quarter as many workgroups close it?
  wait; [ -x stream ] || nvcc -O3 -arch=sm_90 -o stream stream.cu
  for b in 256 512 1024; do
    echo "== block $b"
    BLOCK=$b timeout 120 ./stream | grep -v dot
    MAGPIE_BENCH_BLOCK=$b timeout 120 ./bench_stream vulkan | grep -v dot
    MAGPIE_BENCH_BLOCK=$b timeout 120 ./bench_stream webgpu | grep -v dot
  done > "$out/blocks.log" 2>&1
  cat "$out/blocks.log"
fi
if has gs; then
  # STREAM as grid-stride loops (issue 15), one element and 16 bytes per
  # array per iteration: ours through CUDA, Vulkan and WebGPU against
  # nvcc's, and the device-to-device copy bandwidth.
  wait; [ -x stream_gs ] || nvcc -O3 -arch=sm_90 -o stream_gs stream_gs.cu
  {
    timeout 120 ./stream_gs
    for be in cuda vulkan webgpu; do MAGPIE_BENCH_FORM=gs timeout 120 ./bench_stream $be; done
    # 16 bytes per array per iteration (bench/kernels/stream_vgs.mp; nvcc's
    # `_vgs_` kernels above are the float4/double2 forms)
    for be in cuda vulkan webgpu; do MAGPIE_BENCH_FORM=vgs timeout 120 ./bench_stream $be; done
  } > "$out/gs.log" 2>&1
  cat "$out/gs.log"
fi
if has sgemm; then
  # The register-tiled SGEMM (bench/kernels/sgemm.mp, its PTX emitted by
  # pack_for_h200.sh as dist/sgemm.ptx) against cuBLAS's FP32 SGEMM, TF32
  # off, in one process (bench/cuda/sgemm_probe.cu).
  lib=$(find / -name 'libcublas.so*' -not -path '/proc/*' 2>/dev/null | grep -v Lt | head -1)
  {
    echo "cuBLAS: $lib"
    nvcc -O3 -arch=sm_90 -o sgemm_probe sgemm_probe.cu -lcuda &&
      NVIDIA_TF32_OVERRIDE=0 CUBLAS_LIB=$lib timeout 300 ./sgemm_probe sgemm.ptx sgemm 1024 2048 4096 8192 &&
      # The 64 x 64-tile form (bench/kernels/sgemm64.mp) for the sizes
      # whose 128-tile grid leaves SMs idle.
      SGEMM_TILE=64 NVIDIA_TF32_OVERRIDE=0 CUBLAS_LIB=$lib timeout 200 ./sgemm_probe sgemm64.ptx sgemm 1024 2048 4096
  } > "$out/sgemm.log" 2>&1
  cat "$out/sgemm.log"
fi
if has llc; then
  # Issue 16's llc route against our direct PTX, both made by
  # pack_for_h200.sh: the corpus through llc's PTX against the CPU's
  # results (check_ptx.py), the memory-bound kernels in one process
  # (pair_probe, A = direct, B = llc: A/B > 1 means llc's is faster) and
  # the SGEMM of each against cuBLAS in turn.
  lib=$(find / -name 'libcublas.so*' -not -path '/proc/*' 2>/dev/null | grep -v Lt | head -1)
  {
    echo "== corpus through llc's PTX"
    timeout 300 python3 check_ptx.py nvptx_bundle --arch sm_90 > "$out/llccheck.log" 2>&1
    echo "check_ptx exit $?"; grep -vE " ok$" "$out/llccheck.log" | head -40
    echo "== pairs: direct (A) vs llc (B)"
    nvcc -O3 -arch=sm_90 -o pair_probe pair_probe.cu -lcuda &&
      for r in 1 2; do ./pair_probe llc/spec.txt; done
    echo "== SGEMM: direct, then llc, each against cuBLAS"
    nvcc -O3 -arch=sm_90 -o sgemm_probe sgemm_probe.cu -lcuda &&
      for p in sgemm.ptx sgemm_llc.ptx; do
        NVIDIA_TF32_OVERRIDE=0 CUBLAS_LIB=$lib timeout 200 ./sgemm_probe $p sgemm 4096 8192
      done
  } > "$out/llc.log" 2>&1
  cat "$out/llc.log"
fi
if has pairs; then
  bash ../bench/pair_probe.sh > "$out/pairs.log" 2>&1
  grep -E "PAIR|SASS|error|cannot" "$out/pairs.log"
fi
if has hints; then
  # Needs the pairs step's PTX (dist/pairs) first.
  bash ../bench/hint_probe.sh > "$out/hints.log" 2>&1
  grep -E "PAIR|error|cannot" "$out/hints.log"
fi
if has overhead; then
  { timeout 120 ./launch_overhead 10000; timeout 120 ./cuda_launch_overhead; } > "$out/overhead.log" 2>&1
  cat "$out/overhead.log"
fi
if has profile; then
  # Issue 18: the spec's §17.10 kernel profiled through each GPU backend
  # (10 launches, trace and timeline kept in $out) against its CUDA C++
  # twin timed with CUDA events (bench/cuda/profile_check.cu).
  n=16777216
  {
    nvcc -O3 -arch=sm_90 -o profile_cuda profile_check.cu && ./profile_cuda $n
    for d in cuda vulkan webgpu; do
      timeout 120 ./magpie-gpu --output json profile ../examples/spec/17_10_profiling.mp \
        --kernel kernel_work --grid $((n / 256)) --block 256 --arg data=f32[$n]:range \
        --arg n=u32:$n --device $d --repeat 10 --trace "$out/profile_$d.json" --html "$out/profile_$d.html"
      echo
    done
    # The trace against the host's clock over 200 back-to-back launches.
    timeout 120 ./profile_check $n
  } > "$out/profile.log" 2>&1
  cat "$out/profile.log"
fi
if has counters; then
  # Issue 18: CUPTI's counters. The CUDA test over STREAM's copy (bytes
  # against 2 x 4 x 2^24 per launch), then the grid-stride STREAM kernels
  # (4096 workgroups of 256; f32 at 2^28, f64 at 2^27) through `profile
  # --counters`: the summary's bandwidth (bound bytes over the median
  # device time of 10 timed launches) beside CUPTI's dram_bytes_per_second
  # over one more launch.
  {
    MAGPIE_REQUIRE=cuda,cupti timeout 300 ./cuda_tests cupti --nocapture
    for t in f32:268435456 f64:134217728; do
      ty=${t%%:*}; n=${t##*:}
      for k in copy scale add triad dot; do
        case $k in
          copy) a="--arg a=$ty[$n]:range --arg c=$ty[$n]:zeros" ;;
          scale) a="--arg b=$ty[$n]:zeros --arg c=$ty[$n]:range --arg s=$ty:3" ;;
          add) a="--arg a=$ty[$n]:range --arg b=$ty[$n]:range --arg c=$ty[$n]:zeros" ;;
          triad) a="--arg a=$ty[$n]:zeros --arg b=$ty[$n]:range --arg c=$ty[$n]:range --arg s=$ty:3" ;;
          dot) a="--arg a=$ty[$n]:range --arg b=$ty[$n]:range --arg partial=$ty[4096]:zeros" ;;
        esac
        # shellcheck disable=SC2086
        timeout 120 ./magpie-gpu profile ../bench/kernels/stream_gs.mp --kernel "${k}_gs_$ty" \
          --grid 4096 --block 256 $a --arg "n=u32:$n" --device cuda --repeat 10 --counters
      done
    done
  } > "$out/counters.log" 2>&1
  cat "$out/counters.log"
fi
if has variants; then
  # The register-tiled SGEMM's SPIR-V variants (bench/probe17/make.sh)
  # against the runtime's own emission, through Vulkan, each output
  # checked bit for bit (blob_variants.rs).
  timeout 300 ./blob_variants probe17 > "$out/variants.log" 2>&1
  cat "$out/variants.log"
fi
if has wgprobe; then
  # Where a synchronous WebGPU launch's time goes, wgpu call by call
  # (backend/webgpu/launch_probe.rs).
  timeout 120 ./rt_unit --ignored --nocapture --test-threads=1 backend::webgpu::launch_probe > "$out/wgprobe.log" 2>&1
  cat "$out/wgprobe.log"
fi
if has subprobe; then
  # What a submission costs a kernel run back to back, and the kernel's
  # time from one command buffer of 200 runs on the host's clock, against
  # the device times the profiler records (backend/vulkan/submission_probe.rs).
  # Then what making each part of a launch slot costs, idle and while a
  # queue of launches runs (backend/vulkan/slot_probe.rs).
  timeout 120 ./rt_unit --ignored --nocapture --test-threads=1 backend::vulkan::submission_probe \
    backend::vulkan::slot_probe > "$out/subprobe.log" 2>&1
  grep -E "SUBMISSIONS|SLOTPARTS|panicked|test result" "$out/subprobe.log"
fi
if has probe; then
  bash ../bench/probe_reduction.sh > "$out/probe.log" 2>&1
  grep -E "PROBE|error|bar.warp" "$out/probe.log"
fi
if has ptxcheck; then
  # Every emitted PTX of the corpus through the driver against the CPU's
  # results; the lines that are not `ok`, and the warp-barrier kernels.
  timeout 300 python3 check_ptx.py bundle --arch sm_90 > "$out/ptxcheck.log" 2>&1
  echo "check_ptx exit $?"
  grep -vE " ok$" "$out/ptxcheck.log" | head -60
  grep -E "wb_|reduce" "$out/ptxcheck.log"
fi
