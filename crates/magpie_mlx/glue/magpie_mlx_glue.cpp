// The C face of MLX's C++ core for magpie_mlx: opaque array handles and
// functions that never throw. Built by magpie_mlx's build script into a
// shared library linked against libmlx, loaded by magpie_mlx at run time;
// the Rust side never links MLX.
//
// Every function that makes an array returns a new handle (freed with
// mg_free) or null with the reason in mg_last_error(); every other one
// returns 0 on success, -1 with the reason. C++ exceptions stop here.

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "mlx/mlx.h"

namespace mx = mlx::core;

struct mg_array {
  mx::array a;
};

namespace {

thread_local std::string last_error;

mg_array* wrap(mx::array a) { return new mg_array{std::move(a)}; }

template <typename F>
mg_array* guard(F f) {
  try {
    return wrap(f());
  } catch (const std::exception& e) {
    last_error = e.what();
  } catch (...) {
    last_error = "an unknown C++ exception";
  }
  return nullptr;
}

template <typename F>
int guard_status(F f) {
  try {
    f();
    return 0;
  } catch (const std::exception& e) {
    last_error = e.what();
  } catch (...) {
    last_error = "an unknown C++ exception";
  }
  return -1;
}

// Our element codes, in mx::Dtype::Val's order.
const mx::Dtype DTYPES[] = {
    mx::bool_,   mx::uint8,   mx::uint16,  mx::uint32, mx::uint64,
    mx::int8,    mx::int16,   mx::int32,   mx::int64,  mx::float16,
    mx::float32, mx::float64, mx::bfloat16, mx::complex64,
};
constexpr int NDTYPES = sizeof(DTYPES) / sizeof(DTYPES[0]);

mx::Dtype dtype_of(int code) {
  if (code < 0 || code >= NDTYPES) {
    throw std::invalid_argument("unknown element type code " + std::to_string(code));
  }
  return DTYPES[code];
}

int code_of(mx::Dtype d) {
  for (int k = 0; k < NDTYPES; ++k) {
    if (DTYPES[k] == d) {
      return k;
    }
  }
  return -1;
}

mx::Shape shape_of(const int32_t* shape, int ndim) {
  return mx::Shape(shape, shape + ndim);
}

std::vector<int> axes_of(const int32_t* axes, int n) {
  return std::vector<int>(axes, axes + n);
}

// A random key, or none (MLX's global state) for a null handle.
std::optional<mx::array> key_of(const mg_array* key) {
  if (key == nullptr) {
    return std::nullopt;
  }
  return key->a;
}

}  // namespace

