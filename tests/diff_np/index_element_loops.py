# Element loops over NumPy arrays (the CPU baseline of GPU courses): one element read and
# written per step, across dtypes, views, negative indices and the conversions on store.
import numpy as np

rng = np.random.default_rng(7)
n = 16
for dt in (np.float32, np.float64, np.int32, np.int64, np.uint8, np.int8, np.float16, np.complex64, np.bool_):
    a = (rng.random(n) * 60).astype(dt)
    b = (rng.random(n) * 60).astype(dt)
    c = np.zeros_like(a)
    for i in range(n):
        c[i] = a[i] + b[i]
    print(dt.__name__, c.dtype, c[:4], type(a[3]).__name__, repr(a[-1]), c.sum() == (a + b).sum())

# A 2-D array read and written one element at a time, through a transposed view and a slice.
m = rng.random((4, 5))
t = m.T
out = np.empty((5, 4))
for i in range(5):
    for j in range(4):
        out[i, j] = t[i, j] * 2.0
print(np.allclose(out, m.T * 2.0), out[-1, -1] == m[-1, -1] * 2.0, m[1, -2] == m[1][3])
sl = m[1:, ::2]
for i in range(sl.shape[0]):
    sl[i, 0] = -i
print(m[:, 0], sl[2, 1] == m[3, 2])

# Stores convert as NumPy does: floats truncate into ints, ints round into float32, bools.
ints = np.zeros(6, dtype=np.int32)
ints[0] = 3.9
ints[1] = -3.9
ints[2] = True
ints[3] = np.float64(7.7)
ints[-2] = np.int64(-5)
ints[5] = np.float32(2.5)
print(ints, ints.dtype)
f32 = np.zeros(4, dtype=np.float32)
f32[0] = 16777217
f32[1] = 0.1
f32[2] = np.float64(-2.5e-3)
f32[3] = -0
print(f32, f32[1] == np.float32(0.1), repr(f32[0]))
u8 = np.zeros(3, dtype=np.uint8)
u8[0] = 255
u8[1] = np.int64(300)
u8[2] = np.float64(7.9)
print(u8)
flags = np.zeros(3, dtype=bool)
flags[0] = 2
flags[1] = 0.0
flags[2] = np.float32(0.5)
print(flags)
cplx = np.zeros(2, dtype=np.complex128)
cplx[0] = 3
cplx[1] = np.float32(1.5)
print(cplx)

# Errors keep NumPy's messages and change nothing.
for bad in (lambda: ints[6], lambda: ints[-7], lambda: m[4, 0], lambda: m[0, -6], lambda: m[1, 2, 3]):
    try:
        bad()
    except IndexError as e:
        print("IndexError:", e)
for store in (lambda: u8.__setitem__(0, 256), lambda: u8.__setitem__(1, -1), lambda: ints.__setitem__(0, 2**40)):
    try:
        store()
    except OverflowError as e:
        print("OverflowError:", e)
print(u8, ints[0])
try:
    ints[7] = 1
except IndexError as e:
    print("IndexError:", e)

# Scalars from element reads are NumPy scalars: their arithmetic keeps the dtype.
x = np.arange(5, dtype=np.float32)
y = x[1] * x[2] + x[3] / x[4]
print(type(y).__name__, y, x[2] - x[3], x[4] // x[3], x[3] % x[2], x[2] ** x[3])
k = np.arange(5, dtype=np.int16)
print(type(k[2] + k[3]).__name__, k[4] * k[3], k[1] - k[4], repr(k[3] // k[2]))
big = np.array([2**61, 3], dtype=np.int64)
print(big[0] + big[1], type(big[0] * big[1]).__name__)
z = np.zeros(3)
print(z[1] + z[2], x[0] * x[1])
# A 0-d array indexed with ().
zero_d = np.array(5.0)
print(zero_d[()], type(zero_d[()]).__name__)
