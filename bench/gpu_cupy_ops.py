# CuPy operations, one script for real CuPy (`python3 bench/gpu_cupy_ops.py`) and for cudalab's
# cupy (`cudalab run bench/gpu_cupy_ops.py`), same device, same run. GPU time by CUDA events
# (best of 3 rounds), correctness against a float64 reference computed by NumPy on the host.
# Prints `name value unit` lines.
import time
import numpy as np
import cupy as cp
from cupyx.profiler import benchmark

n = 64 * 1024 * 1024


def gpu_ms(f, args, reps=10):
    f(*args)
    cp.cuda.Device().synchronize()
    start = cp.cuda.Event()
    end = cp.cuda.Event()
    best = 1e30
    for _ in range(3):
        start.record()
        for _ in range(reps):
            f(*args)
        end.record()
        end.synchronize()
        best = min(best, cp.cuda.get_elapsed_time(start, end) / reps)
    return best


cp.random.seed(7)
a = cp.random.uniform(-1, 1, n, dtype=np.float32)
b = cp.random.uniform(-1, 1, n, dtype=np.float32)
c = cp.random.uniform(-1, 1, n, dtype=np.float32)

# a*b+c: two kernels in both (multiply, then add): 6 float32 accesses per element.
ms = gpu_ms(lambda x, y, z: x * y + z, (a, b, c))
print("fma_64M_GBs", round(24 * n / (ms * 1e-3) / 1e9, 1), "GB/s")
r = cp.asnumpy(a * b + c)[:1000000].astype(np.float64)
ref = cp.asnumpy(a)[:1000000].astype(np.float64) * cp.asnumpy(b)[:1000000] + cp.asnumpy(c)[:1000000]
print("fma_max_abs_err", float(np.abs(r - ref).max()))

ms = gpu_ms(lambda x: x.sum(), (a,))
print("sum_64M_GBs", round(4 * n / (ms * 1e-3) / 1e9, 1), "GB/s")
s = float(a.sum())
ref = float(cp.asnumpy(a).astype(np.float64).sum())
print("sum_rel_err", abs(s - ref) / abs(ref))

for name, f in [("max", lambda x: x.max()), ("argmax", lambda x: x.argmax()), ("mean", lambda x: x.mean())]:
    ms = gpu_ms(f, (a,))
    print(name + "_64M_GBs", round(4 * n / (ms * 1e-3) / 1e9, 1), "GB/s")
m = a.reshape(8192, 8192)
for name, f in [("sum_axis0", lambda x: x.sum(axis=0)), ("sum_axis1", lambda x: x.sum(axis=1))]:
    ms = gpu_ms(f, (m,))
    print(name + "_8192sq_GBs", round(4 * n / (ms * 1e-3) / 1e9, 1), "GB/s")
col = cp.asnumpy(m[:, :64].sum(axis=0)).astype(np.float64)
ref = cp.asnumpy(m[:, :64]).astype(np.float64).sum(axis=0)
print("sum_axis0_max_rel_err", float((np.abs(col - ref) / np.abs(ref)).max()))

ms = gpu_ms(lambda x: cp.cumsum(x), (a,))
print("cumsum_64M_ms", round(ms, 3), "ms")
tail = float(cp.cumsum(a)[-1])
total = float(cp.asnumpy(a).astype(np.float64).sum())
print("cumsum_rel_err", abs(tail - total) / abs(total))
ms = gpu_ms(lambda x: cp.concatenate((x, x)), (a,))
print("concatenate_2x64M_ms", round(ms, 3), "ms")

ms = gpu_ms(lambda: cp.random.uniform(0, 1, n), ())
print("uniform_64M_f64_GBs", round(8 * n / (ms * 1e-3) / 1e9, 1), "GB/s")
u = cp.random.uniform(5, 10, 1000000)
print("uniform_mean", round(float(u.mean()), 3), "(5..10)")

x = cp.zeros(1024, dtype=np.float32)
y = cp.ones(1024, dtype=np.float32)
x * y
cp.cuda.Device().synchronize()
t0 = time.perf_counter()
for _ in range(2000):
    x * y
t1 = time.perf_counter()
cp.cuda.Device().synchronize()
print("small_op_host_cost", round((t1 - t0) / 2000 * 1e6, 2), "us")

res = benchmark(lambda: None, (), n_repeat=2000)
print("benchmark_overhead_cpu", round(float(res.cpu_times.mean()) * 1e6, 2), "us")
print("benchmark_overhead_gpu", round(float(res.gpu_times.mean()) * 1e6, 2), "us")
