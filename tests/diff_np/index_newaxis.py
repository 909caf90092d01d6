import numpy as np
a = np.arange(3)
print(a[:, np.newaxis], a[np.newaxis, :], a[:, None].shape, a[None].shape)
