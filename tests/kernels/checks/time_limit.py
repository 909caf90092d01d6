# The kernel time limit (CUDALAB_KERNEL_TIMEOUT, %config GPU.kernel_timeout): a kernel that never
# ends is stopped, on the simulator as on the GPU (where the GPU worker is ended and restarted);
# the program goes on with its host variables and new kernels.
import numpy as np
from numba import cuda

kept = np.arange(3)
%config GPU.kernel_timeout = 1


@cuda.jit
def forever(a):
    while a[0] >= 0:
        a[1] += 1


@cuda.jit
def add_one(a):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] += 1


try:
    forever[1, 1](cuda.to_device(np.zeros(2, dtype=np.int64)))
    cuda.synchronize()
except TimeoutError as e:
    print(type(e).__name__, "kernel 'forever'" in str(e), "1 s time limit" in str(e))
a = np.zeros(3)
add_one[1, 32](a)
print(kept, a)
