import numpy as np

rng = np.random.default_rng(3)
def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        show(f())
    except Exception as e:
        print(type(e).__name__, e)

a1 = rng.integers(0, 50, size=6).astype(np.int16)
a2 = rng.random((3, 4)).astype(np.float32).round(3)
a3 = np.arange(24).reshape(2, 3, 4)

# take
print(repr(np.take(a1, 2))); show(np.take(a1, [0, -1, 2])); show(np.take(a2, [[0, 1], [5, 11]])); show(np.take(a2, [2, 0], axis=0))
show(np.take(a2, [3, 1], axis=1)); show(np.take(a3, [0, 2], axis=-1)); show(np.take(a3, 1, axis=1)); show(np.take(a2, [], axis=1))
show(np.take(a1, [7, -8], mode='wrap')); show(np.take(a1, [7, -8], mode='clip')); show(np.take([[1, 2], [3, 4]], [1, 0], axis=1))
err(lambda: np.take(a2, 12)); err(lambda: np.take(a2, [1, 10], axis=1)); err(lambda: np.take(a2, [1, -10], axis=0))
err(lambda: np.take(a1, [1.0])); err(lambda: np.take(a1, [1], mode='foo')); err(lambda: np.take(a2, 0, axis=2))

# compress / extract
show(np.compress([True, False, True], a2, axis=0)); show(np.compress([1, 0, 1, 1], a2, axis=1)); show(np.compress([False, True], a3, axis=0))
show(np.compress([True, False, True], a1)); show(np.compress([0, 1], a2)); show(np.extract(a2 > 0.5, a2)); show(np.extract(a3 % 5 == 0, a3))
err(lambda: np.compress([True, False, True, True], np.arange(3))); err(lambda: np.compress([[True]], a2))

# resize
show(np.resize(a1, (2, 5))); show(np.resize(a2, 5)); show(np.resize(a3, (3, 3))); show(np.resize([1, 2, 3], 7)); show(np.resize(a1, (0, 3)))
show(np.resize(np.array([], dtype=np.int8), 3))
err(lambda: np.resize(a1, (-1, 2)))

# dstack, hsplit, vsplit
x = np.arange(6).reshape(2, 3); y = x * 10
show(np.dstack((x, y))); show(np.dstack([np.arange(3), np.ones(3)])); show(np.dstack((1, 2)))
for p in np.hsplit(np.arange(12).reshape(3, 4), 2): show(p)
for p in np.hsplit(np.arange(6), [2, 4]): show(p)
for p in np.vsplit(np.arange(12).reshape(4, 3), [1, 3]): show(p)
err(lambda: np.hsplit(np.array(3), 1)); err(lambda: np.vsplit(np.arange(3), 1)); err(lambda: np.hsplit(np.arange(12).reshape(3, 4), 3))

# broadcast_to / broadcast_arrays
show(np.broadcast_to(np.arange(3), (2, 3))); show(np.broadcast_to(5, (2, 2))); show(np.broadcast_to(a2[:1], (3, 2, 4)))
p, q = np.broadcast_arrays(np.arange(3), np.arange(2)[:, None]); show(p); show(q)
r = np.broadcast_arrays(np.ones((2, 1)), 5, [[1, 2, 3]]); print(type(r).__name__, len(r)); [show(t) for t in r]
err(lambda: np.broadcast_to(np.arange(3), (4,))); err(lambda: np.broadcast_to(np.arange(3), ())); err(lambda: np.broadcast_to(np.arange(3), (-1, 3)))
err(lambda: np.broadcast_arrays(np.arange(3), np.arange(4)))

# take_along_axis
m = rng.random((3, 4)).round(3)
order = np.argsort(m, axis=1); show(np.take_along_axis(m, order, axis=1)); show(np.take_along_axis(m, np.argsort(m, axis=0), axis=0))
show(np.take_along_axis(m, np.argmax(m, axis=1)[:, None], axis=1)); show(np.take_along_axis(m, np.array([[0], [-1], [2]]), axis=-1))
show(np.take_along_axis(m.ravel(), np.argsort(m, axis=None), axis=None)); show(np.take_along_axis(m, np.array([[0, 1, 2, 0]]), axis=0))
err(lambda: np.take_along_axis(m, np.array([0, 1]), axis=1)); err(lambda: np.take_along_axis(m, np.array([[5]]), axis=1))
err(lambda: np.take_along_axis(m, np.array([[0.5]]), axis=1))
