# Ufuncs on the GPU (issue 6): the seed's gaussian_pdf and polar_distance over 1M float32, with
# host arrays (copied in and out by each call) and with device arrays. Runs under cudalab
# (`cudalab run`) and under CPython with numba-cuda; prints `name value unit` lines.
import math
import os
import time
import numpy as np
from numba import cuda, vectorize

N = int(os.environ.get("BENCH_N", str(1 << 20)))
REPS = int(os.environ.get("BENCH_REPS", "20"))
SQRT_2PI = np.float32((2 * math.pi) ** 0.5)


@vectorize(['float32(float32, float32, float32)'], target='cuda')
def gaussian_pdf(x, mean, sigma):
    return math.exp(-0.5 * ((x - mean) / sigma) ** 2) / (sigma * SQRT_2PI)


@cuda.jit(device=True)
def polar_to_cartesian(rho, theta):
    x = rho * math.cos(theta)
    y = rho * math.sin(theta)
    return x, y


@vectorize(['float32(float32, float32, float32, float32)'], target='cuda')
def polar_distance(rho1, theta1, rho2, theta2):
    x1, y1 = polar_to_cartesian(rho1, theta1)
    x2, y2 = polar_to_cartesian(rho2, theta2)
    return ((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5


def best(f):
    f()
    cuda.synchronize()
    b = 1e30
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(REPS):
            f()
        cuda.synchronize()
        b = min(b, (time.perf_counter() - t0) / REPS)
    return b * 1e3


x = np.random.uniform(-3, 3, size=N).astype(np.float32)
mean = np.float32(0.0)
sigma = np.float32(1.0)
rho1 = np.random.uniform(0.5, 1.5, size=N).astype(np.float32)
theta1 = np.random.uniform(0, 2 * np.pi, size=N).astype(np.float32)
rho2 = np.random.uniform(0.5, 1.5, size=N).astype(np.float32)
theta2 = np.random.uniform(0, 2 * np.pi, size=N).astype(np.float32)

print("gaussian_pdf_host", round(best(lambda: gaussian_pdf(x, mean, sigma)), 3), "ms")
dx = cuda.to_device(x)
dout = cuda.device_array(N, dtype=np.float32)
print("gaussian_pdf_device", round(best(lambda: gaussian_pdf(dx, mean, sigma, out=dout)), 3), "ms")
x64 = x.astype(np.float64)
ref = np.exp(-0.5 * x64 ** 2) / np.sqrt(2 * np.pi)
print("gaussian_pdf_maxrelerr", float(np.max(np.abs(dout.copy_to_host() - ref) / ref)), "rel")

print("polar_distance_host", round(best(lambda: polar_distance(rho1, theta1, rho2, theta2)), 3), "ms")
d1, d2, d3, d4 = cuda.to_device(rho1), cuda.to_device(theta1), cuda.to_device(rho2), cuda.to_device(theta2)
print("polar_distance_device", round(best(lambda: polar_distance(d1, d2, d3, d4, out=dout)), 3), "ms")
r1, t1, r2, t2 = (a.astype(np.float64) for a in (rho1, theta1, rho2, theta2))
pref = np.sqrt((r1 * np.cos(t1) - r2 * np.cos(t2)) ** 2 + (r1 * np.sin(t1) - r2 * np.sin(t2)) ** 2)
print("polar_distance_maxabserr", float(np.max(np.abs(dout.copy_to_host() - pref))), "abs")
