import numpy as np
a = np.array([[1, 2], [3, 4]])
print(a)
print(repr(a))
