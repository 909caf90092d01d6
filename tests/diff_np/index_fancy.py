import numpy as np
a = np.arange(10) * 10
print(a[[1, 3, 5]], a[np.array([0, -1])], a[[2, 2, 2]])
b = np.arange(12).reshape(3, 4)
print(b[[0, 2]], b[:, [0, 3]])
