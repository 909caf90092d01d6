# NumPy scalar globals keep their dtype inside kernels, as in Numba: np.float32 arithmetic stays
# float32, with no promotion warning. Promoted to float64, the product would print 1.0000000298023224.
import numpy as np
from numba import cuda

THIRD = np.float32(1.0) / np.float32(3.0)
THREE = np.float32(3.0)


@cuda.jit
def scale(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = THIRD * a[i] * THREE


a = np.ones(4, dtype=np.float32)
out = np.zeros(4, dtype=np.float64)
scale[1, 4](a, out)
print(out)
