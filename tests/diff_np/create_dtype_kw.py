import numpy as np
for dt in ['int8', 'int16', 'int32', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64']:
    a = np.array([1, 2, 3], dtype=dt)
    print(repr(a), a.dtype, a.itemsize, a.nbytes)
