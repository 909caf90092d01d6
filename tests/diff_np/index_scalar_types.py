import numpy as np
a = np.arange(5, dtype=np.int32)
x = a[2]
print(repr(x), x + 1, repr(x * 2), int(x), float(a[3]))
