# Seeding random with ints (small, negative, zero, huge), strings, bytes, floats and bools:
# the same seed must give CPython's exact numbers.
import random

def show(seed, **kw):
    random.seed(seed, **kw)
    print(repr(seed)[:40], [random.random() for _ in range(3)], random.getrandbits(40))

for s in [0, 1, 42, -1, -42, 2**32 - 1, 2**32, 2**64 + 5, -(2**100), 10**50, 123456789012345678901234567890]:
    show(s)
for s in ["", "a", "hello world", "naïve café ☕", "x" * 1000]:
    show(s)
for s in [b"", b"hello", bytes(range(256))]:
    show(s)
for s in [0.0, 1.5, -2.5, 3.141592653589793, 1e300, -1e-300, 2.0, float("inf")]:
    show(s)
show(True)
show(False)
show("abc", version=1)
show(b"abc", version=1)
show("", version=1)

# the same seed twice gives the same stream; seeding resets the cached gauss value
random.seed(99)
a = [random.random() for _ in range(5)]
random.seed(99)
b = [random.random() for _ in range(5)]
print(a == b, a[0])
random.seed(5)
g1 = random.gauss()
random.seed(5)
print(g1 == random.gauss(), g1)
random.seed(5)
random.gauss()
random.seed(5)
print(random.gauss() == g1)

# 1 and 1.0 seed the same; -7 and 7 seed the same
random.seed(1); x = random.random()
random.seed(1.0); print(x == random.random())
random.seed(-7); y = random.random()
random.seed(7); print(y == random.random())

for bad in [[1, 2], (1, 2), {1: 2}, {3}]:
    try:
        random.seed(bad)
    except TypeError as e:
        print(type(e).__name__, e)