extern "C" {

const char* mg_last_error() { return last_error.c_str(); }

int mg_version(char* out, size_t cap) {
  return guard_status([&] {
    std::string v = mx::version();
    std::snprintf(out, cap, "%s", v.c_str());
  });
}

// 1 when the default device is a GPU, 0 for the CPU, -1 on error.
int mg_default_device_is_gpu() {
  try {
    return mx::default_device() == mx::Device::gpu ? 1 : 0;
  } catch (const std::exception& e) {
    last_error = e.what();
    return -1;
  }
}

void mg_free(mg_array* a) { delete a; }

mg_array* mg_from_data(const void* data, size_t bytes, const int32_t* shape, int ndim,
                       int dtype) {
  return guard([&] {
    mx::Dtype d = dtype_of(dtype);
    mx::Shape s = shape_of(shape, ndim);
    size_t n = 1;
    for (auto x : s) {
      if (x < 0) {
        throw std::invalid_argument("a negative dimension");
      }
      n *= static_cast<size_t>(x);
    }
    if (n * d.size() != bytes) {
      throw std::invalid_argument("the data's length does not match the shape");
    }
    void* copy = std::malloc(bytes == 0 ? 1 : bytes);
    if (copy == nullptr) {
      throw std::bad_alloc();
    }
    std::memcpy(copy, data, bytes);
    return mx::array(copy, s, d, [](void* p) { std::free(p); });
  });
}

int mg_ndim(const mg_array* a) { return static_cast<int>(a->a.ndim()); }

void mg_shape(const mg_array* a, int32_t* out) {
  const auto& s = a->a.shape();
  for (size_t k = 0; k < s.size(); ++k) {
    out[k] = s[k];
  }
}

// Strides in elements, of the array as evaluated (call mg_eval first).
void mg_strides(const mg_array* a, int64_t* out) {
  const auto& s = a->a.strides();
  for (size_t k = 0; k < s.size(); ++k) {
    out[k] = static_cast<int64_t>(s[k]);
  }
}

size_t mg_size(const mg_array* a) { return a->a.size(); }

int mg_dtype(const mg_array* a) { return code_of(a->a.dtype()); }

int mg_eval(mg_array* a) {
  return guard_status([&] { a->a.eval(); });
}

// The elements in row-major order into `out` (exactly nbytes).
int mg_read(mg_array* a, void* out, size_t bytes) {
  return guard_status([&] {
    mx::array c = mx::contiguous(a->a);
    c.eval();
    if (c.nbytes() != bytes) {
      throw std::invalid_argument("the output's length does not match the array");
    }
    if (bytes != 0) {
      std::memcpy(out, c.data<char>(), bytes);
    }
  });
}

mg_array* mg_zeros(const int32_t* shape, int ndim, int dtype) {
  return guard([&] { return mx::zeros(shape_of(shape, ndim), dtype_of(dtype)); });
}

mg_array* mg_ones(const int32_t* shape, int ndim, int dtype) {
  return guard([&] { return mx::ones(shape_of(shape, ndim), dtype_of(dtype)); });
}

mg_array* mg_full(const int32_t* shape, int ndim, double value, int dtype) {
  return guard([&] {
    return mx::full(shape_of(shape, ndim), value, dtype_of(dtype));
  });
}

mg_array* mg_arange(double start, double stop, double step, int dtype) {
  return guard([&] { return mx::arange(start, stop, step, dtype_of(dtype)); });
}

mg_array* mg_astype(const mg_array* a, int dtype) {
  return guard([&] { return mx::astype(a->a, dtype_of(dtype)); });
}

mg_array* mg_reshape(const mg_array* a, const int32_t* shape, int ndim) {
  return guard([&] { return mx::reshape(a->a, shape_of(shape, ndim)); });
}

mg_array* mg_transpose(const mg_array* a, const int32_t* axes, int n) {
  return guard([&] { return mx::transpose(a->a, axes_of(axes, n)); });
}

mg_array* mg_matmul(const mg_array* a, const mg_array* b) {
  return guard([&] { return mx::matmul(a->a, b->a); });
}

// Element-wise binary operations, by code.
mg_array* mg_binary(int op, const mg_array* a, const mg_array* b) {
  return guard([&] {
    switch (op) {
      case 0: return mx::add(a->a, b->a);
      case 1: return mx::subtract(a->a, b->a);
      case 2: return mx::multiply(a->a, b->a);
      case 3: return mx::divide(a->a, b->a);
      case 4: return mx::maximum(a->a, b->a);
      case 5: return mx::minimum(a->a, b->a);
      case 6: return mx::power(a->a, b->a);
      case 7: return mx::equal(a->a, b->a);
      case 8: return mx::less(a->a, b->a);
      case 9: return mx::greater(a->a, b->a);
      default: throw std::invalid_argument("unknown binary operation " + std::to_string(op));
    }
  });
}

// Element-wise unary operations, by code.
mg_array* mg_unary(int op, const mg_array* a) {
  return guard([&] {
    switch (op) {
      case 0: return mx::negative(a->a);
      case 1: return mx::abs(a->a);
      case 2: return mx::exp(a->a);
      case 3: return mx::log(a->a);
      case 4: return mx::sqrt(a->a);
      case 5: return mx::sin(a->a);
      case 6: return mx::cos(a->a);
      case 7: return mx::tanh(a->a);
      case 8: return mx::sigmoid(a->a);
      case 9: return mx::square(a->a);
      case 10: return mx::erf(a->a);
      default: throw std::invalid_argument("unknown unary operation " + std::to_string(op));
    }
  });
}

// Reductions over `axes` (all axes when n is 0), by code.
mg_array* mg_reduce(int op, const mg_array* a, const int32_t* axes, int n, int keepdims) {
  return guard([&] {
    std::vector<int> ax = axes_of(axes, n);
    if (n == 0) {
      for (int k = 0; k < static_cast<int>(a->a.ndim()); ++k) {
        ax.push_back(k);
      }
    }
    bool keep = keepdims != 0;
    switch (op) {
      case 0: return mx::sum(a->a, ax, keep);
      case 1: return mx::mean(a->a, ax, keep);
      case 2: return mx::max(a->a, ax, keep);
      case 3: return mx::min(a->a, ax, keep);
      case 4: return mx::prod(a->a, ax, keep);
      case 5: return mx::logsumexp(a->a, ax, keep);
      default: throw std::invalid_argument("unknown reduction " + std::to_string(op));
    }
  });
}

mg_array* mg_softmax(const mg_array* a, int axis) {
  return guard([&] { return mx::softmax(a->a, std::vector<int>{axis}); });
}

mg_array* mg_argmax(const mg_array* a, int axis) {
  return guard([&] { return mx::argmax(a->a, axis); });
}

mg_array* mg_argmin(const mg_array* a, int axis) {
  return guard([&] { return mx::argmin(a->a, axis); });
}

// One-dimensional transforms along `axis`: 0 fft, 1 ifft, 2 rfft, 3 irfft;
// n > 0 pads or crops the input to n points (irfft: the output's length).
mg_array* mg_fft(int op, const mg_array* a, int n, int axis) {
  return guard([&] {
    switch (op) {
      case 0: return n > 0 ? mx::fft::fft(a->a, n, axis) : mx::fft::fft(a->a, axis);
      case 1: return n > 0 ? mx::fft::ifft(a->a, n, axis) : mx::fft::ifft(a->a, axis);
      case 2: return n > 0 ? mx::fft::rfft(a->a, n, axis) : mx::fft::rfft(a->a, axis);
      case 3: return n > 0 ? mx::fft::irfft(a->a, n, axis) : mx::fft::irfft(a->a, axis);
      default: throw std::invalid_argument("unknown transform " + std::to_string(op));
    }
  });
}

// Channels-last convolutions, as MLX defines them: input [N, L, C_in],
// weight [C_out, K, C_in] (conv1d); [N, H, W, C_in] and
// [C_out, KH, KW, C_in] (conv2d).
mg_array* mg_conv1d(const mg_array* x, const mg_array* w, int stride, int padding, int dilation,
                    int groups) {
  return guard([&] { return mx::conv1d(x->a, w->a, stride, padding, dilation, groups); });
}

mg_array* mg_conv2d(const mg_array* x, const mg_array* w, const int32_t* stride,
                    const int32_t* padding, const int32_t* dilation, int groups) {
  return guard([&] {
    return mx::conv2d(x->a, w->a, {stride[0], stride[1]}, {padding[0], padding[1]},
                      {dilation[0], dilation[1]}, groups);
  });
}

mg_array* mg_take(const mg_array* a, const mg_array* indices, int axis) {
  return guard([&] { return mx::take(a->a, indices->a, axis); });
}

// 0 concatenate along `axis`, 1 stack along a new `axis`.
mg_array* mg_join(int op, mg_array* const* arrays, size_t n, int axis) {
  return guard([&] {
    std::vector<mx::array> v;
    for (size_t k = 0; k < n; ++k) {
      v.push_back(arrays[k]->a);
    }
    return op == 0 ? mx::concatenate(v, axis) : mx::stack(v, axis);
  });
}

mg_array* mg_slice(const mg_array* a, const int32_t* start, const int32_t* stop, int ndim) {
  return guard([&] { return mx::slice(a->a, shape_of(start, ndim), shape_of(stop, ndim)); });
}

mg_array* mg_copy(const mg_array* a) {
  return guard([&] { return a->a; });
}

// ---- linalg (MLX runs its decompositions on its CPU stream) ----

mg_array* mg_linalg_inv(const mg_array* a) {
  return guard([&] { return mx::linalg::inv(a->a, mx::Device::cpu); });
}

mg_array* mg_linalg_solve(const mg_array* a, const mg_array* b) {
  return guard([&] { return mx::linalg::solve(a->a, b->a, mx::Device::cpu); });
}

// The 2-norm (Frobenius for matrices) over `axes` (all when n is 0), or
// the `ord` norm where has_ord.
mg_array* mg_linalg_norm(const mg_array* a, double ord, int has_ord, const int32_t* axes,
                         int n, int keepdims) {
  return guard([&] {
    std::optional<std::vector<int>> ax;
    if (n > 0) {
      ax = axes_of(axes, n);
    }
    if (has_ord != 0) {
      return mx::linalg::norm(a->a, ord, ax, keepdims != 0);
    }
    return mx::linalg::norm(a->a, ax, keepdims != 0);
  });
}

// U, S, Vt of a (full matrices, as MLX computes them).
int mg_linalg_svd(const mg_array* a, mg_array** u, mg_array** s, mg_array** vt) {
  return guard_status([&] {
    auto r = mx::linalg::svd(a->a, true, mx::Device::cpu);
    if (r.size() != 3) {
      throw std::runtime_error("svd returned " + std::to_string(r.size()) + " arrays");
    }
    *u = wrap(r[0]);
    *s = wrap(r[1]);
    *vt = wrap(r[2]);
  });
}

// ---- random ----

mg_array* mg_random_key(uint64_t seed) {
  return guard([&] { return mx::random::key(seed); });
}

// `num` new keys from `key`, as one [num, 2] array.
mg_array* mg_random_split(const mg_array* key, int num) {
  return guard([&] { return mx::random::split(key->a, num); });
}

mg_array* mg_random_uniform(const int32_t* shape, int ndim, double low, double high, int dtype,
                            const mg_array* key) {
  return guard([&] {
    mx::Dtype d = dtype_of(dtype);
    return mx::random::uniform(mx::array(low, d), mx::array(high, d), shape_of(shape, ndim), d, key_of(key));
  });
}

mg_array* mg_random_normal(const int32_t* shape, int ndim, double loc, double scale, int dtype,
                           const mg_array* key) {
  return guard([&] {
    mx::Dtype d = dtype_of(dtype);
    return mx::random::normal(shape_of(shape, ndim), d, mx::array(loc, d), mx::array(scale, d), key_of(key));
  });
}

// ---- transforms over a function of the caller's ----

// The caller's function: takes `n_in` input handles (it owns them and frees
// them), writes at most `cap` output handles (the glue takes them), their
// count in *n_out; returns 0, or nonzero when it failed (it keeps its own
// reason).
typedef int (*mg_fn)(void* ctx, mg_array** inputs, size_t n_in, mg_array** outputs, size_t cap,
                     size_t* n_out);

}  // extern "C"

