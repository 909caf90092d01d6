# Arguments that share memory: the same array twice, and two views of one array. A launch whose
# written arrays overlap another argument runs the code without `__restrict__`, so a read after
# a write through another name sees the write; launches with separate arrays run the faster code.
import numpy as np
from numba import cuda


@cuda.jit
def bump_then_read(x, out, got):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = x[i] + 1.0
        got[i] = x[i]


@cuda.jit
def copy_down(src, dst):
    i = cuda.grid(1)
    if i < dst.size:
        v = src[i]
        dst[i] = v * 2.0


n = 300
a = cuda.to_device(np.arange(n, dtype=np.float64))
got = cuda.device_array(n, dtype=np.float64)
bump_then_read[2, 256](a, a, got)
print("same array twice:", got.copy_to_host()[:5], a.copy_to_host()[:5])

b = cuda.to_device(np.arange(n, dtype=np.float64))
c = cuda.device_array(n, dtype=np.float64)
bump_then_read[2, 256](b, c, got)
print("separate arrays:", got.copy_to_host()[:5], c.copy_to_host()[:5])

# Views of one array: each thread reads and writes its own element of the overlap.
d = cuda.to_device(np.arange(n, dtype=np.float64))
copy_down[2, 256](d[:], d[:])
print("a view of itself:", d.copy_to_host()[:5], d.copy_to_host()[-3:])
e = cuda.to_device(np.arange(n, dtype=np.float64))
copy_down[2, 256](e[100:200], e[:100])
print("disjoint views of one array:", e.copy_to_host()[:3], e.copy_to_host()[98:102])
print(np.sum(e.copy_to_host()))
