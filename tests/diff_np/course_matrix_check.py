import numpy as np
np.random.seed(1)
A = np.random.randint(0, 10, size=(4, 4)).astype(np.float64)
B = np.random.randint(0, 10, size=(4, 4)).astype(np.float64)
C = A @ B
print(C)
print(np.allclose(C, np.dot(A, B)), C.sum(), C.trace() if hasattr(C, 'trace') else np.sum(C * np.eye(4)))
