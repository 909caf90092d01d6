# Seed 004: a 2-D grid-stride kernel with cuda.grid(2) and cuda.gridsize(2).
from numba import cuda
import numpy as np

@cuda.jit
def myfun(x, y, z):
    tidx, tidy = cuda.grid(2)
    ntidx, ntidy = cuda.gridsize(2)
    for i in range(tidy, n, ntidy):
        for j in range(tidx, n, ntidx):
            z[i, j] = x[i,j]*y[i,j]

gridDim = (4, 4)
blockSize = (8, 8)
n = 50
np.random.seed(1)
a = np.random.randn(n, n).astype(np.float32)
b = np.random.randn(n, n).astype(np.float32)
c = np.zeros((n, n), dtype=np.float32)
myfun[gridDim, blockSize](a, b, c)
assert (c == a*b).all()
print(c[:2, :4])
print("ok")
