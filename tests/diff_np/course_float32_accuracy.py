import numpy as np
a = np.float32(0.1)
b = np.float64(0.1)
print(repr(a), repr(b), a == b, np.float64(a), repr(np.float64(a)), repr(a * 3), repr(b * 3))
