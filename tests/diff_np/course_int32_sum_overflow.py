import numpy as np
a = np.full(5, 2**30, dtype=np.int32)
print(a.sum(), repr(a.sum()), a + a)
