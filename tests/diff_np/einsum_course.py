# np.einsum in course code: dot products, matrix products, traces, outer products and batched
# products, checked against the operators they replace.
import numpy as np

rng = np.random.default_rng(2024)
for dtype in [np.int32, np.int64, np.float32, np.float64]:
    a = (rng.integers(-4, 5, size=(3, 4))).astype(dtype)
    b = (rng.integers(-4, 5, size=(4, 2))).astype(dtype)
    v = (rng.integers(-4, 5, size=4)).astype(dtype)
    sq = (rng.integers(-4, 5, size=(4, 4))).astype(dtype)
    r = np.einsum("ij,jk->ik", a, b)
    print(dtype.__name__, repr(r), r.dtype, np.array_equal(r, a @ b))
    d = np.einsum("i,i", v, v)
    print(type(d).__name__, d, d == np.dot(v, v))
    t = np.einsum("ii", sq)
    print(type(t).__name__, t, t == np.trace(sq))
    print(repr(np.einsum("ii->i", sq)), np.array_equal(np.einsum("ii->i", sq), np.diag(sq)))
    o = np.einsum("i,j->ij", v, v[:2])
    print(o.shape, o.dtype, np.array_equal(o, np.outer(v, v[:2])))
    print(repr(np.einsum("ij->j", a)), np.array_equal(np.einsum("ij->j", a), a.sum(axis=0)))

x = rng.standard_normal((5, 3, 4))
y = rng.standard_normal((5, 4, 2))
print(np.allclose(np.einsum("bij,bjk->bik", x, y), x @ y))
print(np.allclose(np.einsum("...ij,...jk->...ik", x, y), np.matmul(x, y)))
print(np.allclose(np.einsum("bij,bij->b", x, x), (x * x).sum(axis=(1, 2))))
print(np.einsum("bij->bji", x).shape, np.einsum("bij", x).shape, np.einsum("ijk->kji", x).shape)
w = rng.standard_normal(3)
print(np.allclose(np.einsum("bij,i->bj", x, w), np.tensordot(x, w, axes=([1], [0]))) if hasattr(np, "tensordot") else True)
print(np.round(np.einsum("ij,ij->", x[0], x[0]), 8) == np.round(np.sum(x[0] ** 2), 8))
empty = np.einsum("ij,jk->ik", np.zeros((2, 0)), np.zeros((0, 3)))
print(repr(empty), empty.shape)
print(repr(np.einsum("i->", np.arange(0))))
