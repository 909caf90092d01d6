# Seed 003: a fused kernel with libdevice's sqrt and len().
import numba as nb
from numba.cuda.libdevice import sqrt
import numpy as np

@nb.cuda.jit
def quadratic_formula_numba_cuda(a, b, c, out):
    i = nb.cuda.grid(1)   # 1-dimensional
    if i < len(out):
        out[i] = (-b[i] + sqrt(b[i]**2 - 4*a[i]*c[i])) / (2*a[i])

np.random.seed(3)
a = np.random.uniform(5, 10, 1000)
b = np.random.uniform(10, 20, 1000)
c = np.random.uniform(-0.1, 0.1, 1000)
out = np.empty_like(a)
num_threads = 256
num_blocks = int(np.ceil(len(out) / num_threads))
quadratic_formula_numba_cuda[num_blocks, num_threads](a, b, c, out)
expected = (-b + np.sqrt(b**2 - 4*a*c)) / (2*a)
print(np.allclose(out, expected, rtol=1e-12), out[:3])
