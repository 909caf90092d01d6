import numpy as np
a = np.array([True, False, True])
print(a, repr(a), a.dtype)
