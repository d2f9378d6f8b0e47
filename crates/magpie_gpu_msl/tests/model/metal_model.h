// A model of just enough of Metal (MSL) for g++ to check the text the
// magpie-gpu Metal backend emits: its types, address-space qualifiers,
// attributes, the math, atomic, SIMD-group and barrier functions it
// calls. Compiled with `g++ -std=c++17 -fsyntax-only -Wall -Werror
// -include metal_model.h` (and `-I` this folder, whose `metal_stdlib`
// stands for Metal's).
//
// What this proves: the text is well-formed C++14/17 as MSL's dialect of
// it, every name it uses exists with a compatible signature, types agree
// (no narrowing in braces, no ambiguous overloads), and it is free of the
// warnings -Wall reports. What it cannot: Metal's own rules (address
// spaces are erased here, so a `const device` pointer written through a
// cast, or a `threadgroup` pointer passed where `device` is expected,
// passes), MSL-only restrictions (recursion, which overloads of the
// library exist for `half`/`bfloat`, limits), and anything an Apple GPU
// does at run time.
#pragma once

#include <atomic>
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

// The run-time model sets this to its workgroup's barrier; the check of
// the text only needs the declaration.
void threadgroup_barrier(mem_flags flags);

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

// SIMD-group functions: declared for the check of the text; the lanes of
// a SIMD-group are not modelled, so a kernel using them cannot be run.
template <class T> T simd_sum(T x);
template <class T> T simd_prefix_exclusive_sum(T x);
template <class T> T simd_min(T x);
template <class T> T simd_max(T x);
template <class T> T simd_shuffle(T x, ushort lane);
template <class T> T simd_broadcast(T x, ushort lane);

}  // namespace metal

// Address spaces: erased.
#define device
#define constant
#define threadgroup
#define thread
// Entry points: plain functions with C names.
#define kernel extern "C"
// Attributes: `[[buffer(0)]]` becomes the empty (valid) `[[]]`.
#define buffer(n)
#define thread_position_in_threadgroup
#define threadgroup_position_in_grid
#define threads_per_threadgroup
#define threadgroups_per_grid
#define threads_per_simdgroup
#define thread_index_in_simdgroup
