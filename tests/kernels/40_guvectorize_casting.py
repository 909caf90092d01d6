# Issue 19: how a CUDA gufunc (@guvectorize, target='cuda') picks its signature and casts its
# inputs, as numba-cuda does: an exact dtype match first; otherwise the first signature whose
# types cast safely to the inputs' (so a float64 array runs a float32 signature, cast down),
# and no signature for an int64 array when only float ones exist. Device arrays are not cast.
import numpy as np
from numba import guvectorize


@guvectorize(["void(float32[:], float32, float32[:])", "void(float64[:], float64, float64[:])"], "(n),()->(n)", target="cuda")
def scale(x, k, out):
    for i in range(x.shape[0]):
        out[i] = x[i] * k


@guvectorize(["void(float32[:], float32[:])"], "(n)->()", target="cuda")
def total32(x, out):
    s = np.float32(0.0)
    for i in range(x.shape[0]):
        s += x[i]
    out[0] = s


x64 = np.linspace(0.0, 1.0, 8).reshape(2, 4)
x32 = x64.astype(np.float32)
r = scale(x64, 3.0)
print(r.dtype, r[1])
r = scale(x32, np.float32(3.0))
print(r.dtype, r[1])
r = scale(x32, 3.0)            # float32 array with a Python float: no exact match, cast
print(r.dtype, r[1])

third = np.full((2, 3), 1.0 / 3.0)
t = total32(third)             # float64 input, float32 signature: narrowed
print(t.dtype, t)

for bad in (np.arange(6).reshape(2, 3), np.ones((2, 3), dtype=np.int32)):
    try:
        total32(bad)
    except TypeError as e:
        print("TypeError:", str(e).startswith("no matching signature"))

from numba import cuda

d = cuda.to_device(third)
try:
    total32(d)
except TypeError as e:
    print("TypeError:", e)
