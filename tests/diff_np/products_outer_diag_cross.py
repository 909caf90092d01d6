import numpy as np

rng = np.random.default_rng(5)
a = np.arange(1, 5)
b = np.array([0.5, 2.0, -1.0])
for x, y in [(a, b), (a.astype(np.int32), a.astype(np.int8)), (np.arange(6).reshape(2, 3), b), (3, a)]:
    r = np.outer(x, y)
    print(repr(r), r.dtype, r.shape)
m = rng.integers(-5, 5, size=(3, 4))
print(repr(np.inner(a, a)), repr(np.inner(m, a)), repr(np.inner(m, m)))
print(repr(np.inner(np.ones((2, 3, 4)), m).shape), repr(np.inner(2, a)))
for v in [a, b, np.array([True, False])]:
    for k in [0, 1, -2]:
        r = np.diag(v, k)
        print(repr(r), r.dtype)
for k in [0, 1, -1, 3, -5]:
    print(k, repr(np.diag(m, k)), repr(np.diag(m, k=k).dtype))
t = np.arange(24).reshape(2, 3, 4)
print(repr(np.diagonal(m)), repr(np.diagonal(t)), repr(np.diagonal(t, offset=1, axis1=1, axis2=2)))
print(repr(np.trace(m)), repr(np.trace(m, 1)), repr(np.trace(t)), repr(np.trace(t, axis1=1, axis2=2)))
print(repr(np.trace(m.astype(np.int8))), repr(np.trace(np.eye(3))))
u = np.array([1, 2, 3]); w = np.array([4, 5, 6])
print(repr(np.cross(u, w)), repr(np.cross(u.astype(float), w)), repr(np.cross(rng.integers(0, 5, (4, 3)), w)))
print(repr(np.cross(u, np.array([[1, 0, 0], [0, 1, 0]]))))
print(repr(np.kron(np.array([1, 10]), np.array([1, 2, 3]))), repr(np.kron(np.eye(2), np.ones((2, 2)))))
print(repr(np.kron(m[:2, :2], np.array([1, -1]))))
print(repr(np.tri(3)), repr(np.tri(3, 5, 1, dtype=int)), repr(np.tri(2, k=-1)))
print(repr(np.vander(np.array([1, 2, 3]))), repr(np.vander(np.array([1.5, 2.0]), 4, increasing=True)))
for bad in [lambda: np.diag(np.ones((2, 2, 2))), lambda: np.diagonal(a), lambda: np.cross(a, a),
            lambda: np.inner(m, b), lambda: np.trace(a)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(repr(np.vander(np.array([1.5, 2], dtype=np.float32), 3)), repr(np.vander(np.array([True, False]))))
print(repr(np.cross([1, 2], [3, 4])), repr(np.cross([1, 2], [3, 4, 5])), repr(np.kron(2, np.array([1, 2]))))
