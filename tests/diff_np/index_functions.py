import numpy as np

def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(repr(np.unravel_index(7, (3, 4)))); print(repr(np.unravel_index([0, 5, 11], (3, 4)))); print(repr(np.unravel_index(np.array([[1, 2], [3, 4]]), (2, 3))))
print(repr(np.unravel_index(7, (3, 4), order='F'))); print(repr(np.unravel_index(22, (2, 3, 4))))
a = np.random.default_rng(1).random((3, 5)); print(np.unravel_index(np.argmax(a), a.shape) == tuple(int(i) for i in np.argwhere(a == a.max())[0]))
err(lambda: np.unravel_index(10, (2, 3))); err(lambda: np.unravel_index(-1, (2, 3))); err(lambda: np.unravel_index([1.0], (2, 3)))

print(repr(np.ravel_multi_index((1, 2), (3, 4)))); print(repr(np.ravel_multi_index(([0, 1, 2], [3, 0, 1]), (3, 4)))); print(repr(np.ravel_multi_index((1, 2), (3, 4), order='F')))
print(repr(np.ravel_multi_index(([4, -1], [1, 5]), (3, 4), mode='wrap'))); print(repr(np.ravel_multi_index(([4, -1], [1, 5]), (3, 4), mode='clip')))
err(lambda: np.ravel_multi_index((1, 5), (2, 3))); err(lambda: np.ravel_multi_index((1,), (2, 3)))

show(np.indices((2, 3))); show(np.indices((2, 2), dtype=np.int32)); show(np.indices((3,)))
r = np.indices((2, 3), sparse=True); print(type(r).__name__); [show(t) for t in r]
ii, jj = np.indices((3, 3)); show(ii + 10 * jj)

for ix in np.ndindex(2, 3):
    print(ix)
print(list(np.ndindex((2, 2))), list(np.ndindex(3)), list(np.ndindex()), list(np.ndindex(0, 2)))
m = np.array([[1.5, 2.0], [3.0, 4.5]], dtype=np.float32)
for ix, v in np.ndenumerate(m):
    print(ix, repr(v), type(v).__name__)
for ix, v in np.ndenumerate(np.array([True, False])):
    print(ix, repr(v))
print(list(np.ndenumerate([[1, 2]])))
it = np.ndindex(2, 2); print(next(it), next(it))
