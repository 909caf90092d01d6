import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(a[..., 0], a[0, ...], a[..., 1:3].shape, a[1, ..., -1])
a[..., 0] = -1
print(a[:, :, 0])
print(..., repr(...), Ellipsis is ...)
