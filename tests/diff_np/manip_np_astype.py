import numpy as np
a = np.arange(4)
print(repr(np.astype(a, np.float32)), repr(np.astype(np.float64(2.5), np.int32)))
