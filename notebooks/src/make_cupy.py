# Writes notebooks/11-cupy-and-numba.ipynb: CuPy arrays on their own, then CuPy and Numba-CUDA
# kernels sharing device memory, as the CuPy-taught practicals of the course seeds use them.
# Run: python3 notebooks/src/make_cupy.py
from nbgen import SIZE_CELL, Notebook

nb = Notebook("cupy")
md, code = nb.md, nb.code
md("""
# CuPy and Numba-CUDA

CuPy gives you NumPy's array API with the data on the GPU: every operation is a kernel. Numba-CUDA
lets you write your own kernels. The two share device memory, so a course can use CuPy for the
array work and Numba for the kernels it wants students to write.
""")
code(SIZE_CELL.format(gpu="1 << 24", sim="1 << 14"))
md("""
## CuPy arrays

A CuPy array looks and prints like a NumPy array, but lives in device memory.
""")
code("""
import cupy as cp

array = cp.arange(1, 13)
print(type(array), array.dtype, array.shape)
array
""")
code("""
array.reshape(3, 4).T * 10 + 1
""")
md("""
Indexing with an array of integers gathers elements; a boolean mask selects them. Reductions give
0-d arrays, still on the device: `float()` or `.item()` brings the value to the host.
""")
code("""
x = cp.array([0.0, 1.1, 2.2, 3.3, 4.4, 5.5])
print(x[cp.array([2, 3, 5])])
print(x[x > 2])
total = x.sum()
print(repr(total), float(total))
""")
md("""
Random numbers are drawn on the device too. Sorting a large array is one call:
""")
code("""
u = cp.random.uniform(5, 10, N)
u.sort()
print(u[:3], u[-3:])
print(f"mean {float(u.mean()):.3f} (expected 7.5), std {float(u.std()):.3f} (expected {5 / 12 ** 0.5:.3f})")
""")
md("""
## The quadratic formula, two ways

Element-wise expressions are kernels, one per operation (here about ten). A Numba kernel does the
whole formula in one pass over the data, and takes CuPy arrays as they are.
""")
code("""
a = cp.random.uniform(5, 10, N)
b = cp.random.uniform(10, 20, N)
c = cp.random.uniform(-0.1, 0.1, N)

def quadratic_cupy(a, b, c):
    return (-b + cp.sqrt(b**2 - 4*a*c)) / (2*a)

@cuda.jit
def quadratic_kernel(a, b, c, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = (-b[i] + math.sqrt(b[i]**2 - 4*a[i]*c[i])) / (2*a[i])

out = cp.empty_like(a)
threads = 256
quadratic_kernel[(N + threads - 1) // threads, threads](a, b, c, out)
print(bool(cp.allclose(out, quadratic_cupy(a, b, c))))
""")
code("""
from cupyx.profiler import benchmark

print(benchmark(quadratic_cupy, (a, b, c), n_repeat=20))
print(benchmark(lambda: quadratic_kernel[(N + threads - 1) // threads, threads](a, b, c, out), (), n_repeat=20, name="quadratic_kernel"))
""")
md("""
## Sharing memory between CuPy and Numba

`cuda.as_cuda_array` makes a Numba view of a CuPy array, and `cp.asarray` a CuPy view of a Numba
device array. Neither copies: a kernel writing through one view changes the other.
""")
code("""
@cuda.jit
def multiply(x, y, z):
    i, j = cuda.grid(2)
    ni, nj = cuda.gridsize(2)
    for r in range(i, z.shape[0], ni):
        for s in range(j, z.shape[1], nj):
            z[r, s] = x[r, s] * y[r, s]

n = int(math.sqrt(N))
x = cp.random.randn(n, n, dtype=np.float32)
y = cp.random.randn(n, n, dtype=np.float32)
z = cp.zeros((n, n), dtype=np.float32)
z_numba = cuda.as_cuda_array(z)          # the same memory as z
multiply[(8, 8), (16, 16)](cuda.as_cuda_array(x), cuda.as_cuda_array(y), z_numba)
assert (z == x * y).all()                # z changed: no copy was made
back = cp.asarray(z_numba)
back[0, 0] = 42
print(float(z[0, 0]))
""")
code("""
print(benchmark(cp.asarray, (z_numba,), n_repeat=200))
print(benchmark(cuda.as_cuda_array, (z,), n_repeat=200))
print(benchmark(cp.asnumpy, (z,), n_repeat=20))
""")
md("""
## Reductions: by hand, `cuda.reduce`, `cp.sum`

A library reduction is one line. Compare it with `cuda.reduce` on the same data.
""")
code("""
data = cp.random.uniform(0, 1, N, dtype=np.float32)

@cuda.reduce
def add(p, q):
    return p + q

exact = cp.asnumpy(data).astype(np.float64).sum()
print(f"cp.sum      {float(cp.sum(data)):.3f}")
print(f"cuda.reduce {add(cuda.as_cuda_array(data)):.3f}")
print(f"float64     {exact:.3f}")
print(benchmark(cp.sum, (data,), n_repeat=20))
""")
nb.write("11-cupy-and-numba.ipynb")
