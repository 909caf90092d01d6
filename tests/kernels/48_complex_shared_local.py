# Issue 19: complex numbers in shared and local arrays (`cuda.shared.array(32, np.complex128)`,
# `cuda.local.array(2, np.complex64)`): a DFT whose blocks reduce complex partial sums in shared
# memory, and a complex local scratch array.
import cmath

import numpy as np
from numba import cuda


@cuda.jit
def dft_bins(x, out):
    sh = cuda.shared.array(32, dtype=np.complex128)
    t = cuda.threadIdx.x
    k = cuda.blockIdx.x
    n = x.size
    acc = 0j
    for j in range(t, n, 32):
        acc += x[j] * cmath.exp(complex(0.0, -2.0 * np.pi * k * j / n))
    sh[t] = acc
    cuda.syncthreads()
    if t == 0:
        s = 0j
        for i in range(32):
            s += sh[i]
        out[k] = s


@cuda.jit
def rotate(out):
    z = cuda.local.array(2, dtype=np.complex64)
    z[0] = complex(1.0, 2.0)
    z[1] = z[0] * 1j
    out[0] = z[1].real
    out[1] = z[1].imag
    out[2] = abs(z[0] - z[1])


np.random.seed(48)
x = np.random.random(100)
out = np.zeros(8, dtype=np.complex128)
dft_bins[8, 32](x, out)
ref = [sum(x[j] * cmath.exp(-2j * cmath.pi * k * j / 100) for j in range(100)) for k in range(8)]
print("DFT bins match:", np.allclose(out, ref))
print(np.round(out[:3].real, 6), np.round(out[1:3].imag, 6))

r = np.zeros(3, dtype=np.float32)
rotate[1, 1](r)
print(r)
