import cupy as cp

u = cp.array([1.0, 2.0, 3.0])
v = cp.array([4.0, 5.0, 6.0])
print(float(cp.dot(u, v)), float(u @ v), float(u.dot(v)))
A = cp.arange(6, dtype=cp.float64).reshape(2, 3)
B = cp.arange(12, dtype=cp.float64).reshape(3, 4)
print(A @ B)
print(cp.matmul(A, B).shape)
print(cp.dot(A, u))
print(A @ u)
print(u @ B)
print(A.T @ A)
I = cp.eye(3)
print(bool(cp.allclose(B.T @ I, B.T)))
ai = cp.arange(4).reshape(2, 2)
print(ai @ ai, (ai @ ai).dtype)
af = cp.ones((2, 2), dtype=cp.float32)
print((af @ af).dtype, (af @ af))
print(int(cp.arange(5) @ cp.arange(5)))
print(float(cp.sqrt(v @ v)))
try:
    A @ A
except ValueError:
    print("ValueError")
