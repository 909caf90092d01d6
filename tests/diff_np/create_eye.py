import numpy as np
print(repr(np.eye(3)), repr(np.eye(2, 3)), repr(np.eye(3, k=1)), repr(np.identity(2, dtype=np.int32)))
