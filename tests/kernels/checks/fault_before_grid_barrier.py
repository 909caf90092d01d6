# Check: a thread faults between two grid barriers of a cooperative kernel; the other blocks,
# waiting at the next barrier, give up and the launch reports that fault (no hang, no other).
from numba import cuda
import numpy as np


@cuda.jit
def sweeps(a, steps):
    grid = cuda.cg.this_grid()
    i = cuda.grid(1)
    for k in range(steps):
        if k == 3 and i == 69:
            a[i + a.size] = 0.0
        a[i] += 1.0
        grid.sync()


a = np.zeros(128)
sweeps[4, 32](a, 6)
print(a[:4])
