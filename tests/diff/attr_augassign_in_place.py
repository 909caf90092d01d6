# `obj.attr op= number` in loops (the attribute site's cache warm), and each way that cache must
# step aside: ints past 64 bits, type changes, errors, a hook added later, a shadowed class
# attribute, attributes in another order, `__dict__` handed out, deleted attributes.
class Acc:
    def __init__(self):
        self.n = 0
        self.t = 0.0

    def step(self, dt):
        self.n += 1
        self.t += dt


a = Acc()
for i in range(1000):
    a.step(0.001)
print(a.n, round(a.t, 9), type(a.n).__name__, type(a.t).__name__)

# Past 64 bits: the int grows.
a.n = 2**63 - 3
for i in range(6):
    a.n += 1
print(a.n, a.n - 2**63)
for i in range(3):
    a.n *= 2**40
print(a.n)
a.n = -(2**63) + 2
for i in range(4):
    a.n -= 1
print(a.n)

# Type changes: int to float, bool to int, float stays float.
b = Acc()
b.n = True
for i in range(3):
    b.n += 1
print(b.n, type(b.n).__name__)
b.n = 1
for i in range(3):
    b.n += 0.5
print(b.n, type(b.n).__name__)
b.t = 7.5
for i in range(3):
    b.t //= 2
print(b.t, type(b.t).__name__)
for op in range(3):
    b.n = 10
    for i in range(4):
        if op == 0:
            b.n **= 2
        elif op == 1:
            b.n %= 7
        else:
            b.n <<= 3
    print(op, b.n)

# Errors after the cache is warm.
c = Acc()
for i in range(5):
    c.n += 2
try:
    c.n //= 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    c.t /= 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(c.n, c.t)
del c.n
try:
    c.n += 1
except AttributeError as e:
    print("AttributeError:", e)
c.n = "s"
try:
    c.n += 1
except TypeError as e:
    print("TypeError:", e)
c.n = [1]
for i in range(3):
    c.n += [i]
print(c.n)


# A hook added to the class after the loop ran: every later `+=` goes through it.
class Hooked:
    def __init__(self):
        self.v = 0


h = Hooked()
for i in range(10):
    h.v += 1
seen = []


def spy(self, name, value):
    seen.append((name, value))
    object.__setattr__(self, name, value)


Hooked.__setattr__ = spy
for i in range(3):
    h.v += 1
print(h.v, seen)


# A class attribute read first, then the instance's own.
class Shadow:
    count = 100


s = Shadow()
for i in range(4):
    s.count += 1
print(s.count, Shadow.count, s.__dict__)


# Two instances whose attributes were set in another order share one site.
class Pair:
    pass


p, q = Pair(), Pair()
p.x, p.y = 1, 2
q.y, q.x = 20, 10
for i in range(5):
    for o in (p, q):
        o.x += 1
        o.y += 0.5
print(p.x, p.y, q.x, q.y, list(p.__dict__), list(q.__dict__))

# `__dict__` handed out: changes through it and through `+=` are one.
d = p.__dict__
for i in range(3):
    p.x += 1
    d["x"] += 100
print(p.x, d)


# Nested targets and properties.
class Outer:
    def __init__(self):
        self.inner = Acc()
        self._w = 1

    @property
    def w(self):
        return self._w

    @w.setter
    def w(self, v):
        print("set w", v)
        self._w = v


o = Outer()
for i in range(3):
    o.inner.n += 5
    o.w += 1
print(o.inner.n, o.w)


class Slotted:
    __slots__ = ("k",)

    def __init__(self):
        self.k = 0


z = Slotted()
for i in range(4):
    z.k += 3
print(z.k)
