import numpy as np
x = np.float32(1.5)
y = np.float64(2.5)
print(repr(x + 1), repr(x * y), repr(x + 1.0), repr(np.int32(3) * 2), repr(np.int8(5) + np.int16(3)))
