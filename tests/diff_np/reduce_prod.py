import numpy as np
a = np.arange(1, 7).reshape(2, 3)
print(a.prod(), a.prod(axis=0), a.prod(axis=1), np.prod(np.array([1.5, 2.0])))
