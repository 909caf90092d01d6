import numpy as np
for dt in ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'float32', 'float64', 'complex64', 'complex128']:
    a = np.array([0, 1, 3], dtype=dt)
    print(dt, a, repr(a))
    print(repr(a[1]), a[2], repr(np.arange(1200).astype(dt)[-3:]), repr(a.reshape(3, 1)))
