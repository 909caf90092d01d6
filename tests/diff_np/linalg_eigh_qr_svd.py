import numpy as np
import numpy.linalg as LA
from numpy.linalg import eigh, qr, svd

def show(x, d=8):
    x = np.asarray(x)
    print(repr(np.round(x, d) + 0.0), x.dtype, x.shape)

def err(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)

rng = np.random.default_rng(7)
X = rng.standard_normal((5, 5))
A = X + X.T
w, v = eigh(A)
show(w)
print(np.allclose(A @ v, v * w), np.allclose(v.T @ v, np.eye(5)), v.dtype, v.shape)
show(LA.eigvalsh(A))
r = eigh(A)
print(np.allclose(r.eigenvalues, w), np.allclose(np.abs(r.eigenvectors), np.abs(v)))
# only the lower (or upper) triangle is read
U = np.triu(X)
show(LA.eigvalsh(U, UPLO='U'))
show(LA.eigvalsh(np.tril(X)))
show(LA.eigvalsh(np.array([[2, 1], [1, 2]])))
print(LA.eigvalsh(A.astype(np.float32)).dtype)
show(LA.eigvalsh(A.astype(np.float32)), 4)
show(LA.eigvalsh(np.stack([A, 2 * A])))
show(LA.eigvalsh(np.array([[3., 0, 0], [0, 1, 0], [0, 0, 2]])))
err(lambda: LA.eigvalsh(A, UPLO='X'))
err(lambda: eigh(np.ones((2, 3))))

# cholesky
P = X @ X.T + 5 * np.eye(5)
L = LA.cholesky(P)
show(L)
print(np.allclose(L @ L.T, P), np.allclose(L, np.tril(L)))
Uc = LA.cholesky(P, upper=True)
print(np.allclose(Uc.T @ Uc, P), np.allclose(Uc, L.T))
show(LA.cholesky(np.array([[4, 2], [2, 3]])))
err(lambda: LA.cholesky(np.array([[1., 2.], [2., 1.]])))
err(lambda: LA.cholesky(np.ones(3)))

# qr
M = rng.standard_normal((6, 4))
Q, R = qr(M)
show(Q)
show(R)
print(np.allclose(Q @ R, M), np.allclose(Q.T @ Q, np.eye(4)), np.allclose(R, np.triu(R)))
Q2, R2 = qr(M, mode='complete')
print(Q2.shape, R2.shape, np.allclose(Q2 @ R2, M), np.allclose(Q2.T @ Q2, np.eye(6)))
show(qr(M, mode='r'))
W = rng.standard_normal((3, 5))
Qw, Rw = qr(W)
print(Qw.shape, Rw.shape, np.allclose(Qw @ Rw, W))
show(Rw)
show(qr(np.array([[1, 2], [3, 4]])).R)
print(qr(M.astype(np.float32))[0].dtype)
err(lambda: qr(M, mode='bad'))
err(lambda: qr(np.ones(3)))

# svd
u, s, vh = svd(M)
print(u.shape, s.shape, vh.shape)
show(s)
Sm = np.zeros((6, 4)); Sm[:4, :4] = np.eye(4) * s
print(np.allclose(u @ Sm @ vh, M), np.allclose(u.T @ u, np.eye(6)), np.allclose(vh @ vh.T, np.eye(4)))
u, s, vh = svd(M, full_matrices=False)
print(u.shape, s.shape, vh.shape, np.allclose((u * s) @ vh, M))
u, s, vh = svd(W)
print(u.shape, s.shape, vh.shape)
show(s)
show(svd(W, compute_uv=False))
r = svd(W, full_matrices=False)
print(np.allclose((r.U * r.S) @ r.Vh, W))
show(svd(np.array([[3, 0], [0, 4]]), compute_uv=False))
show(svd(np.ones((3, 3)), compute_uv=False))
u, s, vh = svd(np.ones((3, 3)))
print(np.allclose(u.T @ u, np.eye(3)), np.allclose((u * s) @ vh, np.ones((3, 3))))
err(lambda: svd(np.ones(3)))

# matrix_rank, pinv, lstsq
print(LA.matrix_rank(M), LA.matrix_rank(np.ones((4, 4))), LA.matrix_rank(np.eye(3)), LA.matrix_rank(np.zeros((2, 2))))
print(LA.matrix_rank(np.ones(3)), LA.matrix_rank(np.zeros(3)), repr(LA.matrix_rank(M)))
print(LA.matrix_rank(np.array([[1, 2], [2, 4.0000001]]), tol=1e-3))
Pi = LA.pinv(M)
show(Pi)
print(Pi.shape, np.allclose(M @ Pi @ M, M))
show(LA.pinv(np.array([[1, 2], [2, 4]])))
show(LA.pinv(W))
y = rng.standard_normal(6)
x, res, rank, sv = LA.lstsq(M, y)
show(x)
show(res)
print(rank, repr(rank))
show(sv)
Y = rng.standard_normal((6, 2))
x, res, rank, sv = LA.lstsq(M, Y, rcond=None)
show(x)
show(res)
x, res, rank, sv = LA.lstsq(np.ones((3, 2)), np.ones(3))
show(x)
show(res)
print(rank)
# a line fit the textbook way
t = np.arange(10.0)
obs = 3.0 * t + 1.0 + rng.normal(0, 0.1, 10)
Amat = np.vstack([t, np.ones(len(t))]).T
slope, icpt = LA.lstsq(Amat, obs, rcond=None)[0]
print(round(slope, 6), round(icpt, 6))
err(lambda: LA.lstsq(np.ones((3, 2)), np.ones(4)))
