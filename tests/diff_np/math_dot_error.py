import numpy as np
try:
    np.ones((2, 3)) @ np.ones((2, 3))
except ValueError as e:
    print('ValueError:', e)
