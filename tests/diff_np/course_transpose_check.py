import numpy as np
a = np.arange(16, dtype=np.int32).reshape(4, 4)
t = np.zeros_like(a)
for i in range(4):
    for j in range(4):
        t[j, i] = a[i, j]
print(t, np.array_equal(t, a.T))
