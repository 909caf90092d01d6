import numpy as np

rng = np.random.default_rng(5)
def show(x):
    x = np.asarray(x)
    print(repr(x), x.dtype, x.shape)
def err(f):
    try:
        show(f())
    except Exception as e:
        print(type(e).__name__, e)

a1 = np.array([1, 2, 3, 4], dtype=np.int32)
a2 = rng.integers(0, 9, size=(2, 3))
f2 = rng.random((3, 2)).round(2)

show(np.pad(a1, 2)); show(np.pad(a1, (1, 3))); show(np.pad(a1, (2, 1), constant_values=9)); show(np.pad(a1, 1, constant_values=(-1, -2)))
show(np.pad(a2, 1)); show(np.pad(a2, ((1, 0), (0, 2)))); show(np.pad(a2, ((1, 2), (3, 4)), constant_values=((1, 2), (3, 4))))
show(np.pad(a2, 1, mode='edge')); show(np.pad(a2, (2, 1), mode='reflect')); show(np.pad(a2, 2, mode='symmetric')); show(np.pad(a2, ((1, 1), (4, 4)), mode='wrap'))
show(np.pad(f2, 1, constant_values=0.5)); show(np.pad(f2, ((0, 0), (1, 1)), 'edge')); show(np.pad(a1, 1, constant_values=2.7))
show(np.pad(np.array([1, 2, 3]), 5, 'reflect')); show(np.pad(np.array([1, 2, 3]), 5, 'symmetric')); show(np.pad(np.array([1, 2, 3]), 7, 'wrap'))
show(np.pad(np.array([5]), 2, 'reflect')); show(np.pad(np.zeros((0, 2)), 1)); show(np.pad(np.arange(8).reshape(2, 2, 2), 1, mode='edge'))
show(np.pad([True, False], 1)); show(np.pad(a2, [(1, 2)], mode='constant'))
err(lambda: np.pad(a2, -1)); err(lambda: np.pad(a2, ((1, 2), (1, 2), (1, 2)))); err(lambda: np.pad(a2, 1, mode='foo'))
err(lambda: np.pad(np.zeros((0, 3)), 1, mode='edge')); err(lambda: np.pad(a2, 1, mode='edge', constant_values=3))
err(lambda: np.pad(a2, 1.5))
err(lambda: np.pad(np.array([1, 2, 3], dtype=np.int8), 1, constant_values=300)); show(np.pad(np.array([1, 2], dtype=np.uint8), 1, constant_values=255))
