import numpy as np
try:
    np.random.seed(-1)
except ValueError as e:
    print('ValueError:', e)
