import numpy as np
a = np.array([1.7, -2.3, 3.5])
print(repr(a.astype(int)), repr(a.astype(np.int32)), repr(a.astype(np.float32)), repr(a.astype(bool)), repr(np.array([0, 1, 2]).astype(bool)))
