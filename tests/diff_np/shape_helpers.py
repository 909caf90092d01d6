import numpy as np
a = np.arange(6).reshape(1, 2, 1, 3)
print(np.squeeze(a).shape, np.squeeze(a, axis=0).shape, np.squeeze(a, axis=(0, 2)).shape)
print(np.squeeze(a, axis=-2))
for bad in [1, 5]:
    try:
        np.squeeze(a, axis=bad)
    except Exception as e:
        print(type(e).__name__, e)
print(np.squeeze(np.array([[5]])), repr(np.squeeze(np.array([[5.0]]))))
b = np.arange(3)
print(np.expand_dims(b, 0).shape, np.expand_dims(b, 1).shape, np.expand_dims(b, (0, 2)).shape, np.expand_dims(b, -1).shape)
for bad in [(0, 0), 3, (0, 5)]:
    try:
        np.expand_dims(b, bad)
    except Exception as e:
        print(type(e).__name__, e)
c = np.arange(24).reshape(2, 3, 4)
print(np.swapaxes(c, 0, 2).shape)
print(np.swapaxes(c, 0, -1))
try:
    np.swapaxes(c, 0, 3)
except Exception as e:
    print(type(e).__name__, e)
print(np.moveaxis(c, 0, -1).shape, np.moveaxis(c, -1, 0).shape, np.moveaxis(c, [0, 1], [-1, -2]).shape)
print(np.moveaxis(c, [0, 2], [2, 0]).shape, np.moveaxis(c, [2, 0], [0, 1]).shape)
print(np.moveaxis(c, 0, 1))
for s, d in [([0, 1], [0]), (0, 3), ([0, 0], [1, 2])]:
    try:
        np.moveaxis(c, s, d)
    except Exception as e:
        print(type(e).__name__, e)
v = np.swapaxes(c, 0, 1)
v[0, 0, 0] = 100
print(c[0, 0, 0])
for f in [np.atleast_1d, np.atleast_2d, np.atleast_3d]:
    print(repr(f(3)), f(3).shape)
    print(f(np.arange(3)).shape, f(np.ones((2, 3))).shape, f(np.ones((2, 3, 4))).shape)
    print(f(1, [1, 2]))
print(np.atleast_3d(np.arange(4)))
print(np.column_stack((np.array([1, 2, 3]), np.array([4, 5, 6]))))
print(np.column_stack([np.arange(3), np.ones((3, 2))]))
print(np.column_stack([np.arange(3.0), [7, 8, 9]]))
x = np.arange(10)
print(np.split(x, 5))
print(np.split(x, [3, 5, 6, 10]))
print(np.split(x, [3, -2]))
print(np.split(x, [7, 3]))
print(np.split(x, [-20, 30]))
print(np.array_split(x, 3))
print(np.array_split(x, 4))
print(np.array_split(np.arange(3), 5))
m = np.arange(12).reshape(3, 4)
print(np.split(m, 2, axis=1))
print(np.array_split(m, 2, axis=0))
print(np.split(m, np.array([1]), axis=0))
for args in [(x, 3), (x, 0), (m, 2, 2)]:
    try:
        np.split(*args)
    except Exception as e:
        print(type(e).__name__, e)
try:
    np.array_split(x, 0)
except Exception as e:
    print(type(e).__name__, e)
print(np.triu(m))
print(np.triu(m, 1))
print(np.triu(m, -1))
print(np.tril(m))
print(np.tril(m, k=-1))
print(np.tril(m, 2))
print(np.triu(np.arange(1.0, 4.0)))
print(np.tril(np.arange(24).reshape(2, 3, 4)))
print(np.triu([[1, 2], [3, 4]]))
print(np.tril(np.ones((3, 3), dtype=np.float32), 0).dtype)
