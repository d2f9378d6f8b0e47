// The same kernels as bench/kernels/stream.mp in CUDA C++, built with nvcc on
// the benchmark machine (`nvcc -O3 -arch=sm_90 stream.cu`): STREAM copy,
// scale, add, triad and dot on f32 over 2^28 and f64 over 2^27 elements, and
// y = x + 1 on f32 over 2^28. Block 256, one element per thread; triad is a
// multiply then an add (__fmul_rn/__fadd_rn: no contraction, as in ours);
// dot is the 256-thread shared-memory tree into one partial per block.
// Each kernel runs for half a second of warm-up launches, then 20 timed
// launches (cudaEvent); prints the median as `BENCH cuda NAME n= ms= GBps=`.
#include "bench.cuh"

template <typename T> __global__ void copy_k(const T* a, T* c, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i];
}
template <typename T> __global__ void scale_k(T* b, const T* c, T s, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] = mul_rn(s, c[i]);
}
template <typename T> __global__ void add_k(const T* a, const T* b, T* c, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = add_rn(a[i], b[i]);
}
template <typename T> __global__ void triad_k(T* a, const T* b, const T* c, T s, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = add_rn(b[i], mul_rn(s, c[i]));
}
template <typename T> __global__ void dot_k(const T* a, const T* b, T* partial, unsigned n) {
  __shared__ T tile[256];
  unsigned tid = threadIdx.x, gid = blockIdx.x * blockDim.x + threadIdx.x;
  tile[tid] = gid < n ? mul_rn(a[gid], b[gid]) : T(0);
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (tid < s) tile[tid] = add_rn(tile[tid], tile[tid + s]);
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = tile[0];
}
__global__ void plus_one_k(const float* x, float* y, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __fadd_rn(x[i], 1.0f);
}

// The element-wise kernels' block: 256, or the BLOCK environment variable
// (as MAGPIE_BENCH_BLOCK for bench_stream); the dot keeps 256.
static unsigned block_size() {
  const char* b = getenv("BLOCK");
  return b ? (unsigned)atoi(b) : 256u;
}

template <typename T> void run(const char* ty, unsigned n) {
  T *a, *b, *c, *p;
  size_t bytes = (size_t)n * sizeof(T);
  CK(cudaMalloc(&a, bytes)); CK(cudaMalloc(&b, bytes)); CK(cudaMalloc(&c, bytes));
  unsigned g = (n + 255) / 256;
  unsigned bs = block_size(), ge = (n + bs - 1) / bs;
  CK(cudaMalloc(&p, (size_t)g * sizeof(T)));
  std::vector<T> h(n);
  for (unsigned i = 0; i < n; ++i) h[i] = (T)((i * 7u) % 1000) * (T)0.001;
  CK(cudaMemcpy(a, h.data(), bytes, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(b, h.data(), bytes, cudaMemcpyHostToDevice));
  T s = 3;
  char name[32];
  double sz = sizeof(T);
  snprintf(name, sizeof name, "copy_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { copy_k<T><<<ge, bs>>>(a, c, n); }));
  snprintf(name, sizeof name, "scale_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { scale_k<T><<<ge, bs>>>(b, c, s, n); }));
  snprintf(name, sizeof name, "add_%s", ty);
  report(name, n, 3.0 * n * sz, median_ms([&] { add_k<T><<<ge, bs>>>(a, b, c, n); }));
  snprintf(name, sizeof name, "triad_%s", ty);
  report(name, n, 3.0 * n * sz, median_ms([&] { triad_k<T><<<ge, bs>>>(a, b, c, s, n); }));
  snprintf(name, sizeof name, "dot_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { dot_k<T><<<g, 256>>>(b, c, p, n); }));
  CK(cudaFree(a)); CK(cudaFree(b)); CK(cudaFree(c)); CK(cudaFree(p));
}

int main() {
  run<float>("f32", 1u << 28);
  {
    unsigned n = 1u << 28;
    float *x, *y;
    CK(cudaMalloc(&x, n * 4ull)); CK(cudaMalloc(&y, n * 4ull));
    CK(cudaMemset(x, 0, n * 4ull));
    unsigned bs = block_size(), ge = (n + bs - 1) / bs;
    report("plus_one_f32", n, 2.0 * n * 4, median_ms([&] { plus_one_k<<<ge, bs>>>(x, y, n); }));
    CK(cudaFree(x)); CK(cudaFree(y));
  }
  run<double>("f64", 1u << 27);
  return 0;
}
