import numpy as np
print(repr(np.array([0.0001, 0.001])))
print(repr(np.array([0.00001234, 0.5])))
print(repr(np.array([0.0, 0.0])))
