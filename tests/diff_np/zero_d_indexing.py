# 0-d arrays and NumPy scalars under (), ..., None and integers; an Ellipsis always gives a view.
import numpy as np

z = np.zeros((), dtype=np.float32)
print(repr(z[...]), repr(z[None]), repr(z[()]), repr(z[..., None]))
z[...] = 3
print(repr(z))
z[()] = 4.5
print(repr(z))
for bad in [0, slice(None), (0, 0)]:
    try:
        z[bad]
    except IndexError as e:
        print('IndexError:', e)
s = np.float32(2)
print(repr(s[()]), repr(s[...]))
try:
    s[0]
except IndexError as e:
    print('IndexError:', e)
a = np.arange(6).reshape(2, 3)
print(repr(a[1, 2, ...]), repr(a[..., 1, 2]), repr(a[1, 2]), repr(a[1, ...]))
