import numpy as np
x = np.float32(2.0)
print(repr(x * 3), repr(x * 3.0), repr(x * np.float64(3.0)), repr(np.int16(2) * 3), repr(np.int16(2) * 3.0))
