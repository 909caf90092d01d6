# Check: threads that returned early never reach the barrier the others wait at.
from numba import cuda
import numpy as np

@cuda.jit
def early_exit(a, n):
    t = cuda.threadIdx.x
    if t >= n:
        return
    cuda.syncthreads()
    a[t] = t

early_exit[1, 64](np.zeros(64), 40)
