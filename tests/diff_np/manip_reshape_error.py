import numpy as np
a = np.arange(12)
try:
    a.reshape(5, 3)
except ValueError as e:
    print('ValueError:', e)
try:
    a.reshape(-1, -1)
except ValueError as e:
    print('ValueError:', e)
