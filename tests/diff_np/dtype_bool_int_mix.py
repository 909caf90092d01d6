import numpy as np
a = np.array([True, False])
print(repr(a + 1), repr(a * 2.5), repr(a.astype(int)), repr(np.array([True, 2])))
