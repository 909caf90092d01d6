# A float32 constant meeting float64 data is promoted for free: the arithmetic is float64 because
# the data is, so there is no promotion warning (the float64 specialisation of a ufunc written with
# np.float32 constants, as the notebooks teach). Float32 data meeting a float64 constant still warns.
import math
import numpy as np
from numba import cuda, vectorize

ONE = np.float32(1)


@vectorize(['float32(float32)', 'float64(float64)'], target='cuda')
def logistic(x):
    return ONE / (ONE + math.exp(-x))


print(logistic(np.array([0.0, 2.0])), logistic(np.array([0.0, 2.0], dtype=np.float32)))


@cuda.jit
def mix(a, b):
    i = cuda.grid(1)
    if i < a.size:
        b[i] = a[i] * 0.5


b = np.zeros(2)
mix[1, 2](np.array([1.0, 3.0], dtype=np.float32), b)
print(b)
