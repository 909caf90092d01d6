# Check: shared memory beyond the per-block limit names the limit.
from numba import cuda
import numpy as np

@cuda.jit
def big(a):
    buf = cuda.shared.array(0, dtype=np.float32)
    buf[cuda.threadIdx.x] = 1.0
    a[0] = buf[0]

big[1, 32, 0, 300000](np.zeros(1, dtype=np.float32))
