import numpy as np
a = np.array([1.0, 2.0, 3.0], dtype=np.float16)
print(repr(a / 3), repr(a * 1.1), repr(a.sum()), repr(a + np.float16(0.1)))
