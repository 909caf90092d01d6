# Every way data moves between host and device arrays, each checked after a kernel changed the
# device side: copy_to_host into a new array, into an existing one and into a view of one;
# copy_to_device from a host array, a host view, another device array (written by a
# kernel, never read back) and into a device slice; a strided device view. On the GPU the
# contiguous cases copy straight between host and device; the others go through the mirror.
import numpy as np
from numba import cuda


@cuda.jit
def add(x, v):
    i = cuda.grid(1)
    if i < x.size:
        x[i] += v


n = 1000
a = np.arange(n, dtype=np.float64)
d = cuda.to_device(a)
add[4, 256](d, 1.0)
print("new:", d.copy_to_host()[:3], d.copy_to_host()[-1])

h = np.zeros(n)
out = d.copy_to_host(h)
print("into h:", out is h, h[:3], h.sum())

big = np.zeros(2 * n)
d.copy_to_host(big[n:])
print("into a view:", big[n - 1:n + 2], big.sum())

d.copy_to_device(a * 2)
add[4, 256](d, 1.0)
print("from host:", d.copy_to_host()[:3])

d.copy_to_device(big[n:])
print("from a host view:", d.copy_to_host()[:3])

small = cuda.to_device(np.zeros(3))
small.copy_to_device(np.array([7.0, 8.0, 9.0]))
print("into a small array:", small.copy_to_host())

e = cuda.device_array(n)
add[4, 256](e, 5.0)
d.copy_to_device(e)
print("from a device array:", d.copy_to_host()[:3], d.copy_to_host().sum())

d[10:13].copy_to_device(np.array([-1.0, -2.0, -3.0]))
print("into a device slice:", d.copy_to_host()[9:14])

strided = d[::100]
add[1, 32](strided, 100.0)
print("strided view:", strided.copy_to_host(), d.copy_to_host()[100])

ints = cuda.to_device(np.arange(6, dtype=np.int32).reshape(2, 3))
target = np.empty((2, 3), dtype=np.int32)
ints.copy_to_host(target)
print("2-D int32:", target.tolist())
try:
    ints.copy_to_host(np.empty((3, 2), dtype=np.int32))
except ValueError:
    print("ValueError: incompatible shape")
