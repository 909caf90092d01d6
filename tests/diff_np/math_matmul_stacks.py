# Stacks of matrices: the leading axes broadcast (a batch of matrices times one matrix, a vector
# times a stack), mixed dtypes promote, and stacks that cannot broadcast say so as NumPy does.
import numpy as np
A = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
B = np.arange(20, dtype=np.float64).reshape(4, 5)
print((A @ B).shape, (A @ B).dtype, A @ B)
C = np.arange(40).reshape(2, 1, 4, 5)
print(np.matmul(A, C).shape, np.matmul(A, C)[1, 1, 2])
v = np.arange(4)
print(A @ v, (v @ C).shape, v @ C)
batch = np.arange(1000 * 2 * 4, dtype=np.float32).reshape(1000, 2, 4)
print((batch @ np.ones((1000, 4, 5), dtype=np.float32))[999])
try:
    A @ np.ones((3, 4, 5))
except ValueError as e:
    print("ValueError:", e)
try:
    np.matmul(A, 2)
except ValueError as e:
    print("ValueError:", e)
