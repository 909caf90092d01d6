# The register path through instance attributes, recycled call frames and direct construction
# must mean exactly what the general way means.


class Counter:
    limit = 3

    def __init__(self, start=0):
        self.n = start
        self.f = 0.5
        self.flag = True

    def bump(self):
        self.n += 1
        self.f *= 2
        return self.n * self.f - self.n // 2


c = Counter()
for _ in range(5):
    print(c.bump(), c.n, c.f)

# Overflow past 64 bits, bools, class attributes and None all leave the register path.
c.n = 2**62
c.n += 2**62
print(c.n, type(c.n).__name__)
c.n *= c.n
print(c.n)
c.flag += 1
print(c.flag, type(c.flag).__name__)
c.limit += 1
print(c.limit, Counter.limit, "limit" in vars(c))
c.g = None
try:
    c.g += 1
except TypeError as e:
    print("TypeError:", e)
c.z = 1
try:
    c.z / (c.z - 1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(c.z // 0.5, c.z % -3, -c.z ** 2, c.f > c.z, c.z == 1.0)


class Tracked:
    def __init__(self):
        object.__setattr__(self, "log", [])
        object.__setattr__(self, "v", 1)

    def __setattr__(self, name, value):
        self.log.append((name, value))
        object.__setattr__(self, name, value)


t = Tracked()
for _ in range(3):
    t.v += 10
print(t.v, t.log)


class Temp:
    def __init__(self):
        self._c = 10.0

    @property
    def c(self):
        return self._c + 0.5

    @c.setter
    def c(self, v):
        self._c = v * 2


p = Temp()
for _ in range(2):
    p.c += 1
print(p.c, p._c)

# An instance attribute shadowed later by a class attribute of the same name changes nothing;
# a property added to the class later wins over the instance dict.
class Late:
    def __init__(self):
        self.x = 1

    def twice(self):
        return self.x * 2


o = Late()
print(o.twice())
Late.x = 100
print(o.twice())
Late.x = property(lambda self: 7)
print(o.twice())


# Frames: closures keep theirs, recursion and generators are not disturbed by reuse.
def make_adders():
    out = []
    for k in range(3):
        def add(x, k=k):
            return x + k
        out.append(add)
    return out


def outer(a):
    b = a * 2

    def inner():
        return a + b
    return inner


fs = [outer(i) for i in range(4)]
print([f() for f in fs], [f(10) for f in make_adders()])


def fact(n):
    return 1 if n < 2 else n * fact(n - 1)


def gen(n):
    for i in range(n):
        yield fact(i)


print(fact(20), list(gen(6)), sum(fact(i) for i in range(8)))


# Construction: arity errors, __init__ returning a value, inherited __init__, keywords,
# classes without __init__.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Point3(Point):
    pass


class Bad:
    def __init__(self):
        return 1


class Empty:
    pass


print(Point(1, 2), Point3(3, 4), Point(y=5, x=6), Point(*[7, 8]))
for make in (lambda: Point(1), lambda: Point(1, 2, 3), lambda: Bad(), lambda: Empty(1), lambda: Point3()):
    try:
        print(make())
    except TypeError as e:
        print("TypeError:", e)


class Failing:
    def __init__(self, v):
        self.v = 1 / v


def arg():
    raise ValueError("argument failed")


for make in (lambda: Failing(0), lambda: Failing(arg())):
    try:
        make()
    except (ZeroDivisionError, ValueError) as e:
        print(type(e).__name__, e)
pts = [Point(i, i * i) for i in range(5)]
print(pts, sum(q.y for q in pts))


# The class's __init__ is looked up after the arguments are evaluated, as CPython does.
class Swap:
    def __init__(self, a):
        self.a = ("first", a)


def second_init(self, a, b=2):
    self.a = ("second", a, b)


def change_init():
    Swap.__init__ = second_init
    return 1


print(Swap(change_init()).a, Swap(5).a)
