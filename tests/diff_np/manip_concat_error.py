import numpy as np
try:
    np.concatenate([np.ones((2, 2)), np.ones((2, 3))])
except ValueError as e:
    print('ValueError:', e)
