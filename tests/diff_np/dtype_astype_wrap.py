import numpy as np
a = np.array([300, -1, 255])
print(a.astype(np.uint8), a.astype(np.int8), np.array([1e10]).astype(np.int64), np.array([3.99, -3.99]).astype(np.int32))
