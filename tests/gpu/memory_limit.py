# GPU-only (run on the CUDA backend with CUDALAB_MEMORY_LIMIT=1GiB by tests/kernel_programs.rs).
import numpy as np
from numba import cuda

x = cuda.to_device(np.arange(8, dtype=np.float32))
try:
    huge = cuda.device_array(1 << 28, dtype=np.float64)   # 2 GiB, over the limit
except MemoryError as e:
    print("MemoryError:", e)
half = cuda.device_array(1 << 26, dtype=np.float64)       # 512 MiB fits
del half
again = cuda.device_array(1 << 26, dtype=np.float64)      # freed memory is reusable
print("still fine:", x.copy_to_host()[:3])
