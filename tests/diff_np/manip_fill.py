import numpy as np
a = np.empty(3)
a.fill(7)
print(a)
b = np.zeros((2, 2), dtype=int)
b.fill(3)
print(b)
