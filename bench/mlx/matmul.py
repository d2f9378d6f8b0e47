# Matmul through MLX's Python package, timed as magpie_mlx's
# `matmul_throughput` example times the Rust binding (same sizes, warm-up
# and median of 20 evaluated products). Prints `MATMUL python n=... ms=...`.
import time

import mlx.core as mx

key = mx.random.key(0)
for n in (256, 512, 1024, 2048):
    k1, k2 = mx.random.split(key, 2)
    a = mx.random.normal((n, n), dtype=mx.float32, key=k1)
    b = mx.random.normal((n, n), dtype=mx.float32, key=k2)
    mx.eval(a, b)
    for _ in range(3):
        mx.eval(a @ b)
    times = []
    for _ in range(20):
        start = time.perf_counter()
        mx.eval(a @ b)
        times.append(time.perf_counter() - start)
    times.sort()
    t = times[len(times) // 2]
    print(f"MATMUL python n={n} ms={t * 1e3:.4f} GFLOPs={2 * n ** 3 / t / 1e9:.1f}")
