import numpy as np
print(repr(np.float32(1.5)), repr(np.int8(-3)), repr(np.uint16(7)), repr(np.float64(2)), repr(np.int64(10)), repr(np.bool_(True)))
