import numpy as np
np.random.seed(13)
a = np.random.rand(1000).astype(np.float32)
print(repr(a.std()), repr(a.var()), repr(a.mean()))
