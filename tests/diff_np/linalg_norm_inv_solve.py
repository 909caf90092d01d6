import numpy as np
from numpy.linalg import norm
import numpy.linalg as LA

def show(x, d=10):
    x = np.asarray(x)
    print(repr(np.round(x, d)), x.dtype, x.shape)

def err(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)

rng = np.random.default_rng(42)
v = rng.standard_normal(7)
m = rng.standard_normal((4, 5))
t = rng.standard_normal((2, 3, 4))
vi = np.arange(-3, 4, dtype=np.int32)
vf = v.astype(np.float32)

# vector norms
for o in [None, 1, 2, np.inf, -np.inf, 0, 3, 0.5, -1, -2]:
    show(norm(v, o))
for o in [None, 1, 2, np.inf, -np.inf, 0, 3, 0.5]:
    show(norm(vi, ord=o))
show(norm(vf), 5)
show(norm(vf, 1), 4)
print(norm(vi).dtype, norm(vf).dtype, norm([3, 4]))
print(norm([]), norm(3.0))
show(norm(v, keepdims=True))
# matrix norms
for o in [None, 'fro', 1, -1, np.inf, -np.inf, 2, -2, 'nuc']:
    show(norm(m, o))
show(norm(m, axis=0))
show(norm(m, axis=-1, keepdims=True))
show(norm(m, 1, axis=1))
show(norm(t, axis=(1, 2)))
show(norm(t, axis=(-1, 0)))
show(norm(t, np.inf, axis=(2, 1), keepdims=True))
show(norm(t, 'fro', axis=(0, 2)))
show(norm(t))
show(norm(t, axis=2, ord=np.inf))
err(lambda: norm(t, ord=2))
err(lambda: norm(m, ord=3))
err(lambda: norm(v, ord='fro'))
err(lambda: norm(m, axis=(0, 0)))
err(lambda: norm(m, axis=(0, 1, 2)))
err(lambda: norm(m, axis=(0, 2)))
err(lambda: norm(m, axis=1.5))

# inverse
A = rng.standard_normal((4, 4)) + 4 * np.eye(4)
Ai = LA.inv(A)
show(Ai)
print(np.allclose(A @ Ai, np.eye(4)), Ai.dtype)
Af = A.astype(np.float32)
print(LA.inv(Af).dtype, np.allclose(LA.inv(Af) @ Af, np.eye(4), atol=1e-5))
show(LA.inv([[1, 2], [3, 4]]))
show(LA.inv(np.array([[2, 0], [0, 4]], dtype=np.int64)))
S = rng.standard_normal((3, 2, 2))
show(LA.inv(S))
show(LA.inv(np.zeros((0, 0))))
err(lambda: LA.inv(np.ones(3)))
err(lambda: LA.inv(np.ones((2, 3))))
err(lambda: LA.inv(np.array([[1., 2.], [2., 4.]])))
err(lambda: LA.inv(np.ones((2, 2), np.float16)))
err(lambda: LA.inv(np.zeros((3, 3))))
try:
    LA.inv(np.zeros((2, 2)))
except LA.LinAlgError as e:
    print("caught LinAlgError:", e, isinstance(e, ValueError))
try:
    np.linalg.inv(np.zeros((2, 2)))
except ValueError as e:
    print("caught as ValueError:", type(e).__name__)

# solve
b = rng.standard_normal(4)
x = LA.solve(A, b)
show(x)
print(np.allclose(A @ x, b))
B = rng.standard_normal((4, 3))
X = np.linalg.solve(A, B)
show(X)
print(np.allclose(A @ X, B), X.shape)
show(LA.solve([[3, 1], [1, 2]], [9, 8]))
err(lambda: LA.solve(S, rng.standard_normal((3, 2))))
show(LA.solve(S, rng.standard_normal((3, 2, 1))))
show(LA.solve(S, np.ones(2)))
print(LA.solve(Af, b.astype(np.float32)).dtype, LA.solve(Af, b).dtype)
err(lambda: LA.solve(np.eye(2), np.ones(3)))
err(lambda: LA.solve(np.eye(2), np.ones((3, 2))))
err(lambda: LA.solve(np.ones((2, 2)), np.ones(2)))

# det
show(LA.det(A))
print(type(LA.det(A)).__name__)
show(LA.det([[1, 2], [3, 4]]))
print(LA.det(np.array([[1, 2], [3, 4]], np.float32)))
print(LA.det(np.array([[1., 2.], [2., 4.]])), LA.det(np.zeros((0, 0))))
show(LA.det(S))
show(LA.det(np.eye(3) * 2))
sign, logdet = LA.slogdet(A)
print(sign, round(float(logdet), 10))
err(lambda: LA.det(np.ones((2, 3))))

# matrix_power
M = np.array([[1, 1], [1, 0]])
for k in [0, 1, 2, 3, 5, 10]:
    r = LA.matrix_power(M, k)
    print(k, repr(r), r.dtype)
show(LA.matrix_power(np.array([[2., 1.], [1., 3.]]), -2))
show(LA.matrix_power(S, 3))
err(lambda: LA.matrix_power(M, 1.5))
err(lambda: LA.matrix_power(np.ones((2, 3)), 2))
err(lambda: LA.matrix_power(np.array([[1, 2], [2, 4]]), -1))
