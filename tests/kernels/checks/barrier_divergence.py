# Check: a barrier inside a branch that only some threads take.
from numba import cuda
import numpy as np

@cuda.jit
def diverge(a):
    t = cuda.threadIdx.x
    if t < 16:
        cuda.syncthreads()
        a[t] = 1
    else:
        a[t] = 2
        cuda.syncthreads()

diverge[1, 32](np.zeros(32))
