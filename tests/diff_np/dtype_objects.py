import numpy as np
a = np.arange(3, dtype=np.float32)
print(a.dtype, repr(a.dtype), a.dtype.name, a.dtype.itemsize, a.dtype.kind, a.dtype == np.float32, a.dtype == 'float32', a.dtype == np.float64)
