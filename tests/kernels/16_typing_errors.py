# Typing errors are exceptions in the cell with the kernel line and a hint.
from numba import cuda
import numpy as np

@cuda.jit
def bad_range(x, out):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, x.shape, stride):
        out[i] = x[i]

x = np.ones(4, dtype=np.float32)
try:
    bad_range[1, 4](x, x)
except Exception as e:
    print(type(e).__name__ + ":", e)

@cuda.jit
def float_index(x):
    x[1.5] = 0

try:
    float_index[1, 1](x)
except Exception as e:
    print(type(e).__name__ + ":", e)

@cuda.jit
def unknown(x):
    x[0] = y_undefined

try:
    unknown[1, 1](x)
except Exception as e:
    print(type(e).__name__ + ":", e)

@cuda.jit
def no_config(x):
    x[0] = 1

try:
    no_config(x)
except Exception as e:
    print(type(e).__name__ + ":", e)

try:
    no_config[1, 2048](x)
except Exception as e:
    print(type(e).__name__ + ":", e)

try:
    no_config[0, 32](x)
except Exception as e:
    print(type(e).__name__ + ":", e)
