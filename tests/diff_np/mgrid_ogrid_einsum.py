# np.mgrid / np.ogrid index tricks, meshgrid's indexing=/sparse=, and np.einsum for the
# subscripts courses use.
import numpy as np


def show(label, r):
    print(label, repr(r), getattr(r, "dtype", type(r).__name__), np.shape(r))


show("mgrid 1d", np.mgrid[0:5])
show("mgrid step", np.mgrid[1:10:3])
show("mgrid neg", np.mgrid[5:0:-2])
show("mgrid float", np.mgrid[0:1:0.25])
show("mgrid num", np.mgrid[-1:1:5j])
show("mgrid 2d", np.mgrid[0:3, 0:2])
show("mgrid 2d num", np.mgrid[0:1:3j, 0:2])
show("mgrid 2d open", np.mgrid[:2, :3])
yy, xx = np.mgrid[-1:1:3j, -2:2:5j]
show("yy", yy)
show("xx", xx)
og = np.ogrid[0:3, 0:4]
print(type(og).__name__, len(og))
show("ogrid 0", og[0])
show("ogrid 1", og[1])
show("ogrid sum", og[0] * 10 + og[1])
show("ogrid 1d", np.ogrid[0:2.5])
show("ogrid num", np.ogrid[0:1:3j, 0:1:2j][1])

x = np.array([1, 2, 3])
y = np.array([10, 20])
for ind in ["xy", "ij"]:
    X, Y = np.meshgrid(x, y, indexing=ind)
    show("meshgrid " + ind, X + Y)
Xs, Ys = np.meshgrid(x, y, sparse=True)
show("sparse X", Xs)
show("sparse Y", Ys)

rng = np.random.default_rng(5)
A = rng.integers(-5, 5, size=(2, 3))
B = rng.integers(-5, 5, size=(3, 4))
S = rng.integers(-5, 5, size=(3, 3))
v = rng.integers(-5, 5, size=3)
w = rng.integers(-5, 5, size=4)
show("ij,jk->ik", np.einsum("ij,jk->ik", A, B))
print(np.array_equal(np.einsum("ij,jk->ik", A, B), A @ B))
show("ij,jk implicit", np.einsum("ij,jk", A, B))
show("ij->ji", np.einsum("ij->ji", A))
show("ji implicit", np.einsum("ji", A))
show("ii->i", np.einsum("ii->i", S))
show("ii", np.einsum("ii", S))
show("i,i", np.einsum("i,i", v, v))
show("i,i->", np.einsum("i,i->", v, v))
show("i,j->ij", np.einsum("i,j->ij", v, w))
show("ij,ij->ij", np.einsum("ij,ij->ij", A, A))
show("ij,ij", np.einsum("ij,ij", A, A))
show("ij->", np.einsum("ij->", A))
show("ij->i", np.einsum("ij->i", A))
show("ij,j->i", np.einsum("ij,j->i", A, v))
T1 = rng.integers(-3, 3, size=(2, 2, 3))
T2 = rng.integers(-3, 3, size=(2, 3, 2))
show("bij,bjk->bik", np.einsum("bij,bjk->bik", T1, T2))
print(np.array_equal(np.einsum("bij,bjk->bik", T1, T2), T1 @ T2))
show("...ij,...jk->...ik", np.einsum("...ij,...jk->...ik", T1, T2))
show("...ij,jk", np.einsum("...ij,jk", T1, B))
show("optimize", np.einsum("ij,jk->ik", A, B, optimize=True))
show("f32 x i64", np.einsum("ij,jk->ik", A.astype(np.float32), B))
show("f32", np.einsum("i,i", v.astype(np.float32), v.astype(np.float32)))
show("int8 wrap", np.einsum("i,i", np.array([50, 60, 70], dtype=np.int8), np.array([1, 1, 1], dtype=np.int8)))
show("bool", np.einsum("i,i->", np.array([True, False]), np.array([True, True])))
F = np.arange(6.0).reshape(2, 3) / 4
show("float", np.einsum("ij,kj->ik", F, F))
show("three ops", np.einsum("i,ij,j->", v[:2], A, v))
for s, ops in [("ij,jk->ik", [A, A]), ("ij->k", [A]), ("ij,j->i", [A]), ("i1", [A]), ("ijk", [A]), ("i", [A]), ("ii", [A]), ("i,i", [v, v, v])]:
    try:
        np.einsum(s, *ops)
    except Exception as e:
        print(s, type(e).__name__)
