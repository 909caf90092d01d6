import numpy as np
a = np.arange(3)
b = np.arange(4)
try:
    a + b
except ValueError as e:
    print('ValueError:', e)
try:
    np.ones((2, 3)) * np.ones((3, 2))
except ValueError as e:
    print('ValueError:', e)
