import numpy as np
a = np.array([[1, 2], [3, 4]])
b = np.array([[5, 6], [7, 8]])
print(a @ b, np.dot(a, b), np.matmul(a, b), a.dot(b))
v = np.array([1, 1])
print(a @ v, v @ a, np.dot(v, v))
