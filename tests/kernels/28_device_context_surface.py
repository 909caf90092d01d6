# The device and context calls programs make around their kernels (list_devices, gpus,
# with cuda.gpus[0], pinned, defer_cleanup, profile_start/stop, close) and NumPy's legacy
# random aliases they use to make data.
import numpy as np
from numba import cuda


@cuda.jit
def scale(a, k):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= k


np.random.seed(3)
a = np.random.sample(8)
b = np.random.ranf(8)
np.random.seed(3)
print(np.array_equal(a, np.random.random_sample(8)), np.array_equal(b, np.random.random(8)))

print(len(cuda.list_devices()), len(cuda.gpus), cuda.gpus[0].id)
for dev in cuda.gpus:
    print("device", dev.id)
with cuda.gpus[0]:
    d = cuda.to_device(a)
    scale[1, 32](d, 2.0)
    print(np.allclose(d.copy_to_host(), 2 * a))

h = np.arange(16, dtype=np.float32)
with cuda.pinned(h):
    d = cuda.to_device(h)
    scale[1, 16](d, np.float32(3.0))
    d.copy_to_host(h)
print(h[:4])

cuda.profile_start()
with cuda.defer_cleanup():
    tmp = cuda.device_array(1000)
    del tmp
cuda.profile_stop()
cuda.current_context().synchronize()
cuda.synchronize()
cuda.close()
print("done")
