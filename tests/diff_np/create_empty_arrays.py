import numpy as np
print(repr(np.array([])), repr(np.zeros((0, 3))), repr(np.arange(0)), np.array([]).shape)
