# Host<->device copies (issue 8): cuda.to_device and copy_to_host of 100k and 64M float32, as
# GB/s (best of several); for 64M also copy_to_host into an existing array and copy_to_device
# into an existing device array, and the host side of large arrays (np.zeros, a.copy(), which
# the huge-page allocator sped up). Runs under cudalab (`cudalab run`, GPU worker or in process)
# and under CPython with numba-cuda; prints `name value unit` lines.
import time
import numpy as np
from numba import cuda


def best(f, reps):
    f()
    b = 1e30
    for _ in range(reps):
        t0 = time.perf_counter()
        f()
        b = min(b, time.perf_counter() - t0)
    return b


for n, label, reps in [(100_000, "100k", 50), (64 * 1024 * 1024, "64M", 5)]:
    h = np.random.rand(n).astype(np.float32)
    d = cuda.to_device(h)
    t = best(lambda: cuda.to_device(h), reps)
    print("h2d_" + label, round(4 * n / t / 1e9, 3), "GB/s")
    t = best(lambda: d.copy_to_host(), reps)
    print("d2h_" + label, round(4 * n / t / 1e9, 3), "GB/s")
    back = d.copy_to_host()
    print("copy_ok_" + label, int(np.array_equal(back, h)), "bool")
    if n > 1_000_000:
        into = np.empty_like(h)
        t = best(lambda: d.copy_to_host(into), reps)
        print("d2h_into_" + label, round(4 * n / t / 1e9, 3), "GB/s")
        h2 = h * 2
        t = best(lambda: d.copy_to_device(h2), reps)
        print("h2d_into_" + label, round(4 * n / t / 1e9, 3), "GB/s")
        print("copy_into_ok_" + label, int(np.array_equal(d.copy_to_host(into), h2)), "bool")
        t = best(lambda: np.zeros(n, dtype=np.float32), reps)
        print("np_zeros_" + label, round(t * 1e3, 3), "ms")
        t = best(lambda: h.copy(), reps)
        print("host_copy_" + label, round(t * 1e3, 3), "ms")
