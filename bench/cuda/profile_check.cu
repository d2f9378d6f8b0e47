// An independent timing of the spec's §17.10 kernel (`kernel_work`: every
// element squared in place) for issue 18's check of profile traces: the
// same kernel in CUDA C++, launched 10 times over n floats in blocks of
// 256 as `magpie-gpu profile ... --repeat 10` does, each launch timed with
// its own pair of CUDA events. Prints the median of those 10 (no warm-up,
// as the profile has none) and the median after half a second of warm-up.
//   profile_check N
#include "bench.cuh"

__global__ void kernel_work(float* data, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = mul_rn(data[i], data[i]);
}

int main(int argc, char** argv) {
  unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], nullptr, 10) : (1u << 24);
  std::vector<float> host(n);
  for (unsigned i = 0; i < n; ++i) host[i] = (float)i;
  float* d;
  CK(cudaMalloc(&d, sizeof(float) * n));
  CK(cudaMemcpy(d, host.data(), sizeof(float) * n, cudaMemcpyHostToDevice));
  unsigned grid = (n + 255) / 256;
  cudaEvent_t s, e;
  CK(cudaEventCreate(&s));
  CK(cudaEventCreate(&e));
  std::vector<float> t;
  for (int k = 0; k < 10; ++k) {
    CK(cudaEventRecord(s));
    kernel_work<<<grid, 256>>>(d, n);
    CK(cudaEventRecord(e));
    CK(cudaEventSynchronize(e));
    float ms;
    CK(cudaEventElapsedTime(&ms, s, e));
    t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  float warm = median_ms([&] { kernel_work<<<grid, 256>>>(d, n); });
  printf("PROFILE cuda kernel_work n=%u median_us_first10=%.3f median_us_warm=%.3f\n", n,
         (t[4] + t[5]) * 500.0f, warm * 1000.0f);
  CK(cudaFree(d));
  return 0;
}
