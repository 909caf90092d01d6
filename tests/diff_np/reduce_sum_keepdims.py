import numpy as np
a = np.arange(6).reshape(2, 3)
print(repr(a.sum(axis=0, keepdims=True)), repr(a.sum(axis=1, keepdims=True)), repr(np.sum(a, keepdims=True)))
