# Issue 19, tutorial style: a vector add launched with forall and checked with numpy.testing,
# on host arrays and on device arrays (np.testing accepts them as array-likes).
import numpy as np
from numba import cuda
from numpy.testing import assert_allclose, assert_array_equal


@cuda.jit
def vector_add(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + b[i]


n = 100_000
rng = np.random.default_rng(2024)
a = rng.random(n).astype(np.float32)
b = rng.random(n).astype(np.float32)
out = np.zeros_like(a)
vector_add.forall(n)(a, b, out)
assert_allclose(out, a.astype(np.float64) + b, rtol=1e-6)
print("forall on host arrays: ok")

d_a = cuda.to_device(a)
d_b = cuda.to_device(b)
d_out = cuda.device_array_like(a)
vector_add[(n + 255) // 256, 256](d_a, d_b, d_out)
assert_allclose(d_out, a + b)
np.testing.assert_array_equal(d_out, out)
print("device arrays compared directly: ok")

# A deliberately wrong launch: too few blocks leaves the tail at zero, and the report says so.
d_short = cuda.to_device(np.zeros(n, dtype=np.float32))
vector_add[10, 256](d_a, d_b, d_short)
try:
    assert_allclose(d_short.copy_to_host(), a + b, rtol=1e-6)
except AssertionError as e:
    lines = str(e).splitlines()
    print(lines[1])
    print(lines[3])
    print(lines[4])
    print(lines[5].split(":")[0])

# Integers: exact equality, with the first mismatching indices in the report.
@cuda.jit
def square(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = x[i] * x[i]


x = np.arange(16, dtype=np.int64)
square[1, 16](x)
assert_array_equal(x, np.arange(16) ** 2)
try:
    assert_array_equal(x, np.arange(16) ** 2 + (np.arange(16) % 5 == 0))
except AssertionError as e:
    print(str(e))
