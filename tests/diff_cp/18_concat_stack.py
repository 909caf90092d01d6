import cupy as cp

a = cp.array([[1, 2], [3, 4]])
b = cp.array([[5, 6]])
print(cp.concatenate([a, b]))
print(cp.concatenate((a, a), axis=1))
print(cp.concatenate([cp.arange(3), cp.arange(2)]))
print(cp.stack([cp.arange(3), cp.arange(3) * 2]))
print(cp.stack([cp.arange(3), cp.arange(3) * 2], axis=1))
print(cp.vstack([cp.arange(3), cp.ones(3)]))
print(cp.hstack([cp.arange(2), cp.zeros(2, dtype=cp.int64)]))
print(cp.concatenate([cp.ones(2, dtype=cp.int32), cp.ones(2, dtype=cp.float32)]).dtype)
print(cp.stack([a, a]).shape, cp.stack([a, a], axis=-1).shape)
print(cp.concatenate([a, a], axis=None))
parts = [cp.full(2, i) for i in range(4)]
print(cp.concatenate(parts))
try:
    cp.concatenate([a, cp.ones((2, 3))])
except ValueError:
    print("ValueError")
print(cp.column_stack([cp.arange(3), cp.arange(3, 6)]))
print(cp.split(cp.arange(6), 3)[1])
