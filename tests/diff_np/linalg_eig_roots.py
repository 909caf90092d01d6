import numpy as np
import numpy.linalg as LA

def show(x, d=8):
    x = np.asarray(x)
    print(repr(np.round(x, d) + 0), x.dtype, x.shape)

def csort(x):
    if x.dtype.kind != 'c':
        return np.sort(x)
    return np.array(sorted(x.tolist(), key=lambda z: (round(z.real, 6), round(z.imag, 6))))

def err(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)

# eigenvalues are printed sorted (their order is LAPACK's deflation order), vectors checked
rng = np.random.default_rng(21)
for n in [1, 2, 3, 4, 6]:
    A = rng.standard_normal((n, n))
    w, v = LA.eig(A)
    print(n, w.dtype, v.dtype, v.shape)
    show(csort(w))
    print(np.allclose(A @ v, v * w), np.allclose(np.linalg.norm(v, axis=0), 1))
    print(np.allclose(csort(LA.eigvals(A)), csort(w)))
R = np.array([[0., -1.], [1., 0.]])
show(LA.eigvals(R))
w, v = LA.eig(np.array([[2., 0.], [0., 3.]]))
show(w)
show(np.abs(v))
T = np.array([[4., 1.], [2., 3.]])
w, v = LA.eig(T)
show(np.sort(w))
print(np.allclose(T @ v, v * w))
M = np.array([[1, 2, 0], [0, 3, 0], [0, 0, 5]])
show(np.sort(LA.eigvals(M)))
print(LA.eigvals(M.astype(np.float32)).dtype, LA.eigvals(R.astype(np.float32)).dtype)
# a Markov chain's stationary distribution
P = np.array([[0.9, 0.1], [0.5, 0.5]])
w, v = LA.eig(P.T)
k = np.argmin(np.abs(w - 1))
pi = np.real(v[:, k] / v[:, k].sum())
show(pi)
err(lambda: LA.eig(np.ones((2, 3))))
err(lambda: LA.eigvals(np.array([[1., np.nan], [0., 1.]])))

# roots of polynomials (sorted: the order is the eigenvalue solver's)
for p in [[1, -3, 2], [1, 0, -1], [1, 0, 1], [2, -4], [1, -6, 11, -6], [1, 0, 0, -1], [0, 0, 1, -5, 6, 0, 0], [3], [0, 0]]:
    r = np.roots(p)
    show(csort(r))
show(np.sort(np.roots(np.array([1.0, -10.0, 35.0, -50.0, 24.0]))))
err(lambda: np.roots([[1, 2], [3, 4]]))

# condition numbers
C = np.array([[1., 2.], [3., 4.]])
print(round(float(LA.cond(C)), 8), round(float(LA.cond(C, -2)), 8), round(float(LA.cond(np.eye(3))), 8))
print(LA.cond(C.astype(np.float32)).dtype)
show(LA.cond(np.stack([C, np.eye(2)])))
