// A model of just enough of Metal (MSL) for g++ to check, and run on CPU
// threads, the text the magpie-gpu Metal backend emits: its types,
// address-space qualifiers, attributes, the math, atomic, SIMD-group and
// barrier functions it calls. `magpie_gpu_msl::model` drives it.
//
// Checking: `g++ -std=c++17 -fsyntax-only -Wall -Werror -include
// metal_model.h` (and `-I` this folder, whose `metal_stdlib` stands for
// Metal's). Running: the same text with `MP_MODEL_RUN` defined and a
// launcher (`magpie_gpu_msl::model::launcher`) compiled into a shared
// object; `mp_model::dispatch` runs one OS thread per thread of a
// threadgroup, threadgroups one after another, with real barriers
// (`threadgroup_barrier`) and SIMD-groups of 32 lanes whose functions
// exchange values through shared slots.
//
// One change is made to the text before g++ sees it
// (`magpie_gpu_msl::model::cxx_source`): `[[threadgroup(` becomes
// `[[mp_model_threadgroup(`, since the preprocessor cannot give the one
// name `threadgroup` its two meanings (qualifier and attribute).
//
// What this proves: the text is well-formed C++14/17 as MSL's dialect of
// it, every name it uses exists with a compatible signature, types agree
// (no narrowing in braces, no ambiguous overloads), and it is free of the
// warnings -Wall reports; run, that the kernel computes what the CPU
// executor computes, with the ids, barriers, threadgroup memory and
// SIMD-group exchanges Metal defines. What it cannot: Metal's own rules
// (address spaces are erased here, so a `const device` pointer written
// through a cast, or a `threadgroup` pointer passed where `device` is
// expected, passes), MSL-only restrictions (recursion, which overloads of
// the library exist for `half`/`bfloat`, limits), the accuracy of Metal's
// math library (the model's is the host's), `half` arithmetic as an
// Apple GPU rounds it (the model's is g++'s `_Float16`), and anything an
// Apple GPU does at run time (scheduling, memory ordering beyond what
// barriers give, SIMD-groups that diverge).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>
#include <cmath>
#include <cstdint>
#include <cstring>

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef _Float16 half;

static_assert(sizeof(long) == 8, "MSL's long is 64 bits");

