import numpy as np
x = np.arange(1, 101, dtype=np.int64)
print((x ** 2).sum(), np.sum(x * x), (x.astype(np.float32) ** 2).sum(), repr((x.astype(np.float32) ** 2).sum()))
