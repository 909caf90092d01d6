import numpy as np
print(repr(np.linspace(0, 1, 5)), repr(np.linspace(-1, 1, 4)), repr(np.linspace(0, 10, 3, endpoint=False)), repr(np.linspace(0, 1, 11)))
