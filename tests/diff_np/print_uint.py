import numpy as np
a = np.array([1, 200, 3], dtype=np.uint8)
print(a, repr(a))
print(repr(np.array([2**63], dtype=np.uint64)))
