import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.tolist(), np.array([1.5, 2.0]).tolist(), np.float32(0.1).item(), np.int64(3).item(), type(a.tolist()[0][0]).__name__)
