# Check: a kernel with a grid barrier launched with more blocks than can be resident at once
# (the simulator models one multiprocessor: 2048 threads), and the way to size its grid.
from numba import cuda
import numpy as np

@cuda.jit
def smooth(a, b):
    grid = cuda.cg.this_grid()
    i = cuda.grid(1)
    for k in range(i, a.size, cuda.gridsize(1)):
        b[k] = a[k]
    grid.sync()
    for k in range(i, a.size, cuda.gridsize(1)):
        if 0 < k < a.size - 1:
            a[k] = (b[k - 1] + b[k] + b[k + 1]) / 3

a = np.arange(10000.0)
b = np.zeros_like(a)
smooth[1, 256](a, b)
blocks = smooth.overloads[smooth.signatures[0]].max_cooperative_grid_blocks(256)
print("blocks that fit:", blocks)
smooth[blocks, 256](a, b)
print(a[1:4], a[-4:])
smooth[40, 256](a, b)
