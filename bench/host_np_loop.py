# A NumPy array walked one element at a time in Python: the CPU baseline that GPU courses time
# before the kernel (`c[i] = a[i] + b[i]`, then a 2-D stencil-like update). Timed from inside the
# program so the same file runs under python3 (with NumPy) and `cudalab run`.
import time

import numpy as np

n = 20000
a = np.arange(n, dtype=np.float32)
b = np.ones(n, dtype=np.float32)
c = np.zeros_like(a)
g = np.ones((60, 60))

times = []
for _ in range(5):
    t0 = time.perf_counter()
    for i in range(n):
        c[i] = a[i] + b[i]
    for i in range(1, 59):
        for j in range(1, 59):
            g[i, j] = 0.25 * (g[i - 1, j] + g[i + 1, j] + g[i, j - 1] + g[i, j + 1])
    times.append(time.perf_counter() - t0)
times.sort()
print(f"{times[2] * 1e3:.1f}")
