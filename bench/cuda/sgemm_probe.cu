// Our SGEMM's PTX against cuBLAS's FP32 SGEMM (TF32 off) in one process:
// same buffers, same stream, launched in turn, each timed with events.
//
//   sgemm_probe PTX_FILE ENTRY N [N ...]
//
// cuBLAS is loaded at run time from $CUBLAS_LIB (else libcublas.so.13,
// .so.12, .so), so no cuBLAS header or link step is needed. Row-major
// C = A x B is cuBLAS's column-major C^T = B^T x A^T. Our kernel takes
// (a, b, c, n) plus one hidden u32 element count per buffer; grid
// (N/T, N/T), block 256, where T is the kernel's tile: $SGEMM_TILE, else
// 128 (bench/kernels/sgemm64.mp takes 64).
//
// Per size: half a second of warm-up, then ROUNDS rounds of (ours, cuBLAS)
// (the order alternating); prints the medians, TFLOP/s and the median of
// the per-round ratio cuBLAS_ms / ours_ms (> 1: ours faster), then the
// largest difference between the two results relative to sum |a||b| over
// k (the error bound's scale), and against a double-precision host
// product on 256 sampled elements; WRONG when either is over the bound
// n * 2^-24 that any summation order meets (twice that between the two).
#include <cuda.h>
#include <dlfcn.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#define CK(x)                                                        \
  do {                                                               \
    CUresult r_ = (x);                                               \
    if (r_ != CUDA_SUCCESS) {                                        \
      const char* s_;                                                \
      cuGetErrorString(r_, &s_);                                     \
      printf("CUDA error %s at line %d\n", s_, __LINE__);            \
      exit(1);                                                       \
    }                                                                \
  } while (0)

typedef int (*create_t)(void**);
typedef int (*math_t)(void*, int);
typedef int (*sgemm_t)(void*, int, int, int, int, int, const float*, const float*, int,
                       const float*, int, const float*, float*, int);

static const int ROUNDS = 30;

static float median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

