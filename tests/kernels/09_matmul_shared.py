# Seed 000: shared-memory matrix multiplication with an eager signature.
from numba import cuda, float32
import numpy as np

tpb = 8
bpg = 4
n = tpb * bpg

@cuda.jit('void(float32[:,:], float32[:,:], float32[:,:])')
def matrix_matrix_mult(A, B, C):
    sA = cuda.shared.array(shape=(tpb, tpb), dtype=float32)
    sB = cuda.shared.array(shape=(tpb, tpb), dtype=float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockIdx.x
    by = cuda.blockIdx.y
    bw = cuda.blockDim.x
    bh = cuda.blockDim.y
    x = tx + bx * bw
    y = ty + by * bh
    acc = float32(0)
    for i in range(bpg):
        if x < n and y < n:
            sA[ty, tx] = A[y, tx + i * tpb]
            sB[ty, tx] = B[ty + i * tpb, x]
        cuda.syncthreads()
        if x < n and y < n:
            for j in range(tpb):
                acc += sA[ty, j] * sB[j, tx]
        cuda.syncthreads()
    if x < n and y < n:
        C[y, x] = acc

A = (np.arange(n * n, dtype=np.float32).reshape(n, n) % 7) - 3
B = (np.arange(n * n, dtype=np.float32).reshape(n, n) % 5) - 2
C = np.zeros((n, n), dtype=np.float32)
matrix_matrix_mult[(bpg, bpg), (tpb, tpb)](A, B, C)
print(np.array_equal(C, A @ B))
print(C[0, :6])
