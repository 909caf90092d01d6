# GPU-only: a write far outside an array with bounds checks off poisons the CUDA context. The
# cell gets an error naming the kernel; host code keeps working; the next GPU use says why it
# cannot run (the worker-process isolation of a later issue restarts the GPU side instead).
import numpy as np
from numba import cuda

kept = np.arange(4) * 10
before = cuda.to_device(np.ones(4))


@cuda.jit(boundscheck=False)
def wild_write(a):
    i = cuda.grid(1)
    a[i * 100000000] = 1.0


try:
    wild_write[1, 32](cuda.device_array(4))
    cuda.synchronize()
except RuntimeError as e:
    print(str(e).splitlines()[0].split(":")[0])
print("host variable:", kept, kept.sum())
try:
    before.copy_to_host()
except RuntimeError as e:
    print(str(e).splitlines()[0].split(":")[0])