int main(int argc, char** argv) {
  if (argc < 4) { printf("usage: sgemm_probe PTX ENTRY N [N ...]\n"); return 2; }
  void* lib = nullptr;
  const char* names[] = {getenv("CUBLAS_LIB"), "libcublas.so.13", "libcublas.so.12", "libcublas.so"};
  for (const char* n : names)
    if (n && !lib) lib = dlopen(n, RTLD_NOW);
  if (!lib) { printf("cannot load cuBLAS (set CUBLAS_LIB): %s\n", dlerror()); return 2; }
  auto create = (create_t)dlsym(lib, "cublasCreate_v2");
  auto set_math = (math_t)dlsym(lib, "cublasSetMathMode");
  auto sgemm = (sgemm_t)dlsym(lib, "cublasSgemm_v2");
  if (!create || !set_math || !sgemm) { printf("cuBLAS lacks a symbol\n"); return 2; }

  CK(cuInit(0));
  CUdevice dev; CK(cuDeviceGet(&dev, 0));
  CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  char name[256]; CK(cuDeviceGetName(name, sizeof name, dev));
  std::ifstream in(argv[1]);
  if (!in) { printf("cannot open %s\n", argv[1]); return 2; }
  std::stringstream text; text << in.rdbuf();
  CUmodule mod; CK(cuModuleLoadData(&mod, text.str().c_str()));
  CUfunction fn; CK(cuModuleGetFunction(&fn, mod, argv[2]));
  int regs; CK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn));
  void* handle;
  if (create(&handle) != 0) { printf("cublasCreate failed\n"); return 1; }
  // CUBLAS_DEFAULT_MATH: FP32 arithmetic, no TF32 tensor cores.
  if (set_math(handle, 0) != 0) { printf("cublasSetMathMode failed\n"); return 1; }
  const char* tile_env = getenv("SGEMM_TILE");
  const unsigned tile = tile_env ? unsigned(atoi(tile_env)) : 128;
  if (tile != 64 && tile != 128) { printf("SGEMM_TILE is 64 or 128\n"); return 2; }
  printf("device %s, ours %s (%d registers, tiles of %u)\n", name, argv[2], regs, tile);
  CUevent start, end; CK(cuEventCreate(&start, 0)); CK(cuEventCreate(&end, 0));

  for (int s = 3; s < argc; ++s) {
    unsigned n = unsigned(atoi(argv[s]));
    if (n == 0 || n % tile) { printf("N must be a multiple of %u\n", tile); return 2; }
    size_t count = size_t(n) * n, bytes = count * 4;
    std::vector<float> ha(count), hb(count);
    unsigned x = 12345;
    for (auto* h : {&ha, &hb})
      for (auto& v : *h) { x = x * 1664525u + 1013904223u; v = float(int(x >> 9) % 2001 - 1000) / 997.0f; }
    CUdeviceptr a, b, c[2];
    CK(cuMemAlloc(&a, bytes)); CK(cuMemAlloc(&b, bytes));
    CK(cuMemAlloc(&c[0], bytes)); CK(cuMemAlloc(&c[1], bytes));
    CK(cuMemcpyHtoD(a, ha.data(), bytes)); CK(cuMemcpyHtoD(b, hb.data(), bytes));
    unsigned len = unsigned(count);
    auto once = [&](int side) {
      CK(cuEventRecord(start, 0));
      if (side == 0) {
        void* args[] = {&a, &b, &c[0], &n, &len, &len, &len};
        CK(cuLaunchKernel(fn, n / tile, n / tile, 1, 256, 1, 1, 0, 0, args, nullptr));
      } else {
        float one = 1.0f, zero = 0.0f;
        int ni = int(n);
        if (sgemm(handle, 0, 0, ni, ni, ni, &one, (const float*)b, ni, (const float*)a, ni, &zero,
                  (float*)c[1], ni) != 0) { printf("cublasSgemm failed\n"); exit(1); }
      }
      CK(cuEventRecord(end, 0));
      CK(cuEventSynchronize(end));
      float ms; CK(cuEventElapsedTime(&ms, start, end));
      return ms;
    };
    float warm = 0;
    for (int i = 0; i < 100000 && warm < 500.0f; ++i) warm += once(i % 2);
    std::vector<float> ms[2], ratio;
    for (int r = 0; r < ROUNDS; ++r) {
      int first = r % 2;
      float t[2];
      t[first] = once(first);
      t[1 - first] = once(1 - first);
      ms[0].push_back(t[0]); ms[1].push_back(t[1]); ratio.push_back(t[1] / t[0]);
    }
    std::vector<float> got[2] = {std::vector<float>(count), std::vector<float>(count)};
    for (int k = 0; k < 2; ++k) CK(cuMemcpyDtoH(got[k].data(), c[k], bytes));
    // |a||b| summed over k for element (i, j): the scale of any order's error.
    auto scale = [&](size_t i, size_t j) {
      double s = 0;
      for (size_t k = 0; k < n; ++k) s += std::fabs(double(ha[i * n + k]) * hb[k * n + j]);
      return s > 0 ? s : 1.0;
    };
    double worst_blas = 0, worst_host = 0;
    for (size_t e = 0; e < count; e += std::max<size_t>(1, count / 4096)) {
      size_t i = e / n, j = e % n;
      worst_blas = std::max(worst_blas, std::fabs(double(got[0][e]) - got[1][e]) / scale(i, j));
    }
    for (int t = 0; t < 256; ++t) {
      size_t i = (size_t(t) * 2654435761u) % n, j = (size_t(t) * 40503u + 7) % n;
      double exact = 0;
      for (size_t k = 0; k < n; ++k) exact += double(ha[i * n + k]) * hb[k * n + j];
      worst_host = std::max(worst_host, std::fabs(got[0][i * n + j] - exact) / scale(i, j));
    }
    // A sum of n products in any order is within n * 2^-24 of the exact
    // one, relative to sum |a||b| (the classic bound gamma_n).
    double bound = n * std::ldexp(1.0, -24) * 1.01;
    double flop = 2.0 * n * double(n) * n;
    float mo = median(ms[0]), mb = median(ms[1]);
    printf("SGEMM n=%u ours %.4f ms (%.2f TFLOP/s) cublas %.4f ms (%.2f TFLOP/s) cublas/ours %.4f "
           "(min %.4f, max %.4f) rel.err vs cublas %.2e, vs f64 host %.2e%s\n",
           n, mo, flop / mo / 1e9, mb, flop / mb / 1e9, median(ratio),
           *std::min_element(ratio.begin(), ratio.end()), *std::max_element(ratio.begin(), ratio.end()),
           worst_blas, worst_host, worst_host <= bound && worst_blas <= 2 * bound ? "" : " WRONG");
    for (auto p : {a, b, c[0], c[1]}) CK(cuMemFree(p));
  }
  return 0;
}
