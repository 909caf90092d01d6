# Check: a shared-memory race (a missing syncthreads) is a warning naming array, element, threads.
from numba import cuda, float32
import numpy as np

@cuda.jit
def shift(a, out):
    buf = cuda.shared.array(64, dtype=float32)
    t = cuda.threadIdx.x
    buf[t] = a[t]
    # missing: cuda.syncthreads()
    out[t] = buf[(t + 1) % 64]

a = np.arange(64, dtype=np.float32)
out = np.zeros(64, dtype=np.float32)
shift[1, 64](a, out)
print("finished; the warning above names the race")
