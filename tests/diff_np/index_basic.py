import numpy as np
a = np.arange(10)
print(a[0], a[-1], a[2:5], a[::2], a[::-1], a[-3:], a[5:2:-1], a[100:])
