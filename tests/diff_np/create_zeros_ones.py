import numpy as np
print(repr(np.zeros(3)), repr(np.ones((2, 2))), repr(np.zeros(4, dtype=np.int32)), repr(np.ones(3, dtype=bool)))
