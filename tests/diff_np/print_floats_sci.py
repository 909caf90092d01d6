import numpy as np
print(repr(np.array([1e-5, 1.0])))
print(repr(np.array([1e8, 1.0])))
print(repr(np.array([1e10, -2.5e-3, 7.0])))
print(np.array([1e-10, 1e10]))
