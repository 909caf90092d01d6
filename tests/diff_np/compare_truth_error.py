import numpy as np
a = np.array([1, 2])
try:
    if a > 0:
        pass
except ValueError as e:
    print('ValueError:', e)
print(bool(np.array([1])), bool(np.array([0.0])))
