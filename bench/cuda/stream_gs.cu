// The same kernels as bench/kernels/stream_gs.mp in CUDA C++, built with nvcc
// on the benchmark machine (`nvcc -O3 -arch=sm_90 stream_gs.cu`): STREAM copy,
// scale, add, triad and dot as grid-stride loops on f32 over 2^28 and f64 over
// 2^27 elements. Block 256, a grid of GRID blocks (environment; default 1056,
// eight resident blocks of 256 on each of the H200's 132 SMs); triad is a
// multiply then an add (__fmul_rn/__fadd_rn: no contraction, as in ours); dot
// accumulates per thread, then the 256-thread shared-memory tree into one
// partial per block. Also the device-to-device copy (cudaMemcpyAsync) of 2^28
// f32, the bandwidth the issue compares against. Each kernel runs for half a
// second of warm-up launches, then 20 timed launches (cudaEvent); prints the
// median as `BENCH cuda NAME n= ms= GBps=`.
// The `_vgs_` kernels are the same loops moving 16 bytes per array per
// iteration (float4 / double2 loads and stores, then the last n mod V
// elements one per thread), as bench/kernels/stream_vgs.mp does.
#include "bench.cuh"

#define GRID_STRIDE(i) \
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)

template <typename T> __global__ void copy_k(const T* __restrict__ a, T* __restrict__ c, unsigned n) {
  GRID_STRIDE(i) c[i] = a[i];
}
template <typename T> __global__ void scale_k(T* __restrict__ b, const T* __restrict__ c, T s, unsigned n) {
  GRID_STRIDE(i) b[i] = mul_rn(s, c[i]);
}
template <typename T> __global__ void add_k(const T* __restrict__ a, const T* __restrict__ b, T* __restrict__ c, unsigned n) {
  GRID_STRIDE(i) c[i] = add_rn(a[i], b[i]);
}
template <typename T> __global__ void triad_k(T* __restrict__ a, const T* __restrict__ b, const T* __restrict__ c, T s, unsigned n) {
  GRID_STRIDE(i) a[i] = add_rn(b[i], mul_rn(s, c[i]));
}
template <typename T> __global__ void dot_k(const T* __restrict__ a, const T* __restrict__ b, T* partial, unsigned n) {
  __shared__ T tile[256];
  unsigned tid = threadIdx.x;
  T acc = T(0);
  GRID_STRIDE(i) acc = add_rn(acc, mul_rn(a[i], b[i]));
  tile[tid] = acc;
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (tid < s) tile[tid] = add_rn(tile[tid], tile[tid + s]);
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = tile[0];
}

// 16 bytes of T: the vector type and its lane count.
template <typename T> struct V16;
template <> struct V16<float> { using type = float4; static constexpr unsigned n = 4; };
template <> struct V16<double> { using type = double2; static constexpr unsigned n = 2; };

// Over vectors 0 .. n/V - 1, then the tail element n/V*V + thread.
#define VGRID_STRIDE(i)                                                   \
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n / V16<T>::n; \
       i += gridDim.x * blockDim.x)
#define VTAIL(j)                                                          \
  unsigned j = n / V16<T>::n * V16<T>::n + blockIdx.x * blockDim.x + threadIdx.x; \
  if (j < n)

template <typename T> __device__ typename V16<T>::type vload(const T* p, unsigned i) {
  return reinterpret_cast<const typename V16<T>::type*>(p)[i];
}
template <typename T> __device__ void vstore(T* p, unsigned i, typename V16<T>::type v) {
  reinterpret_cast<typename V16<T>::type*>(p)[i] = v;
}
template <typename T> __device__ T* lanes(typename V16<T>::type& v) { return reinterpret_cast<T*>(&v); }

