# Kernel print(): shown in the cell, in order, after the kernel finishes.
from numba import cuda
import numpy as np

@cuda.jit
def hello(a):
    i = cuda.grid(1)
    if i < a.shape[0]:
        print("thread", i, "value", a[i], "half", a[i] / 2)

hello[2, 4](np.arange(6, dtype=np.int32))
print("after the kernel")
