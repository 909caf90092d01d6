import numpy as np
print(np.sqrt(2.0), repr(np.sqrt(2.0)), np.sin(0.0), np.exp(1), repr(np.float32(2.0) ** 0.5))