template <typename T> __global__ void copy_v(const T* __restrict__ a, T* __restrict__ c, unsigned n) {
  VGRID_STRIDE(i) vstore(c, i, vload(a, i));
  VTAIL(j) c[j] = a[j];
}
template <typename T> __global__ void scale_v(T* __restrict__ b, const T* __restrict__ c, T s, unsigned n) {
  VGRID_STRIDE(i) {
    auto v = vload(c, i);
    for (unsigned k = 0; k < V16<T>::n; ++k) lanes<T>(v)[k] = mul_rn(s, lanes<T>(v)[k]);
    vstore(b, i, v);
  }
  VTAIL(j) b[j] = mul_rn(s, c[j]);
}
template <typename T> __global__ void add_v(const T* __restrict__ a, const T* __restrict__ b, T* __restrict__ c, unsigned n) {
  VGRID_STRIDE(i) {
    auto x = vload(a, i), y = vload(b, i);
    for (unsigned k = 0; k < V16<T>::n; ++k) lanes<T>(x)[k] = add_rn(lanes<T>(x)[k], lanes<T>(y)[k]);
    vstore(c, i, x);
  }
  VTAIL(j) c[j] = add_rn(a[j], b[j]);
}
template <typename T> __global__ void triad_v(T* __restrict__ a, const T* __restrict__ b, const T* __restrict__ c, T s, unsigned n) {
  VGRID_STRIDE(i) {
    auto x = vload(b, i), y = vload(c, i);
    for (unsigned k = 0; k < V16<T>::n; ++k) lanes<T>(x)[k] = add_rn(lanes<T>(x)[k], mul_rn(s, lanes<T>(y)[k]));
    vstore(a, i, x);
  }
  VTAIL(j) a[j] = add_rn(b[j], mul_rn(s, c[j]));
}
template <typename T> __global__ void dot_v(const T* __restrict__ a, const T* __restrict__ b, T* partial, unsigned n) {
  __shared__ T tile[256];
  unsigned tid = threadIdx.x;
  T acc = T(0);
  VGRID_STRIDE(i) {
    auto x = vload(a, i), y = vload(b, i);
    for (unsigned k = 0; k < V16<T>::n; ++k) acc = add_rn(acc, mul_rn(lanes<T>(x)[k], lanes<T>(y)[k]));
  }
  VTAIL(j) acc = add_rn(acc, mul_rn(a[j], b[j]));
  tile[tid] = acc;
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (tid < s) tile[tid] = add_rn(tile[tid], tile[tid + s]);
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = tile[0];
}

static unsigned grid_size() {
  const char* g = getenv("GRID");
  return g ? (unsigned)atoi(g) : 1056u;
}

template <typename T> void run(const char* ty, unsigned n) {
  T *a, *b, *c, *p;
  size_t bytes = (size_t)n * sizeof(T);
  CK(cudaMalloc(&a, bytes)); CK(cudaMalloc(&b, bytes)); CK(cudaMalloc(&c, bytes));
  unsigned g = grid_size();
  CK(cudaMalloc(&p, (size_t)g * sizeof(T)));
  std::vector<T> h(n);
  for (unsigned i = 0; i < n; ++i) h[i] = (T)((i * 7u) % 1000) * (T)0.001;
  CK(cudaMemcpy(a, h.data(), bytes, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(b, h.data(), bytes, cudaMemcpyHostToDevice));
  T s = 3;
  char name[32];
  double sz = sizeof(T);
  snprintf(name, sizeof name, "copy_gs_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { copy_k<T><<<g, 256>>>(a, c, n); }));
  snprintf(name, sizeof name, "scale_gs_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { scale_k<T><<<g, 256>>>(b, c, s, n); }));
  snprintf(name, sizeof name, "add_gs_%s", ty);
  report(name, n, 3.0 * n * sz, median_ms([&] { add_k<T><<<g, 256>>>(a, b, c, n); }));
  snprintf(name, sizeof name, "triad_gs_%s", ty);
  report(name, n, 3.0 * n * sz, median_ms([&] { triad_k<T><<<g, 256>>>(a, b, c, s, n); }));
  snprintf(name, sizeof name, "dot_gs_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { dot_k<T><<<g, 256>>>(b, c, p, n); }));
  snprintf(name, sizeof name, "copy_vgs_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { copy_v<T><<<g, 256>>>(a, c, n); }));
  snprintf(name, sizeof name, "scale_vgs_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { scale_v<T><<<g, 256>>>(b, c, s, n); }));
  snprintf(name, sizeof name, "add_vgs_%s", ty);
  report(name, n, 3.0 * n * sz, median_ms([&] { add_v<T><<<g, 256>>>(a, b, c, n); }));
  snprintf(name, sizeof name, "triad_vgs_%s", ty);
  report(name, n, 3.0 * n * sz, median_ms([&] { triad_v<T><<<g, 256>>>(a, b, c, s, n); }));
  snprintf(name, sizeof name, "dot_vgs_%s", ty);
  report(name, n, 2.0 * n * sz, median_ms([&] { dot_v<T><<<g, 256>>>(b, c, p, n); }));
  if (sizeof(T) == 4) {
    report("memcpy_d2d_f32", n, 2.0 * n * sz,
           median_ms([&] { CK(cudaMemcpyAsync(c, a, bytes, cudaMemcpyDeviceToDevice)); }));
  }
  CK(cudaFree(a)); CK(cudaFree(b)); CK(cudaFree(c)); CK(cudaFree(p));
}

int main() {
  run<float>("f32", 1u << 28);
  run<double>("f64", 1u << 27);
  return 0;
}
