# Python names that CUDA C declares too: a kernel named like a CUDA math function (norm), locals
# named like vector types, C++ alternative tokens and device-runtime functions. The CUDA C
# writer renames them; the program's meaning does not change.
import numpy as np
from numba import cuda


@cuda.jit
def norm(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        float4 = x[i] * x[i]
        xor = 3
        rnorm = float4 + xor
        printf = rnorm * 2.0
        exit = printf - 1.0
        sqrt = exit ** 0.5
        out[i] = sqrt


x = np.arange(4, dtype=np.float64)
out = np.zeros(4)
norm[1, 4](x, out)
print(out)
