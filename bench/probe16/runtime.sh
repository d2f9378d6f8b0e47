#!/bin/bash
# On the GPU machine, from the repo root, after bench/run_on_h200.sh has
# unpacked dist/: the 16×16 SGEMM as the runtime runs it. bench_kernels
# cuda with an empty JIT cache (the cubin is linked and cached), again (the
# cached cubin), and with the cache off (cuModuleLoadDataEx); then the
# cached matmul cubin cut out of its cache entry, its SASS to
# $OUT/rt_matmul.sass, and timed in sgemm16_probe next to nvcc and cur.ptx.
set -u
out=${OUT:-/tmp/out}
jc=$out/jc
rm -rf "$jc" && mkdir -p "$jc"
for mode in cold cached off; do
  if [ $mode = off ]; then
    r=$(MAGPIE_GPU_CACHE=off timeout 120 dist/bench_kernels cuda | grep sgemm_16)
  else
    r=$(MAGPIE_GPU_CACHE_DIR=$jc timeout 120 dist/bench_kernels cuda | grep sgemm_16)
  fi
  echo "runtime ($mode cache): $r"
done
mkdir -p bench/probe16/rt
python3 - "$jc" bench/probe16/rt <<'PY'
import glob, os, sys
src, dst = sys.argv[1], sys.argv[2]
for f in glob.glob(src + "/**/*", recursive=True):
    if not os.path.isfile(f):
        continue
    b = open(f, "rb").read()
    i = b.find(b"\x7fELF")
    if i >= 0:
        open(os.path.join(dst, os.path.basename(f)[:16] + ".cubin"), "wb").write(b[i:])
PY
v=""
for c in bench/probe16/rt/*.cubin; do
  s=$(cuobjdump -sass "$c" 2>/dev/null)
  if grep -q "Function : .*matmul" <<< "$s"; then
    e=$(grep -o "Function : [^ ]*" <<< "$s" | head -1 | cut -d' ' -f3)
    echo "$s" > "$out/rt_matmul.sass"
    v="rt=rt/$(basename "$c")@$e"
  fi
done
echo "runtime's cubin: ${v:-none found}"
cd bench/probe16 && nvcc -O3 -arch=sm_90 -o sgemm16_probe sgemm16_probe.cu -lcuda &&
  ./sgemm16_probe cur=cur.ptx $v
