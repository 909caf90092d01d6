import numpy as np
a = np.zeros(6)
a[[0, 2, 4]] = 1
print(a)
a[[1, 3]] = [7, 8]
print(a)
