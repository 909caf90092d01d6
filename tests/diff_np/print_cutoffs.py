import numpy as np
for v in [1e3, 1e5, 1e6, 1e7, 1e8, 1e15, 1e16, 0.0001, 0.00001, 123456.7]:
    print(v, str(np.float16(v)) if v < 6e4 else '-', str(np.float32(v)), str(np.float64(v)), repr(np.array([v, 1.0], dtype=np.float32)), repr(np.array([v, 1.0])))
print(repr(np.array([999., 1000.], dtype=np.float16)), repr(np.array([1e6, 2e6], dtype=np.float32)), repr(np.array([999999.], dtype=np.float32)))
