import cupy as cp

x = cp.arange(6, dtype=cp.float32)
x += 1
x *= 2
x -= 0.5
x /= 2
print(x, x.dtype)
i = cp.arange(6)
i += 3
i //= 2
i %= 3
print(i, i.dtype)
i **= 2
print(i)
b = cp.arange(5, dtype=cp.uint8)
b += 250
print(b)
m = cp.ones((2, 3))
m += cp.arange(3)
m *= cp.array([[1.0], [10.0]])
print(m)
k = cp.arange(4, dtype=cp.int32)
k += 5
print(k, k.dtype)
try:
    k += 1.5
except TypeError:
    print("TypeError on int += float")
try:
    k /= 2
except TypeError:
    print("TypeError on int /= int")
f = cp.zeros(3, dtype=cp.float32)
f += cp.arange(3)
print(f, f.dtype)
bits = cp.array([0b1100, 0b1010], dtype=cp.int32)
bits &= 0b1000
print(bits)
bits |= 1
bits ^= 3
print(bits, bits << 1, bits >> 1)
