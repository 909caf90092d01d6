# GPU-only (issue 8): faults end the GPU worker, never the notebook. After each one a host
# variable defined before still prints, a new kernel runs in a new worker, and device arrays of
# the old worker say they are lost.
import numpy as np
from numba import cuda

kept = np.arange(4) * 10


@cuda.jit
def add_one(a):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] += 1


def check_alive(label):
    a = np.zeros(4)
    add_one[1, 32](a)
    cuda.synchronize()
    print(label, "| host variable:", kept.sum(), "| new kernel:", a)


# 1. An out-of-bounds write with bounds checks off: a sticky fault in the worker's context.
@cuda.jit(boundscheck=False)
def wild_write(a):
    i = cuda.grid(1)
    a[i * 100000000] = 1.0


before = cuda.to_device(np.ones(4))
try:
    wild_write[1, 32](cuda.device_array(4))
    cuda.synchronize()
except RuntimeError as e:
    lines = str(e).splitlines()
    print(lines[0].split(":")[0])
    print(lines[1].split(":")[0])
check_alive("after the fault")
try:
    before.copy_to_host()
except RuntimeError as e:
    print(str(e).split("(")[0])
cuda.synchronize()

# 2. A kernel that never ends, under a 2 s limit.
%config GPU.kernel_timeout = 2


@cuda.jit
def forever(a):
    while a[0] >= 0:
        a[1] += 1


try:
    forever[1, 1](cuda.to_device(np.zeros(2, dtype=np.int64)))
    cuda.synchronize()
except TimeoutError as e:
    print("TimeoutError:", str(e).splitlines()[0])
check_alive("after the time limit")

# 3. An allocation over the per-kernel memory limit (1 GiB in the test): the worker lives on.
try:
    cuda.device_array(300_000_000)
except MemoryError as e:
    print("MemoryError:", str(e).split(";")[0])
check_alive("after the memory error")
