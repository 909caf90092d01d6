# Check: an out-of-bounds write is an IndexError naming kernel, line, index, shape, thread, block.
from numba import cuda
import numpy as np

@cuda.jit
def add_one(a):
    i = cuda.grid(1)
    a[i] += 1

a = np.zeros(100, dtype=np.float32)
add_one[4, 32](a)
