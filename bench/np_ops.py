# Host-array operations on 1M float32 elements, timed from inside the program, so the same file
# runs under CPython + NumPy and under `cudalab run` (see scripts/bench-np).
import time
import numpy as np

N = 1_000_000
REPEAT = 15
np.random.seed(0)
a = np.random.rand(N).astype(np.float32)
b = np.random.rand(N).astype(np.float32)
c = np.random.rand(N).astype(np.float32)


def median_ms(f):
    times = []
    for _ in range(REPEAT):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2] * 1e3


results = [
    ("a * b + c", median_ms(lambda: a * b + c)),
    ("np.sqrt(a)", median_ms(lambda: np.sqrt(a))),
    ("a.sum()", median_ms(lambda: a.sum())),
    ("a.astype(np.float64)", median_ms(lambda: a.astype(np.float64))),
    ("np.random.rand(N)", median_ms(lambda: np.random.rand(N))),
    ("a[a > 0.5]", median_ms(lambda: a[a > 0.5])),
]
for name, ms in results:
    print(f"{name}\t{ms:.3f}")
