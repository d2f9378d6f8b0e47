// Times pairs of kernels given as PTX (nvcc's and ours) under one
// driver-API harness, so that the comparison is of the code alone: same
// process, same buffers, same launch path, launched in turn.
//
//   pair_probe SPEC_FILE
//
// Each line of SPEC_FILE: `LABEL ELEM PARAMS FILE_A ENTRY_A FILE_B ENTRY_B`
// (A: the baseline, B: ours). ELEM is 4 (f32, n = 2^28) or 8 (f64,
// n = 2^27). PARAMS spells the kernel's parameters in order: `b` a buffer of
// n elements, `p` one of n / 256 (per-block partial results), `s` a scalar
// of the element type (3.0), `n` the u32 n. Our PTX also takes one hidden
// u32 element count per buffer after them; the driver ignores the extra
// arguments for nvcc's kernels. Block 256, one element per work-item.
//
// Half a second of warm-up launches first (an idle H200 runs its first
// milliseconds at low clocks), then ROUNDS rounds; in each, every pair runs
// A then B (B then A on odd rounds), each launch timed with events. Prints
// per pair `PAIR LABEL A_ms B_ms ratio (p10, p90) ...`: the medians, and the
// median over rounds of A_ms / B_ms (> 1: ours faster) with its spread.
#include <cuda.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
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

static const int ROUNDS = 200;
static const unsigned BLOCK = 256;

struct Pair {
  std::string label, params;
  int elem;
  CUfunction fn[2];
  int regs[2];
  std::vector<float> ms[2], ratio;
};

static std::map<std::string, CUmodule> modules;

static CUfunction load(const std::string& file, const std::string& entry) {
  if (!modules.count(file)) {
    std::ifstream in(file);
    if (!in) { printf("cannot open %s\n", file.c_str()); exit(2); }
    std::stringstream text;
    text << in.rdbuf();
    CUmodule mod;
    CK(cuModuleLoadData(&mod, text.str().c_str()));
    modules[file] = mod;
  }
  CUfunction fn;
  CK(cuModuleGetFunction(&fn, modules[file], entry.c_str()));
  return fn;
}

static float percentile(std::vector<float> v, int num, int den) {
  std::sort(v.begin(), v.end());
  return v[v.size() * num / den];
}

int main(int argc, char** argv) {
  if (argc != 2) { printf("usage: pair_probe SPEC_FILE\n"); return 2; }
  CK(cuInit(0));
  CUdevice dev; CK(cuDeviceGet(&dev, 0));
  CUcontext ctx; CK(cuDevicePrimaryCtxRetain(&ctx, dev)); CK(cuCtxSetCurrent(ctx));
  std::vector<Pair> pairs;
  std::ifstream spec(argv[1]);
  std::string line;
  while (std::getline(spec, line)) {
    std::istringstream f(line);
    Pair p;
    std::string file[2], entry[2];
    if (!(f >> p.label >> p.elem >> p.params >> file[0] >> entry[0] >> file[1] >> entry[1])) continue;
    for (int s = 0; s < 2; ++s) {
      p.fn[s] = load(file[s], entry[s]);
      CK(cuFuncGetAttribute(&p.regs[s], CU_FUNC_ATTRIBUTE_NUM_REGS, p.fn[s]));
    }
    pairs.push_back(p);
  }
  if (pairs.empty()) { printf("no pairs in %s\n", argv[1]); return 2; }
  // Three buffers of 1 GiB (2^28 f32 or 2^27 f64) and the partial sums.
  const size_t bytes = size_t(1) << 30;
  CUdeviceptr buf[3], partial;
  for (auto& b : buf) { CK(cuMemAlloc(&b, bytes)); CK(cuMemsetD32(b, 0x3f800000u, bytes / 4)); }
  CK(cuMemAlloc(&partial, bytes / BLOCK));
  CK(cuMemsetD32(partial, 0, bytes / BLOCK / 4));
  CUevent start, end; CK(cuEventCreate(&start, 0)); CK(cuEventCreate(&end, 0));
  auto once = [&](Pair& p, int side) {
    unsigned n = unsigned(bytes / p.elem), groups = n / BLOCK;
    double scalar = 3.0;
    float scalar32 = 3.0f;
    std::vector<void*> args;
    std::vector<unsigned> lens;
    lens.reserve(8);
    int nbuf = 0;
    for (char c : p.params) {
      if (c == 'b') { args.push_back(&buf[nbuf++ % 3]); lens.push_back(n); }
      if (c == 'p') { args.push_back(&partial); lens.push_back(groups); }
      if (c == 's') args.push_back(p.elem == 8 ? (void*)&scalar : (void*)&scalar32);
      if (c == 'n') args.push_back(&n);
    }
    for (auto& l : lens) args.push_back(&l);
    CK(cuEventRecord(start, 0));
    CK(cuLaunchKernel(p.fn[side], groups, 1, 1, BLOCK, 1, 1, 0, 0, args.data(), nullptr));
    CK(cuEventRecord(end, 0));
    CK(cuEventSynchronize(end));
    float ms; CK(cuEventElapsedTime(&ms, start, end));
    return ms;
  };
  float warm = 0;
  for (int i = 0; i < 100000 && warm < 500.0f; ++i) warm += once(pairs[i % pairs.size()], i % 2);
  for (int r = 0; r < ROUNDS; ++r)
    for (auto& p : pairs) {
      int first = r % 2;
      float t[2];
      t[first] = once(p, first);
      t[1 - first] = once(p, 1 - first);
      p.ms[0].push_back(t[0]);
      p.ms[1].push_back(t[1]);
      p.ratio.push_back(t[0] / t[1]);
    }
  for (auto& p : pairs) {
    float a = percentile(p.ms[0], 1, 2), b = percentile(p.ms[1], 1, 2);
    int moved = 0;
    for (char c : p.params) moved += c == 'b';
    double gb = double(moved) * double(bytes) / 1e6;
    printf("PAIR %-14s A %.4f ms (%.1f GB/s, %d regs)  B %.4f ms (%.1f GB/s, %d regs)  "
           "A/B %.4f (p10 %.4f, p90 %.4f)\n",
           p.label.c_str(), a, gb / a, p.regs[0], b, gb / b, p.regs[1],
           percentile(p.ratio, 1, 2), percentile(p.ratio, 1, 10), percentile(p.ratio, 9, 10));
  }
  return 0;
}
