# @guvectorize (seed 000): functions over array slices, looped over the leading dimensions, on
# the CPU targets and on the GPU; broadcasting of inputs without loop dimensions, scalar
# arguments with layout (), scalar results through a 1-element output, several outputs.
import numpy as np
from numba import guvectorize, cuda, float32, int64, float64

prototype = "void(float32[:,:], float32[:,:], float32[:,:])"


@guvectorize([prototype], '(m,n),(n,p)->(m,p)', target='cpu')
def matmulcore(A, B, C):
    m, n = A.shape
    n, p = B.shape
    for i in range(m):
        for j in range(p):
            C[i, j] = 0
            for k in range(n):
                C[i, j] += A[i, k] * B[k, j]




@guvectorize([prototype], '(m,n),(n,p)->(m,p)', target='cuda')
def matmul_gpu(A, B, C):
    m, n = A.shape
    n, p = B.shape
    for i in range(m):
        for j in range(p):
            C[i, j] = 0
            for k in range(n):
                C[i, j] += A[i, k] * B[k, j]


matrix_ct = 1000
# Small integers, so every product and sum is exact in float32 whatever the GPU contracts into
# FMAs (the seed uses np.arange, whose large products round differently with FMA).
A = (np.arange(matrix_ct * 2 * 4) % 13).astype(np.float32).reshape(matrix_ct, 2, 4)
B = (np.arange(matrix_ct * 4 * 5) % 7).astype(np.float32).reshape(matrix_ct, 4, 5)
C = matmulcore(A, B)
print(C.shape, C.dtype, C[0], C[999, 1, 4])
print(np.array_equal(C[5], A[5] @ B[5]), np.array_equal(matmul_gpu(A, B), C))
# One B for every A: B has no loop dimensions and is passed whole.
print(np.array_equal(matmul_gpu(A, B[3])[7], A[7] @ B[3]))
d_C = matmul_gpu(cuda.to_device(A), cuda.to_device(B))
print(type(d_C).__name__, np.array_equal(d_C.copy_to_host(), C))


@guvectorize([(int64[:], int64, int64[:]), (float64[:], float64, float64[:])], '(n),()->(n)')
def add_scalar(x, y, res):
    for i in range(x.shape[0]):
        res[i] = x[i] + y


print(add_scalar(np.arange(5), 10), add_scalar(np.arange(6.0).reshape(2, 3), np.array([0.5, 100.0])))
out = np.zeros(5, dtype=np.int64)
add_scalar(np.arange(5), 2, out)
print(out)


@guvectorize(['void(float64[:], float64[:])'], '(n)->()', target='cuda')
def norm(x, res):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] * x[i]
    res[0] = s ** 0.5


print(norm(np.array([[3.0, 4.0], [6.0, 8.0], [5.0, 12.0]])), norm(np.array([3.0, 4.0])))


@guvectorize([(float32[:], float32[:], float32[:])], '(n)->(),()', target='parallel')
def minmax(x, lo, hi):
    lo[0] = x[0]
    hi[0] = x[0]
    for v in x:
        lo[0] = min(lo[0], v)
        hi[0] = max(hi[0], v)


lo, hi = minmax(np.array([[3, 1, 2], [9, 7, 8]], dtype=np.float32))
print(lo, hi)

for bad in [lambda: matmulcore(A, B[:, :3, :]), lambda: add_scalar(np.arange(3.0), "x"), lambda: norm(np.float64(2.0))]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
