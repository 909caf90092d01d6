import numpy as np
a = np.array([])
print(a.sum(), np.array([], dtype=int).sum())
try:
    a.max()
except ValueError as e:
    print('ValueError:', e)
