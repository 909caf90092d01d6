import numpy as np
print(np.float32, np.int64, np.float32(3), np.int16(7), np.uint8(255), repr(np.uint8(255)))
