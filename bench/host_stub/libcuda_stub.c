// A stand-in for libcuda.so.1 for profiling the CUDA backend's host side
// on a machine without a GPU: every entry point the backend calls
// (src/backend/cuda/driver.rs, ENTRY_POINTS) succeeds and does nothing on
// a device. Not a driver: kernels do not run, memory copies do not copy
// (device memory is host memory here, so allocations and copies are
// real), events complete at once.
//
// `cuLaunchKernel` writes STUB_TOUCH_KB kilobytes (default 256) of a
// buffer of its own, standing in for the driver's work per launch (about
// 3.6 µs on the H200's host, which evicts much of the caller's data from
// the core's caches); STUB_TOUCH_KB=0 makes it free.
//
//   cc -O2 -shared -fPIC -o libcuda.so.1 libcuda_stub.c
//   LD_LIBRARY_PATH=DIR cuda_launch_overhead
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef void* Handle;

static void* current_ctx;
static int ctx_token, stream_token, module_token, function_token, event_token;

CUresult cuInit(unsigned flags) { (void)flags; return 0; }
CUresult cuDriverGetVersion(int* v) { *v = 13000; return 0; }
CUresult cuGetErrorString(CUresult r, const char** s) { (void)r; *s = "stub error"; return 0; }
CUresult cuDeviceGetCount(int* n) { *n = 1; return 0; }
CUresult cuDeviceGet(CUdevice* d, int ordinal) { *d = ordinal; return ordinal == 0 ? 0 : 101; }
CUresult cuDeviceGetName(char* name, int len, CUdevice d) {
  (void)d;
  strncpy(name, "Stub GPU (libcuda_stub)", (size_t)len);
  if (len > 0) name[len - 1] = 0;
  return 0;
}
CUresult cuDeviceGetUuid(unsigned char* uuid, CUdevice d) {
  (void)d;
  for (int i = 0; i < 16; ++i) uuid[i] = (unsigned char)(0x50 + i);
  return 0;
}
CUresult cuDeviceGetAttribute(int* v, int attrib, CUdevice d) {
  (void)d;
  switch (attrib) {
    case 1: *v = 1024; break;                        // max threads per block
    case 2: case 3: *v = 1024; break;                // max block dim x, y
    case 4: *v = 64; break;                          // max block dim z
    case 5: *v = 2147483647; break;                  // max grid dim x
    case 6: case 7: *v = 65535; break;               // max grid dim y, z
    case 8: *v = 49152; break;                       // shared memory per block
    case 10: *v = 32; break;                         // warp size
    case 41: *v = 1; break;                          // unified addressing
    case 75: *v = 9; break;                          // compute capability
    case 76: *v = 0; break;
    case 83: *v = 1; break;                          // managed memory
    default: *v = 0;
  }
  return 0;
}
CUresult cuDeviceTotalMem_v2(size_t* bytes, CUdevice d) { (void)d; *bytes = (size_t)8 << 30; return 0; }
CUresult cuDevicePrimaryCtxRetain(Handle* ctx, CUdevice d) { (void)d; *ctx = &ctx_token; return 0; }
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice d) { (void)d; return 0; }
CUresult cuCtxGetCurrent(Handle* ctx) { *ctx = current_ctx; return 0; }
CUresult cuCtxSetCurrent(Handle ctx) { current_ctx = ctx; return 0; }
CUresult cuStreamCreate(Handle* s, unsigned flags) { (void)flags; *s = &stream_token; return 0; }
CUresult cuStreamDestroy_v2(Handle s) { (void)s; return 0; }
CUresult cuStreamSynchronize(Handle s) { (void)s; return 0; }
CUresult cuEventCreate(Handle* e, unsigned flags) { (void)flags; *e = &event_token; return 0; }
CUresult cuEventRecord(Handle e, Handle s) { (void)e; (void)s; return 0; }
CUresult cuEventSynchronize(Handle e) { (void)e; return 0; }
CUresult cuEventQuery(Handle e) { (void)e; return 0; }
CUresult cuEventElapsedTime(float* ms, Handle a, Handle b) { (void)a; (void)b; *ms = 0.001f; return 0; }
CUresult cuEventDestroy_v2(Handle e) { (void)e; return 0; }
CUresult cuModuleLoadDataEx(Handle* m, const void* image, unsigned n, int* options, void** values) {
  (void)image; (void)n; (void)options; (void)values;
  *m = &module_token;
  return 0;
}
CUresult cuModuleGetFunction(Handle* f, Handle m, const char* name) {
  (void)m; (void)name;
  *f = &function_token;
  return 0;
}
CUresult cuModuleUnload(Handle m) { (void)m; return 0; }
CUresult cuFuncGetAttribute(int* v, int attrib, Handle f) {
  (void)f;
  *v = attrib == 0 ? 1024 : attrib == 4 ? 16 : 0;  // max threads, registers
  return 0;
}

static unsigned char* pollution;
static size_t pollution_bytes;
static unsigned char round_;

CUresult cuLaunchKernel(Handle f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned shared, Handle stream, void** params, void** extra) {
  (void)f; (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz; (void)shared;
  (void)stream; (void)params; (void)extra;
  if (!pollution) {
    const char* kb = getenv("STUB_TOUCH_KB");
    pollution_bytes = (size_t)(kb ? atol(kb) : 256) * 1024;
    pollution = calloc(pollution_bytes + 64, 1);
  }
  ++round_;
  for (size_t i = 0; i < pollution_bytes; i += 64) pollution[i] = round_;
  return 0;
}

CUresult cuMemGetInfo_v2(size_t* free_bytes, size_t* total) {
  *free_bytes = (size_t)7 << 30;
  *total = (size_t)8 << 30;
  return 0;
}
CUresult cuMemAlloc_v2(uint64_t* ptr, size_t bytes) {
  void* p = calloc(bytes ? bytes : 1, 1);
  *ptr = (uint64_t)(uintptr_t)p;
  return p ? 0 : 2;
}
CUresult cuMemFree_v2(uint64_t ptr) { free((void*)(uintptr_t)ptr); return 0; }
CUresult cuMemAllocHost_v2(void** p, size_t bytes) { *p = calloc(bytes ? bytes : 1, 1); return *p ? 0 : 2; }
CUresult cuMemFreeHost(void* p) { free(p); return 0; }
CUresult cuMemHostGetDevicePointer_v2(uint64_t* d, void* p, unsigned flags) {
  (void)flags;
  *d = (uint64_t)(uintptr_t)p;
  return 0;
}
CUresult cuMemAllocManaged(uint64_t* ptr, size_t bytes, unsigned flags) {
  (void)flags;
  return cuMemAlloc_v2(ptr, bytes);
}
CUresult cuMemcpyHtoDAsync_v2(uint64_t dst, const void* src, size_t n, Handle s) {
  (void)s;
  memcpy((void*)(uintptr_t)dst, src, n);
  return 0;
}
CUresult cuMemcpyDtoHAsync_v2(void* dst, uint64_t src, size_t n, Handle s) {
  (void)s;
  memcpy(dst, (const void*)(uintptr_t)src, n);
  return 0;
}
CUresult cuMemcpyAsync(uint64_t dst, uint64_t src, size_t n, Handle s) {
  (void)s;
  memmove((void*)(uintptr_t)dst, (const void*)(uintptr_t)src, n);
  return 0;
}
CUresult cuMemsetD8Async(uint64_t dst, unsigned char v, size_t n, Handle s) {
  (void)s;
  memset((void*)(uintptr_t)dst, v, n);
  return 0;
}
