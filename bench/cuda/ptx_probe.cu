// Times block-reduction kernels given as PTX, through the driver API, so
// that PTX from different compilers (ours, nvcc's) runs under the same
// harness: `ptx_probe FILE ENTRY [FILE ENTRY ...]`. Each kernel takes
// (a, b, partial, n) and may take three hidden u32 element counts after
// them (our ABI; extra arguments are ignored by the driver). n = 2^28 f32,
// block 256. Half a second of warm-up launches, then ROUNDS rounds in which
// every kernel is launched once in turn (so clock drift hits all alike),
// each launch timed with events; prints each kernel's median as
// `PROBE FILE ENTRY regs= ms= GBps=` (bytes: 2n elements read).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <cuda.h>

#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char* s_; \
  cuGetErrorString(r_, &s_); printf("CUDA error %s at line %d\n", s_, __LINE__); exit(1); } } while (0)

static const int ROUNDS = 200;

int main(int argc, char** argv) {
  if (argc < 3 || argc % 2 == 0) { printf("usage: ptx_probe FILE ENTRY [FILE ENTRY ...]\n"); return 2; }
  int k = (argc - 1) / 2;
  CK(cuInit(0));
  CUdevice dev; CK(cuDeviceGet(&dev, 0));
  CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  std::vector<CUfunction> fns(k);
  for (int i = 0; i < k; ++i) {
    FILE* f = fopen(argv[1 + 2 * i], "rb");
    if (!f) { printf("cannot open %s\n", argv[1 + 2 * i]); return 2; }
    std::vector<char> text(1 << 22);
    size_t len = fread(text.data(), 1, text.size() - 1, f);
    text[len] = 0;
    fclose(f);
    CUmodule mod; CK(cuModuleLoadData(&mod, text.data()));
    CK(cuModuleGetFunction(&fns[i], mod, argv[2 + 2 * i]));
  }
  const size_t elem = 4;
  unsigned n = 1u << 28;
  unsigned groups = (n + 255) / 256;
  CUdeviceptr a, b, p;
  CK(cuMemAlloc(&a, (size_t)n * elem)); CK(cuMemAlloc(&b, (size_t)n * elem));
  CK(cuMemAlloc(&p, (size_t)groups * elem));
  CK(cuMemsetD8(a, 0, (size_t)n * elem)); CK(cuMemsetD8(b, 0, (size_t)n * elem));
  unsigned lens[3] = {n, n, groups};
  void* args[7] = {&a, &b, &p, &n, &lens[0], &lens[1], &lens[2]};
  CUevent s, e; CK(cuEventCreate(&s, 0)); CK(cuEventCreate(&e, 0));
  auto once = [&](CUfunction fn) {
    CK(cuEventRecord(s, 0));
    CK(cuLaunchKernel(fn, groups, 1, 1, 256, 1, 1, 0, 0, args, nullptr));
    CK(cuEventRecord(e, 0)); CK(cuEventSynchronize(e));
    float ms; CK(cuEventElapsedTime(&ms, s, e)); return ms;
  };
  float warm = 0;
  for (int i = 0; i < 100000 && warm < 500.0f; ++i) warm += once(fns[i % k]);
  std::vector<std::vector<float>> t(k);
  for (int r = 0; r < ROUNDS; ++r)
    for (int i = 0; i < k; ++i) {
      int j = (r % 2 == 0) ? i : k - 1 - i;  // alternate the order
      t[j].push_back(once(fns[j]));
    }
  for (int i = 0; i < k; ++i) {
    std::sort(t[i].begin(), t[i].end());
    float med = t[i][ROUNDS / 2];
    int regs = 0; CK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fns[i]));
    printf("PROBE %s %s regs=%d ms=%.4f (p10 %.4f, p90 %.4f) GBps=%.1f\n", argv[1 + 2 * i],
           argv[2 + 2 * i], regs, med,
           t[i][ROUNDS / 10], t[i][ROUNDS * 9 / 10], 2.0 * n * elem / (med * 1e6));
  }
  return 0;
}
