import numpy as np
import warnings
warnings.simplefilter("ignore")
a = np.array([-2**63, 7, -7, 0], dtype=np.int64)
b = np.array([-1, -2, 2, 3], dtype=np.int64)
print(a // b)
print(np.array([-128], dtype=np.int8) // np.array([-1], dtype=np.int8))
print(np.array([-8, 8], dtype=np.int32) >> np.array([40, 40], dtype=np.int32))
