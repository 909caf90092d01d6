import numpy as np
a = np.arange(6).reshape(2, 3)
for row in a:
    print(row, row.sum())
for x in np.array([1.5, 2.5]):
    print(repr(x))
