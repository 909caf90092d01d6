# @vectorize (seed 000 foo, seed 001 gaussian_pdf): scalar arguments, broadcasting, several
# signatures, device arrays in and out, out=, and a type error naming the signatures.
import math
import numpy as np
from numba import vectorize, cuda

@vectorize(['float32(float32, float32)'], target='cuda')
def foo(a, b):
    return (a + b) ** 2

an_array = np.arange(10, dtype=np.float32)
a_scalar = np.float32(1.2)
print(foo(an_array, a_scalar))
print(foo(an_array, an_array))

SQRT_2PI = np.float32((2 * math.pi) ** 0.5)

@vectorize(['float32(float32, float32, float32)'], target='cuda')
def gaussian_pdf(x, mean, sigma):
    return math.exp(-0.5 * ((x - mean) / sigma) ** 2) / (sigma * SQRT_2PI)

x = np.linspace(-3, 3, 7, dtype=np.float32)
print(gaussian_pdf(x, np.float32(0.0), np.float32(1.0)))

@vectorize(['int64(int64, int64)', 'float64(float64, float64)'], target='cpu')
def add(a, b):
    return a + b

a = np.arange(4).reshape(4, 1)
b = np.arange(16).reshape(4, 4)
print(add(a, b))
print(add(np.ones(3), 2.5))
print(add.types, add.ntypes, add.__name__)

d = cuda.to_device(np.arange(5, dtype=np.float32))
r = foo(d, d)
print(type(r).__name__, r.copy_to_host())
out = cuda.device_array(5, dtype=np.float32)
foo(d, np.float32(1.0), out=out)
print(out.copy_to_host())
try:
    foo(np.arange(3), np.arange(3))
except TypeError as e:
    print("TypeError:", e)
