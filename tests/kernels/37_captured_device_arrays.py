# Issue 19: globals in kernels. A NumPy array in a global is frozen into the kernel when it
# compiles (later changes are not seen); a device array in a global is captured by reference
# (the kernel reads and writes the array itself, so its later contents are seen), also from a
# device function. Rebinding the name after compiling does not change the compiled kernel.
import numpy as np
from numba import cuda

weights_host = np.array([1.0, 2.0, 3.0, 4.0])
weights_dev = cuda.to_device(np.array([1.0, 2.0, 3.0, 4.0]))
tally = cuda.to_device(np.zeros(4, dtype=np.int64))


@cuda.jit(device=True)
def count(k):
    cuda.atomic.add(tally, k, 1)


@cuda.jit
def weigh(x, frozen, live):
    i = cuda.grid(1)
    if i < x.size:
        k = i % 4
        frozen[i] = x[i] * weights_host[k]
        live[i] = x[i] * weights_dev[k]
        count(k)


@cuda.jit
def scale_in_place(factor):
    i = cuda.grid(1)
    if i < weights_dev.size:
        weights_dev[i] *= factor


x = np.arange(1.0, 11.0)
frozen, live = np.zeros_like(x), np.zeros_like(x)
weigh[1, 32](x, frozen, live)
print(frozen)
print(live)
print(tally.copy_to_host())

weights_host[:] = 10.0
scale_in_place[1, 32](0.5)
print("weights on the device:", weights_dev.copy_to_host())
weigh[1, 32](x, frozen, live)
print(frozen)
print(live)
print(tally.copy_to_host())

weights_dev = cuda.to_device(np.zeros(4))
weigh[1, 32](x, frozen, live)
print("after rebinding the name:", live[:4])
