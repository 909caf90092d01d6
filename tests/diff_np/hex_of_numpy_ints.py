import numpy as np
print(hex(np.int64(255)), bin(np.uint8(5)), oct(np.int32(-8)))
try:
    hex(np.float64(2.0))
except TypeError as e:
    print(e)
