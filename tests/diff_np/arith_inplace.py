import numpy as np
a = np.arange(5.0)
b = a
a += 1
a *= 2
print(a, b, a is b)
c = np.arange(3)
c -= 1
print(c)
