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
      default: throw std::invalid_argument("unknown reduction " + std::to_string(op));
    }
  });
}

}  // extern "C"
