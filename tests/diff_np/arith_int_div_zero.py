import numpy as np
a = np.array([1, 2, 3])
b = np.array([0, 1, 0])
import warnings
warnings.filterwarnings('ignore')
print(a // b, a % b)
