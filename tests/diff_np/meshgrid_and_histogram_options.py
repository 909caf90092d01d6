# np.meshgrid (xy and ij indexing, 3-D, sparse) and np.histogram with density=, weights=, bin edges and rules.
import numpy as np
x = np.arange(3)
y = np.linspace(0, 1, 2)
X, Y = np.meshgrid(x, y)
print(X, Y, X.dtype, Y.dtype, X.shape)
A, B = np.meshgrid(x, y, indexing='ij')
print(A.shape, B)
P, Q, R = np.meshgrid([1, 2], [3, 4, 5], [6, 7])
print(P.shape, R[0, 0], Q[:, 0, 0])
S, T = np.meshgrid(x, y, sparse=True)
print(S.shape, T.shape)
print(np.meshgrid(np.array([[1, 2], [3, 4]]), [5])[0])
rng = np.random.default_rng(0)
d = rng.normal(size=500)
print(np.histogram([1, 2, 2, 3, 4], bins=2, density=True))
print(np.histogram([1, 2, 2, 3, 4], bins=2, weights=[.5, .5, .5, .5, 1.0]))
print(np.histogram(d, bins=[-3, -1, 0, 1, 3]))
print(np.histogram(d, bins='auto')[0])
print(np.histogram(d, bins='fd')[1][:3], np.histogram(d, bins='sturges')[0], np.histogram(d, bins='sqrt')[0].shape, np.histogram(d, bins='rice')[0].shape, np.histogram(d, bins='scott')[0].shape)
print(np.histogram(np.arange(10), bins=np.arange(11)))
try:
    np.histogram(d, bins=[3, 2, 1])
except Exception as e:
    print(type(e).__name__, e)
try:
    np.histogram(d, bins='nope')
except Exception as e:
    print(type(e).__name__, e)
