import numpy as np
print(repr(np.arange(30)))
print(np.arange(30))
print(repr(np.linspace(0, 1, 20)))
