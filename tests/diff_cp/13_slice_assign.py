import cupy as cp

x = cp.arange(10)
x[1:3] = 0
print(x)
x[::3] = -1
print(x)
v = x[4:8]
v[:] = 42
print(x)
v += 1
print(x)
m = cp.zeros((3, 4))
y = cp.array([1.0, 2.0, 3.0])
m[:, 0] = y
print(m)
m[1] = 7
print(m)
m[:, 1:3] = cp.array([5.0, 6.0])
print(m)
m[-1, :] = cp.arange(4)
print(m)
s = m[::2, ::2]
s *= 10
print(m)
print(s.shape)
r = cp.arange(6)
r[::-1] = cp.arange(6)
print(r)
q = cp.arange(8).reshape(2, 4)
q[:, -1] = q[:, 0]
print(q)
q[0, 1:] = 3.7
print(q)
