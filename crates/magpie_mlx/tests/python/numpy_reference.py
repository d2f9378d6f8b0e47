# NumPy's float64 results for magpie_mlx's `against_numpy` test. JSON on
# stdin: {"inputs": {name: [shape, values, complex]}, "ops": [{"id": ...,
# "op": ..., "args": [input names], "kw": {...}}]}; every input is taken as
# float64 (the f32 values the binding holds, exactly; complex128 where a
# last axis of 2 holds real and imaginary parts) and every op computed in
# float64; prints {"outputs": {id: [shape, bits]}} on stdout (each value's
# float64 bit pattern), booleans and indices as numbers, complex results
# with a last axis of 2.
import json
import math
import sys

import numpy as np


def axes(kw):
    a = kw.get("axes")
    return None if not a else tuple(a)


def logsumexp(x, axis, keepdims):
    m = np.max(x, axis=axis, keepdims=True)
    r = m + np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True))
    return r if keepdims else np.squeeze(r, axis=axis)


def softmax(x, axis):
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)


def reduction(f):
    return lambda x, **kw: f(x, axis=axes(kw), keepdims=kw["keepdims"])


def transform(f):
    return lambda x, **kw: f(x, n=kw.get("n"), axis=kw["axis"])


def norm(x, **kw):
    # `ord` comes as text ("inf" has no JSON number).
    o = kw.get("ord")
    o = None if o is None else float(o)
    return np.linalg.norm(x, ord=o, axis=axes(kw), keepdims=kw["keepdims"])


def reconstruct(u, s, vt):
    # The binding's SVD factors multiplied back, in float64.
    k = s.shape[-1]
    return (u[..., :, :k] * s[..., None, :]) @ vt[..., :k, :]


OPS = {
    "neg": np.negative, "abs": np.abs, "exp": np.exp, "log": np.log,
    "sqrt": np.sqrt, "sin": np.sin, "cos": np.cos, "tanh": np.tanh,
    "sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)), "square": np.square,
    "erf": np.vectorize(math.erf, otypes=[np.float64]),
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide,
    "maximum": np.maximum, "minimum": np.minimum, "pow": np.power,
    "equal": np.equal, "less": np.less, "greater": np.greater,
    "sum": reduction(np.sum), "mean": reduction(np.mean),
    "max": reduction(np.max), "min": reduction(np.min),
    "prod": reduction(np.prod), "logsumexp": reduction(logsumexp),
    "softmax": lambda x, axis: softmax(x, axis),
    "argmax": lambda x, axis: np.argmax(x, axis=axis),
    "argmin": lambda x, axis: np.argmin(x, axis=axis),
    "matmul": np.matmul, "transpose": lambda x, axes: np.transpose(x, axes),
    "take": lambda x, i, axis: np.take(x, i.astype(np.int64), axis=axis),
    "concatenate": lambda *xs, axis: np.concatenate(xs, axis=axis),
    "stack": lambda *xs, axis: np.stack(xs, axis=axis),
    "norm": norm, "inv": np.linalg.inv, "solve": np.linalg.solve,
    "singular_values": lambda a: np.linalg.svd(a, compute_uv=False),
    "reconstruct": reconstruct,
    "gram": lambda x: np.swapaxes(x, -1, -2) @ x,
    "fft": transform(np.fft.fft), "ifft": transform(np.fft.ifft),
    "rfft": transform(np.fft.rfft), "irfft": transform(np.fft.irfft),
}


def out(r):
    r = np.asarray(r)
    if np.iscomplexobj(r):
        r = np.stack([r.real, r.imag], axis=-1)
    # float64 bit patterns: JSON integers come back exactly.
    r = np.array(r, dtype=np.float64, order="C")
    return [list(r.shape), r.ravel().view(np.uint64).tolist()]


def arr(shape, values, is_complex):
    a = np.array(values, dtype=np.float64).reshape(shape)
    return a[..., 0] + 1j * a[..., 1] if is_complex else a


req = json.load(sys.stdin)
inputs = {k: arr(*v) for k, v in req["inputs"].items()}
result = {}
for op in req["ops"]:
    args = [inputs[a] for a in op["args"]]
    result[op["id"]] = out(OPS[op["op"]](*args, **op.get("kw", {})))
json.dump({"outputs": result}, sys.stdout)
