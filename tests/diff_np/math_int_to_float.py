import numpy as np
a = np.array([1, 4, 9])
print(repr(np.sqrt(a)), repr(np.sqrt(np.array([4], dtype=np.int8))), repr(np.sqrt(np.array([4], dtype=np.int16))))