namespace {

constexpr size_t MAX_OUTPUTS = 64;

std::function<std::vector<mx::array>(const std::vector<mx::array>&)> caller_fn(mg_fn f,
                                                                              void* ctx) {
  return [f, ctx](const std::vector<mx::array>& in) {
    std::vector<mg_array*> handles;
    handles.reserve(in.size());
    for (const auto& a : in) {
      handles.push_back(new mg_array{a});
    }
    mg_array* out[MAX_OUTPUTS] = {};
    size_t n_out = 0;
    int r = f(ctx, handles.data(), handles.size(), out, MAX_OUTPUTS, &n_out);
    std::vector<mx::array> result;
    for (size_t k = 0; k < n_out && k < MAX_OUTPUTS; ++k) {
      result.push_back(out[k]->a);
      delete out[k];
    }
    if (r != 0) {
      throw std::runtime_error("the function being transformed failed");
    }
    return result;
  };
}

std::vector<mx::array> arrays_of(mg_array* const* h, size_t n) {
  std::vector<mx::array> v;
  v.reserve(n);
  for (size_t k = 0; k < n; ++k) {
    v.push_back(h[k]->a);
  }
  return v;
}

void hand_out(const std::vector<mx::array>& v, mg_array** out, size_t cap, size_t* n) {
  if (v.size() > cap) {
    throw std::invalid_argument("more results than the caller has room for");
  }
  for (size_t k = 0; k < v.size(); ++k) {
    out[k] = wrap(v[k]);
  }
  *n = v.size();
}

}  // namespace

