// What the CUDA C++ baselines share: the error check, the uncontracted
// float operations (no fma: as the kernel language computes), and the
// timing (half a second of warm-up launches, then the median of 20
// cudaEvent-timed launches) with its `BENCH cuda NAME n= ms= GBps=` line.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t err_ = (x); if (err_ != cudaSuccess) { \
  printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); exit(1); } } while (0)

__device__ float mul_rn(float a, float b) { return __fmul_rn(a, b); }
__device__ double mul_rn(double a, double b) { return __dmul_rn(a, b); }
__device__ float add_rn(float a, float b) { return __fadd_rn(a, b); }
__device__ double add_rn(double a, double b) { return __dadd_rn(a, b); }

template <typename F> float median_ms(F launch) {
  cudaEvent_t s, ev; CK(cudaEventCreate(&s)); CK(cudaEventCreate(&ev));
  float warm = 0.0f;
  for (int i = 0; i < 100000 && warm < 500.0f; ++i) {
    CK(cudaEventRecord(s)); launch(); CK(cudaEventRecord(ev)); CK(cudaEventSynchronize(ev));
    float ms; CK(cudaEventElapsedTime(&ms, s, ev)); warm += ms;
  }
  std::vector<float> t;
  for (int i = 0; i < 20; ++i) {
    CK(cudaEventRecord(s)); launch(); CK(cudaEventRecord(ev)); CK(cudaEventSynchronize(ev));
    float ms; CK(cudaEventElapsedTime(&ms, s, ev)); t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  return t[10];
}

static void report(const char* name, unsigned n, double moved, float ms) {
  printf("BENCH cuda %s n=%u ms=%.4f GBps=%.1f\n", name, n, ms, moved / (ms * 1e6));
}
