# Issue 19: cuda.mapped — host arrays mapped into the device's address space for a `with` block,
# so a kernel writes the host array itself — and the context's pending-deallocation queue.
# A host write inside the block is seen by the next kernel.
import numpy as np
from numba import cuda


@cuda.jit
def scale(a, f):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= f


samples = np.arange(8, dtype=np.float64)
with cuda.mapped(samples) as d_samples:
    print(type(d_samples).__name__, d_samples.shape, d_samples.dtype)
    scale[1, 8](d_samples, 2.0)
    cuda.synchronize()
    print("inside the block:", samples)
    samples[0] = 100.0
    scale[1, 8](d_samples, 0.5)
    cuda.synchronize()
    print("after a host write:", samples, d_samples.copy_to_host()[:2])

weights, bias = np.ones(3), np.full(2, 0.5)
with cuda.mapped(weights, bias) as (d_w, d_b):
    scale[1, 4](d_w, 3.0)
    scale[1, 4](d_b, -2.0)
    cuda.synchronize()
print(weights, bias)

deallocs = cuda.current_context().deallocations
print(deallocs.is_disabled)
with deallocs.disable():
    tmp = cuda.device_array(16)
    del tmp
    print(deallocs.is_disabled, cuda.current_context().deallocations.is_disabled)
deallocs.clear()
print(len(deallocs), deallocs.is_disabled)
