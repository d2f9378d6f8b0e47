// The 16x16-tile SGEMM (examples/kernels/matmul_tiled.mp) as PTX variants
// from our emitter, against nvcc's `matmul` of bench/cuda/baselines.cu
// compiled into this program, in one process: same buffers, same stream,
// launched in turn, each launch timed with events.
//
//   nvcc -O3 -arch=sm_90 -o sgemm16_probe sgemm16_probe.cu -lcuda
//   ./sgemm16_probe NAME=FILE[@ENTRY] ...     (ENTRY defaults to `matmul`)
//
// FILE is PTX (JIT-compiled by the driver, as the runtime does) or a cubin.
// Launch as bench_kernels.rs launches the magpie kernel: grid (n/16, n/16),
// block (16, 16), n = 4096, parameters (a, b, c, n) plus our hidden u32
// element count per buffer (ignored by nvcc's kernels). Data as in
// bench_kernels / baselines.cu: a[i] = b[i] = ((i * 7) % 1000) * 0.001.
//
// Half a second of warm-up (all variants in turn), then ROUNDS rounds; in
// each, every variant runs once, the starting variant rotating. Prints per
// variant: name, median ms, TFLOP/s, nvcc_ms / variant_ms (> 1: faster than
// nvcc), registers, and the largest |c - c_nvcc| over all n^2 elements
// (every variant computes the same chain acc + a*b in the same order, so 0
// is expected), plus c[0] against a host sum.
#include <cuda.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CK(x)                                                      \
  do {                                                             \
    CUresult r_ = (x);                                             \
    if (r_ != CUDA_SUCCESS) {                                      \
      const char* s_ = "?";                                        \
      cuGetErrorString(r_, &s_);                                   \
      printf("CUDA error %s at line %d: %s\n", s_, __LINE__, #x);  \
      exit(1);                                                     \
    }                                                              \
  } while (0)
#define CKR(x)                                                            \
  do {                                                                    \
    cudaError_t e_ = (x);                                                 \
    if (e_ != cudaSuccess) {                                              \
      printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

// bench/cuda/baselines.cu's kernel, verbatim.
__global__ void matmul(const float* a, const float* b, float* c, unsigned n) {
  __shared__ float ta[256], tb[256];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned col = blockIdx.x * 16 + tx, row = blockIdx.y * 16 + ty;
  float acc = 0.0f;
  for (unsigned t = 0; t < n; t += 16) {
    ta[ty * 16 + tx] = a[row * n + t + tx];
    tb[ty * 16 + tx] = b[(t + ty) * n + col];
    __syncthreads();
    for (unsigned k = 0; k < 16; ++k) acc = __fadd_rn(acc, __fmul_rn(ta[ty * 16 + k], tb[k * 16 + tx]));
    __syncthreads();
  }
  c[row * n + col] = acc;
}

static const int ROUNDS = 20;

struct Variant {
  std::string name;
  CUfunction fn;
  int regs;
  std::vector<float> t;
};

int main(int argc, char** argv) {
  const unsigned n = 4096;
  const size_t nn = (size_t)n * n;
  CKR(cudaSetDevice(0));
  CKR(cudaFree(0));  // the runtime's primary context, current for the driver API too
  CUdevice dev;
  CK(cuCtxGetDevice(&dev));
  char devname[256];
  CK(cuDeviceGetName(devname, sizeof devname, dev));
  int drv = 0;
  CK(cuDriverGetVersion(&drv));
  printf("device: %s, driver API %d\n", devname, drv);

  std::vector<Variant> vs;
  {
    cudaFunction_t f;
    CKR(cudaGetFuncBySymbol(&f, (const void*)matmul));
    vs.push_back({"nvcc", (CUfunction)f, 0, {}});
  }
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    size_t eq = arg.find('=');
    if (eq == std::string::npos) {
      printf("usage: %s NAME=FILE[@ENTRY] ...\n", argv[0]);
      return 2;
    }
    std::string name = arg.substr(0, eq), file = arg.substr(eq + 1), entry = "matmul";
    size_t at = file.find('@');
    if (at != std::string::npos) {
      entry = file.substr(at + 1);
      file = file.substr(0, at);
    }
    FILE* fp = fopen(file.c_str(), "rb");
    if (!fp) {
      printf("cannot open %s\n", file.c_str());
      return 2;
    }
    std::vector<char> data;
    char buf[65536];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, fp)) > 0) data.insert(data.end(), buf, buf + got);
    fclose(fp);
    data.push_back(0);  // PTX must be NUL-terminated
    char elog[8192] = {0};
    CUjit_option opt[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void* val[2] = {elog, (void*)(uintptr_t)sizeof elog};
    CUmodule mod;
    CUresult r = cuModuleLoadDataEx(&mod, data.data(), 2, opt, val);
    if (r != CUDA_SUCCESS) {
      printf("%s: cuModuleLoadDataEx failed (%d): %s\n", file.c_str(), (int)r, elog);
      return 1;
    }
    CUfunction fn;
    CK(cuModuleGetFunction(&fn, mod, entry.c_str()));
    vs.push_back({name, fn, 0, {}});
  }
  for (auto& v : vs) CK(cuFuncGetAttribute(&v.regs, CU_FUNC_ATTRIBUTE_NUM_REGS, v.fn));

  std::vector<float> h(nn);
  for (size_t i = 0; i < nn; ++i) h[i] = (float)((i * 7) % 1000) * 0.001f;
  CUdeviceptr a, b, c;
  CK(cuMemAlloc(&a, nn * 4));
  CK(cuMemAlloc(&b, nn * 4));
  CK(cuMemAlloc(&c, nn * 4));
  CK(cuMemcpyHtoD(a, h.data(), nn * 4));
  CK(cuMemcpyHtoD(b, h.data(), nn * 4));
  unsigned nv = n, len = (unsigned)nn;
  void* args[7] = {&a, &b, &c, &nv, &len, &len, &len};
  const unsigned g = n / 16;
  CUevent s, e;
  CK(cuEventCreate(&s, 0));
  CK(cuEventCreate(&e, 0));
  auto once = [&](CUfunction fn) {
    CK(cuEventRecord(s, 0));
    CK(cuLaunchKernel(fn, g, g, 1, 16, 16, 1, 0, 0, args, nullptr));
    CK(cuEventRecord(e, 0));
    CK(cuEventSynchronize(e));
    float ms;
    CK(cuEventElapsedTime(&ms, s, e));
    return ms;
  };

  // Results: nvcc's first, then each variant's against it.
  std::vector<float> ref(nn), out(nn);
  std::vector<double> maxdiff(vs.size(), 0.0);
  for (size_t k = 0; k < vs.size(); ++k) {
    CK(cuMemsetD8(c, 0xff, nn * 4));  // NaN: an element not written shows
    once(vs[k].fn);
    CK(cuMemcpyDtoH(k == 0 ? ref.data() : out.data(), c, nn * 4));
    if (k == 0) continue;
    double m = 0;
    for (size_t i = 0; i < nn; ++i) {
      double d = std::fabs((double)out[i] - (double)ref[i]);
      if (std::isnan(d)) {  // an element not written, or a NaN computed
        m = NAN;
        break;
      }
      m = std::max(m, d);
    }
    maxdiff[k] = m;
  }
  float acc = 0.0f;  // c[0], in the kernels' order
  for (unsigned k = 0; k < n; ++k) acc = acc + h[k] * h[(size_t)k * n];
  printf("c[0]: nvcc %.9g, host %.9g%s\n", ref[0], acc, ref[0] == acc ? "" : " (differs)");

  double warm = 0;
  for (int i = 0; warm < 500.0; ++i) warm += once(vs[i % vs.size()].fn);
  for (int r = 0; r < ROUNDS; ++r)
    for (size_t j = 0; j < vs.size(); ++j) {
      Variant& v = vs[(j + r) % vs.size()];
      v.t.push_back(once(v.fn));
    }
  auto median = [](std::vector<float> t) {
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
  };
  double base = median(vs[0].t);
  printf("%-12s %9s %8s %8s %5s %9s %9s %12s\n", "variant", "ms", "TFLOP/s", "nvcc/var", "regs", "min_ms",
         "max_ms", "max|c-nvcc|");
  for (size_t k = 0; k < vs.size(); ++k) {
    double ms = median(vs[k].t);
    double lo = *std::min_element(vs[k].t.begin(), vs[k].t.end());
    double hi = *std::max_element(vs[k].t.begin(), vs[k].t.end());
    printf("%-12s %9.4f %8.3f %8.4f %5d %9.4f %9.4f %12.3g\n", vs[k].name.c_str(), ms,
           2.0 * n * n * (double)n / (ms * 1e9), base / ms, vs[k].regs, lo, hi, maxdiff[k]);
  }
  return 0;
}
