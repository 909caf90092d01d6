import numpy as np

rng = np.random.default_rng(11)
def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        show(f())
    except Exception as e:
        print(type(e).__name__, e)

a1 = rng.integers(-5, 5, size=5)
a2 = rng.integers(0, 100, size=(3, 4)).astype(np.int32)
f2 = rng.random((2, 3)).round(2)

# append
show(np.append(a1, 7)); show(np.append(a1, [1.5, 2])); show(np.append(a2, a2)); show(np.append(a2, [[1, 2, 3, 4]], axis=0))
show(np.append(a2, np.zeros((3, 1), dtype=np.int32), axis=1)); show(np.append([], [1, 2])); show(np.append(np.array(3), 4))
show(np.append(f2, f2, axis=-1))
err(lambda: np.append(a2, [1, 2, 3], axis=0)); err(lambda: np.append(a2, a2, axis=2))

# insert
show(np.insert(a1, 1, 99)); show(np.insert(a1, -1, 99)); show(np.insert(a1, 5, [7, 8])); show(np.insert(a1, [0, 2, 2], [10, 20, 30]))
show(np.insert(a1, [3, 1], [10, 20])); show(np.insert(a1, slice(1, 4), 0)); show(np.insert(a2, 1, 9, axis=0)); show(np.insert(a2, 1, [9, 8, 7], axis=1))
show(np.insert(a2, [1], [[9], [8], [7]], axis=1)); show(np.insert(a2, 2, 5.7)); show(np.insert(f2, [0, 3], -1.0, axis=1)); show(np.insert(a2, 0, [1, 2, 3, 4], axis=0))
show(np.insert(a2, [1, 2], [[1, 2, 3, 4]], axis=0)); show(np.insert(a1, [], 5))
err(lambda: np.insert(a2, 7, 9, axis=1)); err(lambda: np.insert(a2, [1, 7], 9, axis=1)); err(lambda: np.insert(a2, 1, [[1, 2], [3, 4]], axis=0))
err(lambda: np.insert(a2, 1, 1, axis=3))

# delete
show(np.delete(a1, 0)); show(np.delete(a1, -1)); show(np.delete(a1, [0, 2, 2])); show(np.delete(a1, slice(None, None, 2)))
show(np.delete(a2, 1, axis=0)); show(np.delete(a2, [0, 3], axis=1)); show(np.delete(a2, 5)); show(np.delete(a2, [True, False, True], axis=0))
show(np.delete(f2, slice(1, None), axis=-1)); show(np.delete(a1, []))
err(lambda: np.delete(a2, 5, axis=1)); err(lambda: np.delete(a2, [0, -5], axis=1)); err(lambda: np.delete(a2, [True, False], axis=1))
err(lambda: np.delete(a2, [0.5], axis=1)); err(lambda: np.delete(a2, 1, axis=2))
