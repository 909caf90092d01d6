# CuPy beside bench/gpu_kernels.py: vector add over 64M float32 and the launch host cost of an
# elementwise kernel on device arrays. Prints `name value unit` lines.
import time
import cupy as cp

n = 64 * 1024 * 1024
a = cp.random.rand(n, dtype=cp.float32)
b = cp.random.rand(n, dtype=cp.float32)
c = cp.empty_like(a)
cp.add(a, b, out=c)
cp.cuda.Device().synchronize()
best = 1e30
for _ in range(3):
    t0 = time.perf_counter()
    for _ in range(20):
        cp.add(a, b, out=c)
    cp.cuda.Device().synchronize()
    best = min(best, (time.perf_counter() - t0) / 20)
print("cupy_vector_add_GBs", round(12 * n / best / 1e9, 3), "GB/s")
x = cp.zeros(1024, dtype=cp.float32)
y = cp.zeros(1024, dtype=cp.float32)
cp.add(x, y, out=x)
cp.cuda.Device().synchronize()
t0 = time.perf_counter()
for _ in range(2000):
    cp.add(x, y, out=x)
t1 = time.perf_counter()
cp.cuda.Device().synchronize()
print("cupy_launch_host_cost", round((t1 - t0) / 2000 * 1e6, 3), "us")
# Beside bench/gpu_reduce.py: sum of 1M float32 on the device, the result read back as a float.
r = cp.random.rand(1 << 20, dtype=cp.float32)
float(cp.sum(r))
best = 1e30
for _ in range(3):
    t0 = time.perf_counter()
    for _ in range(50):
        float(cp.sum(r))
    best = min(best, (time.perf_counter() - t0) / 50)
print("cupy_sum_1M", round(best * 1e6, 3), "us")