// bf16: the top 16 bits of an f32; from float rounded to nearest even.
struct bfloat {
  ushort bits;
  bfloat() = default;
  explicit bfloat(float f) {
    uint u;
    std::memcpy(&u, &f, 4);
    if ((u & 0x7fffffffu) > 0x7f800000u) {
      bits = ushort((u >> 16) | 0x40u);
    } else {
      bits = ushort((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
    }
  }
  explicit operator float() const {
    uint u = uint(bits) << 16;
    float f;
    std::memcpy(&f, &u, 4);
    return f;
  }
};

struct uint3 {
  uint x, y, z;
};
inline uint3 operator*(uint3 a, uint3 b) { return uint3{a.x * b.x, a.y * b.y, a.z * b.z}; }
inline uint3 operator+(uint3 a, uint3 b) { return uint3{a.x + b.x, a.y + b.y, a.z + b.z}; }

template <class T, class U>
inline T as_type(U u) {
  static_assert(sizeof(T) == sizeof(U), "as_type between types of different sizes");
  T t;
  std::memcpy(&t, &u, sizeof t);
  return t;
}

namespace metal {

inline bool isnan(float x) { return std::isnan(x); }
inline bool isinf(float x) { return std::isinf(x); }
inline float floor(float x) { return std::floor(x); }
inline float ceil(float x) { return std::ceil(x); }
inline float trunc(float x) { return std::trunc(x); }
inline float round(float x) { return std::round(x); }
inline float fma(float a, float b, float c) { return std::fma(a, b, c); }
inline half fma(half a, half b, half c) {
  return half(std::fma(double(a), double(b), double(c)));
}
inline float frexp(float x, int& e) { return std::frexp(x, &e); }
inline float ldexp(float x, int e) { return std::ldexp(x, e); }

namespace precise {
inline float sqrt(float x) { return std::sqrt(x); }
inline float rsqrt(float x) { return float(1.0 / std::sqrt(double(x))); }
inline float exp(float x) { return std::exp(x); }
inline float exp2(float x) { return std::exp2(x); }
inline float log(float x) { return std::log(x); }
inline float log2(float x) { return std::log2(x); }
inline float sin(float x) { return std::sin(x); }
inline float cos(float x) { return std::cos(x); }
inline float tan(float x) { return std::tan(x); }
inline float tanh(float x) { return std::tanh(x); }
inline float pow(float x, float y) { return std::pow(x, y); }
inline float atan2(float y, float x) { return std::atan2(y, x); }
}  // namespace precise

enum class mem_flags : uint { mem_none = 0, mem_device = 1, mem_threadgroup = 2, mem_texture = 4 };
inline mem_flags operator|(mem_flags a, mem_flags b) { return mem_flags(uint(a) | uint(b)); }

// Defined by the run-time part below (the check of the text only needs
// the declaration).
#ifndef MP_MODEL_RUN
void threadgroup_barrier(mem_flags flags);
#endif

enum memory_order { memory_order_relaxed };

typedef std::atomic<int> atomic_int;
typedef std::atomic<uint> atomic_uint;
typedef std::atomic<float> atomic_float;

template <class T, class F>
inline T mp_model_rmw(std::atomic<T>* p, F f) {
  T old = p->load(std::memory_order_relaxed);
  while (!p->compare_exchange_weak(old, f(old), std::memory_order_relaxed)) {
  }
  return old;
}
// Wrapping arithmetic without signed overflow.
inline int mp_model_add(int a, int b) { return int(uint(a) + uint(b)); }
inline uint mp_model_add(uint a, uint b) { return a + b; }
inline float mp_model_add(float a, float b) { return a + b; }
inline int mp_model_sub(int a, int b) { return int(uint(a) - uint(b)); }
inline uint mp_model_sub(uint a, uint b) { return a - b; }
inline float mp_model_sub(float a, float b) { return a - b; }

template <class T>
inline T atomic_load_explicit(std::atomic<T>* p, memory_order) {
  return p->load(std::memory_order_relaxed);
}
template <class T>
inline void atomic_store_explicit(std::atomic<T>* p, T v, memory_order) {
  p->store(v, std::memory_order_relaxed);
}
template <class T>
inline T atomic_fetch_add_explicit(std::atomic<T>* p, T v, memory_order) {
  return mp_model_rmw(p, [v](T o) { return mp_model_add(o, v); });
}
template <class T>
inline T atomic_fetch_sub_explicit(std::atomic<T>* p, T v, memory_order) {
  return mp_model_rmw(p, [v](T o) { return mp_model_sub(o, v); });
}
template <class T>
inline T atomic_fetch_min_explicit(std::atomic<T>* p, T v, memory_order) {
  static_assert(std::is_integral<T>::value, "atomic min of integers only");
  return mp_model_rmw(p, [v](T o) { return v < o ? v : o; });
}
template <class T>
inline T atomic_fetch_max_explicit(std::atomic<T>* p, T v, memory_order) {
  static_assert(std::is_integral<T>::value, "atomic max of integers only");
  return mp_model_rmw(p, [v](T o) { return v > o ? v : o; });
}
template <class T>
inline T atomic_fetch_and_explicit(std::atomic<T>* p, T v, memory_order) {
  static_assert(std::is_integral<T>::value, "atomic and of integers only");
  return mp_model_rmw(p, [v](T o) { return T(o & v); });
}
template <class T>
inline T atomic_fetch_or_explicit(std::atomic<T>* p, T v, memory_order) {
  static_assert(std::is_integral<T>::value, "atomic or of integers only");
  return mp_model_rmw(p, [v](T o) { return T(o | v); });
}
template <class T>
inline T atomic_fetch_xor_explicit(std::atomic<T>* p, T v, memory_order) {
  static_assert(std::is_integral<T>::value, "atomic xor of integers only");
  return mp_model_rmw(p, [v](T o) { return T(o ^ v); });
}
template <class T>
inline T atomic_exchange_explicit(std::atomic<T>* p, T v, memory_order) {
  return p->exchange(v, std::memory_order_relaxed);
}
template <class T>
inline bool atomic_compare_exchange_weak_explicit(std::atomic<T>* p, T* expected, T desired,
                                                  memory_order, memory_order) {
  return p->compare_exchange_weak(*expected, desired, std::memory_order_relaxed);
}

// SIMD-group functions: defined by the run-time part below.
template <class T> T simd_sum(T x);
template <class T> T simd_prefix_exclusive_sum(T x);
template <class T> T simd_min(T x);
template <class T> T simd_max(T x);
template <class T> T simd_shuffle(T x, ushort lane);
template <class T> T simd_broadcast(T x, ushort lane);

}  // namespace metal

#ifdef MP_MODEL_RUN
namespace mp_model {

// What the launcher passes: the grid, the buffer argument table (a
// pointer per `[[buffer(k)]]`, the parameter block's included), the
// threadgroup memory lengths per `[[threadgroup(k)]]`.
struct Launch {
  uint grid[3];
  uint block[3];
  void* const* buffers;
  const unsigned long* threadgroup_bytes;
  uint threadgroup_count;
};

// One thread's positions and its threadgroup's memory.
struct Thread {
  uint3 lid, wid, size, nwg;
  uint sg_size, sg_lane;
  void* const* tg;
};

// Converts to any pointer or reference: the launcher's arguments take the
// types of the kernel's parameters.
struct AnyPtr {
  void* p;
  template <class T>
  operator T*() const { return static_cast<T*>(p); }
};
struct AnyRef {
  void* p;
  template <class T>
  operator T&() const { return *static_cast<T*>(p); }
};

constexpr uint kSimdWidth = 32;
// A barrier nobody completes within this long ends the dispatch with an
// error (a barrier or SIMD-group function not reached by every thread).
constexpr auto kPatience = std::chrono::seconds(20);

// A barrier for a changing set of threads: a thread that has finished
// the kernel leaves it (`leave`), as a GPU's exited threads stop counting.
class Barrier {
 public:
  void reset(uint n) {
    std::lock_guard<std::mutex> g(m_);
    expected_ = n;
    arrived_ = 0;
  }
  // false when the wait ran out of patience (the dispatch then fails).
  bool wait(bool* failed) {
    std::unique_lock<std::mutex> l(m_);
    if (*failed) return false;
    unsigned long gen = gen_;
    if (++arrived_ >= expected_) {
      release();
      return true;
    }
    if (!cv_.wait_for(l, kPatience, [&] { return gen_ != gen || *failed; })) {
      *failed = true;
      cv_.notify_all();
      return false;
    }
    return !*failed;
  }
  void leave() {
    std::lock_guard<std::mutex> g(m_);
    if (expected_ > 0) --expected_;
    if (arrived_ > 0 && arrived_ >= expected_) release();
  }
  void wake_all() {
    std::lock_guard<std::mutex> g(m_);
    cv_.notify_all();
  }

 private:
  void release() {
    arrived_ = 0;
    ++gen_;
    cv_.notify_all();
  }
  std::mutex m_;
  std::condition_variable cv_;
  uint expected_ = 0, arrived_ = 0;
  unsigned long gen_ = 0;
};

// One SIMD-group's exchange: each lane's value in a slot, between two
// waits of the group's barrier.
struct Simd {
  Barrier barrier;
  alignas(8) unsigned char slot[kSimdWidth][8];
  bool present[kSimdWidth];
};

// What a running thread reaches: its threadgroup's barrier and its
// SIMD-group.
struct Current {
  Barrier* group;
  Simd* simd;
  uint lane;
  bool* failed;
};
inline thread_local Current current{};

template <class T>
inline void put(T x) {
  std::memcpy(current.simd->slot[current.lane], &x, sizeof x);
  current.simd->present[current.lane] = true;
}
template <class T>
inline T slot(uint lane) {
  T v;
  std::memcpy(&v, current.simd->slot[lane], sizeof v);
  return v;
}
// Runs `f(lanes present)` between the two waits of an exchange.
template <class T, class F>
inline T exchange(T x, F f) {
  put(x);
  current.simd->barrier.wait(current.failed);
  T r = f();
  current.simd->barrier.wait(current.failed);
  current.simd->present[current.lane] = false;
  return r;
}

// Runs `entry(launch, thread)` for every thread of the grid: one OS
// thread per thread of a threadgroup, threadgroups in order. 0 when every
// barrier was met, 1 otherwise.
template <class F>
inline int dispatch(const Launch& l, F entry) {
  uint bx = l.block[0], by = l.block[1], bz = l.block[2];
  uint n = bx * by * bz;
  uint groups = l.grid[0] * l.grid[1] * l.grid[2];
  if (n == 0 || groups == 0) return 0;
  std::vector<std::vector<unsigned char>> memory(l.threadgroup_count);
  std::vector<void*> tg(l.threadgroup_count);
  for (uint k = 0; k < l.threadgroup_count; ++k) {
    // Threadgroup memory starts undefined on a GPU: filled with a pattern
    // so that a kernel reading before writing shows.
    memory[k].assign(l.threadgroup_bytes[k] + 16, 0xa5);
    tg[k] = memory[k].data();
  }
  uint nsimd = (n + kSimdWidth - 1) / kSimdWidth;
  Barrier group, between;
  std::vector<Simd> simds(nsimd);
  bool failed = false;
  auto lanes_of = [&](uint s) { return s + 1 < nsimd ? kSimdWidth : n - s * kSimdWidth; };
  auto arm = [&] {
    group.reset(n);
    for (uint s = 0; s < nsimd; ++s) {
      simds[s].barrier.reset(lanes_of(s));
      std::memset(simds[s].present, 0, sizeof simds[s].present);
    }
  };
  arm();
  between.reset(n);
  auto run = [&](uint t) {
    Thread th{};
    th.lid = uint3{t % bx, (t / bx) % by, t / (bx * by)};
    th.size = uint3{bx, by, bz};
    th.nwg = uint3{l.grid[0], l.grid[1], l.grid[2]};
    th.sg_size = kSimdWidth;
    th.sg_lane = t % kSimdWidth;
    th.tg = tg.data();
    current = Current{&group, &simds[t / kSimdWidth], t % kSimdWidth, &failed};
    for (uint g = 0; g < groups; ++g) {
      th.wid = uint3{g % l.grid[0], (g / l.grid[0]) % l.grid[1], g / (l.grid[0] * l.grid[1])};
      entry(l, th);
      group.leave();
      current.simd->barrier.leave();
      // Every thread done with this threadgroup: thread 0 arms the
      // barriers for the next one while the others wait.
      between.wait(&failed);
      if (t == 0) arm();
      between.wait(&failed);
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(n);
  for (uint t = 0; t < n; ++t) threads.emplace_back(run, t);
  for (auto& th : threads) th.join();
  return failed ? 1 : 0;
}

}  // namespace mp_model

namespace metal {
inline void threadgroup_barrier(mem_flags) {
  mp_model::current.group->wait(mp_model::current.failed);
}

// Sums wrap (integers) or round once per step in lane order (floats);
// min and max as Metal's for the type (fmin/fmax for floats).
template <class T>
inline T mp_model_sum(T a, T b) {
  if constexpr (std::is_integral<T>::value) {
    typedef typename std::make_unsigned<T>::type U;
    return T(U(a) + U(b));
  } else {
    return T(a + b);
  }
}
template <class T>
inline T mp_model_min(T a, T b) {
  if constexpr (std::is_integral<T>::value) {
    return b < a ? b : a;
  } else {
    return T(std::fmin(float(a), float(b)));
  }
}
template <class T>
inline T mp_model_max(T a, T b) {
  if constexpr (std::is_integral<T>::value) {
    return b > a ? b : a;
  } else {
    return T(std::fmax(float(a), float(b)));
  }
}

template <class T>
T simd_sum(T x) {
  return mp_model::exchange(x, [] {
    T s = T(0);
    for (uint k = 0; k < mp_model::kSimdWidth; ++k)
      if (mp_model::current.simd->present[k]) s = mp_model_sum(s, mp_model::slot<T>(k));
    return s;
  });
}
template <class T>
T simd_prefix_exclusive_sum(T x) {
  return mp_model::exchange(x, [] {
    T s = T(0);
    for (uint k = 0; k < mp_model::current.lane; ++k)
      if (mp_model::current.simd->present[k]) s = mp_model_sum(s, mp_model::slot<T>(k));
    return s;
  });
}
// The lanes' values folded with `f`, starting from this lane's.
template <class T, class F>
T mp_model_simd_fold(T x, F f) {
  return mp_model::exchange(x, [x, f] {
    T m = x;
    for (uint k = 0; k < mp_model::kSimdWidth; ++k)
      if (mp_model::current.simd->present[k]) m = f(m, mp_model::slot<T>(k));
    return m;
  });
}
template <class T>
T simd_min(T x) {
  return mp_model_simd_fold(x, [](T a, T b) { return mp_model_min(a, b); });
}
template <class T>
T simd_max(T x) {
  return mp_model_simd_fold(x, [](T a, T b) { return mp_model_max(a, b); });
}
template <class T>
T simd_shuffle(T x, ushort lane) {
  return mp_model::exchange(x, [lane] {
    bool here = lane < mp_model::kSimdWidth && mp_model::current.simd->present[lane];
    return here ? mp_model::slot<T>(lane) : T(0);
  });
}
template <class T>
T simd_broadcast(T x, ushort lane) {
  return simd_shuffle(x, lane);
}
}  // namespace metal
#endif  // MP_MODEL_RUN

// Address spaces: erased.
#define device
#define constant
#define threadgroup
#define thread
// Entry points: plain functions with C names.
#define kernel extern "C"
// Attributes: `[[buffer(0)]]` becomes the empty (valid) `[[]]`.
#define buffer(n)
#define mp_model_threadgroup(n)
#define thread_position_in_threadgroup
#define threadgroup_position_in_grid
#define threads_per_threadgroup
#define threadgroups_per_grid
#define threads_per_simdgroup
#define thread_index_in_simdgroup
// `constant bool mp_fcK [[function_constant(K)]];` is a plain global,
// zero until the loaded object's initializer
// (`magpie_gpu_msl::model::function_constant_values`) sets it, as a
// pipeline's MTLFunctionConstantValues would.
#define function_constant(n)
