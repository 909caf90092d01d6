import numpy as np
np.random.seed(100)
a = np.random.randn(100000)
print(repr(a.mean()), repr(a.std()), repr(a.max()), a.argmax())
