import numpy as np
print(repr(np.array([1, 10, 100, 1000, -5])))
print(np.array([[1, 100], [-10, 5]]))