extern "C" {

// Outputs of f at the primals, and the vector-Jacobian products with the
// cotangents (one per primal).
int mg_vjp(mg_fn f, void* ctx, mg_array* const* primals, size_t np, mg_array* const* cots,
           size_t nc, mg_array** outs, size_t cap, size_t* nouts, mg_array** grads) {
  return guard_status([&] {
    auto [o, g] = mx::vjp(caller_fn(f, ctx), arrays_of(primals, np), arrays_of(cots, nc));
    if (g.size() != np) {
      throw std::runtime_error("vjp returned another number of products than primals");
    }
    hand_out(o, outs, cap, nouts);
    for (size_t k = 0; k < np; ++k) {
      grads[k] = wrap(g[k]);
    }
  });
}

// Outputs of f at the primals, and the Jacobian-vector products with the
// tangents (one per output).
int mg_jvp(mg_fn f, void* ctx, mg_array* const* primals, size_t np, mg_array* const* tangents,
           size_t nt, mg_array** outs, size_t cap, size_t* nouts, mg_array** jvps) {
  return guard_status([&] {
    auto [o, j] = mx::jvp(caller_fn(f, ctx), arrays_of(primals, np), arrays_of(tangents, nt));
    if (j.size() != o.size()) {
      throw std::runtime_error("jvp returned another number of products than outputs");
    }
    hand_out(o, outs, cap, nouts);
    for (size_t k = 0; k < j.size(); ++k) {
      jvps[k] = wrap(j[k]);
    }
  });
}

// The outputs of f (the first one a scalar) and the gradient of that first
// output with respect to every primal.
int mg_value_and_grad(mg_fn f, void* ctx, mg_array* const* primals, size_t np, mg_array** outs,
                      size_t cap, size_t* nouts, mg_array** grads) {
  return guard_status([&] {
    std::vector<int> argnums;
    for (size_t k = 0; k < np; ++k) {
      argnums.push_back(static_cast<int>(k));
    }
    auto vg = mx::value_and_grad(caller_fn(f, ctx), argnums);
    auto [o, g] = vg(arrays_of(primals, np));
    if (g.size() != np) {
      throw std::runtime_error("value_and_grad returned another number of gradients than inputs");
    }
    hand_out(o, outs, cap, nouts);
    for (size_t k = 0; k < np; ++k) {
      grads[k] = wrap(g[k]);
    }
  });
}

}  // extern "C"
