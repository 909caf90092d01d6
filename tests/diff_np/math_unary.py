import numpy as np
a = np.array([0.0, 0.5, 1.0, 2.0])
print(np.sqrt(a), np.exp(a), np.log(a + 1), np.log2(a + 1), np.log10(a + 1))
