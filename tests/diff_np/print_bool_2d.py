import numpy as np
a = np.array([[True, False], [False, False]])
print(a, repr(a))
print(repr(np.array([True, True])))
