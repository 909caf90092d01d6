import numpy as np
a = np.arange(6).reshape(2, 3)
try:
    a.sum(axis=2)
except Exception as e:
    print(type(e).__name__, e)
