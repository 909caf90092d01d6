import numpy as np
print(repr(np.array([[1, 2], [3.5, 4]])), repr(np.array([1, True])), repr(np.array([[True], [False]])))
