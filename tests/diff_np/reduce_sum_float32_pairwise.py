import numpy as np
a = np.arange(1000, dtype=np.float32) * np.float32(0.1)
print(repr(a.sum()))
b = np.linspace(0, 1, 333, dtype=np.float32)
print(repr(b.sum()), repr(b.mean()))
