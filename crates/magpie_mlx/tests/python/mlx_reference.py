# MLX's own Python layers, losses and optimizers on the parameters and
# inputs magpie_mlx's `against_python` test sends (JSON on stdin:
# {"case": ..., "params": {name: [shape, values]}, "inputs": {...},
# "args": {...}}); prints {"outputs": {name: [shape, values]}} on stdout.
import json
import sys

import mlx.core as mx
import mlx.nn as nn
import mlx.optimizers as optim
from mlx.utils import tree_unflatten


def arr(pair, dtype=mx.float32):
    shape, values = pair
    return mx.array(values, dtype=dtype).reshape(shape)


def out(a):
    a = a.astype(mx.float32)
    return [list(a.shape), a.reshape(-1).tolist()]


req = json.load(sys.stdin)
case, args = req["case"], req.get("args", {})
params = {k: arr(v) for k, v in req.get("params", {}).items()}
inputs = req.get("inputs", {})
x = arr(inputs["x"]) if "x" in inputs else None


def load(layer):
    layer.update(tree_unflatten(list(params.items())))
    return layer


result = {}
if case == "rnn":
    result["h"] = out(load(nn.RNN(args["d"], args["h"]))(x))
elif case == "lstm":
    h, c = load(nn.LSTM(args["d"], args["h"]))(x)
    result["h"], result["c"] = out(h), out(c)
elif case == "gru":
    result["h"] = out(load(nn.GRU(args["d"], args["h"]))(x))
elif case == "mha":
    layer = load(nn.MultiHeadAttention(args["dims"], args["heads"]))
    result["y"] = out(layer(x, x, x))
elif case == "encoder":
    layer = load(nn.TransformerEncoderLayer(args["dims"], args["heads"], args["mlp"]))
    result["y"] = out(layer(x, None))
elif case == "layer_norm":
    result["y"] = out(load(nn.LayerNorm(args["dims"]))(x))
elif case == "batch_norm":
    layer = nn.BatchNorm(args["dims"])
    y = layer(x)
    result["y"] = out(y)
    result["running_mean"] = out(layer.running_mean)
    result["running_var"] = out(layer.running_var)
elif case == "conv1d":
    layer = load(nn.Conv1d(args["ci"], args["co"], args["k"], stride=args["s"], padding=args["p"]))
    result["y"] = out(layer(x))
elif case == "conv2d":
    layer = load(nn.Conv2d(args["ci"], args["co"], tuple(args["k"]), stride=tuple(args["s"]), padding=tuple(args["p"])))
    result["y"] = out(layer(x))
elif case == "gelu":
    result["y"] = out(nn.gelu(x))
elif case == "cross_entropy":
    labels = arr(inputs["labels"], mx.uint32)
    result["loss"] = out(nn.losses.cross_entropy(x, labels, reduction="mean"))
elif case in ("sgd", "adam", "adamw"):
    opt = {
        "sgd": lambda: optim.SGD(args["lr"], momentum=args["momentum"]),
        "adam": lambda: optim.Adam(args["lr"]),
        "adamw": lambda: optim.AdamW(args["lr"], weight_decay=args["wd"]),
    }[case]()
    model = {"p": arr(inputs["p"])}
    for g in ("g1", "g2"):
        model = opt.apply_gradients({"p": arr(inputs[g])}, model)
    result["p"] = out(model["p"])
else:
    raise SystemExit(f"unknown case {case}")
mx.eval(*[])
json.dump({"outputs": result}, sys.stdout)
