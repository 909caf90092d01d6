import numpy as np
a = np.array([1, 2], dtype=np.int8)
try:
    a + 300
except OverflowError as e:
    print('OverflowError:', e)
