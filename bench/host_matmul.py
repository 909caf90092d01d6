# Host matrix products (np.matmul / @) as courses time them for the "CPU before GPU" baseline,
# timed from inside the program so the same file runs under python3 (NumPy + its BLAS) and
# `cudalab run`. Prints one line per case: name, best-of-3 seconds, GFLOP/s, and a checksum
# compared against a float64 reference on fresh random inputs.
import time
import numpy as np

np.random.seed(2026)
cases = [("float64", 1000), ("float32", 1000), ("float64", 3000), ("float32", 3000), ("int64", 500)]
for dtype, n in cases:
    if dtype == "int64":
        a = (np.random.rand(n, n) * 100).astype(np.int64)
        b = (np.random.rand(n, n) * 100).astype(np.int64)
    else:
        a = np.random.rand(n, n).astype(dtype)
        b = np.random.rand(n, n).astype(dtype)
    best = 1e9
    for _ in range(3):
        t0 = time.perf_counter()
        c = a @ b
        best = min(best, time.perf_counter() - t0)
    ref = a.astype(np.float64)[:8] @ b.astype(np.float64)
    err = float(np.max(np.abs(c[:8].astype(np.float64) - ref) / (np.abs(ref) + 1.0)))
    print(f"{dtype}-{n} {best:.4f} s {2 * n**3 / best / 1e9:.1f} GFLOP/s relerr {err:.1e}")
