import numpy as np
a = np.array([2, 3])
try:
    a ** -1
except ValueError as e:
    print('ValueError:', e)
print(a ** 0, 2.0 ** np.array([-1, 2]))
