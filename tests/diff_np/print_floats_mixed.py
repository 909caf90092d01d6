import numpy as np
print(repr(np.array([0.1, 0.25, 1.0, 10.5])))
print(np.array([1.0, 2.0, 3.0]))
print(repr(np.array([1.123456789, 2.0])))
