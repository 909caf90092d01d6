# Check: a grid-stride range loop (range(cuda.grid(1), n, cuda.gridsize(1))) whose stop is one
# past the array. The writer's fast copy of the loop (checks taken out) must not run: the checked
# copy stops at index 1000, reached by one thread only, and the IndexError names the line.
import numpy as np
from numba import cuda


@cuda.jit
def twice(a, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        a[i] *= np.float32(2.0)


a = np.ones(1000, dtype=np.float32)
twice[1, 256](a, 1000)
print(a.sum())
twice[1, 256](a, 1001)
