# Writes notebooks/03-ufuncs-and-device-functions.ipynb (from the course seeds' "Making ufuncs",
# "CUDA with Numba" and "Managing GPU memory" parts). Run: python3 notebooks/src/make_ufuncs.py
from nbgen import SIZE_CELL, Exercises, Notebook

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
SIZE = SIZE_CELL.format(gpu="1 << 24", sim="1 << 12")
code(SIZE)
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
## `@guvectorize`: functions of whole slices

A ufunc maps scalars to a scalar. A **generalized** ufunc maps slices of arrays to slices, and a
signature names their dimensions: `'(m,n),(n,p)->(m,p)'` takes an `m x n` and an `n x p` matrix and
fills an `m x p` one. Called with stacks of matrices, it runs once per matrix of the stack (on the
GPU, one thread each). The output is the last argument of the Python function; the call allocates
and returns it.
""")
code("""
from numba import guvectorize

prototype = "void(float32[:,:], float32[:,:], float32[:,:])"

@guvectorize([prototype], '(m,n),(n,p)->(m,p)', target='cuda')
def matmulcore(A, B, C):
    m, n = A.shape
    n, p = B.shape
    for i in range(m):
        for j in range(p):
            C[i, j] = 0
            for k in range(n):
                C[i, j] += A[i, k] * B[k, j]

matrix_ct = max(1000, N // 1000)
A = np.random.rand(matrix_ct, 2, 4).astype(np.float32)
B = np.random.rand(matrix_ct, 4, 5).astype(np.float32)
C = matmulcore(A, B)
print(C.shape, "max error against NumPy:", float(np.abs(C - A.astype(np.float64) @ B).max()))
""")
md("""
## What to remember

* `@vectorize([...], target='cuda')` makes an element-wise GPU function from scalar code.
* `@cuda.jit(device=True)` functions are helpers for GPU code, compiled into their callers.
* Copies dominate small GPU operations: keep arrays on the device and reuse outputs with `out=`.
* `@guvectorize` applies a function of whole slices (a signature like `'(n)->()'`) across a stack.
""")

ex = Exercises(nb, "03-ufuncs-and-device-functions", "Ufuncs and device functions", SIZE)
ex.add("The logistic function as a GPU ufunc", """
Make `logistic(x) = 1 / (1 + exp(-x))` a GPU ufunc for both float32 and float64 inputs (two
signatures in the list), so each result keeps its input's precision.

Numba types a constant like `1` as int64, and int64 with float32 gives float64: the float32 version
would compute in (slow) float64, and cudalab warns. `np.float32(1)` keeps float32 in float32, and
is exact in the float64 version.
""", """
from numba import vectorize

@vectorize(['float32(float32)', 'float64(float64)'], target='cuda')
def logistic(x):
    return x - x   # TODO: return the logistic of x (math.exp is available)
""", """
from numba import vectorize

ONE = np.float32(1)

@vectorize(['float32(float32)', 'float64(float64)'], target='cuda')
def logistic(x):
    return ONE / (ONE + math.exp(-x))
""", """
z = np.random.uniform(-10, 10, size=N)
want = 1 / (1 + np.exp(-z))
got64 = logistic(z)
got32 = logistic(z.astype(np.float32))
passed = (got64.dtype == np.float64 and got32.dtype == np.float32
          and np.allclose(got64, want, rtol=1e-12) and np.allclose(got32, want, rtol=1e-5))
if not got64.any():
    print("Not done yet: logistic returns zeros. Fill it in above.")
else:
    print("correct" if passed else f"not yet right: dtypes {got32.dtype}, {got64.dtype}; "
          f"max error {float(np.abs(got64 - want).max()):.2e}")
""")
ex.add("A device function shared by two kernels", """
Write the device function `clamp(v, lo, hi)` (`lo` if `v < lo`, `hi` if `v > hi`, else `v`), then
use it in two kernels: `clip(x, lo, hi, out)`, which clamps every element, and `count_clipped(x,
lo, hi, count)`, which adds 1 to `count[0]` (with `cuda.atomic.add`) for each element that
`clamp` changes.
""", """
@cuda.jit(device=True)
def clamp(v, lo, hi):
    return v   # TODO

@cuda.jit
def clip(x, lo, hi, out):
    pass       # TODO: out[i] = clamp(x[i], lo, hi) for every i (a grid-stride loop)

@cuda.jit
def count_clipped(x, lo, hi, count):
    pass       # TODO: count the elements that clamp changes
""", """
@cuda.jit(device=True)
def clamp(v, lo, hi):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v

@cuda.jit
def clip(x, lo, hi, out):
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        out[i] = clamp(x[i], lo, hi)

@cuda.jit
def count_clipped(x, lo, hi, count):
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        if clamp(x[i], lo, hi) != x[i]:
            cuda.atomic.add(count, 0, 1)
""", """
v = np.random.randn(N)
d_v = cuda.to_device(v)
d_out = cuda.to_device(np.zeros(N))
count = cuda.to_device(np.zeros(1, dtype=np.int64))
clip[64, 128](d_v, -1.0, 1.0, d_out)
count_clipped[64, 128](d_v, -1.0, 1.0, count)
got, n_clipped = d_out.copy_to_host(), int(count.copy_to_host()[0])
want = np.clip(v, -1.0, 1.0)
passed = np.array_equal(got, want) and n_clipped == int(np.sum(np.abs(v) > 1))
if not got.any() and n_clipped == 0:
    print("Not done yet: nothing was written. Fill in clamp, clip and count_clipped above.")
else:
    print("correct" if passed else f"not yet right: {int(np.sum(got != want))} elements differ, "
          f"{n_clipped} counted against {int(np.sum(np.abs(v) > 1))} expected")
""")
ex.add("A generalized ufunc: the mean of each row", """
Write `row_mean` with `@guvectorize` and the signature `'(n)->()'`: it reads one row `a` and
writes its mean into `out[0]` (a `()` output is a one-element array inside the function). Called
with a `rows x cols` matrix it returns one mean per row.
""", """
from numba import guvectorize

@guvectorize(["void(float64[:], float64[:])"], '(n)->()', target='cuda')
def row_mean(a, out):
    out[0] = 0   # TODO: the mean of a
""", """
from numba import guvectorize

@guvectorize(["void(float64[:], float64[:])"], '(n)->()', target='cuda')
def row_mean(a, out):
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i]
    out[0] = s / a.shape[0]
""", """
m = np.random.rand(max(1, N // 256), 256)
got = row_mean(m)
passed = got.shape == (m.shape[0],) and np.allclose(got, m.mean(axis=1))
if not np.any(got):
    print("Not done yet: every mean is 0. Fill in row_mean above.")
else:
    print("correct" if passed else f"not yet right: shape {got.shape}, max error {float(np.abs(got - m.mean(axis=1)).max()):.2e}")
""")
ex.write()

nb.write("03-ufuncs-and-device-functions.ipynb")
