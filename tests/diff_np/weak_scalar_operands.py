# Python numbers beside arrays (NEP 50's weak scalars) in arithmetic, comparisons, np.where,
# np.select and np.heaviside: the result dtype, and the errors when the number does not fit.
import numpy as np

i8 = np.array([1, -2, 100], dtype=np.int8)
u8 = np.array([0, 7, 250], dtype=np.uint8)
f32 = np.array([0.5, -1.25, 3.0], dtype=np.float32)
c64 = np.array([1 + 2j, -0.5j], dtype=np.complex64)

for r in (i8 + 1, 2 * i8, i8 - True, u8 + 5, f32 * 2, 1.5 + f32, f32 / 4, c64 * 2, c64 + 0.5, i8 * 0.5, u8 / 2, f32 + 1j):
    print(r.dtype, r)
print((i8 < 50).tolist(), (f32 >= 0.5).tolist(), (u8 == 7).tolist(), (3 > f32).tolist())

# Element loops: NumPy scalars with Python numbers and with one another.
acc = np.float32(0)
for k in range(5):
    acc = acc + f32[k % 3] * 0.5
print(type(acc).__name__, acc)
s = np.int8(3)
for k in range(3):
    s = s * 2 + i8[0]
print(type(s).__name__, s)
print(type(np.float32(2) + np.float64(1)).__name__, type(np.int16(2) * np.int16(3)).__name__)

# A number out of the array's range: NumPy 2 refuses it.
for f in (lambda: i8 + 300, lambda: u8 - (-1) * 256):
    try:
        print(f())
    except OverflowError as e:
        print("OverflowError:", e)
try:
    print(np.array([1.0]) + 10**400)
except OverflowError as e:
    print("OverflowError:", e)

# Comparisons take any Python int: every element lies on one side of one out of range.
for r in (i8 < 1000, i8 >= -1000, i8 == 300, i8 != 300, 1000 > i8, -(2**70) < u8, u8 <= 2**64, u8 > -1, np.int8(5) < 1000, i8[0] == 2**70):
    print(type(r).__name__, r)

# Python ints past int64 with each other and with floats.
print(np.where([True, False], 2**40, 1), np.where([True, False], 1.5, 2).dtype)
print(np.where(f32 > 0, f32, 0).dtype, np.where(i8 > 0, i8, -1).dtype, np.where(u8 > 5, u8, 0.5).dtype)
print(np.where([True, False, True], [1, 2, 3], [0.5, 0.25, 0.125]))

# np.select's default is weak too.
print(np.select([i8 > 0], [i8], default=-1), np.select([i8 > 0], [i8]).dtype, np.select([f32 > 0], [f32], 7).dtype)
print(np.select([i8 > 0], [i8], default=1000))

print(np.heaviside(f32, 0.5), np.heaviside(f32, 0.5).dtype, np.heaviside(-1.5, 1))

# Lists and tuples beside arrays.
print((i8 + [1, 2, 3]).dtype, (f32 * (1, 2, 3)).dtype, ([1.5, 2, 3] - f32).tolist())
