import numpy as np
for dt in [np.int8, np.int32, np.uint8, np.float32, np.float64, bool]:
    a = np.array([1, 1, 1], dtype=dt)
    s = a.sum()
    print(repr(s), s.dtype)
