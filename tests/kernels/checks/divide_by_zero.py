# Check: integer division by zero in a kernel is a ZeroDivisionError with thread and block.
from numba import cuda
import numpy as np

@cuda.jit
def ratio(a, b, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = a[i] // b[i]

a = np.arange(8)
b = np.array([1, 2, 3, 4, 0, 1, 2, 3])
ratio[1, 8](a, b, np.zeros(8, dtype=np.int64))
