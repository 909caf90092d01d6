import numpy as np
print(repr(np.array([1.0, 1001.0])))
print(repr(np.array([1.0, 999.0])))
print(repr(np.array([123456789.0, 1.0])))
