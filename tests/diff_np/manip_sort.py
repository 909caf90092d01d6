import numpy as np
a = np.array([3, 1, 2, 5, 4])
print(np.sort(a), a)
a.sort()
print(a)
b = np.array([[3, 1], [2, 4]])
print(np.sort(b), np.sort(b, axis=0), np.sort(np.array([2.5, np.nan, 1.0])))
