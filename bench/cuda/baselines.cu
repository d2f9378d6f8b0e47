// The same algorithms as magpie-gpu's bench kernels, in CUDA C++, built with
// nvcc on the benchmark machine: vector add, the 256-thread shared-memory
// tree reduction (strides 128..1, a barrier per step), and the 16x16-tile
// shared-memory SGEMM. Prints one line per kernel: name, size, median time
// over 20 launches (cudaEvent) after half a second of warm-up launches, and
// GB/s or TFLOP/s.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t err_ = (x); if (err_ != cudaSuccess) { \
  printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); exit(1); } } while (0)

__global__ void vadd(const float* a, const float* b, float* c, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

__global__ void reduce_sum(const float* in, float* partial, unsigned n) {
  __shared__ float tile[256];
  unsigned tid = threadIdx.x, gid = blockIdx.x * blockDim.x + threadIdx.x;
  tile[tid] = gid < n ? in[gid] : 0.0f;
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (tid < s) tile[tid] = __fadd_rn(tile[tid], tile[tid + s]);
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = tile[0];
}

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

template <typename F> float median_ms(F launch) {
  cudaEvent_t s, ev; CK(cudaEventCreate(&s)); CK(cudaEventCreate(&ev));
  float warm = 0.0f;
  // half a second of warm-up launches, as in magpie's bench_kernels
  for (int i = 0; i < 100000; ++i) {
    CK(cudaEventRecord(s)); launch(); CK(cudaEventRecord(ev)); CK(cudaEventSynchronize(ev));
    float ms; CK(cudaEventElapsedTime(&ms, s, ev)); warm += ms;
    if (warm > 500.0f) break;
  }
  std::vector<float> t;
  for (int i = 0; i < 20; ++i) {
    CK(cudaEventRecord(s)); launch(); CK(cudaEventRecord(ev)); CK(cudaEventSynchronize(ev));
    float ms; CK(cudaEventElapsedTime(&ms, s, ev)); t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  return t[10];
}

int main() {
  const unsigned n = 1u << 28;
  float *a, *b, *c;
  CK(cudaMalloc(&a, n * 4ull)); CK(cudaMalloc(&b, n * 4ull)); CK(cudaMalloc(&c, n * 4ull));
  std::vector<float> h(n);
  for (unsigned i = 0; i < n; ++i) h[i] = (float)((i * 7u) % 1000) * 0.001f;
  CK(cudaMemcpy(a, h.data(), n * 4ull, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(b, h.data(), n * 4ull, cudaMemcpyHostToDevice));
  unsigned g = (n + 255) / 256;
  float ms = median_ms([&] { vadd<<<g, 256>>>(a, b, c, n); });
  printf("BENCH cuda vadd_f32 n=%u ms=%.4f GBps=%.1f\n", n, ms, 3.0 * n * 4 / (ms * 1e6));
  ms = median_ms([&] { reduce_sum<<<g, 256>>>(a, c, n); });
  printf("BENCH cuda reduce_f32 n=%u ms=%.4f GBps=%.1f\n", n, ms, 1.0 * n * 4 / (ms * 1e6));
  const unsigned m = 4096;
  dim3 grid(m / 16, m / 16), block(16, 16);
  ms = median_ms([&] { matmul<<<grid, block>>>(a, b, c, m); });
  printf("BENCH cuda sgemm_16x16 n=%u ms=%.4f TFLOPs=%.2f\n", m, ms, 2.0 * m * m * m / (ms * 1e9));
  return 0;
}
