# Writes notebooks/03-ufuncs-and-device-functions.ipynb (from the course seeds' "Making ufuncs",
# "CUDA with Numba" and "Managing GPU memory" parts). Run: python3 notebooks/src/make_ufuncs.py
from nbgen import SIZE_CELL, Notebook

nb = Notebook("ufuncs")
md, code = nb.md, nb.code

md("""
# Ufuncs and device functions

Before writing kernels thread by thread, Numba offers a higher level: **`@vectorize`** turns a
function of scalars into a NumPy *universal function* (ufunc) that applies it element by element,
with broadcasting, on the CPU or on the GPU (`target='cuda'`). **Device functions**
(`@cuda.jit(device=True)`) are helpers that kernels and GPU ufuncs call; they are compiled into
their callers.
""")
code(SIZE_CELL.format(gpu="1 << 24", sim="1 << 12"))
md("""
## A GPU ufunc

The signature list says which types to compile for; the call picks the one that matches its
arguments. A ufunc accepts arrays and scalars, and broadcasts like any NumPy ufunc.
""")
code("""
from numba import vectorize

@vectorize(['int64(int64, int64)'], target='cuda')
def add_ufunc(x, y):
    return x + y

a = np.array([1, 2, 3, 4])
b = np.array([10, 20, 30, 40])
print(add_ufunc(a, b))
print(add_ufunc(a, 100))                           # a scalar is broadcast
print(add_ufunc(np.arange(4).reshape(2, 2), np.arange(2)))
""")
md("""
## A useful one: the Gaussian probability density

Evaluating a density at many points is exactly what ufuncs are for. Constants computed on the host
are frozen into the compiled function. `float32` throughout keeps the GPU fast: a Python float such as
`0.5` is a `float64` and would promote the arithmetic (cudalab warns when that happens), so the
constants are `np.float32`.
""")
code("""
import math

SQRT_2PI = np.float32((2 * math.pi) ** 0.5)
HALF = np.float32(0.5)

@vectorize(['float32(float32, float32, float32)'], target='cuda')
def gaussian_pdf(x, mean, sigma):
    t = (x - mean) / sigma
    return math.exp(-HALF * t * t) / (sigma * SQRT_2PI)

x = np.random.uniform(-3, 3, size=N).astype(np.float32)
mean, sigma = np.float32(0.0), np.float32(1.0)
pdf = gaussian_pdf(x, mean, sigma)
expected = np.exp(-0.5 * ((x.astype(np.float64) - 0) / 1) ** 2) / (2 * np.pi) ** 0.5
print("max error:", float(np.abs(pdf - expected).max()))
""")
md("""
## Device functions

A device function runs on the GPU and is called from GPU code only. Here `polar_to_cartesian` is
shared by a ufunc that computes the distance between two points given in polar coordinates.
""")
code("""
@cuda.jit(device=True)
def polar_to_cartesian(rho, theta):
    x = rho * math.cos(theta)
    y = rho * math.sin(theta)
    return x, y

@vectorize(['float32(float32, float32, float32, float32)'], target='cuda')
def polar_distance(rho1, theta1, rho2, theta2):
    x1, y1 = polar_to_cartesian(rho1, theta1)
    x2, y2 = polar_to_cartesian(rho2, theta2)
    dx, dy = x1 - x2, y1 - y2
    return math.sqrt(dx * dx + dy * dy)

rho1 = np.random.uniform(0.5, 1.5, size=N).astype(np.float32)
theta1 = np.random.uniform(-np.pi, np.pi, size=N).astype(np.float32)
rho2 = np.random.uniform(0.5, 1.5, size=N).astype(np.float32)
theta2 = np.random.uniform(-np.pi, np.pi, size=N).astype(np.float32)
d = polar_distance(rho1, theta1, rho2, theta2)
ref = np.hypot(rho1 * np.cos(theta1) - rho2 * np.cos(theta2), rho1 * np.sin(theta1) - rho2 * np.sin(theta2))
print("max error:", float(np.abs(d - ref).max()))
""")
md("""
## Why is the GPU sometimes slower?

Called with NumPy arrays, a GPU ufunc copies its inputs to the GPU and its result back on every
call, and a simple operation on a small array is dwarfed by those copies. Keep the data on the
device: pass device arrays (the result is then a device array too) and give an `out=` array to
avoid an allocation per call. `%timeit` shows the difference, in host time and in GPU time.
""")
code("""
%timeit -r 3 gaussian_pdf(x, mean, sigma)
""")
code("""
d_x = cuda.to_device(x)
d_pdf = cuda.device_array_like(x)
%timeit -r 3 gaussian_pdf(d_x, mean, sigma, out=d_pdf)
print(np.allclose(d_pdf.copy_to_host(), pdf))
""")
md("""
## `@vectorize` on the CPU

The same function compiles for the CPU with `target='cpu'` (one core) or `target='parallel'`
(all cores), which is handy to compare against, or where no GPU is available.
""")
code("""
@vectorize(['float32(float32, float32, float32)'], target='parallel')
def gaussian_pdf_cpu(x, mean, sigma):
    t = (x - mean) / sigma
    return math.exp(-HALF * t * t) / (sigma * SQRT_2PI)

print("same result:", np.allclose(gaussian_pdf_cpu(x, mean, sigma), pdf))
""")
md("""
## What to remember

* `@vectorize([...], target='cuda')` makes an element-wise GPU function from scalar code.
* `@cuda.jit(device=True)` functions are helpers for GPU code, compiled into their callers.
* Copies dominate small GPU operations: keep arrays on the device and reuse outputs with `out=`.
""")

nb.write("03-ufuncs-and-device-functions.ipynb")
