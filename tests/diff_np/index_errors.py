import numpy as np
a = np.arange(5)
try:
    a[10]
except IndexError as e:
    print('IndexError:', e)
try:
    a[1, 2]
except IndexError as e:
    print('IndexError:', e)
b = np.zeros((2, 3))
try:
    b[0, 5]
except IndexError as e:
    print('IndexError:', e)
