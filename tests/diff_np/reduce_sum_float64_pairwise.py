import numpy as np
a = np.arange(10000) * 0.1
print(repr(a.sum()), repr(a.mean()))
b = np.linspace(0, 1, 1001)
print(repr(b.sum()))
