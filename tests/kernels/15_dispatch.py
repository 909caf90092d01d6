# Lazy specialization per argument types, eager signatures (strings, lists, numba objects),
# and globals frozen when a kernel compiles.
from numba import cuda
import numba
import numpy as np

@cuda.jit
def fill(a, v):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = v

f32 = np.zeros(4, dtype=np.float32)
i64 = np.zeros(4, dtype=np.int64)
fill[1, 4](f32, 1.5)
fill[1, 4](i64, 7)
print(f32, i64)

@cuda.jit(['void(float32[:], float32)', 'void(int32[:], int32)'])
def scale(a, s):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] *= s

x = np.ones(4, dtype=np.float32)
scale[1, 4](x, 2.5)
print(x)
scale[1, 4](x, 2)  # a Python int converts to the float32 parameter
print(x)
try:
    scale[1, 4](np.ones(4), 2.0)
except TypeError as e:
    print("TypeError:", str(e).splitlines()[0])

@cuda.jit(numba.void(numba.float64[:], numba.int64))
def setk(a, k):
    a[cuda.grid(1)] = k

y = np.zeros(3)
setk[1, 3](y, 4)
print(y)

K = 10
@cuda.jit
def add_k(a):
    a[cuda.grid(1)] += K

z = np.zeros(2, dtype=np.int64)
add_k[1, 2](z)
K = 1000
add_k[1, 2](z)
print(z, "(K was frozen at 10 when add_k compiled)")
