# Subclassing str, int, float and tuple: values with extra behaviour, made through __new__.
class Name(str):
    def shout(self):
        return self.upper() + "!"


n = Name("ada")
print(n, repr(n), n.shout(), len(n), n[0], n.upper(), type(n.upper()).__name__)
print(n == "ada", n + "x", "x" + n, isinstance(n, str), {n: 1}["ada"], f"{n:>5}|")
print("-".join([Name("a"), Name("b")]), ",".join(Name("xyz")), n.split("d"))
print(sorted([Name("b"), Name("a")]), "da" in n, n * 2)


class Tag(str):
    def __new__(cls, value, level=1):
        obj = super().__new__(cls, value.strip())
        obj.level = level
        return obj

    def __repr__(self):
        return f"Tag({str.__repr__(self)}, {self.level})"


t = Tag("  bold ", 2)
print(t, repr(t), t.level, [t], str(t), f"{t}", len(t))


class Money(int):
    def __new__(cls, cents):
        return super().__new__(cls, round(cents))

    def __str__(self):
        return f"${self // 100}.{self % 100:02d}"


m = Money(1999.6)
print(m, repr(m), m + 1, type(m + 1).__name__, int(m), m > 100, m * 2)
print(isinstance(m, int), hash(m) == hash(2000), [Money(5)], sum([Money(1), Money(2)]))
print(range(10)[Money(3)], "ab" * Money(2), -m, abs(Money(-5)), float(m))


class Celsius(float):
    def to_f(self):
        return self * 9 / 5 + 32


c = Celsius(21.5)
print(c, c.to_f(), round(c), c + 1, type(c + 1).__name__, f"{c:.2f}", c > 20)
import math
print(math.floor(c), math.sqrt(Celsius(16.0)), max(c, 3))


class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))

    @property
    def x(self):
        return self[0]

    @property
    def y(self):
        return self[1]

    def __add__(self, other):
        return Point(self.x + other[0], self.y + other[1])


p = Point(1, 2)
q = p + Point(3, 4)
print(p, q, type(q).__name__, q.x, q.y, len(q), list(q), p == (1, 2), hash(p) == hash((1, 2)))
a, b = q
print(a, b, {p: "origin-ish"}[(1, 2)], p.count(1), p.index(2), tuple(p), p[::-1])


class Level(int):
    pass


print(Level(3), Level("7"), Level(), Level("ff", 16), type(Level(2)).__name__, Level(2) + Level(3))
try:
    Level("x")
except ValueError as err:
    print("ValueError", err)
