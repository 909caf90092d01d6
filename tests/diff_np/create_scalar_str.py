import numpy as np
print(np.float32(0.1), np.float64(1/3), np.float32(1/3), np.int32(5), np.float16(0.1), np.float32(1e20), np.float32(1e-7))
