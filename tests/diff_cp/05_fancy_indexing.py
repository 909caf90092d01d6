import cupy as cp

x = cp.arange(10) * 10
idx = cp.array([0, 3, 3, 9])
print(x[idx])
print(x[cp.array([-1, -2])])
print(x[[1, 2, 5]])
m = cp.arange(12).reshape(3, 4)
print(m[cp.array([2, 0])])
print(m[:, cp.array([1, 3])])
print(m[cp.array([0, 1, 2]), cp.array([3, 2, 1])])
rows = cp.array([[0], [2]])
cols = cp.array([0, 3])
print(m[rows, cols])
y = cp.zeros(6, dtype=cp.int32)
y[cp.array([1, 4])] = 5
print(y)
y[cp.array([0, 2])] = cp.array([7, 8])
print(y)
z = m[cp.array([1])]
z[0, 0] = -1
print(m[1])
print(x[idx].shape, m[rows, cols].shape)
