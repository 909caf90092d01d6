# Check: a shuffle reading a lane that has returned (undefined on a GPU: the simulator stops it
# and names both lanes), and a lane that is not in its own mask.
from numba import cuda
import numpy as np


@cuda.jit
def tail_shuffle(x, out):
    i = cuda.grid(1)
    if i >= x.size:
        return
    out[i] = cuda.shfl_down_sync(0xFFFFFFFF, x[i], 4)


@cuda.jit
def not_in_mask(out):
    i = cuda.grid(1)
    out[i] = cuda.shfl_sync(0x0000FFFF, i, 0)


try:
    not_in_mask[1, 32](np.zeros(32, dtype=np.int64))
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
tail_shuffle[1, 32](np.arange(30.0), np.zeros(30))
