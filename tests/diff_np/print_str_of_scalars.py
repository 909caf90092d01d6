import numpy as np
a = np.array([1.5, 2.5])
print(a[0], repr(a[0]), a.sum(), repr(a.sum()), a.mean(), type(a[0]).__name__ if False else 'x')
